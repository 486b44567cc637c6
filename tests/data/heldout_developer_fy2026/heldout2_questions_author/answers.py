"""Held-out assistant questions (set 2) about Priya Raman's FY2026, answers by plain arithmetic.

Reads data/labels.csv only (csv + decimal, stdlib), writes assistant_questions_spent2.json.
Conventions: README.md in this folder. "Today" is Monday 20 July 2026.
"""

from __future__ import annotations

import csv
import json
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
LABELS = HERE.parent / "labels.csv"
OUT = HERE.parent / "assistant_questions_spent2.json"
CENT = Decimal("0.01")
ZERO = Decimal(0)

FY = ("2025-07-01", "2026-06-30")
Q = {1: ("2025-07-01", "2025-09-30"), 2: ("2025-10-01", "2025-12-31"),
     3: ("2026-01-01", "2026-03-31"), 4: ("2026-04-01", "2026-06-30")}  # fmt: skip
H1 = ("2025-07-01", "2025-12-31")  # first half of FY26
H2 = ("2026-01-01", "2026-06-30")  # back half of FY26
NOT_SPENDING = {"Sales Income", "Transfers", "Tax Payments", "Super Contributions"}
OVERSEAS = ("via Wise", "via Payoneer", "via Deel")


def cents(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def fmt(v: Decimal) -> str:
    return str(cents(v))


def load() -> list[dict]:
    with LABELS.open(encoding="utf-8") as h:
        rows = list(csv.DictReader(h))
    for r in rows:
        r["amt"] = Decimal(r["amount"])
    rows.sort(key=lambda r: (r["date"], -int(r["line"])))
    return rows


ROWS = load()
CATS = sorted({r["category"] for r in ROWS})
SPEND_CATS = [c for c in CATS if c not in NOT_SPENDING]


def pick(cats=None, cps=None, span=FY, desc=None, pred=None, not_cps=None):
    """Rows by category list, counterparty substrings (case-insensitive, any), date span, narrative substring."""
    out = []
    for r in ROWS:
        if not span[0] <= r["date"] <= span[1]:
            continue
        if cats is not None and r["category"] not in cats:
            continue
        cp = r["counterparty"].lower()
        if cps is not None and not any(p.lower() in cp for p in cps):
            continue
        if not_cps is not None and any(p.lower() in cp for p in not_cps):
            continue
        if desc is not None and desc.lower() not in r["description"].lower():
            continue
        if pred is not None and not pred(r):
            continue
        out.append(r)
    return out


def spent(rows) -> Decimal:
    """Spending: money out less money back (refund rows are positive and reduce it)."""
    return -sum((r["amt"] for r in rows), ZERO)


def got(rows) -> Decimal:
    return sum((r["amt"] for r in rows), ZERO)


def gross_out(rows) -> Decimal:
    return -sum((r["amt"] for r in rows if r["amt"] < 0), ZERO)


def income(span=FY, cps=None, not_cps=None, pred=None):
    return pick(["Sales Income"], cps, span, pred=pred, not_cps=not_cps)


def spending(span=FY, cats=None, cps=None, pred=None, not_cps=None, desc=None):
    return pick(cats if cats is not None else SPEND_CATS, cps, span, desc=desc, pred=pred, not_cps=not_cps)


def rows_note(rows, limit=14) -> str:
    if len(rows) > limit:
        return f"{len(rows)} rows ({rows[0]['date']} .. {rows[-1]['date']})"
    return f"{len(rows)} rows: " + ", ".join(f"{r['date']} {r['amount']} {r['counterparty']}" for r in rows)


# ---------------------------------------------------------------- BAS (GST calculation worksheet)
def taxable_part(r) -> Decimal:
    if r["gstTreatment"] != "taxable":
        return ZERO
    return abs(r["amt"]) - Decimal(r["gstFreePart"])


def bas(span):
    f = dict.fromkeys(("G1", "G2", "G10", "G11", "G14", "G15"), ZERO)
    sales, buys, per_1a, per_1b = [], [], ZERO, ZERO
    for r in ROWS:
        if r["use"] not in ("business", "mixed") or not span[0] <= r["date"] <= span[1]:
            continue
        if r["atoLabel"] == "P8-income":
            sales.append(r)
            f["G1"] += r["amt"]
            if r["gstTreatment"] in ("export", "gst_free", "input_taxed"):
                f["G2"] += r["amt"]  # exports (no G3/G4 rows in this year)
            per_1a += Decimal(r["gstAmount"])
            continue
        buys.append(r)
        sign = Decimal(-1) if r["amt"] > 0 else Decimal(1)
        cost = abs(r["amt"])
        f["G10" if r["atoLabel"] == "P8-depreciation" else "G11"] += sign * cost
        f["G14"] += sign * (cost - taxable_part(r))
        pct = int(r["businessPercent"])
        if pct < 100:
            f["G15"] += sign * cents(taxable_part(r) * (100 - pct) / 100)
        per_1b += sign * cents(Decimal(r["gstAmount"]) * pct / 100)
    f["1A"] = cents((f["G1"] - f["G2"]) / 11)
    f["1B"] = cents((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["1A_row"], f["1B_row"] = per_1a, per_1b
    f["net_row"] = per_1a - per_1b
    f["sales"], f["buys"] = sales, buys
    return f


# ---------------------------------------------------------------- expected-answer builders
def fig(rows, amount: Decimal, working: str, also=()):
    e = {"amount": fmt(amount), "transactions": len(rows)}
    also = [fmt(a) for a in also if fmt(a) != fmt(amount)]
    if also:
        e["alsoAccepted"] = sorted(set(also))
    return e, f"{working}; {rows_note(rows)} = {fmt(amount)}"


def spend_fig(rows, working: str, also=()):
    amt = spent(rows)
    extra = list(also)
    if any(r["amt"] > 0 for r in rows):
        extra.append(gross_out(rows))
        working += " (net of card refunds; gross purchases in alsoAccepted)"
    return fig(rows, amt, "spending = money out less refunds, " + working, extra)


def inc_fig(rows, working: str, also=()):
    return fig(rows, got(rows), "income = Sales Income rows, GST included, " + working, also)


def whole(v: Decimal) -> Decimal:
    """BAS amounts may be reported in whole dollars, cents dropped."""
    return Decimal(int(v))


def per(total: Decimal, n: Decimal) -> Decimal:
    return cents(total / n)


def compare(a: Decimal, b: Decimal, names, working: str):
    larger = names[0] if a > b else names[1]
    return (
        {"amounts": [fmt(a), fmt(b)], "answer": larger},
        f"{working}; {names[0]} {fmt(a)} vs {names[1]} {fmt(b)}: {larger} is larger by {fmt(abs(a - b))}",
    )


QS: list[dict] = []


def add(question, style, kind, reading, expected, working=""):
    if isinstance(expected, tuple):
        expected, working = expected
    QS.append(
        {
            "question": question,
            "style": style,
            "kind": kind,
            "expected": expected,
            "reading": reading,
            "working": working,
        }
    )


def month(ym: str):
    y, m = int(ym[:4]), int(ym[5:])
    last = {2: 28, 4: 30, 6: 30, 9: 30, 11: 30}.get(m, 31)
    return (f"{ym}-01", f"{ym}-{last:02d}")


EASTER = ("2026-04-05", "2026-07-20")  # Easter Sunday 2026 to today
SINCE_XMAS = ("2025-12-26", "2026-07-20")
SUMMER = ("2025-12-01", "2026-02-28")
SEP_NOV = ("2025-09-01", "2025-11-30")

# ================================================================= FIGURES
r = spending(cats=["Fuel"])
add(
    "how much did i spend on petrol in fy26",
    ["casual", "abbrev"],
    "figure",
    "Fuel category; FY26 1 Jul 2025 - 30 Jun 2026",
    spend_fig(r, "Fuel, FY26"),
)

r = spending(Q[4], ["Groceries"])
add(
    "whats my total groceris for last qtr",
    ["casual", "misspelt", "abbrev"],
    "figure",
    "Groceries; last quarter = Q4 FY26, 1 Apr - 30 Jun 2026",
    spend_fig(r, "Groceries, Apr-Jun 2026"),
)

r = spending(SINCE_XMAS, ["Rent & Mortgage"])
add(
    "How much rent have I paid since Christmas?",
    ["composed"],
    "figure",
    "Rent & Mortgage (Place Estate Agents); 26 Dec 2025 - today (data ends 30 Jun 2026)",
    spend_fig(r, "rent rows dated after 25 Dec 2025"),
)

r = income(cps=["Moreton"])
add(
    "how much did moreton freight pay me all up last financial year",
    ["casual"],
    "figure",
    "Sales Income, counterparty Moreton Freight Systems; FY26",
    inc_fig(r, "Moreton Freight, FY26"),
)

r = income(SEP_NOV, ["Kestrel"])
add(
    "kestrel income from sept to nov?",
    ["casual", "composed", "abbrev"],
    "figure",
    "Sales Income from Kestrel Analytics (via Wise); 1 Sep - 30 Nov 2025",
    inc_fig(r, "Kestrel, Sep-Nov 2025"),
)

r = spending(cats=["Accounting & Tax Fees"])
add(
    "wat did the accountnt cost me last yr",
    ["casual", "misspelt", "abbrev"],
    "figure",
    "Accounting & Tax Fees (Clearview Tax Accountants); last year = FY26",
    spend_fig(r, "accountant fee, FY26"),
)

r = pick(["Super Contributions"])
add(
    "how much did I put into super in FY26?",
    ["abbrev"],
    "figure",
    "Super Contributions (AustralianSuper BPAY), asked for by name; FY26",
    fig(r, spent(r), "super contributions asked by name, FY26"),
)

r = spending(cats=["Donations"])
add(
    "how much have i given to charity",
    ["casual"],
    "figure",
    "Donations category (Beyond Blue, Orange Sky, GoFundMe); the data's year FY26",
    spend_fig(
        r,
        "all Donations rows; 150.00 (the two deductible gifts only) also accepted",
        also=[spent(spending(cats=["Donations"], not_cps=["GoFundMe"]))],
    ),
)

r = spending(cats=["Utilities"])
add(
    "wat did the power bills come to for the year",
    ["casual", "misspelt"],
    "figure",
    "Utilities (Origin Energy electricity); FY26",
    spend_fig(r, "Origin Energy, FY26"),
)

r = spending(cps=["Anytime"])
add(
    "total gym membrship fy26",
    ["casual", "misspelt", "abbrev"],
    "figure",
    "Anytime Fitness direct debits (Health & Fitness); FY26",
    spend_fig(r, "Anytime Fitness, FY26"),
)

r = spending(cats=["Depreciating Assets"])
add(
    "how much did i spend on computer stuff last year (laptop monitor etc)",
    ["casual"],
    "figure",
    "Depreciating Assets (MacBook, monitors) incl. the returned LG monitor and its refund; FY26",
    spend_fig(r, "Depreciating Assets, FY26"),
)

r = spending(Q[2], ["Software & Subscriptions"])
add(
    "software subcriptions q2 total pls",
    ["casual", "misspelt", "abbrev"],
    "figure",
    "Software & Subscriptions; Q2 FY26 = 1 Oct - 31 Dec 2025",
    spend_fig(r, "software, Oct-Dec 2025"),
)

r = spending(month("2026-06"), ["Meals & Dining"])
add(
    "how much did i blow on eating out last month",
    ["casual"],
    "figure",
    "Meals & Dining; last month = June 2026",
    spend_fig(r, "Meals & Dining, June 2026"),
)

r = spending(cps=["Goods Cafe"])
add(
    "how much have I spent on brekkie at the goods cafe over the whole year",
    ["casual", "composed"],
    "figure",
    "The Goods Cafe (Meals & Dining); FY26",
    spend_fig(r, "The Goods Cafe, FY26"),
)

r = spending(cats=["Groceries"])
tot = spent(r)
add(
    "whats my average weekly grocery spend",
    ["casual"],
    "figure",
    "Groceries; FY26 (the whole year of data); per week = total / 52",
    fig(
        r,
        per(tot, Decimal(52)),
        f"Groceries FY26 total {fmt(tot)} / 52 weeks; total/(365/7) also accepted",
        also=[per(tot * 7, Decimal(365))],
    ),
)

r = spending(cats=["Meals & Dining"])
tot = spent(r)
add(
    "On average how much do I spend eating out each month?",
    ["composed"],
    "figure",
    "Meals & Dining; FY26; per month = FY total / 12",
    fig(r, per(tot, Decimal(12)), f"Meals & Dining FY26 total {fmt(tot)} / 12 months"),
)

b = bas(Q[3])
add(
    "how much gst do i owe for q3",
    ["casual", "abbrev"],
    "figure",
    "net GST for Q3 FY26 (Jan-Mar 2026) = 1A - 1B, GST calculation worksheet",
    fig(
        b["sales"] + b["buys"],
        b["net"],
        f"1A {fmt(b['1A'])} - 1B {fmt(b['1B'])}; per-row sum {fmt(b['net_row'])} and the whole-dollar BAS figure (cents dropped) also accepted; rows = business rows on the BAS",
        also=[b["net_row"], whole(b["net"])],
    ),
)

b = bas(Q[1])
add(
    "What's the GST credit I can claim for the first BAS quarter?",
    ["composed"],
    "figure",
    "1B for Q1 FY26 (Jul-Sep 2025)",
    fig(
        b["buys"],
        b["1B"],
        f"1B = (G10 {fmt(b['G10'])} + G11 {fmt(b['G11'])} - G14 {fmt(b['G14'])} - G15 {fmt(b['G15'])}) / 11; per-row {fmt(b['1B_row'])} also accepted",
        also=[b["1B_row"]],
    ),
)

b = bas(Q[2])
add(
    "gst collected on my sales oct-dec",
    ["casual", "abbrev"],
    "figure",
    "1A for Q2 FY26 (Oct-Dec 2025)",
    fig(
        b["sales"],
        b["1A"],
        f"1A = (G1 {fmt(b['G1'])} - G2 exports {fmt(b['G2'])}) / 11; per-row sum {fmt(b['1A_row'])}",
        also=[b["1A_row"]],
    ),
)

b = bas(FY)
qs = [bas(Q[i]) for i in (1, 2, 3, 4)]
add(
    "whats the net gst i owed across all 4 bas quarters of fy26 added up",
    ["casual", "composed"],
    "figure",
    "net GST summed over the four BAS quarters of FY26",
    fig(
        b["sales"] + b["buys"],
        sum((q["net"] for q in qs), ZERO),
        "sum of quarterly 1A - 1B: "
        + " + ".join(fmt(q["net"]) for q in qs)
        + f"; per-row {fmt(sum((q['net_row'] for q in qs), ZERO))} and the whole-dollar BAS sum (cents dropped each quarter) also accepted",
        also=[sum((q["net_row"] for q in qs), ZERO), sum((whole(q["net"]) for q in qs), ZERO)],
    ),
)

r = income(H2, ["Lantern"])
add(
    "How much did Lantern pay me in the back half of the year?",
    ["composed"],
    "figure",
    "Sales Income from Lantern Studio; back half of FY26 = 1 Jan - 30 Jun 2026",
    inc_fig(r, "Lantern, Jan-Jun 2026"),
)

r = income(cps=["Paddington"])
add(
    "total from padington physio for the app job",
    ["casual", "misspelt"],
    "figure",
    "Sales Income from Paddington Physio Group (deposit + final); FY26",
    inc_fig(r, "Paddington Physio"),
)

r = income(cps=["Nguyen"])
add(
    "how much has josh paid me for actual work (not the paybacks)",
    ["casual", "composed"],
    "figure",
    "Sales Income from Nguyen Coffee Roasters (Joshua Nguyen); paybacks (Transfers) excluded; FY26",
    inc_fig(r, "Nguyen Coffee Roasters invoices only"),
)

r = income(cps=["Deel"])
add(
    "total of the deel payments",
    ["casual"],
    "figure",
    "Sales Income whose counterparty contains Deel (Northbeam Robotics via Deel); FY26",
    inc_fig(r, "via Deel"),
)

r = income(cps=["fenwick"])
add(
    "how much did fenwik and gray send me through payoneer this past fy",
    ["casual", "misspelt"],
    "figure",
    "Sales Income from Fenwick & Gray via Payoneer; past FY = FY26",
    inc_fig(r, "Fenwick & Gray"),
)

r = income()
add(
    "What was my total income for FY26?",
    ["abbrev"],
    "figure",
    "all Sales Income rows; FY26; GST included",
    inc_fig(r, "all sales, FY26"),
)

r = income(not_cps=["Moreton"])
add(
    "income last fy excluding moreton freight",
    ["casual", "composed", "abbrev"],
    "figure",
    "Sales Income except Moreton Freight Systems; FY26",
    inc_fig(r, "all sales less Moreton"),
)

r = income(Q[3], not_cps=["Paddington"])
add(
    "How much did I earn in Q3 apart from the physio job?",
    ["composed", "abbrev"],
    "figure",
    "Sales Income in Q3 FY26 (Jan-Mar 2026) except Paddington Physio",
    inc_fig(r, "Q3 sales less Paddington"),
)

r = spending()
bycat = {}
for x in r:
    bycat.setdefault(x["category"], []).append(x)
top = max(bycat, key=lambda c: spent(bycat[c]))
assert top == "Rent & Mortgage"
add(
    "what do i spend the most money on",
    ["casual"],
    "figure",
    "the spending category with the largest FY26 total (transfers, ATO payments and super are not spending): Rent & Mortgage",
    fig(bycat[top], spent(bycat[top]), f"largest category by spending is {top}; the reply should name it"),
)

big = max(spending(pred=lambda x: x["amt"] < 0), key=lambda x: -x["amt"])
assert big["counterparty"] == "Apple Store (Chermside)"
add(
    "what was the largest single purchase I made last financial year?",
    ["composed"],
    "figure",
    "largest single spending row (money out, expense categories); FY26: the MacBook at Apple Store (Chermside)",
    fig([big], -big["amt"], f"largest single expense row: {big['counterparty']} on {big['date']}"),
)

r = spending(cps=["Woolworths"])
add(
    "how much at woolies all yr",
    ["casual", "abbrev"],
    "figure",
    "counterparty contains Woolworths (Annerley and Buranda); FY26",
    spend_fig(r, "both Woolworths stores"),
)

r = spending(SEP_NOV, ["Fuel"])
add(
    "petrol spend from septmber thru to november",
    ["casual", "misspelt", "composed"],
    "figure",
    "Fuel; 1 Sep - 30 Nov 2025",
    spend_fig(r, "Fuel, Sep-Nov 2025"),
)

r = spending(cps=["Netflix", "Spotify"])
tot = spent(r)
add(
    "what do my streaming subs cost me p/m",
    ["casual", "abbrev"],
    "figure",
    "Netflix + Spotify; per month over FY26 = total / 12",
    fig(r, per(tot, Decimal(12)), f"Netflix+Spotify FY26 {fmt(tot)} / 12"),
)

r = spending(cps=["Vodafone"])
add(
    "how much was the phone bill over the year",
    ["casual"],
    "figure",
    "the phone bill = Vodafone mobile (Phone & Internet); FY26",
    spend_fig(r, "Vodafone"),
)

r = spending(SUMMER, ["Meals & Dining"])
add(
    "how much did i spend eating out over summer",
    ["casual", "composed"],
    "figure",
    "Meals & Dining; summer = 1 Dec 2025 - 28 Feb 2026",
    spend_fig(r, "Meals & Dining, Dec-Feb"),
)

r = spending(EASTER, ["Groceries"])
add(
    "groceries since easter?",
    ["casual", "composed"],
    "figure",
    "Groceries; since Easter Sunday 5 Apr 2026 to today (data ends 30 Jun 2026)",
    spend_fig(r, "Groceries from 5 Apr 2026"),
)

r = spending(cats=["Meals & Dining"], not_cps=["Uber Eats", "Menulog"])
add(
    "eating out for the year not counting uber eats or menulog",
    ["casual", "composed"],
    "figure",
    "Meals & Dining except Uber Eats and Menulog counterparties; FY26",
    spend_fig(r, "dine-in only"),
)

r = spending(cats=["Business Insurance"])
add(
    "What did my professional indemnity insurance cost?",
    ["formal"],
    "figure",
    "Business Insurance (Hiscox PI + PL, stamp duty included); FY26",
    spend_fig(r, "Hiscox premium"),
)

r = spending(desc="INTERNATIONAL TRANSACTION FEE")
add(
    "internatonal transaction fees total for the yr",
    ["casual", "misspelt", "abbrev"],
    "figure",
    "rows whose narrative is INTERNATIONAL TRANSACTION FEE (business and private); FY26",
    spend_fig(r, "international fees"),
)

r = spending(cats=["Travel"])
add(
    "what did the noosa weekend cost me",
    ["casual"],
    "figure",
    "Travel: RACV Noosa Resort; FY26. Emily's 342.00 payback is a transfer, not a refund (net 342.00 also accepted)",
    spend_fig(r, "RACV Noosa Resort", also=[spent(r) - got(pick(["Transfers"], ["Emily"]))]),
)

r = pick(["Tax Payments"], pred=lambda x: x["amt"] < 0)
add(
    "how much did I pay the ATO by BPAY last financial year?",
    ["composed"],
    "figure",
    "Tax Payments, money out only (BAS payments: GST + PAYG instalments), asked for by name; FY26",
    fig(
        r,
        -got(r),
        "four BPAY TAX OFFICE PAYMENTS; net of the Oct 2025 refund also accepted",
        also=[-got(pick(["Tax Payments"]))],
    ),
)

r = pick(["Transfers"], ["savings"])
add(
    "how much did i shift into my savings account",
    ["casual"],
    "figure",
    "Transfers to own Westpac Choice savings, asked for by name; FY26",
    fig(r, spent(r), "monthly savings transfers"),
)

r = spending(cats=["Clothing"])
add(
    "how much did i spend on cloths",
    ["casual", "misspelt"],
    "figure",
    "Clothing (Uniqlo, Kmart, Myer) with the Uniqlo refund netted; FY26",
    spend_fig(r, "Clothing"),
)

r = income(cps=["Moreton"])
add(
    "whats the average moreton freight invoice",
    ["casual"],
    "figure",
    "Sales Income from Moreton Freight; FY26; mean per payment",
    fig(r, per(got(r), Decimal(len(r))), f"Moreton total {fmt(got(r))} / {len(r)} payments"),
)

r = spending(month("2026-03"))
add(
    "total spending in march 2026",
    ["casual"],
    "figure",
    "all spending categories; 1 - 31 Mar 2026",
    spend_fig(r, "all expense categories, March 2026"),
)

r = spending(month("2026-06"))
add(
    "How much did I spend altogether last month?",
    ["composed"],
    "figure",
    "all spending categories; last month = June 2026",
    spend_fig(r, "all expense categories, June 2026"),
)

r = spending()
add(
    "what did i spend in total over fy26, not counting transfers or tax",
    ["casual", "composed", "abbrev"],
    "figure",
    "all spending categories (transfers, ATO and super excluded by definition); FY26",
    spend_fig(r, "all expense categories"),
)

r = spending(cps=["OpenAI"])
add(
    "how much have i paid for chatgpt",
    ["casual"],
    "figure",
    "OpenAI (ChatGPT Plus); FY26 (the 3 % fees are separate Westpac rows, not included)",
    spend_fig(r, "OpenAI"),
)

r = income(Q[4], not_cps=OVERSEAS)
add(
    "what came in from my australian clients in the april-june quarter",
    ["composed"],
    "figure",
    "Sales Income from Australian clients (not via Wise/Payoneer/Deel); Q4 FY26 Apr-Jun 2026",
    inc_fig(r, "Australian clients, Q4"),
)

r = income(Q[1], OVERSEAS)
add(
    "overseas income q1 fy26",
    ["casual", "abbrev"],
    "figure",
    "Sales Income via Wise, Payoneer or Deel (exports); Q1 FY26 Jul-Sep 2025",
    inc_fig(r, "overseas clients, Q1"),
)

r = spending(Q[1], ["Groceries", "Meals & Dining"])
add(
    "food spending - groceries plus eating out - for july to september",
    ["composed"],
    "figure",
    "Groceries + Meals & Dining; 1 Jul - 30 Sep 2025",
    spend_fig(r, "food, Q1"),
)

r = spending(cps=["Uber Eats", "Menulog"])
add(
    "how much did i waste on uber eats n menulog",
    ["casual", "misspelt"],
    "figure",
    "Uber Eats + Menulog (Meals & Dining); FY26",
    spend_fig(r, "delivery apps"),
)

r = spending(cps=["Brisbane Arms"])
add(
    "how much at the brissie arms",
    ["casual", "misspelt"],
    "figure",
    "Brisbane Arms Hotel; FY26",
    spend_fig(r, "Brisbane Arms Hotel"),
)

r = income(pred=lambda x: x["amt"] > Decimal(5000))
add(
    "how much came in from payments bigger than $5k",
    ["casual", "composed"],
    "figure",
    "Sales Income rows over 5,000.00 each; FY26",
    inc_fig(r, "sales rows > 5,000"),
)

r = spending(cats=["Entertainment"], not_cps=["Netflix", "Spotify"])
add(
    "entertainment apart from netflix and spotify, how much?",
    ["casual", "composed"],
    "figure",
    "Entertainment except Netflix and Spotify (Steam, Ticketek); FY26",
    spend_fig(r, "other entertainment"),
)

# ================================================================= COMPARE
a, b_ = (
    got(income(pred=lambda x: any(o in x["counterparty"] for o in OVERSEAS))),
    got(income(not_cps=OVERSEAS)),
)
add(
    "did i earn more from overseas clients or aussie ones last fy",
    ["casual", "composed"],
    "compare",
    "Sales Income via Wise/Payoneer/Deel vs the Australian clients; FY26",
    compare(a, b_, ["overseas", "Australian"], "overseas = Kestrel + Fenwick & Gray + Northbeam"),
)

a, b_ = spent(spending(cps=["ALDI"])), spent(spending(cps=["Coles"]))
add(
    "aldi vs coles, where did I spend more",
    ["casual", "composed"],
    "compare",
    "ALDI (Moorooka) vs Coles (Greenslopes); FY26",
    compare(a, b_, ["ALDI", "Coles"], "Groceries by counterparty"),
)

a, b_ = got(income(Q[1])), got(income(Q[2]))
add(
    "Was my income higher in Q1 or Q2?",
    ["composed", "abbrev"],
    "compare",
    "Sales Income Jul-Sep 2025 vs Oct-Dec 2025",
    compare(a, b_, ["Q1", "Q2"], "sales by quarter"),
)

a, b_ = spent(spending(H1, ["Fuel"])), spent(spending(H2, ["Fuel"]))
add(
    "did i spend more on fuel in the first or second half of the year",
    ["casual", "composed"],
    "compare",
    "Fuel; Jul-Dec 2025 vs Jan-Jun 2026",
    compare(a, b_, ["first half", "second half"], "Fuel by half year"),
)

a, b_ = spent(spending(cps=["Netflix"])), spent(spending(cps=["Spotify"]))
add(
    "netflix or spotify - which costs me more",
    ["casual"],
    "compare",
    "Netflix vs Spotify; FY26",
    compare(a, b_, ["Netflix", "Spotify"], "Entertainment by counterparty"),
)

a, b_ = got(income(cps=["Kestrel"], span=H2)), got(income(cps=["Northbeam"], span=H2))
add(
    "since january, who paid me more: kestrel via wise or northbeam via deel?",
    ["composed"],
    "compare",
    "Sales Income Kestrel vs Northbeam; 1 Jan - 30 Jun 2026",
    compare(a, b_, ["Kestrel", "Northbeam"], "Jan-Jun 2026"),
)

a, b_ = spent(spending(cats=["Meals & Dining"])), spent(spending(cats=["Groceries"]))
add(
    "do i spend more eating out or on groceris",
    ["casual", "misspelt", "composed"],
    "compare",
    "Meals & Dining vs Groceries; FY26",
    compare(a, b_, ["eating out", "groceries"], "two categories"),
)

a, b_ = bas(Q[3])["net"], bas(Q[4])["net"]
add(
    "was the gst bill bigger for q3 or q4",
    ["casual", "abbrev"],
    "compare",
    "net GST (1A - 1B) Q3 FY26 vs Q4 FY26",
    compare(a, b_, ["Q3", "Q4"], "net GST by quarter"),
)

a, b_ = spent(spending(month("2025-11"), ["Utilities"])), spent(spending(month("2026-05"), ["Utilities"]))
add(
    "was the november power bill more than the may one",
    ["casual", "composed"],
    "compare",
    "Origin Energy bill paid Nov 2025 vs May 2026",
    compare(a, b_, ["November", "May"], "Origin rows"),
)

a, b_ = got(income(cps=["Lantern"])), got(income(cps=["Paddington"]))
add(
    "Which brought in more money this past year, the Lantern subcontracting or the Paddington Physio app?",
    ["composed", "formal"],
    "compare",
    "Sales Income Lantern Studio vs Paddington Physio; FY26",
    compare(a, b_, ["Lantern Studio", "Paddington Physio"], "two clients"),
)


# ================================================================= COUNTS
def cnt(rows, working):
    return {"count": len(rows)}, f"{working}; {rows_note(rows)}"


add(
    "how many times did i fill up the car last fy",
    ["casual", "abbrev"],
    "count",
    "Fuel rows; FY26",
    cnt(spending(cats=["Fuel"]), "Fuel purchases"),
)
add(
    "how many times did i go to the goods cafe",
    ["casual"],
    "count",
    "The Goods Cafe rows; FY26",
    cnt(spending(cps=["Goods Cafe"]), "The Goods Cafe"),
)
add(
    "How many payments did Moreton Freight make to me?",
    ["formal"],
    "count",
    "Sales Income from Moreton Freight; FY26",
    cnt(income(cps=["Moreton"]), "Moreton deposits"),
)
add(
    "how many times did i spend more than $600 on one thing, not counting rent",
    ["casual", "composed"],
    "count",
    "spending rows with a single payment out > 600.00 (card or transfer), excluding Rent & Mortgage; FY26",
    cnt(
        spending(cats=[c for c in SPEND_CATS if c != "Rent & Mortgage"], pred=lambda x: -x["amt"] > 600),
        "rows > 600",
    ),
)
add(
    "how many times did i order takeaway thru uber eats or menulog",
    ["casual", "misspelt"],
    "count",
    "Uber Eats + Menulog rows; FY26",
    cnt(spending(cps=["Uber Eats", "Menulog"]), "delivery orders"),
)
add(
    "number of payments from overseas clients in fy26",
    ["casual", "abbrev"],
    "count",
    "Sales Income via Wise, Payoneer or Deel; FY26",
    cnt(income(cps=list(OVERSEAS)), "overseas receipts"),
)
add(
    "how many grocery shops did i do in q2",
    ["casual", "abbrev", "composed"],
    "count",
    "Groceries rows; Q2 FY26 Oct-Dec 2025",
    cnt(spending(Q[2], ["Groceries"]), "Groceries Oct-Dec"),
)
add(
    "how many international transaction fees did westpac charge me",
    ["casual"],
    "count",
    "rows with narrative INTERNATIONAL TRANSACTION FEE; FY26",
    cnt(pick(desc="INTERNATIONAL TRANSACTION FEE"), "international fees"),
)


# ================================================================= LISTS
def lst(rows, working):
    items = sorted({x["counterparty"] for x in rows})
    return {"items": items}, f"{working}; distinct counterparties of {len(rows)} rows"


add(
    "which clients paid me in q2",
    ["casual", "abbrev"],
    "list",
    "counterparties of Sales Income rows; Q2 FY26 Oct-Dec 2025",
    lst(income(Q[2]), "sales Oct-Dec"),
)
add(
    "Who are my overseas clients?",
    ["formal"],
    "list",
    "Sales Income counterparties paid via Wise/Payoneer/Deel; FY26",
    lst(income(cps=list(OVERSEAS)), "overseas"),
)
add(
    "list all the software i pay for",
    ["casual"],
    "list",
    "Software & Subscriptions counterparties; FY26",
    lst(spending(cats=["Software & Subscriptions"]), "software"),
)
add(
    "what supermarkts did i shop at",
    ["casual", "misspelt"],
    "list",
    "Groceries counterparties; FY26",
    lst(spending(cats=["Groceries"]), "Groceries"),
)
add(
    "which servos did i use for petrol",
    ["casual"],
    "list",
    "Fuel counterparties; FY26",
    lst(spending(cats=["Fuel"]), "Fuel"),
)
tot_by = {}
for x in income():
    tot_by[x["counterparty"]] = tot_by.get(x["counterparty"], ZERO) + x["amt"]
big_clients = [x for x in income() if tot_by[x["counterparty"]] > 10000]
add(
    "which clients paid me more than $10k over the year",
    ["casual", "composed"],
    "list",
    "Sales Income counterparties whose FY26 total exceeds 10,000.00",
    lst(
        big_clients,
        "client totals > 10,000: " + ", ".join(f"{k} {fmt(v)}" for k, v in sorted(tot_by.items())),
    ),
)
add(
    "where did i eat out in may",
    ["casual", "composed"],
    "list",
    "Meals & Dining counterparties; May 2026",
    lst(spending(month("2026-05"), ["Meals & Dining"]), "Meals May 2026"),
)

# ================================================================= CLARIFY
CL = [
    ("how much was it again", ["casual"], "'it' refers to nothing identifiable"),
    (
        "what did i spend at that shop on the weekend",
        ["casual"],
        "'that shop' is not identifiable; which weekend unclear",
    ),
    (
        "how much have i spent on car rego and insurance",
        ["casual"],
        "no car registration or car insurance rows exist (only fuel); ask what she means",
    ),
    ("bunnings total for fy26", ["casual", "abbrev"], "no Bunnings counterparty exists in the data"),
    (
        "how much did the client pay me last month",
        ["casual"],
        "four clients paid in June 2026 (Kestrel, Northbeam, Moreton, Lantern); which client?",
    ),
    ("How much has Acme Digital paid me this year?", ["formal"], "no client called Acme Digital exists"),
    ("whats my spend on daycare", ["casual"], "no childcare/daycare rows exist"),
    ("how much did i pay for parking in the city", ["casual"], "no parking rows exist"),
    (
        "how much did i spend on petrol over winter",
        ["casual"],
        "which winter: Jun-Aug 2025 (only Jul-Aug in the data) or the winter under way now (Jun 2026 so far)?",
    ),
    (
        "how much did my private health insurance cost",
        ["casual"],
        "no health insurance rows exist (only gym and chemist)",
    ),
]
for q, st, why in CL:
    add(q, st, "clarify", why, {}, "ask back: " + why)

# ================================================================= DECLINE
DC = [
    ("should i put my savings into CBA shares", ["casual"], "investment advice about shares"),
    (
        "can you transfer $2000 to my savings account now",
        ["casual"],
        "moving money is not something the assistant can do",
    ),
    ("how much will i earn next financial year", ["casual"], "a forecast the data cannot answer"),
    (
        "Should I switch from the fixed rate method to actual costs for my home office?",
        ["formal"],
        "tax advice, not a figure in the data",
    ),
    (
        "roughly how much gst will i owe for the jul-sep 2026 quarter thats just started",
        ["casual", "abbrev"],
        "forecast of a BAS quarter (Q1 FY27) that has no data yet",
    ),
    ("pay the origin bill for me", ["casual"], "making a payment is an action the assistant cannot take"),
    (
        "whats the balance of my westpac choice savings acct",
        ["casual", "abbrev"],
        "the savings account's statement is not in the data (only transfers into it)",
    ),
    ("is bitcoin a good investment rn", ["casual", "abbrev"], "investment advice"),
    (
        "should i set up a pty ltd company instead of being a sole trader",
        ["casual"],
        "business structure / tax advice",
    ),
    ("cancel my netflix subscription", ["casual"], "an action on an external account"),
]
for q, st, why in DC:
    add(q, st, "decline", why, {"reason": why}, "decline: " + why)


def main() -> None:
    assert len(QS) == 100, len(QS)
    out = []
    for i, q in enumerate(QS, 1):
        out.append(
            {
                "id": f"dv{i:03d}",
                "question": q["question"],
                "style": q["style"],
                "kind": q["kind"],
                "expected": q["expected"],
                "reading": q["reading"],
                "working": q["working"],
            }
        )
    OUT.write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    kinds, styles = {}, {}
    for q in out:
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
        for s in q["style"]:
            styles[s] = styles.get(s, 0) + 1
    cm = sum(1 for q in out if {"casual", "misspelt"} & set(q["style"]))
    co = sum(1 for q in out if "composed" in q["style"])
    print(
        f"{len(out)} questions -> {OUT.name}; kinds {dict(sorted(kinds.items()))}; styles {dict(sorted(styles.items()))}; casual-or-misspelt {cm}; composed {co}"
    )


if __name__ == "__main__":
    main()
