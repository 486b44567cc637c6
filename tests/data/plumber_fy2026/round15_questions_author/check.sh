#!/usr/bin/env bash
# Second way for set tune (pl): recompute every answerable non-GST item with awk straight from data/statement.csv
# (bank wording, dates, Debit / Credit only; no labels.csv, no answers.py code). GST/BAS items (pl051-pl055, pl065)
# are compared with the worksheet printed by `python3 data/hand_worked.py`. python3 only flattens the JSON.
#   bash out/check.sh            -> writes out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest -> +0.01 on one PLAYHQ (kids rugby league) debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data; JSON=assistant_questions_tune.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  awk -F, -v OFS=, '!done && $3 ~ /PLAYHQ/ { $4 = sprintf("%.2f", $4 + 0.01); done = 1 } { print }' "$STMT" > "$TMP/statement.csv"
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
        print(i, "cmp", e["amounts"][0], e["amounts"][1])
    elif d["kind"] == "count":
        print(i, "cnt", e["count"])
    elif d["kind"] == "list":
        print(i, "lst", "|".join(e["items"]).replace(" ", "_") or "-")
PY
# spec: id;mode;from;to;regex;exclude;post   (regex matched on upper-cased "NARRATIVE|amount")
# modes: inc = credits starting DEPOSIT, not ALANA PETRAKIS / DEPOSIT ATO; priv = inc DEPOSIT-OSKO not ROSS RIVER;
#        out = money out net of refunds (debit - credit); in = any credit; gst = from holds quarters, regex the field
# post: sum dn dN(12) d52 max min cnt cntgtN ncnt lst lst2 lstgtN; compare = two lines ida / idb with sum
FUEL='CARD 8815 (7-ELEVEN|AMPOL|BP GARBUTT|PUMA ENERGY|SHELL COLES)'
GROC='(COLES 0781|ALDI STORES|FOODWORKS|WOOLWORTHS)'
MEALS='(BARRA BAR|DOMINOS|HUNGRY JACKS|SIAM THAI|UBER \*EATS)'
FY='20250701;20260630'; Q1='20250701;20250930'; Q2='20251001;20251231'; H1='20250701;20251231'; H2='20260101;20260630'
cat > "$TMP/spec.txt" <<SPEC
pl001;inc;$FY;CHPM TRUST;;sum
pl002;inc;$FY;HARBOURSIDE;;sum
pl003;inc;$FY;ROSS RIVER;;sum
pl004;inc;$Q1;KESTREL;;sum
pl005;inc;$FY;BURDEKIN;;sum
pl006;inc;20260301;20260331;DEPOSIT TYRO;;sum
pl007;inc;20251001;20251031;.;;sum
pl008;inc;$H2;.;;sum
pl009;inc;$FY;CHPM TRUST|HARBOURSIDE|ROSS RIVER;;sum
pl010;inc;$FY;KESTREL|BURDEKIN;;sum
pl011;priv;$FY;.;;sum
pl012;inc;$FY;DEPOSIT TYRO;;dn
pl013;inc;$FY;KESTREL;;max
pl014;inc;$FY;CHPM TRUST;;min
pl015;inc;$FY;.;;d12
pl016;inc;$FY;K HEGARTY;;sum
pl017;inc;$FY;J MCINTYRE;;sum
pl018;inc;$FY;.;DEPOSIT TYRO;sum
pl019;in;$FY;ALANA PETRAKIS;;sum
pl020;inc;$Q2;.;;sum
pl021;out;$FY;REECE PLUMBING;;sum
pl022;out;$FY;TRADELINK;;sum
pl023;out;20250801;20250831;REECE PLUMBING;;sum
pl024;out;$FY;BUNNINGS 481000;;sum
pl025;out;$FY;TOTAL TOOLS;\|11450\.00$;sum
pl026;out;$FY;TOTAL TOOLS.*\|11450\.00$;;sum
pl027;out;$FY;$FUEL;;sum
pl028;out;$FY;$FUEL;;dn
pl029;out;$FY;$FUEL;;d12
pl030;out;$FY;BP GARBUTT;;sum
pl031;out;$FY;QLD TRANSPORT|RACQ INSURANCE|ISUZU UTE|BEAUREPAIRES;;sum
pl032;out;$FY;RACQ INSURANCE;;sum
pl033;out;$FY;DIRECT DEBIT TELSTRA;;sum
pl034;out;$FY;SUPERLOOP;;sum
pl035;out;$FY;TYRO PAYMENTS LTD MSF;;sum
pl036;out;$FY;JOBBER|OVERSEAS TRANSACTION FEE;;sum
pl037;out;$FY;OVERSEAS TRANSACTION FEE;;sum
pl038;out;$FY;TCC STUART WASTE;;sum
pl039;out;$FY;GOODSTART;;sum
pl040;out;$FY;SOUTHERN CROSS CATHOLIC;;sum
pl041;out;$FY;PLAYHQ|NETBALL|AQUATIC;;sum
pl042;out;$FY;TRANSFER TO HOME LOAN;;sum
pl043;out;20260101;20260331;$GROC;;sum
pl044;out;$FY;$GROC;;d52
pl045;out;$FY;$MEALS;;sum
pl046;out;$FY;UBER \*EATS;;sum
pl047;out;$FY;VIRGIN AUSTRALIA|AIRBNB|DREAMWORLD;;sum
pl048;out;$FY;ERGON;;sum
pl049;out;$FY;TAX OFFICE PAYMENTS;;sum
pl050;out;$FY;AUSTRALIAN RETIREMENT;;sum
pl051;gst;Q1+Q2+Q3+Q4;-;1A;;1A-per-row
pl052;gst;Q1;-;1B;;1B-per-row
pl053;gst;Q2;-;net;;netpr
pl054;gst;Q1+Q2+Q3+Q4;-;G11;;-
pl055;gst;Q1+Q2+Q3+Q4;-;G10;;-
pl056a;inc;$FY;CHPM TRUST;;sum
pl056b;inc;$FY;HARBOURSIDE;;sum
pl057a;inc;$FY;KESTREL;;sum
pl057b;inc;$FY;BURDEKIN;;sum
pl058a;inc;$Q1;.;;sum
pl058b;inc;$Q2;.;;sum
pl059a;out;$FY;REECE PLUMBING;;sum
pl059b;out;$FY;TRADELINK;;sum
pl060a;out;$FY;BP GARBUTT;;sum
pl060b;out;$FY;CARD 8815 AMPOL;;sum
pl061a;out;$FY;DIRECT DEBIT TELSTRA;;sum
pl061b;out;$FY;SUPERLOOP;;sum
pl062a;out;$FY;UBER \*EATS;;sum
pl062b;out;$FY;HUNGRY JACKS;;sum
pl063a;inc;$H1;DEPOSIT TYRO;;sum
pl063b;inc;$H2;DEPOSIT TYRO;;sum
pl064a;inc;$FY;K HEGARTY;;sum
pl064b;inc;$FY;J MCINTYRE;;sum
pl065a;gst;Q3;-;1A;;-
pl065b;gst;Q4;-;1A;;-
pl066;inc;$FY;DEPOSIT TYRO;;cnt
pl067;out;$FY;REECE PLUMBING;REFUND;cnt
pl068;out;$FY;$FUEL;;cnt
pl069;inc;$FY;CHPM TRUST;;cntgt1500
pl070;priv;$FY;.;;ncnt
pl071;out;$FY;$MEALS;;cnt
pl072;in;$FY;ALANA PETRAKIS;;cnt
pl073;inc;20260501;20260531;.;;cnt
pl074;inc;20260617;20260630;.;;lst
pl075;priv;$Q2;.;;lst2
pl076;out;$FY;$FUEL;;lst
pl077;out;$FY;^DIRECT DEBIT;;lst
pl078;priv;$FY;INV;;lst
pl079;priv;$FY;.;;lstgt500
pl080;out;$FY;^INTERNET BPAY;;lst
SPEC
cat > "$TMP/names.txt" <<'NAMES'
CHPM TRUST|Castle Hill Property Management (trust)
HARBOURSIDE|Harbourside Realty Townsville (trust)
ROSS RIVER|Ross River Rentals (trust)
KESTREL|Kestrel Homes (Qld) Pty Ltd
BURDEKIN|Burdekin Build Co Pty Ltd
TYRO PAYMENTS LTD|Tyro Payments
DEPOSIT TYRO|Tyro (card customers)
B & L OKAFOR|B & L Okafor
C DELANEY|C Delaney
DARREN PAUL KNIGHT|Darren Paul Knight
J MCINTYRE|J Mcintyre
K HEGARTY|K Hegarty
L NAKAMURA|L Nakamura
M FALETAU|M Faletau
R SORENSEN|R Sorensen
SHARNA COLLINS|Sharna Collins
WAYNE A BRODIE|Wayne A Brodie
7-ELEVEN|7-Eleven
AMPOL|Ampol
BP GARBUTT|BP
PUMA ENERGY|Puma Energy
SHELL COLES|Shell Coles Express
GOODSTART|Goodstart Early Learning
SUPERLOOP|Superloop
TELSTRA|Telstra
TAX OFFICE|ATO
AUSTRALIAN RETIREMENT|Australian Retirement Trust
BIZCOVER|BizCover
QLD TRANSPORT|Dept of Transport and Main Roads
ERGON|Ergon Energy
QBCC|QBCC
RACQ|RACQ
SOUTHERN CROSS|Southern Cross Catholic College
TOWNSVILLE CITY COUNCIL|Townsville City Council
NAMES
awk -v HW="$TMP/hw.txt" -v NM="$TMP/names.txt" -v EXP="$TMP/exp.txt" '
function r2(x) { return sprintf("%.2f", (x < 0 ? -1 : 1) * int(((x < 0 ? -x : x)) * 100 + 0.5 + 1e-7) / 100) }
function nm(n,   i) { for (i = 1; i <= nn; i++) if (n ~ nre[i]) return nnm[i]; return "?" n }
function hwq(qs, f,   a, k, t, i) { k = split(qs, a, "+"); t = 0; for (i = 1; i <= k; i++) t += HWV[a[i], f]; return r2(t) }
BEGIN {
  while ((getline l < NM) > 0) { split(l, p, "|"); nn++; nre[nn] = p[1]; nnm[nn] = p[2] }
  while ((getline l < HW) > 0) {
    if (l ~ /^Q[1-4] FY/) { cq = substr(l, 1, 2); continue }
    if (l ~ /^Year:/) { cq = ""; continue }
    if (cq != "" && l ~ /G1=/) { k = split(l, w, " "); for (i = 1; i <= k; i++) { split(w[i], kv, "="); HWV[cq, kv[1]] = kv[2] }
      HWV[cq, "netpr"] = HWV[cq, "1A-per-row"] - HWV[cq, "1B-per-row"] }
  }
  while ((getline l < EXP) > 0) { split(l, p, " "); E[p[1]] = l }
  FS = ","
}
FNR == 1 && FILENAME ~ /statement/ { next }
FILENAME ~ /statement/ {
  split($2, d, "/"); n++; DT[n] = d[3] d[2] d[1]; NA[n] = toupper($3)
  AM[n] = ($5 == "" ? 0 : $5) - ($4 == "" ? 0 : $4)
  KEY[n] = NA[n] "|" sprintf("%.2f", AM[n] < 0 ? -AM[n] : AM[n]); next
}
FILENAME ~ /spec/ {
  split($0, s, ";"); id = s[1]; mode = s[2]; lo = s[3]; hi = s[4]; re = s[5]; ex = s[6]; post = s[7]
  if (mode == "gst") { v = hwq(lo, re); alt = (post == "-" ? "" : hwq(lo, post)); got = v " -" (alt != "" && alt != v ? " " alt : "") 
    emit(id, "fig", got, "hand_worked"); next }
  t = 0; c = 0; g = 0; mx = ""; mn = ""; delete NC; delete NS; lg = 0
  for (i = 1; i <= n; i++) {
    if (DT[i] < lo || DT[i] > hi) continue
    k = KEY[i]
    if (k !~ re) continue
    if (ex != "" && k ~ ex) continue
    isinc = (AM[i] > 0 && NA[i] ~ /^DEPOSIT/ && NA[i] !~ /ALANA PETRAKIS|^DEPOSIT ATO/)
    if (mode == "inc" && !isinc) continue
    if (mode == "priv" && !(isinc && NA[i] ~ /^DEPOSIT-OSKO/ && NA[i] !~ /ROSS RIVER/)) continue
    if (mode == "in" && AM[i] <= 0) continue
    v = (mode == "out" ? -AM[i] : AM[i])
    if (post ~ /^cntgt/ && v <= substr(post, 6) + 0) continue
    t += v; c++; if (mode == "out" && AM[i] < 0) g += v
    if (mx == "" || v > mx) mx = v; if (mn == "" || v < mn) mn = v
    nme = nm(NA[i]); NC[nme]++; if (post ~ /^lstgt/ && v > substr(post, 6) + 0) lg++; else if (post ~ /^lstgt/) NC[nme]--
  }
  if (post == "sum") got = r2(t) " " c (mode == "out" && r2(g) != r2(t) ? " " r2(g) : "")
  else if (post == "dn") got = r2(t / c) " " c
  else if (post == "d12") got = r2(t / 12) " " c
  else if (post == "d52") got = r2(t / 52) " " c " " r2(t / (365 / 7))
  else if (post == "max") got = r2(mx) " 1"
  else if (post == "min") got = r2(mn) " 1"
  else if (post ~ /^cnt/) got = c
  else if (post == "ncnt") { got = 0; for (k2 in NC) got++ }
  else { m = 0; delete L2; for (k2 in NC) if (NC[k2] >= (post == "lst2" ? 2 : 1)) L2[++m] = k2
    for (a = 1; a <= m; a++) for (b = a + 1; b <= m; b++) if (L2[b] < L2[a]) { tmp = L2[a]; L2[a] = L2[b]; L2[b] = tmp }
    got = ""; for (a = 1; a <= m; a++) got = got (a > 1 ? "|" : "") L2[a]; gsub(/ /, "_", got); if (got == "") got = "-" }
  kind = (post ~ /^(cnt|ncnt)/ ? "cnt" : post ~ /^lst/ ? "lst" : "fig")
  emit(id, kind, got, "statement")
}
function emit(id, kind, got, src,   base, e, want) {
  if (id ~ /[ab]$/) { base = substr(id, 1, length(id) - 1); split(got, gg, " "); CM[base, substr(id, length(id))] = gg[1]
    if (substr(id, length(id)) == "a") return
    got = CM[base, "a"] " " CM[base, "b"]; id = base; kind = "cmp" }
  e = E[id]; want = substr(e, length(id) + 2)
  if (kind == "fig" && src == "hand_worked") { split(want, w2, " "); if (w2[3] == "") want = w2[1] " " w2[2] " " w2[3]; sub(/ +$/, "", want) }
  line = id " [" src "] expected: " want " | recomputed: " kind " " got
  if (want == kind " " got) print "OK   " line; else { print "DIFF " line; nd++ }
  ck++
}
END { print "checked " ck " items, " nd + 0 " differences"; exit (nd > 0) }
' "$STMT" "$TMP/spec.txt" > "$OUT"
rc=$?
tail -1 "$OUT"
if [ "${1:-}" = "--selftest" ]; then
  nd=$(grep -c '^DIFF' "$OUT"); grep '^DIFF' "$OUT"
  [ "$nd" = 1 ] && { echo "selftest: exactly 1 difference, caught"; exit 0; } || { echo "selftest FAILED: $nd differences"; exit 1; }
fi
exit $rc
