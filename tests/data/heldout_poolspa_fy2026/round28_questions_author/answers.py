"""Builds out/assistant_questions_heldout.json: 100 questions (set heldout, ids poq001-poq100) for Luke Mancini,
mobile pool and spa technician, Kialla (Shepparton) VIC, FY2026. Answers by plain arithmetic over data/labels.csv
(date, amount, description, category, counterparty, use, note) and, for the BAS and tax-return figures,
data/hand_worked.py's own functions bas(q), year_bas() and tax_summary(). Stdlib only, deterministic.
Today = Monday 20 July 2026.   Run: python3 out/answers.py"""

import csv, json, re, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
sys.dont_write_bytecode = True  # write nothing in data/
sys.path.insert(0, str(DATA))
import hand_worked as HW  # noqa: E402  (bas, year_bas, tax_summary)

L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
C = Decimal("0.01")
FY = ("2025-07-01", "2026-06-30")
H1 = ("2025-07-01", "2025-12-31")
Q = {
    "Q1": ("2025-07-01", "2025-09-30"),
    "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"),
    "Q4": ("2026-04-01", "2026-06-30"),
}
QN = {"Q1": 1, "Q2": 2, "Q3": 3, "Q4": 4}
MONTHNAME = "January February March April May June July August September October November December".split()


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])

SQUARE = "Square (card payments at jobs)"
RAYWHITE = "Ray White Shepparton (trust account)"
HARCOURTS = "Harcourts Shepparton (trust account)"
COUNCIL = "Greater Shepparton City Council"
CASH = "Cash customers"
RENEE = "Renee Mancini (partner)"
SAVINGS = "Own BankVic savings"
JAYDEN = "Jayden Moore (casual)"
TOYOTA = "Toyota Finance (chattel mortgage on the van)"
FLUIDRA = "Fluidra Australia (Astral Pool trade)"
SUPER_CH = "ATO Small Business Super Clearing House"
VANFUEL = lambda r: r["counterparty"].startswith("Van fuel (")
WAGE = lambda r: (
    r["counterparty"] == JAYDEN and "gross" in r["note"]
)  # the 26 pays; not the bounced 4 Dec / its return
OSKO_IN = lambda r: r["description"].startswith("OSKO PAYMENT FROM")


def rows(period=FY, cats=None, cps=None, money=None, desc=None, test=None):
    lo, hi = period
    out = []
    for r in L:
        if not lo <= r["date"] <= hi:
            continue
        if cats and r["category"] not in cats:
            continue
        if cps and r["counterparty"] not in cps:
            continue
        if money == "in" and A(r) <= 0:
            continue
        if money == "out" and A(r) >= 0:
            continue
        if desc and not re.search(desc, r["description"]):
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, **k):
    """Income = Sales Income rows, as banked (Square payouts net of Square's fee)."""
    return rows(period, cats=("Sales Income",), cps=cps, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


BASQ = {q: HW.bas(QN[q]) for q in Q}
BASY = HW.year_bas()
TS = HW.tax_summary()
TSKEY = {
    "P8-netIncome": "P8-netIncome",
    "P8-motor-vehicle": "P8-motor-vehicle",
    "P8-depreciation": "P8-depreciation",
    "homeOffice": "homeOffice (actual costs, inside P8-other)",
    "totalDeductions": "totalDeductions(P8 + D9 + D10 + D12)",
}

items = []


def add(q, style, kind, expected, reading, working):
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


def fig(q, style, rs, reading, sign=None, post="sum", div=None):
    if sign is None:  # money-out questions count debits as positive (refunds then reduce the total)
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
        if div == 52:
            e["alsoAccepted"] = [s2(t / (Decimal(365) / 7))]
            w += f" (per 365/7 weeks: {e['alsoAccepted'][0]})"
    else:  # max / min: one row
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: line {pick['line']} {pick['date']} {pick['description'][:50].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w)


def gval(q, field):
    b = BASY if q == "Y" else BASQ[q]
    v = b[field]
    alt = {"1A": b["1A-per-row"], "1B": b["1B-per-row"], "net": b["1A-per-row"] - b["1B-per-row"]}.get(
        field, v
    )
    return v, (alt if alt != v else None)


def gfig(q, style, quarter, field, reading):
    t, alt = gval(quarter, field)
    e = {"amount": s2(t)}
    if alt is not None:
        e["alsoAccepted"] = [s2(alt)]
    add(
        q,
        style,
        "figure",
        e,
        reading,
        f"hand_worked.py {'year_bas()' if quarter == 'Y' else f'bas({QN[quarter]})'} {field} = {s2(t)}"
        + (f"; per-row sum {s2(alt)}" if alt is not None else ""),
    )


def tfig(q, style, key, reading):
    v = TS[TSKEY[key]]
    add(
        q, style, "figure", {"amount": s2(v)}, reading, f"hand_worked.py tax_summary() {TSKEY[key]} = {s2(v)}"
    )


def cmp(q, style, a, b, na, nb, reading, sign=1):
    va, vb = tot(a, sign), tot(b, sign)
    assert va != vb
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: {len(a)} rows = {s2(va)} | {nb}: {len(b)} rows = {s2(vb)}",
    )


