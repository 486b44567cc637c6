#!/usr/bin/env bash
# Second way for set tune (rt001-rt100): recompute every figure / compare / count / list with awk straight from
# data/statement.csv (bank wording, posting date, signed Amount only; no labels.csv, no answers.py code).
# The GST/BAS figures, the 1A compare and the D9+D10+D12 figure cannot come from bank wording (payout gross,
# private shares, GST-free parts, the accountant's GST credit): they are compared with the worksheet and tax summary
# printed by `python3 data/hand_worked.py` instead. python3 is used only to flatten the JSON and run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> -0.01 on the first ERGON ENERGY debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_tune.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $3 ~ /ERGON ENERGY/ { $4 = sprintf("%.2f", $4 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
# spec: id;mode;from;to;regex;post;exclude-regex;row-filter
#  modes: inc   income rows: credits except partner, own savings, ATO, Medicare, Visa refund and the Coralwind credit,
#               plus the "REFUND CYCLONE" payments back to guests (negative); alt = credits only (refunds not netted)
#         incin income credits only; in any credit; out debit - credit (money out net of credits, alt = debits only);
#         outonly debits only; gst (from = quarters, regex = worksheet field); tax (regex = tax-summary keys joined by +)
#         linc / lout: distinct payer / payee names (names from the wording, see name())
#  post:  sum dN (total / N) dn (per row) max min cnt ncnt (distinct names)
#  row-filter: gtN (amount over N), eqN (amount equal N)
#  regex DIESEL = servo rows of 90.00 or more (minibus dockets 95-185); UNL = servo rows under 90.00 (Corolla 48-82)
cat > "$TMP/spec.txt" <<'SPEC'
rt001;inc;20250701;20260630;VIATOR INC;sum;;
rt002;inc;20250701;20250930;GETYOURGUIDE;sum;;
rt003;inc;20260101;20260331;STRIPE PAYMENTS;sum;;
rt004;inc;20251226;20260630;TROPIC TOUR DESK;sum;;
rt005;inc;20250701;20260630;.;sum;;
rt006;inc;20251001;20251031;.;sum;;
rt007;inc;20260201;20260228;.;sum;;
rt008;inc;20250701;20260630;WISE AUSTRALIA;sum;;
rt009;inc;20250701;20260630;TOM BRADSHAW;sum;;
rt010;inc;20250701;20260630;PRIYA SHARMA;sum;;
rt011;inc;20250701;20260630;^CASH DEPOSIT;sum;;
rt012;inc;20250701;20260630;FNQ MINING|JCU CAIRNS;sum;;
rt013;incin;20250701;20260630;.;max;;
rt014;inc;20250701;20260630;STRIPE PAYMENTS;min;;
rt015;inc;20250701;20260630;VIATOR INC;dn;;
rt016;inc;20250701;20260630;.;d12;;
rt017;inc;20260403;20260425;.;sum;;
rt018;inc;20250701;20260630;.;sum;STRIPE PAYMENTS|VIATOR INC|GETYOURGUIDE|TROPIC TOUR DESK;
rt019;outonly;20250701;20260630;REFUND CYCLONE;sum;;
rt020;in;20250701;20260630;DANIEL MARCHETTI;sum;;
rt021;inc;20251001;20251231;.;sum;;
rt022;inc;20260501;20260531;.;sum;STRIPE PAYMENTS|VIATOR INC|GETYOURGUIDE|TROPIC TOUR DESK|^CASH DEPOSIT|JCU CAIRNS|FNQ MINING;
rt023;out;20250701;20260630;CORALWIND;sum;;
rt024;out;20251001;20251231;LOW ISLES SAILAWAY;sum;;
rt025;out;20250701;20260630;CORALWIND|LOW ISLES SAILAWAY;sum;;
rt026;out;20250701;20260630;DIESEL;sum;;
rt027;out;20250701;20260630;UNL;sum;;
rt028;out;20250701;20260630;DIESEL;dn;;
rt029;out;20250701;20260630;QLD TRANSPORT REGO|QBE INSURANCE|CAIRNS TOYOTA|BEAUREPAIRES;sum;;
rt030;out;20250701;20260630;TOYOTA FINANCE;sum;;
rt031;out;20250701;20260630;^OSKO PAYMENT TO .* - COMM ;sum;;
rt032;out;20260101;20260630;DAINTREE RIVER FERRY;sum;;
rt033;out;20250701;20260630;CAFE CHINO|MOSSMAN BAKERY|WHYANBEEL ARMS;sum;;
rt034;out;20250701;20260630;MOSSMAN GORGE CENTRE|DAINTREE ICE CREAM;sum;;
rt035;out;20250701;20260630;REZDY|MAILCHIMP|^INTERNATIONAL TRANSACTION FEE;sum;;
rt036;out;20250701;20260630;^INTERNATIONAL TRANSACTION FEE|^INWARD TT FEE;sum;;
rt037;out;20250701;20260630;RAY WHITE CAIRNS;sum;;
rt038;out;20251226;20260630;GOODSTART;sum;;
rt039;out;20250701;20260630;CAPTAIN ROCKS|DOMINOS|GUZMAN Y GOMEZ|HUNGRY JACKS|MENULOG;sum;;
rt040;out;20250701;20260630;(PURCHASE|DEBIT) (ALDI|COLES|IGA|RUSTYS);sum;;
rt041;out;20250701;20260630;ERGON ENERGY;sum;;
rt042;out;20250701;20260630;TELSTRA|SUPERLOOP;sum;;
rt043;outonly;20250701;20260630;TESS SAVINGS;sum;;
rt044;outonly;20250701;20251231;^BPAY PAYMENT ATO;sum;;
rt045;out;20250701;20260630;ALLENS TRAINING|DEEP SEA DIVERS|ROYAL LIFE SAVING;sum;;
rt046;outonly;20250701;20260630;.;max;;
rt047;out;20250701;20260630;QLD PARKS PERMITS|BPAY PAYMENT GBRMPA;sum;;
rt048;out;20250701;20260630;TOURISM INSURANCE;sum;;
rt049;out;20250701;20260630;ESPLANADE TAX;sum;;
rt050;gst;Q1;;1A;;;
rt051;gst;Q2;;1B;;;
rt052;gst;Q4;;net;;;
rt053;gst;Q1+Q2+Q3+Q4;;G1;;;
rt054;gst;Q1+Q2+Q3+Q4;;G10;;;
rt055;tax;;;D9+D10+D12;;;
rt056a;inc;20250701;20260630;VIATOR INC;sum;;
rt056b;inc;20250701;20260630;GETYOURGUIDE;sum;;
rt057a;inc;20251001;20251031;.;sum;;
rt057b;inc;20251101;20251130;.;sum;;
rt058a;out;20250701;20260630;CORALWIND;sum;;
rt058b;out;20250701;20260630;LOW ISLES SAILAWAY;sum;;
rt059a;out;20250701;20260630;PURCHASE SHELL;sum;;
rt059b;out;20250701;20260630;PURCHASE AMPOL;sum;;
rt060a;inc;20250701;20251231;.;sum;;
rt060b;inc;20260101;20260630;.;sum;;
rt061a;out;20250701;20260630;TELSTRA;sum;;
rt061b;out;20250701;20260630;SUPERLOOP;sum;;
rt062a;gst;Q1;;1A;;;
rt062b;gst;Q4;;1A;;;
rt063a;out;20250701;20260630;(PURCHASE|DEBIT) COLES;sum;;
rt063b;out;20250701;20260630;(PURCHASE|DEBIT) IGA;sum;;
rt064a;inc;20250701;20260630;TOM BRADSHAW;sum;;
rt064b;inc;20250701;20260630;PRIYA SHARMA;sum;;
rt065a;inc;20250701;20250930;STRIPE PAYMENTS;sum;;
rt065b;inc;20260401;20260630;STRIPE PAYMENTS;sum;;
rt066;inc;20250701;20260630;STRIPE PAYMENTS;cnt;;gt1000
rt067;out;20250701;20260630;DIESEL;cnt;;
rt068;inc;20250701;20260630;WISE AUSTRALIA;cnt;;
rt069;inc;20250701;20260630;WISE AUSTRALIA;ncnt;;
rt070;incin;20260501;20260531;.;cnt;;
rt071;out;20260401;20260630;DAINTREE RIVER FERRY;cnt;;
rt072;out;20251226;20260630;CAPTAIN ROCKS|DOMINOS|GUZMAN Y GOMEZ|HUNGRY JACKS|MENULOG;cnt;;
rt073;outonly;20250701;20260630;TESS SAVINGS;cnt;;eq1000
rt074;linc;20250701;20260630;WISE AUSTRALIA;;;
rt075;lout;20250701;20260630;REFUND CYCLONE;;;
rt076;lout;20250701;20251231;^OSKO PAYMENT TO .* - COMM ;;;
rt077;linc;20250701;20260630;.;;;gt2000
rt078;linc;20251218;20251224;.;;;
rt079;lout;20250701;20260630;UNL;;;
rt080;linc;20260301;20260331;.;;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); sub(/ \(.*\) VIA WISE$/, "", s); gsub(/[^A-Z0-9|]/, "", s); return s }
function caps(s,  w, n, k, out) {   # leading words in capitals (a name), stopping at free text or numbers
  n = split(s, w, " "); out = ""
  for (k = 1; k <= n; k++) { if (w[k] !~ /^[A-Z&]+$/ || w[k] == "TOUR") break; out = out (out == "" ? "" : " ") w[k] }
  sub(/ TESS TOURS$/, "", out); return out
}
function name(n,  m) {   # payer / payee from the bank wording
  if (n ~ /STRIPE PAYMENTS/) return norm("Stripe (website card bookings)")
  if (n ~ /VIATOR INC/) return norm("Viator")
  if (n ~ /GETYOURGUIDE/) return norm("GetYourGuide Deutschland GmbH")
  if (n ~ /TROPIC TOUR DESK/) return norm("Tropic Tour Desk Pty Ltd")
  if (n ~ /FNQ MINING/) return norm("FNQ Mining Services Pty Ltd")
  if (n ~ /JCU CAIRNS/) return norm("James Cook University")
  if (n ~ /^CASH DEPOSIT/) return norm("Tour guests (cash tips)")
  if (n ~ /PURCHASE SHELL/) return norm("Shell")
  if (n ~ /PURCHASE BP /) return norm("BP")
  if (n ~ /PURCHASE AMPOL/) return norm("Ampol")
  if (n ~ /PURCHASE PUMA ENERGY/) return norm("Puma Energy")
  if (n ~ /PURCHASE 7-ELEVEN/) return norm("7-Eleven")
  m = n
  if (m ~ /^OSKO CREDIT FROM WISE AUSTRALIA PTY LTD - /) { sub(/^OSKO CREDIT FROM WISE AUSTRALIA PTY LTD - /, "", m); return norm(caps(m)) }
  if (m ~ /^OSKO (CREDIT FROM|PAYMENT TO) /) { sub(/^OSKO (CREDIT FROM|PAYMENT TO) /, "", m); sub(/ - .*$/, "", m); return norm(m) }
  if (m ~ /^DIRECT CREDIT /) { sub(/^DIRECT CREDIT /, "", m); return norm(caps(m)) }
  if (m ~ /^INWARD TT /) { sub(/^INWARD TT /, "", m); sub(/ TOUR BOOKING$/, "", m); return norm(m) }
  return "?" norm(m)
}
function isinc(i) {
  if (amt[i] > 0) return nar[i] !~ /DANIEL MARCHETTI|TESS SAVINGS|^DIRECT CREDIT ATO|MEDICARE|^VISA REFUND|^OSKO CREDIT FROM CORALWIND/
  return nar[i] ~ /^OSKO PAYMENT TO .* - REFUND CYCLONE/
}
function isfuel(i) { return nar[i] ~ /^VISA PURCHASE (AMPOL|BP |7-ELEVEN|SHELL|PUMA ENERGY)/ }
function sel(i, mode, lo, hi, re, ex, filt,  a) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "DIESEL") { if (!isfuel(i) || -amt[i] < 90) return 0 }
  else if (re == "UNL") { if (!isfuel(i) || -amt[i] >= 90) return 0 }
  else if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  a = (amt[i] < 0) ? -amt[i] : amt[i]
  if (filt ~ /^gt/ && !(a > substr(filt, 3) + 0)) return 0
  if (filt ~ /^eq/ && !(a == substr(filt, 3) + 0)) return 0
  if (mode == "inc") return isinc(i)
  if (mode == "incin" || mode == "linc") return isinc(i) && amt[i] > 0
  if (mode == "in") return amt[i] > 0
  if (mode == "out" || mode == "lout") return 1
  if (mode == "outonly") return amt[i] < 0
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
    if (line ~ /^   [A-Za-z0-9]/ && line !~ /=/) { n = split(line, kv, " "); tax[kv[1]] = kv[n] + 0 }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  # Date,Value Date,Description,Amount,Balance: the description holds no commas in this export; check every row
  N++; dt[N] = ymd($1); nar[N] = $3; amt[N] = $4 + 0
  if (NF != 5 || $4 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; ex = s[7]; filt = s[8]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""; src = ""
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
      src = " (from hand_worked.py worksheet, not bank wording)"
    } else if (mode == "tax") {
      nk = split(re, ks, "+"); tot = 0
      for (k = 1; k <= nk; k++) tot += tax[ks[k]]
      got = c2(tot); gotn = "-"; src = " (from hand_worked.py tax summary, not bank wording)"
    } else if (mode ~ /^l/) {
      delete names
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex, filt)) names[name(nar[i])] = 1
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = ""; mn = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex, filt)) {
        v = (mode ~ /^out/) ? -amt[i] : amt[i]
        sum += v; cnt++; if (v > 0) gross += v
        if (mx == "" || v > mx) mx = v
        if (mn == "" || v < mn) mn = v
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
      }
      got = c2(sum); gotn = cnt
      if (c2(gross) != got) alt = c2(gross)
      if (post ~ /^d[0-9]+$/) { got = c2(sum / substr(post, 2)); alt = "" }
      if (post == "dn") { got = c2(sum / cnt); alt = "" }
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "min") { got = c2(mn); gotn = 1; alt = "" }
      if (post == "cnt") { got = cnt; gotn = "" }
      if (post == "ncnt") { got = nn; gotn = "" }
    }
    split(exp_[base], e, " ")
    if (part == "") {
      if (e[2] == "fig") { want = e[3] " " e[4] (e[5] != "" ? " " e[5] : ""); have = got " " gotn (alt != "" ? " " alt : "") }
      else if (e[2] == "cnt") { want = e[3]; have = got }
      else if (e[2] == "lst") { delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) if (wl[k] != "-") { gsub(/_/, " ", wl[k]); wa[norm(wl[k])] = 1 }; want = sortjoin(wa); have = got }
      else { want = "(no expected)"; have = got }
    } else { want = (part == "a") ? e[3] : e[4]; have = got; cmpv[base, part] = got + 0 }
    checked++
    status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-7s expected [%s] awk [%s]%s\n", status, id, want, have, src
  }
  nm2["rt056"] = "Viator|GetYourGuide"; nm2["rt057"] = "October|November"; nm2["rt058"] = "Coralwind|Low_Isles"
  nm2["rt059"] = "Shell|Ampol"; nm2["rt060"] = "first_half|second_half"; nm2["rt061"] = "Telstra|Superloop"
  nm2["rt062"] = "Sept_quarter|June_quarter"; nm2["rt063"] = "Coles|IGA"; nm2["rt064"] = "Tom_Bradshaw|Priya_Sharma"
  nm2["rt065"] = "Jul-Sep|Apr-Jun"
  for (b in nm2) {
    split(nm2[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-7s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
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
