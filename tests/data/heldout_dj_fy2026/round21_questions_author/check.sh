#!/usr/bin/env bash
# Second way for set tune (djt): recompute every figure / count / list / compare with gawk straight from
# ../data/labels.csv (posting date, signed amount, and the bank description / category / counterparty / note /
# basFields columns), no answers.py code. Several items are re-selected a different way from answers.py
# (by bank wording instead of counterparty, e.g. Coles Express, Domino's, Jake, Store DJ, the BPAY and bond lists,
# the organisations list). GST items: the quarter's G fields are summed from basFields by awk and 1A / 1B / net are
# rebuilt from them; tax-return items are compared with the tax summary printed by ../data/hand_worked.py.
# python3 is used only to flatten the JSON and to run hand_worked.py.
#   bash check.sh > check_out.txt  -> one line per check and the summary on stdout; exit 0 only with 0 differences
#   bash check.sh --selftest  -> -0.01 on the first NETFLIX row in a temp copy of labels.csv: exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data
JSON=assistant_questions_tune.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
LAB="$DATA/labels.csv"; OUT="$TMP/check_out.txt"
if [ "${1:-}" = "--selftest" ]; then
  gawk -v FPAT='([^,]*)|("[^"]*")' -v OFS=, '!done && $4 ~ /NETFLIX/ { $3 = sprintf("%.2f", $3 - 0.01); done = 1 } { print }' "$LAB" > "$TMP/labels.csv"
  LAB="$TMP/labels.csv"; OUT="$TMP/selftest_out.txt"
fi
python3 "$DATA/hand_worked.py" > "$TMP/hw.txt" || { echo "hand_worked.py failed"; exit 1; }
python3 - "$JSON" > "$TMP/exp.txt" <<'PY'
import json, sys
for d in json.load(open(sys.argv[1])):
    e, i = d["expected"], d["id"]
    if d["kind"] == "figure":
        print(i + "\tfig\t" + " ".join([e["amount"], str(e.get("transactions", "-"))] + e.get("alsoAccepted", [])))
    elif d["kind"] == "compare":
        print(i + "\tcmp\t" + e["amounts"][0] + "\t" + e["amounts"][1] + "\t" + e["answer"])
    elif d["kind"] == "count":
        print(i + "\tcnt\t" + str(e["count"]))
    elif d["kind"] == "list":
        print(i + "\tlst\t" + "|".join(e["items"]))
