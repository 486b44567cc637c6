"""Builds out/assistant_questions_heldout.json: 100 questions (set heldout, ids inv001-inv100) for Dianne Kovac,
investigator, Geelong VIC, FY2026. Answers by plain arithmetic over data/labels.csv (date, amount, description,
category) and, for BAS / return figures, the printout of data/hand_worked.py. Stdlib only, deterministic.
Today = Monday 20 July 2026.  Run: python3 out/answers.py"""

import csv, json, re, subprocess, sys
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
C = Decimal("0.01")
FY = ("2025-07-01", "2026-06-30")
P = {
    "FY": FY,
    "Q1": ("2025-07-01", "2025-09-30"),
    "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"),
    "Q4": ("2026-04-01", "2026-06-30"),
    "H1": ("2025-07-01", "2025-12-31"),
    "H2": ("2026-01-01", "2026-06-30"),
    "MAR+": ("2026-03-01", "2026-06-30"),
    "JUN": ("2026-06-01", "2026-06-30"),
    "NOV": ("2025-11-01", "2025-11-30"),
    "OCT": ("2025-10-01", "2025-10-31"),
}
r2 = lambda x: Decimal(x).quantize(C, rounding=ROUND_HALF_UP)
s2 = lambda x: str(r2(x))
A = lambda r: Decimal(r["amount"])
FUEL = r"7-ELEVEN|SHELL COLES|AMPOL|4562 BP |UNITED LARA"
TAKE = r"PACKINGTON|PIZZA CAPERS|UBER \*EATS|FISHERMANS|GUZMAN|LORNE HOTEL"
NAMES = [
    ("HARWOOD", "Harwood & Pike Lawyers"),
    ("CORIO", "Corio Bay Legal"),
    ("MCKELLAR", "McKellar Stone Partners"),
    ("CORPAY", "Southern Mutual Insurance (Corpay)"),
    ("BARWON COAST", "Barwon Coast Shire Council"),
    ("SURFCOAST", "Surfcoast Aged Care"),
    ("GEELONG PORT", "Geelong Port Logistics"),
    ("WISE", "Ashdown Reeve LLP (Wise)"),
    ("STRIPE", "Stripe (private clients)"),
    ("7-ELEVEN", "7-Eleven"),
    ("AMPOL", "Ampol"),
    ("4562 BP ", "BP"),
    ("SHELL", "Shell"),
    ("UNITED", "United"),
    ("AUSSIE BROADBAND", "Aussie Broadband"),
    ("CBA HOME", "CBA Home Loan"),
    ("GOODLIFE", "Goodlife"),
    ("ILLION", "illion"),
    ("POWERSHOP", "Powershop"),
    ("TELSTRA", "Telstra"),
    ("BPAY ATO", "ATO"),
    ("AUSTRALIANSUPER", "AustralianSuper"),
    ("BIZCOVER", "BizCover"),
    ("RACV", "RACV"),
    ("VICROADS", "VicRoads"),
    ("HUNCHLY", "Hunchly"),
    ("OTTER", "Otter.ai"),
    ("SKOPENOW", "Skopenow"),
]


def nm(r):
    return next(n for k, n in NAMES if k in r["description"])


def sel(per, rx, mode, excl=None):
    lo, hi = P[per]
    out = []
    for r in L:
        if not lo <= r["date"] <= hi or not re.search(rx, r["description"]):
            continue
        if excl and re.search(excl, r["description"]):
            continue
        if mode == "inc" and r["category"] != "Sales Income":
            continue
        if mode == "in" and A(r) <= 0:
            continue
        out.append(r)
    return out


def tot(rs):
    t = sum((A(r) for r in rs), Decimal(0))
    return -t if t < 0 else t


