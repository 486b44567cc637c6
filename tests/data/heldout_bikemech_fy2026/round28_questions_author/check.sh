#!/usr/bin/env bash
# Second way for set heldout (bmq): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording: Date DD/MM/YYYY, Description, Debit, Credit; no labels.csv, no answers.py code).
# The 5 GST/BAS figures, the net-GST compare and the 3 tax-return figures cannot come from bank wording (payout
# gross and fees, private shares, GST-free parts); they are compared with the worksheet and tax summary printed by
# `python3 data/hand_worked.py` instead.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> prints the check lines (save as check_out.txt); exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> -0.01 on the first QBOOKS debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; SELF=0
if [ "${1:-}" = "--selftest" ]; then
  SELF=1
  awk -F, -v OFS=, '!done && $2 ~ /QBOOKS/ && $3 != "" { $3 = sprintf("%.2f", $3 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
# spec: id;mode;from;to;regex;post;exclude;extra
#  modes: inc (income from bank wording), inv (private customers' invoice transfers, money in), in (credits
#         matching), out (all matching rows, -amount: refunds reduce), gst (from = quarters, regex = worksheet field),
#         tax (regex = tax-summary key; + adds keys), linv / lout (payer / payee names), lmiss (FY months with no
#         matching income row)
#  exclude: "regex@YYYYMMDD@..." leaves out rows matching regex and rows posted on those days (marked: dockets the
#           bank wording cannot tell apart, from person.md: the 5 Mar 2026 Ampol pie, the 16 Aug 2025 Aldi tools,
#           BPW helmets 18 Sep and tools 1 Dec 2025, FE Sports charger 17 Mar and present 31 Mar 2026)
#  extra:   "YYYYMMDD:regex" also takes rows posted that day matching regex (the Ampol pie docket as takeaway)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt ncnt (distinct names) gtN (row filter)
FUEL='6021 (AMPOL|BP|METRO PETROLEUM|REDDY EXPRESS|UNITED PETROLEUM) '
STOCKRE='BICYCLE PARTS WHOLE|FE SPORTS|FESPORTS|LUSTY INDUSTRIES|BIKE24 GMBH'
cat > "$TMP/spec.txt" <<SPEC
bmq001;inc;20250701;20260630;SQUARE AUSTRALIA;sum;;
bmq002;inc;20250701;20250930;SQUARE AUSTRALIA;sum;;
bmq003;inc;20250701;20260630;TRAILRENT;sum;;
bmq004;inc;20251201;20260630;TRAILRENT;sum;;
bmq005;inc;20250701;20260630;ALBURYCITY;sum;;
bmq006;inc;20260101;20260630;ALBURYCITY;sum;;
bmq007;inc;20250701;20260630;YACK TRAIL;sum;;
bmq008;inc;20250701;20260630;KIEWA VALLEY;sum;;
bmq009;inc;20250701;20260630;^CASH DEPOSIT;sum;;
bmq010;inv;20250701;20260630;.;sum;;
bmq011;inc;20250701;20251231;.;sum;;
bmq012;inc;20251101;20251130;.;sum;;
bmq013;inc;20260601;20260630;.;sum;;
bmq014;inc;20250701;20260630;.;sum;;
bmq015;inc;20250701;20260630;.;d52;;
bmq016;inc;20250701;20260630;.;d12;;
bmq017;inc;20250701;20260630;SQUARE AUSTRALIA;dn;;
bmq018;inc;20250701;20260630;TRAILRENT;max;;
bmq019;inc;20250701;20260630;SQUARE AUSTRALIA;min;;
bmq020;inc;20250701;20260630;TANYA ELLERY;sum;;
bmq021;inc;20250701;20260630;BRENDAN O'SHEA;sum;;
bmq022;in;20250701;20260630;TAHLIA BRENNAN;sum;;
bmq023;in;20260201;20260630;TAHLIA BRENNAN (rent|half rent);sum;;
bmq024;out;20250701;20260630;OSKO PAYMENT TO G R CALLOWAY;sum;;
bmq025;out;20250701;20260630;INTERNET TRANSFER TO S10;sum;;
bmq026;out;20250701;20260630;BICYCLE PARTS WHOLE;sum;;
bmq027;out;20250701;20260630;FE SPORTS|FESPORTS;sum;@20260317@20260331;
bmq028;out;20250701;20260630;$STOCKRE;sum;^INTERNATIONAL@20250918@20251201@20260317@20260331;
bmq029;out;20250701;20260630;^INTERNATIONAL TRANSACTION FEE.*BIKE24;sum;;
bmq030;out;20250701;20260630;$FUEL;sum;@20260305;
bmq031;out;20251001;20251231;$FUEL;sum;@20260305;
bmq032;out;20250701;20260630;$FUEL;d52;@20260305;
bmq033;out;20250701;20260630;$FUEL|VICROADS|RACV|WODONGA TRUCK|BEAUREPAIRES|ALBURY CITY PARKING|EASYPARK;sum;@20260305;
bmq034;out;20250701;20260630;VICROADS|RACV;sum;;
bmq035;out;20250701;20260630;^DIRECT DEBIT TELSTRA;sum;;
bmq036;out;20250701;20260630;AUSSIE BROADBAND;sum;;
bmq037;out;20250701;20260630;QBOOKS;sum;;
bmq038;out;20260201;20260630;DEFT RENT;sum;;
bmq039;out;20251001;20251231;ALDI STORES|COLES|IGA |WODONGA FRESH|WOOLWORTHS;sum;;
bmq040;out;20250701;20260630;BEECHWORTH BAKERY|GOLDFINCH|MCDONALDS|SAIGON KITCHEN|UBER \*EATS|ZAFFERANO;sum;;20260305:AMPOL
bmq041;out;20250701;20260630;MCDONALDS;sum;;
bmq042;out;20250701;20260630;NETFLIX|KAYO;sum;;
bmq043;out;20250701;20260630;AUSTRALIAN RETIREMENT;sum;;
bmq044;out;20250701;20260630;^BPAY PAYMENT ATO;sum;;
bmq045;out;20250701;20260630;JETSTAR|SKYBUS|ALAYA|LOCAVORE|KUTA BEACH|BINTANG;sum;;
bmq046;out;20250701;20260630;MUC-OFF|BUNNINGS|REPCO;sum;;
bmq047;out;20250701;20260630;^(VISA DEBIT PURCHASE|EFTPOS PURCHASE);max;;
bmq048;gst;Q1;;1A;;;
bmq049;gst;Q2;;net;;;
bmq050;gst;Q1+Q2+Q3+Q4;;G1;;;
bmq051;gst;Q4;;1B;;;
bmq052;gst;Q1;;G10;;;
bmq053;tax;;;P8-netIncome;;;
bmq054;tax;;;van;;;
bmq055;tax;;;P8-totalExpenses+D9+D10+D12;;;
bmq056a;inc;20250701;20260630;SQUARE AUSTRALIA;sum;;
bmq056b;inc;20250701;20260630;TRAILRENT;sum;;
bmq057a;inc;20250701;20260630;ALBURYCITY;sum;;
bmq057b;inc;20250701;20260630;YACK TRAIL;sum;;
bmq058a;inc;20250701;20250930;.;sum;;
bmq058b;inc;20251001;20251231;.;sum;;
bmq059a;out;20250701;20251231;$FUEL;sum;@20260305;
bmq059b;out;20260101;20260630;$FUEL;sum;@20260305;
bmq060a;out;20250701;20260630;BICYCLE PARTS WHOLE;sum;@20250918@20251201;
bmq060b;out;20250701;20260630;FE SPORTS|FESPORTS;sum;@20260317@20260331;
bmq061a;out;20250701;20260630;NETFLIX;sum;;
bmq061b;out;20250701;20260630;KAYO;sum;;
bmq062a;inc;20260301;20260331;.;sum;;
bmq062b;inc;20260401;20260430;.;sum;;
bmq063a;out;20250701;20260630;WOOLWORTHS;sum;;
bmq063b;out;20250701;20260630;ALDI STORES;sum;@20250818;
bmq064a;gst;Q3;;net;;;
bmq064b;gst;Q4;;net;;;
bmq065a;inc;20250701;20260630;TANYA ELLERY;sum;;
bmq065b;inc;20250701;20260630;RACHEL KWONG;sum;;
bmq066;inc;20250701;20260630;SQUARE AUSTRALIA;cnt;;
bmq067;inc;20250701;20260630;TRAILRENT;cnt;;
bmq068;out;20250701;20260630;$FUEL;cnt;@20260305;
bmq069;inc;20250701;20260630;^CASH DEPOSIT;cnt;;
bmq070;inv;20250701;20260630;.;ncnt;;
bmq071;inc;20260401;20260630;SQUARE AUSTRALIA;gt500;;
bmq072;out;20260101;20260630;MCDONALDS;cnt;;
bmq073;out;20250701;20260630;DEFT RENT;cnt;;
bmq074;linv;20260401;20260630;.;;;
bmq075;lmiss;20250701;20260630;ALBURYCITY;;;
bmq076;lout;20250701;20260630;^BPAY PAYMENT;;;
bmq077;lout;20250701;20260630;^DIRECT DEBIT;;;
bmq078;lout;20250701;20260630;$FUEL;;@20260305;
bmq079;lout;20250701;20260630;^OSKO PAYMENT TO;;;
bmq080;lout;20250701;20260630;$STOCKRE;;^INTERNATIONAL@20250918@20251201@20260317@20260331;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function person(s,  n, t, k, out) {   # leading upper-case words of a transfer: the name, before its reference
  n = split(s, t, " "); out = ""
  for (k = 1; k <= n; k++) { if (t[k] ~ /[a-z0-9]/ || t[k] == "INV") break; out = out (out == "" ? "" : " ") t[k] }
  return out
}
function name(n,  m) {   # payer / payee from the bank wording
  m = n
  if (m ~ /^OSKO PAYMENT TO G R CALLOWAY/) m = "Graham Calloway"
  else if (m ~ /^OSKO (DEPOSIT FROM|PAYMENT TO) /) { sub(/^OSKO (DEPOSIT FROM|PAYMENT TO) /, "", m); m = person(m) }
  else if (m ~ /^DIRECT CREDIT /) { sub(/^DIRECT CREDIT /, "", m); m = person(m) }
  else if (m ~ /^BPAY PAYMENT DEFT RENT/) m = "Nolan Property Wodonga"        # the agent, paid through DEFT
  else if (m ~ /^BPAY PAYMENT ATO/) m = "ATO"
  else if (m ~ /^BPAY PAYMENT AGL/) m = "AGL"
  else if (m ~ /^BPAY PAYMENT BIZCOVER/) m = "BizCover"
  else if (m ~ /^BPAY PAYMENT VICROADS/) m = "VicRoads"
  else if (m ~ /^BPAY PAYMENT RACV/) m = "RACV"
  else if (m ~ /^BPAY PAYMENT AUSTRALIAN RETIREMENT/) m = "Australian Retirement Trust"
  else if (m ~ /^DIRECT DEBIT ANYTIME FITNESS/) m = "Anytime Fitness Wodonga"
  else if (m ~ /^DIRECT DEBIT AUSSIE BROADBAND/) m = "Aussie Broadband"
  else if (m ~ /^DIRECT DEBIT TELSTRA/) m = "Telstra"
  else if (m ~ /6021 AMPOL /) m = "Ampol"
  else if (m ~ /6021 BP /) m = "BP"
  else if (m ~ /6021 METRO PETROLEUM/) m = "Metro Petroleum"
  else if (m ~ /6021 REDDY EXPRESS/) m = "Reddy Express"
  else if (m ~ /6021 UNITED PETROLEUM/) m = "United Petroleum"
  else if (m ~ /BICYCLE PARTS WHOLE/) m = "Bicycle Parts Wholesale"
  else if (m ~ /FE SPORTS|FESPORTS/) m = "FE Sports"
  else if (m ~ /LUSTY INDUSTRIES/) m = "Lusty Industries"
  else if (m ~ /BIKE24 GMBH/) m = "Bike24"
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
  N++; split($1, dd, "/"); d = dd[3] dd[2] dd[1]; dt[N] = d; nar[N] = $2; amt[N] = ($4 != "" ? $4 + 0 : -$3)
  if (NF != 5 || $1 !~ /^[0-3][0-9]\/[01][0-9]\/20[0-9][0-9]$/ || ($3 == "") == ($4 == "") || ($3 $4) !~ /^[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
  # income: customer / platform credits (not Tahlia, dad, the bike buyer, Connor, mum, the ATO, Medicare) and
  # a refund paid to a customer (OSKO PAYMENT TO ... refund)
  isinc[N] = (amt[N] > 0 && nar[N] ~ /^(DIRECT CREDIT|OSKO DEPOSIT FROM|CASH DEPOSIT)/ \
              && nar[N] !~ /TAHLIA BRENNAN|G R CALLOWAY|D HOLLOWAY|CONNOR WALSH|LYN CALLOWAY|DIRECT CREDIT ATO|MEDICARE/) \
             || (amt[N] < 0 && nar[N] ~ /^OSKO PAYMENT TO .* refund/)
  isinv[N] = isinc[N] && amt[N] > 0 && nar[N] !~ /SQUARE AUSTRALIA|TRAILRENT|ALBURYCITY|YACK TRAIL|KIEWA VALLEY|^CASH DEPOSIT/
}
function sel(i, mode, lo, hi, re, ex, xt,  k, nx, xs, xp) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (xt != "") { split(xt, xp, ":"); if (dt[i] == xp[1] && nar[i] ~ xp[2]) return 1 }
  if (nar[i] !~ re) return 0
  if (ex != "") { nx = split(ex, xs, "@"); if (xs[1] != "" && nar[i] ~ xs[1]) return 0
    for (k = 2; k <= nx; k++) if (dt[i] == xs[k]) return 0 }
  if (mode == "inc" || mode == "lmiss") return isinc[i]
  if (mode == "inv" || mode == "linv") return isinv[i]
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
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; ex = s[7]; xt = s[8]
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
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex, xt)) {
        m = full[substr(dt[i], 5, 2) + 0] substr(dt[i], 1, 4)
        if (mode == "lmiss") { hasm[m] = 1; continue }
        names[name(nar[i])] = 1
      }
      if (mode == "lmiss") { for (k = 7; k <= 18; k++) { mm = (k - 1) % 12 + 1; m = full[mm] (k <= 12 ? "2025" : "2026"); if (!(m in hasm)) ord = ord "|" m "|" }
        gsub(/\|\|/, "|", ord); gsub(/^\||\|$/, "", ord); got = ord } else got = sortjoin(names)
    } else {
      sum = 0; cnt = 0; mx = ""; mn_ = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex, xt)) {
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
        if (mode == "lmiss") { want = toupper(e[3]); gsub(/_/, "", want); have = got }
        else { delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) if (wl[k] != "-") wa[norm(wl[k])] = 1; want = sortjoin(wa); have = got }
      }
      else { want = "(no expected)"; have = got }
    } else { want = (part == "a") ? e[3] : e[4]; have = got; cmpv[base, part] = got + 0 }
    checked++
    status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, (mode == "gst" || mode == "tax" ? " (from hand_worked.py printout, not bank wording)" : "")
  }
  nm2["bmq056"] = "Square|TrailRent"; nm2["bmq057"] = "the_council|Yack_Trail"; nm2["bmq058"] = "Q1|Q2"
  nm2["bmq059"] = "first_half|second_half"; nm2["bmq060"] = "Bicycle_Parts_Wholesale|FE_Sports"; nm2["bmq061"] = "Netflix|Kayo"
  nm2["bmq062"] = "March|April"; nm2["bmq063"] = "Woolworths|Aldi"; nm2["bmq064"] = "Q3|Q4"; nm2["bmq065"] = "Tanya|Rachel"
  for (b = 56; b <= 65; b++) {
    id = "bmq0" b; split(nm2[id], pp, "|"); split(exp_[id], e, " ")
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
  if [ "$rc" -ne 0 ] && [ "$(grep -c '^DIFF' "$TMP/out.txt")" -eq 1 ]; then echo "selftest: planted -0.01 on the first QBOOKS debit caught (exactly 1 difference)"; exit 0; fi
  echo "selftest FAILED"; exit 1
fi
cat "$TMP/out.txt"
exit $rc
