#!/usr/bin/env bash
# Second way: recompute every answerable item with awk straight from data/statement.csv (bank wording, dates and the
# signed Amount only; no labels.csv, no answers.py code). GST/BAS amounts are compared with what
# `python3 data/hand_worked.py` prints (quarter worksheets and per-row sums); their row counts come from bank wording.
# python3 is used only to flatten the JSON into lines, to run hand_worked.py and (selftest) to spoil one amount.
#   bash out/check.sh             -> out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> spoils lkq013's amount by 0.01 in a temp copy; must report 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
OUTF=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  python3 - "$JSON" "$TMP/spoilt.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
for i in d:
    if i["id"] == "lkq013":
        i["expected"]["amount"] = f'{float(i["expected"]["amount"]) + 0.01:.2f}'
json.dump(d, open(sys.argv[2], "w"))
PY
  JSON="$TMP/spoilt.json"; OUTF="$TMP/selftest_out.txt"
fi
python3 "$DATA/hand_worked.py" > "$TMP/hw.txt" || { echo "hand_worked.py failed"; exit 1; }
python3 - "$JSON" > "$TMP/exp.txt" <<'PY'
import json, sys
for d in json.load(open(sys.argv[1])):
    e, i = d["expected"], d["id"]
    if d["kind"] == "figure":
        print(i, "fig", e["amount"], e["transactions"], *e.get("alsoAccepted", []))
    elif d["kind"] == "compare":
        print(i, "cmp", e["amounts"][0], e["amounts"][1], e["answer"].replace(" ", "_"))
    elif d["kind"] == "count":
        print(i, "cnt", e["count"])
    elif d["kind"] == "list":
        print(i, "lst", "|".join(e["items"]).replace(" ", "_") or "-")
