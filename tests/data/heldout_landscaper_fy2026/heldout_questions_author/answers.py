"""Held-out question set for finkit's assistant (issue 27), Rhys Callaghan FY2026.

Every expected answer is computed here from ../labels.csv by plain arithmetic (csv + Decimal only),
and the whole set is written to assistant_questions_spent.json.  Run: python3 answers.py

Rules (see README.md for the full text):
- "Today" is Monday 20 July 2026.  Data runs 1 Jul 2025 - 30 Jun 2026.
- Spending on a category / merchant = money out less money back on the matching rows (refunds, Medicare
  benefits); `transactions` = number of rows summed (money out and money back).
- "Total spending" = every category except Sales Income, Transfers, Tax Payments, Super Contributions and
  Cash Withdrawal (those are answered only when asked for by name).
- Income = Sales Income rows only, as received, GST included.
- Merchants / payers match the `counterparty` column; a partial name covers every counterparty containing it.
- Per month = total / calendar months; per week = total / (days / 7); half-up to the cent.
- GST collected = sum of gstAmount on Sales Income rows (basFields G1, gstTreatment taxable; exports carry 0).
  GST credits = sum over business/mixed non-sale rows of gstAmount x businessPercent / 100 (each rounded
  half-up to the cent), refunds subtracted.  The ATO worksheet figure (1/11 of the quarter's totals, as
  data/hand_worked.py does) is given as alsoAccepted where it differs by rounding.
"""

from __future__ import annotations

import csv
import json
from collections import defaultdict
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
LABELS = HERE.parent / "labels.csv"  # the year's labels, one folder up
OUT = HERE.parent / "assistant_questions_spent.json"
CENT = Decimal("0.01")
ZERO = Decimal(0)

with LABELS.open(encoding="utf-8") as fh:
    ROWS = list(csv.DictReader(fh))

