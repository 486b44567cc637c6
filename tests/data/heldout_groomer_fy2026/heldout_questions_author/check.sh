#!/bin/sh
# Second way: recompute from data/statement.csv with awk (narration patterns, no labels), compare with the JSON.
# GST answers compared with data/hand_worked.py's printed figures.
cd "$(dirname "$0")"
J=assistant_questions_heldout.json
INC='OSKO PAYMENT FROM|PAW PALACE|PAYPAL'; NOTINC='A JONES'
# id|mode|include regex|exclude regex|from|to|field   (mode: in=credits, net=debits-credits, out=debits, cnt=rows; field: amount|transactions|count|a0|a1)
cat > /tmp/qg_checks.$$ <<'T'
gq001|in|OSKO PAYMENT FROM|PAW PALACE|PAYPAL|A JONES|20250701|20260630|amount
gq001|cnt|OSKO PAYMENT FROM|PAW PALACE|PAYPAL|A JONES|20250701|20260630|transactions
gq002|in|OSKO PAYMENT FROM|PAW PALACE|PAYPAL|A JONES|20250701|20250930|amount
gq003|in|PAW PALACE|^$|20250701|20260630|amount
gq004|in|FROM P ROSSI|^$|20250701|20260630|amount
gq005|in|FROM L NGUYEN|^$|20250701|20260630|amount
gq006|in|PAYPAL|^$|20250701|20260630|amount
gq007|in|OSKO PAYMENT FROM|PAW PALACE|PAYPAL|A JONES|20250701|20251231|amount
gq008|in|OSKO PAYMENT FROM|PAW PALACE|PAYPAL|A JONES|20251226|20260630|amount
gq009|in|FROM M CHEN|^$|20251001|20251231|amount
gq010|in|OSKO PAYMENT FROM|A JONES|20250701|20260630|amount
gq012|in|OSKO PAYMENT FROM|PAW PALACE|PAYPAL|A JONES|20260101|20260630|amount
gq013|net|CALTEX|^$|20250701|20260630|amount
gq014|net|CALTEX|^$|20260101|20260331|amount
gq015|net|WOOLWORTHS|^$|20250701|20260630|amount
gq016|net|WOOLWORTHS|^$|20260101|20260331|amount
gq017|net|GROSVENOR|^$|20250701|20260630|amount
gq018|net|XERO|ADOBE|GINGR|^$|20250701|20260630|amount
gq019|net|XERO|^$|20250701|20260630|amount
gq020|net|ADOBE|^$|20250701|20260630|amount
gq021|net|GINGR|^$|20250701|20260630|amount
gq022|net|SYNERGY|^$|20250701|20260630|amount
gq023|net|TELSTRA|^$|20250701|20260630|amount
gq024|net|AUSSIE BROADBAND|^$|20250701|20260630|amount
gq025|net|PET STOCK|^$|20250701|20260630|amount
gq025|cnt|PET STOCK|^$|20250701|20260630|transactions
gq026|net|PET STOCK|^$|20260101|20260630|amount
gq029|net|SYNERGY|TELSTRA|AUSSIE BROADBAND|^$|20250701|20251231|amount
gq030|net|CALTEX|XERO|ADOBE|GINGR|^$|20260401|20260630|amount
gq031|net|GROSVENOR|^$|20251226|20260630|amount
gq033|net|PERTH TAX CO|^$|20250701|20260630|amount
gq034|net|GIO|^$|20250701|20260630|amount
gq035|out|AUSTRALIANSUPER|^$|20250701|20260630|amount
gq036|out|ATO|^$|20250701|20260630|amount
gq057|in|FROM P ROSSI|^$|20250701|20260630|a0
gq057|in|FROM L NGUYEN|^$|20250701|20260630|a1
gq062|net|WOOLWORTHS|^$|20251001|20251231|a0
gq063|net|TELSTRA|^$|20250701|20260630|a0
gq063|net|AUSSIE BROADBAND|^$|20250701|20260630|a1
gq065|in|FROM M CHEN|^$|20250701|20251231|a0
gq065|in|FROM H MACDONALD|^$|20250701|20251231|a1
gq066|cnt|FROM P ROSSI|^$|20250701|20260630|count
gq067|cnt|CALTEX|^$|20250701|20260630|count
gq069|cnt|GROSVENOR|^$|20250701|20250930|count
gq070|cnt|WOOLWORTHS|^$|20260601|20260630|count
gq071|cnt|PAYPAL|^$|20250701|20260630|count
gq072|cnt|OSKO PAYMENT FROM|PAW PALACE|PAYPAL|A JONES|20251201|20251231|count
gq073|cnt|FROM L NGUYEN|^$|20260101|20260630|count
T
n=0; bad=0
while IFS='|' read -r line; do :; done </dev/null
python3 - "$J" /tmp/qg_checks.$$ > /tmp/qg_exp.$$ <<'P'
import json,sys
d={x["id"]:x["expected"] for x in json.load(open(sys.argv[1]))}
for l in open(sys.argv[2]):
    f=l.strip().split("|"); i,fld=f[0],f[-1]
    e=d[i]; v=e["amounts"][int(fld[1])] if fld[0]=="a" and fld!="amount" else e[fld]
    print(v)