PY
# spec: id;mode;from;to;field;regex;post;exclude (exclude is matched against "description | note")
#  modes: inc (category Sales Income, signed), incin (Sales Income credits), in (credits), out (debits, as positive),
#         net (all matching rows, signed sum negated), gross (Sales Income, the 'gross N' in the note),
#         gst (from = quarters joined by +, field = G1 G10 G11 1A 1B net), tax (field = tax-summary key),
#         lcp (sorted distinct counterparties; uses post as the money mode), lmon (months in date order)
#  field: cat cp note desc any;  post: sum d12 d52 (also 365/7) dn (per row) max cnt ncnt (distinct counterparties)
cat > "$TMP/spec.txt" <<'SPEC'
djt001;inc;20250701;20260630;desc;BARWON ESTATE EVENTS REM;sum;
djt002;inc;20250701;20260630;desc;^DIRECT CREDIT STRIPE;sum;
djt003;gross;20250701;20260630;desc;^DIRECT CREDIT STRIPE;sum;
djt004;inc;20251001;20251231;any;.;sum;
djt005;inc;20260301;20260331;any;.;sum;
djt006;inc;20250701;20251231;any;.;sum;
djt007;inc;20250701;20260630;any;.;d12;
djt008;incin;20250701;20260630;any;.;max;
djt009;inc;20250701;20260630;note;^dry hire;sum;
djt010;inc;20250701;20260630;desc;GEELONG DJ CO;sum;
djt011;inc;20250701;20260630;desc;BELLARINE EVENT CO;sum;
djt012;inc;20250701;20260630;desc;CITY OF GREATER GEEL;sum;
djt013;inc;20250701;20260630;note;^deposit[^ a-z];sum;
djt014;inc;20260101;20260331;note;^balance[^ a-z];sum;
djt015;in;20250701;20260630;desc;HANNAH LEARY;sum;
djt016;in;20250701;20260630;desc;^DIRECT CREDIT ATO;sum;
djt017;inc;20260601;20260630;any;.;sum;
djt018;inc;20250701;20260630;desc;OLIVIA OBRIEN;sum;
djt019;inc;20250701;20260630;desc;BARWON ESTATE EVENTS REM;dn;
djt020;inc;20250701;20260630;any;.;sum;
djt021;out;20250701;20260630;cat;^Fuel$;sum;
djt022;out;20250701;20250930;cat;^Fuel$;sum;
djt023;out;20250701;20260630;desc;7-ELEVEN;sum;
djt024;out;20250701;20260630;desc;COLES EXPRESS;sum;
djt025;out;20251001;20251231;cat;^Groceries$;sum;
djt026;out;20250701;20260630;cat;^Groceries$;sum;
djt027;out;20250701;20260630;desc;HARCOURTS GEELONG RENT;sum;
djt028;out;20260101;20260630;desc;GOODSTART;sum;
djt029;out;20250701;20260630;cat;^Meals & Dining$;sum;
djt030;out;20260101;20260630;desc;DOMINOS;sum;
djt031;out;20250701;20260630;desc;^VISA DEBIT PURCHASE.*DJCITY;sum;
djt032;out;20250701;20260630;cat;^Music & Software Subscriptions$;sum;
djt033;out;20250701;20260630;desc;^FOREIGN TRANSACTION FEE;sum;
djt034;out;20250701;20260630;desc;^VISA DEBIT PURCHASE.*FACEBK;sum;
djt035;out;20250701;20260630;desc;CORIO AV HIRE;sum;
djt036;out;20250701;20260630;desc;JAKE MORROW;sum;
djt037;out;20250701;20260630;desc;STORE DJ;sum;
djt038;net;20250701;20260630;desc;JAYCAR;sum;
djt039;out;20250701;20260630;cat;^Travel$;sum;
djt040;out;20250701;20260630;desc;^DIRECT DEBIT TELSTRA;sum;
djt041;out;20250701;20260630;desc;TRANSFER TO 21749902;sum;
djt042;out;20250701;20260630;any;.;max;BAYSIDE PRO AUDIO
djt043;out;20250701;20260630;cat;^Fuel$;dn;
djt044;out;20250701;20260630;cat;^Groceries$;d52;
djt045;out;20250701;20260630;desc;^ATM WITHDRAWAL;sum;
djt046;out;20250701;20260630;desc;^BPAY ATO;sum;
djt047;gst;Q1;;G1;;;
djt048;gst;Q2;;1A;;;
djt049;gst;Q3;;1B;;;
djt050;gst;Q4;;net;;;
djt051;gst;Q1+Q2+Q3+Q4;;G10;;;
djt052;gst;Q1+Q2+Q3+Q4;;net;;;
djt053;tax;;;P8-netIncome;;;
djt054;tax;;;P8-depreciation;;;
djt055;tax;;;D10;;;
djt056a;inc;20250701;20260630;desc;BARWON ESTATE EVENTS REM;sum;
djt056b;inc;20250701;20260630;desc;BELLARINE EVENT CO;sum;
djt057a;inc;20251001;20251231;any;.;sum;
djt057b;inc;20260101;20260331;any;.;sum;
djt058a;out;20250701;20260630;desc;ALDI STORES;sum;
djt058b;out;20250701;20260630;desc;(CARD 5520|EFTPOS PURCHASE) IGA ;sum;
djt059a;out;20250701;20260630;desc;DOMINOS;sum;
djt059b;out;20250701;20260630;desc;PIZZA TRIO;sum;
djt060a;out;20250701;20260630;desc;NETFLIX;sum;
djt060b;out;20250701;20260630;desc;SPOTIFY;sum;
djt061a;inc;20250701;20251231;any;.;sum;
djt061b;inc;20260101;20260630;any;.;sum;
djt062a;out;20250701;20260630;desc;^DIRECT DEBIT TELSTRA;sum;
djt062b;out;20250701;20260630;desc;^DIRECT DEBIT SUPERLOOP;sum;
djt063a;gst;Q1;;1B;;;
djt063b;gst;Q2;;1B;;;
djt064a;out;20250701;20250930;cat;^Fuel$;sum;
djt064b;out;20251001;20251231;cat;^Fuel$;sum;
djt065a;inc;20250701;20260630;desc;^DIRECT CREDIT STRIPE;sum;
djt065b;inc;20250701;20260630;note;^dry hire;sum;
djt066;inc;20250701;20260630;note;^balance[^ a-z];cnt;
djt067;out;20250701;20260630;desc;JAKE MORROW;cnt;
djt068;inc;20250701;20260630;desc;^DIRECT CREDIT STRIPE;cnt;
djt069;out;20250701;20260630;cat;^Fuel$;cnt;
djt070;out;20250701;20260630;desc;^FOREIGN TRANSACTION FEE;cnt;
djt071;in;20250701;20260630;desc; bond$;cnt;
djt072;incin;20260101;20260331;any;.;ncnt;
djt073;out;20251201;20251231;cat;^Meals & Dining$;cnt;
djt074;lcp;20250701;20260630;desc; bond$;in;
djt075;lcp;20250701;20260630;desc;^DIRECT CREDIT;incin;STRIPE|[|] (deposit|balance|dry hire)
djt076;lcp;20260601;20260630;any;.;incin;
djt077;lcp;20250701;20260630;cat;^Fuel$;out;
djt078;lcp;20250701;20260630;cat;^Groceries$;out;
djt079;lmon;20250701;20260630;desc;BARWON ESTATE EVENTS REM;inc;
djt080;lcp;20250701;20260630;desc;^BPAY ;out;
SPEC
gawk -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" -v EXP="$TMP/exp.txt" '
function c2(x) { return sprintf("%.2f", (x >= 0 ? int(x * 100 + 0.5 + 1e-7) : -int(-x * 100 + 0.5 + 1e-7)) / 100) }
function uq(s) { if (s ~ /^".*"$/) s = substr(s, 2, length(s) - 2); return s }
function fld(i, f) { return f == "cat" ? cat[i] : f == "cp" ? cp[i] : f == "note" ? note[i] : f == "desc" ? dsc[i] : "" }
function money(i, m) {
  if (m == "inc") return cat[i] == "Sales Income"
  if (m == "incin") return cat[i] == "Sales Income" && amt[i] > 0
  if (m == "gross") return cat[i] == "Sales Income"
  if (m == "in") return amt[i] > 0
  if (m == "out") return amt[i] < 0
  if (m == "net") return 1
  return 0
}
function sel(i, m, lo, hi, f, re, ex) {
  if (dt[i] < lo || dt[i] > hi) return 0
  if (f != "any" && fld(i, f) !~ re) return 0
  if (ex != "" && (dsc[i] " | " note[i]) ~ ex) return 0
  return money(i, m)
}
function sortjoin(arr,  k, n, i, j, t, a, s) {
  n = 0; for (k in arr) a[++n] = k
  for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
  s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") a[i]
  return s
}
function quarter(d) { return d < "20251001" ? "Q1" : d < "20260101" ? "Q2" : d < "20260401" ? "Q3" : "Q4" }
function gfield(q, f,  a, b) {
  if (f == "1A") return c2(g[q, "G1"] / 11)
  if (f == "1B") return c2((g[q, "G10"] + g[q, "G11"] - g[q, "G14"] - g[q, "G15"]) / 11)
  if (f == "net") return gfield(q, "1A") - gfield(q, "1B")
  return g[q, f]
}
BEGIN {
  FPAT = "([^,]*)|(\"[^\"]*\")"
  split("January February March April May June July August September October November December", full, " ")
  while ((getline line < HW) > 0) {
    if (line ~ /^Q[1-4] FY2026/) { hq = substr(line, 1, 2); continue }
    if (line ~ /G1=/ && hq != "") { n = split(line, kv, " "); for (k = 1; k <= n; k++) { split(kv[k], p, "="); hw[hq, p[1]] = p[2] }; hq = ""; continue }
    if (line ~ /^ +(P8-|D[0-9])/) { n = split(line, kv, " "); tax[kv[1]] = kv[n] }
  }
  while ((getline line < EXP) > 0) { split(line, e, "\t"); exp_[e[1]] = line }
}
NR > 1 {
  sub(/\r$/, "")
  N++; dt[N] = $2; gsub(/-/, "", dt[N]); amt[N] = $3 + 0; dsc[N] = uq($4); cat[N] = uq($5); cp[N] = uq($13); note[N] = uq($14)
  if (NF != 14 || $3 !~ /^-?[0-9]+\.[0-9][0-9]$/ || dt[N] !~ /^20[0-9]{6}$/) { print "BAD ROW " NR; bad++ }
  q = quarter(dt[N]); nb = split(uq($12), bf, " ")
  for (k = 1; k <= nb; k++) { split(bf[k], p, ":"); g[q, p[1]] += p[2] }
}
END {
  diffs = 0; checked = 0
  while ((getline line < SPEC) > 0) {
    split(line, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; f = s[5]; re = s[6]; post = s[7]; ex = s[8]
    base = id; sub(/[ab]$/, "", base); part = (id ~ /[ab]$/) ? substr(id, length(id)) : ""
    got = ""; gotn = ""
    if (mode == "gst") {
      nq = split(lo, qs, "+"); t = 0; pt = 0
      for (k = 1; k <= nq; k++) {
        t += gfield(qs[k], f)
        if (f == "1A" || f == "1B") pt += hw[qs[k], f "-per-row"]
        else if (f == "net") pt += hw[qs[k], "1A-per-row"] - hw[qs[k], "1B-per-row"]
        else pt += gfield(qs[k], f)
      }
      got = c2(t); gotn = "-" (c2(pt) != got ? " " c2(pt) : "")
    } else if (mode == "tax") {
      got = c2(tax[f]); gotn = "-"
    } else if (mode == "lcp") {
      delete names
      for (i = 1; i <= N; i++) if (sel(i, post, lo, hi, f, re, ex)) names[cp[i]] = 1
      got = sortjoin(names)
    } else if (mode == "lmon") {
      ord = ""
      for (i = 1; i <= N; i++) if (sel(i, post, lo, hi, f, re, ex)) {
        m = full[substr(dt[i], 5, 2) + 0] " " substr(dt[i], 1, 4)
        if (index("|" ord "|", "|" m "|") == 0) ord = ord (ord == "" ? "" : "|") m
      }
      got = ord
    } else {
      sum = 0; cn = 0; mx = ""; delete seen; nn = 0
      for (i = 1; i <= N; i++) if (sel(i, mode, lo, hi, f, re, ex)) {
        a = (mode == "out" || mode == "net") ? -amt[i] : amt[i]
        if (mode == "gross") { match(note[i], /gross [0-9.]+/); a = substr(note[i], RSTART + 6, RLENGTH - 6) + 0 }
        sum += a; cn++
        if (mx == "" || a > mx) mx = a
        if (!(cp[i] in seen)) { seen[cp[i]] = 1; nn++ }
      }
      got = c2(sum); gotn = cn
      if (post == "d12") got = c2(sum / 12)
      if (post == "d52") { got = c2(sum / 52); gotn = cn " " c2(sum / (365 / 7)) }
      if (post == "dn") got = c2(sum / cn)
      if (post == "max") { got = c2(mx); gotn = 1 }
      if (post == "cnt") { got = cn; gotn = "" }
      if (post == "ncnt") { got = nn; gotn = "" }
    }
    split(exp_[base], e, "\t")
    if (part == "") {
      if (e[2] == "fig") { want = e[3]; have = got " " gotn }
      else { want = e[3]; have = got }
    } else { want = (part == "a") ? e[3] : e[4]; have = got; cmpv[base, part] = got + 0 }
    checked++
    status = (want == have) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s expected [%s] awk [%s]%s\n", status, id, want, have, (mode == "tax" ? " (hand_worked.py tax summary)" : "")
  }
  nm2["djt056"] = "Barwon Estate|Bellarine Event Co"; nm2["djt057"] = "Dec quarter|March quarter"
  nm2["djt058"] = "Aldi|IGA"; nm2["djt059"] = "Domino'"'"'s|Pizza Trio"; nm2["djt060"] = "Netflix|Spotify"
  nm2["djt061"] = "first half|second half"; nm2["djt062"] = "Telstra|Superloop"; nm2["djt063"] = "Q1|Q2"
  nm2["djt064"] = "Sept quarter|Dec quarter"; nm2["djt065"] = "Stripe|dry hire"
  for (b in nm2) {
    split(nm2[b], pp, "|"); split(exp_[b], e, "\t")
    larger = (cmpv[b, "a"] > cmpv[b, "b"]) ? pp[1] : pp[2]
    checked++; status = (e[5] == larger) ? "OK  " : "DIFF"; if (status == "DIFF") diffs++
    printf "%s %-8s answer expected [%s] awk larger [%s]\n", status, b, e[5], larger
  }
  printf "checked %d lines (80 answerable items: 55 figures, 10 compares x 3, 8 counts, 7 lists), %d bad rows\n", checked, bad + 0
  printf "%d differences\n", diffs
  exit (diffs + bad > 0)
}' "$LAB" > "$OUT"
rc=$?
if [ "${1:-}" = "--selftest" ]; then
  grep DIFF "$OUT"; tail -1 "$OUT"
  if [ "$rc" -ne 0 ] && [ "$(grep -c '^DIFF' "$OUT")" -eq 1 ]; then echo "selftest: planted -0.01 caught (exactly 1 difference)"; exit 0; fi
  echo "selftest FAILED"; exit 1
fi
cat "$OUT"
exit $rc
