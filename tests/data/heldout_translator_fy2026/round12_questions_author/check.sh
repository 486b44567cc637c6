#!/usr/bin/env bash
# Second way: recompute every answerable item with gawk straight from data/statement.csv (the bank's wording in
# Original Description, its dates and the Debit/Credit columns; no labels.csv, no answers.py code). GST/BAS items are
# compared with what `python3 data/hand_worked.py` prints (quarter worksheet figures, per-row figures as alsoAccepted);
# their row counts come from the bank wording. python3 is used only to flatten the JSON and to run hand_worked.py.
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=${1:-assistant_questions_heldout.json}
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
python3 "$DATA/hand_worked.py" > "$TMP/hw.txt" || { echo "hand_worked.py failed" > check_out.txt; exit 1; }
python3 - "$JSON" > "$TMP/exp.txt" <<'PY'
import json, sys
for d in json.load(open(sys.argv[1])):
    e, i = d["expected"], d["id"]
    if d["kind"] == "figure":
        print(i, "fig", e["amount"], e["transactions"], *e.get("alsoAccepted", []), sep="\t")
    elif d["kind"] == "compare":
        print(i, "cmp", e["amounts"][0], e["amounts"][1], e["answer"], sep="\t")
    elif d["kind"] == "count":
        print(i, "cnt", e["count"], sep="\t")
    elif d["kind"] == "list":
        print(i, "lst", "|".join(e["items"]) or "-", sep="\t")
