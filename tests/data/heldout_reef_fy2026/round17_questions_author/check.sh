#!/usr/bin/env bash
# Second way for set heldout (rfq): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording, posting date, signed Amount only; no labels.csv, no answers.py code).
# The 5 GST/BAS figures and the net-GST compare cannot come from bank wording (payout grosses, private shares,
# GST-free parts); their amounts are compared with the worksheet printed by `python3 data/hand_worked.py` instead.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> -0.01 on one GOODSTART debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $3 ~ /GOODSTART/ { $4 = sprintf("%.2f", $4 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
  STMT="$TMP/statement.csv"; OUT="$TMP/selftest_out.txt"
fi
python3 "$DATA/hand_worked.py" > "$TMP/hw.txt" || { echo "hand_worked.py failed"; exit 1; }
python3 - "$JSON" > "$TMP/exp.txt" <<'PY'
import json, re, sys
for d in json.load(open(sys.argv[1])):
    e, i = d["expected"], d["id"]
    if d["kind"] == "figure":
        print(i, "fig", e["amount"], e.get("transactions", "-"), *e.get("alsoAccepted", []))
    elif d["kind"] == "compare":
        print(i, "cmp", e["amounts"][0], e["amounts"][1], e["answer"].replace(" ", "_"))
    elif d["kind"] == "count":
        print(i, "cnt", e["count"])
    elif d["kind"] == "list":  # bank wording carries no country / role: compare the name before " (" / " via"
        names = [re.sub(r" (\(.*| via Wise)$", "", x) for x in e["items"]]
        print(i, "lst", "|".join(names).replace(" ", "_") or "-")
