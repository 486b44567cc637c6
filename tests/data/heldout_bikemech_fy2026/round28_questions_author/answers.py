"""Builds out/assistant_questions_heldout.json: 100 questions (set heldout, ids bmq001-bmq100) for Rhys Calloway,
mobile bicycle mechanic, Wodonga VIC, FY2026. Answers by plain arithmetic over data/labels.csv (date, amount,
description, category, counterparty, use, note) and, for the GST / BAS and tax-return figures, the functions of
data/hand_worked.py (bas(q), year_bas(), tax_summary()). Stdlib only, deterministic. Today = Monday 20 July 2026.
Run: python3 out/answers.py"""

import csv, json, re, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
sys.path.insert(0, str(DATA))
sys.dont_write_bytecode = True  # write nothing into data/
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

SQUARE = "Square (card reader payments)"
TRAIL = "TrailRent (e-bike booking platform)"
COUNCIL = "AlburyCity (Albury City Council)"
YACK = "Yack Trail Bikes Pty Ltd"
SCHOOL = "Kiewa Valley Grammar School"
CASH = "Cash customers (cash book)"
TAHLIA = "Tahlia Brennan (partner)"
DAD = "Graham Calloway (father)"
SAVER = "Own Hume saver account"
BPW = "Bicycle Parts Wholesale"
FE = "FE Sports"
NOT_INVOICE = (SQUARE, TRAIL, COUNCIL, YACK, SCHOOL, CASH)
FUEL = ("Motor Vehicle - Fuel",)
VAN = tuple(sorted({r["category"] for r in L if r["category"].startswith("Motor Vehicle")}))
STOCK = ("Parts & Tyres (Trading Stock)",)
TAKE = ("Takeaway & Dining",)
GROC = ("Groceries",)
NICE = {"Bp": "BP", "Metro": "Metro Petroleum", "Reddy": "Reddy Express", "United": "United Petroleum"}


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
    """Income = rows whose return label is P8-income (categories Sales Income and E-bike Hire Income), as banked:
    Square and TrailRent net of fee / commission; the 26 Nov 2025 refund to Ngaire Tomlinson reduces it."""
    return rows(period, cps=cps, excl=excl, test=lambda r: r["atoLabel"] == "P8-income", **k)


def invoice_in(period=FY, **k):
    """Private customers paying an emailed invoice by bank transfer (Osko or direct credit), money in only."""
    return inc(period, excl=NOT_INVOICE, money="in", **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


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


BAS = {q: HW.bas(QN[q]) for q in Q}
YEAR = HW.year_bas()
TS = HW.tax_summary()
ALT = {"1A": "1A-per-row", "1B": "1B-per-row"}


def gst(qs, field):
    src = [YEAR] if len(qs) == 4 else [BAS[q] for q in qs]
    t = sum((b[field] for b in src), Decimal(0))
    if field == "net":
        alt = sum((b["1A-per-row"] - b["1B-per-row"] for b in src), Decimal(0))
    elif field in ALT:
        alt = sum((b[ALT[field]] for b in src), Decimal(0))
    else:
        alt = t
    return t, (alt if alt != t else None)


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
        f"hand_worked.py worksheet {field} over {'+'.join(qs)} = {s2(t)}"
        + (f"; per-row sum {s2(alt)}" if alt is not None else ""),
    )


