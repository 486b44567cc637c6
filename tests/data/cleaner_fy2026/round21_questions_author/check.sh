#!/usr/bin/env bash
# Second way for set tune (clt): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording, posting Date, Debit / Credit only; no labels.csv, no answers.py code).
# The 7 GST/BAS figures, the 3 return figures and the net-GST compare rest on Stripe gross, private shares,
# gross wages and GST-free parts the statement does not show; they are compared with the worksheet / tax
# summary printed by `python3 data/hand_worked.py` instead (marked in check_out.txt).
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh > out/check_out.txt -> prints every check line, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on the first 2026 ATM withdrawal in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_tune.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT="$TMP/check_out.txt"
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $1 ~ /2026$/ && $2 ~ /^ATM WITHDRAWAL/ { $3 = sprintf("%.2f", $3 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#  modes: inc (business takings by bank wording), in (any credit), out (debits, positive), net (debits less credits),
#         gst (from = quarters, regex = worksheet field), tax (regex = tax-summary key),
#         linc / lout (names), lmon (months in date order), lgtn (names with more than post rows)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt ncnt gtN
#  regex FUEL = servo rows; GROC = supermarket rows; TAKE = takeaway / dining rows
cat > "$TMP/spec.txt" <<'SPEC'
clt001;inc;20250701;20260630;HUNTER PLAN MGMT;sum;
clt002;inc;20250701;20250930;PLANWISE;sum;
clt003;inc;20250701;20260630;^OSKO DEPOSIT FROM MARGARET OKAFOR;sum;
clt004;inc;20250701;20251231;PETROVSKI;sum;
clt005;inc;20251001;20251231;STRIPE PAYMENTS;sum;
clt006;inc;20250701;20260630;HARBOURSIDE|HUNTER COAST;sum;
clt007;inc;20260301;20260630;HARBOURSIDE;sum;
clt008;inc;20250701;20260630;^CASH DEPOSIT;sum;
clt009;inc;20250701;20260630;WISE.*HARGREAVES;sum;
clt010;inc;20250701;20260630;.;sum;
clt011;inc;20251201;20251231;.;sum;
clt012;inc;20250701;20260630;.;d12;
clt013;inc;20250701;20260630;STRIPE PAYMENTS;dn;
clt014;inc;20250701;20260630;.;max;
clt015;inc;20260101;20260331;HUNTER PLAN MGMT|PLANWISE;sum;
clt016;inc;20260101;20260630;^OSKO DEPOSIT FROM;sum;OKAFOR|PETROVSKI
clt017;inc;20260401;20260630;.;sum;STRIPE
clt018;in;20250701;20260630;KATARZYNA;sum;
clt019;in;20250701;20260630;^DIRECT CREDIT ATO;sum;
clt020;out;20250701;20260630;FUEL;sum;
clt021;out;20251001;20251231;FUEL;sum;
clt022;out;20250701;20260630;FUEL;dn;
clt023;out;20250701;20260630;AMPOL;sum;
clt024;net;20250701;20260630;BUNNINGS;sum;
clt025;out;20250701;20251231;HUNTER CLEANING SUPPLI;sum;
clt026;out;20250701;20260630;GARDEN GRUB;sum;
clt027;out;20250701;20260630;SUMMERHILL WASTE|AWABA WASTE;sum;
clt028;out;20260301;20260630;SUMMERHILL WASTE;sum;
clt029;out;20250701;20260630;JOBBER;sum;
clt030;out;20250701;20260630;^INTL TRANSACTION FEE;sum;
clt031;out;20260101;20260331;CHLOE BAXTER;sum;
clt032;out;20250701;20260630;SB SUPER CLEARING;sum;
clt033;out;20250701;20260630;AUSTRALIANSUPER;sum;
clt034;out;20250701;20260630;HUNTER MOWER|STIHL;sum;^OSKO
clt035;out;20250701;20260630;^OSKO PAYMENT TO HUNTER MOWER;sum;
clt036;out;20250701;20260630;OPTUS MOBILE;sum;
clt037;out;20250701;20260630;^DIRECT DEBIT AUSSIE BROADBAND [0-9];sum;
clt038;out;20250701;20260630;ENERGYAUSTRALIA;sum;
clt039;out;20250701;20260630;SERVICE NSW|NRMA CTP|YOUI|HUNTER 4X4|BEAUREPAIRES;sum;
clt040;out;20251001;20251231;GROC;sum;
clt041;out;20250701;20260630;WOOLWORTHS;sum;
clt042;out;20260101;20260630;TAKE;sum;
clt043;out;20250701;20260630;MCDONALDS|DOMINOS;sum;
clt044;out;20250701;20260630;^ATM WITHDRAWAL;sum;
clt045;out;20250701;20260630;FUEL;d52;
clt046;gst;Q1;;1A;;
clt047;gst;Q3;;1B;;
clt048;gst;Q2;;net;;
clt049;gst;Q4;;G1;;
clt050;gst;Q1+Q2+Q3+Q4;;G2;;
clt051;gst;Q1+Q2+Q3+Q4;;W1;;
clt052;gst;Q4;;W2;;
clt053;tax;;;P8-netIncome;;
clt054;tax;;;P8-motor-vehicle;;
clt055;tax;;;homeOffice;;
clt056a;inc;20250701;20260630;HUNTER PLAN MGMT;sum;
clt056b;inc;20250701;20260630;PLANWISE;sum;
clt057a;inc;20250701;20250930;.;sum;
clt057b;inc;20251001;20251231;.;sum;
clt058a;out;20250701;20260630;AMPOL;sum;
clt058b;out;20250701;20260630;SHELL COLES;sum;
clt059a;out;20250701;20260630;WOOLWORTHS;sum;
clt059b;out;20250701;20260630;COLES 0562;sum;
clt060a;out;20250701;20251231;FUEL;sum;
clt060b;out;20260101;20260630;FUEL;sum;
clt061a;inc;20250701;20260630;HARBOURSIDE;sum;
clt061b;inc;20250701;20260630;HUNTER COAST;sum;
clt062a;inc;20251101;20251130;STRIPE PAYMENTS;sum;
clt062b;inc;20251201;20251231;STRIPE PAYMENTS;sum;
clt063a;gst;Q1;;net;;
clt063b;gst;Q4;;net;;
clt064a;out;20250701;20260630;HUNTER CLEANING SUPPLI;sum;
clt064b;out;20250701;20260630;GARDEN GRUB;sum;
clt065a;out;20250701;20260630;OPTUS MOBILE;sum;
clt065b;out;20250701;20260630;^DIRECT DEBIT AUSSIE BROADBAND [0-9];sum;
clt066;out;20250701;20260630;FUEL;cnt;
clt067;inc;20250701;20260630;STRIPE PAYMENTS;cnt;
clt068;inc;20250701;20260630;STRIPE PAYMENTS;gt500;
clt069;out;20250701;20260630;SUMMERHILL WASTE|AWABA WASTE;cnt;
clt070;out;20250701;20260630;CHLOE BAXTER;cnt;
clt071;inc;20250701;20251231;HUNTER PLAN MGMT;cnt;
clt072;inc;20250701;20260630;^OSKO DEPOSIT FROM;ncnt;OKAFOR|PETROVSKI
clt073;out;20251201;20251231;TAKE;cnt;
clt074;linc;20250701;20260630;^OSKO DEPOSIT FROM;;
clt075;lout;20260301;20260331;FUEL;;
clt076;linc;20260620;20260630;.;;
clt077;lmon;20250701;20260630;PLANWISE;;
clt078;lout;20250701;20260630;^BPAY PAYMENT;;
clt079;lout;20250701;20260630;^DIRECT DEBIT;;
clt080;lgtn;20250701;20260630;TAKE;5;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m, w, k, nw, out) {   # payer / payee / shop from the bank wording
  m = n
  if (m ~ /^OSKO DEPOSIT FROM /) {
    sub(/^OSKO DEPOSIT FROM /, "", m); nw = split(m, w, " "); out = ""
    for (k = 1; k <= nw && w[k] !~ /[a-z]/; k++) out = out " " w[k]
    m = out; if (m ~ /PETROVSKI/) m = "Dragan Petrovski"
  }
  else if (m ~ /HUNTER PLAN MGMT/) m = "Hunter Plan Management"
  else if (m ~ /PLANWISE/) m = "Planwise Supports"
  else if (m ~ /STRIPE PAYMENTS/) m = "Stripe"
  else if (m ~ /HARBOURSIDE/) m = "Harbourside Property Newcastle"
  else if (m ~ /HUNTER COAST/) m = "Hunter Coast Realty"
  else if (m ~ /WISE.*HARGREAVES/) m = "Julian Hargreaves"
  else if (m ~ /WISE.*TIDY KIWI/) m = "Tidy Kiwi Ltd"
  else if (m ~ /^CASH DEPOSIT/) m = "cash customers"
  else if (m ~ /^BPAY PAYMENT TAX OFFICE/) m = "ATO"
  else if (m ~ /^BPAY PAYMENT SB SUPER/) m = "ATO SBSCH"
  else if (m ~ /^BPAY PAYMENT AUSTRALIANSUPER/) m = "AustralianSuper"
  else if (m ~ /^BPAY PAYMENT ENERGYAUSTRALIA/) m = "EnergyAustralia"
  else if (m ~ /^BPAY PAYMENT NRMA CTP/) m = "NRMA Insurance"
  else if (m ~ /^BPAY PAYMENT NRMA INSURANCE/) m = "NRMA Business Insurance"
  else if (m ~ /^BPAY PAYMENT SERVICE NSW/) m = "Transport for NSW"
  else if (m ~ /^DIRECT DEBIT AUSSIE BROADBAND/) m = "Aussie Broadband"
  else if (m ~ /^DIRECT DEBIT FITNESS PASSPORT/) m = "Fitness Passport"
  else if (m ~ /^DIRECT DEBIT ING /) m = "ING"
  else if (m ~ /^DIRECT DEBIT OPTUS/) m = "Optus"
  else if (m ~ /^DIRECT DEBIT YOUI/) m = "Youi"
  else if (m ~ /^DIRECT DEBIT NIB/) m = "nib"
  else if (m ~ / AMPOL/) m = "Ampol"
  else if (m ~ / BP KOTARA/) m = "BP"
  else if (m ~ / SHELL COLES/) m = "Shell"
  else if (m ~ / METRO PETROLEUM/) m = "Metro"
  else if (m ~ /MCDONALDS/) m = "Mcdonalds Broadmeadow"
  else if (m ~ /DOMINOS/) m = "Dominos Adamstown"
  else if (m ~ /MENULOG/) m = "Menulog"
  else if (m ~ /OLD GEORGE/) m = "Old George & Dragon"
  else if (m ~ /SUSHI TRAIN/) m = "Sushi Train Kotara"
  else if (m ~ /UBER \*EATS/) m = "Uber Eats"
  else m = "?" m
  return norm(m)
}
function isinc(i) { return amt[i] > 0 && nar[i] ~ /^DIRECT CREDIT (HUNTER PLAN|PLANWISE|STRIPE|HARBOURSIDE|HUNTER COAST|WISE)|^CASH DEPOSIT|^OSKO DEPOSIT FROM/ && nar[i] !~ /KATARZYNA|PAWEL/ }
function isfuel(i) { return nar[i] ~ /^VISA PURCHASE .* (AMPOL|BP KOTARA|SHELL COLES|METRO PETROLEUM)/ }
function isgroc(i) { return nar[i] ~ /(COLES 0562|WOOLWORTHS|ALDI STORES)/ }
function istake(i) { return nar[i] ~ /(MCDONALDS|DOMINOS|MENULOG|OLD GEORGE|SUSHI TRAIN|UBER \*EATS)/ }
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "FUEL") { if (!isfuel(i)) return 0 }
  else if (re == "GROC") { if (!isgroc(i)) return 0 }
  else if (re == "TAKE") { if (!istake(i)) return 0 }
  else if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc" || mode == "lmon") return isinc(i)
  if (mode == "in") return amt[i] > 0
  if (mode == "out" || mode == "lout" || mode == "lgtn") return amt[i] < 0
  if (mode == "net") return 1
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
  split("JANUARY FEBRUARY MARCH APRIL MAY JUNE JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER", full, " ")
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = ""; continue }
    if (line ~ /^ +(P8-|D[0-9]|homeOffice)/) { n = split(line, kv, " "); tax[kv[1]] = kv[n] + 0 }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  N++; split($1, d, "/"); dt[N] = d[3] d[2] d[1]; nar[N] = $2; amt[N] = ($4 + 0) - ($3 + 0)
  if (NF != 5 || $1 !~ /^[0-9][0-9]\/[0-9][0-9]\/20[0-9][0-9]$/ || ($3 == "") == ($4 == "")) { print "BAD ROW " NR; bad++ }
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
    } else if (mode == "tax") {
      got = c2(tax[re]); gotn = "-"
    } else if (mode ~ /^l/) {
      delete names; delete n2; ord = ""
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        if (mode == "lmon") { m = full[substr(dt[i], 5, 2) + 0] substr(dt[i], 1, 4); if (index(ord, "|" m "|") == 0) ord = ord "|" m "|"; continue }
        nm = name(nar[i])
        if (mode == "lgtn") { n2[nm]++; continue }
        names[nm] = 1
      }
      if (mode == "lgtn") for (k in n2) if (n2[k] > post + 0) names[k] = 1
      if (mode == "lmon") { gsub(/\|\|/, "|", ord); gsub(/^\||\|$/, "", ord); got = ord } else got = sortjoin(names)
    } else {
      sum = 0; cnt = 0; mx = ""; mn_ = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        a = (mode == "out" || mode == "net") ? -amt[i] : amt[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        sum += a; cnt++
        if (mx == "" || a > mx) mx = a
        if (mn_ == "" || a < mn_) mn_ = a
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
      }
      got = c2(sum); gotn = cnt
      if (post ~ /^d[0-9]+$/) got = c2(sum / substr(post, 2))
      if (post == "d52") alt = c2(sum / (365 / 7))
      if (post == "dn") got = c2(sum / cnt)
      if (post == "max") { got = c2(mx); gotn = 1 }
      if (post == "min") { got = c2(mn_); gotn = 1 }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
      if (post == "ncnt") { got = nn; gotn = "" }
    }
    split(exp_[base], e, " ")
    if (part == "") {
      if (e[2] == "fig") { want = e[3] " " e[4] (e[5] != "" ? " " e[5] : ""); have = got " " gotn (alt != "" ? " " alt : "") }
      else if (e[2] == "cnt") { want = e[3]; have = got }
      else if (e[2] == "lst") {
        if (mode == "lmon") { want = toupper(e[3]); gsub(/_/, "", want); have = got }
        else { delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) if (wl[k] != "-") wa[norm(wl[k])] = 1; want = sortjoin(wa); have = got }
      }
      else { want = "(no expected)"; have = got }
    } else { want = (part == "a") ? e[3] : e[4]; have = got; cmpv[base, part] = got + 0 }
    checked++
    status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, (mode == "gst" || mode == "tax" ? " (from hand_worked.py printout, not bank wording)" : "")
  }
  nm2["clt056"] = "Hunter_Plan_Management|Planwise_Supports"; nm2["clt057"] = "Sept_quarter|Dec_quarter"; nm2["clt058"] = "Ampol|Shell"
  nm2["clt059"] = "Woolworths|Coles"; nm2["clt060"] = "first_half|second_half"; nm2["clt061"] = "Harbourside|Hunter_Coast"
  nm2["clt062"] = "November|December"; nm2["clt063"] = "Q1|Q4"; nm2["clt064"] = "Hunter_Cleaning_Supplies|Garden_Grub"
  nm2["clt065"] = "Optus_mobile|home_NBN"
  for (b in nm2) {
    split(nm2[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures, 10 compares x 3, 8 counts, 7 lists), %d differences, %d bad rows\n", checked, diffs, bad
  if (diffs == 0 && bad == 0) print "0 differences"
  exit (diffs + bad > 0)
}' "$STMT" > "$OUT"
rc=$?
if [ "${1:-}" = "--selftest" ]; then
  grep DIFF "$OUT"; tail -1 "$OUT"
  if [ "$rc" -ne 0 ] && [ "$(grep -c '^DIFF' "$OUT")" -eq 1 ]; then echo "selftest: spoiled amount caught (1 difference)"; exit 0; fi
  echo "selftest FAILED"; exit 1
fi
cat "$OUT"
exit $rc
