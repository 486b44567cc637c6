#!/usr/bin/env bash
# Second way: recompute every answerable item with awk straight from data/statement.csv (bank wording, dates,
# Debit/Credit only; no labels.csv, no answers.py code). GST/BAS amounts are compared with the worksheet figures
# printed by `python3 data/hand_worked.py`. python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> spoils one amount by 0.01 in a temp copy of the statement; must show 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  # add 0.01 to the Debit of the first GOLDEN CITY row (used by one item only: the eating-out total)
  awk -F, -v OFS=, '!done && $2 ~ /GOLDEN CITY/ { $3 = sprintf("%.2f", $3 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
  STMT="$TMP/statement.csv"; OUT="$TMP/selftest_out.txt"
fi
python3 "$DATA/hand_worked.py" > "$TMP/hw.txt" || { echo "hand_worked.py failed"; exit 1; }
python3 - "$JSON" > "$TMP/exp.txt" <<'PY'
import json, sys
for d in json.load(open(sys.argv[1])):
    e, i = d["expected"], d["id"]
    if d["kind"] == "figure":
        print(i, "fig", e["amount"], e["transactions"], *e.get("alsoAccepted", []))
    elif d["kind"] == "compare":
        print(i, "cmp", e["amounts"][0], e["amounts"][1], e["answer"].replace(" ", "_"))
    elif d["kind"] == "count":
        print(i, "cnt", e["count"])
    elif d["kind"] == "list":
        print(i, "lst", "|".join(e["items"]).replace(" ", "_") or "-")