PY
# spec: id;mode;from;to;regex;post;exclude-regex
#   mode inc = sales credits, spend = expense rows (debit - credit), out = money out; gst: from = quarters, regex = field
#   post: sum d12 d52 dn max cnt geN (sum of rows >= N) cgeN (count of rows >= N); list modes linc lspend lgt (post = threshold)
cat > "$TMP/spec.txt" <<'SPEC'
hdq001;inc;20250701;20260630;.;sum;
hdq002;inc;20250701;20260630;LINGO WEST;sum;
hdq003;inc;20250701;20260630;HEALTH SUPPORT;sum;
hdq004;inc;20250701;20260630;SAKURA;sum;
hdq005;inc;20250701;20251231;.;sum;
hdq006;inc;20260301;20260331;.;sum;
hdq007;inc;20260101;20260331;.;sum;
hdq008;inc;20260101;20260630;^PAYPAL;sum;
hdq009;inc;20250701;20260630;SAKURA|KOTOBA;sum;
hdq010;inc;20250701;20260630;^OSKO DEPOSIT FROM;sum;OZTRANSLATE
hdq011;inc;20250701;20260630;.;sum;^WISE|^PAYPAL
hdq012;inc;20250701;20260630;JUSTICE;sum;
hdq013;inc;20251101;20251130;.;sum;
hdq014;inc;20250801;20251031;.;sum;
hdq015;spend;20250701;20260630;^AMPOL|^BP EXPRESS|^CALTEX|^COSTCO FUEL;sum;
hdq016;spend;20251001;20251231;^COSTCO;sum;
hdq017;spend;20250701;20260630;PARKING|CAR PARK;sum;
hdq018;spend;20250701;20260630;SECURE PARKING RPH|SCGH CAR PARK|WILSON PARKING FSH;sum;
hdq019;spend;20250701;20260630;^ALDI|^COLES|^IGA|^TAKA'S|^WOOLWORTHS;sum;
hdq020;spend;20250701;20260630;^TAKA'S;sum;
hdq021;spend;20250701;20260630;^DEEPL|^MICROSOFT|^OPENAI|^RWS TRADOS|ROUNDED ACCOUNTING|^ZOOM;sum;
hdq022;spend;20250701;20260630;OPENAI;sum;
hdq023;spend;20260101;20260630;DEEPL;sum;
hdq024;spend;20250701;20260630;OPTUS|SUPERLOOP;sum;
hdq025;spend;20250701;20260630;SYNERGY;sum;
hdq026;spend;20250701;20260630;FIVE BAR|HAMPTON CAFE|LAWLEY LANE|SAYERS SISTER|TOKYO DUMPLING|^UBER \*EATS|BOOKS CAFE|WHIM CREEK;sum;
hdq027;spend;20250701;20260630;^JETSTAR|(KYOTO|OSAKA|KANSAI).* JP JPY;sum;
hdq028;spend;20250701;20260630;ING HOME LOAN;sum;
hdq029;spend;20250701;20260630;JB HI-FI;ge1000;
hdq030;spend;20250701;20260630;AMAZON;sum;
hdq031;spend;20250701;20260630;^INTERNATIONAL PAYMENT;sum;
hdq032;spend;20250701;20260630;DEPT OF TRANSPORT|^MYCAR;sum;
hdq033;spend;20260601;20260630;.;sum;
hdq034;spend;20250701;20260630;.;sum;
hdq035;spend;20250701;20260630;REVO FITNESS;sum;
hdq036;spend;20250701;20260630;QANTAS|KARRATHA;sum;
hdq037;spend;20250701;20260630;MYER|UNIQLO;sum;
hdq038;gst;Q1;;1A;;
hdq039;gst;Q2;;1B;;
hdq040;gst;Q3;;net;;
hdq041;gst;Q4;;net;;
hdq042;gst;Q1+Q2;;net;;
hdq043;gst;Q1+Q2+Q3+Q4;;1B;;
hdq044;gst;Q1+Q2+Q3+Q4;;1A;;
hdq045;gst;Q2;;G1;;
hdq046;gst;Q1+Q2+Q3+Q4;;G2;;
hdq047;gst;Q3;;G10;;
hdq048;gst;Q4;;G11;;
hdq049;gst;Q3+Q4;;1B;;
hdq050;inc;20250701;20260630;.;d12;
hdq051;inc;20250701;20260630;HEALTH SUPPORT;dn;
hdq052;spend;20250701;20260630;^ALDI|^COLES|^IGA|^TAKA'S|^WOOLWORTHS;d52;
hdq053;inc;20250701;20260630;.;max;
hdq054;spend;20250701;20260630;^ALDI|^COLES|^IGA|^TAKA'S|^WOOLWORTHS;max;
hdq055;out;20250701;20260630;TAX OFFICE PAYMENTS;sum;
hdq056a;spend;20250701;20260630;^COLES;sum;
hdq056b;spend;20250701;20260630;^WOOLWORTHS;sum;
hdq057a;inc;20250701;20250930;.;sum;
hdq057b;inc;20251001;20251231;.;sum;
hdq058a;inc;20250701;20260630;LINGO WEST;sum;
hdq058b;inc;20250701;20260630;HEALTH SUPPORT;sum;
hdq059a;inc;20250701;20260630;SAKURA;sum;
hdq059b;inc;20250701;20260630;KOTOBA;sum;
hdq060a;spend;20250701;20251231;FIVE BAR|HAMPTON CAFE|LAWLEY LANE|SAYERS SISTER|TOKYO DUMPLING|^UBER \*EATS|BOOKS CAFE|WHIM CREEK;sum;
hdq060b;spend;20260101;20260630;FIVE BAR|HAMPTON CAFE|LAWLEY LANE|SAYERS SISTER|TOKYO DUMPLING|^UBER \*EATS|BOOKS CAFE|WHIM CREEK;sum;
hdq061a;spend;20250701;20260630;OPTUS;sum;
hdq061b;spend;20250701;20260630;SUPERLOOP;sum;
hdq062a;gst;Q3;;net;;
hdq062b;gst;Q4;;net;;
hdq063a;spend;20250701;20260630;^AMPOL|^BP EXPRESS|^CALTEX|^COSTCO FUEL;sum;
hdq063b;spend;20250701;20260630;PARKING|CAR PARK;sum;
hdq064a;inc;20260301;20260331;.;sum;
hdq064b;inc;20260401;20260430;.;sum;
hdq065a;spend;20250701;20260630;NETFLIX;sum;
hdq065b;spend;20250701;20260630;SPOTIFY;sum;
hdq066;inc;20250701;20260630;HEALTH SUPPORT;cnt;
hdq067;spend;20250701;20260630;LAWLEY LANE;cnt;
hdq068;inc;20250701;20260630;^PAYPAL;cnt;
hdq069;spend;20260101;20260630;^UBER \*EATS;cnt;
hdq070;spend;20250701;20260630;^COSTCO;cnt;
hdq071;inc;20260401;20260630;.;cge2000;
hdq072;spend;20250701;20260630;SECURE PARKING RPH|SCGH CAR PARK|WILSON PARKING FSH;cnt;
hdq073;inc;20250701;20260630;OZTRANSLATE;cnt;
hdq074;linc;20260601;20260630;.;;
hdq075;linc;20250701;20260630;^OSKO DEPOSIT FROM;;OZTRANSLATE
hdq076;lspend;20250701;20260630;^AMPOL|^BP EXPRESS|^CALTEX|^COSTCO FUEL;;
hdq077;linc;20250701;20250930;.;;^WISE|^PAYPAL
hdq078;lgt;20250701;20260630;.;5000;
hdq079;lspend;20260101;20260131;^ALDI|^COLES|^IGA|^TAKA'S|^WOOLWORTHS;;
hdq080;lspend;20250701;20260630;SECURE PARKING RPH|SCGH CAR PARK|WILSON PARKING FSH;;
SPEC
gawk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
BEGIN { FPAT = "([^,]*)|(\"[^\"]*\")" }
function ymd(d,  p, M) { split(d, p, " "); M = index("JanFebMarAprMayJunJulAugSepOctNovDec", p[2]); return p[3] sprintf("%02d", (M + 2) / 3) p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9]/, "", s); return s }
function name(n,  m) {   # payer / merchant from the bank wording
  if (n ~ /DEPT OF JUSTICE/) return "JUSTICE"; if (n ~ /HEALTH SUPPORT/) return "HEALTHSUPPORT"
  if (n ~ /KOTOBA/) return "KOTOBA"; if (n ~ /LINGO WEST/) return "LINGOWEST"; if (n ~ /^PAYPAL/) return "PAYPAL"
  if (n ~ /OZTRANSLATE/) return "OZTRANSLATE"; if (n ~ /SAKURA/) return "SAKURA"; if (n ~ /NORWEST/) return "NORWEST"
  if (n ~ /^OSKO DEPOSIT FROM /) { m = n; sub(/^OSKO DEPOSIT FROM /, "", m); split(m, w, " "); return norm(w[1] w[2]) }
  if (n ~ /^BP EXPRESS/) return "BP"; if (n ~ /^COSTCO/) return "COSTCO"; if (n ~ /^TAKA/) return "TAKAS"
  if (n ~ /SECURE PARKING RPH/) return "RPH"; if (n ~ /SCGH/) return "SCGH"; if (n ~ /WILSON PARKING FSH/) return "FSH"
  split(n, w, " "); return norm(w[1])
}
function ename(s,  k) {   # the expected side written as the same short key
  s = norm(s)
  split("JUSTICE HEALTHSUPPORT KOTOBA LINGOWEST PAYPAL OZTRANSLATE SAKURA NORWEST", keys, " ")
  for (k in keys) if (index(s, keys[k])) return keys[k]
  if (index(s, "ROYALPERTH")) return "RPH"; if (index(s, "GAIRDNER")) return "SCGH"; if (index(s, "FIONASTANLEY")) return "FSH"
  if (index(s, "JAPANESEGROCER")) return "TAKAS"
  return s
}
function isinc(i) { return cr[i] > 0 && nar[i] ~ /^(DIRECT CREDIT (DEPT OF JUSTICE|HEALTH SUPPORT|LINGO WEST|NORWEST)|WISE AUSTRALIA|PAYPAL AUSTRALIA|OSKO DEPOSIT FROM)/ && nar[i] !~ /K TANAKA|L DAWSON/ }
function isspend(i) { return !isinc(i) && nar[i] !~ /^TRANSFER (TO|FROM) ACCOUNT|K TANAKA|L DAWSON|TAX OFFICE|DIRECT CREDIT ATO|AUSTRALIANSUPER|^INTEREST PAID/ }
function isbiz(i) { return nar[i] ~ /AMAZON|^AMPOL|^AUSIT|AUSTRALIA POST|^BP EXPRESS|TO ASIC|BIZCOVER|DEPT OF TRANSPORT|SYNERGY|^CALTEX|CITY OF PERTH PARKING|COSTCO FUEL|^DEEPL|OPTUS|ROUNDED ACCOUNTING|SUPERLOOP|HAMPTON CAFE|^INTERNATIONAL PAYMENT|JAPAN ASSOC|JAPANKNOWLEDGE|JB HI-FI|KARRATHA INTERNATIONAL HOTEL|KINOKUNIYA|MICROSOFT|^MYCAR|^NAATI|OFFICEWORKS|^OPENAI|INGLEWOOD TAX|QANTAS|RWS TRADOS|SCGH|SECURE PARKING|WHIM CREEK|WILSON PARKING|^ZOOM/ }
function basf(i, f) {
  if (f == "1A" || f == "G1") return isinc(i)
  if (f == "G2") return isinc(i) && nar[i] ~ /^WISE|^PAYPAL/
  if (f == "G10") return nar[i] ~ /JB HI-FI/ && dr[i] >= 1000
  if (f == "G11") return isbiz(i) && !basf(i, "G10")
  if (f == "1B") return isbiz(i)
  if (f == "net") return isinc(i) || isbiz(i)
}
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi || nar[i] !~ re || (ex != "" && nar[i] ~ ex)) return 0
  if (mode == "inc" || mode == "linc" || mode == "lgt") return isinc(i)
  if (mode == "spend" || mode == "lspend") return isspend(i)
  if (mode == "out") return dr[i] > 0
  return 0
}
function sortjoin(arr,  n, s, k, a, i) { n = asorti(arr, a); s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") a[i]; return s == "" ? "-" : s }
BEGIN {
  QLO["Q1"] = 20250701; QHI["Q1"] = 20250930; QLO["Q2"] = 20251001; QHI["Q2"] = 20251231
  QLO["Q3"] = 20260101; QHI["Q3"] = 20260331; QLO["Q4"] = 20260401; QHI["Q4"] = 20260630
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) q = substr(line, 1, 2)
    else if (q != "" && line ~ /G1=/) { n = split(line, kv, /[ ]+/); for (k = 1; k <= n; k++) if (split(kv[k], p, "=") == 2) hw[q, p[1]] = p[2] + 0; q = "" }
  }
  for (x in QLO) { hw[x, "netrow"] = hw[x, "1A-per-row"] - hw[x, "1B-per-row"] }
  while ((getline line < EXP) > 0) { split(line, e, "\t"); exp_[e[1]] = line }
}
NR > 1 {
  N++; dt[N] = ymd($1); nar[N] = $11; gsub(/"/, "", nar[N]); dr[N] = $8 + 0; cr[N] = $9 + 0
  if ($10 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; ex = s[7]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""
    if (mode == "gst") {
      nq = split(lo, qs, "+"); tot = 0; ptot = 0; cnt = 0
      rowf = (re == "1A") ? "1A-per-row" : (re == "1B") ? "1B-per-row" : (re == "net") ? "netrow" : re
      for (k = 1; k <= nq; k++) {
        tot += hw[qs[k], re]; ptot += hw[qs[k], rowf]
        for (i = 1; i <= N; i++) if (dt[i] >= QLO[qs[k]] && dt[i] <= QHI[qs[k]] && basf(i, re)) cnt++
      }
      got = c2(tot); gotn = cnt; if (c2(ptot) != got) alt = c2(ptot)
    } else if (mode ~ /^l/) {
      delete names; delete tot2
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) { tot2[name(nar[i])] += cr[i] + dr[i]; names[name(nar[i])] = 1 }
      if (mode == "lgt") { delete names; for (k in tot2) if (tot2[k] > post + 0) names[k] = 1 }
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        amt = (mode == "inc") ? cr[i] : dr[i] - cr[i]
        if (post ~ /^c?ge/) { th = post; sub(/^c?ge/, "", th); if (!((amt < 0 ? -amt : amt) >= th + 0)) continue }
        sum += amt; cnt++; gross += dr[i]; if (amt > mx) mx = amt
      }
      got = c2(sum); gotn = cnt
      if (mode == "spend" && c2(gross) != got) alt = c2(gross)
      if (post == "d12") got = c2(sum / 12)
      if (post == "d52") { got = c2(sum / 52); alt = c2(sum / (365 / 7)) }
      if (post == "dn") got = c2(sum / cnt)
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "cnt" || post ~ /^cge/) { got = cnt; gotn = "" }
    }
    n = split(exp_[base], e, "\t")
    if (part == "") {
      if (e[2] == "fig") { want = e[3] " " e[4] (n >= 5 ? " " e[5] : ""); have = got " " gotn (alt != "" ? " " alt : "") }
      else if (e[2] == "cnt") { want = e[3]; have = got }
      else if (e[2] == "lst") { delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) if (wl[k] != "-") wa[ename(wl[k])] = 1; want = sortjoin(wa); have = got }
      else { want = "(no expected item " base ")"; have = got }
    } else {
      want = (part == "a") ? e[3] : e[4]; have = got; cmpv[base, part] = got + 0
    }
    checked++
    status = (want == have) ? "OK  " : "DIFF"
    if (status == "DIFF") diffs++
    printf "%s %-8s expected [%s] awk [%s]\n", status, id, want, have
  }
  # compare items: the larger one named as the question words it
  nm["hdq056"] = "Coles|Woolworths"; nm["hdq057"] = "Q1|Q2"; nm["hdq058"] = "Lingo West|WA Health"; nm["hdq059"] = "Sakura|Kotoba"
  nm["hdq060"] = "first half|second half"; nm["hdq061"] = "Optus|Superloop"; nm["hdq062"] = "Q3|Q4"; nm["hdq063"] = "fuel|parking"
  nm["hdq064"] = "March|April"; nm["hdq065"] = "Netflix|Spotify"
  for (b in nm) {
    split(nm[b], pp, "|"); split(exp_[b], e, "\t")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  printf "checked %d items, %d differences, %d bad rows\n", checked, diffs, bad + 0
  exit (diffs + bad > 0)
}' "$DATA/statement.csv" > check_out.txt
rc=$?
grep DIFF check_out.txt
tail -1 check_out.txt
exit $rc
