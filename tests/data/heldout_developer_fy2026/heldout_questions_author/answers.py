"""Held-out question set h27qa (issue 27) for Priya Raman's FY2026 books.

Computes every expected answer from data/labels.csv by plain arithmetic (csv + decimal only) and writes
assistant_questions_spent.json. Today for the person is Monday 20 July 2026.
Rules (also in README.md):
- Income = Sales Income rows only, as received, GST included.
- Spending = money out on expense categories less money back on the same categories (card refunds).
  Expense categories = every category except Sales Income, Transfers, Tax Payments, Super Contributions.
- Merchants/payers = counterparty column, a partial name (case-insensitive) covers every counterparty containing it.
- Per month = total / calendar months; per week = total / (days / 7); half-up to the cent.
- GST: 1A/1B/G2 by the GST calculation worksheet as data/hand_worked.py does (1/11 of the quarter's totals).
"""

import csv
import json
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
ROWS = list(csv.DictReader((HERE.parent / "labels.csv").open(encoding="utf-8")))
CENT = Decimal("0.01")
ZERO = Decimal(0)
NOT_SPEND = {"Sales Income", "Transfers", "Tax Payments", "Super Contributions"}
EXPENSE = sorted({r["category"] for r in ROWS} - NOT_SPEND)


def c(v):
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def s(v):
    return str(c(v))


def P(a, b):
    return (a, b)


FY = P("2025-07-01", "2026-06-30")
Q1, Q2, Q3, Q4 = (
    P("2025-07-01", "2025-09-30"),
    P("2025-10-01", "2025-12-31"),
    P("2026-01-01", "2026-03-31"),
    P("2026-04-01", "2026-06-30"),
)
H1, H2 = P("2025-07-01", "2025-12-31"), P("2026-01-01", "2026-06-30")
CAL2025 = P("2025-01-01", "2025-12-31")
XMAS = P("2025-12-26", "2026-07-20")