HW = subprocess.run([sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True).stdout
BASQ, TAX, q = {}, {}, None
for line in HW.splitlines():
    m = re.match(r"(Q[1-4]) FY2026", line)
    if m:
        q = m.group(1)
        continue
    if "G1=" in line and q:
        BASQ[q] = dict(kv.split("=") for kv in line.split())
        q = None
        continue
    m = re.match(r"\s+(P8-\S+|D\d+|homeOffice|totalDeductions)\S*.*?\s(-?[\d.]+)$", line)
    if m:
        TAX[m.group(1)] = m.group(2)

items, SPEC = [], []


def add(q, style, kind, expected, reading, working, spec=None):
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
    SPEC.append(spec)


def fig(q, style, per, rx, mode, reading, post="sum", excl=None, div=None):
    rs = sel(per, rx, mode, excl)
    t, n = tot(rs), len(rs)
    if post == "sum":
        e, w = {"amount": s2(t), "transactions": n}, f"sum of {n} rows = {s2(t)}"
    elif post == "avg":
        d = div or n
        e, w = {"amount": s2(t / d), "transactions": n}, f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
    else:
        pick = (max if post == "max" else min)(rs, key=lambda r: abs(A(r)))
        e = {"amount": s2(abs(A(pick))), "transactions": 1}
        w = f"{post} of {n} rows: line {pick['line']} {pick['date']} {pick['description'][:45]}"
    add(q, style, "figure", e, reading, w)


def gfig(q, style, qq, field, reading):
    v = BASQ[qq][field]
    e = {"amount": v}
    alt = BASQ[qq].get(field + "-per-row")
    if alt and alt != v:
        e["alsoAccepted"] = [alt]
    add(q, style, "figure", e, reading, f"hand_worked.py worksheet {qq} {field} = {v}")


def tfig(q, style, key, reading):
    add(q, style, "figure", {"amount": TAX[key]}, reading, f"hand_worked.py tax summary {key} = {TAX[key]}")


def cmp(q, style, a, b, reading):
    ra, rb = sel(*a[1:4]), sel(*b[1:4])
    ta, tb = tot(ra), tot(rb)
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(ta), s2(tb)], "answer": a[0] if ta > tb else b[0]},
        reading,
        f"{a[0]}: {len(ra)} rows = {s2(ta)} | {b[0]}: {len(rb)} rows = {s2(tb)}",
    )


def cnt(q, style, per, rx, mode, reading, gt=None, excl=None):
    rs = [r for r in sel(per, rx, mode, excl) if gt is None or abs(A(r)) > gt]
    add(q, style, "count", {"count": len(rs)}, reading, f"{len(rs)} rows")


def lst(q, style, per, rx, mode, reading, months=False, excl=None):
    rs = sel(per, rx, mode, excl)
    if months:
        seen = []
        for r in sorted(rs, key=lambda r: r["date"]):
            m = (
                [
                    "January",
                    "February",
                    "March",
                    "April",
                    "May",
                    "June",
                    "July",
                    "August",
                    "September",
                    "October",
                    "November",
                    "December",
                ][int(r["date"][5:7]) - 1]
                + " "
                + r["date"][:4]
            )
            if m not in seen:
                seen.append(m)
        it = seen
    else:
        it = sorted(set(nm(r) for r in rs))
    add(q, style, "list", {"items": it}, reading, f"{len(it)} items: " + ", ".join(it))


