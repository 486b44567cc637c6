#!/usr/bin/env bash
# Second way for the held-out caterer set (ctq): recompute every figure / count / list / compare with awk straight
# from data/statement.csv (bank wording, DD/MM/YYYY date, Debit / Credit columns only; no labels.csv, no answers.py
# code). The 6 GST/BAS figures (incl W1/W2), the net-GST compare and the 3 tax-return figures cannot come from bank
# wording (payout gross and fees, export and GST-free parts, private shares, PAYG withheld); they are compared with
# the worksheet and tax summary printed by `python3 data/hand_worked.py` instead.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> prints the check lines (save as check_out.txt); exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> -0.01 on the first XERO debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; SELF=0
if [ "${1:-}" = "--selftest" ]; then
  SELF=1
  awk -F, -v OFS=, '!done && $2 ~ /XERO/ && $3 != "" { $3 = sprintf("%.2f", $3 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
  STMT="$TMP/statement.csv"
fi
PYTHONDONTWRITEBYTECODE=1 python3 "$DATA/hand_worked.py" > "$TMP/hw.txt" || { echo "hand_worked.py failed"; exit 1; }
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
#  modes: inc (income from bank wording, see isinc below), in (credits matching), out (all matching rows, -amount:
#         refunds reduce), gst (from = quarters, regex = worksheet field), tax (regex = tax-summary key; + adds keys),
#         linc / lout (payer / payee names; lout debits only), lmon (months in date order), lmiss (FY months with no
#         matching income row)
#  exclude: a regex, or @sat / @notsat: keep only Saturday / non-Saturday rows (person.md: the weekly Saturday
#           supermarket shop is private, business dockets are separate)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt ncnt (distinct names) gtN (row filter)
cat > "$TMP/spec.txt" <<'SPEC'
ctq001;inc;20250701;20260630;SQUARE AU PTY;sum;
ctq002;inc;20250701;20250930;SQUARE AU PTY;sum;
ctq003;inc;20250701;20260630;STRIPE PAYMENTS;sum;
ctq004;inc;20250701;20260630;PAYPAL AUSTRALIA;sum;
ctq005;inc;20250701;20251231;.;sum;
ctq006;inc;20260301;20260630;.;sum;
ctq007;inc;20250901;20250930;.;sum;
ctq008;inc;20260601;20260630;.;sum;
ctq009;inc;20250701;20260630;FERGUSON;sum;
ctq010;inc;20250701;20260630;ALBURY CITY COUNCIL;sum;
ctq011;inc;20250701;20260630;MURRAY HEALTH;sum;
ctq012;inc;20250701;20260630;^DIRECT CREDIT;sum;SQUARE|STRIPE|PAYPAL
ctq013;inc;20250701;20260630;WEDDING|LUKE & AMY PETRIE;sum;
ctq014;inc;20250701;20260630;^OSKO DEPOSIT .*(WEDDING|LUKE & AMY PETRIE);sum;
ctq015;inc;20250701;20260630;funeral|wake|MCKENZIE;sum;
ctq016;inc;20260101;20260331;^OSKO (DEPOSIT|BALOSIT) ;sum;
ctq017;inc;20250701;20260630;SQUARE AU PTY;dn;
ctq018;inc;20250701;20260630;SQUARE AU PTY;max;
ctq019;inc;20250701;20260630;STRIPE PAYMENTS;min;
ctq020;inc;20250701;20260630;.;d12;
ctq021;inc;20250701;20260630;.;d52;
ctq022;out;20250701;20260630;RIVERINA COMMERCIAL KIT;sum;
ctq023;out;20260101;20260630;RIVERINA COMMERCIAL KIT;sum;
ctq024;out;20250701;20260630;BIDFOOD;sum;
ctq025;out;20250701;20260630;MURRAY VALLEY FRESH;sum;
ctq026;out;20250701;20260630;DAN MURPHYS;sum;
ctq027;out;20250701;20260630;BUNZL;sum;
ctq028;out;20250701;20260630;EG FUELCO|BP THURGOONA|AMPOL;sum;
ctq029;out;20250701;20260630;EG FUELCO|BP THURGOONA|AMPOL|ALBURY AUTO CARE|AAMI|NRMA CTP|SERVICE NSW;sum;
ctq030;out;20250701;20260630;LIAM DOYLE wages;sum;
ctq031;out;20250701;20260630;ALBURY WODONGA MKT;sum;
ctq032;out;20250701;20260630;XERO;sum;
ctq033;out;20250701;20260630;TEACHABLE;sum;
ctq034;out;20250701;20260630;^OVERSEAS TRANSACTION FEE;sum;
ctq035;out;20250701;20260630;TELSTRA;sum;
ctq036;out;20250701;20260630;ORIGIN ENERGY;sum;
ctq037;out;20250701;20260630;COLES|ALDI STORES|WOOLWORTHS;sum;@sat
ctq038;out;20250701;20260630;COLES|ALDI STORES|WOOLWORTHS;sum;@notsat
ctq039;out;20250701;20260630;GUZMAN Y GOMEZ|MENULOG|BETTER HALF CAFE|PROSPECT HOUSE|BRIGHT BREWERY;sum;
ctq040;out;20250701;20260630;NETFLIX|SPOTIFY;sum;
ctq041;out;20250701;20260630;AUSTRALIANSUPER;sum;
ctq042;out;20250701;20260630;SB SUPER CLEARING;sum;
ctq043;out;20250701;20260630;^BPAY ATO;sum;
ctq044;out;20250701;20260630;^(VISA|EFTPOS) PURCHASE;max;
ctq045;out;20250701;20260630;^TRANSFER TO .*SAVINGS;sum;
ctq046;out;20250701;20260630;RIVERINA COMMERCIAL KIT;dn;
ctq047;gst;Q2;;1A;;
ctq048;gst;Q1;;net;;
ctq049;gst;Q1+Q2+Q3+Q4;;1B;;
ctq050;gst;Q1+Q2+Q3+Q4;;G2;;
ctq051;gst;Q1+Q2+Q3+Q4;;W2;;
ctq052;gst;Q1+Q2+Q3+Q4;;W1;;
ctq053;tax;;;P8-netIncome;;
ctq054;tax;;;homeOffice;;
ctq055;tax;;;P8-totalExpenses+D9+D10+D12;;
ctq056a;inc;20250701;20260630;SQUARE AU PTY;sum;
ctq056b;inc;20250701;20260630;STRIPE PAYMENTS;sum;
ctq057a;inc;20250701;20250930;.;sum;
ctq057b;inc;20251001;20251231;.;sum;
ctq058a;out;20250701;20260630;BIDFOOD;sum;
ctq058b;out;20250701;20260630;MURRAY VALLEY FRESH;sum;
ctq059a;out;20250701;20260630;BP THURGOONA;sum;
ctq059b;out;20250701;20260630;AMPOL;sum;
ctq060a;inc;20251001;20251031;.;sum;
ctq060b;inc;20251101;20251130;.;sum;
ctq061a;inc;20250701;20260630;FERGUSON;sum;
ctq061b;inc;20250701;20260630;PETRIE;sum;
ctq062a;inc;20250701;20260630;ALBURY CITY COUNCIL;sum;
ctq062b;inc;20250701;20260630;MURRAY HEALTH;sum;
ctq063a;gst;Q1;;net;;
ctq063b;gst;Q2;;net;;
ctq064a;out;20250701;20260630;^TRANSFER TO .*SAVINGS;sum;
ctq064b;in;20250701;20260630;^TRANSFER FROM .*SAVINGS;sum;
ctq065a;out;20250701;20260630;COLES;sum;@sat
ctq065b;out;20250701;20260630;WOOLWORTHS;sum;@sat
ctq066;inc;20250701;20260630;SQUARE AU PTY;cnt;
ctq067;out;20250701;20260630;RIVERINA COMMERCIAL KIT;cnt;
ctq068;out;20250701;20260630;LIAM DOYLE wages;cnt;
ctq069;inc;20250701;20260630;WEDDING|LUKE & AMY PETRIE;ncnt;
ctq070;inc;20250701;20250930;SQUARE AU PTY;gt1200;
ctq071;out;20250701;20260630;EG FUELCO|BP THURGOONA|AMPOL;cnt;
ctq072;inc;20260101;20260630;STRIPE PAYMENTS;cnt;
ctq073;out;20260401;20260430;GUZMAN Y GOMEZ|MENULOG|BETTER HALF CAFE|PROSPECT HOUSE|BRIGHT BREWERY;cnt;
ctq074;linc;20250701;20260630;^DIRECT CREDIT;;SQUARE|STRIPE|PAYPAL
ctq075;linc;20251001;20251231;^OSKO (DEPOSIT|BALOSIT) ;;
ctq076;lout;20250701;20260630;^BPAY ;;
ctq077;lout;20250701;20260630;^DIRECT DEBIT ;;
ctq078;lmiss;20250701;20260630;STRIPE PAYMENTS;;
ctq079;lmon;20250701;20260630;ORIGIN ENERGY;;
ctq080;linc;20250701;20260630;WEDDING|LUKE & AMY PETRIE;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function dow(y, m, d,  k, j) {   # Zeller: 0 = Saturday
  if (m < 3) { m += 12; y-- }
  k = y % 100; j = int(y / 100)
  return (d + int(13 * (m + 1) / 5) + k + int(k / 4) + int(j / 4) + 5 * j) % 7
}
function name(n,  m) {   # payer / payee from the bank wording
  m = "?" n
  if (n ~ /^OSKO (DEPOSIT|BALOSIT) /) {
    if (n ~ /T HOLLAND \+ S WEIR/) m = "Tom Holland & Sian Weir"
    else if (n ~ /J & M FERGUSON/) m = "Jess & Matt Ferguson"
    else if (n ~ /LUKE & AMY PETRIE/) m = "Luke & Amy Petrie"
    else if (n ~ /NGUYEN BAO/) m = "Bao & Linh Nguyen"
    else if (n ~ /ELLA WHITFORD/) m = "Ella Whitford & Sam Cho"
    else if (n ~ /BEC & JOSH/) m = "Bec Lowe & Josh Tran"
    else if (n ~ /GRACE DAVIES/) m = "Grace Davies"
    else if (n ~ /CHLOE BRENNAN/) m = "Chloe Brennan"
    else if (n ~ /FAMILY OF R MCKENZIE/) m = "McKenzie family"
  } else if (n ~ /^DIRECT CREDIT /) {
    if (n ~ /ALBURY CITY COUNCIL/) m = "AlburyCity Council"
    else if (n ~ /BORDER LAWYERS/) m = "Border Lawyers"
    else if (n ~ /WODONGA TAFE/) m = "Wodonga TAFE"
    else if (n ~ /MURRAY HEALTH SERVI/) m = "Murray Health Services"
    else if (n ~ /HUME BUILDING GROUP/) m = "Hume Building Group"
    else if (n ~ /RIVERINA WATER/) m = "Riverina Water"
    else if (n ~ /CHARLES STURT UNI/) m = "Charles Sturt University"
  } else if (n ~ /^BPAY /) {
    if (n ~ /^BPAY ATO/) m = "ATO"
    else if (n ~ /ALBURY CITY COUNCIL/) m = "AlburyCity Council"
    else if (n ~ /AUSTRALIANSUPER/) m = "AustralianSuper"
    else if (n ~ /BIZCOVER/) m = "BizCover"
    else if (n ~ /ORIGIN ENERGY/) m = "Origin Energy"
    else if (n ~ /SERVICE NSW/) m = "Service NSW"
    else if (n ~ /SB SUPER CLEARING HSE/) m = "Small Business Superannuation Clearing House"
  } else if (n ~ /^DIRECT DEBIT /) {
    if (n ~ /AAMI/) m = "AAMI"
    else if (n ~ /ALBURY WODONGA MKT/) m = "Albury Wodonga Sunday Market"
    else if (n ~ /BIDFOOD ALBURY/) m = "Bidfood Albury"
    else if (n ~ /SUPERLOOP/) m = "Superloop"
    else if (n ~ /TELSTRA/) m = "Telstra"
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
    if (line ~ /home office fixed rate/) { n = split(line, kv, " "); tax["homeOffice"] = kv[n] + 0; continue }
    if (line ~ /^   [A-Za-z0-9-]+ / && line !~ /=/) { n = split(line, kv, " "); tax[kv[1]] = kv[n] + 0 }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
{ sub(/\r$/, "") }
NR == 1 { if ($0 != "Date,Description,Debit,Credit,Balance") { print "BAD HEADER"; bad++ }; next }
{
  R++   # the export is newest first; index rows so that N (below) runs oldest first
  if (NF != 5 || $1 !~ /^[0-3][0-9]\/[01][0-9]\/20[0-9][0-9]$/ || ($3 != "") == ($4 != "") || ($3 $4) !~ /^[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
  rd[R] = substr($1, 7, 4) substr($1, 4, 2) substr($1, 1, 2); rn[R] = $2; ra[R] = ($4 != "" ? $4 + 0 : -($3 + 0))
  rw[R] = dow(substr($1, 7, 4) + 0, substr($1, 4, 2) + 0, substr($1, 1, 2) + 0)
}
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (nar[i] !~ re) return 0
  if (ex == "@sat") { if (wd[i] != 0) return 0 }
  else if (ex == "@notsat") { if (wd[i] == 0) return 0 }
  else if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc" || mode == "lmiss") return isinc[i]
  if (mode == "in") return amt[i] > 0
  if (mode == "lout") return amt[i] < 0
  return 1
}
function sortjoin(arr,  k, n, i, j, t, a, s) {
  n = 0; for (k in arr) a[++n] = k
  for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
  s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") a[i]
  return s == "" ? "-" : s
}
END {
  N = R
  for (i = 1; i <= N; i++) { j = N + 1 - i; dt[i] = rd[j]; nar[i] = rn[j]; amt[i] = ra[j]; wd[i] = rw[j] }
  # a client payment sent back as a duplicate: "OSKO PAYMENT <payer> dup <ref>"; the later of two same-amount
  # credits carrying <ref> is the duplicate (not income), the earlier one the real payment
  for (i = 1; i <= N; i++) if (amt[i] < 0 && nar[i] ~ / dup [0-9]+$/) { ref = nar[i]; sub(/^.* dup /, "", ref); dupamt[ref] = -amt[i] }
  # income: credits that are sales (not own-savings top-ups, the ATO refund, Medicare, refunds, the friend or Mum),
  # less refunds paid to clients ("OSKO PAYMENT <client> refund")
  for (i = 1; i <= N; i++) {
    isinc[i] = (amt[i] > 0 && nar[i] !~ /^TRANSFER FROM|^ATO TAX REFUND|MEDICARE BENEFITS|REFUND|NADIA FLYNN|MARGARET MARLOWE/)
    if (amt[i] < 0 && nar[i] ~ /^OSKO PAYMENT .* refund$/) isinc[i] = 1
    if (isinc[i] && amt[i] > 0) for (ref in dupamt) if (index(nar[i], ref) && amt[i] == dupamt[ref]) { if (seenref[ref]++) { isinc[i] = 0; dupline = i } }
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
  nm2["ctq056"] = "Square|Stripe"; nm2["ctq057"] = "Sept_quarter|Dec_quarter"; nm2["ctq058"] = "Bidfood|Murray_Valley_Fresh"
  nm2["ctq059"] = "BP|Ampol"; nm2["ctq060"] = "October|November"; nm2["ctq061"] = "the_Fergusons|the_Petries"
  nm2["ctq062"] = "the_council|Murray_Health"; nm2["ctq063"] = "Q1|Q2"; nm2["ctq064"] = "put_in|took_out"
  nm2["ctq065"] = "Coles|Woolworths"
  for (b = 56; b <= 65; b++) {
    id = "ctq0" b; split(nm2[id], pp, "|"); split(exp_[id], e, " ")
    larger = (cmpv[id, "a"] > cmpv[id, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, id, e[5], larger
  }
  printf "duplicate left out of income (bank wording): %s %s %.2f\n", dt[dupline], nar[dupline], amt[dupline]
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
