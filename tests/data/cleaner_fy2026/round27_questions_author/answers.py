"""Builds out/assistant_questions_heldout.json: 100 held-out questions (ids clh001-clh100) for Tomasz Nowak,
Newcastle NDIS cleaner and garden maintenance ("Nowak Clean & Green"), FY2026. Answers by plain arithmetic over
data/labels.csv (date, amount, description, category, counterparty, use, basFields, gstAmount, businessPercent)
and, for the GST / tax-return figures, the worksheet and tax summary printed by data/hand_worked.py.
Stdlib only, deterministic. Today = Monday 20 July 2026.   Run: python3 out/answers.py"""

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
FYMONTHS = [(2025, m) for m in range(7, 13)] + [(2026, m) for m in range(1, 7)]


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])

HPM = "Hunter Plan Management (plan manager)"
PW = "Planwise Supports (plan manager)"
OKAFOR = "Margaret Okafor (self-managed NDIS participant)"
PETROVSKI = "Dragan Petrovski (self-managed NDIS participant)"
STRIPE = "Stripe (client card payments)"
HARB = "Harbourside Property Newcastle"
HCR = "Hunter Coast Realty"
JULIAN = "Julian Hargreaves (UK owner, Merewether rental)"
KIWI = "Tidy Kiwi Ltd (Auckland NZ)"
CASH = "cash customers"
CHLOE = "Chloe Baxter (casual employee)"
SBSCH = "ATO SBSCH (Chloe's super)"
KASIA = "Katarzyna Nowak (wife)"
SAVINGS = "Own Greater Bank savings"
FUEL = ("Fuel",)
UTE = ("Fuel", "Motor Vehicle")
TIP = ("Tip Fees",)
GROC = ("Groceries",)
TAKE = ("Takeaway & Dining",)
KIDS = ("Kids & Family",)
REPAIRS = ("Repairs & Maintenance",)


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
    """Income = Sales Income rows, as banked (Stripe payouts net of Stripe's fee)."""
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


PRIVATE_OSKO = lambda r: (
    r["description"].startswith("OSKO DEPOSIT FROM") and r["counterparty"] not in (OKAFOR, PETROVSKI)
)


def jobber_fee_rows():
    """Jobber charges plus the Greater Bank 3 % fee row that follows each (note names the Jobber charge)."""
    return rows(cps=["Jobber"]) + rows(cps=["Greater Bank"], test=lambda r: "Jobber" in r["note"])


