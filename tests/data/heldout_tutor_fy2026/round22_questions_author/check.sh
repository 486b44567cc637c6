#!/usr/bin/env bash
# Second way for set heldout (tut): recompute every non-GST answerable item with awk straight from data/statement.csv
# (bank wording, dd/mm/yyyy dates, Debit / Credit columns only; no labels.csv, no answers.py code). The 5 GST/BAS and
# 3 tax-return figures are compared with the printout of `python3 data/hand_worked.py` instead.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> check lines; exit 0 only with 0 differences; last line "N differences"
#   bash out/check.sh --selftest  -> +0.01 on the first TPG INTERNET debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; SELF=0
tr -d '\r' < "$STMT" > "$TMP/st.csv"
if [ "${1:-}" = "--selftest" ]; then
  SELF=1
  awk -F, -v OFS=, '!done && $2 ~ /TPG INTERNET/ && $3 != "" { $3 = sprintf("%.2f", $3 + 0.01); done = 1 } { print }' "$TMP/st.csv" > "$TMP/st2.csv"
  mv "$TMP/st2.csv" "$TMP/st.csv"
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
# spec: id;mode;from;to;regex;post
#  modes: inc (tutoring income credits from bank wording), in (credits matching), out (matching rows as -amount:
#         refunds reduce), gst (from = quarters joined by +, regex = worksheet field), tax (regex = tax-summary key),
#         lname (payer names: OSKO DEPOSIT <name> <regex>), lmon (months in date order)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max cnt gtN (count rows over N)
#  compare items: <id>a and <id>b, the two sides in the order named
cat > "$TMP/spec.txt" <<'SPEC'
tut001;inc;20250701;20260630;TUTORLY PTY;sum
tut002;inc;20251001;20251231;TUTORLY PTY;sum
tut003;inc;20250701;20260630;K PAPADOPOULOS (nick|NICK)|K PAPADOPOULOS$;sum
tut004;inc;20260301;20260630;S RAJAPAKSE (tara|Tara)|S RAJAPAKSE$;sum
tut005;inc;20250701;20260630;PRIYANKA SHARMA;sum
tut006;inc;20250701;20260630;TAN MEI XIN;sum
tut007;inc;20250701;20260630;CHAN KA YEE;sum
tut008;inc;20250701;20260630;PAYPAL AUSTRALIA;sum
tut009;inc;20250701;20260630;HSC WORKSHOP;sum
tut010;inc;20250701;20260630;WORKBOOK;sum
tut011;inc;20250701;20251231;.;sum
tut012;inc;20260301;20260630;.;sum
tut013;inc;20251101;20251130;.;sum
tut014;inc;20260601;20260630;.;sum
tut015;inc;20250701;20260630;TUTORLY PTY;dn
tut016;inc;20250701;20260630;.;d12
tut017;inc;20250701;20260630;TUTORLY PTY;max
tut018;inc;20250701;20260630;J HADDAD (maya|Maya|tutoring);sum
tut019;inc;20250701;20260630;BROOKE TAYLOR;sum
tut020;in;20250701;20260630;NSW EDUCATION SAL;sum
tut021;inc;20250701;20260630;WISE AUSTRALIA|PAYPAL AUSTRALIA;sum
tut022;in;20250701;20260630;^TRANSFER FROM S20;sum
tut023;out;20250701;20260630;OSKO PAYMENT TO JAMES OKORO;sum
tut024;out;20250701;20260630;BPAY CITY OF PARRAMATTA;sum
tut025;out;20260101;20260630;BPAY CITY OF PARRAMATTA;sum
tut026;out;20250701;20260630;ZOOM\.COM;sum
tut027;out;20250701;20260630;XERO;sum
tut028;out;20250701;20260630;OVERLEAF;sum
tut029;out;20250701;20260630;^FOREIGN TRANSACTION FEE;sum
tut030;out;20250701;20260630;OFFICEWORKS;sum
tut031;out;20250701;20260630;OPTUS;sum
tut032;out;20250701;20260630;TPG INTERNET;sum
tut033;out;20250701;20260630;ORIGIN ENERGY;sum
tut034;out;20250701;20260630;^EFTPOS PURCHASE (BP|AMPOL|7-ELEVEN);sum
tut035;out;20251001;20251231;WOOLWORTHS|ALDI STORES|COLES|HARRIS FARM;sum
tut036;out;20250701;20260630;GUZMAN Y GOMEZ|EL JANNAH|SUSHI HUB|UBER \*EATS|MENULOG|MCDONALDS|CROWN ST BAKEHOUSE;sum
tut037;out;20250701;20260630;GUZMAN Y GOMEZ;sum
tut038;out;20250701;20260630;NETFLIX|SPOTIFY;sum
tut039;out;20250701;20260630;TRANSFER TO HOME LOAN;sum
tut040;out;20250701;20260630;^BPAY ATO;sum
tut041;out;20250701;20260630;BPAY AWARE SUPER;sum
tut042;out;20250701;20260630;NSW TEACHERS FED;sum
tut043;out;20250701;20260630;WOOLWORTHS|ALDI STORES|COLES|HARRIS FARM;d52
tut044;out;20250701;20260630;WOOLWORTHS;max
tut045;out;20250701;20260630;^TRANSFER TO S20;sum
tut046;out;20250701;20260630;PRICELINE|NORTH PARRAMATTA MED|WESTMEAD SPECIALIST;sum
tut047;out;20250701;20260630;MANSW;sum
tut048;gst;Q1;-;1A;-
tut049;gst;Q2;-;net;-
tut050;gst;Q1+Q2+Q3+Q4;-;G1;-
tut051;gst;Q4;-;1B;-
tut052;gst;Q3;-;G10;-
tut053;tax;-;-;P8-netIncome;-
tut054;tax;-;-;homeOffice;-
tut055;tax;-;-;totalDeductions;-
tut056a;inc;20250701;20260630;TUTORLY PTY;sum
tut056b;inc;20250701;20260630;K PAPADOPOULOS (nick|NICK)|K PAPADOPOULOS$;sum
tut057a;inc;20250701;20250930;.;sum
tut057b;inc;20251001;20251231;.;sum
tut058a;out;20250701;20260630;OSKO PAYMENT TO JAMES OKORO;sum
tut058b;out;20250701;20260630;BPAY CITY OF PARRAMATTA;sum
tut059a;out;20250701;20260630;WOOLWORTHS;sum
tut059b;out;20250701;20260630;ALDI STORES;sum
tut060a;out;20250701;20260630;NETFLIX;sum
tut060b;out;20250701;20260630;SPOTIFY;sum
tut061a;out;20250701;20260630;GUZMAN Y GOMEZ;sum
tut061b;out;20250701;20260630;EL JANNAH;sum
tut062a;inc;20251001;20251031;.;sum
tut062b;inc;20251101;20251130;.;sum
tut063a;inc;20250701;20260630;S RAJAPAKSE (tara|Tara)|S RAJAPAKSE$;sum
tut063b;inc;20250701;20260630;PRIYANKA SHARMA;sum
tut064a;inc;20250701;20251231;.;sum
tut064b;inc;20260101;20260630;.;sum
tut065a;out;20250701;20260630;ZOOM\.COM;sum
tut065b;out;20250701;20260630;XERO;sum
tut066;inc;20250701;20260630;TUTORLY PTY;cnt
tut067;out;20250701;20260630;OSKO PAYMENT TO JAMES OKORO;cnt
tut068;inc;20250701;20260630;WORKBOOK;cnt
tut069;out;20250701;20260630;^EFTPOS PURCHASE (BP|AMPOL|7-ELEVEN);cnt
tut070;inc;20250701;20260630;TAN MEI XIN;cnt
tut071;out;20260301;20260331;GUZMAN Y GOMEZ|EL JANNAH|SUSHI HUB|UBER \*EATS|MENULOG|MCDONALDS|CROWN ST BAKEHOUSE;cnt
tut072;inc;20250701;20260630;HSC WORKSHOP;cnt
tut073;inc;20250701;20260630;TUTORLY PTY;gt500
tut074;lname;20250701;20260630; WORKBOOK$;-
tut075;lname;20250701;20260630; HSC WORKSHOP$;-
tut076;lmon;20250701;20260630;OSKO PAYMENT TO JAMES OKORO;-
tut077;lmon;20250701;20260630;NSW EDUCATION SAL;-
tut078;lmon;20250701;20260630;ORIGIN ENERGY;-
tut079;lmon;20250701;20260630;J HADDAD (maya|Maya|tutoring);-
tut080;lmon;20250701;20260630;OFFICEWORKS;-
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
BEGIN {
  FS = ","
  split("January February March April May June July August September October November December", full, " ")
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = ""; continue }
    if (line ~ /^   [A-Za-z0-9-]+[ (]/ && line !~ /=/) { n = split(line, kv, " "); k1 = kv[1]; sub(/\(.*/, "", k1); tax[k1] = kv[n] + 0 }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  if (NF != 5 || $1 !~ /^[0-3][0-9]\/[01][0-9]\/20[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
  N++; split($1, dd, "/"); dt[N] = dd[3] dd[2] dd[1]; nar[N] = $2; amt[N] = ($4 != "" ? $4 + 0 : -($3 + 0))
  # returned duplicate (newest first: the return is read before the deposit it returns)
  if (amt[N] < 0 && nar[N] ~ /^OSKO PAYMENT TO .* refund dup/) { pn = nar[N]; sub(/^OSKO PAYMENT TO /, "", pn); sub(/ refund dup.*/, "", pn); dupname = pn; dupamt = -amt[N] }
  # tutoring income: client deposits and platform / Wise / PayPal credits; not friends / family, not the duplicate
  isinc[N] = (amt[N] > 0 && nar[N] ~ /^OSKO DEPOSIT |TUTORLY PTY|WISE AUSTRALIA|PAYPAL AUSTRALIA/ && nar[N] !~ /HANNAH WU|B KOWALCZYK/)
  if (isinc[N] && dupname != "" && index(nar[N], dupname) && amt[N] == dupamt) { isinc[N] = 0; dupname = "" }
}
function sel(i, mode, lo, hi, re) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (nar[i] !~ re) return 0
  if (mode == "inc" || mode == "lname") return isinc[i]
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
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""
    if (mode == "gst") {
      nq = split(lo, qs, "+"); tot = 0; ptot = 0
      for (k = 1; k <= nq; k++) { q = qs[k]; tot += hw[q, re]
        if (re == "1A") ptot += hw[q, "1A-per-row"]; else if (re == "1B") ptot += hw[q, "1B-per-row"]
        else if (re == "net") ptot += hw[q, "1A-per-row"] - hw[q, "1B-per-row"]; else ptot += hw[q, re] }
      got = c2(tot); gotn = "-"; if (c2(ptot) != got) alt = c2(ptot)
    } else if (mode == "tax") { got = c2(tax[re]); gotn = "-"
    } else if (mode == "lmon") {
      ord = ""
      for (i = N; i >= 1; i--) if (sel(i, mode, lo, hi, re)) { m = full[substr(dt[i], 5, 2) + 0] "_" substr(dt[i], 1, 4); if (index(ord, "|" m "|") == 0) ord = ord "|" m "|" }
      gsub(/\|\|/, "|", ord); gsub(/^\||\|$/, "", ord); got = ord
    } else if (mode == "lname") {
      delete names
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re)) { m = nar[i]; sub(/^OSKO DEPOSIT /, "", m); sub(re, "", m); gsub(/ /, "_", m); names[m] = 1 }
      got = sortjoin(names)
    } else {
      sum = 0; cnt = 0; mx = ""
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re)) {
        a = (mode == "out") ? -amt[i] : amt[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        sum += a; cnt++; if (mx == "" || a > mx) mx = a
      }
      got = c2(sum); gotn = cnt
      if (post ~ /^d[0-9]+$/) got = c2(sum / substr(post, 2))
      if (post == "d52") alt = c2(sum / (365 / 7))
      if (post == "dn") got = c2(sum / cnt)
      if (post == "max") { got = c2(mx); gotn = 1 }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
    }
    split(exp_[base], e, " ")
    if (part == "") {
      if (e[2] == "fig") { want = e[3] " " e[4] (e[5] != "" ? " " e[5] : ""); have = got " " gotn (alt != "" ? " " alt : "") }
      else if (e[2] == "cnt" || e[2] == "lst") { want = e[3]; have = got }
      else { want = "(no expected)"; have = got }
    } else { want = (part == "a") ? e[3] : e[4]; have = got; cmpv[base, part] = got + 0 }
    checked++
    status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, (mode == "gst" || mode == "tax" ? " (from hand_worked.py printout, not bank wording)" : "")
  }
  nm2["tut056"] = "Tutorly|Nick'"'"'s_mum"; nm2["tut057"] = "Sept_quarter|Dec_quarter"; nm2["tut058"] = "James|room_hire"
  nm2["tut059"] = "Woolworths|Aldi"; nm2["tut060"] = "Netflix|Spotify"; nm2["tut061"] = "GYG|El_Jannah"
  nm2["tut062"] = "October|November"; nm2["tut063"] = "Tara|Arjun"; nm2["tut064"] = "first_half|second_half"; nm2["tut065"] = "Zoom|Xero"
  for (b = 56; b <= 65; b++) {
    id = "tut0" b; split(nm2[id], pp, "|"); split(exp_[id], e, " ")
    larger = (cmpv[id, "a"] > cmpv[id, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, id, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures, 10 compares x 3, 8 counts, 7 lists), %d differences, %d bad rows\n", checked, diffs, bad + 0
  printf "%d differences\n", diffs + bad
  exit (diffs + bad > 0)
}' "$TMP/st.csv" > "$TMP/out.txt"
rc=$?
if [ "$SELF" = 1 ]; then
  grep DIFF "$TMP/out.txt"; tail -1 "$TMP/out.txt"
  if [ "$rc" -ne 0 ] && [ "$(grep -c '^DIFF' "$TMP/out.txt")" -eq 1 ]; then echo "selftest: planted +0.01 on the first TPG INTERNET debit caught (exactly 1 difference)"; exit 0; fi
  echo "selftest FAILED"; exit 1
fi
cat "$TMP/out.txt"
exit $rc
