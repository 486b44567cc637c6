#!/usr/bin/env bash
# Second way for set heldout2 (mq2): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording, dates, Debit / Credit only; no labels.csv, no answers.py code).
# The 5 GST/BAS figures and the 1B compare cannot come from bank wording (Square gross, private shares, GST-free
# parts); their amounts are compared with the worksheet printed by `python3 data/hand_worked.py` instead.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on one CHEMIST WAREHOUSE debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout2.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $2 ~ /CHEMIST WAREHOUSE/ { $3 = sprintf("%.2f", $3 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#  modes: inc (sales credits), hinc (customers' Osko sales), out (Debit - Credit: money out net of refunds),
#         in (any credit), gst (from = quarters, regex = worksheet field),
#         l* lists: linc (income payers), lh2 (Osko customers with 2+ rows), lnoref (Osko customer rows without REF),
#         lout (payees), lgt (Osko customers with a single row over post)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt ncnt (distinct names) gtN geN (row filters)
#  regex FUEL = servo rows; DIESEL = servo rows of 100.00 or more (van, docket fills 104-168); UNL = under 100 (Mazda 52-92)
cat > "$TMP/spec.txt" <<'SPEC'
mq2001;inc;20251001;20251231;GOLDFIELDS PLUMBING;sum;
mq2002;inc;20250801;20250831;.;sum;
mq2003;inc;20260101;20260630;.;sum;
mq2004;inc;20250701;20260630;W HUANG;sum;
mq2005;inc;20250701;20260630;J A MACKENZIE;sum;
mq2006;inc;20250701;20260630;CHLOE ANDERSON;sum;
mq2007;inc;20250701;20250930;SQUARE;sum;
mq2008;inc;20260101;20260630;^CASH DEPOSIT;sum;
mq2009;inc;20250701;20260630;SQUARE;d52;
mq2010;inc;20251001;20251231;.;d3;
mq2011;inc;20250701;20260630;GOLDFIELDS PLUMBING;max;
mq2012;inc;20250701;20260630;SQUARE;min;
mq2013;hinc;20250701;20251231;.;sum;KATIE LOUISE BRENNAN
mq2014;inc;20260401;20260630;.;sum;SQUARE
mq2015;inc;20250701;20260630;AAMI CLAIMS;sum;
mq2016;inc;20260425;20260531;.;sum;
mq2017;hinc;20251201;20251231;.;sum;
mq2018;hinc;20250701;20260630;.;max;
mq2019;in;20250701;20260630;BRADLEY T HOLMES;sum;
mq2020;in;20250701;20260630;SARAH KOWAL REF groceries;sum;
mq2021;in;20250701;20260630;.;sum;
mq2022;out;20250701;20260630;REPCO|BURSON|GOLDFIELDS TYRE|KELBRO|ROCKAUTO;sum;
mq2023;out;20251101;20251130;REPCO;sum;
mq2024;out;20250701;20251231;BURSON;sum;
mq2025;out;20250701;20260630;ROCKAUTO|^INTERNATIONAL TRANSACTION FEE;sum;
mq2026;out;20250701;20260630;UNL;sum;
mq2027;out;20250701;20260630;DIESEL;dn;
mq2028;out;20250701;20260630;UNITED PETROLEUM;sum;
mq2029;out;20250701;20260630;FUEL;d12;
mq2030;out;20250701;20260630;VICROADS|ALLIANZ|OBRIEN GLASS;sum;
mq2031;out;20250701;20260630;VICROADS;sum;
mq2032;out;20250701;20260630;OBRIEN GLASS;sum;
mq2033;out;20250701;20260630;PETER GALEA REF hoist;sum;
mq2034;out;20250701;20260630;SYDNEY TOOLS;ge300;
mq2035;out;20250701;20251231;^BPAY PAYMENT TAX OFFICE;sum;
mq2036;out;20250701;20260630;AUSTRALIANSUPER;sum;
mq2037;out;20250701;20260630;STURT ST ACCOUNTING;sum;
mq2038;out;20250701;20260630;AUSSIE BROADBAND;sum;
mq2039;out;20250701;20260630;^BPAY PAYMENT AGL;sum;
mq2040;out;20251001;20251231;(PURCHASE|REFUND) (ALDI|COLES|IGA|WOOLWORTHS);sum;
mq2041;out;20250701;20260630;(PURCHASE|REFUND) (ALDI|COLES|IGA|WOOLWORTHS);d52;
mq2042;out;20250701;20260630;DOMINOS|MENULOG;sum;
mq2043;out;20250701;20260630;CHEMIST WAREHOUSE;sum;
mq2044;out;20250701;20260630;PLAYHQ;sum;
mq2045;out;20250701;20260630;^ATM WITHDRAWAL;sum;
mq2046;out;20260101;20260630;^INTERNET TRANSFER TO 22871456;sum;
mq2047;out;20251001;20251231;^INTERNET TRANSFER TO LOAN;sum;
mq2048;out;20250701;20260630;.;max;
mq2049;out;20260301;20260331;REPCO|BURSON|SUPERCHEAP;sum;
mq2050;out;20251201;20251231;GOLDEN CITY|DOMINOS|BALLARAT FISH|MENULOG|MCDONALDS|GRILL.D;sum;
mq2051;gst;Q1+Q2+Q3+Q4;;1A;;
mq2052;gst;Q1;;1B;;
mq2053;gst;Q3;;net;;
mq2054;gst;Q1+Q2+Q3+Q4;;G11;;
mq2055;gst;Q3+Q4;;G1;;
mq2056a;out;20250701;20260630;AMPOL;sum;
mq2056b;out;20250701;20260630;FUEL;sum;AMPOL|7-ELEVEN|SHELL|UNITED
mq2057a;inc;20251101;20251130;.;sum;
mq2057b;inc;20251201;20251231;.;sum;
mq2058a;inc;20260101;20260331;SQUARE;sum;
mq2058b;inc;20260401;20260630;SQUARE;sum;
mq2059a;inc;20250701;20260630;W HUANG;sum;
mq2059b;inc;20250701;20260630;J A MACKENZIE;sum;
mq2060a;out;20250701;20260630;(PURCHASE|REFUND) ALDI;sum;
mq2060b;out;20250701;20260630;(PURCHASE|REFUND) IGA;sum;
mq2061a;out;20250701;20260630;TELSTRA;sum;
mq2061b;out;20250701;20260630;AUSSIE BROADBAND;sum;
mq2062a;out;20250701;20260630;GOLDFIELDS TYRE;sum;
mq2062b;out;20250701;20260630;BURSON;sum;
mq2063a;out;20250701;20260630;DOMINOS;sum;
mq2063b;out;20250701;20260630;GOLDEN CITY;sum;
mq2064a;gst;Q1;;1B;;
mq2064b;gst;Q2;;1B;;
mq2065a;inc;20250701;20251231;.;sum;
mq2065b;inc;20260101;20260630;.;sum;
mq2066;inc;20250701;20260630;GOLDFIELDS PLUMBING;gt2500;
mq2067;out;20250701;20260630;DIESEL;cnt;
mq2068;out;20250701;20260630;^VISA PURCHASE REPCO;cnt;
mq2069;hinc;20250701;20260630;.;ncnt;
mq2070;in;20250701;20260630;SARAH KOWAL;cnt;
mq2071;out;20250701;20260630;GOLDEN CITY|DOMINOS|BALLARAT FISH|MENULOG|MCDONALDS|GRILL.D;cnt;
mq2072;out;20250701;20260630;KELBRO;cnt;
mq2073;inc;20260401;20260430;.;cnt;
mq2074;lh2;20250701;20250930;.;;
mq2075;linc;20260617;20260630;.;;
mq2076;lnoref;20250701;20260630;.;;
mq2077;lout;20250701;20260630;^INTERNET TRANSFER TO;;^INTERNET TRANSFER TO (LOAN|22871456)
mq2078;lout;20250701;20260630;^BPAY PAYMENT;;
mq2079;lhre;20250701;20260630;[Rr][Ww][Cc];;
mq2080;lgt;20250701;20260630;.;1000;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / payee from the bank wording
  m = n
  if (m ~ /^OSKO (DEPOSIT FROM|PAYMENT TO) /) { sub(/^OSKO (DEPOSIT FROM|PAYMENT TO) /, "", m); sub(/ REF .*$/, "", m) }
  else if (m ~ /SQUARE AUSTRALIA/) m = "Square (card customers)"
  else if (m ~ /GOLDFIELDS PLUMBING/) m = "Goldfields Plumbing Pty Ltd"
  else if (m ~ /^CASH DEPOSIT/) m = "Cash customers"
  else if (m ~ /AAMI CLAIMS/) m = "AAMI (Suncorp) claims"
  else if (m ~ /^BPAY PAYMENT AGL/) m = "AGL"
  else if (m ~ /^BPAY PAYMENT ALLIANZ/) m = "Allianz"
  else if (m ~ /^BPAY PAYMENT AUSTRALIANSUPER/) m = "AustralianSuper"
  else if (m ~ /^BPAY PAYMENT BIZCOVER/) m = "BizCover"
  else if (m ~ /^BPAY PAYMENT CENTRAL HIGHLANDS WATER/) m = "Central Highlands Water"
  else if (m ~ /^BPAY PAYMENT CITY OF BALLARAT/) m = "City of Ballarat"
  else if (m ~ /^BPAY PAYMENT TAX OFFICE/) m = "ATO"
  else if (m ~ /^BPAY PAYMENT VICROADS/) m = "VicRoads"
  else if (m ~ /HARTIGAN TOOLS/) m = "B Hartigan Tools (Snap-on dealer)"
  else if (m ~ /GOLDFIELDS TYRE/) m = "Goldfields Tyre Wholesale"
  else if (m ~ /KELBRO/) m = "Kelbro Nominees Pty Ltd"
  else if (m ~ /STURT ST ACCOUNTING/) m = "Sturt St Accounting"
  else m = "?" m
  return norm(m)
}
function isinc(i) { return cr[i] > 0 && nar[i] !~ /SARAH KOWAL|BRADLEY T HOLMES|^DIRECT CREDIT ATO|^VISA REFUND/ && !dup[i] }
function ishouse(i) { return isinc(i) && nar[i] ~ /^OSKO DEPOSIT FROM/ }
function isfuel(i) { return nar[i] ~ /^VISA PURCHASE (AMPOL|BP |7-ELEVEN|SHELL|UNITED PETROLEUM)/ }
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "FUEL") { if (!isfuel(i)) return 0 }
  else if (re == "DIESEL") { if (!isfuel(i) || dr[i] < 100) return 0 }
  else if (re == "UNL") { if (!isfuel(i) || dr[i] >= 100) return 0 }
  else if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc") return isinc(i)
  if (mode ~ /^(hinc|lh2|lnoref|lhre|lgt)$/) return ishouse(i)
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
  # the description holds no commas in this export; check the shape of every row
  N++; dt[N] = ymd($1); nar[N] = $2; dr[N] = $3 + 0; cr[N] = $4 + 0
  if (NF != 5 || $5 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
  # a deposit later refunded by "OSKO PAYMENT TO <same name> REF ...refund..." for the same amount is a duplicate
  for (i = 1; i <= N; i++) if (nar[i] ~ /^OSKO PAYMENT TO .* REF .*refund/) {
    who = nar[i]; sub(/^OSKO PAYMENT TO /, "", who); sub(/ REF .*$/, "", who)
    for (j = i + 1; j <= N; j++) if (cr[j] == dr[i] && index(nar[j], "OSKO DEPOSIT FROM " who) == 1) { dup[j] = 1; break }
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
      delete names; delete t2; delete n2
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        nm = name(nar[i])
        if (mode == "lh2") { n2[nm]++; continue }
        if (mode == "lnoref" && nar[i] ~ / REF /) continue
        if (mode == "lhre" && nar[i] !~ / REF .*[Rr][Ww][Cc]/) continue
        if (mode == "lgt" && !(cr[i] > post + 0)) continue
        names[nm] = 1
      }
      if (mode == "lh2") for (k in n2) if (n2[k] >= 2) names[k] = 1
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = ""; mn = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        amt = (mode == "out") ? dr[i] - cr[i] : cr[i]
        if (post ~ /^gt/ && !(amt > substr(post, 3) + 0)) continue
        if (post ~ /^ge/ && !(amt >= substr(post, 3) + 0)) continue
        if (post == "cnt" && mode == "out" && dr[i] == 0) continue
        sum += amt; cnt++; gross += dr[i]
        if (mx == "" || amt > mx) mx = amt
        if (mn == "" || amt < mn) mn = amt
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
      }
      got = c2(sum); gotn = cnt
      if (mode == "out" && c2(gross) != got) alt = c2(gross)
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
  nm2["mq2056"] = "Ampol|BP"; nm2["mq2057"] = "November|December"; nm2["mq2058"] = "Q3|Q4"
  nm2["mq2059"] = "W_Huang|J_A_Mackenzie"; nm2["mq2060"] = "Aldi|IGA"; nm2["mq2061"] = "Telstra|Aussie_Broadband"
  nm2["mq2062"] = "tyre_wholesaler|Burson"; nm2["mq2063"] = "Domino'"'"'s|Golden_City"; nm2["mq2064"] = "Sept_quarter|Dec_quarter"
  nm2["mq2065"] = "first_half|second_half"
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
