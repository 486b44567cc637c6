#!/usr/bin/env bash
# Second way: recompute every answerable item with awk straight from data/statement.csv (bank wording, dates,
# Debit/Credit only; no labels, no answers.py code). GST/BAS items are compared with `python3 data/hand_worked.py`'s
# printout. python3 is used only to flatten the JSON into lines and to run hand_worked.py.
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
        print(i, "fig", e["amount"], e["transactions"], *e.get("alsoAccepted", []))
    elif d["kind"] == "compare":
        print(i, "cmp", e["amounts"][0], e["amounts"][1], e["answer"].replace(" ", "_"))
    elif d["kind"] == "count":
        print(i, "cnt", e["count"])
    elif d["kind"] == "list":
        print(i, "lst", "|".join(e["items"]).replace(" ", "_") or "-")
PY
# spec: id;mode;from;to;regex;post;exclude-regex
#  modes: inc = lesson income credits; spend = spending rows (debit - credit); out = money out (debits) by wording;
#         gst = hand_worked worksheet (from = "Q1+Q2", regex = field); linc / lspend = distinct names;
#         lgt = payers whose total > post.   post: sum d12 d52 dn max cnt gtN
FUEL='7-ELEVEN|AMPOL|BP WEST|SHELL V-POWER'
GROC='ALDI STORES|COLES|SANTOS ORGANICS|WOOLWORTHS'
MEAL='BSKT CAFE|COMMUNE|NORTH BURLEIGH SLSC|PADDOCK BAKERY|GOOD BITES|UBER [*]EATS|MENULOG'
SCHL='COLLEGE|LUTHERAN COLL|HIGH SCHOOL|CURRUMBIN SHS'
CORP='BOND UNIVERSITY|HOTA EVENTS|SURFRIDER|QT GOLD COAST'
FY='20250701;20260630'; Q1='20250701;20250930'; Q2='20251001;20251231'; Q3='20260101;20260331'; Q4='20260401;20260630'
H1='20250701;20251231'; H2='20260101;20260630'
cat > "$TMP/spec.txt" <<SPEC
rps001;inc;$FY;.;sum
rps002;inc;$FY;FAREHARBOR;sum
rps003;inc;20251201;20251231;TYRO PAYMENTS TYRO SETTLEMENT;sum
rps004;inc;$FY;$SCHL;sum
rps005;inc;$Q2;.;sum
rps006;inc;$Q3;PAYPAL;sum
rps007;inc;$H1;.;sum
rps008;inc;$FY;CASH DEPOSIT;sum
rps009;inc;20260101;20260131;.;sum
rps010;inc;$FY;.;sum;FAREHARBOR|TYRO
rps011;inc;$FY;$CORP;sum
rps012;inc;20251101;20251215;.;sum
rps013;spend;$FY;$FUEL;sum
rps014;spend;$Q2;$FUEL;sum
rps015;spend;$FY;AMPOL;sum
rps016;spend;$FY;$GROC;sum
rps017;spend;$FY;WOOLWORTHS;sum
rps018;spend;$FY;DEFT PAYMENTS.*RENT;sum
rps019;spend;$H2;DEFT PAYMENTS.*RENT;sum
rps020;spend;$FY;$MEAL;sum
rps021;spend;$FY;UBER [*]EATS|MENULOG;sum
rps022;spend;$FY;JORDAN REYES;sum
rps023;spend;$Q2;JORDAN REYES;sum
rps024;spend;$FY;^VISA PURCHASE.*(FACEBK|GOOGLE[*]ADS)|VISTAPRINT;sum
rps025;spend;$FY;^VISA PURCHASE.*FACEBK;sum
rps026;spend;$FY;^INTERNATIONAL TRANSACTION FEE;sum
rps027;spend;$FY;^INTERNATIONAL TRANSACTION FEE|^MONTHLY ACCOUNT FEE|TYRO PAYMENTS MSF;sum
rps028;spend;$FY;TELSTRA|SUPERLOOP;sum
rps029;spend;$FY;ORIGIN ENERGY;sum
rps030;spend;$FY;AAMI|BEAUREPAIRES|LINKT|QLD DEPT TRANSPORT|TOYOTA BURLEIGH;sum
rps031;spend;$FY;BEACHBEAT;sum
rps032;spend;$FY;SUPERTRAMP|WETSUIT WAREHOUSE;sum
rps033;spend;$FY;.;sum
rps034;spend;20260601;20260630;.;sum
rps035;spend;20260301;20260515;$FUEL;sum
rps036;out;$FY;^BPAY PAYMENT .* ATO 75 ;sum
rps037;out;$FY;HOSTPLUS;sum
rps038;out;$FY;TO INCENTIVE SAVER;sum
rps039;gst;Q1;;1A;
rps040;gst;Q2;;1B;
rps041;gst;Q3;;net;
rps042;gst;Q4;;net;
rps043;gst;Q1+Q2;;net;
rps044;gst;Q1+Q2+Q3+Q4;;1B;
rps045;gst;Q2;;G1;
rps046;gst;Q1+Q2+Q3+Q4;;G2;
rps047;gst;Q1+Q2+Q3+Q4;;G10;
rps048;gst;Q3;;G14;
rps049;inc;$FY;.;d12
rps050;inc;$FY;FAREHARBOR;dn
rps051;spend;$FY;$GROC;d52
rps052;spend;$FY;$FUEL;d12
rps053;spend;$FY;JORDAN REYES;dn
rps054;inc;$FY;.;max
rps055;spend;$FY;$FUEL;max
rps056a;inc;$Q1;.;sum
rps056b;inc;$Q2;.;sum
rps057a;inc;$FY;FAREHARBOR;sum
rps057b;inc;$FY;TYRO PAYMENTS TYRO SETTLEMENT;sum
rps058a;spend;$H1;$FUEL;sum
rps058b;spend;$H2;$FUEL;sum
rps059a;inc;20251201;20251231;.;sum
rps059b;inc;20260101;20260131;.;sum
rps060a;spend;$FY;WOOLWORTHS;sum
rps060b;spend;$FY;COLES;sum
rps061a;spend;$FY;NETFLIX;sum
rps061b;spend;$FY;SPOTIFY;sum
rps062a;gst;Q3;;net;
rps062b;gst;Q4;;net;
rps063a;spend;$FY;ALDI STORES;sum
rps063b;spend;$FY;WOOLWORTHS;sum
rps064a;spend;$FY;^VISA PURCHASE.*FACEBK;sum
rps064b;spend;$FY;^VISA PURCHASE.*GOOGLE[*]ADS;sum
rps065a;spend;$FY;TELSTRA;sum
rps065b;spend;$FY;SUPERLOOP;sum
rps066;inc;$FY;FAREHARBOR;cnt
rps067;inc;20260101;20260131;TYRO PAYMENTS TYRO SETTLEMENT;cnt
rps068;spend;$FY;JORDAN REYES;cnt
rps069;spend;$FY;$FUEL;cnt
rps070;inc;$FY;PAYPAL;cnt
rps071;inc;$Q2;CASH DEPOSIT;cnt
rps072;spend;$FY;UBER [*]EATS|MENULOG;cnt
rps073;inc;$FY;.;gt1000
rps074;linc;$FY;$SCHL;
rps075;linc;20251101;20251130;.;
rps076;lspend;$Q1;$FUEL;
rps077;linc;$FY;$CORP;
rps078;linc;$Q4;.;;FAREHARBOR|TYRO
rps079;lspend;20260501;20260531;$MEAL;
rps080;lgt;$FY;.;2000
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n) {   # payer / merchant name from the bank wording
  if (n ~ /FAREHARBOR/) return norm("FareHarbor")
  if (n ~ /TYRO PAYMENTS TYRO SETTLEMENT/) return norm("Tyro Payments")
  if (n ~ /PAYPAL/) return norm("PayPal")
  if (n ~ /CASH DEPOSIT/) return norm("cash lessons")
  if (n ~ /SOMERSET COLLEGE/) return norm("Somerset College")
  if (n ~ /MIAMI STATE HIGH/) return norm("Miami State High School")
  if (n ~ /PALM BEACH CURRUMBIN/) return norm("Palm Beach Currumbin State High School")
  if (n ~ /ST ANDREWS LUTHERAN/) return norm("St Andrews Lutheran College")
  if (n ~ /BOND UNIVERSITY/) return norm("Bond University Ltd")
  if (n ~ /HOTA EVENTS/) return norm("HOTA Events Pty Ltd")
  if (n ~ /SURFRIDER/) return norm("Surfrider Digital Pty Ltd")
  if (n ~ /QT GOLD COAST/) return norm("QT Gold Coast")
  if (n ~ /7-ELEVEN/) return norm("7-Eleven")
  if (n ~ /AMPOL/) return norm("Ampol")
  if (n ~ /BP WEST/) return norm("BP")
  if (n ~ /SHELL V-POWER/) return norm("Shell")
  if (n ~ /BSKT CAFE/) return norm("BSKT Cafe")
  if (n ~ /COMMUNE/) return norm("Commune")
  if (n ~ /NORTH BURLEIGH SLSC/) return norm("North Burleigh SLSC")
  if (n ~ /PADDOCK BAKERY/) return norm("Paddock Bakery")
  if (n ~ /GOOD BITES/) return norm("The Good Bites")
  if (n ~ /UBER [*]EATS|MENULOG/) return norm("Uber Eats / Menulog")
  return "UNMAPPED:" norm(n)
}
function isinc(i) { return cr[i] > 0 && nar[i] ~ /FAREHARBOR PTY LTD PAYOUT|TYRO PAYMENTS TYRO SETTLEMENT|PAYPAL AUSTRALIA|^CASH DEPOSIT|ROCKPOOL|^OSKO DEPOSIT FROM (HOTA|SURFRIDER)|QT GOLD COAST HOTEL/ }
function notspend(i) { return isinc(i) || nar[i] ~ /INCENTIVE SAVER|^OSKO DEPOSIT FROM (ELLIE|TOM)|ATO 75 |^DIRECT CREDIT [0-9]+ ATO |HOSTPLUS|^ATM WITHDRAWAL/ }
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi || nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc" || mode == "lgt") return isinc(i)
  if (mode == "spend" || mode == "lspend") return !notspend(i)
  if (mode == "out") return dr[i] > 0
  return 0
}
function sortjoin(arr,  k, n, i, j, t, a, s) {
  n = 0; for (k in arr) a[++n] = k
  for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
  s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") a[i]
  return s == "" ? "-" : s
}
# BAS rows from the bank wording (the business and mixed purchases, the sales)
function ispur(i) { return nar[i] ~ /7-ELEVEN|AMPOL|BP WEST|SHELL V-POWER|AAMI|AUSTRALIA WIDE FIRST AID|BEACHBEAT|BEAUREPAIRES|BIZCOVER|^VISA PURCHASE.*CHEMIST WAREHOUSE|CITY OF GOLD COAST|DECATHLON|GOLD COAST SCREEN PRINT|GOOGLE[*]ADS|JORDAN REYES|KIRRA SURF|LINKT|FACEBK|ORIGIN ENERGY|QLD DEPT TRANSPORT|TOYOTA BURLEIGH|^INTERNATIONAL TRANSACTION FEE|^MONTHLY ACCOUNT FEE|SUPERLOOP|SUPERTRAMP|SURFING AUSTRALIA|SURFLINE|TALLEBUDGERA|TELSTRA|TYRO PAYMENTS MSF|VISTAPRINT|WETSUIT WAREHOUSE|WIX[.]COM/ }
function basf(i, f, q) {
  if (f == "1A" || f == "G1") return isinc(i)
  if (f == "G2") return isinc(i) && nar[i] ~ /PAYPAL/ && c2(cr[i]) == c2(hw[q, "G2"])   # the export payout
  if (f == "G10") return nar[i] ~ /SUPERTRAMP|WETSUIT WAREHOUSE/
  if (f == "G14") return nar[i] ~ /AAMI|BIZCOVER|CITY OF GOLD COAST|GOOGLE[*]ADS|JORDAN REYES|FACEBK|QLD DEPT TRANSPORT|^INTERNATIONAL TRANSACTION FEE|^MONTHLY ACCOUNT FEE|SURFLINE|WIX[.]COM/
  if (f == "1B") return ispur(i)
  if (f == "net") return isinc(i) || ispur(i)
}
BEGIN {
  FS = ","
  QLO["Q1"] = 20250701; QHI["Q1"] = 20250930; QLO["Q2"] = 20251001; QHI["Q2"] = 20251231
  QLO["Q3"] = 20260101; QHI["Q3"] = 20260331; QLO["Q4"] = 20260401; QHI["Q4"] = 20260630
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (q != "" && line ~ /G1=/) {
      n = split(line, parts, " ")
      for (k = 1; k <= n; k++) { split(parts[k], kv, "="); hw[q, kv[1]] = kv[2] + 0 }
      hw[q, "netr"] = hw[q, "1A-per-row"] - hw[q, "1B-per-row"]; q = ""
    }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  N++; dt[N] = ymd($1); nar[N] = $2; dr[N] = $3 + 0; cr[N] = $4 + 0
  if (NF != 5 || $5 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; ex = s[7]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""
    if (mode == "gst") {
      nq = split(lo, qs, "+"); tot = 0; ptot = 0; cnt = 0
      for (k = 1; k <= nq; k++) {
        tot += hw[qs[k], re]
        ptot += (re == "net") ? hw[qs[k], "netr"] : hw[qs[k], re "-per-row"]
        for (i = 1; i <= N; i++) if (dt[i] >= QLO[qs[k]] && dt[i] <= QHI[qs[k]] && basf(i, re, qs[k])) cnt++
      }
      got = c2(tot); gotn = cnt; if ((re == "1A" || re == "1B" || re == "net") && c2(ptot) != got) alt = c2(ptot)
    } else if (mode ~ /^l/) {
      delete names; delete tot2
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        if (mode == "lgt") tot2[name(nar[i])] += cr[i]; else names[name(nar[i])] = 1
      }
      if (mode == "lgt") for (k in tot2) if (tot2[k] > post + 0) names[k] = 1
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        amt = (mode == "inc") ? cr[i] : dr[i] - cr[i]
        if (post ~ /^gt/ && !(amt > substr(post, 3) + 0)) continue
        sum += amt; cnt++; gross += dr[i]; if (amt > mx) mx = amt
      }
      got = c2(sum); gotn = cnt
      if (mode == "spend" && c2(gross) != got) alt = c2(gross)
      if (post == "d12") got = c2(sum / 12)
      if (post == "d52") { got = c2(sum / 52); alt = c2(sum / (365 / 7)) }
      if (post == "dn") got = c2(sum / cnt)
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
    }
    split(exp_[base], e, " ")
    if (part == "") {
      if (e[2] == "fig") { want = e[3] " " e[4] (e[5] != "" ? " " e[5] : ""); have = got " " gotn (alt != "" ? " " alt : "") }
      else if (e[2] == "cnt") { want = e[3]; have = got }
      else if (e[2] == "lst") { delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) if (wl[k] != "-") wa[norm(wl[k])] = 1; want = sortjoin(wa); have = got }
      else { want = "(no expected item)"; have = got }
    } else {
      want = (part == "a") ? e[3] : e[4]; have = got
      cmpv[base, part] = got + 0
    }
    seen[base] = 1
    checked++
    status = (want == have) ? "OK  " : "DIFF"
    if (status == "DIFF") diffs++
    printf "%s %-7s expected [%s] awk [%s]\n", status, id, want, have
  }
  # compare items: the larger one named as the question words it
  nm["rps056"] = "Q1|Q2"; nm["rps057"] = "FareHarbor|Tyro"; nm["rps058"] = "first_half|second_half"; nm["rps059"] = "Dec|Jan"
  nm["rps060"] = "Woolies|Coles"; nm["rps061"] = "Netflix|Spotify"; nm["rps062"] = "Q3|Q4"; nm["rps063"] = "Aldi|Woolworths"
  nm["rps064"] = "Meta|Google"; nm["rps065"] = "Telstra|Superloop"
  for (b in nm) {
    split(nm[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-7s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  # every answerable item in the JSON must have been checked
  for (k in exp_) { nexp++; if (!(k in seen)) { diffs++; printf "DIFF %-7s answerable item not recomputed\n", k } }
  printf "checked %d lines (%d answerable items in the JSON), %d differences, %d bad rows\n", checked, nexp, diffs, bad
  exit (diffs + bad > 0)
}' "$DATA/statement.csv" > check_out.txt
rc=$?
grep DIFF check_out.txt
tail -1 check_out.txt
exit $rc