def tfig(q, style, key, reading):
    add(
        q,
        style,
        "figure",
        {"amount": s2(TS[key])},
        reading,
        f"hand_worked.py tax_summary {key} = {s2(TS[key])}",
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


def clean(
    n,
):  # a payer / payee as a person would name it: no "(...)" note, no ", Albury"; bank-cut names restored
    n = n.split(" (")[0].split(",")[0]
    return NICE.get(n, n)


def lst(q, style, names, reading, sort=True):
    names = sorted(set(clean(n) for n in names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


def nodate(*ds):
    return lambda r: r["date"] not in ds


RENT_T = lambda r: "half of the rent" in r["note"]

# ======================= figures (55) =======================
# --- income (P8-income rows as banked) ---
fig(
    "square payouts for the yr",
    ["casual", "abbrev"],
    inc(cps=[SQUARE]),
    "Square payouts FY26, as banked (net of Square's 1.6 % fee)",
)
fig(
    "how much came thru square in the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [SQUARE]),
    "Square payouts Q1 (1 Jul - 30 Sep 2025), as banked",
)
fig(
    "trailrent total this fy",
    ["casual", "abbrev"],
    inc(cps=[TRAIL]),
    "TrailRent e-bike hire payouts FY26, as banked (net of the 15 % commission)",
)
fig(
    "ebike hire money since the december price rise",
    ["casual", "composed"],
    inc(("2025-12-01", "2026-06-30"), [TRAIL]),
    "TrailRent payouts 1 Dec 2025 - 30 Jun 2026 (hire rates 69 / 99 from December), as banked",
)
fig(
    "how much has the council paid me this fy",
    ["casual", "abbrev"],
    inc(cps=[COUNCIL]),
    "AlburyCity bike-share contract payments received FY26 (12 credits, Jun 2025 - May 2026 invoices)",
)
fig(
    "council payments since jan",
    ["casual", "composed"],
    inc(H2, [COUNCIL]),
    "AlburyCity payments received 1 Jan - 30 Jun 2026",
)
fig(
    "yack trail bikes total",
    ["casual"],
    inc(cps=[YACK]),
    "Yack Trail Bikes payments FY26 (two invoices in one credit; RW1029 in two parts)",
)
fig(
    "what did kiewa gramar pay me all year",
    ["casual", "misspelt"],
    inc(cps=[SCHOOL]),
    "Kiewa Valley Grammar School service days FY26 (4 terms)",
)
fig(
    "cash i banked from jobs",
    ["casual"],
    inc(cps=[CASH]),
    "Cash deposits at Hume Wodonga (cash book takings) FY26",
)
fig(
    "how much did ppl pay by bank transfer for invoices",
    ["casual", "abbrev"],
    invoice_in(),
    "Private customers paying RW invoices by Osko or direct credit FY26 (money in; not Square, cash, council, "
    "Yack Trail Bikes, the school); the Ngaire refund is money out and not in this total",
)
fig(
    "total income first half of the fy",
    ["casual", "abbrev", "composed"],
    inc(H1),
    "Income Jul-Dec 2025 as banked (P8-income rows, net of the Ngaire refund)",
)
fig(
    "how much came in in novmber",
    ["casual", "misspelt"],
    inc(M(2025, 11)),
    "Income Nov 2025 as banked (today is 20 Jul 2026)",
)
fig("what did i earn last month", ["casual", "composed"], inc(M(2026, 6)), "Income June 2026 as banked")
fig(
    "total business income for the year",
    ["casual"],
    inc(),
    "Income FY26 as banked (all P8-income rows: Square, TrailRent, council, Yack, school, cash, invoices, less refund)",
)
fig("avg weekly income", ["casual", "abbrev", "composed"], inc(), "Income FY26 / 52", post="avg", div=52)
fig("whats my average month income", ["casual", "composed"], inc(), "Income FY26 / 12", post="avg", div=12)
fig(
    "average square payout",
    ["casual", "composed"],
    inc(cps=[SQUARE]),
    "Square payouts FY26 / number of payouts",
    post="avg",
)
fig(
    "biggest trailrent payout",
    ["casual"],
    inc(cps=[TRAIL]),
    "Largest single TrailRent payout FY26",
    post="max",
)
fig("smallest square payout", ["casual"], inc(cps=[SQUARE]), "Smallest single Square payout FY26", post="min")
fig(
    "how much has tanya paid me",
    ["casual"],
    inc(cps=["Tanya Ellery"]),
    "Tanya Ellery's invoice payments FY26",
)
fig(
    "what did brendan pay me this yr",
    ["casual", "abbrev"],
    inc(cps=["Brendan O'Shea"]),
    "Brendan O'Shea's invoice payments FY26",
)
# --- money in that is not income ---
fig(
    "how much has tahlia sent me all up",
    ["casual"],
    rows(cps=[TAHLIA]),
    "All Osko deposits from Tahlia Brennan FY26 (rent and bills halves plus shopping shares; not income)",
)
fig(
    "tahlias rent money since feb",
    ["casual", "composed"],
    rows(("2026-02-01", "2026-06-30"), cps=[TAHLIA], test=RENT_T),
    "Tahlia's half-of-rent-and-bills transfers 1 Feb - 30 Jun 2026 (650.00 each); her shopping share of 12 Apr excluded",
)
fig(
    "how much have i paid dad back",
    ["casual"],
    rows(cps=[DAD], money="out"),
    "Repayments of dad's interest-free e-bike loan, Nov 2025 - Jun 2026",
)
fig(
    "what did i move into the saver",
    ["casual"],
    rows(cps=[SAVER], money="out"),
    "Transfers to the S10 Hume Saver FY26 (money out only)",
)
# --- spending (money out; refunds reduce the total) ---
fig(
    "bicycle parts wholsale total",
    ["casual", "misspelt"],
    rows(cps=[BPW]),
    "Everything paid to Bicycle Parts Wholesale FY26 (stock, hire helmets and locks, the 28 Nov tools), both name lengths",
)
fig(
    "fe sports stock orders after the refund",
    ["casual"],
    rows(cats=STOCK, cps=[FE]),
    "FE Sports trading-stock orders FY26 under both names, net of the 15 Oct 138.90 credit; not the hire-bike charger "
    "(17 Mar) nor the private balance bike (31 Mar)",
)
fig(
    "how much did i spend on stock (parts n tyres) this yr",
    ["casual", "abbrev"],
    rows(cats=STOCK),
    "Parts & tyres for resale FY26: Bicycle Parts Wholesale, FE Sports (net of refund), Lusty, Bike24 (AUD charges, "
    "no fee rows)",
)
fig(
    "bike24 fees from the bank",
    ["casual"],
    rows(cps=["Hume Bank"], test=lambda r: "BIKE24" in r["description"]),
    "Hume Bank international transaction fees on the three Bike24 charges",
)
fig(
    "diesel for the yr",
    ["casual", "abbrev"],
    rows(cats=FUEL),
    "Fuel for the van FY26, whole dockets; the 5 Mar 2026 Ampol docket (pie and coffee) is not fuel",
)
fig("fuel oct-dec", ["casual", "composed"], rows(Q["Q2"], FUEL), "Van fuel Q2 (Oct-Dec 2025)")
fig(
    "avg fuel per week",
    ["casual", "abbrev", "composed"],
    rows(cats=FUEL),
    "Van fuel FY26 / 52",
    sign=-1,
    post="avg",
    div=52,
)
fig(
    "all up what did the van cost me this year",
    ["casual", "composed"],
    rows(cats=VAN),
    "All van costs FY26, whole amounts: fuel, servicing, tyres, rego, insurance, parking",
)
fig(
    "rego and insurance for the van together",
    ["casual", "composed"],
    rows(cats=("Motor Vehicle - Registration", "Motor Vehicle - Insurance")),
    "VicRoads rego BPAY + RACV insurance BPAY, whole amounts",
)
fig("phone bill for the yr", ["casual", "abbrev"], rows(cps=["Telstra"]), "Telstra mobile FY26, whole bills")
fig(
    "aussie bb internet this fy",
    ["casual", "abbrev"],
    rows(cps=["Aussie Broadband"]),
    "Aussie Broadband home internet FY26, whole bills",
)
fig(
    "quikbooks subscription cost for the year",
    ["casual", "misspelt"],
    rows(cps=["Intuit QuickBooks"]),
    "QuickBooks Online FY26 (35.00, 38.50 from January)",
)
fig(
    "house rent since the rent went up",
    ["casual", "composed"],
    rows(("2026-02-01", "2026-06-30"), cps=["Nolan Property Wodonga (agent)"]),
    "DEFT rent BPAYs from the February rise (1,300.00) to 30 Jun 2026",
)
fig("groceries oct to dec", ["casual", "composed"], rows(Q["Q2"], GROC), "Groceries Q2 (Oct-Dec 2025)")
fig(
    "takeaway n eating out for the yr",
    ["casual", "abbrev"],
    rows(cats=TAKE),
    "Takeaway & Dining FY26, including the 5 Mar Ampol pie-and-coffee docket and the Goldfinch cafe",
)
fig("maccas total", ["casual"], rows(cps=["Mcdonalds"]), "McDonald's Wodonga FY26")
fig(
    "netflix and kayo combined",
    ["casual", "composed"],
    rows(cps=["Netflix", "Kayo Sports"]),
    "Netflix + Kayo FY26",
)
fig(
    "how much super did i put in",
    ["casual"],
    rows(cps=["Australian Retirement Trust"]),
    "Personal contributions to Australian Retirement Trust FY26",
)
fig(
    "what did i pay the ato this fy",
    ["casual", "abbrev"],
    rows(cps=["ATO"], money="out"),
    "BPAY payments to the ATO FY26 (activity statements: GST + PAYG instalments, incl the Apr-Jun 2025 one); the "
    "Oct 2025 refund is not netted",
)
fig(
    "what did the bali trip cost all up",
    ["casual", "composed"],
    rows(
        test=lambda r: (
            r["category"] == "Holiday (Private)" or (r["category"] == "Bank Fees" and r["use"] == "private")
        )
    ),
    "Bali holiday: Jetstar, SkyBus, hotel and spending in rupiah, plus Hume's fees on that spending",
)
fig(
    "workshop consumables total",
    ["casual"],
    rows(cats=("Workshop Consumables",)),
    "Muc-Off, Bunnings, Repco FY26, whole dockets (the 25 Oct Bunnings docket in full)",
)
fig(
    "biggest card purchase this yr",
    ["casual", "abbrev"],
    rows(desc=r"^(VISA DEBIT PURCHASE|EFTPOS PURCHASE)"),
    "Largest single Visa Debit / EFTPOS purchase FY26",
    sign=-1,
    post="max",
)
# --- GST / BAS (hand_worked.py worksheet; per-row sums in alsoAccepted) ---
gfig("1A for q1", ["abbrev"], ["Q1"], "1A", "1A GST on sales Q1 (Jul-Sep 2025), worksheet")
gfig("net gst for the dec qtr", ["casual", "abbrev"], ["Q2"], "net", "Net GST Q2 (1A - 1B), worksheet")
gfig(
    "what goes in G1 for the whole year",
    ["casual", "abbrev", "composed"],
    list(Q),
    "G1",
    "G1 total sales FY26, GST-inclusive, Square and TrailRent at their gross",
)
gfig(
    "gst credits apr-jun",
    ["casual", "abbrev"],
    ["Q4"],
    "1B",
    "1B GST on purchases Q4 (Apr-Jun 2026), worksheet",
)
gfig(
    "G10 for the sept quarter",
    ["abbrev"],
    ["Q1"],
    "G10",
    "G10 capital purchases Q1 (hire e-bike and Aldi tools)",
)
# --- tax return (hand_worked.py tax_summary) ---
tfig("whats my net business income for the tax return", ["casual"], "P8-netIncome", "P8 net income FY26")
tfig(
    "how much can i claim for the van",
    ["casual"],
    "van (logbook share, inside P8-other)",
    "Van costs at the 82 % logbook share, less GST credits (inside P8 other expenses)",
)
add(
    "total deductions incl super and donations",
    ["casual", "abbrev"],
    "figure",
    {"amount": s2(TS["P8-totalExpenses"] + TS["D9"] + TS["D10"] + TS["D12"])},
    "P8 total expenses + D9 + D10 + D12 (hand_worked.py tax_summary)",
    f"{s2(TS['P8-totalExpenses'])} + {s2(TS['D9'])} + {s2(TS['D10'])} + {s2(TS['D12'])}",
)
nfig = sum(1 for d in items if d["kind"] == "figure")
assert nfig == 55, nfig

# ======================= compare (10) =======================
cmp(
    "square or trailrent, which paid more this fy",
    ["casual", "abbrev", "composed"],
    inc(cps=[SQUARE]),
    inc(cps=[TRAIL]),
    "Square",
    "TrailRent",
    "Square vs TrailRent payouts FY26, as banked",
)
cmp(
    "did the council or yack trail pay me more",
    ["casual", "composed"],
    inc(cps=[COUNCIL]),
    inc(cps=[YACK]),
    "the council",
    "Yack Trail",
    "AlburyCity vs Yack Trail Bikes payments FY26",
)
cmp(
    "did i make more in q1 or q2",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Q1",
    "Q2",
    "Income Q1 vs Q2, as banked",
)
cmp(
    "fuel first half vs second half of the fy",
    ["casual", "abbrev", "composed"],
    rows(H1, FUEL),
    rows(H2, FUEL),
    "first half",
    "second half",
    "Van fuel Jul-Dec 2025 vs Jan-Jun 2026",
    sign=-1,
)
cmp(
    "which did i spend more on for stock, bpw or fe sports",
    ["casual", "abbrev", "composed"],
    rows(cats=STOCK, cps=[BPW]),
    rows(cats=STOCK, cps=[FE]),
    "Bicycle Parts Wholesale",
    "FE Sports",
    "Trading-stock orders FY26: Bicycle Parts Wholesale vs FE Sports (net of refund)",
    sign=-1,
)
cmp(
    "netflix vs kayo which costs more",
    ["casual", "composed"],
    rows(cps=["Netflix"]),
    rows(cps=["Kayo Sports"]),
    "Netflix",
    "Kayo",
    "Netflix vs Kayo FY26",
    sign=-1,
)
cmp(
    "income march vs april",
    ["casual", "composed"],
    inc(M(2026, 3)),
    inc(M(2026, 4)),
    "March",
    "April",
    "Income Mar vs Apr 2026, as banked",
)
cmp(
    "woolies or aldi, where did more go on groceries",
    ["casual", "composed"],
    rows(cats=GROC, cps=["Woolworths"]),
    rows(cats=GROC, cps=["Aldi"]),
    "Woolworths",
    "Aldi",
    "Woolworths vs Aldi groceries FY26 (not the 16 Aug Aldi tools docket)",
    sign=-1,
)
gcmp(
    "was net gst bigger in q3 or q4",
    ["casual", "abbrev", "composed"],
    "Q3",
    "Q4",
    "net",
    "Q3",
    "Q4",
    "Net GST Q3 vs Q4 (hand_worked.py worksheet)",
)
cmp(
    "who paid more, tanya or rachel",
    ["casual", "composed"],
    inc(cps=["Tanya Ellery"]),
    inc(cps=["Rachel Kwong"]),
    "Tanya",
    "Rachel",
    "Tanya Ellery vs Rachel Kwong FY26",
)

# ======================= count (8) =======================
cnt(
    "how many square payouts came thru",
    ["casual", "abbrev"],
    len(inc(cps=[SQUARE])),
    "Square payout rows FY26",
)
cnt(
    "how many trailrnet payouts this yr",
    ["casual", "abbrev", "misspelt"],
    len(inc(cps=[TRAIL])),
    "TrailRent payout rows FY26",
)
cnt(
    "how many times did i fill up the van",
    ["casual"],
    len(rows(cats=FUEL)),
    "Fuel dockets FY26 (not the 5 Mar Ampol pie docket)",
)
cnt("how many times did i bank cash", ["casual"], len(inc(cps=[CASH])), "Cash deposit rows FY26")
payers = sorted(set(r["counterparty"] for r in invoice_in()))
cnt(
    "how many diff customers paid invoices by transfer",
    ["casual", "abbrev", "composed"],
    len(payers),
    "Distinct private customers paying invoices by Osko / direct credit FY26",
    f"{len(payers)} distinct counterparties: " + ", ".join(payers),
)
cnt(
    "how many square payouts over $500 in apr-jun",
    ["casual", "abbrev", "composed"],
    len([r for r in inc(Q["Q4"], [SQUARE]) if A(r) > 500]),
    "Square payouts over 500.00 (as banked) Q4",
)
cnt(
    "how many times did i get maccas since jan",
    ["casual", "composed"],
    len(rows(H2, cps=["Mcdonalds"])),
    "McDonald's rows 1 Jan - 30 Jun 2026",
)
cnt(
    "how many rent payments went out",
    ["casual"],
    len(rows(cps=["Nolan Property Wodonga (agent)"])),
    "DEFT rent BPAY rows FY26",
)

# ======================= list (7) =======================
lst(
    "which customers paid invoices by transfer in apr-jun",
    ["casual", "abbrev", "composed"],
    [r["counterparty"] for r in invoice_in(Q["Q4"])],
    "Private invoice customers paying by Osko / direct credit Q4",
)
have = {r["date"][:7] for r in inc(cps=[COUNCIL])}
lst(
    "which months did no council payment come in",
    ["casual", "composed"],
    [f"{MONTHNAME[m - 1]} {y}" for y, m in FYMONTHS if f"{y}-{m:02d}" not in have],
    "FY26 months (posting date) with no AlburyCity payment, in date order",
    sort=False,
)
lst(
    "who did i pay by bpay",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^BPAY PAYMENT")],
    "BPAY payees FY26",
)
lst(
    "what direct debits come out of my account",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^DIRECT DEBIT")],
    "Direct debit payees FY26",
)
lst(
    "which servos did i buy diesel at",
    ["casual"],
    [r["counterparty"] for r in rows(cats=FUEL)],
    "Fuel brands FY26 (bank-cut names restored: BP, Metro Petroleum, Reddy Express, United Petroleum, Ampol)",
)
lst(
    "who did i send osko payments to",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^OSKO PAYMENT TO")],
    "Payees of Osko payments out FY26",
)
lst(
    "which suppliers did i buy parts for resale from",
    ["casual"],
    [r["counterparty"] for r in rows(cats=STOCK)],
    "Trading-stock suppliers FY26",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did the council pay me in october",
        ["casual"],
        "AlburyCity pays about 30 days after the month's invoice: the payment received in October (1 Oct, 1,485.00 for "
        "August) or the payment for October's work (1,782.00 incl vandalism repairs, received 1 Dec)?",
    ),
    (
        "whats my gst",
        ["casual"],
        "Which quarter (or the year), and which figure: GST on sales (1A), credits (1B) or net GST payable?",
    ),
    ("how much was it", ["casual"], "'It' has no antecedent: which payment or item?"),
    (
        "what did the new ebike cost me",
        ["casual"],
        "The price paid for the fifth hire e-bike (3,849.00 incl GST), the cost after the GST credit (3,499.09), or the "
        "tax write-off; or with the helmets, locks and charger?",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "'Tax' with no kind: the ATO BPAYs (GST + 1,150 PAYG instalments, one for the Apr-Jun 2025 BAS), GST alone, "
        "PAYG instalments alone, net of the Oct 2025 refund, or income tax (not yet assessed for FY26)?",
    ),
    (
        "how much did i make from the ebikes",
        ["casual"],
        "TrailRent payouts as banked (net of commission), gross hires, or profit after commission, helmets, locks, maps, "
        "charger and the new e-bike?",
    ),
    (
        "how much did i get back",
        ["casual"],
        "Back from whom: the ATO refund, Medicare, the FE Sports credit, the Rivers refund, Connor's ticket, Tahlia's "
        "shares, or money from the saver?",
    ),
    (
        "how much did i put away this yr",
        ["casual", "abbrev"],
        "Put away where: transfers to the Hume Saver (gross, or net of money taken back out) or super contributions?",
    ),
    (
        "which quarter was better",
        ["casual", "composed"],
        "Better by what: income as banked, sales (G1), net GST, or profit after costs?",
    ),
    (
        "how much did the price go up",
        ["casual"],
        "Which price: his labour prices (Jan), the council contract (CPI, Jan), TrailRent hire rates (Dec), QuickBooks, "
        "Telstra, Netflix, Kayo or the house rent?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i buy another ebike for the hire fleet",
        ["casual", "abbrev"],
        "Business / investment advice: not for a bookkeeping assistant over his own records",
    ),
    (
        "how much will trailrent pay me over summer",
        ["casual"],
        "Forecast: summer 2026-27 is after the data ends (30 Jun 2026)",
    ),
    ("move 3k into my saver", ["casual", "abbrev"], "Action: moving money is not something it can do"),
    (
        "whats the balance of my hume saver",
        ["casual"],
        "Data not held: the S10 saver is seen only as transfers, its balance (and any interest) is not in the file",
    ),
    (
        "how much did tahlia earn this yr",
        ["casual", "abbrev"],
        "Someone else's data: his partner's income is not in Rhys's records",
    ),
    (
        "will the council renew my contract",
        ["casual"],
        "Prediction about a customer: cannot be known from his books",
    ),
    ("pay the agl bill for me", ["casual"], "Action: making a payment"),
    ("should i lease a new van or buy one", ["casual"], "Financing / tax advice: needs his tax agent"),
    (
        "how many km did i do in the van this year",
        ["casual"],
        "Data not held: the odometer readings and logbook are not in the bank file",
    ),
    (
        "what did yack trail bikes turn over this yr",
        ["casual", "abbrev"],
        "Someone else's data: a customer's turnover is not in Rhys's records",
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
        "id": f"bmq{i:03d}",
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
