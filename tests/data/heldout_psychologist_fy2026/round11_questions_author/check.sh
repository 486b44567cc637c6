#!/usr/bin/env bash
# Second way: recompute answers with awk straight from data/statement.csv (bank wording and dates only:
# no labels.csv, no answers.py code), and compare GST/BAS answers with what data/hand_worked.py prints.
# Writes check_out.txt; exit 0 only with 0 differences.
set -euo pipefail
OUT="$(cd "$(dirname "$0")" && pwd)"
DATA="$OUT/../data"
JSON="$OUT/assistant_questions_heldout.json"
REPORT="$OUT/check_out.txt"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# Income = sales narratives only (not Bupa benefit, card refunds, S Murphy's payback, ING fee rebates).
INC='TYRO SETTLE|MEDICARE BENEFITS|PLAN PARTNERS|ASSURE PROGRAMS|From J WHITFIELD|From L BARNES|From K BRENNAN|CHARLES DARWIN UNI|INPEX OPERATIONS|NT HEALTH ACCOUNTS|DEPT EDUCATION NT|SLATER AND GORDON|MAURICE BLACKBURN'
EAT='In HANUMAN|In MINDIL|In NIGHTCLIFF JETTY|In PEE WEES'

# spec: id | mode | from (yyyymmdd) | to | regex on Description | regex to exclude ("-" none) | min | max
#  mode: inc = sum of credits; spend = -(credits + debits); cnt = rows; m12 / w52 / pay = averages; maxc / maxd =
#  largest credit / debit; list = distinct payee names via the NAMES table below; "#a"/"#b" suffix = compare sides.
cat > "$TMP/spec" <<EOF
ps001|inc|20250701|20260630|$INC|-||
ps002|inc|20250701|20250930|$INC|-||
ps003|inc|20250701|20260630|MEDICARE BENEFITS|-||
ps004|inc|20260101|20260630|PLAN PARTNERS|-||
ps005|inc|20260301|20260331|TYRO SETTLE|-||
ps006|inc|20250701|20260630|CHARLES DARWIN UNI|INPEX OPERATIONS|NT HEALTH ACCOUNTS|DEPT EDUCATION NT|-||
ps007|inc|20250701|20260630|From J WHITFIELD|-||
ps008|inc|20251001|20251231|ASSURE PROGRAMS|-||
ps009|inc|20250701|20260630|SLATER AND GORDON|MAURICE BLACKBURN|-||
ps010|inc|20250701|20260630|INPEX OPERATIONS|-||
ps011|inc|20260601|20260630|$INC|-||
ps012|inc|20260101|20260331|MEDICARE BENEFITS|PLAN PARTNERS|-||
ps013|inc|20260401|20260630|$INC|TYRO SETTLE||
ps014|inc|20250901|20251130|$INC|-||
ps015|inc|20250701|20260630|From J WHITFIELD|From L BARNES|-||
ps016|inc|20250701|20260630|TYRO SETTLE|-|1000.001|
ps017|spend|20250701|20260630|In WOOLWORTHS|In COLES |-||
ps018|spend|20250701|20251231|In WOOLWORTHS|-||
ps019|spend|20250701|20260630|In COLES |-||
ps020|spend|20250701|20260630|In PUMA|In SHELL|-||
ps021|spend|20250701|20260630|In OFFICEWORKS|-||
ps022|spend|20250701|20260630|In BIG W|-||
ps023|spend|20250701|20260630|To TOP END MEDICAL SUITES|-||
ps024|spend|20260101|20260331|$EAT|-||
ps025|spend|20250701|20260630|In CLINIKO|In MICROSOFT|In PSYCHOLOGY TOOLS|-||
ps026|spend|20250701|20260630|SUPERLOOP|-||
ps027|spend|20260101|20260331|TYRO PAYMENTS LTD MERCH FEES|-||
ps028|spend|20250701|20260630|International Transaction Fee|-||
ps029|spend|20250701|20260630|To ATO |-||
ps030|spend|20250701|20260630|To Savings Maximiser|-||
ps031|spend|20260101|20260630|To ELDERS DARWIN TRUST|-||
ps032|spend|20250701|20260630|$EAT|MINDIL||
ps033|spend|20250701|20260630|In CLINIKO|In MICROSOFT|-||
ps034|spend|20260101|20260630|In PUMA|-||
ps035|spend|20260501|20260630|In WOOLWORTHS|In COLES |-||
ps046|m12|20250701|20260630|$INC|-||
ps047|w52s|20250701|20260630|In WOOLWORTHS|In COLES |-||
ps048|pay|20250701|20260630|MEDICARE BENEFITS|-||
ps049|m12s|20250701|20260630|In PUMA|In SHELL|-||
ps050|pay|20260401|20260630|TYRO SETTLE|-||
ps051|maxc|20250701|20260630|$INC|-||
ps052|maxd|20250701|20260630|In WOOLWORTHS|In COLES |-||
ps053|maxc|20250701|20260630|TYRO SETTLE|-||
ps055|maxd|20260101|20260630|$EAT|-||
ps056#a|inc|20250701|20251231|$INC|-||
ps056#b|inc|20260101|20260630|$INC|-||
ps057#a|spend|20250701|20260630|In WOOLWORTHS|-||
ps057#b|spend|20250701|20260630|In COLES |-||
ps058#a|spend|20250701|20260630|In SHELL|-||
ps058#b|spend|20250701|20260630|In PUMA|-||
ps059#a|inc|20250701|20250930|$INC|-||
ps059#b|inc|20260101|20260331|$INC|-||
ps060#a|inc|20250701|20260630|MEDICARE BENEFITS|-||
ps060#b|inc|20250701|20260630|PLAN PARTNERS|-||
ps061#a|spend|20250701|20260630|$EAT|-||
ps061#b|spend|20250701|20260630|In NETFLIX|In TICKETEK|In CROCOSAURUS|-||
ps062#a|inc|20250801|20250831|$INC|-||
ps062#b|inc|20260101|20260131|$INC|-||
ps063#a|spend|20250701|20250930|MERCH FEES|-||
ps063#b|spend|20251001|20251231|MERCH FEES|-||
ps064#a|spend|20250701|20260630|JACANA ENERGY|-||
ps064#b|spend|20250701|20260630|SUPERLOOP|-||
ps065#a|inc|20250701|20260630|CHARLES DARWIN UNI|-||
ps065#b|inc|20250701|20260630|NT HEALTH ACCOUNTS|-||
ps066|cnt|20250701|20260630|TYRO SETTLE|-||
ps067|cnt|20250701|20260630|In PUMA|In SHELL|-||
ps068|cnt|20260101|20260630|MEDICARE BENEFITS|-||
ps069|cnt|20250701|20260630|In MINDIL|-||
ps070|cnt|20251001|20251231|In WOOLWORTHS|-||
ps071|cnt|20250701|20260630|PLAN PARTNERS|-|500.001|
ps072|cnt|20250701|20260630|CHARLES DARWIN UNI|INPEX OPERATIONS|NT HEALTH ACCOUNTS|DEPT EDUCATION NT|-||
ps073|cnt|20250701|20251231|TYRO SETTLE|-||499.999
ps074|list|20250701|20260630|CHARLES DARWIN UNI|INPEX OPERATIONS|NT HEALTH ACCOUNTS|DEPT EDUCATION NT|-||
ps075|list|20251001|20251031|$INC|-||
ps076|list|20250701|20260630|In PUMA|In SHELL|-||
ps077|list|20260101|20260630|$EAT|-||
ps078|list|20250701|20260630|SLATER AND GORDON|MAURICE BLACKBURN|-||
ps079|list|20250701|20260630|^BPAY Bill Payment|-||
ps080|list|20250701|20260630|In CLINIKO|In MICROSOFT|In PSYCHOLOGY TOOLS|-||
EOF

