#!/usr/bin/env bash
# Second way: recompute every answerable item with awk straight from data/statement.csv (bank wording, dates,
# Debit/Credit; no labels.csv, no answers.py code). GST/BAS amounts are compared with what
# `python3 data/hand_worked.py` prints (worksheet and per-row figures); their row counts come from bank wording.
# python3 is used only to flatten the JSON answers into lines and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> spoils one amount by 0.01 in a temp copy of the statement; must catch it
set -u
cd "$(dirname "$0")"
DATA=../data
STMT=$DATA/statement.csv
JSON=assistant_questions_heldout2.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  # spoil the Debit of the 11 Apr 2026 Chemist Warehouse row by 0.01 (it feeds only tr2q031, total spending)
  awk 'BEGIN{FPAT="([^,]*)|(\"[^\"]*\")"; OFS=","} $1 == "11 Apr 2026" && $11 ~ /^CHEMIST WAREHOUSE/ {$8 = sprintf("%.2f", $8 + 0.01)} {print}' "$STMT" > "$TMP/statement.csv"
  STMT=$TMP/statement.csv; OUT=$TMP/check_out.txt
fi
python3 "$DATA/hand_worked.py" > "$TMP/hw.txt" || { echo "hand_worked.py failed"; exit 1; }
python3 - "$JSON" > "$TMP/exp.txt" <<'PY'
import json, sys
for d in json.load(open(sys.argv[1])):
    e, i = d["expected"], d["id"]
    if d["kind"] == "figure":
        print(i, "fig", e["amount"], e["transactions"], ",".join(sorted(e.get("alsoAccepted", []))) or "-")
    elif d["kind"] == "compare":
        print(i, "cmp", e["amounts"][0], e["amounts"][1], e["answer"].replace(" ", "_"))
    elif d["kind"] == "count":
        print(i, "cnt", e["count"])
    elif d["kind"] == "list":
        print(i, "lst", "|".join(e["items"]).replace(" ", "_") or "-")
