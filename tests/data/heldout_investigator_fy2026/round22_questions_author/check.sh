#!/usr/bin/env bash
# Second way: awk over data/statement.csv only (Date, Description, Debit, Credit; bank wording), no labels.csv and no
# answers.py code. GST / return items are compared with the printout of data/hand_worked.py.
#   bash out/check.sh > out/check_out.txt      (exit 0, last line "0 differences")
#   bash out/check.sh --selftest               (+0.01 on the first XERO debit in a temp copy: exactly 1 difference)
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"; DATA="$HERE/../data"
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; SELF=0
if [ "${1:-}" = "--selftest" ]; then
  SELF=1; STMT="$TMP/statement.csv"
  awk 'BEGIN{FS=OFS=","} !done && $2 ~ /XERO/ {$3 = sprintf("%.2f", $3 + 0.01); done = 1} {print}' "$DATA/statement.csv" > "$STMT"
fi
python3 "$DATA/hand_worked.py" > "$TMP/hw.txt"
# expected values out of the JSON (one line per item: id kind v1 v2 v3), nothing else
python3 - "$HERE/assistant_questions_heldout.json" > "$TMP/exp.txt" <<'PY'
import json, sys
for i in json.load(open(sys.argv[1])):
    e = i["expected"]; k = i["kind"]
    if k == "figure": print(i["id"], "fig", e["amount"], e.get("transactions", "-"), *e.get("alsoAccepted", []))
    elif k == "compare": print(i["id"], "cmp", e["amounts"][0], e["amounts"][1], e["answer"].replace(" ", "_"))
    elif k == "count": print(i["id"], "cnt", e["count"])
    elif k == "list": print(i["id"], "lst", "|".join(x.replace(" ", "_") for x in e["items"]))
