#!/usr/bin/env bash
# Second way: recompute every answerable item with awk straight from data/statement.csv (bank wording, dates,
# Debit/Credit only; no labels.csv, no answers.py code). BAS items awk cannot reach from bank wording (1A, 1B, net,
# G2: the export PayPal rows and the business/private split are not in the wording) are compared with the figures
# printed by `python3 data/hand_worked.py` and marked as such. python3 only flattens the JSON and runs hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on the first NETFLIX debit in a temp copy; must show exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout2.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $2 ~ /NETFLIX/ { $3 = sprintf("%.2f", $3 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
  STMT="$TMP/statement.csv"; OUT="$TMP/selftest_out.txt"
fi
python3 "$DATA/hand_worked.py" > "$TMP/hw.txt" || { echo "hand_worked.py failed"; exit 1; }
python3 - "$JSON" > "$TMP/exp.txt" <<'PY'
import json, sys
for d in json.load(open(sys.argv[1])):
    e, i = d["expected"], d["id"]
    if d["kind"] == "figure":
        print(i, "fig", e["amount"], e["transactions"], *e.get("alsoAccepted", []))
    elif d["kind"] == "compare":
        print(i, "cmp", e["amounts"][0], e["amounts"][1], e["answer"].replace(" ", "_"))
    elif d["kind"] == "count":
        print(i, "cnt", e["count"])
    elif d["kind"] == "list":
        print(i, "lst", "|".join(e["items"]).replace(" ", "_") or "-")
