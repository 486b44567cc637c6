"""Builds out/assistant_questions_heldout.json: 100 questions (set heldout, ids rtq001-rtq100) for Carla Vennard,
online homewares retailer ("Vennard & Vine Homewares"), Newcastle NSW, FY2026. Today (for the questions) is
Fri 21 Aug 2026. Answers by plain arithmetic over data/labels.csv (date, amount, category, counterparty,
businessPercent) and, for GST / BAS / tax-return figures, the worksheet of data/hand_worked.py (its printout).
Stdlib only, deterministic.   Run: python3 out/answers.py"""

import csv, json, re, subprocess, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
C = Decimal("0.01")
FY = ("2025-07-01", "2026-06-30")
H1, H2 = ("2025-07-01", "2025-12-31"), ("2026-01-01", "2026-06-30")
Q = {
    "Q1": ("2025-07-01", "2025-09-30"),
    "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"),
    "Q4": ("2026-04-01", "2026-06-30"),
}
MONTHNAME = "January February March April May June July August September October November December".split()


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])

# ---- Carla's words -> exact counterparty values in labels.csv ----
SHOP = "Shopify Payments (web store and market card sales)"
PAYPAL = "PayPal (web store checkout)"
AFTER = "Afterpay (web store checkout)"
AMZ = "Amazon Commercial Services Pty Ltd (Amazon AU)"
EBAY = "eBay (seconds and end-of-line)"
CASH = "Cash customers (market)"
DAISY = "The Paper Daisy Gifts (Maitland)"
SALT = "Salt and Pepper Living Pty Ltd (Merewether)"
HSH = "Hunter St Homestore (Newcastle)"
COAST = "Coastline Property Group Pty Ltd"
KOWHAI = "Kowhai & Co Ltd (Wellington NZ)"
GIFT_SHOPS = (DAISY, SALT, HSH)  # "the gift shops" (wholesale in Australia)
DIRECT = {
    DAISY: "The Paper Daisy Gifts",
    SALT: "Salt and Pepper Living",
    HSH: "Hunter St Homestore",
    COAST: "Coastline Property Group",
    KOWHAI: "Kowhai & Co",
}
HOIAN = "Hoi An Rattan Craft Co (via Wise)"
SANG = "Sanganer Block Prints Pvt Ltd (via Wise)"
DENIZ = "Denizli Loom Tekstil (via Wise)"
WISE = (HOIAN, SANG, DENIZ)  # every OSKO PAYMENT TO WISE AUSTRALIA row
BROKER = "Hunter Customs & Freight Pty Ltd (customs broker)"
DHL = "DHL Express (duties and taxes)"
BYRON = "Byron Wick & Wax Pty Ltd"
MARA = "Mara Kuiper (potter, Newcastle)"
UNIT = "Lakeview Industrial Unit Trust (landlord)"
HOME = "Coastal Homes Real Estate (home rent)"
OLLIE = "Oliver Reyes (partner)"
SAVINGS = "Own Newcastle Permanent savings"
MYPOST = "Australia Post (MyPost Business)"
SENDLE = "Sendle"
STALLS = ("Harbourside Events Pty Ltd", "Maitland Makers Market Inc", "St Columba's P&F Association")
VANCOSTS = ("Service NSW", "NRMA Insurance", "AAMI")  # rego, green slip, comprehensive
SERVOS = ("7-Eleven", "Ampol", "BP", "Shell Coles Express")
GROC = ("Aldi", "Coles", "Harris", "Woolworths")


def rows(period=FY, cats=None, cps=None, excl=None, money=None, test=None):
    lo, hi = period
    out = []
    for r in L:
        if not lo <= r["date"] <= hi:
            continue
        if cats and r["category"] not in cats:
            continue
        if cps and r["counterparty"] not in cps:
            continue
        if excl and r["counterparty"] in excl:
            continue
        if money == "in" and A(r) <= 0:
            continue
        if money == "out" and A(r) >= 0:
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, excl=None, **k):
    """Sales as banked: Sales Income credits (payouts net of the platform's fee; the J Whitfield refund is out)."""
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, money="in", **k)


def diesel(r):  # the van (85 % on the docket); the Corolla's unleaded rows are 0 %
    return r["category"] == "Fuel" and r["businessPercent"] == "85"


def unleaded(r):
    return r["category"] == "Fuel" and r["businessPercent"] == "0"


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


