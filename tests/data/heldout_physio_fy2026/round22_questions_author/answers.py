"""Builds out/assistant_questions_tune.json: 100 questions (set tune, ids pht001-pht100) for Tessa Halvorsen,
mobile physiotherapist, Perth WA, FY2026. Answers by plain arithmetic over data/labels.csv (date, amount,
category, counterparty, description) and, for GST / return figures, the worksheet and tax summary printed by
data/hand_worked.py. Stdlib only, deterministic. Today = Monday 20 July 2026.
Run: python3 out/answers.py"""

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

TYRO = "Tyro Payments (HICAPS terminal)"
STRIPE = "Stripe (class bookings)"
JAC = "Jacaranda Grove Aged Care Ltd"
SWAN = "Swan View Lodge (residents' trust accounts)"
MEDICARE = "Services Australia (Medicare)"
EMBODIA = "Embodia Academy Inc (Toronto, Canada)"
FUNDS = ("HBF Health", "Bupa HI", "HCF", "Medibank Private")
NDIS = ("My Plan Manager", "Plan Partners", "Plancare WA")
GYMS = ("Ironbark Strength Studi", "Northside Fitness Coll")
NOT_CLIENT = (TYRO, STRIPE, JAC, SWAN, MEDICARE, EMBODIA) + FUNDS + NDIS + GYMS


def rows(period=FY, cats=None, cps=None, money=None, test=None):
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
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, **k):
    """Income = Sales Income rows as banked (Stripe net of its fee; Tyro gross); the duplicate INV1641 payment
    and its return are 'Customer Overpayment', not income."""
    return rows(period, cats=("Sales Income",), cps=cps, **k)


