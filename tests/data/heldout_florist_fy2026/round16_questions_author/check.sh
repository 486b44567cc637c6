#!/usr/bin/env bash
# Second way for set heldout (flq): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording, dates, signed Amount only; no labels.csv, no answers.py code).
# The 5 GST/BAS figures and the 1A compare cannot come from bank wording (Shopify / Petals gross, private shares,
# GST-free parts); their amounts are compared with the worksheet printed by `python3 data/hand_worked.py` instead.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on the MARGETTS debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $3 ~ /MARGETTS/ { $2 = sprintf("%.2f", $2 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#  modes: inc (sales credits), out (money out net of refunds: -Amount), in (any credit),
#         gst (from = quarters, regex = worksheet field),
#         lists: linc (income payers), lout (payees), lgt (income payers with a single row over post)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt ncnt (distinct names) gtN (row filter)
#  regex FUEL = servo rows; DIESEL = servo rows of 85.00 or more (van, docket fills 78-136; only used for Jan-Mar,
#  where no fill falls in the 82-85 overlap); UNL = servo rows under 85.00 (Kia, 48-84; only used for Jul-Sep)
G='(ALDI|COLES|IGA|WOOLWORTHS)'
MEALS='DOMINOS|GUZMAN Y GOMEZ|HUNGRY JACKS|SUSHI HUB|THE BAKEHOUSE'
cat > "$TMP/spec.txt" <<SPEC
flq001;inc;20251001;20251231;TYRO;sum;
flq002;inc;20260301;20260331;.;sum;
flq003;inc;20250701;20260630;RANGEVIEW FUNERALS;sum;
flq004;inc;20260101;20260630;PETALS NETWORK;sum;
flq005;inc;20260501;20260531;SHOPIFY PAYMENTS;sum;
flq006;inc;20250701;20251231;^CASH DEPOSIT;sum;
flq007;inc;20250701;20260630;TYRO;d52;
flq008;inc;20250701;20250930;.;d3;
flq009;inc;20250701;20260630;TYRO;max;
flq010;inc;20250701;20260630;RANGEVIEW FUNERALS;min;
flq011;inc;20250701;20260630;PRIYA S NAIDU;sum;
flq012;inc;20260101;20260630;^OSKO PAYMENT FROM .* REF (DEPOSIT|BAL|BALANCE) INV;sum;
flq013;inc;20250701;20260630;^OSKO PAYMENT FROM;sum;INV
flq014;inc;20260201;20260228;.;sum;TYRO
flq015;inc;20260209;20260215;.;sum;
flq016;in;20251201;20251231;.;sum;
flq017;in;20250701;20260630;THOMAS HALLORAN REF groceries;sum;
flq018;in;20260101;20260630;THOMAS HALLORAN;sum;
flq019;in;20250701;20260630;K NGATA;sum;
flq020;inc;20260401;20260630;.;sum;SHOPIFY|PETALS
flq021;out;20250701;20250930;FLOWER MKT;sum;
flq022;out;20250701;20260630;FLOWER MKT;d52;
flq023;out;20250701;20260630;VAN DER HEIDE;sum;
flq024;out;20250701;20260630;FLOWER MKT;max;
flq025;out;20260301;20260630;KOCH & CO;sum;
flq026;out;20250701;20260630;D J PRICE;sum;
flq027;out;20250701;20260630;DOWNS GOURMET;sum;
flq028;out;20250701;20251231;SHOP2 (JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC);sum;
flq029;out;20250701;20260630;SHOP2 OUTG;sum;
flq030;out;20250701;20260630;ERGON.*4407761203;sum;
flq031;out;20250701;20260630;ERGON.*4407115938;sum;
flq032;out;20260101;20260331;JADE SORENSEN;sum;
flq033;out;20250701;20260630;JADE SORENSEN;dn;
flq034;out;20250701;20260630;SB SUPER CLEARING HOUSE;sum;
flq035;out;20250701;20260630;TYRO PAYMENTS FEES;sum;
flq036;out;20250701;20260630;LATER\\.COM|^FOREIGN TRANSACTION FEE;sum;
flq037;out;20260101;20260331;DIESEL;sum;
flq038;out;20250701;20250930;UNL;sum;
flq039;out;20250701;20260630;FUEL;sum;
flq040;out;20250701;20260630;PUMA ENERGY;sum;
flq041;out;20250701;20260630;QLD TRANSPORT REGO|SUNCORP INSURANCE;sum;
flq042;out;20250701;20260630;DARLING DOWNS REFRIG;sum;
flq043;out;20250701;20260630;MARGETTS;sum;
flq044;out;20250701;20260630;^BPAY TAX OFFICE;sum;
flq045;out;20260401;20260630;(PURCHASE CARD [0-9]+|EFTPOS DEBIT) $G;sum;
flq046;out;20250701;20260630;(PURCHASE CARD [0-9]+|EFTPOS DEBIT) $G;d12;
flq047;out;20260101;20260630;$MEALS;sum;
flq048;out;20250701;20260630;JETSTAR|BOOKING\\.COM|REEF MAGIC;sum;
flq049;out;20250701;20260630;^ATM WITHDRAWAL;sum;
flq050;out;20251001;20260630;^EBANKING TFR TO SAVINGS;sum;
flq051;gst;Q2;;1A;;
flq052;gst;Q1+Q2+Q3+Q4;;1B;;
flq053;gst;Q4;;net;;
flq054;gst;Q1+Q2;;G1;;
flq055;gst;Q1+Q2+Q3+Q4;;G10;;
flq056a;inc;20260101;20260331;TYRO;sum;
flq056b;inc;20260401;20260630;TYRO;sum;
flq057a;inc;20251101;20251130;.;sum;
flq057b;inc;20251201;20251231;.;sum;
flq058a;inc;20250701;20260630;SHOPIFY PAYMENTS;sum;
flq058b;inc;20250701;20260630;PETALS NETWORK;sum;
flq059a;out;20250701;20260630;(PURCHASE CARD [0-9]+|EFTPOS DEBIT) ALDI;sum;
flq059b;out;20250701;20260630;(PURCHASE CARD [0-9]+|EFTPOS DEBIT) IGA;sum;
flq060a;out;20250701;20260630;PUMA ENERGY;sum;
flq060b;out;20250701;20260630;FUEL;sum;7-ELEVEN|AMPOL|LIBERTY|PUMA
flq061a;out;20250701;20260630;ERGON.*4407761203;sum;
flq061b;out;20250701;20260630;ERGON.*4407115938;sum;
flq062a;inc;20250701;20251231;.;sum;
flq062b;inc;20260101;20260630;.;sum;
flq063a;out;20260401;20260630;KOCH & CO;sum;
flq063b;out;20260401;20260630;DOWNS GOURMET;sum;
flq064a;out;20260501;20260531;FLOWER MKT;sum;
flq064b;out;20260601;20260630;FLOWER MKT;sum;
flq065a;gst;Q1;;1A;;
flq065b;gst;Q3;;1A;;
flq066;inc;20251001;20251231;TYRO;cnt;
flq067;out;20250701;20260630;FLOWER MKT;cnt;
flq068;in;20250701;20260630;THOMAS HALLORAN;cnt;
flq069;inc;20250701;20260630;^CASH DEPOSIT;cnt;
flq070;inc;20250701;20260630;REF DEPOSIT INV;cnt;
flq071;inc;20250701;20260630;TYRO;gt1500;
flq072;inc;20250701;20260630;^OSKO PAYMENT FROM;ncnt;INV
flq073;out;20250701;20260630;$MEALS;cnt;
flq074;linc;20250701;20260630;REF (BAL|BALANCE) INV;;
flq075;linc;20251001;20251231;^OSKO PAYMENT FROM;;
flq076;lout;20250701;20260630;FUEL;;
flq077;lout;20250701;20260630;^BPAY ;;
flq078;lgt;20250701;20260630;^OSKO PAYMENT FROM;2000;
flq079;linc;20260301;20260331;.;;
flq080;lout;20250701;20260630;^EBANKING TFR TO;;SAVINGS
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / payee from the bank wording
  m = n
  if (m ~ /^OSKO PAYMENT FROM /) {
    sub(/^OSKO PAYMENT FROM /, "", m); sub(/ REF .*$/, "", m)
    if (m == "MEGAN & LIAM") m = "Megan Fitzgerald"
    else if (m == "OLIVIA R BANKS") m = "Olivia Banks"
    else if (m == "HANNAH J COLLINS") m = "Hannah Collins"
    else if (m == "PRIYA S NAIDU") m = "Priya Naidu"
    else if (m == "ZOE & KANE") m = "Zoe Whitfield"
  }
  else if (m ~ /DIRECT CREDIT TYRO/) m = "Tyro (card customers in the shop)"
  else if (m ~ /SHOPIFY PAYMENTS/) m = "Shopify Payments (online orders)"
  else if (m ~ /PETALS NETWORK/) m = "Petals Network (relay orders filled)"
  else if (m ~ /RANGEVIEW FUNERALS/) m = "Rangeview Funerals Pty Ltd"
  else if (m ~ /^CASH DEPOSIT/) m = "Cash customers"
  else if (m ~ /PARKVIEW HOTEL/) m = "Parkview Hotel Toowoomba"
  else if (m ~ /DOWNS GRAMMAR P&F/) m = "Downs Grammar P&F"
  else if (m ~ /7-ELEVEN/) m = "7-Eleven"
  else if (m ~ /PURCHASE CARD [0-9]+ AMPOL/) m = "Ampol"
  else if (m ~ /PURCHASE CARD [0-9]+ BP /) m = "BP"
  else if (m ~ /PURCHASE CARD [0-9]+ LIBERTY/) m = "Liberty"
  else if (m ~ /PUMA ENERGY/) m = "Puma Energy"
  else if (m ~ /^BPAY TAX OFFICE/) m = "ATO"
  else if (m ~ /^BPAY SB SUPER CLEARING HOUSE/) m = "ATO SB Super Clearing House"
  else if (m ~ /^BPAY AUSTRALIANSUPER/) m = "AustralianSuper"
  else if (m ~ /^BPAY CGU INSURANCE/) m = "CGU Insurance"
  else if (m ~ /^BPAY QLD TRANSPORT REGO/) m = "Dept of Transport and Main Roads"
  else if (m ~ /^BPAY ERGON ENERGY 4407761203/) m = "Ergon Energy (shop)"
  else if (m ~ /^BPAY ST ANTHONYS SCHOOL/) m = "St Anthony'"'"'s School"
  else if (m ~ /^BPAY SUNCORP INSURANCE/) m = "Suncorp"
  else if (m ~ /^BPAY TOOWOOMBA REGIONAL CNCL/) m = "Toowoomba Regional Council"
  else if (m ~ /^EBANKING TFR TO DARLING DOWNS REFRIG/) m = "Darling Downs Refrigeration"
  else if (m ~ /^EBANKING TFR TO DOWNS COMM PROPERTY/) m = "Downs Commercial Property (landlord'"'"'s agent)"
  else if (m ~ /^EBANKING TFR TO DOWNS GOURMET PROVIDORES/) m = "Downs Gourmet Providores"
  else if (m ~ /^EBANKING TFR TO MARGETTS & CO ACCOUNTANTS/) m = "Margetts & Co Accountants"
  else if (m ~ /^EBANKING TFR TO VAN DER HEIDE ROSES/) m = "Van der Heide Roses (Lockyer Valley)"
  else m = "?" m
  return norm(m)
}
function isinc(i) { return cr[i] > 0 && nar[i] !~ /THOMAS HALLORAN|K NGATA|D NGUYEN|^DIRECT CREDIT ATO|MEDICARE|^VISA DEBIT REFUND|ERGON ENERGY REFUND/ }
function isfuel(i) { return nar[i] ~ /^VISA DEBIT PURCHASE CARD [0-9]+ (7-ELEVEN|AMPOL|BP |LIBERTY|PUMA ENERGY)/ }
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "FUEL") { if (!isfuel(i)) return 0 }
  else if (re == "DIESEL") { if (!isfuel(i) || dr[i] < 85) return 0 }
  else if (re == "UNL") { if (!isfuel(i) || dr[i] >= 85) return 0 }
  else if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc" || mode == "lgt") return isinc(i)
  if (mode == "in") return cr[i] > 0
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
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = "" }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
{
  # Bendigo export: no header; Date,Amount,"Description",Balance; CRLF
  sub(/\r$/, "")
  line = $0; N++
  if (match(line, /^[0-9][0-9]\/[0-9][0-9]\/[0-9][0-9][0-9][0-9],-?[0-9]+\.[0-9][0-9],"[^"]*",-?[0-9]+\.[0-9][0-9]$/) == 0) { print "BAD ROW " NR; bad++ }
  split(line, q3, "\""); split(q3[1], h, ",")
  dt[N] = ymd(h[1]); amt = h[2] + 0; nar[N] = q3[2]
  dr[N] = (amt < 0) ? -amt : 0; cr[N] = (amt > 0) ? amt : 0
}
END {
  # a sale later part-refunded ("OSKO PAYMENT TO ... REF REFUND INVnnnn") carries an overpayment: alternative total
  for (i = 1; i <= N; i++) if (nar[i] ~ /^OSKO PAYMENT TO .* REF REFUND INV[0-9]+/) {
    inv = nar[i]; sub(/^.* REF REFUND /, "", inv)
    for (j = i - 1; j >= 1; j--) if (cr[j] > 0 && index(nar[j], inv) > 0) { over[j] = dr[i]; break }
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
      delete names
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        if (mode == "lgt" && !(cr[i] > post + 0)) continue
        names[name(nar[i])] = 1
      }
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = ""; mn = ""; delete seen; nn = 0; ov = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        a = (mode == "out") ? dr[i] - cr[i] : cr[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        if (post == "cnt" && mode == "out" && dr[i] == 0) continue
        sum += a; cnt++; gross += dr[i]; if (i in over) ov += over[i]
        if (mx == "" || a > mx) mx = a
        if (mn == "" || a < mn) mn = a
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
      }
      got = c2(sum); gotn = cnt
      if (mode == "out" && c2(gross) != got) alt = c2(gross)
      if (mode == "inc" && ov > 0) alt = c2(sum - ov)
      if (post ~ /^d[0-9]+$/) { got = c2(sum / substr(post, 2)); alt = "" }
      if (post == "d52") alt = c2(sum / (365 / 7))
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
  nm2["flq056"] = "Q3|Q4"; nm2["flq057"] = "November|December"; nm2["flq058"] = "Shopify|Petals"
  nm2["flq059"] = "Aldi|IGA"; nm2["flq060"] = "Puma|BP"; nm2["flq061"] = "shop_power|home_power"
  nm2["flq062"] = "first_half|second_half"; nm2["flq063"] = "Koch_and_Co|Downs_Gourmet"; nm2["flq064"] = "May|June"
  nm2["flq065"] = "Sept_quarter|March_quarter"
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