# ---- hand_worked.py printout: BAS worksheet per quarter and the tax summary ----
HW = subprocess.run(
    [sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True, check=True
).stdout
BAS, TAX = {}, {}
_q = None
for line in HW.splitlines():
    m = re.match(r"(Q[1-4]) FY2026", line)
    if m:
        _q = m.group(1)
        continue
    if line.startswith("Year:"):
        _q = "Y"
        continue
    if _q and "G1=" in line:
        BAS[_q] = {k: Decimal(v) for k, v in (p.split("=") for p in line.split())}
        _q = None
        continue
    m = re.match(r"\s+(P8-\S+|D\d+)\s+(-?[\d.]+)$", line)
    if m:
        TAX[m.group(1)] = Decimal(m.group(2))

items = []
LEAN = 0  # items leaning on little words / composed readings / Carla's own names (asserted >= 30)


def add(q, style, kind, expected, reading, working, lean=False):
    global LEAN
    LEAN += bool(lean)
    items.append(
        {
            "question": q,
            "style": style,
            "kind": kind,
            "expected": expected,
            "reading": reading,
            "working": working,
        }
    )


def fig(q, style, rs, reading, sign=None, post="sum", div=None, lean=False):
    if sign is None:  # money-out questions count debits as positive
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
    else:  # max / min
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:50].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w, lean)


def gfig(q, style, qs, field, reading, lean=False):
    t = sum((BAS[x][field] for x in qs), Decimal(0))
    e = {"amount": s2(t)}
    alt = None
    if field in ("1A", "1B"):
        alt = sum((BAS[x][field + "-per-row"] for x in qs), Decimal(0))
    elif field == "net":
        alt = sum((BAS[x]["1A-per-row"] - BAS[x]["1B-per-row"] for x in qs), Decimal(0))
    if alt is not None and alt != t:
        e["alsoAccepted"] = [s2(alt)]
    w = f"worksheet {field} over {'+'.join(qs)} = {s2(t)}" + (
        f"; per-row sum {s2(alt)}" if "alsoAccepted" in e else ""
    )
    add(q, style, "figure", e, reading, w, lean)


def tfig(q, style, key, reading, lean=False):
    add(
        q,
        style,
        "figure",
        {"amount": s2(TAX[key])},
        reading,
        f"hand_worked.py tax summary {key} = {s2(TAX[key])}",
        lean,
    )


def cmp(q, style, a, b, na, nb, reading, sign=1, lean=False):
    va, vb = tot(a, sign), tot(b, sign)
    assert va != vb
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: {len(a)} rows = {s2(va)} | {nb}: {len(b)} rows = {s2(vb)}",
        lean,
    )


def gcmp(q, style, qa, qb, field, na, nb, reading, lean=False):
    va, vb = BAS[qa][field], BAS[qb][field]
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"worksheet {field}: {qa} = {s2(va)} | {qb} = {s2(vb)}",
        lean,
    )


def cnt(q, style, n, reading, working=None, lean=False):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows", lean)


def lst(q, style, names, reading, sort=True, lean=False):
    names = sorted(set(names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names), lean)


