#!/usr/bin/env bash
# Second way for set heldout3 (trq): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording, dates, Debit / Credit only; no labels.csv, no answers.py code).
# The 5 GST/BAS figures and the 1B compare are not bank arithmetic (business shares, GST-free parts); their amounts
# are compared with the worksheet printed by `python3 data/hand_worked.py`. G2 (trq054) is ALSO re-added from the
# Wise / PayPal credits (line trq054w).
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on the first MYCAR debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout3.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $11 ~ /^MYCAR/ { $8 = sprintf("%.2f", $8 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
  STMT="$TMP/statement.csv"; OUT="$TMP/selftest_out.txt"
fi
python3 "$DATA/hand_worked.py" > "$TMP/hw.txt" || { echo "hand_worked.py failed"; exit 1; }
python3 - "$JSON" > "$TMP/exp.txt" <<'PY'
import json, sys
for d in json.load(open(sys.argv[1])):
    e, i = d["expected"], d["id"]
    if d["kind"] == "figure":
        print(i, "fig", e["amount"], e.get("transactions", "-"), *e.get("alsoAccepted", []))
        if i == "trq054":
            print(i + "w", "fig", e["amount"], "-")
    elif d["kind"] == "compare":
        print(i, "cmp", e["amounts"][0], e["amounts"][1], e["answer"].replace(" ", "_"))
    elif d["kind"] == "count":
        print(i, "cnt", e["count"])
    elif d["kind"] == "list":
        print(i, "lst", "|".join(e["items"]).replace(" ", "_") or "-")
PY
# spec: id;mode;from;to;regex;post;exclude-regex;alt-regex
#  modes: inc (client payments: credits other than interest, Medicare, the ATO, own-savings transfers, refunds and the
#         two people paying her back, K TANAKA and L DAWSON), pinc (private clients: inc rows "OSKO DEPOSIT FROM"
#         other than OZTRANSLATE), in (any credit), out (Debit - Credit over the matched rows: money out net of
#         refunds), outnr (out without a purchase later returned: "REFUND <same words>" for the same amount, nor that
#         refund), gst (from = quarters, regex = worksheet field);
#         lists: linc (payers), lpinc (private clients), l2 (payers with 2+ rows), lgt (payers with one row over
#         post), lout (payees)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max cnt ncnt (distinct names) gtN geN (row filters)
#  regex FUEL = the four servos; GROC = supermarkets + Taka's; MEALS = cafes, restaurants, Uber Eats
cat > "$TMP/spec.txt" <<'SPEC'
trq001;inc;20250701;20260630;SAKURA;sum;;
trq002;inc;20251001;20251231;^WISE;sum;;
trq003;inc;20250701;20260630;HEALTH SUPPORT;sum;;
trq004;inc;20260101;20260630;^PAYPAL;sum;;
trq005;inc;20250701;20251231;LINGO WEST;sum;;
trq006;inc;20250701;20260630;DEPT OF JUSTICE;sum;;
trq007;inc;20260101;20260630;OZTRANSLATE;sum;;
trq008;inc;20250701;20260630;NORWEST;sum;;
trq009;pinc;20250701;20260630;.;sum;;
trq010;inc;20260301;20260331;.;sum;;
trq011;inc;20250701;20260630;^(WISE|PAYPAL);sum;;
trq012;inc;20260101;20260331;.;sum;^(WISE|PAYPAL);
trq013;inc;20250701;20260630;.;d12;;
trq014;inc;20250701;20260630;HEALTH SUPPORT;dn;;
trq015;inc;20250701;20260630;.;max;;
trq016;inc;20260601;20260630;.;sum;;
trq017;inc;20260401;20260630;.;sum;SAKURA;
trq018;in;20250701;20260630;^DIRECT CREDIT ATO;sum;;
trq019;in;20250701;20260630;^INTEREST PAID;sum;;
trq020;inc;20250701;20260630;.;d52;;
trq021;out;20250701;20260630;FUEL;sum;;
trq022;out;20250701;20260630;COSTCO FUEL;sum;;
trq023;out;20250701;20260630;PARKING|CAR PARK;sum;;
trq024;out;20250701;20260630;SECURE PARKING RPH|SCGH CAR PARK|WILSON PARKING FSH;sum;;
trq025;out;20251001;20251231;CITY OF PERTH PARKING;sum;;
trq026;out;20250701;20260630;SYNERGY;sum;;
trq027;out;20250701;20260630;OPTUS|SUPERLOOP;sum;;
trq028;out;20250701;20260630;DEEPL|OPENAI|ZOOM\.COM;sum;;
trq029;out;20250701;20260630;TO Y MORI|^INTERNATIONAL PAYMENT FEE;sum;;
trq030;out;20250701;20260630;JB HI-FI;ge1000;;
trq031;out;20250701;20260630;QANTAS|KARRATHA;sum;;
trq032;out;20250701;20260630;JETSTAR|(OSAKA|KYOTO) JP JPY;sum;;JETSTAR|(OSAKA|KYOTO) JP JPY|^ATM WITHDRAWAL SEVEN BANK
trq033;out;20250701;20260630;GROC;d52;;
trq034;out;20251201;20251231;MEALS;sum;;
trq035;out;20250701;20260630;UBER \*EATS;sum;;
trq036;out;20250701;20260630;LAWLEY LANE;sum;;
trq037;out;20250701;20260630;ING HOME LOAN;sum;;
trq038;out;20250701;20260630;ACCOUNT 967 204 318;sum;;
trq039;out;20250701;20251231;^BPAY TO TAX OFFICE;sum;;
trq040;out;20250701;20260630;AUSTRALIANSUPER;sum;;
trq041;out;20250701;20260630;INGLEWOOD TAX;sum;;
trq042;out;20250701;20260630;MYCAR;sum;;
trq043;out;20250701;20260630;DEPT OF TRANSPORT;sum;;
trq044;out;20250701;20260630;.;max;ING HOME LOAN|TAX OFFICE|AUSTRALIANSUPER|ACCOUNT 967 204 318;
trq045;out;20250701;20260630;AMAZON;sum;;
trq046;out;20250701;20260630;MYER;sum;;
trq047;outnr;20250701;20260630;KINOKUNIYA|AMAZON|JAPANKNOWLEDGE;sum;;
trq048;out;20250701;20260630;AUSIT;sum;;
trq049;out;20250701;20260630;FUEL;d12;;
trq050;out;20250701;20260630;FUEL;dn;;
trq051;gst;Q1+Q2+Q3+Q4;;1A;;;
trq052;gst;Q3;;1B;;;
trq053;gst;Q2;;net;;;
trq054;gst;Q1+Q2+Q3+Q4;;G2;;;
trq054w;inc;20250701;20260630;^(WISE|PAYPAL);sumonly;;
trq055;gst;Q4;;G11;;;
trq056a;inc;20250701;20260630;SAKURA;sum;;
trq056b;inc;20250701;20260630;KOTOBA;sum;;
trq057a;inc;20250701;20260630;HEALTH SUPPORT;sum;;
trq057b;inc;20250701;20260630;LINGO WEST;sum;;
trq058a;inc;20250701;20250930;.;sum;;
trq058b;inc;20251001;20251231;.;sum;;
trq059a;out;20250701;20260630;COSTCO FUEL;sum;;
trq059b;out;20250701;20260630;BP EXPRESS;sum;;
trq060a;out;20250701;20260630;^COLES;sum;;
trq060b;out;20250701;20260630;^WOOLWORTHS;sum;;
trq061a;out;20250701;20260630;OPTUS;sum;;
trq061b;out;20250701;20260630;SUPERLOOP;sum;;
trq062a;inc;20250701;20260630;^(WISE|PAYPAL);sum;;
trq062b;inc;20250701;20260630;.;sum;^(WISE|PAYPAL);
trq063a;inc;20250701;20251231;^PAYPAL;sum;;
trq063b;inc;20260101;20260630;^PAYPAL;sum;;
trq064a;gst;Q1;;1B;;;
trq064b;gst;Q4;;1B;;;
trq065a;out;20250701;20260630;DEEPL;sum;;
trq065b;out;20250701;20260630;OPENAI;sum;;
trq066;inc;20250701;20260630;HEALTH SUPPORT;cnt;;
trq067;out;20250701;20260630;FUEL;cnt;;
trq068;out;20250701;20260630;SECURE PARKING RPH;cnt;;
trq069;pinc;20250701;20260630;.;ncnt;;
trq070;inc;20250701;20260630;.;ncnt;;
trq071;out;20250701;20260630;UBER \*EATS;cnt;;
trq072;inc;20250701;20260630;.;gt2000;;
trq073;inc;20251101;20251130;.;cnt;;
trq074;linc;20260601;20260630;.;;;
trq075;linc;20250701;20260630;^WISE;;;
trq076;lpinc;20250701;20260630;KOSEKI;;;
trq077;lout;20250701;20260630;FUEL;;;
trq078;lout;20250701;20260630;SECURE PARKING RPH|SCGH CAR PARK|WILSON PARKING FSH;;;
trq079;lgt;20250701;20260630;.;3000;;
trq080;l2;20251001;20251231;.;;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, " "); return p[3] sprintf("%02d", index("JanFebMarAprMayJunJulAugSepOctNovDec", p[2]) / 3 + 1) sprintf("%02d", p[1]) }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m, w) {   # payer / payee from the bank wording
  m = n
  if (m ~ /SAKURA LINGUISTIC/) m = "Sakura Linguistic Services KK (Tokyo)"
  else if (m ~ /KOTOBA WORKS/) m = "Kotoba Works Co Ltd (Osaka)"
  else if (m ~ /^PAYPAL AUSTRALIA/) m = "Lingua Bridge LLC (US) via PayPal"
  else if (m ~ /LINGO WEST/) m = "Lingo West Interpreting Pty Ltd"
  else if (m ~ /HEALTH SUPPORT SERVICES/) m = "Health Support Services (WA Health)"
  else if (m ~ /DEPT OF JUSTICE WA/) m = "Department of Justice WA"
  else if (m ~ /OZTRANSLATE/) m = "OzTranslate Pty Ltd"
  else if (m ~ /NORWEST ENERGY/) m = "Norwest Energy Services Pty Ltd"
  else if (m ~ /^OSKO DEPOSIT FROM /) { sub(/^OSKO DEPOSIT FROM /, "", m); split(m, w, " "); m = w[1] " " w[2] }  # initial + surname
  else if (m ~ /^CALTEX/) m = "Caltex"
  else if (m ~ /^COSTCO FUEL/) m = "Costco"
  else if (m ~ /^BP EXPRESS/) m = "BP"
  else if (m ~ /^AMPOL/) m = "Ampol"
  else if (m ~ /^SECURE PARKING RPH/) m = "Secure Parking (Royal Perth Hospital)"
  else if (m ~ /^SCGH CAR PARK/) m = "Sir Charles Gairdner Hospital car park"
  else if (m ~ /^WILSON PARKING FSH/) m = "Wilson Parking (Fiona Stanley Hospital)"
  else m = "?" m
  return norm(m)
}
function isinc(i) { return cr[i] > 0 && nar[i] !~ /^INTEREST PAID|MEDICARE|^DIRECT CREDIT ATO|^TRANSFER FROM ACCOUNT|^REFUND |^OSKO DEPOSIT FROM (K TANAKA|L DAWSON) / }
function ispriv(i) { return isinc(i) && nar[i] ~ /^OSKO DEPOSIT FROM / && nar[i] !~ /OZTRANSLATE/ }
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "FUEL") re = "^(CALTEX|COSTCO FUEL|BP EXPRESS|AMPOL) "
  else if (re == "GROC") re = "^(COLES|WOOLWORTHS|ALDI STORES|IGA|TAKA.S JAPANESE GROCER) "
  else if (re == "MEALS") re = "^(BEAUFORT ST BOOKS CAFE|SAYERS SISTER|FIVE BAR|LAWLEY LANE|TOKYO DUMPLING|UBER \\*EATS|HAMPTON CAFE|THE WHIM CREEK)"
  if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode ~ /^l(inc|2|gt)$/) return isinc(i)
  if (mode == "pinc" || mode == "lpinc") return ispriv(i)
  if (mode == "in") return cr[i] > 0
  if (mode == "out" || mode == "lout") return 1
  if (mode == "outnr") return !returned[i]
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
NR > 1 {
  sub(/\r$/, "")
  # only Original Description (the last column) is ever quoted (it can hold "JPY 60,000"); split the rest on commas
  k = index($0, ",\"")
  if (k) { pre = substr($0, 1, k - 1); desc = substr($0, k + 2); sub(/"$/, "", desc); nf = split(pre, f, ",") + 1 }
  else { nf = split($0, f, ","); desc = f[11] }
  N++; dt[N] = ymd(f[1]); nar[N] = desc; dr[N] = f[8] + 0; cr[N] = f[9] + 0
  if (nf != 11 || dt[N] !~ /^20[0-9][0-9](0[1-9]|1[0-2])[0-3][0-9]$/ || (f[8] f[9]) !~ /^[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
  # a purchase later refunded by "REFUND <same words>" for the same amount was returned (statement is newest first)
  for (i = 1; i <= N; i++) if (nar[i] ~ /^REFUND / && cr[i] > 0) {
    w = nar[i]; sub(/^REFUND /, "", w)
    for (j = i + 1; j <= N; j++) if (nar[j] == w && dr[j] == cr[i]) { returned[i] = 1; returned[j] = 1; break }
  }
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; ex = s[7]; altre = s[8]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[0-9][ab]$/) ? substr(id, length(id)) : ""
    if (part == "") base = id
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
        if (mode == "l2") { n2[nm]++; continue }
        if (mode == "lgt" && !(cr[i] > post + 0)) continue
        names[nm] = 1
      }
      if (mode == "l2") for (k in n2) if (n2[k] >= 2) names[k] = 1
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        amt = (mode ~ /^out/) ? dr[i] - cr[i] : cr[i]
        if (post ~ /^gt/ && !(amt > substr(post, 3) + 0)) continue
        if (post ~ /^ge/ && !(amt >= substr(post, 3) + 0)) continue
        if (post == "cnt" && mode ~ /^out/ && dr[i] == 0) continue
        sum += amt; cnt++; gross += dr[i]
        if (mx == "" || amt > mx) mx = amt
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
      }
      got = c2(sum); gotn = cnt
      if (mode ~ /^out/ && c2(gross) != got) alt = c2(gross)
      if (altre != "") { asum = 0; for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, altre, ex)) asum += dr[i] - cr[i]; alt = c2(asum) }
      if (post ~ /^d[0-9]+$/) { got = c2(sum / substr(post, 2)); alt = "" }
      if (post == "d52") alt = c2(sum / (365 / 7))
      if (post == "dn") { got = c2(sum / cnt); alt = "" }
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "sumonly") { gotn = "-" }
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
  nm2["trq056"] = "Sakura|Kotoba"; nm2["trq057"] = "WA_Health|Lingo_West"; nm2["trq058"] = "Sept_quarter|Dec_quarter"
  nm2["trq059"] = "Costco|BP"; nm2["trq060"] = "Coles|Woolworths"; nm2["trq061"] = "Optus|Superloop"
  nm2["trq062"] = "overseas|Australian"; nm2["trq063"] = "first_half|second_half"; nm2["trq064"] = "Sept_quarter|June_quarter"
  nm2["trq065"] = "DeepL|ChatGPT"
  for (b in nm2) {
    split(nm2[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures + G2 from bank wording, 10 compares x 3, 8 counts, 7 lists), %d differences, %d bad rows\n", checked, diffs, bad
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
