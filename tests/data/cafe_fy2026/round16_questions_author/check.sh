#!/usr/bin/env bash
# Second way for set heldout (cfh): recompute every figure / count / list / compare with gawk straight from
# data/statement.csv (Original Description, date, Debit / Credit only; no labels.csv, no answers.py code).
# The 5 GST/BAS figures and the net-GST compare cannot come from bank wording (Square gross, GST-free parts);
# their amounts are compared with the worksheet printed by `python3 data/hand_worked.py` instead.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on one SWANCLEAN debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
CSV='([^,]*)|("[^"]*")'
if [ "${1:-}" = "--selftest" ]; then
  gawk -v FPAT="$CSV" -v OFS=, '!done && $11 ~ /SWANCLEAN/ { $8 = sprintf("%.2f", $8 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#  modes: inc (sales credits: Square, Moloney Wright, the P&C, Port Provisions), out (Debit - Credit, money out net
#         of refunds / credit notes; a duplicated card charge and its refund dropped), in (any credit),
#         gst (from = quarters, regex = worksheet field), linc / lout (distinct payer / payee names)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt gtN (row filter)
cat > "$TMP/spec.txt" <<'SPEC'
cfh001;inc;20250801;20250831;SQUARE AUSTRALIA;sum;
cfh002;inc;20250701;20260630;MOLONEY WRIGHT;sum;
cfh003;inc;20250701;20260630;NTH FREMANTLE PS;sum;
cfh004;inc;20251001;20251231;PORT PROVISIONS;sum;
cfh005;inc;20260101;20260331;.;sum;
cfh006;inc;20250701;20251231;.;sum;
cfh007;inc;20260101;20260630;MOLONEY WRIGHT|NTH FREMANTLE PS;sum;
cfh008;inc;20250701;20260630;SQUARE AUSTRALIA;d12;
cfh009;inc;20250701;20260630;SQUARE AUSTRALIA;max;
cfh010;inc;20250701;20260630;SQUARE AUSTRALIA;min;
cfh011;inc;20251201;20251231;MOLONEY WRIGHT;sum;
cfh012;inc;20260401;20260630;.;sum;SQUARE AUSTRALIA
cfh013;inc;20250701;20250930;PORT PROVISIONS;sum;
cfh014;inc;20260501;20260531;.;sum;
cfh015;inc;20250701;20260630;SQUARE AUSTRALIA;d52;
cfh016;in;20250701;20260630;^DIRECT CREDIT ATO;sum;
cfh017;in;20260101;20260131;^TRANSFER FROM 962448103;sum;
cfh018;in;20250701;20260630;.;sum;
cfh019;inc;20251201;20260115;SQUARE AUSTRALIA;sum;
cfh020;inc;20250701;20260630;MOLONEY WRIGHT|NTH FREMANTLE PS;max;
cfh021;out;20250701;20260630;FREO PORT PROPERTY;sum;
cfh022;out;20251001;20251231;WHEATBELT;sum;
cfh023;out;20250701;20260630;SWAN VALLEY DAIRY;sum;
cfh024;out;20260101;20260630;LEEUWIN;sum;
cfh025;out;20260301;20260331;MARKET CITY FRESH;sum;
cfh026;out;20250701;20260630;COASTAL PACKAGING;sum;
cfh027;out;20250701;20251231;^TRANSFER TO JAYDEN PHAM WAGES;sum;
cfh028;out;20250701;20260630;^BPAY TO ATO SB SUPER CLEARING;sum;
cfh029;out;20250701;20260630;^BPAY TO TAX OFFICE;sum;
cfh030;out;20250701;20260630;^BPAY TO SYNERGY 9876;sum;
cfh031;out;20260101;20260630;ALINTA;sum;
cfh032;out;20250701;20260630;^BPAY TO CITY OF FREMANTLE 3007;sum;
cfh033;out;20250701;20260630;WHENIWORK|MAILCHIMP;sum;
cfh034;out;20250701;20260630;TELSTRA;sum;
cfh035;out;20250701;20260630;IINET;sum;
cfh036;out;20250701;20260630;HOSPITALITY EQUIP;sum;
cfh037;out;20250701;20260630;ESPRESSO TECH;sum;
cfh038;out;20250701;20260630;SWANCLEAN;sum;
cfh039;out;20250701;20260630;GALLAGHER;sum;
cfh040;out;20260101;20260630;^TRANSFER TO 962448103;sum;
cfh041;out;20250701;20250930;FUEL;sum;
cfh042;out;20250701;20260630;FUEL;dn;
cfh043;out;20251001;20251231;^WOOLWORTHS 4411;sum;
cfh044;out;20250701;20260630;^(DOMINOS|UBER .EATS);sum;
cfh045;out;20250701;20260630;FREMANTLE LEISURE;sum;
cfh046;out;20250701;20260630;^ATM ;sum;
cfh047;out;20250701;20260630;.;max;
cfh048;out;20260401;20260630;WHEATBELT|SWAN VALLEY|LEEUWIN;sum;
cfh049;out;20250701;20260630;^(ALDI|FRESH PROVISIONS);sum;
cfh050;out;20250701;20260630;^(DYMOCKS|MYER|JB HI FI|FREO FLOWERS);sum;
cfh051;gst;Q2;;1A;;
cfh052;gst;Q1;;1B;;
cfh053;gst;Q4;;net;;
cfh054;gst;Q3+Q4;;G1;;
cfh055;gst;Q1+Q2+Q3+Q4;;G3;;
cfh056a;inc;20250701;20260630;MOLONEY WRIGHT;sum;
cfh056b;inc;20250701;20260630;NTH FREMANTLE PS;sum;
cfh057a;inc;20250701;20250930;SQUARE AUSTRALIA;sum;
cfh057b;inc;20251001;20251231;SQUARE AUSTRALIA;sum;
cfh058a;out;20250701;20260630;SWAN VALLEY DAIRY;sum;
cfh058b;out;20250701;20260630;LEEUWIN;sum;
cfh059a;out;20250701;20260630;TELSTRA;sum;
cfh059b;out;20250701;20260630;IINET;sum;
cfh060a;out;20250701;20260630;^BPAY TO SYNERGY 9876;sum;
cfh060b;out;20250701;20260630;ALINTA;sum;
cfh061a;inc;20260301;20260331;.;sum;
cfh061b;inc;20260401;20260430;.;sum;
cfh062a;out;20250701;20260630;^DOMINOS;sum;
cfh062b;out;20250701;20260630;^LITTLE CREATURES;sum;
cfh063a;out;20250701;20260630;^AMPOL;sum;
cfh063b;out;20250701;20260630;^PUMA;sum;
cfh064a;gst;Q3;;net;;
cfh064b;gst;Q4;;net;;
cfh065a;out;20250701;20251231;^TRANSFER TO 962448103;sum;
cfh065b;out;20260101;20260630;^TRANSFER TO 962448103;sum;
cfh066;inc;20260101;20260331;SQUARE AUSTRALIA;cnt;
cfh067;inc;20250701;20260630;NTH FREMANTLE PS;cnt;
cfh068;inc;20250701;20260630;MOLONEY WRIGHT;gt1000;
cfh069;out;20250701;20260630;FUEL;cnt;
cfh070;out;20260101;20260630;^TRANSFER TO JAYDEN PHAM WAGES;cnt;
cfh071;out;20250701;20260630;^ATM WITHDRAWAL;cnt;
cfh072;out;20250701;20260630;MARKET CITY FRESH;gt400;
cfh073;out;20250701;20260630;^DOMINOS;cnt;
cfh074;linc;20250701;20260630;^OSKO DEPOSIT;;
cfh075;lout;20250701;20260630;^DIRECT DEBIT;;
cfh076;lout;20250701;20260630;^BPAY TO;;
cfh077;lout;20250701;20260630;FUEL;;
cfh078;linc;20251201;20251231;.;;
cfh079;lout;20250701;20260630;^(DYMOCKS|MYER|JB HI FI|FREO FLOWERS);;
cfh080;lout;20250701;20260630;WHENIWORK|MAILCHIMP;;
SPEC
gawk -v FPAT="$CSV" -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p, mm) { split(d, p, " "); mm = index("JanFebMarAprMayJunJulAugSepOctNovDec", p[2]); return p[3] sprintf("%02d", (mm + 2) / 3) p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / payee from the bank wording
  if (n ~ /SQUARE AUSTRALIA/) m = "Square (card customers)"
  else if (n ~ /MOLONEY WRIGHT/) m = "Moloney Wright Lawyers"
  else if (n ~ /NTH FREMANTLE PS/) m = "North Fremantle Primary School P&C"
  else if (n ~ /PORT PROVISIONS/) m = "Port Provisions Pty Ltd (deli)"
  else if (n ~ /LEEUWIN/) m = "Leeuwin Coast Roasters"
  else if (n ~ /SWAN VALLEY DAIRY/) m = "Swan Valley Dairy Co"
  else if (n ~ /TELSTRA/) m = "Telstra"
  else if (n ~ /IINET/) m = "iiNet"
  else if (n ~ /^BPAY TO TAX OFFICE/) m = "ATO"
  else if (n ~ /^BPAY TO ATO SB SUPER/) m = "Jayden Pham'"'"'s super fund (via SBSCH)"
  else if (n ~ /^BPAY TO ALINTA/) m = "Alinta Energy"
  else if (n ~ /^BPAY TO CITY OF FREMANTLE/) m = "City of Fremantle"
  else if (n ~ /^BPAY TO GALLAGHER/) m = "Gallagher (Zurich policy)"
  else if (n ~ /^BPAY TO HOSTPLUS/) m = "Hostplus"
  else if (n ~ /^BPAY TO SYNERGY/) m = "Synergy"
  else if (n ~ /^MAILCHIMP/) m = "Mailchimp (Intuit, USA)"
  else if (n ~ /^WHENIWORK/) m = "When I Work (USA)"
  else { m = n; sub(/  .*$/, "", m) }   # card rows: the merchant part (AMPOL FREMANTLE 4471, MYER 0104 ...)
  return norm(m)
}
function isinc(i) { return cr[i] > 0 && nar[i] ~ /^(SQUARE AUSTRALIA|DIRECT CREDIT MOLONEY WRIGHT|OSKO DEPOSIT FROM (NTH FREMANTLE PS|PORT PROVISIONS))/ }
function isfuel(i) { return nar[i] ~ /^(AMPOL|BP |PUMA|SHELL|CALTEX|7-ELEVEN)/ }
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "FUEL") { if (!isfuel(i)) return 0 }
  else if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc") return isinc(i)
  if (mode == "in") return cr[i] > 0
  if (mode == "out" || mode == "lout") return !dup[i]
  return 0
}
function sortjoin(arr,  k, n, i, j, t, a, s) {
  n = 0; for (k in arr) a[++n] = k
  for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
  s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") a[i]
  return s == "" ? "-" : s
}
BEGIN {
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = "" }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  N++; dt[N] = ymd($1); nar[N] = $11; dr[N] = $8 + 0; cr[N] = $9 + 0
  if (NF != 11 || $10 !~ /^-?[0-9]+\.[0-9][0-9]$/ || dt[N] !~ /^20[0-9]{6}$/) { print "BAD ROW " NR; bad++ }
}
END {
  # a card refund "REFUND <merchant>" that matches one of two identical same-day card debits is a duplicate:
  # drop the refund and one of the pair (not a purchase, not a refund of a purchase)
  for (i = 1; i <= N; i++) if (nar[i] ~ /^REFUND / && cr[i] > 0) {
    m = nar[i]; sub(/^REFUND /, "", m); split(m, w, " "); key = w[1] " " w[2]
    for (j = i + 1; j <= N; j++) for (k = j + 1; k <= N; k++)
      if (!dup[i] && dr[j] == cr[i] && dr[k] == cr[i] && dt[j] == dt[k] && nar[j] == nar[k] && index(nar[j], key) == 1) { dup[i] = 1; dup[j] = 1 }
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
    } else if (mode ~ /^l/) {
      delete names
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) names[name(nar[i])] = 1
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = ""; mn = ""
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        amt = (mode == "out") ? dr[i] - cr[i] : cr[i]
        if (post ~ /^gt/ && !(amt > substr(post, 3) + 0)) continue
        if (post == "cnt" && mode == "out" && dr[i] == 0) continue
        sum += amt; cnt++; gross += dr[i]
        if (mx == "" || amt > mx) mx = amt
        if (mn == "" || amt < mn) mn = amt
      }
      got = c2(sum); gotn = cnt
      if (mode == "out" && c2(gross) != got) alt = c2(gross)
      if (post ~ /^d[0-9]+$/) { got = c2(sum / substr(post, 2)); alt = "" }
      if (post == "d52") alt = c2(sum / (365 / 7))
      if (post == "dn") { got = c2(sum / cnt); alt = "" }
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "min") { got = c2(mn); gotn = 1; alt = "" }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
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
  nm2["cfh056"] = "Moloney_Wright|the_P&C"; nm2["cfh057"] = "Q1|Q2"; nm2["cfh058"] = "dairy|coffee"
  nm2["cfh059"] = "Telstra|iiNet"; nm2["cfh060"] = "power|gas"; nm2["cfh061"] = "March|April"
  nm2["cfh062"] = "Dominos|Little_Creatures"; nm2["cfh063"] = "Ampol|Puma"; nm2["cfh064"] = "Jan-Mar|Apr-Jun"
  nm2["cfh065"] = "first_half|second_half"
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
