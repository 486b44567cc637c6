"""Builds out/assistant_questions_tune.json: 100 questions (set tune, ids pot001-pot100) for Luke Mancini, mobile
pool and spa technician, Kialla (Shepparton) VIC, FY2026. Answers by plain arithmetic over data/labels.csv (date,
amount, description, category, counterparty, use) and, for the GST / BAS and tax-return figures, the functions of
data/hand_worked.py (bas(q), tax_summary()). Stdlib only, deterministic. Today = Monday 20 July 2026.
Run: python3 out/answers.py"""

import csv, json, re, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
sys.dont_write_bytecode = True  # write nothing into data/
sys.path.insert(0, str(DATA))
import hand_worked as HW  # noqa: E402

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
QN = {"Q1": 1, "Q2": 2, "Q3": 3, "Q4": 4}
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

SQUARE = "Square (card payments at jobs)"
RAYWHITE = "Ray White Shepparton (trust account)"
HARCOURTS = "Harcourts Shepparton (trust account)"
COUNCIL = "Greater Shepparton City Council"
CASH = "Cash customers"
DC_CLIENTS = (
    "Brookes Family Trust (Ian Brookes)",
    "Dr Rashid Hussain",
    "Kotsiras Orchards Pty Ltd (house pool)",
    "Riverbend Motor Lodge Pty Ltd (motel pool and spa)",
)
SAVINGS = "Own BankVic savings"
VANFUEL = lambda r: r["counterparty"].startswith("Van fuel (")
SPIN = lambda r: "Spin Touch" in r["note"]
GOLDCOAST = r"JETSTAR|STAYZ|DREAMWORLD|SURFERS PARADISE|BROADBEACH|TWEED HEADS|BP SEYMOUR"
# names as Luke would say them (labels' counterparty, its bracketed note dropped by clean())
NICE = {
    "Kids' swimming lessons": "Shepp Swim Club (kids' swimming lessons)",
    "Isla (daughter)": "Isla Mancini (daughter)",
}


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
    """Income = rows with category Sales Income, as banked (Square payouts net of Square's fee)."""
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


# ---- GST / BAS and return figures: data/hand_worked.py's own functions ----
BASQ = {q: HW.bas(QN[q]) for q in Q}
TS = HW.tax_summary()
PERROW = {"1A": "1A-per-row", "1B": "1B-per-row"}


def gst(qs, field):
    t = sum((BASQ[q][field] for q in qs), Decimal(0))
    if field in PERROW:
        alt = sum((BASQ[q][PERROW[field]] for q in qs), Decimal(0))
    elif field == "net":
        alt = sum((BASQ[q]["1A-per-row"] - BASQ[q]["1B-per-row"] for q in qs), Decimal(0))
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
        f"hand_worked.bas() {field} over {'+'.join(qs)} = {s2(t)}"
        + (f"; per-row sum {s2(alt)}" if alt is not None else ""),
    )


def tfig(q, style, keys, reading):
    v = sum((TS[k] for k in keys), Decimal(0))
    add(
        q,
        style,
        "figure",
        {"amount": s2(v)},
        reading,
        "hand_worked.tax_summary() "
        + " + ".join(f"{k.split(' (')[0]} {s2(TS[k])}" for k in keys)
        + f" = {s2(v)}",
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
    assert va != vb
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: hand_worked.bas() {field} {qa} = {s2(va)} | {nb}: hand_worked.bas() {field} {qb} = {s2(vb)}",
    )


def cnt(q, style, n, reading, working=None):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows")


def clean(n):  # a payer / payee as a person would name it: no "(...)" note
    return NICE.get(n, n).split(" (")[0]


