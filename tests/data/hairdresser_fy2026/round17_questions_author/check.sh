#!/usr/bin/env bash
# Second way for set tune (hq): recompute every non-GST figure / count / list / compare with awk straight from
# data/statement.csv (bank wording, dates, signed Amount only; no labels.csv, no answers.py code).
# The 4 GST/BAS figures cannot come from bank wording (Fresha gross from payout statements, private shares,
# input-taxed rent); their amounts are compared with the worksheet printed by `python3 data/hand_worked.py`.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on one CHEMIST WAREHOUSE debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_tune.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $2 ~ /CHEMIST WAREHOUSE/ { $3 = sprintf("%.2f", $3 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
#  modes: inc (sales: client Osko / transfers, Fresha payouts, the deposit refund paid back), hinc (direct client
#         payments: inc without Fresha and the refund), out (money out net of refunds: -Amount), gst (worksheet)
#         lists: linc (income payers), lh (direct payers), lout (merchants), lmany (direct payers with post+ rows)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt ncnt (distinct names) gtN (row filter)
cat > "$TMP/spec.txt" <<'SPEC'
hq001;inc;20251101;20251130;.;sum;
hq002;inc;20250701;20260630;.;sum;
hq003;inc;20251001;20251231;FRESHA;sum;
hq004;inc;20250701;20260630;PRIYA SHARMA;sum;
hq005;inc;20250701;20260630;S DI MARCO;sum;
hq006;inc;20250701;20260630;AMBER J WHITE;sum;
hq007;inc;20260101;20260331;.;sum;
hq008;inc;20250701;20260630;FRESHA;dn;
hq009;inc;20250701;20260630;FRESHA;max;
hq010;inc;20250701;20260630;FRESHA;min;
hq011;inc;20250701;20260630;Deposit wedding;sum;
hq012;inc;20250701;20260630;BRIDAL BAL;sum;
hq013;inc;20250701;20260630;.;sum;FRESHA
hq014;inc;20250701;20260630;.;d52;
hq015;inc;20250701;20260630;.;d12;
hq016;inc;20260101;20260630;MIA BARTOLO;sum;
hq017;inc;20250701;20260630;RACHEL T LIM;sum;
hq018;inc;20260601;20260630;.;sum;
hq019;inc;20251201;20251231;.;sum;FRESHA
hq020;inc;20250701;20260630;SOPHIE L ROURKE;sum;
hq021;out;20250701;20260630;FUEL;sum;
hq022;out;20251001;20251231;FUEL;sum;
hq023;out;20250701;20260630;PURCHASE SHELL;dn;
hq024;out;20250701;20260630;DE LORENZO;sum;
hq025;out;20250701;20260630;DE LORENZO|HAIRHOUSE|SALON SUPPLIES;sum;
hq026;out;20250701;20251231;HAIRHOUSE;sum;
hq027;out;20260101;20260331;SALON SUPPLIES;sum;
hq028;out;20250701;20260630;SYNERGY;sum;
hq029;out;20250701;20260630;HARCOURTS;sum;
hq030;out;20250701;20260630;OPTUS;sum;
hq031;out;20250701;20260630;AUSSIE BROADBAND;sum;
hq032;out;20250701;20260630;CANVA|LATER\.COM|^INTL TRANSACTION FEE;sum;
hq033;out;20250701;20260630;^INTL TRANSACTION FEE|^MONTHLY ACCOUNT FEE;sum;
hq034;out;20250701;20260630;JESSICA FARAONE;sum;
hq035;out;20250701;20260630;FOOD;sum;
hq036;out;20250701;20260630;UBER \*EATS;sum;
hq037;out;20250701;20260630;GROC;d52;
hq038;out;20251101;20251130;GROC;sum;
hq039;out;20250701;20260630;GOODSTART;sum;
hq040;out;20250701;20260630;DEPT TRANSPORT|RAC WA|ELLENBROOK AUTO CARE;sum;
hq041;out;20250701;20260630;DYSON;sum;
hq042;out;20250701;20260630;SALON WAREHOUSE;sum;
hq043;out;20250701;20260630;GALLAGHER;sum;
hq044;out;20250701;20260630;SWAN VALLEY TAX;sum;
hq045;out;20250701;20260630;HOSTPLUS;sum;
hq046;out;20250701;20260630;^BPAY ATO;sum;
hq047;out;20250701;20260630;ME SAVINGS;sum;
hq048;out;20250701;20260630;PARKING;sum;
hq049;out;20250701;20260630;CHEMIST WAREHOUSE;sum;
hq050;out;20250701;20260630;PRICELINE|KMART|SHAVER SHOP;sum;
hq051;out;20250701;20260630;MYER;sum;
hq052;gst;Q1+Q2+Q3+Q4;;1A;;
hq053;gst;Q2;;1B;;
hq054;gst;Q3;;net;;
hq055;gst;Q1;;G1;;
hq056a;inc;20250701;20260630;FRESHA;sum;
hq056b;hinc;20250701;20260630;.;sum;
hq057a;inc;20250701;20250930;.;sum;
hq057b;inc;20251001;20251231;.;sum;
hq058a;inc;20251101;20251130;.;sum;
hq058b;inc;20251201;20251231;.;sum;
hq059a;out;20250701;20260630;^(EFTPOS DEBIT|POS PURCHASE) COLES;sum;
hq059b;out;20250701;20260630;^(EFTPOS DEBIT|POS PURCHASE) WOOLWORTHS;sum;
hq060a;out;20250701;20260630;PURCHASE SHELL;sum;
hq060b;out;20250701;20260630;PURCHASE BP ;sum;
hq061a;out;20250701;20260630;CANVA;sum;
hq061b;out;20250701;20260630;LATER\.COM;sum;
hq062a;out;20250701;20260630;OPTUS;sum;
hq062b;out;20250701;20260630;AUSSIE BROADBAND;sum;
hq063a;out;20250701;20251231;FOOD;sum;
hq063b;out;20260101;20260630;FOOD;sum;
hq064a;inc;20250701;20260630;PRIYA SHARMA;sum;
hq064b;inc;20250701;20260630;S DI MARCO;sum;
hq065a;out;20250701;20260630;DE LORENZO;sum;
hq065b;out;20250701;20260630;HAIRHOUSE;sum;
hq066;inc;20250701;20260630;FRESHA;cnt;
hq067;out;20250701;20260630;JESSICA FARAONE;cnt;
hq068;inc;20250701;20260630;Deposit wedding;cnt;
hq069;out;20250701;20260630;UBER \*EATS;cnt;
hq070;out;20251001;20251231;FUEL;cnt;
hq071;hinc;20250701;20260630;.;ncnt;
hq072;out;20250701;20260630;^ATM W/D;cnt;
hq073;hinc;20250701;20260630;.;gt300;
hq074;linc;20250701;20260630;Deposit wedding;;
hq075;lh;20260101;20260131;.;;
hq076;lout;20250701;20260630;FUEL;;
hq077;lout;20250701;20260630;DE LORENZO|HAIRHOUSE|SALON SUPPLIES;;
hq078;lmany;20250701;20260630;.;10;
hq079;lh;20260601;20260630;.;;
hq080;linc;20250701;20260630;[Ff]ormal|[Dd]eb ball;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m, w, k, nw, out) {   # payer / payee from the bank wording
  if (n ~ /^(OSKO PAYMENT FROM|OSKO PAYMENT TO|TRANSFER FROM) /) {
    m = n; sub(/^(OSKO PAYMENT FROM|OSKO PAYMENT TO|TRANSFER FROM) /, "", m)
    nw = split(m, w, " "); out = ""
    for (k = 1; k <= nw; k++) { if (w[k] ~ /[a-z]/ || w[k] ~ /^TBR/ || w[k] == "BRIDAL" || w[k] == "HAIR") break; out = out " " w[k] }
    return norm(out)
  }
  if (n ~ /AMPOL/) return norm("Ampol"); if (n ~ /PURCHASE BP /) return norm("BP")
  if (n ~ /CALTEX/) return norm("Caltex"); if (n ~ /PUMA/) return norm("Puma"); if (n ~ /PURCHASE SHELL/) return norm("Shell")
  if (n ~ /DE LORENZO/) return norm("De Lorenzo Hair Care (WA distributor)")
  if (n ~ /HAIRHOUSE/) return norm("Hairhouse Warehouse (trade account)")
  if (n ~ /SALON SUPPLIES WA/) return norm("Salon Supplies WA")
  return norm("?" n)
}
function isinc(i) {
  if (amt[i] > 0) return nar[i] ~ /^(OSKO PAYMENT FROM|TRANSFER FROM|DIRECT CREDIT FRESHA)/ && nar[i] !~ /DANIEL RUIZ/
  return nar[i] ~ /^OSKO PAYMENT TO .*refund deposit/
}
function ishouse(i) { return isinc(i) && amt[i] > 0 && nar[i] !~ /FRESHA/ }
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (re == "FUEL") { if (nar[i] !~ /^POS PURCHASE (AMPOL|BP |CALTEX|PUMA|SHELL)/) return 0 }
  else if (re == "GROC") { if (nar[i] !~ /^(EFTPOS DEBIT|POS PURCHASE) (COLES|WOOLWORTHS|ALDI|IGA)/) return 0 }
  else if (re == "FOOD") { if (nar[i] !~ /CHICKEN TREAT|HUNGRY JACKS|RED ROOSTER|SUSHI BAR|UBER \*EATS/) return 0 }
  else if (nar[i] !~ re) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc") return isinc(i)
  if (mode ~ /^(hinc|lh|lmany)$/) return ishouse(i)
  if (mode == "out" || mode == "lout") return 1
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
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = "" }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  N++; dt[N] = ymd($1); nar[N] = $2; amt[N] = $3 + 0
  if (NF != 4 || $3 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
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
      delete names; delete n2
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        nm = name(nar[i])
        if (mode == "lmany") { n2[nm]++; continue }
        names[nm] = 1
      }
      if (mode == "lmany") for (k in n2) if (n2[k] >= post + 0) names[k] = 1
      got = sortjoin(names)
    } else {
      sum = 0; pos = 0; gross = 0; cnt = 0; mx = ""; mn = ""; delete seen; nn = 0; neg = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        a = (mode == "out") ? -amt[i] : amt[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        sum += a; cnt++; if (a > 0) pos += a; else neg = 1
        if (mx == "" || a > mx) mx = a
        if (mn == "" || a < mn) mn = a
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
      }
      got = c2(sum); gotn = cnt
      if (neg && c2(pos) != got) alt = c2(pos)
      if (post ~ /^d[0-9]+$/) { got = c2(sum / substr(post, 2)); alt = "" }
      if (post == "d52") alt = c2(sum / (365 / 7))
      if (post == "dn") { got = c2(sum / cnt); alt = "" }
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "min") { got = c2(mn); gotn = 1; alt = "" }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
      if (post == "ncnt") { got = nn; gotn = "" }
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
  nm2["hq056"] = "Fresha|direct_payments"; nm2["hq057"] = "Sept_quarter|Dec_quarter"; nm2["hq058"] = "November|December"
  nm2["hq059"] = "Coles|Woolworths"; nm2["hq060"] = "Shell|BP"; nm2["hq061"] = "Canva|Later"
  nm2["hq062"] = "Optus|internet"; nm2["hq063"] = "first_half|second_half"; nm2["hq064"] = "Priya|S_Di_Marco"
  nm2["hq065"] = "De_Lorenzo|Hairhouse"
  for (b in nm2) {
    split(nm2[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures incl 4 GST from the worksheet, 10 compares x 3, 8 counts, 7 lists), %d differences, %d bad rows\n", checked, diffs, bad
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