PY
INC='^DIRECT CREDIT (HARWOOD|CORIO|MCKELLAR|CORPAY|BARWON COAST|SURFCOAST|GEELONG PORT|WISE AUSTRALIA|STRIPE)'
FUEL='7-ELEVEN|SHELL COLES|AMPOL|4562 BP |UNITED LARA'
TAKE='PACKINGTON|PIZZA CAPERS|UBER \*EATS|FISHERMANS|GUZMAN|LORNE HOTEL'
cat > "$TMP/spec.txt" <<SPEC
inv001;inc;20250701;20260630;HARWOOD PIKE;sum;
inv002;inc;20250701;20260630;CORIO BAY;sum;
inv003;inc;20250701;20260630;MCKELLAR;sum;
inv004;inc;20250701;20260630;CORPAY;sum;
inv005;inc;20250701;20260630;STRIPE;sum;
inv006;inc;20250701;20260630;WISE AUSTRALIA;sum;
inv007;inc;20250701;20260630;BARWON COAST|SURFCOAST|GEELONG PORT;sum;
inv008;inc;20250701;20250930;$INC;sum;
inv009;inc;20250701;20251231;$INC;sum;
inv010;inc;20260301;20260630;$INC;sum;
inv011;inc;20260601;20260630;$INC;sum;
inv012;inc;20251101;20251130;$INC;sum;
inv013;inc;20250701;20260630;$INC;d12;
inv014;inc;20250701;20260630;CORPAY;max;
inv015;inc;20250701;20260630;STRIPE;min;
inv016;inc;20250701;20260630;STRIPE;dn;
inv017;in;20250701;20260630;OSKO DEPOSIT FROM MARK ELLISON;sum;
inv018;in;20250701;20260630;MEDICARE BENEFITS;sum;
inv019;in;20250701;20260630;^TRANSFER FROM S1;sum;
inv020;inc;20260101;20260331;$INC;sum;
inv021;inc;20250701;20260630;BARWON COAST;sum;
inv022;in;20250701;20260630;TRACEY N HALL;sum;
inv023;out;20250701;20260630;$FUEL;sum;
inv024;out;20260301;20260630;$FUEL;sum;
inv025;out;20250701;20260630;$FUEL;d12;
inv026;out;20250701;20260630;LINKT;sum;
inv027;out;20250701;20260630;INFOTRACK;sum;
inv028;out;20250701;20260630;ILLION;sum;
inv029;out;20250701;20260630;PURCHASE 4562 SKOPENOW;sum;
inv030;out;20250701;20260630;^OVERSEAS TXN FEE;sum;
inv031;out;20250701;20260630;PARKING|CELLOPARK|CITY OF GREATER GEELO;sum;
inv032;out;20250701;20260630;^DIRECT DEBIT TELSTRA;sum;
inv033;out;20250701;20260630;^DIRECT DEBIT POWERSHOP;sum;
inv034;out;20250701;20260630;^DIRECT DEBIT AUSSIE BROADBAND;sum;
inv035;out;20250701;20260630;MICROSOFT 365|XERO AUSTRALIA;sum;
inv036;out;20250701;20260630;CAMERA HOUSE;max;
inv037;out;20251001;20251231;WOOLWORTHS|ALDI STORES|COLES 0782;sum;
inv038;out;20250701;20260630;$TAKE;sum;
inv039;out;20250701;20260630;UBER \*EATS;sum;
inv040;out;20250701;20260630;GOODLIFE;sum;
inv041;out;20250701;20260630;CBA HOME LOAN;sum;
inv042;out;20250701;20260630;^BPAY AUSTRALIANSUPER;sum;
inv043;out;20250701;20260630;^BPAY ATO;sum;
inv044;out;20250701;20260630;^ATM WITHDRAWAL;sum;
inv045;out;20250701;20260630;NETFLIX|SPOTIFY;sum;
inv046;out;20250701;20260630;MILDURA GRAND|STEFANOS;sum;
inv047;out;20250701;20260630;OFFICEWORKS;sum;
inv048;gst;Q1;;1A;;
inv049;gst;Q2;;1B;;
inv050;gst;Q3;;net;;
inv051;gst;Q4;;G1;;
inv052;gst;Q2;;G10;;
inv053;tax;;;P8-netIncome;;
inv054;tax;;;homeOffice;;
inv055;tax;;;totalDeductions;;
inv056a;inc;20250701;20260630;HARWOOD PIKE;sum;
inv056b;inc;20250701;20260630;MCKELLAR;sum;
inv057a;inc;20250701;20250930;$INC;sum;
inv057b;inc;20251001;20251231;$INC;sum;
inv058a;inc;20250701;20260630;STRIPE;sum;
inv058b;inc;20250701;20260630;CORPAY;sum;
inv059a;out;20250701;20260630;$FUEL;sum;
inv059b;out;20250701;20260630;$TAKE;sum;
inv060a;out;20250701;20260630;WOOLWORTHS;sum;
inv060b;out;20250701;20260630;COLES 0782;sum;
inv061a;out;20250701;20260630;PURCHASE 4562 SKOPENOW;sum;
inv061b;out;20250701;20260630;PURCHASE 4562 OTTER;sum;
inv062a;inc;20251001;20251031;$INC;sum;
inv062b;inc;20251101;20251130;$INC;sum;
inv063a;out;20250701;20260630;^DIRECT DEBIT TELSTRA;sum;
inv063b;out;20250701;20260630;^DIRECT DEBIT AUSSIE BROADBAND;sum;
inv064a;out;20250701;20260630;GUZMAN;sum;
inv064b;out;20250701;20260630;PIZZA CAPERS;sum;
inv065a;inc;20250701;20251231;$INC;sum;
inv065b;inc;20260101;20260630;$INC;sum;
inv066;inc;20250701;20260630;STRIPE;cnt;
inv067;out;20250701;20260630;INFOTRACK;cnt;
inv068;out;20250701;20260630;$FUEL;cnt;
inv069;in;20250701;20260630;OSKO DEPOSIT FROM MARK ELLISON;cnt;
inv070;out;20250701;20260630;^TRANSFER TO S1;cnt;
inv071;inc;20250701;20260630;CORPAY;gt3000;
inv072;out;20260101;20260331;UBER \*EATS;cnt;
inv073;out;20250701;20260630;^ATM WITHDRAWAL;cnt;
inv074;linc;20260601;20260630;$INC;;
inv075;lout;20250701;20260630;$FUEL;;
inv076;lout;20250701;20260630;^DIRECT DEBIT;;
inv077;lout;20250701;20260630;^BPAY;;
inv078;lout;20250701;20260630;^OVERSEAS TXN FEE;;
inv079;lmon;20250701;20260630;WISE AUSTRALIA;;
inv080;linc;20250701;20251231;BARWON COAST|SURFCOAST|GEELONG PORT;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" -v INCRE="$INC" '
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / payee from the bank wording
  if (n ~ /HARWOOD/) m = "Harwood & Pike Lawyers"; else if (n ~ /CORIO/) m = "Corio Bay Legal"
  else if (n ~ /MCKELLAR/) m = "McKellar Stone Partners"; else if (n ~ /CORPAY/) m = "Southern Mutual Insurance (Corpay)"
  else if (n ~ /BARWON COAST/) m = "Barwon Coast Shire Council"; else if (n ~ /SURFCOAST/) m = "Surfcoast Aged Care"
  else if (n ~ /GEELONG PORT/) m = "Geelong Port Logistics"; else if (n ~ /WISE AUSTRALIA/) m = "Ashdown Reeve LLP (Wise)"
  else if (n ~ /STRIPE/) m = "Stripe (private clients)"; else if (n ~ /7-ELEVEN/) m = "7-Eleven"; else if (n ~ /AMPOL/) m = "Ampol"
  else if (n ~ /4562 BP /) m = "BP"; else if (n ~ /SHELL/) m = "Shell"; else if (n ~ /UNITED LARA/) m = "United"
  else if (n ~ /AUSSIE BROADBAND/) m = "Aussie Broadband"; else if (n ~ /CBA HOME/) m = "CBA Home Loan"
  else if (n ~ /GOODLIFE/) m = "Goodlife"; else if (n ~ /ILLION/) m = "illion"; else if (n ~ /POWERSHOP/) m = "Powershop"
  else if (n ~ /TELSTRA/) m = "Telstra"; else if (n ~ /^BPAY ATO/) m = "ATO"; else if (n ~ /AUSTRALIANSUPER/) m = "AustralianSuper"
  else if (n ~ /BIZCOVER/) m = "BizCover"; else if (n ~ /RACV/) m = "RACV"; else if (n ~ /VICROADS/) m = "VicRoads"
  else if (n ~ /HUNCHLY/) m = "Hunchly"; else if (n ~ /OTTER/) m = "Otter.ai"; else if (n ~ /SKOPENOW/) m = "Skopenow"
  else m = "?" n
  return norm(m)
}
BEGIN {
  split("JANUARY FEBRUARY MARCH APRIL MAY JUNE JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER", full, " ")
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] }; q = ""; continue }
    if (line ~ /^   [A-Za-z0-9-]+[ (]/ && line !~ /=/) { n = split(line, kv, " "); k1 = kv[1]; sub(/\(.*/, "", k1); tax[k1] = kv[n] }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  if (match($0, /"[^"]*"/)) { f = substr($0, RSTART + 1, RLENGTH - 2); gsub(/,/, ";", f); $0 = substr($0, 1, RSTART - 1) f substr($0, RSTART + RLENGTH) }
  n = split($0, c, ",")
  N++; split(c[1], dd, "/"); dt[N] = dd[3] dd[2] dd[1]; nar[N] = c[2]; amt[N] = (c[4] + 0) - (c[3] + 0)
  if (n != 5 || c[1] !~ /^[0-3][0-9]\/[01][0-9]\/20[0-9][0-9]$/ || (c[3] == "") == (c[4] == "")) { print "BAD ROW " NR; bad++ }
}
function sel(i, mode, lo, hi, re) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (nar[i] !~ re) return 0
  if (mode == "inc" || mode == "linc") return isinc[i]
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
  # income: client credits; a repeat of an invoice already paid (same wording, oldest first) is the duplicate, not income
  for (i = N; i >= 1; i--) { isinc[i] = (amt[i] > 0 && nar[i] ~ INCRE); if (isinc[i] && nar[i] ~ /INV[0-9]+$/) { if (nar[i] in paid) isinc[i] = 0; paid[nar[i]] = 1 } }
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""
    if (mode == "gst") {
      got = c2(hw[lo, re] + 0); gotn = "-"
      if (hw[lo, re "-per-row"] != "" && c2(hw[lo, re "-per-row"] + 0) != got) alt = c2(hw[lo, re "-per-row"] + 0)
    } else if (mode == "tax") { got = c2(tax[re] + 0); gotn = "-"
    } else if (mode ~ /^l/) {
      delete names; ord = ""
      for (i = N; i >= 1; i--) if (sel(i, mode, lo, hi, re)) {
        if (mode == "lmon") { m = full[substr(dt[i], 5, 2) + 0] substr(dt[i], 1, 4); if (index(ord, "|" m "|") == 0) ord = ord "|" m "|"; continue }
        names[name(nar[i])] = 1
      }
      if (mode == "lmon") { gsub(/\|\|/, "|", ord); gsub(/^\||\|$/, "", ord); got = ord } else got = sortjoin(names)
    } else {
      sum = 0; cnt = 0; mx = ""; mn_ = ""
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re)) {
        a = (mode == "out") ? -amt[i] : amt[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        sum += a; cnt++
        if (mx == "" || a > mx) mx = a
        if (mn_ == "" || a < mn_) mn_ = a
      }
      got = c2(sum); gotn = cnt
      if (post ~ /^d[0-9]+$/) got = c2(sum / substr(post, 2))
      if (post == "dn") got = c2(sum / cnt)
      if (post == "max") { got = c2(mx); gotn = 1 }
      if (post == "min") { got = c2(mn_); gotn = 1 }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
    }
    split(exp_[base], e, " ")
    if (part == "") {
      if (e[2] == "fig") { want = e[3] " " e[4] (e[5] != "" ? " " e[5] : ""); have = got " " gotn (alt != "" ? " " alt : "") }
      else if (e[2] == "cnt") { want = e[3]; have = got }
      else if (e[2] == "lst") {
        if (mode == "lmon") { want = toupper(e[3]); gsub(/_/, "", want); have = got }
        else { delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) wa[norm(wl[k])] = 1; want = sortjoin(wa); have = got }
      }
      else { want = "(no expected)"; have = got }
    } else { want = (part == "a") ? e[3] : e[4]; have = got; cmpv[base, part] = got + 0 }
    checked++
    status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, (mode == "gst" || mode == "tax" ? " (from hand_worked.py printout, not bank wording)" : "")
  }
  nm2["inv056"] = "Harwood|McKellar"; nm2["inv057"] = "Sept_quarter|Dec_quarter"; nm2["inv058"] = "Stripe|Corpay"
  nm2["inv059"] = "fuel|takeaway"; nm2["inv060"] = "Woolworths|Coles"; nm2["inv061"] = "Skopenow|Otter"
  nm2["inv062"] = "October|November"; nm2["inv063"] = "Telstra|Aussie_Broadband"; nm2["inv064"] = "GYG|Pizza_Capers"
  nm2["inv065"] = "first_half|second_half"
  for (b = 56; b <= 65; b++) {
    id = "inv0" b; split(nm2[id], pp, "|"); split(exp_[id], e, " ")
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
  if [ "$rc" -ne 0 ] && [ "$(grep -c '^DIFF' "$TMP/out.txt")" -eq 1 ]; then echo "selftest: planted +0.01 on the first XERO debit caught (exactly 1 difference)"; exit 0; fi
  echo "selftest FAILED"; exit 1
fi
cat "$TMP/out.txt"
exit $rc
