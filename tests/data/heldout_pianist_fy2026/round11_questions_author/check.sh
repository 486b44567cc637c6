#!/usr/bin/env bash
# Second way: recompute answers with awk straight from data/statement.csv (bank wording and dates only;
# no labels, no answers.py code) and compare the GST/BAS answers with `python3 data/hand_worked.py`.
# Writes out/check_out.txt; exit 0 only with 0 differences.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
DATA="$HERE/../data"
JSON="$HERE/assistant_questions_heldout.json"
OUT="$HERE/check_out.txt"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# expected answers, flattened from the JSON (id, kind, amount, transactions, alsoAccepted, a, b, answer, count)
python3 - "$JSON" > "$TMP/expected.tsv" <<'PY'
import json, sys
for q in json.load(open(sys.argv[1], encoding="utf-8")):
    e = q["expected"]
    am = e.get("amounts", ["", ""])
    print("\t".join([q["id"], q["kind"], e.get("amount", ""), str(e.get("transactions", "")),
                     ",".join(e.get("alsoAccepted", [])), am[0], am[1], e.get("answer", ""), str(e.get("count", ""))]))
PY

python3 "$DATA/hand_worked.py" > "$TMP/hand.txt" || { echo "hand_worked.py failed" > "$OUT"; exit 1; }

# Bank-wording patterns (upper-case descriptions).
INCX='ATO ATO|WALSH TSO TIX|WALSH DARK MOFO|ELLIE MARSH|TOM BEAUMONT|VISA REFUND|INTERNAL TRANSFER'   # credits that are not sales
SPX='INTERNAL TRANSFER|TAX OFFICE PAYMENTS|ATO ATO|HOSTPLUS|OSKO PAYMENT|- DEPOSIT'                    # rows that are not spending
GROC='^(WOOLWORTHS|COLES|ALDI STORES|HILL STREET GROCER|SALAMANCA FRESH|QUEEN VIC MARKET)'
FUEL='^(AMPOL|BP CONNECT|REDDY EXPRESS|UNITED PETROLEUM)'
MEALS='^(BANJOS|BLACK BUFFALO|DOMINOS|ETTY STREET|SQ \*FARM GATE|GRAIN OF THE SILOS|JACKMAN|NOVEL BAR|SQ \*PIGEON|SHAMBLES|SQ \*SHUJINKO|TASTE OF TASMANIA|UBER \*EATS)'

