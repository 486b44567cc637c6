#!/usr/bin/env bash
# Second way for set tune (pht): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank Narration, Transaction Date dd/mm/yyyy, Debit / Credit columns only; no labels.csv, no
# answers.py code). The 5 GST/BAS figures, the net-GST compare and the 3 tax-return figures cannot come from bank
# wording (GST-free parts, Stripe gross, business shares); they are compared with the worksheet and tax summary
# printed by `python3 data/hand_worked.py` instead. python3 is used only to flatten the JSON and run hand_worked.py.
#   bash out/check.sh             -> prints the check lines (save as check_out.txt); exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on the first CLINIKO debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_tune.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; SELF=0
if [ "${1:-}" = "--selftest" ]; then
  SELF=1
  awk -F, -v OFS=, '!done && $4 ~ /CLINIKO/ { $6 = sprintf("%.2f", $6 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
  STMT="$TMP/statement.csv"
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
#  modes: inc (income credits from bank wording), in (credits matching), out (all matching rows, -amount: refunds
#         reduce), gst (from = quarter Q1..Q4 or Y, regex = worksheet field), tax (regex = tax-summary key; + adds),
#         linc / lout (payer / payee names), lmon (months in date order)
#  post: sum dN (total / N) dn (per row) max min cnt ncnt (distinct names) gtN (row filter)
FUEL='^(AMPOL |BP |7-ELEVEN |CALTEX |PUMA )'
GROC='^(COLES |IGA |WOOLWORTHS )'
TAKE='^(DOMINOS |GRILLD |JAMIES |SUSHI HUB |UBER \*EATS)'
cat > "$TMP/spec.txt" <<SPEC
pht001;inc;20250701;20250930;TYRO PAYMENTS LTD SETTLEMENT;sum;
pht002;inc;20250701;20260630;TYRO PAYMENTS LTD SETTLEMENT;sum;
pht003;inc;20250701;20260630;JACARANDA GROVE;sum;
pht004;inc;20250701;20260630;SWAN VIEW LODGE;sum;
pht005;inc;20250701;20260630;STRIPE;sum;
pht006;inc;20250701;20260630;PLAN PARTNERS|MY PLAN MANAGER|PLANCARE WA;sum;
pht007;inc;20250701;20251231;MEDICARE BENEFITS;sum;
pht008;inc;20250701;20260630;PROVIDER REMIT;sum;
pht009;inc;20250701;20260630;EMBODIA;sum;
pht010;inc;20250701;20260630;IRONBARK|NORTHSIDE FITNESS;sum;
pht011;inc;20250701;20260630;LEANNE GRAYSON;sum;
pht012;inc;20250701;20260630;JUNE ABERCROMBIE;sum;
pht013;inc;20250701;20260630;.;sum;
pht014;inc;20260301;20260630;.;sum;
pht015;inc;20260601;20260630;.;sum;
pht016;inc;20251101;20251130;.;sum;
pht017;inc;20250701;20260630;.;d12;
pht018;inc;20250701;20260630;TYRO PAYMENTS LTD SETTLEMENT;dn;
pht019;inc;20250701;20260630;JACARANDA GROVE;max;
pht020;inc;20250701;20260630;EMBODIA;min;
pht021;inc;20250701;20260630;^OSKO PAYMENT FROM;sum;
pht022;in;20250701;20260630;OSKO PAYMENT FROM DYLAN OKAFOR;sum;
pht023;out;20250701;20260630;$FUEL;sum;
pht024;out;20251001;20251231;$FUEL;sum;
pht025;out;20250701;20260630;MOVEMED;sum;
pht026;out;20250701;20260630;INGLEWOOD COMMUNITY CEN HALL|^BPAY CITY OF BAYSWATER;sum;
pht027;out;20250701;20260630;INGLEWOOD COMMUNITY CEN HALL;sum;
pht028;out;20250701;20260630;^CLINIKO ;sum;
pht029;out;20250701;20260630;^INTERNATIONAL TRANSACTION FEE;sum;
pht030;out;20250701;20260630;TYRO PAYMENTS LTD MSF;sum;
pht031;out;20250701;20260630;DIRECT DEBIT TELSTRA;sum;
pht032;out;20250701;20260630;DIRECT DEBIT AUSSIE BROADBAND;sum;
pht033;out;20250701;20260630;DEPARTMENT OF TRANSPORT|RAC INSURANCE|MIDLAND TOYOTA|BEAUREPAIRES;sum;
pht034;out;20250701;20260630;$GROC;sum;
pht035;out;20260301;20260630;^COLES ;sum;
pht036;out;20250701;20260630;$TAKE;sum;
pht037;out;20250701;20260630;^DOMINOS ;sum;
pht038;out;20250701;20260630;TRANSFER TO HOME LOAN;sum;
pht039;out;20250701;20260630;BPAY TAX OFFICE PAYMENTS;sum;
pht040;out;20250701;20260630;DIRECT DEBIT HBF HEALTH;sum;
pht041;out;20250701;20260630;DIRECT DEBIT REVO FITNESS;sum;
pht042;out;20250701;20260630;BPAY SYNERGY;sum;
pht043;out;20250701;20260630;BPAY WATER CORPORATION;sum;
pht044;out;20250701;20260630;PARKING;sum;
pht045;out;20250701;20260630;REFORM STUDIO SUPPLY;sum;
pht046;out;20250701;20260630;$GROC;d12;
pht047;out;20250701;20260630;$FUEL;max;
pht048;gst;Q1;;1A;;
pht049;gst;Q3;;net;;
pht050;gst;Y;;G1;;
pht051;gst;Q2;;1B;;
pht052;gst;Q3;;G10;;
pht053;tax;;;P8-netIncome;;
pht054;tax;;;P8-motor-vehicle;;
pht055;tax;;;P8-totalExpenses+D9+D10+D12;;
pht056a;inc;20250701;20260630;TYRO PAYMENTS LTD SETTLEMENT;sum;
pht056b;inc;20250701;20260630;STRIPE;sum;
pht057a;inc;20250701;20260630;JACARANDA GROVE;sum;
pht057b;inc;20250701;20260630;SWAN VIEW LODGE;sum;
pht058a;inc;20250701;20250930;.;sum;
pht058b;inc;20251001;20251231;.;sum;
pht059a;out;20250701;20251231;$FUEL;sum;
pht059b;out;20260101;20260630;$FUEL;sum;
pht060a;out;20250701;20260630;^COLES ;sum;
pht060b;out;20250701;20260630;^WOOLWORTHS ;sum;
pht061a;inc;20250701;20260630;PLAN PARTNERS;sum;
pht061b;inc;20250701;20260630;PLANCARE WA;sum;
pht062a;out;20250701;20260630;INGLEWOOD COMMUNITY CEN HALL;sum;
pht062b;out;20250701;20260630;^BPAY CITY OF BAYSWATER;sum;
pht063a;out;20250701;20260630;DIRECT DEBIT TELSTRA;sum;
pht063b;out;20250701;20260630;DIRECT DEBIT AUSSIE BROADBAND;sum;
pht064a;inc;20260301;20260331;.;sum;
pht064b;inc;20260401;20260430;.;sum;
pht065a;gst;Q1;;net;;
pht065b;gst;Q4;;net;;
pht066;inc;20250701;20260630;TYRO PAYMENTS LTD SETTLEMENT;cnt;
pht067;inc;20250701;20260630;MEDICARE BENEFITS;cnt;
pht068;out;20250701;20260630;$FUEL;cnt;
pht069;inc;20250701;20260630;^OSKO PAYMENT FROM;ncnt;
pht070;inc;20260101;20260630;STRIPE;gt1000;
pht071;out;20250701;20260630;^ATM WITHDRAWAL;cnt;
pht072;out;20250701;20260630;^INTERNATIONAL TRANSACTION FEE;cnt;
pht073;out;20251001;20251231;$TAKE;cnt;
pht074;linc;20260601;20260630;^OSKO PAYMENT FROM;;
pht075;linc;20250701;20260630;PROVIDER REMIT;;
pht076;linc;20250701;20260630;PLAN PARTNERS|MY PLAN MANAGER|PLANCARE WA;;
pht077;lout;20250701;20260630;$FUEL;;
pht078;lmon;20250701;20260630;IRONBARK|NORTHSIDE FITNESS;;
pht079;lout;20250701;20260630;^DIRECT DEBIT;;
pht080;lout;20250701;20260630;^BPAY;;
SPEC
gawk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / payee from the bank wording
  m = n
  if (m ~ /^OSKO PAYMENT FROM /) { sub(/^OSKO PAYMENT FROM /, "", m); sub(/ (Tessa|home visit|physio|INV ?[0-9]+|inv ?[0-9]+)$/, "", m) }
  else if (m ~ /PROVIDER REMIT/) {
    if (m ~ /HBF HEALTH/) m = "HBF Health"; else if (m ~ /BUPA HI/) m = "Bupa HI"; else if (m ~ /HCF/) m = "HCF"
    else if (m ~ /MEDIBANK PRIVATE/) m = "Medibank Private"; else m = "?" m }
  else if (m ~ /^DIRECT CREDIT PLAN PARTNERS/) m = "Plan Partners"
  else if (m ~ /^DIRECT CREDIT MY PLAN MANAGER/) m = "My Plan Manager"
  else if (m ~ /^DIRECT CREDIT PLANCARE WA/) m = "Plancare WA"
  else if (m ~ /^AMPOL /) m = "Ampol"; else if (m ~ /^BP /) m = "BP"; else if (m ~ /^7-ELEVEN /) m = "7-Eleven"
  else if (m ~ /^CALTEX /) m = "Caltex"; else if (m ~ /^PUMA /) m = "Puma"
  else if (m ~ /^DIRECT DEBIT /) {
    sub(/^DIRECT DEBIT /, "", m); sub(/ [0-9]+$/, "", m); sub(/ (LIMITED|CORP LTD|LTD MSF [A-Z0-9]+)$/, "", m) }
  else if (m ~ /^BPAY /) {
    sub(/^BPAY /, "", m); sub(/ [0-9]+$/, "", m)
    if (m == "TAX OFFICE PAYMENTS") m = "ATO"; else if (m == "AUST PHYSIOTHERAPY ASSN") m = "Australian Physiotherapy Association"
    else if (m == "CITY OF PERTH INFRINGEMENTS") m = "City of Perth"; else if (m == "GUILD INSURANCE LTD") m = "Guild Insurance" }
  else m = "?" m
  return norm(m)
}
BEGIN {
  FPAT = "([^,]*)|(\"[^\"]*\")"
  split("JANUARY FEBRUARY MARCH APRIL MAY JUNE JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER", full, " ")
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = ""; continue }
    if (line ~ /^   [A-Za-z0-9-]+[ (]/ && line !~ /=/) { n = split(line, kv, " "); k1 = kv[1]; sub(/\(.*/, "", k1); tax[k1] = kv[n] + 0 }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  N++; split($3, dd, "/"); d = dd[3] dd[2] dd[1]; dt[N] = d; nn_ = $4; gsub(/"/, "", nn_); nar[N] = nn_
  amt[N] = ($7 != "" ? $7 + 0 : 0) - ($6 != "" ? $6 + 0 : 0)
  if (NF != 9 || ($6 == "") == ($7 == "") || $3 !~ /^[0-3][0-9]\/[01][0-9]\/20[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
  # income: payer credits by bank wording; not Dylan or Kate (private), not a plan-manager invoice paid a second time
  isinc[N] = (amt[N] > 0 && nar[N] ~ /TYRO PAYMENTS LTD SETTLEMENT|PROVIDER REMIT|MEDICARE BENEFITS|PLAN PARTNERS|MY PLAN MANAGER|PLANCARE WA|JACARANDA GROVE|SWAN VIEW LODGE|STRIPE|IRONBARK|NORTHSIDE FITNESS|^INWARD TT EMBODIA|^OSKO PAYMENT FROM/ \
              && nar[N] !~ /DYLAN OKAFOR|KATE BRENNAN/)
  if (isinc[N] && match(nar[N], /(PLAN PARTNERS|MY PLAN MANAGER|PLANCARE WA).* INV[0-9]+/)) { k = substr(nar[N], RSTART, RLENGTH); if (k in paid) isinc[N] = 0; paid[k] = 1 }
}
function sel(i, mode, lo, hi, re) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (nar[i] !~ re) return 0
  if (mode == "inc" || mode == "linc" || mode == "lmon") return isinc[i]
  if (mode == "in") return amt[i] > 0
  if (mode == "lout") return amt[i] < 0
  return 1
}
function sortjoin(arr,  k, n, i, j, t, a, s) {
  n = 0; for (k in arr) a[++n] = k
  for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
  s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") a[i]
  return s == "" ? "-" : s
}
END {
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""
    if (mode == "gst") {
      q = lo; tot = hw[q, re]
      if (re == "1A") ptot = hw[q, "1A-per-row"]; else if (re == "1B") ptot = hw[q, "1B-per-row"]
      else if (re == "net") ptot = hw[q, "1A-per-row"] - hw[q, "1B-per-row"]; else ptot = tot
      got = c2(tot); gotn = "-"; if (c2(ptot) != got) alt = c2(ptot)
    } else if (mode == "tax") {
      nk = split(re, ks, "+"); tot = 0; for (k = 1; k <= nk; k++) tot += tax[ks[k]]
      got = c2(tot); gotn = "-"
    } else if (mode ~ /^l/) {
      delete names; ord = ""
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re)) {
        m = full[substr(dt[i], 5, 2) + 0] substr(dt[i], 1, 4)
        if (mode == "lmon") { if (index(ord, "|" m "|") == 0) ord = ord "|" m "|"; continue }
        names[name(nar[i])] = 1
      }
      if (mode == "lmon") { gsub(/\|\|/, "|", ord); gsub(/^\||\|$/, "", ord); got = ord } else got = sortjoin(names)
    } else {
      sum = 0; cnt = 0; mx = ""; mn_ = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re)) {
        a = (mode == "out") ? -amt[i] : amt[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        sum += a; cnt++
        if (mx == "" || a > mx) mx = a
        if (mn_ == "" || a < mn_) mn_ = a
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
      }
      got = c2(sum); gotn = cnt
      if (post ~ /^d[0-9]+$/) got = c2(sum / substr(post, 2))
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
  nm2["pht056"] = "Tyro|Stripe"; nm2["pht057"] = "Jacaranda_Grove|Swan_View"; nm2["pht058"] = "Sept_quarter|Dec_quarter"
  nm2["pht059"] = "First_half|Second_half"; nm2["pht060"] = "Coles|Woolworths"; nm2["pht061"] = "Plan_Partners|Plancare_WA"
  nm2["pht062"] = "Inglewood|City_of_Bayswater"; nm2["pht063"] = "Phone|Internet"; nm2["pht064"] = "March|April"
  nm2["pht065"] = "Q1|Q4"
  for (b = 56; b <= 65; b++) {
    id = "pht0" b; split(nm2[id], pp, "|"); split(exp_[id], e, " ")
    larger = (cmpv[id, "a"] > cmpv[id, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, id, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures, 10 compares x 3, 8 counts, 7 lists), %d differences, %d bad rows\n", checked, diffs, bad
  printf "%d differences\n", diffs + bad
  exit (diffs + bad > 0)
}' "$STMT" > "$TMP/out.txt"
rc=$?
if [ "$SELF" = 1 ]; then
  grep DIFF "$TMP/out.txt"; tail -1 "$TMP/out.txt"
  if [ "$rc" -ne 0 ] && [ "$(grep -c '^DIFF' "$TMP/out.txt")" -eq 1 ]; then echo "selftest: planted +0.01 on the first CLINIKO debit caught (exactly 1 difference)"; exit 0; fi
  echo "selftest FAILED"; exit 1
fi
cat "$TMP/out.txt"
exit $rc