def gcmp(q, style, qa, qb, field, na, nb, reading):
    va, vb = gval(qa, field)[0], gval(qb, field)[0]
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: bas({QN[qa]}) {field} = {s2(va)} | {nb}: bas({QN[qb]}) {field} = {s2(vb)}",
    )


def cnt(q, style, n, reading, working=None):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows")


NAMES = {"Kids' swimming lessons": "Shepp Swim Club", "Isla (daughter)": "Isla Mancini"}


def clean(n):  # a payer / payee as a person would name it: no "(...)" note
    return NAMES.get(n, n).split(" (")[0]


def lst(q, style, names, reading, sort=True):
    names = sorted(set(clean(n) for n in names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


def months(rs):
    return [
        f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in sorted(rs, key=lambda r: r["date"])
    ]


TAKE = ("Takeaway & Dining",)
GROC = ("Groceries",)
PARTS = ("Pool Chemicals & Parts",)
HOLIDAY = lambda r: (
    r["category"] in ("Holiday", "Motor Vehicle (private)")
    or r["counterparty"] == "Surfers Paradise RSL"
    or "BROADBEACH" in r["description"]
)

# ======================= figures (55) =======================
# --- income and money in (22) ---
fig(
    "how much did square pay out in the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"], [SQUARE]),
    "Square payouts Q2 (1 Oct - 31 Dec 2025), as banked (net of Square's 1.6 % fee)",
)
fig(
    "square payouts for the yr",
    ["casual", "abbrev"],
    inc(cps=[SQUARE]),
    "Square payouts FY26, as banked (net of fees); SQ *ZINC CAFE card purchases are not payouts",
)
fig(
    "total from ray white this fy",
    ["casual", "abbrev"],
    inc(cps=[RAYWHITE]),
    "Ray White Shepparton trust-account payments FY26 (one per invoice, both 242.00 on 19 Feb 2026 counted)",
)
fig("harcourts total for the year", ["casual"], inc(cps=[HARCOURTS]), "Harcourts Shepparton payments FY26")
fig(
    "how much has the council paid me",
    ["casual"],
    inc(cps=[COUNCIL]),
    "Greater Shepparton City Council seasonal contract payments FY26 (Dec 2025 - Apr 2026)",
)
fig(
    "what did ray white n harcourts pay me between them",
    ["casual", "abbrev", "composed"],
    inc(cps=[RAYWHITE, HARCOURTS]),
    "Both real-estate agencies together FY26",
)
fig(
    "how much cash from jobs did i bank",
    ["casual"],
    inc(cps=[CASH]),
    "Cash takings banked at the branch FY26 (3 deposits); the 4 May 2026 trampoline sale is not income",
)
fig(
    "total income jan to mar",
    ["casual", "composed"],
    inc(Q["Q3"]),
    "Income Q3 (1 Jan - 31 Mar 2026), Sales Income as banked",
)
fig(
    "income last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 (today 20 Jul 2026), as banked",
)
fig("how much came in in febuary", ["casual", "misspelt"], inc(M(2026, 2)), "Income February 2026, as banked")
fig(
    "income for the first half of the fy",
    ["casual", "abbrev", "composed"],
    inc(H1),
    "Income Jul-Dec 2025, as banked",
)
fig(
    "income since april",
    ["casual", "composed"],
    inc(("2026-04-01", "2026-06-30")),
    "Income 1 Apr - 30 Jun 2026, as banked",
)
fig(
    "avg square payout",
    ["casual", "abbrev"],
    inc(cps=[SQUARE]),
    "Square payouts FY26 / number of payouts",
    post="avg",
)
fig(
    "average weekly income over the year",
    ["casual", "composed"],
    inc(),
    "Income FY26 / 52",
    post="avg",
    div=52,
)
fig("avg monthly income", ["casual", "abbrev", "composed"], inc(), "Income FY26 / 12", post="avg", div=12)
fig(
    "biggest square payout",
    ["casual"],
    inc(cps=[SQUARE]),
    "Largest single Square payout FY26, as banked",
    post="max",
)
fig("paul vella total", ["casual"], inc(cps=["Paul Vella"]), "Paul Vella (P VELLA) invoice payments FY26")
fig(
    "how much did tom n ella pay me",
    ["casual", "abbrev"],
    inc(cps=["Tom & Ella Rigg"]),
    "Tom & Ella Rigg invoice payments FY26",
)
fig(
    "what did lisa caruso pay for her invoices",
    ["casual"],
    inc(cps=["Lisa Caruso"]),
    "Lisa Caruso's invoice payments FY26; her duplicate 286.00 on 8 Jan 2026 (sent back 13 Jan) is not counted",
)
fig(
    "how much did renee put in this yr",
    ["casual", "abbrev"],
    rows(cps=[RENEE]),
    "Renee's monthly transfers towards the mortgage and bills FY26 (not income)",
)
fig(
    "how much did i put into the tax n savings acct",
    ["casual", "abbrev"],
    rows(cps=[SAVINGS], money="out"),
    "Transfers to the S20 TAX & SAVINGS account FY26 (money out only, not netted with transfers back)",
)
fig(
    "osko payments from customers between nov and feb",
    ["casual", "composed"],
    inc(("2025-11-01", "2026-02-28"), test=OSKO_IN),
    "Customer Osko payments 1 Nov 2025 - 28 Feb 2026 (incl Graham Taylor's pump invoice; not Lisa's duplicate, "
    "Renee or mum)",
)
# --- spending (22): money out, whole amounts, refunds reduce ---
fig(
    "how much diesel for the van this yr",
    ["casual", "abbrev"],
    rows(test=VANFUEL),
    "Van diesel FY26, whole amounts (not cut to 85 %); the two private unleaded fills on the holiday excluded",
)
fig("fuel oct-dec", ["casual", "composed"], rows(Q["Q2"], test=VANFUEL), "Van diesel Q2 (Oct-Dec 2025)")
fig(
    "van loan repayments for the yr",
    ["casual", "abbrev"],
    rows(cps=[TOYOTA]),
    "Toyota Finance chattel-mortgage direct debits FY26 (interest and principal together)",
)
fig(
    "jaydens pay total",
    ["casual", "misspelt"],
    rows(test=WAGE),
    "Jayden's net pay as paid from the account FY26 (26 pays); the 4 Dec 2025 payment that bounced and its "
    "return are left out (they cancel)",
)
fig(
    "super for jayden this yr",
    ["casual"],
    rows(cps=[SUPER_CH]),
    "Super guarantee BPAYs to the Small Business Superannuation Clearing House paid in FY26 (5, incl the "
    "Apr-Jun 2025 quarter paid 22 Jul 2025)",
)
fig("fluidra total", ["casual"], rows(cps=[FLUIDRA]), "Fluidra (Astral Pool trade account) payments FY26")
fig(
    "what did i spend at reece",
    ["casual"],
    rows(cps=["Reece"]),
    "Reece FY26, net of the 1,089.00 pump refund of 2 Dec 2025",
)
fig(
    "bunnings for the yr",
    ["casual", "abbrev"],
    rows(cps=["Bunnings"]),
    "Bunnings FY26, whole dockets (the three mixed dockets not cut to the business share)",
)
fig(
    "chemicals n parts from all the suppliers",
    ["casual", "abbrev"],
    rows(cats=PARTS),
    "Pool chemicals and parts FY26 (Bunnings, Reece net of refund, Poolwerx, Fluidra, Pool Systems trade orders, "
    "AliExpress), whole amounts; not the Spin Touch, not the overseas fee rows",
)
fig(
    "aliexpress incl the overseas fees",
    ["casual", "abbrev"],
    rows(desc=r"ALIEXPRESS"),
    "AliExpress charges + BankVic's 3 % overseas transaction fees FY26",
)
fig(
    "phone and internet for the year",
    ["casual", "composed"],
    rows(cps=["Telstra", "Aussie Broadband"]),
    "Telstra mobile + Aussie Broadband home NBN FY26, whole bills",
)
fig("agl bills", ["casual"], rows(cps=["AGL"]), "AGL electricity BPAYs FY26, whole bills")
fig(
    "xero and servicem8 together",
    ["casual", "composed"],
    rows(cps=["Xero", "ServiceM8"]),
    "Xero + ServiceM8 subscriptions FY26",
)
fig(
    "rego for the van n trailer",
    ["casual", "abbrev"],
    rows(cps=["VicRoads"]),
    "VicRoads BPAYs FY26: HiAce rego (incl TAC) and trailer rego",
)
fig(
    "insurance premiums, racv and bizcover",
    ["casual", "composed"],
    rows(cps=["RACV Insurance", "BizCover"], money="out"),
    "RACV van/trailer policy + BizCover public liability BPAYs FY26; the RACV hail settlement (money in) not netted",
)
fig("groceries last month", ["casual", "composed"], rows(M(2026, 6), GROC), "Groceries June 2026")
fig(
    "takeaway jan-mar",
    ["casual", "composed"],
    rows(Q["Q3"], TAKE),
    "Takeaway & Dining Q3 (Jan-Mar 2026), incl SQ *ZINC CAFE",
)
fig(
    "what did the gold coast trip cost all up",
    ["casual", "composed"],
    rows(test=HOLIDAY),
    "Gold Coast holiday: Jetstar, Stayz, Dreamworld, Surfers Paradise RSL, Woolworths Broadbeach and the two "
    "private unleaded fills (Tweed Heads, Seymour)",
)
fig(
    "kids swimming lessons this yr",
    ["casual"],
    rows(cps=["Kids' swimming lessons"]),
    "Shepp Swim Club direct debits FY26",
)
fig(
    "what did i pay the ato",
    ["casual"],
    rows(cps=["ATO"], money="out"),
    "BPAYs to the ATO in FY26 (activity statements: GST + PAYG withheld + PAYG instalments); the FY2025 refund "
    "is not netted",
)
fig(
    "biggest card purchase",
    ["casual"],
    rows(desc=r"^VISA DEBIT PURCHASE"),
    "Largest single Visa Debit purchase FY26",
    sign=-1,
    post="max",
)
fig(
    "avg diesel per week",
    ["casual", "abbrev", "composed"],
    rows(test=VANFUEL),
    "Van diesel FY26 / 52",
    sign=-1,
    post="avg",
    div=52,
)
# --- GST / BAS (6): hand_worked.py worksheet; per-row sums in alsoAccepted ---
gfig("1A for the dec qtr", ["casual", "abbrev"], "Q2", "1A", "1A GST on sales Q2 (Oct-Dec 2025), worksheet")
gfig(
    "gst credits jan-mar",
    ["casual", "abbrev"],
    "Q3",
    "1B",
    "1B GST on purchases Q3 (Jan-Mar 2026), worksheet",
)
gfig("net gst for q4", ["casual", "abbrev"], "Q4", "net", "Net GST Q4 (Apr-Jun 2026), 1A - 1B, worksheet")
gfig(
    "G1 for the sept quarter",
    ["abbrev"],
    "Q1",
    "G1",
    "G1 total sales Q1 (Jul-Sep 2025), GST-inclusive, Square at the gross",
)
gfig(
    "whats W2 on the march qtr bas",
    ["casual", "abbrev"],
    "Q3",
    "W2",
    "W2 PAYG withheld from Jayden's wages Q3 (Jan-Mar 2026)",
)
gfig(
    "total W1 wages for the whole yr",
    ["casual", "abbrev", "composed"],
    "Y",
    "W1",
    "W1 gross wages FY26 (sum of the four quarters)",
)
# --- tax return (5): hand_worked.py tax_summary() ---
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    "P8-netIncome",
    "P8 net income FY26 (earnings basis, hand_worked.py tax summary)",
)
tfig(
    "how much can i claim for the van",
    ["casual"],
    "P8-motor-vehicle",
    "P8 motor vehicle expenses FY26 (85 % of fuel, service, tyres, rego, insurance ex GST credit; trailer rego); "
    "loan interest and depreciation are separate lines",
)
tfig(
    "depreciation claim this yr",
    ["casual", "abbrev"],
    "P8-depreciation",
    "P8 depreciation: Spin Touch write-off 2,450.00 + 30 % of the small business pool 7,254.00",
)
tfig(
    "total deductions incl super n donation",
    ["casual", "abbrev"],
    "totalDeductions",
    "P8 total expenses + D9 + D10 + D12 (hand_worked.py tax summary)",
)
tfig(
    "home office claim?",
    ["casual"],
    "homeOffice",
    "Home office by actual costs (7 % of power, 25 % of NBN, ex GST credit), inside P8 other",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "ray white or harcourts, who paid more",
    ["casual", "composed"],
    inc(cps=[RAYWHITE]),
    inc(cps=[HARCOURTS]),
    "Ray White",
    "Harcourts",
    "Ray White vs Harcourts FY26",
)
cmp(
    "did i make more in the sept qtr or the march qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q3"]),
    "Sept quarter",
    "March quarter",
    "Income Q1 vs Q3, as banked",
)
cmp(
    "did square bring in more than the council",
    ["casual", "composed"],
    inc(cps=[SQUARE]),
    inc(cps=[COUNCIL]),
    "Square",
    "the council",
    "Square payouts (net) vs council payments FY26",
)
cmp(
    "coles vs aldi",
    ["casual", "composed"],
    rows(cps=["Coles"]),
    rows(cps=["Aldi"]),
    "Coles",
    "Aldi",
    "Coles vs Aldi FY26",
    sign=-1,
)
cmp(
    "was diesel higher oct-dec or jan-mar",
    ["casual", "composed"],
    rows(Q["Q2"], test=VANFUEL),
    rows(Q["Q3"], test=VANFUEL),
    "Oct-Dec",
    "Jan-Mar",
    "Van diesel Q2 vs Q3",
    sign=-1,
)
cmp(
    "fluidra vs reece which cost more",
    ["casual", "composed"],
    rows(cps=[FLUIDRA]),
    rows(cps=["Reece"]),
    "Fluidra",
    "Reece",
    "Fluidra vs Reece (net of the pump refund) FY26",
    sign=-1,
)
gcmp(
    "was net gst bigger in q2 or q3",
    ["casual", "abbrev", "composed"],
    "Q2",
    "Q3",
    "net",
    "Q2",
    "Q3",
    "Net GST Q2 vs Q3 (worksheet)",
)
cmp(
    "income nov vs dec",
    ["casual", "composed"],
    inc(M(2025, 11)),
    inc(M(2025, 12)),
    "November",
    "December",
    "Income Nov vs Dec 2025, as banked",
)
cmp(
    "maccas or hungry jacks",
    ["casual", "abbrev", "composed"],
    rows(cps=["McDonald's"]),
    rows(cps=["Hungry Jack's"]),
    "McDonald's",
    "Hungry Jack's",
    "McDonald's vs Hungry Jack's FY26",
    sign=-1,
)
cmp(
    "jaydens pay oct-dec compared to jan-mar",
    ["casual", "misspelt", "composed"],
    rows(Q["Q2"], test=WAGE),
    rows(Q["Q3"], test=WAGE),
    "Oct-Dec",
    "Jan-Mar",
    "Jayden's net pay Q2 vs Q3 (bounced 4 Dec payment left out)",
    sign=-1,
)

