#!/usr/bin/env bash
# Second way for set heldout (djq): recompute every non-GST answerable item with awk straight from
# data/statement.csv (bank wording, Entered Date, signed Amount only; no labels.csv, no answers.py code).
# The 5 GST/BAS figures and the GST compare rest on Stripe gross, private shares and GST-free parts the
# statement does not show: their amounts are compared with the worksheet printed by `python3 data/hand_worked.py`.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> -0.01 on one NETFLIX debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F'","' -v OFS='","' '!done && $3 ~ /NETFLIX/ { $4 = sprintf("%.2f", $4 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
  STMT="$TMP/statement.csv"; OUT="$TMP/selftest_out.txt"
fi
python3 "$DATA/hand_worked.py" > "$TMP/hw.txt" || { echo "hand_worked.py failed"; exit 1; }
python3 - "$JSON" > "$TMP/exp.txt" <<'PY'
import json, sys
for d in json.load(open(sys.argv[1])):
    e, i = d["expected"], d["id"]
    if d["kind"] == "figure":
        print(i, "fig", e["amount"], e.get("transactions", "-"), *e.get("alsoAccepted", []))
    elif d["kind"] == "compare":
        print(i, "cmp", e["amounts"][0], e["amounts"][1], e["answer"].replace(" ", "_"))
    elif d["kind"] == "count":
        print(i, "cnt", e["count"])
    elif d["kind"] == "list":
        print(i, "lst", "|".join(e["items"]).replace(" ", "_") or "-")
