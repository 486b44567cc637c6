#!/usr/bin/env bash
# Second way for set heldout2 (dj2): recompute every figure / compare / count / list with awk straight from
# data/statement.csv (bank wording, Entered Date, signed Amount only; no labels.csv, no answers.py code).
# GST/BAS items (6 figures, 1 compare) and the write-off figure cannot come from bank wording (Stripe gross, business
# shares, GST-free parts, GST in each price): they are compared with the worksheet / tax summary printed by
# `python3 data/hand_worked.py`. python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on the GOOD SHEPHERD debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout2.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk 'BEGIN { FS = "\",\""; OFS = "\",\"" } !done && $3 ~ /GOOD SHEPHERD/ { $4 = sprintf("%.2f", $4 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
# spec: id;mode;from;to;regex;post;exclude-regex;alt
#  modes: inc (sales: credits that are not partner / Medicare / ATO / savings / card refund / bond, and the Osko
#         "deposit refund" out as a negative sale), out (value = -Amount over every matching row, so refunds net off),
#         in (credits only), gst (from = quarters, regex = worksheet field), wo (hand_worked P8-depreciation),
#         lists: linc (payers), lgt (payers with one credit over post), lrep (payers with 2+ credits),
#         lpay (internet-transfer payees), lfee (merchants of foreign-fee rows), lbond (bond payers)
#  post: sum dN (total / N) d52 (also / (365/7)) dn (per row) max min cnt ncnt (distinct payers) gtN (rows over N)
#  alt: "" | pos (money in only / money out only, refunds not netted) | another regex, same mode and post
GROC='(PURCHASE CARD 5520|EFTPOS PURCHASE) (ALDI|COLES [0-9]|IGA|WOOLWORTHS)'
FUEL='PURCHASE CARD 5520 (7-ELEVEN|AMPOL|BP GROVEDALE|COLES EXPRESS)'
TAKE='PURCHASE CARD 5520 (DOMINOS|MCDONALDS|PIZZA TRIO|UBER \*EATS|ZAMBREROS)'
cat > "$TMP/spec.txt" <<SPEC
dj2001;inc;20250701;20260630;.;sum;;pos
dj2002;inc;20250701;20260630;BARWON ESTATE;sum;;
dj2003;inc;20260101;20260630;BARWON ESTATE;sum;;
dj2004;inc;20251001;20251231;STRIPE;sum;;
dj2005;inc;20260101;20260331;.;sum;;
dj2006;inc;20251001;20251031;.;sum;;
dj2007;inc;20251225;20260630;.;sum;;
dj2008;inc;20250701;20260630;GEELONG DJ CO;sum;;
dj2009;inc;20250701;20260630;WAURN PONDS COLLEGE;sum;;
dj2010;inc;20250701;20260630;CITY OF GREATER GEEL;sum;;
dj2011;inc;20250701;20260630;BARWON ESTATE;dn;;
dj2012;inc;20250701;20260630;.;max;;
dj2013;inc;20250701;20260630;^(OSKO|DIRECT) CREDIT;min;;
dj2014;inc;20250701;20260630;.;d12;;pos
dj2015;inc;20250701;20251231;.;sum;;pos
dj2016;inc;20260301;20260515;.;sum;;
dj2017;inc;20260401;20260630;.;sum;BARWON ESTATE|STRIPE;
dj2018;in;20250701;20260630;HANNAH LEARY;sum;;
dj2019;in;20250701;20260630;MEDICARE;sum;;
dj2020;inc;20251101;20251130;^OSKO CREDIT;sum;;
dj2021;out;20250701;20260630;HARCOURTS GEELONG RENT;sum;;
dj2022;out;20250701;20251231;GOODSTART;sum;;
dj2023;out;20260101;20260331;$GROC;sum;;
dj2024;out;20250701;20260630;$GROC;d52;;
dj2025;out;20250701;20260630;$FUEL;sum;;
dj2026;out;20251225;20260630;PURCHASE CARD 5520 7-ELEVEN;sum;;
dj2027;out;20251201;20251231;$TAKE;sum;;
dj2028;out;20250701;20260630;DOMINOS;sum;;
dj2029;out;20250701;20260630;PURCHASE CARD 5520 (DJCITY|BPMSUPREME);sum;;(DJCITY|BPMSUPREME)
dj2030;out;20250701;20260630;^FOREIGN TRANSACTION FEE;sum;;
dj2031;out;20250701;20260630;PURCHASE CARD 5520 FACEBK;sum;;
dj2032;out;20250701;20260630;CORIO AV HIRE;sum;;
dj2033;out;20250701;20260630;JAKE MORROW;sum;;
dj2034;out;20250701;20260630;STORE DJ;sum;;
dj2035;out;20250701;20260630;JAYCAR;sum;;pos
dj2036;out;20250701;20260630;TELSTRA|SUPERLOOP;sum;;
dj2037;out;20250701;20260630;POWERSHOP;dn;;
dj2038;out;20250701;20260630;^BPAY ATO;sum;;^(BPAY ATO|DIRECT CREDIT ATO)
dj2039;out;20250701;20260630;^TRANSFER TO 21749902;sum;;S2 SAVINGS
dj2040;out;20250701;20260630;BPAY VICROADS|RACV INSURANCE|GEELONG KIA;sum;;
dj2041;out;20250701;20260630;.;max;S2 SAVINGS|^BPAY (ATO|HOSTPLUS);
dj2042;out;20250701;20260630;$GROC;max;;
dj2043;out;20260501;20260531;.;sum;HARCOURTS GEELONG RENT|S2 SAVINGS|^(OSKO|DIRECT) CREDIT|^VISA REFUND;
dj2044;out;20250701;20260630;BUNNINGS|JB HI-FI|OFFICEWORKS;sum;;
dj2045;out;20250701;20260630;BPAY HOSTPLUS;sum;;
dj2046;out;20250701;20260630;GOOD SHEPHERD;sum;;
dj2047;out;20250701;20260630;PAKINGTON ST ACCTG;sum;;
dj2048;out;20250701;20260630;STAGECOVER;sum;;
dj2049;gst;Q1;;G1;;;
dj2050;gst;Q2;;1A;;;
dj2051;gst;Q3;;1B;;;
dj2052;gst;Q4;;net;;;
dj2053;gst;Q1+Q2+Q3+Q4;;G10;;;
dj2054;gst;Q1;;G14;;;
dj2055;wo;20250701;20260630;BAYSIDE PRO AUDIO|STORE DJ;gt1000;;
dj2056a;inc;20250701;20260630;BARWON ESTATE;sum;;
dj2056b;inc;20250701;20260630;BELLARINE EVENT;sum;;
dj2057a;inc;20251001;20251231;.;sum;;
dj2057b;inc;20260101;20260331;.;sum;;
dj2058a;out;20250701;20260630;DOMINOS;sum;;
dj2058b;out;20250701;20260630;ZAMBREROS;sum;;
dj2059a;out;20250701;20260630;TELSTRA;sum;;
dj2059b;out;20250701;20260630;SUPERLOOP;sum;;
dj2060a;out;20250701;20260630;PURCHASE CARD 5520 DJCITY;sum;;
dj2060b;out;20250701;20260630;PURCHASE CARD 5520 SERATO;sum;;
dj2061a;out;20250701;20260630;ALDI;sum;;
dj2061b;out;20250701;20260630;WOOLWORTHS;sum;;
dj2062a;gst;Q2;;1A;;;
dj2062b;gst;Q3;;1A;;;
dj2063a;out;20250701;20251231;$TAKE;sum;;
dj2063b;out;20260101;20260630;$TAKE;sum;;
dj2064a;inc;20260101;20260331;STRIPE;sum;;
dj2064b;inc;20260401;20260630;STRIPE;sum;;
dj2065a;out;20250701;20260630;7-ELEVEN;sum;;
dj2065b;out;20250701;20260630;COLES EXPRESS;sum;;
dj2066;inc;20250701;20260630;STRIPE;cnt;;
dj2067;out;20250701;20260630;JAKE MORROW;cnt;;
dj2068;inc;20250701;20260630;BARWON ESTATE;gt3500;;
dj2069;inc;20260401;20260630;^(OSKO|DIRECT) CREDIT;ncnt;;
dj2070;out;20251225;20260630;DOMINOS;cnt;;
dj2071;out;20250701;20250930;$GROC;cnt;;
dj2072;out;20250701;20260630;^OSKO PAYMENT TO .*bond refund;cnt;;
dj2073;inc;20260201;20260228;^(OSKO|DIRECT) CREDIT;cnt;;
dj2074;linc;20260601;20260630;.;;;
dj2075;lgt;20250701;20260630;.;2500;;
dj2076;lrep;20250701;20260630;.;;;
dj2077;lpay;20250701;20260630;^INTERNET TRANSFER TO;;;
dj2078;lfee;20250701;20260630;^FOREIGN TRANSACTION FEE;;;
dj2079;lbond;20250701;20260630;^OSKO CREDIT .* bond\$;;;
dj2080;linc;20260301;20260315;.;;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p, mo) { split(d, p, " "); mo = (index("JanFebMarAprMayJunJulAugSepOctNovDec", p[2]) + 2) / 3; return p[3] sprintf("%02d", mo) p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function payer(n,  m, k, t, nt, out) {   # who paid, from the bank wording of a credit / the refund
  if (n ~ /^DIRECT CREDIT STRIPE/) return "Stripe (card deposits)"
  for (k in CO) if (index(n, k) > 0) return CO[k]
  m = n; sub(/^(OSKO CREDIT|DIRECT CREDIT|OSKO PAYMENT TO) /, "", m); sub(/ Ref: .*$/, "", m)
  nt = split(m, t, " "); out = ""
  for (k = 1; k <= nt; k++) { if (t[k] !~ /^[A-Z]+$/ || t[k] == "DJ" || t[k] == "PA") break; out = out (out == "" ? "" : " ") t[k] }
  if (out == "KAYLA M FENWICK") out = "KAYLA FENWICK"
  return out
}
function payee(n,  m, k) { for (k in PY) if (index(n, k) > 0) return PY[k]; return "?" n }
function feem(n,  k) { for (k in FM) if (index(n, k) > 0) return FM[k]; return "?" n }
function isinc(i) {
  if (am[i] < 0) return nar[i] ~ /^OSKO PAYMENT TO .* Ref: deposit refund/
  return nar[i] !~ /HANNAH LEARY|MEDICARE|^DIRECT CREDIT ATO|^TRANSFER FROM|^VISA REFUND| bond$/
}
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi || nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc" || mode == "lgt" || mode == "lrep") return isinc(i)
  if (mode == "in" || mode == "lbond") return am[i] > 0
  return 1
}
function val(i, mode) { return (mode == "out" || mode == "wo") ? -am[i] : am[i] }
function sortjoin(arr,  k, n, i, j, t, a, s) {
  n = 0; for (k in arr) a[++n] = k
  for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
  s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") a[i]
  return s == "" ? "-" : s
}
# total over a selection; pos = 1 keeps only money in (inc/in) or money out (out); sets G_n, G_mx, G_mn, G_nn
function run(mode, lo, hi, re, ex, post, pos,  i, v, sum, nm) {
  sum = 0; G_n = 0; G_mx = ""; G_mn = ""; G_nn = 0; delete seen
  for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
    v = val(i, mode)
    if (pos && v < 0) continue
    if (post ~ /^gt/ && !(v > substr(post, 3) + 0)) continue
    sum += v; G_n++
    if (G_mx == "" || v > G_mx) G_mx = v
    if (G_mn == "" || v < G_mn) G_mn = v
    nm = norm(payer(nar[i])); if (!(nm in seen)) { seen[nm] = 1; G_nn++ }
  }
  if (post ~ /^d[0-9]+$/) return sum / substr(post, 2)
  if (post == "dn") return sum / G_n
  if (post == "max") return G_mx
  if (post == "min") return G_mn
  return sum
}
BEGIN {
  CO["BARWON ESTATE EVENTS"] = "Barwon Estate Events Pty Ltd"; CO["BELLARINE EVENT CO P"] = "Bellarine Event Co Pty Ltd"
  CO["CITY OF GREATER GEEL"] = "City of Greater Geelong"; CO["DEAKIN UNI STUDENT A"] = "Deakin University Student Association"
  CO["GEELONG CEMENT WORKS"] = "Geelong Cement Works Pty Ltd"; CO["CORIO PLUMBING SUPPL"] = "Corio Plumbing Supplies"
  CO["SURF COAST CIVIL PTY"] = "Surf Coast Civil Pty Ltd"; CO["TORQUAY FOOTBALL NET"] = "Torquay Football Netball Club"
  CO["WAURN PONDS COLLEGE"] = "Waurn Ponds College"; CO["GEELONG DJ CO PTY LT"] = "Geelong DJ Co Pty Ltd"
  PY["CORIO AV HIRE"] = "Corio AV Hire Pty Ltd"; PY["GC STAGE AUDIO HIRE"] = "GC Stage & Audio Hire"
  PY["PAKINGTON ST ACCTG"] = "Pakington St Accounting"; PY["BAYSIDE PRO AUDIO"] = "Bayside Pro Audio Pty Ltd"
  PY["BARWON ESTATE EVENTS"] = "Barwon Estate Events Pty Ltd"
  FM["SPLICE.COM"] = "Splice (samples)"; FM["SERATO.COM"] = "Serato (DJ software)"; FM["DJCITY.COM"] = "DJcity (record pool)"
  FM["FACEBK *ADS"] = "Meta (Facebook/Instagram ads)"; FM["BPMSUPREME.COM"] = "BPM Supreme (record pool, annual)"
  FS = "\",\""
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = "" }
    if (line ~ /^ *P8-depreciation /) { split(line, p, " "); hwdep = p[2] }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, ""); sub(/^"/, ""); sub(/"$/, "")
  N++; dt[N] = ymd($1); nar[N] = $3; am[N] = $4 + 0
  if (NF != 5 || $4 !~ /^-?[0-9]+\.[0-9][0-9]$/ || dt[N] !~ /^20[0-9][0-9][01][0-9][0-3][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; ex = s[7]; alts = s[8]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""; note = ""
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
      note = " (hand_worked.py worksheet, not bank wording)"
    } else if (mode == "wo") {
      run("wo", lo, hi, re, ex, post, 0); got = c2(hwdep); gotn = G_n
      note = " (amount: hand_worked.py P8-depreciation; rows: bank debits over 1,000 at Bayside / Store DJ)"
    } else if (mode ~ /^l/) {
      delete names; delete n2
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        if (mode == "lpay") { names[norm(payee(nar[i]))] = 1; continue }
        if (mode == "lfee") { names[norm(feem(nar[i]))] = 1; continue }
        if (am[i] <= 0) continue
        nm = norm(payer(nar[i]))
        if (mode == "lrep") { n2[nm]++; continue }
        if (mode == "lgt" && !(am[i] > post + 0)) continue
        names[nm] = 1
      }
      if (mode == "lrep") for (k in n2) if (n2[k] >= 2) names[k] = 1
      got = sortjoin(names)
    } else {
      v = run(mode, lo, hi, re, ex, post, (post == "cnt" || post == "ncnt" || post ~ /^gt/ || post == "min") && mode == "inc")
      got = c2(v); gotn = (post == "max" || post == "min") ? 1 : G_n
      if (post == "cnt" || post ~ /^gt/) { got = G_n; gotn = "" }
      if (post == "ncnt") { got = G_nn; gotn = "" }
      if (post == "d52") alt = c2(v * 52 / (365 / 7))
      if (alts == "pos") { a = c2(run(mode, lo, hi, re, ex, post, 1)); if (a != got) alt = a }
      else if (alts != "") { a = c2(run(mode, lo, hi, alts, ex, post, 0)); if (a != got) alt = a }
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
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, note
  }
  nm2["dj2056"] = "Barwon_Estate|Bellarine_Event_Co"; nm2["dj2057"] = "Oct-Dec|Jan-Mar"; nm2["dj2058"] = "Domino'"'"'s|Zambrero"
  nm2["dj2059"] = "Telstra|Superloop"; nm2["dj2060"] = "DJcity|Serato"; nm2["dj2061"] = "Aldi|Woolworths"
  nm2["dj2062"] = "Dec_quarter|March_quarter"; nm2["dj2063"] = "first_half|second_half"; nm2["dj2064"] = "Jan-Mar|Apr-Jun"
  nm2["dj2065"] = "7-Eleven|Coles_Express"
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
