#!/usr/bin/env bash
# Second way for set tune (rdt): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording, posting Date, signed Amount only; no labels.csv, no answers.py code).
# The 4 GST/BAS figures, the net-GST compare and the P8 net income cannot come from bank wording (Uber / DiDi
# gross from the weekly summaries, private shares, GST-free parts); they are compared with the worksheet and
# tax summary printed by `python3 data/hand_worked.py` instead.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> -0.01 on the first 2026 KMART debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_tune.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $1 ~ /2026$/ && $3 ~ /KMART/ { $4 = sprintf("%.2f", $4 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#  modes: inc (driving income credits: Uber, DiDi, Tamar Valley, Osko deposits other than Liam), in (any credit),
#         out (debits, as positive), gst (from = quarters, regex = worksheet field), tax (regex = tax-summary key),
#         lists: linc (income payers), lout (payees / servo brands), lmon (months in date order), lgtn (names with more than post rows)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt ncnt (distinct names) gtN geN (row filters)
#  regex FUEL = servo rows; GROC = supermarket rows; TAKE = the six takeaway shops
cat > "$TMP/spec.txt" <<'SPEC'
rdt001;inc;20250701;20250930;UBER PAYOUT;sum;
rdt002;inc;20250701;20260630;DIDI MOBILITY;sum;
rdt003;inc;20250701;20260630;TAMAR VALLEY AGED;sum;
rdt004;inc;20250701;20260630;^Osko Deposit from;sum;
rdt005;inc;20260101;20260630;.;sum;
rdt006;inc;20251001;20251031;.;sum;
rdt007;inc;20250701;20260630;UBER PAYOUT;dn;
rdt008;inc;20250701;20260630;DIDI MOBILITY;d52;
rdt009;inc;20250701;20260630;DIDI MOBILITY;max;
rdt010;inc;20250701;20260630;UBER PAYOUT;min;
rdt011;inc;20250701;20260630;M HENDERSON;sum;
rdt012;inc;20250701;20260630;S ABERNETHY;sum;
rdt013;in;20250701;20260630;PEPPERS SILO HOTEL PAY;sum;
rdt014;in;20251001;20251231;PEPPERS SILO HOTEL PAY;sum;
rdt015;in;20250701;20260630;LIAM BRENNAN;sum;
rdt016;in;20250701;20260630;TAX REFUND;sum;
rdt017;inc;20260301;20260331;UBER PAYOUT|DIDI MOBILITY;sum;
rdt018;inc;20260401;20260630;.;sum;UBER AUSTRALIA
rdt019;inc;20250701;20260630;.;d12;
rdt020;inc;20250701;20251231;DIDI MOBILITY;sum;
rdt021;inc;20250701;20260630;CLEANING FEE;sum;
rdt022;in;20260501;20260531;.;sum;
rdt023;out;20250701;20260630;FUEL;sum;
rdt024;out;20251001;20251231;FUEL;sum;
rdt025;out;20250701;20260630;FUEL;dn;
rdt026;out;20250701;20260630;Purchase SHELL COLES;sum;
rdt027;out;20250701;20260630;Purchase AMPOL;sum;
rdt028;out;20250701;20260630;SUDS EXPRESS;sum;
rdt029;out;20250701;20260630;TOYOTA FIN;sum;
rdt030;out;20250701;20260630;SERVICE TASMANIA;sum;
rdt031;out;20250701;20260630;LAUNCESTON TOYOTA;sum;
rdt032;out;20250701;20260630;BEAUREPAIRES|SERVICE TASMANIA|RACT INSURANCE|LAUNCESTON TOYOTA;sum;
rdt033;out;20250701;20260630;JB HI-FI;ge100;
rdt034;out;20250701;20260630;JB HI-FI;sum;
rdt035;out;20250701;20260630;TELSTRA STORE;sum;
rdt036;out;20250701;20260630;GRIDWISE|^International Transaction Fee;sum;
rdt037;out;20250701;20260630;^Direct Debit TELSTRA;sum;
rdt038;out;20250701;20260630;LAUNCESTON AIRPORT;sum;
rdt039;out;20250701;20260630;HARCOURTS;sum;
rdt040;out;20260101;20260331;GROC;sum;
rdt041;out;20250701;20260630;Purchase WOOLWORTHS;sum;
rdt042;out;20260101;20260630;TAKE;sum;
rdt043;out;20250701;20260630;Purchase (MCDONALDS|HUNGRY JACKS);sum;
rdt044;out;20250701;20260630;BONUS SAVER;sum;
rdt045;out;20250701;20260630;AUSTRALIANSUPER;sum;
rdt046;out;20260101;20260630;KMART;sum;
rdt047;out;20250701;20260630;.;max;TAX OFFICE
rdt048;out;20250701;20260630;LAUNCESTON AQUATIC;sum;
rdt049;out;20250701;20260630;^ATM Withdrawal;sum;
rdt050;out;20250701;20260630;FUEL;d12;
rdt051;gst;Q2;;1A;;
rdt052;gst;Q4;;net;;
rdt053;gst;Q1+Q2+Q3+Q4;;G1;;
rdt054;gst;Q3;;1B;;
rdt055;tax;;;P8-netIncome;;
rdt056a;inc;20250701;20260630;UBER PAYOUT;sum;
rdt056b;inc;20250701;20260630;DIDI MOBILITY;sum;
rdt057a;inc;20250701;20250930;.;sum;
rdt057b;inc;20251001;20251231;.;sum;
rdt058a;out;20250701;20260630;Purchase SHELL;sum;
rdt058b;out;20250701;20260630;Purchase BP ;sum;
rdt059a;out;20250701;20260630;Purchase WOOLWORTHS;sum;
rdt059b;out;20250701;20260630;Purchase IGA;sum;
rdt060a;out;20250701;20260630;Purchase MCDONALDS;sum;
rdt060b;out;20250701;20260630;Purchase DOMINOS;sum;
rdt061a;in;20250701;20260630;PEPPERS SILO HOTEL PAY;sum;
rdt061b;inc;20250701;20260630;DIDI MOBILITY;sum;
rdt062a;out;20250701;20251231;FUEL;sum;
rdt062b;out;20260101;20260630;FUEL;sum;
rdt063a;gst;Q1;;net;;
rdt063b;gst;Q3;;net;;
rdt064a;inc;20251101;20251130;UBER PAYOUT;sum;
rdt064b;inc;20251201;20251231;UBER PAYOUT;sum;
rdt065a;out;20250701;20260630;^Direct Debit TELSTRA;sum;
rdt065b;out;20250701;20260630;^Direct Debit LAUNCESTON INTERNET;sum;
rdt066;out;20250701;20260630;FUEL;cnt;
rdt067;inc;20250701;20260630;UBER PAYOUT;cnt;
rdt068;inc;20250701;20260630;DIDI MOBILITY;gt300;
rdt069;out;20250701;20260630;SUDS EXPRESS;cnt;
rdt070;out;20260201;20260228;TAKE;cnt;
rdt071;inc;20250701;20260630;^Osko Deposit from;ncnt;
rdt072;out;20250701;20260630;LAUNCESTON AIRPORT;cnt;
rdt073;inc;20250701;20260630;TAMAR VALLEY AGED;cnt;
rdt074;linc;20250701;20260630;^Osko Deposit from;;
rdt075;lout;20250701;20260630;^BPAY to;;
rdt076;lout;20251201;20251231;FUEL;;
rdt077;linc;20260620;20260630;.;;
rdt078;lmon;20250701;20260630;TAMAR VALLEY AGED;;
rdt079;lout;20250701;20260630;^Direct Debit;;
rdt080;lgtn;20250701;20260630;TAKE;10;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "-"); return p[3] sprintf("%02d", mi[p[2]]) p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / payee / shop from the bank wording
  m = n
  if (m ~ /^Osko (Deposit from|Payment to) /) { sub(/^Osko (Deposit from|Payment to) /, "", m); sub(/ Ref .*$/, "", m) }
  else if (m ~ /UBER AUSTRALIA.*UBER PAYOUT/) m = "Uber (rides + Uber Eats)"
  else if (m ~ /UBER AUSTRALIA.*CLEANING FEE/) m = "Uber"
  else if (m ~ /DIDI MOBILITY/) m = "DiDi"
  else if (m ~ /TAMAR VALLEY AGED/) m = "Tamar Valley Aged Care"
  else if (m ~ /^BPAY to LAUNCESTON AQUATIC/) m = "Launceston Aquatic"
  else if (m ~ /^BPAY to AUSTRALIANSUPER/) m = "AustralianSuper"
  else if (m ~ /^BPAY to TAX OFFICE/) m = "ATO"
  else if (m ~ /^BPAY to RACT INSURANCE/) m = "RACT Insurance"
  else if (m ~ /^BPAY to SERVICE TASMANIA/) m = "Service Tasmania"
  else if (m ~ /^Direct Debit TELSTRA/) m = "Telstra"
  else if (m ~ /^Direct Debit LAUNCESTON INTERNET/) m = "Launceston Internet"
  else if (m ~ /^Direct Debit TOYOTA FIN/) m = "Toyota Finance"
  else if (m ~ /Purchase AMPOL/) m = "Ampol"
  else if (m ~ /Purchase BP /) m = "BP"
  else if (m ~ /Purchase SHELL/) m = "Shell"
  else if (m ~ /Purchase 7-ELEVEN/) m = "7-Eleven"
  else if (m ~ /Purchase UNITED PETROLEUM/) m = "United"
  else if (m ~ /Purchase BANJOS/) m = "Banjos"
  else if (m ~ /Purchase DOMINOS/) m = "Dominos"
  else if (m ~ /Purchase HUNGRY JACKS/) m = "Hungry Jacks"
  else if (m ~ /Purchase MCDONALDS/) m = "McDonalds"
  else if (m ~ /Purchase STILLWATER/) m = "Stillwater Cafe"
  else if (m ~ /Purchase SUBWAY/) m = "Subway"
  else m = "?" m
  return norm(m)
}
function isinc(i) { return amt[i] > 0 && nar[i] ~ /UBER AUSTRALIA|DIDI MOBILITY|TAMAR VALLEY AGED|^Osko Deposit from/ && nar[i] !~ /LIAM BRENNAN/ }
function isfuel(i) { return nar[i] ~ /^Visa Debit Purchase (AMPOL|BP |SHELL|7-ELEVEN|UNITED PETROLEUM)/ }
function isgroc(i) { return nar[i] ~ /Purchase (COLES|IGA|WOOLWORTHS)/ }
function istake(i) { return nar[i] ~ /Purchase (BANJOS|DOMINOS|HUNGRY JACKS|MCDONALDS|STILLWATER|SUBWAY)/ }
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "FUEL") { if (!isfuel(i)) return 0 }
  else if (re == "GROC") { if (!isgroc(i)) return 0 }
  else if (re == "TAKE") { if (!istake(i)) return 0 }
  else if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc" || mode == "lmon") return isinc(i)
  if (mode == "in") return amt[i] > 0
  if (mode == "out" || mode == "lout" || mode == "lgtn") return amt[i] < 0
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
  split("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec", mn, " "); for (k = 1; k <= 12; k++) mi[mn[k]] = k
  split("JANUARY FEBRUARY MARCH APRIL MAY JUNE JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER", full, " ")
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = ""; continue }
    if (line ~ /^ +(P8-|D[0-9])/) { n = split(line, kv, " "); tax[kv[1]] = kv[n] + 0 }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  # the description holds no commas in this export; check the shape of every row
  N++; dt[N] = ymd($1); nar[N] = $3; amt[N] = $4 + 0
  if (NF != 5 || $4 !~ /^-?[0-9]+\.[0-9][0-9]$/ || !($1 ~ /^[0-9][0-9]-[A-Z][a-z][a-z]-20[0-9][0-9]$/)) { print "BAD ROW " NR; bad++ }
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
    } else if (mode == "tax") {
      got = c2(tax[re]); gotn = "-"
    } else if (mode ~ /^l/) {
      delete names; delete n2; ord = ""
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        if (mode == "lmon") { m = full[substr(dt[i], 5, 2) + 0] substr(dt[i], 1, 4); if (index(ord, "|" m "|") == 0) ord = ord "|" m "|"; continue }
        nm = name(nar[i])
        if (mode == "lgtn") { n2[nm]++; continue }
        names[nm] = 1
      }
      if (mode == "lgtn") for (k in n2) if (n2[k] > post + 0) names[k] = 1
      if (mode == "lmon") { gsub(/\|\|/, "|", ord); gsub(/^\||\|$/, "", ord); got = ord } else got = sortjoin(names)
    } else {
      sum = 0; cnt = 0; mx = ""; mn_ = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        a = (mode == "out") ? -amt[i] : amt[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        if (post ~ /^ge/ && !(a >= substr(post, 3) + 0)) continue
        sum += a; cnt++
        if (mx == "" || a > mx) mx = a
        if (mn_ == "" || a < mn_) mn_ = a
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
      }
      got = c2(sum); gotn = cnt
      if (post ~ /^d[0-9]+$/) got = c2(sum / substr(post, 2))
      if (post == "d52") alt = c2(sum / (365 / 7))
      if (post == "dn") got = c2(sum / cnt)
      if (post == "max") { got = c2(mx); gotn = 1 }
      if (post == "min") { got = c2(mn_); gotn = 1 }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
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
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, (mode == "gst" || mode == "tax" ? " (from hand_worked.py printout, not bank wording)" : "")
  }
  nm2["rdt056"] = "Uber|DiDi"; nm2["rdt057"] = "Sept_quarter|Dec_quarter"; nm2["rdt058"] = "Shell|BP"
  nm2["rdt059"] = "Woolworths|IGA"; nm2["rdt060"] = "McDonald'"'"'s|Domino'"'"'s"; nm2["rdt061"] = "hotel_pay|DiDi"
  nm2["rdt062"] = "first_half|second_half"; nm2["rdt063"] = "Q1|Q3"; nm2["rdt064"] = "November|December"
  nm2["rdt065"] = "Telstra_mobile|home_internet"
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
