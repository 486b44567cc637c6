#!/usr/bin/env bash
# Second way for set heldout (bk): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (Heritage export: Date, Description, Amount only; no labels.csv, no answers.py code).
# The 7 GST/BAS figures and the 1A compare cannot come from bank wording (Square/Etsy gross, GST-free and export
# parts); their amounts are compared with the worksheet printed by `python3 data/hand_worked.py` instead.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> -0.01 on the first ORIGIN ENERGY debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $2 ~ /ORIGIN ENERGY/ { $4 = sprintf("%.2f", $4 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#  modes: inc (sales and pollination credits), shop (wholesale honey customers), in (any credit),
#         out (money out net of credits matching the regex), gst (from = quarters, regex = worksheet field),
#         lists: lshop (shop payers), lshop2 (shops with 2+ rows), linc (income payers), lout (payees)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) net (sum, no gross alternative) max min cnt ncnt (distinct names) gtN geN ltN (row filters)
#  regex FUEL = servo rows; DIESEL = servo rows of 90.00 or more (ute dockets 96-158); UNL = under 90 (Jazz 48-74)
POLL='BLI BLI MACADAMIA|MARY VALLEY MACS|GLASS HOUSE AVO|HINTERLAND AVOCADO'
MEALS='DOMINOS|MCDONALDS|THE FISH CO|NAMBOUR THAI|UBER .EATS'
cat > "$TMP/spec.txt" <<SPEC
bk001;shop;20251001;20251231;.;sum;
bk002;shop;20250701;20260630;K & J NGUYEN;sum;
bk003;inc;20260301;20260331;SQ AUSTRALIA;sum;
bk004;inc;20260101;20260630;ETSY PAYMENTS;sum;
bk005;inc;20250701;20260630;$POLL;sum;
bk006;inc;20250701;20260630;KAURI LANE;sum;
bk007;inc;20251001;20251031;.;sum;
bk008;inc;20250801;20250831;.;sum;SQ AUSTRALIA
bk009;inc;20250701;20260630;SQ AUSTRALIA;dn;
bk010;shop;20250701;20260630;.;max;
bk011;inc;20250701;20260630;ETSY PAYMENTS;min;
bk012;inc;20250701;20260630;SQ AUSTRALIA;d52;
bk013;shop;20250701;20260630;MONTVILLE;sum;
bk014;shop;20251225;20260630;EUMUNDI;sum;
bk015;in;20250701;20260630;OWEN BLAIKIE;sum;
bk016;in;20251101;20251130;.;sum;
bk017;inc;20250701;20250930;.;sum;$POLL
bk018;shop;20250701;20251231;YANDINA PROVIDORE;sum;
bk019;inc;20250701;20260630;GLASS HOUSE AVO|HINTERLAND AVOCADO;sum;
bk020;shop;20260601;20260630;.;sum;
bk021;out;20250701;20260630;DIESEL;sum;
bk022;out;20260101;20260331;UNL;sum;
bk023;out;20250701;20260630;DIESEL;dn;
bk024;out;20250701;20260630;FUEL;d12;
bk025;out;20250701;20260630;YANDINA MARKETS ASSN|COASTAL GROWERS;sum;
bk026;out;20250701;20260630;COASTAL GROWERS;sum;
bk027;out;20250701;20251231;YANDINA MARKETS ASSN;sum;
bk028;out;20250701;20260630;HINTERLAND PACKAGING;net;
bk029;out;20250701;20260630;SUNCOAST LABEL;sum;
bk030;out;20260101;20260630;CANDLE SUPPLIES;sum;
bk031;out;20250701;20260630;DARREN PIKE|KENILWORTH QUEEN|M & R FALZON|WILDFLOWER APIARIES;sum;
bk032;out;20250701;20260630;NAMBOUR RURAL;sum;
bk033;out;20250701;20260630;BINDAREE;lt4000;
bk034;out;20250701;20260630;BINDAREE;ge4000;
bk035;out;20250701;20260630;AUSTRALIA POST;sum;
bk036;out;20251201;20251231;AUSTRALIA POST;sum;
bk037;out;20250701;20260630;MAILCHIMP|^FOREIGN TRANSACTION FEE;sum;
bk038;out;20250701;20260630;CANVA;sum;
bk039;out;20250701;20260630;TELSTRA;sum;
bk040;out;20260101;20260630;AUSSIE BROADBAND;sum;
bk041;out;20250701;20260630;ORIGIN ENERGY;sum;
bk042;out;20250701;20260630;QLD TRANSPORT REGO|RACQ INSURANCE;sum;
bk043;out;20250701;20260630;JED MORROW;sum;
bk044;out;20250701;20251231;^INTERNET TRANSFER TO 50077812;sum;
bk045;out;20250701;20260630;^INTERNET TRANSFER (TO|FROM) 10291133;sum;
bk046;out;20250701;20260630;^BPAY PAYMENT - ATO;sum;
bk047;out;20260101;20260331;$MEALS;sum;
bk048;out;20250701;20260630;NETFLIX|SPOTIFY;d12;
bk049;gst;Q1;;1A;;
bk050;gst;Q2;;1B;;
bk051;gst;Q3;;net;;
bk052;gst;Q1+Q2+Q3+Q4;;G1;;
bk053;gst;Q4;;G3;;
bk054;gst;Q1+Q2;;G2;;
bk055;gst;Q3;;G11;;
bk056a;inc;20250701;20260630;SQ AUSTRALIA;sum;
bk056b;inc;20250701;20260630;ETSY PAYMENTS;sum;
bk057a;inc;20250701;20250930;.;sum;
bk057b;inc;20251001;20251231;.;sum;
bk058a;out;20250701;20260630;DIESEL;sum;
bk058b;out;20250701;20260630;UNL;sum;
bk059a;out;20250701;20260630;TELSTRA;sum;
bk059b;out;20250701;20260630;AUSSIE BROADBAND;sum;
bk060a;out;20250701;20260630;YANDINA MARKETS ASSN;sum;
bk060b;out;20250701;20260630;COASTAL GROWERS;sum;
bk061a;shop;20250701;20260630;K & J NGUYEN;sum;
bk061b;shop;20250701;20260630;NAMBOUR WHOLEFOODS;sum;
bk062a;out;20250701;20251231;AUSTRALIA POST;sum;
bk062b;out;20260101;20260630;AUSTRALIA POST;sum;
bk063a;out;20250701;20260630;CANVA;sum;
bk063b;out;20250701;20260630;MAILCHIMP|^FOREIGN TRANSACTION FEE;sum;
bk064a;inc;20260301;20260331;SQ AUSTRALIA;sum;
bk064b;inc;20260401;20260430;SQ AUSTRALIA;sum;
bk065a;gst;Q1;;1A;;
bk065b;gst;Q2;;1A;;
bk066;inc;20250701;20260630;SQ AUSTRALIA;cnt;
bk067;in;20250701;20260630;OWEN BLAIKIE;cnt;
bk068;out;20250701;20260630;DIESEL;cnt;
bk069;inc;20260101;20260630;ETSY PAYMENTS;cnt;
bk070;shop;20250701;20260630;.;gt500;
bk071;shop;20250701;20260630;.;ncnt;
bk072;out;20251001;20251231;AUSTRALIA POST;cnt;
bk073;out;20250701;20260630;JED MORROW;cnt;
bk074;lshop;20260501;20260531;.;;
bk075;lout;20250701;20260630;DARREN PIKE|KENILWORTH QUEEN|M & R FALZON|WILDFLOWER APIARIES;;
bk076;lout;20250701;20260630;DIESEL;;
bk077;lout;20250701;20260630;^BPAY PAYMENT;;
bk078;lout;20250701;20260630;^OSKO PAYMENT SENT;;
bk079;lshop2;20250701;20250930;.;;
bk080;linc;20250701;20260630;$POLL;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" -v POLL="$POLL" '
function ymd(d,  p, m) { split(d, p, " "); m = index("JanFebMarAprMayJunJulAugSepOctNovDec", p[2]); return p[3] sprintf("%02d", (m + 2) / 3) p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / payee from the bank wording, mapped to the names the answers use
  m = n; sub(/^[A-Z ]+ - /, "", m)
  if (n ~ /K & J NGUYEN/) m = "K & J Nguyen (Buderim Fruit Barn)"
  else if (n ~ /COOROY FINE FOODS/) m = "Cooroy Fine Foods Pty Ltd"
  else if (n ~ /EUMUNDI DELI/) m = "Eumundi Deli & Pantry"
  else if (n ~ /PALMWOODS VILLAGE/) m = "Palmwoods Village Grocer"
  else if (n ~ /NAMBOUR WHOLEFOODS/) m = "Nambour Wholefoods Pty Ltd"
  else if (n ~ /BLI BLI MACADAMIA/) m = "Bli Bli Macadamia Co Pty Ltd"
  else if (n ~ /MARY VALLEY MACS/) m = "Mary Valley Macadamias Pty Ltd"
  else if (n ~ /HINTERLAND AVOCADO/) m = "Hinterland Avocado Farms Pty Ltd"
  else if (n ~ /PURCHASE - AMPOL/) m = "Ampol"
  else if (n ~ /PURCHASE - BP /) m = "BP"
  else if (n ~ /PURCHASE - LIBERTY/) m = "Liberty"
  else if (n ~ /PURCHASE - PUMA/) m = "Puma"
  else if (n ~ /BIOSECURITY QLD/) m = "Biosecurity Queensland (DPI)"
  else if (n ~ /DAFF LEVIES/) m = "Dept of Agriculture levies"
  else if (n ~ /QLD TRANSPORT REGO/) m = "TMR Queensland"
  else if (n ~ /YANDINA MARKETS ASSN/) m = "Yandina Markets Association Inc"
  else if (n ~ /INTERNET TRANSFER TO WILDFLOWER/) m = "Wildflower Apiaries"
  return norm(m)
}
function isinc(i) { return amt[i] > 0 && nar[i] !~ /OWEN BLAIKIE|REBECCA HARDY|^DIRECT CREDIT - ATO|10291133|HINTERLAND PACKAGING|^VISA REFUND|ELDERS INSURANCE/ }
function isshop(i) { return isinc(i) && nar[i] !~ /SQ AUSTRALIA|ETSY PAYMENTS|KAURI LANE/ && nar[i] !~ POLL }
function isfuel(i) { return nar[i] ~ /PURCHASE - (AMPOL|BP |LIBERTY|PUMA)/ }
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "FUEL") { if (!isfuel(i)) return 0 }
  else if (re == "DIESEL") { if (!isfuel(i) || -amt[i] < 90) return 0 }
  else if (re == "UNL") { if (!isfuel(i) || -amt[i] >= 90) return 0 }
  else if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc") return isinc(i)
  if (mode ~ /^(shop|lshop|lshop2)$/) return isshop(i)
  if (mode == "in") return amt[i] > 0
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
{ sub(/\r$/, "") }
FNR <= 5 { if (FNR == 5 && $0 != "Date,Description,Reference,Amount,Balance") { print "BAD HEADER"; bad++ }; next }
{
  # no commas inside fields in this export; check the shape of every row
  N++; dt[N] = ymd($1); nar[N] = $2; amt[N] = $4 + 0
  if (NF != 5 || $4 !~ /^-?[0-9]+\.[0-9][0-9]$/ || $1 !~ /^[0-9][0-9] [A-Z][a-z][a-z] 20[0-9][0-9]$/) { print "BAD ROW " FNR; bad++ }
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
      delete names; delete n2
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        nm = name(nar[i])
        if (mode == "lshop2") { n2[nm]++; continue }
        names[nm] = 1
      }
      if (mode == "lshop2") for (k in n2) if (n2[k] >= 2) names[k] = 1
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = ""; mn = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        a = (mode == "out") ? -amt[i] : amt[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        if (post ~ /^ge/ && !(a >= substr(post, 3) + 0)) continue
        if (post ~ /^lt/ && !(a < substr(post, 3) + 0)) continue
        sum += a; cnt++; if (amt[i] < 0) gross -= amt[i]
        if (mx == "" || a > mx) mx = a
        if (mn == "" || a < mn) mn = a
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
      }
      got = c2(sum); gotn = cnt
      if (mode == "out" && c2(gross) != got) alt = c2(gross)
      if (post == "net") alt = ""   # the question asks for the net figure
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
  nm2["bk056"] = "Square|Etsy"; nm2["bk057"] = "Sept_quarter|Dec_quarter"; nm2["bk058"] = "ute|Jazz"
  nm2["bk059"] = "Telstra|Aussie_Broadband"; nm2["bk060"] = "Yandina|Caloundra"; nm2["bk061"] = "Fruit_Barn|Nambour_Wholefoods"
  nm2["bk062"] = "first_half|second_half"; nm2["bk063"] = "Canva|Mailchimp"; nm2["bk064"] = "March|April"
  nm2["bk065"] = "Sept_quarter|Dec_quarter"
  for (b in nm2) {
    split(nm2[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures, 10 compares x 3, 8 counts, 7 lists), %d differences, %d bad rows (%d statement rows)\n", checked, diffs, bad, N
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