# ======================= figures (55) =======================
# --- sales as banked (Sales Income credits; platform payouts net of fees) ---
fig(
    "how much did i bank from the markets",
    ["casual", "composed"],
    inc(cps=[CASH]),
    "Market cash takings banked FY26 (the 7 CASH DEPOSIT rows; market card sales are inside the Shopify payouts)",
    lean=True,
)
fig(
    "total shopify payouts for the yr",
    ["casual", "abbrev"],
    inc(cps=[SHOP]),
    "Shopify Payments payouts FY26, as banked (net of Shopify's processing fee)",
)
fig(
    "shopfy payouts first half",
    ["casual", "misspelt", "composed"],
    inc(H1, [SHOP]),
    "Shopify Payments payouts Jul-Dec 2025 (first half of FY26)",
    lean=True,
)
fig(
    "what did amazon pay me in the march qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q3"], [AMZ]),
    "Amazon AU settlements Q3 (Jan-Mar 2026), as banked",
    lean=True,
)
fig(
    "afterpay oct thru feb",
    ["casual", "abbrev", "composed"],
    inc(("2025-10-01", "2026-02-28"), [AFTER]),
    "Afterpay settlements 1 Oct 2025 - 28 Feb 2026 (5 months), as banked",
    lean=True,
)
fig(
    "avg shopify payout",
    ["casual", "abbrev"],
    inc(cps=[SHOP]),
    "Shopify payouts FY26 / number of payouts",
    post="avg",
)
fig(
    "on avrage what does amazon put in each month",
    ["casual", "misspelt", "composed"],
    inc(cps=[AMZ]),
    "Amazon AU settlements FY26 / 12",
    post="avg",
    div=12,
    lean=True,
)
fig("biggest shopify payout", ["casual"], inc(cps=[SHOP]), "Largest single Shopify payout FY26", post="max")
fig(
    "smallest ebay payout all yr",
    ["casual", "abbrev"],
    inc(cps=[EBAY]),
    "Smallest eBay payout FY26",
    post="min",
)
fig(
    "what has paper daisy paid me",
    ["casual"],
    inc(cps=[DAISY]),
    "The Paper Daisy Gifts (Maitland) wholesale payments FY26",
    lean=True,
)
fig(
    "what did the gift shops pay me all up",
    ["casual", "composed"],
    inc(cps=GIFT_SHOPS),
    "Wholesale from the three gift shops FY26: Paper Daisy, Salt and Pepper Living, Hunter St Homestore "
    "(not the Coastline corporate order, not Kowhai & Co in NZ)",
    lean=True,
)
fig(
    "how much did i recieve from kowhai for the nz order",
    ["casual", "misspelt"],
    inc(cps=[KOWHAI]),
    "Kowhai & Co (Wellington) deposit + balance, via Wise, FY26",
    lean=True,
)
fig(
    "total sales banked last fy",
    ["casual", "abbrev"],
    inc(),
    "All Sales Income credits FY26 as banked (payouts net of fees, market cash, wholesale); the 89.00 refund to "
    "J Whitfield is money out and not netted",
    lean=True,
)
fig(
    "sales banked in the back half of the year",
    ["casual", "composed"],
    inc(H2),
    "Sales Income credits Jan-Jun 2026",
    lean=True,
)
fig(
    "what came in from sales last quarter",
    ["casual", "composed"],
    inc(Q["Q4"]),
    "Today 21 Aug 2026: the last completed quarter is Apr-Jun 2026 (Q4 FY26); Sales Income credits",
    lean=True,
)
fig(
    "paypal last august",
    ["casual"],
    inc(M(2025, 8), [PAYPAL]),
    "PayPal withdrawals Aug 2025 (today is Aug 2026, 'last August' = Aug 2025)",
    lean=True,
)
fig(
    "dec qtr sales not counting shopify",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"], excl=[SHOP]),
    "Sales Income credits Q2 (Oct-Dec 2025) other than Shopify payouts",
    lean=True,
)
fig(
    "avg sales banked per month",
    ["casual", "composed"],
    inc(),
    "Sales Income credits FY26 / 12",
    post="avg",
    div=12,
    lean=True,
)
fig(
    "ebay in the second half", ["casual", "composed"], inc(H2, [EBAY]), "eBay payouts Jan-Jun 2026", lean=True
)
fig(
    "what did the coastline order bring in",
    ["casual"],
    inc(cps=[COAST]),
    "Coastline Property Group corporate gift order (Dec 2025)",
    lean=True,
)
fig(
    "how much did the platforms pay me in october",
    ["casual", "composed"],
    inc(M(2025, 10), [SHOP, PAYPAL, AFTER, AMZ, EBAY]),
    "Shopify, PayPal, Afterpay, Amazon and eBay payouts Oct 2025 (not cash, not wholesale)",
    lean=True,
)
fig(
    "what did ollie send me all up",
    ["casual"],
    rows(cps=[OLLIE], money="in"),
    "Oliver (Ollie) Reyes' transfers towards rent and bills FY26 (private, not income)",
    lean=True,
)
fig(
    "how much did i pull back out of savings",
    ["casual"],
    rows(cps=[SAVINGS], money="in"),
    "Transfers in from own savings 984216748 FY26",
)
# --- money out, whole amounts as the bank shows them (no business-share cut unless asked) ---
fig(
    "diesel for the van this fy",
    ["casual", "abbrev"],
    rows(test=diesel),
    "Fuel rows that are the van's diesel (docket, 85 % rows), whole amounts FY26",
    lean=True,
)
fig(
    "how much fuel did i put in ollies corolla",
    ["casual"],
    rows(test=unleaded),
    "Fuel rows that are unleaded for Ollie's Corolla (0 % rows) FY26",
    lean=True,
)
fig(
    "how much have i sent wise",
    ["casual"],
    rows(cps=WISE),
    "Osko payments to Wise Australia (overseas suppliers, Wise fees included) FY26",
    lean=True,
)
fig(
    "what did i send hoi an this yr",
    ["casual", "abbrev"],
    rows(cps=[HOIAN]),
    "Wise transfers for Hoi An Rattan Craft Co FY26 (incl. the in-transit order paid May/Jun 2026)",
    lean=True,
)
fig(
    "broker bills for the year",
    ["casual"],
    rows(cps=[BROKER]),
    "Hunter Customs & Freight invoices FY26 (freight, duty, import GST, ABF charge, own charges)",
    lean=True,
)
fig("dhl duties and taxes", ["casual"], rows(cps=[DHL]), "DHL Express BPAYs (Ceramica Alcobaca parcels) FY26")
fig(
    "byron wick candles in the first half",
    ["casual", "composed"],
    rows(H1, cps=[BYRON]),
    "Byron Wick & Wax transfers Jul-Dec 2025",
    lean=True,
)
fig("what have i paid mara", ["casual"], rows(cps=[MARA]), "Mara Kuiper (potter) invoices FY26", lean=True)
fig(
    "unit rent for the year once the doubled feb one came back",
    ["casual", "composed"],
    rows(cps=[UNIT]),
    "All Lakeview Industrial rows FY26: 13 transfers out (incl. the duplicate 2 Feb) less the 9 Feb refund",
    lean=True,
)
fig("home rent all yr", ["casual", "abbrev"], rows(cps=[HOME]), "Coastal Homes Real Estate (9 Tudor St) FY26")
fig(
    "fb ads plus the overseas fee on them",
    ["casual", "abbrev", "composed"],
    rows(cps=["Meta Platforms Ireland"])
    + rows(cats=("Bank Fees",), test=lambda r: "Meta Platforms" in r["note"]),
    "Meta (Facebook / Instagram) ad charges + the bank's 3 % fee rows on them FY26",
    lean=True,
)
fig(
    "how much did the bank sting me in international fees",
    ["casual"],
    rows(test=lambda r: r["description"].startswith("INTERNATIONAL TRANSACTION FEE")),
    "All INTERNATIONAL TRANSACTION FEE rows FY26 (business and the one private Etsy fee)",
)
fig(
    "mypost in the dec qtr",
    ["casual", "abbrev", "composed"],
    rows(Q["Q2"], cps=[MYPOST]),
    "Australia Post MyPost Business label batches Q2 (Oct-Dec 2025)",
    lean=True,
)
fig(
    "postage all up, mypost and sendle",
    ["casual", "composed"],
    rows(cps=[MYPOST, SENDLE]),
    "MyPost Business + Sendle FY26 (not the Tasman air freight)",
    lean=True,
)
fig(
    "packaging from hunter packaging",
    ["casual"],
    rows(cps=["Hunter Packaging Supplies"]),
    "Hunter Packaging Supplies FY26",
)
fig(
    "what did tessa cost me for photos",
    ["casual"],
    rows(cps=["Tessa Moloney (product photographer)"]),
    "Tessa Moloney, product photographer, FY26",
    lean=True,
)
fig(
    "market stall fees for the yr",
    ["casual", "abbrev"],
    rows(cps=STALLS),
    "Harbourside Events + Maitland Makers Market + St Columba's P&F FY26",
)
fig(
    "power for the unit",
    ["casual"],
    rows(cps=["EnergyAustralia"]),
    "EnergyAustralia (Unit 7) FY26, not AGL (home)",
    lean=True,
)
fig(
    "van rego green slip and aami together",
    ["casual", "composed"],
    rows(cps=VANCOSTS),
    "Service NSW rego + NRMA CTP + AAMI comprehensive (the van), whole amounts",
    lean=True,
)
fig(
    "bunnings cardiff",
    ["casual"],
    rows(cps=["Bunnings Cardiff"]),
    "Bunnings Cardiff (unit) FY26, not Kotara",
    lean=True,
)
fig(
    "groceries since jan",
    ["casual", "composed"],
    rows(H2, cats=("Groceries",)),
    "Groceries (Aldi, Coles, Harris Farm, Woolworths) 1 Jan - 30 Jun 2026",
)
fig(
    "what went to the ato for the bas, not the tax bill",
    ["casual", "composed"],
    rows(cps=["ATO"], test=lambda r: "activity statement" in r["note"]),
    "The 4 BAS BPAYs to the ATO FY26 (GST + PAYG instalments), not the 25 Nov FY2025 income tax 2,316.45",
    lean=True,
)
fig("biggest single payment out", ["casual"], rows(money="out"), "Largest debit FY26", post="max")
fig(
    "avg mypost batch",
    ["casual", "abbrev"],
    rows(cps=[MYPOST]),
    "MyPost Business FY26 / number of batches",
    post="avg",
)
fig(
    "xero shopify plan and canva combined",
    ["casual", "composed"],
    rows(cps=["Xero", "Shopify", "Canva"]),
    "Xero + Shopify plan (USD charges in AUD, without the bank's fee rows) + Canva Pro FY26",
    lean=True,
)
fig(
    "what did that speeding fine cost",
    ["casual"],
    rows(cps=["Revenue NSW"]),
    "Revenue NSW fine (11 Mar 2026); 'that' = the one fine in the file",
    lean=True,
)
# --- GST / BAS (hand_worked.py worksheet; per-row sums as alsoAccepted) and the return ---
gfig("1A for the sept qtr", ["casual", "abbrev"], ["Q1"], "1A", "1A Q1 (Jul-Sep 2025), worksheet")
gfig("net gst on the march qtr bas", ["casual", "abbrev"], ["Q3"], "net", "Net GST Q3 (1A - 1B), worksheet")
gfig("G2 exports for the yr", ["abbrev"], ["Y"], "G2", "G2 FY26: overseas web orders + Kowhai & Co")
gfig("gst credits apr-jun", ["casual", "abbrev"], ["Q4"], "1B", "1B Q4 (Apr-Jun 2026), worksheet")
tfig(
    "whats my net business income for the return",
    ["casual"],
    "P8-netIncome",
    "P8 net income FY26 (earnings basis, stock adjusted), hand_worked.py tax summary",
)
tfig(
    "cost of sales for the yr",
    ["casual", "abbrev"],
    "P8-cost-of-sales",
    "Opening stock + purchases - closing stock (incl. goods in transit), hand_worked.py tax summary",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "shopify vs amazon, which paid me more",
    ["casual", "composed"],
    inc(cps=[SHOP]),
    inc(cps=[AMZ]),
    "Shopify",
    "Amazon",
    "Shopify payouts vs Amazon settlements FY26, as banked",
    lean=True,
)
cmp(
    "afterpay or paypal - which banked more",
    ["casual", "composed"],
    inc(cps=[AFTER]),
    inc(cps=[PAYPAL]),
    "Afterpay",
    "PayPal",
    "Afterpay vs PayPal FY26, as banked",
    lean=True,
)
cmp(
    "did i bank more sales in the first half or the second half",
    ["casual", "composed"],
    inc(H1),
    inc(H2),
    "first half",
    "second half",
    "Sales Income credits Jul-Dec 2025 vs Jan-Jun 2026",
    lean=True,
)
cmp(
    "dec qtr vs june qtr sales",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"]),
    inc(Q["Q4"]),
    "Dec quarter",
    "June quarter",
    "Sales Income credits Q2 vs Q4",
    lean=True,
)
cmp(
    "shopify nov vs dec",
    ["casual", "composed"],
    inc(M(2025, 11), [SHOP]),
    inc(M(2025, 12), [SHOP]),
    "November",
    "December",
    "Shopify payouts Nov vs Dec 2025",
    lean=True,
)
cmp(
    "did the house or the unit cost more in rent",
    ["casual", "composed"],
    rows(cps=[HOME]),
    rows(cps=[UNIT], cats=("Rent & Mortgage",)),
    "the house",
    "the unit",
    "Home rent (Coastal Homes) vs Unit 7 rent (12 monthly Lakeview transfers; the duplicate and its refund left out)",
    sign=-1,
    lean=True,
)
cmp(
    "van diesel first half vs second half",
    ["casual", "composed"],
    rows(H1, test=diesel),
    rows(H2, test=diesel),
    "first half",
    "second half",
    "Van diesel rows Jul-Dec 2025 vs Jan-Jun 2026",
    sign=-1,
    lean=True,
)
cmp(
    "home power or unit power, which was more",
    ["casual", "composed"],
    rows(cps=["AGL"]),
    rows(cps=["EnergyAustralia"]),
    "home power",
    "unit power",
    "AGL (home) vs EnergyAustralia (Unit 7) FY26",
    sign=-1,
    lean=True,
)
gcmp(
    "was net gst bigger in q1 or q2",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q2",
    "net",
    "Q1",
    "Q2",
    "Net GST Q1 vs Q2 (worksheet)",
)
cmp(
    "did i send more to hoi an or denzili",
    ["casual", "misspelt", "composed"],
    rows(cps=[HOIAN]),
    rows(cps=[DENIZ]),
    "Hoi An",
    "Denizli",
    "Wise transfers for Hoi An Rattan vs Denizli Loom FY26",
    sign=-1,
    lean=True,
)