def month(y, m):
    last = (date(y + (m == 12), m % 12 + 1, 1) - date(y, m, 1)).days
    return P(f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def span(a, b):
    return P(a[0], b[1])


JUN26 = month(2026, 6)


def days(p):
    return (date.fromisoformat(p[1]) - date.fromisoformat(p[0])).days + 1


def fmt(p):
    d = lambda x: date.fromisoformat(x).strftime("%-d %b %Y")
    return f"{d(p[0])} - {d(p[1])}"


def inp(r, p):
    return p[0] <= r["date"] <= p[1]


def match(r, name):
    return name is None or name.lower() in r["counterparty"].lower()


def spend(p, cats=None, merchant=None):
    cats = cats or EXPENSE
    rows = [r for r in ROWS if inp(r, p) and r["category"] in cats and match(r, merchant)]
    return -sum((Decimal(r["amount"]) for r in rows), ZERO), len(rows)


def gross_out(p, cats=None, merchant=None):
    cats = cats or EXPENSE
    rows = [
        r
        for r in ROWS
        if inp(r, p) and r["category"] in cats and match(r, merchant) and Decimal(r["amount"]) < 0
    ]
    return -sum((Decimal(r["amount"]) for r in rows), ZERO), len(rows)


def income(p, payer=None):
    rows = [r for r in ROWS if inp(r, p) and r["category"] == "Sales Income" and match(r, payer)]
    return sum((Decimal(r["amount"]) for r in rows), ZERO), len(rows)


def flow(p, cat, sign, name=None):
    rows = [
        r
        for r in ROWS
        if inp(r, p) and r["category"] == cat and match(r, name) and (Decimal(r["amount"]) > 0) == (sign > 0)
    ]
    return abs(sum((Decimal(r["amount"]) for r in rows), ZERO)), len(rows)


def money_in(p, name):
    rows = [r for r in ROWS if inp(r, p) and Decimal(r["amount"]) > 0 and match(r, name)]
    return sum((Decimal(r["amount"]) for r in rows), ZERO), len(rows)


def bas(p):
    """The GST worksheet for the rows in p (hand_worked.py's rules); also per-row sums and row counts."""
    f = dict.fromkeys(("G1", "G2", "G10", "G11", "G14", "G15", "rowA", "rowB"), ZERO)
    nA = nB = 0
    for r in ROWS:
        if r["use"] not in ("business", "mixed") or not inp(r, p):
            continue
        a = Decimal(r["amount"])
        if r["atoLabel"] == "P8-income":
            nA += 1
            f["G1"] += a
            f["G2"] += a if r["gstTreatment"] == "export" else ZERO
            f["rowA"] += Decimal(r["gstAmount"])
            continue
        nB += 1
        sign = Decimal(-1) if a > 0 else Decimal(1)
        taxable = abs(a) - Decimal(r["gstFreePart"]) if r["gstTreatment"] == "taxable" else ZERO
        f["G10" if r["atoLabel"] == "P8-depreciation" else "G11"] += sign * abs(a)
        f["G14"] += sign * (abs(a) - taxable)
        pct = int(r["businessPercent"])
        if pct < 100:
            f["G15"] += sign * c(taxable * (100 - pct) / 100)
        f["rowB"] += sign * c(Decimal(r["gstAmount"]) * pct / 100)
    f["1A"] = c((f["G1"] - f["G2"]) / 11)
    f["1B"] = c((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["nA"], f["nB"] = nA, nB
    return f


def bas_quarters(p):
    """Sum the worksheet quarter by quarter (a BAS is per quarter), for periods made of whole quarters."""
    out = {"1A": ZERO, "1B": ZERO, "rowA": ZERO, "rowB": ZERO, "G2": ZERO, "nA": 0, "nB": 0}
    for q in (Q1, Q2, Q3, Q4):
        if p[0] <= q[0] and q[1] <= p[1]:
            f = bas(q)
            for k in out:
                out[k] += f[k]
    return out


def per_week(total, p):
    return c(total / (Decimal(days(p)) / 7))


def ranking(rows_key, p, cats=None, n=3, income_side=False):
    tot = {}
    for r in ROWS:
        if not inp(r, p):
            continue
        if income_side:
            if r["category"] != "Sales Income":
                continue
            v = Decimal(r["amount"])
        else:
            if r["category"] not in (cats or EXPENSE):
                continue
            v = -Decimal(r["amount"])
        k = r[rows_key]
        tot[k] = tot.get(k, ZERO) + v
    order = sorted(tot.items(), key=lambda kv: -kv[1])
    return order[:n], order


Q = []


def add(question, style, kind, expected, reading, working):
    Q.append(
        {
            "id": f"dq{len(Q) + 1:03d}",
            "question": question,
            "style": style,
            "kind": kind,
            "expected": expected,
            "reading": reading,
            "working": working,
        }
    )


SPEND_W = "sum of money out less money back (card refunds) on {what}, {per}; {n} rows"


def fig(question, style, p, cats=None, merchant=None, also_gross=False, extra=""):
    amt, n = spend(p, cats, merchant)
    what = (
        " + ".join(cats)
        if cats
        else "all expense categories (every category except Sales Income, Transfers, "
        "Tax Payments, Super Contributions)"
    ) + (f", counterparty containing '{merchant}'" if merchant else "")
    exp = {"amount": s(amt), "transactions": n}
    work = SPEND_W.format(what=what, per=fmt(p), n=n)
    if also_gross:
        g, gn = gross_out(p, cats, merchant)
        if g != amt:
            exp["alsoAccepted"] = [s(g)]
            work += f"; alsoAccepted {s(g)} = money out only ({gn} rows), if the refund is not netted off"
    add(question, style, "figure", exp, f"{what}; {fmt(p)}", work + extra)
    return amt, n


def inc(question, style, p, payer=None):
    amt, n = income(p, payer)
    who = f", counterparty containing '{payer}'" if payer else ""
    add(
        question,
        style,
        "figure",
        {"amount": s(amt), "transactions": n},
        f"Sales Income{who}; {fmt(p)}",
        f"sum of Sales Income rows{who} received {fmt(p)}, GST included, as banked; {n} rows. Not income: the ATO "
        "refund (Tax Payments), friends paying back (Transfers), card refunds, transfers",
    )
    return amt, n


# ---------------------------------------------------------------- category spending (person's words / exact)
fig(
    "how much did i spend on fule last month",
    ["casual", "misspelt", "relative", "everyday-word"],
    JUN26,
    ["Fuel"],
)
fig("What did I spend on petrol in FY26?", ["abbrev", "everyday-word"], FY, ["Fuel"])
fig(
    "how much on eating out last qtr",
    ["casual", "abbrev", "relative", "everyday-word"],
    Q4,
    ["Meals & Dining"],
)
fig("total grocerys for febuary", ["casual", "misspelt"], month(2026, 2), ["Groceries"])
fig(
    "How much were my power bills in total last financial year?",
    ["relative", "everyday-word", "composed"],
    FY,
    ["Utilities"],
)
fig(
    "what did i pay for phone and internet in q2 fy26",
    ["casual", "abbrev", "everyday-word"],
    Q2,
    ["Phone & Internet"],
)
fig(
    "How much rent did I pay between March and May?",
    ["composed", "everyday-word"],
    span(month(2026, 3), month(2026, 5)),
    ["Rent & Mortgage"],
    extra=" (March-May 2026: the most recent March-May before today)",
)
fig(
    "how much did i spend on clothes last year",
    ["casual", "relative", "everyday-word"],
    CAL2025,
    ["Clothing"],
    also_gross=True,
    extra=" (last year = calendar 2025; Uniqlo refund 49.90 on 27 Sep 2025 netted)",
)
fig(
    "how much did i spend on computer gear in fy26",
    ["casual", "abbrev", "everyday-word"],
    FY,
    ["Depreciating Assets"],
    also_gross=True,
    extra=" (the LG monitor 599.00 bought and refunded nets to nil)",
)
fig(
    "accomodation spend in january",
    ["casual", "misspelt", "everyday-word"],
    month(2026, 1),
    ["Travel"],
    extra=" (January 2026, the only January in the data; the Noosa weekend; Emily Carter's 342.00 payback is a Transfer and not netted)",
)
fig(
    "How much did I give to charity last financial year?",
    ["relative", "everyday-word"],
    FY,
    ["Donations"],
    extra=" (all three gifts, incl. the non-deductible GoFundMe 40.00)",
)
fig(
    "what did the accountant cost me last fy",
    ["casual", "abbrev", "relative", "everyday-word"],
    FY,
    ["Accounting & Tax Fees"],
)
fig(
    "How much was my Business Insurance in FY2026?",
    ["formal"],
    FY,
    ["Business Insurance"],
    extra=" (whole amount paid incl. GST and stamp duty)",
)
fig("stationary spend fy26", ["casual", "misspelt", "abbrev", "everyday-word"], FY, ["Office Supplies"])
fig("How much did I spend on Education & Training in FY2026?", ["formal"], FY, ["Education & Training"])
fig("hosting and domains Oct-Dec 2025", ["casual", "composed"], Q2, ["Hosting & Domains"])
fig(
    "How much did software subscriptons cost me last quarter?",
    ["misspelt", "relative", "everyday-word"],
    Q4,
    ["Software & Subscriptions"],
)
fig(
    "bank fees in total last financial year",
    ["casual", "relative", "composed"],
    FY,
    ["Bank Fees"],
    extra=" (business and the one private international fee 1.20)",
)
fig(
    "how much have i spent on entertainment since christmas",
    ["casual", "relative", "composed"],
    XMAS,
    ["Entertainment"],
    extra=" (since Christmas = 26 Dec 2025 to today; no rows after 30 Jun 2026)",
)
fig("what was my total spending last month", ["relative"], JUN26)
fig(
    "how much did i spend altogether in fy26",
    ["casual", "abbrev", "composed"],
    FY,
    also_gross=True,
    extra=" (both card refunds, JB Hi-Fi 599.00 and Uniqlo 49.90, netted)",
)
fig("how much did I spend on Groceries in Q3 FY26", ["abbrev", "formal"], Q3, ["Groceries"])

# ---------------------------------------------------------------- averages
amt, n = spend(FY, ["Groceries"])
add(
    "whats my average weekly grocery spend for fy26",
    ["casual", "abbrev", "composed", "everyday-word"],
    "figure",
    {"amount": s(per_week(amt, FY)), "transactions": n},
    f"Groceries {fmt(FY)}, per week",
    f"Groceries total {s(amt)} ({n} rows) / ({days(FY)} days / 7), half-up to the cent",
)
amt, n = spend(H1, ["Meals & Dining"])
add(
    "how much do i spend eating out per week? first half of fy26",
    ["casual", "abbrev", "composed", "everyday-word"],
    "figure",
    {"amount": s(per_week(amt, H1)), "transactions": n},
    f"Meals & Dining {fmt(H1)}, per week",
    f"Meals & Dining total {s(amt)} ({n} rows) / ({days(H1)} days / 7), half-up",
)
p = span(month(2026, 3), month(2026, 5))
amt, n = spend(p, ["Fuel"])
add(
    "average monthly petrol between march and may",
    ["casual", "composed", "everyday-word"],
    "figure",
    {"amount": s(c(amt / 3)), "transactions": n},
    f"Fuel {fmt(p)}, per month",
    f"Fuel total {s(amt)} ({n} rows) / 3 calendar months, half-up",
)
amt, n = spend(FY, ["Rent & Mortgage"])
add(
    "rent per week last fy?",
    ["casual", "abbrev", "relative", "composed", "everyday-word"],
    "figure",
    {"amount": s(per_week(amt, FY)), "transactions": n},
    f"Rent & Mortgage {fmt(FY)}, per week",
    f"Rent total {s(amt)} ({n} rows) / ({days(FY)} days / 7), half-up (26 fortnightly payments in 365 days, so not exactly 620.00)",
)
amt, n = income(FY)
add(
    "what was my average monthly income last financial year",
    ["casual", "relative", "composed", "income"],
    "figure",
    {"amount": s(c(amt / 12)), "transactions": n},
    f"Sales Income {fmt(FY)}, per month",
    f"Sales Income total {s(amt)} ({n} rows, GST incl.) / 12, half-up; ATO refund and friends' paybacks excluded",
)
amt, n = income(Q4)
add(
    "Income per week in Q4 FY26?",
    ["abbrev", "composed", "income"],
    "figure",
    {"amount": s(per_week(amt, Q4)), "transactions": n},
    f"Sales Income {fmt(Q4)}, per week",
    f"Sales Income total {s(amt)} ({n} rows) / ({days(Q4)} days / 7), half-up",
)


# ---------------------------------------------------------------- compare
def cmp(question, style, a, b, reading, working):
    add(
        question,
        style,
        "compare",
        {"amounts": [s(a), s(b)], "larger": "first" if a > b else "second"},
        reading,
        working,
    )
    assert a != b


a, na = spend(Q3, ["Meals & Dining"])
b, nb = spend(Q3, ["Groceries"])
cmp(
    "did i spend more on eating out or groceries in q3 fy26",
    ["casual", "abbrev", "composed", "everyday-word"],
    a,
    b,
    f"Meals & Dining vs Groceries, {fmt(Q3)}",
    f"spending rule on each: Meals & Dining {na} rows, Groceries {nb} rows",
)
a, na = spend(Q1, ["Fuel"])
b, nb = spend(Q4, ["Fuel"])
cmp(
    "Was my fuel spend higher in Q1 or Q4 of FY26?",
    ["abbrev", "composed"],
    a,
    b,
    f"Fuel {fmt(Q1)} vs {fmt(Q4)}",
    f"spending rule on Fuel: {na} rows vs {nb} rows",
)
a, na = spend(month(2026, 1), ["Groceries"])
b, nb = spend(month(2026, 2), ["Groceries"])
cmp(
    "groceries jan vs feb 2026",
    ["casual", "abbrev", "composed"],
    a,
    b,
    "Groceries Jan 2026 vs Feb 2026",
    f"spending rule on Groceries: {na} rows vs {nb} rows",
)
a, na = income(H1)
b, nb = income(H2)
cmp(
    "Did I earn more in the first half or the second half of FY26?",
    ["composed", "abbrev", "income"],
    a,
    b,
    f"Sales Income {fmt(H1)} vs {fmt(H2)}",
    f"Sales Income rows, GST incl.: {na} vs {nb} rows",
)
a, na = income(FY, "Kestrel")
b, nb = income(FY, "Northbeam")
cmp(
    "did kestral or northbeam pay me more last fy",
    ["casual", "misspelt", "abbrev", "relative", "composed", "client"],
    a,
    b,
    "Sales Income from Kestrel vs Northbeam, FY2026",
    f"Sales Income rows by counterparty: {na} vs {nb} rows (AUD banked)",
)
a, na = spend(Q2)
b, nb = spend(Q3)
cmp(
    "was my spending higher Oct-Dec 2025 or Jan-Mar 2026?",
    ["casual", "composed"],
    a,
    b,
    f"all spending {fmt(Q2)} vs {fmt(Q3)}",
    f"spending rule on all expense categories (JB Hi-Fi refund netted in Oct-Dec): {na} vs {nb} rows",
)
a, na = spend(month(2026, 6))
b, nb = spend(month(2026, 5))
cmp(
    "did I spend more last month than the month before?",
    ["relative", "composed"],
    a,
    b,
    "all spending Jun 2026 vs May 2026",
    f"spending rule on all expense categories: {na} vs {nb} rows",
)
a, na = spend(FY, merchant="Uber Eats")
b, nb = spend(FY, merchant="Menulog")
cmp(
    "uber eats vs menulog, which did i spend more on in fy26",
    ["casual", "abbrev", "composed", "merchant"],
    a,
    b,
    "Uber Eats vs Menulog, FY2026",
    f"spending rule by counterparty: {na} vs {nb} rows",
)


# ---------------------------------------------------------------- counts
def cnt(question, style, n, reading, working):
    add(question, style, "count", {"count": n}, reading, working)


cnt(
    "how many times did i buy petrol last fy",
    ["casual", "abbrev", "relative", "composed", "everyday-word"],
    spend(FY, ["Fuel"])[1],
    "Fuel rows, FY2026",
    "count of Fuel rows (money out) 1 Jul 2025 - 30 Jun 2026",
)
cnt(
    "How many times did I order Uber Eats in FY26?",
    ["abbrev", "composed", "merchant"],
    spend(FY, merchant="Uber Eats")[1],
    "rows with counterparty Uber Eats, FY2026",
    "count of rows whose counterparty contains 'Uber Eats'",
)
cnt(
    "how many payments did moreton freight make me last financial year",
    ["casual", "relative", "composed", "client"],
    income(FY, "Moreton")[1],
    "Sales Income rows from Moreton Freight, FY2026",
    "count of Sales Income rows, counterparty containing 'Moreton'",
)
cnt(
    "how many times did i go to the brisbane arms",
    ["casual", "composed", "merchant"],
    spend(FY, merchant="Brisbane Arms")[1],
    "rows at Brisbane Arms Hotel, all data (FY2026)",
    "count of rows with counterparty containing 'Brisbane Arms'",
)
cnt(
    "how many bank fees did I get charged last quarter",
    ["casual", "relative", "composed"],
    spend(Q4, ["Bank Fees"])[1],
    f"Bank Fees rows, {fmt(Q4)}",
    "count of Bank Fees rows (international transaction fees + monthly plan fees)",
)
clients = {r["counterparty"] for r in ROWS if r["category"] == "Sales Income"}
cnt(
    "How many different clients paid me in FY26?",
    ["abbrev", "composed", "client", "income"],
    len(clients),
    "distinct Sales Income counterparties, FY2026",
    f"distinct counterparties of Sales Income rows: {sorted(clients)}; Joshua Nguyen's paybacks are Transfers, so not a client payment",
)

# ---------------------------------------------------------------- lists
top, allc = ranking("counterparty", FY, income_side=True)
add(
    "who were my top 3 clients last fy",
    ["casual", "abbrev", "relative", "client", "income"],
    "list",
    {"items": [k for k, _ in top]},
    "Sales Income by counterparty, FY2026, top 3 by amount",
    "Sales Income summed per counterparty, descending: " + "; ".join(f"{k} {s(v)}" for k, v in allc),
)
top, allc = ranking("category", Q4)
add(
    "What were my top 3 spending categories last quarter?",
    ["relative", "composed"],
    "list",
    {"items": [k for k, _ in top]},
    f"spending by category, {fmt(Q4)}, top 3",
    "spending rule per expense category, descending: " + "; ".join(f"{k} {s(v)}" for k, v in allc[:6]),
)
top, allc = ranking("counterparty", FY, n=2)
add(
    "which 2 places did i spend the most at in fy26",
    ["casual", "abbrev", "composed", "merchant"],
    "list",
    {"items": [k for k, _ in top]},
    "spending by counterparty (merchant), FY2026, top 2",
    "top 2 only, because 3rd place depends on whether the two Woolworths stores are one merchant; "
    "spending rule per counterparty on expense categories, descending: "
    + "; ".join(f"{k} {s(v)}" for k, v in allc[:6]),
)
top, allc = ranking("category", FY, cats=[c_ for c_ in EXPENSE if c_ != "Rent & Mortgage"])
add(
    "apart from rent, what are my 3 biggest spending categories for fy26",
    ["casual", "abbrev", "composed"],
    "list",
    {"items": [k for k, _ in top]},
    "spending by category excl. Rent & Mortgage, FY2026, top 3",
    "spending rule per expense category (refunds netted), descending: "
    + "; ".join(f"{k} {s(v)}" for k, v in allc[:6]),
)

# ---------------------------------------------------------------- income / clients / payers
inc("how much income did i make last month", ["casual", "relative", "income"], JUN26)
inc("What was my total income for FY2026?", ["formal", "income", "composed"], FY)
inc("how much did i earn in q1 fy26", ["casual", "abbrev", "income"], Q1)
inc("how much has kestral paid me in total", ["casual", "misspelt", "composed", "client"], FY, "Kestrel")
inc("How much did Fenwick and Gray pay me in FY26?", ["abbrev", "client"], FY, "Fenwick")
inc(
    "how much have i got from northbeam since christmas",
    ["casual", "relative", "composed", "client"],
    XMAS,
    "Northbeam",
)
inc(
    "how much did padington physio pay me all up",
    ["casual", "misspelt", "composed", "client"],
    FY,
    "Paddington Physio",
)
inc(
    "How much did Moreton pay me between March and May?",
    ["composed", "client"],
    span(month(2026, 3), month(2026, 5)),
    "Moreton",
)
inc("how much did the coffee roasters pay me for work", ["casual", "client"], FY, "Nguyen Coffee Roasters")
inc(
    "how much did lantern studios pay me in the second half of fy26",
    ["casual", "misspelt", "abbrev", "composed", "client"],
    H2,
    "Lantern",
)
amt, n = money_in(FY, "Joshua Nguyen")
add(
    "how much money has joshua nguyen sent me all up",
    ["casual", "composed", "client"],
    "figure",
    {"amount": s(amt), "transactions": n},
    "all money in from counterparties containing 'Joshua Nguyen', FY2026",
    f"sum of every money-in row whose counterparty contains 'Joshua Nguyen' ({n} rows: INV 1049 1430.00 and 'thanks mate' 693.00 "
    "(Sales Income, Nguyen Coffee Roasters) + 'gig tix' 129.90 and 64.50 (Transfers, paybacks)); the question asks money sent, not income",
)
amt, n = flow(FY, "Transfers", +1)
add(
    "How much did friends pay me back last financial year?",
    ["relative", "composed"],
    "figure",
    {"amount": s(amt), "transactions": n},
    "Transfers money in (friends' paybacks), FY2026",
    f"sum of money-in Transfers rows ({n}: Joshua Nguyen 'gig tix' 129.90 and 64.50, Emily Carter 342.00); these are not income",
)
amt, n = flow(FY, "Transfers", -1, "savings")
add(
    "how much did i move to savings in fy26",
    ["casual", "abbrev"],
    "figure",
    {"amount": s(amt), "transactions": n},
    "Transfers out to own Westpac Choice savings, FY2026",
    f"sum of money-out Transfers rows to 'own Westpac Choice savings' ({n} x 5500.00)",
)
amt, n = flow(FY, "Tax Payments", -1)
net = amt - flow(FY, "Tax Payments", +1)[0]
add(
    "how much did i pay the tax office last finacial year?",
    ["casual", "misspelt", "relative"],
    "figure",
    {"amount": s(amt), "transactions": n, "alsoAccepted": [s(net)]},
    "Tax Payments money out, FY2026",
    f"sum of money-out Tax Payments rows ({n} BAS payments: net GST + 9,840.00 PAYG instalment each); alsoAccepted {s(net)} = "
    "net of the 2,318.65 refund received from the ATO, if 'paid' is read as net",
)
# ---------------------------------------------------------------- merchants
fig(
    "how much at woolies in fy26",
    ["casual", "abbrev", "merchant"],
    FY,
    merchant="Woolworths",
    extra=" (Woolies = Woolworths: both stores, Annerley and Buranda)",
)
fig("how much have i paid superloop in fy26", ["casual", "abbrev", "merchant"], FY, merchant="Superloop")
fig(
    "how much did openai charge me last fy",
    ["casual", "abbrev", "relative", "merchant"],
    FY,
    merchant="OpenAI",
    extra=" (AUD amounts as charged; the separate Westpac international fees are not OpenAI's)",
)
fig(
    "What did I spend at JB Hi-Fi?",
    ["merchant"],
    FY,
    merchant="JB Hi-Fi",
    also_gross=True,
    extra=" (LG monitor 599.00 bought 2 Nov 2025, refunded 6 Nov 2025: nets to nil)",
)
fig(
    "netflix and spotify last year, how much",
    ["casual", "relative", "composed", "merchant"],
    CAL2025,
    cats=None,
    merchant="Netflix",
)
a1, n1 = spend(CAL2025, merchant="Netflix")
a2, n2 = spend(CAL2025, merchant="Spotify")
Q[-1].update(
    expected={"amount": s(a1 + a2), "transactions": n1 + n2},
    reading="counterparty Netflix + counterparty Spotify, calendar 2025 (data from 1 Jul 2025)",
    working=f"spending rule by counterparty: Netflix {s(a1)} ({n1} rows) + Spotify {s(a2)} ({n2} rows); last year = calendar 2025",
)
fig(
    "how much have i spent at anytime fitnes since christmas",
    ["casual", "misspelt", "relative", "composed", "merchant"],
    XMAS,
    merchant="Anytime Fitness",
    extra=" (since Christmas = 26 Dec 2025 to today)",
)

# ---------------------------------------------------------------- GST
f = bas(Q3)
add(
    "how much GST did I collect in Q3",
    ["gst", "abbrev"],
    "figure",
    {"amount": s(f["1A"]), "transactions": f["nA"]},
    "1A GST on sales, BAS quarter 3 FY2026 (Jan-Mar 2026)",
    f"1A = (G1 {s(f['G1'])} - G2 exports {s(f['G2'])}) / 11 = {s(f['1A'])} (hand_worked worksheet); the sum of the sales rows' "
    f"gstAmount is {s(f['rowA'])}, the same; transactions = {f['nA']} Sales Income rows in the quarter",
)
f = bas(Q2)
add(
    "whats my GST credits for Oct-Dec 2025",
    ["casual", "gst", "composed"],
    "figure",
    {"amount": s(f["1B"]), "transactions": f["nB"], "alsoAccepted": [s(f["rowB"])]},
    "1B GST on purchases, BAS quarter 2 FY2026 (Oct-Dec 2025)",
    f"1B = (G10 {s(f['G10'])} + G11 {s(f['G11'])} - G14 {s(f['G14'])} - G15 {s(f['G15'])}) / 11 = {s(f['1B'])} (hand_worked worksheet; "
    f"business/mixed non-sale rows, the JB Hi-Fi refund reduces G10); alsoAccepted {s(f['rowB'])} = sum of each row's gstAmount x "
    f"businessPercent (rounding only); transactions = {f['nB']} business/mixed purchase rows",
)
f = bas(Q4)
add(
    "net gst payable for q4 fy26?",
    ["casual", "abbrev", "gst"],
    "figure",
    {
        "amount": s(f["1A"] - f["1B"]),
        "transactions": f["nA"] + f["nB"],
        "alsoAccepted": [s(f["rowA"] - f["rowB"])],
    },
    "1A - 1B, BAS quarter 4 FY2026 (Apr-Jun 2026)",
    f"1A {s(f['1A'])} - 1B {s(f['1B'])} (worksheet, as hand_worked.py); alsoAccepted the per-row sums {s(f['rowA'])} - {s(f['rowB'])}; "
    f"transactions = all {f['nA'] + f['nB']} BAS rows in the quarter",
)
f = bas_quarters(FY)
add(
    "total GST on sales for fy26",
    ["casual", "abbrev", "gst", "composed"],
    "figure",
    {"amount": s(f["1A"]), "transactions": f["nA"]},
    "1A summed over the four BAS quarters of FY2026",
    f"sum of the quarters' 1A (each (G1 - G2)/11) = {s(f['1A'])}; per-row gstAmount sum {s(f['rowA'])}; {f['nA']} Sales Income rows",
)
add(
    "How much GST can I claim back for the whole of FY26?",
    ["gst", "abbrev", "composed"],
    "figure",
    {"amount": s(f["1B"]), "transactions": f["nB"], "alsoAccepted": [s(f["rowB"])]},
    "1B summed over the four BAS quarters of FY2026",
    f"sum of the quarters' worksheet 1B = {s(f['1B'])}; alsoAccepted {s(f['rowB'])} = sum of each purchase row's gstAmount x businessPercent "
    f"(differs by rounding only); {f['nB']} business/mixed purchase rows",
)
f = bas(Q1)
add(
    "how much of my income in q1 fy26 was gst-free exports",
    ["casual", "abbrev", "gst", "income", "composed"],
    "figure",
    {
        "amount": s(f["G2"]),
        "transactions": len([r for r in ROWS if inp(r, Q1) and r["gstTreatment"] == "export"]),
    },
    "G2 export sales, BAS quarter 1 FY2026 (Jul-Sep 2025)",
    "sum of Sales Income rows with gstTreatment export (basFields G1 G2: Kestrel via Wise, Fenwick & Gray via Payoneer) in Jul-Sep 2025",
)
lap = [r for r in ROWS if "Apple Store" in r["counterparty"]][0]
add(
    "how much gst was in the price of my laptop",
    ["casual", "gst", "merchant"],
    "figure",
    {
        "amount": lap["gstAmount"],
        "transactions": 1,
        "alsoAccepted": [s(c(Decimal(lap["gstAmount"]) * 90 / 100))],
    },
    "gstAmount of the Apple Store MacBook row (11 Aug 2025)",
    f"the row's gstAmount {lap['gstAmount']} = 3999.00/11; alsoAccepted {s(c(Decimal(lap['gstAmount']) * 90 / 100))} = the 90 % business share "
    "actually claimable as a credit, if the question is read as 'claimable'",
)
rows = [r for r in ROWS if inp(r, JUN26) and r["atoLabel"] == "P8-income"]
g = sum((Decimal(r["gstAmount"]) for r in rows), ZERO)
add(
    "how much gst did i charge clients last month",
    ["casual", "relative", "gst", "income"],
    "figure",
    {"amount": s(g), "transactions": len(rows)},
    "GST on Sales Income rows, Jun 2026",
    f"sum of gstAmount on June 2026 Sales Income rows (exports carry 0.00) = {s(g)}; = (June G1 - G2)/11; {len(rows)} rows",
)
# ---------------------------------------------------------------- clarify
for qq, st, why in [
    ("how much was that again?", ["casual"], "'that' has no referent in a fresh conversation"),
    ("how much did i spend there in march", ["casual"], "'there' names no merchant"),
    ("is it more than last month?", ["casual", "relative"], "'it' has no referent"),
    ("what did that shop charge me in may", ["casual"], "'that shop' names no merchant"),
    (
        "How much did I spend on sundries in FY26?",
        ["abbrev"],
        "no 'sundries' category; could mean several small categories",
    ),
    (
        "how much did I spend on the pets last year",
        ["casual", "relative"],
        "no pet category or pet merchant exists; ask what she means",
    ),
    (
        "how much did the other client pay me",
        ["casual", "client"],
        "'the other client' does not say which of eight clients",
    ),
    (
        "how much did the thing I bought in november cost",
        ["casual"],
        "several November purchases (JB Hi-Fi, Dell, Kmart, ...): which?",
    ),
]:
    add(qq, st, "clarify", {}, "cannot be answered without asking back", why)

# ---------------------------------------------------------------- decline
for qq, st, why in [
    ("should i put more into super before june 30", ["casual"], "financial advice"),
    ("What will my income be next financial year?", ["relative"], "forecast"),
    ("move 2000 to my savings account", ["casual"], "moving money: the assistant only reads the books"),
    ("how are my shares doing", ["casual"], "no share holdings in the data"),
    (
        "what's the balance of my Westpac Choice savings account?",
        [],
        "another account: the books only have the Business One account",
    ),
    ("is it worth buying a new car through the business", ["casual"], "advice"),
    (
        "what will the aud/usd rate be next month, should i convert my wise balance",
        ["casual", "abbrev"],
        "forecast and advice; no Wise balance data",
    ),
    ("pay the origin bill for me", ["casual", "merchant"], "moving money"),
]:
    add(qq, st, "decline", {}, "out of scope", why)

# ---------------------------------------------------------------- write
(HERE.parent / "assistant_questions_spent.json").write_text(
    json.dumps(Q, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
)
kinds, styles = {}, {}
for q in Q:
    kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
    for st in q["style"]:
        styles[st] = styles.get(st, 0) + 1
cm = sum(1 for q in Q if "casual" in q["style"] or "misspelt" in q["style"])
co = sum(1 for q in Q if "composed" in q["style"])
print(
    f"{len(Q)} questions; kinds {kinds}; styles {dict(sorted(styles.items()))}; casual-or-misspelt {cm}; composed {co}"
)
assert 80 <= len(Q) <= 90 and cm * 3 >= len(Q) and co * 4 >= len(Q)