# Payee names as the bank wording shows them (this script's own table, in the set's counterparty spelling).
cat > "$TMP/names" <<'EOF'
CHARLES DARWIN UNI|Charles Darwin University
INPEX OPERATIONS|INPEX Operations Australia
NT HEALTH ACCOUNTS|NT Health
DEPT EDUCATION NT|NT Department of Education
SLATER AND GORDON|Slater and Gordon Lawyers
MAURICE BLACKBURN|Maurice Blackburn Lawyers
TYRO SETTLE|Tyro Payments
MEDICARE BENEFITS|Services Australia (Medicare)
PLAN PARTNERS|Plan Partners (NDIS plan manager)
ASSURE PROGRAMS|Assure Programs Pty Ltd
From J WHITFIELD|J Whitfield
From L BARNES|L Barnes
From K BRENNAN|K Brennan
In PUMA|Puma
In SHELL|Shell
In HANUMAN|Hanuman Restaurant Darwin
In MINDIL|Mindil Beach Sunset Mkt Darwin
In NIGHTCLIFF JETTY|Nightcliff Jetty Kiosk Nightcliff
In PEE WEES|Pee Wees At The Point East Point
To ATO |ATO
To BMS RISK|BMS Risk Solutions
To HESTA|HESTA
To JACANA|Jacana Energy
To MVR NT|NT Motor Vehicle Registry
To SAFE NT|SAFE NT
To TIO |TIO
In CLINIKO|Cliniko
In MICROSOFT|Microsoft
In PSYCHOLOGY TOOLS|Psychology Tools
EOF

