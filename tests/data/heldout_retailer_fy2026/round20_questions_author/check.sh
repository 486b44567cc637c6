#!/usr/bin/env bash
# Second way for set heldout (rtq): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording, posting Date, Debit / Credit only; no labels.csv, no answers.py code).
# Where the bank wording cannot tell things apart, the rule is written here from person.md, not from labels:
#   van diesel vs Ollie's unleaded = the docket ranges in person.md (diesel fills about 92-138, unleaded 52-74):
#   a servo row of 85.00 or more is diesel; Hoi An / Denizli Wise transfers = the payment dates in person.md's
#   imports table; BAS BPAYs to the ATO = the whole-dollar TAX OFFICE rows (the income tax balance has cents);
#   the bank's fee on a Meta charge = the INTERNATIONAL TRANSACTION FEE row with the same purchase dd/mm as a
#   FACEBK row (not the same posting date: 2 of the 12 fee rows post a day or two before their charge).
# The 4 GST/BAS figures, the net-GST compare, P8 net income and cost of sales cannot come from bank wording
# (platform gross, private shares, GST-free parts, stocktake); they are compared with the worksheet and tax
# summary printed by `python3 data/hand_worked.py` instead. python3 is used only to flatten the JSON and to run
# hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on the first 2026 HUNTER PACKAGING debit in a temp copy: exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $1 ~ /2026$/ && $2 ~ /HUNTER PACKAGING/ { $3 = sprintf("%.2f", $3 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#  modes: inc (sales credits: platform payouts, cash deposits, wholesale payers), in (any credit), out (debits, as
#         positive), net (all matching rows, debits positive, credits negative), gst (from = Q1..Q4 or Y, regex =
#         worksheet field), tax (regex = tax-summary key), linc / lout (payer / payee names), lmon (months in date order)
#  post: sum dN (total / N) dn (per row) max min cnt ncnt (distinct names) gtN (row filter: amount over N)
#  regex tokens: DIESEL, UNLEADED, META (FACEBK + its fee rows), BASPAY, GROC, HOIAN, DENIZLI (Wise by date)
cat > "$TMP/spec.txt" <<'SPEC'
rtq001;inc;20250701;20260630;^CASH DEPOSIT;sum;
rtq002;inc;20250701;20260630;SHOPIFY PAYMENTS;sum;
rtq003;inc;20250701;20251231;SHOPIFY PAYMENTS;sum;
rtq004;inc;20260101;20260331;AMAZON COMMERCIAL;sum;
rtq005;inc;20251001;20260228;AFTERPAY;sum;
rtq006;inc;20250701;20260630;SHOPIFY PAYMENTS;dn;
rtq007;inc;20250701;20260630;AMAZON COMMERCIAL;d12;
rtq008;inc;20250701;20260630;SHOPIFY PAYMENTS;max;
rtq009;inc;20250701;20260630;EBAY AUSTRALIA;min;
rtq010;inc;20250701;20260630;PAPER DAISY;sum;
rtq011;inc;20250701;20260630;PAPER DAISY|SALT AND PEPPER|HUNTER ST HOMESTORE;sum;
rtq012;inc;20250701;20260630;KOWHAI;sum;
rtq013;inc;20250701;20260630;.;sum;
rtq014;inc;20260101;20260630;.;sum;
rtq015;inc;20260401;20260630;.;sum;
rtq016;inc;20250801;20250831;PAYPAL;sum;
rtq017;inc;20251001;20251231;.;sum;SHOPIFY PAYMENTS
rtq018;inc;20250701;20260630;.;d12;
rtq019;inc;20260101;20260630;EBAY AUSTRALIA;sum;
rtq020;inc;20250701;20260630;COASTLINE PROPERTY;sum;
rtq021;inc;20251001;20251031;SHOPIFY PAYMENTS|PAYPAL|AFTERPAY|AMAZON COMMERCIAL|EBAY AUSTRALIA;sum;
rtq022;in;20250701;20260630;^OSKO PAYMENT FROM OLIVER REYES;sum;
rtq023;in;20250701;20260630;^INTERNET TRANSFER FROM [0-9]+ SAVINGS;sum;
rtq024;out;20250701;20260630;DIESEL;sum;
rtq025;out;20250701;20260630;UNLEADED;sum;
rtq026;out;20250701;20260630;^OSKO PAYMENT TO WISE AUSTRALIA;sum;
rtq027;out;20250701;20260630;HOIAN;sum;
rtq028;out;20250701;20260630;^TRANSFER TO HUNTER CUSTOMS;sum;
rtq029;out;20250701;20260630;^BPAY DHL EXPRESS;sum;
rtq030;out;20250701;20251231;^TRANSFER TO BYRON WICK;sum;
rtq031;out;20250701;20260630;^OSKO PAYMENT TO MARA KUIPER;sum;
rtq032;net;20250701;20260630;LAKEVIEW INDUSTRIAL;sum;
rtq033;out;20250701;20260630;^TRANSFER TO COASTAL HOMES;sum;
rtq034;out;20250701;20260630;META;sum;
rtq035;out;20250701;20260630;^INTERNATIONAL TRANSACTION FEE;sum;
rtq036;out;20251001;20251231;AUSTRALIA POST MYPOST;sum;
rtq037;out;20250701;20260630;AUSTRALIA POST MYPOST|SENDLE;sum;
rtq038;out;20250701;20260630;HUNTER PACKAGING;sum;
rtq039;out;20250701;20260630;^TRANSFER TO TESSA MOLONEY;sum;
rtq040;out;20250701;20260630;^OSKO PAYMENT TO (HARBOURSIDE EVENTS|MAITLAND MAKERS|ST COLUMBAS);sum;
rtq041;out;20250701;20260630;^BPAY ENERGYAUSTRALIA;sum;
rtq042;out;20250701;20260630;^BPAY (AAMI|SERVICE NSW)|NRMA INSURANCE;sum;
rtq043;out;20250701;20260630;BUNNINGS [0-9]+ +CARDIFF;sum;
rtq044;out;20260101;20260630;GROC;sum;
rtq045;out;20250701;20260630;BASPAY;sum;
rtq046;out;20250701;20260630;.;max;
rtq047;out;20250701;20260630;AUSTRALIA POST MYPOST;dn;
rtq048;out;20250701;20260630;XERO|SHOPIFY\*|CANVA;sum;
rtq049;out;20250701;20260630;^BPAY REVENUE NSW;sum;
rtq050;gst;Q1;;1A;;
rtq051;gst;Q3;;net;;
rtq052;gst;Y;;G2;;
rtq053;gst;Q4;;1B;;
rtq054;tax;;;P8-netIncome;;
rtq055;tax;;;P8-cost-of-sales;;
rtq056a;inc;20250701;20260630;SHOPIFY PAYMENTS;sum;
rtq056b;inc;20250701;20260630;AMAZON COMMERCIAL;sum;
rtq057a;inc;20250701;20260630;AFTERPAY;sum;
rtq057b;inc;20250701;20260630;PAYPAL;sum;
rtq058a;inc;20250701;20251231;.;sum;
rtq058b;inc;20260101;20260630;.;sum;
rtq059a;inc;20251001;20251231;.;sum;
rtq059b;inc;20260401;20260630;.;sum;
rtq060a;inc;20251101;20251130;SHOPIFY PAYMENTS;sum;
rtq060b;inc;20251201;20251231;SHOPIFY PAYMENTS;sum;
rtq061a;out;20250701;20260630;^TRANSFER TO COASTAL HOMES;sum;
rtq061b;net;20250701;20260630;LAKEVIEW INDUSTRIAL;sum;
rtq062a;out;20250701;20251231;DIESEL;sum;
rtq062b;out;20260101;20260630;DIESEL;sum;
rtq063a;out;20250701;20260630;^BPAY AGL;sum;
rtq063b;out;20250701;20260630;^BPAY ENERGYAUSTRALIA;sum;
rtq064a;gst;Q1;;net;;
rtq064b;gst;Q2;;net;;
rtq065a;out;20250701;20260630;HOIAN;sum;
rtq065b;out;20250701;20260630;DENIZLI;sum;
rtq066;inc;20250701;20260630;SHOPIFY PAYMENTS;cnt;
rtq067;inc;20250701;20260630;^CASH DEPOSIT;cnt;
rtq068;inc;20250701;20260630;AFTERPAY;gt1000;
rtq069;out;20250701;20260630;^OSKO PAYMENT TO WISE AUSTRALIA;cnt;
rtq070;out;20250701;20260630;DIESEL;cnt;
rtq071;out;20250701;20260630;^TRANSFER TO HUNTER CUSTOMS;cnt;
rtq072;inc;20250701;20251231;AMAZON COMMERCIAL;cnt;
rtq073;inc;20250701;20260630;PAPER DAISY|SALT AND PEPPER|HUNTER ST HOMESTORE|COASTLINE|KOWHAI;ncnt;
rtq074;linc;20250701;20260630;.;;SHOPIFY PAYMENTS|PAYPAL|AFTERPAY|AMAZON COMMERCIAL|EBAY AUSTRALIA|CASH DEPOSIT
rtq075;lout;20250701;20260630;^BPAY ;;
rtq076;lout;20251001;20251231;DIESEL;;
rtq077;linc;20260623;20260630;.;;
rtq078;lmon;20250701;20260630;^CASH DEPOSIT;;
rtq079;lout;20250701;20260630;^DIRECT DEBIT ;;
rtq080;lmon;20250701;20260630;^TRANSFER TO HUNTER CUSTOMS;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / payee / servo from the bank wording
  m = n
  if (m ~ /SHOPIFY PAYMENTS/) m = "Shopify"
  else if (m ~ /PAYPAL AUSTRALIA/) m = "PayPal"
  else if (m ~ /AFTERPAY/) m = "Afterpay"
  else if (m ~ /AMAZON COMMERCIAL/) m = "Amazon"
  else if (m ~ /EBAY AUSTRALIA/) m = "eBay"
  else if (m ~ /^CASH DEPOSIT/) m = "market cash"
  else if (m ~ /PAPER DAISY/) m = "The Paper Daisy Gifts"
  else if (m ~ /SALT AND PEPPER/) m = "Salt and Pepper Living"
  else if (m ~ /HUNTER ST HOMESTORE/) m = "Hunter St Homestore"
  else if (m ~ /COASTLINE PROPERTY/) m = "Coastline Property Group"
  else if (m ~ /KOWHAI/) m = "Kowhai & Co"
  else if (m ~ /^BPAY AAMI/) m = "AAMI"
  else if (m ~ /^BPAY AGL/) m = "AGL"
  else if (m ~ /^BPAY TAX OFFICE/) m = "ATO"
  else if (m ~ /^BPAY AUSTRALIANSUPER/) m = "AustralianSuper"
  else if (m ~ /^BPAY DHL EXPRESS/) m = "DHL Express"
  else if (m ~ /^BPAY ENERGYAUSTRALIA/) m = "EnergyAustralia"
  else if (m ~ /^BPAY QBE/) m = "QBE Insurance"
  else if (m ~ /^BPAY REVENUE NSW/) m = "Revenue NSW"
  else if (m ~ /^BPAY SERVICE NSW/) m = "Service NSW"
  else if (m ~ /^DIRECT DEBIT AUSSIE BROADBAND/) m = "Aussie Broadband"
  else if (m ~ /^DIRECT DEBIT FITNESS PASSPORT/) m = "Fitness Passport"
  else if (m ~ /^DIRECT DEBIT NIB/) m = "nib"
  else if (m ~ /^DIRECT DEBIT TELSTRA/) m = "Telstra"
  else if (m ~ /[0-9] 7-ELEVEN/) m = "7-Eleven"
  else if (m ~ /[0-9] AMPOL/) m = "Ampol"
  else if (m ~ /[0-9] BP /) m = "BP"
  else if (m ~ /[0-9] SHELL COLES/) m = "Shell Coles Express"
  else m = "?" m
  return norm(m)
}
function issale(i) {
  return amt[i] > 0 && nar[i] ~ /^(DIRECT CREDIT (SHOPIFY PAYMENTS|PAYPAL AUSTRALIA|AFTERPAY|AMAZON COMMERCIAL|EBAY AUSTRALIA|PAPER DAISY|HUNTER ST HOMESTORE|COASTLINE PROPERTY|WISE AUSTRALIA PTY KOWHAI)|CASH DEPOSIT|OSKO PAYMENT FROM SALT AND PEPPER)/
}
function isfuel(i) { return nar[i] ~ /^VISA DEBIT PURCHASE [0-9][0-9]\/[0-9][0-9] (7-ELEVEN|AMPOL|BP |SHELL COLES)/ }
function ddmm(i,  s) { s = nar[i]; sub(/^(VISA DEBIT PURCHASE|INTERNATIONAL TRANSACTION FEE) /, "", s); return substr(s, 1, 5) }
function tok(i, re,  k) {
  if (re == "DIESEL") return isfuel(i) && -amt[i] >= 85
  if (re == "UNLEADED") return isfuel(i) && -amt[i] < 85
  if (re == "GROC") return nar[i] ~ /(ALDI STORES|COLES [0-9]|HARRIS FARM|WOOLWORTHS [0-9])/
  if (re == "BASPAY") return nar[i] ~ /^BPAY TAX OFFICE/ && amt[i] == int(amt[i])
  if (re == "META") {
    if (nar[i] ~ /FACEBK/) return 1
    return nar[i] ~ /^INTERNATIONAL TRANSACTION FEE/ && (ddmm(i) in metakey)
  }
  if (re == "HOIAN") return nar[i] ~ /^OSKO PAYMENT TO WISE/ && (dt[i] in hoian)
  if (re == "DENIZLI") return nar[i] ~ /^OSKO PAYMENT TO WISE/ && (dt[i] in denizli)
  return nar[i] ~ re
}
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (!tok(i, re)) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc") return issale(i)
  if (mode == "in") return amt[i] > 0
  if (mode == "out" || mode == "lout") return amt[i] < 0
  if (mode == "net") return 1
  if (mode == "lmon") return 1
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
  # Wise payment dates per supplier, from person.md (imports table)
  split("20250708 20250819 20250915 20251020 20260202 20260316 20260511 20260622", t, " "); for (k in t) hoian[t[k]] = 1
  split("20250818 20250929 20260309 20260420", t, " "); for (k in t) denizli[t[k]] = 1
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = ""; continue }
    if (line ~ /^ +(P8-|D[0-9])/) { n = split(line, kv, " "); tax[kv[1]] = kv[n] + 0 }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  N++; dt[N] = ymd($1); nar[N] = $2; amt[N] = ($4 + 0) - ($3 + 0)
  if (NF != 5 || !(($3 ~ /^[0-9]+\.[0-9][0-9]$/) != ($4 ~ /^[0-9]+\.[0-9][0-9]$/)) || $1 !~ /^[0-9][0-9]\/[0-9][0-9]\/20[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
  if (nar[N] ~ /FACEBK/) metakey[ddmm(N)] = 1
}
END {
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; ex = s[7]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""
    if (mode == "gst") {
      q = lo; got = c2(hw[q, re]); gotn = "-"
      if (re == "1A") alt = c2(hw[q, "1A-per-row"])
      else if (re == "1B") alt = c2(hw[q, "1B-per-row"])
      else if (re == "net") alt = c2(hw[q, "1A-per-row"] - hw[q, "1B-per-row"])
      if (alt == got) alt = ""
    } else if (mode == "tax") {
      got = c2(tax[re]); gotn = "-"
    } else if (mode ~ /^l/) {
      delete names; ord = ""
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        if (mode == "lmon") { m = full[substr(dt[i], 5, 2) + 0] substr(dt[i], 1, 4); if (index(ord, "|" m "|") == 0) ord = ord "|" m "|"; continue }
        names[name(nar[i])] = 1
      }
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
  nm2["rtq056"] = "Shopify|Amazon"; nm2["rtq057"] = "Afterpay|PayPal"; nm2["rtq058"] = "first_half|second_half"
  nm2["rtq059"] = "Dec_quarter|June_quarter"; nm2["rtq060"] = "November|December"; nm2["rtq061"] = "the_house|the_unit"
  nm2["rtq062"] = "first_half|second_half"; nm2["rtq063"] = "home_power|unit_power"; nm2["rtq064"] = "Q1|Q2"
  nm2["rtq065"] = "Hoi_An|Denizli"
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