TODAY = "2026-07-20"
FY = ("2025-07-01", "2026-06-30")
QTR = {
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}
NOT_SPENDING = {"Sales Income", "Transfers", "Tax Payments", "Super Contributions", "Cash Withdrawal"}
SPEND_CATS = sorted({r["category"] for r in ROWS} - NOT_SPENDING)
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def cents(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def s(v: Decimal) -> str:
    return str(cents(v))


def month(y: int, m: int) -> tuple[str, str]:
    last = (date(y + (m == 12), m % 12 + 1, 1) - date(y, m, 1)).days
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def fmt(d: str) -> str:
    y, m, dd = d.split("-")
    return f"{int(dd)} {MONTHS[int(m) - 1]} {y}"


def prange(p: tuple[str, str]) -> str:
    return f"{fmt(p[0])} - {fmt(p[1])}"


def days(p: tuple[str, str]) -> int:
    a, b = (date.fromisoformat(x) for x in p)
    return (b - a).days + 1


def within(r, p) -> bool:
    return p is None or p[0] <= r["date"] <= p[1]


def amt(r) -> Decimal:
    return Decimal(r["amount"])


def pick(cats=None, p=None, cp=None, sign=None, extra=None):
    out = []
    for r in ROWS:
        if cats is not None and r["category"] not in cats:
            continue
        if not within(r, p):
            continue
        if cp is not None and not any(c.lower() in r["counterparty"].lower() for c in cp):
            continue
        if (sign == "out" and amt(r) >= 0) or (sign == "in" and amt(r) <= 0):
            continue
        if extra is not None and not extra(r):
            continue
        out.append(r)
    return out


def spend(rows) -> Decimal:
    return -sum((amt(r) for r in rows), ZERO)


def income(rows) -> Decimal:
    return sum((amt(r) for r in rows), ZERO)


def rowlist(rows, limit=40) -> str:
    if len(rows) > limit:
        return f"{len(rows)} rows"
    return "; ".join(f"{r['date']} {r['amount']}" for r in rows)


# ---- GST -------------------------------------------------------------------------------------------
def on_bas(r) -> bool:
    return r["use"] in ("business", "mixed")


def is_sale(r) -> bool:
    return r["atoLabel"] == "P8-income"


def taxable_part(r) -> Decimal:
    if r["gstTreatment"] != "taxable":
        return ZERO
    return abs(amt(r)) - Decimal(r["gstFreePart"])


def gst_collected_rows(p):
    return [r for r in ROWS if on_bas(r) and is_sale(r) and within(r, p)]


def gst_collected_per_row(p) -> Decimal:
    return sum((Decimal(r["gstAmount"]) for r in gst_collected_rows(p)), ZERO)


def gst_credit_rows(p, extra=None):
    return [r for r in ROWS if on_bas(r) and not is_sale(r) and within(r, p) and (extra is None or extra(r))]


def credit_of(r) -> Decimal:
    c = cents(Decimal(r["gstAmount"]) * int(r["businessPercent"]) / 100)
    return -c if amt(r) > 0 else c


def gst_credits_per_row(p, extra=None) -> Decimal:
    return sum((credit_of(r) for r in gst_credit_rows(p, extra)), ZERO)


def worksheet(p) -> dict[str, Decimal]:
    """1A and 1B by the GST calculation worksheet over one period (as data/hand_worked.py per quarter)."""
    g = dict.fromkeys(("G1", "G2", "G3", "G4", "G10", "G11", "G14", "G15"), ZERO)
    for r in ROWS:
        if not on_bas(r) or not within(r, p):
            continue
        a = amt(r)
        if is_sale(r):
            g["G1"] += a
            g["G2"] += a if r["gstTreatment"] == "export" else ZERO
            g["G3"] += a if r["gstTreatment"] == "gst_free" else ZERO
            g["G4"] += a if r["gstTreatment"] == "input_taxed" else ZERO
            continue
        sign = Decimal(-1) if a > 0 else Decimal(1)
        cost = abs(a)
        g["G10" if r["atoLabel"] == "P8-depreciation" else "G11"] += sign * cost
        g["G14"] += sign * (cost - taxable_part(r))
        pct = int(r["businessPercent"])
        if pct < 100:
            g["G15"] += sign * cents(taxable_part(r) * (100 - pct) / 100)
    g["1A"] = cents((g["G1"] - g["G2"] - g["G3"] - g["G4"]) / 11)
    g["1B"] = cents((g["G10"] + g["G11"] - g["G14"] - g["G15"]) / 11)
    return g


def worksheet_quarters(qs) -> dict[str, Decimal]:
    tot = defaultdict(Decimal)
    for q in qs:
        for k, v in worksheet(QTR[q]).items():
            tot[k] += v
    return tot


# ---- question builder -------------------------------------------------------------------------------
QUESTIONS: list[dict] = []


def add(question, style, kind, expected, reading, working):
    QUESTIONS.append(
        {
            "id": f"nq{len(QUESTIONS) + 1:03d}",
            "question": question,
            "style": style,
            "kind": kind,
            "expected": expected,
            "reading": reading,
            "working": working,
        }
    )


SPEND_RULE = "money out less money back on those rows (refunds / benefits count negative)"


def q_spend_cat(question, style, cats, p, preading, gross_also=None, why=""):
    rows = pick(cats=set(cats), p=p)
    total = spend(rows)
    exp = {"amount": s(total), "transactions": len(rows)}
    back = [r for r in rows if amt(r) > 0]
    working = (
        f"category {' + '.join(cats)}, {preading}: {SPEND_RULE}; "
        f"out {s(-sum((amt(r) for r in rows if amt(r) < 0), ZERO))} in {len(rows) - len(back)} rows"
    )
    if back:
        working += f", back {s(sum((amt(r) for r in back), ZERO))} in {len(back)} rows ({rowlist(back)})"
    working += f" = {s(total)}; transactions = {len(rows)} rows."
    if gross_also:
        gross = -sum((amt(r) for r in rows if amt(r) < 0), ZERO)
        exp["alsoAccepted"] = [s(gross)]
        working += f" alsoAccepted {s(gross)} = money out only, before the money back ({why})."
    add(question, style, "figure", exp, f"{' + '.join(cats)}, {preading}", working)
    return total, rows


def q_spend_cp(question, style, cp, p, preading, cats=None, gross_also=False, why=""):
    rows = pick(cats=cats, p=p, cp=cp)
    total = spend(rows)
    names = sorted({r["counterparty"] for r in rows})
    exp = {"amount": s(total), "transactions": len(rows)}
    back = [r for r in rows if amt(r) > 0]
    working = (
        f"rows whose counterparty contains {' or '.join(repr(c) for c in cp)} ({'; '.join(names)})"
        f"{' in ' + ', '.join(sorted(cats)) if cats else ''}, {preading}: {SPEND_RULE}"
    )
    if back:
        working += f"; money back {rowlist(back)}"
    working += f" = {s(total)}; {len(rows)} rows."
    if gross_also:
        gross = -sum((amt(r) for r in rows if amt(r) < 0), ZERO)
        exp["alsoAccepted"] = [s(gross)]
        working += f" alsoAccepted {s(gross)} = money out only ({why})."
    add(question, style, "figure", exp, f"{'; '.join(names)}, {preading}", working)
    return total, rows


def q_income(question, style, p, preading, payer=None, also=None, why=""):
    rows = pick(cats={"Sales Income"}, p=p, cp=payer)
    total = income(rows)
    exp = {"amount": s(total), "transactions": len(rows)}
    who = ""
    if payer:
        who = f" from {'; '.join(sorted({r['counterparty'] for r in rows}))}"
    working = (
        f"Sales Income rows{who}, {preading}, summed as received (GST included); not income: tax refund, "
        f"Medicare, people paying back, transfers, the Bunnings refund. {rowlist(rows, 14)} = {s(total)}; "
        f"{len(rows)} rows."
    )
    if also is not None:
        exp["alsoAccepted"] = [s(also)]
        working += f" alsoAccepted {s(also)}: {why}"
    add(question, style, "figure", exp, f"Income (Sales Income){who}, {preading}", working)
    return total, rows


def total_spend_rows(p):
    return pick(cats=set(SPEND_CATS), p=p)


# ---- periods ----------------------------------------------------------------------------------------
LAST_MONTH = month(2026, 6)
LAST_Q = QTR[4]
H1 = ("2025-07-01", "2025-12-31")
H2 = ("2026-01-01", "2026-06-30")
SINCE_XMAS = ("2025-12-25", TODAY)
MAR_MAY = ("2026-03-01", "2026-05-31")
CAL2026 = ("2026-01-01", TODAY)

# sanity: nothing on 25 Dec 2025, so "since Christmas" is the same whether 25 Dec is in or out
assert not [r for r in ROWS if r["date"] == "2025-12-25"]

# ===================================================================================================
# FIGURES: category spending
# ===================================================================================================
q_spend_cat(
    "how much did i spend on fule last month",
    ["casual", "misspelt", "relative"],
    ["Fuel"],
    LAST_MONTH,
    prange(LAST_MONTH),
)
q_spend_cat(
    "What did I spend on petrol in the first half of FY26?",
    ["formal", "everyday-word", "range", "composed"],
    ["Fuel"],
    H1,
    prange(H1) + " (first half of FY26)",
)
q_spend_cat(
    "how much have i spent on eating out since christmas",
    ["casual", "everyday-word", "relative", "range", "composed"],
    ["Meals & Dining"],
    SINCE_XMAS,
    "25 Dec 2025 - 20 Jul 2026 (since Christmas, to today; no rows on 25 Dec)",
)
q_spend_cat(
    "total power bills for fy26?",
    ["casual", "abbreviated", "everyday-word", "composed"],
    ["Utilities"],
    FY,
    prange(FY),
)
q_spend_cat(
    "How much did I spend on groceries in Oct-Dec 2025?",
    ["formal", "range", "composed"],
    ["Groceries"],
    QTR[2],
    prange(QTR[2]),
)
q_spend_cat(
    "how much on materials and supplies in august",
    ["casual", "category-name"],
    ["Materials & Supplies"],
    month(2025, 8),
    prange(month(2025, 8)) + " (august = latest past August)",
    gross_also=True,
    why="the 189.00 Bunnings refund banked on 6 Aug 2025 is for a July purchase, so a reader may leave it out "
    "of August's purchases",
)
q_spend_cat(
    "what did the rent cost me last quarter",
    ["casual", "everyday-word", "relative"],
    ["Rent & Mortgage"],
    LAST_Q,
    prange(LAST_Q) + " (last quarter = Q4 FY26)",
)
q_spend_cat(
    "How much did I pay in bank fees in FY2026?", ["formal", "category-name"], ["Bank Fees"], FY, prange(FY)
)
q_spend_cat(
    "dump fees between march and may?",
    ["casual", "everyday-word", "range", "composed"],
    ["Waste Disposal"],
    MAR_MAY,
    prange(MAR_MAY),
)
q_spend_cat(
    "what did doctors and chemist cost me in fy26 after the medicare rebates",
    ["casual", "abbreviated", "everyday-word"],
    ["Health & Medical"],
    FY,
    prange(FY),
)
q_spend_cat(
    "How much did I spend on Advertising & Marketing in Q3?",
    ["formal", "abbreviated", "category-name"],
    ["Advertising & Marketing"],
    QTR[3],
    prange(QTR[3]) + " (Q3 FY26)",
)
q_spend_cat(
    "how much did rego, insurance, tyres and servicing on the ute come to in fy26",
    ["casual", "everyday-word", "abbreviated"],
    ["Vehicle Expenses"],
    FY,
    prange(FY),
)
q_spend_cat(
    "phone and internet bills last quarter",
    ["casual", "category-name", "relative"],
    ["Phone & Internet"],
    LAST_Q,
    prange(LAST_Q),
)
q_spend_cat(
    "what did i spend on materials & supplies in Q4",
    ["casual", "category-name", "abbreviated"],
    ["Materials & Supplies"],
    QTR[4],
    prange(QTR[4]) + " (Q4 FY26)",
)
q_spend_cat(
    "How much did I spend on groceries in febuary?",
    ["formal", "misspelt", "category-name"],
    ["Groceries"],
    month(2026, 2),
    prange(month(2026, 2)),
)

# total spending
for question, style, p, pr in [
    (
        "what did i spend in total last month",
        ["casual", "relative", "composed"],
        LAST_MONTH,
        prange(LAST_MONTH),
    ),
    (
        "How much did I spend altogether in Q1?",
        ["formal", "abbreviated", "composed"],
        QTR[1],
        prange(QTR[1]) + " (Q1 FY26)",
    ),
]:
    rows = total_spend_rows(p)
    total = spend(rows)
    by = defaultdict(Decimal)
    for r in rows:
        by[r["category"]] -= amt(r)
    add(
        question,
        style,
        "figure",
        {"amount": s(total), "transactions": len(rows)},
        f"All spending categories, {pr}",
        f"every category except {', '.join(sorted(NOT_SPENDING))} (not spending by the data's conventions), {pr}: "
        f"{SPEND_RULE}; by category "
        + ", ".join(f"{k} {s(v)}" for k, v in sorted(by.items()))
        + f" = {s(total)}; {len(rows)} rows.",
    )

# averages
for question, style, cats, p, pr, per in [
    (
        "avrage monthly grocery spend in fy26",
        ["casual", "misspelt", "abbreviated", "category-name", "composed"],
        ["Groceries"],
        FY,
        prange(FY),
        "month",
    ),
    (
        "on average how much do i spend on fuel per week",
        ["casual", "category-name", "composed"],
        ["Fuel"],
        FY,
        prange(FY) + " (no period = all the data, 365 days)",
        "week",
    ),
    (
        "avg meals & dining per month in the first half of fy26",
        ["casual", "abbreviated", "category-name", "range", "composed"],
        ["Meals & Dining"],
        H1,
        prange(H1),
        "month",
    ),
    (
        "What's my average weekly spend on food shopping over the last quarter?",
        ["formal", "everyday-word", "relative", "composed"],
        ["Groceries"],
        LAST_Q,
        prange(LAST_Q),
        "week",
    ),
]:
    rows = pick(cats=set(cats), p=p)
    total = spend(rows)
    if per == "month":
        n = (int(p[1][:4]) - int(p[0][:4])) * 12 + int(p[1][5:7]) - int(p[0][5:7]) + 1
        avg = cents(total / n)
        how = f"{s(total)} / {n} calendar months = {s(avg)} (half-up)"
    else:
        d = days(p)
        avg = cents(total * 7 / d)
        how = f"{s(total)} / ({d} days / 7) = {s(avg)} (half-up)"
    add(
        question,
        style,
        "figure",
        {"amount": s(avg), "transactions": len(rows)},
        f"{' + '.join(cats)}, {pr}, average per {per}",
        f"category {' + '.join(cats)}, {pr}: {SPEND_RULE} = {s(total)} over {len(rows)} rows; per {per} = {how}.",
    )

# ===================================================================================================
# FIGURES: income
# ===================================================================================================
q_income("what was my income last quarter", ["casual", "income", "relative"], LAST_Q, prange(LAST_Q))
fy_inc = income(pick(cats={"Sales Income"}, p=FY))
fy_gst = sum((Decimal(r["gstAmount"]) for r in pick(cats={"Sales Income"}, p=FY)), ZERO)
q_income(
    "how much did i earn in fy26 in total",
    ["casual", "abbreviated", "income", "composed"],
    FY,
    prange(FY),
    also=fy_inc - fy_gst,
    why=f"'earn' may be read as business income for tax, i.e. the same sales less their GST "
    f"({s(fy_inc)} - {s(fy_gst)}), the P8 gross income in data/hand_worked.py.",
)
q_income(
    "how much income came in during febuary",
    ["casual", "misspelt", "income"],
    month(2026, 2),
    prange(month(2026, 2)),
)
q_income(
    "how much did fleurieu pay me",
    ["casual", "payer", "income", "composed"],
    None,
    "all the data (FY2026)",
    payer=["Fleurieu"],
)
q_income(
    "total from glenside villiage in the first half of fy26",
    ["casual", "misspelt", "payer", "income", "range", "composed"],
    H1,
    prange(H1),
    payer=["Glenside"],
)
q_income(
    "how much have norwood strata paid me since march",
    ["casual", "payer", "income", "relative", "composed"],
    ("2026-03-01", TODAY),
    "1 Mar 2026 - 20 Jul 2026 (since March, to today)",
    payer=["Norwood Strata"],
)
q_income(
    "How much came in from Square card sales in Q2?",
    ["formal", "payer", "income", "abbreviated"],
    QTR[2],
    prange(QTR[2]) + " (Q2 FY26)",
    payer=["Square"],
)
q_income(
    "what did kohwai pay me in fy26",
    ["casual", "misspelt", "payer", "income", "abbreviated", "composed"],
    FY,
    prange(FY),
    payer=["Kowhai"],
)
q_income(
    "How much did Hollybrook pay me through PayPal last financial year?",
    ["formal", "payer", "income", "relative", "composed"],
    FY,
    prange(FY),
    payer=["Hollybrook"],
)
q_income(
    "how much did sean obrien pay me in 2026",
    ["casual", "payer", "income", "composed"],
    ("2026-01-01", "2026-12-31"),
    "1 Jan 2026 - 31 Dec 2026 (calendar 2026; data ends 30 Jun 2026)",
    payer=["Sean Obrien"],
)
q_income(
    "what did kate andersen pay me all up",
    ["casual", "misspelt", "payer", "income", "composed"],
    None,
    "all the data (FY2026); 'andersen' = Kate Anderson, the only similar name",
    payer=["Kate Anderson"],
)
q_income(
    "How much did Wei Tan pay me for garden work?",
    ["formal", "payer", "income", "composed"],
    None,
    "all the data (FY2026); garden work = his Sales Income rows only; the 240.00 concert-ticket "
    "repayment from the friend of the same name is not income",
    payer=["Wei Tan"],
)
q_income(
    "how much did my builder clients pay me in total? (hindmarsh and fleurieu)",
    ["casual", "payer", "income", "composed"],
    None,
    "all the data (FY2026)",
    payer=["Hindmarsh", "Fleurieu"],
)

# average income per month
rows = pick(cats={"Sales Income"}, p=LAST_Q)
t = income(rows)
add(
    "average monthly income last quarter?",
    ["casual", "income", "relative", "composed"],
    "figure",
    {"amount": s(cents(t / 3)), "transactions": len(rows)},
    f"Income (Sales Income), {prange(LAST_Q)}, average per month",
    f"Sales Income rows {prange(LAST_Q)} = {s(t)} over {len(rows)} rows; / 3 calendar months = {s(cents(t / 3))} "
    f"(half-up).",
)

# exports
rows = pick(cats={"Sales Income"}, p=FY, extra=lambda r: r["gstTreatment"] == "export")
t = income(rows)
add(
    "how much export income (gst-free, overseas clients) did i get in fy26",
    ["casual", "abbreviated", "income", "gst", "composed"],
    "figure",
    {"amount": s(t), "transactions": len(rows)},
    f"Sales Income with gstTreatment export, {prange(FY)}",
    f"Sales Income rows labelled gstTreatment export (Kowhai via Wise, Hollybrook via PayPal; BAS G2), {prange(FY)}: "
    f"{rowlist(rows)} = {s(t)} (equals G2 for the year in data/hand_worked.py); {len(rows)} rows.",
)

# business income ex GST
rows = pick(cats={"Sales Income"}, p=FY)
t = sum((amt(r) - Decimal(r["gstAmount"]) for r in rows), ZERO)
add(
    "What was my business income excluding GST for the 2025-26 year?",
    ["formal", "income", "gst"],
    "figure",
    {"amount": s(t), "transactions": len(rows)},
    f"Sales Income less its GST, {prange(FY)}",
    f"Sales Income rows {prange(FY)}: amount less the row's gstAmount, summed = {s(fy_inc)} - {s(fy_gst)} = {s(t)} "
    f"(the P8 business income in data/hand_worked.py); {len(rows)} rows.",
)

# ===================================================================================================
# FIGURES: GST
# ===================================================================================================


def q_gst_collected(question, style, p, preading, qs=None):
    rows = gst_collected_rows(p)
    per_row = gst_collected_per_row(p)
    ws = worksheet_quarters(qs)["1A"] if qs else worksheet(p)["1A"]
    exp = {"amount": s(per_row), "transactions": len(rows)}
    working = (
        f"GST collected (BAS 1A): sales = Sales Income rows (business, basFields G1), {preading}; sum of "
        f"their gstAmount (gstTreatment taxable rows carry 1/11 of the price; export rows carry 0.00) = "
        f"{s(per_row)} over {len(rows)} sales rows."
    )
    if ws != per_row:
        exp["alsoAccepted"] = [s(ws)]
        working += (
            f" alsoAccepted {s(ws)}: the GST worksheet method, (G1 - G2) / 11 rounded once per quarter "
            f"(as data/hand_worked.py), differs only by per-row rounding."
        )
    add(question, style, "figure", exp, f"GST collected on sales, {preading}", working)


def q_gst_credits(question, style, p, preading, qs=None, extra=None, what="all business and mixed purchases"):
    rows = gst_credit_rows(p, extra)
    per_row = gst_credits_per_row(p, extra)
    exp = {"amount": s(per_row), "transactions": len(rows)}
    working = (
        f"GST credits (BAS 1B), {what}, {preading}: rows with use business or mixed that are not sales "
        f"(basFields G10/G11); each row's gstAmount x businessPercent / 100, rounded half-up to the cent, "
        f"summed; a refund (money in, the Bunnings refund) subtracts its credit; rows with gstAmount 0 "
        f"(input-taxed bank fees, out-of-scope overseas software, GST-free training) add nothing; private "
        f"rows are not on the BAS. = {s(per_row)} over {len(rows)} rows."
    )
    if extra is None:
        ws = worksheet_quarters(qs)["1B"] if qs else worksheet(p)["1B"]
        if ws != per_row:
            exp["alsoAccepted"] = [s(ws)]
            working += (
                f" alsoAccepted {s(ws)}: the GST worksheet method, (G10 + G11 - G14 - G15) / 11 rounded "
                f"once per quarter (as data/hand_worked.py), differs only by rounding."
            )
    add(question, style, "figure", exp, f"GST credits, {what}, {preading}", working)
    return per_row


q_gst_collected(
    "how much GST did I collect in Q3",
    ["casual", "abbreviated", "gst"],
    QTR[3],
    prange(QTR[3]) + " (Q3 FY26)",
    qs=[3],
)
q_gst_credits(
    "what's my GST credits for Oct-Dec 2025",
    ["casual", "gst", "range", "composed"],
    QTR[2],
    prange(QTR[2]),
    qs=[2],
)
q_gst_collected(
    "gst collected fy26 total", ["casual", "abbreviated", "gst", "composed"], FY, prange(FY), qs=[1, 2, 3, 4]
)
q_gst_credits(
    "How much GST can I claim back for the first half of FY26?",
    ["formal", "gst", "range", "composed"],
    H1,
    prange(H1),
    qs=[1, 2],
)
q_gst_collected(
    "how much gst was on my sales last month", ["casual", "gst", "relative"], LAST_MONTH, prange(LAST_MONTH)
)

# net GST Q4
a4 = gst_collected_per_row(QTR[4])
b4 = gst_credits_per_row(QTR[4])
w4 = worksheet(QTR[4])
add(
    "net gst owing for q4 fy26?",
    ["casual", "abbreviated", "gst", "composed"],
    "figure",
    {
        "amount": s(a4 - b4),
        "transactions": len(gst_collected_rows(QTR[4])) + len(gst_credit_rows(QTR[4])),
        **({"alsoAccepted": [s(w4["1A"] - w4["1B"])]} if w4["1A"] - w4["1B"] != a4 - b4 else {}),
    },
    f"Net GST (1A - 1B), {prange(QTR[4])}",
    f"1A per row (sum of gstAmount on Q4 Sales Income rows) {s(a4)} less 1B per row (sum over Q4 business/mixed "
    f"non-sale rows of gstAmount x businessPercent / 100, each rounded half-up) {s(b4)} = {s(a4 - b4)}; "
    f"transactions = all BAS rows in Q4. alsoAccepted {s(w4['1A'] - w4['1B'])}: worksheet method "
    f"1A {s(w4['1A'])} - 1B {s(w4['1B'])} (data/hand_worked.py), differs by rounding only.",
)

# GST on materials H1 (all business, 100 %)
rows = pick(cats={"Materials & Supplies"}, p=H1)
assert all(r["use"] == "business" and r["businessPercent"] == "100" for r in rows)
t = sum((Decimal(r["gstAmount"]) * (-1 if amt(r) > 0 else 1) for r in rows), ZERO)
add(
    "how much gst did i pay on materials in the first half of fy26",
    ["casual", "everyday-word", "gst", "range", "composed"],
    "figure",
    {"amount": s(t), "transactions": len(rows)},
    f"GST on Materials & Supplies, {prange(H1)}",
    f"Materials & Supplies rows {prange(H1)} (all business, 100 %): sum of gstAmount on purchases less the gstAmount "
    f"of the 189.00 Bunnings refund (17.18) = {s(t)}; {len(rows)} rows. (Same figure as the credit: 100 % business.)",
)

# credit on RAA insurance
rows = pick(cp=["RAA"], p=FY)
assert len(rows) == 1
r = rows[0]
t = credit_of(r)
add(
    "How much GST can I claim on the RAA ute insurance?",
    ["formal", "merchant", "gst"],
    "figure",
    {"amount": s(t), "transactions": 1},
    f"GST credit on RAA Insurance, {prange(FY)}",
    f"one RAA Insurance row {r['date']} {r['amount']}: gstAmount {r['gstAmount']} (stamp duty {r['gstFreePart']} has "
    f"no GST) x businessPercent {r['businessPercent']} % = {s(t)} (half-up).",
)

# GST credits on phone and internet last quarter
q_gst_credits(
    "gst credits on phone + internet last quater",
    ["casual", "misspelt", "everyday-word", "gst", "relative"],
    LAST_Q,
    prange(LAST_Q),
    extra=lambda r: r["category"] == "Phone & Internet",
    what="Phone & Internet rows (Telstra 60 %, Aussie Broadband 30 %)",
)

# ===================================================================================================
# FIGURES: merchants and by-name items
# ===================================================================================================
q_spend_cp(
    "how much did i spend at bunings in fy26",
    ["casual", "misspelt", "merchant", "abbreviated"],
    ["Bunnings"],
    FY,
    prange(FY),
    gross_also=True,
    why="some readers report purchases only and leave the 189.00 refund of 6 Aug 2025 aside",
)
q_spend_cp(
    "what did i spend at woolies last month",
    ["casual", "merchant", "abbreviated", "relative"],
    ["Woolworths"],
    LAST_MONTH,
    prange(LAST_MONTH),
)
q_spend_cp(
    "how much was the new mower",
    ["casual", "merchant"],
    ["Prospect Mower"],
    None,
    "all the data (FY2026); the mower = the Prospect Mower & Chainsaw purchase of 15 Sep 2025",
)
q_spend_cp(
    "how much have i paid ray white in rent since christmas",
    ["casual", "merchant", "relative", "range", "composed"],
    ["Ray White"],
    SINCE_XMAS,
    "25 Dec 2025 - 20 Jul 2026 (since Christmas, to today)",
)
q_spend_cp(
    "How much did I spend at Wingfield Waste Depot in the first half of FY26?",
    ["formal", "merchant", "range", "composed"],
    ["Wingfield Waste"],
    H1,
    prange(H1),
)
q_spend_cp(
    "how much did i spend at state flora between march and may",
    ["casual", "merchant", "range", "composed"],
    ["State Flora"],
    MAR_MAY,
    prange(MAR_MAY),
)
q_spend_cp(
    "how much did uber eats cost me in april",
    ["casual", "merchant"],
    ["Uber Eats"],
    month(2026, 4),
    prange(month(2026, 4)) + " (april = latest past April)",
)

# by-name non-spending
for question, style, cats, p, pr, label, note in [
    (
        "how much did i put into super in fy26",
        ["casual", "abbreviated", "everyday-word"],
        {"Super Contributions"},
        FY,
        prange(FY),
        "Super Contributions (Hostplus)",
        "asked for by name, so answered though not 'spending'",
    ),
    (
        "How much did I move across to my savings account last financial year?",
        ["formal", "everyday-word", "relative"],
        {"Transfers"},
        FY,
        prange(FY),
        "Transfers out to the NAB Reward Saver",
        "money out in Transfers (all 12 are INTERNET TRANSFER TO NAB REWARD SAVER); the three Transfers credits are "
        "people paying him back, not from the saver",
    ),
    (
        "how much cash did i pull out of the atm in fy26",
        ["casual", "abbreviated", "everyday-word"],
        {"Cash Withdrawal"},
        FY,
        prange(FY),
        "Cash Withdrawal",
        "asked for by name",
    ),
    (
        "how much did i pay the tax office in fy26",
        ["casual", "abbreviated", "everyday-word"],
        {"Tax Payments"},
        FY,
        prange(FY),
        "Tax Payments out (ATO BPAY)",
        "money out only: the four BPAY TAX OFFICE PAYMENTS; the 1,862.40 tax refund of 8 Oct 2025 is money in, not a payment",
    ),
]:
    rows = pick(cats=cats, p=p, sign="out")
    t = spend(rows)
    add(
        question,
        style,
        "figure",
        {"amount": s(t), "transactions": len(rows)},
        f"{label}, {pr}",
        f"{label} rows, money out, {pr}: {rowlist(rows)} = {s(t)}; {len(rows)} rows ({note}).",
    )

# ===================================================================================================
# COUNTS
# ===================================================================================================


def q_count(question, style, rows, reading, how):
    add(question, style, "count", {"count": len(rows)}, reading, f"{how}: {len(rows)} rows.")


q_count(
    "how many times did i fill up at otr",
    ["casual", "merchant", "composed"],
    pick(cp=["OTR"], cats={"Fuel"}),
    "Fuel rows at OTR (Kilburn) and OTR (Prospect), all the data",
    "rows whose counterparty contains 'OTR' (OTR (Kilburn) 15, OTR (Prospect) 6), no period = all the data",
)
q_count(
    "How many purchases did I make at Bunnings in FY26?",
    ["formal", "merchant", "abbreviated", "composed"],
    pick(cp=["Bunnings"], p=FY, sign="out"),
    f"Bunnings Warehouse money-out rows, {prange(FY)}",
    "Bunnings Warehouse rows with money out (the 189.00 refund on 6 Aug 2025 is not a purchase)",
)
q_count(
    "how many payments for jobs landed in march",
    ["casual", "income", "composed"],
    pick(cats={"Sales Income"}, p=month(2026, 3)),
    f"Sales Income rows, {prange(month(2026, 3))}",
    "Sales Income rows in March 2026 (each Square/Airtasker payout counts as one payment)",
)
q_count(
    "how many eating out transactions last quarter",
    ["casual", "everyday-word", "relative", "composed"],
    pick(cats={"Meals & Dining"}, p=LAST_Q),
    f"Meals & Dining rows, {prange(LAST_Q)}",
    "Meals & Dining rows (cafe, pub, Menulog, Uber Eats)",
)
q_count(
    "how many tax office payments did i make in fy26",
    ["casual", "abbreviated", "everyday-word", "composed"],
    pick(cats={"Tax Payments"}, p=FY, sign="out"),
    f"Tax Payments money-out rows, {prange(FY)}",
    "Tax Payments rows with money out (the ATO refund is money in and is not a payment)",
)
q_count(
    "How many ATM withdrawals did I make?",
    ["formal", "category-name", "composed"],
    pick(cats={"Cash Withdrawal"}),
    "Cash Withdrawal rows, all the data",
    "Cash Withdrawal rows, no period = all",
)
q_count(
    "how many payments did i get from rizwan",
    ["casual", "payer", "income", "composed"],
    pick(cats={"Sales Income"}, cp=["Rizwan"]),
    "Sales Income rows from Rizwan Khan, all the data",
    "Sales Income rows with counterparty Rizwan Khan",
)
q_count(
    "how many grocery shops in decemeber",
    ["casual", "misspelt", "category-name", "composed"],
    pick(cats={"Groceries"}, p=month(2025, 12)),
    f"Groceries rows, {prange(month(2025, 12))}",
    "Groceries rows in December 2025 (december = latest past December)",
)

# ===================================================================================================
# COMPARE
# ===================================================================================================


def q_compare(question, style, a, b, ra, rb, how):
    larger = "first" if a > b else "second"
    assert a != b
    add(
        question,
        style,
        "compare",
        {"amounts": [s(a), s(b)], "larger": larger},
        f"{ra} vs {rb}",
        f"{how}: first {s(a)}, second {s(b)}; larger = {larger}.",
    )


f1 = spend(pick(cats={"Fuel"}, p=QTR[1]))
f3 = spend(pick(cats={"Fuel"}, p=QTR[3]))
q_compare(
    "did i spend more on fuel in q1 or q3",
    ["casual", "abbreviated", "category-name", "composed"],
    f1,
    f3,
    f"Fuel {prange(QTR[1])}",
    f"Fuel {prange(QTR[3])}",
    f"Fuel, {SPEND_RULE}, Q1 FY26 and Q3 FY26",
)
g = spend(pick(cats={"Groceries"}, p=FY))
m = spend(pick(cats={"Meals & Dining"}, p=FY))
q_compare(
    "groceries vs eating out in fy26, which was more?",
    ["casual", "abbreviated", "everyday-word", "composed"],
    g,
    m,
    f"Groceries {prange(FY)}",
    f"Meals & Dining {prange(FY)}",
    f"{SPEND_RULE}; FY2026",
)
i1 = income(pick(cats={"Sales Income"}, p=H1))
i2 = income(pick(cats={"Sales Income"}, p=H2))
q_compare(
    "Was my income higher in the first half or the second half of FY26?",
    ["formal", "income", "range", "composed"],
    i1,
    i2,
    f"Income {prange(H1)}",
    f"Income {prange(H2)}",
    "Sales Income rows as received",
)
bn = spend(pick(cp=["Bunnings"], p=FY))
jf = spend(pick(cp=["Jeffries"], p=FY))
q_compare(
    "bunnings vs jeffries garden soils this past financial year - where did i spend more",
    ["casual", "merchant", "relative", "composed"],
    bn,
    jf,
    f"Bunnings Warehouse {prange(FY)}",
    f"Jeffries Garden Soils {prange(FY)}",
    f"{SPEND_RULE} (Bunnings net of its 189.00 refund; gross 1,639.87 gives the same order)",
)
gl = income(pick(cats={"Sales Income"}, cp=["Glenside"]))
nw = income(pick(cats={"Sales Income"}, cp=["Norwood"]))
q_compare(
    "did glenside or norwood strata pay me more",
    ["casual", "payer", "income", "composed"],
    gl,
    nw,
    "Glenside Lifestyle Village Pty Ltd, all",
    "Norwood Strata Management Pty Ltd, all",
    "Sales Income rows by payer, all the data",
)
ag = spend(pick(cp=["AGL"], p=month(2025, 8)))
am = spend(pick(cp=["AGL"], p=month(2026, 5)))
q_compare(
    "was the power bill bigger in august or may",
    ["casual", "everyday-word", "composed"],
    ag,
    am,
    f"AGL {prange(month(2025, 8))}",
    f"AGL {prange(month(2026, 5))}",
    "Utilities (AGL) rows; august = Aug 2025, may = May 2026 (latest past occurrences)",
)
fj = spend(pick(cats={"Fuel"}, p=LAST_MONTH))
fm = spend(pick(cats={"Fuel"}, p=month(2026, 5)))
q_compare(
    "fuel last month vs the month before?",
    ["casual", "category-name", "relative", "composed"],
    fj,
    fm,
    f"Fuel {prange(LAST_MONTH)}",
    f"Fuel {prange(month(2026, 5))}",
    f"Fuel, {SPEND_RULE}",
)
sw = spend(pick(cats={"Software & Subscriptions"}, p=FY))
ad = spend(pick(cats={"Advertising & Marketing"}, p=FY))
q_compare(
    "Which cost more in FY26: software or advertising?",
    ["formal", "everyday-word", "abbreviated", "composed"],
    sw,
    ad,
    f"Software & Subscriptions {prange(FY)}",
    f"Advertising & Marketing {prange(FY)}",
    SPEND_RULE,
)
al = spend(pick(cp=["ALDI"]))
co = spend(pick(cp=["Coles"]))
q_compare(
    "did i spend more at aldi or colse",
    ["casual", "misspelt", "merchant", "composed"],
    al,
    co,
    "ALDI (Kilburn), all",
    "Coles (Kilburn), all",
    "rows by counterparty, all the data",
)
iq2 = income(pick(cats={"Sales Income"}, p=QTR[2]))
iq4 = income(pick(cats={"Sales Income"}, p=QTR[4]))
q_compare(
    "did i earn more in q2 or q4?",
    ["casual", "abbreviated", "income", "composed"],
    iq2,
    iq4,
    f"Income {prange(QTR[2])}",
    f"Income {prange(QTR[4])}",
    "Sales Income rows as received, Q2 and Q4 FY26",
)

# ===================================================================================================
# LISTS
# ===================================================================================================


def ranked(rows, key, sign=1):
    tot = defaultdict(Decimal)
    for r in rows:
        tot[r[key]] += sign * amt(r)
    return sorted(tot.items(), key=lambda kv: -kv[1])


def q_list(question, style, ranking, n, reading, how):
    top = ranking[:n]
    if len(ranking) > n:
        assert ranking[n - 1][1] != ranking[n][1]
    add(
        question,
        style,
        "list",
        {"items": [k for k, _ in top]},
        reading,
        f"{how}; ranked: " + ", ".join(f"{k} {s(v)}" for k, v in ranking[: n + 2]) + f"; top {n} taken.",
    )


rk = ranked(pick(cats={"Sales Income"}, p=FY), "counterparty")
q_list(
    "top 3 payers in fy26?",
    ["casual", "abbreviated", "payer", "income", "composed"],
    rk,
    3,
    f"Income by payer, {prange(FY)}",
    "Sales Income rows summed by counterparty (Square payouts count as one payer); counting all money in instead (ATO refund 1,862.40, Medicare, repayments) changes nothing in the top 3",
)
hh = ranked(
    pick(cats={"Sales Income"}, p=FY, extra=lambda r: "household client" in r["note"]), "counterparty"
)
q_list(
    "Which three household clients paid me the most last financial year?",
    ["formal", "payer", "income", "relative", "composed"],
    hh,
    3,
    f"Income by household client, {prange(FY)}",
    "Sales Income rows whose note says 'Australian household client' (not companies, platforms or overseas "
    "studios), summed by counterparty",
)
rc = ranked(total_spend_rows(FY), "category", -1)
q_list(
    "what were my 3 biggest spending categorys in fy26",
    ["casual", "misspelt", "abbreviated", "composed"],
    rc,
    3,
    f"Spending by category, {prange(FY)}",
    f"every spending category (all except {', '.join(sorted(NOT_SPENDING))}), {SPEND_RULE}, summed by category",
)
rm = ranked(pick(cats={"Materials & Supplies"}, p=LAST_Q), "counterparty", -1)
q_list(
    "which 3 suppliers did i spend the most with on materials last quarter",
    ["casual", "everyday-word", "merchant", "relative", "composed"],
    rm,
    3,
    f"Materials & Supplies by merchant, {prange(LAST_Q)}",
    f"Materials & Supplies rows, {SPEND_RULE}, by counterparty",
)
rmf = ranked(total_spend_rows(FY), "counterparty", -1)
q_list(
    "Who are the top 3 merchants I spent money with in FY26?",
    ["formal", "merchant", "abbreviated", "composed"],
    rmf,
    3,
    f"Spending by merchant, {prange(FY)}",
    f"spending rows (all categories except {', '.join(sorted(NOT_SPENDING))}: ATO payments, super and savings "
    f"transfers are not spending), {SPEND_RULE}, by counterparty",
)
rmat = ranked(pick(cats={"Materials & Supplies"}, p=FY), "counterparty", -1)
q_list(
    "list my materials suppliers for fy26 from biggest to smallest",
    ["casual", "abbreviated", "everyday-word", "merchant", "composed"],
    rmat,
    len(rmat),
    f"Materials & Supplies by merchant, {prange(FY)}",
    f"Materials & Supplies rows, {SPEND_RULE} (Bunnings net of its refund), by counterparty, all of them",
)

# ===================================================================================================
# CLARIFY
# ===================================================================================================
kil_may = sorted({r["counterparty"] for r in pick(cp=["Kilburn"], p=month(2026, 5))})
assert len(kil_may) >= 2
builders = sorted(
    {r["counterparty"] for r in pick(cats={"Sales Income"}, extra=lambda r: "builder" in r["note"])}
)
assert len(builders) == 2
overseas = sorted(
    {r["counterparty"] for r in pick(cats={"Sales Income"}, extra=lambda r: r["gstTreatment"] == "export")}
)
assert len(overseas) == 2
assert not [r for r in ROWS if "accom" in r["category"].lower() or "hotel" in r["category"].lower()]
for question, style, reading, working in [
    (
        "how much was it",
        ["casual"],
        "No referent for 'it'",
        "'it' has nothing to refer to (a first question with no context): ask what purchase or payment he means.",
    ),
    (
        "what did i spend at that shop last month",
        ["casual", "relative"],
        "'that shop' is unnamed",
        "'that shop' names no merchant; June 2026 has many merchants: ask which shop.",
    ),
    (
        "how much did i spend on accomodation in march",
        ["casual", "misspelt"],
        "No accommodation category or rows",
        "no category or row is accommodation (no travel stays in the year); ask what he means (e.g. rent?) rather "
        "than guess.",
    ),
    (
        "what did i spend at the kilburn shop in may",
        ["casual", "merchant"],
        f"'the kilburn shop' matches {', '.join(kil_may)}",
        f"May 2026 has rows at {len(kil_may)} different Kilburn merchants ({', '.join(kil_may)}); the singular "
        f"'the kilburn shop' needs asking which.",
    ),
    ("has he paid me for the job yet?", ["casual"], "'he' / 'the job' unnamed", "no client named: ask who."),
    (
        "and what about april?",
        ["casual", "relative"],
        "Follow-up with no earlier question",
        "'what about april' continues a question that was not asked: ask what figure for April 2026.",
    ),
    (
        "how much did the builder pay me in fy26",
        ["casual", "abbreviated", "payer"],
        f"'the builder' matches {', '.join(builders)}",
        f"two builder clients paid in FY2026 ({', '.join(builders)}): ask which (or offer both).",
    ),
    (
        "How much did my overseas client pay me last financial year?",
        ["formal", "payer", "relative"],
        f"'my overseas client' matches {', '.join(overseas)}",
        f"two overseas clients ({', '.join(overseas)}); the singular needs asking which.",
    ),
]:
    add(question, style, "clarify", {}, reading, working)

# ===================================================================================================
# DECLINE
# ===================================================================================================
for question, style, reading, working in [
    (
        "should i buy a new ute before june 30 to save tax",
        ["casual", "advice"],
        "Advice",
        "asks for tax/purchase advice, not a figure from the books.",
    ),
    (
        "What will my income be next financial year?",
        ["formal", "forecast"],
        "Forecast",
        "FY2027 income is a forecast; the books hold only FY2026.",
    ),
    (
        "transfer $2000 to my reward saver",
        ["casual", "action"],
        "Moving money",
        "asks to move money; the assistant reads books only.",
    ),
    ("how are my shares going", ["casual"], "Shares / investments", "no share holdings in the data."),
    (
        "whats the balance of my nab reward saver",
        ["casual", "merchant"],
        "Account not in the data",
        "only the Business Everyday account is in the data; the saver's balance is unknown (only transfers into it).",
    ),
    (
        "how much did i spend on my credit card last month",
        ["casual", "relative"],
        "No credit card data",
        "no credit card account in the data (the V2218 rows are a Visa debit on the one NAB account).",
    ),
    (
        "pay my q4 bas for me",
        ["casual", "abbreviated", "action"],
        "Making a payment",
        "asks to make a payment; out of scope.",
    ),
    (
        "how much gst will i owe next quarter",
        ["casual", "gst", "forecast"],
        "Forecast",
        "Q1 FY2027 (Jul-Sep 2026) has not happened; no data and a forecast.",
    ),
]:
    add(question, style, "decline", {}, reading, working)

# ---------------------------------------------------------------------------------------------------
assert 90 <= len(QUESTIONS) <= 100, len(QUESTIONS)
assert len({q["question"].lower() for q in QUESTIONS}) == len(QUESTIONS)
OUT.write_text(json.dumps(QUESTIONS, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")

kinds = defaultdict(int)
styles = defaultdict(int)
for q in QUESTIONS:
    kinds[q["kind"]] += 1
    for st in q["style"]:
        styles[st] += 1
print(f"{len(QUESTIONS)} questions -> {OUT.name}")
print("kinds:", dict(sorted(kinds.items())))
print("styles:", dict(sorted(styles.items(), key=lambda kv: -kv[1])))
cm = sum(1 for q in QUESTIONS if {"casual", "misspelt"} & set(q["style"]))
co = sum(1 for q in QUESTIONS if "composed" in q["style"])
print(f"casual or misspelt {cm}/{len(QUESTIONS)}, composed {co}/{len(QUESTIONS)}")
