#!/usr/bin/env bash
# Second way for set heldout (gq): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (Bank SA wording: posting Date, Narrative, Debit / Credit; no labels.csv, no answers.py code).
# The 5 GST / BAS / return figures (gq051-055) cannot come from bank wording (Stripe / Square gross before fees,
# GST-free parts, PAYG withheld, private shares); they are compared with the worksheet and tax summary printed by
# `python3 data/hand_worked.py` instead. python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on the first CASH DEPOSIT (honesty box) in a temp copy: exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $3 ~ /^CASH DEPOSIT/ { $5 = sprintf("%.2f", $5 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
# spec: id;mode;from;to;regex;post
#  modes: sale (sales credits: Foodland remits, IGA / MRK / L&G Osko, Stripe, Square, cash deposits), in (any credit),
#         out (debits, as positive), net (all rows, signed, negated: money out less refunds),
#         hw (from = Q1..Q4 / Y, regex = worksheet field, post = the per-row field or -), tax (regex = tax-summary key),
#         lists: lsale / lout (names mapped from the wording), lmon (months in date order; post gtN = amount filter)
#  post: sum dN (total / N) dn (per row) max min cnt gtN ltN (row filters, count) ncnt (distinct names)
#  regex DIRECT = the five direct customers; SERVO = Ampol / BP / OTR card rows
cat > "$TMP/spec.txt" <<'SPEC'
gq001;sale;20250701;20260630;FOODLAND LOXTON REMIT;sum
gq002;sale;20250701;20260630;STRIPE;sum
gq003;sale;20250701;20250930;SQUARE;sum
gq004;sale;20250701;20260630;^CASH DEPOSIT;sum
gq005;sale;20260101;20260331;MURRAY RIVER KITCHEN;sum
gq006;sale;20250701;20260630;L&G HOSPITALITY;sum
gq007;sale;20250701;20260630;IGA RENMARK|BERRI IGA;sum
gq008;sale;20260101;20260630;.;sum
gq009;sale;20251001;20251031;.;sum
gq010;sale;20250701;20260630;STRIPE;dn
gq011;sale;20250701;20260630;FOODLAND LOXTON REMIT;dn
gq012;sale;20250701;20260630;.;d12
gq013;sale;20250701;20260630;STRIPE;max
gq014;sale;20250701;20260630;SQUARE;min
gq015;in;20250701;20260630;SOFIA ROSSETTI;sum
gq016;in;20250701;20260630;^DEPOSIT ATO ATO006;sum
gq017;in;20250701;20260630;CGU INSURANCE CLAIM;sum
gq018;in;20250701;20260630;PIRSA GRANT;sum
gq019;sale;20250901;20251130;SQUARE|STRIPE;sum
gq020;sale;20250701;20251231;MURRAY RIVER KITCHEN|L&G HOSPITALITY;sum
gq021;sale;20260101;20260630;IGA RENMARK|BERRI IGA;sum
gq022;in;20251201;20251231;.;sum
gq023;sale;20260201;20260228;IGA RENMARK;sum
gq024;sale;20250801;20250831;STRIPE;sum
gq025;sale;20260401;20260630;.;sum
gq026;out;20250701;20260630;ELDERS LOXTON;sum
gq027;out;20251001;20251231;ELDERS LOXTON;sum
gq028;out;20250701;20260630;FAIRBANKS SEEDS|BUNNINGS;sum
gq029;out;20250701;20260630;CENTRAL IRRIGATION TRU;sum
gq030;out;20250701;20260630;WATERFIND;sum
gq031;out;20250701;20260630;T NGATA WAGES;sum
gq032;out;20260101;20260331;WAGES WK;sum
gq033;out;20250701;20260630;TFR 456789120 SAVINGS;sum
gq034;out;20250701;20260630;RIVERLAND AG MACHINERY;sum
gq035;out;20250701;20260630;JOHN DEERE FINANCIAL;sum
gq036;out;20250701;20260630;RIVERLAND IRRIGATION SUP;sum
gq037;out;20250701;20260630;RIVERLAND FUELS;sum
gq038;out;20250701;20260630;SERVO;sum
gq039;net;20250701;20260630;RIVERLAND RURAL;sum
gq040;out;20250701;20260630;BPAY AGL SA;sum
gq041;out;20250701;20260630;RIVERLAND FARMERS MKT;sum
gq042;out;20250701;20260630;XERO|FARMBRITE|^FOREIGN TRANSACTION FEE;sum
gq043;out;20250701;20260630;LOXTON FOODLAND;sum
gq044;out;20250701;20260630;WOOLWORTHS|ALDI STORES|LOXTON FOODLAND;sum
gq045;out;20250701;20260630;ATO SB SUPER CLEARING;sum
gq046;out;20250701;20260630;TFR FMD;sum
gq047;out;20250701;20260630;SERVICE SA REGO|RIVERLAND TOYOTA;sum
gq048;out;20250701;20260630;.;max
gq049;out;20250701;20260630;TAX OFFICE PAYMENTS;sum
gq050;out;20250701;20260630;ELDERS LOXTON;d12
gq051;hw;Q3;;1A;1A-per-row
gq052;hw;Q1;;1B;1B-per-row
gq053;hw;Y;;G1;-
gq054;hw;Y;;W1;-
gq055;tax;;;P8-netIncome;
gq056a;sale;20250701;20260630;MURRAY RIVER KITCHEN;sum
gq056b;sale;20250701;20260630;L&G HOSPITALITY;sum
gq057a;sale;20250701;20260630;IGA RENMARK;sum
gq057b;sale;20250701;20260630;BERRI IGA;sum
gq058a;sale;20250701;20251231;SQUARE;sum
gq058b;sale;20260101;20260630;SQUARE;sum
gq059a;sale;20250701;20250930;STRIPE;sum
gq059b;sale;20251001;20251231;STRIPE;sum
gq060a;sale;20250701;20260630;FOODLAND LOXTON REMIT;sum
gq060b;out;20250701;20260630;LOXTON FOODLAND;sum
gq061a;out;20250701;20260630;T NGATA WAGES;sum
gq061b;out;20250701;20260630;PRIYA SHARMA WAGES;sum
gq062a;sale;20260301;20260331;.;sum
gq062b;sale;20260401;20260430;.;sum
gq063a;out;20250701;20251231;ELDERS LOXTON;sum
gq063b;out;20260101;20260630;ELDERS LOXTON;sum
gq064a;in;20250701;20251231;^DEPOSIT ATO ATO006;sum
gq064b;in;20260101;20260630;^DEPOSIT ATO ATO006;sum
gq065a;out;20250701;20260630;SERVO;sum
gq065b;out;20250701;20260630;RIVERLAND FUELS;sum
gq066;sale;20250701;20260630;STRIPE;cnt
gq067;sale;20250701;20260630;^CASH DEPOSIT;cnt
gq068;sale;20250701;20260630;FOODLAND LOXTON REMIT;gt1500
gq069;out;20250701;20260630;PRIYA SHARMA WAGES;cnt
gq070;out;20250701;20250930;ELDERS LOXTON;cnt
gq071;sale;20250701;20260630;SQUARE;lt400
gq072;sale;20250701;20260630;DIRECT;ncnt
gq073;out;20250701;20260630;JOHN DEERE FINANCIAL;cnt
gq074;lsale;20260601;20260630;DIRECT;
gq075;lout;20250701;20260630;^BPAY PAYMENT;
gq076;lout;20250701;20260630;^DIRECT DEBIT;
gq077;lout;20250701;20260630;SERVO;
gq078;lmon;20250701;20260630;WAGES WK;
gq079;lout;20250701;20260630;^WITHDRAWAL ONLINE;
gq080;lmon;20250701;20260630;MURRAY RIVER KITCHEN;gt1400
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / payee from the bank wording
  if (n ~ /FOODLAND LOXTON REMIT/) m = "Loxton Foodland"
  else if (n ~ /IGA RENMARK/) m = "Renmark IGA"
  else if (n ~ /BERRI IGA SUPA/) m = "Berri IGA"
  else if (n ~ /MURRAY RIVER KITCHEN/) m = "Murray River Kitchen Pty Ltd"
  else if (n ~ /L&G HOSPITALITY/) m = "Cibo Renmark (L&G Hospitality)"
  else if (n ~ /BPAY AGL SA/) m = "AGL"
  else if (n ~ /BPAY TAX OFFICE PAYMENTS/) m = "ATO"
  else if (n ~ /BPAY ATO SB SUPER CLEARING/) m = "ATO SBSCH"
  else if (n ~ /BPAY CGU INSURANCE/) m = "CGU"
  else if (n ~ /BPAY CENTRAL IRRIGATION TRU/) m = "Central Irrigation Trust"
  else if (n ~ /BPAY LOXTON WAIKERIE COUNCIL/) m = "District Council of Loxton Waikerie"
  else if (n ~ /BPAY HESTA/) m = "HESTA"
  else if (n ~ /BPAY SERVICE SA REGO/) m = "Service SA"
  else if (n ~ /^DIRECT DEBIT AUSSIE BROADBAND/) m = "Aussie Broadband"
  else if (n ~ /^DIRECT DEBIT BUPA/) m = "Bupa"
  else if (n ~ /^DIRECT DEBIT JOHN DEERE FINANCIAL/) m = "John Deere Financial"
  else if (n ~ /^DIRECT DEBIT TELSTRA/) m = "Telstra"
  else if (n ~ /PURCHASE AMPOL/) m = "Ampol"
  else if (n ~ /PURCHASE BP /) m = "BP"
  else if (n ~ /PURCHASE OTR /) m = "OTR"
  else if (n ~ /TFR FMD /) m = "Bank SA Farm Management Deposit"
  else if (n ~ /TFR FARMPAK/) m = "FarmPak Supplies"
  else if (n ~ /TFR MURRAYLANDS ACCOUNTING/) m = "Murraylands Accounting"
  else if (n ~ /TFR 456789120 SAVINGS/) m = "Own Bank SA savings"
  else if (n ~ /TFR RIVERLAND AG MACHINERY/) m = "Riverland Ag Machinery"
  else if (n ~ /TFR RIVERLAND FUELS/) m = "Riverland Fuels"
  else if (n ~ /TFR RIVERLAND IRRIGATION SUP/) m = "Riverland Irrigation Supplies"
  else if (n ~ /TFR RIVERLAND RURAL/) m = "Riverland Rural Supplies"
  else if (n ~ /TFR WATERFIND/) m = "Waterfind"
  else m = "?" n
  return norm(m)
}
function issale(i) {
  return amt[i] > 0 && nar[i] ~ /^DEPOSIT FOODLAND LOXTON REMIT |^DEPOSIT-OSKO PAYMENT [0-9]+ (IGA RENMARK|BERRI IGA SUPA|MURRAY RIVER KITCHEN PTY|L&G HOSPITALITY)|^DEPOSIT STRIPE PAYMENTS AUST |^DEPOSIT SQUARE AUSTRALIA |^CASH DEPOSIT BANKSA/
}
function sel(i, mode, lo, hi, re) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "DIRECT") { if (nar[i] !~ /FOODLAND LOXTON REMIT|IGA RENMARK|BERRI IGA SUPA|MURRAY RIVER KITCHEN|L&G HOSPITALITY/) return 0 }
  else if (re == "SERVO") { if (nar[i] !~ /^DEBIT CARD PURCHASE (AMPOL|BP |OTR )/) return 0 }
  else if (nar[i] !~ re) return 0
  if (mode == "sale" || mode == "lsale") return issale(i)
  if (mode == "lmon") return (re == "WAGES WK") ? amt[i] < 0 : issale(i)
  if (mode == "in") return amt[i] > 0
  if (mode == "out" || mode == "lout") return amt[i] < 0
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
    if (line ~ /^ +(P8-|FMD|D[0-9])/) { n = split(line, kv, " "); tax[kv[1]] = kv[n] + 0 }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  # Bank Account,Date,Narrative,Debit Amount,Credit Amount,Balance,Categories,Serial (no commas inside fields)
  if (NF != 8 || $2 !~ /^[0-3][0-9]\/[01][0-9]\/20[0-9][0-9]$/ || ($4 == "") == ($5 == "") || $4 $5 !~ /^[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++; next }
  N++; split($2, d, "/"); dt[N] = d[3] d[2] d[1]; nar[N] = $3; amt[N] = ($5 != "") ? $5 + 0 : -$4
}
END {
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""
    if (mode == "hw") {
      got = c2(hw[lo, re]); gotn = "-"
      if (post != "-" && c2(hw[lo, post]) != got) alt = c2(hw[lo, post])
    } else if (mode == "tax") {
      got = c2(tax[re]); gotn = "-"
    } else if (mode ~ /^l/) {
      delete names; ord = ""
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re)) {
        if (mode == "lmon") {
          if (post ~ /^gt/ && !(amt[i] > substr(post, 3) + 0)) continue
          m = full[substr(dt[i], 5, 2) + 0] substr(dt[i], 1, 4); if (index(ord, "|" m "|") == 0) ord = ord "|" m "|"; continue
        }
        names[name(nar[i])] = 1
      }
      if (mode == "lmon") { gsub(/\|\|/, "|", ord); gsub(/^\||\|$/, "", ord); got = ord } else got = sortjoin(names)
    } else {
      sum = 0; cnt = 0; mx = ""; mn_ = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re)) {
        a = (mode == "out" || mode == "net") ? -amt[i] : amt[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        if (post ~ /^lt/ && !(a < substr(post, 3) + 0)) continue
        sum += a; cnt++
        if (mx == "" || a > mx) mx = a
        if (mn_ == "" || a < mn_) mn_ = a
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
      }
      got = c2(sum); gotn = cnt
      if (post ~ /^d[0-9]+$/) got = c2(sum / substr(post, 2))
      if (post == "dn") got = c2(sum / cnt)
      if (post == "max") { got = c2(mx); gotn = 1 }
      if (post == "min") { got = c2(mn_); gotn = 1 }
      if (post == "cnt" || post ~ /^(gt|lt)/) { got = cnt; gotn = "" }
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
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, (mode == "hw" || mode == "tax" ? " (from hand_worked.py printout, not bank wording)" : "")
  }
  nm2["gq056"] = "Murray_River_Kitchen|Cibo"; nm2["gq057"] = "Renmark_IGA|Berri_IGA"; nm2["gq058"] = "first_half|second_half"
  nm2["gq059"] = "Sept_quarter|Dec_quarter"; nm2["gq060"] = "paid_me|spent_there"; nm2["gq061"] = "Tane|Priya"
  nm2["gq062"] = "March|April"; nm2["gq063"] = "first_half|second_half"; nm2["gq064"] = "Sept_quarter|Dec_quarter"
  nm2["gq065"] = "servos|Riverland_Fuels"
  for (k = 56; k <= 65; k++) {
    b = "gq0" k
    split(nm2[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures, 10 compares x 3, 8 counts, 7 lists), %d differences, %d bad rows\n", checked, diffs, bad + 0
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
