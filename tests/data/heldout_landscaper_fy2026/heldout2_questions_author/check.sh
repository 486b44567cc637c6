#!/usr/bin/env bash
# Second way for the held-out question set 2: recompute figures with awk straight from data/statement.csv
# (bank wording only: no labels.csv, no answers.py code) and compare with assistant_questions_heldout2.json;
# GST/BAS answers are compared with the figures data/hand_worked.py prints.
# Usage: bash check.sh   (writes check_out.txt, exit 1 on any difference)
set -u
cd "$(dirname "$0")"
J=assistant_questions_heldout2.json
S=data/statement.csv
OUT=check_out.txt
FY0=20250701 FY1=20260630
H1=(20250701 20251231) H2=(20260101 20260630)
# credits that are not sales: ATO refund, card refund, Medicare, friends/family paying back
NONINC='REFUND|MEDICARE|concert tickets|footy tix|xmas dinner'
FUEL='OTR (KILBURN|PROSPECT)|AMPOL|BP ENFIELD'
GROC='WOOLWORTHS|COLES|DRAKES|FOODLAND|ALDI'

# q PATTERN SIGN(in|out|any) FROM TO [EXCLUDE] [MIN]  ->  "<|sum|> <rows>"  (sums in whole cents)
q() {
  awk -F, -v pat="$1" -v sign="$2" -v from="$3" -v to="$4" -v excl="${5:-}" -v min="${6:-}" '
  BEGIN { split("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec", m, " "); for (i = 1; i <= 12; i++) mon[m[i]] = sprintf("%02d", i) }
  NR > 1 {
    split($1, d, " "); dt = "20" d[3] mon[d[2]] d[1]
    if (dt < from || dt > to || $6 !~ pat) next
    if (excl != "" && $6 ~ excl) next
    a = $2 + 0
    if (sign == "in" && a <= 0) next
    if (sign == "out" && a >= 0) next
    if (min != "" && a <= min + 0) next
    c += (a < 0 ? int(a * 100 - 0.5) : int(a * 100 + 0.5)); n++
  }
  END { if (c < 0) c = -c; printf "%d.%02d %d\n", c / 100, c % 100, n }' "$S"
}
# e ID PATH -> the JSON value (PATH like amount, transactions, count, amounts.0, amounts.1)
e() { python3 -c '
import json, sys
d = {q["id"]: q for q in json.load(open(sys.argv[1]))}[sys.argv[2]]["expected"]
for k in sys.argv[3].split("."):
    d = d[int(k)] if k.isdigit() else d[k]
print(d)' "$J" "$1" "$2"; }
# money division rounded half-up to the cent: div TOTAL N
div() { awk -v t="$1" -v n="$2" 'BEGIN { c = int(t * 100 + 0.5); r = int(c / n + 0.5); printf "%d.%02d\n", r / 100, r % 100 }'; }

N=0 BAD=0
: >"$OUT"
chk() {  # chk ID WHAT GOT WANT
  N=$((N + 1))
  if [ "$3" == "$4" ]; then echo "ok   $1 $2: $3" >>"$OUT"; else BAD=$((BAD + 1)); echo "DIFF $1 $2: awk/hand $3 vs json $4" >>"$OUT"; fi
}
fig() {  # fig ID "<sum> <rows>"  -> checks amount and transactions
  set -- "$1" $2
  chk "$1" amount "$2" "$(e "$1" amount)"
  chk "$1" transactions "$3" "$(e "$1" transactions)"
}
cnt() { set -- "$1" $2; chk "$1" count "$3" "$(e "$1" count)"; }
amt() { set -- "$1" "$2" $3; chk "$1" "$2" "$3" "$(e "$1" "$2")"; }

echo "== statement.csv (awk) ==" >>"$OUT"
fig lh001 "$(q . in $FY0 $FY1 "$NONINC")"
fig lh002 "$(q GLENSIDE in $FY0 $FY1)"
fig lh003 "$(q 'NORWOOD STRATA' in $FY0 $FY1)"
fig lh004 "$(q 'TAN WEI' in $FY0 $FY1 'concert')"
fig lh005 "$(q 'SQUARE AUSTRALIA' in $FY0 $FY1)"
fig lh006 "$(q AIRTASKER in $FY0 $FY1)"
fig lh007 "$(q 'WISE AUSTRALIA|PAYPAL' in $FY0 $FY1)"
fig lh008 "$(q . in 20251001 20251231 "$NONINC")"
fig lh009 "$(q . in ${H1[0]} ${H1[1]} "$NONINC")"
fig lh010 "$(q . in 20251225 $FY1 "$NONINC")"
fig lh011 "$(q 'HINDMARSH|FLEURIEU' in $FY0 $FY1)"
fig lh012 "$(q . in 20251001 20251231 "$NONINC|WISE AUSTRALIA|PAYPAL")"
fig lh013 "$(q "$FUEL" out $FY0 $FY1)"
fig lh014 "$(q 'OTR (KILBURN|PROSPECT)' out $FY0 $FY1)"
fig lh015 "$(q BUNNINGS any $FY0 $FY1)"
amt lh015 alsoAccepted.0 "$(q BUNNINGS out $FY0 $FY1)"
fig lh017 "$(q "$GROC" out $FY0 $FY1)"
read -r t n <<<"$(q "$GROC" out $FY0 $FY1)"; chk lh018 amount "$(div "$t" 52)" "$(e lh018 amount)"
fig lh019 "$(q 'RENT .*RAY WHITE' out $FY0 $FY1)"
fig lh020 "$(q NETFLIX out $FY0 $FY1)"
fig lh021 "$(q 'HOUZZ|MYOB|SKETCHUP|DROPBOX' out $FY0 $FY1)"
fig lh022 "$(q HIPAGES out $FY0 $FY1)"
fig lh023 "$(q TELSTRA out $FY0 $FY1)"
fig lh024 "$(q 'BPAY AGL' out $FY0 $FY1)"
fig lh026 "$(q 'PROSPECT ROAD CAFE' out $FY0 $FY1)"
fig lh028 "$(q HOSTPLUS out $FY0 $FY1)"
fig lh029 "$(q 'TAX OFFICE PAYMENTS' out $FY0 $FY1)"
fig lh030 "$(q 'REWARD SAVER' out $FY0 $FY1)"
fig lh031 "$(q 'NAB ATM' out $FY0 $FY1)"
fig lh032 "$(q 'WINGFIELD WASTE' out $FY0 $FY1)"
read -r t n <<<"$(q . in $FY0 $FY1 "$NONINC")"; chk lh042 amount "$(div "$t" 12)" "$(e lh042 amount)"
read -r t n <<<"$(q GLENSIDE in $FY0 $FY1)"; chk lh043 amount "$(div "$t" "$n")" "$(e lh043 amount)"
read -r t n <<<"$(q "$FUEL" out $FY0 $FY1)"; chk lh044 amount "$(div "$t" "$n")" "$(e lh044 amount)"
fig lh047 "$(q JEFFRIES out ${H1[0]} ${H1[1]})"
fig lh048 "$(q 'ADELAIDE PLANT|STATE FLORA' out $FY0 $FY1)"
fig lh049 "$(q . in $FY0 $FY1 "$NONINC|GLENSIDE|NORWOOD")"
fig lh050 "$(q . in $FY0 $FY1 "$NONINC" 2000)"
# spending not counting rent: debits other than rent, savings transfers, ATO and super, less card refund + Medicare
read -r g gn <<<"$(q . out $FY0 $FY1 'RENT .*RAY WHITE|REWARD SAVER|TAX OFFICE|HOSTPLUS')"
read -r r rn <<<"$(q 'BUNNINGS .*REFUND|MEDICARE' in $FY0 $FY1)"
chk lh051 amount "$(awk -v g="$g" -v r="$r" 'BEGIN { printf "%.2f\n", g - r }')" "$(e lh051 amount)"
chk lh051 alsoAccepted.0 "$g" "$(e lh051 alsoAccepted.0)"
chk lh051 transactions "$((gn + rn))" "$(e lh051 transactions)"
fig lh052 "$(q 'PAVING WORLD' out ${H2[0]} ${H2[1]})"
fig lh053 "$(q . in 20260601 20260630 "$NONINC")"
fig lh054 "$(q 'ACCOUNT FEE|INTERNATIONAL TRANSACTION FEE' out $FY0 $FY1)"
fig lh055 "$(q 'ANDERSON KATE' in $FY0 $FY1)"
amt lh056 amounts.0 "$(q . in 20250701 20250930 "$NONINC")"
amt lh056 amounts.1 "$(q . in 20251001 20251231 "$NONINC")"
amt lh057 amounts.0 "$(q "$FUEL" out ${H1[0]} ${H1[1]})"
amt lh057 amounts.1 "$(q "$FUEL" out ${H2[0]} ${H2[1]})"
amt lh058 amounts.0 "$(q GLENSIDE in $FY0 $FY1)"
amt lh058 amounts.1 "$(q 'NORWOOD STRATA' in $FY0 $FY1)"
amt lh059 amounts.0 "$(q WOOLWORTHS out $FY0 $FY1)"
amt lh059 amounts.1 "$(q COLES out $FY0 $FY1)"
amt lh060 amounts.0 "$(q 'UBER .EATS|MENULOG' out $FY0 $FY1)"
amt lh060 amounts.1 "$(q BRITANNIA out $FY0 $FY1)"
amt lh061 amounts.0 "$(q TELSTRA out $FY0 $FY1)"
amt lh061 amounts.1 "$(q 'AUSSIE BROADBAND' out $FY0 $FY1)"
amt lh062 amounts.0 "$(q . in 20260301 20260331 "$NONINC")"
amt lh062 amounts.1 "$(q . in 20260401 20260430 "$NONINC")"
amt lh063 amounts.0 "$(q 'WISE AUSTRALIA' in $FY0 $FY1)"
amt lh063 amounts.1 "$(q PAYPAL in $FY0 $FY1)"
amt lh064 amounts.0 "$(q BUNNINGS any $FY0 $FY1)"
amt lh064 amounts.1 "$(q JEFFRIES out $FY0 $FY1)"
cnt lh066 "$(q 'SQUARE AUSTRALIA' in $FY0 $FY1)"
cnt lh067 "$(q "$FUEL" out $FY0 $FY1)"
cnt lh068 "$(q . in $FY0 $FY1 "$NONINC" 2000)"
cnt lh069 "$(q BUNNINGS out $FY0 $FY1)"
cnt lh070 "$(q 'NAB ATM' out $FY0 $FY1)"
cnt lh071 "$(q 'TAN WEI' in $FY0 $FY1 concert)"
cnt lh072 "$(q 'TAX OFFICE PAYMENTS' out $FY0 $FY1)"
cnt lh073 "$(q . any 20251201 20251231)"

echo "== data/hand_worked.py (GST worksheet) ==" >>"$OUT"
HW=$(python3 data/hand_worked.py)
# hw LINE-PREFIX KEY -> value without thousands commas
hw() { grep "^$1" <<<"$HW" | head -1 | grep -oE "(^| )$2 -?[0-9,]+\.[0-9]{2}" | awk '{ gsub(",", "", $NF); print $NF }'; }
prow() { grep -A1 "^Q$1 FY2026" <<<"$HW" | tail -1 | grep -oE "$2 -?[0-9,]+\.[0-9]{2}" | awk '{ gsub(",", "", $NF); print $NF }'; }
rows() { grep -A1 "^Q$1 FY2026" <<<"$HW" | tail -1 | grep -oE '[0-9]+ BAS rows' | awk '{ print $1 }'; }
add2() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f\n", a + b }'; }
chk lh033 amount "$(hw 'Q1 FY2026' 'net GST')" "$(e lh033 amount)"
chk lh033 alsoAccepted.0 "$(awk -v a="$(prow 1 1A)" -v b="$(prow 1 1B)" 'BEGIN { printf "%.2f\n", a - b }')" "$(e lh033 alsoAccepted.0)"
chk lh033 transactions "$(rows 1)" "$(e lh033 transactions)"
chk lh034 amount "$(hw FY2026 1A)" "$(e lh034 amount)"
chk lh035 amount "$(hw 'Q3 FY2026' 1B)" "$(e lh035 amount)"
chk lh035 alsoAccepted.0 "$(prow 3 1B)" "$(e lh035 alsoAccepted.0)"
chk lh036 amount "$(hw 'Q4 FY2026' G1)" "$(e lh036 amount)"
chk lh037 amount "$(hw 'Q2 FY2026' G11)" "$(e lh037 amount)"
chk lh038 amount "$(hw FY2026 G10)" "$(e lh038 amount)"
chk lh039 amount "$(hw 'Q1 FY2026' G2)" "$(e lh039 amount)"
chk lh040 amount "$(hw FY2026 'net GST')" "$(e lh040 amount)"
chk lh040 transactions "$(( $(rows 1) + $(rows 2) + $(rows 3) + $(rows 4) ))" "$(e lh040 transactions)"
chk lh041 amount "$(add2 "$(hw 'Q1 FY2026' 1B)" "$(hw 'Q2 FY2026' 1B)")" "$(e lh041 amount)"
chk lh041 alsoAccepted.0 "$(add2 "$(prow 1 1B)" "$(prow 2 1B)")" "$(e lh041 alsoAccepted.0)"
amt lh056 amounts.0 "$(hw 'Q1 FY2026' G1) x"
amt lh056 amounts.1 "$(hw 'Q2 FY2026' G1) x"
amt lh065 amounts.0 "$(hw 'Q2 FY2026' 'net GST') x"
amt lh065 amounts.1 "$(hw 'Q3 FY2026' 'net GST') x"
# G1 (business sales) must equal the awk income figures
chk lh001 amount-vs-G1 "$(hw FY2026 G1)" "$(e lh001 amount)"
chk lh007 amount-vs-G2 "$(hw FY2026 G2)" "$(e lh007 amount)"

IDS=$(grep -oE '^(ok  |DIFF) lh[0-9]+' "$OUT" | awk '{ print $2 }' | sort -u | wc -l)
echo "== $N comparisons over $IDS questions, $BAD differences ==" >>"$OUT"
tail -1 "$OUT"
[ "$BAD" -eq 0 ]