# ======================= count (8) =======================
cnt("how many square payouts came in", ["casual"], len(inc(cps=[SQUARE])), "Square payout rows FY26")
cnt(
    "how many times did i bank cash from jobs",
    ["casual"],
    len(inc(cps=[CASH])),
    "Cash takings deposits FY26 (the trampoline deposit is not a job)",
)
cnt("how many times did i fill up the van", ["casual"], len(rows(test=VANFUEL)), "Van diesel rows FY26")
cnt(
    "how many pays did jayden get",
    ["casual"],
    len(rows(test=WAGE)),
    "Jayden's pay rows FY26 (the bounced 4 Dec payment and the re-sent one count once)",
)
osko = sorted(set(r["counterparty"] for r in inc(test=OSKO_IN)))
cnt(
    "how many diff customers paid me by osko",
    ["casual", "abbrev", "composed"],
    len(osko),
    "Distinct customers paying invoices by Osko FY26 (incl Graham Taylor)",
    f"{len(osko)} distinct counterparties: " + ", ".join(osko),
)
cnt(
    "how many square payouts over $1000 jan-mar",
    ["casual", "abbrev", "composed"],
    len([r for r in inc(Q["Q3"], [SQUARE]) if A(r) > 1000]),
    "Square payouts over 1,000.00 (as banked) Q3",
)
cnt("how many payments from the council", ["casual"], len(inc(cps=[COUNCIL])), "Council payment rows FY26")
cnt(
    "how many times did we get takeaway in may",
    ["casual", "composed"],
    len(rows(M(2026, 5), TAKE)),
    "Takeaway & Dining rows May 2026",
)

