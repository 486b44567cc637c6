#!/usr/bin/env bash
# Second way for set tune (cf): gawk over data/statement.csv only (Original Description, date, Debit/Credit;
# no labels.csv, no answers.py code). GST/BAS items compared with `python3 data/hand_worked.py` output.
#   bash out/check.sh            -> out/check_out.txt, exit 0 only with 0 differences
#   bash out/check.sh --selftest -> +0.01 on one NETFLIX debit in a temp copy; must give exactly 1 difference
set -u
cd "$(dirname "$0")"
DATA=../data; JSON=assistant_questions_tune.json
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
STMT="$DATA/statement.csv"; OUT=check_out.txt
if [ "${1:-}" = "--selftest" ]; then
  gawk -v FPAT='([^,]*)|("[^"]*")' -v OFS=, '!d && $11 ~ /^NETFLIX/ { $8 = sprintf("%.2f", $8 + 0.01); d = 1 } { print }' "$STMT" > "$TMP/s.csv"
  STMT="$TMP/s.csv"; OUT="$TMP/selftest_out.txt"
fi
python3 "$DATA/hand_worked.py" > "$TMP/hw.txt" || { echo "hand_worked.py failed"; exit 1; }
python3 - "$JSON" > "$TMP/exp.txt" <<'PY'
import json, sys
for d in json.load(open(sys.argv[1])):
    e, i = d["expected"], d["id"]
    if d["kind"] == "figure": print(i, "fig", e["amount"], e.get("transactions", "-"), *e.get("alsoAccepted", []))
    elif d["kind"] == "compare": print(i, "cmp", e["amounts"][0], e["amounts"][1], e["answer"].replace(" ", "_"))
    elif d["kind"] == "count": print(i, "cnt", e["count"])
    elif d["kind"] == "list": print(i, "lst", "|".join(e["items"]).replace(" ", "_") or "-")