PY
# spec: id;mode;from;to;regex;post;exclude-regex
#  modes: inc (sales: credits other than partner / Medicare / ATO / savings / card refunds / bonds, plus the
#         "OSKO PAYMENT TO ... deposit refund" row negative), out (money out positive, refunds negative),
#         in (any credit), gst (from = quarters, regex = worksheet field), l (list of mapped payee names)
#  post: sum (alt = gross of the other-way rows) sumx (no alt) sg (alt = Stripe gross from the fee formula
#        1.7 % + 0.30) dN (total / N) d52 (also 365/7) dn (per row) max min cnt
cat > "$TMP/spec.txt" <<'SPEC'
djq001;inc;20250701;20260630;BARWON ESTATE;sum;
djq002;inc;20251101;20251130;.;sum;
djq003;inc;20251001;20251231;.;sum;
djq004;inc;20250701;20260630;.;sum;
djq005;inc;20250701;20260630;STRIPE;sg;
djq006;inc;20250701;20260630;GEELONG DJ CO;sum;
djq007;inc;20260101;20260630;BELLARINE EVENT CO;sum;
djq008;inc;20250701;20260630;.;d12;
djq009;inc;20250701;20260630;.;d52;
djq010;inc;20250701;20260630;.;max;
djq011;inc;20250701;20260630;STRIPE;min;
djq012;inc;20250701;20251231;.;sum;BARWON ESTATE
djq013;inc;20260101;20260630;.;sum;BARWON ESTATE|STRIPE
djq014;inc;20250701;20260630;SARAH R WOOD;sum;
djq015;inc;20250701;20260630;G GRECO;sum;
djq016;inc;20250701;20260630;FENWICK;sumx;
djq017;in;20250701;20260630;HANNAH LEARY;sum;
djq018;in;20250701;20260630;.;sum;
djq019;incpos;20251001;20251231;.;sum;
djq020;inc;20260501;20260615;.;sum;
djq021;out;20250701;20260630;FUEL;sum;
djq022;out;20250701;20260630;FUEL;dn;
djq023;out;20250701;20250930;FUEL;sum;
djq024;out;20260601;20260630;GROC;sum;
djq025;out;20250701;20260630;GROC;d52;
djq026;out;20251001;20251231;MEALS;sum;
djq027;out;20250701;20260630;DOMINOS;sum;
djq028;out;20250701;20260630;POWERSHOP;sum;
djq029;out;20250701;20260630;TELSTRA|SUPERLOOP;sum;
djq030;out;20250701;20260630;DJCITY|BPMSUPREME;sum;
djq031;out;20250701;20260630;^FOREIGN TRANSACTION FEE;sum;
djq032;out;20250701;20260630;^VISA DEBIT PURCHASE CARD 5520 FACEBK;sum;
djq033;out;20250701;20260630;EASY WEDDINGS;sum;
djq034;out;20250701;20260630;CORIO AV HIRE;sum;
djq035;out;20250701;20260630;JAKE MORROW;sum;
djq036;out;20250701;20260630;STORE DJ;sum;
djq037;out;20250701;20260630;JAYCAR;sumx;
djq038;out;20250701;20260630;BUNNINGS|OFFICEWORKS|JB HI-FI|JAYCAR;sum;
djq039;out;20250701;20260630;JETSTAR|BYRON COVE|EAST COAST CAR|BALLINA BOWLO|BYRON BAY GENERAL;sum;
djq040;out;20250701;20260630;LINKT|WILSON PARKING;sum;
djq041;out;20250701;20260630;HARCOURTS;sum;
djq042;out;20260101;20260630;GOODSTART;sum;
djq043;out;20250701;20260630;NETFLIX|SPOTIFY;sum;
djq044;out;20250701;20260630;^BPAY ATO;sum;
djq045;out;20250701;20260630;^ATM WITHDRAWAL;sum;
djq046;out;20250701;20260630;S2 SAVINGS;sumx;
djq047;out;20250701;20260630;GEELONG KIA|RACV|BPAY VICROADS;sum;
djq048;out;20250701;20260630;BELMONT MEDICAL|CHEMIST WAREHOUSE|MEDICARE;sumx;
djq049;out;20250701;20260630;.;max;
djq050;out;20250825;20250825;STORE DJ;sum;
djq051;gst;Q2;;1A;;
djq052;gst;Q1+Q2+Q3+Q4;;1B;;
djq053;gst;Q4;;net;;
djq054;gst;Q1+Q2+Q3+Q4;;G10;;
djq055;gst;Q1+Q2;;G1;;
djq056a;out;20250701;20260630;TELSTRA;sum;
djq056b;out;20250701;20260630;SUPERLOOP;sum;
djq057a;inc;20251001;20251231;.;sum;
djq057b;inc;20260101;20260331;.;sum;
djq058a;inc;20250701;20260630;BARWON ESTATE;sum;
djq058b;inc;20250701;20260630;BELLARINE EVENT CO;sum;
djq059a;out;20250701;20260630;DOMINOS;sum;
djq059b;out;20250701;20260630;PIZZA TRIO;sum;
djq060a;out;20250701;20260630;AMPOL;sum;
djq060b;out;20250701;20260630;7-ELEVEN;sum;
djq061a;out;20250701;20260630;^VISA DEBIT PURCHASE CARD 5520 DJCITY;sum;
djq061b;out;20250701;20260630;^VISA DEBIT PURCHASE CARD 5520 SERATO;sum;
djq062a;inc;20250701;20251231;.;sum;
djq062b;inc;20260101;20260630;.;sum;
djq063a;out;20250701;20260630;JAKE MORROW;sum;
djq063b;out;20250701;20260630;CORIO AV HIRE;sum;
djq064a;out;20250701;20260630;ALDI STORES;sum;
djq064b;out;20250701;20260630;IGA HIGHTON;sum;
djq065a;gst;Q1;;net;;
djq065b;gst;Q4;;net;;
djq066;inc;20250701;20260630;BARWON ESTATE;cnt;
djq067;out;20250701;20260630;FUEL;cnt;
djq068;inc;20250701;20260630;STRIPE;cnt;
djq069;in;20250701;20260630; bond$;cnt;
djq070;out;20250701;20260630;JAKE MORROW;cnt;
djq071;out;20250701;20260630;^FOREIGN TRANSACTION FEE;cnt;
djq072;inc;20260301;20260331;.;cnt;
djq073;out;20251001;20251231;DOMINOS;cnt;
djq074;l;20250701;20260630;Ref: bond refund;;
djq075;l;20250701;20260630;^FOREIGN TRANSACTION FEE;;
djq076;l;20250701;20260630;FUEL;;
djq077;l;20251201;20251231;MEALS;;
djq078;l;20250701;20260630;BUNNINGS|JB HI-FI|JAYCAR|OFFICEWORKS|STORE DJ;;
djq079;l;20250701;20260630;^INTERNET TRANSFER TO;;
djq080;l;20250701;20260630;^BPAY;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p, m) { split(d, p, " "); m = index("JanFebMarAprMayJunJulAugSepOctNovDec", p[2]); return p[3] sprintf("%02d", (m + 2) / 3) p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payee / merchant from the bank wording
  m = n
  if (m ~ /^OSKO PAYMENT TO /) { sub(/^OSKO PAYMENT TO /, "", m); sub(/ Ref: .*$/, "", m) }
  else if (m ~ /DJCITY/) m = "DJcity"
  else if (m ~ /BPMSUPREME/) m = "BPM Supreme"
  else if (m ~ /SERATO/) m = "Serato"
  else if (m ~ /SPLICE/) m = "Splice"
  else if (m ~ /FACEBK/) m = "Meta (Facebook ads)"
  else if (m ~ /COLES EXPRESS/) m = "Coles Express"
  else if (m ~ /AMPOL/) m = "Ampol"
  else if (m ~ /BP GROVEDALE/) m = "BP"
  else if (m ~ /7-ELEVEN/) m = "7-Eleven"
  else if (m ~ /DOMINOS/) m = "Dominos"
  else if (m ~ /MCDONALDS/) m = "Mcdonalds"
  else if (m ~ /PIZZA TRIO/) m = "Pizza Trio"
  else if (m ~ /UBER \*EATS/) m = "Uber Eats"
  else if (m ~ /ZAMBREROS/) m = "Zambreros"
  else if (m ~ /BUNNINGS/) m = "Bunnings"
  else if (m ~ /JB HI-FI/) m = "JB Hi-Fi"
  else if (m ~ /JAYCAR/) m = "Jaycar"
  else if (m ~ /OFFICEWORKS/) m = "Officeworks"
  else if (m ~ /STORE DJ/) m = "Store DJ"
  else if (m ~ /^INTERNET TRANSFER TO /) { sub(/^INTERNET TRANSFER TO [0-9-]+ [0-9]+ /, "", m); sub(/ Ref: .*$/, "", m)
    if (m ~ /BARWON|BAYSIDE|CORIO AV/) m = m " PTY LTD"; else if (m ~ /GC STAGE/) m = "GC Stage & Audio Hire"; else if (m ~ /PAKINGTON ST ACCTG/) m = "Pakington St Accounting" }
  else if (m ~ /^BPAY /) { sub(/^BPAY /, "", m); sub(/ CRN .*$/, "", m) }
  else m = "?" m
  return norm(m)
}
function isfuel(i) { return nar[i] ~ /COLES EXPRESS|AMPOL|BP GROVEDALE|7-ELEVEN/ }
function isgroc(i) { return nar[i] ~ /ALDI STORES|COLES [0-9]|IGA HIGHTON|WOOLWORTHS/ }
function ismeal(i) { return nar[i] ~ /DOMINOS|MCDONALDS|PIZZA TRIO|UBER \*EATS|ZAMBREROS/ }
function isinc(i) {
  if (am[i] > 0) return nar[i] !~ /HANNAH LEARY|MEDICARE BENEFITS|^DIRECT CREDIT ATO |^TRANSFER FROM|^VISA REFUND| bond$/
  return nar[i] ~ /^OSKO PAYMENT TO .*deposit refund/
}
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "FUEL") { if (!isfuel(i)) return 0 }
  else if (re == "GROC") { if (!isgroc(i)) return 0 }
  else if (re == "MEALS") { if (!ismeal(i)) return 0 }
  else if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc") return isinc(i)
  if (mode == "incpos") return isinc(i) && am[i] > 0
  if (mode == "in") return am[i] > 0
  if (mode == "out" || mode == "l") return 1
  return 0
}
function sortjoin(arr,  k, n, i, j, t, a, s) {
  n = 0; for (k in arr) a[++n] = k
  for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
  s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") a[i]
  return s == "" ? "-" : s
}
BEGIN {
  FS = "\",\""
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = "" }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, ""); sub(/^"/, "", $1); sub(/"$/, "", $5)
  N++; dt[N] = ymd($1); nar[N] = $3; am[N] = $4 + 0
  if (NF != 5 || $4 !~ /^-?[0-9]+\.[0-9][0-9]$/ || dt[N] !~ /^20[0-9][0-9](0[1-9]|1[0-2])[0-3][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; ex = s[7]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""
    if (mode == "gst") {
      nq = split(lo, qs, "+"); tot = 0; ptot = 0
      for (k = 1; k <= nq; k++) {
        q = qs[k]; tot += hw[q, re]
        if (re == "1A") ptot += hw[q, "1A-per-row"]
        else if (re == "1B") ptot += hw[q, "1B-per-row"]
        else if (re == "net") ptot += hw[q, "1A-per-row"] - hw[q, "1B-per-row"]
        else ptot += hw[q, re]
      }
      got = c2(tot); gotn = "-"; if (c2(ptot) != got) alt = c2(ptot)
    } else if (mode == "l") {
      delete names
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) names[name(nar[i])] = 1
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = ""; mn = ""; sg = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        amt = (mode == "out") ? -am[i] : am[i]
        sum += amt; cnt++; if (amt > 0) gross += amt
        if (mx == "" || amt > mx) mx = amt
        if (mn == "" || amt < mn) mn = amt
        sg += c2((amt + 0.30) / 0.983)
      }
      got = c2(sum); gotn = cnt
      if (c2(gross) != got && post == "sum") alt = c2(gross)
      if (post == "sg") alt = c2(sg)
      if (post ~ /^d[0-9]+$/) got = c2(sum / substr(post, 2))
      if (post == "d52") alt = c2(sum / (365 / 7))
      if (post == "dn") got = c2(sum / cnt)
      if (post == "max") { got = c2(mx); gotn = 1 }
      if (post == "min") { got = c2(mn); gotn = 1 }
      if (post == "cnt") { got = cnt; gotn = "" }
    }
    split(exp_[base], e, " ")
    if (part == "") {
      if (e[2] == "fig") { want = e[3] " " e[4] (e[5] != "" ? " " e[5] : ""); have = got " " gotn (alt != "" ? " " alt : "") }
      else if (e[2] == "cnt") { want = e[3]; have = got }
      else if (e[2] == "lst") { delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) if (wl[k] != "-") wa[norm(wl[k])] = 1; want = sortjoin(wa); have = got }
      else { want = "(no expected)"; have = got }
    } else { want = (part == "a") ? e[3] : e[4]; have = got; cmpv[base, part] = got + 0 }
    checked++
    status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, (mode == "gst" ? " (from hand_worked.py worksheet, not bank wording)" : "")
  }
  nm2["djq056"] = "Telstra|Superloop"; nm2["djq057"] = "Dec_quarter|Mar_quarter"; nm2["djq058"] = "Barwon_Estate|Bellarine_Event_Co"
  nm2["djq059"] = "Dominos|Pizza_Trio"; nm2["djq060"] = "Ampol|7-Eleven"; nm2["djq061"] = "DJcity|Serato"
  nm2["djq062"] = "first_half|second_half"; nm2["djq063"] = "Jake|Corio_AV_Hire"; nm2["djq064"] = "Aldi|IGA"
  nm2["djq065"] = "Sept_quarter|June_quarter"
  for (b in nm2) {
    split(nm2[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures, 10 compares x 3, 8 counts, 7 lists), %d differences, %d bad rows, %d statement rows\n", checked, diffs, bad, N
  exit (diffs + bad > 0)
}' "$STMT" > "$OUT"
rc=$?
if [ "${1:-}" = "--selftest" ]; then
  grep DIFF "$OUT"; tail -1 "$OUT"
  if [ "$rc" -ne 0 ] && [ "$(grep -c '^DIFF' "$OUT")" -eq 1 ]; then echo "selftest: spoiled amount caught (1 difference)"; exit 0; fi
  echo "selftest FAILED"; exit 1
fi
tail -1 "$OUT"
exit $rc