# ======================= count (8) =======================
cnt("how many shopify payouts came in", ["casual"], len(inc(cps=[SHOP])), "Shopify payout rows FY26")
cnt(
    "how many times did i bank market cash",
    ["casual", "composed"],
    len(inc(cps=[CASH])),
    "CASH DEPOSIT rows FY26",
    lean=True,
)
cnt(
    "how many afterpay setlements were over $1000",
    ["casual", "misspelt", "composed"],
    len([r for r in inc(cps=[AFTER]) if A(r) > 1000]),
    "Afterpay settlements over 1,000.00 FY26",
    lean=True,
)
cnt("how many wise transfers did i do", ["casual"], len(rows(cps=WISE)), "Osko payments to Wise FY26")
cnt(
    "how many times did i fill the van", ["casual"], len(rows(test=diesel)), "Van diesel rows FY26", lean=True
)
cnt(
    "how many broker invoices did i pay",
    ["casual"],
    len(rows(cps=[BROKER])),
    "Hunter Customs & Freight rows FY26",
)
cnt(
    "how many amazon payouts in the first half",
    ["casual", "composed"],
    len(inc(H1, [AMZ])),
    "Amazon settlement rows Jul-Dec 2025",
    lean=True,
)
_direct = sorted(set(DIRECT[r["counterparty"]] for r in inc(cps=list(DIRECT))))
cnt(
    "how many diff businesses paid me direct, not thru a platform",
    ["casual", "abbrev", "composed"],
    len(_direct),
    "Distinct wholesale / corporate payers paying into the account FY26 (cash takings not a business)",
    f"{len(_direct)} distinct payers: " + ", ".join(_direct),
    lean=True,
)

