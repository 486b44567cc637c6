#!/bin/sh
# Second way: recompute selected answers with awk straight from data/statement.csv (Westpac narratives,
# dd/mm/yyyy dates, debit/credit columns), independent of labels.csv and answers.py, then compare with the JSON.
cd "$(dirname "$0")"
S=../statement.csv
# q ID KIND PATTERN FROM TO MODE   (MODE: debit = debits - credits, credit = credits, count = rows)
q() {
  awk -F, -v id="$1" -v pat="$2" -v from="$3" -v to="$4" -v mode="$5" '
    NR > 1 { split($2, d, "/"); k = d[3] d[2] d[1]
      if (k < from || k > to || $3 !~ pat) next
      n++; dr += $4; cr += $5 }
    END { if (mode == "debit") printf "%s %.2f %d\n", id, dr - cr, n
          else if (mode == "credit") printf "%s %.2f %d\n", id, cr, n
          else printf "%s count %d\n", id, n }' "$S"
}
FY0=20250701; FY1=20260630
{
q dv001 "7-ELEVEN|AMPOL|BP TARRAGINDI" $FY0 $FY1 debit
q dv002 "ALDI|COLES|IGA|WOOLWORTHS" 20260401 20260630 debit
q dv003 "PLACE ANNERLEY RENT" 20251226 20260720 debit
q dv004 "MORETON FREIGHT" $FY0 $FY1 credit
q dv005 "KESTREL" 20250901 20251130 credit
q dv008 "BEYOND BLUE|ORANGE SKY|GOFUNDME" $FY0 $FY1 debit
q dv010 "ANYTIME FITNESS" $FY0 $FY1 debit
q dv011 "APPLE STORE|JB HI FI|DELL AUSTRALIA" $FY0 $FY1 debit
q dv013 "BRISBANE ARMS|FELONS|FERNBERG|MENULOG|SOUTHSIDE THAI|GOODS CAFE|UBER [*]EATS" 20260601 20260630 debit
q dv021 "LANTERN STUDIO" 20260101 20260630 credit
q dv023 "JOSHUA NGUYEN (INV|thanks mate)" $FY0 $FY1 credit
q dv024 "DEEL INC" $FY0 $FY1 credit
q dv031 "WOOLWORTHS" $FY0 $FY1 debit
q dv036 "ALDI|COLES|IGA|WOOLWORTHS" 20260405 20260720 debit
q dv039 "INTERNATIONAL TRANSACTION FEE" $FY0 $FY1 debit
q dv041 "BPAY TAX OFFICE" $FY0 $FY1 debit
q dv042 "TFR Westpac Choice savings" $FY0 $FY1 debit
q dv043 "UNIQLO|KMART|MYER" $FY0 $FY1 debit
q dv050 "WISE AUSTRALIA|PAYONEER|DEEL INC" 20250701 20250930 credit
q dv052 "UBER [*]EATS|MENULOG" $FY0 $FY1 debit
q dv066 "7-ELEVEN|AMPOL|BP TARRAGINDI" $FY0 $FY1 count
q dv067 "GOODS CAFE" $FY0 $FY1 count
q dv070 "UBER [*]EATS|MENULOG" $FY0 $FY1 count
q dv071 "WISE AUSTRALIA|PAYONEER|DEEL INC" $FY0 $FY1 count
q dv073 "INTERNATIONAL TRANSACTION FEE" $FY0 $FY1 count
# dv026 income: every credit less the ATO refund, friends' paybacks (gig tix, the unreferenced 64.50, Emily) and card refunds
awk -F, 'NR>1 && $5 != "" && $3 !~ /DEPOSIT ATO|gig tix|EMILY CARTER|REFUND/ && !($3 ~ /JOSHUA NGUYEN *$/) { s += $5; n++ }
  END { printf "dv026 %.2f %d\n", s, n }' "$S"
# dv047 FY spending: every debit except savings transfers, ATO and super, less the card refunds
awk -F, 'NR>1 && $4 != "" && $3 !~ /TFR Westpac Choice|TAX OFFICE|AUSTRALIANSUPER/ { s += $4; n++ }
  NR>1 && $3 ~ /REFUND/ { s -= $5; n++ } END { printf "dv047 %.2f %d\n", s, n }' "$S"
# dv046 June 2026 spending, same rule
awk -F, 'NR>1 && $2 ~ /\/06\/2026/ && $4 != "" && $3 !~ /TFR Westpac Choice|TAX OFFICE|AUSTRALIANSUPER/ { s += $4; n++ }
  END { printf "dv046 %.2f %d\n", s, n }' "$S"
# dv056 overseas vs Australian income (Australian = dv026 income less overseas)
awk -F, 'NR>1 && $5 != "" && $3 ~ /WISE AUSTRALIA|PAYONEER|DEEL INC/ { o += $5 }
  NR>1 && $5 != "" && $3 !~ /DEPOSIT ATO|gig tix|EMILY CARTER|REFUND/ && !($3 ~ /JOSHUA NGUYEN *$/) { t += $5 }
  END { printf "dv056 %.2f %.2f\n", o, t - o }' "$S"
} > check_out.txt
# BAS figures: compare with data/hand_worked.py's printed quarters (a third, separately written computation)
python3 ../hand_worked.py > check_bas.txt
python3 - >> check_out.txt <<'PY'
import re
t = open("check_bas.txt").read()
def f(q, key):
    line = [l for l in t.splitlines() if l.startswith(q)][0]
    return re.search(re.escape(key) + r" ([\d,]+\.\d\d)", line).group(1).replace(",", "")
print("dv017", f("Q3 FY2026", "net GST"), "58")
print("dv018", f("Q1 FY2026", "1B"), "47")
print("dv019", f("Q2 FY2026", "1A"), "11")
print("dv020", f("FY2026", "net GST"), "234")
print("dv058", f("Q1 FY2026", "G1"), f("Q2 FY2026", "G1"))
print("dv063", f("Q3 FY2026", "net GST"), f("Q4 FY2026", "net GST"))
PY
rm -f check_bas.txt
python3 - <<'PY'
import json
exp = {q["id"]: q["expected"] for q in json.load(open("../assistant_questions_spent2.json"))}
bad = 0
for line in open("check_out.txt"):
    p = line.split()
    e = exp[p[0]]
    if p[1] == "count":
        ok = int(p[2]) == e["count"]
    elif "amounts" in e:
        ok = p[1:3] == e["amounts"]
    else:
        ok = p[1] == e["amount"] and int(p[2]) == e["transactions"]
    bad += not ok
    print("ok  " if ok else "DIFF", line.strip(), "| expected", json.dumps(e))
print("checked", sum(1 for _ in open("check_out.txt")), "questions,", bad, "differences")
PY
