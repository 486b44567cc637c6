"""Builds out/assistant_questions_tune.json: 100 questions (set tune, ids clt001-clt100) for Tomasz Nowak,
cleaning / garden maintenance sole trader, Newcastle NSW, FY2026. Answers by plain arithmetic over
data/labels.csv (date, amount, category, counterparty, description) and, for GST / BAS / return figures, the
worksheet and tax summary printed by data/hand_worked.py. Stdlib only, deterministic.
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
short = lambda cp: re.sub(r" \(.*\)$", "", cp)

HPM = "Hunter Plan Management (plan manager)"
PW = "Planwise Supports (plan manager)"
OKA = "Margaret Okafor (self-managed NDIS participant)"
PET = "Dragan Petrovski (self-managed NDIS participant)"
STRIPE = "Stripe (client card payments)"
HARB, HCR = "Harbourside Property Newcastle", "Hunter Coast Realty"
JH = "Julian Hargreaves (UK owner, Merewether rental)"
KIWI = "Tidy Kiwi Ltd (Auckland NZ)"
CASH = "cash customers"
PRIVATE = (
    "Alice Morgan",
    "B & T Harris",
    "J Thompson",
    "K Williams",
    "Liam O'Brien",
    "Nguyen Van An",
    "Priya Nair",
    "S & R Chen",
)
CHLOE = "Chloe Baxter (casual employee)"
FUEL, GROC, TAKE = ("Fuel",), ("Groceries",), ("Takeaway & Dining",)
TIPS = ("City of Newcastle (Summerhill)", "Lake Macquarie City Council (Awaba)")
BRANDS = [
    ("AMPOLEX", "Ampol"),
    ("AMPOL", "Ampol"),
    ("BP KOTARA", "BP"),
    ("SHELL", "Shell"),
    ("METRO PETROLEUM", "Metro"),
]


def brand(r):
    d = r["description"]
    for k, v in BRANDS:
        if k in d:
            return v
    return None


def rows(period=FY, cats=None, cps=None, excl=None, money=None, desc=None, test=None):
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
        if desc and not re.search(desc, r["description"]):
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, excl=None, **k):
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def handworked():
    out = subprocess.run(
        [sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True, check=True
    ).stdout
    bas, tax, q = {}, {}, None
    for line in out.splitlines():
        m = re.match(r"(Q[1-4]) FY2026", line)
        if m:
            q = m.group(1)
            continue
        if line.startswith("Year:"):
            q = "Y"
            continue
        if "G1=" in line and q:
            bas[q] = {k: Decimal(v) for k, v in (p.split("=") for p in line.split())}
            q = None
            continue
        m = re.match(r"\s+(P8-\S+|D\d+|homeOffice)\S*.*?\s(-?[\d.]+)$", line)
        if m:
            tax[m.group(1)] = Decimal(m.group(2))
    return bas, tax


BAS, TAX = handworked()
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
        if div == 52:
            e["alsoAccepted"] = [s2(t / (Decimal(365) / 7))]
            w += f" (per 365/7 weeks: {e['alsoAccepted'][0]})"
    else:
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: line {pick['line']} {pick['date']} {pick['description'][:48].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w)


PERROW = {"1A": "1A-per-row", "1B": "1B-per-row"}


def gval(qs, field, perrow=False):
    t = Decimal(0)
    for q in qs:
        b = BAS[q]
        if field == "net":
            t += (b["1A-per-row"] - b["1B-per-row"]) if perrow else b["net"]
        else:
            t += b[PERROW[field]] if perrow and field in PERROW else b[field]
    return t


def gfig(q, style, qs, field, reading):
    t, alt = gval(qs, field), gval(qs, field, True)
    e = {"amount": s2(t)}
    w = f"worksheet {field} over {'+'.join(qs)} = {s2(t)}"
    if alt != t:
        e["alsoAccepted"] = [s2(alt)]
        w += f"; per-row sum {s2(alt)}"
    add(q, style, "figure", e, reading, w)


def tfig(q, style, key, reading):
    add(
        q,
        style,
        "figure",
        {"amount": s2(TAX[key])},
        reading,
        f"hand_worked.py tax summary {key} = {s2(TAX[key])}",
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


def cnt(q, style, n, reading, working=None):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows")


def lst(q, style, names, reading, sort=True):
    names = sorted(set(names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


# ======================= figures (55) =======================
# --- income: Sales Income rows as banked (Stripe net of its fee) ---
fig(
    "how much did hunter plan pay me this fy",
    ["casual", "abbrev"],
    inc(cps=[HPM]),
    "Hunter Plan Management remittances FY26, as banked",
)
fig(
    "planwise total sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [PW]),
    "Planwise Supports remittances Q1 (1 Jul - 30 Sep 2025)",
)
fig(
    "what did margaret okafor pay me by osko all yr",
    ["casual", "abbrev"],
    inc(cps=[OKA], desc="^OSKO"),
    "Margaret Okafor's Osko deposits FY26 incl. the taxable Christmas windows job; her card payments inside Stripe payouts cannot be seen and are not counted",
)
fig(
    "dragans garden money first half of the fy",
    ["casual", "misspelt", "composed"],
    inc(H1, [PET]),
    "Dragan Petrovski (D J PETROVSKI) Osko deposits 1 Jul - 31 Dec 2025",
)
fig(
    "stripe payouts oct to dec",
    ["casual", "composed"],
    inc(Q["Q2"], [STRIPE]),
    "Stripe payouts Q2 as banked (net of Stripe's fee, not the gross)",
)
fig(
    "how much came in from the real estates this yr",
    ["casual", "abbrev"],
    inc(cps=[HARB, HCR]),
    "Harbourside Property Newcastle + Hunter Coast Realty FY26 (end-of-lease cleans)",
)
fig(
    "harbourside bond cleans since march",
    ["casual", "composed"],
    inc(("2026-03-01", "2026-06-30"), [HARB]),
    "Harbourside Property Newcastle 1 Mar - 30 Jun 2026",
)
fig(
    "cash jobs banked over the year",
    ["casual"],
    inc(cps=[CASH]),
    "Cash deposits of job takings (CASH DEPOSIT rows) FY26",
)
fig(
    "what did julian the uk guy pay me",
    ["casual"],
    inc(cps=[JH]),
    "Julian Hargreaves through Wise FY26 (Merewether rental work)",
)
fig(
    "total business income for last fy as it hit the bank",
    ["casual", "abbrev"],
    inc(),
    "All Sales Income rows FY26 as banked (Stripe net of fees; no wife / brother / savings / ATO / Medicare money)",
)
fig(
    "income in december",
    ["casual", "composed"],
    inc(M(2025, 12)),
    "Sales Income rows posted Dec 2025 (incl. Hunter Coast's late 2,475.00)",
)
fig(
    "avg monthly income",
    ["casual", "abbrev", "composed"],
    inc(),
    "Sales Income FY26 as banked / 12",
    post="avg",
    div=12,
)
fig(
    "whats the avrage stripe payout",
    ["casual", "misspelt", "composed"],
    inc(cps=[STRIPE]),
    "Stripe payouts FY26 as banked / number of payouts",
    post="avg",
)
fig("biggest single payment from a client", ["casual"], inc(), "Largest Sales Income row FY26", post="max")
fig(
    "both plan managers together jan-mar",
    ["casual", "composed"],
    inc(Q["Q3"], [HPM, PW]),
    "Hunter Plan Management + Planwise Supports Q3 (Jan-Mar 2026)",
)
fig(
    "private clients paying by osko jan to june",
    ["casual", "composed"],
    inc(H2, list(PRIVATE)),
    "Osko deposits from the private households (Morgan, Harris, Thompson, Williams, O'Brien, Nguyen, Nair, Chen) 1 Jan - 30 Jun 2026",
)
fig(
    "income apr-jun not counting stripe",
    ["casual", "abbrev", "composed"],
    inc(Q["Q4"], excl=(STRIPE,)),
    "Sales Income Q4 without the Stripe payouts",
)
fig(
    "how much did kasia put in over the year",
    ["casual"],
    rows(cps=["Katarzyna Nowak (wife)"]),
    "Kasia's household transfers FY26 (not income)",
)
fig(
    "what was my tax refund",
    ["casual"],
    rows(cats=("Tax Payments",), money="in"),
    "ATO FY2025 income tax refund, 21 Aug 2025 (not income)",
)
# --- spending: whole amounts (mixed-use rows not cut to the business share) ---
fig(
    "how much diesel for the ute last fy",
    ["casual", "abbrev"],
    rows(cats=FUEL),
    "All Fuel rows FY26, whole docket (not the 82 %)",
)
fig("fuel oct-dec", ["casual", "composed"], rows(Q["Q2"], FUEL), "Fuel Q2 by posting date")
fig("avg fill up", ["casual", "abbrev"], rows(cats=FUEL), "Fuel FY26 / number of fills", post="avg")
fig(
    "ampol and ampolex cardiff combined",
    ["casual", "composed"],
    rows(cats=FUEL, test=lambda r: brand(r) == "Ampol"),
    "Both wordings of Ampol Cardiff (AMPOL CARDIFF, AMPOLEX CARDIFF) FY26",
)
fig(
    "bunnings for the yr less the hose reel refund",
    ["casual", "abbrev", "composed"],
    rows(cps=["Bunnings Kotara"]),
    "Bunnings Kotara, both wordings, debits less the 149.00 refund, FY26",
    sign=-1,
)
fig(
    "hunter cleaning supplies first half",
    ["casual", "composed"],
    rows(H1, cps=["Hunter Cleaning Supplies"]),
    "Hunter Cleaning Supplies 1 Jul - 31 Dec 2025",
)
fig(
    "garden grub this fy", ["casual", "abbrev"], rows(cps=["Garden Grub Nursery"]), "Garden Grub Nursery FY26"
)
fig("tip fees all up", ["casual"], rows(cps=list(TIPS)), "Summerhill + Awaba tip gates FY26")
fig(
    "summerhill tip since march",
    ["casual", "composed"],
    rows(("2026-03-01", "2026-06-30"), cps=[TIPS[0]]),
    "Summerhill Waste tip fees 1 Mar - 30 Jun 2026",
)
fig(
    "jobber subs for the year",
    ["casual"],
    rows(cps=["Jobber"]),
    "Jobber charges in AUD (both wordings) FY26, without the 3 % fees",
)
fig(
    "intl transaction fees total",
    ["casual", "abbrev"],
    rows(desc="^INTL TRANSACTION FEE"),
    "All Greater Bank 3 % international fees FY26 (Jobber, Calendly and the Roblox one)",
)
fig(
    "chloes pay jan-mar what actually went to her",
    ["casual", "misspelt", "composed"],
    rows(Q["Q3"], cps=[CHLOE]),
    "Net wages paid to Chloe by Osko Q3 (after PAYG withheld)",
)
fig(
    "super for chloe paid thru the clearing house",
    ["casual", "abbrev"],
    rows(cps=["ATO SBSCH (Chloe's super)"]),
    "SB Super Clearing House BPAYs FY26 (five quarters' super paid in the year)",
)
fig(
    "how much super did i put in for myself",
    ["casual"],
    rows(cps=["AustralianSuper"]),
    "Personal contributions to AustralianSuper FY26",
)
fig(
    "repairs on the mowers and gear",
    ["casual"],
    rows(cats=("Repairs & Maintenance",)),
    "Repairs & Maintenance: Hunter Mower Centre repairs + Stihl Shop FY26 (not the ride-on)",
)
fig(
    "what did the ride on cost",
    ["casual", "misspelt"],
    rows(cats=("Equipment",)),
    "Ride-on mower, Hunter Mower Centre, 10 Mar 2026, incl GST",
)
fig(
    "optus bill for the yr",
    ["casual", "abbrev"],
    rows(cps=["Optus"]),
    "Optus mobile direct debits FY26, whole bill",
)
fig(
    "aussie broadband internet for the year",
    ["casual"],
    rows(cats=("Phone & Internet",), cps=["Aussie Broadband"]),
    "The 12 monthly Aussie Broadband debits; the duplicate of 21 Nov and its reversal net to nil and are left out",
)
fig(
    "power bills total",
    ["casual"],
    rows(cps=["EnergyAustralia"]),
    "EnergyAustralia quarterly bills FY26, whole amounts",
)
fig(
    "ute costs apart from fuel - rego ctp insurance service tyres",
    ["casual", "composed"],
    rows(cats=("Motor Vehicle",)),
    "Motor Vehicle rows FY26: Service NSW rego, NRMA CTP, Youi, Hunter 4x4 services, Beaurepaires; whole amounts",
)
fig(
    "groceries oct to dec",
    ["casual", "composed"],
    rows(Q["Q2"], GROC),
    "Coles + Woolworths + Aldi (Visa and EFTPOS) Q2",
)
fig(
    "woolies total",
    ["casual", "abbrev"],
    rows(cps=["Woolworths"]),
    "Woolworths Adamstown FY26, Visa and EFTPOS",
)
fig(
    "takeaway and eating out since jan",
    ["casual", "composed"],
    rows(H2, TAKE),
    "Takeaway & Dining 1 Jan - 30 Jun 2026 (McDonald's, Domino's, Menulog, Uber Eats, sushi train, the pub)",
)
fig(
    "maccas and dominos combined",
    ["casual", "abbrev", "composed"],
    rows(cps=["Mcdonalds Broadmeadow", "Dominos Adamstown"]),
    "McDonald's Broadmeadow + Domino's Adamstown FY26",
)
fig(
    "how much cash did i take out of the atm",
    ["casual"],
    rows(cats=("Cash Withdrawal",)),
    "ATM withdrawals FY26",
)
fig("fuel per week on average", ["casual", "composed"], rows(cats=FUEL), "Fuel FY26 / 52", post="avg", div=52)
# --- GST / BAS and the return ---
gfig(
    "1A for the sept qtr", ["casual", "abbrev"], ["Q1"], "1A", "1A GST on sales Q1 (Jul-Sep 2025), worksheet"
)
gfig(
    "gst credits jan-mar with the mower",
    ["casual", "abbrev", "composed"],
    ["Q3"],
    "1B",
    "1B Q3 (Jan-Mar 2026), worksheet, incl. the ride-on's 1,390 credit",
)
gfig("net gst on the dec qtr bas", ["casual", "abbrev"], ["Q2"], "net", "Net GST Q2 (1A - 1B), worksheet")
gfig("G1 for apr-jun", ["abbrev", "composed"], ["Q4"], "G1", "G1 total sales Q4, Stripe payouts grossed up")
gfig(
    "export sales G2 for the whole yr",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G2",
    "G2 FY26: Tidy Kiwi + overseas checklist-pack sales inside Stripe payouts",
)
gfig(
    "W1 gross wages for the year",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "W1",
    "W1 FY26: Chloe's gross wages (from the pay notes, not the net Osko)",
)
gfig("W2 withheld apr-jun", ["abbrev", "composed"], ["Q4"], "W2", "W2 PAYG withheld from Chloe's wages Q4")
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    "P8-netIncome",
    "P8 net income FY26 (hand_worked.py tax summary: income ex GST less business expenses incl. the mower write-off)",
)
tfig(
    "ute motor vehicle expenses claim on the return",
    ["casual", "composed"],
    "P8-motor-vehicle",
    "P8 motor vehicle expenses: 82 % of the ute's fuel, rego, CTP, insurance, service and tyres, less GST credits",
)
tfig(
    "home office power claim",
    ["casual"],
    "homeOffice",
    "Home office power share (8 % of EnergyAustralia less its credit), inside P8 other",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "hunter plan or planwise, who paid more this fy",
    ["casual", "abbrev", "composed"],
    inc(cps=[HPM]),
    inc(cps=[PW]),
    "Hunter Plan Management",
    "Planwise Supports",
    "Plan managers' remittances FY26, as banked",
)
cmp(
    "did i bring in more in the sept qtr or the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Sept quarter",
    "Dec quarter",
    "Sales Income Q1 vs Q2, as banked",
)
cmp(
    "ampol vs shell - where did more diesel money go",
    ["casual", "composed"],
    rows(cats=FUEL, test=lambda r: brand(r) == "Ampol"),
    rows(cats=FUEL, test=lambda r: brand(r) == "Shell"),
    "Ampol",
    "Shell",
    "Ampol Cardiff (both wordings) vs Shell Coles Express Adamstown FY26",
    sign=-1,
)
cmp(
    "woolies or coles",
    ["casual", "abbrev", "composed"],
    rows(cps=["Woolworths"]),
    rows(cps=["Coles"]),
    "Woolworths",
    "Coles",
    "Woolworths vs Coles FY26 (Visa + EFTPOS)",
    sign=-1,
)
cmp(
    "fuel first half vs second half",
    ["casual", "composed"],
    rows(H1, FUEL),
    rows(H2, FUEL),
    "first half",
    "second half",
    "Fuel Jul-Dec 2025 vs Jan-Jun 2026",
    sign=-1,
)
cmp(
    "harbourside or hunter coast, who sent more",
    ["casual", "composed"],
    inc(cps=[HARB]),
    inc(cps=[HCR]),
    "Harbourside",
    "Hunter Coast",
    "The two agencies FY26, as banked",
)
cmp(
    "stripe nov vs dec",
    ["casual", "composed"],
    inc(M(2025, 11), [STRIPE]),
    inc(M(2025, 12), [STRIPE]),
    "November",
    "December",
    "Stripe payouts Nov vs Dec 2025, as banked",
)
va, vb = BAS["Q1"]["net"], BAS["Q4"]["net"]
add(
    "was my net gst bigger in q1 or q4",
    ["casual", "abbrev", "composed"],
    "compare",
    {"amounts": [s2(va), s2(vb)], "answer": "Q1" if va > vb else "Q4"},
    "Net GST Q1 vs Q4 (worksheet)",
    f"Q1: worksheet net = {s2(va)} | Q4: worksheet net = {s2(vb)}",
)
cmp(
    "hunter cleaning supplies or garden grub, which cost more",
    ["casual", "composed"],
    rows(cps=["Hunter Cleaning Supplies"]),
    rows(cps=["Garden Grub Nursery"]),
    "Hunter Cleaning Supplies",
    "Garden Grub",
    "Hunter Cleaning Supplies vs Garden Grub Nursery FY26",
    sign=-1,
)
cmp(
    "which cost more, the optus mobile or the nbn",
    ["casual", "composed"],
    rows(cps=["Optus"]),
    rows(cats=("Phone & Internet",), cps=["Aussie Broadband"]),
    "Optus mobile",
    "home NBN",
    "Optus vs the 12 Aussie Broadband monthly debits FY26 (duplicate and reversal left out)",
    sign=-1,
)

# ======================= count (8) =======================
cnt("how many times did i fill the ute", ["casual"], len(rows(cats=FUEL)), "Fuel rows FY26")
cnt(
    "how many stripe payouts came thru",
    ["casual", "abbrev"],
    len(inc(cps=[STRIPE])),
    "Stripe payout rows FY26",
)
cnt(
    "how many stripe payouts were over $500",
    ["casual", "composed"],
    len([r for r in inc(cps=[STRIPE]) if A(r) > 500]),
    "Stripe payouts over 500.00 as banked",
)
cnt(
    "how many tip runs did i pay for",
    ["casual"],
    len(rows(cps=list(TIPS))),
    "Tip fee rows (Summerhill + Awaba) FY26",
)
cnt("how many pays did chloe get", ["casual"], len(rows(cps=[CHLOE])), "Wage payments to Chloe FY26")
cnt(
    "how many remits from hunter plan in the first half",
    ["casual", "composed"],
    len(inc(H1, [HPM])),
    "Hunter Plan Management rows Jul-Dec 2025",
)
priv = sorted(set(short(r["counterparty"]) for r in inc(cps=list(PRIVATE))))
cnt(
    "how many diff private clients paid me by osko",
    ["casual", "abbrev"],
    len(priv),
    "Distinct private households paying by Osko FY26 (not the NDIS participants, not family)",
    f"{len(priv)} distinct: " + ", ".join(priv),
)
cnt(
    "how many times did we get takeaway in dec",
    ["casual", "composed"],
    len(rows(M(2025, 12), TAKE)),
    "Takeaway & Dining rows Dec 2025",
)

# ======================= list (7) =======================
lst(
    "who paid me by osko for work",
    ["casual"],
    [short(r["counterparty"]) for r in inc(desc="^OSKO DEPOSIT")],
    "Business Osko payers FY26 (private households + the two self-managed NDIS participants; not Kasia, Pawel)",
)
lst(
    "which servos did i fill up at in march",
    ["casual", "composed"],
    [brand(r) for r in rows(M(2026, 3), FUEL)],
    "Servo brands with a Fuel row Mar 2026",
)
lst(
    "who paid me from the 20th of june on",
    ["casual", "composed"],
    [short(r["counterparty"]) for r in inc(("2026-06-20", "2026-06-30"))],
    "Sales Income payers 20 - 30 Jun 2026",
)
lst(
    "which months did planwise pay me",
    ["casual"],
    [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in inc(cps=[PW])],
    "Months (posting date) with a Planwise remittance, in date order",
    sort=False,
)
lst(
    "who did i pay by bpay",
    ["casual"],
    [short(r["counterparty"]) for r in rows(desc="^BPAY PAYMENT")],
    "BPAY payees FY26",
)
lst(
    "what direct debits come out of my account",
    ["casual"],
    [short(r["counterparty"]) for r in rows(desc="^DIRECT DEBIT (?!REVERSAL)")],
    "Direct debit payees FY26 (the reversal is a credit)",
)
lst(
    "which takeaway places did we go to more than 5 times",
    ["casual", "composed"],
    [c for c, n in Counter(r["counterparty"] for r in rows(cats=TAKE)).items() if n > 5],
    "Takeaway & Dining counterparties with more than 5 rows FY26",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did margaret pay me",
        ["casual"],
        "Which Margaret? Only Margaret Okafor pays, but she pays by Osko and sometimes by card through Stripe (inside the net payouts, not visible per client): Osko only, or her Stripe payments too? And her taxable Christmas job in or out?: ask",
    ),
    (
        "how much did i earn from stripe",
        ["casual"],
        "As banked (net of Stripe's fee) or the gross from the payout report (G1 side)?: ask",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "BAS BPAYs to the ATO (GST + Chloe's PAYGW + 1,450 PAYG instalments, incl. last year's Q4 in July), or income tax? The bank shows one mixed BPAY per quarter: ask",
    ),
    (
        "what did i spend last month",
        ["casual"],
        "Today is 20 Jul 2026; last month is June 2026, which is in the file, but 'spent' on what (everything, business only, whole or business share)? And if July 2026 is meant, there is no data: ask",
    ),
    (
        "how much did hunter pay me",
        ["casual"],
        "'Hunter' matches Hunter Plan Management and Hunter Coast Realty (both pay him): ask which",
    ),
    (
        "how much was the mower",
        ["casual"],
        "The ride-on (15,290.00 incl GST, 13,900 ex GST) or mower repairs at Hunter Mower Centre / Stihl?: ask",
    ),
    ("how much did it cost", ["casual"], "No antecedent for 'it': ask what item or payee"),
    (
        "what did the ute cost me this yr",
        ["casual", "abbrev"],
        "Fuel only, or rego, CTP, insurance, services and tyres too? Whole amounts or the 82 % business share?: ask",
    ),
    (
        "how much did i make all up last yr",
        ["casual", "abbrev"],
        "Sales as banked, gross sales (G1), P8 income ex GST, or net profit after expenses?: ask",
    ),
    (
        "what did i pay for insurance",
        ["casual"],
        "NRMA public liability, the Youi ute policy, the NRMA CTP green slip, or nib health cover? Business or all?: ask",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, why, rd in [
    (
        "should i put the 6k in super or pay down the home loan",
        ["casual"],
        "advice",
        "Personal investment / financial advice",
    ),
    (
        "should i drop jobber for something cheaper",
        ["casual"],
        "advice",
        "Business purchasing advice, not a fact in the books",
    ),
    (
        "what will i earn in the sept qtr this year",
        ["casual", "abbrev"],
        "forecast",
        "Forecast: Jul-Sep 2026 is after the file ends",
    ),
    (
        "how much gst will i owe on the next bas",
        ["casual", "abbrev"],
        "forecast",
        "Forecast of a future BAS (the Q1 FY27 data does not exist)",
    ),
    ("pay chloe this fortnight", ["casual"], "action", "Action: make a payment"),
    ("transfer 2k to savings for me", ["casual"], "action", "Action: move money"),
    (
        "whats the balance in my savings acct",
        ["casual", "abbrev"],
        "data not held",
        "The savings account 40917733 is not in this file, only transfers",
    ),
    (
        "how much does kasia earn at the school",
        ["casual"],
        "someone else's data",
        "Kasia's own pay and account are not in his books",
    ),
    ("whats the share price of ampol today", ["casual"], "data not held", "Market data, not in the books"),
    (
        "how many hours did chloe work in may",
        ["casual"],
        "data not held",
        "Hours are on timesheets / payroll, not in the bank file (only notes on pay rows; not a bookkeeping figure the assistant should guess)",
    ),
]:
    add(q, st, "decline", {"decline": True}, f"decline ({why}): {rd}", "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
cm = sum(1 for d in items if {"casual", "misspelt"} & set(d["style"]))
co = sum(1 for d in items if "composed" in d["style"])
assert cm >= 34 and co >= 25, (cm, co)
out = [
    {
        "id": f"clt{i:03d}",
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
