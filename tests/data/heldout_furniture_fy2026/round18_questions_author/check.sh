#!/usr/bin/env bash
# Second way for set heldout (fq): recompute every figure / count / list / compare with awk straight from
# data/statement.csv (bank wording, Entered Date, signed Amount only; no labels.csv, no answers.py code).
# The 5 GST/BAS figures and the 1A compare cannot come from bank wording (Square / Etsy gross, exports, private
# shares, GST-free parts); they are compared with the worksheet printed by `python3 data/hand_worked.py`.
# The 4 deduction figures are recomputed from bank wording (full price, or price x 10/11 for a taxable invoice)
# AND compared with hand_worked.py's printed tax summary.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash out/check.sh             -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest  -> +0.01 on one GRETA VOSS payment in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_heldout.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk 'BEGIN { FS = "\",\""; OFS = "\",\"" }
       !done && $3 ~ /GRETA VOSS/ { $4 = sprintf("%.2f", $4 - 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
# spec: id;mode;from;to;regex;post;exclude;alt-regex
#  modes: inc (sales credits), dinc (sales paid by the customer directly: not Square, Etsy, Mawson, Bank@Post),
#         in (any credit), out (money out = -Amount, refunds in the same rows netted), ded (deduction: post full or
#         x10/11), gst (from = quarters, regex = worksheet field), tax (regex = tax summary line of hand_worked.py),
#         lists: linc / ldinc / lout (distinct names of the rows; post n2 = 2+ rows, gtN = a row over N)
#  regex words: FUEL = servo rows; DIESEL = servo rows of 90.00 or more (ute, dockets 95-148); UNL = under 90.00
#         (Mazda, 48-79); GROC, MEALS = the grocers / takeaway merchants; APBIZ = Australia Post except the
#         9 Dec 2025 (value date) Christmas parcel; SQSPFEE = Squarespace + the international fee entered the same day
#  exclude: regex on the wording, or =N.NN to drop a debit of that amount (the 1,199.00 dust collector)
#  post: sum dN (total / N) d52 (also 365/7) dn (per row) max min cnt gtN ltN (row counts)
cat > "$TMP/spec.txt" <<'SPEC'
fq001;inc;20250701;20260630;MAWSON HOSPITALITY;sum;;
fq002;inc;20250701;20250930;.;sum;;
fq003;inc;20260301;20260331;.;sum;;
fq004;inc;20260101;20260630;ETSY IRELAND;sum;;
fq005;inc;20251001;20251231;SQUARE PTY;sum;;
fq006;inc;20250701;20260630;^BANK@POST DEPOSIT;sum;;
fq007;inc;20250701;20260630;HELEN CHO;sum;;
fq008;inc;20250701;20260630;STUART & LIZ KERR;sum;;
fq009;inc;20251225;20260630;.;sum;;
fq010;inc;20260301;20260415;.;sum;;
fq011;inc;20250701;20260630;.;max;;
fq012;inc;20250701;20260630;ETSY IRELAND;min;;
fq013;inc;20250701;20260630;MAWSON HOSPITALITY;dn;;
fq014;inc;20250701;20260630;.;d12;;
fq015;inc;20250701;20260630;HANNAH REWI;sum;;
fq016;inc;20251001;20251231;.;sum;SQUARE PTY|ETSY IRELAND;
fq017;in;20250701;20260630;T WALKER-BROWN;sum;;
fq018;in;20250701;20260630;MIA SATO;sum;;
fq019;inc;20250701;20260630;FIONA GRACE HILL;sum;;
fq020;in;20260401;20260430;.;sum;;
fq021;dinc;20260401;20260630;.;sum;;
fq022;out;20250701;20250930;NEVILLE SMITH;sum;;
fq023;out;20250701;20260630;NEVILLE SMITH|BRITTON TIMBERS;sum;;
fq024;out;20250701;20260630;BRITTON TIMBERS;sum;;
fq025;out;20250701;20260630;DIESEL;sum;;
fq026;out;20250701;20260630;UNL;sum;;
fq027;out;20250701;20260630;DIESEL;dn;;
fq028;out;20260101;20260331;FUEL;sum;;
fq029;out;20250701;20260630;TRANSPORT TASMANIA|RACT INSURANCE|ULTRA TUNE|BOB JANE;sum;;
fq030;out;20250701;20260630;FELDER;sum;;
fq031;out;20250701;20260630;CARBATEC;sum;;
fq032;out;20250701;20260630;CARBATEC;sum;=1199.00;
fq033;out;20250701;20260630;GRETA VOSS;sum;;
fq034;out;20250701;20260630;DELANEY;sum;;
fq035;out;20250701;20251231;CHANNEL RENTALS;sum;;
fq036;out;20250701;20260630;APBIZ;sum;;AUSTRALIA POST
fq037;out;20250701;20260630;SQSPFEE;sum;;
fq038;out;20250701;20260630;SQUARESPACE|TRIMBLE SKETCHUP;sum;;
fq039;out;20250701;20260630;^INTERNATIONAL TRANSACTION FEE;sum;;
fq040;out;20260401;20260630;GROC;sum;;
fq041;out;20250701;20260630;GROC;d52;;
fq042;out;20251225;20260630;MEALS;sum;;
fq043;out;20250701;20260630;GRAHAM ASHBY;sum;;
fq044;out;20250701;20260630;^BPAY TO TAX OFFICE;sum;;^BPAY TO TAX OFFICE|^DIRECT CREDIT ATO
fq045;out;20250701;20260630;.;max;FELDER;
fq046;out;20250701;20260630;LAUNTEL|AURORA ENERGY;sum;;
fq047;ded;20250701;20260630;HOSTPLUS;full;;
fq047t;tax;;;D12;;;
fq048;ded;20250701;20260630;HOBART CITY MISSION;full;;
fq048t;tax;;;D9;;;
fq049;ded;20250701;20260630;DERWENT TAX ACCOUNTANTS;x10/11;;
fq049t;tax;;;D10;;;
fq050;ded;20250701;20260630;DELANEY;x10/11;;
fq050t;tax;;;P8-rent;;;
fq051;gst;Q2;;1A;;;
fq052;gst;Q3;;1B;;;
fq053;gst;Q4;;net;;;
fq054;gst;Q1+Q2+Q3+Q4;;G2;;;
fq055;gst;Q1+Q2;;G10;;;
fq056a;inc;20250701;20260630;ETSY IRELAND;sum;;
fq056b;inc;20250701;20260630;SQUARE PTY;sum;;
fq057a;inc;20250701;20250930;.;sum;;
fq057b;inc;20251001;20251231;.;sum;;
fq058a;inc;20250701;20251231;.;sum;;
fq058b;inc;20260101;20260630;.;sum;;
fq059a;out;20250701;20260630;COLES;sum;;
fq059b;out;20250701;20260630;WOOLWORTHS;sum;;
fq060a;out;20250701;20251231;NEVILLE SMITH;sum;;
fq060b;out;20250701;20251231;BRITTON TIMBERS;sum;;
fq061a;out;20250701;20260630;DIESEL;sum;;
fq061b;out;20250701;20260630;UNL;sum;;
fq062a;out;20250701;20260630;TELSTRA;sum;;
fq062b;out;20250701;20260630;LAUNTEL;sum;;
fq063a;inc;20250701;20251231;MAWSON HOSPITALITY;sum;;
fq063b;inc;20260101;20260630;MAWSON HOSPITALITY;sum;;
fq064a;gst;Q1;;1A;;;
fq064b;gst;Q3;;1A;;;
fq065a;out;20250701;20260630;DOMINOS;sum;;
fq065b;out;20250701;20260630;MURRAY ST PIZZA;sum;;
fq066;out;20250701;20260630;DIESEL;cnt;;
fq067;inc;20250701;20260630;ETSY IRELAND;cnt;;
fq068;inc;20250701;20260630;.;gt2000;;
fq069;inc;20250701;20260630;SQUARE PTY;lt400;;
fq070;in;20250701;20260630;MIA SATO;cnt;;
fq071;out;20260101;20260630;MEALS;cnt;;
fq072;out;20250701;20260630;NEVILLE SMITH;cnt;;
fq073;inc;20260501;20260531;.;cnt;;
fq074;linc;20260601;20260630;.;;;
fq075;ldinc;20260101;20260331;.;n2;;
fq076;lout;20250701;20260630;^PAY ANYONE;;;
fq077;lout;20250701;20260630;^BPAY TO;;;
fq078;lout;20250701;20260630;UNL;;;
fq079;ldinc;20260101;20260630;^DIRECT CREDIT;;;
fq080;linc;20250701;20260630;.;gt2000;;
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m, k, best) {   # payer / payee from the bank wording
  if (n ~ /SQUARE PTY/) return norm("Square")
  if (n ~ /ETSY IRELAND/) return norm("Etsy Ireland UC")
  if (n ~ /MAWSON HOSPITALITY/) return norm("Mawson Hospitality Group Pty Ltd")
  if (n ~ /^BANK@POST/) return norm("Cash customers")
  if (n ~ /WISE AUSTRALIA PTY HANNAH REWI/) return norm("Hannah Rewi")
  if (n ~ /DAVID & ANNA MORRI/) return norm("David & Anna Morris")
  if (n ~ /LITTLEBIRD CAFE/) return norm("Littlebird Cafe Pty Ltd")
  if (n ~ /NEVILLE SMITH FOREST PR/) return norm("Neville Smith Forest Products")
  if (n ~ /^PAY ANYONE CHANNEL RENTALS/) return norm("Channel Rentals")
  if (n ~ /^BPAY TO TAX OFFICE/) return norm("ATO")
  if (n ~ /^BPAY TO (BIZCOVER|HOSTPLUS) PTY LTD/) { m = n; sub(/^BPAY TO /, "", m); sub(/ PTY LTD.*$/, "", m); return norm(m) }
  if (n ~ /^BPAY TO /) { m = n; sub(/^BPAY TO /, "", m); sub(/ (REF|REGO) .*$/, "", m); return norm(m) }
  if (n ~ /^PAY ANYONE /) { m = n; sub(/^PAY ANYONE /, "", m); sub(/ (INV|BENCH|TAX 20).*$/, "", m); return norm(m) }
  if (n ~ /^VISA DEBIT PURCHASE CARD 5573 BP /) return "BP"
  if (n ~ /^VISA DEBIT PURCHASE CARD 5573 (AMPOL|7-ELEVEN|SHELL|UNITED PETROLEUM) /) {
    m = n; sub(/^VISA DEBIT PURCHASE CARD 5573 /, "", m); sub(/ (FOODARY|DERWENT|REDDY|LUTANA).*$/, "", m); return norm(m) }
  if (n ~ /^(OSKO PAYMENT RECEIVED|DIRECT CREDIT) /) {
    m = n; sub(/^(OSKO PAYMENT RECEIVED|DIRECT CREDIT) /, "", m); best = ""
    for (k in KNOWN) if ((m == k || index(m, k " ") == 1) && length(k) > length(best)) best = k
    if (best != "") return norm(best)
    return "?" m
  }
  return "?" n
}
function isinc(i) {
  return amt[i] > 0 && !dup[i] && nar[i] !~ /MIA SATO|CAITLIN ASHBY|D JOINER|T WALKER-BROWN|^DIRECT CREDIT ATO|^INTERNET TRANSFER FROM|^VISA DEBIT REFUND/
}
function isdirect(i) { return isinc(i) && nar[i] !~ /SQUARE PTY|ETSY IRELAND|MAWSON HOSPITALITY|^BANK@POST/ }
function isfuel(i) { return nar[i] ~ /^VISA DEBIT PURCHASE CARD 5573 (AMPOL|BP |7-ELEVEN|SHELL|UNITED PETROLEUM)/ }
function match_re(i, re) {
  if (re == "FUEL") return isfuel(i)
  if (re == "DIESEL") return isfuel(i) && -amt[i] >= 90
  if (re == "UNL") return isfuel(i) && -amt[i] < 90
  if (re == "GROC") return nar[i] ~ /(PURCHASE|REFUND) (CARD 5573 )?(COLES|WOOLWORTHS|HILL STREET GROCER|SALAMANCA FRESH)/
  if (re == "MEALS") return nar[i] ~ /(PURCHASE|REFUND) (CARD 5573 )?(HUNGRY JACKS|MURRAY ST PIZZA|UBER \*EATS|FISH FRENZY|DOMINOS|SALAMANCA BAKEHOUSE)/
  if (re == "APBIZ") return nar[i] ~ /AUSTRALIA POST/ && eff[i] != "20251209"
  if (re == "SQSPFEE") return nar[i] ~ /SQUARESPACE/ || (nar[i] ~ /^INTERNATIONAL TRANSACTION FEE/ && (dt[i] in sqday))
  return nar[i] ~ re
}
function sel(i, mode, lo, hi, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (!match_re(i, re)) return 0
  if (ex ~ /^=/) { if (sprintf("%.2f", -amt[i]) == substr(ex, 2)) return 0 }
  else if (ex != "" && nar[i] ~ ex) return 0
  if (mode == "inc" || mode == "linc") return isinc(i)
  if (mode == "dinc" || mode == "ldinc") return isdirect(i)
  if (mode == "in") return amt[i] > 0
  if (mode == "out" || mode == "lout" || mode == "ded") return 1
  return 0
}
function sortjoin(arr,  k, n, i, j, t, a, s) {
  n = 0; for (k in arr) a[++n] = k
  for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
  s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") a[i]
  return s == "" ? "-" : s
}
function sumre(mode, lo, hi, re, ex,  i, s) { s = 0; for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) s += (mode == "out") ? -amt[i] : amt[i]; return s }
BEGIN {
  FS = "\",\""
  nk = split("A DIMITRIOU|ANDREW JAMES MCKAY|BEN COOPER|BRONWYN ELLIS|C & J VAN DER BERG|CAMERON WEST|CHLOE ANDERSON|CRAIG DUNSTAN|D HENDERSON|DEB & PHIL LOWE|E & R GOLDSMITH|E MCDONALD|FIONA GRACE HILL|GEMMA PRICE|GRAHAM FOLEY|HAYLEY WRIGHT|HELEN CHO|IAN FRASER|J A MACKENZIE|J PETERSEN|JAMES WHITTAKER|JESSICA TRAN|JOSH TRAN|K L FITZPATRICK|K OSULLIVAN|M PEARCE|M ZAMMIT|MARGARET ODONOVAN|MATT OBRIEN|MICHAEL OCONNOR|N SINGH|NICOLE HARDING|NOAH SCHULZ|PRIYA RAMAN|R & K PATEL|RHIANNON DAVIES|RUTH ABERNETHY|S CHEN|SHARON M WILLIAMS|STUART & LIZ KERR|T NGUYEN|TOM BARRETT|V NAIR|W HUANG", kk, "|")
  for (k = 1; k <= nk; k++) KNOWN[kk[k]] = 1
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { q = substr(line, 1, 2); continue }
    if (line ~ /^Year:/) { q = "Y"; continue }
    if (line ~ /G1=/ && q != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[q, p[1]] = p[2] + 0 }; q = "" ; continue }
    if (line ~ /^   (P8-|D9|D10|D12)/) { n = split(line, kv, " "); tax[kv[1]] = kv[n] + 0 }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, ""); sub(/^"/, ""); sub(/"$/, "")
  N++; eff[N] = ymd($1); dt[N] = ymd($2); nar[N] = $3; amt[N] = $4 + 0
  if (NF != 5 || $4 !~ /^-?[0-9]+\.[0-9][0-9]$/ || $5 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
  if ($3 ~ /SQUARESPACE/) sqday[dt[N]] = 1
}
END {
  # a customer credit later sent back by "OSKO PAYMENT SENT <same name> refund ..." for the same amount is a duplicate:
  # the nearest earlier credit from that name (the file is newest first)
  for (i = 1; i <= N; i++) if (nar[i] ~ /^OSKO PAYMENT SENT .* refund/) {
    who = nar[i]; sub(/^OSKO PAYMENT SENT /, "", who); sub(/ refund.*$/, "", who)
    for (j = i + 1; j <= N; j++) if (amt[j] == -amt[i] && index(nar[j], "OSKO PAYMENT RECEIVED " who) == 1) { dup[j] = 1; break }
  }
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; ex = s[7]; are = s[8]
    base = id; sub(/[abt]$/, "", base); part = (id ~ /[abt]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""; note = ""
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
      note = " (from hand_worked.py worksheet, not bank wording)"
    } else if (mode == "tax") {
      got = c2(tax[re]); note = " (hand_worked.py tax summary " re ")"
    } else if (mode ~ /^l/) {
      delete names; delete n2
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        nm = name(nar[i])
        if (post == "n2") { n2[nm]++; continue }
        if (post ~ /^gt/ && !(amt[i] > substr(post, 3) + 0)) continue
        names[nm] = 1
      }
      if (post == "n2") for (k in n2) if (n2[k] >= 2) names[k] = 1
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = ""; mn = ""
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, ex)) {
        a = (mode == "out" || mode == "ded") ? -amt[i] : amt[i]
        if (post ~ /^gt/ && !(a > substr(post, 3) + 0)) continue
        if (post ~ /^lt/ && !(a < substr(post, 3) + 0)) continue
        if (mode == "ded" && post == "x10/11") a = a * 10 / 11
        sum += a; cnt++; if (a > 0) gross += a
        if (mx == "" || a > mx) mx = a
        if (mn == "" || a < mn) mn = a
      }
      got = c2(sum); gotn = cnt
      if (mode == "out" && c2(gross) != got) alt = c2(gross)
      if (are != "") alt = c2(sumre(mode, lo, hi, are, ""))
      if (post ~ /^d[0-9]+$/) { got = c2(sum / substr(post, 2)); alt = "" }
      if (post == "d52") alt = c2(sum / (365 / 7))
      if (post == "dn") { got = c2(sum / cnt); alt = "" }
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "min") { got = c2(mn); gotn = 1; alt = "" }
      if (post == "cnt" || post ~ /^(gt|lt)/) { got = cnt; gotn = "" }
    }
    split(exp_[base], e, " ")
    if (part == "") {
      if (e[2] == "fig") { want = e[3] " " e[4] (e[5] != "" ? " " e[5] : ""); have = got " " gotn (alt != "" ? " " alt : "") }
      else if (e[2] == "cnt") { want = e[3]; have = got }
      else if (e[2] == "lst") {
        delete wa; nw = split(e[3], wl, "|")
        for (k = 1; k <= nw; k++) if (wl[k] != "-") { w = wl[k]; sub(/_\(.*\)$/, "", w); wa[norm(w)] = 1 }
        want = sortjoin(wa); have = got
      }
      else { want = "(no expected)"; have = got }
    } else if (part == "t") { want = e[3]; have = got }
    else { want = (part == "a") ? e[3] : e[4]; have = got; cmpv[base, part] = got + 0 }
    checked++
    status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, note
  }
  nm2["fq056"] = "Etsy|Square"; nm2["fq057"] = "Sept_quarter|Dec_quarter"; nm2["fq058"] = "first_half|second_half"
  nm2["fq059"] = "Coles|Woolies"; nm2["fq060"] = "Neville_Smith|Britton"; nm2["fq061"] = "ute_diesel|Mazda_petrol"
  nm2["fq062"] = "Telstra|Launtel"; nm2["fq063"] = "Jul-Dec|Jan-Jun"; nm2["fq064"] = "Sept_quarter|March_quarter"
  nm2["fq065"] = "Dominos|Murray_St_Pizza"
  for (b = 56; b <= 65; b++) {
    id = "fq0" b; split(nm2[id], pp, "|"); split(exp_[id], e, " ")
    larger = (cmpv[id, "a"] > cmpv[id, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, id, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures incl. 4 deductions also vs the tax summary, 10 compares x 3, 8 counts, 7 lists), %d differences, %d bad rows\n", checked, diffs, bad
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