# ======================= list (7) =======================
lst(
    "who paid me direct, not thru a platform",
    ["casual", "composed"],
    [DIRECT[r["counterparty"]] for r in inc(cps=list(DIRECT))],
    "Wholesale / corporate payers FY26 (not Shopify, PayPal, Afterpay, Amazon, eBay; not cash)",
    lean=True,
)
lst(
    "who did i bpay",
    ["casual"],
    [
        {DHL: "DHL Express"}.get(r["counterparty"], r["counterparty"])
        for r in rows(test=lambda r: r["description"].startswith("BPAY "))
    ],
    "BPAY billers FY26",
)
lst(
    "which servos did i fill the van at in the dec qtr",
    ["casual", "abbrev", "composed"],
    [r["counterparty"] for r in rows(Q["Q2"], test=diesel)],
    "Servo brands with a van diesel row Oct-Dec 2025",
    lean=True,
)
lst(
    "who paid me from the 23rd of june on",
    ["casual", "composed"],
    [
        {
            SHOP: "Shopify",
            PAYPAL: "PayPal",
            AFTER: "Afterpay",
            AMZ: "Amazon",
            EBAY: "eBay",
            CASH: "market cash",
        }.get(r["counterparty"], r["counterparty"])
        for r in inc(("2026-06-23", "2026-06-30"))
    ],
    "Sales Income payers 23-30 Jun 2026 (posting date)",
    lean=True,
)
lst(
    "which months did i bank market cash",
    ["casual", "composed"],
    [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in inc(cps=[CASH])],
    "Months (posting date) with a CASH DEPOSIT, in date order",
    sort=False,
    lean=True,
)
lst(
    "what direct debits come out",
    ["casual"],
    [r["counterparty"] for r in rows(test=lambda r: r["description"].startswith("DIRECT DEBIT "))],
    "Direct debit payees FY26",
)
lst(
    "which months did the broker bill me",
    ["casual"],
    [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in rows(cps=[BROKER])],
    "Months (posting date) with a Hunter Customs & Freight payment, in date order",
    sort=False,
    lean=True,
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much was it in march",
        ["casual"],
        "'it' has no antecedent: sales, a platform's payouts, a supplier, the BAS? March 2026 assumed, but ask what",
    ),
    (
        "how much was that broker invoice",
        ["casual"],
        "'that' invoice: Hunter Customs & Freight billed 7 times (Sep 2025 - Jun 2026) and DHL twice: ask which one",
    ),
    (
        "how much was the rent this yr",
        ["casual", "abbrev"],
        "Home rent (Coastal Homes, 9 Tudor St) or Unit 7 (Lakeview), or both? The doubled Feb unit rent in or out?: ask",
    ),
    (
        "whats the power bill come to",
        ["casual"],
        "AGL at home (private) or EnergyAustralia at the unit (business), or both?: ask",
    ),
    (
        "how much was shopify",
        ["casual"],
        "Shopify payouts in (web-store sales, net of fees), the Shopify plan out (USD 39 a month + bank fee), or "
        "Shopify gross sales (144,915.90)?: ask",
    ),
    (
        "how much wholesale did i do",
        ["casual"],
        "The three gift shops only, or also the Coastline corporate gift order and Kowhai & Co in NZ (export)?: ask",
    ),
    (
        "what did the van cost me",
        ["casual"],
        "Diesel only, or also rego, green slip, AAMI, Hunter Toyota services, the fine? Whole amounts or the 85 % "
        "share, or the pool deduction?: ask",
    ),
    (
        "how much tax did i pay last fy",
        ["casual", "abbrev"],
        "BAS payments (GST + PAYG instalments, one for Q4 FY2025), the FY2025 income tax balance, or all 5 ATO BPAYs?: ask",
    ),
    (
        "what did i make last yr",
        ["casual", "abbrev"],
        "Sales banked (net payouts), gross sales (G1), P8 income, or net business income after costs?: ask",
    ),
    (
        "what did the imports cost me",
        ["casual"],
        "Supplier payments (Wise, Visa) only, or landed cost with broker / DHL freight, duty and charges? With "
        "import GST (claimed back) or without? The in-transit order?: ask",
    ),
]:
    add(q, st, "clarify", {"why": rd}, rd, "no figure: ask back", lean=True)