PY
# spec: id;mode;from;to;regex;post;altregex
#  modes: inc (sales credits), out (Debit - Credit on matching rows), in (credits on matching rows),
#         hw (hand_worked.py figure: from = quarters "Q1+Q2", regex = field), linc/lout (distinct names), lmon (months)
#  post: sum d12 d52n max cnt gtN (gt filters on the row amount)
#  altregex: a second sum (out mode) given as alsoAccepted (with the FX fees; ATO net of its refund)
FX='^INTERNATIONAL TRANSACTION FEE'
cat > "$TMP/spec.txt" <<SPEC
sq2001;inc;20250701;20260630;.;sum
sq2002;inc;20250701;20260630;FAREHARBOR;sum
sq2003;inc;20250701;20260630;TYRO SETTLEMENT;sum
sq2004;inc;20250701;20260630;^CASH DEPOSIT;sum
sq2005;inc;20250701;20260630;SOMERSET|MIAMI STATE|ST ANDREWS|PALM BEACH CURRUMBIN;sum
sq2006;inc;20250701;20260630;HOTA|BOND UNI|SURFRIDER|QT GOLD COAST;sum
sq2007;inc;20250701;20260630;PAYPAL;sum
sq2008;inc;20251201;20251231;.;sum
sq2009;inc;20260101;20260131;.;sum
sq2010;inc;20251001;20251231;.;sum
sq2011;inc;20250701;20251231;.;sum
sq2012;inc;20260405;20260630;.;sum
sq2013;inc;20250701;20260630;FAREHARBOR;d52n
sq2014;inc;20250701;20260630;.;d12
sq2015;inc;20250701;20260630;.;max
sq2016;inc;20250701;20260630;FAREHARBOR|TYRO|PAYPAL|^CASH DEPOSIT;sum
sq2017;inc;20250701;20260630;HOTA;sum
sq2018;inc;20251201;20260131;TYRO SETTLEMENT;sum
sq2019;inc;20260401;20260630;FAREHARBOR;sum
sq2020;inc;20250701;20260630;MIAMI STATE HIGH;sum
sq2021;out;20250701;20260630;^OSKO PAYMENT TO JORDAN REYES;sum
sq2022;out;20251201;20260131;^OSKO PAYMENT TO JORDAN REYES;sum
sq2023;out;20250701;20260630;FUEL;sum
sq2024;out;20250701;20260630;7-ELEVEN;sum
sq2025;out;20250701;20260630;FUEL;d12
sq2026;out;20250701;20260630;FUEL;max
sq2027;out;20250701;20260630;^VISA PURCHASE O/SEAS .*FACEBK;sum;FACEBK
sq2028;out;20250701;20260630;^VISA PURCHASE O/SEAS .*GOOGLE;sum;GOOGLE
sq2029;out;20250701;20260630;^VISA PURCHASE (O/SEAS .*(FACEBK|GOOGLE)|.*VISTAPRINT);sum;FACEBK|GOOGLE|VISTAPRINT
sq2030;out;20250701;20260630;$FX;sum
sq2031;out;20250701;20260630;TYRO PAYMENTS MSF;sum
sq2032;out;20250701;20260630;AAMI|QLD DEPT TRANSPORT|TOYOTA|BEAUREPAIRES|LINKT;sum
sq2033;out;20250701;20260630;LINKT;sum
sq2034;out;20250701;20260630;^DIRECT DEBIT (TELSTRA|SUPERLOOP);sum
sq2035;out;20250701;20260630;ORIGIN ENERGY;sum
sq2036;out;20250701;20260630;DEFT PAYMENTS .* RENT;sum
sq2037;out;20250701;20260630;ALDI|COLES|WOOLWORTHS|SANTOS ORGANICS;sum
sq2038;out;20250701;20260630;COMMUNE|PADDOCK|GOOD BITES|BSKT|UBER \\*EATS|MENULOG|NORTH BURLEIGH SLSC;sum
sq2039;out;20250701;20260630;UBER \\*EATS|MENULOG;sum
sq2040;out;20250701;20260630;DAN MURPHYS|BOTTLE SHOP;sum
sq2041;out;20250701;20260630;NETFLIX|SPOTIFY;sum
sq2042;out;20250701;20260630;BEACHBEAT|DECATHLON;sum
sq2043;out;20250701;20260630;SUPERTRAMP|WETSUIT WAREHOUSE;sum
sq2044;out;20250701;20260630;^BPAY PAYMENT .* ATO ;sum;^BPAY PAYMENT .* ATO |^DIRECT CREDIT .* ATO 
sq2045;out;20250701;20260630;^INTERNET WITHDRAWAL .*TO INCENTIVE SAVER;sum
sq2046;in;20250701;20260630;^INTERNET DEPOSIT .*FROM INCENTIVE SAVER;sum
sq2047;out;20250701;20260630;HOSTPLUS;sum
sq2048;out;20250701;20260630;^ATM WITHDRAWAL;sum
sq2049;out;20250701;20260630;DEFT PAYMENTS .* RENT;d12
sq2050;hw;Q2;;1A;
sq2051;hw;Q1+Q2+Q3+Q4;;1B;
sq2052;hw;Q3;;net;
sq2053;inc;20260401;20260630;.;sum
sq2054;hw;Q1+Q2+Q3+Q4;;G2;
sq2055;out;20250701;20260630;SUPERTRAMP|WETSUIT WAREHOUSE;sum
sq2056a;out;20250701;20260630;ALDI;sum
sq2056b;out;20250701;20260630;COLES;sum
sq2057a;inc;20250701;20260630;FAREHARBOR;sum
sq2057b;inc;20250701;20260630;TYRO SETTLEMENT;sum
sq2058a;out;20250701;20260630;^VISA PURCHASE O/SEAS .*FACEBK;sum
sq2058b;out;20250701;20260630;^VISA PURCHASE O/SEAS .*GOOGLE;sum
sq2059a;inc;20251201;20251231;.;sum
sq2059b;inc;20260101;20260131;.;sum
sq2060a;out;20250701;20251231;FUEL;sum
sq2060b;out;20260101;20260630;FUEL;sum
sq2061a;inc;20250701;20260630;SOMERSET|MIAMI STATE|ST ANDREWS|PALM BEACH CURRUMBIN;sum
sq2061b;inc;20250701;20260630;HOTA|BOND UNI|SURFRIDER|QT GOLD COAST;sum
sq2062a;inc;20250701;20250930;.;sum
sq2062b;inc;20260401;20260630;.;sum
sq2063a;out;20250701;20260630;UBER \\*EATS|MENULOG;sum
sq2063b;out;20250701;20260630;DAN MURPHYS|BOTTLE SHOP;sum
sq2064a;out;20250701;20260630;^DIRECT DEBIT TELSTRA;sum
sq2064b;out;20250701;20260630;^DIRECT DEBIT SUPERLOOP;sum
sq2065a;hw;Q2;;net;
sq2065b;hw;Q3;;net;
sq2066;inc;20250701;20260630;FAREHARBOR;cnt
sq2067;out;20250701;20260630;^OSKO PAYMENT TO JORDAN REYES;cnt
sq2068;inc;20250701;20260630;^CASH DEPOSIT;cnt
sq2069;out;20250701;20260630;^MONTHLY ACCOUNT FEE;cnt
sq2070;out;20250701;20260630;FUEL;gt100
sq2071;inc;20260101;20260131;TYRO SETTLEMENT;cnt
sq2072;inc;20250701;20260630;PAYPAL;cnt
sq2073;out;20250701;20260630;$FX;cnt
sq2074;linc;20250701;20260630;SOMERSET|MIAMI STATE|ST ANDREWS|PALM BEACH CURRUMBIN;
sq2075;lout;20250701;20260630;FUEL;
sq2076;linc;20250701;20260630;.;gt2000
sq2077;lmon;20250701;20260630;^MONTHLY ACCOUNT FEE;
sq2078;linc;20260101;20260630;HOTA|BOND UNI|SURFRIDER|QT GOLD COAST;
sq2079;lout;20250701;20260630;COMMUNE|PADDOCK|GOOD BITES|BSKT|UBER \\*EATS|MENULOG|NORTH BURLEIGH SLSC;
sq2080;lout;20250701;20260630;^VISA PURCHASE O/SEAS;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / merchant name from the bank wording
  m = n
  if (m ~ /SOMERSET COLLEGE/) m = "Somerset College"
  else if (m ~ /MIAMI STATE HIGH/) m = "Miami State High School"
  else if (m ~ /ST ANDREWS LUTHERAN/) m = "St Andrews Lutheran College"
  else if (m ~ /PALM BEACH CURRUMBIN SHS/) m = "Palm Beach Currumbin State High School"
  else if (m ~ /HOTA EVENTS/) m = "HOTA Events Pty Ltd"
  else if (m ~ /BOND UNIVERSITY/) m = "Bond University Ltd"
  else if (m ~ /SURFRIDER DIGITAL/) m = "Surfrider Digital Pty Ltd"
  else if (m ~ /QT GOLD COAST/) m = "QT Gold Coast"
  else if (m ~ /7-ELEVEN/) m = "7-Eleven"
  else if (m ~ /AMPOL/) m = "Ampol"
  else if (m ~ / BP /) m = "BP"
  else if (m ~ /SHELL/) m = "Shell"
  else if (m ~ /UBER \*EATS|MENULOG/) m = "Uber Eats / Menulog"
  else if (m ~ /COMMUNE/) m = "Commune"
  else if (m ~ /PADDOCK BAKERY/) m = "Paddock Bakery"
  else if (m ~ /GOOD BITES/) m = "The Good Bites"
  else if (m ~ /BSKT CAFE/) m = "BSKT Cafe"
  else if (m ~ /NORTH BURLEIGH SLSC/) m = "North Burleigh SLSC"
  else if (m ~ /FACEBK/) m = "Meta Platforms Ireland"
  else if (m ~ /GOOGLE/) m = "Google Asia Pacific"
  else if (m ~ /WIX\.COM/) m = "Wix.com"
  else if (m ~ /SURFLINE/) m = "Surfline"
  return norm(m)
}
function isinc(i) { return cr[i] > 0 && nar[i] !~ /INCENTIVE SAVER|^DIRECT CREDIT .* ATO |MEDICARE|TOM ARCHER|ELLIE REID|^VISA REFUND/ }
function sel(i, mode, lo, hi, re) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "FUEL") { if (nar[i] !~ /^VISA PURCHASE [0-9]+[A-Z]+ (AMPOL|BP |7-ELEVEN|SHELL)/) return 0 }
  else if (nar[i] !~ re) return 0
  if (mode == "inc" || mode == "linc") return isinc(i)
  if (mode == "in") return cr[i] > 0
  return 1
}
function sortjoin(arr,  k, n, i, j, t, a, s) {
  n = 0; for (k in arr) a[++n] = k
  for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
  s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") a[i]
  return s == "" ? "-" : s
}
BEGIN {
  FS = ","
  split("January February March April May June July August September October November December", MON, " ")
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") {
      n = split(line, kv, " ")
      for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }
      q = ""
    }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  N++; dt[N] = ymd($1); nar[N] = $2; dr[N] = $3 + 0; cr[N] = $4 + 0
  if (NF != 5 || $5 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; altre = s[7]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""; note = ""
    if (mode == "hw") {
      nq = split(lo, qs, "+"); tot = 0; ptot = 0
      for (k = 1; k <= nq; k++) {
        q = qs[k]; tot += hw[q, re]
        if (re == "1A") ptot += hw[q, "1A-per-row"]
        else if (re == "1B") ptot += hw[q, "1B-per-row"]
        else if (re == "net") ptot += hw[q, "1A-per-row"] - hw[q, "1B-per-row"]
        else ptot += hw[q, re]
      }
      got = c2(tot); gotn = "*"; if (c2(ptot) != got) alt = c2(ptot)
      note = " (from hand_worked.py, not bank wording: export rows / business shares are not in the wording; row count not re-checked)"
    } else if (mode ~ /^l/) {
      delete names; delete tot2
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re)) {
        if (post ~ /^gt/ && !(cr[i] > substr(post, 3) + 0)) continue
        if (mode == "lmon") names[norm(MON[substr(dt[i], 5, 2) + 0] " " substr(dt[i], 1, 4))] = 1
        else names[name(nar[i])] = 1
      }
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re)) {
        amt = (mode == "out") ? dr[i] - cr[i] : cr[i]
        if (post ~ /^gt/ && !(amt > substr(post, 3) + 0)) continue
        sum += amt; cnt++; gross += dr[i]; if (amt > mx) mx = amt
      }
      got = c2(sum); gotn = cnt
      if (mode == "out" && c2(gross) != got) alt = c2(gross)
      if (altre != "") {
        a2 = 0
        for (i = 1; i <= N; i++) if (dt[i] >= lo && dt[i] <= hi && nar[i] ~ altre) a2 += dr[i] - cr[i]
        if (c2(a2) != got) alt = (alt != "" ? alt " " : "") c2(a2)
      }
      if (post == "d12") got = c2(sum / 12)
      if (post == "d52n") { got = c2(sum / 52); alt = c2(sum / (365 / 7)) " " c2(sum / cnt) }
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
    }
    split(exp_[base], e, " ")
    if (part == "") {
      if (e[2] == "fig") {
        if (gotn == "*") gotn = e[4]
        want = e[3] " " e[4]; for (k = 5; k in e; k++) want = want " " e[k]
        have = got " " gotn (alt != "" ? " " alt : "")
      }
      else if (e[2] == "cnt") { want = e[3]; have = got }
      else if (e[2] == "lst") { delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) if (wl[k] != "-") wa[norm(wl[k])] = 1; want = sortjoin(wa); have = got }
      else { want = "(no expected)"; have = got }
    } else {
      want = (part == "a") ? e[3] : e[4]; have = got
      cmpv[base, part] = got + 0
    }
    delete e
    checked++
    status = (want == have) ? "OK  " : "DIFF"
    if (status == "DIFF") diffs++
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, note
  }
  nm["sq2056"] = "Aldi|Coles"; nm["sq2057"] = "FareHarbor|Tyro"; nm["sq2058"] = "Facebook|Google"
  nm["sq2059"] = "December|January"; nm["sq2060"] = "Jul-Dec|Jan-Jun"; nm["sq2061"] = "schools|corporate"
  nm["sq2062"] = "Jul-Sep_2025|Apr-Jun_2026"; nm["sq2063"] = "Uber_Eats|grog"; nm["sq2064"] = "Telstra|Superloop"
  nm["sq2065"] = "December_quarter|March_quarter"
  for (b in nm) {
    split(nm[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures, 10 compares x 3, 8 counts, 7 lists; 4 figures and 1 compare from hand_worked.py), %d differences, %d bad rows\n", checked, diffs, bad
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
