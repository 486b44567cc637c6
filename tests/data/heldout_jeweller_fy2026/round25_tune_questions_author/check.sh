#!/usr/bin/env bash
# Second way for set tune (jwt): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording, DD/MM/YYYY Date, Credit less Debit only; no labels.csv, no answers.py code).
# The 6 GST/BAS figures, the net-GST compare and the 3 tax-return figures cannot come from bank wording (payout
# gross and fees, export parts, private shares); they are compared with the worksheet and tax summary printed by
# `python3 data/hand_worked.py` instead.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> prints the check lines (save as check_out.txt); exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> -0.01 on the first KOODAK debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_tune.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; SELF=0
if [ "${1:-}" = "--selftest" ]; then
  SELF=1
  awk -F, -v OFS=, '!done && $2 ~ /KOODAK/ && $3 != "" { $3 = sprintf("%.2f", $3 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
# spec: id;mode;from;to;regex;post;exclude
#  modes: inc (income from bank wording), in (credits matching), out (all matching rows, -amount: refunds reduce),
#         gst (from = quarters, regex = worksheet field), tax (regex = tax-summary keys joined by +),
#         linc / lout (payer / payee names), lmon (months in date order), lmiss (FY months with no matching income row)
#  exclude: a regex, or @YYYYMMDD to leave out that day's rows (jwt029: the rolling mill, same KOODAK wording as
#           the small tools, bought 10 Feb 2026 per person.md)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt ncnt (distinct names) gtN (row filter)
cat > "$TMP/spec.txt" <<'SPEC'
jwt001;inc;20250701;20250930;SQUARE AU PTY;sum;
jwt002;inc;20250701;20260630;SQUARE AU PTY;sum;
jwt003;inc;20250701;20260630;ETSY IRELAND;sum;
jwt004;inc;20260101;20260630;ETSY IRELAND;sum;
jwt005;inc;20250701;20260630;^Deposit Bank@Post;sum;
jwt006;inc;20250701;20260630;MOANA & CO;sum;
jwt007;inc;20250701;20260630; INV [0-9]+$;sum;
jwt008;inc;20250701;20260630;WISE AUSTRALIA;sum;
jwt009;inc;20251001;20251231;^Osko Deposit from;sum;
jwt010;inc;20250701;20251231;.;sum;
jwt011;inc;20260301;20260630;.;sum;
jwt012;inc;20260201;20260228;.;sum;
jwt013;inc;20260601;20260630;.;sum;
jwt014;inc;20260401;20260630;.;sum;
jwt015;inc;20250701;20260630;.;d12;
jwt016;inc;20250701;20260630;.;d52;
jwt017;inc;20250701;20260630;SQUARE AU PTY;dn;
jwt018;inc;20250701;20260630;ETSY IRELAND;max;
jwt019;inc;20250701;20260630;NADIA PETROVA;sum;
jwt020;in;20250701;20260630;CASEY VALENTE;sum;
jwt021;out;20250701;20260630;HIGH ST STUDIOS;sum;
jwt022;out;20260101;20260630;HIGH ST STUDIOS;sum;
jwt023;out;20250701;20260630;FREO ARTS MARKET;sum;
jwt024;out;20250701;20260630;FREO ARTS MARKET|PERTH MAKERS XMAS FAIR;sum;
jwt025;out;20250701;20260630;A&E METAL MERCHANTS;sum;
jwt026;out;20250701;20251231;PALLOYS;sum;
jwt027;out;20250701;20260630;GEMSTONESCHIANGMAI;sum;^International
jwt028;out;20250701;20260630;^International Transaction Fee;sum;
jwt029;out;20250701;20260630;KOODAK;sum;@20260210
jwt030;out;20250701;20260630;AUSTRALIA POST;sum;
jwt031;out;20250701;20260630;SQSP\*;sum;^International
jwt032;out;20260301;20260630;XERO;sum;
jwt033;out;20250701;20260630;AMPOL|BP BEACONSFIELD|PUMA ENERGY;sum;
jwt034;out;20250701;20260630;TELSTRA;sum;
jwt035;out;20250701;20260630;SYNERGY;sum;
jwt036;out;20250701;20260630;KEENAN PROPERTY;sum;
jwt037;out;20251001;20251231;COLES|WOOLWORTHS|PETERS IGA;sum;
jwt038;out;20250701;20260630;WOOLWORTHS;sum;
jwt039;out;20250701;20260630;BREAD IN COMMON|GIMLET COFFEE|LITTLE CREATURES|UBER \*EATS;sum;
jwt040;out;20250701;20260630;NETFLIX|SPOTIFY;sum;
jwt041;out;20250701;20260630;HOSTPLUS;sum;
jwt042;out;20250701;20260630;^BPAY Payment - ATO;sum;
jwt043;out;20250701;20260630;^(Visa|EFTPOS) Purchase;max;
jwt044;out;20250701;20260630;COLES|WOOLWORTHS|PETERS IGA;d12;
jwt045;out;20250701;20260630;AMPOL|BP BEACONSFIELD|PUMA ENERGY;dn;
jwt046;out;20250701;20260630;FREMANTLE GP|PRICELINE|SMILE DENTAL;sum;
jwt047;gst;Q2;;1A;;
jwt048;gst;Q1;;1B;;
jwt049;gst;Q4;;net;;
jwt050;gst;Q1+Q2+Q3+Q4;;G2;;
jwt051;gst;Q3;;G10;;
jwt052;gst;Q1+Q2+Q3+Q4;;net;;
jwt053;tax;;;P8-netIncome;;
jwt054;tax;;;homeOffice;;
jwt055;tax;;;P8-totalExpenses+D9+D10+D12;;
jwt056a;inc;20250701;20260630;SQUARE AU PTY;sum;
jwt056b;inc;20250701;20260630;ETSY IRELAND;sum;
jwt057a;inc;20250701;20250930;.;sum;
jwt057b;inc;20251001;20251231;.;sum;
jwt058a;out;20250701;20260630;A&E METAL MERCHANTS;sum;
jwt058b;out;20250701;20260630;PALLOYS;sum;
jwt059a;out;20250701;20260630;HIGH ST STUDIOS;sum;
jwt059b;out;20250701;20260630;KEENAN PROPERTY;sum;
jwt060a;out;20250701;20260630;COLES;sum;
jwt060b;out;20250701;20260630;WOOLWORTHS;sum;
jwt061a;inc;20250701;20260630;MOANA & CO;sum;
jwt061b;inc;20250701;20260630;SALT STONE STUDIO;sum;
jwt062a;gst;Q2;;net;;
jwt062b;gst;Q3;;net;;
jwt063a;inc;20250701;20251231;.;sum;
jwt063b;inc;20260101;20260630;.;sum;
jwt064a;out;20250701;20260630;ADOBE;sum;^International
jwt064b;out;20250701;20260630;SQSP\*;sum;^International
jwt065a;inc;20250701;20260630;LUCY FAIRWEATHER;sum;
jwt065b;inc;20250701;20260630;ZARA HUSSEIN;sum;
jwt066;inc;20250701;20260630;SQUARE AU PTY;cnt;
jwt067;inc;20250701;20260630;^Deposit Bank@Post;cnt;
jwt068;inc;20250701;20260630;^Osko Deposit from;ncnt;
jwt069;out;20250701;20260630;^International Transaction Fee;cnt;
jwt070;inc;20251001;20251231;SQUARE AU PTY;gt1000;
jwt071;out;20251201;20251231;BREAD IN COMMON|GIMLET COFFEE|LITTLE CREATURES|UBER \*EATS;cnt;
jwt072;inc;20260101;20260630;ETSY IRELAND;cnt;
jwt073;out;20260101;20260331;AUSTRALIA POST;cnt;
jwt074;linc;20260301;20260331;^Osko Deposit from;;
jwt075;linc;20250701;20260630; INV [0-9]+$;;
jwt076;lout;20250701;20260630;^BPAY Payment;;
jwt077;lout;20250701;20260630;^Direct Debit;;
jwt078;lmiss;20250701;20260630; INV [0-9]+$;;
jwt079;lmon;20250701;20260630;GEMSTONESCHIANGMAI;;
jwt080;lout;20250701;20260630;^Osko Payment to;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function caps(s,  n, t, k, o) {   # the leading all-capitals words of an Osko description: the account name
  n = split(s, t, " "); o = ""
  for (k = 1; k <= n; k++) { if (t[k] !~ /^[A-Z&'"'"']+$/) break; o = o (o == "" ? "" : " ") t[k] }
  return o
}
function name(n,  m) {   # payer / payee from the bank wording
  m = n
  if (m ~ /^Osko (Deposit from|Payment to) /) {
    sub(/^Osko (Deposit from|Payment to) /, "", m)
    if (m ~ /^HIGH ST STUDIOS/) m = "High Street Studios Pty Ltd"
    else if (m ~ /^FREO ARTS MARKET/) m = "Fremantle Arts Centre markets"
    else if (m ~ /^PERTH MAKERS XMAS FAIR/) m = "Perth Makers Christmas Fair"
    else m = caps(m) }
  else if (m ~ /MOANA & CO .*INV/) m = "Moana & Co"
  else if (m ~ /SALT STONE STUDIO PTY INV/) m = "Salt Stone Studio Pty Ltd"
  else if (m ~ /THE HUMBLE MAKER INV/) m = "The Humble Maker"
  else if (m ~ /^BPAY Payment - ATO/) m = "ATO"
  else if (m ~ /^BPAY Payment - CGU INSURANCE/) m = "CGU"
  else if (m ~ /^BPAY Payment - HOSTPLUS/) m = "Hostplus"
  else if (m ~ /^BPAY Payment - DEPT OF TRANSPORT WA/) m = "WA Department of Transport"
  else if (m ~ /^Direct Debit - AUSSIE BROADBAND/) m = "Aussie Broadband"
  else if (m ~ /^Direct Debit - RAC INSURANCE/) m = "RAC Insurance"
  else if (m ~ /^Direct Debit - REVO FITNESS/) m = "Revo Fitness"
  else if (m ~ /^Direct Debit - SYNERGY/) m = "Synergy"
  else if (m ~ /^Direct Debit - TELSTRA/) m = "Telstra"
  else if (m ~ /^Direct Debit - XERO/) m = "Xero"
  else if (m ~ /^Direct Credit - WISE AUSTRALIA PT /) { sub(/^Direct Credit - WISE AUSTRALIA PT /, "", m) }
  else if (m ~ /SQUARE AU PTY/) m = "Square"
  else if (m ~ /ETSY IRELAND/) m = "Etsy"
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
  N++; d = substr($1, 7, 4) substr($1, 4, 2) substr($1, 1, 2); dt[N] = d; nar[N] = $2; amt[N] = $4 - $3
  if (NF != 5 || $1 !~ /^[0-3][0-9]\/[01][0-9]\/20[0-9][0-9]$/ || ($3 == "") == ($4 == "") || ($3 $4) !~ /^[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
  # income: market card (Square) and Etsy payouts, banked market cash, boutique invoices, Wise, client Osko deposits
  # (not Casey), less the refunded commission deposit
  isinc[N] = (amt[N] > 0 && nar[N] ~ /SQUARE AU PTY|ETSY IRELAND|^Deposit Bank@Post| INV [0-9]+$|WISE AUSTRALIA|^Osko Deposit from/ \
              && nar[N] !~ /CASEY VALENTE/) || (amt[N] < 0 && nar[N] ~ /^Osko Payment to .* refund deposit$/)
}
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (nar[i] !~ re) return 0
  if (ex ~ /^@/) { if (dt[i] == substr(ex, 2)) return 0 }
  else if (ex != "" && nar[i] ~ ex) return 0
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
  nm2["jwt056"] = "Square|Etsy"; nm2["jwt057"] = "Jul-Sep|Oct-Dec"; nm2["jwt058"] = "A&E|Palloys"
  nm2["jwt059"] = "studio_rent|home_rent"; nm2["jwt060"] = "Coles|Woolies"; nm2["jwt061"] = "Moana|Salt_Stone"
  nm2["jwt062"] = "Oct-Dec|Jan-Mar"; nm2["jwt063"] = "first_half|second_half"; nm2["jwt064"] = "Adobe|Squarespace"
  nm2["jwt065"] = "Lucy|Zara"
  for (b = 56; b <= 65; b++) {
    id = "jwt0" b; split(nm2[id], pp, "|"); split(exp_[id], e, " ")
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
  if [ "$rc" -ne 0 ] && [ "$(grep -c '^DIFF' "$TMP/out.txt")" -eq 1 ]; then echo "selftest: planted -0.01 on the first KOODAK debit caught (exactly 1 difference)"; exit 0; fi
  echo "selftest FAILED"; exit 1
fi
cat "$TMP/out.txt"
exit $rc
