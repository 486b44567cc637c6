#!/usr/bin/env bash
# Second way for the held-out set (arq): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording, DD/MM/YYYY posting date, Debit / Credit columns; no labels.csv, no answers.py
# code). GST / BAS fields, W1 / W2 and the return lines cannot come from bank wording (Zeller gross and fees, private
# shares, PAYG); they are compared with the worksheet and tax summary printed by `python data/hand_worked.py`, and
# so are the "gross" / W1 alsoAccepted readings (G1 of the covering quarters less the other income as banked).
# python is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> prints the check lines (save as check_out.txt); exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> -0.01 on the first XERO debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
PY=${PY:-/work/venv/bin/python}
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; SELF=0
if [ "${1:-}" = "--selftest" ]; then
  SELF=1
  awk -F, -v OFS=, '!done && $2 ~ /XERO/ && $3 != "" { $3 = sprintf("%.2f", $3 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
  STMT="$TMP/statement.csv"
fi
"$PY" "$DATA/hand_worked.py" > "$TMP/hw.txt" || { echo "hand_worked.py failed"; exit 1; }
"$PY" - "$JSON" > "$TMP/exp.txt" <<'PY'
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
        print(i, "lst", "|".join(e["items"]).upper().replace(" ", "_") or "-")
PY
# spec: id;mode;from;to;regex;post;exclude;alt-or-label
#  modes: inc (income credits by bank wording: not Dan, ATO, Medicare, savings, refunds, reversals, nor a repeated
#         strata remittance of the same invoice and amount), in (credits matching), out (rows matching, -amount:
#         refunds / reversals reduce), gst (from = quarters, regex = worksheet field), tax (regex = tax-summary key),
#         linc / lall (payer / payee names from OSKO / PAY ANYONE wording, income rows / all rows), lmon (months of
#         matching rows, date order), lmiss (FY months with no matching income row)
#  post: sum cnt max min dn (per row) d12 d52 (also 365/7) gt1 (names with two or more rows)
#  exclude: a regex, or @YYYYMMDD to leave out that day's rows
#  alt: G1 (gross: G1 of the covering quarters less the period's other income as banked), W1 (W1 of the covering
#       quarters), pr (per-row 1B / net); compare rows (id a / b) carry their label here instead
SERVO='AMPOL|BP GOLDEN|UNITED PETROLEUM|7-ELEVEN|SHELL REDDY'
cat > "$TMP/spec.txt" <<SPEC
arq001;inc;20250701;20260630;ZELLER AUSTRALIA;sum;;G1
arq002;inc;20250701;20250930;ZELLER AUSTRALIA;sum;;G1
arq003;inc;20250701;20260630;^DIRECT CREDIT CITY OF GREATER;sum;;
arq004;inc;20250701;20251231;^DIRECT CREDIT CITY OF GREATER;sum;;
arq005;inc;20250701;20260630;MOUNT ALEXANDER;sum;;
arq006;inc;20250701;20260630;GOLDFIELDS STRAT;sum;;
arq007;inc;20250701;20260630;BANK@POST CASH DEPOSIT;sum;;
arq008;inc;20250701;20260630;^DIRECT CREDIT (ALLIANZ|RACV);sum;;
arq009;inc;20250701;20260630;.;sum;;G1
arq010;inc;20251001;20251231;.;sum;;G1
arq011;inc;20260101;20260630;.;sum;;G1
arq012;inc;20251101;20251130;.;sum;;
arq013;inc;20260601;20260630;.;sum;;
arq014;inc;20250701;20260630;.;d12;;
arq015;inc;20250701;20260630;.;d52;;
arq016;inc;20250701;20260630;ZELLER AUSTRALIA;max;;
arq017;inc;20250701;20260630;ZELLER AUSTRALIA;min;;
arq018;inc;20250701;20260630;ZELLER AUSTRALIA;dn;;
arq019;inc;20250701;20260630;KIM TRUONG;sum;;
arq020;inc;20260101;20260331;^OSKO DEPOSIT FROM;sum;;
arq021;inc;20251118;20251128;ZELLER AUSTRALIA;sum;;
arq022;in;20250701;20260630;DANIEL PEREIRA;sum;;
arq023;out;20250701;20260630;KYLE BRENNAN WAGES;sum;;W1
arq024;out;20260401;20260630;KYLE BRENNAN WAGES;sum;;W1
arq025;out;20250701;20260630;SMALL BUS SUPER;sum;;
arq026;out;20250701;20260630;$SERVO;sum;;
arq027;out;20260101;20260630;$SERVO;sum;;
arq028;out;20250701;20260630;MACQUARIE LEASIN;sum;;
arq029;out;20250701;20260630;COGB EAGLEHAWK LANDFILL;sum;@20251227;
arq030;out;20250701;20260630;KENNARDS HIRE;sum;;
arq031;out;20250701;20260630;BENDIGO MOWER;sum;;
arq032;out;20250701;20260630;HIPAGES;sum;;
arq033;out;20260201;20260630;HIPAGES;sum;;
arq034;out;20250701;20260630;XERO;sum;;
arq035;out;20250701;20260630;TRADIFY;sum;;
arq036;out;20250701;20260630;^OVERSEAS TRANSACTION FEE;sum;;
arq037;out;20250701;20260630;GOLDFIELDS CRANES|SAFE SITE TRAFFIC;sum;;
arq038;out;20250701;20260630;LODDON OUTDOOR POWER;sum;;
arq039;out;20250701;20260630;^BPAY TAX OFFICE PAYMENTS;sum;;
arq040;out;20250701;20260630;^TRANSFER TO SAVINGS;sum;;
arq041;out;20250701;20260630;ALDI STORES|COLES [0-9]|IGA GOLDEN|WOOLWORTHS;sum;WOOLWORTHS 1204;
arq042;out;20250701;20260630;JETSTAR|AIRBNB|EAST COAST CAR|WARNER BROS|BURLEIGH;sum;;
arq043;out;20250701;20260630;^VISA DEBIT PURCHASE;max;;
arq044;out;20250701;20260630;CATHOLIC COLLEGE;sum;;
arq045;out;20260401;20260630;DEFENCE HEALTH;sum;;
arq046;out;20250701;20260630;ING HOME LOAN;sum;;
arq047;gst;Q2;;G1;;;
arq048;gst;Q1;;1A;;;
arq049;gst;Q1,Q2,Q3,Q4;;1B;;;pr
arq050;gst;Q3;;net;;;pr
arq051;gst;Q1,Q2,Q3,Q4;;W1;;;
arq052;gst;Q4;;W2;;;
arq053;tax;;;P8-income;;;
arq054;tax;;;P8-netIncome;;;
arq055;tax;;;totalDeductions;;;
arq056a;inc;20250701;20260630;ZELLER AUSTRALIA;sum;;Zeller
arq056b;inc;20250701;20260630;^DIRECT CREDIT CITY OF GREATER;sum;;the_council
arq057a;inc;20250701;20250930;.;sum;;Jul-Sep
arq057b;inc;20251001;20251231;.;sum;;Oct-Dec
arq058a;out;20250701;20260630;RHYS FENWICK;sum;;chipper
arq058b;out;20250701;20260630;LODDON OUTDOOR POWER;sum;;stump_grinder
arq059a;out;20250701;20251231;KYLE BRENNAN WAGES;sum;;first_half
arq059b;out;20260101;20260630;KYLE BRENNAN WAGES;sum;;second_half
arq060a;out;20250701;20260630;HIPAGES;sum;;hipages
arq060b;out;20250701;20260630;SERVICESEEKING;sum;;ServiceSeeking
arq061a;out;20250701;20250930;$SERVO;sum;;Jul-Sep
arq061b;out;20260101;20260331;$SERVO;sum;;Jan-Mar
arq062a;gst;Q1;;net;;;Sept_quarter
arq062b;gst;Q2;;net;;;Dec_quarter
arq063a;in;20250701;20260630;DANIEL PEREIRA;sum;;Dan
arq063b;out;20250701;20260630;ING HOME LOAN;sum;;home_loan
arq064a;out;20250701;20260630;KENNARDS HIRE;sum;;Kennards
arq064b;out;20250701;20260630;GOLDFIELDS CRANES|SAFE SITE TRAFFIC;sum;;crane_and_traffic
arq065a;out;20250701;20260630;DIRECT DEBIT TELSTRA;sum;;Telstra
arq065b;out;20250701;20260630;AUSSIE BROADBAND;sum;;Aussie_Broadband
arq066;inc;20250701;20260630;ZELLER AUSTRALIA;cnt;;
arq067;out;20250701;20260630;KYLE BRENNAN WAGES;cnt;;
arq068;out;20250701;20260630;COGB EAGLEHAWK LANDFILL;cnt;@20251227;
arq069;inc;20250701;20260630;^DIRECT CREDIT CITY OF GREATER;cnt;;
arq070;out;20251001;20251231;$SERVO;cnt;;
arq071;inc;20250701;20260630;^OSKO DEPOSIT FROM;cnt;;
arq072;out;20250701;20260630;SMALL BUS SUPER;cnt;;
arq073;out;20250701;20260630;^ATM WITHDRAWAL;cnt;;
arq074;linc;20260401;20260630;^OSKO DEPOSIT FROM;;;
arq075;linc;20250701;20260630;^OSKO DEPOSIT FROM;gt1;;
arq076;lall;20250701;20260630;^PAY ANYONE TO;;;
arq077;lmon;20250701;20260630;CATHOLIC COLLEGE;;;
arq078;lmon;20250701;20260630;KENNARDS HIRE;;;
arq079;lmiss;20250701;20260630;^DIRECT CREDIT CITY OF GREATER;;;
arq080;lmon;20250701;20260630;SMALL BUS SUPER;;;
SPEC

