#!/usr/bin/env bash
# Second way for set tune (tat): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording, the local date of Up's Time, signed Amount (AUD) only; no labels.csv, no
# answers.py code). The 5 GST/BAS figures, the net-GST compare and the 3 tax-return figures cannot come from bank
# wording (payout gross and fees, export parts, private shares); they are compared with the worksheet and tax
# summary printed by `python3 data/hand_worked.py` instead.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> prints the check lines (save as check_out.txt); exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> -0.01 on the first XERO debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_tune.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; SELF=0
if [ "${1:-}" = "--selftest" ]; then
  SELF=1
  awk -F, -v OFS=, '!done && $3 ~ /XERO/ { $6 = sprintf("%.2f", $6 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#         reduce), gst (from = quarters, regex = worksheet field), tax (regex = tax-summary key; + adds keys),
#         linc / lout (payer / payee names), lmon (months in date order), lmiss (FY months with no matching income row)
#  exclude: a regex, or @YYYYMMDD to leave out that day's rows; tat032 = the trip window 1 Sep - 20 Oct 2025
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt ncnt (distinct names) gtN (row filter)
cat > "$TMP/spec.txt" <<'SPEC'
tat001;inc;20250701;20250930;SQUARE AU PTY;sum;
tat002;inc;20250701;20260630;SQUARE AU PTY;sum;
tat003;inc;20250701;20260630;SHOPIFY PAYMENTS;sum;
tat004;inc;20251001;20251231;SHOPIFY PAYMENTS;sum;
tat005;inc;20250701;20260630;CLAIRE BOUCHER;sum;
tat006;inc;20250701;20260630;MARCUS DELL;sum;
tat007;inc;20250701;20260630;BRUNSWICK ALE WORK;sum;
tat008;inc;20250701;20260630;^Cash Deposit;sum;
tat009;inc;20250701;20251231;.;sum;
tat010;inc;20260301;20260630;.;sum;
tat011;inc;20251101;20251130;.;sum;
tat012;inc;20260601;20260630;.;sum;
tat013;inc;20250701;20260630;SQUARE AU PTY;dn;
tat014;inc;20250701;20260630;.;d52;
tat015;inc;20250701;20260630;.;d12;
tat016;inc;20250701;20260630;SQUARE AU PTY;max;
tat017;inc;20250701;20260630;SHOPIFY PAYMENTS;min;
tat018;inc;20250701;20260630;PAYPAL AUSTRALIA|WISE AUSTRALIA;sum;1046217750034
tat019;inc;20250701;20260630;PAYPAL AUSTRALIA;sum;
tat020;inc;20260101;20260331;^Osko payment from;sum;
tat021;in;20250701;20260630;(TAYLA BROOKS ref: bills|JONATHAN PIKE ref: power);sum;
tat022;out;20250701;20260630;Transfer to Saver;sum;
tat023;out;20250701;20260630;SACRED MOTH TATTOO ref: chair;sum;
tat024;out;20260112;20260630;SACRED MOTH TATTOO ref: chair;sum;
tat025;out;20250701;20260630;SACRED MOTH TATTOO ref: consumables;sum;
tat026;out;20250701;20260630;BARBER ?DTS;sum;^International
tat027;out;20250701;20260630;KILLER INK|PAINFULPLEASURES;sum;^International
tat028;out;20250701;20260630;^International Transaction Fee;sum;
tat029;out;20250701;20260630;FACEBK|META ADS;sum;^International
tat030;out;20250701;20260630;SHOPIFY\*;sum;^International
tat031;out;20250701;20260630;XERO;sum;
tat032;out;20250901;20251020;VIRGIN AUSTRALIA|IBIS SYDNEY|SURRY HILLS|EASTSIDE ELECTRIC|UBER \*TRIP;sum;^International
tat033;out;20250701;20260630;AUSTRALIA POST;sum;@20251211
tat034;out;20250701;20260630;OFFICEWORKS;sum;
tat035;out;20250701;20260630;^Direct Debit TELSTRA;sum;
tat036;out;20250701;20260630;POWERSHOP;sum;
tat037;out;20250701;20260630;Osko payment to JONATHAN PIKE ref: rent;sum;
tat038;out;20260201;20260630;Osko payment to JONATHAN PIKE ref: rent;sum;
tat039;out;20251001;20251231;ALDI STORES|COLES [0-9]|IGA SYDNEY RD|TERRA MADRE|WOOLWORTHS;sum;
tat040;out;20250701;20260630;A1 BAKERY|DOORDASH|LYGON ST PIZZA|PADRE COFFEE|SYDNEY RD PHO|UBER \*EATS;sum;
tat041;out;20250701;20260630;DOORDASH|UBER \*EATS;sum;
tat042;out;20250701;20260630;BRUNSWICK BOULDERS;sum;
tat043;out;20250701;20260630;AUSTRALIANSUPER;sum;
tat044;out;20250701;20260630;^BPAY Payment ATO;sum;
tat045;out;20250701;20260630;^(Debit Card|EFTPOS) Purchase;max;
tat046;out;20250701;20260630;NETFLIX|SPOTIFY|STAN\.COM;sum;
tat047;out;20250701;20260630;BARBER ?DTS;d12;^International
tat048;gst;Q1;;1A;;
tat049;gst;Q2;;net;;
tat050;gst;Q1+Q2+Q3+Q4;;G1;;
tat051;gst;Q4;;1B;;
tat052;gst;Q3;;G10;;
tat053;tax;;;P8-netIncome;;
tat054;tax;;;homeOffice;;
tat055;tax;;;P8-totalExpenses+D9+D10+D12;;
tat056a;inc;20250701;20260630;SQUARE AU PTY;sum;
tat056b;inc;20250701;20260630;SHOPIFY PAYMENTS;sum;
tat057a;inc;20250701;20250930;.;sum;
tat057b;inc;20251001;20251231;.;sum;
tat058a;out;20250701;20260630;BARBER ?DTS;sum;^International
tat058b;out;20250701;20260630;KILLER INK|PAINFULPLEASURES;sum;^International
tat059a;out;20250701;20260630;Osko payment to JONATHAN PIKE ref: rent;sum;
tat059b;out;20250701;20260630;SACRED MOTH TATTOO ref: chair;sum;
tat060a;out;20250701;20260630;FACEBK|META ADS;sum;^International
tat060b;out;20250701;20260630;SHOPIFY\*;sum;^International
tat061a;gst;Q1;;net;;
tat061b;gst;Q3;;net;;
tat062a;inc;20251001;20251031;.;sum;
tat062b;inc;20251101;20251130;.;sum;
tat063a;out;20250701;20260630;COLES [0-9];sum;
tat063b;out;20250701;20260630;ALDI STORES;sum;
tat064a;out;20250701;20260630;DOORDASH;sum;
tat064b;out;20250701;20260630;UBER \*EATS;sum;
tat065a;inc;20250701;20260630;CLAIRE BOUCHER;sum;
tat065b;inc;20250701;20260630;MARCUS DELL;sum;
tat066;inc;20250701;20260630;SQUARE AU PTY;cnt;
tat067;inc;20250701;20260630;^Cash Deposit;cnt;
tat068;out;20250701;20260630;SACRED MOTH TATTOO ref: chair;cnt;
tat069;inc;20250701;20260630;^Osko payment from;ncnt;
tat070;out;20250701;20260630;^International Transaction Fee;cnt;
tat071;inc;20251001;20251231;SQUARE AU PTY;gt1500;
tat072;out;20260301;20260331;A1 BAKERY|DOORDASH|LYGON ST PIZZA|PADRE COFFEE|SYDNEY RD PHO|UBER \*EATS;cnt;
tat073;inc;20260101;20260630;SHOPIFY PAYMENTS;cnt;
tat074;linc;20260601;20260630;^Osko payment from;;
tat075;linc;20250701;20260630;PAYPAL AUSTRALIA|WISE AUSTRALIA;;
tat076;lout;20250701;20260630;^BPAY Payment;;
tat077;lout;20250701;20260630;^Direct Debit;;
tat078;lmiss;20250701;20260630;SHOPIFY PAYMENTS;;
tat079;lmon;20250701;20260630;SACRED MOTH TATTOO ref: consumables;;
tat080;lout;20250701;20260630;^Osko payment to;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / payee from the bank wording
  m = n
  if (m ~ /^Osko payment (from|to) /) { sub(/^Osko payment (from|to) /, "", m); sub(/ ref: .*$/, "", m)
    if (m ~ /^EASTSIDE ELECTRIC/) m = "Eastside Electric Tattoo" }
  else if (m ~ /PAYPAL AUSTRALIA 1045983322891/) m = "Lena Hoffmann"      # PayPal transfer ids from the PayPal report
  else if (m ~ /PAYPAL AUSTRALIA 1046217750034/) m = "Jake Morrow"
  else if (m ~ /PAYPAL AUSTRALIA 1046480021376/) m = "Aroha Tane"
  else if (m ~ /WISE AUSTRALIA PTY OLIVIA GRANT/) m = "Olivia Grant"
  else if (m ~ /^BPAY Payment ATO/) m = "ATO"
  else if (m ~ /^BPAY Payment AUSTRALIANSUPER/) m = "AustralianSuper"
  else if (m ~ /^BPAY Payment INSURANCE MADE EASY/) m = "Insurance Made Easy"
  else if (m ~ /^BPAY Payment POWERSHOP/) m = "Powershop"
  else if (m ~ /^Direct Debit AUSSIE BROADBAND/) m = "Aussie Broadband"
  else if (m ~ /^Direct Debit BRUNSWICK BOULDERS/) m = "Brunswick Boulders"
  else if (m ~ /^Direct Debit TELSTRA/) m = "Telstra"
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
  N++; d = substr($1, 1, 10); gsub(/-/, "", d); dt[N] = d; nar[N] = $3; amt[N] = $6 + 0
  if (NF != 7 || $6 !~ /^-?[0-9]+\.[0-9][0-9]$/ || $1 !~ /^20[0-9][0-9]-[01][0-9]-[0-3][0-9]T/) { print "BAD ROW " NR; bad++ }
  # income: client / processor credits; not housemates, mum, Priya'"'"'s ticket, nor a repeated same-day Sam Devlin deposit
  isinc[N] = (amt[N] > 0 && nar[N] ~ /SQUARE AU PTY|SHOPIFY PAYMENTS|PAYPAL AUSTRALIA|WISE AUSTRALIA|BRUNSWICK ALE WORK|^Cash Deposit|^Osko payment from/ \
              && nar[N] !~ /TAYLA BROOKS|JONATHAN PIKE|MAREE DONNELLY|PRIYA NAIR ref: tix/)
  if (isinc[N] && nar[N] ~ /SAM DEVLIN/) { if (samday == d) isinc[N] = 0; samday = d }
}
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (nar[i] !~ re) return 0
  if (ex ~ /^@/) { if (dt[i] == substr(ex, 2)) return 0 }   # @date: the private Australia Post parcel (person.md)
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
  nm2["tat056"] = "Square|Shopify"; nm2["tat057"] = "Sept_quarter|Dec_quarter"; nm2["tat058"] = "Barber_DTS|overseas_suppliers"
  nm2["tat059"] = "home_rent|chair_rent"; nm2["tat060"] = "Instagram_ads|Shopify_plan"; nm2["tat061"] = "Q1|Q3"
  nm2["tat062"] = "October|November"; nm2["tat063"] = "Coles|Aldi"; nm2["tat064"] = "Doordash|Uber_Eats"
  nm2["tat065"] = "Claire|Marcus"
  for (b = 56; b <= 65; b++) {
    id = "tat0" b; split(nm2[id], pp, "|"); split(exp_[id], e, " ")
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
  if [ "$rc" -ne 0 ] && [ "$(grep -c '^DIFF' "$TMP/out.txt")" -eq 1 ]; then echo "selftest: planted -0.01 on the first XERO debit caught (exactly 1 difference)"; exit 0; fi
  echo "selftest FAILED"; exit 1
fi
cat "$TMP/out.txt"
exit $rc
