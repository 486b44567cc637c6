#!/usr/bin/env bash
# Second way for set tune (bkt): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording in the Description column, posting Date, signed Amount; no labels.csv fields,
# no answers.py code). Two kinds of item cannot come from bank wording alone:
#  - ute diesel vs the Jazz's unleaded: the bank row does not say; here they are split by the docket ranges
#    person.md gives (ute fills about 96-158, Jazz about 48-74): a fuel row of 90.00 or more is diesel.
#  - the sugar on the four Woolworths dockets: read from the sugar amount written in labels.csv's note
#    ("white sugar 54.10 ..."), not from amount x businessPercent as answers.py does.
# The 4 GST/BAS figures, the net-GST compare and the P8 net income rest on gross payouts, GST-free parts and
# private shares the statement does not show; they are compared with the printout of `python3 data/hand_worked.py`.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> -0.01 on the first ALDI debit posted in Apr 2026, in a temp copy: must give
#                                    exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_tune.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $1 ~ /Apr 2026$/ && $2 ~ /ALDI/ && $4 < 0 { $4 = sprintf("%.2f", $4 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
  STMT="$TMP/statement.csv"; OUT="$TMP/selftest_out.txt"
fi
[ -f "$JSON" ] || { echo "$JSON missing: run python3 out/answers.py"; exit 1; }
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
# the sugar written on the Woolworths dockets (labels.csv note), one amount a line
gawk -v FPAT='([^,]*)|("[^"]*")' 'NR > 1 && $14 ~ /white sugar [0-9]+\.[0-9][0-9] for feeding/ { if (match($14, /white sugar ([0-9]+\.[0-9][0-9])/, m)) print m[1] }' "$DATA/labels.csv" > "$TMP/sugar.txt"
# spec: id;mode;from;to;regex;post;filter
#  modes: inc (business income credits: wholesale, Square, Etsy, NZ shop, pollination), in (any credit),
#         out (debits, as positive), net (all matching rows, money out positive, credits netted), sgn (signed sum),
#         sugar (debits + the docket sugar from labels notes), gst (from = quarters, regex = worksheet field),
#         tax (regex = tax-summary key); lists: linc / lout / lany (names from bank wording), lmon (months, date order)
#  regex words: WHOLE (the 8 honey customers), POLL (the 4 orchards), INC (all business income), FUEL (servo rows)
#  post: sum dN (total / N) dn (per row) max min cnt ncnt (distinct names) pctN (total x N %, per-row rounding also)
#  filter: geX / ltX / gtX on the row's amount (as positive)
cat > "$TMP/spec.txt" <<'SPEC'
bkt001;inc;20250701;20260630;WHOLE;sum;
bkt002;inc;20250701;20251231;WHOLE;sum;
bkt003;inc;20250701;20250930;SQ AUSTRALIA;sum;
bkt004;inc;20260301;20260331;SQ AUSTRALIA;sum;
bkt005;inc;20260101;20260630;ETSY PAYMENTS;sum;
bkt006;inc;20250701;20260630;POLL;sum;
bkt007;inc;20250701;20260630;MACADAMIA|MACS;sum;
bkt008;inc;20250701;20260630;AVO GROWERS|AVOCADO;sum;
bkt009;inc;20250701;20260630;K & J NGUYEN;sum;
bkt010;sgn;20250701;20260630;KAURI LANE|^INWARD INTERNATIONAL PAYMENT FEE;sum;
bkt011;inc;20250701;20260630;YANDINA PROVIDORE;sum;
bkt012;inc;20251201;20251231;SQ AUSTRALIA;sum;
bkt013;inc;20250701;20260630;SQ AUSTRALIA;dn;
bkt014;inc;20250701;20260630;ETSY PAYMENTS;d12;
bkt015;inc;20250701;20260630;SQ AUSTRALIA;max;
bkt016;inc;20250701;20260630;ETSY PAYMENTS;min;
bkt017;inc;20260101;20260331;WHOLE;sum;
bkt018;inc;20251001;20251031;INC;sum;
bkt019;inc;20260401;20260630;INC;sum;
bkt020;in;20260501;20260531;.;sum;
bkt021;in;20250701;20260630;OWEN BLAIKIE;sum;
bkt022;in;20250701;20260630;ELDERS INSURANCE;sum;
bkt023;in;20250701;20260630;DIRECT CREDIT - ATO;sum;
bkt024;inc;20250701;20260630;WHOLE;dn;
bkt025;inc;20250801;20251031;SQ AUSTRALIA;sum;
bkt026;inc;20251001;20251231;SQ AUSTRALIA|ETSY PAYMENTS;sum;
bkt027;inc;20250701;20260630;INC;d12;
bkt028;out;20250701;20260630;BINDAREE;sum;ge1000
bkt029;out;20250701;20260630;BINDAREE;sum;lt1000
bkt030;out;20250701;20260630;KENILWORTH QUEEN|DARREN PIKE|WILDFLOWER APIARIES|M & R FALZON;sum;
bkt031;out;20250701;20260630;DARREN PIKE|M & R FALZON;sum;
bkt032;net;20250701;20260630;HINTERLAND PACKAGING;sum;
bkt033;out;20250701;20260630;CANDLE SUPPLIES|SPOTLIGHT;sum;
bkt034;out;20250701;20260630;COASTAL GROWERS;sum;
bkt035;out;20250701;20251231;COASTAL GROWERS|YANDINA MARKETS;sum;
bkt036;out;20250701;20260630;FUEL;sum;ge90
bkt037;out;20250701;20260630;FUEL;sum;lt90
bkt038;out;20250701;20260630;FUEL;dn;ge90
bkt039;out;20250701;20260630;NAMBOUR RURAL;sum;
bkt040;sugar;20250701;20260630;NAMBOUR RURAL;sum;
bkt041;out;20250701;20260630;ORIGIN ENERGY;pct20;
bkt042;out;20250701;20260630;INTUIT MAILCHIMP|^FOREIGN TRANSACTION FEE;sum;
bkt043;out;20250701;20260630;JED MORROW;sum;
bkt044;out;20250701;20260630;QLD TRANSPORT REGO|RACQ INSURANCE|NAMBOUR 4X4|BEAUREPAIRES;sum;
bkt045;out;20250701;20260630;INTERNET TRANSFER TO 10291133;sum;
bkt046;out;20250701;20260630;BPAY PAYMENT - ATO;sum;
bkt047;out;20250701;20260630;AUSTRALIA POST;sum;
bkt048;out;20260101;20260630;THE FISH CO|MCDONALDS|DOMINOS|NAMBOUR THAI|UBER \*EATS;sum;
bkt049;out;20260401;20260630;ALDI;sum;
bkt050;out;20250701;20260630;DIRECT DEBIT - TELSTRA;pct60;
bkt051;gst;Q1;;1A;;
bkt052;gst;Q2;;net;;
bkt053;gst;Q1+Q2+Q3+Q4;;G2;;
bkt054;gst;Q3;;1B;;
bkt055;tax;;;P8-netIncome;;
bkt056a;inc;20250701;20260630;SQ AUSTRALIA;sum;
bkt056b;inc;20250701;20260630;ETSY PAYMENTS;sum;
bkt057a;out;20250701;20260630;YANDINA MARKETS;sum;
bkt057b;out;20250701;20260630;COASTAL GROWERS;sum;
bkt058a;inc;20250701;20260630;K & J NGUYEN;sum;
bkt058b;inc;20250701;20260630;NAMBOUR WHOLEFOODS;sum;
bkt059a;inc;20250701;20251231;WHOLE;sum;
bkt059b;inc;20260101;20260630;WHOLE;sum;
bkt060a;out;20250701;20250930;FUEL;sum;ge90
bkt060b;out;20251001;20251231;FUEL;sum;ge90
bkt061a;inc;20250701;20260630;MACADAMIA|MACS;sum;
bkt061b;inc;20250701;20260630;AVO GROWERS|AVOCADO;sum;
bkt062a;inc;20251001;20251231;SQ AUSTRALIA;sum;
bkt062b;inc;20260101;20260331;SQ AUSTRALIA;sum;
bkt063a;gst;Q1;;net;;
bkt063b;gst;Q2;;net;;
bkt064a;inc;20250701;20260630;MONTVILLE COUNTRY;sum;
bkt064b;inc;20250701;20260630;MAPLETON LARDER;sum;
bkt065a;inc;20250701;20251231;ETSY PAYMENTS;sum;
bkt065b;inc;20260101;20260630;ETSY PAYMENTS;sum;
bkt066;inc;20250701;20260630;SQ AUSTRALIA;cnt;
bkt067;out;20250701;20260630;FUEL;cnt;ge90
bkt068;inc;20250701;20260630;WHOLE;ncnt;
bkt069;inc;20250701;20260630;ETSY PAYMENTS;cnt;gt300
bkt070;out;20250701;20260630;COASTAL GROWERS;cnt;
bkt071;in;20250701;20260630;OWEN BLAIKIE;cnt;
bkt072;inc;20251001;20251231;WHOLE;cnt;
bkt073;out;20250701;20260630;MCDONALDS;cnt;
bkt074;linc;20250701;20260630;POLL;;
bkt075;linc;20260601;20260630;WHOLE;;
bkt076;lout;20250701;20260630;^BPAY PAYMENT;;
bkt077;lmon;20250701;20260630;KAURI LANE;;
bkt078;lout;20250701;20260630;FUEL;;ge90
bkt079;lout;20250701;20260630;^OSKO PAYMENT SENT;;
bkt080;lout;20250701;20260630;KENILWORTH QUEEN|DARREN PIKE|WILDFLOWER APIARIES|M & R FALZON;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" -v SUGAR="$TMP/sugar.txt" '
function ymd(d,  p) { split(d, p, " "); return p[3] sprintf("%02d", mi[p[2]]) p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / payee / servo from the bank wording, spelt as the labels spell them
  m = n; sub(/^[A-Z ]+ - /, "", m); sub(/^INTERNET TRANSFER (TO|FROM) /, "", m)
  if (m ~ /^NAMBOUR WHOLEFOODS/) m = "Nambour Wholefoods Pty Ltd"
  else if (m ~ /^EUMUNDI DELI/) m = "Eumundi Deli & Pantry"
  else if (m ~ /^COOROY FINE FOODS/) m = "Cooroy Fine Foods Pty Ltd"
  else if (m ~ /^PALMWOODS VILLAGE GROC/) m = "Palmwoods Village Grocer"
  else if (m ~ /^K & J NGUYEN/) m = "K & J Nguyen (Buderim Fruit Barn)"
  else if (m ~ /^BLI BLI MACADAMIA/) m = "Bli Bli Macadamia Co Pty Ltd"
  else if (m ~ /^MARY VALLEY MACS/) m = "Mary Valley Macadamias Pty Ltd"
  else if (m ~ /^HINTERLAND AVOCADO/) m = "Hinterland Avocado Farms Pty Ltd"
  else if (m ~ /^KAURI LANE/) m = "Kauri Lane Homewares Ltd (Auckland NZ)"
  else if (m ~ /^YANDINA MARKETS ASSN/) m = "Yandina Markets Association Inc"
  else if (m ~ /^BIOSECURITY QLD/) m = "Biosecurity Queensland (DPI)"
  else if (m ~ /^DAFF LEVIES/) m = "Dept of Agriculture levies"
  else if (m ~ /^QLD TRANSPORT REGO/) m = "TMR Queensland"
  else if (m ~ /^(AMPOL|BP|LIBERTY|PUMA) /) { sub(/ .*/, "", m) }
  return norm(m)
}
function isinc(i) { return amt[i] > 0 && (nar[i] ~ WHOLE || nar[i] ~ POLL || nar[i] ~ /SQ AUSTRALIA|ETSY PAYMENTS|^INTERNATIONAL PAYMENT RECEIVED - KAURI LANE/) }
function isfuel(i) { return nar[i] ~ /^VISA PURCHASE - (AMPOL|BP|LIBERTY|PUMA) / }
function sel(i, mode, lo, hi, re, flt,  a) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "WHOLE") { if (nar[i] !~ WHOLE) return 0 }
  else if (re == "POLL") { if (nar[i] !~ POLL) return 0 }
  else if (re == "INC") { }
  else if (re == "FUEL") { if (!isfuel(i)) return 0 }
  else if (nar[i] !~ re) return 0
  a = (amt[i] < 0) ? -amt[i] : amt[i]
  if (flt ~ /^ge/ && !(a >= substr(flt, 3) + 0)) return 0
  if (flt ~ /^lt/ && !(a < substr(flt, 3) + 0)) return 0
  if (flt ~ /^gt/ && !(a > substr(flt, 3) + 0)) return 0
  if (mode == "inc" || mode == "linc" || mode == "lmon") return isinc(i)
  if (mode == "in") return amt[i] > 0
  if (mode == "out" || mode == "lout" || mode == "sugar") return amt[i] < 0
  if (mode == "net" || mode == "sgn" || mode == "lany") return 1
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
  WHOLE = "^(OSKO PAYMENT RECEIVED|DIRECT CREDIT) - (NAMBOUR WHOLEFOODS|EUMUNDI DELI|COOROY FINE FOODS|PALMWOODS VILLAGE GROC|MONTVILLE COUNTRY STORE|K & J NGUYEN|YANDINA PROVIDORE|MAPLETON LARDER)"
  POLL = "^(OSKO PAYMENT RECEIVED|DIRECT CREDIT) - (BLI BLI MACADAMIA|MARY VALLEY MACS|GLASS HOUSE AVO|HINTERLAND AVOCADO)"
  split("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec", mn, " "); for (k = 1; k <= 12; k++) mi[mn[k]] = k
  split("JANUARY FEBRUARY MARCH APRIL MAY JUNE JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER", full, " ")
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = ""; continue }
    if (line ~ /^ +(P8-|D[0-9])/) { n = split(line, kv, " "); tax[kv[1]] = kv[n] + 0 }
  }
  nsug = 0; sugar = 0; while ((getline line < SUGAR) > 0) { sugar += line; nsug++ }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
{ sub(/\r$/, "") }
FNR <= 5 { if (FNR == 5 && $0 != "Date,Description,Reference,Amount,Balance") { print "BAD HEADER"; bad++ }; next }
{
  N++; dt[N] = ymd($1); nar[N] = $2; amt[N] = $4 + 0
  if (NF != 5 || $4 !~ /^-?[0-9]+\.[0-9][0-9]$/ || $1 !~ /^[0-9][0-9] [A-Z][a-z][a-z] 20[0-9][0-9]$/) { print "BAD ROW " FNR; bad++ }
}
END {
  diffs = 0; checked = 0
  if (N != 565) { print "BAD COUNT " N; bad++ }
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; flt = s[7]
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
      note = " (from hand_worked.py printout, not bank wording)"
    } else if (mode == "tax") {
      got = c2(tax[re]); gotn = "-"; note = " (from hand_worked.py printout, not bank wording)"
    } else if (mode ~ /^l/) {
      delete names; ord = ""
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, flt)) {
        if (mode == "lmon") { m = full[substr(dt[i], 5, 2) + 0] substr(dt[i], 1, 4); if (index(ord, "|" m "|") == 0) ord = ord "|" m "|"; continue }
        names[name(nar[i])] = 1
      }
      if (mode == "lmon") { gsub(/\|\|/, "|", ord); gsub(/^\||\|$/, "", ord); got = ord } else got = sortjoin(names)
    } else {
      sum = 0; cnt = 0; mx = ""; mn_ = ""; delete seen; nn = 0; prow = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, flt)) {
        a = (mode == "out" || mode == "net" || mode == "sugar") ? -amt[i] : amt[i]
        sum += a; cnt++; prow += c2(a * substr(post, 4) / 100)
        if (mx == "" || a > mx) mx = a
        if (mn_ == "" || a < mn_) mn_ = a
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
      }
      if (mode == "sugar") { sum += sugar; cnt += nsug; note = " (docket sugar " c2(sugar) " from " nsug " labels notes)" }
      if (flt ~ /^(ge|lt)90$/) note = " (diesel / unleaded split by the docket ranges in person.md)"
      got = c2(sum); gotn = cnt
      if (post ~ /^d[0-9]+$/) got = c2(sum / substr(post, 2))
      if (post == "dn") got = c2(sum / cnt)
      if (post ~ /^pct/) { got = c2(sum * substr(post, 4) / 100); if (c2(prow) != got) alt = c2(prow) }
      if (post == "max") { got = c2(mx); gotn = 1 }
      if (post == "min") { got = c2(mn_); gotn = 1 }
      if (post == "cnt") { got = cnt; gotn = "" }
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
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, note
  }
  nm2["bkt056"] = "Square|Etsy"; nm2["bkt057"] = "Yandina|Caloundra"; nm2["bkt058"] = "Fruit_Barn|Nambour_Wholefoods"
  nm2["bkt059"] = "first_half|second_half"; nm2["bkt060"] = "Sept_quarter|Dec_quarter"; nm2["bkt061"] = "macs|avos"
  nm2["bkt062"] = "Dec_quarter|March_quarter"; nm2["bkt063"] = "Q1|Q2"; nm2["bkt064"] = "Montville|Mapleton"
  nm2["bkt065"] = "first_half|second_half"
  for (b in nm2) {
    split(nm2[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures, 10 compares x 3, 8 counts, 7 lists), %d differences, %d bad rows\n", checked, diffs, bad + 0
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
