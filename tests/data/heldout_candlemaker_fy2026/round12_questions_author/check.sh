#!/usr/bin/env bash
# Second way: recompute every answerable item with awk straight from data/statement.csv (bank wording, dates and the
# signed Amount only; no labels.csv, no answers.py code). GST/BAS items are compared with `python3 data/hand_worked.py`'s
# printout (quarterly worksheet figures and per-row sums); their row counts come from bank wording.
# python3 is used only to flatten the JSON into lines and to run hand_worked.py.
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=${JSON:-assistant_questions_heldout.json}
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
python3 "$DATA/hand_worked.py" > "$TMP/hw.txt" || { echo "hand_worked.py failed" > check_out.txt; exit 1; }
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
# spec: id;mode;from;to;regex;post;exclude-regex   (regex and exclude are matched against "NARRATION AMOUNT")
#   mode inc = sales money in (signed), spend = spending rows (money out less refunds), out = money out,
#   gst = hand_worked worksheet (from = quarters "1+2", regex = field), linc / lspend = distinct names
#   post: sum d12 d52 dn max cnt gtN
cat > "$TMP/spec.txt" <<'SPEC'
hkc001;inc;20250701;20260630;.;sum;
hkc002;inc;20250701;20260630;SQUARE;sum;
hkc003;inc;20250701;20260630;SHOPIFY PAYMENTS;sum;
hkc004;inc;20250701;20260630;HUMBLE NEST;sum;
hkc005;inc;20250701;20260630;KOWHAI;sum;
hkc006;inc;20250701;20251231;.;sum;
hkc007;inc;20251001;20251231;.;sum;
hkc008;inc;20251101;20251130;.;sum;
hkc009;inc;20260601;20260630;.;sum;
hkc010;inc;20250701;20260630;^OSKO DEPOSIT FROM;sum;M TRAN
hkc011;inc;20250701;20260630;BANK@POST;sum;
hkc012;inc;20250701;20260630;.;sum;SQUARE|SHOPIFY PAYMENTS
hkc013;spend;20250701;20260630;CANDLE INCEPTIONS;sum;
hkc014;spend;20250701;20260630;CANDLE INCEPTIONS|AUST WHOLESALE OILS|PRO PAC|VISTAPRINT;sum;CANDLE INCEPTIONS.* -2860.00$
hkc015;spend;20250701;20260630;AUST WHOLESALE OILS;sum;
hkc016;spend;20250701;20260630;AUSTRALIA POST;sum;
hkc017;spend;20250701;20260630;OLD BUS DEPOT|HANDMADE MARKETS;sum;
hkc018;spend;20260101;20260630;OLD BUS DEPOT;sum;
hkc019;spend;20250701;20260630;MAKERS SHED;sum;
hkc020;spend;20250701;20260630;COLES|WOOLWORTHS|ALDI;sum;
hkc021;spend;20260101;20260331;WOOLWORTHS;sum;
hkc022;spend;20251201;20251231;COLES;sum;
hkc023;spend;20250701;20260630;AMPOL;sum;
hkc024;spend;20260301;20260515;AMPOL;sum;
hkc025;spend;20250701;20260630;GRILL'D|MOTO PIZZA|ONA COFFEE|BOAT HOUSE;sum;
hkc026;spend;20250701;20260630;ONA COFFEE;sum;
hkc027;spend;20250701;20260630;CANVA|MAILCHIMP|VISA PURCHASE SHOPIFY;sum;
hkc028;spend;20250701;20260630;CONVERSION FEE;sum;
hkc029;spend;20250701;20260630;SPOTIFY|STAN\.COM;sum;
hkc030;spend;20250701;20260630;OPTUS|SUPERLOOP;sum;
hkc031;spend;20260101;20260331;ACTEWAGL;sum;
hkc032;spend;20250701;20260630;.;sum;
hkc033;spend;20260601;20260630;.;sum;
hkc034;spend;20250701;20260630;MYER;sum;
hkc035;gst;1;;1A;;
hkc036;gst;2;;1B;;
hkc037;gst;3;;net;;
hkc038;gst;4;;net;;
hkc039;gst;1+2;;net;;
hkc040;gst;1+2+3+4;;1A;;
hkc041;gst;1+2+3+4;;1B;;
hkc042;gst;2;;G1;;
hkc043;gst;1+2+3+4;;G2;;
hkc044;gst;1+2+3+4;;G10;;
hkc045;gst;4;;G11;;
hkc046;inc;20250701;20260630;.;d12;
hkc047;inc;20250701;20260630;SQUARE;dn;
hkc048;inc;20250701;20260630;SHOPIFY PAYMENTS;dn;
hkc049;spend;20250701;20260630;COLES|WOOLWORTHS|ALDI;d52;
hkc050;spend;20250701;20260630;AMPOL;dn;
hkc051;inc;20250701;20260630;SQUARE;max;
hkc052;spend;20250701;20260630;COLES;max;
hkc053;spend;20250701;20260630;.;max;
hkc054;out;20250701;20260630;TAX OFFICE;sum;
hkc055;out;20250701;20260630;HOSTPLUS;sum;
hkc056a;inc;20250701;20250930;.;sum;
hkc056b;inc;20251001;20251231;.;sum;
hkc057a;inc;20250701;20260630;SQUARE;sum;
hkc057b;inc;20250701;20260630;SHOPIFY PAYMENTS;sum;
hkc058a;inc;20250701;20260630;HUMBLE NEST;sum;
hkc058b;inc;20250701;20260630;PAPER WREN;sum;
hkc059a;spend;20250701;20260630;COLES;sum;
hkc059b;spend;20250701;20260630;WOOLWORTHS;sum;
hkc060a;spend;20250701;20251231;AMPOL;sum;
hkc060b;spend;20260101;20260630;AMPOL;sum;
hkc061a;gst;2;;net;;
hkc061b;gst;4;;net;;
hkc062a;inc;20251201;20251231;.;sum;
hkc062b;inc;20251101;20251130;.;sum;
hkc063a;spend;20250701;20260630;OPTUS;sum;
hkc063b;spend;20250701;20260630;SUPERLOOP;sum;
hkc064a;spend;20250701;20260630;CANDLE INCEPTIONS;sum;
hkc064b;spend;20250701;20260630;PRO PAC;sum;
hkc065a;spend;20250701;20260630;OLD BUS DEPOT;sum;
hkc065b;spend;20250701;20260630;HANDMADE MARKETS;sum;
hkc066;inc;20250701;20260630;SQUARE;cnt;
hkc067;spend;20250701;20260630;AMPOL;cnt;
hkc068;inc;20250701;20260630;^OSKO DEPOSIT FROM;cnt;M TRAN
hkc069;spend;20250701;20251231;ONA COFFEE;cnt;
hkc070;inc;20250701;20260630;BANK@POST;cnt;
hkc071;spend;20250701;20260630;COLES;gt150;
hkc072;inc;20251001;20251231;SHOPIFY PAYMENTS;gt500;
hkc073;spend;20251001;20251231;AUSTRALIA POST;cnt;
hkc074;linc;20250701;20260630;^OSKO DEPOSIT FROM;;M TRAN
hkc075;linc;20250701;20260630;HUMBLE NEST|PAPER WREN|KOWHAI;;
hkc076;lspend;20250701;20260630;CANDLE INCEPTIONS|AUST WHOLESALE OILS|PRO PAC|VISTAPRINT;;CANDLE INCEPTIONS.* -2860.00$
hkc077;linc;20260301;20260331;.;;
hkc078;lspend;20250701;20260630;CANVA|MAILCHIMP|VISA PURCHASE SHOPIFY;;
hkc079;lspend;20250701;20260630;GRILL'D|MOTO PIZZA|ONA COFFEE|BOAT HOUSE;;
hkc080;linc;20260401;20260630;.;;SQUARE|SHOPIFY PAYMENTS
SPEC
awk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function ymd(d,  p) { split(d, p, "/"); return p[3] p[2] p[1] }
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function num(s) { gsub(/,/, "", s); return s + 0 }
function norm(s) { s = toupper(s); gsub(/[^A-Z0-9|]/, "", s); return s }
function name(n,  m) {   # payer / merchant name from the bank wording
  m = n
  if (m ~ /^OSKO DEPOSIT FROM /) { sub(/^OSKO DEPOSIT FROM /, "", m); sub(/ REF .*$/, "", m) }
  else if (m ~ /^OSKO PAYMENT TO /) { sub(/^OSKO PAYMENT TO /, "", m); sub(/ REF .*$/, "", m) }
  else if (m ~ /SQUARE AUSTRALIA/) m = "SQUARE"
  else if (m ~ /SHOPIFY/) m = "SHOPIFY"
  else if (m ~ /HUMBLE NEST/) m = "THE HUMBLE NEST PTY LTD"
  else if (m ~ /PAPER WREN/) m = "PAPER WREN GIFTS"
  else if (m ~ /KOWHAI/) m = "KOWHAI CO LTD NZ"
  else if (m ~ /BANK@POST/) m = "CASH SALES"
  else if (m ~ /CANDLE INCEPTIONS/) m = "CANDLE INCEPTIONS"
  else if (m ~ /AUST WHOLESALE OILS/) m = "AUSTRALIAN WHOLESALE OILS"
  else if (m ~ /PRO PAC/) m = "PRO PAC PACKAGING"
  else if (m ~ /VISTAPRINT/) m = "VISTAPRINT"
  else if (m ~ /CANVA/) m = "CANVA"
  else if (m ~ /MAILCHIMP/) m = "MAILCHIMP"
  else if (m ~ /GRILL.D/) m = "GRILLD CANBERRA CENTRE"
  else if (m ~ /MOTO PIZZA/) m = "MOTO PIZZA QUEANBEYAN"
  else if (m ~ /ONA COFFEE/) m = "ONA COFFEE"
  else if (m ~ /BOAT HOUSE/) m = "THE BOAT HOUSE KINGSTON"
  return norm(m)
}
function isinc(i) { return nar[i] ~ /^DIRECT CREDIT (SQUARE AUSTRALIA|SHOPIFY PAYMENTS|HUMBLE NEST|PAPER WREN|WISE AUSTRALIA KOWHAI)|^BANK@POST DEPOSIT|^OSKO PAYMENT TO R BAKER/ || (nar[i] ~ /^OSKO DEPOSIT FROM/ && nar[i] !~ /K KOWALCZYK/) }
function isspend(i) { return !isinc(i) && nar[i] !~ /^INTERNET TRANSFER|TAX OFFICE PAYMENTS|HOSTPLUS|^CREDIT INTEREST|K KOWALCZYK/ }
function sel(i, mode, lo, hi, re, xre,  key) {
  key = nar[i] " " amt[i]
  if (dt[i] < lo || dt[i] > hi || key !~ re) return 0
  if (xre != "" && key ~ xre) return 0
  if (mode == "inc" || mode == "linc") return isinc(i)
  if (mode == "spend" || mode == "lspend") return isspend(i)
  if (mode == "out") return a[i] < 0
  return 0
}
function sortjoin(arr,  k, n, i, j, t, b, s) {
  n = 0; for (k in arr) b[++n] = k
  for (i = 2; i <= n; i++) { t = b[i]; for (j = i - 1; j >= 1 && b[j] > t; j--) b[j + 1] = b[j]; b[j + 1] = t }
  s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") b[i]
  return s == "" ? "-" : s
}
# BAS rows by field from the bank wording (business and mixed rows)
function g10(i) { return (nar[i] ~ /CANDLE INCEPTIONS/ && amt[i] == "-2860.00") || nar[i] ~ /JB HI-FI/ }
function g11(i) { return !g10(i) && (nar[i] ~ /ASIC|ACTEWAGL|AUSTRALIA POST|AUST WHOLESALE OILS|BIZCOVER|CANDLE INCEPTIONS|CANVA|HANDMADE MARKETS|MAILCHIMP|MAKERS SHED|OFFICEWORKS|OLD BUS DEPOT|OPTUS|PRO PAC|QUEANBEYAN TAX|VISA PURCHASE SHOPIFY|CONVERSION FEE|SUPERLOOP|VISTAPRINT/ || (nar[i] ~ /BUNNINGS/ && amt[i] == "-124.00")) }
function basf(i, f) {
  if (f == "1A" || f == "G1") return isinc(i)
  if (f == "G2") return nar[i] ~ /KOWHAI/
  if (f == "G10") return g10(i)
  if (f == "G11") return g11(i)
  if (f == "1B") return g10(i) || g11(i)
  if (f == "net") return isinc(i) || g10(i) || g11(i)
}
BEGIN {
  FS = ","
  QLO[1] = 20250701; QHI[1] = 20250930; QLO[2] = 20251001; QHI[2] = 20251231
  QLO[3] = 20260101; QHI[3] = 20260331; QLO[4] = 20260401; QHI[4] = 20260630
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026 /) {
      q = substr(line, 2, 1); rest = substr(line, 11); n = split(rest, parts, /, /)
      for (k = 1; k <= n; k++) { m = split(parts[k], kv, " "); v = kv[m]; f = parts[k]; sub(/ [^ ]+$/, "", f); if (f == "net GST") f = "net"; hw[q, f] = num(v) }
    } else if (line ~ /per-row check/) {
      match(line, /1A [0-9,.-]+/); pr[q, "1A"] = num(substr(line, RSTART + 3, RLENGTH - 3))
      match(line, /1B [0-9,.-]+/); pr[q, "1B"] = num(substr(line, RSTART + 3, RLENGTH - 3))
      match(line, /[0-9]+ BAS rows/); basrows[q] = substr(line, RSTART, RLENGTH) + 0
      pr[q, "net"] = pr[q, "1A"] - pr[q, "1B"]
    }
  }
  while ((getline line < EXP) > 0) { split(line, e, " "); exp_[e[1]] = line }
}
NR > 1 {
  N++; dt[N] = ymd($1); nar[N] = $2; amt[N] = $3; a[N] = $3 + 0
  if (NF != 4 || $3 !~ /^-?[0-9]+\.[0-9][0-9]$/) { print "BAD ROW " NR; bad++ }
}
END {
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; post = s[6]; xre = s[7]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""; alt = ""
    if (mode == "gst") {
      nq = split(lo, qs, "+"); tot = 0; ptot = 0; cnt = 0
      for (k = 1; k <= nq; k++) {
        tot += hw[qs[k], re]; ptot += pr[qs[k], re]
        if (re == "net") cnt += basrows[qs[k]]
        else for (i = 1; i <= N; i++) if (dt[i] >= QLO[qs[k]] && dt[i] <= QHI[qs[k]] && basf(i, re)) cnt++
      }
      got = c2(tot); gotn = cnt; if ((re == "1A" || re == "1B" || re == "net") && c2(ptot) != got) alt = c2(ptot)
    } else if (mode ~ /^l/) {
      delete names
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, xre)) names[name(nar[i])] = 1
      got = sortjoin(names)
    } else {
      sum = 0; gross = 0; cnt = 0; mx = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, re, xre)) {
        v = (mode == "inc") ? a[i] : -a[i]
        if (post ~ /^gt/ && !(v > substr(post, 3) + 0)) continue
        sum += v; cnt++; if (v > 0) gross += v; if (v > mx) mx = v
      }
      got = c2(sum); gotn = cnt
      if (c2(gross) != got) alt = c2(gross)
      if (post == "d12") got = c2(sum / 12)
      if (post == "d52") { got = c2(sum / 52); alt = c2(sum / (365 / 7)) }
      if (post == "dn") { got = c2(sum / cnt); alt = "" }
      if (post == "d12") alt = ""
      if (post == "max") { got = c2(mx); gotn = 1; alt = "" }
      if (post == "cnt" || post ~ /^gt/) { got = cnt; gotn = "" }
    }
    split(exp_[base], e, " ")
    if (part == "") {
      if (e[2] == "fig") { want = e[3] " " e[4] (e[5] != "" ? " " e[5] : ""); have = got " " gotn (alt != "" ? " " alt : "") }
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
    printf "%s %-8s expected [%s] awk [%s]\n", status, id, want, have
  }
  # compare answers: the larger amount named as the question words it
  nm["hkc056"] = "Q1|Q2"; nm["hkc057"] = "Square|Shopify"; nm["hkc058"] = "Humble_Nest|Paper_Wren"; nm["hkc059"] = "Coles|Woolies"
  nm["hkc060"] = "first_half|second_half"; nm["hkc061"] = "Q2|Q4"; nm["hkc062"] = "December|November"
  nm["hkc063"] = "Optus|Superloop"; nm["hkc064"] = "Candle_Inceptions|Pro_Pac"; nm["hkc065"] = "Old_Bus_Depot|Handmade_Canberra"
  for (b in nm) {
    split(nm[b], pp, "|"); split(exp_[b], e, " ")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures, 10 compares x3, 8 counts, 7 lists), %d differences, %d bad rows\n", checked, diffs, bad
  exit (diffs + bad > 0)
}' "$DATA/statement.csv" > check_out.txt
rc=$?
tail -1 check_out.txt
exit $rc