PY
# spec: id;mode;from;to;regex;post
#  modes: inc (sales credits), hinc (householders' Osko sales), out (money out net of refunds: Debit - Credit),
#         in (any credit), gst (from = quarters "Q1+Q2", regex = field), linc/lout/losko (distinct names),
#         lhgt (householders with a year total over post), lnew (householders in from..to not paying before)
#  post: sum d12 d52 dn max cnt gtN geN (ge/gt filter on the row amount)
cat > "$TMP/spec.txt" <<'SPEC'
mcq001;inc;20250701;20260630;.;sum
mcq002;inc;20250701;20260630;GOLDFIELDS PLUMBING;sum
mcq003;inc;20250701;20260630;SQUARE;sum
mcq004;inc;20250701;20260630;^CASH DEPOSIT;sum
mcq005;inc;20250701;20251231;.;sum
mcq006;inc;20260301;20260331;.;sum
mcq007;hinc;20260401;20260630;.;sum
mcq008;inc;20250701;20260630;KATIE LOUISE BRENNAN|AAMI;sum
mcq009;inc;20250701;20260630;BEN COOPER;sum
mcq010;inc;20250701;20251224;.;sum
mcq011;inc;20260405;20260630;.;sum
mcq012;inc;20250701;20260630;GOLDFIELDS PLUMBING;d12
mcq013;inc;20250701;20260630;SQUARE;dn
mcq014;inc;20250701;20260630;.;max
mcq015;inc;20250701;20260630;^(OSKO|CASH|DIRECT CREDIT (SQUARE|AAMI));sum
mcq016;hinc;20250701;20260630;.;sum
mcq017;inc;20250701;20260630;L MORGAN;sum
mcq018;inc;20260201;20260331;.;sum
mcq019;inc;20250701;20260630;.;d52
mcq020;out;20250701;20260630;^VISA (PURCHASE|REFUND) REPCO;sum
mcq021;out;20250701;20260630;FUEL;sum
mcq022;out;20250701;20260630;FUEL;ge100
mcq023;out;20260101;20260331;FUEL;sum
mcq024;out;20250701;20260630;FUEL;dn
mcq025;out;20250701;20260630;FUEL;max
mcq026;out;20250701;20260630;GOLDFIELDS TYRE;sum
mcq027;out;20250701;20260630;KELBRO;sum
mcq028;out;20250701;20260630;MARCUS FENECH;sum
mcq029;out;20250701;20260630;SNAP ON;sum
mcq030;out;20250701;20260630;SYDNEY TOOLS;sum
mcq031;out;20250701;20260630;SUPERCHEAP;sum
mcq032;out;20250701;20260630;^DIRECT DEBIT (TELSTRA|AUSSIE BROADBAND);sum
mcq033;out;20250701;20260630;^DIRECT DEBIT TELSTRA;d12
mcq034;out;20250701;20260630;MECHANICDESK;sum
mcq035;out;20250701;20260630;^(EFTPOS|VISA) (PURCHASE|REFUND) (ALDI|COLES|IGA|WOOLWORTHS);sum
mcq036;out;20250701;20260630;^VISA PURCHASE (GOLDEN CITY|DOMINOS|BALLARAT FISH|MENULOG|MCDONALDS|GRILL'D);sum
mcq037;out;20250701;20260630;^BPAY PAYMENT (AGL|CENTRAL HIGHLANDS WATER|CITY OF BALLARAT);sum
mcq038;out;20250701;20260630;^BPAY PAYMENT CITY OF BALLARAT;sum
mcq039;out;20250701;20260630;REBEL SPORT|PLAYHQ|AQUATIC;sum
mcq040;out;20250701;20260630;KMART;sum
mcq041;out;20250701;20260630;^INTERNET TRANSFER TO LOAN;sum
mcq042;out;20250701;20260630;^BPAY PAYMENT TAX OFFICE;sum
mcq043;out;20250701;20260630;^INTERNET TRANSFER TO 22871456;sum
mcq044;in;20250701;20260630;SARAH KOWAL;sum
mcq045;out;20250701;20260630;^BPAY PAYMENT (ALLIANZ|BIZCOVER);sum
mcq046;out;20250701;20260630;BUNNINGS;sum
mcq047;out;20260101;20260630;BURSON;sum
mcq048;out;20250701;20260630;NETFLIX;sum
mcq049;gst;Q2;;1A;
mcq050;gst;Q1+Q2+Q3+Q4;;1B;
mcq051;gst;Q1+Q2;;net;
mcq052;gst;Q3;;G1;
mcq053;gst;Q1+Q2+Q3+Q4;;G10;
mcq054;gst;Q4;;net;
mcq055;gst;Q1+Q2+Q3+Q4;;G1;
mcq056a;out;20250701;20260630;^VISA (PURCHASE|REFUND) REPCO;sum
mcq056b;out;20250701;20260630;BURSON;sum
mcq057a;inc;20250701;20250930;.;sum
mcq057b;inc;20251001;20251231;.;sum
mcq058a;inc;20250701;20260630;GOLDFIELDS PLUMBING;sum
mcq058b;inc;20250701;20260630;SQUARE;sum
mcq059a;out;20250701;20251231;FUEL;sum
mcq059b;out;20260101;20260630;FUEL;sum
mcq060a;out;20250701;20260630;(PURCHASE|REFUND) COLES;sum
mcq060b;out;20250701;20260630;(PURCHASE|REFUND) WOOLWORTHS;sum
mcq061a;out;20250701;20260630;NETFLIX;sum
mcq061b;out;20250701;20260630;MECHANICDESK;sum
mcq062a;out;20250701;20260630;^BPAY PAYMENT AGL;sum
mcq062b;out;20250701;20260630;^BPAY PAYMENT CENTRAL HIGHLANDS WATER;sum
mcq063a;inc;20250701;20260630;BEN COOPER;sum
mcq063b;inc;20250701;20260630;RHIANNON DAVIES;sum
mcq064a;inc;20260301;20260331;.;sum
mcq064b;inc;20260401;20260430;.;sum
mcq065a;gst;Q1;;1A;
mcq065b;gst;Q2;;1A;
mcq066;out;20250701;20260630;GOLDFIELDS TYRE;cnt
mcq067;out;20250701;20260630;FUEL;cnt
mcq068;inc;20250701;20260630;SQUARE;cnt
mcq069;inc;20250701;20260630;BEN COOPER;cnt
mcq070;hinc;20250701;20260630;.;gt500
mcq071;out;20260101;20260630;^VISA PURCHASE REPCO;cnt
mcq072;inc;20250701;20260630;^CASH DEPOSIT;cnt
mcq073;out;20250701;20260630;SNAP ON;cnt
mcq074;linc;20260501;20260531;.;
mcq075;lout;20250701;20260630;FUEL;
mcq076;lhgt;20250701;20260630;.;2000
mcq077;losko;20250701;20260630;^OSKO PAYMENT TO;
mcq078;lout;20251201;20251231;REPCO|BURSON|GOLDFIELDS TYRE|KELBRO|ROCKAUTO;
mcq079;lnew;20260101;20260630;.;
mcq080;linc;20260201;20260228;^(OSKO|CASH|DIRECT CREDIT (SQUARE|AAMI));
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / payee name from the bank wording
  m = n
  if (m ~ /^OSKO (DEPOSIT FROM|PAYMENT TO) /) { sub(/^OSKO (DEPOSIT FROM|PAYMENT TO) /, "", m); sub(/ REF .*$/, "", m) }
  else if (m ~ /SQUARE AUSTRALIA/) m = "Square (card customers)"
  else if (m ~ /GOLDFIELDS PLUMBING/) m = "Goldfields Plumbing Pty Ltd"
  else if (m ~ /^CASH DEPOSIT/) m = "Cash customers"
  else if (m ~ /AAMI CLAIMS/) m = "AAMI (Suncorp) claims"
  else if (m ~ /AMPOL/) m = "Ampol"
  else if (m ~ /BP ALFREDTON/) m = "BP"
  else if (m ~ /7-ELEVEN/) m = "7-Eleven"
  else if (m ~ /SHELL/) m = "Shell"
  else if (m ~ /UNITED PETROLEUM/) m = "United Petroleum"
  else if (m ~ /REPCO/) m = "Repco"
  else if (m ~ /BURSON/) m = "Burson Auto Parts"
  else if (m ~ /GOLDFIELDS TYRE/) m = "Goldfields Tyre Wholesale"
  else if (m ~ /KELBRO/) m = "Kelbro Nominees Pty Ltd"
  else if (m ~ /ROCKAUTO/) m = "RockAuto"
  return norm(m)
}
function isinc(i) { return cr[i] > 0 && nar[i] !~ /SARAH KOWAL|BRADLEY T HOLMES|^DIRECT CREDIT ATO|^VISA REFUND/ && !dup[i] }
function ishouse(i) { return isinc(i) && nar[i] ~ /^OSKO DEPOSIT FROM/ }
function sel(i, mode, lo, hi, re) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "FUEL") { if (nar[i] !~ /^VISA PURCHASE (AMPOL|BP |7-ELEVEN|SHELL|UNITED PETROLEUM)/) return 0 }
  else if (nar[i] !~ re) return 0
  if (mode == "inc" || mode == "linc") return isinc(i)
  if (mode == "hinc" || mode == "lhgt" || mode == "lnew") return ishouse(i)
  if (mode == "in") return cr[i] > 0
  if (mode == "out" || mode == "lout" || mode == "losko") return 1
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
  QLO["Q1"] = 20250701; QHI["Q1"] = 20250930; QLO["Q2"] = 20251001; QHI["Q2"] = 20251231
  QLO["Q3"] = 20260101; QHI["Q3"] = 20260331; QLO["Q4"] = 20260401; QHI["Q4"] = 20260630
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") {
      n = split(line, kv, " ")
      for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }
      q = ""
    }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  N++; dt[N] = ymd($1); nar[N] = $2; dr[N] = $3 + 0; cr[N] = $4 + 0
  if (NF != 5 || $5 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
  # a customer payment refunded later ("OSKO PAYMENT TO X REF refund...") is a duplicate, not a sale:
  # mark the latest earlier deposit from X of the same amount (rows run newest first, so look at higher i)
  for (i = 1; i <= N; i++) if (nar[i] ~ /^OSKO PAYMENT TO .* REF .*refund/) {
    who = nar[i]; sub(/^OSKO PAYMENT TO /, "", who); sub(/ REF .*$/, "", who)
    for (j = i + 1; j <= N; j++) if (cr[j] == dr[i] && index(nar[j], "OSKO DEPOSIT FROM " who) == 1) { dup[j] = 1; break }
  }
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""; note = ""
    if (mode == "gst") {
      nq = split(lo, qs, "+"); tot = 0; ptot = 0; cnt = 0
      for (k = 1; k <= nq; k++) {
        q = qs[k]; tot += hw[q, re]
        if (re == "1A") ptot += hw[q, "1A-per-row"]
        else if (re == "1B") ptot += hw[q, "1B-per-row"]
        else if (re == "net") ptot += hw[q, "1A-per-row"] - hw[q, "1B-per-row"]
        else ptot += hw[q, re]
        for (i = 1; i <= N; i++) if (dt[i] >= QLO[q] && dt[i] <= QHI[q]) {
          if ((re == "1A" || re == "G1") && isinc(i)) cnt++
          if (re == "G10" && (nar[i] ~ /SNAP ON|PETER GALEA/ || (nar[i] ~ /SYDNEY TOOLS/ && dr[i] > 300))) cnt++
        }
      }
      got = c2(tot); gotn = (re == "1B" || re == "net") ? "*" : cnt; if (c2(ptot) != got) alt = c2(ptot)
    } else if (mode ~ /^l/) {
      delete names; delete tot2; delete before
      if (mode == "lnew") for (i = 1; i <= N; i++) if (dt[i] < lo && ishouse(i)) before[name(nar[i])] = 1
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re)) {
        if (mode == "lhgt") { tot2[name(nar[i])] += cr[i]; continue }
        if (!(name(nar[i]) in before)) names[name(nar[i])] = 1
      }
      if (mode == "lhgt") for (k in tot2) if (tot2[k] > post + 0) names[k] = 1
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re)) {
        amt = (mode == "out") ? dr[i] - cr[i] : cr[i]
        if (post ~ /^gt/ && !(amt > substr(post, 3) + 0)) continue
        if (post ~ /^ge/ && !(amt >= substr(post, 3) + 0)) continue
        if (post == "cnt" && mode == "out" && dr[i] == 0) continue
        sum += amt; cnt++; gross += dr[i]; if (amt > mx) mx = amt
      }
      got = c2(sum); gotn = cnt
      if (mode == "out" && c2(gross) != got) alt = c2(gross)
      if (post == "d12") got = c2(sum / 12)
      if (post == "d52") { got = c2(sum / 52); alt = c2(sum / (365 / 7)) }
      if (post == "dn") got = c2(sum / cnt)
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
    }
    split(exp_[base], e, " ")
    if (part == "") {
      if (e[2] == "fig") {
        if (gotn == "*") { gotn = e[4]; note = " (row count not recomputable from bank wording: 1B/net rows rest on dockets and private rows)" }
        want = e[3] " " e[4] (e[5] != "" ? " " e[5] : ""); have = got " " gotn (alt != "" ? " " alt : "")
      }
      else if (e[2] == "cnt") { want = e[3]; have = got }
      else if (e[2] == "lst") { delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) if (wl[k] != "-") wa[norm(wl[k])] = 1; want = sortjoin(wa); have = got }
      else { want = "(no expected)"; have = got }
    } else {
      want = (part == "a") ? e[3] : e[4]; have = got
      cmpv[base, part] = got + 0
    }
    checked++
    status = (want == have) ? "OK  " : "DIFF"
    if (status == "DIFF") diffs++
    printf "%s %-7s expected [%s] awk [%s]%s\n", status, id, want, have, note
  }
  nm["mcq056"] = "Repco|Burson"; nm["mcq057"] = "Jul-Sep|Oct-Dec"; nm["mcq058"] = "Goldfields_Plumbing|Square"
  nm["mcq059"] = "first_half|second_half"; nm["mcq060"] = "Coles|Woolies"; nm["mcq061"] = "Netflix|MechanicDesk"
  nm["mcq062"] = "AGL|water"; nm["mcq063"] = "Ben_Cooper|Rhiannon"; nm["mcq064"] = "March|April"; nm["mcq065"] = "Q1|Q2"
  for (b in nm) {
    split(nm[b], pp, "|"); split(exp_[b], e, " ")
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