# spec: id | slot | op | from | to | dir | include | exclude | amount test | larger-name (compare)
#  slot: F figure (amount+transactions), A/B compare amounts, C count
#  dir: IN credits, OUT debits, NET all rows (spending: -sum)
#  op: sum, avgm (/12), avgw (/52, alt /(365/7)), avgp (/rows), max
cat > "$TMP/spec.txt" <<SPEC
ph001|F|sum|20250701|20260630|IN|.|$INCX|-|
ph002|F|sum|20250701|20260630|IN|.|$INCX|-|
ph003|F|sum|20250701|20260630|IN|^ST AIDANS GRAMMAR|$INCX|-|
ph004|F|sum|20250701|20260630|IN|^UNIVERSITY OF TAS|$INCX|-|
ph005|F|sum|20250901|20260531|IN|^TAS THEATRE CO|$INCX|-|
ph006|F|sum|20250701|20260630|IN|^PAYPAL AUSTRALIA|$INCX|-|
ph007|F|sum|20260101|20260630|IN|SAMARAWEERA|$INCX|-|
ph008|F|sum|20250701|20260630|IN|^D WALSH|$INCX|-|
ph009|F|sum|20260301|20260331|IN|.|$INCX|-|
ph010|F|sum|20260601|20260630|IN|.|$INCX|-|
ph011|F|sum|20260101|20260331|IN|.|$INCX|PAYPAL|-|
ph012|F|sum|20250701|20260630|IN|^(CITY OF HOBART|GLENORCHY CITY COUNC)|$INCX|-|
ph013|F|sum|20250701|20260630|IN|^MORGAN FAMILY TRUST|$INCX|-|
ph014|F|sum|20250701|20260630|IN|^S HARRINGTON|$INCX|-|
ph015|F|sum|20251001|20260331|IN|.|$INCX|-|
ph016|F|sum|20260301|20260415|IN|.|$INCX|-|
ph017|F|sum|20250701|20251231|IN|OSKO PAYMENT|$INCX|>250|
ph029|F|sum|20250701|20260630|NET|$GROC|$SPX|-|
ph030|F|sum|20250701|20251231|NET|$FUEL|$SPX|-|
ph031|F|sum|20250701|20260630|NET|$MEALS|$SPX|-|
ph032|F|sum|20250701|20260630|NET|^WOOLWORTHS|$SPX|-|
ph033|F|sum|20250701|20260630|NET|^JB HI FI|$SPX|-|
ph034|F|sum|20250701|20260630|NET|^(KATHMANDU|MYER)|$SPX|-|
ph035|F|sum|20250701|20260630|NET|^(TELSTRA|AUSSIE BROADBAND)|$SPX|-|
ph036|F|sum|20260401|20260630|NET|^(BUNNINGS|DERWENT MUSIC|MUSICNOTES|PIANO SUPPLIES|PIANOTEK)|$SPX|-|
ph037|F|sum|20250701|20260630|NET|RAINE & HORNE|$SPX|-|
ph038|F|sum|20251201|20251231|NET|.|$SPX|-|
ph039|F|sum|20250701|20260630|NET|.|$SPX|RAINE & HORNE|-|
ph040|F|sum|20250701|20260630|NET|^(JETSTAR|IBIS MELBOURNE|SKYBUS)|$SPX|-|
ph042|F|sum|20260101|20260630|NET|$MEALS|$SPX|UBER|-|
ph043|F|sum|20250701|20260630|NET|^(COLES|WOOLWORTHS)|$SPX|-|
ph044|F|sum|20250701|20260630|NET|^AURORA ENERGY|$SPX|-|
ph045|F|sum|20250701|20260630|OUT|^TAX OFFICE PAYMENTS|^\$|-|
ph046|F|sum|20250701|20260630|OUT|^HOSTPLUS|^\$|-|
ph047|F|sum|20250701|20260630|OUT|^INTERNAL TRANSFER|^\$|-|
ph048|F|avgm|20250701|20260630|IN|.|$INCX|-|
ph049|F|avgw|20250701|20260630|NET|$GROC|$SPX|-|
ph050|F|avgp|20250701|20260630|IN|^PAYPAL AUSTRALIA|$INCX|-|
ph051|F|avgm|20250701|20260630|NET|$MEALS|$SPX|-|
ph052|F|max|20250701|20260630|IN|.|$INCX|-|
ph053|F|max|20250701|20260630|OUT|$GROC|$SPX|-|
ph054|F|max|20250701|20260630|OUT|^DERWENT MUSIC|$SPX|-|
ph055|F|max|20250701|20251231|IN|^PAYPAL AUSTRALIA|$INCX|-|
ph056|A|sum|20250701|20251231|IN|.|$INCX|-|the first half
ph056|B|sum|20260101|20260630|IN|.|$INCX|-|the second half
ph058|A|sum|20250701|20260630|NET|^COLES|$SPX|-|Coles
ph058|B|sum|20250701|20260630|NET|^WOOLWORTHS|$SPX|-|Woolworths
ph059|A|sum|20250701|20260630|IN|^ST AIDANS GRAMMAR|$INCX|-|St Aidan's
ph059|B|sum|20250701|20260630|IN|^UNIVERSITY OF TAS|$INCX|-|the uni
ph060|A|sum|20250901|20250930|IN|.|$INCX|-|September
ph060|B|sum|20251001|20251031|IN|.|$INCX|-|October
ph061|A|sum|20250701|20260630|NET|$FUEL|$SPX|-|fuel
ph061|B|sum|20250701|20260630|NET|$MEALS|$SPX|-|eating out
ph062|A|sum|20250701|20260630|IN|^PAYPAL AUSTRALIA|$INCX|-|PayPal students
ph062|B|sum|20250701|20260630|IN|^WISE AUSTRALIA|$INCX|-|the overseas choirs
ph064|A|sum|20250701|20250930|NET|$GROC|$SPX|-|the first qtr
ph064|B|sum|20260401|20260630|NET|$GROC|$SPX|-|the last qtr
ph065|A|sum|20250701|20260630|IN|^TAS THEATRE CO|$INCX|-|the theatre company
ph065|B|sum|20250701|20260630|IN|^HOBART CHORALE|$INCX|-|the chorale
ph066|C|sum|20250701|20260630|IN|^PAYPAL AUSTRALIA|$INCX|-|
ph067|C|sum|20250701|20260630|IN|^ST AIDANS GRAMMAR|$INCX|-|
ph068|C|sum|20250701|20260630|OUT|$FUEL|$SPX|-|
ph069|C|sum|20260101|20260630|OUT|$GROC|$SPX|-|
ph070|C|sum|20260101|20260331|IN|.|$INCX|-|
ph071|C|sum|20250701|20260630|OUT|^INTL TRANSACTION FEE|$SPX|-|
ph072|C|sum|20250701|20260630|OUT|^ETTY STREET|$SPX|-|
ph073|C|sum|20260101|20260630|IN|.|$INCX|=230|
SPEC

