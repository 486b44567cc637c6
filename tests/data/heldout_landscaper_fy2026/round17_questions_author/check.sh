#!/usr/bin/env bash
# Second way for set heldout3 (lq3): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (NAB bank wording, date and signed Amount only; no labels.csv, no answers.py code).
# The 5 GST/BAS figures and the 1A compare cannot come from bank wording (private shares, GST-free parts of
# insurance and rego, exports); their amounts are compared with the worksheet printed by `python3 data/hand_worked.py`.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on one CHEMIST WAREHOUSE debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout3.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $6 ~ /CHEMIST WAREHOUSE/ { $2 = sprintf("%.2f", $2 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#  id suffix: a / b = the two sides of a compare; x = a second accepted figure (alsoAccepted) of the same item
#  modes: inc (sales credits), hinc (household clients' sales), out (money out net of credits in the same rows),
#         in (any credit), gst (from = quarters, regex = worksheet field),
#         linc (income payers), l2 (income payers with 2+ rows), lout (payees of debits)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt ncnt (distinct names) gtN (row filter)
cat > "$TMP/spec.txt" <<'SPEC'
lq3001;inc;20250701;20260630;GLENSIDE LIFESTYLE;sum;
lq3002;inc;20251001;20251231;NORWOOD STRATA;sum;
lq3003;inc;20251101;20251130;.;sum;
lq3004;inc;20250701;20250930;.;sum;
lq3005;inc;20260101;20260331;.;sum;HINDMARSH HOMES|FLEURIEU BUILT
lq3006;inc;20250701;20260630;^WISE AUSTRALIA.*KOWHAI;sum;
lq3007;inc;20250701;20260630;^PAYPAL AUSTRALIA;sum;
lq3008;inc;20250701;20260630;^WISE AUSTRALIA.*KOWHAI|^PAYPAL AUSTRALIA;sum;
lq3009;inc;20260101;20260630;^SQUARE AUSTRALIA;sum;
lq3010;inc;20250701;20260630;^SQUARE AUSTRALIA;dn;
lq3011;inc;20250701;20260630;^AIRTASKER;sum;
lq3012;inc;20250701;20260630;^OBRIEN SEAN;sum;
lq3013;inc;20260101;20260720;^ANDERSON KATE;sum;
lq3014;inc;20250701;20260630;.;max;
lq3015;inc;20250701;20260630;.;min;
lq3016;inc;20250701;20260630;.;d12;
lq3017;inc;20250701;20260630;.;d52;
lq3018;inc;20260601;20260630;.;sum;
lq3019;inc;20250701;20260630;HINDMARSH HOMES|FLEURIEU BUILT;sum;
lq3020;inc;20260401;20260630;.;sum;NORWOOD STRATA|GLENSIDE LIFESTYLE
lq3021;inc;20250701;20260630;^KHAN RIZWAN;sum;
lq3022;in;20250701;20260630;^DOYLE PATRICK|^CALLAGHAN ERIN|^TAN WEI concert;sum;
lq3023;out;20250701;20260630;FUEL;sum;
lq3024;out;20251001;20251231;FUEL;sum;
lq3025;out;20250701;20260630;FUEL;dn;
lq3026;out;20250701;20260630;OTR KILBURN|OTR PROSPECT;sum;
lq3027;out;20250701;20260630;ADELAIDE PLANT WHOLESALE|STATE FLORA;sum;
lq3028;out;20260301;20260720;JEFFRIES GARDEN SOILS;sum;
lq3029;out;20251001;20251231;PAVING WORLD;sum;
lq3030;out;20250701;20260630;BUNNINGS;sum;
lq3031;out;20250701;20260630;WINGFIELD WASTE;sum;
lq3032;out;20250701;20250930;MAT;sum;
lq3033;out;20250701;20260630;VEH;sum;
lq3034;out;20250701;20260630;VEH|FUEL;sum;
lq3035;out;20250701;20260630;BPAY AGL;sum;
lq3036;out;20250701;20260630;^TELSTRA|^AUSSIE BROADBAND;sum;
lq3037;out;20250701;20260630;HOUZZ|TRIMBLE|DROPBOX|^MYOB;sum;
lq3038;out;20250701;20260630;^INTERNATIONAL TRANSACTION FEE;sum;
lq3039;out;20250701;20260630;HIPAGES;sum;
lq3040;out;20250701;20260630;MEALS;sum;
lq3041;out;20250701;20260630;GROC;d52;
lq3042;out;20250701;20251231;RENT 14 PERCY ST;sum;
lq3043;out;20250701;20260630;BPAY HOSTPLUS;sum;
lq3044;out;20250701;20260630;BPAY TAX OFFICE;sum;
lq3044x;out;20250701;20260630;BPAY TAX OFFICE|^ATO .*TAX REFUND;sum;
lq3045;out;20260201;20260720;NAB REWARD SAVER;sum;
lq3046;out;20250701;20260630;^NAB ATM;sum;
lq3047;out;20250701;20260630;CHEMIST WAREHOUSE|PROSPECT MEDICAL;sum;
lq3047x;out;20250701;20260630;CHEMIST WAREHOUSE|PROSPECT MEDICAL|^MEDICARE BENEFIT;sum;
lq3048;out;20250701;20260630;PROSPECT MOWER|JB HI FI;sum;
lq3049;out;20250701;20260630;.;max;
lq3050;out;20260601;20260630;DRAKES;sum;
lq3051;gst;Q2;;1A;;
lq3052;gst;Q3;;1B;;
lq3053;gst;Q1+Q2+Q3+Q4;;net GST;;
lq3054;gst;Q1+Q2+Q3+Q4;;G1;;
lq3055;gst;Q1+Q2;;G2;;
lq3056a;out;20250701;20260630;COLES;sum;
lq3056b;out;20250701;20260630;WOOLWORTHS;sum;
lq3057a;out;20250701;20260630;ADELAIDE PLANT WHOLESALE|STATE FLORA;sum;
lq3057b;out;20250701;20260630;JEFFRIES GARDEN SOILS;sum;
lq3058a;inc;20250701;20250930;.;sum;
lq3058b;inc;20251001;20251231;.;sum;
lq3059a;inc;20250701;20260630;GLENSIDE LIFESTYLE;sum;
lq3059b;inc;20250701;20260630;NORWOOD STRATA;sum;
lq3060a;out;20250701;20260630;BP ENFIELD;sum;
lq3060b;out;20250701;20260630;AMPOL;sum;
lq3061a;out;20250701;20260630;^TELSTRA;sum;
lq3061b;out;20250701;20260630;^AUSSIE BROADBAND;sum;
lq3062a;inc;20250701;20251231;.;sum;
lq3062b;inc;20260101;20260630;.;sum;
lq3063a;inc;20250701;20260630;^OBRIEN SEAN;sum;
lq3063b;inc;20250701;20260630;^ANDERSON KATE;sum;
lq3064a;gst;Q3;;1A;;
lq3064b;gst;Q4;;1A;;
lq3065a;out;20251201;20251231;MEALS;sum;
lq3065b;out;20260101;20260131;MEALS;sum;
lq3066;out;20250701;20260630;FUEL;cnt;
lq3067;out;20250701;20260630;WINGFIELD WASTE;cnt;
lq3068;inc;20250701;20260630;^SQUARE AUSTRALIA;gt1000;
lq3069;hinc;20250701;20260630;.;ncnt;
lq3070;out;20250701;20260630;BUNNINGS;cnt;
lq3071;inc;20260301;20260331;.;cnt;
lq3072;out;20250701;20260630;MEALS;cnt;
lq3073;out;20250701;20260630;RENT 14 PERCY ST;cnt;
lq3074;linc;20260501;20260531;.;;
lq3075;l2;20251001;20251231;.;;
lq3076;lout;20250701;20260630;MAT;;
lq3077;linc;20250701;20260630;.;gt2000;
lq3078;lout;20250701;20260630;HOUZZ|TRIMBLE|DROPBOX|^MYOB;;
lq3079;lout;20250701;20260630;FUEL;;
lq3080;lout;20250701;20260630;BPAY;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, " "); return "20" p[3] mon[p[2]] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function num(s) { gsub(/,/, "", s); return s + 0 }
function name(n,  m, w, k) {   # payer / payee from the bank wording
  if (n ~ /NORWOOD STRATA/) m = "Norwood Strata Management Pty Ltd"
  else if (n ~ /GLENSIDE LIFESTYLE/) m = "Glenside Lifestyle Village Pty Ltd"
  else if (n ~ /HINDMARSH HOMES/) m = "Hindmarsh Homes Pty Ltd"
  else if (n ~ /FLEURIEU BUILT/) m = "Fleurieu Built Pty Ltd"
  else if (n ~ /^SQUARE AUSTRALIA/) m = "Square (on-site card sales)"
  else if (n ~ /^AIRTASKER/) m = "Airtasker (task posters)"
  else if (n ~ /^WISE AUSTRALIA.*KOWHAI/) m = "Kowhai Landscape Studio Ltd (Auckland, NZ)"
  else if (n ~ /^PAYPAL AUSTRALIA/) m = "Hollybrook Garden Design Ltd (Bristol, UK) via PayPal"
  else if (n ~ /ADELAIDE PLANT WHOLESALE/) m = "Adelaide Plant Wholesale"
  else if (n ~ /BARROW AND BENCH/) m = "Barrow & Bench (Mitcham)"
  else if (n ~ /BUNNINGS/) m = "Bunnings Warehouse"
  else if (n ~ /JEFFRIES GARDEN SOILS/) m = "Jeffries Garden Soils"
  else if (n ~ /PAVING WORLD/) m = "Paving World (Wingfield)"
  else if (n ~ /STATE FLORA/) m = "State Flora Nursery"
  else if (n ~ /DROPBOX/) m = "Dropbox International (Ireland)"
  else if (n ~ /HOUZZ/) m = "Houzz Inc (US)"
  else if (n ~ /^MYOB/) m = "MYOB"
  else if (n ~ /TRIMBLE/) m = "Trimble Inc (US)"
  else if (n ~ /AMPOL/) m = "Ampol (Nailsworth)"
  else if (n ~ /BP ENFIELD/) m = "BP (Enfield)"
  else if (n ~ /OTR KILBURN/) m = "OTR (Kilburn)"
  else if (n ~ /OTR PROSPECT/) m = "OTR (Prospect)"
  else if (n ~ /BPAY AGL/) m = "AGL"
  else if (n ~ /BPAY TAX OFFICE/) m = "Australian Taxation Office"
  else if (n ~ /BPAY DIT REGISTRATION/) m = "Dept for Infrastructure and Transport SA"
  else if (n ~ /BPAY HOSTPLUS/) m = "Hostplus"
  else if (n ~ /^[A-Z]+ [A-Z]+( & [A-Z])? /) {   # household client: "SURNAME GIVEN ref" -> "GIVEN SURNAME"
    split(n, w, " "); m = w[2]; if (w[3] == "&") m = m " & " w[4]; m = m " " w[1]
  } else m = "?" n
  return norm(m)
}
function isinc(i) { return amt[i] > 0 && nar[i] !~ /TAX REFUND|^MEDICARE BENEFIT|^DOYLE PATRICK|^CALLAGHAN ERIN|^TAN WEI concert| REFUND$/ }
function ishouse(i) { return isinc(i) && nar[i] !~ /^SQUARE AUSTRALIA|^AIRTASKER|PTY LTD|^PAYPAL AUSTRALIA/ }
function grp(re) {
  if (re == "FUEL") return "AMPOL FOODARY|BP ENFIELD|OTR KILBURN|OTR PROSPECT"
  if (re == "MEALS") return "PROSPECT ROAD CAFE|BRITANNIA HOTEL|MENULOG|UBER \\*EATS"
  if (re == "GROC") return "DRAKES SUPERMARKET|ALDI STORES|COLES [0-9]|WOOLWORTHS [0-9]|FOODLAND"
  if (re == "MAT") return "ADELAIDE PLANT WHOLESALE|BARROW AND BENCH|BUNNINGS|JEFFRIES GARDEN SOILS|PAVING WORLD|STATE FLORA"
  if (re == "VEH") return "BPAY DIT REGISTRATION|^RAA INSURANCE|BOB JANE|^MIDAS"
  return re
}
function sel(i, mode, lo, hi, re, ex,  n, parts, k, ok) {
  if (dt[i] < lo || dt[i] > hi) return 0
  n = split(re, parts, "|"); ok = 0
  for (k = 1; k <= n; k++) if (nar[i] ~ grp(parts[k])) ok = 1
  if (!ok) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc" || mode == "l2") return isinc(i)
  if (mode == "hinc") return ishouse(i)
  if (mode == "in") return amt[i] > 0
  if (mode == "out") return 1
  if (mode == "lout") return amt[i] < 0
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
  split("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec", mm, " ")
  for (k = 1; k <= 12; k++) mon[mm[k]] = sprintf("%02d", k)
  while ((getline line < HW) > 0) {   # the worksheet: "Qn FY2026 G1 41,151.55, ..., net GST 1,854.64" + per-row line
    if (line ~ /^Q[1-4] FY2026 /) {
      q = substr(line, 1, 2); sub(/^Q[1-4] FY2026 /, "", line)
      n = split(line, kv, ", "); for (k = 1; k <= n; k++) { v = kv[k]; key = v; sub(/ [^ ]+$/, "", key); sub(/^.* /, "", v); hw[q, key] = num(v) }
    } else if (line ~ /per-row check:/ && q != "") {
      v = line; sub(/^.*check: 1A /, "", v); sub(/ .*$/, "", v); hw[q, "1A-per-row"] = num(v)
      v = line; sub(/^.*\), 1B /, "", v); sub(/ .*$/, "", v); hw[q, "1B-per-row"] = num(v); q = ""
    }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  N++; dt[N] = ymd($1); amt[N] = $2 + 0; nar[N] = $6
  if (NF != 9 || $2 !~ /^-?[0-9]+\.[0-9][0-9]$/ || dt[N] !~ /^20[0-9][0-9][01][0-9][0-3][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
  nids = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; ex = s[7]
    base = id; sub(/[abx]$/, "", base); part = (id ~ /[abx]$/) ? substr(id, length(id)) : ""
    if (!(base in seenid)) { seenid[base] = 1; ids[++nids] = base }
    got = ""; gotn = ""; alt = ""
    if (mode == "gst") {
      nq = split(lo, qs, "+"); tot = 0; ptot = 0
      for (k = 1; k <= nq; k++) {
        q = qs[k]; tot += hw[q, re]
        if (re == "1A") ptot += hw[q, "1A-per-row"]
        else if (re == "1B") ptot += hw[q, "1B-per-row"]
        else if (re == "net GST") ptot += hw[q, "1A-per-row"] - hw[q, "1B-per-row"]
        else ptot += hw[q, re]
      }
      got = c2(tot); gotn = "-"; if (c2(ptot) != got) alt = c2(ptot); isgst[base] = 1
    } else if (mode ~ /^l/) {
      delete names; delete n2
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        if (post ~ /^gt/ && !(amt[i] > substr(post, 3) + 0)) continue
        nm = name(nar[i])
        if (mode == "l2") { n2[nm]++; continue }
        names[nm] = 1
      }
      if (mode == "l2") for (k in n2) if (n2[k] >= 2) names[k] = 1
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = ""; mn = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        a = (mode == "out") ? -amt[i] : amt[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        if (post == "cnt" && mode == "out" && amt[i] > 0) continue
        sum += a; cnt++; if (amt[i] < 0) gross -= amt[i]
        if (mx == "" || a > mx) mx = a
        if (mn == "" || a < mn) mn = a
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
      }
      got = c2(sum); gotn = cnt
      if (mode == "out" && c2(gross) != got) alt = c2(gross)
      if (post ~ /^d[0-9]+$/) { got = c2(sum / substr(post, 2)); alt = "" }
      if (post == "d52") alt = c2(sum / (365 / 7))
      if (post == "dn") { got = c2(sum / cnt); alt = "" }
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "min") { got = c2(mn); gotn = 1; alt = "" }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
      if (post == "ncnt") { got = nn; gotn = "" }
    }
    if (part == "") { res[base] = got; resn[base] = gotn; resalt[base] = alt }
    else if (part == "x") resalt[base] = resalt[base] (resalt[base] != "" ? " " : "") got
    else cmpv[base, part] = got
  }
  nm2["lq3056"] = "Coles|Woolies"; nm2["lq3057"] = "plants|soil"; nm2["lq3058"] = "Q1|Q2"
  nm2["lq3059"] = "Glenside|Norwood_Strata"; nm2["lq3060"] = "BP|Ampol"; nm2["lq3061"] = "Telstra|Aussie_Broadband"
  nm2["lq3062"] = "Jul-Dec|Jan-Jun"; nm2["lq3063"] = "Sean|Kate"; nm2["lq3064"] = "March_quarter|June_quarter"
  nm2["lq3065"] = "December|January"
  diffs = 0; checked = 0
  for (t = 1; t <= nids; t++) {
    b = ids[t]; split(exp_[b], e, " "); note = isgst[b] ? " (from hand_worked.py worksheet, not bank wording)" : ""
    if (e[2] == "fig") {
      want = e[3] " " e[4]; for (k = 5; k in e; k++) want = want " " e[k]
      have = res[b] " " resn[b] (resalt[b] != "" ? " " resalt[b] : "")
    } else if (e[2] == "cnt") { want = e[3]; have = res[b] }
    else if (e[2] == "lst") {
      delete wa; nw = split(e[3], wl, "|"); for (k = 1; k <= nw; k++) if (wl[k] != "-") wa[norm(wl[k])] = 1
      want = sortjoin(wa); have = res[b]
    } else if (e[2] == "cmp") {
      split(nm2[b], pp, "|"); larger = (cmpv[b, "a"] + 0 > cmpv[b, "b"] + 0) ? pp[1] : pp[2]
      want = e[3] " " e[4] " " e[5]; have = cmpv[b, "a"] " " cmpv[b, "b"] " " larger
    } else { want = "(no expected)"; have = res[b] }
    checked++; status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-7s expected [%s] awk [%s]%s\n", status, b, want, have, note
  }
  printf "checked %d items (80 answerable: 55 figures, 10 compares, 8 counts, 7 lists; 6 of them from the worksheet), %d differences, %d bad rows\n", checked, diffs, bad
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