# The regex field may itself contain "|", so the spec is parsed from both ends.
awk -v namesfile="$TMP/names" '
BEGIN {
  FS = ","
  while ((getline line < namesfile) > 0) { k = index(line, "|"); nn++; npat[nn] = substr(line, 1, k - 1); nname[nn] = substr(line, k + 1) }
  while ((getline line < "'"$TMP/spec"'") > 0) {
    n = split(line, p, "|"); ns++
    sid[ns] = p[1]; smode[ns] = p[2]; sfrom[ns] = p[3]; sto[ns] = p[4]
    smax[ns] = p[n]; smin[ns] = p[n - 1]; sexc[ns] = p[n - 2]
    re = p[5]; for (i = 6; i <= n - 3; i++) re = re "|" p[i]
    sre[ns] = re
  }
}
FNR == 1 { next }
{
  # Description has no commas in this export; fields: Date,Description,Credit,Debit,Balance
  split($1, d, "/"); day = d[3] d[2] d[1]
  amt = ($3 != "") ? $3 + 0 : $4 + 0
  for (s = 1; s <= ns; s++) {
    if (day < sfrom[s] || day > sto[s]) continue
    if ($2 !~ sre[s]) continue
    if (sexc[s] != "-" && $2 ~ sexc[s]) continue
    a = (amt < 0) ? -amt : amt
    if (smin[s] != "" && a < smin[s] + 0) continue
    if (smax[s] != "" && a > smax[s] + 0) continue
    m = smode[s]
    if (m == "inc" || m == "m12" || m == "w52" || m == "pay" || m == "maxc") { if (amt <= 0) continue }
    cnt[s]++
    tot[s] += (m == "spend" || m == "maxd" || m == "m12s" || m == "w52s") ? -amt : amt
    if (m == "maxc" && (!(s in best) || amt > best[s])) best[s] = amt
    if (m == "maxd" && (!(s in best) || -amt > best[s])) best[s] = -amt
    if (m == "list") for (k = 1; k <= nn; k++) if ($2 ~ npat[k]) names[s, nname[k]] = 1
  }
}
function r2(x) { return sprintf("%.2f", (x >= 0) ? int(x * 100 + 0.5 + 1e-7) / 100 : -int(-x * 100 + 0.5 + 1e-7) / 100) }
END {
  for (s = 1; s <= ns; s++) {
    m = smode[s]; t = tot[s] + 0; c = cnt[s] + 0
    if (m == "inc" || m == "spend") print sid[s] "\tamount\t" r2(t) "\t" c
    else if (m == "cnt") print sid[s] "\tcount\t" c
    else if (m == "m12" || m == "m12s") print sid[s] "\tamount\t" r2(t / 12) "\t" c
    else if (m == "w52" || m == "w52s") print sid[s] "\tamount\t" r2(t / 52) "\t" c "\t" r2(t * 7 / 365)
    else if (m == "pay") print sid[s] "\tamount\t" r2(t / c) "\t" c
    else if (m == "maxc" || m == "maxd") print sid[s] "\tamount\t" r2(best[s]) "\t1"
    else if (m == "list") {
      out = ""
      for (k = 1; k <= nn; k++) if ((s, nname[k]) in names && !((s, nname[k]) in seen)) { seen[s, nname[k]] = 1; out = out "\t" nname[k] }
      print sid[s] "\tlist" out
    }
  }
}' "$DATA/statement.csv" > "$TMP/awk.tsv"

# GST/BAS: what hand_worked.py prints, per quarter (worksheet and per-row lines).
python3 "$DATA/hand_worked.py" > "$TMP/hw.txt"
awk '
/^Q[1-4] FY2026/ { q = substr($1, 2, 1); line = $0; sub(/^Q[1-4] FY2026 /, "", line)
  n = split(line, parts, ", "); for (i = 1; i <= n; i++) { k = parts[i]; v = k; sub(/ [^ ]+$/, "", k); sub(/.* /, "", v); gsub(/,/, "", v); print "W\t" q "\t" k "\t" v } }
/per-row check/ { line = $0; while (match(line, /[0-9],[0-9]/)) line = substr(line, 1, RSTART) substr(line, RSTART + 2)
  match(line, /1A [-0-9.]+/); print "R\t" q "\t1A\t" substr(line, RSTART + 3, RLENGTH - 3)
  match(line, /1B [-0-9.]+/); print "R\t" q "\t1B\t" substr(line, RSTART + 3, RLENGTH - 3)
  match(line, /[0-9]+ BAS rows/); print "R\t" q "\trows\t" substr(line, RSTART, RLENGTH - 9) }
' "$TMP/hw.txt" > "$TMP/hw.tsv"