def lst(q, style, names, reading, sort=True):
    names = sorted(set(clean(n) for n in names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


# ======================= figures (55) =======================
# --- income and money in ---
fig(
    "square payouts jul to sep",
    ["casual", "composed"],
    inc(Q["Q1"], [SQUARE]),
    "Square payouts Q1 (1 Jul - 30 Sep 2025), as banked (net of Square's 1.6 % fee)",
)
fig(
    "total square money for the yr",
    ["casual", "abbrev"],
    inc(cps=[SQUARE]),
    "Square payouts FY26, as banked (net of fees); not the SQ *ZINC CAFE card purchases",
)
fig(
    "whats the average square payout",
    ["casual"],
    inc(cps=[SQUARE]),
    "Square payouts FY26 / number of payouts",
    post="avg",
)
fig(
    "biggest square payout this fy",
    ["casual", "abbrev"],
    inc(cps=[SQUARE]),
    "Largest single Square payout FY26, as banked",
    post="max",
)
fig(
    "how much has ray white paid me this fy",
    ["casual", "abbrev"],
    inc(cps=[RAYWHITE]),
    "Ray White Shepparton trust-account credits FY26 (one per invoice; both 242.00 invoices of 19 Feb 2026 counted)",
)
fig(
    "harcourts total since jan",
    ["casual", "abbrev", "composed"],
    inc(H2, [HARCOURTS]),
    "Harcourts Shepparton trust-account credits 1 Jan - 30 Jun 2026",
)
fig(
    "how much did the council pay me for the pool contract",
    ["casual"],
    inc(cps=[COUNCIL]),
    "Greater Shepparton City Council seasonal contract payments FY26 (Dec-Apr)",
)
fig(
    "what did the two agencies pay me between oct and march",
    ["casual", "composed"],
    inc(("2025-10-01", "2026-03-31"), [RAYWHITE, HARCOURTS]),
    "Ray White + Harcourts credits 1 Oct 2025 - 31 Mar 2026",
)
fig(
    "cash jobs i banked at the branch",
    ["casual"],
    inc(cps=[CASH]),
    "Branch cash deposits of cash takings FY26; the 4 May 2026 trampoline sale (250.00) is not a job and is left out",
)
fig(
    "income jul-dec",
    ["casual", "abbrev", "composed"],
    inc(H1),
    "Income first half of FY26 (1 Jul - 31 Dec 2025), Sales Income as banked",
)
fig(
    "what did i earn last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 (today is 20 Jul 2026), as banked",
)
fig("how much came in in febuary", ["casual", "misspelt"], inc(M(2026, 2)), "Income Feb 2026, as banked")
fig("income for q3", ["casual", "abbrev"], inc(Q["Q3"]), "Income Q3 (Jan-Mar 2026), as banked")
fig("avg monthly income", ["casual", "abbrev", "composed"], inc(), "Income FY26 / 12", post="avg", div=12)
fig(
    "income per week on average over the yr",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 52",
    post="avg",
    div=52,
)
fig(
    "lisa caruso's invoices, how much all up",
    ["casual"],
    inc(cps=["Lisa Caruso"]),
    "Lisa Caruso's invoice payments FY26; her duplicate 286.00 of 8 Jan 2026 (refunded 13 Jan) is not income",
)
fig(
    "tom n ella rigg total",
    ["casual", "abbrev"],
    inc(cps=["Tom & Ella Rigg"]),
    "Tom & Ella Rigg's payments FY26",
)
fig(
    "how much did pauly vella pay this yr",
    ["casual", "abbrev"],
    inc(cps=["Paul Vella"]),
    "Paul Vella's payments FY26 (P VELLA)",
)
fig(
    "what did graham pay me",
    ["casual"],
    inc(cps=["Graham Taylor (father-in-law)"]),
    "Graham Taylor (father-in-law): invoice 2588, the pump supplied and fitted, 8 Feb 2026 (a sale)",
)
fig(
    "income from brookes, dr hussain, kotsiras and the motel combined",
    ["casual", "composed"],
    inc(cps=DC_CLIENTS),
    "Direct-credit pool owners FY26: Brookes Family Trust, Dr Hussain, Kotsiras Orchards, "
    "Riverbend Motor Lodge",
)
fig(
    "how much did renee put in this yr",
    ["casual", "abbrev"],
    rows(cps=["Renee Mancini (partner)"]),
    "Renee's monthly 1,500.00 towards the mortgage and bills FY26 (not income)",
)
fig(
    "how much did i pull out of savings",
    ["casual"],
    rows(cps=[SAVINGS], money="in"),
    "Transfers from S20 Tax & Savings FY26 (money in only)",
)
fig(
    "how much did i put in the tax n savings acct",
    ["casual", "abbrev"],
    rows(cps=[SAVINGS], money="out"),
    "Transfers to S20 Tax & Savings FY26 (money out only)",
)
fig(
    "medicare rebates total", ["casual"], rows(cps=["Medicare"]), "Medicare benefit credits FY26 (not income)"
)
# --- spending (money out, whole amounts; refunds reduce the total) ---
fig(
    "diesel for the van this yr",
    ["casual", "abbrev"],
    rows(test=VANFUEL),
    "Van diesel FY26, whole fills (Ampol, BP, United, Metro, Reddy Express); the two unleaded fills on the Gold "
    "Coast holiday are private and left out",
)
fig(
    "fuel oct-dec for the van",
    ["casual", "abbrev", "composed"],
    rows(Q["Q2"], test=VANFUEL),
    "Van diesel Q2 (Oct-Dec 2025), whole fills",
)
fig(
    "avg fill at the servo for the van",
    ["casual", "abbrev", "composed"],
    rows(test=VANFUEL),
    "Van diesel FY26 / number of fills",
    sign=-1,
    post="avg",
)
fig(
    "fluidra total",
    ["casual"],
    rows(cps=["Fluidra Australia (Astral Pool trade)"]),
    "Fluidra (Astral Pool trade account) statement payments FY26",
)
fig(
    "reece total for the yr",
    ["casual", "abbrev"],
    rows(cps=["Reece"]),
    "Reece FY26, net of the 1,089.00 pump refund of 2 Dec 2025",
)
fig(
    "bunnos total",
    ["casual", "abbrev"],
    rows(cps=["Bunnings"]),
    "Bunnings FY26, whole dockets (the three mixed dockets not cut to the business part)",
)
fig(
    "pool systems orders not counting the spin touch",
    ["casual", "composed"],
    rows(cps=["Pool Systems"], test=lambda r: not SPIN(r)),
    "Pool Systems trade orders FY26 without the 2,695.00 Spin Touch (capital)",
)
fig(
    "chemicals n parts from all suppliers this yr",
    ["casual", "abbrev", "composed"],
    rows(cats=("Pool Chemicals & Parts",)),
    "Category Pool Chemicals & Parts FY26 (Bunnings, Reece, Fluidra, Pool Systems, Poolwerx, AliExpress), net of "
    "the Reece refund; not the Spin Touch nor BankVic's overseas fee rows",
)
fig(
    "how much went to jayden in his pays",
    ["casual"],
    rows(cats=("Wages",)),
    "Jayden's net pay FY26 as banked (26 pays); the 4 Dec 2025 pay that bounced and its return cancel out",
)
fig(
    "jaydens super thru the clearing house",
    ["casual", "abbrev", "misspelt"],
    rows(cps=["ATO Small Business Super Clearing House"]),
    "Super guarantee BPAYs to the Small Business Superannuation Clearing House FY26 (incl. Apr-Jun 2025 paid 22 Jul 2025)",
)
fig(
    "van loan payments for the year",
    ["casual"],
    rows(cps=["Toyota Finance (chattel mortgage on the van)"]),
    "Toyota Finance chattel mortgage repayments FY26 (interest + principal)",
)
fig(
    "what did i pay the tax office this fy",
    ["casual", "abbrev"],
    rows(desc=r"^BPAY ATO"),
    "BPAYs to the ATO FY26 (activity statements: GST, PAYG withheld, PAYG instalments); the Nov 2025 refund not netted",
)
fig("telstra for the yr", ["casual", "abbrev"], rows(cps=["Telstra"]), "Telstra mobile FY26, whole bills")
fig("agl power bills", ["casual"], rows(cps=["AGL"]), "AGL electricity BPAYs FY26, whole bills")
fig(
    "xero and servicem8 together",
    ["casual", "composed"],
    rows(cps=["Xero", "ServiceM8"]),
    "Xero + ServiceM8 subscriptions FY26",
)
fig(
    "rego for the van and trailer",
    ["casual"],
    rows(cps=["VicRoads"]),
    "VicRoads: HiAce rego (1,046.70) + trailer rego (96.30)",
)
fig(
    "groceries since april",
    ["casual", "composed"],
    rows(Q["Q4"], cats=("Groceries",)),
    "Groceries 1 Apr - 30 Jun 2026 (Coles, Woolworths, Aldi, IGA)",
)
fig(
    "takeaway total",
    ["casual"],
    rows(cats=("Takeaway & Dining",)),
    "Takeaway & Dining FY26 (incl. SQ *ZINC CAFE and the Surfers Paradise RSL meal)",
)
fig(
    "what did the gold coast trip cost all up",
    ["casual", "composed"],
    rows(desc=GOLDCOAST),
    "Gold Coast holiday: Jetstar, Stayz, Dreamworld, Surfers Paradise RSL, Woolworths Broadbeach, the two "
    "private unleaded fills (Tweed Heads, Seymour)",
)
fig(
    "home loan payments this yr",
    ["casual", "abbrev"],
    rows(cps=["BankVic home loan"]),
    "Transfers to the L1 home loan FY26",
)
fig("dan murphys total", ["casual", "misspelt"], rows(cps=["Dan Murphy's"]), "Dan Murphy's FY26")
fig("how much on facebook ads", ["casual"], rows(cps=["Meta (ads)"]), "Meta (FACEBK *ADS) FY26")
fig(
    "biggest card purchase this yr",
    ["casual", "abbrev"],
    rows(desc=r"^VISA DEBIT PURCHASE"),
    "Largest single Visa Debit purchase FY26",
    sign=-1,
    post="max",
)
# --- GST / BAS (hand_worked.bas(); per-row sums in alsoAccepted) ---
gfig(
    "gst on sales for the dec qtr",
    ["casual", "abbrev"],
    ["Q2"],
    "1A",
    "1A GST on sales Q2 (Oct-Dec 2025), worksheet",
)
gfig("net gst jan-mar", ["casual", "abbrev"], ["Q3"], "net", "Net GST Q3 (1A - 1B), worksheet")
gfig(
    "G1 for the whole year",
    ["abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G1",
    "G1 total sales FY26, GST-inclusive, Square payouts at their gross",
)
gfig(
    "gst credits apr to jun",
    ["casual", "abbrev"],
    ["Q4"],
    "1B",
    "1B GST on purchases Q4 (Apr-Jun 2026), worksheet",
)
gfig(
    "how much payg did i withold from jayden this yr",
    ["casual", "abbrev", "misspelt", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "W2",
    "W2 PAYG withheld from Jayden's wages FY26 (payslips)",
)
# --- tax return (hand_worked.tax_summary()) ---
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    ["P8-netIncome"],
    "P8 net income FY26 (earnings basis: debtors' increase added)",
)
tfig(
    "motor vehicle expenses figure for my return",
    ["casual"],
    ["P8-motor-vehicle"],
    "P8 motor vehicle expenses: van running costs at 85 % ex GST credit (not the loan interest or depreciation, "
    "which have their own lines)",
)
tfig(
    "total deductions incl super, donation and the tax agent",
    ["casual", "composed"],
    ["P8-totalExpenses", "D9", "D10", "D12"],
    "P8 total expenses + D9 + D10 + D12",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "ray white or harcourts, who paid me more",
    ["casual", "composed"],
    inc(cps=[RAYWHITE]),
    inc(cps=[HARCOURTS]),
    "Ray White",
    "Harcourts",
    "Ray White vs Harcourts credits FY26",
)
cmp(
    "was income bigger in the dec qtr or the march qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"]),
    inc(Q["Q3"]),
    "Dec quarter",
    "March quarter",
    "Income Q2 vs Q3, as banked",
)
cmp(
    "fluidra vs reece which did i spend more at",
    ["casual", "composed"],
    rows(cps=["Fluidra Australia (Astral Pool trade)"]),
    rows(cps=["Reece"]),
    "Fluidra",
    "Reece",
    "Fluidra vs Reece FY26 (Reece net of the pump refund)",
    sign=-1,
)
cmp(
    "van fuel first half vs second half of the fy",
    ["casual", "abbrev", "composed"],
    rows(H1, test=VANFUEL),
    rows(H2, test=VANFUEL),
    "first half",
    "second half",
    "Van diesel Jul-Dec 2025 vs Jan-Jun 2026",
    sign=-1,
)
cmp(
    "coles or woolies",
    ["casual", "composed"],
    rows(cps=["Coles"]),
    rows(cps=["Woolworths"]),
    "Coles",
    "Woolworths",
    "Coles vs Woolworths FY26",
    sign=-1,
)
cmp(
    "did the council pay more than harcourts",
    ["casual", "composed"],
    inc(cps=[COUNCIL]),
    inc(cps=[HARCOURTS]),
    "the council",
    "Harcourts",
    "Greater Shepparton City Council vs Harcourts FY26",
)
cmp(
    "dominos vs hungry jacks",
    ["casual", "misspelt", "composed"],
    rows(cps=["Domino's"]),
    rows(cps=["Hungry Jack's"]),
    "Domino's",
    "Hungry Jack's",
    "Domino's vs Hungry Jack's FY26",
    sign=-1,
)
cmp(
    "netflix or spotify, which costs me more",
    ["casual", "composed"],
    rows(cps=["Netflix"]),
    rows(cps=["Spotify"]),
    "Netflix",
    "Spotify",
    "Netflix vs Spotify FY26",
    sign=-1,
)
gcmp(
    "was net gst more in q1 or q4",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q4",
    "net",
    "Q1",
    "Q4",
    "Net GST Q1 vs Q4 (worksheet)",
)
cmp(
    "square in december vs january",
    ["casual", "composed"],
    inc(M(2025, 12), [SQUARE]),
    inc(M(2026, 1), [SQUARE]),
    "December",
    "January",
    "Square payouts Dec 2025 vs Jan 2026, as banked",
)

# ======================= count (8) =======================
cnt("how many square payouts came in", ["casual"], len(inc(cps=[SQUARE])), "Square payout rows FY26")
cnt("how many times did i fill the van up", ["casual"], len(rows(test=VANFUEL)), "Van diesel rows FY26")
cnt(
    "how many pays did jayden get",
    ["casual"],
    len(rows(cats=("Wages",), test=lambda r: r["basFields"])),
    "Jayden's pays FY26: wage rows with W1, i.e. not the bounced 4 Dec 2025 row nor its return",
)
cnt("how many invoices did ray white pay", ["casual"], len(inc(cps=[RAYWHITE])), "Ray White credit rows FY26")
cnt(
    "how many times did i bank cash from jobs",
    ["casual"],
    len(inc(cps=[CASH])),
    "Branch cash deposits of takings FY26 (not the trampoline sale)",
)
cnt(
    "how many square payouts over $1000 in jan-mar",
    ["casual", "abbrev", "composed"],
    len([r for r in inc(Q["Q3"], [SQUARE]) if A(r) > 1000]),
    "Square payouts over 1,000.00 (as banked) Q3",
)
cnt("how many bunnings runs", ["casual"], len(rows(cps=["Bunnings"])), "Bunnings rows FY26")
cnt(
    "how many times did i get takeaway since jan",
    ["casual", "composed"],
    len(rows(H2, cats=("Takeaway & Dining",))),
    "Takeaway & Dining rows 1 Jan - 30 Jun 2026",
)

# ======================= list (7) =======================
lst(
    "who pays me by direct credit apart from square",
    ["casual", "composed"],
    [r["counterparty"] for r in inc(desc=r"^DIRECT CREDIT", excl=[SQUARE])],
    "Customers paying by DIRECT CREDIT FY26, Square excluded",
)
lst(
    "which months did the council pay",
    ["casual"],
    [
        f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}"
        for r in sorted(inc(cps=[COUNCIL]), key=lambda r: r["date"])
    ],
    "Months with a council payment, in date order",
    sort=False,
)
lst(
    "who did i pay by bpay", ["casual"], [r["counterparty"] for r in rows(desc=r"^BPAY ")], "BPAY payees FY26"
)
lst(
    "what direct debits come out of my account",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^DIRECT DEBIT")],
    "Direct debit payees FY26",
)
lst(
    "who paid me by osko since may",
    ["casual", "composed"],
    [r["counterparty"] for r in inc(("2026-05-01", "2026-06-30"), desc=r"^OSKO PAYMENT FROM")],
    "Customers paying by Osko 1 May - 30 Jun 2026",
)
have = {r["date"][:7] for r in rows(cps=["Fluidra Australia (Astral Pool trade)"])}
lst(
    "which months didnt i pay fluidra",
    ["casual", "misspelt"],
    [f"{MONTHNAME[m - 1]} {y}" for y, m in FYMONTHS if f"{y}-{m:02d}" not in have],
    "FY26 months with no Fluidra payment, in date order",
    sort=False,
)
lst(
    "who did i send osko payments to",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^OSKO PAYMENT TO")],
    "Payees of Osko payments out FY26 (Jayden's old and new account both Jayden Moore)",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did the agency pay me",
        ["casual"],
        "Two agencies pay him: Ray White Shepparton and Harcourts Shepparton: which one, or both?",
    ),
    (
        "what did jayden cost me",
        ["casual"],
        "Net pay as banked, gross wages (W1, incl. the PAYG withheld), or gross plus his super guarantee?",
    ),
    (
        "whats my gst",
        ["casual"],
        "Which quarter (or the year), and which figure: GST on sales (1A), credits (1B) or net?",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "'Tax' with no kind: the ATO BPAYs (GST + Jayden's PAYG withheld + 1,480 instalments, one for the Apr-Jun "
        "2025 BAS), GST alone, the PAYG instalments, or income tax (not assessed yet for FY26)?",
    ),
    ("how much was it", ["casual"], "'It' has no antecedent: which payment or item?"),
    (
        "what did the van cost me this yr",
        ["casual", "abbrev"],
        "Loan repayments (Toyota Finance), running costs (diesel, service, tyres, rego, insurance) whole, or the tax "
        "deduction at 85 % (motor vehicle, interest, depreciation)?",
    ),
    (
        "how much was the pump",
        ["casual"],
        "Two pumps: the Astral CTX pump from Reece (1,089.00, 24 Nov 2025, refunded 2 Dec) or the pump fitted at "
        "Graham's (invoice 2588, 680.00 received)?",
    ),
    (
        "how much super did i pay",
        ["casual"],
        "Jayden's super guarantee through the clearing house, or Luke's own 4,000.00 Hostplus contribution, or both?",
    ),
    (
        "how much did i get back",
        ["casual"],
        "Back from whom: the ATO refund, Medicare, the Reece pump refund, the Kmart refund, Jayden's returned pay, "
        "Lisa's duplicate, or the RACV settlement?",
    ),
    (
        "what did i pay the ato last quarter",
        ["casual", "abbrev"],
        "Last quarter = Apr-Jun 2026, when the Jan-Mar BAS was paid (28 Apr), or the Apr-Jun 2026 BAS itself (due "
        "28 Jul 2026, not paid in the file)?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i trade the hiace in for a new van",
        ["casual"],
        "Financial / purchase advice: not for a bookkeeping assistant over his own records",
    ),
    ("should i put jayden on full time", ["casual"], "Business / employment advice"),
    (
        "how much will square pay me this december",
        ["casual"],
        "Forecast: December 2026 is after the data ends (30 Jun 2026)",
    ),
    (
        "will the council renew my contract next season",
        ["casual"],
        "Prediction about a third party: cannot be known from his records",
    ),
    ("move 3k into savings for me", ["casual", "abbrev"], "Action: moving money is not something it can do"),
    ("pay the agl bill", ["casual"], "Action: making a payment"),
    (
        "whats the balance in my tax n savings acct",
        ["casual", "abbrev"],
        "Data not held: the S20 savings account is seen only as transfers; its balance is not in the file",
    ),
    (
        "how much do i still owe on the house",
        ["casual"],
        "Data not held: the L1 home loan is seen only as monthly transfers, not its balance",
    ),
    ("what does renee earn", ["casual"], "Someone else's data: Renee is paid into her own account"),
    (
        "how much did poolwerx make this yr",
        ["casual", "abbrev"],
        "Someone else's data: a supplier's takings are not in Luke's records",
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
        "id": f"pot{i:03d}",
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
