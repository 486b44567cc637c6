#!/usr/bin/env bash
# Second way for set heldout (plh): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (Narrative, Date, Debit / Credit only; no labels.csv, no answers.py code).
# The 5 GST/BAS figures and the 1B compare cannot come from bank wording (private shares, GST-free parts, capital);
# their amounts are compared with the worksheet printed by `python3 data/hand_worked.py` instead.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on one WORKWEAR HUB debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $3 ~ /WORKWEAR HUB/ && $4 != "" { $4 = sprintf("%.2f", $4 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#  modes: inc (sales credits: every credit but Alana, own transfers back, the ATO refund, card refunds),
#         hinc (private Osko customers: inc rows DEPOSIT-OSKO other than Ross River Rentals' trust),
#         in (any credit), out (Debit - Credit: money out net of refunds), gst (from = quarters, regex = field),
#         lists: linc (income payers), lh2 (Osko customers with 2+ rows), lhre (Osko customers, regex on the
#         reference), lout (payees), lgt (Osko customers with a single row over post)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt ncnt (distinct names) gtN geN ltN (row filters)
cat > "$TMP/spec.txt" <<'SPEC'
plh001;inc;20250701;20250930;^DEPOSIT CHPM TRUST;sum;
plh002;inc;20250701;20260630;^DEPOSIT HARBOURSIDE RE TRST;sum;
plh003;inc;20251001;20251231;ROSS RIVER RENTALS;sum;
plh004;inc;20260101;20260630;^DEPOSIT KESTREL HOMES;sum;
plh005;inc;20250701;20260630;^DEPOSIT BURDEKIN BUILD;sum;
plh006;inc;20260301;20260331;TYRO-MID;sum;
plh007;inc;20251101;20251130;.;sum;
plh008;inc;20250701;20251231;.;sum;
plh009;inc;20250701;20260630;.;d12;
plh010;inc;20250701;20260630;KESTREL HOMES|BURDEKIN BUILD;max;
plh011;inc;20250701;20260630;TYRO-MID;min;
plh012;inc;20260401;20260630;CHPM TRUST|HARBOURSIDE RE TRST|ROSS RIVER RENTALS;sum;
plh013;hinc;20250701;20251231;.;sum;
plh014;inc;20250701;20260630;K HEGARTY;sum;
plh015;inc;20260401;20260630;.;sum;KESTREL HOMES|BURDEKIN BUILD
plh016;inc;20250701;20260630;TYRO-MID;dn;
plh017;inc;20251001;20251231;KESTREL HOMES|BURDEKIN BUILD;sum;
plh018;in;20250701;20260630;DEPOSIT-OSKO ALANA PETRAKIS;sum;
plh019;inc;20260501;20260615;.;sum;
plh020;inc;20250701;20260630;TYRO-MID;d52;
plh021;out;20250801;20250831;REECE PLUMBING;sum;
plh022;out;20250701;20260630;REECE PLUMBING|TRADELINK;sum;
plh023;out;20260301;20260331;TRADELINK;sum;
plh024;out;20250701;20260630;BUNNINGS 481000;sum;
plh025;out;20250701;20260630;BUNNINGS 481200;sum;
plh026;out;20251001;20251231;FUEL;sum;
plh027;out;20250701;20260630;FUEL;dn;
plh028;out;20250701;20260630;PUMA ENERGY;sum;
plh029;out;20250701;20260630;FUEL;d12;
plh030;out;20250701;20260630;QLD TRANSPORT REGO|RACQ INSURANCE|ISUZU UTE|BEAUREPAIRES;sum;
plh031;out;20250701;20260630;JOBBER|^OVERSEAS TRANSACTION FEE;sum;
plh032;out;20250701;20260630;TYRO PAYMENTS LTD MSF;sum;
plh033;out;20250701;20260630;TCC STUART WASTE;sum;
plh034;out;20250701;20260630;TOTAL TOOLS;lt300;
plh035;out;20250701;20260630;TOTAL TOOLS;ge1000;
plh036;out;20250701;20260630;^DIRECT DEBIT (TELSTRA|SUPERLOOP);sum;
plh037;out;20260101;20260331;GOODSTART;sum;
plh038;out;20250701;20260630;SOUTHERN CROSS CATHOLIC;sum;
plh039;out;20260101;20260630;TRANSFER TO HOME LOAN;sum;
plh040;out;20250701;20260630;TRANSFER TO 459402117;sum;
plh041;out;20251201;20251231;(DEBIT|8815) (ALDI|COLES|FOODWORKS|WOOLWORTHS);sum;
plh042;out;20250701;20260630;(DEBIT|8815) (ALDI|COLES|FOODWORKS|WOOLWORTHS);d52;
plh043;out;20250701;20260630;UBER .EATS|HUNGRY JACKS;sum;
plh044;out;20250701;20260630;VIRGIN AUSTRALIA|AIRBNB|DREAMWORLD;sum;
plh045;out;20260101;20260630;BPAY TAX OFFICE;sum;
plh046;out;20250701;20260630;.;max;
plh047;out;20250701;20260630;MASTER PLUMBERS|QBCC|BIZCOVER;sum;
plh048;out;20250701;20260630;WORKWEAR HUB;sum;
plh049;out;20250701;20260630;PLAYHQ|TIGERS NETBALL;sum;
plh050;out;20250701;20250930;REECE PLUMBING;d3;
plh051;gst;Q2;;1A;;
plh052;gst;Q1;;1B;;
plh053;gst;Q1+Q2+Q3+Q4;;net;;
plh054;gst;Q1+Q2+Q3+Q4;;G10;;
plh055;gst;Q3+Q4;;G1;;
plh056a;inc;20250701;20260630;CHPM TRUST;sum;
plh056b;inc;20250701;20260630;HARBOURSIDE RE TRST;sum;
plh057a;inc;20250701;20250930;.;sum;
plh057b;inc;20251001;20251231;.;sum;
plh058a;inc;20250701;20260630;KESTREL HOMES;sum;
plh058b;inc;20250701;20260630;BURDEKIN BUILD;sum;
plh059a;out;20250701;20260630;REECE PLUMBING;sum;
plh059b;out;20250701;20260630;TRADELINK;sum;
plh060a;out;20250701;20260630;8815 AMPOL;sum;
plh060b;out;20250701;20260630;8815 BP ;sum;
plh061a;out;20250701;20260630;DIRECT DEBIT TELSTRA;sum;
plh061b;out;20250701;20260630;DIRECT DEBIT SUPERLOOP;sum;
plh062a;inc;20250701;20251231;TYRO-MID;sum;
plh062b;inc;20260101;20260630;TYRO-MID;sum;
plh063a;out;20250701;20260630;UBER .EATS;sum;
plh063b;out;20250701;20260630;DOMINOS;sum;
plh064a;gst;Q1;;1B;;
plh064b;gst;Q3;;1B;;
plh065a;out;20260101;20260131;FUEL;sum;
plh065b;out;20260201;20260228;FUEL;sum;
plh066;inc;20250701;20260630;TYRO-MID;gt1000;
plh067;out;20250701;20260630;FUEL;cnt;
plh068;out;20250701;20260630;REECE PLUMBING;cnt;
plh069;hinc;20250701;20260630;.;ncnt;
plh070;in;20250701;20260630;DEPOSIT-OSKO ALANA PETRAKIS;cnt;
plh071;inc;20251001;20251231;CHPM TRUST;cnt;
plh072;out;20250701;20260630;UBER .EATS;cnt;
plh073;inc;20260501;20260531;.;cnt;
plh074;lh2;20251001;20251231;.;;
plh075;linc;20260601;20260607;.;;
plh076;lhre;20250701;20260630;[Ii][Nn][Vv];;
plh077;lout;20250701;20260630;^INTERNET BPAY;;
plh078;lout;20250701;20260630;FUEL;;
plh079;lgt;20250701;20260630;.;500;
plh080;lhre;20250701;20260630;[Hh][Oo][Tt] [Ww];;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function osko(n,  t, k, m, s) {   # payer name on an Osko credit: the upper-case words before the free text
  s = n; sub(/^DEPOSIT-OSKO /, "", s); m = split(s, t, " "); s = ""
  for (k = 1; k <= m; k++) { if (t[k] !~ /^[A-Z&]+$/ || t[k] ~ /^INV/) break; s = s (s == "" ? "" : " ") t[k] }
  return s
}
function name(n,  m) {   # payer / payee from the bank wording
  m = "?" n
  if (n ~ /^DEPOSIT-OSKO ROSS RIVER/) m = "Ross River Rentals (trust)"
  else if (n ~ /^DEPOSIT-OSKO /) m = osko(n)
  else if (n ~ /CHPM TRUST/) m = "Castle Hill Property Management (trust)"
  else if (n ~ /HARBOURSIDE RE TRST/) m = "Harbourside Realty Townsville (trust)"
  else if (n ~ /KESTREL HOMES/) m = "Kestrel Homes (Qld) Pty Ltd"
  else if (n ~ /BURDEKIN BUILD/) m = "Burdekin Build Co Pty Ltd"
  else if (n ~ /TYRO-MID/) m = "Tyro (card customers)"
  else if (n ~ /BPAY TAX OFFICE/) m = "ATO"
  else if (n ~ /BPAY AUSTRALIAN RETIREMENT/) m = "Australian Retirement Trust"
  else if (n ~ /BPAY BIZCOVER/) m = "BizCover"
  else if (n ~ /BPAY QLD TRANSPORT/) m = "Dept of Transport and Main Roads"
  else if (n ~ /BPAY ERGON/) m = "Ergon Energy"
  else if (n ~ /BPAY QBCC/) m = "QBCC"
  else if (n ~ /BPAY RACQ/) m = "RACQ"
  else if (n ~ /BPAY SOUTHERN CROSS CATHOLIC/) m = "Southern Cross Catholic College"
  else if (n ~ /BPAY TOWNSVILLE CITY COUNCIL/) m = "Townsville City Council"
  else if (n ~ /8815 AMPOL/) m = "Ampol"
  else if (n ~ /8815 BP /) m = "BP"
  else if (n ~ /8815 PUMA/) m = "Puma Energy"
  else if (n ~ /8815 SHELL COLES/) m = "Shell Coles Express"
  else if (n ~ /8815 7-ELEVEN/) m = "7-Eleven"
  return norm(m)
}
function isinc(i) { return cr[i] > 0 && nar[i] !~ /ALANA PETRAKIS|TRANSFER FROM|^DEPOSIT ATO|REFUND/ }
function ishouse(i) { return isinc(i) && nar[i] ~ /^DEPOSIT-OSKO/ && nar[i] !~ /ROSS RIVER RENTALS/ }
function isfuel(i) { return nar[i] ~ /8815 (AMPOL|BP |PUMA ENERGY|SHELL COLES|7-ELEVEN)/ }
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "FUEL") { if (!isfuel(i)) return 0 }
  else if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc") return isinc(i)
  if (mode ~ /^(hinc|lh2|lhre|lgt)$/) return ishouse(i)
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
  # Bank Account,Date,Narrative,Debit Amount,Credit Amount,Balance,Categories,Serial (no commas in the narrative)
  N++; dt[N] = ymd($2); nar[N] = $3; dr[N] = $4 + 0; cr[N] = $5 + 0
  if (NF != 8 || ($4 == "") == ($5 == "") || $6 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
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
    } else if (mode ~ /^l/) {
      delete names; delete n2
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        nm = name(nar[i])
        if (mode == "lh2") { n2[nm]++; continue }
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
        if (post ~ /^ge/ && !(amt >= substr(post, 3) + 0)) continue
        if (post ~ /^lt/ && !(amt < substr(post, 3) + 0)) continue
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
  nm2["plh056"] = "CHPM|Harbourside"; nm2["plh057"] = "Sept_quarter|Dec_quarter"; nm2["plh058"] = "Kestrel|Burdekin"
  nm2["plh059"] = "Reece|Tradelink"; nm2["plh060"] = "Ampol|BP"; nm2["plh061"] = "Telstra|Superloop"
  nm2["plh062"] = "first_half|second_half"; nm2["plh063"] = "Uber_Eats|Domino'"'"'s"; nm2["plh064"] = "Q1|Q3"
  nm2["plh065"] = "January|February"
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