# ======================= list (7) =======================
lst(
    "who paid me by osko in june",
    ["casual", "composed"],
    [r["counterparty"] for r in inc(M(2026, 6), test=OSKO_IN)],
    "Customers paying by Osko June 2026",
)
lst(
    "which customers pay me by direct credit",
    ["casual"],
    [r["counterparty"] for r in inc(desc=r"^DIRECT CREDIT", test=lambda r: r["counterparty"] != SQUARE)],
    "Customers whose invoice payments arrive as DIRECT CREDIT FY26 (not Square payouts)",
)
lst(
    "who did i bpay this yr",
    ["casual", "abbrev"],
    [r["counterparty"] for r in rows(desc=r"^BPAY ")],
    "BPAY payees FY26",
)
lst(
    "what direct debits come out of my account",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^DIRECT DEBIT ")],
    "Direct debit payees FY26",
)
lst(
    "which months did the council pay",
    ["casual", "composed"],
    months(inc(cps=[COUNCIL])),
    "Months with a council payment, in date order",
    sort=False,
)
lst(
    "what months did i put money in savings",
    ["casual", "composed"],
    months(rows(cps=[SAVINGS], money="out")),
    "Months with a transfer to S20 TAX & SAVINGS, in date order",
    sort=False,
)
lst(
    "who did i send osko payments to",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^OSKO PAYMENT TO ")],
    "Payees of Osko payments out FY26",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did racv cost me",
        ["casual"],
        "RACV is both the van/trailer premium paid (1,839.20, 27 Aug 2025) and the hail settlement received "
        "(1,150.00, 22 Jan 2026): the premium, or net of the settlement?",
    ),
    (
        "what does jayden cost me",
        ["casual"],
        "Net pay as banked, gross wages (W1, incl tax withheld), or gross wages plus super guarantee?",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "'Tax' with no kind: the activity-statement BPAYs (GST + PAYG withheld + PAYG instalments), one part of them, "
        "or income tax (the FY2025 return gave a refund; FY2026 not yet assessed)?",
    ),
    (
        "whats my gst",
        ["casual"],
        "Which quarter (or the year), and which figure: GST on sales (1A), credits (1B) or net?",
    ),
    ("how much was it", ["casual"], "'It' has no antecedent: which payment or item?"),
    (
        "what did i make this year",
        ["casual"],
        "Takings as banked (Square net), gross sales (G1), sales ex GST, or net business income after expenses?",
    ),
    (
        "how much did i get back",
        ["casual"],
        "Back from whom: the ATO refund, Medicare rebates, the Reece pump refund, the Kmart refund, the RACV hail "
        "settlement, Jayden's bounced pay, or transfers from savings?",
    ),
    (
        "how much did mancini send me",
        ["casual", "abbrev"],
        "Two Mancinis paid in: Renee (1,500.00 a month towards the house) and Maria (birthday money, 11 Oct 2025): which?",
    ),
    (
        "what did the pump come to",
        ["casual"],
        "Which pump: the Astral pump from Reece (1,089.00, returned and refunded) or the pump supplied to Graham "
        "Taylor (invoice 2588, 680.00 received)?",
    ),
    (
        "how much super did i pay",
        ["casual"],
        "Jayden's super guarantee through the clearing house, or Luke's own 4,000.00 Hostplus contribution?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i buy a new ute before june to cut my tax",
        ["casual"],
        "Tax / purchase advice (and a forecast): needs his tax agent, not a bookkeeping answer",
    ),
    ("should i put more into super next yr", ["casual", "abbrev"], "Financial advice: not from his records"),
    (
        "how much will the council pay me next summer",
        ["casual"],
        "Forecast: the next season is after the data ends (30 Jun 2026)",
    ),
    ("what will my sept qtr bas be", ["casual", "abbrev"], "Forecast: Jul-Sep 2026 is after the data ends"),
    ("pay jayden this thurs", ["casual", "abbrev"], "Action: making a payment is not something it can do"),
    ("move 5k from savings to the home loan", ["casual", "abbrev"], "Action: moving money between accounts"),
    (
        "whats the balance in my tax and savings account",
        ["casual"],
        "Data not held: the S20 savings account is seen only as transfers, its balance is not in the file",
    ),
    (
        "how much is left on the home loan",
        ["casual"],
        "Data not held: only the monthly transfers to L1 are in the file, not the loan balance",
    ),
    (
        "how much does renee earn at the hospital",
        ["casual"],
        "Someone else's data: Renee is paid into her own account",
    ),
    (
        "wat did jayden earn at his other jobs",
        ["casual", "misspelt"],
        "Someone else's data: only what Luke paid him is in the file",
    ),
]:
    add(q, st, "decline", {"decline": True}, rd, "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
cm = sum(1 for d in items if {"casual", "misspelt"} & set(d["style"]))
co = sum(1 for d in items if "composed" in d["style"])
assert cm >= 34, cm
assert co >= 25, co
out = [
    {
        "id": f"poq{i:03d}",
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
print("wrote", len(out), "items", dict(kc), "styles", dict(sc), "casual-or-misspelt", cm, "composed", co)