PY
# spec: id;mode;from;to;regex;post;exclude-regex
#  mode inc = sales credits (Osko jobs, DIRECT CREDIT, CASH DEPOSIT; not the brother, not the old machine sale)
#       spend = money out and refunds, without sales, own savings, ATO, Hostplus (home loan and ATM cash count)
#       out = money-out rows; gst = worksheet from hand_worked.py (from = quarters "Q1+Q2", regex = field)
#  post: sum d12 d52 dn max cnt neg(count money-out rows) gtN(cnt rows > N) sale(+R LEE in alsoAccepted)
#        alt=REGEX (alsoAccepted without rows matching REGEX)
#  list modes: linc, lspend, ldiff (post = from2-to2 excluded), lgt (post = threshold on payer total)
FUEL='AMPOL|7-ELEVEN|BP FYSHWICK|SHELL COLES'
cat > "$TMP/spec.txt" <<SPEC
lkq001;inc;20250701;20260630;.;sale;
lkq002;inc;20250701;20260630;LJ HOOKER;sum;
lkq003;inc;20250701;20260630;BELLE PROP;sum;
lkq004;inc;20260101;20260630;PRD QUEANBEYAN;sum;
lkq005;inc;20260101;20260331;.;sum;
lkq006;inc;20260301;20260331;.;sum;
lkq007;inc;20250701;20260630;LJ HOOKER|BELLE PROP|PRD QUEANBEYAN;sum;
lkq008;inc;20250701;20260630;.;sum;LJ HOOKER|BELLE PROP|PRD QUEANBEYAN
lkq009;inc;20250701;20260630;G MCKAY;sum;
lkq010;inc;20260401;20260630;R O'CONNELL;sum;
lkq011;inc;20250801;20251031;.;sale;
lkq012;inc;20250701;20260630;CANBERRA GRAMMAR;sum;
lkq013;spend;20250701;20260630;$FUEL;sum;
lkq014;spend;20250701;20260630;$FUEL|BOB JANE|ULTRATUNE|BPAY NRMA INSURANCE|BPAY SERVICE NSW 20931184;sum;
lkq015;spend;20250701;20260630;LOCKSMITH WHOLESALE;sum;
lkq016;spend;20250701;20260630;BUNNINGS;sum;
lkq017;spend;20260101;20260331;BUNNINGS;sum;
lkq018;spend;20250701;20260630;ALDI|COLES 0795|WOOLWORTHS;sum;
lkq019;spend;20260101;20260630;WOOLWORTHS;sum;
lkq020;spend;20250701;20260630;DOMINOS|GUZMAN|MCDONALDS|ROYAL HOTEL|ZAMBRERO;sum;
lkq021;spend;20250701;20260630;TELSTRA;sum;
lkq022;spend;20250701;20260630;TELSTRA|TPG INTERNET;sum;
lkq023;spend;20250701;20260630;INSTACODE|SERVICEM8|XERO;sum;
lkq024;spend;20250701;20260630;^ACCOUNT FEE|^FOREIGN TRANSACTION FEE;sum;
lkq025;spend;20250701;20260630;ORIGIN ENERGY;sum;
lkq026;spend;20250701;20260630;EASYPARK;sum;
lkq027;spend;20260601;20260630;.;alt=^TRANSFER TO LOAN|^ATM WITHDRAWAL;
lkq028;spend;20250701;20260630;BIZCOVER|BPAY NRMA INSURANCE;sum;
lkq029;spend;20250701;20260630;SILCA|JB HI-FI;sum;
lkq030;spend;20251001;20251231;NETFLIX;sum;
lkq031;gst;Q1;;1A;;
lkq032;gst;Q2;;1B;;
lkq033;gst;Q3;;net;;
lkq034;gst;Q4;;net;;
lkq035;gst;Q1+Q2;;net;;
lkq036;gst;Q1+Q2+Q3+Q4;;1B;;
lkq037;gst;Q1+Q2+Q3+Q4;;1A;;
lkq038;gst;Q2;;G1;;
lkq039;gst;Q4;;G11;;
lkq040;gst;Q1+Q2+Q3+Q4;;G10;;
lkq041;gst;Q1;;G14;;
lkq042;gst;Q1+Q2+Q3+Q4;;G15;;
lkq043;gst;Q3+Q4;;1A;;
lkq044;inc;20250701;20260630;.;d12;
lkq045;inc;20250701;20260630;.;d52;
lkq046;inc;20250701;20260630;LJ HOOKER;dn;
lkq047;spend;20250701;20260630;$FUEL;d12;
lkq048;spend;20250701;20260630;$FUEL;dn;
lkq049;spend;20250701;20260630;ALDI|COLES 0795|WOOLWORTHS;d52;
lkq050;inc;20250701;20260630;^OSKO DEPOSIT;dn;
lkq051;inc;20250701;20260630;.;max;
lkq052;spend;20250701;20260630;.;max;
lkq053;spend;20250701;20260630;$FUEL;max;
lkq054;out;20250701;20260630;^BPAY ATO;sum;
lkq055;out;20250701;20260630;HOSTPLUS;sum;
lkq056a;inc;20250701;20250930;.;sum;
lkq056b;inc;20251001;20251231;.;sum;
lkq057a;inc;20250701;20260630;LJ HOOKER;sum;
lkq057b;inc;20250701;20260630;BELLE PROP;sum;
lkq058a;spend;20250701;20251231;$FUEL;sum;
lkq058b;spend;20260101;20260630;$FUEL;sum;
lkq059a;spend;20250701;20260630;ALDI;sum;
lkq059b;spend;20250701;20260630;COLES 0795;sum;
lkq060a;spend;20250701;20260630;TELSTRA;sum;
lkq060b;spend;20250701;20260630;TPG INTERNET;sum;
lkq061a;gst;Q3;;net;;
lkq061b;gst;Q4;;net;;
lkq062a;inc;20251101;20251130;.;sum;
lkq062b;inc;20251201;20251231;.;sum;
lkq063a;spend;20250701;20260630;MCDONALDS;sum;
lkq063b;spend;20250701;20260630;DOMINOS;sum;
lkq064a;inc;20250701;20260630;A TRAN;sum;
lkq064b;inc;20250701;20260630;G MCKAY;sum;
lkq065a;inc;20260401;20260630;PRD QUEANBEYAN;sum;
lkq065b;inc;20260401;20260630;LJ HOOKER;sum;
lkq066;inc;20250701;20260630;^OSKO DEPOSIT;cnt;
lkq067;spend;20250701;20260630;$FUEL;cnt;
lkq068;spend;20250701;20260630;BUNNINGS;neg;
lkq069;inc;20250701;20260630;S SINGH;cnt;
lkq070;inc;20250701;20260630;.;gt1000;
lkq071;spend;20250701;20260630;^FOREIGN TRANSACTION FEE;cnt;
lkq072;inc;20260101;20260331;.;cnt;
lkq073;spend;20250701;20260630;ALDI|COLES 0795|WOOLWORTHS;gt150;
lkq074;linc;20260601;20260630;.;;
lkq075;linc;20260101;20260131;^OSKO DEPOSIT;;
lkq076;lspend;20250701;20260630;$FUEL;;
lkq077;lspend;20250701;20260630;INSTACODE|SERVICEM8|XERO;;
lkq078;ldiff;20250801;20250831;.;20250701-20250731;
lkq079;lgt;20250701;20260630;.;5000;
lkq080;lspend;20250701;20260630;DOMINOS|GUZMAN|MCDONALDS|ROYAL HOTEL|ZAMBRERO;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" -v FUEL="$FUEL" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function num(s) { gsub(/,/, "", s); return s + 0 }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / merchant name from the bank wording
  m = n
  if (m ~ /^OSKO DEPOSIT /) { sub(/^OSKO DEPOSIT /, "", m); sub(/ (WINDOW LOCKS|SAFE OPEN|REKEY|NEW LOCKS|LOCKOUT|DEADLOCK|CAR KEY) INV[0-9]+$/, "", m) }
  else if (m ~ /LJ HOOKER/) m = "LJ HOOKER QUEANBEYAN"
  else if (m ~ /BELLE PROP/) m = "BELLE PROPERTY CANBERRA"
  else if (m ~ /PRD QUEANBEYAN/) m = "PRD QUEANBEYAN"
  else if (m ~ /NRMA INSURANCE/) m = "NRMA INSURANCE"
  else if (m ~ /CANBERRA GRAMMAR/) m = "CANBERRA GRAMMAR SCHOOL"
  else if (m ~ /^CASH DEPOSIT/) m = "CASH CUSTOMERS"
  else if (m ~ /AMPOL/) m = "AMPOL"
  else if (m ~ /7-ELEVEN/) m = "7-ELEVEN"
  else if (m ~ /BP FYSHWICK/) m = "BP"
  else if (m ~ /SHELL COLES EXP/) m = "SHELL COLES EXPRESS"
  else if (m ~ /INSTACODE/) m = "INSTACODE"
  else if (m ~ /SERVICEM8/) m = "SERVICEM8"
  else if (m ~ /XERO/) m = "XERO"
  else if (m ~ /DOMINOS/) m = "DOMINOS"
  else if (m ~ /GUZMAN Y GOMEZ/) m = "GUZMAN Y GOMEZ"
  else if (m ~ /MCDONALDS/) m = "MCDONALDS"
  else if (m ~ /THE ROYAL HOTEL/) m = "THE ROYAL HOTEL"
  else if (m ~ /ZAMBRERO/) m = "ZAMBRERO"
  return norm(m)
}
function isinc(i) { return amt[i] > 0 && ((nar[i] ~ /^OSKO DEPOSIT/ && nar[i] !~ /KOWALCZYK|R LEE OLD MACHINE/) || nar[i] ~ /^DIRECT CREDIT|^CASH DEPOSIT/) }
function isspend(i) { return !isinc(i) && nar[i] !~ /^OSKO DEPOSIT|^TRANSFER TO SAVINGS|^BPAY ATO|^BPAY HOSTPLUS/ }
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi || nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc" || mode == "ldiff" || mode == "lgt") return isinc(i)
  if (mode == "spend" || mode == "lspend") return isspend(i)
  if (mode == "out") return amt[i] < 0
  return 0
}
function sortjoin(arr,  k, n, i, j, t, a, s) {
  n = 0; for (k in arr) a[++n] = k
  for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
  s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") a[i]
  return s == "" ? "-" : s
}
# BAS row membership per field from the bank wording (business and mixed rows only)
function bizfee(i) { return nar[i] ~ /^FOREIGN TRANSACTION FEE/ && nar[i - 1] !~ /AIR NEW ZEALAND/ }
function basf(i, f) {
  if (f == "1A" || f == "G1") return isinc(i) || nar[i] ~ /R LEE OLD MACHINE/
  if (f == "G10") return nar[i] ~ /SILCA|JB HI-FI/
  if (f == "G11") return bizfee(i) || nar[i] ~ ("LOCKSMITH WHOLESALE|BUNNINGS|TOTAL TOOLS|OFFICEWORKS|SERVICEM8|XERO|MASTER LOCKSMITHS|EASYPARK|INSTACODE|UHS HARDWARE|^ACCOUNT FEE|BIZCOVER|BPAY NRMA INSURANCE|BPAY SERVICE NSW|QBN TAX|TELSTRA|TPG INTERNET|BOB JANE|ULTRATUNE|" FUEL)
  if (f == "G14") return bizfee(i) || nar[i] ~ /INSTACODE|UHS HARDWARE|^ACCOUNT FEE|BIZCOVER|BPAY NRMA INSURANCE|BPAY SERVICE NSW/
  if (f == "G15") return nar[i] ~ ("TELSTRA|TPG INTERNET|BPAY NRMA INSURANCE|BOB JANE|ULTRATUNE|JB HI-FI|" FUEL)
  if (f == "1B") return basf(i, "G10") || basf(i, "G11")
  if (f == "net") return basf(i, "1A") || basf(i, "1B")
}
BEGIN {
  FS = ","
  QLO["Q1"] = 20250701; QHI["Q1"] = 20250930; QLO["Q2"] = 20251001; QHI["Q2"] = 20251231
  QLO["Q3"] = 20260101; QHI["Q3"] = 20260331; QLO["Q4"] = 20260401; QHI["Q4"] = 20260630
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026 /) {
      q = substr(line, 1, 2); rest = substr(line, 11); n = split(rest, parts, /, /)
      for (k = 1; k <= n; k++) { m = split(parts[k], kv, " "); v = kv[m]; f = parts[k]; sub(/ [^ ]+$/, "", f); if (f == "net GST") f = "net"; hw[q, f] = num(v) }
    } else if (line ~ /per-row check/) {
      match(line, /1A [0-9,.-]+/); pr[q, "1A"] = num(substr(line, RSTART + 3, RLENGTH - 3))
      match(line, /1B [0-9,.-]+/); pr[q, "1B"] = num(substr(line, RSTART + 3, RLENGTH - 3))
      match(line, /[0-9]+ BAS rows/); basrows[q] = substr(line, RSTART, RLENGTH) + 0
      pr[q, "net"] = pr[q, "1A"] - pr[q, "1B"]
    }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  if (NF != 4 || $3 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
  N++; dt[N] = ymd($1); nar[N] = $2; amt[N] = $3 + 0
}
END {
  diffs = 0; checked = 0
  for (qq in basrows) { c = 0; for (i = 1; i <= N; i++) if (dt[i] >= QLO[qq] && dt[i] <= QHI[qq] && basf(i, "net")) c++
    if (c != basrows[qq]) { printf "DIFF BAS rows %s: awk %d, hand_worked %d\n", qq, c, basrows[qq]; diffs++ } }
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; ex = s[7]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""
    if (mode == "gst") {
      nq = split(lo, qs, "+"); tot = 0; ptot = 0; cnt = 0
      for (k = 1; k <= nq; k++) {
        tot += hw[qs[k], re]; ptot += pr[qs[k], re]
        for (i = 1; i <= N; i++) if (dt[i] >= QLO[qs[k]] && dt[i] <= QHI[qs[k]] && basf(i, re)) cnt++
      }
      got = c2(tot); gotn = cnt; if ((re == "1A" || re == "1B" || re == "net") && c2(ptot) != got) alt = c2(ptot)
    } else if (mode ~ /^l/) {
      delete names; delete tot2; delete exn
      if (mode == "ldiff") { split(post, rr, "-"); for (i = 1; i <= N; i++) if (sel(i, "inc", rr[1], rr[2], re, "")) exn[name(nar[i])] = 1 }
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        if (mode == "lgt") { tot2[name(nar[i])] += amt[i]; continue }
        if (!(name(nar[i]) in exn)) names[name(nar[i])] = 1
      }
      if (mode == "lgt") for (k in tot2) if (tot2[k] > post + 0) names[k] = 1
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = 0; altsum = 0; negc = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        a = (mode == "inc") ? amt[i] : -amt[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        sum += a; cnt++; if (amt[i] < 0) { gross -= amt[i]; negc++ }
        if (a > mx) mx = a
        if (post ~ /^alt=/ && nar[i] !~ substr(post, 5)) altsum += a
      }
      got = c2(sum); gotn = cnt
      if (mode == "spend" && c2(gross) != got) alt = c2(gross)
      if (post == "sale") { for (i = 1; i <= N; i++) if (dt[i] >= lo && dt[i] <= hi && nar[i] ~ /R LEE OLD MACHINE/) sum += amt[i]; alt = c2(sum) }
      if (post ~ /^alt=/) alt = c2(altsum)
      if (post == "d12") got = c2(sum / 12)
      if (post == "d52") { got = c2(sum / 52); alt = c2(sum / (365 / 7)) }
      if (post == "dn") got = c2(sum / cnt)
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
      if (post == "neg") { got = negc; gotn = "" }
    }
    split(exp_[base], e, " ")
    if (part == "") {
      if (e[2] == "fig") { want = e[3] " " e[4] (e[5] != "" ? " " e[5] : ""); have = got " " gotn (alt != "" ? " " alt : "") }
      else if (e[2] == "cnt") { want = e[3]; have = got }
      else if (e[2] == "lst") { delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) if (wl[k] != "-") wa[norm(wl[k])] = 1; want = sortjoin(wa); have = got }
      else { want = "(no expected)"; have = got }
    } else {
      want = (part == "a") ? e[3] : e[4]; have = got
      cmpv[base, part] = got + 0
    }
    checked++
    status = (want == have) ? "OK  " : "DIFF"
    if (status == "DIFF") diffs++
    printf "%s %-7s expected [%s] awk [%s]\n", status, id, want, have
  }
  # compare items: the larger one, named as the question words it
  nm["lkq056"] = "Q1|Q2"; nm["lkq057"] = "LJ_Hooker|Belle"; nm["lkq058"] = "first_half|second_half"
  nm["lkq059"] = "Aldi|Coles"; nm["lkq060"] = "mobile|internet"; nm["lkq061"] = "Q3|Q4"; nm["lkq062"] = "Nov|Dec"
  nm["lkq063"] = "Maccas|Dominos"; nm["lkq064"] = "A_Tran|G_Mckay"; nm["lkq065"] = "PRD|LJ_Hooker"
  for (b in nm) {
    split(nm[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-7s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  printf "checked %d items, %d differences, %d bad rows\n", checked, diffs, bad + 0
  exit (diffs + bad > 0)
}' "$DATA/statement.csv" > "$OUTF"
rc=$?
grep '^DIFF' "$OUTF"
tail -1 "$OUTF"
exit $rc
