#!/usr/bin/env bash
# Second way for set heldout (hh): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording, dates and the signed Amount only; no labels.csv, no answers.py code).
# The 5 GST/BAS figures and the 1A compare cannot come from bank wording (Fresha gross, private shares, input-taxed
# rent); their amounts are compared with the worksheet printed by `python3 data/hand_worked.py` instead.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> -0.01 on the DYSON debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $2 ~ /DYSON/ { $3 = sprintf("%.2f", $3 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
# spec: id;mode;from;to;regex;post;exclude-regex;alt-regex
#  modes: inc (client income: Osko / transfer credits except DANIEL RUIZ, Fresha payouts, less the "refund deposit"),
#         fre (Fresha payouts), dinc (inc without Fresha), hinc (dinc without bridal wording), brid (bridal wording:
#         Deposit wedding / BRIDAL BAL / refund deposit), in (any credit), out (money out = -Amount, all matching rows),
#         gst (from = quarters, regex = worksheet field), linc / l2 / lout (lists: payers, payers with 2+ rows, payees)
#  post: sum dN d52 dn max min cnt ncnt gtN ex900 ; alt-regex: alsoAccepted = out-sum over rows matching it
cat > "$TMP/spec.txt" <<'SPEC'
hh001;fre;20260601;20260630;.;sum;;
hh002;inc;20260101;20260331;.;sum;;
hh003;dinc;20260401;20260630;.;sum;;
hh004;inc;20250701;20260630;ELLA PHAM;sum;;
hh005;brid;20251001;20251231;.;sum;;
hh006;inc;20250701;20260630;Deposit wedding;sum;;Deposit wedding|refund deposit
hh007;hinc;20250701;20250930;.;sum;;
hh008;in;20260201;20260228;.;sum;DANIEL RUIZ;
hh009;in;20250701;20260630;DANIEL RUIZ;sum;;
hh010;fre;20250701;20260630;.;dn;;
hh011;dinc;20250701;20260630;.;max;;
hh012;fre;20260501;20260531;.;min;;
hh013;inc;20250701;20260630;PRIYA SHARMA;sum;;
hh014;inc;20251001;20260331;S DI MARCO;sum;;
hh015;dinc;20260101;20260131;.;sum;;
hh016;inc;20250701;20260630;.;d12;;
hh017;fre;20250701;20260630;.;d52;;
hh018;inc;20251201;20251231;.;sum;;
hh019;inc;20250701;20260630;RUBY KHAN;sum;;
hh020;inc;20250701;20260630;KAYLA STEVENS;sum;;
hh021;in;20260601;20260630;.;sum;;
hh022;out;20250701;20260630;DE LORENZO;sum;;
hh023;out;20260401;20260630;DE LORENZO|SALON SUPPLIES WA|HAIRHOUSE;sum;;
hh024;out;20250701;20260630;JESSICA FARAONE;sum;;
hh025;out;20250701;20260630;FUEL;sum;;
hh026;out;20250701;20260630;SHELL COLES;sum;;
hh027;out;20260101;20260331;^BPAY SYNERGY;sum;;
hh028;out;20250701;20260630;HARCOURTS;sum;;
hh029;out;20250701;20260630;CANVA|LATER.COM|^INTL TRANSACTION FEE;sum;;
hh030;out;20250701;20260630;^INTL TRANSACTION FEE;sum;;
hh031;out;20250701;20260630;DYSON;sum;;
hh032;out;20250701;20260630;SALON WAREHOUSE;sum;;
hh033;out;20250701;20260630;MEALS;sum;;
hh034;out;20251225;20260630;UBER \*EATS;sum;;
hh035;out;20260601;20260630;GROC;sum;;
hh036;out;20250701;20260630;^POS PURCHASE COLES 0736;sum;;
hh037;out;20250701;20260630;GOODSTART;sum;;
hh038;out;20250701;20260630;^BPAY ATO;sum;;ATO
hh039;out;20250701;20260630;DEPT TRANSPORT|RAC WA MOTOR|ELLENBROOK AUTO CARE;sum;;
hh040;out;20250701;20260630;SHAVER SHOP|PRICELINE|KMART;sum;;
hh041;out;20250701;20260630;OPTUS MOBILE|AUSSIE BROADBAND;d12;;
hh042;out;20250701;20260630;GROC;max;;
hh043;out;20260401;20260630;^TRANSFER TO ME SAVINGS;sum;;
hh044;out;20250701;20260630;^TRANSFER TO ME SAVINGS;ex900;;
hh045;out;20250701;20260630;PARKING;sum;;
hh046;out;20250701;20260630;NETFLIX|SPOTIFY;sum;;
hh047;out;20250701;20260630;MYER;sum;;
hh048;out;20250701;20260630;^ATM W/D;sum;;
hh049;out;20250701;20260630;.;max;HARCOURTS;
hh050;out;20250701;20260630;HAIRHOUSE;dn;;
hh051;gst;Q3;;G1;;;
hh052;gst;Q4;;1A;;;
hh053;gst;Q1;;1B;;;
hh054;gst;Q1+Q2+Q3+Q4;;net;;;
hh055;gst;Q2;;G11;;;
hh056a;fre;20260101;20260331;.;sum;;
hh056b;fre;20260401;20260630;.;sum;;
hh057a;out;20250701;20260630;SHELL COLES;sum;;
hh057b;out;20250701;20260630;CALTEX;sum;;
hh058a;out;20250701;20260630;SALON SUPPLIES WA;sum;;
hh058b;out;20250701;20260630;HAIRHOUSE;sum;;
hh059a;inc;20260601;20260630;.;sum;;
hh059b;inc;20260501;20260531;.;sum;;
hh060a;inc;20250701;20260630;S DI MARCO;sum;;
hh060b;inc;20250701;20260630;PRIYA SHARMA;sum;;
hh061a;out;20250701;20260630;ALDI STORES;sum;;
hh061b;out;20250701;20260630;WOOLWORTHS 4412;sum;;
hh062a;in;20250701;20260630;DANIEL RUIZ;sum;;
hh062b;out;20250701;20260630;^TRANSFER TO ME SAVINGS;sum;;
hh063a;gst;Q1;;1A;;;
hh063b;gst;Q2;;1A;;;
hh064a;out;20250701;20260630;MEALS;sum;;
hh064b;out;20250701;20260630;FUEL;sum;;
hh065a;inc;20250701;20251231;.;sum;;
hh065b;inc;20260101;20260630;.;sum;;
hh066;fre;20260401;20260630;.;cnt;;
hh067;out;20250701;20260630;SHELL COLES;cnt;;
hh068;inc;20250701;20260630;Deposit wedding;cnt;;
hh069;out;20250701;20260630;JESSICA FARAONE;cnt;;
hh070;dinc;20260301;20260331;.;ncnt;;
hh071;in;20250701;20260630;.;gt1000;;
hh072;out;20251001;20251231;DE LORENZO|SALON SUPPLIES WA|HAIRHOUSE;cnt;;
hh073;out;20260601;20260630;MEALS;cnt;;
hh074;linc;20260601;20260630;.;;FRESHA;
hh075;linc;20250701;20260630;Deposit wedding;;;
hh076;lout;20250701;20260630;FUEL;;;
hh077;lout;20250701;20260630;^BPAY;;;
hh078;l2;20260101;20260331;.;;FRESHA;
hh079;linc;20250701;20260630;makeup;;;
hh080;lout;20250701;20260630;^DIRECT DEBIT;;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m, t, k, nt, out) {   # payer / payee from the bank wording
  if (n ~ /FRESHA/) return norm("Fresha (online-booking clients)")
  if (n ~ /^(OSKO PAYMENT FROM|OSKO PAYMENT TO|TRANSFER FROM) /) {
    m = n; sub(/^(OSKO PAYMENT FROM|OSKO PAYMENT TO|TRANSFER FROM) /, "", m)
    nt = split(m, t, " "); out = ""
    for (k = 1; k <= nt; k++) { if (t[k] !~ /^[A-Z&'"'"'-]+$/ || t[k] ~ /^(HAIR|TBR|BRIDAL|MUA)$/) break; out = out t[k] }
    return norm(out)
  }
  if (n ~ /^BPAY ATO/) return "ATO"
  if (n ~ /^BPAY DEPT TRANSPORT WA/) return norm("Department of Transport WA")
  if (n ~ /^BPAY GALLAGHER/) return norm("Gallagher (broker)")
  if (n ~ /^BPAY HOSTPLUS/) return "HOSTPLUS"
  if (n ~ /^BPAY SYNERGY/) return "SYNERGY"
  if (n ~ /^BPAY WATER CORPORATION/) return "WATERCORPORATION"
  if (n ~ /^DIRECT DEBIT AUSSIE BROADBAND/) return "AUSSIEBROADBAND"
  if (n ~ /^DIRECT DEBIT GOODSTART/) return norm("Goodstart Early Learning")
  if (n ~ /^DIRECT DEBIT OPTUS/) return "OPTUS"
  if (n ~ / AMPOL /) return "AMPOL"
  if (n ~ / BP THE VINES/) return "BP"
  if (n ~ / CALTEX /) return "CALTEX"
  if (n ~ / PUMA ENERGY/) return "PUMA"
  if (n ~ / SHELL COLES/) return "SHELL"
  return "?" norm(n)
}
function isinc(i) {
  if (nar[i] ~ /^OSKO PAYMENT TO .*refund deposit/) return 1
  return am[i] > 0 && ((nar[i] ~ /^(OSKO PAYMENT FROM|TRANSFER FROM) / && nar[i] !~ /DANIEL RUIZ/) || nar[i] ~ /^DIRECT CREDIT FRESHA/)
}
function isbrid(i) { return nar[i] ~ /Deposit wedding|BRIDAL BAL|refund deposit/ }
function match_re(i, re) {
  if (re == "FUEL") return nar[i] ~ /AMPOL|BP THE VINES|CALTEX|PUMA ENERGY|SHELL COLES/
  if (re == "GROC") return nar[i] ~ /COLES 0736|IGA X-PRESS|ALDI STORES|WOOLWORTHS 4412/
  if (re == "MEALS") return nar[i] ~ /UBER \*EATS|CHICKEN TREAT|RED ROOSTER|HUNGRY JACKS|SUSHI BAR/
  return nar[i] ~ re
}
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (!match_re(i, re)) return 0
  if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc") return isinc(i)
  if (mode == "fre") return isinc(i) && nar[i] ~ /FRESHA/
  if (mode == "dinc" || mode == "l2") return isinc(i) && nar[i] !~ /FRESHA/
  if (mode == "hinc") return isinc(i) && nar[i] !~ /FRESHA/ && !isbrid(i)
  if (mode == "brid") return isinc(i) && isbrid(i)
  if (mode == "in") return am[i] > 0
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
  N++; dt[N] = ymd($1); nar[N] = $2; am[N] = $3 + 0
  if (NF != 4 || $3 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; ex = s[7]; altre = s[8]
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
        if (mode == "l2") { n2[nm]++; continue }
        names[nm] = 1
      }
      if (mode == "l2") for (k in n2) if (n2[k] >= 2) names[k] = 1
      got = sortjoin(names)
    } else {
      sum = 0; cnt = 0; mx = ""; mn = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        amt = (mode == "out") ? -am[i] : am[i]
        if (post ~ /^gt/ && !(amt > substr(post, 3) + 0)) continue
        if (post == "ex900" && am[i] == -900) continue
        sum += amt; cnt++
        if (mx == "" || amt > mx) mx = amt
        if (mn == "" || amt < mn) mn = amt
        if (!(name(nar[i]) in seen)) { seen[name(nar[i])] = 1; nn++ }
      }
      got = c2(sum); gotn = cnt
      if (altre != "") { as = 0; for (i = 1; i <= N; i++) if (dt[i] >= lo && dt[i] <= hi && nar[i] ~ altre) as += (mode == "out" ? -am[i] : am[i]); alt = c2(as) }
      if (post ~ /^d[0-9]+$/) { got = c2(sum / substr(post, 2)) }
      if (post == "d52") alt = c2(sum / (365 / 7))
      if (post == "dn") got = c2(sum / cnt)
      if (post == "max") { got = c2(mx); gotn = 1 }
      if (post == "min") { got = c2(mn); gotn = 1 }
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
  nm2["hh056"] = "quarter_before_last|last_quarter"; nm2["hh057"] = "Shell|Caltex"; nm2["hh058"] = "Salon_Supplies_WA|Hairhouse"
  nm2["hh059"] = "last_month|the_month_before"; nm2["hh060"] = "S_Di_Marco|Priya_Sharma"; nm2["hh061"] = "Aldi|Woolworths"
  nm2["hh062"] = "Daniel|savings"; nm2["hh063"] = "Sept_quarter|Dec_quarter"; nm2["hh064"] = "takeaway|petrol"
  nm2["hh065"] = "first_half|second_half"
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
