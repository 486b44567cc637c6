#!/usr/bin/env bash
# Second way for set heldout (acq): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (Date, signed Amount, Description only; no labels.csv, no answers.py code).
# The 5 GST/BAS figures and the 1A compare cannot come from bank wording (humm gross, the HiLux invoice, private
# shares, GST-free parts); their amounts are compared with the worksheet printed by `python3 data/hand_worked.py`.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> -0.01 on one CHEMIST WAREHOUSE debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $3 ~ /CHEMIST WAREHOUSE/ { $2 = sprintf("%.2f", $2 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#  modes: inc (sales credits), hinc (householders' Osko sales), out (money out net of credits), in (any credit),
#         gst (from = quarters, regex = worksheet field),
#         lists: linc (income payers), lh2 (householders with 2+ rows), lnoref (householder rows with no text after
#         the name), lhre (householder rows whose text matches regex, any case), lout (payees), lgt (householders
#         with a single row over post)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt ncnt (distinct names) gtN (row filter)
#  regex FUEL = servo rows; DIESEL = servo rows of 99.00 or more (HiLux dockets 99.66-152.75); UNL = under 99.00
#  (Carnival dockets 61.12-97.54); GROC = supermarkets; MEALS = takeaway / dining merchants
cat > "$TMP/spec.txt" <<'SPEC'
acq001;inc;20260101;20260331;HUNTER COAST HOMES;sum;
acq002;inc;20251001;20251031;.;sum;
acq003;inc;20250701;20251231;.;sum;
acq004;inc;20250701;20260630;GLENN O'ROURKE;sum;
acq005;inc;20250701;20260630;P MARCHETTI;sum;
acq006;inc;20250701;20260630;CASSIE BUTTIGIEG;sum;
acq007;inc;20251001;20251231;HUMM GROUP;sum;
acq008;inc;20260201;20260630;^DEPOSIT CASH;sum;
acq009;inc;20250701;20260630;LAKESIDE PROPERTY;d12;
acq010;inc;20260101;20260331;.;d3;
acq011;inc;20250701;20260630;HUNTER COAST HOMES;max;
acq012;inc;20250701;20260630;HUMM GROUP;min;
acq013;hinc;20250701;20251231;.;sum;GLENN O'ROURKE
acq014;inc;20260401;20260630;.;sum;HUMM GROUP
acq015;inc;20260101;20260331;LAKESIDE PROPERTY;sum;
acq016;inc;20260515;20260615;.;sum;
acq017;hinc;20251101;20251130;.;sum;
acq018;hinc;20250701;20260630;.;max;
acq019;in;20250701;20260630;JAYDEN KOPP;sum;
acq020;in;20250701;20260630;KAYLA TANSWELL groceries;sum;
acq021;in;20250701;20260630;.;sum;
acq022;inc;20251201;20251231;HUNTER COAST HOMES;sum;
acq023;out;20250701;20260630;ACTROL;sum;
acq024;out;20250701;20251231;KIRBY REFRIG;sum;
acq025;out;20251101;20251130;REECE HVAC;sum;
acq026;out;20260301;20260331;REECE HVAC|MIDDYS|ACTROL;sum;
acq027;out;20250701;20260630;UNL;sum;
acq028;out;20250701;20260630;DIESEL;dn;
acq029;out;20250701;20260630;SHELL COLES;sum;
acq030;out;20250701;20260630;FUEL;d12;
acq031;out;20250701;20260630;^BPAY SERVICE NSW 1925872755|^BPAY NRMA;sum;
acq032;out;20250701;20260630;MORAN ELECTRICAL;sum;
acq033;out;20250701;20260630;SYDNEY TOOLS|TOTAL TOOLS;sum;
acq034;out;20250701;20260630;LAKEMAC TAX;sum;
acq035;out;20250701;20251231;^BPAY ATO;sum;
acq036;out;20250701;20260630;HOSTPLUS;sum;
acq037;out;20250701;20260630;XERO;sum;
acq038;out;20250701;20260630;GETJOBBER|^FOREIGN TRANSACTION FEE;sum;
acq039;out;20260101;20260630;MACQUARIE LEASING;sum;
acq040;out;20251001;20251231;GROC;sum;
acq041;out;20250701;20260630;GROC;d52;
acq042;out;20250701;20260630;SUSHI HUB|MCDONALDS;sum;
acq043;out;20250701;20260630;CARDIFF FAMILY MEDICAL|CHEMIST WAREHOUSE;sum;
acq044;out;20250701;20260630;PLAYHQ|SWIM SC;sum;
acq045;out;20250701;20260630;^ATM WITHDRAWAL;sum;
acq046;out;20260101;20260630;^TRANSFER TO 7004 18832 SAVER;sum;
acq047;out;20250701;20250930;^TRANSFER TO 7104 55209 HOME LOAN;sum;
acq048;out;20251201;20251231;MEALS;sum;
acq049;out;20250701;20260630;BUNNINGS;sum;
acq050;out;20250701;20260630;JETSTAR|AIRBNB|BIG4;sum;
acq051;gst;Q2;;1A;;
acq052;gst;Q1+Q2+Q3+Q4;;1B;;
acq053;gst;Q1;;net;;
acq054;gst;Q1;;G10;;
acq055;gst;Q3+Q4;;G1;;
acq056a;out;20250701;20260630;SHELL COLES;sum;
acq056b;out;20250701;20260630;BP CONNECT;sum;
acq057a;inc;20250901;20250930;.;sum;
acq057b;inc;20251001;20251031;.;sum;
acq058a;inc;20260101;20260331;HUMM GROUP;sum;
acq058b;inc;20260401;20260630;HUMM GROUP;sum;
acq059a;inc;20250701;20260630;GLENN O'ROURKE;sum;
acq059b;inc;20250701;20260630;H KOVACS;sum;
acq060a;out;20250701;20260630;WOOLWORTHS;sum;
acq060b;out;20250701;20260630;COLES 0834;sum;
acq061a;out;20250701;20260630;TELSTRA;sum;
acq061b;out;20250701;20260630;SUPERLOOP;sum;
acq062a;out;20250701;20260630;KIRBY REFRIG;sum;
acq062b;out;20250701;20260630;REECE HVAC;sum;
acq063a;out;20250701;20260630;SUSHI HUB;sum;
acq063b;out;20250701;20260630;BELMONT 16S;sum;
acq064a;gst;Q3;;1A;;
acq064b;gst;Q4;;1A;;
acq065a;inc;20250701;20251231;.;sum;
acq065b;inc;20260101;20260630;.;sum;
acq066;inc;20250701;20260630;HUNTER COAST HOMES;gt5000;
acq067;out;20250701;20260630;DIESEL;cnt;
acq068;out;20250701;20260630;REECE HVAC;cnt;
acq069;hinc;20250701;20260630;.;ncnt;
acq070;in;20250701;20260630;KAYLA TANSWELL;cnt;
acq071;out;20250701;20260630;MEALS;cnt;
acq072;inc;20250701;20260630;LAKESIDE PROPERTY;cnt;
acq073;inc;20260501;20260531;.;cnt;
acq074;lh2;20251001;20251231;.;;
acq075;linc;20260617;20260630;.;;
acq076;lnoref;20250701;20260630;.;;
acq077;lout;20250701;20260630;^BPAY ;;
acq078;lhre;20250701;20260630;regas;;
acq079;lgt;20250701;20260630;.;3000;
acq080;lout;20250701;20260630;^DIRECT DEBIT ;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function oskoname(n,  w, k, m, s) {   # words after OSKO CREDIT / DEBIT up to the free text
  sub(/^OSKO (CREDIT|DEBIT) /, "", n); m = split(n, w, " "); s = ""
  for (k = 1; k <= m; k++) { if (w[k] !~ /^[A-Z&'"'"'-]+$/ || w[k] ~ /^(DEP|AC|INV)$/) break; s = s (s == "" ? "" : " ") w[k] }
  return s
}
function name(n,  m) {   # payer / payee from the bank wording
  m = n
  if (m ~ /^OSKO (CREDIT|DEBIT) /) m = oskoname(m)
  else if (m ~ /HUNTER COAST HOMES/) m = "Hunter Coast Homes Pty Ltd"
  else if (m ~ /LAKESIDE PROPERTY TRUST/) m = "Lakeside Property Management (trust account)"
  else if (m ~ /HUMM GROUP/) m = "humm (customers on interest-free plans)"
  else if (m ~ /^DEPOSIT CASH/) m = "Cash customers"
  else if (m ~ /^BPAY AAMI/) m = "AAMI"
  else if (m ~ /^BPAY ATO/) m = "ATO"
  else if (m ~ /^BPAY ACTROL/) m = "Actrol"
  else if (m ~ /^BPAY BIZCOVER/) m = "BizCover"
  else if (m ~ /^BPAY ENERGYAUSTRALIA/) m = "EnergyAustralia"
  else if (m ~ /^BPAY HOSTPLUS/) m = "Hostplus"
  else if (m ~ /^BPAY HUNTER WATER/) m = "Hunter Water"
  else if (m ~ /^BPAY LAKE MACQUARIE CITY COUNCIL/) m = "Lake Macquarie Council"
  else if (m ~ /^BPAY NRMA/) m = "NRMA"
  else if (m ~ /^BPAY NSW FAIR TRADING/) m = "NSW Fair Trading"
  else if (m ~ /^BPAY SERVICE NSW/) m = "Service NSW"
  else if (m ~ /^DIRECT DEBIT LINKT/) m = "Linkt"
  else if (m ~ /^DIRECT DEBIT MACQUARIE LEASING/) m = "Macquarie Leasing"
  else if (m ~ /^DIRECT DEBIT SUPERLOOP/) m = "Superloop"
  else if (m ~ /^DIRECT DEBIT TELSTRA/) m = "Telstra"
  else if (m ~ /^DIRECT DEBIT XERO/) m = "Xero"
  else m = "?" m
  return norm(m)
}
function isinc(i) { return cr[i] > 0 && nar[i] !~ /^OSKO CREDIT (KAYLA|C) TANSWELL|JAYDEN KOPP|^DIRECT CREDIT (ATO|MEDICARE|ACTROL)|^VISA CREDIT|^CREDIT INTEREST/ && !dup[i] }
function ishouse(i) { return isinc(i) && nar[i] ~ /^OSKO CREDIT / }
function isfuel(i) { return nar[i] ~ /^VISA DEBIT PURCHASE (7-ELEVEN|AMPOL|BP CONNECT|METRO PETROLEUM|SHELL COLES)/ }
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "FUEL") { if (!isfuel(i)) return 0 }
  else if (re == "DIESEL") { if (!isfuel(i) || dr[i] < 99) return 0 }
  else if (re == "UNL") { if (!isfuel(i) || dr[i] >= 99) return 0 }
  else if (re == "GROC") { if (nar[i] !~ /^(VISA DEBIT PURCHASE|EFTPOS) (ALDI|COLES 0834|IGA |WOOLWORTHS)/) return 0 }
  else if (re == "MEALS") { if (nar[i] !~ /^VISA DEBIT PURCHASE (BELMONT 16S|DOMINOS|MCDONALDS|RED ROOSTER|SUSHI HUB|UBER \*EATS|THE BAKERY)/) return 0 }
  else if (mode == "lhre") { if (tolower(nar[i]) !~ re) return 0 }
  else if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc") return isinc(i)
  if (mode ~ /^(hinc|lh2|lnoref|lhre|lgt)$/) return ishouse(i)
  if (mode == "in") return cr[i] > 0
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
NR > 1 {
  sub(/\r$/, "")
  # Date,Amount,Description,Balance; the description holds no commas in this export; check the shape of every row
  N++; dt[N] = ymd($1); nar[N] = $3; a = $2 + 0; dr[N] = (a < 0) ? -a : 0; cr[N] = (a > 0) ? a : 0
  if (NF != 4 || $2 !~ /^-?[0-9]+\.[0-9][0-9]$/ || $1 !~ /^[0-9][0-9]\/[0-9][0-9]\/20[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
  # newest row first: a credit refunded later by "OSKO DEBIT <same name> refund ..." for the same amount is a duplicate
  # (the nearest earlier credit from that name for that amount)
  for (i = 1; i <= N; i++) if (nar[i] ~ /^OSKO DEBIT .* refund/) {
    who = nar[i]; sub(/^OSKO DEBIT /, "", who); sub(/ refund.*$/, "", who)
    for (j = i + 1; j <= N; j++) if (cr[j] == dr[i] && index(nar[j], "OSKO CREDIT " who) == 1) { dup[j] = 1; break }
  }
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
        if (mode == "lh2") { n2[nm]++; continue }
        if (mode == "lnoref" && norm(nar[i]) != norm("OSKO CREDIT " oskoname(nar[i]))) continue
        if (mode == "lgt" && !(cr[i] > post + 0)) continue
        names[nm] = 1
      }
      if (mode == "lh2") for (k in n2) if (n2[k] >= 2) names[k] = 1
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = ""; mn = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        amt = (mode == "out") ? dr[i] - cr[i] : cr[i]
        if (post ~ /^gt/ && !(amt > substr(post, 3) + 0)) continue
        if (post == "cnt" && mode == "out" && dr[i] == 0) continue
        sum += amt; cnt++; gross += dr[i]
        if (mx == "" || amt > mx) mx = amt
        if (mn == "" || amt < mn) mn = amt
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
      }
      got = c2(sum); gotn = cnt
      if (mode == "out" && c2(gross) != got) alt = c2(gross)
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
  nm2["acq056"] = "Shell|BP"; nm2["acq057"] = "September|October"; nm2["acq058"] = "Q3|Q4"
  nm2["acq059"] = "Glenn_O'"'"'Rourke|H_Kovacs"; nm2["acq060"] = "Woolworths|Coles"; nm2["acq061"] = "Telstra|Superloop"
  nm2["acq062"] = "Kirby|Reece"; nm2["acq063"] = "Sushi_Hub|Belmont_16s"; nm2["acq064"] = "March_quarter|June_quarter"
  nm2["acq065"] = "first_half|second_half"
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
