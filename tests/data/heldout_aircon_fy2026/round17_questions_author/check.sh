#!/usr/bin/env bash
# Second way for set heldout2 (ac2): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording, dates, signed Amount only; no labels.csv, no answers.py code).
# The 5 GST/BAS figures and the net-GST compare cannot come from bank wording (humm gross, private shares, GST-free
# parts, the HiLux invoice); their amounts are compared with the worksheet printed by `python3 data/hand_worked.py`.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on the AIRAH debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout2.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $3 ~ /AIRAH/ { $2 = sprintf("%.2f", $2 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#  modes: inc (sales credits), hinc (householders' Osko sales), out (money out net of refunds / credits in the same
#         rows: -Amount), in (any credit), gst (from = quarters, regex = worksheet field),
#         lists: linc (income payers), lh2 (householders with 2+ rows), lnoref (householder rows with no free text
#         after the name), lout (payees of the matching rows), lgt (householders with a single row over post)
#  post: sum dN (total / N) d52 (also 365/7) d26 (also 365/14) dn (per row) max min cnt ncnt (distinct names) gtN
#  regex FUEL = servo rows; DIESEL = servo rows of 99.00 or more (HiLux dockets 99.66-152); UNL = under 99.00
#  (Carnival dockets up to 97.54)
cat > "$TMP/spec.txt" <<'SPEC'
ac2001;inc;20251001;20251231;HUNTER COAST HOMES;sum;
ac2002;inc;20260101;20260630;HUNTER COAST HOMES;sum;
ac2003;inc;20250701;20260630;HUMM GROUP;sum;
ac2004;inc;20250701;20260630;HUMM GROUP;max;
ac2005;inc;20250701;20251231;LAKESIDE PROPERTY TRUST;sum;
ac2006;inc;20250701;20260630;LAKESIDE PROPERTY TRUST;dn;
ac2007;inc;20250701;20260630;^DEPOSIT CASH;sum;
ac2008;inc;20250701;20260630;GLENN O.ROURKE;sum;
ac2009;inc;20250701;20260630;CASSIE BUTTIGIEG;sum;
ac2010;inc;20250701;20260630;H KOVACS;sum;
ac2011;inc;20260601;20260630;.;sum;
ac2012;inc;20251101;20251130;.;sum;
ac2013;inc;20250701;20260630;.;d12;
ac2014;inc;20250701;20260630;.;d52;
ac2015;hinc;20260101;20260331;.;sum;
ac2016;hinc;20250701;20260630;.;max;
ac2017;inc;20260401;20260630;.;sum;HUMM GROUP
ac2018;inc;20250701;20250930;.;sum;HUNTER COAST|HUMM GROUP
ac2019;in;20250701;20260630;JAYDEN KOPP;sum;
ac2020;in;20250701;20260630;KAYLA TANSWELL;sum;
ac2021;in;20250701;20260630;^CREDIT INTEREST;sum;
ac2022;out;20250701;20260630;ACTROL;sum;
ac2023;out;20250701;20260630;KIRBY REFRIG;sum;INV559120
ac2024;out;20251001;20251231;REECE HVAC;sum;
ac2025;out;20250701;20260630;MIDDYS;sum;
ac2026;out;20250701;20260630;BUNNINGS;sum;
ac2027;out;20250701;20250930;ACTROL|KIRBY REFRIG|REECE HVAC|MIDDYS;sum;
ac2028;out;20250701;20260630;MORAN ELECTRICAL;sum;
ac2029;out;20250701;20251231;MORAN ELECTRICAL;sum;
ac2030;out;20250701;20260630;DIESEL;sum;
ac2031;out;20250701;20260630;UNL;sum;
ac2032;out;20250701;20260630;DIESEL;dn;
ac2033;out;20250701;20260630;FUEL;d12;
ac2034;out;20250701;20260630;SHELL COLES;sum;
ac2035;out;20250701;20260630;MACQUARIE LEASING;sum;
ac2036;out;20250701;20260630;LINKT;sum;
ac2037;out;20250701;20260630;^BPAY NRMA;sum;
ac2038;out;20250701;20250731;^BPAY SERVICE NSW;sum;
ac2039;out;20250701;20260630;GETJOBBER|^FOREIGN TRANSACTION FEE;sum;
ac2040;out;20250701;20260630;SYDNEY TOOLS|TOTAL TOOLS;sum;
ac2041;out;20250701;20260630;WORKWEAR HUB|EMBROIDME;sum;
ac2042;out;20250701;20260630;AUST REFRIGERATION|NSW FAIR TRADING|AIRAH;sum;
ac2043;out;20250701;20260630;(EFTPOS|PURCHASE) (WOOLWORTHS|COLES |ALDI|IGA);d26;
ac2044;out;20260101;20260630;BELMONT 16S|DOMINOS|MCDONALDS|RED ROOSTER|SUSHI HUB|UBER .EATS|THE BAKERY;sum;
ac2045;out;20250701;20260630;ENERGYAUSTRALIA;sum;
ac2046;out;20250701;20260630;LAKE MACQUARIE CITY COUNCIL|HUNTER WATER;sum;
ac2047;out;20250701;20260630;JETSTAR|AIRBNB;sum;
ac2048;out;20250701;20260630;CARDIFF FAMILY MEDICAL|MEDICARE BENEFITS;sum;
ac2049;out;20260101;20260630;^BPAY ATO;sum;
ac2050;out;20250701;20260630;^(BPAY|VISA DEBIT PURCHASE) ACTROL;max;
ac2051;gst;Q2;;1A;;
ac2052;gst;Q1+Q2+Q3+Q4;;1B;;
ac2053;gst;Q4;;net;;
ac2054;gst;Q1;;G10;;
ac2055;gst;Q1+Q2;;G1;;
ac2056a;out;20250701;20260630;ACTROL;sum;
ac2056b;out;20250701;20260630;KIRBY REFRIG;sum;INV559120
ac2057a;inc;20251001;20251231;.;sum;
ac2057b;inc;20260101;20260331;.;sum;
ac2058a;inc;20250701;20260630;HUNTER COAST HOMES;sum;
ac2058b;inc;20250701;20260630;HUMM GROUP;sum;
ac2059a;out;20250701;20260630;SHELL COLES;sum;
ac2059b;out;20250701;20260630;BP CONNECT;sum;
ac2060a;out;20250701;20260630;(EFTPOS|PURCHASE) WOOLWORTHS;sum;
ac2060b;out;20250701;20260630;(EFTPOS|PURCHASE) COLES ;sum;
ac2061a;out;20250701;20251231;DIESEL;sum;
ac2061b;out;20260101;20260630;DIESEL;sum;
ac2062a;out;20250701;20260630;SUPERLOOP;sum;
ac2062b;out;20250701;20260630;TELSTRA;sum;
ac2063a;inc;20250701;20260630;GLENN O.ROURKE;sum;
ac2063b;inc;20250701;20260630;CASSIE BUTTIGIEG;sum;
ac2064a;out;20250701;20260630;SUSHI HUB;sum;
ac2064b;out;20250701;20260630;MCDONALDS;sum;
ac2065a;gst;Q3;;net;;
ac2065b;gst;Q4;;net;;
ac2066;inc;20250701;20260630;HUMM GROUP;cnt;
ac2067;inc;20250701;20260630;LAKESIDE PROPERTY TRUST;cnt;
ac2068;out;20250701;20260630;DIESEL;cnt;
ac2069;hinc;20250701;20260630;.;ncnt;
ac2070;out;20250701;20260630;REECE HVAC;cnt;
ac2071;out;20250701;20260630;MORAN ELECTRICAL;cnt;
ac2072;inc;20260301;20260331;.;cnt;
ac2073;out;20250701;20260630;BUNNINGS;gt100;
ac2074;lh2;20251001;20251231;.;;
ac2075;linc;20260601;20260630;.;;
ac2076;lnoref;20250701;20260630;.;;
ac2077;lout;20250701;20260630;^DIRECT DEBIT ;;
ac2078;lout;20250701;20260630;^OSKO DEBIT ;;
ac2079;lgt;20250701;20260630;.;3000;
ac2080;lout;20260301;20260331;ACTROL|KIRBY REFRIG|REECE HVAC|MIDDYS|BUNNINGS;;
SPEC
# Osko names as the bank writes them (everything after the name is the payer's free text)
cat > "$TMP/names.txt" <<'NAMES'
T & L NGUYEN
KAYLA TANSWELL
KERRY ANNE WATTS
MRS J STEWART
SOPHIE LINDQVIST
CASSIE BUTTIGIEG
H KOVACS
P MARCHETTI
DEBORAH QUINN
AMBER-LEE COX
RACHAEL TIERNEY
S & D PAPADOPOULOS
JAYDEN KOPP
JOHN D FITZGERALD
NATHAN WOODS
W ZHANG
COLIN DRAPER
PRIYA RAMASWAMY
R J HENDRY
LACHLAN HUME
BEN & TASH ELLIS
S JOVANOVIC
GLENN O'ROURKE
LEANNE CHAMBERS
F ABOUD
TROY BARTHOLOMEW
M ROSS
C TANSWELL=Cameron Tanswell (brother)
MORAN ELECTRICAL SVCS=Moran Electrical Services (Dean Moran)
LAKEMAC TAX ACCOUNTANTS
LAKESIDE TOYOTA
NAMES
cat > "$TMP/check.awk" <<'AWK'
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function oskoname(n,  m, k, best) {   # longest known name at the start of the Osko wording; sets REST
  m = n; sub(/^OSKO (CREDIT|DEBIT) /, "", m); best = ""
  for (k = 1; k <= NN; k++) if (index(m " ", bank[k] " ") == 1 && length(bank[k]) > length(best)) { best = bank[k]; kk = k }
  if (best == "") { REST = "?"; return "?" m }
  REST = substr(m, length(best) + 2); return disp[kk]
}
function name(n,  m) {   # payer / payee from the bank wording
  if (n ~ /^OSKO (CREDIT|DEBIT) /) return norm(oskoname(n))
  if (n ~ /HUNTER COAST HOMES/) m = "Hunter Coast Homes Pty Ltd"
  else if (n ~ /LAKESIDE PROPERTY TRUST/) m = "Lakeside Property Management (trust account)"
  else if (n ~ /HUMM GROUP/) m = "humm (customers on interest-free plans)"
  else if (n ~ /^DEPOSIT CASH/) m = "Cash customers"
  else if (n ~ /^DIRECT DEBIT XERO/) m = "Xero"
  else if (n ~ /^DIRECT DEBIT SUPERLOOP/) m = "Superloop"
  else if (n ~ /^DIRECT DEBIT TELSTRA/) m = "Telstra"
  else if (n ~ /^DIRECT DEBIT LINKT/) m = "Linkt"
  else if (n ~ /^DIRECT DEBIT MACQUARIE LEASING/) m = "Macquarie Leasing"
  else if (n ~ /ACTROL/) m = "Actrol"
  else if (n ~ /KIRBY REFRIG/) m = "Kirby (Heatcraft)"
  else if (n ~ /REECE HVAC/) m = "Reece HVAC"
  else if (n ~ /MIDDYS/) m = "Middy's"
  else if (n ~ /BUNNINGS/) m = "Bunnings"
  else m = "?" n
  return norm(m)
}
function isinc(i) {
  return amt[i] > 0 && nar[i] !~ /KAYLA TANSWELL|JAYDEN KOPP|OSKO CREDIT C TANSWELL|^DIRECT CREDIT ATO|MEDICARE BENEFITS|^VISA CREDIT|^CREDIT INTEREST|^DIRECT CREDIT ACTROL/ && !dup[i]
}
function ishouse(i) { return isinc(i) && nar[i] ~ /^OSKO CREDIT/ }
function isfuel(i) { return nar[i] ~ /^VISA DEBIT PURCHASE (AMPOL|BP CONNECT|7-ELEVEN|SHELL COLES|METRO PETROLEUM)/ }
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "FUEL") { if (!isfuel(i)) return 0 }
  else if (re == "DIESEL") { if (!isfuel(i) || -amt[i] < 99) return 0 }
  else if (re == "UNL") { if (!isfuel(i) || -amt[i] >= 99) return 0 }
  else if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc") return isinc(i)
  if (mode ~ /^(hinc|lh2|lnoref|lgt)$/) return ishouse(i)
  if (mode == "in") return amt[i] > 0
  if (mode == "out" || mode == "lout") return 1
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
  while ((getline line < NAMES) > 0) {
    NN++; k = index(line, "=")
    if (k) { bank[NN] = substr(line, 1, k - 1); disp[NN] = substr(line, k + 1) } else { bank[NN] = line; disp[NN] = line }
  }
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = "" }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  N++; dt[N] = ymd($1); amt[N] = $2 + 0; nar[N] = $3
  if (NF != 4 || $2 !~ /^-?[0-9]+\.[0-9][0-9]$/ || $1 !~ /^[0-9][0-9]\/[0-9][0-9]\/20[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
  if ($3 ~ /^OSKO /) { oskoname($3); if (REST == "?") { print "UNKNOWN OSKO NAME " NR ": " $3; bad++ } }
}
END {
  # a credit later returned by "OSKO DEBIT <same name> refund ..." for the same amount is a duplicate, not a sale
  for (i = 1; i <= N; i++) if (nar[i] ~ /^OSKO DEBIT .*refund/) {
    who = oskoname(nar[i])
    for (j = i + 1; j <= N; j++) if (amt[j] == -amt[i] && nar[j] ~ /^OSKO CREDIT/ && oskoname(nar[j]) == who) { dup[j] = 1; break }
  }
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
      delete names; delete n2
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        nm = name(nar[i])
        if (mode == "lh2") { n2[nm]++; continue }
        if (mode == "lnoref") { oskoname(nar[i]); if (REST != "") continue }
        if (mode == "lgt" && !(amt[i] > post + 0)) continue
        names[nm] = 1
      }
      if (mode == "lh2") for (k in n2) if (n2[k] >= 2) names[k] = 1
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = ""; mn = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        a = (mode == "out") ? -amt[i] : amt[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        sum += a; cnt++; if (a > 0) gross += a
        if (mx == "" || a > mx) mx = a
        if (mn == "" || a < mn) mn = a
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
      }
      got = c2(sum); gotn = cnt
      if (mode == "out" && c2(gross) != got) alt = c2(gross)
      if (post ~ /^d[0-9]+$/) { got = c2(sum / substr(post, 2)); alt = "" }
      if (post == "d52") alt = c2(sum / (365 / 7))
      if (post == "d26") alt = c2(sum / (365 / 14))
      if (post == "dn") { got = c2(sum / cnt); alt = "" }
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "min") { got = c2(mn); gotn = 1; alt = "" }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
      if (post == "ncnt") { got = nn; gotn = "" }
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
  nm2["ac2056"] = "Actrol|Kirby"; nm2["ac2057"] = "Oct-Dec|Jan-Mar"; nm2["ac2058"] = "the_builder|humm"
  nm2["ac2059"] = "Shell|BP"; nm2["ac2060"] = "Woolies|Coles"; nm2["ac2061"] = "first_half|second_half"
  nm2["ac2062"] = "Superloop|Telstra"; nm2["ac2063"] = "Glenn|Cassie"; nm2["ac2064"] = "Sushi_Hub|Maccas"
  nm2["ac2065"] = "Jan-Mar|Apr-Jun"
  for (b in nm2) {
    split(nm2[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures, 10 compares x 3, 8 counts, 7 lists), %d differences, %d bad rows\n", checked, diffs, bad
  exit (diffs + bad > 0)
}
AWK
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" -v NAMES="$TMP/names.txt" -f "$TMP/check.awk" "$STMT" > "$OUT"
rc=$?
if [ "${1:-}" = "--selftest" ]; then
  grep DIFF "$OUT"; tail -1 "$OUT"
  if [ "$rc" -ne 0 ] && [ "$(grep -c '^DIFF' "$OUT")" -eq 1 ]; then echo "selftest: spoiled amount caught (1 difference)"; exit 0; fi
  echo "selftest FAILED"; exit 1
fi
tail -1 "$OUT"
exit $rc
