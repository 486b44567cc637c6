#!/usr/bin/env bash
# Second way for the held-out set (clh): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (Date dd/mm/yyyy, Description, Debit, Credit; bank wording only; no labels.csv, no answers.py
# code). The 5 GST/BAS figures, the net-GST compare and the 2 tax-return figures cannot come from bank wording
# (payout gross, GST-free / export parts, private shares, gross wages); they are compared with the worksheet and tax
# summary printed by `python3 data/hand_worked.py` instead.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> prints the check lines (saved as check_out.txt); exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> -0.01 on the first CANVA debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; SELF=0
if [ "${1:-}" = "--selftest" ]; then
  SELF=1
  awk -F, -v OFS=, '!done && $2 ~ /CANVA/ && $3 != "" { $3 = sprintf("%.2f", $3 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#         reduce), outf (out + each INTL TRANSACTION FEE row straight after a matching row), gst (from = quarters,
#         regex = worksheet field), tax (regex = tax-summary key; + adds keys), linc / lout (payer / payee names),
#         lmiss (FY months with no matching income row), lmisso (FY months with no matching row of any kind)
#  post: sum dN (total / N) dn (per row) max min cnt ncnt (distinct names) gtN (row filter)
FUEL='AMPOL CARDIFF|AMPOLEX CARDIFF|BP KOTARA|METRO PETROLEUM|SHELL COLES EXP'
GROC='COLES [0-9]|ALDI STORES|WOOLWORTHS'
TAKE='DOMINOS|MCDONALDS|MENULOG|OLD GEORGE|SUSHI TRAIN|UBER \*EATS'
KIDS='BEST & LESS|BIG W|EB GAMES|LAMBTON SWIM|NEWCASTLE MUSEUM|PLAYHQ|ROBLOX|TIMEZONE'
UTE="$FUEL|SERVICE NSW|NRMA CTP|YOUI|HUNTER 4X4|BEAUREPAIRES"
PM='HUNTER PLAN MGMT|PLANWISE SUPPORTS'
FY='20250701;20260630'
cat > "$TMP/spec.txt" <<SPEC
clh001;inc;$FY;$PM;sum;
clh002;inc;$FY;HUNTER PLAN MGMT;sum;
clh003;inc;20251001;20251231;PLANWISE SUPPORTS;sum;
clh004;inc;$FY;MARGARET OKAFOR;sum;
clh005;inc;$FY;PETROVSKI;sum;
clh006;inc;$FY;STRIPE PAYMENTS;sum;
clh007;inc;20260101;20260630;STRIPE PAYMENTS;sum;
clh008;inc;$FY;HARBOURSIDE|HUNTER COAST REALTY;sum;
clh009;inc;20250701;20250930;HARBOURSIDE;sum;
clh010;inc;$FY;HARGREAVES;sum;
clh011;inc;$FY;TIDY KIWI;sum;
clh012;inc;$FY;^CASH DEPOSIT;sum;
clh013;inc;$FY;.;sum;
clh014;inc;20260101;20260331;.;sum;
clh015;inc;20260601;20260630;.;sum;
clh016;inc;20251201;20251231;.;sum;
clh017;inc;$FY;STRIPE PAYMENTS;dn;
clh018;inc;$FY;.;d12;
clh019;inc;$FY;HARBOURSIDE;max;
clh020;inc;$FY;$PM;max;
clh021;inc;$FY;^OSKO DEPOSIT FROM;sum;OKAFOR|PETROVSKI
clh022;inc;20260401;20260630;.;sum;STRIPE PAYMENTS
clh023;in;$FY;OSKO DEPOSIT FROM KATARZYNA NOWAK;sum;
clh024;out;20251001;20251231;OSKO PAYMENT TO CHLOE BAXTER;sum;
clh025;out;$FY;SB SUPER CLEARING;sum;
clh026;out;$FY;$FUEL;sum;
clh027;out;$FY;$UTE;sum;
clh028;out;$FY;BUNNINGS;sum;
clh029;out;$FY;HUNTER CLEANING SUPPLI;sum;
clh030;out;$FY;GARDEN GRUB;sum;
clh031;out;$FY;SUMMERHILL WASTE|AWABA WASTE;sum;
clh032;out;20260101;20260630;SUMMERHILL WASTE;sum;
clh033;outf;$FY;JOBBER;sum;
clh034;out;$FY;CANVA;sum;
clh035;out;$FY;HUNTER MOWER CENTRE|STIHL SHOP;sum;^OSKO PAYMENT
clh036;out;$FY;OPTUS;sum;
clh037;out;$FY;AUSSIE BROADBAND;sum;
clh038;out;$FY;ENERGYAUSTRALIA;sum;
clh039;out;$FY;ING HOME LOAN;sum;
clh040;out;20260601;20260630;$GROC;sum;
clh041;out;$FY;$TAKE;sum;
clh042;out;$FY;MCDONALDS|DOMINOS;sum;
clh043;out;$FY;$KIDS;sum;
clh044;out;$FY;^ATM WITHDRAWAL;sum;
clh045;out;$FY;^TRANSFER TO SAVINGS;sum;
clh046;out;$FY;^BPAY PAYMENT TAX OFFICE;sum;
clh047;out;$FY;$GROC;d12;
clh048;out;$FY;$FUEL;max;
clh049;gst;Q2;;1A;;
clh050;gst;Q3;;net;;
clh051;gst;Q1+Q2+Q3+Q4;;G3;;
clh052;gst;Q1;;1B;;
clh053;gst;Q1+Q2+Q3+Q4;;W2;;
clh054;tax;;;P8-netIncome;;
clh055;tax;;;P8-totalExpenses+D9+D10+D12;;
clh056a;inc;$FY;HUNTER PLAN MGMT;sum;
clh056b;inc;$FY;PLANWISE SUPPORTS;sum;
clh057a;inc;$FY;HARBOURSIDE;sum;
clh057b;inc;$FY;HUNTER COAST REALTY;sum;
clh058a;inc;20250701;20250930;.;sum;
clh058b;inc;20251001;20251231;.;sum;
clh059a;out;$FY;AMPOL CARDIFF|AMPOLEX CARDIFF;sum;
clh059b;out;$FY;METRO PETROLEUM;sum;
clh060a;out;$FY;BUNNINGS;sum;
clh060b;out;$FY;HUNTER CLEANING SUPPLI;sum;
clh061a;out;$FY;SUMMERHILL WASTE;sum;
clh061b;out;$FY;AWABA WASTE;sum;
clh062a;out;$FY;COLES [0-9];sum;
clh062b;out;$FY;WOOLWORTHS;sum;
clh063a;inc;$FY;STRIPE PAYMENTS;sum;
clh063b;inc;$FY;$PM;sum;
clh064a;gst;Q2;;net;;
clh064b;gst;Q4;;net;;
clh065a;inc;20251101;20251130;.;sum;
clh065b;inc;20251201;20251231;.;sum;
clh066;inc;$FY;STRIPE PAYMENTS;cnt;
clh067;out;$FY;OSKO PAYMENT TO CHLOE BAXTER;cnt;
clh068;out;$FY;SUMMERHILL WASTE|AWABA WASTE;cnt;
clh069;inc;$FY;^OSKO DEPOSIT FROM;ncnt;OKAFOR|PETROVSKI
clh070;out;$FY;^INTL TRANSACTION FEE;cnt;
clh071;inc;$FY;HARBOURSIDE;gt1500;
clh072;out;20251001;20251231;$FUEL;cnt;
clh073;inc;20260101;20260630;HUNTER PLAN MGMT;cnt;
clh074;linc;20260601;20260630;^OSKO DEPOSIT FROM;;
clh075;linc;$FY;WISE AUSTRALIA;;
clh076;lout;$FY;^BPAY PAYMENT;;
clh077;lout;$FY;^DIRECT DEBIT;;
clh078;lmiss;$FY;HUNTER COAST REALTY;;
clh079;lmisso;$FY;CANVA;;
clh080;lout;$FY;$FUEL;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m, k, t, w) {   # payer / payee from the bank wording
  m = n
  if (m ~ /^OSKO DEPOSIT FROM /) {   # the payer: the upper-case words before the free text
    sub(/^OSKO DEPOSIT FROM /, "", m); k = split(m, w, " "); t = ""
    for (i2 = 1; i2 <= k; i2++) { if (w[i2] ~ /[a-z]/ || w[i2] ~ /^[0-9]+$/) break; t = t (t == "" ? "" : " ") w[i2] }
    m = t; if (m == "D J PETROVSKI") m = "Dragan Petrovski"
  }
  else if (m ~ /WISE AUSTRALIA PTY HARGREAVES/) m = "Julian Hargreaves"
  else if (m ~ /WISE AUSTRALIA PTY TIDY KIWI LTD/) m = "Tidy Kiwi Ltd"
  else if (m ~ /^BPAY PAYMENT TAX OFFICE/) m = "ATO"
  else if (m ~ /^BPAY PAYMENT SB SUPER CLEARING HSE/) m = "SB Super Clearing House"
  else if (m ~ /^BPAY PAYMENT AUSTRALIANSUPER/) m = "AustralianSuper"
  else if (m ~ /^BPAY PAYMENT ENERGYAUSTRALIA/) m = "EnergyAustralia"
  else if (m ~ /^BPAY PAYMENT NRMA INSURANCE/) m = "NRMA Business Insurance"
  else if (m ~ /^BPAY PAYMENT NRMA CTP GREEN SLIP/) m = "NRMA CTP green slip"
  else if (m ~ /^BPAY PAYMENT SERVICE NSW/) m = "Service NSW"
  else if (m ~ /^DIRECT DEBIT (REVERSAL )?AUSSIE BROADBAND/) m = "Aussie Broadband"
  else if (m ~ /^DIRECT DEBIT FITNESS PASSPORT/) m = "Fitness Passport"
  else if (m ~ /^DIRECT DEBIT ING HOME LOAN/) m = "ING"
  else if (m ~ /^DIRECT DEBIT NIB HEALTH/) m = "nib"
  else if (m ~ /^DIRECT DEBIT OPTUS/) m = "Optus"
  else if (m ~ /^DIRECT DEBIT YOUI/) m = "Youi"
  else if (m ~ /AMPOL(EX)? CARDIFF/) m = "Ampol Cardiff"
  else if (m ~ /BP KOTARA/) m = "BP Kotara"
  else if (m ~ /METRO PETROLEUM BROADM/) m = "Metro Broadmeadow"
  else if (m ~ /SHELL COLES EXP ADAMST/) m = "Shell Coles Express Adamstown"
  else m = "?" m
  return norm(m)
}
BEGIN {
  FS = ","
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
  N++; split($1, dmy, "/"); d = dmy[3] dmy[2] dmy[1]; dt[N] = d; nar[N] = $2; amt[N] = ($4 + 0) - ($3 + 0)
  if (NF != 5 || $1 !~ /^[0-3][0-9]\/[01][0-9]\/20[0-9][0-9]$/ || ($3 != "") == ($4 != "") || ($3 $4) !~ /^[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
  # income: client / payer credits; not Kasia, Pawel, savings, the ATO refund, Medicare, refunds or reversals
  isinc[N] = (amt[N] > 0 && nar[N] ~ /^DIRECT CREDIT (HUNTER PLAN MGMT|PLANWISE SUPPORTS|STRIPE PAYMENTS|HARBOURSIDE PROPERT|HUNTER COAST REALTY|WISE AUSTRALIA)|^CASH DEPOSIT|^OSKO DEPOSIT FROM/ \
              && nar[N] !~ /KATARZYNA NOWAK|PAWEL NOWAK/)
  prev[N] = (N > 1) ? nar[N - 1] : ""
}
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (nar[i] !~ re && !(mode == "outf" && nar[i] ~ /^INTL TRANSACTION FEE/ && prev[i] ~ re)) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc" || mode == "lmiss") return isinc[i]
  if (mode == "in") return amt[i] > 0
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
      nk = split(re, ks, "+"); tot = 0; for (k = 1; k <= nk; k++) tot += tax[ks[k]]
      got = c2(tot); gotn = "-"
    } else if (mode ~ /^l/) {
      delete names; delete hasm; ord = ""
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        m = full[substr(dt[i], 5, 2) + 0] substr(dt[i], 1, 4)
        if (mode ~ /^lmiss/) { hasm[m] = 1; continue }
        names[name(nar[i])] = 1
      }
      if (mode ~ /^lmiss/) {
        for (k = 7; k <= 18; k++) { mm = (k - 1) % 12 + 1; m = full[mm] (k <= 12 ? "2025" : "2026"); if (!(m in hasm)) ord = ord (ord == "" ? "" : "|") m }
        got = (ord == "" ? "-" : ord)
      } else got = sortjoin(names)
    } else {
      sum = 0; cnt = 0; mx = ""; mn_ = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        a = (mode ~ /^out/) ? -amt[i] : amt[i]
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
        if (mode ~ /^lmiss/) { want = toupper(e[3]); gsub(/_/, "", want); have = got }
        else { delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) if (wl[k] != "-") wa[norm(wl[k])] = 1; want = sortjoin(wa); have = got }
      }
      else { want = "(no expected)"; have = got }
    } else { want = (part == "a") ? e[3] : e[4]; have = got; cmpv[base, part] = got + 0 }
    checked++
    status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, (mode == "gst" || mode == "tax" ? " (from hand_worked.py printout, not bank wording)" : "")
  }
  nm2["clh056"] = "Hunter_Plan_Management|Planwise"; nm2["clh057"] = "Harbourside|Hunter_Coast"
  nm2["clh058"] = "Sept_quarter|Dec_quarter"; nm2["clh059"] = "Ampol|Metro"; nm2["clh060"] = "Bunnings|Hunter_Cleaning_Supplies"
  nm2["clh061"] = "Summerhill|Awaba"; nm2["clh062"] = "Coles|Woolworths"; nm2["clh063"] = "Stripe|plan_managers"
  nm2["clh064"] = "Q2|Q4"; nm2["clh065"] = "November|December"
  for (b = 56; b <= 65; b++) {
    id = "clh0" b; split(nm2[id], pp, "|"); split(exp_[id], e, " ")
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
  if [ "$rc" -ne 0 ] && [ "$(grep -c '^DIFF' "$TMP/out.txt")" -eq 1 ]; then echo "selftest: planted -0.01 on the first CANVA debit caught (exactly 1 difference)"; exit 0; fi
  echo "selftest FAILED"; exit 1
fi
cat "$TMP/out.txt"
exit $rc
