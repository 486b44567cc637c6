#!/usr/bin/env bash
# Second way for the held-out set (drq): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (RAB export: Date dd/mm/yyyy = posting date, Description, unsigned Debit / Credit; no
# labels.csv, no answers.py code). The 5 GST/BAS figures, the net-GST compare and the 3 tax-return figures cannot
# come from bank wording (EzLicence gross and fees, unbanked cash, private shares); they are compared with the
# worksheet and tax summary printed by `python3 data/hand_worked.py` instead.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> prints the check lines (save as check_out.txt); exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> -0.01 on the first MYOB debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; SELF=0
if [ "${1:-}" = "--selftest" ]; then
  SELF=1
  # signed amount -0.01 on a debit row = Debit + 0.01
  awk -F, -v OFS=, '!done && NR > 1 && $2 ~ /MYOB/ && $3 != "" { $3 = sprintf("%.2f", $3 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#  modes: inc (income from bank wording, see isinc), in (credits matching), out (all matching rows, -amount:
#         refunds / reversals reduce), gst (from = quarters, regex = worksheet field), tax (regex = tax-summary
#         keys joined by +), linc / lout (payer / payee names), lmon (months in date order), lmiss (FY months with
#         no matching income row)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt gtN (count of rows over N)
#  Greg's ute diesel (person.md: fills of 9 Aug, 15 Nov 2025, 11 Apr 2026 at BP Tamworth North) and the Corolla rego
#  (Service NSW 20 Feb 2026) are picked by the purchase date inside the card description (person.md's dates).
FUEL='AMPOL|BP TAMWORTH|7-ELEVEN|METRO PETROLEUM'
UTE='(09/08|15/11|11/04) BP TAMWORTH'
TAKE='DOMINOS|GLORIAS CAFE|GRUMPY BAKER|HUNGRY GRUB|MCDONALDS|RED ROOSTER|SUSHI HUB|PRINCE OF WALES'
GROC='COLES [0-9]|WOOLWORTHS [0-9]|ALDI STORES|IGA CALALA|TAMWORTH FRUIT MARKET'
cat > "$TMP/spec.txt" <<SPEC
drq001;inc;20250701;20260630;EZLICENCE;sum;
drq002;inc;20250701;20250930;EZLICENCE;sum;
drq003;inc;20250701;20260630;TYRO MID;sum;
drq004;inc;20260101;20260331;TYRO MID;sum;
drq005;inc;20250701;20260630;PEEL COMMUNITY;sum;
drq006;inc;20250701;20260630;NAMOI QUARRY;sum;
drq007;inc;20250701;20260630;MY PLAN MANAGER;sum;
drq008;inc;20250701;20260630;^CASH DEPOSIT;sum;
drq009;inc;20250701;20251231;.;sum;
drq010;inc;20260101;20260630;.;sum;
drq011;inc;20251001;20251031;.;sum;
drq012;inc;20260601;20260630;.;sum;
drq013;inc;20250701;20260630;EZLICENCE;dn;
drq014;inc;20250701;20260630;.;d52;
drq015;inc;20250701;20260630;.;d12;
drq016;inc;20250701;20260630;EZLICENCE;max;
drq017;inc;20250701;20260630;EZLICENCE;min;
drq018;inc;20251001;20251231;^OSKO PAYMENT FROM;sum;
drq019;inc;20250701;20260630;ROBERTSON;sum;
drq020;inc;20250701;20260630;CAMPBELL PASTORAL;sum;
drq021;in;20250701;20260630;^OSKO PAYMENT FROM GREGORY HURST;sum;
drq022;out;20250701;20260630;^TFR TO S2 BONUS SAVER;sum;
drq023;in;20250701;20260630;NEW ENGLAND COACHL SALARY;sum;
drq024;in;20250701;20260630;MEDICARE BENEFIT;sum;
drq025;out;20250701;20260630;$FUEL;sum;$UTE
drq026;out;20251001;20251231;$FUEL;sum;$UTE
drq027;out;20250701;20260630;$UTE;sum;
drq028;out;20250701;20260630;SPLASH N GO;sum;
drq029;out;20250701;20260630;TOYOTA FINANCE;sum;
drq030;out;20250701;20260630;TAMWORTH TOYOTA;sum;
drq031;out;20250701;20260630;ALLIANZ|GIO GREEN SLIP|20/02 SERVICE NSW;sum;
drq032;out;20250701;20260630;DIRECT DEBIT OPTUS;sum;
drq033;out;20250701;20260630;MYOB;sum;
drq034;out;20250701;20260630;ACUITYSCHEDULING;sum;^OVERSEAS
drq035;out;20250701;20260630;GOOGLE\*ADS;sum;^OVERSEAS
drq036;out;20250701;20260630;^OVERSEAS TRANSACTION FEE;sum;
drq037;out;20250701;20260630;TYRO PAYMENTS LTD MSF;sum;
drq038;out;20250701;20260630;$GROC;sum;
drq039;out;20260301;20260630;$TAKE;sum;
drq040;out;20250701;20260630;GLORIAS CAFE|GRUMPY BAKER|HUNGRY GRUB;sum;
drq041;out;20250701;20260630;^TFR TO LOAN;sum;
drq042;out;20250701;20260630;TAMWORTH REGIONAL CNCL;sum;
drq043;out;20250701;20260630;NETFLIX|BINGE;sum;
drq044;out;20250701;20260630;^BPAY TAX OFFICE PAYMENTS;sum;
drq045;out;20250701;20260630;^(VISA DEBIT PURCHASE|EFTPOS PURCHASE);max;
drq046;out;20250701;20260630;$GROC;d12;
drq047;out;20250701;20260630;OFFICEWORKS;sum;
drq048;gst;Q2;;1A;;
drq049;gst;Q1;;net;;
drq050;gst;Q1+Q2+Q3+Q4;;G1;;
drq051;gst;Q3;;1B;;
drq052;gst;Q1+Q2+Q3+Q4;;G3;;
drq053;tax;;;P8-netIncome;;
drq054;tax;;;P8-motor-vehicle;;
drq055;tax;;;P8-totalExpenses+D9+D10+D12;;
drq056a;inc;20250701;20260630;EZLICENCE;sum;
drq056b;inc;20250701;20260630;TYRO MID;sum;
drq057a;inc;20250701;20250930;.;sum;
drq057b;inc;20251001;20251231;.;sum;
drq058a;inc;20250701;20260630;PEEL COMMUNITY;sum;
drq058b;inc;20250701;20260630;MY PLAN MANAGER;sum;
drq059a;out;20250701;20260630;DIRECT DEBIT OPTUS;sum;
drq059b;out;20250701;20260630;DIRECT DEBIT TPG;sum;
drq060a;out;20250701;20260630;GOOGLE\*ADS;sum;^OVERSEAS
drq060b;out;20250701;20260630;ACUITYSCHEDULING;sum;^OVERSEAS
drq061a;gst;Q2;;net;;
drq061b;gst;Q4;;net;;
drq062a;inc;20260301;20260331;.;sum;
drq062b;inc;20260401;20260430;.;sum;
drq063a;out;20250701;20260630;COLES [0-9];sum;
drq063b;out;20250701;20260630;WOOLWORTHS [0-9];sum;
drq064a;out;20250701;20260630;^TFR TO LOAN;sum;
drq064b;in;20250701;20260630;^OSKO PAYMENT FROM GREGORY HURST;sum;
drq065a;out;20250701;20260630;7-ELEVEN;sum;
drq065b;out;20250701;20260630;METRO PETROLEUM;sum;
drq066;inc;20250701;20260630;EZLICENCE;cnt;
drq067;inc;20250701;20260630;^CASH DEPOSIT;cnt;
drq068;in;20260101;20260630;^OSKO PAYMENT FROM GREGORY HURST;cnt;
drq069;inc;20260301;20260331;TYRO MID;cnt;
drq070;out;20250701;20260630;^OVERSEAS TRANSACTION FEE;cnt;
drq071;inc;20250701;20260630;EZLICENCE;gt700;
drq072;out;20260201;20260228;$TAKE;cnt;
drq073;inc;20260401;20260630;^OSKO PAYMENT FROM;cnt;
drq074;linc;20260601;20260630;^OSKO PAYMENT FROM;;
drq075;linc;20250701;20250930;^OSKO PAYMENT FROM;;
drq076;lout;20250701;20260630;^BPAY ;;
drq077;lout;20250701;20260630;^DIRECT DEBIT ;;
drq078;lout;20250701;20260630;$FUEL;;$UTE
drq079;lmiss;20250701;20260630;^CASH DEPOSIT;;
drq080;lmon;20250701;20260630;MY PLAN MANAGER;;
SPEC
# compare answers: the two names, in the order asked (spaces as _)
cat > "$TMP/names.txt" <<'NAMES'
drq056 EzLicence|Tyro
drq057 Sept_quarter|Dec_quarter
drq058 Peel_Community_Services|NDIS
drq059 phone|internet
drq060 Google_Ads|Acuity
drq061 Q2|Q4
drq062 March|April
drq063 Coles|Woolworths
drq064 home_loan|Greg's_house_money
drq065 7-Eleven|Metro
NAMES
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" -v NAMES="$TMP/names.txt" '
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m, t, k, nt, out) {   # payer / payee from the bank wording
  if (n ~ /^OSKO PAYMENT (FROM|TO) /) {   # the name is the upper-case words before the (mixed-case) reference
    m = n; sub(/^OSKO PAYMENT (FROM|TO) /, "", m); nt = split(m, t, " "); out = ""
    for (k = 1; k <= nt && t[k] ~ /^[A-Z&]+$/; k++) out = out " " t[k]
    return norm(out)
  }
  if (n ~ /^BPAY TAX OFFICE/) m = "ATO"
  else if (n ~ /^BPAY ALLIANZ/) m = "Allianz"
  else if (n ~ /^BPAY AUSTRALIAN RETIREMENT/) m = "Australian Retirement Trust"
  else if (n ~ /^BPAY GIO/) m = "GIO"
  else if (n ~ /^BPAY ORIGIN ENERGY/) m = "Origin Energy"
  else if (n ~ /^BPAY TAMWORTH REGIONAL CNCL/) m = "Tamworth Regional Council"
  else if (n ~ /^DIRECT DEBIT ANYTIME FITNESS/) m = "Anytime Fitness"
  else if (n ~ /^DIRECT DEBIT OPTUS/) m = "Optus"
  else if (n ~ /^DIRECT DEBIT TPG/) m = "TPG"
  else if (n ~ /^DIRECT DEBIT TOYOTA FINANCE/) m = "Toyota Finance"
  else if (n ~ /^DIRECT DEBIT TYRO PAYMENTS/) m = "Tyro Payments"
  else if (n ~ /AMPOL/) m = "Ampol"
  else if (n ~ /BP TAMWORTH/) m = "BP"
  else if (n ~ /7-ELEVEN/) m = "7-Eleven"
  else if (n ~ /METRO PETROLEUM/) m = "Metro Petroleum"
  else m = "?" n
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
  while ((getline line < NAMES) > 0) { split(line, e, " "); nm2[e[1]] = e[2] }
}
NR > 1 {
  N++
  if (NF != 5 || $1 !~ /^[0-3][0-9]\/[01][0-9]\/20[0-9][0-9]$/ || ($3 == "") == ($4 == "") || ($3 $4) !~ /^[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
  split($1, dmy, "/"); d = dmy[3] dmy[2] dmy[1]; dt[N] = d; nar[N] = $2; amt[N] = $4 - $3
  # income: lesson money in (platform, card terminal, invoices, cash deposits, PayID from learners / parents), not
  # Greg, mum or the Marketplace buyer; the refund of a test package paid back by Osko reduces it
  isinc[N] = (amt[N] > 0 && nar[N] ~ /^DIRECT CREDIT (EZLICENCE|TYRO PAYMENTS|PEEL COMMUNITY|MY PLAN MANAGER|NAMOI QUARRY)|^CASH DEPOSIT|^OSKO PAYMENT FROM/ \
              && nar[N] !~ /GREGORY HURST|DAWN MCKAY|C THOMPSON/) || (amt[N] < 0 && nar[N] ~ /^OSKO PAYMENT TO .*refund/)
}
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc" || mode == "lmiss" || mode == "lmon") return isinc[i]
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
  # oldest first (the export is newest first); same-day order does not matter for any check
  for (i = 1; i <= N; i++) { j = N + 1 - i; D[i] = dt[j]; R[i] = nar[j]; V[i] = amt[j]; I[i] = isinc[j] }
  for (i = 1; i <= N; i++) { dt[i] = D[i]; nar[i] = R[i]; amt[i] = V[i]; isinc[i] = I[i] }
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
        if (mode == "lmon") { if (index(ord, "|" m "|") == 0) ord = ord "|" m "|"; continue }
        if (mode == "lmiss") { hasm[m] = 1; continue }
        names[name(nar[i])] = 1
      }
      if (mode == "lmiss") { for (k = 7; k <= 18; k++) { mm = (k - 1) % 12 + 1; m = full[mm] (k <= 12 ? "2025" : "2026"); if (!(m in hasm)) ord = ord "|" m "|" } }
      if (mode == "lmon" || mode == "lmiss") { gsub(/\|\|/, "|", ord); gsub(/^\||\|$/, "", ord); got = ord } else got = sortjoin(names)
    } else {
      sum = 0; cnt = 0; mx = ""; mn_ = ""
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        a = (mode == "out") ? -amt[i] : amt[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        sum += a; cnt++
        if (mx == "" || a > mx) mx = a
        if (mn_ == "" || a < mn_) mn_ = a
      }
      got = c2(sum); gotn = cnt
      if (post ~ /^d[0-9]+$/) got = c2(sum / substr(post, 2))
      if (post == "d52") alt = c2(sum / (365 / 7))
      if (post == "dn") got = c2(sum / cnt)
      if (post == "max") { got = c2(mx); gotn = 1 }
      if (post == "min") { got = c2(mn_); gotn = 1 }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
    }
    split(exp_[base], e, " ")
    if (part == "") {
      if (e[2] == "fig") { want = e[3] " " e[4] (e[5] != "" ? " " e[5] : ""); have = got " " gotn (alt != "" ? " " alt : "") }
      else if (e[2] == "cnt") { want = e[3]; have = got }
      else if (e[2] == "lst") {
        if (mode == "lmon" || mode == "lmiss") { want = toupper(e[3]); gsub(/_/, "", want); have = got }
        else { delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) if (wl[k] != "-") wa[norm(wl[k])] = 1; want = sortjoin(wa); have = got }
      }
      else { want = "(no expected)"; have = got }
    } else { want = (part == "a") ? e[3] : e[4]; have = got; cmpv[base, part] = got + 0 }
    checked++
    status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, (mode == "gst" || mode == "tax" ? " (from hand_worked.py printout, not bank wording)" : "")
  }
  for (b = 56; b <= 65; b++) {
    id = "drq0" b; split(nm2[id], pp, "|"); split(exp_[id], e, " ")
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
  if [ "$rc" -ne 0 ] && [ "$(grep -c '^DIFF' "$TMP/out.txt")" -eq 1 ]; then echo "selftest: planted -0.01 on the first MYOB debit caught (exactly 1 difference)"; exit 0; fi
  echo "selftest FAILED"; exit 1
fi
cat "$TMP/out.txt"
exit $rc