def privclients(period=FY):
    return inc(period, test=lambda r: r["counterparty"] not in NOT_CLIENT)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def hw():
    out = subprocess.run(
        [sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True
    ).stdout
    g, t, q = {}, {}, None
    for line in out.splitlines():
        m = re.match(r"(Q[1-4]) FY2026", line)
        if m:
            q = m.group(1)
            continue
        if line.startswith("Year:"):
            q = "Y"
            continue
        if "G1=" in line and q:
            for kv in line.split():
                k, v = kv.split("=")
                g[q, k] = Decimal(v)
            q = None
            continue
        m = re.match(r"\s+(P8-\S+|D\d+|homeOffice|totalDeductions)\S*.*?\s(-?[\d.]+)$", line)
        if m:
            t[m.group(1)] = Decimal(m.group(2))
    return g, t


HW, TS = hw()
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
    if sign is None:
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
    else:
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: line {pick['line']} {pick['date']} {pick['description'][:50].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w)


PR = {"1A": "1A-per-row", "1B": "1B-per-row"}


def gval(q, field, per_row=False):
    if field == "net":
        return gval(q, "1A", per_row) - gval(q, "1B", per_row)
    return HW[q, PR[field] if per_row and field in PR else field]


def gfig(q, style, qq, field, reading):
    t, alt = gval(qq, field), gval(qq, field, True)
    e = {"amount": s2(t)}
    if alt != t:
        e["alsoAccepted"] = [s2(alt)]
    add(
        q,
        style,
        "figure",
        e,
        reading,
        f"worksheet {field} {qq} = {s2(t)}" + (f"; per-row sum {s2(alt)}" if alt != t else ""),
    )


def tfig(q, style, key, reading):
    add(
        q,
        style,
        "figure",
        {"amount": s2(TS[key])},
        reading,
        f"hand_worked.py tax summary {key} = {s2(TS[key])}",
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
    va, vb = gval(qa, field), gval(qb, field)
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: worksheet {field} {qa} = {s2(va)} | {nb}: worksheet {field} {qb} = {s2(vb)}",
    )


def cnt(q, style, n, reading, working=None):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows")


def clean(n):
    return n.split(" (")[0]


def lst(q, style, names, reading, sort=True):
    names = sorted(set(clean(n) for n in names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


out_ = lambda period=FY, **k: rows(period, money=None, **k)
CAS, AB, CO, MS = "casual", "abbrev", "composed", "misspelt"
FUEL = ("Fuel",)
GROC = ("Groceries",)
TAKE = ("Meals & Dining",)
HALL = ("Venue Hire",)

# ======================= figures (55) =======================
# --- income and money in (22) ---
fig(
    "how much did tyro pay out in the sept qtr",
    [CAS, AB, CO],
    inc(Q["Q1"], [TYRO]),
    "Tyro (HICAPS terminal) settlements Q1 (1 Jul - 30 Sep 2025), gross as settled",
)
fig("tyro settlements total for the yr", [CAS, AB], inc(cps=[TYRO]), "Tyro settlements FY26")
fig(
    "how much has jacaranda paid me this fy",
    [CAS, AB],
    inc(cps=[JAC]),
    "Jacaranda Grove Aged Care remittances FY26 (GST-inclusive, as banked)",
)
fig(
    "what did swan view send thru from the residents trust accts all yr",
    [CAS, AB, MS],
    inc(cps=[SWAN]),
    "Swan View Lodge residents' trust payments FY26",
)
fig(
    "total stripe deposits for the classes",
    [CAS],
    inc(cps=[STRIPE]),
    "Stripe payouts FY26 as banked (net of Stripe's fees)",
)
fig(
    "ndis money this yr - all 3 plan managers",
    [CAS, AB, CO],
    inc(cps=NDIS),
    "NDIS plan managers (My Plan Manager, Plan Partners, Plancare WA) FY26; the duplicate INV1641 payment (17 Feb, returned 19 Feb) left out",
)
fig(
    "how much did medicare pay me in the frist half of the fy",
    [CAS, CO, MS],
    inc(H1, [MEDICARE]),
    "Medicare benefits Jul-Dec 2025",
)
fig(
    "health fund remits hbf bupa hcf medibank for the year",
    [CAS, AB, CO],
    inc(cps=FUNDS),
    "Provider remittances from HBF, Bupa, HCF and Medibank FY26 (not her own HBF cover)",
)
fig(
    "embodia course payouts total",
    [CAS],
    inc(cps=[EMBODIA]),
    "Embodia Academy instructor payouts FY26 (AUD as banked)",
)
fig(
    "how much did the gym workshops bring in",
    [CAS, CO],
    inc(cps=GYMS),
    "Ironbark Strength Studio and Northside Fitness Collective invoices paid FY26",
)
fig(
    "what has leanne grayson paid me all up",
    [CAS],
    inc(cps=["Leanne Grayson"]),
    "Leanne Grayson Osko payments FY26",
)
fig(
    "how much has june abercrombie paid this yr",
    [CAS, AB],
    inc(cps=["June Abercrombie"]),
    "June Abercrombie (a client, not the month) Osko payments FY26",
)
fig(
    "total income for the fy",
    [CAS, AB],
    inc(),
    "All client / payer income FY26 as banked (Stripe net of fees; excludes Dylan, Kate, own transfers, refunds, the duplicate INV1641)",
)
fig(
    "income since march", [CAS, CO], inc(("2026-03-01", "2026-06-30")), "Income 1 Mar - 30 Jun 2026 as banked"
)
fig(
    "what did i earn last month",
    [CAS],
    inc(M(2026, 6)),
    "Income June 2026 (the month before today) as banked",
)
fig("takings in novmber", [CAS, MS], inc(M(2025, 11)), "Income November 2025 as banked")
fig("average income per month this fy", [CAS, CO], inc(), "Income FY26 / 12", post="avg", div=12)
fig(
    "whats the avg tyro settlement",
    [CAS, AB, CO],
    inc(cps=[TYRO]),
    "Tyro settlements FY26 / number of settlements",
    post="avg",
)
fig(
    "biggest payment from jacaranda",
    [CAS],
    inc(cps=[JAC]),
    "Largest Jacaranda Grove remittance FY26",
    post="max",
)
fig("smallest embodia payout", [CAS], inc(cps=[EMBODIA]), "Smallest Embodia payout FY26", post="min")
fig(
    "how much came in from private clients paying by osko",
    [CAS, CO],
    privclients(),
    "Osko payments from private clients FY26 (not Dylan, not Kate)",
)
fig(
    "how much has dylan chipped in this yr",
    [CAS, AB],
    rows(cps=["Dylan Okafor (partner)"]),
    "Dylan Okafor's transfers in FY26 (mortgage and bills; not income)",
)
NINC = len(items)
# --- spending (25) ---
fig(
    "how much did i spend on fuel this fy",
    [CAS, AB],
    out_(cats=FUEL),
    "Fuel card purchases FY26 (whole dockets)",
)
fig("servo spend oct to dec", [CAS, CO], out_(Q["Q2"], cats=FUEL), "Fuel purchases Q2 (Oct-Dec 2025)")
fig(
    "movemed total for the yr",
    [CAS],
    out_(cps=["MoveMed Supplies"]),
    "MoveMed Supplies purchases FY26 (stock and consumables) less the 109.90 refund for the faulty braces",
)
fig(
    "how much have i paid for hall hire",
    [CAS],
    out_(cats=HALL),
    "Hall hire FY26: Inglewood Community Centre (Jul-Dec) + City of Bayswater Maylands hall (Feb-Jun)",
)
fig(
    "inglewood hall total",
    [CAS],
    out_(cps=["Inglewood Community Centre Inc"]),
    "Inglewood Community Centre hall hire FY26",
)
fig("cliniko subs for the yr", [CAS, AB], out_(cps=["Cliniko"]), "Cliniko subscription FY26")
fig(
    "how much have the international fees cost me",
    [CAS, CO],
    out_(cats=("Bank Fees",)),
    "Bankwest international transaction fees FY26 (Physitrack, Vimeo and the Steam purchase)",
)
fig(
    "tyro fees for the year",
    [CAS],
    out_(cats=("Merchant Fees",)),
    "Tyro merchant service fee direct debits FY26",
)
fig("telstra total", [CAS], out_(cps=["Telstra"]), "Telstra direct debits FY26 (whole bills)")
fig(
    "aussie bb for the yr",
    [CAS, AB],
    out_(cps=["Aussie Broadband"]),
    "Aussie Broadband direct debits FY26 (whole bills)",
)
fig(
    "car costs - rego, insurance, servicing, tyres",
    [CAS, AB, CO],
    out_(cats=("Vehicle Expenses",)),
    "Vehicle costs FY26 other than fuel: DoT licence, RAC insurance, Midland Toyota services, Beaurepaires tyres (whole amounts)",
)
fig("grocerys for the yr", [CAS, MS], out_(cats=GROC), "Coles, IGA and Woolworths FY26")
fig(
    "how much at coles since march",
    [CAS, CO],
    out_(("2026-03-01", "2026-06-30"), cps=["Coles"]),
    "Coles 1 Mar - 30 Jun 2026",
)
fig(
    "eating out / takeaway this fy",
    [CAS],
    out_(cats=TAKE),
    "Takeaway and dining FY26 (Domino's, Grill'd, Jamie's, Sushi Hub, Uber Eats)",
)
fig("how much did i blow on dominos", [CAS], out_(cps=["Dominos"]), "Domino's FY26")
fig(
    "total paid into the home loan this fy",
    [CAS, CO],
    out_(cats=("Rent & Mortgage",)),
    "Transfers to the home loan FY26, including the 12,000.00 extra repayment on 19 Dec 2025",
)
fig(
    "how much did i pay the ato",
    [CAS],
    out_(cps=["ATO"]),
    "BPAY to the ATO FY26 (BAS GST + PAYG instalments and the FY2025 income tax balance)",
)
fig(
    "hbf family cover cost for the yr",
    [CAS, AB],
    out_(cats=("Health & Medical",), cps=["HBF Health"]),
    "HBF family cover direct debits FY26 (her own cover, not the fund's remittances)",
)
fig("revo membership total", [CAS], out_(cps=["Revo Fitness"]), "Revo Fitness direct debits FY26")
fig("synergey bills this fy", [CAS, MS], out_(cps=["Synergy"]), "Synergy power BPAY FY26")
fig("water corp total", [CAS, AB], out_(cps=["Water Corporation"]), "Water Corporation BPAY FY26")
fig(
    "parking at clients places, total",
    [CAS],
    out_(cats=("Parking & Tolls",)),
    "Parking FY26 (City of Perth parking, Wilson, Secure); the City of Perth infringement is not parking",
)
fig(
    "what did the refomers cost",
    [CAS, MS],
    out_(cps=["Reform Studio Supply Pty Ltd"]),
    "The four reformers, paid 29 Jan 2026 (GST-inclusive)",
)
fig("avg grocery spend a month", [CAS, AB, CO], out_(cats=GROC), "Groceries FY26 / 12", post="avg", div=12)
fig("biggest fuel fill this yr", [CAS], out_(cats=FUEL), "Largest fuel docket FY26", post="max")
NSP = len(items) - NINC
# --- GST / BAS (5) ---
gfig(
    "gst collected in the sept qtr (1A)",
    [CAS, AB],
    "Q1",
    "1A",
    "1A GST on sales Q1 (worksheet; per-row sum also accepted)",
)
gfig(
    "what was my net gst for jan-mar",
    [CAS, AB],
    "Q3",
    "net",
    "Net GST Q3 (1A - 1B; negative = refund from the ATO)",
)
gfig("whats G1 for the whole yr", [CAS, AB, CO], "Y", "G1", "G1 total sales FY26 (sum of the four quarters)")
gfig("1B for the dec quarter", [CAS, AB], "Q2", "1B", "1B GST on purchases Q2")
gfig("g10 capital purchases in q3", [CAS, AB], "Q3", "G10", "G10 capital purchases Q3 (the reformers)")
# --- tax return (3) ---
tfig(
    "whats my net business income for the tax return",
    [CAS],
    "P8-netIncome",
    "P8 net business income FY26 (hand_worked.py)",
)
tfig(
    "car expenses figure for the return",
    [CAS],
    "P8-motor-vehicle",
    "P8 motor vehicle expenses FY26 (78 % logbook, excluding depreciation)",
)
add(
    "total deductions incl super, donation and the accountant",
    [CAS, AB, CO],
    "figure",
    {"amount": s2(TS["P8-totalExpenses"] + TS["D9"] + TS["D10"] + TS["D12"])},
    "P8 total expenses + D9 + D10 + D12 (hand_worked.py tax summary)",
    f"{s2(TS['P8-totalExpenses'])} + {s2(TS['D9'])} + {s2(TS['D10'])} + {s2(TS['D12'])}",
)
assert NINC == 22 and NSP == 25, (NINC, NSP)
assert sum(1 for d in items if d["kind"] == "figure") == 55

# ======================= compare (10) =======================
cmp(
    "tyro or stripe, which paid me more this fy",
    [CAS, CO],
    inc(cps=[TYRO]),
    inc(cps=[STRIPE]),
    "Tyro",
    "Stripe",
    "Tyro settlements vs Stripe payouts FY26, as banked",
)
cmp(
    "did jacaranda or swan view pay more",
    [CAS, CO],
    inc(cps=[JAC]),
    inc(cps=[SWAN]),
    "Jacaranda Grove",
    "Swan View",
    "Jacaranda Grove vs Swan View Lodge FY26",
)
cmp(
    "did i make more in the sept qtr or the dec qtr",
    [CAS, AB, CO],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Sept quarter",
    "Dec quarter",
    "Income Q1 vs Q2 as banked",
)
cmp(
    "fuel first half of the fy vs second half",
    [CAS, CO],
    out_(H1, cats=FUEL),
    out_(H2, cats=FUEL),
    "First half",
    "Second half",
    "Fuel Jul-Dec 2025 vs Jan-Jun 2026",
    sign=-1,
)
cmp(
    "coles or woolies, where do i spend more",
    [CAS, AB, CO],
    out_(cps=["Coles"]),
    out_(cps=["Woolworths"]),
    "Coles",
    "Woolworths",
    "Coles vs Woolworths FY26",
    sign=-1,
)
cmp(
    "plan partners vs plancare - who paid more",
    [CAS, CO],
    inc(cps=["Plan Partners"]),
    inc(cps=["Plancare WA"]),
    "Plan Partners",
    "Plancare WA",
    "Plan Partners vs Plancare WA FY26",
)
cmp(
    "was the inglewood hall or the council hall dearer overall",
    [CAS, CO],
    out_(cps=["Inglewood Community Centre Inc"]),
    out_(cps=["City of Bayswater"]),
    "Inglewood",
    "City of Bayswater",
    "Inglewood hall (Jul-Dec) vs City of Bayswater Maylands hall (Feb-Jun), totals paid FY26",
    sign=-1,
)
cmp(
    "phone or internet, which costs more",
    [CAS, CO],
    out_(cps=["Telstra"]),
    out_(cps=["Aussie Broadband"]),
    "Phone",
    "Internet",
    "Telstra vs Aussie Broadband FY26 (whole bills)",
    sign=-1,
)
cmp(
    "more income in march or april?",
    [CAS, CO],
    inc(M(2026, 3)),
    inc(M(2026, 4)),
    "March",
    "April",
    "Income March 2026 vs April 2026 as banked",
)
gcmp(
    "was net gst higher in q1 or q4",
    [CAS, AB, CO],
    "Q1",
    "Q4",
    "net",
    "Q1",
    "Q4",
    "Net GST (1A - 1B) Q1 vs Q4, worksheet",
)

# ======================= count (8) =======================
cnt("how many tyro settlements this yr", [CAS, AB], len(inc(cps=[TYRO])), "Tyro settlement rows FY26")
cnt("how many medicare paymnets came in", [CAS, MS], len(inc(cps=[MEDICARE])), "Medicare benefit rows FY26")
cnt("how many times did i fill up", [CAS], len(out_(cats=FUEL)), "Fuel card rows FY26")
pc = sorted(set(r["counterparty"] for r in privclients()))
cnt(
    "how many diff private clients paid me by osko",
    [CAS, AB, CO],
    len(pc),
    "Distinct private clients paying by Osko FY26",
    f"{len(pc)} names: " + ", ".join(pc),
)
big = [r for r in inc(H2, [STRIPE]) if A(r) > 1000]
cnt(
    "how many stripe payouts over 1k since jan",
    [CAS, AB, CO],
    len(big),
    "Stripe payouts above 1,000.00, 1 Jan - 30 Jun 2026",
)
cnt(
    "how many times did i take cash out",
    [CAS],
    len(rows(cats=("Cash Withdrawal",))),
    "ATM withdrawal rows FY26",
)
cnt(
    "how many intl fees did bankwest charge me",
    [CAS, AB],
    len(rows(cats=("Bank Fees",))),
    "International transaction fee rows FY26",
)
cnt(
    "how many takeaway orders in the dec qtr",
    [CAS, AB, CO],
    len(out_(Q["Q2"], cats=TAKE)),
    "Takeaway / dining rows Q2 (Oct-Dec 2025)",
)

# ======================= list (7) =======================
lst(
    "who paid me by osko in june",
    [CAS, CO],
    [r["counterparty"] for r in privclients(M(2026, 6))],
    "Private clients paying by Osko, June 2026",
)
lst(
    "which health funds paid me",
    [CAS],
    [r["counterparty"] for r in inc(cps=FUNDS)],
    "Health funds with provider remittances FY26",
)
lst(
    "who are the ndis plan managers that paid me",
    [CAS, AB],
    [r["counterparty"] for r in inc(cps=NDIS)],
    "NDIS plan managers paying FY26",
)
lst(
    "which servos did i use",
    [CAS],
    [r["counterparty"] for r in out_(cats=FUEL)],
    "Fuel brands on the statement FY26",
)
wm = [MONTHNAME[int(r["date"][5:7]) - 1] + " " + r["date"][:4] for r in inc(cps=GYMS)]
lst(
    "what months did the gym workshop money come in",
    [CAS, CO],
    wm,
    "Months with a gym workshop payment, in date order",
    sort=False,
)
lst(
    "list my direct debits",
    [CAS],
    [r["counterparty"] for r in rows(money="out") if r["description"].startswith("DIRECT DEBIT")],
    "Direct debit payees FY26",
)
lst(
    "who did i bpay this yr",
    [CAS, AB],
    [r["counterparty"] for r in rows(money="out") if r["description"].startswith("BPAY")],
    "BPAY billers FY26",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did hbf pay",
        [CAS],
        "HBF is both a payer (provider remittances for clients' claims, income) and her own family cover (debits she pays): which one?",
    ),
    (
        "how much did my plan manager pay me",
        [CAS],
        "'My Plan Manager' is one of three NDIS plan managers (and sent INV1641 twice): that company or all plan managers?",
    ),
    (
        "what did the council charge me",
        [CAS],
        "City of Bayswater (Maylands hall hire) or City of Perth (parking and the infringement)?",
    ),
    ("how much did it cost", [CAS], "'it' has no referent"),
    (
        "what did the facility pay me this yr",
        [CAS, AB],
        "Two aged-care facilities: Jacaranda Grove (contract) and Swan View Lodge (residents' trust accounts)",
    ),
    (
        "how much did the gym cost me",
        [CAS],
        "Revo Fitness is her own membership; the gyms (Ironbark, Northside) pay her for workshops: which is meant?",
    ),
    (
        "how much did pilates bring in",
        [CAS],
        "Stripe payouts mix clinical Pilates and community classes, and are net of fees: which classes, gross or as banked?",
    ),
    ("whats my gst for the quarter", [CAS, AB], "No quarter named (and which field: 1A, 1B or net?)"),
    (
        "how much was the insurance",
        [CAS],
        "Guild (professional indemnity), RAC (car), DoT motor injury insurance or HBF cover?",
    ),
    ("whats the biggest payment", [CAS], "Money in or money out?"),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    ("should i buy 2 more reformers", [CAS], "Business / purchase advice"),
    ("is it worth going company structure", [CAS], "Business structure / tax advice: needs her tax agent"),
    (
        "how much will medicare pay me next month",
        [CAS],
        "Forecast: August 2026 is after the data ends (30 Jun 2026)",
    ),
    ("pay the synergy bill", [CAS], "Action: making a payment"),
    ("move 5k to the hero saver", [CAS, AB], "Action: moving money"),
    ("whats the balance on the home loan", [CAS], "Data not held: the home loan account is not in this file"),
    ("how much is in my hero saver now", [CAS], "Data not held: the Hero Saver is seen only as transfers"),
    ("how much does dylan earn", [CAS], "Someone else's data: her partner's income is not in her records"),
    (
        "what does jacaranda pay their other physios",
        [CAS],
        "Someone else's data: the facility's payments to others",
    ),
    ("lodge my june bas for me", [CAS, AB], "Action: lodging a BAS with the ATO"),
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
        "id": f"pht{i:03d}",
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
    out, open(HERE / "assistant_questions_tune.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print("wrote", len(out), "items", dict(kc), "styles", dict(sc), "casual-or-misspelt", cm, "composed", co)