P
paste -d'|' /tmp/qg_checks.$$ /tmp/qg_exp.$$ | while IFS= read -r L; do
  got=$(echo "$L" | awk -F'|' '{n=NF; id=$1; mode=$2; ev=$n; fld=$(n-1); to=$(n-2); fr=$(n-3); ex=$(n-4); inc=$3; for(i=4;i<=n-5;i++) inc=inc "|" $i; print id; print mode; print inc; print ex; print fr; print to}' | tr '\n' '\t')
  id=$(echo "$got" | cut -f1); mode=$(echo "$got" | cut -f2); inc=$(echo "$got" | cut -f3); ex=$(echo "$got" | cut -f4); fr=$(echo "$got" | cut -f5); to=$(echo "$got" | cut -f6)
  exp=${L##*|}
  val=$(awk -F, -v inc="$inc" -v ex="$ex" -v fr="$fr" -v to="$to" -v mode="$mode" 'NR>1{split($3,d,"/"); dt=d[3] d[2] d[1]; if(dt<fr||dt>to) next; if($4!~inc) next; if(ex!="^$" && $4~ex) next; if(mode=="in"&&$7=="") next; if(mode=="out"&&$6=="") next; s+= (mode=="in")?$7:(mode=="out")?$6:($6-$7); c++} END{ if(mode=="cnt") print c+0; else printf "%.2f\n", s}' data/statement.csv)
  case "$exp" in *.*) :;; *) [ "$mode" != cnt ] && exp=$exp ;; esac
  if [ "$val" = "$exp" ]; then echo "OK   $id $mode /$inc/ $fr-$to awk=$val json=$exp"; else echo "DIFF $id $mode /$inc/ $fr-$to awk=$val json=$exp"; fi
done
# GST: compare with hand_worked.py printed figures
python3 data/hand_worked.py > /tmp/qg_hw.$$
python3 - "$J" /tmp/qg_hw.$$ <<'P'
import json,sys,re
d={x["id"]:x["expected"]["amount"] for x in json.load(open(sys.argv[1])) if x["kind"]=="figure"}
hw=open(sys.argv[2]).read()
def get(prefix,key):
    line=[l for l in hw.splitlines() if l.startswith(prefix)][0]
    return re.search(r"(?:^|, |\s)"+re.escape(key)+r" ([\d,]+\.\d\d)",line).group(1).replace(",","")
for i,pre,k in [("gq045","Q1 FY2026","1A"),("gq046","Q2 FY2026","1B"),("gq047","Q3 FY2026","net GST"),("gq048","Q4 FY2026","net GST"),
                ("gq049","FY2026 G1","1A"),("gq050","FY2026 G1","1B"),("gq051","FY2026 G1","net GST"),("gq052","Q2 FY2026","G1"),
                ("gq053","FY2026 G1","G2"),("gq054","Q1 FY2026","G10"),("gq055","Q4 FY2026","G11")]:
    h=get(pre,k); print(("OK  " if h==d[i] else "DIFF")+f" {i} hand_worked {pre} {k}={h} json={d[i]}")
P
rm -f /tmp/qg_checks.$$ /tmp/qg_exp.$$ /tmp/qg_hw.$$
