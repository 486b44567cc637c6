#!/usr/bin/env bash
# Second way: recompute every answerable item with awk straight from data/statement.csv (bank wording, dates and
# the signed Amount column; no labels.csv, no answers.py code). GST/BAS amounts are compared with what
# `python3 data/hand_worked.py` prints; their row counts come from bank wording. python3 only flattens the JSON
# and runs hand_worked.py.  --selftest: spoil one amount by 0.01 in a temp copy of the statement; must be caught.
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout2.json
STMT="$DATA/statement.csv"
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
SELFTEST=0
if [ "${1:-}" = "--selftest" ]; then
  SELFTEST=1
  # spoil the Myer purchase (only the year's total spending uses it) by 0.01; the balance column is left alone
  awk -F, 'BEGIN{OFS=","} !done && $2 ~ /^VISA PURCHASE MYER/ { $3 = sprintf("%.2f", $3 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
  STMT="$TMP/statement.csv"
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
# spec: id;mode;from;to;regex;post
#  mode inc = job money in (Osko householders, creditors runs, NRMA claim credit, school, cash banked);
#       spend = money out on everything but ATO, super and own-savings transfers, refunds netted; out = money out;
#       gst = hand_worked quarters (from = "Q1+Q2", regex = field); linc/lspend/ldiff/lgt = lists
#  regex starting with ! = rows NOT matching; post: sum d12 d52 dn max cnt buy gtN plusasset
FUEL='7-ELEVEN|AMPOL|BP FYSHWICK|SHELL COLES EXP'
PM='BELLE PROP|LJ HOOKER|PRD QUEANBEYAN'
cat > "$TMP/spec.txt" <<SPEC
lk2q001;inc;20250701;20260630;.;plusasset
lk2q002;inc;20250701;20260630;BELLE PROP;sum
lk2q003;inc;20250701;20260630;LJ HOOKER|PRD QUEANBEYAN;sum
lk2q004;inc;20250701;20251231;$PM;sum
lk2q005;inc;20250701;20260630;^OSKO DEPOSIT;sum
lk2q006;inc;20250701;20260630;GRAMMAR;sum
lk2q007;inc;20260301;20260331;.;sum
lk2q008;inc;20260101;20260331;!GRAMMAR;sum
lk2q009;inc;20250701;20260630;^CASH DEPOSIT;sum
lk2q010;inc;20250701;20260630;^DIRECT CREDIT NRMA;sum
lk2q011;inc;20250701;20260630;MCKAY;sum
lk2q012;inc;20250701;20260630;FERNANDO|HASSAN;sum
lk2q013;inc;20250701;20260630;!$PM;sum
lk2q014;inc;20251201;20251225;.;sum
lk2q015;inc;20250901;20251130;.;sum
lk2q016;spend;20250701;20260630;$FUEL;sum
lk2q017;spend;20250701;20260630;AMPOL;sum
lk2q018;spend;20260101;20260630;7-ELEVEN;sum
lk2q019;spend;20260405;20260630;$FUEL;sum
lk2q020;spend;20250701;20260630;LOCKSMITH WHOLESALE;sum
lk2q021;spend;20251001;20251231;LOCKSMITH WHOLESALE;sum
lk2q022;spend;20250701;20260630;BUNNINGS;sum
lk2q023;spend;20260101;20260630;BUNNINGS;sum
lk2q024;spend;20250701;20260630;^ACCOUNT FEE|^FOREIGN TRANSACTION FEE;sum
lk2q025;spend;20250701;20260630;^FOREIGN TRANSACTION FEE;sum
lk2q026;spend;20250701;20260630;SERVICEM8|XERO|INSTACODE;sum
lk2q027;spend;20250701;20260630;TELSTRA|TPG;sum
lk2q028;spend;20250701;20260630;ALDI|PURCHASE COLES |WOOLWORTHS;sum
lk2q029;spend;20250701;20250930;PURCHASE COLES |WOOLWORTHS;sum
lk2q030;spend;20250701;20260630;DOMINOS|GUZMAN|MCDONALDS|ROYAL HOTEL|ZAMBRERO;sum
lk2q031;spend;20250701;20260630;^TRANSFER TO LOAN;sum
lk2q032;spend;20250701;20260630;QPRC;sum
lk2q033;spend;20250701;20260630;$FUEL|BOB JANE|ULTRATUNE|BPAY NRMA|SERVICE NSW 20931184;sum
lk2q034;spend;20250701;20260630;SILCA|JB HI-FI;sum
lk2q035;spend;20250701;20260630;.;sum
lk2q036;spend;20260501;20260531;.;sum
lk2q037;gst;Q2;;1A;
lk2q038;gst;Q1;;1B;
lk2q039;gst;Q3;;net;
lk2q040;gst;Q1+Q2+Q3+Q4;;net;
lk2q041;gst;Q2;;G10;
lk2q042;gst;Q1+Q2+Q3+Q4;;G11;
lk2q043;gst;Q1+Q2+Q3+Q4;;G14;
lk2q044;gst;Q1;;G15;
lk2q045;gst;Q3+Q4;;G1;
lk2q046;gst;Q3+Q4;;1B;
lk2q047;inc;20250701;20260630;.;d12
lk2q048;inc;20250701;20260630;BELLE PROP;dn
lk2q049;spend;20250701;20260630;$FUEL;d52
lk2q050;inc;20250701;20260630;^OSKO DEPOSIT;dn
lk2q051;inc;20250701;20260630;^OSKO DEPOSIT;max
lk2q052;spend;20250701;20260630;ALDI|PURCHASE COLES |WOOLWORTHS;max
lk2q053;spend;20250701;20260630;$FUEL;max
lk2q054;out;20250701;20260630;^BPAY ATO;sum
lk2q055;out;20250701;20260630;HOSTPLUS;sum
lk2q056a;inc;20250701;20260630;BELLE PROP;sum
lk2q056b;inc;20250701;20260630;PRD QUEANBEYAN;sum
lk2q057a;inc;20251001;20251231;.;sum
lk2q057b;inc;20260101;20260331;.;sum
lk2q058a;spend;20250701;20251231;$FUEL;sum
lk2q058b;spend;20260101;20260630;$FUEL;sum
lk2q059a;spend;20250701;20260630;AMPOL;sum
lk2q059b;spend;20250701;20260630;7-ELEVEN;sum
lk2q060a;spend;20250701;20260630;ALDI;sum
lk2q060b;spend;20250701;20260630;WOOLWORTHS;sum
lk2q061a;spend;20250701;20260630;TELSTRA;sum
lk2q061b;spend;20250701;20260630;TPG;sum
lk2q062a;gst;Q1;;net;
lk2q062b;gst;Q2;;net;
lk2q063a;inc;20251001;20251031;.;sum
lk2q063b;inc;20251101;20251130;.;sum
lk2q064a;inc;20250701;20260630;FERNANDO;sum
lk2q064b;inc;20250701;20260630;HASSAN;sum
lk2q065a;spend;20250701;20260630;LOCKSMITH WHOLESALE;sum
lk2q065b;spend;20250701;20260630;BUNNINGS;sum
lk2q066;inc;20250701;20260630;^OSKO DEPOSIT;cnt
lk2q067;spend;20250701;20260630;7-ELEVEN;cnt
lk2q068;spend;20250701;20260630;BUNNINGS;buy
lk2q069;inc;20250701;20260630;LJ HOOKER;cnt
lk2q070;spend;20250701;20260630;^ATM WITHDRAWAL;cnt
lk2q071;inc;20250701;20260630;^OSKO DEPOSIT;gt500
lk2q072;inc;20250701;20260630;ZHANG;cnt
lk2q073;spend;20250701;20260630;^FOREIGN TRANSACTION FEE;cnt
lk2q074;linc;20260301;20260331;.;
lk2q075;linc;20251201;20251231;^OSKO DEPOSIT;
lk2q076;lspend;20250701;20260630;$FUEL;
lk2q077;lgt;20250701;20260630;.;5000
lk2q078;ldiff;20251001;20251031;^OSKO DEPOSIT;20251101-20251130
lk2q079;lspend;20250701;20260630;DOMINOS|GUZMAN|MCDONALDS|ROYAL HOTEL|ZAMBRERO;
lk2q080;linc;20260405;20260630;^OSKO DEPOSIT;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" -v FUEL="$FUEL" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function num(s) { gsub(/,/, "", s); return s + 0 }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  w) {   # payer / merchant name from the bank wording
  if (n ~ /^OSKO DEPOSIT /) { split(n, w, " "); return norm(w[3] " " w[4]) }
  if (n ~ /BELLE PROP/) return norm("BELLE PROPERTY CANBERRA")
  if (n ~ /LJ HOOKER/) return norm("LJ HOOKER QUEANBEYAN")
  if (n ~ /PRD QUEANBEYAN/) return norm("PRD QUEANBEYAN")
  if (n ~ /GRAMMAR/) return norm("CANBERRA GRAMMAR SCHOOL")
  if (n ~ /^DIRECT CREDIT NRMA/) return norm("NRMA INSURANCE")
  if (n ~ /^CASH DEPOSIT/) return norm("CASH CUSTOMERS")
  if (n ~ /7-ELEVEN/) return "7ELEVEN"
  if (n ~ /AMPOL/) return "AMPOL"
  if (n ~ /BP FYSHWICK/) return "BP"
  if (n ~ /SHELL COLES EXP/) return "SHELLCOLESEXPRESS"
  if (n ~ /DOMINOS/) return "DOMINOS"
  if (n ~ /GUZMAN/) return "GUZMANYGOMEZ"
  if (n ~ /MCDONALDS/) return "MCDONALDS"
  if (n ~ /ROYAL HOTEL/) return "THEROYALHOTEL"
  if (n ~ /ZAMBRERO/) return "ZAMBRERO"
  return "?" norm(n)
}
function asset(i) { return nar[i] ~ /^OSKO DEPOSIT .* OLD MACHINE$/ }
function isinc(i) { return amt[i] > 0 && ((nar[i] ~ /^OSKO DEPOSIT / && !asset(i) && nar[i] !~ /FOOTY TIX$/) || nar[i] ~ /^DIRECT CREDIT |^CASH DEPOSIT /) }
function isspend(i) { return !(amt[i] > 0 && nar[i] ~ /^OSKO DEPOSIT |^DIRECT CREDIT |^CASH DEPOSIT /) && nar[i] !~ /^BPAY ATO|^BPAY HOSTPLUS|^TRANSFER TO SAVINGS/ }
function rematch(s, re) { return (substr(re, 1, 1) == "!") ? (s !~ substr(re, 2)) : (s ~ re) }
function sel(i, mode, lo, hi, re) {
  if (dt[i] < lo || dt[i] > hi || !rematch(nar[i], re)) return 0
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
# BAS rows per field from the bank wording (business and mixed rows; the fee after the NZ flight is private)
function bizfee(i) { return nar[i] ~ /^ACCOUNT FEE/ || (nar[i] ~ /^FOREIGN TRANSACTION FEE/ && nar[i - 1] !~ /AIR NEW ZEALAND/) }
function basf(i, f) {
  if (f == "1A" || f == "G1") return isinc(i) || asset(i)
  if (f == "G10") return nar[i] ~ /SILCA|JB HI-FI/
  if (f == "G11") return bizfee(i) || nar[i] ~ FUEL || nar[i] ~ /LOCKSMITH WHOLESALE|TELSTRA|SERVICEM8|TPG|XERO|INSTACODE|UHS HARDWARE|BUNNINGS|TOTAL TOOLS|OFFICEWORKS|MASTER LOCKSMITHS|EASYPARK|BOB JANE|ULTRATUNE|BPAY NRMA|BPAY SERVICE NSW|BIZCOVER|QBN TAX/
  if (f == "G14") return bizfee(i) || nar[i] ~ /INSTACODE|UHS HARDWARE|BPAY SERVICE NSW|BIZCOVER|BPAY NRMA/
  if (f == "G15") return nar[i] ~ FUEL || nar[i] ~ /TELSTRA|TPG|BPAY NRMA|BOB JANE|ULTRATUNE|JB HI-FI/
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
  N++; dt[N] = ymd($1); nar[N] = $2; amt[N] = $3 + 0
  if (NF != 4 || $3 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""
    if (mode == "gst") {
      nq = split(lo, qs, "+"); tot = 0; ptot = 0; cnt = 0
      for (k = 1; k <= nq; k++) {
        tot += hw[qs[k], re]; ptot += pr[qs[k], re]; bc = 0
        for (i = 1; i <= N; i++) if (dt[i] >= QLO[qs[k]] && dt[i] <= QHI[qs[k]] && basf(i, re)) bc++
        if (re == "net" && bc != basrows[qs[k]]) { printf "DIFF %s BAS rows %s: wording %d, hand_worked %d\n", id, qs[k], bc, basrows[qs[k]]; diffs++ }
        cnt += bc
      }
      got = c2(tot); gotn = cnt; if ((re == "1A" || re == "1B" || re == "net") && c2(ptot) != got) alt = c2(ptot)
    } else if (mode ~ /^l/) {
      delete names; delete tot2; delete ex
      if (mode == "ldiff") { split(post, rr, "-"); for (i = 1; i <= N; i++) if (sel(i, "inc", rr[1], rr[2], re)) ex[name(nar[i])] = 1 }
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re)) {
        if (mode == "lgt") { tot2[name(nar[i])] += amt[i]; continue }
        if (!(name(nar[i]) in ex)) names[name(nar[i])] = 1
      }
      if (mode == "lgt") for (k in tot2) if (tot2[k] > post + 0) names[k] = 1
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = 0; buys = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re)) {
        v = (mode == "inc") ? amt[i] : -amt[i]
        if (post ~ /^gt/ && !(v > substr(post, 3) + 0)) continue
        sum += v; cnt++; if (amt[i] < 0) { gross += -amt[i]; buys++ }; if (v > mx) mx = v
      }
      got = c2(sum); gotn = cnt
      if (mode == "spend" && c2(gross) != got) alt = c2(gross)
      if (post == "plusasset") { x = 0; for (i = 1; i <= N; i++) if (dt[i] >= lo && dt[i] <= hi && asset(i)) x += amt[i]; alt = c2(sum + x) }
      if (post == "d12") { got = c2(sum / 12); alt = "" }
      if (post == "d52") { got = c2(sum / 52); alt = c2(sum / (365 / 7)) }
      if (post == "dn") { got = c2(sum / cnt); alt = "" }
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
      if (post == "buy") { got = buys; gotn = "" }
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
    printf "%s %-8s expected [%s] awk [%s]\n", status, id, want, have
  }
  # compare answers: the larger named as the question words it
  nm["lk2q056"] = "Belle|PRD"; nm["lk2q057"] = "Dec_quarter|March_quarter"; nm["lk2q058"] = "first_half|second_half"
  nm["lk2q059"] = "Ampol|7-Eleven"; nm["lk2q060"] = "Aldi|Woolies"; nm["lk2q061"] = "phone|internet"; nm["lk2q062"] = "Q1|Q2"
  nm["lk2q063"] = "October|November"; nm["lk2q064"] = "Fernando|Hassan"; nm["lk2q065"] = "the_wholesaler|Bunnings"
  for (b in nm) {
    split(nm[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  printf "checked %d items (80 answerable: 55 figures, 10 compares x3 values, 8 counts, 7 lists), %d differences, %d bad rows\n", checked, diffs, bad
  exit (diffs + bad > 0)
}' "$STMT" > "$TMP/out.txt"
rc=$?
if [ "$SELFTEST" = 1 ]; then
  n=$(grep -c '^DIFF' "$TMP/out.txt")
  echo "selftest: spoiled the Myer purchase by 0.01; $n difference line(s) caught, exit $rc"
  grep '^DIFF' "$TMP/out.txt" | head -5
  [ "$rc" -ne 0 ] && [ "$n" -ge 1 ] && exit 0 || exit 1
fi
cp "$TMP/out.txt" check_out.txt
grep '^DIFF' check_out.txt
tail -1 check_out.txt
exit $rc