INC = "^DIRECT CREDIT"
# ---------------- figures: income and money in (22) ----------------
fig(
    "how much did harwood pay me this yr",
    ["casual", "abbrev"],
    "FY",
    "HARWOOD PIKE",
    "inc",
    "Harwood & Pike Lawyers EFT payments FY26",
)
fig(
    "corio bay total for the year, not counting the double up",
    ["casual", "composed"],
    "FY",
    "CORIO BAY",
    "inc",
    "Corio Bay Legal payments FY26 less the duplicate INV1123 (19 Feb 2026, returned)",
)
fig(
    "mckellar stone - what did they pay all up",
    ["casual"],
    "FY",
    "MCKELLAR STONE",
    "inc",
    "McKellar Stone Partners payments FY26",
)
fig(
    "how much has southern mutual paid me thru corpay",
    ["casual", "abbrev"],
    "FY",
    "CORPAY PAYMENTS SMI",
    "inc",
    "Southern Mutual Insurance claims work, paid via Corpay, FY26",
)
fig(
    "stripe payouts for the year?",
    ["casual"],
    "FY",
    "STRIPE PAYMENTS",
    "inc",
    "Stripe payouts FY26 as banked (net of Stripe's fee)",
)
fig(
    "what did the london mob pay me via wise",
    ["casual"],
    "FY",
    "WISE AUSTRALIA",
    "inc",
    "Ashdown Reeve LLP via Wise FY26",
)
fig(
    "workplace investigations - total from the employers (council, aged care, port)",
    ["composed"],
    "FY",
    "BARWON COAST|SURFCOAST|GEELONG PORT",
    "inc",
    "Barwon Coast Shire + Surfcoast Aged Care + Geelong Port Logistics FY26",
)
fig(
    "total income sept qtr",
    ["casual", "abbrev", "composed"],
    "Q1",
    INC,
    "inc",
    "Income Q1 (Jul-Sep 2025): Sales Income rows as banked",
)
fig(
    "how much came in in the first half of the fy",
    ["casual", "abbrev", "composed"],
    "H1",
    INC,
    "inc",
    "Income Jul-Dec 2025, as banked",
)
fig("income since march", ["casual", "composed"], "MAR+", INC, "inc", "Income 1 Mar - 30 Jun 2026, as banked")
fig(
    "what did i earn last month",
    ["casual", "composed"],
    "JUN",
    INC,
    "inc",
    "Income June 2026 (today 20 Jul 2026), as banked",
)
fig("how much came in in novmber", ["casual", "misspelt"], "NOV", INC, "inc", "Income Nov 2025, as banked")
fig(
    "avg monthly income over the fy",
    ["casual", "abbrev", "composed"],
    "FY",
    INC,
    "inc",
    "Income FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "biggest single payment from the insurer",
    ["casual"],
    "FY",
    "CORPAY PAYMENTS SMI",
    "inc",
    "Largest Corpay (Southern Mutual) payment FY26",
    post="max",
)
fig(
    "smallest stripe payout",
    ["casual"],
    "FY",
    "STRIPE PAYMENTS",
    "inc",
    "Smallest Stripe payout FY26",
    post="min",
)
fig(
    "average stripe payout?",
    ["casual", "composed"],
    "FY",
    "STRIPE PAYMENTS",
    "inc",
    "Stripe payouts FY26 / number of payouts",
    post="avg",
)
fig(
    "how much has mark chipped in for bills this year",
    ["casual"],
    "FY",
    "MARK ELLISON",
    "in",
    "Mark Ellison's fortnightly OSKO deposits FY26 (not income)",
)
fig("medicare rebates total", ["casual", "abbrev"], "FY", "MEDICARE", "in", "Medicare Benefits credits FY26")
fig(
    "how much did i pull back out of savings (S1)",
    ["casual", "abbrev"],
    "FY",
    "TRANSFER FROM S1",
    "in",
    "Transfers from own savings S1 FY26",
)
fig("income jan to mar", ["casual", "composed"], "Q3", INC, "inc", "Income Q3 (Jan-Mar 2026), as banked")
fig(
    "how much did the council pay me",
    ["casual"],
    "FY",
    "BARWON COAST",
    "inc",
    "Barwon Coast Shire Council payments FY26",
)
fig(
    "tracey paid me back how much",
    ["casual"],
    "FY",
    "TRACEY N HALL",
    "in",
    "Tracey Hall's paybacks (footy tix, dinner) FY26",
)
# ---------------- figures: spending (25) ----------------
fig(
    "how much on fuel this fy",
    ["casual", "abbrev"],
    "FY",
    FUEL,
    "all",
    "Fuel (7-Eleven, Shell, Ampol, BP, United) FY26, whole amounts",
)
fig("fuel since march", ["casual", "composed"], "MAR+", FUEL, "all", "Fuel 1 Mar - 30 Jun 2026")
fig(
    "avg fuel spend per month",
    ["casual", "abbrev", "composed"],
    "FY",
    FUEL,
    "all",
    "Fuel FY26 / 12",
    post="avg",
    div=12,
)
fig("linkt top ups total", ["casual"], "FY", "LINKT", "all", "Linkt toll top-ups FY26")
fig("what have i spent on infotrack searches", ["casual"], "FY", "INFOTRACK", "all", "InfoTrack charges FY26")
fig("illion for the year", ["casual"], "FY", "ILLION", "all", "illion direct debits FY26")
fig(
    "skopenow subs total (not the fx fee)",
    ["casual", "abbrev"],
    "FY",
    "4562 SKOPENOW",
    "all",
    "Skopenow purchases FY26 in AUD, without the overseas fee rows",
    excl="OVERSEAS TXN FEE",
)
fig(
    "how much have the bank's overseas fees cost me",
    ["casual"],
    "FY",
    "^OVERSEAS TXN FEE",
    "all",
    "Police Bank OVERSEAS TXN FEE rows FY26",
)
fig(
    "parking for jobs, how much",
    ["casual"],
    "FY",
    "PARKING|CELLOPARK|CITY OF GREATER GEELO",
    "all",
    "Parking (Wilson, Secure, Cellopark, City of Greater Geelong) FY26",
)
fig("telstra bill total", ["casual"], "FY", "TELSTRA", "all", "Telstra direct debits FY26, whole amounts")
fig(
    "how much did powershop take this yr",
    ["casual", "abbrev"],
    "FY",
    "POWERSHOP",
    "all",
    "Powershop direct debits FY26, whole amounts",
)
fig(
    "aussie bb for the year",
    ["casual", "abbrev"],
    "FY",
    "AUSSIE BROADBAND",
    "all",
    "Aussie Broadband direct debits FY26",
)
fig(
    "m365 and xero together",
    ["abbrev", "composed"],
    "FY",
    "MICROSOFT 365|XERO",
    "all",
    "Microsoft 365 + Xero FY26",
)
fig(
    "how much was the sony camera",
    ["casual"],
    "FY",
    "CAMERA HOUSE",
    "all",
    "The Sony FX30 kit: largest Camera House row (21 Oct 2025)",
    post="max",
)
fig(
    "groceries in the dec qtr",
    ["casual", "abbrev", "composed"],
    "Q2",
    "WOOLWORTHS|ALDI STORES|COLES 0782",
    "all",
    "Woolworths + Aldi + Coles Oct-Dec 2025",
)
fig(
    "takeaway total this year",
    ["casual"],
    "FY",
    TAKE,
    "all",
    "Takeaway & dining (Packington, Pizza Capers, Uber Eats, Fishermans Pier, GYG, Lorne Hotel) FY26",
)
fig("uber eats, how bad was it", ["casual"], "FY", r"UBER \*EATS", "all", "Uber Eats FY26")
fig("goodlife for the yr", ["casual", "abbrev"], "FY", "GOODLIFE", "all", "Goodlife gym direct debits FY26")
fig(
    "home loan repayments total", ["casual"], "FY", "CBA HOME LOAN", "all", "CBA home loan direct debits FY26"
)
fig(
    "how much went into australiansuper",
    ["casual"],
    "FY",
    "AUSTRALIANSUPER",
    "all",
    "AustralianSuper personal contributions FY26",
)
fig(
    "what did i pay the ato in total",
    ["casual"],
    "FY",
    "^BPAY ATO",
    "all",
    "BPAY to ATO FY26 (BAS + PAYG instalments; refund not netted)",
)
fig(
    "how much cash did i take out of the atm",
    ["casual", "abbrev"],
    "FY",
    "ATM WITHDRAWAL",
    "all",
    "ATM withdrawals FY26",
)
fig(
    "netflix n spotify total",
    ["casual", "misspelt"],
    "FY",
    "NETFLIX|SPOTIFY",
    "all",
    "Netflix + Spotify FY26",
)
fig(
    "mildura trip cost - hotel and food",
    ["casual", "composed"],
    "FY",
    "MILDURA GRAND|STEFANOS",
    "all",
    "Mildura job Mar 2026: hotel + meal",
)
fig("ofice works spend", ["casual", "misspelt"], "FY", "OFFICEWORKS", "all", "Officeworks FY26")
# ---------------- GST / BAS (5) and return (3) ----------------
gfig(
    "whats my 1a for the sept qtr",
    ["casual", "abbrev"],
    "Q1",
    "1A",
    "BAS Q1 FY26 label 1A (GST on sales), worksheet",
)
gfig(
    "gst credits 1b dec qtr", ["abbrev"], "Q2", "1B", "BAS Q2 FY26 label 1B, worksheet; per-row sum accepted"
)
gfig("net gst for jan-mar", ["casual", "abbrev"], "Q3", "net", "BAS Q3 FY26 1A - 1B")
gfig("G1 for apr-jun", ["abbrev"], "Q4", "G1", "BAS Q4 FY26 G1 total sales (Stripe at gross)")
gfig(
    "g10 in the oct-dec bas",
    ["abbrev", "casual"],
    "Q2",
    "G10",
    "BAS Q2 FY26 G10 capital purchases (camera kit)",
)
tfig(
    "what's my net business income for the tax return",
    ["casual"],
    "P8-netIncome",
    "Return P8 net income, hand_worked.py tax summary",
)
tfig(
    "home office claim amount?",
    ["casual"],
    "homeOffice",
    "Home office (actual costs) in P8 other, hand_worked.py",
)
tfig(
    "total deductions incl super and donations",
    ["composed", "abbrev"],
    "totalDeductions",
    "P8 expenses + D9 + D10 + D12, hand_worked.py",
)
# ---------------- compare (10) ----------------
cmp(
    "harwood or mckellar, who paid more",
    ["casual", "composed"],
    ("Harwood", "FY", "HARWOOD PIKE", "inc"),
    ("McKellar", "FY", "MCKELLAR STONE", "inc"),
    "Harwood & Pike vs McKellar Stone FY26",
)
cmp(
    "did i make more in the sept qtr or dec qtr",
    ["casual", "abbrev", "composed"],
    ("Sept quarter", "Q1", INC, "inc"),
    ("Dec quarter", "Q2", INC, "inc"),
    "Income Q1 vs Q2 as banked",
)
cmp(
    "stripe vs corpay - which brought in more",
    ["composed"],
    ("Stripe", "FY", "STRIPE PAYMENTS", "inc"),
    ("Corpay", "FY", "CORPAY PAYMENTS SMI", "inc"),
    "Stripe payouts vs Corpay payments FY26",
)
cmp(
    "more on fuel or takeaway?",
    ["casual", "composed"],
    ("fuel", "FY", FUEL, "all"),
    ("takeaway", "FY", TAKE, "all"),
    "Fuel vs takeaway FY26",
)
cmp(
    "woolies or coles, where do i spend more",
    ["casual", "abbrev", "composed"],
    ("Woolworths", "FY", "WOOLWORTHS", "all"),
    ("Coles", "FY", "COLES 0782", "all"),
    "Woolworths (both stores) vs Coles FY26",
)
cmp(
    "skopenow vs otter which costs more",
    ["casual", "composed"],
    ("Skopenow", "FY", "PURCHASE 4562 SKOPENOW", "all"),
    ("Otter", "FY", "PURCHASE 4562 OTTER", "all"),
    "Skopenow vs Otter.ai purchases FY26 (fee rows excluded)",
)
cmp(
    "income oct vs nov",
    ["casual", "abbrev", "composed"],
    ("October", "OCT", INC, "inc"),
    ("November", "NOV", INC, "inc"),
    "Income Oct 2025 vs Nov 2025",
)
cmp(
    "telstra or aussie broadband - bigger bill over the yr",
    ["casual", "composed"],
    ("Telstra", "FY", "TELSTRA", "all"),
    ("Aussie Broadband", "FY", "AUSSIE BROADBAND", "all"),
    "Telstra vs Aussie Broadband FY26",
)
cmp(
    "gyg or pizza capers, which did i spend more at",
    ["casual", "abbrev", "composed"],
    ("GYG", "FY", "GUZMAN", "all"),
    ("Pizza Capers", "FY", "PIZZA CAPERS", "all"),
    "Guzman y Gomez vs Pizza Capers FY26",
)
cmp(
    "first half or second half of the fy - which was better for income",
    ["composed"],
    ("first half", "H1", INC, "inc"),
    ("second half", "H2", INC, "inc"),
    "Income Jul-Dec 2025 vs Jan-Jun 2026",
)
# ---------------- count (8) ----------------
cnt(
    "how many stripe payouts this yr",
    ["casual", "abbrev"],
    "FY",
    "STRIPE PAYMENTS",
    "inc",
    "Stripe payout rows FY26",
)
cnt(
    "how many infotrack searches did i run",
    ["casual"],
    "FY",
    "INFOTRACK",
    "all",
    "InfoTrack charge rows FY26",
)
cnt("how many times did i fill up", ["casual"], "FY", FUEL, "all", "Fuel rows FY26")
cnt("how many transfers from mark", ["casual"], "FY", "MARK ELLISON", "in", "Mark Ellison deposit rows FY26")
cnt(
    "how many times did i sweep money to savings",
    ["casual"],
    "FY",
    "TRANSFER TO S1",
    "all",
    "TRANSFER TO S1 rows FY26",
)
cnt(
    "corpay payments over 3k - how many",
    ["casual", "abbrev", "composed"],
    "FY",
    "CORPAY PAYMENTS SMI",
    "inc",
    "Corpay payments above 3,000.00 FY26",
    gt=3000,
)
cnt(
    "how many uber eats orders jan-mar",
    ["casual", "composed"],
    "Q3",
    r"UBER \*EATS",
    "all",
    "Uber Eats rows Q3",
)
cnt(
    "atm withdrawals how many",
    ["casual", "abbrev"],
    "FY",
    "ATM WITHDRAWAL",
    "all",
    "ATM withdrawal rows FY26",
)
# ---------------- list (7) ----------------
lst(
    "who paid me last month",
    ["casual", "composed"],
    "JUN",
    INC,
    "inc",
    "Payers of Sales Income rows June 2026",
)
lst("which servos do i use", ["casual", "abbrev"], "FY", FUEL, "all", "Fuel brands FY26")
lst("what comes out by direct debit", ["casual"], "FY", "^DIRECT DEBIT", "all", "Direct debit payees FY26")
lst("which bills did i pay by bpay", ["casual", "abbrev"], "FY", "^BPAY", "all", "BPAY billers FY26")
lst(
    "which overseas subs cop the fx fee",
    ["casual", "abbrev"],
    "FY",
    "^OVERSEAS TXN FEE",
    "all",
    "Merchants on OVERSEAS TXN FEE rows FY26",
)
lst(
    "what months did the london firm pay",
    ["casual", "composed"],
    "FY",
    "WISE AUSTRALIA",
    "inc",
    "Months of Wise (Ashdown Reeve) payments, in date order",
    months=True,
)
lst(
    "employer clients that paid me in the first half of the fy",
    ["composed"],
    "H1",
    "BARWON COAST|SURFCOAST|GEELONG PORT",
    "inc",
    "Employer clients paying Jul-Dec 2025",
)
# ---------------- clarify (10) ----------------
CL = [
    (
        "how much did corio bay pay me in feb",
        ["casual", "composed"],
        "Feb 2026 includes INV1123 paid twice and one returned: gross credits or net of the duplicate?",
    ),
    (
        "how much did camera house cost me",
        ["casual"],
        "The capital camera kit, small gear and a refund: all, the kit, or net of refund?",
    ),
    ("how much was it", ["casual"], "No antecedent: which payee or period?"),
    (
        "how much did the law firm pay me",
        ["casual"],
        "Which firm: Harwood & Pike, Corio Bay, McKellar Stone, or the London firm Ashdown Reeve?",
    ),
    (
        "how much did i spend on the car",
        ["casual"],
        "Whole car costs or the 68 % business share, and which items (fuel, tolls, rego, insurance, service, pool depreciation)?",
    ),
    ("what's my gst", ["casual", "abbrev"], "Which quarter, and which field (1A, 1B, net)?"),
    ("how much did i make", ["casual"], "Banked, gross (G1), ex GST, or profit; which period?"),
    (
        "how much went to the tax office",
        ["casual"],
        "ATO BPAYs include BAS GST and PAYG; plus the savings 'TAX' sweeps? and refund netted?",
    ),
    (
        "the stripe one in june, how much",
        ["casual", "abbrev"],
        "Which June payout, and net as banked or gross before the fee?",
    ),
    (
        "what did i get back",
        ["casual"],
        "ATO refund, Medicare, Tracey, refunds, savings transfers, or the duplicate returned?",
    ),
]
for q, st, rd in CL:
    add(q, st, "clarify", {"clarify": True}, rd, "ambiguous: ask back")
