#!/usr/bin/env bash
# Second way for set tune (ctt): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (Hume Bank wording, DD/MM/YYYY date, split Debit / Credit; no labels.csv, no answers.py code).
# The 8 GST/BAS figures, the net-GST compare and the 3 tax-return figures cannot come from bank wording (payout gross
# and fees, export and GST-free parts, private shares, gross wages); they are compared with the worksheet and tax
# summary printed by `python3 data/hand_worked.py` instead. python3 is used only to flatten the JSON and to run
# hand_worked.py.
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
  awk -F, -v OFS=, '!done && $2 ~ /XERO/ && $3 != "" { $3 = sprintf("%.2f", $3 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
  STMT="$TMP/statement.csv"
fi
python3 "$DATA/hand_worked.py" > "$TMP/hw.txt" || { echo "hand_worked.py failed"; exit 1; }
python3 - "$JSON" > "$TMP/exp.txt" <<'PY'
import json, sys
for d in json.load(open(sys.argv[1], encoding="utf-8")):
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
#  modes: inc (income from bank wording, see below), out (all matching rows, -amount: refunds reduce), gst (from =
#         quarters, regex = worksheet field), tax (regex = tax-summary key; + adds keys), linc / lout (payer / payee
#         names), lmon (months in date order), lmiss (FY months with no matching income row)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt ncnt (distinct names) gtN (row filter)
cat > "$TMP/spec.txt" <<'SPEC'
ctt001;inc;20250701;20250930;SQUARE AU PTY;sum;
ctt002;inc;20250701;20260630;SQUARE AU PTY;sum;
ctt003;inc;20250701;20260630;STRIPE PAYMENTS;sum;
ctt004;inc;20250701;20260630;PAYPAL AUSTRALIA;sum;
ctt005;inc;20250701;20260630;ALBURY CITY COUNCIL;sum;
ctt006;inc;20250701;20260630;MURRAY HEALTH;sum;
ctt007;inc;20250701;20260630;NGUYEN BAO;sum;
ctt008;inc;20250701;20260630;^DIRECT CREDIT;sum;SQUARE|STRIPE|PAYPAL
ctt009;inc;20250701;20260630;HOLLAND|FERGUSON|PETRIE|NGUYEN BAO|BEC & JOSH|ELLA WHITFORD;sum;
ctt010;inc;20250701;20260630;KATE O.BRIEN|GRACE DAVIES|MCKENZIE|M ANDERSON;sum;
ctt011;inc;20250701;20251231;.;sum;
ctt012;inc;20260301;20260630;.;sum;
ctt013;inc;20251001;20251031;.;sum;
ctt014;inc;20260601;20260630;.;sum;
ctt015;inc;20250701;20260630;SQUARE AU PTY;dn;
ctt016;inc;20250701;20260630;.;d52;
ctt017;inc;20250701;20260630;.;d12;
ctt018;inc;20250701;20260630;SQUARE AU PTY;max;
ctt019;inc;20250701;20260630;STRIPE PAYMENTS;min;
ctt020;inc;20260101;20260331;^OSKO (DEPOSIT|BALOSIT);sum;
ctt021;out;20250701;20260630;^TRANSFER TO .* SAVINGS;sum;
ctt022;out;20250701;20260630;RIVERINA COMMERCIAL;sum;
ctt023;out;20251001;20251231;RIVERINA COMMERCIAL;sum;
ctt024;out;20250701;20260630;RIVERINA COMMERCIAL;d52;
ctt025;out;20250701;20260630;LIAM DOYLE;sum;
ctt026;out;20250701;20260630;BIDFOOD;sum;
ctt027;out;20250701;20260630;BIDFOOD;d12;
ctt028;out;20250701;20260630;MURRAY VALLEY FRESH;sum;
ctt029;out;20250701;20260630;DAN MURPHYS;sum;
ctt030;out;20250701;20260630;BUNZL;sum;
ctt031;out;20250701;20260630;AMPOL|BP THURGOONA|EG FUELCO;sum;
ctt032;out;20250701;20260630;AMPOL|BP THURGOONA|EG FUELCO|ALBURY AUTO CARE|AAMI|NRMA|SERVICE NSW;sum;
ctt033;out;20250701;20260630;ALBURY WODONGA MKT;sum;
ctt034;out;20250701;20260630;XERO;sum;
ctt035;out;20250701;20260630;TEACHABLE;sum;
ctt036;out;20250701;20260630;^ACCOUNT SERVICE FEE|^OVERSEAS TRANSACTION FEE;sum;
ctt037;out;20250701;20260630;TELSTRA|SUPERLOOP;sum;
ctt038;out;20250701;20260630;SB SUPER CLEARING;sum;
ctt039;out;20250701;20260630;AUSTRALIANSUPER;sum;
ctt040;out;20250701;20260630;^BPAY ATO;sum;
ctt041;out;20250701;20260630;ALDI STORES;sum;
ctt042;out;20250701;20260630;BETTER HALF CAFE|BRIGHT BREWERY|GUZMAN Y GOMEZ|MENULOG|PROSPECT HOUSE;sum;
ctt043;out;20250701;20260630;^(VISA|EFTPOS) PURCHASE;max;
ctt044;out;20250701;20260630;BIZCOVER|AAMI;sum;
ctt045;gst;Q1;;1A;;
ctt046;gst;Q2;;net;;
ctt047;gst;Q1+Q2+Q3+Q4;;G1;;
ctt048;gst;Q4;;1B;;
ctt049;gst;Q3;;G10;;
ctt050;gst;Q1+Q2+Q3+Q4;;W1;;
ctt051;gst;Q1+Q2+Q3+Q4;;W2;;
ctt052;gst;Q1+Q2+Q3+Q4;;G2;;
ctt053;tax;;;P8-netIncome;;
ctt054;tax;;;homeOffice;;
ctt055;tax;;;P8-totalExpenses+D9+D10+D12;;
ctt056a;inc;20250701;20260630;SQUARE AU PTY;sum;
ctt056b;inc;20250701;20260630;STRIPE PAYMENTS;sum;
ctt057a;inc;20250701;20250930;.;sum;
ctt057b;inc;20251001;20251231;.;sum;
ctt058a;out;20250701;20260630;BIDFOOD;sum;
ctt058b;out;20250701;20260630;MURRAY VALLEY FRESH;sum;
ctt059a;out;20250701;20260630;AMPOL;sum;
ctt059b;out;20250701;20260630;BP THURGOONA;sum;
ctt060a;gst;Q1;;net;;
ctt060b;gst;Q3;;net;;
ctt061a;inc;20251001;20251031;.;sum;
ctt061b;inc;20251101;20251130;.;sum;
ctt062a;out;20250701;20260630;COLES;sum;
ctt062b;out;20250701;20260630;WOOLWORTHS;sum;
ctt063a;out;20250701;20260630;MENULOG;sum;
ctt063b;out;20250701;20260630;GUZMAN Y GOMEZ;sum;
ctt064a;inc;20250701;20260630;NGUYEN BAO;sum;
ctt064b;inc;20250701;20260630;HOLLAND;sum;
ctt065a;inc;20250701;20251231;PAYPAL AUSTRALIA;sum;
ctt065b;inc;20260101;20260630;PAYPAL AUSTRALIA;sum;
ctt066;inc;20250701;20260630;SQUARE AU PTY;cnt;
ctt067;out;20250701;20260630;LIAM DOYLE;cnt;
ctt068;out;20250701;20260630;RIVERINA COMMERCIAL;cnt;
ctt069;inc;20250701;20260630;^OSKO (DEPOSIT|BALOSIT);ncnt;
ctt070;out;20250701;20260630;AMPOL|BP THURGOONA|EG FUELCO;cnt;
ctt071;inc;20251001;20251231;SQUARE AU PTY;gt1000;
ctt072;out;20250701;20260630;GUZMAN Y GOMEZ;cnt;
ctt073;inc;20260101;20260630;STRIPE PAYMENTS;cnt;
ctt074;linc;20260401;20260630;^OSKO (DEPOSIT|BALOSIT);;
ctt075;linc;20250701;20260630;^DIRECT CREDIT;;SQUARE|STRIPE|PAYPAL
ctt076;lout;20250701;20260630;^BPAY ;;
ctt077;lout;20250701;20260630;^DIRECT DEBIT;;REFUND
ctt078;lmiss;20250701;20260630;STRIPE PAYMENTS;;
ctt079;lmon;20250701;20260630;SB SUPER CLEARING;;
ctt080;lout;20250701;20260630;^OSKO PAYMENT;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / payee from the bank wording
  m = "?" n
  if (n ~ /^OSKO (DEPOSIT|BALOSIT) /) {
    if (n ~ /HOLLAND/) m = "Tom Holland & Sian Weir"; else if (n ~ /FERGUSON/) m = "Jess & Matt Ferguson"
    else if (n ~ /PETRIE/) m = "Luke & Amy Petrie"; else if (n ~ /NGUYEN BAO/) m = "Bao & Linh Nguyen"
    else if (n ~ /BEC & JOSH/) m = "Bec Lowe & Josh Tran"; else if (n ~ /ELLA WHITFORD/) m = "Ella Whitford & Sam Cho"
    else if (n ~ /PRIYA NAIR/) m = "Priya Nair"; else if (n ~ /KATE O.BRIEN/) m = "Kate OBrien"
    else if (n ~ /GRACE DAVIES/) m = "Grace Davies"; else if (n ~ /MCKENZIE/) m = "McKenzie family"
    else if (n ~ /CHLOE BRENNAN/) m = "Chloe Brennan"; else if (n ~ /SARAH KEMP/) m = "Sarah Kemp"
    else if (n ~ /D & P ROSSI/) m = "Dom & Paula Rossi"; else if (n ~ /M ANDERSON/) m = "Mark Anderson"
    else if (n ~ /HELEN PARK/) m = "Helen Park"
  } else if (n ~ /^DIRECT CREDIT /) {
    if (n ~ /ALBURY CITY COUNCIL/) m = "AlburyCity Council"; else if (n ~ /BORDER LAWYERS/) m = "Border Lawyers"
    else if (n ~ /CHARLES STURT/) m = "Charles Sturt University"; else if (n ~ /HUME BUILDING/) m = "Hume Building Group"
    else if (n ~ /MURRAY HEALTH/) m = "Murray Health Services"; else if (n ~ /RIVERINA WATER/) m = "Riverina Water"
    else if (n ~ /WODONGA TAFE/) m = "Wodonga TAFE"
  } else if (n ~ /^BPAY /) {
    if (n ~ /^BPAY ATO/) m = "ATO"; else if (n ~ /ALBURY CITY COUNCIL/) m = "AlburyCity Council"
    else if (n ~ /AUSTRALIANSUPER/) m = "AustralianSuper"; else if (n ~ /BIZCOVER/) m = "BizCover"
    else if (n ~ /ORIGIN ENERGY/) m = "Origin Energy"; else if (n ~ /SERVICE NSW/) m = "Service NSW"
    else if (n ~ /SB SUPER CLEARING/) m = "Small Business Superannuation Clearing House"
  } else if (n ~ /^DIRECT DEBIT /) {
    if (n ~ /AAMI/) m = "AAMI"; else if (n ~ /ALBURY WODONGA MKT/) m = "Albury Wodonga Sunday Market"
    else if (n ~ /BIDFOOD/) m = "Bidfood Albury"; else if (n ~ /SUPERLOOP/) m = "Superloop"; else if (n ~ /TELSTRA/) m = "Telstra"
  } else if (n ~ /^OSKO PAYMENT /) {
    if (n ~ /RIVERINA COMMERCIAL/) m = "Riverina Commercial Kitchens"; else if (n ~ /LIAM DOYLE/) m = "Liam Doyle"
    else if (n ~ /MURRAY TAX/) m = "Murray Tax & Accounting"; else if (n ~ /MURRAY HEALTH/) m = "Murray Health Services"
    else if (n ~ /CHLOE BRENNAN/) m = "Chloe Brennan"
  }
  return norm(m)
}
BEGIN {
  FS = ","
  split("JANUARY FEBRUARY MARCH APRIL MAY JUNE JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER", full, " ")
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = ""; continue }
    if (line ~ /^ +[A-Za-z]/ && line !~ /=/) {
      n = split(line, kv, " "); k1 = kv[1]
      if (line ~ /home office/) k1 = "homeOffice"; else if (k1 == "of") continue
      tax[k1] = kv[n] + 0
    }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  N++
  if (NF != 5 || $1 !~ /^[0-3][0-9]\/[01][0-9]\/20[0-9][0-9]$/ || ($3 != "") == ($4 != "") || ($3 $4) !~ /^[0-9]+\.[0-9][0-9]$/ || $5 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
  split($1, dd, "/"); dt[N] = dd[3] dd[2] dd[1]; nar[N] = $2; amt[N] = ($4 != "" ? $4 + 0 : -($3 + 0))
}
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc" || mode == "lmiss") return isinc[i]
  return 1
}
function sortjoin(arr,  k, n, i, j, t, a, s) {
  n = 0; for (k in arr) a[++n] = k
  for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
  s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") a[i]
  return s == "" ? "-" : s
}
END {
  # income from bank wording, oldest row first (the file is newest first):
  #   credits: DIRECT CREDIT (not Medicare) and OSKO DEPOSIT / BALOSIT (not Mum, not Nadia), but not a credit whose
  #   description and amount repeat an earlier income credit (the customer duplicate, sent back); debits: an
  #   OSKO PAYMENT ... refund to a client counts negative.
  for (i = N; i >= 1; i--) {
    isinc[i] = 0
    if (amt[i] > 0 && (nar[i] ~ /^DIRECT CREDIT / && nar[i] !~ /MEDICARE/ || nar[i] ~ /^OSKO (DEPOSIT|BALOSIT) / && nar[i] !~ /MARGARET MARLOWE|NADIA FLYNN/)) {
      key = nar[i] SUBSEP amt[i]
      if (!(key in seenin)) { isinc[i] = 1; seenin[key] = 1 } else dups++
    }
    if (amt[i] < 0 && nar[i] ~ /^OSKO PAYMENT .* refund$/) isinc[i] = 1
  }
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; ex = s[7]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""
    if (mode == "gst") {
      nq = split(lo, qs, "+"); tot = 0; ptot = 0
      for (k = 1; k <= nq; k++) {
        q = qs[k]
        if (re == "net") { tot += hw[q, "netGST"]; ptot += hw[q, "1A-per-row"] - hw[q, "1B-per-row"] }
        else { tot += hw[q, re]; ptot += (re == "1A" || re == "1B") ? hw[q, re "-per-row"] : hw[q, re] }
      }
      got = c2(tot); gotn = "-"; if (c2(ptot) != got) alt = c2(ptot)
    } else if (mode == "tax") {
      nk = split(re, ks, "+"); tot = 0; for (k = 1; k <= nk; k++) tot += tax[ks[k]]
      got = c2(tot); gotn = "-"
    } else if (mode ~ /^l/) {
      delete names; delete hasm; ord = ""
      for (i = N; i >= 1; i--) if (sel(i, mode, lo, hi, re, ex)) {
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
  nm2["ctt056"] = "Square|Stripe"; nm2["ctt057"] = "Sept_quarter|Dec_quarter"; nm2["ctt058"] = "Bidfood|Murray_Valley_Fresh"
  nm2["ctt059"] = "Ampol|BP"; nm2["ctt060"] = "Q1|Q3"; nm2["ctt061"] = "October|November"; nm2["ctt062"] = "Coles|Woolworths"
  nm2["ctt063"] = "Menulog|Guzman_y_Gomez"; nm2["ctt064"] = "the_Nguyens|Tom_and_Sian"; nm2["ctt065"] = "first_half|second_half"
  for (b = 56; b <= 65; b++) {
    id = "ctt0" b; split(nm2[id], pp, "|"); split(exp_[id], e, " ")
    larger = (cmpv[id, "a"] > cmpv[id, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, id, e[5], larger
  }
  printf "income rule left out %d repeated credit(s) (customer duplicate); %d statement rows read\n", dups, N
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
