#!/bin/sh
# Second way: awk over data/statement.csv (the raw ING export, not labels.csv), matched by description text.
# Prints "id awk-value expected-value" and OK/DIFF. Usage: sh check.sh
cd "$(dirname "$0")"
S=../statement.csv
# f PATTERN FROM TO SIDE MODE [EXCLUDE]: SIDE credit|debit; MODE sum|count; dates yyyymmdd inclusive
f() {
  awk -F'"' -v pat="$1" -v from="$2" -v to="$3" -v side="$4" -v mode="$5" -v exc="${6:-^$}" '
    NR > 1 {
      dt = $1; sub(/,.*/, "", dt); split(dt, d, "/"); ymd = d[3] d[2] d[1]
      split($3, m, ","); cr = m[2]; db = m[3]
      if (ymd < from || ymd > to) next
      if ($2 !~ pat || $2 ~ exc) next
      if (side == "credit" && cr == "") next
      if (side == "debit" && db == "") next
      n++; t += (side == "credit") ? cr : -db
    }
    END { if (mode == "count") print n + 0; else printf "%.2f\n", t }' "$S"
}
exp() { python3 -c "import json,sys; q={x['id']:x for x in json.load(open('../assistant_questions_spent.json'))}[sys.argv[1]]; e=q['expected']; print(e.get('amount') or e.get('count') if 'amounts' not in e else e['amounts'][int(sys.argv[2])])" "$1" "${2:-0}"; }
chk() { id=$1; got=$2; want=$(exp "$id" "${3:-0}"); [ "$got" = "$want" ] && r=OK || r=DIFF; echo "$id awk=$got expected=$want $r"; }
FY0=20250701; FY1=20260630
FUEL='^(AMPOL|BP CONNECT|REDDY EXPRESS|UNITED PETROLEUM)'
NOTINCOME='Visa Refund|ELLIE MARSH|TOM BEAUMONT|TSO tix|dark mofo|From Savings|^ATO '
chk pq001 "$(f '^ST AIDANS GRAMMAR' $FY0 $FY1 credit sum)"
chk pq002 "$(f '.' 20251001 20251231 credit sum "$NOTINCOME")"
chk pq005 "$(f "$FUEL" $FY0 $FY1 debit sum)"
chk pq007 "$(f '^TELSTRA - Direct Debit' $FY0 $FY1 debit sum)"
chk pq008 "$(f '^AURORA ENERGY' $FY0 $FY1 debit sum)"
chk pq011 "$(f '^HOSTPLUS' $FY0 $FY1 debit sum)"
chk pq013 "$(f 'Transfer to RAINE & HORNE' $FY0 $FY1 debit sum)"
chk pq015 "$(f '^PAYPAL AUSTRALIA' $FY0 $FY1 credit sum)"
chk pq020 "$(f '^UNIVERSITY OF TAS' $FY0 $FY1 credit sum)"
chk pq021 "$(f '^TAS THEATRE CO' $FY0 $FY1 credit sum)"
chk pq029 "$(f '^WOOLWORTHS' $FY0 $FY1 debit sum)"
chk pq033 "$(f '^(NETFLIX|Spotify)' $FY0 $FY1 debit sum)"
chk pq038 "$(f '.' 20260601 20260630 credit sum "$NOTINCOME")"
chk pq040 "$(f '^WISE AUSTRALIA' $FY0 $FY1 credit sum)"
chk pq043 "$(f '.' $FY0 $FY1 credit sum "$NOTINCOME")"
chk pq044 "$(f '^Internal Transfer' $FY0 $FY1 debit sum)"
chk pq045 "$(f '^TAX OFFICE PAYMENTS' $FY0 $FY1 debit sum)"
chk pq046 "$(f "$FUEL" 20260101 20260331 debit sum)"
chk pq052 "$(f '^UBER .EATS' $FY0 $FY1 debit sum)"
chk pq056 "$(f '.' 20250701 20250930 credit sum "$NOTINCOME")" 0
chk pq056 "$(f '.' 20260401 20260630 credit sum "$NOTINCOME")" 1
chk pq058 "$(f '^COLES' $FY0 $FY1 debit sum)" 1
chk pq063 "$(f '^NETFLIX' $FY0 $FY1 debit sum)" 0
chk pq063 "$(f '^Spotify' $FY0 $FY1 debit sum)" 1
chk pq066 "$(f "$FUEL" $FY0 $FY1 debit count)"
chk pq070 "$(f '^PAYPAL AUSTRALIA' 20260401 20260630 credit count)"
chk pq072 "$(f '^WOOLWORTHS' $FY0 $FY1 debit count)"
chk pq073 "$(f '^EASYPARK' $FY0 $FY1 debit count)"