# ======================= decline (10) =======================
for q, st, why, rd in [
    ("should i go to monthly bas", ["casual", "abbrev"], "advice", "Tax-administration advice (BAS cycle)"),
    ("is it worth keeping the ebay store going", ["casual"], "advice", "Business advice"),
    (
        "can i claim the corolla fuel if i use it for a market run",
        ["casual"],
        "advice",
        "Deductibility advice",
    ),
    (
        "what will shopify pay me this month",
        ["casual"],
        "forecast",
        "Forecast (Aug 2026 is after the file ends 30 Jun 2026)",
    ),
    (
        "how much gst will i owe on the sept qtr bas",
        ["casual", "abbrev"],
        "forecast",
        "Forecast of a future BAS (Jul-Sep 2026)",
    ),
    ("pay the broker for the hoi an shipment thats landing", ["casual"], "action", "Action: make a payment"),
    ("send meg $200", ["casual"], "action", "Action: move money"),
    (
        "what came in last month",
        ["casual"],
        "data not held",
        "Today 21 Aug 2026: last month is July 2026, after the file ends (30 Jun 2026)",
    ),
    (
        "whats in my savings account now",
        ["casual"],
        "data not held",
        "Savings account 984216748 is not in this file (only transfers to and from it)",
    ),
    (
        "how many orders did i ship overseas",
        ["casual"],
        "data not held",
        "Order counts are in the platform reports, not in the bank data",
    ),
]:
    add(q, st, "decline", {"reason": why}, rd, "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
assert sum(1 for d in items if {"casual", "misspelt"} & set(d["style"])) >= 34
assert sum(1 for d in items if "composed" in d["style"]) >= 25, sc
assert LEAN >= 30, LEAN
out = [
    {
        "id": f"rtq{i:03d}",
        "question": d["question"],
        "style": d["style"],
        "kind": d["kind"],
        "expected": d["expected"],
        "reading": d["reading"],
        "working": d["working"],
    }
    for i, d in enumerate(items, 1)
]
json.dump(
    out, open(HERE / "assistant_questions_heldout.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print(
    "wrote",
    len(out),
    "items",
    dict(kc),
    "styles",
    dict(sc),
    "composed",
    sum(1 for d in items if "composed" in d["style"]),
    "lean",
    LEAN,
)