# spec line fields may contain '|' inside regexes, so the spec is split from both ends in awk:
# first 6 fields from the left; from the right: name, amount test; the middle is include + exclude
# with the single separator that is followed by the exclusion pattern (INCX/SPX or its extension).
awk -v INCX="$INCX" -v SPX="$SPX" '
function r2(x) { return sprintf("%.2f", (x >= 0) ? int(x * 100 + 0.5 + 1e-9) / 100 : -int(-x * 100 + 0.5 + 1e-9) / 100) }
FNR == 1 && FILENAME ~ /statement/ { next }
FILENAME ~ /statement/ {
    sub(/\r$/, "")
    # Date,"Description",Credit,Debit,Balance  (no commas inside descriptions)
    n = split($0, f, ",")
    split(f[1], d, "/"); date = d[3] d[2] d[1]
    desc = f[2]; gsub(/"/, "", desc)
    amtv = (f[3] != "") ? f[3] + 0 : f[4] + 0
    N++; D[N] = date; T[N] = toupper(desc); A[N] = amtv
    next
}
{
    line = $0
    # left fields
    for (i = 1; i <= 6; i++) { p = index(line, "|"); L[i] = substr(line, 1, p - 1); line = substr(line, p + 1) }
    # right fields: name, amount test
    p = match(line, /\|[^|]*\|[^|]*$/)
    mid = substr(line, 1, p - 1); tail = substr(line, p + 1)
    split(tail, R, "|"); test = R[1]; name = R[2]
    # mid = include|exclude where exclude starts with INCX, SPX or ^$
    if ((k = index(mid, "|" INCX)) > 0) { inc = substr(mid, 1, k - 1); exc = substr(mid, k + 1) }
    else if ((k = index(mid, "|" SPX)) > 0) { inc = substr(mid, 1, k - 1); exc = substr(mid, k + 1) }
    else { k = index(mid, "|^$"); inc = substr(mid, 1, k - 1); exc = substr(mid, k + 1) }
    id = L[1]; slot = L[2]; op = L[3]; from = L[4]; to = L[5]; dir = L[6]
    s = 0; c = 0; mx = ""
    for (j = 1; j <= N; j++) {
        if (D[j] < from || D[j] > to) continue
        if (dir == "IN" && A[j] <= 0) continue
        if (dir == "OUT" && A[j] >= 0) continue
        if (T[j] !~ inc) continue
        if (T[j] ~ exc) continue
        if (test ~ /^>/ && !(A[j] > substr(test, 2) + 0)) continue
        if (test ~ /^=/ && !(A[j] == substr(test, 2) + 0)) continue
        s += A[j]; c++
        v = (dir == "IN") ? A[j] : -A[j]
        if (mx == "" || v > mx) mx = v
    }
    tot = (dir == "IN") ? s : -s
    alt = ""
    if (op == "sum") val = tot
    else if (op == "avgm") val = tot / 12
    else if (op == "avgw") { val = tot / 52; alt = r2(tot / (365 / 7)) }
    else if (op == "avgp") val = tot / c
    else if (op == "max") { val = mx; c = 1 }
    printf "%s\t%s\t%s\t%d\t%s\t%s\n", id, slot, r2(val), c, alt, name
}' "$DATA/statement.csv" "$TMP/spec.txt" > "$TMP/awk.tsv"

# BAS answers against hand_worked.py's printed figures: id | quarters | field
cat > "$TMP/bas_spec.txt" <<'SPEC'
ph018 1 1A
ph019 2 1B
ph020 1,2,3,4 net
ph021 4 G1
ph022 1,2 1B
ph023 3,4 1A
ph024 1,2,3,4 G10
ph025 3 G11
ph026 2 net
ph027 1,2,3,4 G2
ph028 1,2,3,4 1B
ph057 1 net A Q1
ph057 4 net B Q4
ph063 1 1B A Q1
ph063 2 1B B Q2
SPEC
awk '
function num(s) { gsub(/,/, "", s); return s + 0 }
function r2(x) { return sprintf("%.2f", (x >= 0) ? int(x * 100 + 0.5 + 1e-9) / 100 : -int(-x * 100 + 0.5 + 1e-9) / 100) }
FILENAME ~ /hand/ && /^Q[1-4] FY2026 / {
    q = substr($1, 2)
    line = $0; sub(/^Q[1-4] FY2026 /, "", line)
    n = split(line, parts, ", ")
    for (i = 1; i <= n; i++) {
        m = split(parts[i], kv, " ")
        key = kv[1]; for (j = 2; j < m; j++) key = key " " kv[j]
        V[q, key] = num(kv[m])
    }
    cur = q; next
}
FILENAME ~ /hand/ && /per-row check/ {
    match($0, /1A [0-9,.-]+/); PR[cur, "1A"] = num(substr($0, RSTART + 3, RLENGTH - 3))
    match($0, /1B [0-9,.-]+/); PR[cur, "1B"] = num(substr($0, RSTART + 3, RLENGTH - 3))
    match($0, /[0-9]+ BAS rows/); ROWS[cur] = substr($0, RSTART, RLENGTH) + 0
    next
}
FILENAME ~ /hand/ { next }
{
    id = $1; nq = split($2, qs, ","); field = $3; slot = ($4 == "") ? "F" : $4; name = $5
    key = (field == "net") ? "net GST" : field
    s = 0; pr = 0; rows = 0
    for (i = 1; i <= nq; i++) {
        s += V[qs[i], key]; rows += ROWS[qs[i]]
        pr += (field == "net") ? PR[qs[i], "1A"] - PR[qs[i], "1B"] : (field == "1A" || field == "1B") ? PR[qs[i], field] : V[qs[i], key]
    }
    printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", id, slot, r2(s), (field == "net") ? rows : "", (r2(pr) != r2(s)) ? r2(pr) : "", name, "bas"
}' "$TMP/hand.txt" "$TMP/bas_spec.txt" > "$TMP/bas.tsv"

# compare
awk -F'\t' '
FILENAME ~ /expected/ { K[$1] = $2; AM[$1] = $3; TR[$1] = $4; AL[$1] = $5; CA[$1] = $6; CB[$1] = $7; ANS[$1] = $8; CN[$1] = $9; next }
{
    id = $1; slot = $2; val = $3; cnt = $4; alt = $5; name = $6; src = ($7 == "bas") ? "hand_worked.py" : "awk"
    checked[id] = 1; ok = 1; msg = ""
    if (slot == "F") {
        if (val != AM[id]) { ok = 0; msg = msg " amount " val " vs expected " AM[id] }
        if (cnt != "" && cnt != TR[id]) { ok = 0; msg = msg " transactions " cnt " vs expected " TR[id] }
        if (alt != "" && index("," AL[id] ",", "," alt ",") == 0) { ok = 0; msg = msg " alsoAccepted " alt " missing (" AL[id] ")" }
        if (alt == "" && src == "hand_worked.py" && AL[id] != "") { ok = 0; msg = msg " unexpected alsoAccepted " AL[id] }
        shown = val " (" cnt " rows" (alt != "" ? ", alt " alt : "") ")"
    } else if (slot == "A" || slot == "B") {
        e = (slot == "A") ? CA[id] : CB[id]
        if (val != e) { ok = 0; msg = msg " amount " slot " " val " vs expected " e }
        V2[id, slot] = val; NM[id, slot] = name
        shown = slot " " val " " name
    } else if (slot == "C") {
        if (cnt != CN[id]) { ok = 0; msg = msg " count " cnt " vs expected " CN[id] }
        shown = "count " cnt
    }
    lines++
    if (ok) { print "OK   " id " [" src "] " shown } else { print "DIFF " id " [" src "]" msg; diffs++ }
}
END {
    for (k in V2) {
        split(k, kk, SUBSEP); id = kk[1]
        if (kk[2] != "A") continue
        larger = (V2[id, "A"] + 0 > V2[id, "B"] + 0) ? NM[id, "A"] : NM[id, "B"]
        if (larger != ANS[id]) { print "DIFF " id " answer " ANS[id] " but larger is " larger; diffs++ }
        else print "OK   " id " answer " larger
    }
    nid = 0; for (k in checked) nid++
    print "questions checked: " nid ", checks: " lines ", differences: " diffs + 0
    exit (diffs > 0)
}' "$TMP/expected.tsv" "$TMP/awk.tsv" "$TMP/bas.tsv" > "$OUT"
rc=$?
tail -1 "$OUT"
exit $rc
