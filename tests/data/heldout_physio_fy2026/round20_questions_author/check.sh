#!/usr/bin/env bash
# Second way for set heldout (phq): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording: Transaction Date, Narration, Debit, Credit only; no labels.csv, no answers.py
# code). The 4 GST/BAS figures, the net-GST compare and the P8 net income cannot come from bank wording (Stripe
# gross, GST-free parts, private shares, the car pool); they are compared with the worksheet and tax summary
# printed by `python3 data/hand_worked.py` instead.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> -0.01 on the ATHLEGEN debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $4 ~ /ATHLEGEN/ { $6 = sprintf("%.2f", $6 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#  modes: inc (business income credits from bank wording: DIRECT CREDIT, INWARD TT, OSKO PAYMENT FROM, not Dylan or
#         Kate, not the second credit of an invoice that was sent back as "dup pmt"), in (any credit), out (debits,
#         as positive), outnet (debits less credits, as positive), gst (from = quarters, regex = worksheet field),
#         tax (regex = tax-summary key); lists: linc (income payers), lout (payees / servo brands), lgtn (income payers
#         with more than post rows)
#  post: sum dN (total / N) dn (per row) max cnt ncnt (distinct names) gtN (row filter) neN (leave out rows of N)
#  regex macros: FUEL servo card rows; MMSTOCK / MMCONS MoveMed by value-date month (odd = stock, even = consumables,
#         the REFUND is stock); PHYS Physitrack rows and the international fee row right after each; EAT eating out
cat > "$TMP/spec.txt" <<'SPEC'
phq001;inc;20250701;20250930;TYRO PAYMENTS LTD SETTLEMENT;sum;
phq002;inc;20250701;20260630;JACARANDA GROVE;sum;
phq003;inc;20250701;20260630;SWAN VIEW LODGE;sum;
phq004;inc;20250701;20260630;MEDICARE BENEFITS;sum;
phq005;inc;20250701;20260630;PLAN PARTNERS|MY PLAN MANAGER|PLANCARE WA;sum;
phq006;inc;20250701;20260630;MY PLAN MANAGER;sum;
phq007;inc;20260101;20260630;PROVIDER REMIT;sum;
phq008;inc;20250701;20260630;STRIPE;sum;
phq009;inc;20251001;20251231;STRIPE;sum;
phq010;inc;20250701;20260630;EMBODIA;sum;
phq011;inc;20250701;20260630;IRONBARK|NORTHSIDE FITNESS;sum;
phq012;inc;20250701;20260630;LEANNE GRAYSON;sum;
phq013;inc;20250701;20260630;^OSKO PAYMENT FROM;sum;
phq014;inc;20250701;20260630;.;sum;
phq015;inc;20250701;20251231;.;sum;
phq016;inc;20260301;20260331;.;sum;
phq017;inc;20260401;20260630;.;sum;
phq018;inc;20250701;20260630;.;d12;
phq019;inc;20250701;20260630;TYRO PAYMENTS LTD SETTLEMENT;dn;
phq020;inc;20250701;20260630;JACARANDA GROVE;max;
phq021;inc;20250701;20260630;STRIPE;min;
phq022;inc;20250701;20260630;MEDICARE BENEFITS;d12;
phq023;inc;20251001;20251231;TYRO PAYMENTS LTD SETTLEMENT|PROVIDER REMIT;sum;
phq024;inc;20260101;20260331;.;sum;JACARANDA
phq025;inc;20260101;20260630;EMBODIA;sum;
phq026;in;20250701;20260630;DYLAN OKAFOR;sum;
phq027;in;20250701;20260630;KATE BRENNAN;sum;
phq028;in;20260201;20260228;.;sum;
phq029;out;20250701;20260630;FUEL;sum;
phq030;out;20260101;20260630;FUEL;sum;
phq031;out;20250701;20260630;FUEL;dn;
phq032;out;20250701;20260630;REFORM STUDIO;sum;
phq033;out;20250701;20260630;ATHLEGEN;sum;
phq034;out;20250701;20260630;INGLEWOOD COMMUNITY|BPAY CITY OF BAYSWATER;sum;
phq035;out;20250701;20260630;INGLEWOOD COMMUNITY;sum;
phq036;outnet;20250701;20260630;MMSTOCK;sum;
phq037;out;20250701;20260630;MMCONS;sum;
phq038;out;20250701;20260630;TYRO PAYMENTS LTD MSF;sum;
phq039;out;20250701;20260630;PHYS;sum;
phq040;out;20250701;20260630;TO HERO SAVER;sum;
phq041;out;20250701;20260630;TO HOME LOAN;ne12000;
phq042;out;20250701;20260630;BPAY TAX OFFICE;sum;
phq043;out;20250701;20260630;DEPARTMENT OF TRANSPORT|RAC INSURANCE|BEAUREPAIRES|MIDLAND TOYOTA;sum;
phq044;out;20250701;20250930;^(COLES|WOOLWORTHS|IGA) ;sum;
phq045;out;20260101;20260630;EAT;sum;
phq046;out;20250701;20260630;PARKING;sum;
phq047;out;20250701;20260630;DIRECT DEBIT HBF;sum;
phq048;out;20250701;20260630;BPAY (SYNERGY|WATER CORPORATION);sum;
phq049;out;20250701;20260630;AUST PHYSIOTHERAPY;sum;
phq050;out;20250701;20260630;Card xx4821 Value Date;max;
phq051;gst;Q4;;net;;
phq052;gst;Q1+Q2+Q3+Q4;;G1;;
phq053;gst;Q3;;net;;
phq054;gst;Q1;;1B;;
phq055;tax;;;P8-netIncome;;
phq056a;inc;20250701;20260630;JACARANDA GROVE;sum;
phq056b;inc;20250701;20260630;SWAN VIEW LODGE;sum;
phq057a;inc;20250701;20260630;IRONBARK;sum;
phq057b;inc;20250701;20260630;NORTHSIDE FITNESS;sum;
phq058a;inc;20250701;20251231;.;sum;
phq058b;inc;20260101;20260630;.;sum;
phq059a;inc;20260401;20260630;.;sum;
phq059b;inc;20260101;20260331;.;sum;
phq060a;out;20250701;20260630;INGLEWOOD COMMUNITY;sum;
phq060b;out;20250701;20260630;BPAY CITY OF BAYSWATER;sum;
phq061a;out;20250701;20260630;DIRECT DEBIT TELSTRA;sum;
phq061b;out;20250701;20260630;DIRECT DEBIT AUSSIE BROADBAND;sum;
phq062a;inc;20260401;20260630;STRIPE;sum;
phq062b;inc;20260401;20260630;TYRO PAYMENTS LTD SETTLEMENT;sum;
phq063a;inc;20260301;20260331;.;sum;
phq063b;inc;20260401;20260430;.;sum;
phq064a;out;20250701;20260630;^AMPOL ;sum;
phq064b;out;20250701;20260630;^CALTEX ;sum;
phq065a;gst;Q1;;net;;
phq065b;gst;Q2;;net;;
phq066;inc;20250701;20260630;TYRO PAYMENTS LTD SETTLEMENT;cnt;
phq067;inc;20250701;20260630;MEDICARE BENEFITS;cnt;
phq068;inc;20250701;20260630;STRIPE;gt600;
phq069;inc;20250701;20260630;^OSKO PAYMENT FROM;ncnt;
phq070;out;20260101;20260630;FUEL;cnt;
phq071;out;20250701;20260630;TO HERO SAVER;cnt;
phq072;inc;20250701;20260630;PLAN PARTNERS|MY PLAN MANAGER|PLANCARE WA;cnt;
phq073;out;20251201;20251231;EAT;cnt;
phq074;linc;20250701;20260630;PROVIDER REMIT;;
phq075;linc;20250701;20260630;^OSKO PAYMENT FROM;;
phq076;lout;20250701;20260630;FUEL;;
phq077;lout;20250701;20260630;^BPAY ;;
phq078;linc;20260624;20260630;.;;
phq079;lgtn;20250701;20260630;^OSKO PAYMENT FROM;1;
phq080;lout;20250701;20260630;^DIRECT DEBIT ;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / payee / servo in the labels spelling, from the bank wording
  m = n
  if (m ~ /^OSKO PAYMENT FROM /) {
    sub(/^OSKO PAYMENT FROM /, "", m)
    sub(/ (INV[0-9].*|inv .*|[A-Z][a-z].*|[a-z].*)$/, "", m)
    return norm(m)
  }
  if (m ~ /TYRO PAYMENTS LTD SETTLEMENT/) m = "Tyro Payments (HICAPS terminal)"
  else if (m ~ /TYRO PAYMENTS LTD MSF/) m = "Tyro Payments"
  else if (m ~ /JACARANDA GROVE/) m = "Jacaranda Grove Aged Care Ltd"
  else if (m ~ /SWAN VIEW LODGE/) m = "Swan View Lodge (residents trust accounts)"
  else if (m ~ /MEDICARE BENEFITS/) m = "Services Australia (Medicare)"
  else if (m ~ /STRIPE/) m = "Stripe (class bookings)"
  else if (m ~ /EMBODIA/) m = "Embodia Academy Inc (Toronto, Canada)"
  else if (m ~ /DIRECT CREDIT BUPA HI/) m = "Bupa HI"
  else if (m ~ /HBF HEALTH/) m = "HBF Health"
  else if (m ~ /DIRECT CREDIT HCF/) m = "HCF"
  else if (m ~ /DIRECT CREDIT MEDIBANK/) m = "Medibank Private"
  else if (m ~ /DIRECT CREDIT PLAN PARTNERS/) m = "Plan Partners"
  else if (m ~ /DIRECT CREDIT MY PLAN MANAGER/) m = "My Plan Manager"
  else if (m ~ /DIRECT CREDIT PLANCARE WA/) m = "Plancare WA"
  else if (m ~ /DIRECT CREDIT IRONBARK/) m = "Ironbark Strength Studi"
  else if (m ~ /DIRECT CREDIT NORTHSIDE/) m = "Northside Fitness Coll"
  else if (m ~ /^7-ELEVEN /) m = "7-Eleven"
  else if (m ~ /^AMPOL /) m = "Ampol"
  else if (m ~ /^BP /) m = "BP"
  else if (m ~ /^CALTEX /) m = "Caltex"
  else if (m ~ /^PUMA /) m = "Puma"
  else if (m ~ /^BPAY AUST PHYSIOTHERAPY/) m = "Australian Physiotherapy Association"
  else if (m ~ /^BPAY AUSTRALIANSUPER/) m = "AustralianSuper"
  else if (m ~ /^BPAY CITY OF BAYSWATER/) m = "City of Bayswater"
  else if (m ~ /^BPAY CITY OF PERTH/) m = "City of Perth"
  else if (m ~ /^BPAY DEPARTMENT OF TRANSPORT WA/) m = "Department of Transport WA"
  else if (m ~ /^BPAY GUILD INSURANCE/) m = "Guild Insurance"
  else if (m ~ /^BPAY RAC INSURANCE/) m = "RAC Insurance"
  else if (m ~ /^BPAY SYNERGY/) m = "Synergy"
  else if (m ~ /^BPAY TAX OFFICE/) m = "ATO"
  else if (m ~ /^BPAY WATER CORPORATION/) m = "Water Corporation"
  else if (m ~ /^DIRECT DEBIT AUSSIE BROADBAND/) m = "Aussie Broadband"
  else if (m ~ /^DIRECT DEBIT REVO FITNESS/) m = "Revo Fitness"
  else if (m ~ /^DIRECT DEBIT TELSTRA/) m = "Telstra"
  else m = "?" m
  return norm(m)
}
function vdmonth(i,  p) { if (match(nar[i], /Value Date: [0-9][0-9]\/[0-9][0-9]/)) return substr(nar[i], RSTART + 15, 2) + 0; return 0 }
function isinc(i) {
  return amt[i] > 0 && nar[i] ~ /^(DIRECT CREDIT |INWARD TT |OSKO PAYMENT FROM )/ && nar[i] !~ /DYLAN OKAFOR|KATE BRENNAN/ && !dupskip[i]
}
function match_re(i, re) {
  if (re == "FUEL") return nar[i] ~ /^(7-ELEVEN|AMPOL|BP|CALTEX|PUMA) .*Card xx4821/
  if (re == "MMSTOCK") return nar[i] ~ /MOVEMED/ && vdmonth(i) % 2 == 1
  if (re == "MMCONS") return nar[i] ~ /MOVEMED/ && nar[i] !~ /^REFUND/ && vdmonth(i) % 2 == 0
  if (re == "PHYS") return nar[i] ~ /^PHYSITRACK/ || (nar[i] ~ /^INTERNATIONAL TRANSACTION FEE/ && i > 1 && nar[i - 1] ~ /^PHYSITRACK/)
  if (re == "EAT") return nar[i] ~ /^(DOMINOS|GRILLD|JAMIES|SUSHI HUB|UBER \*EATS) /
  return nar[i] ~ re
}
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (!match_re(i, re)) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc" || mode == "lgtn") return isinc(i)
  if (mode == "in") return amt[i] > 0
  if (mode == "out" || mode == "lout") return amt[i] < 0
  if (mode == "outnet") return 1
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
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = ""; continue }
    if (line ~ /^ +(P8-|D[0-9])/) { n = split(line, kv, " "); tax[kv[1]] = kv[n] + 0 }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  N++; split($3, d, "/"); dt[N] = d[3] d[2] d[1]; nar[N] = $4; gsub(/"/, "", nar[N])
  amt[N] = ($7 != "" ? $7 : 0) - ($6 != "" ? $6 : 0)
  if (NF != 9 || ($6 == "") == ($7 == "") || $3 !~ /^[0-9][0-9]\/[0-9][0-9]\/20[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
  # an invoice paid twice and sent back: "OSKO PAYMENT TO <payer> dup pmt INV<n>" -> skip the second credit of INV<n>
  for (i = 1; i <= N; i++) if (nar[i] ~ /^OSKO PAYMENT TO .* dup pmt INV[0-9]+/) { match(nar[i], /INV[0-9]+/); dupinv[substr(nar[i], RSTART, RLENGTH)] = 1 }
  for (i = 1; i <= N; i++) if (amt[i] > 0 && match(nar[i], /INV[0-9]+$/) && (substr(nar[i], RSTART, RLENGTH) in dupinv)) {
    if (nar[i] in seenonce) dupskip[i] = 1; else seenonce[nar[i]] = 1
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
      if (tot < 0) alt = alt (alt != "" ? " " : "") c2(-tot)
    } else if (mode == "tax") {
      got = c2(tax[re]); gotn = "-"
    } else if (mode ~ /^l/) {
      delete names; delete n2
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        nm = name(nar[i])
        if (mode == "lgtn") { n2[nm]++; continue }
        names[nm] = 1
      }
      if (mode == "lgtn") for (k in n2) if (n2[k] > post + 0) names[k] = 1
      got = sortjoin(names)
    } else {
      sum = 0; cnt = 0; mx = ""; mn_ = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        a = (mode == "out" || mode == "outnet") ? -amt[i] : amt[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        if (post ~ /^ne/ && a == substr(post, 3) + 0) continue
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
      if (e[2] == "fig") { want = e[3] " " e[4]; for (k = 5; k in e; k++) want = want " " e[k]; have = got " " gotn (alt != "" ? " " alt : "") }
      else if (e[2] == "cnt") { want = e[3]; have = got }
      else if (e[2] == "lst") { delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) if (wl[k] != "-") wa[norm(wl[k])] = 1; want = sortjoin(wa); have = got }
      else { want = "(no expected)"; have = got }
    } else { want = (part == "a") ? e[3] : e[4]; have = got; cmpv[base, part] = got + 0 }
    delete e
    checked++
    status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, (mode == "gst" || mode == "tax" ? " (from hand_worked.py printout, not bank wording)" : "")
  }
  nm2["phq056"] = "Jacaranda_Grove|Swan_View_Lodge"; nm2["phq057"] = "Ironbark|Northside"
  nm2["phq058"] = "first_half|second_half"; nm2["phq059"] = "June_quarter|March_quarter"
  nm2["phq060"] = "Inglewood|Bayswater"; nm2["phq061"] = "Telstra|Aussie_Broadband"; nm2["phq062"] = "Stripe|Tyro"
  nm2["phq063"] = "March|April"; nm2["phq064"] = "Ampol|Caltex"; nm2["phq065"] = "Q1|Q2"
  for (b in nm2) {
    split(nm2[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures, 10 compares x 3, 8 counts, 7 lists), %d differences, %d bad rows\n", checked, diffs, bad + 0
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
