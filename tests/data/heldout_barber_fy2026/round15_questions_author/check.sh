#!/usr/bin/env bash
# Second way for set heldout (bq): recompute every figure / count / list / compare with gawk straight from
# data/statement.csv (Up's Time date, Transaction Type, Payee, Total; no labels.csv, no answers.py code).
# GST/BAS items (bq051-055, bq065) are compared with the worksheet printed by `python3 data/hand_worked.py`.
# python3 only flattens the JSON and runs hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on the first Sally Beauty row in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data; JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  gawk -v FPAT='([^,]*)|("[^"]*")' -v OFS=, '!done && $4 == "Sally Beauty" { $12 = sprintf("%.2f", $12 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
  STMT="$TMP/statement.csv"; OUT="$TMP/selftest_out.txt"
fi
PYTHONDONTWRITEBYTECODE=1 python3 "$DATA/hand_worked.py" > "$TMP/hw.txt" || { echo "hand_worked.py failed"; exit 1; }
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
# spec: id;mode;from;to;payee-regex (Up Payee, anchored);post;exclude-payee-regex;type-regex
#  modes: inc (sales credits by bank wording), in (any credit), out (money out, refunds netted), outd (debits only), gst, lst*
#  post: sum sumx (amount + rows; the gross alternative is not in bank wording) dN d52 dn max min cnt gtN
cat > "$TMP/spec.txt" <<'SPEC'
bq001;inc;20250701;20260630;KOBE NGUYEN;sum;;
bq002;inc;20250801;20250831;Tyro Payments;sum;;
bq003;inc;20251001;20251231;Fresha;sumx;;
bq004;inc;20260101;20260630;Bank@Post;sum;;
bq005;inc;20250701;20260630;Stripe;sumx;;
bq006;inc;20250701;20260630;Tyro Payments;d52;;
bq007;inc;20260401;20260630;.*;d3;;
bq008;inc;20250701;20260630;Tyro Payments;max;;
bq009;inc;20250701;20260630;Bank@Post;min;;
bq010;inc;20260301;20260331;.*;sum;KOBE NGUYEN;
bq011;inc;20250701;20260630;J MCALLISTER|SOPHIE R TAN;sum;;
bq012;inc;20250701;20250930;.*;sum;;
bq013;inc;20251224;20260131;.*;sum;;
bq014;in;20250701;20260630;.*;sum;;
bq015;inc;20250701;20260630;Fresha;dn;;
bq016;inc;20250701;20251231;KOBE NGUYEN;sum;;
bq017;out;20250701;20260630;Seabreeze Property Trust;sum;;
bq018;out;20250701;20260630;Ray White Palm Beach;sum;;
bq019;out;20250701;20260630;Goldline Barber Supply|GOLDLINE BARBER SUPPL;sum;;Pay Anyone|Osko Payment Received
bq020;out;20250701;20260630;Sally Beauty;sum;;
bq021;out;20250701;20260630;Goldline Barber Supply;sum;;Purchase
bq022;out;20250701;20260630;Clipperworld;sum;;
bq023;out;20250701;20260630;Ampol|BP|7-Eleven|Shell Coles Express;sum;;
bq024;out;20250701;20260630;Ampol|BP|7-Eleven|Shell Coles Express;dn;;
bq025;out;20250701;20260630;Tyro Payments;sum;;Direct Debit
bq026;out;20250701;20260630;Squarespace;sum;;
bq027;out;20250701;20260630;Facebook;sum;;
bq028;out;20250701;20260630;Optus;sum;;
bq029;out;20250701;20260630;Superloop;sum;;
bq030;out;20250701;20260630;Telstra;sum;;
bq031;out;20250701;20260630;AGL|Origin Energy;sum;;
bq032;out;20250701;20260630;Linkt;sum;;
bq033;out;20250701;20260630;Dept of Transport QLD|RACQ Insurance;sum;;
bq034;out;20251001;20251231;Aldi|Coles|Woolworths;sum;;
bq035;out;20250701;20260630;Aldi|Coles|Woolworths;d52;;
bq036;out;20251201;20251231;Bam Bam Bakehouse|Domino's|Guzman y Gomez|Hurricane's Grill|Palmy Thai|Uber Eats;sum;;
bq037;out;20250701;20260630;Guzman y Gomez;sum;;
bq038;out;20250701;20260630;Jellyfish Swim School;sum;;
bq039;out;20250701;20260630;Jetstar|Booking.com|Potato Head|Warung Made;sum;;
bq040;outd;20250701;20251231;ATO;sum;;
bq041;out;20250701;20260630;Hostplus;sum;;
bq042;out;20250701;20260630;Broadbeach Tax & Accounting;sum;;
bq043;out;20250701;20260630;Netflix;sum;;
bq044;out;20250701;20260630;Greencross Vets|Petbarn;sum;;
bq045;out;20250701;20260630;ATM;sum;;
bq046;outd;20260101;20260630;Holiday;sum;;Transfer
bq047;outd;20250701;20260630;.*;max;;
bq048;out;20250701;20260630;Coast Linen Co;sum;;
bq049;out;20250701;20260630;M Ruiz|Brodie Kells;sum;;
bq050;out;20250701;20260630;Rip Curl|The Iconic|Universal Store;sum;;
bq051;gst;Q1+Q2+Q3+Q4;;1A;;;
bq052;gst;Q2;;1B;;;
bq053;gst;Q4;;net;;;
bq054;gst;Q1+Q2;;G1;;;
bq055;gst;Q1+Q2+Q3+Q4;;G10;;;
bq056a;out;20250701;20260630;Woolworths;sum;;
bq056b;out;20250701;20260630;Aldi;sum;;
bq057a;inc;20250701;20250930;Tyro Payments;sum;;
bq057b;inc;20251001;20251231;Tyro Payments;sum;;
bq058a;inc;20250701;20260630;Fresha;sum;;
bq058b;inc;20250701;20260630;Stripe;sum;;
bq059a;out;20250701;20260630;Ampol;sum;;
bq059b;out;20250701;20260630;BP;sum;;
bq060a;out;20250701;20260630;Guzman y Gomez;sum;;
bq060b;out;20250701;20260630;Uber Eats;sum;;
bq061a;inc;20251101;20251130;.*;sum;;
bq061b;inc;20251201;20251231;.*;sum;;
bq062a;out;20250701;20260630;Optus;sum;;
bq062b;out;20250701;20260630;Superloop;sum;;
bq063a;inc;20250701;20251231;Bank@Post;sum;;
bq063b;inc;20260101;20260630;Bank@Post;sum;;
bq064a;out;20250701;20260630;AGL;sum;;
bq064b;out;20250701;20260630;Origin Energy;sum;;
bq065a;gst;Q1;;net;;;
bq065b;gst;Q3;;net;;;
bq066;inc;20250701;20260630;KOBE NGUYEN;cnt;;
bq067;inc;20250701;20260630;KOBE NGUYEN;gt260;;
bq068;inc;20250701;20260630;Tyro Payments;gt1000;;
bq069;out;20250701;20260630;Ampol|BP|7-Eleven|Shell Coles Express;cnt;;
bq070;out;20250701;20260630;Guzman y Gomez;cnt;;
bq071;inc;20250701;20260630;Bank@Post;cnt;;
bq072;out;20250701;20260630;Sally Beauty;cnt;;
bq073;inc;20260401;20260430;.*;cnt;;
bq074;lout;20250701;20260630;.*;;;BPAY Payment
bq075;lout;20250701;20260630;Ampol|BP|7-Eleven|Shell Coles Express;;;
bq076;lout;20250701;20250930;Bam Bam Bakehouse|Domino's|Guzman y Gomez|Hurricane's Grill|Palmy Thai|Uber Eats;;;
bq077;linc;20260624;20260630;.*;;;
bq078;lout;20250701;20260630;Jetstar|Booking.com|Potato Head|Warung Made;;;
bq079;lout;20250701;20260630;Rip Curl|The Iconic|Universal Store;;;Purchase
bq080;lincgt;20250701;20260630;.*;5000;;
SPEC
gawk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(p) {  # bank Payee -> the name a person would use
  if (p == "Tyro Payments") return norm("Tyro"); if (p == "Bank@Post") return norm("Cash customers")
  if (p == "KOBE NGUYEN") return norm("Kobe Nguyen"); if (p == "SOPHIE R TAN") return norm("Sophie Tan")
  if (p == "J MCALLISTER") return norm("Jordan McAllister"); if (p == "Dept of Transport QLD") return norm("Transport and Main Roads QLD")
  return norm(p)
}
function isinc(i) {
  if (tot[i] <= 0 || dup[i]) return 0
  if (ty[i] == "Direct Credit") return pay[i] ~ /^(Tyro Payments|Fresha|Stripe)$/
  if (ty[i] == "Bank@Post Deposit") return 1
  if (ty[i] == "Osko Payment Received") return pay[i] ~ /^(KOBE NGUYEN|SOPHIE R TAN|J MCALLISTER)$/
  return 0
}
function sel(i, mode, lo, hi, re, ex, tre) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (pay[i] !~ ("^(" re ")$")) return 0
  if (ex != "" && pay[i] ~ ("^(" ex ")$")) return 0
  if (tre != "" && ty[i] !~ ("^(" tre ")$")) return 0
  if (mode ~ /^(inc|linc|lincgt)$/) return isinc(i)
  if (mode == "in") return tot[i] > 0
  if (mode == "outd") return tot[i] < 0
  return 1
}
function sortjoin(arr,  k, n, i, j, t, a, s) {
  n = 0; for (k in arr) a[++n] = k
  for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
  s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") a[i]
  return s == "" ? "-" : s
}
BEGIN {
  FPAT = "([^,]*)|(\"[^\"]*\")"
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = "" }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  N++; dt[N] = substr($1, 1, 4) substr($1, 6, 2) substr($1, 9, 2); ty[N] = $3; pay[N] = $4; tot[N] = $12 + 0
  if (NF != 14 || $12 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
  # a second identical Osko deposit (same payer, message, amount) refunded by Pay Anyone for that amount is a duplicate
  for (i = 1; i <= N; i++) if (ty[i] == "Pay Anyone" && tot[i] < 0)
    for (j = i - 1; j >= 1 && j >= i - 10; j--) if (ty[j] == "Osko Payment Received" && tot[j] == -tot[i]) {
      for (k = j - 1; k >= 1 && k >= j - 10; k--) if (ty[k] == ty[j] && pay[k] == pay[j] && tot[k] == tot[j]) { dup[j] = 1; break }
      if (dup[j]) break
    }
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; ex = s[7]; tre = s[8]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""
    if (mode == "gst") {
      nq = split(lo, qs, "+"); t = 0; pt = 0
      for (k = 1; k <= nq; k++) {
        q = qs[k]; t += hw[q, re]
        if (re == "1A") pt += hw[q, "1A-per-row"]; else if (re == "1B") pt += hw[q, "1B-per-row"]
        else if (re == "net") pt += hw[q, "1A-per-row"] - hw[q, "1B-per-row"]; else pt += hw[q, re]
      }
      got = c2(t); gotn = "-"; if (c2(pt) != got) alt = c2(pt)
    } else if (mode ~ /^l/) {
      delete names; delete sums
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex, tre)) {
        if (mode == "lout" && tot[i] >= 0) continue
        if (mode == "lincgt") { sums[name(pay[i])] += tot[i]; continue }
        names[name(pay[i])] = 1
      }
      if (mode == "lincgt") for (k in sums) if (sums[k] > post + 0) names[k] = 1
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = ""; mn = ""
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex, tre)) {
        amt = (mode ~ /^out/) ? -tot[i] : tot[i]
        if (post ~ /^gt/ && !(amt > substr(post, 3) + 0)) continue
        sum += amt; cnt++; if (tot[i] < 0) gross += -tot[i]
        if (mx == "" || amt > mx) mx = amt
        if (mn == "" || amt < mn) mn = amt
      }
      got = c2(sum); gotn = cnt
      if (mode == "out" && c2(gross) != got) alt = c2(gross)
      if (post ~ /^d[0-9]+$/) { got = c2(sum / substr(post, 2)); alt = "" }
      if (post == "d52") alt = c2(sum / (365 / 7))
      if (post == "dn") { got = c2(sum / cnt); alt = "" }
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "min") { got = c2(mn); gotn = 1; alt = "" }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
    }
    split(exp_[base], e, " ")
    if (part == "") {
      if (e[2] == "fig") {
        if (post == "sumx") { want = e[3] " " e[4]; have = got " " gotn }
        else { want = e[3] " " e[4] (e[5] != "" ? " " e[5] : ""); have = got " " gotn (alt != "" ? " " alt : "") }
      }
      else if (e[2] == "cnt") { want = e[3]; have = got }
      else if (e[2] == "lst") { delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) if (wl[k] != "-") wa[norm(wl[k])] = 1; want = sortjoin(wa); have = got }
      else { want = "(no expected)"; have = got }
    } else { want = (part == "a") ? e[3] : e[4]; have = got; cmpv[base, part] = got + 0 }
    checked++
    status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, (mode == "gst" ? " (from hand_worked.py worksheet, not bank wording)" : (post == "sumx" ? " (gross alternative not in bank wording: not re-checked)" : ""))
  }
  nm2["bq056"] = "Woolworths|Aldi"; nm2["bq057"] = "Sept_quarter|Dec_quarter"; nm2["bq058"] = "Fresha|Stripe"
  nm2["bq059"] = "Ampol|BP"; nm2["bq060"] = "Guzman|Uber_Eats"; nm2["bq061"] = "November|December"
  nm2["bq062"] = "Optus|Superloop"; nm2["bq063"] = "first_half|second_half"; nm2["bq064"] = "home|shop"
  nm2["bq065"] = "Sept_quarter|March_quarter"
  for (b in nm2) {
    split(nm2[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures, 10 compares x 3, 8 counts, 7 lists), %d differences, %d bad rows\n", checked, diffs, bad
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
