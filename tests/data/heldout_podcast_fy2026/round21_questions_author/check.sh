#!/usr/bin/env bash
# Second way for set heldout (pdq): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording, posting Date, Debit / Credit only; no answers.py code). Processor gross and fee
# (pdq005-007) are not in the bank file: awk reads them from the note of the same line of data/labels.csv (rows are
# one to one). The 6 GST/BAS figures, the net-GST compare and the 2 return figures are compared with the worksheet and
# tax summary printed by `python3 data/hand_worked.py`. python3 only flattens the JSON and runs hand_worked.py.
#   bash check.sh > check_out.txt   -> every check line + summary on stdout; exit 0 only with 0 differences
#   bash check.sh --selftest        -> -0.01 on the first 2026 ADOBE debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; LAB="$DATA/labels.csv"; OUT=/dev/stdout
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $1 ~ /2026$/ && $2 ~ /ADOBE/ && $3 != "" { $3 = sprintf("%.2f", $3 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#  modes: inc (business income credits), in (any credit), out (debits, as positive), net (all matched rows, minus sign),
#         incg / incf (income rows, value = gross / processor fee from the labels.csv note of the same line),
#         gst (from = quarter(s) or Y, regex = worksheet field), tax (regex = tax-summary key),
#         linc / lout (lists of names), lmon (months in date order)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt ncnt (distinct names) nmon (distinct months) gtN
#  regex FUEL / GROC / SOFT / KIDS = the merchant groups below
cat > "$TMP/spec.txt" <<'SPEC'
pdq001;inc;20250701;20260630;FERNWAY;sum;
pdq002;inc;20250701;20260630;SALTBUSH;sum;
pdq003;inc;20250701;20260630;BRISBANE CITY COUN|LOGAN CITY COUNCIL;sum;
pdq004;inc;20251001;20251231;STRIPE QUINLAN;sum;
pdq005;incg;20250701;20260630;STRIPE QUINLAN;sum;
pdq006;incg;20250701;20260630;PAYPAL AUSTRALIA;sum;
pdq007;incf;20250701;20260630;UPWORK GLOBAL;sum;
pdq008;inc;20250701;20260630;WISE AUSTRALIA PTY HOLLOW PINE;sum;
pdq009;inc;20250701;20260630;WISE AUSTRALIA PTY MARLOW;sum;
pdq010;inc;20250701;20260630;KURILPA|ANNERLEY JUNCTION|BOUNDARY ROOM;sum;
pdq011;inc;20250701;20260630;^BANK@POST DEPOSIT;sum;
pdq012;inc;20260301;20260630;.;sum;
pdq013;inc;20250701;20251231;.;sum;
pdq014;inc;20251201;20251231;.;sum;
pdq015;inc;20250701;20260630;.;d12;
pdq016;inc;20250701;20260630;.;max;
pdq017;inc;20250701;20260630;STRIPE QUINLAN;min;
pdq018;inc;20250701;20260630;MEL OKAFOR;sum;
pdq019;in;20250701;20260630;PRIYA RAMAN rent;sum;
pdq020;inc;20260401;20260630;UPWORK GLOBAL;sum;
pdq021;inc;20260101;20260630;WISE AUSTRALIA PTY;sum;
pdq022;inc;20250701;20260630;^OSKO DEPOSIT FROM;sum;
pdq023;in;20250701;20260630;^DIRECT CREDIT ATO ;sum;
pdq024;out;20250701;20260630;MOWBRAY & SONS;sum;
pdq025;out;20260101;20260630;MOWBRAY & SONS;sum;
pdq026;out;20250701;20260630;FUEL;sum;
pdq027;out;20250701;20260630;PURCHASE XX4829 SHELL REDDY;sum;
pdq028;out;20250701;20260630;ADOBE;sum;
pdq029;out;20250701;20260630;OMNY;sum;
pdq030;out;20250701;20260630;^INTL TRANSACTION FEE;sum;
pdq031;out;20250701;20250930;SOFT;sum;
pdq032;out;20250701;20260630;STORE DJ;gt1000;
pdq033;out;20250701;20260630;STORE DJ;sum;
pdq034;net;20250701;20260630;JAYCAR;sum;
pdq035;out;20250701;20260630;BRISBANE AMP REPAIRS;sum;
pdq036;out;20250701;20260630;^DIRECT DEBIT TELSTRA;sum;
pdq037;out;20250701;20260630;ORIGIN ENERGY;sum;
pdq038;out;20250701;20260630;QLD TRANSPORT REGO|RACQ INSURANCE|PURCHASE XX4829 MYCAR;sum;
pdq039;out;20251001;20251231;GROC;sum;
pdq040;out;20250701;20260630;GABBA FRESH FRUIT;sum;
pdq041;out;20250701;20260630;COLES 0822;sum;
pdq042;out;20250701;20260630;UBER \*EATS|MENULOG;sum;
pdq043;out;20250701;20260630;TO GOAL SAVER;sum;
pdq044;out;20250701;20260630;.;max;GOAL SAVER
pdq045;out;20250701;20260630;FUEL;dn;
pdq046;out;20250701;20260630;GROC;d52;
pdq047;out;20260101;20260630;KIDS;sum;
pdq048;gst;Q1;;G1;;
pdq049;gst;Q2;;1B;;
pdq050;gst;Q3;;net;;
pdq051;gst;Y;;G2;;
pdq052;gst;Q2;;G10;;
pdq053;gst;Q4;;1A;;
pdq054;tax;;;P8-netIncome;;
pdq055;tax;;;P8-motor-vehicle;;
pdq056a;inc;20250701;20260630;FERNWAY;sum;
pdq056b;inc;20250701;20260630;SALTBUSH;sum;
pdq057a;inc;20250701;20260630;STRIPE QUINLAN;sum;
pdq057b;inc;20250701;20260630;PAYPAL AUSTRALIA;sum;
pdq058a;inc;20250701;20250930;.;sum;
pdq058b;inc;20260401;20260630;.;sum;
pdq059a;out;20250701;20251231;FUEL;sum;
pdq059b;out;20260101;20260630;FUEL;sum;
pdq060a;out;20250701;20260630;COLES 0822;sum;
pdq060b;out;20250701;20260630;ALDI ANNERLEY;sum;
pdq061a;out;20250701;20260630;^DIRECT DEBIT TELSTRA;sum;
pdq061b;out;20250701;20260630;^DIRECT DEBIT AUSSIE BROADBAND;sum;
pdq062a;gst;Q1;;net;;
pdq062b;gst;Q4;;net;;
pdq063a;inc;20250701;20260630;KURILPA;sum;
pdq063b;inc;20250701;20260630;ANNERLEY JUNCTION;sum;
pdq064a;inc;20250701;20260630;HOLLOW PINE;sum;
pdq064b;inc;20250701;20260630;MARLOW;sum;
pdq065a;inc;20251101;20251130;.;sum;
pdq065b;inc;20251201;20251231;.;sum;
pdq066;inc;20250701;20260630;STRIPE QUINLAN;cnt;
pdq067;inc;20250701;20260630;KURILPA;cnt;
pdq068;out;20250701;20260630;FUEL;cnt;
pdq069;inc;20250701;20260630;.;gt3000;
pdq070;inc;20260101;20260331;PAYPAL AUSTRALIA;cnt;
pdq071;out;20250701;20260630;GABBA PHO;cnt;
pdq072;inc;20250701;20260630;^OSKO DEPOSIT FROM;ncnt;
pdq073;inc;20250701;20260630;FERNWAY;nmon;
pdq074;linc;20250701;20260630;COUNCIL|CITY COUN;;
pdq075;linc;20250701;20260630;^OSKO DEPOSIT FROM;;
pdq076;linc;20251001;20251231;KURILPA|ANNERLEY JUNCTION|BOUNDARY ROOM;;
pdq077;linc;20250701;20260630;WISE AUSTRALIA PTY;;
pdq078;lmon;20250701;20260630;UPWORK GLOBAL;;
pdq079;lout;20250701;20260630;^BPAY PAYMENT;;
pdq080;lout;20250701;20260630;^VISA PURCHASE .*USD[0-9];;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" -v LAB="$LAB" '
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / payee from the bank wording
  m = "?" n
  if (n ~ /BRISBANE CITY COUN/) m = "Brisbane City Council"
  else if (n ~ /LOGAN CITY COUNCIL/) m = "Logan City Council"
  else if (n ~ /KURILPA SOCIAL/) m = "Kurilpa Social Club Inc"
  else if (n ~ /ANNERLEY JUNCTION/) m = "Annerley Junction Hall Inc"
  else if (n ~ /BOUNDARY ROOM/) m = "The Boundary Room Pty Ltd"
  else if (n ~ /WISE AUSTRALIA PTY HOLLOW PINE/) m = "Hollow Pine Audio LLC (US)"
  else if (n ~ /WISE AUSTRALIA PTY MARLOW/) m = "Marlow & Finch Productions Ltd (UK)"
  else if (n ~ /^OSKO DEPOSIT FROM 4ZZZ FM ASSOC INC/) m = "4ZZZ FM Association Inc"
  else if (n ~ /^OSKO DEPOSIT FROM /) { m = n; sub(/^OSKO DEPOSIT FROM /, "", m); sub(/ (INV |QA|[a-z0-9]).*$/, "", m) }
  else if (n ~ /^BPAY PAYMENT AUSTRALIAN TAXATION/) m = "Australian Taxation Office"
  else if (n ~ /^BPAY PAYMENT AUSTRALIAN RETIREMEN/) m = "Australian Retirement Trust"
  else if (n ~ /^BPAY PAYMENT ORIGIN/) m = "Origin Energy"
  else if (n ~ /^BPAY PAYMENT QLD TRANSPORT/) m = "Queensland Government (Transport and Main Roads)"
  else if (n ~ /^BPAY PAYMENT RACQ/) m = "RACQ Insurance"
  else if (n ~ /^BPAY PAYMENT BIZCOVER/) m = "BizCover"
  else if (n ~ /DESCRIPT/) m = "Descript"
  else if (n ~ /DROPBOX/) m = "Dropbox"
  else if (n ~ /SPLICE/) m = "Splice"
  else if (n ~ /WAVES AUDIO/) m = "Waves Audio"
  else if (n ~ /IZOTOPE/) m = "iZotope"
  return norm(m)
}
function isinc(i) { return amt[i] > 0 && !dup[i] && nar[i] ~ /^DIRECT CREDIT (FERNWAY|SALTBUSH|BRISBANE CITY|LOGAN CITY|KURILPA|ANNERLEY|BOUNDARY|WISE|UPWORK|STRIPE|PAYPAL)|^BANK@POST DEPOSIT|^OSKO DEPOSIT FROM/ && nar[i] !~ /PRIYA RAMAN/ }
function grp(i, g) {
  if (g == "FUEL") return nar[i] ~ /^VISA PURCHASE XX4829 (SHELL|AMPOL|BP |7-ELEVEN)/
  if (g == "GROC") return nar[i] ~ /^(VISA PURCHASE XX4829|EFTPOS DEBIT) (ALDI|COLES|WOOLWORTHS|GABBA FRESH FRUIT)/
  if (g == "SOFT") return nar[i] ~ /^VISA PURCHASE XX4829 (ADOBE|DROPBOX|SPLICE|DESCRIPT|OMNY|TRITON DIGITAL\*OMNY|WAVES|IZOTOPE)/
  if (g == "KIDS") return nar[i] ~ /^VISA PURCHASE XX4829 (KIDZ SWIM|TIMEZONE|LOWS SCHOOL|BIG W)/
  return nar[i] ~ g
}
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (!grp(i, re)) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode ~ /^inc/ || mode == "linc" || mode == "lmon") return isinc(i)
  if (mode == "in") return amt[i] > 0
  if (mode == "out" || mode == "lout") return amt[i] < 0
  if (mode == "net") return 1
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
  split("JANUARY FEBRUARY MARCH APRIL MAY JUNE JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER", full, " ")
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = ""; continue }
    if (line ~ /^ +(P8-|D[0-9])/) { n = split(line, kv, " "); tax[kv[1]] = kv[n] + 0 }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
  getline line < LAB   # header
  while ((getline line < LAB) > 0) {
    split(line, f, ","); ln = f[1] + 0
    if (match(line, /gross [0-9.]+/)) gr[ln] = substr(line, RSTART + 6, RLENGTH - 6) + 0
    if (match(line, /(Stripe|PayPal|Upwork) fee [0-9.]+/)) { s_ = substr(line, RSTART, RLENGTH); sub(/.* fee /, "", s_); fe[ln] = s_ + 0 }
  }
}
NR > 1 {
  sub(/\r$/, "")
  N++; split($1, d, "/"); dt[N] = d[3] d[2] d[1]; nar[N] = $2; gsub(/  +/, " ", nar[N])
  amt[N] = ($4 != "" ? $4 + 0 : -($3 + 0))
  if (NF != 5 || $1 !~ /^[0-9][0-9]\/[0-9][0-9]\/20[0-9][0-9]$/ || ($3 "" $4) !~ /^[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
  # a client credit with the very wording of an earlier credit is a duplicate payment (sent back): not income
  if (amt[N] > 0 && ($2 in seenc) && $2 !~ /PRIYA|GOAL SAVER|BANK@POST/) dup[N] = 1
  if (amt[N] > 0) seenc[$2] = 1
}
END {
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; ex = s[7]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""
    if (mode == "gst") {
      got = c2(hw[lo, re]); gotn = "-"
      if (re == "1A") alt = c2(hw[lo, "1A-per-row"])
      else if (re == "1B") alt = c2(hw[lo, "1B-per-row"])
      else if (re == "net") alt = c2(hw[lo, "1A-per-row"] - hw[lo, "1B-per-row"])
      if (alt == got) alt = ""
    } else if (mode == "tax") {
      got = c2(tax[re]); gotn = "-"
    } else if (mode ~ /^l/) {
      delete names; ord = ""
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        if (mode == "lmon") { m = full[substr(dt[i], 5, 2) + 0] substr(dt[i], 1, 4); if (index(ord, "|" m "|") == 0) ord = ord "|" m "|"; continue }
        names[name(nar[i])] = 1
      }
      if (mode == "lmon") { gsub(/\|\|/, "|", ord); gsub(/^\||\|$/, "", ord); got = ord } else got = sortjoin(names)
    } else {
      sum = 0; cnt = 0; mx = ""; mn_ = ""; delete seen; nn = 0; delete mon; nm = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        a = (mode == "out" || mode == "net") ? -amt[i] : (mode == "incg" ? gr[i] : (mode == "incf" ? fe[i] : amt[i]))
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        sum += a; cnt++
        if (mx == "" || a > mx) mx = a
        if (mn_ == "" || a < mn_) mn_ = a
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
        if (!(substr(dt[i], 1, 6) in mon)) { mon[substr(dt[i], 1, 6)] = 1; nm++ }
      }
      got = c2(sum); gotn = cnt
      if (post ~ /^d[0-9]+$/) got = c2(sum / substr(post, 2))
      if (post == "d52") alt = c2(sum / (365 / 7))
      if (post == "dn") got = c2(sum / cnt)
      if (post == "max") { got = c2(mx); gotn = 1 }
      if (post == "min") { got = c2(mn_); gotn = 1 }
      if (post == "cnt" || (post ~ /^gt/ && mode != "out")) { got = cnt; gotn = "" }
      if (post == "ncnt") { got = nn; gotn = "" }
      if (post == "nmon") { got = nm; gotn = "" }
    }
    split(exp_[base], e, " ")
    if (part == "") {
      if (e[2] == "fig") { want = e[3] " " e[4] (e[5] != "" ? " " e[5] : ""); have = got " " gotn (alt != "" ? " " alt : "") }
      else if (e[2] == "cnt") { want = e[3]; have = got }
      else if (e[2] == "lst") {
        if (mode == "lmon") { want = toupper(e[3]); gsub(/_/, "", want); have = got }
        else { delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) if (wl[k] != "-") wa[norm(wl[k])] = 1; want = sortjoin(wa); have = got }
      }
      else { want = "(no expected)"; have = got }
    } else { want = (part == "a") ? e[3] : e[4]; have = got; cmpv[base, part] = got + 0 }
    checked++
    status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, (mode == "gst" || mode == "tax" ? " (from hand_worked.py printout, not bank wording)" : (mode ~ /^inc[gf]$/ ? " (gross / fee from the labels.csv note)" : ""))
  }
  nm2["pdq056"] = "Fernway|Saltbush"; nm2["pdq057"] = "Stripe|PayPal"; nm2["pdq058"] = "Sept_quarter|June_quarter"
  nm2["pdq059"] = "first_half|second_half"; nm2["pdq060"] = "Coles|Aldi"; nm2["pdq061"] = "Telstra|Aussie_Broadband"
  nm2["pdq062"] = "Q1|Q4"; nm2["pdq063"] = "Kurilpa|Annerley_Junction"; nm2["pdq064"] = "Hollow_Pine|Marlow_&_Finch"
  nm2["pdq065"] = "November|December"
  for (b = 56; b <= 65; b++) {
    k = "pdq0" b; split(nm2[k], pp, "|"); split(exp_[k], e, " ")
    larger = (cmpv[k, "a"] > cmpv[k, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, k, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures, 10 compares x 3, 8 counts, 7 lists), %d differences, %d bad rows\n", checked, diffs, bad + 0
  printf "%d differences\n", diffs
  exit (diffs + bad > 0)
}' "$STMT" > "$OUT"
rc=$?
if [ "${1:-}" = "--selftest" ]; then
  grep DIFF "$OUT"; tail -2 "$OUT"
  if [ "$rc" -ne 0 ] && [ "$(grep -c '^DIFF' "$OUT")" -eq 1 ]; then echo "selftest: planted difference caught (exactly 1 difference)"; exit 0; fi
  echo "selftest FAILED"; exit 1
fi
exit $rc