PY
# spec: id;mode;from;to;regex;post;exclude-regex
#  modes: inc (income as banked: credits that are tour money, the cyclone refunds negative), incp (its credits only),
#         in (any credit), out (money out: -Amount, credits in the selection netted), all (signed Amount),
#         gst (from = quarters, regex = worksheet field),
#         lists: linc (income payers, credits), lout (names of any selected row), lguest (guests' credits over post)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt gtN g08 (sum / 0.8: Viator's 20 % commission)
#  regex tokens: FUEL = servo rows; DIESEL = servo rows of 90.00 or more (bus dockets 95-185); UNL = under 90
#  (Corolla 48-82); GROC = supermarkets + Rusty's, without the small EFTPOS Woolworths rows (< 70, the guests'
#  fruit and water every 2nd month); MEALS = takeaway / eating-out merchants
cat > "$TMP/spec.txt" <<'SPEC'
rfq001;inc;20250701;20260630;VIATOR;sum;
rfq002;inc;20250701;20260630;VIATOR;g08;
rfq003;inc;20251001;20251231;GETYOURGUIDE;sum;
rfq004;inc;20251101;20251130;STRIPE;sum;
rfq005;inc;20250701;20260630;TROPIC TOUR DESK;sum;
rfq006;inc;20250801;20250831;.;sum;
rfq007;inc;20260101;20260331;.;sum;
rfq008;inc;20250701;20260630;FREYA ANDERSSON;sum;
rfq009;inc;20250701;20260630;TOM BRADSHAW;sum;
rfq010;inc;20250701;20260630;WISE AUSTRALIA;sum;
rfq011;all;20250701;20260630;^INWARD TT;sum;
rfq012;inc;20250701;20260630;^CASH DEPOSIT;sum;
rfq013;inc;20250701;20260630;JCU|FNQ MINING;sum;
rfq014;inc;20250701;20260630;.;d12;
rfq015;inc;20250701;20260630;.;max;
rfq016;inc;20250701;20260630;GETYOURGUIDE;min;
rfq017;inc;20260601;20260630;.;sum;
rfq018;inc;20260401;20260630;.;sum;VIATOR|GETYOURGUIDE|TROPIC
rfq019;in;20250701;20260630;DANIEL MARCHETTI;sum;
rfq020;in;20250701;20260630;^INTERNET BANKING TRANSFER FROM 40118762;sum;
rfq021;inc;20250701;20260630;STRIPE;d52;
rfq022;inc;20250701;20260630;PRIYA SHARMA;sum;
rfq023;in;20250701;20260630;CORALWIND;sum;
rfq024;out;20250701;20260630;REFUND CYCLONE;sum;
rfq025;out;20250701;20260630;DIESEL;sum;
rfq026;out;20250701;20260630;UNL;sum;
rfq027;out;20250701;20260630;DIESEL;dn;
rfq028;out;20250701;20260630;CORALWIND|LOW ISLES;sum;
rfq029;out;20251001;20251231;CORALWIND;sum;
rfq030;out;20250701;20250930;LOW ISLES;sum;
rfq031;out;20250701;20260630;DAINTREE RIVER FERRY;sum;
rfq032;out;20250701;20260630;MOSSMAN GORGE|DAINTREE ICE CREAM;sum;
rfq033;out;20250701;20260630;CAFE CHINO|MOSSMAN BAKERY|WHYANBEEL;sum;
rfq034;out;20250701;20260630;^OSKO PAYMENT TO .* - COMM ;sum;
rfq035;out;20250701;20260630;TOYOTA FINANCE;sum;
rfq036;out;20250701;20260630;QBE INSURANCE|QLD TRANSPORT REGO;sum;
rfq037;out;20250701;20260630;CAIRNS TOYOTA SERVICE|BEAUREPAIRES;sum;
rfq038;out;20250701;20260630;MAILCHIMP|^INTERNATIONAL TRANSACTION FEE;sum;
rfq039;out;20250701;20260630;^INTERNATIONAL TRANSACTION FEE|^INWARD TT FEE;sum;
rfq040;out;20250701;20260630;TELSTRA;sum;
rfq041;out;20250701;20260630;ERGON ENERGY;sum;
rfq042;out;20250701;20260630;GROC;d52;
rfq043;out;20251201;20251231;MEALS;sum;
rfq044;out;20250701;20260630;GOODSTART;sum;
rfq045;out;20250701;20260630;^BPAY PAYMENT ATO;sum;
rfq046;out;20250701;20260630;ST JOHN AMBULANCE|JB HI FI|PRO DIVE;sum;
rfq047;out;20250701;20260630;ALLENS TRAINING|DEEP SEA DIVERS|ROYAL LIFE SAVING;sum;
rfq048;out;20250701;20260630;KMART|BIG W|TARGET;sum;
rfq049;out;20250701;20260630;.;max;
rfq050;out;20251001;20251231;FERRY|MOSSMAN GORGE;sum;
rfq051;gst;Q1+Q2+Q3+Q4;;1A;;
rfq052;gst;Q2;;1B;;
rfq053;gst;Q4;;net;;
rfq054;gst;Q3;;G1;;
rfq055;gst;Q1+Q2+Q3+Q4;;G10;;
rfq056a;inc;20250701;20260630;VIATOR;sum;
rfq056b;inc;20250701;20260630;GETYOURGUIDE;sum;
rfq057a;inc;20251001;20251031;.;sum;
rfq057b;inc;20251101;20251130;.;sum;
rfq058a;out;20250701;20260630;SHELL;sum;
rfq058b;out;20250701;20260630;AMPOL;sum;
rfq059a;out;20250701;20260630;CORALWIND;sum;
rfq059b;out;20250701;20260630;LOW ISLES;sum;
rfq060a;out;20250701;20260630;(PURCHASE|DEBIT) IGA ;sum;
rfq060b;out;20250701;20260630;(PURCHASE|DEBIT) COLES ;sum;
rfq061a;out;20250701;20260630;TELSTRA;sum;
rfq061b;out;20250701;20260630;SUPERLOOP;sum;
rfq062a;inc;20250701;20250930;.;sum;
rfq062b;inc;20260401;20260630;.;sum;
rfq063a;inc;20250701;20260630;FREYA ANDERSSON;sum;
rfq063b;inc;20250701;20260630;PRIYA SHARMA;sum;
rfq064a;out;20250701;20260630;DOMINOS;sum;
rfq064b;out;20250701;20260630;GUZMAN;sum;
rfq065a;gst;Q1;;net;;
rfq065b;gst;Q2;;net;;
rfq066;inc;20250701;20260630;WISE AUSTRALIA;cnt;
rfq067;out;20250701;20260630;DIESEL;cnt;
rfq068;inc;20250701;20260630;GETYOURGUIDE;cnt;
rfq069;in;20250701;20260630;DANIEL MARCHETTI;cnt;
rfq070;out;20250701;20260630;MEALS;cnt;
rfq071;out;20250701;20260630;REFUND CYCLONE;cnt;
rfq072;inc;20250701;20260630;STRIPE;gt1000;
rfq073;incp;20260301;20260331;.;cnt;
rfq074;linc;20250701;20260630;WISE AUSTRALIA;;
rfq075;lout;20250701;20260630;^OSKO PAYMENT TO .* - COMM ;;
rfq076;lout;20250701;20260630;REFUND CYCLONE;;
rfq077;linc;20260101;20260131;.;;
rfq078;lguest;20260401;20260630;.;900;
rfq079;lout;20250701;20260630;^BPAY PAYMENT;;
rfq080;lout;20250701;20260630;DIESEL;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function caps(s,  w, n, k, o) {   # leading all-capital words of s (a name), stopping at a reference word
  n = split(s, w, " "); o = ""
  for (k = 1; k <= n; k++) {
    if (w[k] ~ /[a-z0-9]/ || w[k] == "TOUR" || w[k] == "TO" || w[k] == "TESS") break
    o = o " " w[k]
  }
  return o
}
function name(n,  m) {   # payer / payee from the bank wording
  m = n
  if (m ~ /^OSKO CREDIT FROM WISE AUSTRALIA PTY LTD - /) { sub(/^OSKO CREDIT FROM WISE AUSTRALIA PTY LTD - /, "", m); m = caps(m) }
  else if (m ~ /^OSKO (CREDIT FROM|PAYMENT TO) /) { sub(/^OSKO (CREDIT FROM|PAYMENT TO) /, "", m); sub(/ - .*$/, "", m) }
  else if (m ~ /^DIRECT CREDIT STRIPE/) m = "Stripe"
  else if (m ~ /^DIRECT CREDIT VIATOR/) m = "Viator"
  else if (m ~ /^DIRECT CREDIT GETYOURGUIDE/) m = "GetYourGuide Deutschland GmbH"
  else if (m ~ /^DIRECT CREDIT TROPIC TOUR DESK/) m = "Tropic Tour Desk Pty Ltd"
  else if (m ~ /^DIRECT CREDIT JCU/) m = "James Cook University"
  else if (m ~ /^DIRECT CREDIT FNQ MINING/) m = "FNQ Mining Services Pty Ltd"
  else if (m ~ /^CASH DEPOSIT/) m = "Tour guests"
  else if (m ~ /^INWARD TT /) { sub(/^INWARD TT /, "", m); m = caps(m) }
  else if (m ~ /^DIRECT CREDIT /) { sub(/^DIRECT CREDIT /, "", m); m = caps(m) }
  else if (m ~ /^BPAY PAYMENT ATO/) m = "ATO"
  else if (m ~ /^BPAY PAYMENT AUST RETIREMENT TRUST/) m = "Australian Retirement Trust"
  else if (m ~ /^BPAY PAYMENT ERGON ENERGY/) m = "Ergon Energy"
  else if (m ~ /^BPAY PAYMENT GBRMPA/) m = "GBRMPA"
  else if (m ~ /^BPAY PAYMENT QBE INSURANCE/) m = "QBE"
  else if (m ~ /^BPAY PAYMENT QLD PARKS PERMITS/) m = "QPWS"
  else if (m ~ /^BPAY PAYMENT QLD TRANSPORT REGO/) m = "Queensland TMR"
  else if (m ~ /^BPAY PAYMENT TOURISM INSURANCE/) m = "Tourism Insurance Brokers"
  else if (m ~ /^VISA PURCHASE 7-ELEVEN/) m = "7-Eleven"
  else if (m ~ /^VISA PURCHASE AMPOL/) m = "Ampol"
  else if (m ~ /^VISA PURCHASE BP /) m = "BP"
  else if (m ~ /^VISA PURCHASE PUMA ENERGY/) m = "Puma Energy"
  else if (m ~ /^VISA PURCHASE SHELL/) m = "Shell"
  else m = "?" m
  return norm(m)
}
function isinc(i) {
  if (nar[i] ~ /REFUND CYCLONE CANCEL/) return 1
  return am[i] > 0 && nar[i] !~ /DANIEL MARCHETTI|^INTERNET BANKING TRANSFER FROM|^DIRECT CREDIT ATO|MEDICARE|^VISA REFUND|CORALWIND/
}
function isguest(i) { return isinc(i) && am[i] > 0 && nar[i] !~ /STRIPE|VIATOR|GETYOURGUIDE|TROPIC TOUR DESK|FNQ MINING|JCU|^CASH DEPOSIT/ }
function isfuel(i) { return nar[i] ~ /^VISA PURCHASE (7-ELEVEN|AMPOL|BP |PUMA ENERGY|SHELL)/ }
function isgroc(i) {
  if (nar[i] !~ /(PURCHASE|DEBIT) (ALDI|COLES|IGA|RUSTYS MARKETS|WOOLWORTHS) /) return 0
  return !(nar[i] ~ /^EFTPOS DEBIT WOOLWORTHS/ && -am[i] < 70)
}
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "FUEL") { if (!isfuel(i)) return 0 }
  else if (re == "DIESEL") { if (!isfuel(i) || -am[i] < 90) return 0 }
  else if (re == "UNL") { if (!isfuel(i) || -am[i] >= 90) return 0 }
  else if (re == "GROC") { if (!isgroc(i)) return 0 }
  else if (re == "MEALS") { if (nar[i] !~ /CAPTAIN ROCKS|DOMINOS|GUZMAN|HUNGRY JACKS|MENULOG/) return 0 }
  else if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc") return isinc(i)
  if (mode == "incp" || mode == "linc") return isinc(i) && am[i] > 0
  if (mode == "lguest") return isguest(i)
  if (mode == "in") return am[i] > 0
  if (mode == "out" || mode == "lout" || mode == "all") return 1
  return 0
}
function sortjoin(arr,  k, n, i, j, t, a, s) {
  n = 0; for (k in arr) a[++n] = k
  for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
  s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") a[i]
  return s == "" ? "-" : s
}
BEGIN {
  FS = ","
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = "" }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  N++; dt[N] = ymd($1); nar[N] = $3; am[N] = $4 + 0
  if (NF != 5 || $4 !~ /^-?[0-9]+\.[0-9][0-9]$/ || $5 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
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
    } else if (mode ~ /^l/) {
      delete names
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        if (mode == "lguest" && !(am[i] > post + 0)) continue
        names[name(nar[i])] = 1
      }
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = ""; mn = ""
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        amt = (mode == "out") ? -am[i] : am[i]
        if (post ~ /^gt/ && !(amt > substr(post, 3) + 0)) continue
        sum += amt; cnt++; if (amt > 0) gross += amt
        if (mx == "" || amt > mx) mx = amt
        if (mn == "" || amt < mn) mn = amt
      }
      got = c2(sum); gotn = cnt
      if (c2(gross) != got) alt = c2(gross)
      if (post == "g08") { got = c2(sum / 0.8); alt = "" }
      if (post ~ /^d[0-9]+$/) { got = c2(sum / substr(post, 2)); alt = "" }
      if (post == "d52") alt = c2(sum / (365 / 7))
      if (post == "dn") { got = c2(sum / cnt); alt = "" }
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "min") { got = c2(mn); gotn = 1; alt = "" }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
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
  nm2["rfq056"] = "Viator|GetYourGuide"; nm2["rfq057"] = "October|November"; nm2["rfq058"] = "Shell|Ampol"
  nm2["rfq059"] = "Coralwind|Low_Isles"; nm2["rfq060"] = "IGA|Coles"; nm2["rfq061"] = "phone|internet"
  nm2["rfq062"] = "Jul-Sep|Apr-Jun"; nm2["rfq063"] = "Freya|Priya"; nm2["rfq064"] = "Domino'"'"'s|Guzman_y_Gomez"
  nm2["rfq065"] = "Sept_quarter|Dec_quarter"
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
