#!/usr/bin/env bash
# Second way for the held-out set (chq): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording, DD/MM/YYYY date, unsigned Debit / Credit columns, weekday from the date; no
# labels.csv, no answers.py code). The 5 GST/BAS figures, the net-GST compare and the 3 tax-return figures cannot come
# from bank wording (payout gross and fees, export parts, private shares, wage gross, loan interest split); they are
# compared with the worksheet and tax summary printed by `python3 data/hand_worked.py` instead.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> prints the check lines (save as check_out.txt); exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on the first QUICKSUPER debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; SELF=0
if [ "${1:-}" = "--selftest" ]; then
  SELF=1
  awk -F, -v OFS=, '!done && $2 ~ /QUICKSUPER/ { $3 = sprintf("%.2f", $3 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
# spec: id;mode;from;to;regex;post;rules
#  modes: inc (income from bank wording), chr (income, whole-boat charters by PayID), in (credits matching),
#         out (all matching rows, -amount: refunds and reversals reduce), gst (from = quarters, regex = worksheet
#         field), tax (regex = tax-summary key), linc / lout (payer / payee names), lmon (months in date order),
#         lmiss (FY months with no matching income row)
#  rules (&-separated): REGEX exclude matching rows; @YYYYMMDD exclude that day; SUN:RE exclude RE rows on a Sunday;
#         WKD:RE exclude RE rows not on a Sunday; ONLY:D1/D2:RE keep RE rows only on those days
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt ncnt (distinct names) gtN (row filter)
cat > "$TMP/spec.txt" <<'SPEC'
chq001;inc;20250701;20250930;BOKUN PAYMENTS;sum;
chq002;inc;20250701;20260630;BOKUN PAYMENTS;sum;
chq003;inc;20250701;20260630;VIATOR INC;sum;
chq004;inc;20260101;20260630;GETYOURGUIDE|GYG DEUTSCHLAND;sum;
chq005;inc;20250701;20260630;ESPLANADE PALMS|HARBOURSIDE LODGE|PALM COVE TIDES;sum;
chq006;inc;20250701;20260630;^CASH DEPOSIT;sum;
chq007;inc;20251001;20251231;SQUARE AU PTY;sum;
chq008;inc;20250701;20251231;.;sum;
chq009;inc;20260301;20260630;.;sum;
chq010;inc;20260201;20260228;.;sum;
chq011;inc;20260601;20260630;.;sum;
chq012;inc;20260101;20260331;.;sum;
chq013;inc;20250701;20260630;BOKUN PAYMENTS;dn;
chq014;inc;20250701;20260630;.;d52;
chq015;inc;20250701;20260630;.;d12;
chq016;inc;20250701;20260630;BOKUN PAYMENTS;max;
chq017;inc;20250701;20260630;VIATOR INC;min;
chq018;inc;20250701;20260630;BLUEWATER FILMS;sum;
chq019;chr;20250701;20260630;.;sum;
chq020;inc;20250701;20260630;ELLISON;sum;
chq021;in;20250701;20260630;FROM RENEE MATHESON;sum;
chq022;out;20250701;20260630;TRANSFER DEBIT TO INCENTIVE SAVER;sum;
chq023;out;20250701;20260630;MARLIN MARINA FUEL|SQ \*MARLIN FUEL;sum;
chq024;out;20260401;20260630;MARLIN MARINA FUEL|SQ \*MARLIN FUEL;sum;
chq025;out;20250701;20260630;CAIRNS BAIT|CNS BAIT;sum;
chq026;out;20250701;20260630;MARLIN MARINA CNS BERTH;sum;
chq027;out;20260101;20260630;MARLIN MARINA CNS BERTH;sum;
chq028;out;20250701;20260630;OSKO PAYMENT TO JARRAH WILSON;sum;
chq029;out;20250701;20260630;QUICKSUPER;sum;
chq030;out;20250701;20260630;MACQUARIE LEASING;sum;
chq031;out;20250701;20260630;BOKUN\.IO;sum;
chq032;out;20250701;20260630;^OVERSEAS TRANSACTION FEE;sum;
chq033;out;20250701;20260630;^(ACCOUNT SERVICE FEE|OVERSEAS TRANSACTION FEE|INWARD TT FEE);sum;
chq034;out;20250701;20260630;PUMA|AMPOL;sum;
chq035;out;20250701;20260630;PUMA|AMPOL|QLD TRANSPORT|RACQ INSURANCE|CAIRNS TOYOTA|BOB JANE;sum;
chq036;out;20250701;20260630;WOOLWORTHS 4185;sum;SUN:WOOLWORTHS
chq037;out;20260101;20260331;COLES [0-9]|WOOLWORTHS|RUSTYS MARKETS;sum;WKD:WOOLWORTHS
chq038;out;20250701;20260630;DOMINOS|GRILL.D|MCDONALDS|RAW PRAWN|SALT HOUSE;sum;
chq039;out;20250701;20260630;VIRGIN AUSTRALIA|AIRBNB|DREAMWORLD|GRILL.D;sum;
chq040;out;20250701;20260630;OSKO PAYMENT TO R & T MATHESON;sum;
chq041;out;20250701;20260630;^BPAY PAYMENT ATO;sum;
chq042;out;20250701;20260630;^(VISA DEBIT|EFTPOS) PURCHASE;max;
chq043;out;20250701;20260630;NETFLIX|KAYO;sum;
chq044;out;20250701;20260630;MARLIN MARINA FUEL|SQ \*MARLIN FUEL;d12;
chq045;out;20250701;20260630;WHITWORTHS;sum;@20250924
chq046;out;20250701;20260630;ST JOHN AMB|BCF CAIRNS CAIRNS|WHITWORTHS;sum;ONLY:20250820/20260325:WHITWORTHS
chq047;out;20250701;20260630;REEFSIDE MARINE|AMSA;sum;
chq048;gst;Q1;;1A;;
chq049;gst;Q2;;net;;
chq050;gst;Q1+Q2+Q3+Q4;;G1;;
chq051;gst;Q4;;1B;;
chq052;gst;Q1+Q2+Q3+Q4;;W2;;
chq053;tax;;;P8-netIncome;;
chq054;tax;;;P8-interest;;
chq055;tax;;;homeOffice;;
chq056a;inc;20250701;20260630;BOKUN PAYMENTS;sum;
chq056b;inc;20250701;20260630;VIATOR INC;sum;
chq057a;inc;20250701;20250930;.;sum;
chq057b;inc;20251001;20251231;.;sum;
chq058a;inc;20250701;20260630;VIATOR INC;sum;
chq058b;inc;20250701;20260630;GETYOURGUIDE|GYG DEUTSCHLAND;sum;
chq059a;inc;20250701;20260630;HARBOURSIDE LODGE;sum;
chq059b;inc;20250701;20260630;PALM COVE TIDES;sum;
chq060a;out;20250701;20260630;MARLIN MARINA FUEL|SQ \*MARLIN FUEL;sum;
chq060b;out;20250701;20260630;MARLIN MARINA CNS BERTH;sum;
chq061a;out;20250701;20260630;COLES [0-9];sum;
chq061b;out;20250701;20260630;WOOLWORTHS;sum;WKD:WOOLWORTHS
chq062a;gst;Q1;;net;;
chq062b;gst;Q4;;net;;
chq063a;inc;20251001;20251031;.;sum;
chq063b;inc;20251101;20251130;.;sum;
chq064a;out;20250701;20260630;PUMA|AMPOL;sum;
chq064b;out;20250701;20260630;COSTCO FUEL|EG FUELCO;sum;
chq065a;inc;20250701;20260630;SQUARE AU PTY;sum;
chq065b;inc;20250701;20260630;^CASH DEPOSIT;sum;
chq066;inc;20250701;20260630;BOKUN PAYMENTS;cnt;
chq067;inc;20250701;20260630;^CASH DEPOSIT;cnt;
chq068;out;20250701;20260630;OSKO PAYMENT TO JARRAH WILSON;cnt;
chq069;inc;20250701;20260630;^(OSKO DEPOSIT|FAST TRANSFER) FROM;ncnt;
chq070;out;20250701;20260630;^OVERSEAS TRANSACTION FEE;cnt;
chq071;inc;20250701;20250930;BOKUN PAYMENTS;gt4000;
chq072;out;20260401;20260630;MARLIN MARINA FUEL|SQ \*MARLIN FUEL;cnt;^REVERSAL
chq073;out;20260201;20260228;DOMINOS|GRILL.D|MCDONALDS|RAW PRAWN|SALT HOUSE;cnt;
chq074;linc;20260401;20260630;^(OSKO DEPOSIT|FAST TRANSFER) FROM;;
chq075;linc;20251001;20251231;ESPLANADE PALMS|HARBOURSIDE LODGE|PALM COVE TIDES;;
chq076;lout;20250701;20260630;^BPAY PAYMENT;;
chq077;lout;20250701;20260630;^DIRECT DEBIT;;
chq078;lmiss;20250701;20260630;^CASH DEPOSIT;;
chq079;lmon;20250701;20260630;KAYO;;
chq080;lout;20250701;20260630;^OSKO PAYMENT TO;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m, k, t, nt) {   # payer / payee from the bank wording
  if (n ~ /^(OSKO DEPOSIT FROM|FAST TRANSFER FROM|OSKO PAYMENT TO) /) {
    sub(/^(OSKO DEPOSIT FROM|FAST TRANSFER FROM|OSKO PAYMENT TO) /, "", n)
    nt = split(n, t, " "); m = ""
    for (k = 1; k <= nt && t[k] !~ /[a-z]/ && t[k] != "INV"; k++) m = m (m == "" ? "" : " ") t[k]   # name = leading upper-case words
    if (m ~ /ELLISON$/) m = "Mark Ellison"                    # MARK J ELLISON and M ELLISON: one customer (person.md)
    if (m == "NATHAN G") m = "Nathan Gale"
    if (m == "R & T MATHESON") m = "R & T Matheson joint home loan account"
  }
  else if (n ~ /^DIRECT CREDIT ESPLANADE PALMS/) m = "Esplanade Palms Resort"
  else if (n ~ /^DIRECT CREDIT HARBOURSIDE LODGE/) m = "Harbourside Lodge Cairns"
  else if (n ~ /^DIRECT CREDIT PALM COVE TIDES/) m = "Palm Cove Tides Resort"
  else if (n ~ /^BPAY PAYMENT ATO/) m = "ATO"
  else if (n ~ /^BPAY PAYMENT AUST RETIREMENT TRUST/) m = "Australian Retirement Trust"
  else if (n ~ /^BPAY PAYMENT EDGE HILL STATE SCHOOL/) m = "Edge Hill State School"
  else if (n ~ /^BPAY PAYMENT ERGON ENERGY/) m = "Ergon Energy"
  else if (n ~ /^BPAY PAYMENT NAVIGATORS UNDERWRIT/) m = "Navigators Underwriting"
  else if (n ~ /^BPAY PAYMENT QLD TRANSPORT/) m = "QLD Transport"
  else if (n ~ /^BPAY PAYMENT TOURISM TROPICAL NQ/) m = "Tourism Tropical North Queensland"
  else if (n ~ /^DIRECT DEBIT ANYTIME FITNESS/) m = "Anytime Fitness"
  else if (n ~ /^DIRECT DEBIT MACQUARIE LEASING/) m = "Macquarie Leasing"
  else if (n ~ /^DIRECT DEBIT MARLIN MARINA CNS BERTH/) m = "Marlin Marina"
  else if (n ~ /^DIRECT DEBIT QUICKSUPER/) m = "QuickSuper"
  else if (n ~ /^DIRECT DEBIT RACQ INSURANCE/) m = "RACQ Insurance"
  else if (n ~ /^DIRECT DEBIT TPG INTERNET/) m = "TPG"
  else if (n ~ /^DIRECT DEBIT TELSTRA/) m = "Telstra"
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
}
NR == 1 { if ($0 != "Date,Description,Debit,Credit,Balance") { print "BAD HEADER"; bad++ }; next }
{
  if (NF != 5 || $1 !~ /^[0-3][0-9]\/[01][0-9]\/20[0-9][0-9]$/ || ($3 == "") == ($4 == "") || $3 $4 !~ /^[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
  N++; split($1, dmy, "/"); d = dmy[3] dmy[2] dmy[1]; dt[N] = d; nar[N] = $2; amt[N] = ($4 != "") ? $4 + 0 : -($3 + 0)
  sun[N] = (strftime("%u", mktime(dmy[3] " " dmy[2] " " dmy[1] " 12 00 00")) == 7)
  # income: customer and platform credits (not Renee, Shane, Darren, the ATO, Medicare, the Saver) and the Osko
  # refunds paid back to customers
  isinc[N] = (amt[N] > 0 && nar[N] ~ /^DIRECT CREDIT (BOKUN PAYMENTS|VIATOR INC|GETYOURGUIDE|GYG DEUTSCHLAND|SQUARE AU PTY|ESPLANADE PALMS|HARBOURSIDE LODGE|PALM COVE TIDES)|^CASH DEPOSIT|^INTL TRANSFER CREDIT|^(OSKO DEPOSIT|FAST TRANSFER) FROM/ \
              && nar[N] !~ /FROM (RENEE MATHESON|SHANE MATHESON|DARREN COYLE)/) \
             || (amt[N] < 0 && nar[N] ~ /^OSKO PAYMENT TO .* refund/)
  ischr[N] = isinc[N] && nar[N] ~ /^(OSKO DEPOSIT FROM|FAST TRANSFER FROM|OSKO PAYMENT TO) / && nar[N] !~ /KOWALSKI/
}
function rule(i, r,  p, n, ds) {   # 1 = drop the row
  if (r == "") return 0
  if (r ~ /^@/) return dt[i] == substr(r, 2)
  if (r ~ /^SUN:/) return sun[i] && nar[i] ~ substr(r, 5)
  if (r ~ /^WKD:/) return !sun[i] && nar[i] ~ substr(r, 5)
  if (r ~ /^ONLY:/) { split(r, p, ":"); if (nar[i] !~ p[3]) return 0; n = split(p[2], ds, "/"); for (k = 1; k <= n; k++) if (dt[i] == ds[k]) return 0; return 1 }
  return nar[i] ~ r
}
function sel(i, mode, lo, hi, re, ex,  rs, n, k) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (nar[i] !~ re) return 0
  n = split(ex, rs, "&"); for (k = 1; k <= n; k++) if (rule(i, rs[k])) return 0
  if (mode == "inc" || mode == "linc" || mode == "lmiss") return isinc[i]
  if (mode == "chr") return ischr[i]
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
      if (nq == 4 && c2(hw["Y", re]) != got) { print "WORKSHEET YEAR != SUM OF QUARTERS " re; bad++ }
    } else if (mode == "tax") {
      got = c2(tax[re]); gotn = "-"
    } else if (mode ~ /^l/) {
      delete names; delete hasm; ord = ""
      for (j = N; j >= 1; j--) { i = j; if (!sel(i, mode, lo, hi, re, ex)) continue   # newest first in the file: walk back
        m = full[substr(dt[i], 5, 2) + 0] substr(dt[i], 1, 4)
        if (mode == "lmon") { if (index(ord, "|" m "|") == 0) ord = ord "|" m "|"; continue }
        if (mode == "lmiss") { hasm[m] = 1; continue }
        names[name(nar[i])] = 1
      }
      if (mode == "lmiss") { for (k = 7; k <= 18; k++) { mm = (k - 1) % 12 + 1; m = full[mm] (k <= 12 ? "2025" : "2026"); if (!(m in hasm)) ord = ord "|" m "|" } }
      if (mode == "lmon" || mode == "lmiss") { gsub(/\|\|/, "|", ord); gsub(/^\||\|$/, "", ord); got = ord } else got = sortjoin(names)
    } else {
      sum = 0; cnt = 0; mx = ""; mn_ = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        a = (mode == "out") ? -amt[i] : amt[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        sum += a; cnt++
        if (mx == "" || a > mx) mx = a
        if (mn_ == "" || a < mn_) mn_ = a
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
      }
      got = c2(sum); gotn = cnt
      if (post ~ /^d[0-9]+$/) got = c2(sum / substr(post, 2))
      if (post == "d52") alt = c2(sum / (365 / 7))
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
        if (mode == "lmon" || mode == "lmiss") { want = toupper(e[3]); gsub(/_/, "", want); have = got }
        else { delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) if (wl[k] != "-") wa[norm(wl[k])] = 1; want = sortjoin(wa); have = got }
      }
      else { want = "(no expected)"; have = got }
    } else { want = (part == "a") ? e[3] : e[4]; have = got; cmpv[base, part] = got + 0 }
    checked++
    status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, (mode == "gst" || mode == "tax" ? " (from hand_worked.py printout, not bank wording)" : "")
  }
  nm2["chq056"] = "Bokun|Viator"; nm2["chq057"] = "Sept_quarter|Dec_quarter"; nm2["chq058"] = "Viator|GetYourGuide"
  nm2["chq059"] = "Harbourside|Palm_Cove_Tides"; nm2["chq060"] = "diesel|berth"; nm2["chq061"] = "Coles|Woolworths"
  nm2["chq062"] = "Q1|Q4"; nm2["chq063"] = "October|November"; nm2["chq064"] = "ute|Renee'"'"'s_car"
  nm2["chq065"] = "Square|cash"
  for (b = 56; b <= 65; b++) {
    id = "chq0" b; split(nm2[id], pp, "|"); split(exp_[id], e, " ")
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
  if [ "$rc" -ne 0 ] && [ "$(grep -c '^DIFF' "$TMP/out.txt")" -eq 1 ]; then echo "selftest: planted +0.01 on the first QUICKSUPER debit caught (exactly 1 difference)"; exit 0; fi
  echo "selftest FAILED"; exit 1
fi
cat "$TMP/out.txt"
exit $rc