PY
# spec: id;mode;from;to;regex;post;exclude-regex
#   mode inc = sales credits, spend = spending rows (debit less refund credit), out = money out, gst = hand_worked
#   worksheet (from = quarters "Q1+Q2", regex = field), linc/lspend = distinct names, lgt = payers over post.
#   post: sum d12 d52 dn max cnt gtN; an id ending in x adds an alsoAccepted value to its item; a/b = compare parts
GROC="^ALDI STORES|^COLES |^IGA |^TAKA'S JAPANESE|^WOOLWORTHS "
FUEL="^AMPOL |^BP EXPRESS|^CALTEX |^COSTCO FUEL"
HOSP="^SECURE PARKING RPH|^SCGH CAR PARK|^WILSON PARKING FSH"
FY="20250701;20260630"
sed -e "s/@GROC/$GROC/g" -e "s/@FUEL/$FUEL/g" -e "s/@HOSP/$HOSP/g" -e "s/@FY/$FY/g" > "$TMP/spec.txt" <<'SPEC'
tr2q001;inc;@FY;.;sum;
tr2q002;inc;@FY;LINGO WEST;sum;
tr2q003;inc;@FY;HEALTH SUPPORT;sum;
tr2q004;inc;@FY;SAKURA|KOTOBA;sum;
tr2q005;inc;20250701;20251224;.;sum;
tr2q006;inc;20260403;20260630;.;sum;
tr2q006x;inc;20260406;20260630;.;sum;
tr2q007;inc;20251101;20251130;.;sum;
tr2q008;inc;@FY;.;sum;NORWEST
tr2q009;inc;@FY;^OSKO DEPOSIT FROM;sum;OZTRANSLATE
tr2q010;inc;20260101;20260630;^WISE|^PAYPAL;sum;
tr2q011;inc;@FY;DEPT OF JUSTICE;sum;
tr2q012;inc;20251001;20251231;OZTRANSLATE;sum;
tr2q013;spend;@FY;@GROC;sum;
tr2q014;spend;@FY;^COLES |^WOOLWORTHS ;sum;
tr2q015;spend;@FY;@FUEL;sum;
tr2q016;spend;20250701;20251231;@FUEL;sum;
tr2q017;spend;@FY;@HOSP;sum;
tr2q018;spend;@FY;@HOSP|^CITY OF PERTH PARKING;sum;
tr2q019;spend;@FY;^UBER \*EATS;sum;
tr2q020;spend;@FY;^DEEPL|^OPENAI;sum;
tr2q021;spend;@FY;NETFLIX|^SPOTIFY;sum;
tr2q022;spend;@FY;OPTUS;sum;
tr2q023;spend;@FY;SUPERLOOP;sum;
tr2q024;spend;20260101;20260630;SYNERGY;sum;
tr2q025;spend;@FY;^JETSTAR|^DAIMARU|^FAMILYMART|^JR WEST|^LAWSON|^TOYOKO|SEVEN BANK;sum;
tr2q025x;spend;@FY;^JETSTAR|^DAIMARU|^FAMILYMART|^JR WEST|^LAWSON|^TOYOKO;sum;
tr2q026;spend;@FY;^QANTAS|^KARRATHA INTERNATIONAL|^HAMPTON CAFE|WHIM CREEK;sum;
tr2q027;spend;@FY;^INTERNATIONAL PAYMENT JPY;sum;
tr2q027x;spend;@FY;^INTERNATIONAL PAYMENT;sum;
tr2q028;spend;@FY;AMAZON;sum;
tr2q029;spend;@FY;ING HOME LOAN;sum;
tr2q030;spend;@FY;HBF HEALTH|REVO FITNESS;sum;
tr2q031;spend;@FY;.;sum;
tr2q032;spend;20251201;20251231;.;sum;
tr2q033;spend;@FY;^MYCAR|DEPT OF TRANSPORT;sum;
tr2q034;spend;@FY;KINOKUNIYA;sum;
tr2q035;gst;Q1;;1A;;
tr2q036;gst;Q2;;net;;
tr2q037;gst;Q3+Q4;;1B;;
tr2q038;gst;Q1+Q2+Q3+Q4;;net;;
tr2q039;gst;Q3;;G1;;
tr2q040;gst;Q1+Q2+Q3+Q4;;G2;;
tr2q041;gst;Q1+Q2+Q3+Q4;;G10;;
tr2q042;gst;Q4;;G14;;
tr2q043;gst;Q1+Q2;;G11;;
tr2q044;gst;Q1+Q2+Q3+Q4;;G15;;
tr2q045;gst;Q1+Q2;;1A;;
tr2q046;inc;@FY;.;d12;
tr2q047;inc;@FY;LINGO WEST;dn;
tr2q048;spend;@FY;@GROC;d52;
tr2q049;inc;@FY;SAKURA;dn;
tr2q050;spend;@FY;@FUEL;d12;
tr2q051;inc;@FY;.;max;
tr2q052;spend;@FY;@GROC;max;
tr2q053;spend;@FY;.;max;ING HOME LOAN
tr2q054;out;@FY;^BPAY TO TAX OFFICE;sum;
tr2q055;out;@FY;AUSTRALIANSUPER;sum;
tr2q056a;inc;@FY;LINGO WEST;sum;
tr2q056b;inc;@FY;HEALTH SUPPORT;sum;
tr2q057a;inc;@FY;SAKURA;sum;
tr2q057b;inc;@FY;KOTOBA;sum;
tr2q058a;inc;20250701;20250930;.;sum;
tr2q058b;inc;20260101;20260331;.;sum;
tr2q059a;spend;@FY;^COLES ;sum;
tr2q059b;spend;@FY;^WOOLWORTHS ;sum;
tr2q060a;spend;20250701;20251231;@FUEL;sum;
tr2q060b;spend;20260101;20260630;@FUEL;sum;
tr2q061a;spend;@FY;OPTUS;sum;
tr2q061b;spend;@FY;SUPERLOOP;sum;
tr2q062a;spend;@FY;NETFLIX;sum;
tr2q062b;spend;@FY;^SPOTIFY;sum;
tr2q063a;gst;Q2;;net;;
tr2q063b;gst;Q3;;net;;
tr2q064a;spend;@FY;^UBER \*EATS;sum;
tr2q064b;spend;@FY;^LAWLEY LANE;sum;
tr2q065a;inc;20251001;20251031;.;sum;
tr2q065b;inc;20251101;20251130;.;sum;
tr2q066;inc;@FY;HEALTH SUPPORT;cnt;
tr2q067;inc;@FY;^OSKO DEPOSIT FROM;cnt;OZTRANSLATE
tr2q068;spend;@FY;@FUEL;cnt;
tr2q069;spend;@FY;@HOSP;cnt;
tr2q070;spend;@FY;^UBER \*EATS;cnt;
tr2q071;spend;@FY;@GROC;gt100;
tr2q072;inc;@FY;LINGO WEST;gt2000;
tr2q073;spend;@FY;^LAWLEY LANE;cnt;
tr2q074;linc;20251101;20251130;.;;
tr2q075;linc;@FY;^WISE|^PAYPAL;;
tr2q076;linc;@FY;^OSKO DEPOSIT FROM;;OZTRANSLATE
tr2q077;lspend;@FY;@FUEL;;
tr2q078;lspend;@FY;@HOSP;;
tr2q079;linc;20260401;20260630;.;;LINGO WEST|HEALTH SUPPORT
tr2q080;lgt;@FY;.;8000;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p, m) { split(d, p, " "); m = index("JanFebMarAprMayJunJulAugSepOctNovDec", p[2]); return p[3] sprintf("%02d", (m + 2) / 3) p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m, w) {   # payer / merchant name from the bank wording (names as person.md gives them)
  if (n ~ /LINGO WEST/) return norm("Lingo West Interpreting Pty Ltd")
  if (n ~ /HEALTH SUPPORT/) return norm("Health Support Services (WA Health)")
  if (n ~ /DEPT OF JUSTICE/) return norm("Department of Justice WA")
  if (n ~ /NORWEST/) return norm("Norwest Energy Services Pty Ltd")
  if (n ~ /SAKURA/) return norm("Sakura Linguistic Services KK (Tokyo)")
  if (n ~ /KOTOBA/) return norm("Kotoba Works Co Ltd (Osaka)")
  if (n ~ /^PAYPAL/) return norm("Lingua Bridge LLC (US) via PayPal")
  if (n ~ /OZTRANSLATE/) return norm("OzTranslate Pty Ltd")
  if (n ~ /^OSKO DEPOSIT FROM /) { m = n; sub(/^OSKO DEPOSIT FROM /, "", m); split(m, w, " "); return norm(w[1] w[2]) }
  if (n ~ /^AMPOL/) return "AMPOL"
  if (n ~ /^BP EXPRESS/) return "BP"
  if (n ~ /^CALTEX/) return "CALTEX"
  if (n ~ /^COSTCO/) return "COSTCO"
  if (n ~ /^SECURE PARKING RPH/) return norm("Secure Parking (Royal Perth Hospital)")
  if (n ~ /^SCGH/) return norm("Sir Charles Gairdner Hospital car park")
  if (n ~ /^WILSON PARKING FSH/) return norm("Wilson Parking (Fiona Stanley Hospital)")
  return norm(n)
}
function isinc(i) { return cr[i] > 0 && (nar[i] ~ /^DIRECT CREDIT (LINGO WEST|HEALTH SUPPORT|DEPT OF JUSTICE|NORWEST)|^WISE AUSTRALIA|^PAYPAL AUSTRALIA/ || (nar[i] ~ /^OSKO DEPOSIT FROM / && nar[i] !~ /^OSKO DEPOSIT FROM (K TANAKA|L DAWSON) /)) }
function isspend(i) { return !isinc(i) && nar[i] !~ /^DIRECT CREDIT (ATO|MEDICARE)|^BPAY TO TAX OFFICE|AUSTRALIANSUPER|^TRANSFER (TO|FROM) ACCOUNT|^INTEREST PAID|^OSKO DEPOSIT FROM/ }
# business and mixed-use purchases (the BAS purchase rows), from the bank wording
function ispur(i) { return nar[i] ~ /^DEEPL|^OPENAI|^ZOOM|^RWS TRADOS|^JAPANKNOWLEDGE|^JAPAN ASSOC|^MICROSOFT|ROUNDED ACCOUNTING|^INTERNATIONAL PAYMENT|^AUSIT|AMAZON AU|^AMPOL|^BP EXPRESS|^CALTEX|^COSTCO FUEL|^MYCAR|DEPT OF TRANSPORT|BIZCOVER|BPAY TO ASIC|^AUSTRALIA POST|^CITY OF PERTH PARKING|^SECURE PARKING|^SCGH|^WILSON PARKING|^HAMPTON CAFE|WHIM CREEK|^KARRATHA INTERNATIONAL|^QANTAS|^KINOKUNIYA|^JB HI-FI|^OFFICEWORKS|^NAATI|INGLEWOOD TAX|OPTUS MOBILE|SUPERLOOP|SYNERGY/ }
function basf(i, f) {
  if (f == "1A" || f == "G1") return isinc(i)
  if (f == "G2") return isinc(i) && nar[i] ~ /^WISE|^PAYPAL/
  if (f == "G10") return nar[i] ~ /^JB HI-FI/ && dr[i] > 1000
  if (f == "G11") return ispur(i) && !basf(i, "G10")
  if (f == "1B") return ispur(i)
  if (f == "G14") return nar[i] ~ /^DEEPL|^OPENAI|^ZOOM|^RWS TRADOS|^JAPANKNOWLEDGE|^JAPAN ASSOC|^INTERNATIONAL PAYMENT|BPAY TO ASIC|BIZCOVER|DEPT OF TRANSPORT/
  if (f == "G15") return nar[i] ~ /^AMPOL|^BP EXPRESS|^CALTEX|^COSTCO FUEL|^MYCAR|DEPT OF TRANSPORT|OPTUS MOBILE|SUPERLOOP|SYNERGY/ || basf(i, "G10")
  if (f == "net") return isinc(i) || ispur(i)
}
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi || nar[i] !~ re || (ex != "" && nar[i] ~ ex)) return 0
  if (mode == "inc" || mode == "linc" || mode == "lgt") return isinc(i)
  if (mode == "spend" || mode == "lspend") return isspend(i)
  if (mode == "out") return dr[i] > 0
  return 0
}
function sortjoin(arr, sep,  k, n, i, j, t, a, s) {
  n = 0; for (k in arr) a[++n] = k
  for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
  s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? sep : "") a[i]
  return s == "" ? "-" : s
}
BEGIN {
  FPAT = "([^,]*)|(\"[^\"]*\")"
  QLO["Q1"] = 20250701; QHI["Q1"] = 20250930; QLO["Q2"] = 20251001; QHI["Q2"] = 20251231
  QLO["Q3"] = 20260101; QHI["Q3"] = 20260331; QLO["Q4"] = 20260401; QHI["Q4"] = 20260630
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026 /) { q = substr(line, 1, 2); continue }
    if (q != "" && line ~ /G1=/) { n = split(line, parts, / +/); for (k = 1; k <= n; k++) if (split(parts[k], kv, "=") == 2) hw[q, kv[1]] = kv[2] + 0; q = "" }
  }
  for (k = 1; k <= 4; k++) { q = "Q" k; hw[q, "net-per-row"] = hw[q, "1A-per-row"] - hw[q, "1B-per-row"] }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  N++; dt[N] = ymd($1); nar[N] = $11; gsub(/"/, "", nar[N]); dr[N] = $8 + 0; cr[N] = $9 + 0
  if ($10 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; ex = s[7]
    base = id; sub(/[abx]$/, "", base); part = (id ~ /[abx]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""
    if (mode == "gst") {
      nq = split(lo, qs, "+"); tot = 0; ptot = 0; cnt = 0
      for (k = 1; k <= nq; k++) {
        tot += hw[qs[k], re]; ptot += ((re ~ /^(1A|1B|net)$/) ? hw[qs[k], re "-per-row"] : hw[qs[k], re])
        for (i = 1; i <= N; i++) if (dt[i] >= QLO[qs[k]] && dt[i] <= QHI[qs[k]] && basf(i, re)) cnt++
      }
      got = c2(tot); gotn = cnt; if (c2(ptot) != got) alt = c2(ptot)
    } else if (mode ~ /^l/) {
      delete names; delete tot2
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        if (mode == "lgt") tot2[name(nar[i])] += cr[i]; else names[name(nar[i])] = 1
      }
      if (mode == "lgt") for (k in tot2) if (tot2[k] > post + 0) names[k] = 1
      got = sortjoin(names, "|")
    } else {
      sum = 0; gross = 0; cnt = 0; mx = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        amt = (mode == "inc") ? cr[i] : dr[i] - cr[i]
        if (post ~ /^gt/ && !(amt > substr(post, 3) + 0)) continue
        sum += amt; cnt++; gross += dr[i]; if (amt > mx) mx = amt
      }
      got = c2(sum); gotn = cnt
      if (mode == "spend" && c2(gross) != got) alt = c2(gross)
      if (post == "d12") { got = c2(sum / 12); alt = "" }
      if (post == "d52") { got = c2(sum / 52); alt = c2(sum / (365 / 7)) }
      if (post == "dn") { got = c2(sum / cnt); alt = "" }
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
    }
    if (part == "x") { xalt[base] = xalt[base] (xalt[base] != "" ? " " : "") got; continue }
    if (part == "a" || part == "b") { cmpv[base, part] = got; continue }
    res[base] = got; resn[base] = gotn; resalt[base] = alt; order[++no] = base
  }
  for (k = 1; k <= no; k++) {
    id = order[k]; split(exp_[id], e, " ")
    if (e[2] == "fig") {
      delete aa; if (resalt[id] != "") aa[resalt[id]] = 1
      nx = split(xalt[id], xs, " "); for (j = 1; j <= nx; j++) aa[xs[j]] = 1
      want = e[3] " " e[4] " " e[5]; have = res[id] " " resn[id] " " sortjoin(aa, ",")
    } else if (e[2] == "cnt") { want = e[3]; have = res[id] }
    else if (e[2] == "lst") { delete wa; nw = split(e[3], wl, "|"); for (j = 1; j <= nw; j++) if (wl[j] != "-") wa[norm(wl[j])] = 1; want = sortjoin(wa, "|"); have = res[id] }
    else { want = "(no expected item)"; have = res[id] }
    checked++; status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %s expected [%s] awk [%s]\n", status, id, want, have
  }
  # compare items: both amounts and the larger, named as the question names them
  nm["tr2q056"] = "Lingo_West|WA_Health"; nm["tr2q057"] = "Sakura|Kotoba"; nm["tr2q058"] = "Jul-Sep|Jan-Mar"
  nm["tr2q059"] = "Coles|Woolies"; nm["tr2q060"] = "first_half|second_half"; nm["tr2q061"] = "phone|internet"
  nm["tr2q062"] = "Netflix|Spotify"; nm["tr2q063"] = "Oct-Dec|Jan-Mar"; nm["tr2q064"] = "Uber_Eats|Lawley_Lane"
  nm["tr2q065"] = "Oct|Nov"
  for (j = 56; j <= 65; j++) {
    b = sprintf("tr2q%03d", j); split(nm[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] + 0 > cmpv[b, "b"] + 0) ? pp[1] : pp[2]
    want = e[3] " " e[4] " " e[5]; have = cmpv[b, "a"] " " cmpv[b, "b"] " " larger
    checked++; status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %s expected [%s] awk [%s]\n", status, b, want, have
  }
  # every answerable item in the JSON must have been checked
  for (id in exp_) { split(exp_[id], e, " "); if (!((id) in res) && !((id, "a") in cmpv)) { print "DIFF " id " not checked"; diffs++ } }
  printf "checked %d items, %d differences, %d bad rows\n", checked, diffs, bad
  exit (diffs + bad > 0)
}' "$STMT" > "$OUT"
rc=$?
if [ "${1:-}" = "--selftest" ]; then
  grep '^DIFF' "$OUT"; tail -1 "$OUT"
  n=$(grep -c '^DIFF' "$OUT")
  if [ "$rc" -ne 0 ] && [ "$n" -ge 1 ]; then echo "selftest: spoiled amount caught ($n difference(s))"; exit 0; fi
  echo "selftest: spoiled amount NOT caught"; exit 1
fi
tail -1 "$OUT"
exit $rc
