#!/usr/bin/env bash
# Second way for the held-out set (bkp): recompute every figure / count / list / compare with awk.
#  - money figures, counts and compares: straight from data/statement.csv (bank wording, posting Date, Debit/Credit
#    only; no labels, no answers.py code), payers and merchants picked by regexes on the Transaction Details;
#  - lists and the distinct-client count: from data/labels.csv's counterparty column (gawk FPAT), rows picked by
#    description regex / date (the names are the labels' names);
#  - GST / BAS figures: the worksheet recomputed in awk from labels.csv basFields (and the per-row sums from
#    gstAmount x businessPercent + Stripe fee / 11) and also compared with hand_worked.py's printout;
#  - the two return figures (P8 net income, total deductions): compared with hand_worked.py's tax summary printout.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash check.sh             -> writes check_out.txt (when redirected) , exit 0 only with 0 differences
#   bash check.sh --selftest  -> +0.01 on the first STEPS DANCE debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; LAB="$DATA/labels.csv"
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $2 ~ /STEPS DANCE/ && $3 != "" { $3 = sprintf("%.2f", $3 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
# labels.csv flattened with gawk FPAT: date|description|counterparty|basFields|gstAmount|businessPercent|note
gawk -v FPAT='([^,]*)|("([^"]|"")*")' 'NR > 1 { for (k = 1; k <= NF; k++) { gsub(/^"|"$/, "", $k); gsub(/""/, "\"", $k) }
  gsub(/-/, "", $2); print $2 "\t" $3 "\t" $4 "\t" $13 "\t" $12 "\t" $8 "\t" $10 "\t" $14 }' "$LAB" > "$TMP/lab.tsv"
# spec: id;mode;from;to;regex;post;exclude-regex
#  modes: inc (client income credits), out (money out on matching rows, refunds netted: -amount), gst (from = quarters,
#         regex = field), tax (regex = hand_worked key), lab (labels.csv: list of counterparties, lmon months, ncnt)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max cnt gtN eqN
cat > "$TMP/spec.txt" <<'SPEC'
bkp001;inc;20250701;20260630;CORRIMAL PLUMBING;sum;
bkp002;inc;20250701;20260630;HELENSBURGH VET;sum;
bkp003;inc;20250701;20250930;GOCARDLESS;sum;
bkp004;inc;20251001;20251231;STRIPE AUSTRALIA;sum;
bkp005;inc;20250701;20251231;.;sum;
bkp006;inc;20260301;20260630;.;sum;
bkp007;inc;20250701;20260630;WISE AUSTRALIA;sum;
bkp008;inc;20250701;20260630;TUI STREET;sum;
bkp009;inc;20260101;20260331;SHELLHARBOUR DENTAL;sum;
bkp010;inc;20250701;20260630;UNANDERRA AUTO;sum;
bkp011;inc;20250701;20260630;PORT KEMBLA MARINE;sum;
bkp012;inc;20250701;20260630;.;d12;
bkp013;inc;20250701;20260630;GOCARDLESS;dn;
bkp014;inc;20250701;20260630;.;max;
bkp015;inc;20251101;20251130;FIGTREE ELECTRICAL;sum;
bkp016;inc;20250701;20260630;BULLI BAKEHOUSE;sum;
bkp017;inc;20250701;20260630;D KOWALSKI;sum;
bkp018;inc;20260101;20260630;THIRROUL PHYSIO;sum;
bkp019;inc;20260501;20260531;.;sum;
bkp020;inc;20250701;20260630;COLEDALE JOINERY|WARRAWONG TAKEAWAY|LAKE ILLAWARRA TILING|PAPADOPOULOS|BERKELEY SIGNS;sum;
bkp021;inc;20250701;20260630;NGUYEN;sum;
bkp022;out;20250701;20260630;WOOLWORTHS|WW METRO;sum;
bkp023;out;20251001;20251231;WOOLWORTHS|WW METRO|COLES|ALDI STORES;sum;
bkp024;out;20250701;20260630;ALDI STORES;sum;
bkp025;out;20250701;20260630;xx4829 (AMPOL|BP |7-ELEVEN);sum;
bkp026;out;20250701;20260630;xx4829 (AMPOL|BP |7-ELEVEN);dn;
bkp027;out;20250701;20260630;XERO AUSTRALIA;sum;
bkp028;out;20250701;20260630;MICROSOFT\*365|MSFT \*;sum;
bkp029;out;20250701;20260630;DEXT SOFTWARE;sum;
bkp030;out;20250701;20260630;IGNITION APP;sum;
bkp031;out;20250701;20260630;^INTL TRANSACTION FEE;sum;
bkp032;out;20250701;20260630;DIRECT DEBIT TELSTRA;sum;
bkp033;out;20250701;20260630;AUSSIE BROADBAND;sum;
bkp034;out;20250701;20260630;ORIGIN ENERGY;sum;
bkp035;out;20250701;20260630;ST PIUS X;sum;
bkp036;out;20250701;20260630;STEPS DANCE;sum;
bkp037;out;20250701;20260630;NETFLIX|SPOTIFY|DISNEY PLUS;sum;
bkp038;out;20250701;20260630;MCDONALDS;sum;
bkp039;out;20251201;20251231;MCDONALDS|DOMINOS|UBER \*EATS|DIYA INDIAN|GOOD THAI;sum;
bkp040;out;20250701;20260630;JB HI FI;sum;
bkp041;out;20250701;20260630;OFFICEWORKS;sum;
bkp042;out;20250701;20260630;A RAMAN HOUSE;sum;
bkp043;out;20250701;20260630;^TFR TO SAVINGS;sum;
bkp044;out;20250701;20260630;BPAY PAYMENT TAX OFFICE;sum;
bkp045;out;20250701;20260630;.;max;A RAMAN HOUSE|SAVINGS ACCT|TAX OFFICE|AUSTRALIAN RETIREMENT
bkp046;out;20250701;20260630;ANYTIME FITNESS;d12;
bkp047;out;20250701;20260630;WOOLWORTHS|WW METRO|COLES|ALDI STORES;d52;
bkp048;gst;Q1;;1A;;
bkp049;gst;Q2;;1B;;
bkp050;gst;Q4;;net;;
bkp051;gst;Q1+Q2+Q3+Q4;;G1;;
bkp052;gst;Q1+Q2+Q3+Q4;;G2;;
bkp053;gst;Q3;;G10;;
bkp054;tax;;;P8-netIncome;;
bkp055;tax;;;totalDeductions(P8;;
bkp056a;inc;20250701;20260630;GOCARDLESS;sum;
bkp056b;inc;20250701;20260630;STRIPE AUSTRALIA;sum;
bkp057a;inc;20250701;20250930;.;sum;
bkp057b;inc;20251001;20251231;.;sum;
bkp058a;out;20250701;20260630;WOOLWORTHS|WW METRO;sum;
bkp058b;out;20250701;20260630;ALDI STORES;sum;
bkp059a;out;20250701;20260630;DIRECT DEBIT TELSTRA;sum;
bkp059b;out;20250701;20260630;AUSSIE BROADBAND;sum;
bkp060a;gst;Q1;;net;;
bkp060b;gst;Q3;;net;;
bkp061a;inc;20250701;20260630;HELENSBURGH VET;sum;
bkp061b;inc;20250701;20260630;PORT KEMBLA MARINE;sum;
bkp062a;out;20250701;20251231;xx4829 (AMPOL|BP |7-ELEVEN);sum;
bkp062b;out;20260101;20260630;xx4829 (AMPOL|BP |7-ELEVEN);sum;
bkp063a;inc;20250701;20260630;TUI STREET;sum;
bkp063b;inc;20250701;20260630;KAPITI KAYAK;sum;
bkp064a;inc;20251101;20251130;.;sum;
bkp064b;inc;20251201;20251231;.;sum;
bkp065a;out;20250701;20260630;MCDONALDS;sum;
bkp065b;out;20250701;20260630;DOMINOS;sum;
bkp066;inc;20250701;20260630;GOCARDLESS;cnt;
bkp067;out;20250701;20260630;xx4829 (AMPOL|BP |7-ELEVEN);cnt;
bkp068;lab;20250701;20260630;^OSKO DEPOSIT;ncnt;
bkp069;inc;20260101;20260630;STRIPE AUSTRALIA;cnt;
bkp070;out;20250701;20260630;MCDONALDS;cnt;
bkp071;inc;20250701;20260630;.;gt1000;
bkp072;out;20250701;20260630;^ATM WITHDRAWAL;cnt;
bkp073;out;20250701;20260630;XERO AUSTRALIA;eq82.50;
bkp074;lab;20250701;20260630;^OSKO DEPOSIT;list;
bkp075;lab;20250701;20260630;WISE AUSTRALIA;list;
bkp076;lab;20260301;20260331;^(DIRECT CREDIT|OSKO DEPOSIT|CASH DEPOSIT);list;
bkp077;lab;20250701;20260630;XERO|MICROSOFT|MSFT|DEXT SOFTWARE LTD LONDON GBR GBP|IGNITION|ZOOM;list;
bkp078;lab;20250701;20260630;BULLI BAKEHOUSE;lmon;
bkp079;lab;20250701;20260630;^BPAY PAYMENT;list;
bkp080;lab;20250701;20260630;^DIRECT DEBIT;list;
SPEC
gawk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" -v LABF="$TMP/lab.tsv" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
# client income = credits that are not the ATO, Medicare, own savings, friends / school parent paying back,
# card refunds, or the Helensburgh duplicate
function isinc(i) { return amt[i] > 0 && nar[i] !~ /^DIRECT CREDIT ATO |MEDICARE|SAVINGS ACCT|J BROOKS|K MORTIMER|LAKSHMI IYER|REFUND|DUPL/ }
function sortjoin(arr,  k, n, i, j, t, a, s) {
  n = 0; for (k in arr) a[++n] = k
  for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
  s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") a[i]
  return s == "" ? "-" : s
}
function qof(d) { return d <= 20250930 ? "Q1" : d <= 20251231 ? "Q2" : d <= 20260331 ? "Q3" : "Q4" }
BEGIN {
  FS = ","
  split("JANUARY FEBRUARY MARCH APRIL MAY JUNE JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER", full, " ")
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = ""; continue }
    if (line ~ /^ +(P8-|D[0-9]|totalDeductions)/) { n = split(line, kv, " "); tax[kv[1]] = kv[n] + 0 }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
  # labels.csv: worksheet fields per quarter from basFields, per-row 1A / 1B
  NL = 0
  while ((getline line < LABF) > 0) {
    split(line, f, "\t"); NL++; ld[NL] = f[1] + 0; lamt[NL] = f[2] + 0; ldesc[NL] = f[3]; lcp[NL] = f[4]
    if (f[5] == "") continue
    q = qof(ld[NL]); nb = split(f[5], bf, ";"); sale = 0
    for (k = 1; k <= nb; k++) { split(bf[k], p, ":"); G[q, p[1]] += p[2]; if (p[1] == "G1") sale = 1 }
    if (sale) { pr[q, "1A"] += f[6]; if (match(f[8], /less Stripe fee ([0-9.]+)/, mm)) pr[q, "1B"] += c2(mm[1] / 11) }
    else { sg = (lamt[NL] < 0) ? 1 : -1; pr[q, "1B"] += sg * c2(f[6] * f[7] / 100) }
  }
  for (k = 1; k <= 4; k++) {
    q = "Q" k
    W[q, "G1"] = G[q, "G1"]; W[q, "G2"] = G[q, "G2"]; W[q, "G10"] = G[q, "G10"]
    W[q, "1A"] = c2((G[q, "G1"] - G[q, "G2"] - G[q, "G3"]) / 11)
    W[q, "1B"] = c2((G[q, "G10"] + G[q, "G11"] - G[q, "G14"] - G[q, "G15"]) / 11)
    W[q, "net"] = W[q, "1A"] - W[q, "1B"]
    P[q, "1A"] = pr[q, "1A"]; P[q, "1B"] = pr[q, "1B"]; P[q, "net"] = pr[q, "1A"] - pr[q, "1B"]
  }
}
NR > 1 {
  sub(/\r$/, "")
  N++; dt[N] = ymd($1); nar[N] = $2; amt[N] = ($4 == "" ? 0 : $4) - ($3 == "" ? 0 : $3)
  if (NF != 5 || !($1 ~ /^[0-9][0-9]\/[0-9][0-9]\/20[0-9][0-9]$/) || ($3 == "") == ($4 == "")) { print "BAD ROW " NR; bad++ }
}
END {
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3] + 0; hi = s[4] + 0; re = s[5]; post = s[6]; ex = s[7]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""; note = ""
    if (mode == "gst") {
      nq = split(s[3], qs, "+"); tot = 0; ptot = 0; htot = 0
      for (k = 1; k <= nq; k++) {
        q = qs[k]; tot += W[q, re]; htot += hw[q, re]
        ptot += ((q SUBSEP re) in P) ? P[q, re] : W[q, re]
      }
      got = c2(tot); gotn = "-"; if (c2(ptot) != got) alt = c2(ptot)
      note = (c2(htot) == got) ? " (awk worksheet from basFields = hand_worked.py)" : " (awk worksheet " got " != hand_worked.py " c2(htot) ")"
      if (c2(htot) != got) { diffs++ }
    } else if (mode == "tax") {
      got = c2(tax[re]); gotn = "-"; note = " (from hand_worked.py printout, not recomputed)"
    } else if (mode == "lab") {
      delete names; ord = ""
      for (i = 1; i <= NL; i++) {
        if (ld[i] < lo || ld[i] > hi || ldesc[i] !~ re) continue
        if (mode == "lab" && post != "lmon" && re ~ /OSKO DEPOSIT|DIRECT CREDIT/ && (lamt[i] <= 0 || ldesc[i] ~ /J BROOKS|K MORTIMER|LAKSHMI IYER|DUPL|DIRECT CREDIT ATO|MEDICARE/)) continue
        if (re ~ /XERO|MICROSOFT/ && lamt[i] >= 0) continue
        if (post == "lmon") { m = full[substr(ld[i], 5, 2) + 0] substr(ld[i], 1, 4); if (index(ord, "|" m "|") == 0) ord = ord "|" m "|"; continue }
        names[norm(lcp[i])] = 1
      }
      if (post == "lmon") { gsub(/\|\|/, "|", ord); gsub(/^\||\|$/, "", ord); got = ord }
      else if (post == "ncnt") { got = 0; for (k in names) got++ }
      else got = sortjoin(names)
    } else {
      sum = 0; cnt = 0; mx = ""
      for (i = 1; i <= N; i++) {
        if (dt[i] < lo || dt[i] > hi || nar[i] !~ re) continue
        if (ex != "" && nar[i] ~ ex) continue
        if (mode == "inc") { if (!isinc(i)) continue; a = amt[i] }
        else { a = -amt[i]; if ((post == "max" || post == "cnt" || post ~ /^eq/) && a <= 0) continue }
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        if (post ~ /^eq/ && c2(a) != substr(post, 3)) continue
        sum += a; cnt++
        if (mx == "" || a > mx) mx = a
      }
      got = c2(sum); gotn = cnt
      if (post ~ /^d[0-9]+$/) got = c2(sum / substr(post, 2))
      if (post == "d52") alt = c2(sum / (365 / 7))
      if (post == "dn") got = c2(sum / cnt)
      if (post == "max") { got = c2(mx); gotn = 1 }
      if (post == "cnt" || post ~ /^gt/ || post ~ /^eq/) { got = cnt; gotn = "" }
    }
    split(exp_[base], e, " ")
    if (part == "") {
      if (e[2] == "fig") { want = e[3] " " e[4] (e[5] != "" ? " " e[5] : ""); have = got " " gotn (alt != "" ? " " alt : "") }
      else if (e[2] == "cnt") { want = e[3]; have = got }
      else if (e[2] == "lst") {
        if (post == "lmon") { want = toupper(e[3]); gsub(/_/, "", want); have = got }
        else { delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) if (wl[k] != "-") wa[norm(wl[k])] = 1; want = sortjoin(wa); have = got }
      }
      else { want = "(no expected)"; have = got }
    } else { want = (part == "a") ? e[3] : e[4]; have = got; cmpv[base, part] = got + 0 }
    checked++
    status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, note
  }
  nm2["bkp056"] = "GoCardless|Stripe"; nm2["bkp057"] = "Sept_quarter|Dec_quarter"; nm2["bkp058"] = "Woolworths|Aldi"
  nm2["bkp059"] = "Telstra|NBN"; nm2["bkp060"] = "Q1|Q3"; nm2["bkp061"] = "Helensburgh_Vet|Port_Kembla_Marine"
  nm2["bkp062"] = "first_half|second_half"; nm2["bkp063"] = "Tui_Street|Kapiti"; nm2["bkp064"] = "November|December"
  nm2["bkp065"] = "McDonald'"'"'s|Domino'"'"'s"
  for (b in nm2) {
    split(nm2[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures, 10 compares x 3, 8 counts, 7 lists), %d differences, %d bad rows\n", checked, diffs, bad
  exit (diffs + bad > 0)
}' "$STMT" > "$TMP/out.txt"
rc=$?
if [ "${1:-}" = "--selftest" ]; then
  grep '^DIFF' "$TMP/out.txt"; tail -1 "$TMP/out.txt"
  if [ "$rc" -ne 0 ] && [ "$(grep -c '^DIFF' "$TMP/out.txt")" -eq 1 ]; then echo "selftest: spoiled amount caught (1 difference)"; exit 0; fi
  echo "selftest FAILED"; exit 1
fi
cat "$TMP/out.txt"
printf '%s\n' "$(tail -1 "$TMP/out.txt" | sed 's/.*, \([0-9]*\) differences.*/\1 differences/')"
exit $rc
