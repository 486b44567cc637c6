#!/usr/bin/env bash
# Second way for set heldout2 (vq2): recompute every answerable non-GST item with awk straight from data/statement.csv
# (bank wording, dates, amounts only; no labels.csv, no answers.py code). GST items: compared with the worksheet
# printed by `python3 data/hand_worked.py`. python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on one BOTTLEMART debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data; JSON=assistant_questions_heldout2.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F'"' -v OFS='"' '!done && $4 ~ /BOTTLEMART/ { $2 = sprintf("%.2f", $2 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#  modes: inc (income from bank wording), in (any credit), out (money out net of credits in the same rows),
#         dout (debits only), gst (from = quarters, regex = worksheet field), linc / lout lists of names
#  post: sum dN d52 dn max min cnt gtN
cat > "$TMP/spec.txt" <<'SPEC'
vq2001;inc;20250701;20260630;KUNANYI;sum;
vq2002;inc;20260101;20260331;STRIPE;sum;
vq2003;inc;20250701;20260630;PAYPAL;sum;
vq2004;inc;20250701;20260630;WISE AUSTRALIA;sum;
vq2005;inc;20251001;20251031;.;sum;
vq2006;inc;20250701;20260630;^(Fast Transfer From|Transfer from|Transfer To Hannah Lowe);sumpos;
vq2007;inc;20250701;20260630; INV10;sum;
vq2008;inc;20250701;20260630;SALAMANCA LAW;sum;
vq2009;inc;20250701;20260630;HUON VALLEY;sum;
vq2010;inc;20250701;20260630;STRIPE;max;
vq2011;inc;20250701;20260630;PAYPAL;min;
vq2012;inc;20250701;20260630;PAYPAL;d12;
vq2013;inc;20260101;20260630;.;sum;
vq2014;inc;20260425;20260630;.;sum;
vq2015;inc;20250701;20260630;PAYPAL|WISE AUSTRALIA;sum;
vq2016;inc;20250701;20260630;.;sum;STRIPE
vq2017;inc;20250701;20260630;.;max;
vq2018;inc;20250701;20260630;PATEL;sum;
vq2019;inc;20250701;20260630;Marchetti;sum;
vq2020;in;20250701;20260630;^Transfer from xx7310;sum;
vq2021;in;20250801;20250831;^Direct Credit [0-9]+ ATO ;sum;
vq2022;in;20250701;20260630;LUCY TRAN|S ONEIL;sum;
vq2023;out;20250701;20260630;^(BP |AMPOL|7-ELEVEN|UNITED PETROLEUM);sum;
vq2024;out;20250701;20260630;^(BP |AMPOL|7-ELEVEN|UNITED PETROLEUM);dn;
vq2025;out;20250701;20260630;^BP LENAH;sum;
vq2026;out;20250701;20260630;^(ULTRA TUNE|BOB JANE);sum;
vq2027;out;20250701;20260630;^EASYPARK;sum;
vq2028;out;20250701;20260630;^Transfer To Jack Murray;sum;
vq2029;out;20250701;20260630;^ADOBE;sum;
vq2030;out;20250701;20260630;^DROPBOX;sum;
vq2031;out;20250701;20260630;^International Transaction Fee;sum;
vq2032;out;20250701;20260630;^(ADOBE|DROPBOX|ARTLIST)|Direct Debit .*XERO;sum;
vq2033;out;20250701;20260630;^FACEBK;sum;
vq2034;out;20250701;20260630;^SOUTHERN LIGHT;sum;
vq2035;out;20250701;20260630;^Transfer To Elm Property;sum;
vq2036;out;20250701;20260630;^Transfer To Elm Property;d12;
vq2037;out;20251001;20251231;^(ALDI|COLES|HILL STREET GROCER|WOOLWORTHS);sum;
vq2038;out;20250701;20260630;^WOOLWORTHS;d52;
vq2039;out;20250701;20260630;PILGRIM;sum;
vq2040;out;20250701;20260630;^(UBER \*EATS|MENULOG);sum;
vq2041;out;20250701;20260630;^(NETFLIX|Spotify);sum;
vq2042;out;20250701;20260630;^Direct Debit .*ANYTIME;sum;
vq2043;out;20250701;20260630;^Direct Debit .*TELSTRA;sum;
vq2044;out;20250701;20260630;^AURORA;sum;
vq2045;out;20250701;20260630;^AUSTRALIANSUPER;sum;
vq2046;dout;20250701;20260630;^TAX OFFICE PAYMENTS;sum;
vq2047;out;20250701;20260630;CAMERAPRO|DIGIDIRECT|JB HI-FI|^Transfer To M Kowalski;sum;
vq2048;dout;20250701;20260630;^Transfer to xx7310;sum;
vq2049;out;20250701;20260630;^ATM withdrawal;sum;
vq2050;out;20250701;20260630;^(PEPPERS SILO|STILLWATER);sum;
vq2051;out;20250701;20260630;^BOTTLEMART;sum;
vq2052;dout;20250701;20260630;.;max;
vq2053;gst;Q1+Q2+Q3+Q4;;1A;;
vq2054;gst;Q2;;1B;;
vq2055;gst;Q4;;net;;
vq2056a;out;20250701;20260630;^BP LENAH;sum;
vq2056b;out;20250701;20260630;^7-ELEVEN;sum;
vq2057a;inc;20250701;20250930;STRIPE;sum;
vq2057b;inc;20251001;20251231;STRIPE;sum;
vq2058a;inc;20250701;20260630;PAYPAL;sum;
vq2058b;inc;20250701;20260630;WISE AUSTRALIA;sum;
vq2059a;out;20250701;20260630;^ADOBE;sum;
vq2059b;out;20250701;20260630;^DROPBOX;sum;
vq2060a;out;20250701;20260630;^UBER \*EATS;sum;
vq2060b;out;20250701;20260630;^MENULOG;sum;
vq2061a;inc;20250701;20251231;.;sum;
vq2061b;inc;20260101;20260630;.;sum;
vq2062a;out;20250701;20260630;^WOOLWORTHS;sum;
vq2062b;out;20250701;20260630;^COLES;sum;
vq2063a;out;20250701;20260630;^Direct Debit .*TELSTRA;sum;
vq2063b;out;20250701;20260630;^Direct Debit .*Aussie Broadband;sum;
vq2064a;gst;Q3;;net;;
vq2064b;gst;Q4;;net;;
vq2065a;inc;20250701;20260630;KUNANYI;sum;
vq2065b;inc;20250701;20260630;HUON VALLEY;sum;
vq2066;inc;20250701;20260630;STRIPE;cnt;
vq2067;out;20250701;20260630;^International Transaction Fee;cnt;
vq2068;out;20250701;20260630;^(BP |AMPOL|7-ELEVEN|UNITED PETROLEUM);cnt;
vq2069;out;20250701;20260630;^Transfer To Jack Murray;cnt;
vq2070;inc;20250701;20260630;PAYPAL;gt500;
vq2071;out;20250701;20260630;^UBER \*EATS;cnt;
vq2072;inc;20250701;20260630; INV10;cnt;
vq2073;dout;20250701;20260630;^Transfer to xx7310;cnt;
vq2074;linc;20250701;20260630; INV10;;
vq2075;linc;20260101;20260331;^(Fast Transfer From|Transfer from|Transfer To Hannah Lowe);;
vq2076;linc;20260501;20260531;.;;
vq2077;lout;20250701;20260630;^(BP |AMPOL|7-ELEVEN|UNITED PETROLEUM);;
vq2078;lout;20250701;20260630;NetBank BPAY;;
vq2079;lout;20250701;20260630;^Transfer To ;;
vq2080;linc;20250701;20260630;.;gt3000;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / payee from the bank wording
  if (n ~ /KUNANYI/) m = "Kunanyi Coastal Resorts Pty Ltd"
  else if (n ~ /SALAMANCA LAW/) m = "Salamanca Law Partners"
  else if (n ~ /HUON VALLEY/) m = "Huon Valley Cider Co Pty Ltd"
  else if (n ~ /TAS DEPT OF EDUCATI/) m = "Department for Education, Children and Young People (Tas)"
  else if (n ~ /DERWENT ARTS/) m = "Derwent Arts Festival Inc"
  else if (n ~ /STRIPE/) m = "Stripe (card payments)"
  else if (n ~ /PAYPAL/) m = "Pond5 Inc (via PayPal)"
  else if (n ~ /WISE AUSTRALIA/) m = "Brightwater Travel Media LLC (US)"
  else if (n ~ /WHITTAKER/) m = "Bec & Mia Whittaker"
  else if (n ~ /E J WILSON/) m = "Emma Wilson & Josh Hart"
  else if (n ~ /HANNAH LOWE|Hannah Lowe/) m = "Hannah Lowe & Ben Carter"
  else if (n ~ /MCKENZIE A/) m = "Amy McKenzie & Tom Reid"
  else if (n ~ /NGUYEN T/) m = "Thu & Hung Nguyen"
  else if (n ~ /O DONNELL L/) m = "Liam O Donnell & Kate Bryce"
  else if (n ~ /Chloe Marchetti/) m = "Chloe & Dan Marchetti"
  else if (n ~ /Kowalczyk/) m = "Julia Kowalczyk & Sam Ito"
  else if (n ~ /PATEL/) m = "Rohan & Sienna Patel"
  else if (n ~ /^BP /) m = "BP"
  else if (n ~ /^AMPOL/) m = "Ampol"
  else if (n ~ /^7-ELEVEN/) m = "7-Eleven"
  else if (n ~ /^UNITED PETROLEUM/) m = "United"
  else if (n ~ /^AURORA/) m = "Aurora Energy"
  else if (n ~ /^AUSTRALIANSUPER/) m = "AustralianSuper"
  else if (n ~ /^BIZCOVER/) m = "BizCover"
  else if (n ~ /^TAX OFFICE/) m = "ATO"
  else if (n ~ /^Transfer To Elm Property/) m = "Elm Property Management"
  else if (n ~ /^Transfer To Jack Murray/) m = "Jack Murray"
  else if (n ~ /^Transfer To M Kowalski/) m = "M Kowalski (private seller)"
  else if (n ~ /^Transfer To Derwent Tax/) m = "Derwent Tax Partners"
  else m = "?" n
  return norm(m)
}
# income from the wording: every credit except the ATO, Medicare, friends paying back, the saver and store refunds,
# plus the deposit refund paid to a couple (a negative sale)
function isinc(i) { return (amt[i] > 0 && nar[i] !~ /^Direct Credit [0-9]+ ATO |MEDICARE|LUCY TRAN|S ONEIL|xx7310|^REFUND /) || nar[i] ~ /deposit refund/ }
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc") return isinc(i)
  if (mode == "in") return amt[i] > 0
  if (mode == "dout") return amt[i] < 0
  return 1
}
function sortjoin(arr,  k, n, i, j, t, a, s) {
  n = 0; for (k in arr) a[++n] = k
  for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
  s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") a[i]
  return s == "" ? "-" : s
}
BEGIN {
  FS = "\""
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = "" }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
{
  sub(/\r$/, "")
  N++; d0 = $1; sub(/,$/, "", d0); dt[N] = ymd(d0); amt[N] = $2 + 0; nar[N] = $4
  if (NF != 7 || $2 !~ /^[-+][0-9]+\.[0-9][0-9]$/ || d0 !~ /^[0-9][0-9]\/[0-9][0-9]\/20[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
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
        if (post ~ /^gt/ && !(amt[i] > substr(post, 3) + 0)) continue
        names[name(nar[i])] = 1
      }
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; pos = 0; cnt = 0; mx = ""; mn = ""
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        a = (mode == "out" || mode == "dout") ? -amt[i] : amt[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        sum += a; cnt++; if (a > 0) pos += a
        if (mode == "out" && amt[i] < 0) gross += -amt[i]
        if (mx == "" || a > mx) mx = a
        if (mn == "" || a < mn) mn = a
      }
      got = c2(sum); gotn = cnt
      if (mode == "out" && c2(gross) != got) alt = c2(gross)
      if (post == "sumpos" && c2(pos) != got) alt = c2(pos)
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
  nm2["vq2056"] = "BP|7-Eleven"; nm2["vq2057"] = "Sept_quarter|Dec_quarter"; nm2["vq2058"] = "Pond5|Brightwater"
  nm2["vq2059"] = "Adobe|Dropbox"; nm2["vq2060"] = "Uber_Eats|Menulog"; nm2["vq2061"] = "first_half|second_half"
  nm2["vq2062"] = "Woolworths|Coles"; nm2["vq2063"] = "Telstra|Aussie_Broadband"; nm2["vq2064"] = "March_quarter|June_quarter"
  nm2["vq2065"] = "Kunanyi|Huon_Valley_Cider"
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
