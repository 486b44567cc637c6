#!/usr/bin/env bash
# Second way for set heldout (rsq): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording, dates, signed Amount only; no labels.csv, no answers.py code).
# The 5 GST/BAS figures and the 1A compare cannot come from bank wording (platform gross and fees are only in the
# weekly tax summaries, private shares, GST-free parts); their amounts are compared with the worksheet printed by
# `python3 data/hand_worked.py` instead. python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> -0.01 on one NETFLIX debit in a temp copy (balances after it shifted too, so the chain holds); must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $3 ~ /NETFLIX/ { $4 = sprintf("%.2f", $4 - 0.01); done = 1 } done && NR > 1 { $5 = sprintf("%.2f", $5 - 0.01) } { print }' "$STMT" > "$TMP/statement.csv"
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
#  modes: inc (driving income credits), pinc (own bookings: Osko deposits other than Liam), in (any credit),
#         out (money out = -Amount, refunds netted), gst (from = quarters, regex = worksheet field),
#         linc / lpinc / lout: lists of payer / payee names; lp2 (Osko passengers with 2+ rows); lnoref
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt ncnt gtN ltN
#  FUEL = the five servo brands' card purchases; TAKE = takeaway merchants
cat > "$TMP/spec.txt" <<'SPEC'
rsq001;inc;20250701;20260630;UBER AUSTRALIA;sum;
rsq002;inc;20250701;20260630;DIDI MOBILITY;sum;
rsq003;inc;20251101;20251130;.;sum;
rsq004;inc;20251001;20251231;.;sum;
rsq005;inc;20250701;20260630;TAMAR VALLEY AGED;sum;
rsq006;inc;20250701;20260630;S ABERNETHY;sum;
rsq007;inc;20250701;20260630;M HENDERSON;sum;
rsq008;pinc;20250701;20260630;.;sum;
rsq009;inc;20250701;20260630;UBER PAYOUT;d52;
rsq010;inc;20250701;20260630;UBER PAYOUT;max;
rsq011;inc;20250701;20260630;DIDI MOBILITY;min;
rsq012;inc;20260101;20260630;.;sum;TAMAR VALLEY
rsq013;inc;20250701;20260630;.;d12;
rsq014;inc;20260101;20260331;DIDI MOBILITY;sum;
rsq015;inc;20250701;20250930;UBER AUSTRALIA;sum;
rsq016;in;20250701;20260630;PEPPERS SILO HOTEL PAY;sum;
rsq017;in;20250701;20260630;LIAM BRENNAN;sum;
rsq018;inc;20260601;20260630;.;sum;
rsq019;inc;20260101;20260630;UBER AUSTRALIA|DIDI MOBILITY;sum;
rsq020;inc;20250701;20260630;DIDI MOBILITY;dn;
rsq021;out;20250701;20260630;FUEL;sum;
rsq022;out;20250801;20250831;FUEL;sum;
rsq023;out;20250701;20260630;FUEL;dn;
rsq024;out;20250701;20260630;Purchase SHELL;sum;
rsq025;out;20250701;20260630;Purchase AMPOL;sum;
rsq026;out;20250701;20260630;SUDS EXPRESS;sum;
rsq027;out;20250701;20260630;LAUNCESTON TOYOTA;sum;
rsq028;out;20250701;20260630;BEAUREPAIRES;sum;
rsq029;out;20250701;20260630;RACT INSURANCE|SERVICE TASMANIA;sum;
rsq030;out;20250701;20260630;TOYOTA FIN;sum;
rsq031;out;20250701;20260630;^Direct Debit TELSTRA;sum;
rsq032;out;20250701;20260630;LAUNCESTON INTERNET;sum;
rsq033;out;20250701;20260630;GRIDWISE|^International Transaction Fee;sum;
rsq034;out;20250701;20260630;^Account Service Fee;sum;
rsq035;out;20250701;20260630;LAUNCESTON AIRPORT PARKING;sum;
rsq036;out;20250701;20260630;HOBART AIRPORT PARKING;sum;
rsq037;out;20250701;20260630;TELSTRA STORE;sum;
rsq038;out;20250701;20260630;JB HI-FI;ge100;
rsq039;out;20250701;20260630;HARCOURTS;sum;
rsq040;out;20251001;20251231;GROC;sum;
rsq041;out;20250701;20260630;GROC;d52;
rsq042;out;20260201;20260228;WOOLWORTHS;sum;
rsq043;out;20260601;20260630;TAKE;sum;
rsq044;out;20250701;20260630;MCDONALDS|HUNGRY JACKS;sum;
rsq045;out;20250701;20260630;LAUNCESTON AQUATIC;sum;
rsq046;out;20250701;20260630;NETFLIX;sum;
rsq047;out;20250701;20260630;AUSTRALIANSUPER;sum;
rsq048;out;20250701;20251231;^BPAY to TAX OFFICE;sum;
rsq049;out;20260101;20260630;BONUS SAVER;sum;
rsq050;out;20250701;20260630;^ATM Withdrawal;sum;
rsq051;gst;Q1+Q2+Q3+Q4;;1A;;
rsq052;gst;Q2;;1B;;
rsq053;gst;Q4;;net;;
rsq054;gst;Q1+Q2;;G1;;
rsq055;gst;Q1+Q2+Q3+Q4;;G11;;
rsq056a;inc;20250701;20260630;UBER AUSTRALIA;sum;
rsq056b;inc;20250701;20260630;DIDI MOBILITY;sum;
rsq057a;inc;20250701;20250930;.;sum;
rsq057b;inc;20260101;20260331;.;sum;
rsq058a;out;20250701;20260630;WOOLWORTHS;sum;
rsq058b;out;20250701;20260630;COLES ;sum;SHELL COLES
rsq059a;out;20250701;20260630;Purchase SHELL;sum;
rsq059b;out;20250701;20260630;Purchase BP ;sum;
rsq060a;out;20250701;20260630;^Direct Debit TELSTRA;sum;
rsq060b;out;20250701;20260630;LAUNCESTON INTERNET;sum;
rsq061a;out;20250701;20260630;MCDONALDS;sum;
rsq061b;out;20250701;20260630;DOMINOS;sum;
rsq062a;inc;20251101;20251130;.;sum;
rsq062b;inc;20251201;20251231;.;sum;
rsq063a;out;20250701;20251231;FUEL;sum;
rsq063b;out;20260101;20260630;FUEL;sum;
rsq064a;inc;20250701;20260630;M HENDERSON;sum;
rsq064b;inc;20250701;20260630;S ABERNETHY;sum;
rsq065a;gst;Q1;;1A;;
rsq065b;gst;Q2;;1A;;
rsq066;out;20250701;20260630;FUEL;cnt;
rsq067;out;20250701;20260630;SUDS EXPRESS;cnt;
rsq068;inc;20250701;20260630;UBER PAYOUT;gt700;
rsq069;out;20250701;20251231;TAKE;cnt;
rsq070;inc;20250701;20260630;TAMAR VALLEY AGED;cnt;
rsq071;pinc;20250701;20260630;.;ncnt;
rsq072;out;20250701;20260630;^ATM Withdrawal;cnt;
rsq073;inc;20250701;20260630;DIDI MOBILITY;lt200;
rsq074;linc;20260401;20260430;.;;
rsq075;lpinc;20250701;20260630;.;;
rsq076;lnoref;20250701;20260630;.;;
rsq077;lout;20250701;20260630;^BPAY to;;
rsq078;lout;20250701;20260630;^Direct Debit;;
rsq079;lout;20260101;20260331;SUDS EXPRESS|LAUNCESTON TOYOTA|BEAUREPAIRES|SUPERCHEAP|RACT|SERVICE TASMANIA|AIRPORT PARKING|JB HI-FI LAUNCESTON  .*,-39;;
rsq080;lp2;20250701;20260630;.;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "-"); return p[3] mon[p[2]] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / payee from the bank wording
  m = n
  if (m ~ /^Osko (Deposit from|Payment to) /) { sub(/^Osko (Deposit from|Payment to) /, "", m); sub(/ Ref .*$/, "", m) }
  else if (m ~ /UBER AUSTRALIA/) m = "Uber (rides + Uber Eats)"
  else if (m ~ /DIDI MOBILITY/) m = "DiDi"
  else if (m ~ /TAMAR VALLEY AGED/) m = "Tamar Valley Aged Care"
  else if (m ~ /TAX OFFICE/) m = "ATO"
  else if (m ~ /AUSTRALIANSUPER/) m = "AustralianSuper"
  else if (m ~ /LAUNCESTON AQUATIC/) m = "Launceston Aquatic"
  else if (m ~ /RACT INSURANCE/) m = "RACT Insurance"
  else if (m ~ /SERVICE TASMANIA/) m = "Service Tasmania"
  else if (m ~ /LAUNCESTON INTERNET/) m = "Launceston Internet"
  else if (m ~ /Direct Debit TELSTRA/) m = "Telstra"
  else if (m ~ /TOYOTA FIN/) m = "Toyota Finance"
  else if (m ~ /SUDS EXPRESS/) m = "Suds Express"
  else if (m ~ /BEAUREPAIRES/) m = "Beaurepaires"
  else if (m ~ /LAUNCESTON TOYOTA/) m = "Launceston Toyota"
  else if (m ~ /SUPERCHEAP/) m = "Supercheap Auto"
  else if (m ~ /LAUNCESTON AIRPORT PARKING/) m = "Launceston Airport"
  else if (m ~ /HOBART AIRPORT PARKING/) m = "Hobart Airport"
  else if (m ~ /JB HI-FI/) m = "JB Hi-Fi"
  else m = "?" m
  return norm(m)
}
function isinc(i) { return amt[i] > 0 && nar[i] ~ /^Direct Credit (UBER AUSTRALIA|DIDI MOBILITY|TAMAR VALLEY AGED)|^Osko Deposit from/ && nar[i] !~ /LIAM BRENNAN/ }
function ispriv(i) { return isinc(i) && nar[i] ~ /^Osko Deposit from/ }
function isfuel(i) { return nar[i] ~ /Purchase (AMPOL|BP |7-ELEVEN|SHELL|UNITED PETROLEUM)/ }
function isgroc(i) { return nar[i] ~ /Purchase (WOOLWORTHS|COLES |IGA )/ && nar[i] !~ /SHELL COLES/ }
function istake(i) { return nar[i] ~ /Purchase (BANJOS|STILLWATER|DOMINOS|SUBWAY|MCDONALDS|HUNGRY JACKS)/ }
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "FUEL") { if (!isfuel(i)) return 0 }
  else if (re == "GROC") { if (!isgroc(i)) return 0 }
  else if (re == "TAKE") { if (!istake(i)) return 0 }
  else if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc") return isinc(i)
  if (mode ~ /^(pinc|lpinc|lp2|lnoref)$/) return ispriv(i)
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
  split("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec", mn_, " "); for (k = 1; k <= 12; k++) mon[mn_[k]] = sprintf("%02d", k)
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = "" }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  N++; dt[N] = ymd($1); nar[N] = $3; amt[N] = $4 + 0; raw[N] = $0
  if (NF != 5 || $4 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
  if (N > 1 && c2(bal + amt[N]) != c2($5)) { print "BALANCE BREAK " NR; bad++ }
  bal = $5 + 0
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
      for (i = 1; i <= N; i++) {
        if (mode == "lout" && id == "rsq079") { if (dt[i] < lo || dt[i] > hi || nar[i] !~ /SUDS EXPRESS|LAUNCESTON TOYOTA|BEAUREPAIRES|SUPERCHEAP|RACT|SERVICE TASMANIA|AIRPORT PARKING|JB HI-FI/) continue; if (nar[i] ~ /JB HI-FI/ && -amt[i] >= 100) continue }
        else if (!sel(i, mode, lo, hi, re, ex)) continue
        nm = name(nar[i])
        if (mode == "lp2") { n2[nm]++; continue }
        if (mode == "lnoref" && nar[i] ~ / Ref /) continue
        names[nm] = 1
      }
      if (mode == "lp2") for (k in n2) if (n2[k] >= 2) names[k] = 1
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = ""; mn = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        a = (mode == "out") ? -amt[i] : amt[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        if (post ~ /^lt/ && !(a < substr(post, 3) + 0)) continue
        if (post ~ /^ge/ && !(a >= substr(post, 3) + 0)) continue
        sum += a; cnt++; if (a > 0) gross += a
        if (mx == "" || a > mx) mx = a
        if (mn == "" || a < mn) mn = a
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
      }
      got = c2(sum); gotn = cnt
      if (mode == "out" && c2(gross) != got) alt = c2(gross)
      if (post ~ /^d[0-9]+$/) { got = c2(sum / substr(post, 2)); alt = "" }
      if (post == "d52") alt = c2(sum / (365 / 7))
      if (post == "dn") { got = c2(sum / cnt); alt = "" }
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "min") { got = c2(mn); gotn = 1; alt = "" }
      if (post == "cnt" || post ~ /^(gt|lt)/) { got = cnt; gotn = "" }
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
  nm2["rsq056"] = "Uber|DiDi"; nm2["rsq057"] = "Sept_quarter|March_quarter"; nm2["rsq058"] = "Woolies|Coles"
  nm2["rsq059"] = "Shell|BP"; nm2["rsq060"] = "phone|internet"; nm2["rsq061"] = "Maccas|Dominos"
  nm2["rsq062"] = "November|December"; nm2["rsq063"] = "first_half|second_half"; nm2["rsq064"] = "Henderson|Abernethy"
  nm2["rsq065"] = "Jul-Sep|Oct-Dec"
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