PY
# spec: id;mode;from;to;regex;post;exclude   modes: inc (sales credits) out (Debit-Credit, net) outd (debits only)
#   in (credits) gst (regex = quarters, post = field); compare: two specs idA/idB; lists: post lst
# INC = sales credits: SQUARE AUSTRALIA | MOLONEY WRIGHT | NTH FREMANTLE PS P&C | PORT PROVISIONS
cat > "$TMP/spec.txt" <<'SPEC'
cf001;inc;20250801;20250831;^SQUARE;sum;
cf002;inc;20250701;20260630;MOLONEY WRIGHT;sum;
cf003;inc;20250701;20260630;NTH FREMANTLE PS;sum;
cf004;inc;20260101;20260630;PORT PROVISIONS;sum;
cf005;inc;20251001;20251231;.;sum;
cf006;inc;20260101;20260630;.;sum;
cf007;inc;20250701;20260630;^SQUARE;dn;
cf008;inc;20250701;20260630;^SQUARE;max;
cf009;inc;20250701;20260630;PORT PROVISIONS;min;
cf010;inc;20250701;20251231;MOLONEY WRIGHT|NTH FREMANTLE PS;sum;
cf011;inc;20250701;20260630;.;sum;^SQUARE
cf012;inc;20250701;20260630;.;d12;
cf013;inc;20251201;20251231;.;sum;
cf014;inc;20260101;20260131;^SQUARE;sum;
cf015;inc;20260601;20260630;.;sum;
cf016;out;20250701;20260630;FREO PORT PROPERTY;sum;
cf017;out;20250701;20260630;WHEATBELT;sum;
cf018;out;20251001;20251231;SWAN VALLEY DAIRY;sum;
cf019;out;20250701;20260630;LEEUWIN;sum;
cf020;out;20250701;20260630;MARKET CITY FRESH;dn;
cf021;out;20250701;20260630;COASTAL PACKAGING;sum;
cf022;out;20250701;20260630;JAYDEN PHAM;sum;
cf023;out;20250701;20260630;SB SUPER CLEARING;sum;
cf024;out;20250701;20260630;SYNERGY 9876;sum;
cf025;out;20250701;20260630;SYNERGY 5533;sum;
cf026;out;20250701;20260630;ALINTA;sum;
cf027;out;20250701;20260630;TELSTRA|IINET;sum;
cf028;out;20250701;20260630;WHENIWORK|MAILCHIMP;sum;
cf029;out;20250701;20260630;HOSPITALITY EQUIP;sum;
cf030;out;20250701;20260630;ESPRESSO TECH;sum;
cf031;out;20250701;20260630;CITY OF FREMANTLE;sum;
cf032;out;20250701;20260630;GALLAGHER;sum;
cf033;out;20250701;20260630;HARBOURSIDE;sum;
cf034;outd;20250701;20260630;962448103 SAVINGS;sum;
cf035;outd;20260101;20260630;962448103 SAVINGS;sum;
cf036;out;20250701;20260630;^(AMPOL|BP |PUMA);sum;
cf037;out;20250701;20260630;^(AMPOL|BP |PUMA);d12;
cf038;out;20250701;20260630;^COLES;sum;
cf039;out;20250701;20260630;^WOOLWORTHS 4402;sum;
cf040;out;20250701;20260630;LEISURE CTR;sum;
cf041;out;20250701;20260630;^(DOMINOS|LITTLE CREATURES|UBER \*EATS);sum;
cf042;out;20250701;20260630;^NETFLIX;sum;
cf043;out;20250701;20260630;^ATM ;sum;
cf044;out;20250701;20260630;^(SOUTH TCE MEDICAL|FREO DENTAL|CHEMIST WAREHOUSE|PRICELINE);sum;
cf045;out;20250701;20260630;^(DYMOCKS|FREO FLOWERS|JB HI FI|MYER);sum;
cf046;outd;20250701;20260630;TAX OFFICE PAYMENTS;sum;
cf047;outd;20250701;20260630;.;max;
cf048;out;20260301;20260331;MARKET CITY FRESH;sum;
cf049;out;20250701;20260630;HOSTPLUS;sum;
cf050;out;20250701;20260630;FREO PORT PROPERTY|SYNERGY 9876|ALINTA;sum;
cf051;gst;1 2 3 4;;;1A;
cf052;gst;1;;;1B;
cf053;gst;4;;;net;
cf054;gst;1 2 3 4;;;G3;
cf055;gst;2;;;G1;
cf056A;out;20250701;20260630;SWAN VALLEY DAIRY;sum;
cf056B;out;20250701;20260630;WHEATBELT;sum;
cf057A;inc;20250701;20250930;.;sum;
cf057B;inc;20260101;20260331;.;sum;
cf058A;inc;20260301;20260331;^SQUARE;sum;
cf058B;inc;20260401;20260430;^SQUARE;sum;
cf059A;inc;20250701;20260630;MOLONEY WRIGHT;sum;
cf059B;inc;20250701;20260630;NTH FREMANTLE PS;sum;
cf060A;out;20250701;20260630;^ALDI;sum;
cf060B;out;20250701;20260630;^WOOLWORTHS 4411;sum;
cf061A;out;20250701;20260630;TELSTRA;sum;
cf061B;out;20250701;20260630;IINET;sum;
cf062A;out;20250701;20260630;^AMPOL;sum;
cf062B;out;20250701;20260630;^PUMA;sum;
cf063A;out;20250701;20260630;SYNERGY 9876;sum;
cf063B;out;20250701;20260630;SYNERGY 5533;sum;
cf064A;gst;2;;;net;
cf064B;gst;3;;;net;
cf065A;out;20250701;20260630;^DOMINOS;sum;
cf065B;out;20250701;20260630;^LITTLE CREATURES;sum;
cf066;inc;20250701;20260630;^SQUARE;cnt;
cf067;out;20250701;20260630;MARKET CITY FRESH;cnt;
cf068;inc;20250701;20260630;PORT PROVISIONS;gt250;
cf069;inc;20250701;20260630;MOLONEY WRIGHT;cnt;
cf070;out;20250701;20260630;^ATM WITHDRAWAL;cnt;
cf071;out;20250701;20260630;^(AMPOL|BP |PUMA);cnt;
cf072;out;20250701;20260630;JAYDEN PHAM;cnt;
cf073;inc;20250701;20260630;^SQUARE;gt3000;
cf074;inc;20251201;20251231;.;lst;
cf075;out;20250701;20260630;^DIRECT DEBIT;lst;
cf076;out;20250701;20260630;^BPAY TO;lst;
cf077;out;20250701;20260630;^(AMPOL|BP |PUMA);lst;
cf078;in;20250701;20260630;^REFUND|^DIRECT CREDIT COASTAL;lst;
cf079;inc;20250701;20260630;.;lstgt1000;^SQUARE
cf080;outd;20260401;20260630;^TRANSFER TO;lst;962448103
SPEC
gawk -v FPAT='([^,]*)|("[^"]*")' -v SPEC="$TMP/spec.txt" -v HW="$TMP/hw.txt" '
function nm(d) {  # bank wording -> the name a person would give
  if (d ~ /^SQUARE/) return "Square (card customers)"
  if (d ~ /MOLONEY WRIGHT/) return "Moloney Wright Lawyers"
  if (d ~ /NTH FREMANTLE PS/) return "North Fremantle Primary School P&C"
  if (d ~ /PORT PROVISIONS/) return "Port Provisions Pty Ltd (deli)"
  if (d ~ /LEEUWIN/) return "Leeuwin Coast Roasters"
  if (d ~ /SWAN VALLEY DAIRY/) return "Swan Valley Dairy Co"
  if (d ~ /TELSTRA/) return "Telstra"
  if (d ~ /IINET/) return "iiNet"
  if (d ~ /TAX OFFICE/) return "ATO"
  if (d ~ /ALINTA/) return "Alinta Energy"
  if (d ~ /CITY OF FREMANTLE/) return "City of Fremantle"
  if (d ~ /GALLAGHER/) return "Gallagher (Zurich policy)"
  if (d ~ /HOSTPLUS/) return "Hostplus"
  if (d ~ /SB SUPER CLEARING/) return "Jayden Pham'"'"'s super fund (via SBSCH)"
  if (d ~ /SYNERGY/) return "Synergy"
  if (d ~ /^AMPOL/) return "Ampol Fremantle 4471"
  if (d ~ /^BP HAMILTON/) return "Bp Hamilton Hill"
  if (d ~ /^PUMA/) return "Puma South Street"
  if (d ~ /COASTAL PACKAGING/) return "Coastal Packaging WA Pty Ltd"
  if (d ~ /KMART/) return "Kmart"
  if (d ~ /FREO PORT PROPERTY/) return "Freo Port Property Trust"
  if (d ~ /JAYDEN PHAM/) return "Jayden Pham (employee)"
  if (d ~ /WHEATBELT/) return "Wheatbelt Stoneground Mills Pty Ltd"
  if (d ~ /HARBOURSIDE/) return "Harbourside Accounting"
  return "?" d
}
BEGIN {
  split("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec", mn, " "); for (i in mn) MO[mn[i]] = sprintf("%02d", i)
  while ((getline l < HW) > 0) {
    if (l ~ /^Q[1-4] FY2026/) { q = substr(l, 2, 1); getline l < HW
      n = split(l, p, " "); for (i = 1; i <= n; i++) { split(p[i], kv, "="); G[q, kv[1]] = kv[2] } } }
}
NR > 1 { split($1, dd, " "); dt[NR] = dd[3] MO[dd[2]] dd[1]; de[NR] = $11; db[NR] = $8 + 0; cr[NR] = $9 + 0; last = NR }
END {
  while ((getline l < SPEC) > 0) {
    split(l, s, ";"); id = s[1]; mode = s[2]; post = s[6]
    if (mode == "gst") { n = split(s[3], qs, " "); t = 0; for (i = 1; i <= n; i++) t += G[qs[i], post]
      printf "%s gst %.2f -\n", id, t; continue }
    t = 0; c = 0; best = ""; delete NM
    for (r = 2; r <= last; r++) {
      if (dt[r] < s[3] || dt[r] > s[4] || de[r] !~ s[5]) continue
      if (s[7] != "" && de[r] ~ s[7]) continue
      isinc = cr[r] > 0 && de[r] ~ /^SQUARE AUSTRALIA|MOLONEY WRIGHT|NTH FREMANTLE PS|PORT PROVISIONS/
      if (mode == "inc" && !isinc) continue
      if (mode == "in" && cr[r] <= 0) continue
      if (mode == "outd" && db[r] <= 0) continue
      if (mode == "out" && cr[r] > 0 && de[r] !~ /^REFUND|^DIRECT CREDIT COASTAL/) continue
      v = (mode == "inc" || mode == "in") ? cr[r] : db[r] - cr[r]
      if (post ~ /^gt/) { if (v > substr(post, 3) + 0) c++; continue }
      if (post == "lstgt1000") { if (v > 1000) NM[nm(de[r])] = 1; continue }
      if (post == "lst") { NM[nm(de[r])] = 1; continue }
      t += v; c++
      if (best == "" || (post == "max" && v > best) || (post == "min" && v < best)) best = v
    }
    if (post ~ /^lst/) { k = asorti(NM, ks); o = ""; for (i = 1; i <= k; i++) o = o (i > 1 ? "|" : "") ks[i]
      gsub(/ /, "_", o); print id, "lst", (o == "" ? "-" : o); continue }
    if (post ~ /^gt/ || post == "cnt") { print id, "cnt", c; continue }
    if (post == "sum") printf "%s sum %.2f %d\n", id, t + 1e-9, c
    else if (post == "dn") printf "%s sum %.2f %d\n", id, t / c + 1e-9, c
    else if (post ~ /^d[0-9]+$/) printf "%s sum %.2f %d\n", id, t / substr(post, 2) + 1e-9, c
    else printf "%s sum %.2f 1\n", id, best
  }
}' "$STMT" > "$TMP/got.txt"
# compare: expected line vs recomputed line(s)
python3 - "$TMP/exp.txt" "$TMP/got.txt" > "$OUT" <<'PY'
import sys
E = {l.split()[0]: l.split() for l in open(sys.argv[1])}
G = {l.split()[0]: l.split() for l in open(sys.argv[2])}
diff = 0; lines = []
for i, e in E.items():
    if e[1] == "fig":
        g = G[i]; ok = g[2] == e[2] and (g[1] == "gst" or g[3] == e[3])
        lines.append(f"{i} fig expected {e[2]} ({e[3]} rows) got {g[2]} ({g[3]}){' [hand_worked.py]' if g[1]=='gst' else ''} {'OK' if ok else 'DIFF'}")
    elif e[1] == "cmp":
        a, b = G[i + "A"], G[i + "B"]; ok = a[2] == e[2] and b[2] == e[3]
        lines.append(f"{i} cmp expected {e[2]} vs {e[3]} got {a[2]} vs {b[2]} {'OK' if ok else 'DIFF'}")
    elif e[1] == "cnt":
        ok = G[i][2] == e[2]; lines.append(f"{i} cnt expected {e[2]} got {G[i][2]} {'OK' if ok else 'DIFF'}")
    else:
        ok = G[i][2] == e[2]; lines.append(f"{i} lst expected {e[2]} got {G[i][2]} {'OK' if ok else 'DIFF'}")
    diff += not ok
print("\n".join(lines)); print(f"items checked: {len(E)}; differences: {diff}")
PY
tail -1 "$OUT"; grep DIFF "$OUT"
n=$(tail -1 "$OUT" | sed 's/.*differences: //')
if [ "${1:-}" = "--selftest" ]; then [ "$n" = 1 ] && { echo "selftest OK: exactly 1 difference"; exit 0; }; echo "selftest FAILED ($n)"; exit 1; fi
[ "$n" = 0 ]