# ---- BAS worksheet and tax summary: data/hand_worked.py's printout ----
def hand_worked():
    out = subprocess.run(
        [sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True, check=True
    ).stdout
    bas, t, q = {}, {}, None
    for line in out.splitlines():
        m = re.match(r"^(Q[1-4]) FY2026", line)
        if m:
            q = m.group(1)
            continue
        if line.startswith("Year:"):
            q = "Y"
            continue
        if q and "G1=" in line:
            bas[q] = {k: Decimal(v) for k, v in (p.split("=") for p in line.split())}
            q = None
            continue
        m = re.match(r"\s+(P8-\S+|D\d+|homeOffice)\b.*?\s(-?[\d.]+)$", line)
        if m:
            t[m.group(1)] = Decimal(m.group(2))
    return bas, t


BAS, TS = hand_worked()
PERROW = {"1A": "1A-per-row", "1B": "1B-per-row"}


def gst(qs, field):
    t = sum((BAS[q][field] for q in qs), Decimal(0))
    if field in PERROW:
        alt = sum((BAS[q][PERROW[field]] for q in qs), Decimal(0))
    elif field == "net":
        alt = sum((BAS[q]["1A-per-row"] - BAS[q]["1B-per-row"] for q in qs), Decimal(0))
    else:
        alt = t
    return t, (alt if alt != t else None)


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


def gfig(q, style, qs, field, reading):
    t, alt = gst(qs, field)
    e = {"amount": s2(t)}
    if alt is not None:
        e["alsoAccepted"] = [s2(alt)]
    add(
        q,
        style,
        "figure",
        e,
        reading,
        f"worksheet {field} over {'+'.join(qs)} = {s2(t)}"
        + (f"; per-row sum {s2(alt)}" if alt is not None else ""),
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
    va, vb = gst([qa], field)[0], gst([qb], field)[0]
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


def clean(n):  # a payer / payee as a person would name it: no "(...)" note
    return n.split(" (")[0]


def lst(q, style, names, reading, sort=True):
    names = sorted(set(clean(n) for n in names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


# ======================= figures (55) =======================
# --- income (Sales Income as banked) ---
fig(
    "how much did the plan managers pay me all up this fy",
    ["casual", "abbrev", "composed"],
    inc(cps=[HPM, PW]),
    "Hunter Plan Management + Planwise Supports remittances FY26 (NDIS, GST-free), as banked",
)
fig(
    "hunter plan mgmt total for the yr",
    ["casual", "abbrev"],
    inc(cps=[HPM]),
    "Hunter Plan Management remittances FY26",
)
fig(
    "planwise payments in the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"], [PW]),
    "Planwise Supports remittances Q2 (Oct-Dec 2025)",
)
fig(
    "what did margaret send me by osko this year",
    ["casual"],
    inc(cps=[OKAFOR]),
    "Margaret Okafor's Osko deposits FY26 (fortnightly cleans plus the 385.00 Christmas windows job); her card "
    "payments inside Stripe payouts are not separable as banked and are not included",
)
fig(
    "dragans garden money total",
    ["casual", "misspelt"],
    inc(cps=[PETROVSKI]),
    "Dragan Petrovski's monthly garden maintenance payments FY26",
)
fig(
    "stripe payouts for the year",
    ["casual"],
    inc(cps=[STRIPE]),
    "Stripe payouts FY26 as banked (net of Stripe's fee)",
)
fig(
    "stripe since jan",
    ["casual", "composed"],
    inc(H2, [STRIPE]),
    "Stripe payouts 1 Jan - 30 Jun 2026, as banked",
)
fig(
    "how much did the real estate agents pay me",
    ["casual"],
    inc(cps=[HARB, HCR]),
    "Harbourside Property Newcastle + Hunter Coast Realty (end-of-lease cleans) FY26",
)
fig(
    "harbourside bond cleans in the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [HARB]),
    "Harbourside Property remittances Q1 (Jul-Sep 2025)",
)
fig(
    "what did julian pay me for the merewether house",
    ["casual"],
    inc(cps=[JULIAN]),
    "Julian Hargreaves (UK owner) via Wise FY26",
)
fig("tidy kiwi job total", ["casual"], inc(cps=[KIWI]), "Tidy Kiwi Ltd (NZ) via Wise FY26")
fig(
    "how much cash did i bank from cash jobs",
    ["casual"],
    inc(cps=[CASH]),
    "Cash deposits of cash-job takings FY26",
)
fig("total income last fy", ["casual", "abbrev"], inc(), "Income FY26 (Sales Income rows, as banked)")
fig("income jan-mar", ["casual", "abbrev", "composed"], inc(Q["Q3"]), "Income Q3 (Jan-Mar 2026), as banked")
fig(
    "how much came in from work last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 (today is 20 Jul 2026), as banked",
)
fig("how much did i make in decmeber", ["casual", "misspelt"], inc(M(2025, 12)), "Income Dec 2025, as banked")
fig(
    "average stripe payout",
    ["casual"],
    inc(cps=[STRIPE]),
    "Stripe payouts FY26 / number of payouts",
    post="avg",
)
fig("avg monthly income", ["casual", "abbrev", "composed"], inc(), "Income FY26 / 12", post="avg", div=12)
fig(
    "biggest single payment from harbourside",
    ["casual"],
    inc(cps=[HARB]),
    "Largest single Harbourside Property remittance FY26",
    post="max",
)
fig(
    "biggest remit from either plan manager",
    ["casual", "composed"],
    inc(cps=[HPM, PW]),
    "Largest single remittance from Hunter Plan Management or Planwise FY26",
    post="max",
)
fig(
    "how much did private clients pay me by osko, not the ndis ones",
    ["casual", "composed"],
    inc(test=PRIVATE_OSKO),
    "Osko deposits from private households FY26 (Harris, Chen, Thompson, Williams, O'Brien, Nair, Morgan, Nguyen); "
    "Margaret Okafor and Dragan Petrovski (NDIS) excluded",
)
fig(
    "income from everything except stripe in q4",
    ["casual", "composed"],
    inc(Q["Q4"], excl=[STRIPE]),
    "Income Apr-Jun 2026 as banked, Stripe payouts left out",
)
fig(
    "how much has kasia put in for the house",
    ["casual"],
    rows(cps=[KASIA]),
    "Kasia's monthly household transfers FY26 (not income)",
)
# --- spending (money out; refunds reduce the total) ---
fig(
    "how much went to chloe by osko in the dec qtr",
    ["casual", "composed"],
    rows(Q["Q2"], cps=[CHLOE]),
    "Chloe Baxter's net pays as banked Q2 (after PAYG withheld)",
)
fig(
    "chloes super thru the clearing house",
    ["casual", "misspelt"],
    rows(cps=[SBSCH]),
    "Super guarantee BPAYs to the ATO Small Business Superannuation Clearing House FY26 (5 payments)",
)
fig(
    "diesel for the ute this yr",
    ["casual", "abbrev"],
    rows(cats=FUEL),
    "Fuel FY26 (Ampol / Ampolex Cardiff, BP, Metro, Shell), whole amounts, not cut to 82 %",
)
fig(
    "ute costs all up - fuel rego insurance servicing the lot",
    ["casual", "composed"],
    rows(cats=UTE),
    "Fuel + Motor Vehicle FY26: diesel, rego (Service NSW), CTP (NRMA), Youi, Hunter 4x4 service, Beaurepaires tyres; "
    "whole amounts",
)
fig(
    "bunnings total",
    ["casual"],
    rows(cps=["Bunnings Kotara"]),
    "Bunnings Kotara, both wordings, net of the 27 Oct 2025 hose reel refund",
)
fig(
    "hunter cleaning supplies this fy",
    ["casual", "abbrev"],
    rows(cps=["Hunter Cleaning Supplies"]),
    "Hunter Cleaning Supplies FY26",
)
fig("garden grub spend", ["casual"], rows(cps=["Garden Grub Nursery"]), "Garden Grub Nursery FY26")
fig("tip fees for the year", ["casual"], rows(cats=TIP), "Summerhill + Awaba green-waste tip fees FY26")
fig(
    "summerhill tip since jan",
    ["casual", "composed"],
    rows(H2, cps=["City of Newcastle (Summerhill)"]),
    "Summerhill Waste Management Centre tip fees 1 Jan - 30 Jun 2026",
)
fig(
    "jobber incl the banks 3% fee",
    ["casual", "composed"],
    jobber_fee_rows(),
    "Jobber (both wordings) + the Greater Bank international transaction fee row after each Jobber charge FY26",
)
fig("canva for the yr", ["casual", "abbrev"], rows(cps=["Canva"]), "Canva FY26 (11 months, January missed)")
fig(
    "mower and equipment repairs",
    ["casual"],
    rows(cats=REPAIRS),
    "Repairs & Maintenance FY26: Hunter Mower Centre repairs / services + Stihl Shop; not the ride-on purchase",
)
fig("optus bill for the yr", ["casual", "abbrev"], rows(cps=["Optus"]), "Optus mobile FY26, whole bills")
fig(
    "nbn for the year",
    ["casual", "abbrev"],
    rows(desc=r"AUSSIE BROADBAND"),
    "Aussie Broadband FY26, whole bills; the 21 Nov duplicate and its 24 Nov reversal cancel out",
)
fig("power bills", ["casual"], rows(cps=["EnergyAustralia"]), "EnergyAustralia BPAYs FY26, whole bills")
fig("home loan repayments this yr", ["casual", "abbrev"], rows(cps=["ING (home loan)"]), "ING home loan FY26")
fig("groceries last month", ["casual", "composed"], rows(M(2026, 6), GROC), "Groceries June 2026")
fig(
    "takeaway for the year",
    ["casual"],
    rows(cats=TAKE),
    "Takeaway & Dining FY26 (Domino's, McDonald's, Menulog, Old George & Dragon, Sushi Train, Uber Eats)",
)
fig(
    "maccas n dominos together",
    ["casual", "abbrev", "composed"],
    rows(cps=["Mcdonalds Broadmeadow", "Dominos Adamstown"]),
    "McDonald's Broadmeadow + Domino's Adamstown FY26",
)
fig(
    "what did the kids stuff cost",
    ["casual"],
    rows(cats=KIDS),
    "Kids & Family FY26 (swim school, football rego, games, Roblox, Timezone, museum, clothes at Best & Less, Big W); "
    "the Roblox international fee (a bank fee row) not included",
)
fig("cash out of the atm", ["casual", "abbrev"], rows(cps=["Greater Bank ATM"]), "ATM withdrawals FY26")
fig(
    "how much did i move to savings",
    ["casual"],
    rows(cps=[SAVINGS], money="out"),
    "Transfers to savings account 40917733 FY26 (money out only; transfers back not netted)",
)
fig(
    "what did i pay the ato last fy",
    ["casual", "abbrev"],
    rows(desc=r"^BPAY PAYMENT TAX OFFICE"),
    "BPAY payments to the ATO FY26 (activity statements: GST, PAYG withheld, instalments; incl last year's Q4 paid "
    "28 Jul 2025); the Aug 2025 refund not netted; not the super clearing house",
)
fig(
    "avg monthly grocery spend",
    ["casual", "abbrev", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig(
    "biggest fuel fill", ["casual"], rows(cats=FUEL), "Largest single fuel purchase FY26", sign=-1, post="max"
)
# --- GST / BAS (worksheet; per-row sums in alsoAccepted) ---
gfig("1A for the dec qtr", ["casual", "abbrev"], ["Q2"], "1A", "1A GST on sales Q2 (Oct-Dec 2025), worksheet")
gfig(
    "net gst for jan-mar, do i get a refund",
    ["casual", "abbrev", "composed"],
    ["Q3"],
    "net",
    "Net GST Q3 (1A - 1B), worksheet: negative = refund position (the mower's credit)",
)
gfig(
    "G3 gst free sales for the whole yr",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G3",
    "G3 GST-free sales FY26 (NDIS supports, incl the GST-free parts of Stripe payouts)",
)
gfig(
    "gst credits sept qtr",
    ["casual", "abbrev"],
    ["Q1"],
    "1B",
    "1B GST on purchases Q1 (Jul-Sep 2025), worksheet",
)
gfig(
    "W2 tax withheld from chloe for the year",
    ["casual", "abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "W2",
    "W2 PAYG withheld from Chloe's wages FY26 (worksheet)",
)
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    "P8-netIncome",
    "P8 net income FY26 (hand_worked.py tax summary)",
)
add(
    "total deductions incl my super and donations",
    ["casual", "composed"],
    "figure",
    {"amount": s2(TS["P8-totalExpenses"] + TS["D9"] + TS["D10"] + TS["D12"])},
    "P8 total expenses + D9 + D10 + D12 (hand_worked.py tax summary)",
    f"{s2(TS['P8-totalExpenses'])} + {s2(TS['D9'])} + {s2(TS['D10'])} + {s2(TS['D12'])}",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "hunter plan or planwise, who paid more",
    ["casual", "composed"],
    inc(cps=[HPM]),
    inc(cps=[PW]),
    "Hunter Plan Management",
    "Planwise",
    "Hunter Plan Management vs Planwise FY26, as banked",
)
cmp(
    "harbourside vs hunter coast which agency paid more",
    ["casual", "composed"],
    inc(cps=[HARB]),
    inc(cps=[HCR]),
    "Harbourside",
    "Hunter Coast",
    "Harbourside Property vs Hunter Coast Realty FY26",
)
cmp(
    "did i make more in the sept qtr or the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Sept quarter",
    "Dec quarter",
    "Income Q1 vs Q2, as banked",
)
cmp(
    "more on diesel at ampol or metro",
    ["casual", "composed"],
    rows(cps=["Ampol", "Ampolex"]),
    rows(cps=["Metro"]),
    "Ampol",
    "Metro",
    "Ampol Cardiff (both wordings AMPOL / AMPOLEX) vs Metro Broadmeadow FY26",
    sign=-1,
)
cmp(
    "bunnings or hunter cleaning supplies, where'd more go",
    ["casual", "composed"],
    rows(cps=["Bunnings Kotara"]),
    rows(cps=["Hunter Cleaning Supplies"]),
    "Bunnings",
    "Hunter Cleaning Supplies",
    "Bunnings (net of refund) vs Hunter Cleaning Supplies FY26",
    sign=-1,
)
cmp(
    "summerhill vs awaba tip fees",
    ["casual", "composed"],
    rows(cps=["City of Newcastle (Summerhill)"]),
    rows(cps=["Lake Macquarie City Council (Awaba)"]),
    "Summerhill",
    "Awaba",
    "Summerhill vs Awaba tip fees FY26",
    sign=-1,
)
cmp(
    "coles or woolies",
    ["casual", "abbrev", "composed"],
    rows(cps=["Coles"]),
    rows(cps=["Woolworths"]),
    "Coles",
    "Woolworths",
    "Coles vs Woolworths FY26",
    sign=-1,
)
cmp(
    "did stripe bring in more than both plan managers together",
    ["casual", "composed"],
    inc(cps=[STRIPE]),
    inc(cps=[HPM, PW]),
    "Stripe",
    "plan managers",
    "Stripe payouts (as banked) vs Hunter Plan + Planwise FY26",
)
gcmp(
    "was net gst bigger in q2 or q4",
    ["casual", "abbrev", "composed"],
    "Q2",
    "Q4",
    "net",
    "Q2",
    "Q4",
    "Net GST Q2 vs Q4 (worksheet)",
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

# ======================= count (8) =======================
cnt(
    "how many stripe payouts came thru",
    ["casual", "abbrev"],
    len(inc(cps=[STRIPE])),
    "Stripe payout rows FY26",
)
cnt("how many times did chloe get paid", ["casual"], len(rows(cps=[CHLOE])), "Chloe Baxter pay rows FY26")
cnt(
    "how many tip runs did i pay for",
    ["casual"],
    len(rows(cats=TIP)),
    "Tip fee rows (Summerhill + Awaba) FY26",
)
priv = sorted(set(r["counterparty"] for r in inc(test=PRIVATE_OSKO)))
cnt(
    "how many diff private clients paid me by osko",
    ["casual", "abbrev"],
    len(priv),
    "Distinct private-household payers of Osko deposits FY26 (not Margaret or Dragan)",
    f"{len(priv)} distinct counterparties: " + ", ".join(priv),
)
cnt(
    "how many intl fees did the bank charge me",
    ["casual", "abbrev"],
    len(rows(desc=r"^INTL TRANSACTION FEE")),
    "Greater Bank international transaction fee rows FY26 (Jobber, Calendly, Roblox)",
)
cnt(
    "how many harbourside payments over $1500",
    ["casual", "composed"],
    len([r for r in inc(cps=[HARB]) if A(r) > 1500]),
    "Harbourside remittances over 1,500.00 FY26",
)
cnt(
    "how many times did i fill up the ute in the dec qtr",
    ["casual", "abbrev", "composed"],
    len(rows(Q["Q2"], FUEL)),
    "Fuel rows Q2 (Oct-Dec 2025)",
)
cnt(
    "how many hunter plan remits since jan",
    ["casual", "composed"],
    len(inc(H2, [HPM])),
    "Hunter Plan Management remittance rows 1 Jan - 30 Jun 2026",
)

# ======================= list (7) =======================
lst(
    "who paid me by osko in june",
    ["casual", "composed"],
    [
        r["counterparty"]
        for r in inc(M(2026, 6), test=lambda r: r["description"].startswith("OSKO DEPOSIT FROM"))
    ],
    "Client Osko payers June 2026",
)
lst(
    "which clients paid thru wise",
    ["casual"],
    [r["counterparty"] for r in inc(desc=r"WISE AUSTRALIA")],
    "Wise payers FY26",
)
BPAYNAME = {
    "ATO": "ATO",
    SBSCH: "SB Super Clearing House",
    "AustralianSuper": "AustralianSuper",
    "EnergyAustralia": "EnergyAustralia",
    "NRMA Business Insurance": "NRMA Business Insurance",
    "NRMA Insurance (CTP)": "NRMA CTP green slip",
    "Transport for NSW": "Service NSW",
}
lst(
    "who did i pay by bpay",
    ["casual"],
    [BPAYNAME[r["counterparty"]] for r in rows(desc=r"^BPAY PAYMENT")],
    "BPAY payees FY26, named as the statement shows them (Service NSW = the ute rego; SB Super Clearing House = "
    "Chloe's super)",
)
lst(
    "what direct debits come out of my account",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^DIRECT DEBIT") if r["category"] != "Duplicate / Reversed"],
    "Direct debit payees FY26 (the Aussie Broadband duplicate / reversal is the same payee)",
)
have = {r["date"][:7] for r in inc(cps=[HCR])}
lst(
    "which months did hunter coast pay me nothing",
    ["casual", "composed"],
    [f"{MONTHNAME[m - 1]} {y}" for y, m in FYMONTHS if f"{y}-{m:02d}" not in have],
    "FY26 months with no Hunter Coast Realty remittance, in date order (Sep-Nov paid late on 12 Dec)",
    sort=False,
)
have = {r["date"][:7] for r in rows(cps=["Canva"])}
lst(
    "which months didnt canva charge me",
    ["casual", "misspelt"],
    [f"{MONTHNAME[m - 1]} {y}" for y, m in FYMONTHS if f"{y}-{m:02d}" not in have],
    "FY26 months with no Canva charge (posting date), in date order",
    sort=False,
)
lst(
    "which servos did i fill up at",
    ["casual"],
    [
        "Ampol Cardiff"
        if r["counterparty"] in ("Ampol", "Ampolex")
        else {"Bp": "BP Kotara", "Metro": "Metro Broadmeadow", "Shell": "Shell Coles Express Adamstown"}[
            r["counterparty"]
        ]
        for r in rows(cats=FUEL)
    ],
    "Fuel stations FY26 (AMPOL and AMPOLEX CARDIFF are one station)",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did i pay chloe",
        ["casual"],
        "Net pays as banked (29,045.26), gross wages (W1 31,663.26), or with her super through the clearing house; and for "
        "the year or a quarter?",
    ),
    (
        "what did the mower cost me",
        ["casual"],
        "Which mower: the ride-on (15,290.00 paid, 13,900.00 after the GST credit, written off in full) or repairs and "
        "services to the mowers at Hunter Mower Centre? And price paid, after GST credit, or deduction?",
    ),
    (
        "how much did margaret pay me",
        ["casual"],
        "Her Osko deposits only, or also her card payments on my Stripe invoices (inside Stripe payouts, gross, not "
        "visible as her rows); and with or without the Christmas windows job outside her plan?",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "'Tax' with no kind: ATO activity statement BPAYs (GST + PAYG withheld for Chloe + PAYG instalments), GST alone, "
        "the PAYG instalments, or income tax (FY26 not yet assessed)?",
    ),
    (
        "whats my gst",
        ["casual"],
        "Which quarter (or the year), and which figure: GST on sales (1A), credits (1B) or net?",
    ),
    (
        "how much did i get back",
        ["casual"],
        "Back from whom: the ATO refund, Medicare rebates, Pawel, the Bunnings refund, the Aussie Broadband reversal, or "
        "savings transfers back?",
    ),
    (
        "how much did hunter pay me",
        ["casual"],
        "'Hunter' matches Hunter Plan Management (NDIS remittances) and Hunter Coast Realty (end-of-lease cleans): which?",
    ),
    (
        "what did insurance cost me",
        ["casual"],
        "Which insurance: NRMA public liability, the ute (Youi comprehensive and / or the NRMA CTP green slip), or nib "
        "health cover? Whole or business share?",
    ),
    ("how much was that payment", ["casual"], "'That payment' has no antecedent: which payment?"),
    (
        "how much did i pay for super",
        ["casual"],
        "Chloe's super guarantee through the clearing house (5,186.53) or my own AustralianSuper contributions "
        "(9,000.00), or both?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i buy a second ute for chloe",
        ["casual"],
        "Business / purchase advice: not from the bank records",
    ),
    (
        "how much will hunter plan pay me next month",
        ["casual"],
        "Forecast: August 2026 is after the data ends (30 Jun 2026)",
    ),
    (
        "whats kasias salary",
        ["casual", "misspelt"],
        "Someone else's data: Kasia's pay goes to her own account; only her 1,400 transfers are here",
    ),
    (
        "how much is in my savings account now",
        ["casual"],
        "Data not held: savings account 40917733 is seen only as transfers, its balance is not in the file",
    ),
    ("pay chloe this thursday", ["casual"], "Action: making a payment"),
    (
        "whats chloes tax file number",
        ["casual", "misspelt"],
        "Someone else's personal data, not in a bank file (and not to be shared)",
    ),
    (
        "will the ato audit my ndis gst free stuff",
        ["casual", "abbrev"],
        "Prediction about the ATO: cannot be known from his books",
    ),
    ("should i register as an ndis provider", ["casual"], "Business / regulatory advice: needs an adviser"),
    (
        "how much is left in margarets ndis plan",
        ["casual", "misspelt"],
        "Someone else's data: a participant's plan budget is not in his bank file",
    ),
    (
        "how much do i still owe on the ing loan",
        ["casual"],
        "Data not held: only the repayments show; the loan balance is with ING",
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
        "id": f"clh{i:03d}",
        "question": d["question"],
        "style": d["style"],
        "kind": d["kind"],
        "expected": d["expected"],
        "reading": d["reading"],
        "working": d["working"],
    }
    for i, d in enumerate(items, 1)
]
with open(HERE / "assistant_questions_heldout.json", "w", encoding="utf-8") as h:
    json.dump(out, h, indent=1, ensure_ascii=False)
    h.write("\n")
print("wrote", len(out), "items", dict(kc), "styles", dict(sc), "casual-or-misspelt", cm, "composed", co)
