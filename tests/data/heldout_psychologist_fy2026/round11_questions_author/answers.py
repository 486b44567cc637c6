#!/usr/bin/env python3
"""Held-out assistant questions for Hannah Kowalczyk's FY2026 (Darwin psychologist, ING).

Reads ../data/labels.csv only; writes assistant_questions_spent.json next to this file, deterministically.
Conventions: see README.md (today = Mon 20 Jul 2026; FY26 = 1 Jul 2025 - 30 Jun 2026; Q1..Q4 BAS quarters).
"""

from __future__ import annotations

import csv
import json
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
LABELS = HERE.parent / "data" / "labels.csv"
OUT = HERE / "assistant_questions_spent.json"
CENT = Decimal("0.01")
ZERO = Decimal(0)

FY = ("2025-07-01", "2026-06-30")
Q = {
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}
H1 = ("2025-07-01", "2025-12-31")
H2 = ("2026-01-01", "2026-06-30")
MONTH_END = {
    "01": 31,
    "02": 28,
    "03": 31,
    "04": 30,
    "05": 31,
    "06": 30,
    "07": 31,
    "08": 31,
    "09": 30,
    "10": 31,
    "11": 30,
    "12": 31,
}
NOT_SPENDING = {
    "Client Fees",
    "EAP Income",
    "Medicare Bulk Billing",
    "NDIS Income",
    "Report Income",
    "Supervision Income",
    "Workshop Income",
    "Transfers",
    "Tax Payments",
    "Super Contributions",
}


def month(ym: str) -> tuple[str, str]:
    return (f"{ym}-01", f"{ym}-{MONTH_END[ym[5:]]:02d}")