# GST questions: id | field | quarters
cat > "$TMP/gst" <<'EOF'
ps036|1A|2
ps037|1B|1
ps038|net GST|1 2 3 4
ps039|G1|4
ps040|G11|3
ps041|1A|1 2
ps042|1B|3 4
ps043|net GST|4
ps044|1A|1 2 3 4
ps045|net GST|1
EOF
awk -F'\t' -v gstfile="$TMP/gst" '
{ key = $1 SUBSEP $2 SUBSEP $3; val[key] = $4 }
END {
  while ((getline line < gstfile) > 0) {
    split(line, p, "|"); nq = split(p[3], qs, " "); w = 0; r = 0; rows = 0
    for (i = 1; i <= nq; i++) {
      q = qs[i]; w += val["W", q, p[2]]; rows += val["R", q, "rows"]
      if (p[2] == "net GST") r += val["R", q, "1A"] - val["R", q, "1B"]
      else if (p[2] == "1A" || p[2] == "1B") r += val["R", q, p[2]]
      else r += val["W", q, p[2]]
    }
    print p[1] "\tgst\t" sprintf("%.2f", w) "\t" rows "\t" sprintf("%.2f", r)
  }
}' "$TMP/hw.tsv" > "$TMP/gst.tsv"

# Compare with the JSON (reading the JSON only; all figures above come from awk / hand_worked.py).
python3 - "$JSON" "$TMP/awk.tsv" "$TMP/gst.tsv" "$REPORT" <<'PY'
import json, sys
qs = {q["id"]: q for q in json.load(open(sys.argv[1]))}
lines, diffs, checked = [], 0, set()
def note(ok, qid, msg):
    global diffs
    diffs += 0 if ok else 1
    lines.append(f"{'OK  ' if ok else 'DIFF'} {qid} {msg}")
sides = {}
# the two things each compare question names, in its order (read off the question text)
COMPARE_NAMES = {"ps056": ("the first half", "the second half"), "ps057": ("woolies", "coles"),
                 "ps058": ("shell", "puma"), "ps059": ("q1", "q3"), "ps060": ("medicare", "ndis"),
                 "ps061": ("eating out", "entertainment"), "ps062": ("august", "january"),
                 "ps063": ("q1", "q2"), "ps064": ("electricity", "internet"),
                 "ps065": ("Charles Darwin University", "NT Health")}
for raw in open(sys.argv[2]):
    f = raw.rstrip("\n").split("\t")
    qid, mode = f[0], f[1]
    if "#" in qid:
        base, side = qid.split("#"); sides.setdefault(base, {})[side] = f[2]; continue
    e = qs[qid]["expected"]; checked.add(qid)
    if mode == "amount":
        ok = e["amount"] == f[2] and e["transactions"] == int(f[3])
        if len(f) > 4:
            ok = ok and f[4] in e.get("alsoAccepted", [])
        note(ok, qid, f"awk {f[2]} ({f[3]} rows) vs json {e['amount']} ({e['transactions']})")
    elif mode == "count":
        note(e["count"] == int(f[2]), qid, f"awk count {f[2]} vs json {e['count']}")
    elif mode == "list":
        got = sorted(f[2:])
        note(got == e["items"], qid, f"awk {got} vs json {e['items']}")
for base, s in sorted(sides.items()):
    e = qs[base]["expected"]; checked.add(base)
    a, b = s["a"], s["b"]
    first, second = COMPARE_NAMES[base]
    larger = first if float(a) > float(b) else second
    ok = e["amounts"] == [a, b] and float(a) != float(b) and e["answer"] == larger
    note(ok, base, f"awk {a} vs {b} -> {'first' if float(a) > float(b) else 'second'}; json {e['amounts']} answer {e['answer']}")
for raw in open(sys.argv[3]):
    qid, _, w, rows, r = raw.rstrip("\n").split("\t")
    e = qs[qid]["expected"]; checked.add(qid)
    ok = e["amount"] == w and e["transactions"] == int(rows)
    if r != w:
        ok = ok and e.get("alsoAccepted") == [r]
    else:
        ok = ok and "alsoAccepted" not in e
    note(ok, qid, f"hand_worked {w} (per-row {r}, {rows} BAS rows) vs json {e['amount']} ({e['transactions']}) {e.get('alsoAccepted', '')}")
# kinds that carry no figure: shape checks
for qid, q in qs.items():
    if q["kind"] in ("clarify", "decline"):
        ok = (q["expected"] == {}) if q["kind"] == "clarify" else (list(q["expected"]) == ["reason"])
        if not ok: note(False, qid, "shape")
lines.append(f"checked {len(checked)} answers with a second way; differences: {diffs}")
open(sys.argv[4], "w").write("\n".join(lines) + "\n")
print(lines[-1])
sys.exit(1 if diffs else 0)
PY