# ---------------- decline (10) ----------------
DL = [
    ("should i set up a company instead", ["casual"], "advice"),
    ("is it worth buying a new car thru the business before june", ["casual", "abbrev"], "advice"),
    ("how much will the insurer pay me in august", ["casual"], "forecast"),
    ("will i get audited for the car claim", ["casual"], "prediction"),
    ("move 5k into the S1 savings for me", ["casual", "abbrev"], "action: move money"),
    ("pay the ato bas now", ["casual", "abbrev"], "action: pay a bill"),
    (
        "whats the balance in my savings account",
        ["casual", "abbrev"],
        "data not held: S1 seen only as transfers",
    ),
    ("what's my super balance at australiansuper", ["casual"], "data not held"),
    ("how much does mark earn", ["casual"], "someone else's data"),
    ("how much did harwood pike make last year", ["casual"], "someone else's data"),
]
for q, st, rd in DL:
    add(q, st, "decline", {"decline": True}, rd, "decline: " + rd)

from collections import Counter

k = Counter(i["kind"] for i in items)
assert len(items) == 100 and k == {
    "figure": 55,
    "compare": 10,
    "count": 8,
    "list": 7,
    "clarify": 10,
    "decline": 10,
}, k
cm = sum(1 for i in items if {"casual", "misspelt"} & set(i["style"]))
co = sum(1 for i in items if "composed" in i["style"])
assert cm >= 34 and co >= 25, (cm, co)
out = [{"id": f"inv{n + 1:03d}", **it} for n, it in enumerate(items)]
json.dump(
    out, open(HERE / "assistant_questions_heldout.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print("wrote", len(out), dict(k), "casual/misspelt", cm, "composed", co)