def cents(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def s(v: Decimal) -> str:
    return f"{cents(v):.2f}"


with LABELS.open(encoding="utf-8") as fh:
    ROWS = sorted(csv.DictReader(fh), key=lambda r: -int(r["line"]))  # oldest first
for _r in ROWS:
    _r["amt"] = Decimal(_r["amount"])


def within(r, period) -> bool:
    return period[0] <= r["date"] <= period[1]


def has(r, names) -> bool:
    if names is None:
        return True
    if isinstance(names, str):
        names = [names]
    return any(n.lower() in r["counterparty"].lower() for n in names)


def income_rows(period=FY, payer=None, category=None, exclude=None, pred=None):
    out = []
    for r in ROWS:
        if r["atoLabel"] != "P8-income" or not within(r, period) or not has(r, payer):
            continue
        if category and r["category"] not in ([category] if isinstance(category, str) else category):
            continue
        if exclude and has(r, exclude):
            continue
        if pred and not pred(r):
            continue
        out.append(r)
    return out


def spend_rows(period=FY, category=None, merchant=None, exclude=None, pred=None):
    out = []
    for r in ROWS:
        if r["category"] in NOT_SPENDING or not within(r, period) or not has(r, merchant):
            continue
        if category and r["category"] not in ([category] if isinstance(category, str) else category):
            continue
        if exclude and has(r, exclude):
            continue
        if pred and not pred(r):
            continue
        out.append(r)
    return out


def out_rows(period=FY, counterparty=None, category=None):
    """Money out to a named non-spending counterparty (transfers, ATO, super)."""
    return [
        r
        for r in ROWS
        if within(r, period)
        and r["amt"] < 0
        and has(r, counterparty)
        and (category is None or r["category"] == category)
    ]


def working_sum(rows, negate=False) -> str:
    vals = [(-r["amt"] if negate else r["amt"]) for r in rows]
    total = sum(vals, ZERO)
    if len(rows) <= 14:
        parts = " + ".join(f"{v:.2f}" if v >= 0 else f"({v:.2f})" for v in vals)
        return f"{parts} = {total:.2f} ({len(rows)} rows)"
    by_m: dict[str, Decimal] = {}
    for r, v in zip(rows, vals):
        by_m[r["date"][:7]] = by_m.get(r["date"][:7], ZERO) + v
    parts = " + ".join(f"{k} {v:.2f}" for k, v in by_m.items())
    return f"by month: {parts} = {total:.2f} ({len(rows)} rows)"


def fig_income(rows):
    total = sum((r["amt"] for r in rows), ZERO)
    return {"amount": s(total), "transactions": len(rows)}, working_sum(rows), total


def fig_spend(rows):
    total = -sum((r["amt"] for r in rows), ZERO)
    exp = {"amount": s(total), "transactions": len(rows)}
    credits = [r for r in rows if r["amt"] > 0]
    work = working_sum(rows, negate=True)
    if credits:
        gross = -sum((r["amt"] for r in rows if r["amt"] < 0), ZERO)
        exp["alsoAccepted"] = [s(gross)]
        work += f"; refunds {sum((r['amt'] for r in credits), ZERO):.2f} netted; gross purchases {gross:.2f}"
    return exp, work, total


# ---------------------------------------------------------------- BAS worksheet (as data/hand_worked.py)
def taxable_part(r) -> Decimal:
    if r["gstTreatment"] != "taxable":
        return ZERO
    return abs(r["amt"]) - Decimal(r["gstFreePart"])


def bas_quarter(q: int) -> dict[str, Decimal]:
    f = dict.fromkeys(("G1", "G2", "G3", "G4", "G10", "G11", "G14", "G15"), ZERO)
    pr = {"1A": ZERO, "1B": ZERO}
    n = 0
    for r in ROWS:
        if r["use"] not in ("business", "mixed") or not within(r, Q[q]):
            continue
        n += 1
        a = r["amt"]
        gst = Decimal(r["gstAmount"])
        if r["atoLabel"] == "P8-income":
            f["G1"] += a
            f["G2"] += a if r["gstTreatment"] == "export" else ZERO
            f["G3"] += a if r["gstTreatment"] == "gst_free" else ZERO
            f["G4"] += a if r["gstTreatment"] == "input_taxed" else ZERO
            pr["1A"] += gst
            continue
        sign = Decimal(-1) if a > 0 else Decimal(1)
        cost = abs(a)
        f["G10" if r["atoLabel"] == "P8-depreciation" else "G11"] += sign * cost
        f["G14"] += sign * (cost - taxable_part(r))
        pct = int(r["businessPercent"])
        if pct < 100:
            f["G15"] += sign * cents(taxable_part(r) * (100 - pct) / 100)
        pr["1B"] += sign * cents(gst * pct / 100)
    f["1A"] = cents((f["G1"] - f["G2"] - f["G3"] - f["G4"]) / 11)
    f["1B"] = cents((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["rows"] = Decimal(n)
    f["pr1A"], f["pr1B"] = pr["1A"], pr["1B"]
    f["prnet"] = pr["1A"] - pr["1B"]
    return f


BAS = {q: bas_quarter(q) for q in Q}


def fig_bas(field: str, quarters):
    total = sum((BAS[q][field] for q in quarters), ZERO)
    n = int(sum((BAS[q]["rows"] for q in quarters), ZERO))
    exp = {"amount": s(total), "transactions": n}
    work = " + ".join(f"Q{q} {BAS[q][field]:.2f}" for q in quarters) + f" = {total:.2f}"
    if field in ("1A", "1B", "net"):
        pkey = {"1A": "pr1A", "1B": "pr1B", "net": "prnet"}[field]
        per_row = sum((BAS[q][pkey] for q in quarters), ZERO)
        if per_row != total:
            exp["alsoAccepted"] = [s(per_row)]
            work += f"; per-row sum {per_row:.2f}"
        if field == "1A":
            work = (
                " + ".join(
                    f"Q{q} (G1 {BAS[q]['G1']:.2f} - G3 {BAS[q]['G3']:.2f})/11 = {BAS[q]['1A']:.2f}"
                    for q in quarters
                )
                + (f"; total {total:.2f}" if len(quarters) > 1 else "")
                + ("; per-row " + f"{per_row:.2f}" if per_row != total else "")
            )
        if field == "1B":
            work = (
                " + ".join(
                    f"Q{q} (G10 {BAS[q]['G10']:.2f} + G11 {BAS[q]['G11']:.2f} - G14 {BAS[q]['G14']:.2f} - G15 "
                    f"{BAS[q]['G15']:.2f})/11 = {BAS[q]['1B']:.2f}"
                    for q in quarters
                )
                + (f"; total {total:.2f}" if len(quarters) > 1 else "")
                + ("; per-row " + f"{per_row:.2f}" if per_row != total else "")
            )
        if field == "net":
            work = (
                " + ".join(
                    f"Q{q} (1A {BAS[q]['1A']:.2f} - 1B {BAS[q]['1B']:.2f}) = {BAS[q]['net']:.2f}"
                    for q in quarters
                )
                + f"; total {total:.2f} (negative = refund)"
                + ("; per-row " + f"{per_row:.2f}" if per_row != total else "")
            )
    work += f"; {n} BAS rows"
    return exp, work, total


def avg(total: Decimal, by: Decimal) -> Decimal:
    return cents(total / by)


# ---------------------------------------------------------------- the questions
QS: list[dict] = []


def add(question, style, kind, expected, reading, working):
    QS.append(
        {
            "id": f"ps{len(QS) + 1:03d}",
            "question": question,
            "style": style,
            "kind": kind,
            "expected": expected,
            "reading": reading,
            "working": working,
        }
    )


def figure(question, style, reading, result):
    exp, work, _ = result
    add(question, style, "figure", exp, reading, work)


def average(question, style, reading, rows, mode, spend=False):
    total = (-1 if spend else 1) * sum((r["amt"] for r in rows), ZERO)
    if mode == "month":
        a = avg(total, Decimal(12))
        exp = {"amount": s(a), "transactions": len(rows)}
        work = f"{total:.2f} / 12 = {a:.2f} ({len(rows)} rows)"
    elif mode == "week":
        a = avg(total, Decimal(52))
        b = avg(total * 7, Decimal(365))
        exp = {"amount": s(a), "transactions": len(rows), "alsoAccepted": [s(b)]}
        work = f"{total:.2f} / 52 = {a:.2f} ({len(rows)} rows); / (365/7) = {b:.2f}"
    else:
        a = avg(total, Decimal(len(rows)))
        exp = {"amount": s(a), "transactions": len(rows)}
        work = f"{total:.2f} / {len(rows)} payments = {a:.2f}"
    add(question, style, "figure", exp, reading, work)


def largest(question, style, reading, rows, spend=False):
    key = (lambda r: -r["amt"]) if spend else (lambda r: r["amt"])
    best = max(rows, key=key)
    val = key(best)
    tied = [r for r in rows if key(r) == val]
    add(
        question,
        style,
        "figure",
        {"amount": s(val), "transactions": 1},
        reading,
        f"max of {len(rows)} rows = {val:.2f} ({best['counterparty']}, {best['date']}"
        + (f"; {len(tied)} rows tie at this amount" if len(tied) > 1 else "")
        + ")",
    )


def compare(question, style, reading, named, results):
    totals = [res[2] for res in results]
    assert totals[0] != totals[1]
    bigger = named[0] if totals[0] > totals[1] else named[1]
    add(
        question,
        style,
        "compare",
        {"amounts": [s(t) for t in totals], "answer": bigger},
        reading,
        f"{named[0]}: {results[0][1]} | {named[1]}: {results[1][1]} -> {bigger}",
    )


def count(question, style, reading, rows):
    add(
        question,
        style,
        "count",
        {"count": len(rows)},
        reading,
        f"{len(rows)} rows: "
        + ", ".join(f"{r['date']} {r['amt']:.2f}" for r in rows[:12])
        + (" ..." if len(rows) > 12 else ""),
    )


def listing(question, style, reading, rows):
    items = sorted({r["counterparty"] for r in rows})
    add(
        question,
        style,
        "list",
        {"items": items},
        reading,
        f"distinct counterparty over {len(rows)} rows: " + "; ".join(items),
    )


def clarify(question, style, reading, why):
    add(question, style, "clarify", {}, reading, why)


def decline(question, style, reading, reason):
    add(question, style, "decline", {"reason": reason}, reading, "no arithmetic: " + reason)


C, K, A, M, F = "casual", "composed", "abbrev", "misspelt", "formal"

# --- income
figure(
    "how much did i earn last fy", [C, A], "Income (all P8-income rows) in FY26.", fig_income(income_rows())
)
figure("What was my total income for Q1?", [A], "Income 1 Jul - 30 Sep 2025.", fig_income(income_rows(Q[1])))
figure(
    "how much did medicare pay me this past year",
    [C],
    "Income from Services Australia (Medicare) bulk-billing benefits, FY26.",
    fig_income(income_rows(payer="Medicare")),
)
figure(
    "how much did plan partners pay me in the second half",
    [C, K],
    "Income from Plan Partners (NDIS plan manager), Jan-Jun 2026.",
    fig_income(income_rows(H2, payer="Plan Partners")),
)
figure(
    "tyro takings in march?",
    [C, K],
    "Income from Tyro Payments (settlements only, not merchant fees), Mar 2026.",
    fig_income(income_rows(month("2026-03"), payer="Tyro")),
)
figure(
    "total workshop income last fy",
    [C, A],
    "Income in category Workshop Income (NT Health, CDU, INPEX x2, NT Education), FY26.",
    fig_income(income_rows(category="Workshop Income")),
)
figure(
    "how much has whitfield paid me for supervison",
    [C, M],
    "Income from J Whitfield (supervision), FY26.",
    fig_income(income_rows(payer="Whitfield")),
)
figure(
    "EAP money from Assure between Oct and Dec",
    [K, A],
    "Income from Assure Programs Pty Ltd, Q2 (Oct-Dec 2025).",
    fig_income(income_rows(Q[2], payer="Assure")),
)
figure(
    "how much did the law firms pay me for reports all up",
    [C],
    "Income from Slater and Gordon Lawyers + Maurice Blackburn Lawyers (Report Income), FY26.",
    fig_income(income_rows(category="Report Income")),
)
figure(
    "inpex total for the yr",
    [C, A],
    "Income from INPEX Operations Australia, FY26 (both workshops).",
    fig_income(income_rows(payer="INPEX")),
)
figure(
    "what came in last month",
    [C],
    "Income in June 2026 (last month).",
    fig_income(income_rows(month("2026-06"))),
)
figure(
    "income from medicare and ndis together in q3",
    [K, A],
    "Income from Services Australia (Medicare) + Plan Partners, Jan-Mar 2026.",
    fig_income(income_rows(Q[3], payer=["Medicare", "Plan Partners"])),
)
figure(
    "how much did I make Apr to Jun not counting tyro",
    [K, C],
    "Income in Q4 (Apr-Jun 2026) excluding Tyro Payments settlements.",
    fig_income(income_rows(Q[4], exclude="Tyro")),
)
figure(
    "income between 1 sept and 30 nov",
    [K, C],
    "Income 1 Sep - 30 Nov 2025 inclusive.",
    fig_income(income_rows(("2025-09-01", "2025-11-30"))),
)
figure(
    "Could you please state my total supervision income for the 2025-26 financial year?",
    [F],
    "Income in category Supervision Income (L Barnes + J Whitfield), FY26.",
    fig_income(income_rows(category="Supervision Income")),
)
figure(
    "tyro settlements over $1000 - how much did those add up to",
    [K, C],
    "Income from Tyro Payments, only settlements above 1,000.00, FY26.",
    fig_income(income_rows(payer="Tyro", pred=lambda r: r["amt"] > 1000)),
)

# --- spending
figure(
    "how much on grocerys last fy",
    [C, A, M],
    "Spending in category Groceries (Woolworths + Coles), FY26.",
    fig_spend(spend_rows(category="Groceries")),
)
figure(
    "woolies spend jul to dec",
    [C, K],
    "Spending at Woolworths, Jul-Dec 2025.",
    fig_spend(spend_rows(H1, merchant="Woolworths")),
)
figure(
    "how much did i spend at coles last fy",
    [C, A],
    "Spending at counterparty Coles (groceries; Shell Coles Express is Shell), FY26.",
    fig_spend(spend_rows(merchant="Coles")),
)
figure(
    "how much did fuel cost me this past year",
    [C],
    "Spending in category Car - Fuel (Puma + Shell), FY26 ('this past year').",
    fig_spend(spend_rows(category="Car - Fuel")),
)
figure(
    "officeworks total?",
    [C],
    "Spending at Officeworks FY26, net of the headset refund.",
    fig_spend(spend_rows(merchant="Officeworks")),
)
figure(
    "what did i end up spending at big w after the refund",
    [C],
    "Spending at Big W FY26, net of the refund.",
    fig_spend(spend_rows(merchant="Big W")),
)
figure(
    "room hire for the whole fy",
    [C, A],
    "Spending at Top End Medical Suites (room hire), FY26.",
    fig_spend(spend_rows(merchant="Top End Medical Suites")),
)
figure(
    "eatin out jan-mar",
    [C, K, M],
    "Spending in category Eating Out, Q3 (Jan-Mar 2026).",
    fig_spend(spend_rows(Q[3], category="Eating Out")),
)
figure(
    "how much did sofware subs cost me",
    [C, M],
    "Spending in category Software (Cliniko, Microsoft, Psychology Tools), FY26.",
    fig_spend(spend_rows(category="Software")),
)
figure(
    "superloop internt total for the fy",
    [C, M],
    "Spending at Superloop (internet), whole amounts, FY26.",
    fig_spend(spend_rows(merchant="Superloop")),
)
figure(
    "tyro fees for q3",
    [C, A, K],
    "Spending in category Merchant Fees (Tyro), Jan-Mar 2026.",
    fig_spend(spend_rows(Q[3], category="Merchant Fees")),
)
figure(
    "what did ING charge me in fees over the past year",
    [C],
    "Spending in category Bank Fees (international fees less their rebates), FY26.",
    fig_spend(spend_rows(category="Bank Fees")),
)
figure(
    "How much was paid to the ATO during the last financial year?",
    [F],
    "Money out to the ATO (asked by name), FY26.",
    (
        lambda rows: (
            {"amount": s(-sum((r["amt"] for r in rows), ZERO)), "transactions": len(rows)},
            working_sum(rows, negate=True),
            None,
        )
    )(out_rows(counterparty="ATO", category="Tax Payments")),
)
figure(
    "how much did i move to savings last yr",
    [C, A],
    "Money out to Own ING Savings Maximiser (asked by name), FY26.",
    (
        lambda rows: (
            {"amount": s(-sum((r["amt"] for r in rows), ZERO)), "transactions": len(rows)},
            working_sum(rows, negate=True),
            None,
        )
    )(out_rows(counterparty="Savings Maximiser")),
)
figure(
    "rent paid jan to june",
    [C, K],
    "Spending in category Rent (Elders Real Estate Darwin), Jan-Jun 2026.",
    fig_spend(spend_rows(H2, category="Rent")),
)
figure(
    "eating out last fy but not counting mindil",
    [K, C, A],
    "Spending in category Eating Out excluding Mindil Beach Sunset Mkt, FY26.",
    fig_spend(spend_rows(category="Eating Out", exclude="Mindil")),
)
figure(
    "cliniko and microsoft combined over last fy",
    [K, C, A],
    "Spending at Cliniko + Microsoft, FY26.",
    fig_spend(spend_rows(merchant=["Cliniko", "Microsoft"])),
)
figure(
    "what did i spend on fuel at puma in the 2nd half",
    [K, C],
    "Spending at Puma, Jan-Jun 2026.",
    fig_spend(spend_rows(H2, merchant="Puma")),
)
figure(
    "groceries in may and june",
    [K, C],
    "Spending in category Groceries, 1 May - 30 Jun 2026.",
    fig_spend(spend_rows(("2026-05-01", "2026-06-30"), category="Groceries")),
)

# --- GST / BAS
figure("gst collected q2", [A], "BAS 1A for Q2 (Oct-Dec 2025).", fig_bas("1A", [2]))
figure("what's my 1B for Q1", [A], "BAS 1B (GST on purchases) for Q1 (Jul-Sep 2025).", fig_bas("1B", [1]))
figure(
    "net gst for the fy",
    [A],
    "1A - 1B for FY26, sum of the four quarters (negative = refund).",
    fig_bas("net", [1, 2, 3, 4]),
)
figure("G1 for the last qtr", [A], "BAS G1 total sales, Q4 (Apr-Jun 2026).", fig_bas("G1", [4]))
figure(
    "What amount goes in G11 for the January to March quarter?",
    [F],
    "BAS G11 non-capital purchases, Q3.",
    fig_bas("G11", [3]),
)
figure("gst on my sales for the first half", [A, C], "1A for Q1 + Q2.", fig_bas("1A", [1, 2]))
figure("gst credits 2nd half of the fy", [A, C], "1B for Q3 + Q4.", fig_bas("1B", [3, 4]))
figure("net gst q4?", [A], "1A - 1B for Q4 (Apr-Jun 2026).", fig_bas("net", [4]))
figure(
    "how much gst did i charge all yr", [C, A], "1A for FY26, sum of quarters.", fig_bas("1A", [1, 2, 3, 4])
)
figure("wat was the net gst in q1", [C, M, A], "1A - 1B for Q1 (negative = refund).", fig_bas("net", [1]))

# --- averages
average("average income per month last fy", [A], "Income FY26 / 12.", income_rows(), "month")
average(
    "avg weekly grocery spend last fy",
    [A, C],
    "Groceries spending FY26 / 52.",
    spend_rows(category="Groceries"),
    "week",
    spend=True,
)
average(
    "whats the avrage medicare payment",
    [C, M],
    "Income from Services Australia (Medicare) / number of payments.",
    income_rows(payer="Medicare"),
    "payment",
)
average(
    "average per month on fuel",
    [C],
    "Car - Fuel spending FY26 / 12.",
    spend_rows(category="Car - Fuel"),
    "month",
    spend=True,
)
average(
    "avg tyro settlement last qtr",
    [A, C, K],
    "Tyro Payments income in Q4 / number of settlements.",
    income_rows(Q[4], payer="Tyro"),
    "payment",
)
# --- largest
largest("biggest single payment i got last fy", [C, A], "Largest single income row, FY26.", income_rows())
largest(
    "largest grocerie shop",
    [C, M],
    "Largest single Groceries purchase, FY26.",
    spend_rows(category="Groceries"),
    spend=True,
)
largest(
    "bigest tyro settlement?",
    [C, M],
    "Largest single Tyro Payments settlement, FY26.",
    income_rows(payer="Tyro"),
)
largest(
    "What was the single largest work-related purchase?",
    [F],
    "Largest single business or mixed expense row (use business/mixed, expense category), FY26.",
    spend_rows(pred=lambda r: r["use"] in ("business", "mixed")),
    spend=True,
)
largest(
    "biggest eat out bill in the 2nd half",
    [C, K],
    "Largest single Eating Out row, Jan-Jun 2026.",
    spend_rows(H2, category="Eating Out"),
    spend=True,
)

# --- compare
compare(
    "did i earn more in the first half or the second half",
    [C, K],
    "Income Jul-Dec 2025 vs Jan-Jun 2026.",
    ["the first half", "the second half"],
    [fig_income(income_rows(H1)), fig_income(income_rows(H2))],
)
compare(
    "woolies or coles - where did i spend more",
    [C],
    "Spending at Woolworths vs Coles, FY26.",
    ["woolies", "coles"],
    [fig_spend(spend_rows(merchant="Woolworths")), fig_spend(spend_rows(merchant="Coles"))],
)
compare(
    "more on fuel at shell or puma?",
    [C],
    "Spending at Shell vs Puma, FY26.",
    ["shell", "puma"],
    [fig_spend(spend_rows(merchant="Shell")), fig_spend(spend_rows(merchant="Puma"))],
)
compare(
    "q1 vs q3 income",
    [A, K],
    "Income Q1 vs Q3.",
    ["q1", "q3"],
    [fig_income(income_rows(Q[1])), fig_income(income_rows(Q[3]))],
)
compare(
    "who paid more, medicare or ndis",
    [C, A],
    "Income from Services Australia (Medicare) vs Plan Partners, FY26.",
    ["medicare", "ndis"],
    [fig_income(income_rows(payer="Medicare")), fig_income(income_rows(payer="Plan Partners"))],
)
compare(
    "did I spend more eating out or on entertainment",
    [C],
    "Spending Eating Out vs Entertainment, FY26.",
    ["eating out", "entertainment"],
    [fig_spend(spend_rows(category="Eating Out")), fig_spend(spend_rows(category="Entertainment"))],
)
compare(
    "was august or january the better month for income",
    [C, K],
    "Income Aug 2025 vs Jan 2026.",
    ["august", "january"],
    [fig_income(income_rows(month("2025-08"))), fig_income(income_rows(month("2026-01")))],
)
compare(
    "tyro fees q1 vs q2 which was higher",
    [A, K],
    "Merchant Fees spending Q1 vs Q2.",
    ["q1", "q2"],
    [
        fig_spend(spend_rows(Q[1], category="Merchant Fees")),
        fig_spend(spend_rows(Q[2], category="Merchant Fees")),
    ],
)
compare(
    "electricty or internet, which cost more",
    [C, M],
    "Spending at Jacana Energy vs Superloop, FY26.",
    ["electricity", "internet"],
    [fig_spend(spend_rows(merchant="Jacana")), fig_spend(spend_rows(merchant="Superloop"))],
)
compare(
    "Which paid more for its workshop: Charles Darwin University or NT Health?",
    [F],
    "Income from Charles Darwin University vs NT Health, FY26.",
    ["Charles Darwin University", "NT Health"],
    [fig_income(income_rows(payer="Charles Darwin")), fig_income(income_rows(payer="NT Health"))],
)

# --- count
count(
    "how many tyro settlements were there last fy",
    [C, A],
    "Rows of Tyro Payments income, FY26.",
    income_rows(payer="Tyro"),
)
count(
    "how many times did i fill up the car last financial year",
    [C],
    "Rows in category Car - Fuel, FY26.",
    spend_rows(category="Car - Fuel"),
)
count(
    "number of medicare payments in the 2nd half",
    [K, C],
    "Rows of Services Australia (Medicare) income, Jan-Jun 2026.",
    income_rows(H2, payer="Medicare"),
)
count(
    "how many times did we go to mindl markets",
    [C, M],
    "Rows at Mindil Beach Sunset Mkt Darwin, FY26.",
    spend_rows(merchant="Mindil"),
)
count(
    "how many woolworths shops in q2",
    [A, C, K],
    "Rows at Woolworths, Oct-Dec 2025.",
    spend_rows(Q[2], merchant="Woolworths"),
)
count(
    "how many plan partners payments were over $500",
    [K, C],
    "Plan Partners income rows above 500.00, FY26.",
    income_rows(payer="Plan Partners", pred=lambda r: r["amt"] > 500),
)
count(
    "How many workshop payments did I receive in the 2025-26 financial year?",
    [F],
    "Rows in category Workshop Income, FY26.",
    income_rows(category="Workshop Income"),
)
count(
    "how many days did tyro settle under 500 in the first half",
    [C, K],
    "Tyro Payments income rows below 500.00, Jul-Dec 2025.",
    income_rows(H1, payer="Tyro", pred=lambda r: r["amt"] < 500),
)

# --- list
listing(
    "who paid me for workshops",
    [C],
    "Counterparties of Workshop Income rows, FY26.",
    income_rows(category="Workshop Income"),
)
listing(
    "who paid me in october", [C], "Counterparties of income rows, Oct 2025.", income_rows(month("2025-10"))
)
listing(
    "where did i buy fule",
    [C, M],
    "Counterparties of Car - Fuel rows, FY26.",
    spend_rows(category="Car - Fuel"),
)
listing(
    "where did i eat out in the second half",
    [C, K],
    "Counterparties of Eating Out rows, Jan-Jun 2026.",
    spend_rows(H2, category="Eating Out"),
)
listing(
    "which law firms paid me",
    [C],
    "Counterparties of Report Income rows, FY26.",
    income_rows(category="Report Income"),
)
listing(
    "who did i pay by bpay last fy",
    [C, A],
    "Counterparties of rows whose narrative is a BPAY Bill Payment, FY26.",
    [r for r in ROWS if r["description"].startswith("BPAY Bill Payment")],
)
listing(
    "what software did i pay for last fy",
    [C, A],
    "Counterparties of Software rows, FY26.",
    spend_rows(category="Software"),
)

# --- clarify
clarify(
    "how much did i earn last year",
    [C],
    "Bare 'last year': calendar 2025 or FY26?",
    "ask back: calendar 2025 or FY26 (1 Jul 2025 - 30 Jun 2026)",
)
clarify("how much did i spend at that shop", [C], "'that shop' has no referent.", "ask back: which shop")
clarify(
    "how much did the client pay me in total",
    [C],
    "'the client' fits Tyro clients, K Brennan, NDIS, EAP, supervisees...",
    "ask back: which client/payer",
)
clarify("what did it cost", [C], "'it' has no referent.", "ask back: what item or bill")
clarify(
    "how much did i get from the lawyers firm for the report",
    [C, M],
    "Two firms paid for reports (Slater and Gordon, Maurice Blackburn), 1,980.00 each, at different dates.",
    "ask back: which firm/report (or both)",
)
clarify(
    "how much did inpex pay for the workshop",
    [C],
    "INPEX paid for two workshops (2,750.00 Dec, 1,650.00 May).",
    "ask back: which workshop (or both)",
)
clarify(
    "how much did i spend over the holidays",
    [C],
    "Period unclear (Christmas? school holidays? the Qantas trip?).",
    "ask back: which dates",
)
clarify(
    "what did i pay for the gym last fy",
    [C, A],
    "No gym payments in the data.",
    "ask back: no gym merchant found; which payee is it under?",
)
clarify(
    "how much did my supervisee pay me",
    [C],
    "Two supervisees (L Barnes, J Whitfield) fit.",
    "ask back: which one (or both)",
)
clarify(
    "how much was the electricity bill",
    [C],
    "Four Jacana Energy bills in FY26; 'the bill' is not one of them.",
    "ask back: which bill (or the year's total)",
)

# --- decline
decline(
    "should i switch to the logbook method for the car",
    [C],
    "Tax advice.",
    "advice: the choice of car method is for her tax agent",
)
decline(
    "pay the ato $2000 now", [C], "An action (paying money).", "action: the assistant cannot make payments"
)
decline(
    "move 3k into my savings maximiser",
    [C],
    "An action (moving money).",
    "action: the assistant cannot transfer money",
)
decline(
    "what will my income be next fy", [C, A], "A forecast.", "forecast: not derivable from the year's data"
)
decline(
    "whats the balance in my savings maximiser",
    [C],
    "Data not held: only the Orange Everyday statement is loaded.",
    "data not held: the savings account statement is not in the data",
)
decline(
    "should i put my fee up to $270", [C], "Business advice.", "advice: pricing decisions are not answered"
)
decline(
    "how much more should I put into HESTA to max out my concessional cap",
    [C],
    "Super advice.",
    "advice: contribution strategy is for a licensed adviser",
)
decline(
    "Please estimate my BAS for the July to September 2026 quarter.",
    [F],
    "A forecast of a future quarter.",
    "forecast: the quarter is after the data",
)
decline(
    "how much did my tyro clients get back from medicare",
    [C],
    "Data not held: clients claim their own rebates; not on her statement.",
    "data not held: clients' Medicare rebates",
)
decline(
    "lodge my q4 bas", [C, A], "An action (lodging with the ATO).", "action: the assistant cannot lodge a BAS"
)

if __name__ == "__main__":
    kinds = {}
    for q in QS:
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
    assert len(QS) == 100, len(QS)
    assert kinds == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kinds
    OUT.write_text(json.dumps(QS, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {OUT.name}: {len(QS)} questions {kinds}")