awk -F';' -v STMTF="$STMT" -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function f2(x) { return sprintf("%.2f", x + (x >= 0 ? 1e-7 : -1e-7)) }
function qof(d,   m) { m = substr(d, 5, 2) + 0; return m >= 7 ? (m >= 10 ? 2 : 1) : (m >= 4 ? 4 : 3) }
function isinc(i) {
  return amt[i] > 0 && desc[i] !~ /DANIEL PEREIRA|^DIRECT CREDIT ATO|MEDICARE BENEFIT|^TRANSFER FROM SAVINGS|REFUND|^REVERSAL/ && !dup[i]
}
function pick(i, mode, lo, hi, rx, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (desc[i] !~ rx) return 0
  if (ex != "") { if (substr(ex, 1, 1) == "@") { if (dt[i] == substr(ex, 2)) return 0 } else if (desc[i] ~ ex) return 0 }
  if (mode == "inc" || mode == "linc" || mode == "lmiss") return isinc(i)
  if (mode == "in") return amt[i] > 0
  return 1
}
function payee(d,   s, n, t, k, out) {
  sub(/^(OSKO DEPOSIT FROM|PAY ANYONE TO|OSKO PAYMENT TO) /, "", d)
  n = split(d, t, " "); out = ""
  for (k = 1; k <= n; k++) {
    if (t[k] ~ /[a-z0-9]/ || t[k] ~ /^(INV|DEP|BAL|MARLOW|HOUSE)$/) break
    out = out (out == "" ? "" : " ") t[k]
  }
  return out
}
BEGIN {
  # statement (CRLF), newest first -> arrays, then oldest first for the duplicate-remittance rule
  N = 0
  while ((getline line < STMTF) > 0) {
    sub(/\r$/, "", line); if (line ~ /^Date,/) continue
    split(line, c, ","); N++
    split(c[1], d, "/"); dt[N] = d[3] d[2] d[1]; desc[N] = c[2]
    amt[N] = (c[4] != "" ? c[4] + 0 : 0) - (c[3] != "" ? c[3] + 0 : 0)
  }
  for (i = N; i >= 1; i--) if (amt[i] > 0 && desc[i] ~ /GOLDFIELDS STRAT/) {
    k = desc[i] SUBSEP amt[i]; if (k in seen) dup[i] = 1; seen[k] = 1
  }
  # worksheet and tax summary printed by hand_worked.py
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY/) { q = substr(line, 2, 1); continue }
    if (line ~ /^ +G1=/ && q != "") { n = split(line, t, " "); for (k = 1; k <= n; k++) { split(t[k], kv, "="); hw["Q" q, kv[1]] = kv[2] }; q = ""; continue }
    if (line ~ /^Year:/) q = ""
    if (line ~ /^ +(P8-|D[0-9]|totalDeductions)/) { n = split(line, t, " "); key = t[1]; sub(/\(.*/, "", key); tax[key] = t[n] }
  }
  while ((getline line < EXP) > 0) { split(line, t, " "); E[t[1]] = line }
  diffs = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; rx = s[5]; post = s[6]; ex = s[7]; alt = s[8]
    got = ""; gotalt = ""; ntx = "-"
    if (mode == "gst") {
      nq = split(lo, qs, ","); v = 0; va = 0
      for (k = 1; k <= nq; k++) {
        v += hw[qs[k], rx]
        if (alt == "pr") va += (rx == "1B" ? hw[qs[k], "1B-per-row"] : hw[qs[k], "1A-per-row"] - hw[qs[k], "1B-per-row"])
      }
      got = f2(v); if (alt == "pr") gotalt = f2(va)
    } else if (mode == "tax") {
      got = f2(tax[rx])
    } else if (mode == "linc" || mode == "lall") {
      delete cntn; out = ""
      for (i = 1; i <= N; i++) if (pick(i, mode, lo, hi, rx, ex)) cntn[payee(desc[i])]++
      m = 0; for (nm in cntn) if (post != "gt1" || cntn[nm] > 1) L[++m] = nm
      for (a = 1; a <= m; a++) for (b = a + 1; b <= m; b++) if (L[b] < L[a]) { tt = L[a]; L[a] = L[b]; L[b] = tt }
      for (a = 1; a <= m; a++) out = out (a > 1 ? "|" : "") L[a]
      gsub(/ /, "_", out); got = out
    } else if (mode == "lmon" || mode == "lmiss") {
      split("JANUARY FEBRUARY MARCH APRIL MAY JUNE JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER", MN, " ")
      delete hit; for (i = 1; i <= N; i++) if (pick(i, mode, lo, hi, rx, ex)) hit[substr(dt[i], 1, 6)] = 1
      out = ""
      for (k = 0; k < 12; k++) {
        y = (k < 6 ? 2025 : 2026); mm = (k < 6 ? k + 7 : k - 5); ym = sprintf("%d%02d", y, mm)
        if ((mode == "lmon" && (ym in hit)) || (mode == "lmiss" && !(ym in hit))) out = out (out == "" ? "" : "|") MN[mm] "_" y
      }
      got = out
    } else {
      n = 0; tot = 0; mx = ""; mn = ""; other = 0
      for (i = 1; i <= N; i++) {
        if (alt == "G1" && dt[i] >= lo && dt[i] <= hi && isinc(i) && !pick(i, mode, lo, hi, rx, ex)) other += amt[i]
        if (!pick(i, mode, lo, hi, rx, ex)) continue
        v = (mode == "out" ? -amt[i] : amt[i]); n++; tot += v
        if (mx == "" || v > mx) mx = v; if (mn == "" || v < mn) mn = v
      }
      ntx = n
      if (post == "sum") got = f2(tot)
      else if (post == "cnt") got = n
      else if (post == "max") { got = f2(mx); ntx = 1 }
      else if (post == "min") { got = f2(mn); ntx = 1 }
      else if (post == "dn") got = f2(tot / n)
      else if (post == "d12") got = f2(tot / 12)
      else if (post == "d52") { got = f2(tot / 52); gotalt = f2(tot / (365 / 7)) }
      if (alt == "G1" || alt == "W1") {
        g = 0; for (k = qof(lo); k <= qof(hi); k++) g += hw["Q" k, alt]
        gotalt = f2(alt == "G1" ? g - other : g)
      }
    }
    base = id; part = ""
    if (id ~ /[ab]$/) { base = substr(id, 1, length(id) - 1); part = substr(id, length(id)) }
    split(E[base], e, " ")
    if (part != "") {
      C[base, part] = got; C[base, part "l"] = alt; if (part == "b") ncmp++
      if (part == "b") {
        want = e[3] " " e[4] " " e[5]
        big = (C[base, "a"] + 0 > C[base, "b"] + 0) ? C[base, "al"] : C[base, "bl"]
        have = C[base, "a"] " " C[base, "b"] " " big
        if (want == have) print "OK   " base " cmp " have; else { print "DIFF " base " cmp expected " want " got " have; diffs++ }
      }
      continue
    }
    if (e[2] == "fig") { want = e[3] " " e[4] (e[5] != "" ? " " e[5] : ""); have = got " " ntx (gotalt != "" ? " " gotalt : "") }
    else { want = e[3]; have = got }
    if (want == have) print "OK   " id " " e[2] " " have; else { print "DIFF " id " " e[2] " expected " want " got " have; diffs++ }
    checked++
  }
  print "checked " checked " items + " ncmp " compares; differences: " diffs
  exit (diffs > 0)
}' > "$TMP/out.txt"
rc=$?
if [ "$SELF" = 1 ]; then
  grep '^DIFF' "$TMP/out.txt"
  if [ "$rc" -ne 0 ] && [ "$(grep -c '^DIFF' "$TMP/out.txt")" -eq 1 ]; then echo "selftest: planted -0.01 on the first XERO debit caught (exactly 1 difference)"; exit 0; fi
  echo "selftest FAILED"; exit 1
fi
cat "$TMP/out.txt"
exit $rc
