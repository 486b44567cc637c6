#!/usr/bin/env bash
# Second way for set heldout (cv): recompute every answerable non-GST item with awk straight from data/statement.csv
# (bank wording, dates, Debit / Credit only; no labels.csv, no answers.py code). The 5 GST/BAS figures and the
# 1A compare are compared with the worksheet printed by `python3 data/hand_worked.py`.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on one ELGAS debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $4 ~ /^ELGAS/ { $6 = sprintf("%.2f", $6 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#  modes: inc (sales credits), hinc (sales other than Zeller / cash), out (debit - credit), in (any credit), gst,
#         lists: linc (payers), lh (payers other than Zeller / cash), lgt (those with one row over post), lout (payees)
#  regex DIESEL = servo rows of 90.00 or more (van fills 93.39-142.29); UNL = under 90 (Subaru 48.66-83.62)
MEALS='DOMINOS|FISH FRENZY|MACHINE LAUNDRY|UBER .EATS'
cat > "$TMP/spec.txt" <<SPEC
cv001;inc;20250701;20260630;^ZELLER;sum;
cv002;inc;20250801;20250831;^ZELLER;sum;
cv003;inc;20250701;20260630;^BANK@POST;sum;
cv004;inc;20250701;20260630;BRIGGS|OYELARAN|NGATA;sum;
cv005;inc;20250701;20260630;SALTWATER|DERWENT LEGAL|KUNANYI|TASMAN RURAL;sum;
cv006;inc;20250701;20260630;SALTWATER;sum;
cv007;inc;20250701;20260630;KUNANYI;sum;
cv008;inc;20260101;20260331;.;sum;
cv009;inc;20251201;20251231;.;sum;
cv010;inc;20250701;20260630;.;sum;^ZELLER
cv011;inc;20250701;20260630;^ZELLER;max;
cv012;inc;20250701;20260630;^ZELLER;min;
cv013;inc;20250701;20260630;^ZELLER;dn;
cv014;inc;20250701;20260630;.;d12;
cv015;inc;20250701;20251231;.;sum;
cv016;inc;20250701;20260630;BRIGGS;sum;
cv017;inc;20250701;20260630;DERWENT LEGAL;sum;
cv018;in;20250701;20260630;TOM FERRIS;sum;
cv019;in;20250701;20260630;^DIRECT CREDIT ATO;sum;
cv020;out;20250701;20260630;HUON FRESH;sum;
cv021;out;20250701;20260630;HUON FRESH;d52;
cv022;out;20250701;20260630;DERWENT VALLEY ROAST;sum;
cv023;out;20251001;20251231;DERWENT VALLEY ROAST;sum;
cv024;out;20250701;20260630;LENAH;sum;
cv025;out;20250701;20260630;BIDFOOD;net;
cv026;out;20250701;20260630;DIESEL;sum;
cv027;out;20250701;20260630;UNL;sum;
cv028;out;20250701;20260630;DIESEL;dn;
cv029;out;20250701;20260630;^ELGAS;sum;
cv030;out;20250701;20260630;CITY OF HOBART|FARM GATE|UNIVERSITY OF TAS;sum;456364728
cv031;out;20250701;20260630;FARM GATE;sum;
cv032;out;20250701;20260630;CITY OF HOBART;sum;456364728
cv033;out;20250701;20260630;UNIVERSITY OF TAS;sum;
cv034;out;20250701;20260630;TRANSPORT TASMANIA|BPAY QBE;sum;
cv035;out;20250701;20260630;HOBART MERCEDES|TYREPOWER;sum;
cv036;out;20250701;20260630;CAFE TECH;sum;
cv037;out;20250701;20260630;ESPRESSO MECHANICS;sum;
cv038;out;20250701;20260630;QUEUEPOP|^FOREIGN TRANSACTION FEE;sum;
cv039;out;20250701;20260630;^FOREIGN TRANSACTION FEE;sum;
cv040;out;20250701;20260630;^CANVA|^GOOGLE WORKSPACE|^QUEUEPOP;sum;
cv041;out;20250701;20260630;TELSTRA;sum;
cv042;out;20250701;20260630;AURORA;sum;
cv043;out;20250701;20260630;^NETFLIX|^STAN\\.COM;sum;
cv044;out;20250701;20260630;REF RENT;sum;
cv045;out;20250701;20260630;HERO SAVER;sum;
cv046;out;20250701;20260630;^BPAY ATO;sum;
cv047;out;20250701;20260630;$MEALS;sum;
cv048;out;20250701;20260630;^COLES|^HILL STREET;sum;
cv049;out;20250701;20260630;^CHEMIST|CITY DOCTORS|DENTAL;sum;
cv050;out;20250701;20260630;^DYMOCKS|^FLOWERS BY JULIE|^MYER;sum;
cv051;gst;Q1+Q2+Q3+Q4;;1A;;
cv052;gst;Q2;;1B;;
cv053;gst;Q4;;net;;
cv054;gst;Q1+Q2+Q3+Q4;;G3;;
cv055;gst;Q1;;G1;;
cv056a;out;20250701;20260630;FARM GATE;sum;
cv056b;out;20250701;20260630;UNIVERSITY OF TAS;sum;
cv057a;inc;20251101;20251130;.;sum;
cv057b;inc;20251201;20251231;.;sum;
cv058a;inc;20250701;20250930;^ZELLER;sum;
cv058b;inc;20260101;20260331;^ZELLER;sum;
cv059a;inc;20250701;20260630;SALTWATER;sum;
cv059b;inc;20250701;20260630;KUNANYI;sum;
cv060a;out;20250701;20260630;HUON FRESH;sum;
cv060b;out;20250701;20260630;DERWENT VALLEY ROAST;sum;
cv061a;out;20250701;20260630;TELSTRA;sum;
cv061b;out;20250701;20260630;LAUNTEL;sum;
cv062a;out;20250701;20260630;^AMPOL;sum;
cv062b;out;20250701;20260630;^UNITED PETROLEUM;sum;
cv063a;out;20250701;20260630;^COLES;sum;
cv063b;out;20250701;20260630;^HILL STREET;sum;
cv064a;gst;Q1;;1A;;
cv064b;gst;Q4;;1A;;
cv065a;inc;20250701;20251231;^BANK@POST;sum;
cv065b;inc;20260101;20260630;^BANK@POST;sum;
cv066;inc;20250701;20260630;^ZELLER;cnt;
cv067;out;20250701;20260630;DIESEL;cnt;
cv068;out;20250701;20260630;^ELGAS;cnt;
cv069;inc;20250701;20260630;^BANK@POST;cnt;
cv070;inc;20250701;20260630;^ZELLER;gt1500;
cv071;out;20250701;20260630;$MEALS;cnt;
cv072;inc;20260301;20260331;.;cnt;
cv073;out;20250701;20260630;LENAH;cnt;
cv074;lh;20250701;20260630;^DIRECT CREDIT;;
cv075;lh;20250701;20260630;^TFR FROM;;
cv076;lgt;20250701;20260630;.;1500;
cv077;lh;20250701;20250930;.;;
cv078;lout;20250701;20260630;^OSKO PAYMENT TO;;
cv079;linc;20260601;20260630;.;;
cv080;lout;20250701;20260630;$MEALS;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(m) {   # payer / payee from the bank wording
  if (m ~ /^ZELLER/) m = "Zeller (card customers)"
  else if (m ~ /^BANK@POST/) m = "Cash customers"
  else if (m ~ /BRIGGS/) m = "Chloe Briggs"
  else if (m ~ /OYELARAN/) m = "Mariam Oyelaran"
  else if (m ~ /NGATA/) m = "T Ngata & L Ross"
  else if (m ~ /HALLORAN/) m = "J P Halloran"
  else if (m ~ /SALTWATER/) m = "Saltwater Architects Pty Ltd"
  else if (m ~ /DERWENT LEGAL/) m = "Derwent Legal Pty Ltd"
  else if (m ~ /KUNANYI/) m = "Kunanyi Events Co"
  else if (m ~ /TASMAN RURAL/) m = "Tasman Rural Health Network"
  else if (m ~ /DERWENT VALLEY ROAST/) m = "Derwent Valley Roasting Co"
  else if (m ~ /LENAH/) m = "Lenah Bakehouse"
  else if (m ~ /ESPRESSO MECHANICS/) m = "Espresso Mechanics Pty Ltd"
  else if (m ~ /ELIZABETH ST ACCOUNTANTS/) m = "Elizabeth St Accountants"
  else if (m ~ /^DOMINOS/) m = "Dominos"
  else if (m ~ /^FISH FRENZY/) m = "Fish Frenzy"
  else if (m ~ /^MACHINE LAUNDRY/) m = "Machine Laundry Cafe"
  else if (m ~ /^UBER \*EATS/) m = "Uber Eats"
  else m = "?" m
  return norm(m)
}
function isinc(i) { return cr[i] > 0 && nar[i] !~ /TOM FERRIS|^DIRECT CREDIT ATO|REFUND Card|BIDFOOD HOBART REV/ }
function ishouse(i) { return isinc(i) && nar[i] !~ /^ZELLER|^BANK@POST/ }
function isfuel(i) { return nar[i] ~ /^(AMPOL|BP |PUMA ENERGY|UNITED PETROLEUM)/ }
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "DIESEL") { if (!isfuel(i) || dr[i] < 90) return 0 }
  else if (re == "UNL") { if (!isfuel(i) || dr[i] >= 90) return 0 }
  else if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc") return isinc(i)
  if (mode == "lh" || mode == "lgt") return ishouse(i)
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
  N++; dt[N] = ymd($3); nar[N] = $4; dr[N] = -($6 + 0); cr[N] = $7 + 0
  if (NF != 9 || ($6 == "") == ($7 == "")) { print "BAD ROW " NR; bad++ }
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
        if (mode == "lgt" && !(cr[i] > post + 0)) continue
        names[name(nar[i])] = 1
      }
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = ""; mn = ""
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        amt = (mode == "out") ? dr[i] - cr[i] : cr[i]
        if (post ~ /^gt/ && !(amt > substr(post, 3) + 0)) continue
        sum += amt; cnt++; gross += dr[i]
        if (mx == "" || amt > mx) mx = amt
        if (mn == "" || amt < mn) mn = amt
      }
      got = c2(sum); gotn = cnt
      if (mode == "out" && post == "sum" && c2(gross) != got) alt = c2(gross)
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
    } else { want = (part == "a") ? e[3] : e[4]; have = got; cmpv[base, part] = got + 0; cmpe[base] = e[5] }
    checked++
    status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, (mode == "gst" ? " (from hand_worked.py worksheet, not bank wording)" : "")
  }
  printf "%d check lines, %d differences, %d bad rows\n", checked, diffs, bad + 0
  exit (diffs > 0 || bad > 0) ? 1 : 0
}' "$STMT" > "$OUT"
rc=$?
tail -1 "$OUT"
[ "${1:-}" = "--selftest" ] && { grep DIFF "$OUT"; n=$(grep -c '^DIFF' "$OUT"); [ "$n" = 1 ] && { echo "selftest: exactly 1 difference, caught"; exit 0; } || { echo "selftest FAILED ($n)"; exit 1; }; }
exit $rc
