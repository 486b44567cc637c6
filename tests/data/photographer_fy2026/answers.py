"""Questions a sole trader would type to finkit's assistant about Nina Castellano's FY 2025-26 (see
person.md), with the right answer of each worked by plain arithmetic over labels.csv (no finkit code; the
BAS and tax figures come from hand_worked.py, the same arithmetic). Writes
assistant_questions_tune.json and assistant_questions_heldout.json (a seeded split, balanced across
kinds and styles). Rerun to regenerate (deterministic):
    python3 tests/data/photographer_fy2026/answers.py

Definitions (also in README.md):
- "Today" is 2026-07-20: "last month" is June 2026, "last financial year" is FY2026 (1 Jul 2025 - 30 Jun
  2026), "last year" is calendar 2025, a month named without a year is its latest past occurrence,
  "between July and December" is Jul-Dec 2025, "Q1".."Q4 FY26" are the BAS quarters of FY2026.
  "In total" (or no period at all for a one-off thing) means all the data (which is FY2026).
- Income: client payments only (category Sales Income), as received, GST included. Not income: the ATO
  refund, Medicare rebates, friends paying back, transfers from savings, refunds of purchases.
  Tax-return income is the same without GST ("business income for the tax return").
- Spending: money out on expense categories less money back on those categories (a store refund, a
  Medicare rebate). Not spending: transfers (savings), tax payments to the ATO, super contributions,
  cash withdrawals; these are answered only when asked about by name.
- Merchant or payer questions use the row's party (the name the statement shows, tidied).
- Averages: per month = total / number of calendar months in the period; per week = total / (days in the
  period / 7). Amounts are rounded half-up to the cent.
"""

from __future__ import annotations

import json
import random
import sys
from collections import defaultdict
from collections.abc import Callable, Iterable
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
import hand_worked

HERE = Path(__file__).parent
TODAY = "2026-07-20"
NOT_SPENDING = {"Sales Income", "Transfers", "Tax Payments", "Super Contributions", "Cash Withdrawal"}
ROWS = hand_worked.labels()
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
Row = dict[str, str]


def cents(value: Decimal) -> Decimal:
    return value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def m2(value: Decimal) -> str:
    return f"{cents(value):.2f}"


class Period:
    def __init__(self, first: str, last: str) -> None:
        self.first, self.last = first, last

    def has(self, row: Row) -> bool:
        return self.first <= row["date"] <= self.last

    @property
    def days(self) -> int:
        return (date.fromisoformat(self.last) - date.fromisoformat(self.first)).days + 1

    @property
    def months(self) -> int:
        a, b = date.fromisoformat(self.first), date.fromisoformat(self.last)
        return (b.year - a.year) * 12 + b.month - a.month + 1

    def __str__(self) -> str:
        a, b = date.fromisoformat(self.first), date.fromisoformat(self.last)
        return f"{a.day} {MONTHS[a.month - 1]} {a.year} – {b.day} {MONTHS[b.month - 1]} {b.year}"


def month(year: int, m: int) -> Period:
    last = date(year + m // 12, m % 12 + 1, 1).toordinal() - 1
    return Period(f"{year}-{m:02d}-01", date.fromordinal(last).isoformat())


FY = Period("2025-07-01", "2026-06-30")
H1, H2 = Period("2025-07-01", "2025-12-31"), Period("2026-01-01", "2026-06-30")
Q = {q: Period(*hand_worked.QUARTERS[q]) for q in hand_worked.QUARTERS}


# --- selections -------------------------------------------------------------------------------------
def rows(period: Period = FY, pred: Callable[[Row], bool] = lambda r: True) -> list[Row]:
    return [r for r in ROWS if period.has(r) and pred(r)]


def is_cat(*cats: str) -> Callable[[Row], bool]:
    return lambda r: r["category"] in cats


def is_party(*parties: str) -> Callable[[Row], bool]:
    return lambda r: r["party"] in parties


def desc_has(text: str) -> Callable[[Row], bool]:
    return lambda r: text in r["description"]


def income_row(r: Row) -> bool:
    return r["category"] == "Sales Income"


def spending_row(r: Row) -> bool:
    return r["category"] not in NOT_SPENDING


def amount(r: Row) -> Decimal:
    return Decimal(r["amount"])


def spent(selected: Iterable[Row]) -> Decimal:
    """Money out less money back (refunds, rebates) on the selected rows."""
    return -sum((amount(r) for r in selected), Decimal(0))


def received(selected: Iterable[Row]) -> Decimal:
    return sum((amount(r) for r in selected), Decimal(0))


def purchases(selected: Iterable[Row]) -> list[Row]:
    return [r for r in selected if amount(r) < 0]


def by_party(selected: Iterable[Row]) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = defaultdict(Decimal)
    for r in selected:
        totals[r["party"]] += amount(r)
    return dict(totals)


# --- question builders --------------------------------------------------------------------------------
QUESTIONS: list[dict[str, Any]] = []


def ask(
    question: str, style: list[str], kind: str, expected: dict[str, Any], reading: str, working: str
) -> None:
    QUESTIONS.append(
        {
            "id": "",
            "question": question,
            "style": style,
            "kind": kind,
            "expected": expected,
            "reading": reading,
            "working": working,
        }
    )


def spend_q(question: str, style: list[str], what: str, pred: Callable[[Row], bool], period: Period) -> None:
    selected = rows(period, lambda r: pred(r) and spending_row(r))
    out = purchases(selected)
    back = [r for r in selected if amount(r) > 0]
    working = f"sum of {len(out)} payments out"
    if back:
        working += f" less {len(back)} refund(s)/rebate(s) of {m2(received(back))}"
    ask(
        question,
        style,
        "figure",
        {"amount": m2(spent(selected)), "transactions": len(out)},
        f"{what}, {period}",
        working + f" (rows dated {period.first}..{period.last})",
    )


def income_q(question: str, style: list[str], what: str, pred: Callable[[Row], bool], period: Period) -> None:
    selected = rows(period, lambda r: income_row(r) and pred(r))
    ask(
        question,
        style,
        "figure",
        {"amount": m2(received(selected)), "transactions": len(selected)},
        f"{what}, {period}",
        f"sum of {len(selected)} client payments (Sales Income, GST included), {period.first}..{period.last}",
    )


def count_q(question: str, style: list[str], what: str, pred: Callable[[Row], bool], period: Period) -> None:
    selected = rows(period, pred)
    ask(
        question,
        style,
        "count",
        {"count": len(selected)},
        f"{what}, {period}",
        f"number of rows, {period.first}..{period.last}",
    )


def avg_q(
    question: str, style: list[str], what: str, total: Decimal, period: Period, per: str, n: int | None = None
) -> None:
    if per == "month":
        divisor, how = Decimal(period.months), f"{period.months} months"
    elif per == "week":
        divisor, how = Decimal(period.days) / 7, f"{period.days} days / 7"
    else:
        assert n is not None
        divisor, how = Decimal(n), f"{n} payments"
    ask(
        question,
        style,
        "figure",
        {"amount": m2(total / divisor), "total": m2(total)},
        f"{what}, average per {per}, {period}",
        f"total {m2(total)} / ({how})",
    )


def compare_q(
    question: str, style: list[str], what: str, a: tuple[str, Decimal], b: tuple[str, Decimal]
) -> None:
    larger = a if a[1] > b[1] else b
    ask(
        question,
        style,
        "compare",
        {
            "larger": larger[0],
            "amounts": {a[0]: m2(a[1]), b[0]: m2(b[1])},
            "difference": m2(abs(a[1] - b[1])),
        },
        what,
        f"{a[0]} {m2(a[1])} vs {b[0]} {m2(b[1])}",
    )


def figure_q(
    question: str, style: list[str], value: Decimal, reading: str, working: str, **extra: Any
) -> None:
    ask(question, style, "figure", {"amount": m2(value), **extra}, reading, working)


def clarify_q(question: str, style: list[str], ask_about: str, reason: str) -> None:
    ask(question, style, "clarify", {"ask": ask_about}, "(ask back)", reason)


def decline_q(question: str, style: list[str], reason: str, instead: str = "") -> None:
    expected = {"reason": reason}
    if instead:
        expected["instead"] = instead
    ask(question, style, "decline", expected, "(decline)", reason)


def build() -> None:
    fuel, groceries, meals = is_cat("Fuel"), is_cat("Groceries"), is_cat("Meals & Dining")
    bas = {q: hand_worked.bas(q) for q in Q}
    tax = hand_worked.tax_summary()

    # --- spending by category -------------------------------------------------------------------------
    spend_q("how much did i spend on fuel in fy26", ["casual"], "Fuel", fuel, FY)
    spend_q("how much went on fuel in the first half of FY26", ["composed", "range"], "Fuel", fuel, H1)
    spend_q(
        "how much did i spend on fule in oct last year",
        ["misspelt", "relative"],
        "Fuel",
        fuel,
        month(2025, 10),
    )
    spend_q("petrol last month?", ["casual", "relative", "synonym"], "Fuel", fuel, month(2026, 6))
    spend_q(
        "total spent on groceries between july and december",
        ["composed", "range"],
        "Groceries",
        groceries,
        Period("2025-07-01", "2025-12-31"),
    )
    spend_q("grocerys in febuary", ["misspelt", "casual"], "Groceries", groceries, month(2026, 2))
    spend_q("How much did I spend on groceries in Q2 FY26?", ["plain"], "Groceries", groceries, Q[2])
    spend_q("eating out in jan 2026", ["casual", "synonym"], "Meals & Dining", meals, month(2026, 1))
    spend_q("how much on resturants and takeaway last month", ["misspelt", "relative", "synonym"],
            "Meals & Dining", meals, month(2026, 6))  # fmt: skip
    spend_q("How much did I spend on Meals & Dining in FY2026?", ["plain"], "Meals & Dining", meals, FY)
    spend_q(
        "rent paid last financial year",
        ["casual", "relative"],
        "Rent & Mortgage",
        is_cat("Rent & Mortgage"),
        FY,
    )
    spend_q("how much were my phone and internet bills in fy26", ["plain", "synonym"], "Phone & Internet",
            is_cat("Phone & Internet"), FY)  # fmt: skip
    spend_q("software subscriptons in q1 fy26", ["misspelt", "casual"], "Software & Subscriptions",
            is_cat("Software & Subscriptions"), Q[1])  # fmt: skip
    spend_q(
        "How much did I spend on studio hire in FY26?", ["plain"], "Studio Hire", is_cat("Studio Hire"), FY
    )
    spend_q("wat did parking cost me in total", ["misspelt", "casual"], "Parking & Tolls", is_cat("Parking & Tolls"),
            FY)  # fmt: skip
    spend_q("how much did i spend on clothes in dec 2025", ["casual", "refund"], "Clothing (after a refund)",
            is_cat("Clothing"), month(2025, 12))  # fmt: skip
    spend_q("how much did the car cost me in fuel and servicing in fy26", ["composed"], "Fuel + Vehicle Expenses",
            is_cat("Fuel", "Vehicle Expenses"), FY)  # fmt: skip
    spend_q("how much did i spend in total in march 2026", ["composed"], "All spending", lambda r: True,
            month(2026, 3))  # fmt: skip
    spend_q("what did i spend last quarter", ["casual", "relative"], "All spending", lambda r: True, Q[4])
    spend_q(
        "contractors in the first half of fy26?",
        ["casual", "range"],
        "Contractors",
        is_cat("Contractors"),
        H1,
    )
    spend_q("How much did I spend on advertising in FY26?", ["plain"], "Advertising & Marketing",
            is_cat("Advertising & Marketing"), FY)  # fmt: skip
    spend_q("bank fees for fy26 all up", ["casual"], "Bank Fees", is_cat("Bank Fees"), FY)
    spend_q("utilities oct-dec 2025", ["casual", "range"], "Utilities", is_cat("Utilities"), Q[2])
    spend_q("How much did I spend on entertainment between January and March 2026?", ["range"], "Entertainment",
            is_cat("Entertainment"), Q[3])  # fmt: skip
    spend_q("total depreciating assets bought in fy26", ["casual", "tax"], "Depreciating Assets",
            is_cat("Depreciating Assets"), FY)  # fmt: skip
    spend_q("printing and albums cost in the second half of FY26", ["composed", "range"], "Printing & Albums",
            is_cat("Printing & Albums"), H2)  # fmt: skip
    spend_q("how much did i spend on flights and accommodation in fy26", ["composed", "casual"],
            "Travel + Accommodation", is_cat("Travel", "Accommodation"), FY)  # fmt: skip

    # --- spending by merchant ------------------------------------------------------------------------
    spend_q(
        "how much have i spent at teds cameras in total",
        ["casual"],
        "Teds Cameras",
        is_party("Teds Cameras"),
        FY,
    )
    spend_q("how much did i spend at JB Hi-Fi after the refund", ["composed", "refund"], "JB Hi-Fi (net of refund)",
            is_party("JB Hi-Fi"), FY)  # fmt: skip
    spend_q("what did adobe charge me last financial year", ["relative"], "Adobe", is_party("Adobe"), FY)
    spend_q(
        "how much did i pay orgin energy in fy26",
        ["misspelt", "casual"],
        "Origin Energy",
        is_party("Origin Energy"),
        FY,
    )
    spend_q("how much was the accountent", ["misspelt", "casual"], "Ledgerline Accountants",
            is_party("Ledgerline Accountants"), FY)  # fmt: skip
    spend_q("how much did i pay t brennan", ["casual"], "T Brennan (second shooter)",
            is_party("T Brennan"), FY)  # fmt: skip
    spend_q("uber rides in march 2026", ["casual"], "Uber rides", is_party("Uber"), month(2026, 3))
    spend_q("how much did I pay Kai Ngata Editing between July and December?", ["range"], "Kai Ngata Editing",
            is_party("Kai Ngata Editing"), H1)  # fmt: skip
    spend_q(
        "what did i spend at woolies in fy26", ["casual", "synonym"], "Woolworths", is_party("Woolworths"), FY
    )
    spend_q("chemist spending in fy26", ["casual"], "Priceline Pharmacy", is_party("Priceline Pharmacy"), FY)
    spend_q("How much did the QBE insurance cost?", ["plain"], "QBE Insurance", is_party("QBE Insurance"), FY)
    fx = rows(FY, desc_has("FOREIGN TRANSACTION FEE"))
    figure_q("how much have foreign transaction fees cost me in fy26", ["composed"], spent(fx),
             f"Foreign transaction fees (Bank Fees), {FY}", f"sum of {len(fx)} FOREIGN TRANSACTION FEE rows",
             transactions=len(fx))  # fmt: skip

    # --- recurring costs -----------------------------------------------------------------------------
    for q, party, style in (
        ("how much does netflix cost me a year", "Netflix", ["casual", "recurring"]),
        ("how much do i pay for spotfy per year", "Spotify", ["misspelt", "recurring"]),
        ("xero a year?", "Xero", ["casual", "recurring"]),
        ("how much do i pay telstra a yr", "Telstra", ["casual", "recurring", "misspelt"]),
    ):
        selected = rows(FY, is_party(party))
        figure_q(q, style, spent(selected), f"{party}, a year (FY2026, {len(selected)} monthly payments)",
                 f"{len(selected)} x {m2(-amount(selected[0]))} = {m2(spent(selected))}",
                 transactions=len(selected))  # fmt: skip
    figure_q("whats the monthly cost of adobe", ["casual", "recurring"], Decimal("87.99"),
             "Adobe, per month (the recurring charge)", "each of the 12 monthly charges is 87.99 (FX fee separate)")  # fmt: skip

    # --- income ---------------------------------------------------------------------------------------
    anything = lambda r: True  # noqa: E731
    income_q("how much did i earn in fy26", ["casual"], "Income (client payments)", anything, FY)
    income_q("how much did i make last financial year", ["casual", "relative"], "Income", anything, FY)
    income_q("total income oct-dec 2025", ["casual", "range"], "Income", anything, Q[2])
    income_q(
        "How much income did I recieve in the second half of FY26?",
        ["range", "misspelt"],
        "Income",
        anything,
        H2,
    )
    income_q("income last month", ["casual", "relative"], "Income", anything, month(2026, 6))
    income_q("how much did i make in may 2026", ["casual"], "Income", anything, month(2026, 5))
    income_q("how much did fortitude proprety pay me in fy26", ["client", "casual", "misspelt"],
             "Fortitude Property Group Pty Ltd", is_party("Fortitude Property Group Pty Ltd"), FY)  # fmt: skip
    income_q("how much did i make from brisbane brewing last financial year", ["client", "relative"],
             "Brisbane Brewing Collective Pty Ltd", is_party("Brisbane Brewing Collective Pty Ltd"), FY)  # fmt: skip
    income_q("how much did riverstage events pay me between july and december", ["client", "range"],
             "Riverstage Events Pty Ltd", is_party("Riverstage Events Pty Ltd"), H1)  # fmt: skip
    income_q("how much did northlight media pay me in total", ["client", "casual"], "Northlight Media Ltd",
             is_party("Northlight Media Ltd"), FY)  # fmt: skip
    income_q("how much did harbourview hotels pay in q2 fy26", ["client"], "Harbourview Hotels Pty Ltd",
             is_party("Harbourview Hotels Pty Ltd"), Q[2])  # fmt: skip
    income_q("how much came in from overseas clients in fy26", ["composed", "client"],
             "Income from overseas clients (Wise, PayPal: exports)", lambda r: r["gstTreatment"] == "export", FY)  # fmt: skip
    income_q(
        "paypal payouts last finacial year",
        ["casual", "relative", "misspelt"],
        "PayPal payouts",
        is_party("PayPal"),
        FY,
    )
    income_q("how much did i get thru wise in the first half of fy26", ["misspelt", "range", "composed"],
             "Wise payments (Northlight Media, Harbour and Hill)", desc_has("WISE AUSTRALIA"), H1)  # fmt: skip
    income_q("how much did the wedding clients pay me in fy26", ["composed", "client"], "Wedding clients",
             desc_has("WEDDING"), FY)  # fmt: skip
    income_q("what did i earn from australian clients in Q3 FY26", ["composed", "client"],
             "Income from Australian clients (taxable sales)", lambda r: r["gstTreatment"] == "taxable", Q[3])  # fmt: skip

    clients = by_party(rows(FY, income_row))
    ranked = sorted(((p, v) for p, v in clients.items() if p != "PayPal"), key=lambda kv: -kv[1])
    ask("who is my biggest client", ["client", "composed"], "list", {"items": [ranked[0][0]], "amount": m2(ranked[0][1])},
        f"Client paying the most, {FY} (PayPal is a processor, not a client)",
        "client payments summed by payer: " + ", ".join(f"{p} {m2(v)}" for p, v in ranked[:3]))  # fmt: skip
    q3 = sorted(by_party(rows(Q[3], income_row)).items(), key=lambda kv: -kv[1])
    ask("who paid me the most in Q3 FY26?", ["client", "composed"], "list", {"items": [q3[0][0]], "amount": m2(q3[0][1])},
        f"Client paying the most, {Q[3]}", "by payer: " + ", ".join(f"{p} {m2(v)}" for p, v in q3[:3]))  # fmt: skip
    ask("top 3 clients last financial year", ["client", "composed", "relative", "casual"], "list",
        {"items": [p for p, _ in ranked[:3]], "amounts": [m2(v) for _, v in ranked[:3]]},
        f"Three clients paying the most, {FY}", "client payments by payer, PayPal excluded as a processor")  # fmt: skip
    overseas = sorted({r["party"] for r in rows(FY, lambda r: r["gstTreatment"] == "export")})
    ask("who paid me from overseas", ["client", "casual"], "list",
        {"items": overseas, "note": "PayPal is the processor; the statement does not name the clients behind it"},
        f"Payers of export sales, {FY}", "parties of rows with GST treatment export")  # fmt: skip
    q1_clients = sorted({r["party"] for r in rows(Q[1], income_row)})
    ask("list my clients in q1 fy26", ["client", "casual"], "list",
        {"items": q1_clients, "note": "PayPal stands for the overseas clients paid through it (not named)"},
        f"Payers of client payments, {Q[1]}", "distinct parties of Sales Income rows")  # fmt: skip

    # --- counts ---------------------------------------------------------------------------------------
    count_q("how many times did i buy fuel in august 2025", ["count", "casual"], "Fuel purchases", fuel,
            month(2025, 8))  # fmt: skip
    count_q("how many times did i eat out last finacial year", ["count", "relative", "synonym", "misspelt"],
            "Meals & Dining purchases", meals, FY)  # fmt: skip
    count_q("how many payments did fortitude make in fy26", ["count", "client"], "Payments from Fortitude Property Group",
            is_party("Fortitude Property Group Pty Ltd"), FY)  # fmt: skip
    count_q(
        "how many wise paymnets did i get",
        ["count", "casual", "misspelt"],
        "Wise payments in",
        desc_has("WISE AUSTRALIA"),
        FY,
    )
    count_q("how many transactions are there in fy26", ["count"], "All transactions", anything, FY)
    count_q("number of grocery shops between oct and dec 2025", ["count", "range"], "Groceries purchases",
            groceries, Q[2])  # fmt: skip
    count_q("how many client payments did i get in the first half of fy26", ["count", "range", "composed"],
            "Client payments", income_row, H1)  # fmt: skip
    count_q("how many times did i pay foreign transaction fees", ["count"], "Foreign transaction fees",
            desc_has("FOREIGN TRANSACTION FEE"), FY)  # fmt: skip
    weddings = {r["party"] for r in rows(FY, lambda r: income_row(r) and "WEDDING" in r["description"])}
    ask("how many wedding clients did i have in fy26", ["count", "client"], "count", {"count": len(weddings)},
        f"Distinct wedding clients, {FY}", "distinct payers of rows saying WEDDING: " + ", ".join(sorted(weddings)))  # fmt: skip

    # --- averages -------------------------------------------------------------------------------------
    avg_q("whats my averge weekly grocery spend in fy26", ["average", "casual", "misspelt"], "Groceries",
          spent(rows(FY, groceries)), FY, "week")  # fmt: skip
    avg_q("average monthly spend on eating out last financial year", ["average", "relative", "synonym"],
          "Meals & Dining", spent(rows(FY, meals)), FY, "month")  # fmt: skip
    avg_q("average fuel per month fy26", ["average", "casual"], "Fuel", spent(rows(FY, fuel)), FY, "month")
    avg_q("what's my average monthly income for FY26?", ["average"], "Income", received(rows(FY, income_row)), FY,
          "month")  # fmt: skip
    paypal = rows(FY, is_party("PayPal"))
    avg_q("average paypal payout", ["average", "casual"], "PayPal payouts", received(paypal), FY, "payment",
          len(paypal))  # fmt: skip
    avg_q("on average how much do i spend on groceries a week between july and december",
          ["average", "range", "composed"], "Groceries", spent(rows(H1, groceries)), H1, "week")  # fmt: skip
    avg_q("avg monthly spend on software in the first half of fy26", ["average", "range", "casual"],
          "Software & Subscriptions", spent(rows(H1, is_cat("Software & Subscriptions"))), H1, "month")  # fmt: skip

    # --- comparisons ----------------------------------------------------------------------------------
    compare_q("did i spend more on fuel in Q1 or Q2 of FY26?", ["compare", "composed"], "Fuel, Q1 vs Q2 FY2026",
              ("Q1 FY26", spent(rows(Q[1], fuel))), ("Q2 FY26", spent(rows(Q[2], fuel))))  # fmt: skip
    compare_q("was my income higher in the first half or second half of fy26", ["compare", "composed", "range"],
              "Income, H1 vs H2 FY2026", ("first half", received(rows(H1, income_row))),
              ("second half", received(rows(H2, income_row))))  # fmt: skip
    compare_q("groceries nov vs dec 2025", ["compare", "casual"], "Groceries, Nov vs Dec 2025",
              ("Nov 2025", spent(rows(month(2025, 11), groceries))),
              ("Dec 2025", spent(rows(month(2025, 12), groceries))))  # fmt: skip
    compare_q("did i earn more from northlight media or riverstage events last financial year",
              ["compare", "client", "relative"], "Northlight Media vs Riverstage Events, FY2026",
              ("Northlight Media Ltd", received(rows(FY, is_party("Northlight Media Ltd")))),
              ("Riverstage Events Pty Ltd", received(rows(FY, is_party("Riverstage Events Pty Ltd")))))  # fmt: skip
    compare_q("which is more, eating out or groceries, in fy26", ["compare", "synonym"],
              "Meals & Dining vs Groceries, FY2026", ("eating out", spent(rows(FY, meals))),
              ("groceries", spent(rows(FY, groceries))))  # fmt: skip
    compare_q("how much more did i make in q4 than q3 fy26", ["compare", "composed"], "Income, Q4 vs Q3 FY2026",
              ("Q4 FY26", received(rows(Q[4], income_row))), ("Q3 FY26", received(rows(Q[3], income_row))))  # fmt: skip
    compare_q("is adobe costing me more than xero", ["compare", "casual"], "Adobe vs Xero, FY2026",
              ("Adobe", spent(rows(FY, is_party("Adobe")))), ("Xero", spent(rows(FY, is_party("Xero")))))  # fmt: skip
    compare_q("did i spend more on contractors or studio hire in fy26", ["compare"],
              "Contractors vs Studio Hire, FY2026", ("Contractors", spent(rows(FY, is_cat("Contractors")))),
              ("Studio Hire", spent(rows(FY, is_cat("Studio Hire")))))  # fmt: skip
    compare_q("paypal vs wise, which brought in more money in fy26", ["compare", "casual", "client"],
              "PayPal vs Wise payments, FY2026", ("PayPal", received(rows(FY, is_party("PayPal")))),
              ("Wise", received(rows(FY, desc_has("WISE AUSTRALIA")))))  # fmt: skip
    nets = {q: bas[q]["net"] for q in Q}
    top = max(nets, key=lambda q: nets[q])
    ask("which quarter had the biggest gst bill in fy26", ["compare", "bas", "casual"], "list",
        {"items": [f"Q{top} FY26"], "amount": m2(nets[top])}, "Net GST (1A - 1B) by quarter, FY2026",
        "net GST: " + ", ".join(f"Q{q} {m2(v)}" for q, v in nets.items()))  # fmt: skip
    by_month: dict[str, Decimal] = defaultdict(Decimal)
    for r in rows(FY, groceries):
        by_month[r["date"][:7]] += -amount(r)
    best = max(by_month, key=lambda k: by_month[k])
    best_name = f"{MONTHS[int(best[5:]) - 1]} {best[:4]}"
    ask("which month did i spend the most on groceries in fy26", ["compare", "casual"], "list",
        {"items": [best_name], "amount": m2(by_month[best])}, "Groceries by month, FY2026",
        "monthly grocery totals, the largest: " + f"{best} {m2(by_month[best])}")  # fmt: skip
    big = sorted(purchases(rows(FY, spending_row)), key=amount)[:3]
    ask("what were my 3 biggest expenses in fy26", ["composed", "casual"], "list",
        {"items": [f"{r['date']} {r['party']} {m2(-amount(r))}" for r in big]}, "Three largest payments out on "
        "expense categories, FY2026", "payments out sorted by size")  # fmt: skip

    # --- BAS ------------------------------------------------------------------------------------------
    def per_row(fields: dict[str, Decimal], field: str) -> Decimal | None:
        """The same figure summed row by row (each row's GST rounded), where the worksheet's differs."""
        value = {"1A": fields["1A-per-row"], "1B": fields["1B-per-row"],
                 "net": fields["1A-per-row"] - fields["1B-per-row"]}.get(field)  # fmt: skip
        return value if value is not None and value != fields[field] else None

    def bas_q(question: str, style: list[str], q: int, field: str) -> None:
        other = per_row(bas[q], field)
        extra = {"alsoAccepted": m2(other)} if other is not None else {}
        figure_q(question, ["bas", *style], bas[q][field], f"BAS {field}, Q{q} FY2026 ({Q[q]})",
                 f"hand_worked.bas({q})[{field!r}] (GST calculation worksheet, cash basis)"
                 + ("; alsoAccepted = the same summed row by row" if extra else ""), **extra)  # fmt: skip

    bas_q("what goes in 1A for Q3 FY26", [], 3, "1A")
    bas_q("what's G1 for the oct-dec 2025 quarter", ["range", "casual"], 2, "G1")
    bas_q("how much GST can I claim for the October–December 2025 quarter", ["range"], 2, "1B")
    bas_q("gst i owe for q4 fy26", ["casual"], 4, "net")
    bas_q("g2 export sales for jul-sep 2025", ["casual", "range"], 1, "G2")
    bas_q("What's in G10 for Q3 FY26?", [], 3, "G10")
    bas_q("G11 for q1 fy26", ["casual"], 1, "G11")
    bas_q("what do i put at G14 for Q4 FY26", [], 4, "G14")
    bas_q("1b for the april to june quarter", ["casual", "range"], 4, "1B")
    bas_q("G3 other gst-free sales for q2 fy26", [], 2, "G3")
    bas_q("how much gst did i colect in the jan-mar quarter", ["misspelt", "range"], 3, "1A")
    year = hand_worked.year_bas()
    figure_q("how much gst did i collect in fy26 all up", ["bas", "casual"], year["1A"], "GST on sales (1A), FY2026",
             "sum of the four quarters' 1A")  # fmt: skip
    other = per_row(year, "net")
    figure_q("total net gst for fy26", ["bas"], year["net"], "Net GST (1A - 1B), FY2026",
             "sum over quarters of 1A - 1B", **({"alsoAccepted": m2(other)} if other is not None else {}))  # fmt: skip
    figure_q("how much gst was on the QBE insurance", ["bas", "composed"], Decimal("112.00"),
             "GST in the QBE Insurance payment of 18 Jul 2025",
             "premium 1,120.00 + GST 112.00 + stamp duty 110.88 (no GST on duty): 112.00, not 1/11 of 1,342.88")  # fmt: skip

    # --- tax summary ----------------------------------------------------------------------------------
    def tax_q(question: str, style: list[str], key: str, reading: str) -> None:
        figure_q(question, ["tax", *style], tax[key], reading, f"hand_worked.tax_summary()[{key!r}]")

    tax_q("whats my business income for the tax return fy26", ["casual"], "P8-income",
          "Business income excluding GST (P8), FY2026")  # fmt: skip
    tax_q("how much can i claim for home office in fy26", ["casual"], "P8-homeOffice",
          "Home office, fixed rate 1,560 h x 0.70, FY2026")  # fmt: skip
    tax_q(
        "how much super can i claim as a deduction for fy26",
        [],
        "D12",
        "Personal super contributions (D12), FY2026",
    )
    tax_q("what are my total busines expenses for the tax return", ["composed", "misspelt"], "P8-totalExpenses",
          "Business expenses (P8, incl. home office), FY2026")  # fmt: skip
    tax_q("depreciaton deduction fy26", ["casual", "misspelt"], "P8-depreciation",
          "Depreciation (instant asset write-off, business share ex GST), FY2026")  # fmt: skip
    tax_q("how much can i claim for the car this tax return", ["casual"], "P8-motor-vehicle",
          "Motor vehicle expenses (62 % of fuel and servicing, ex GST), FY2026")  # fmt: skip
    tax_q("whats my net business income fy26", ["casual"], "P8-netIncome", "Net business income (P8), FY2026")
    tax_q("what's my D10 figure for FY26?", [], "D10", "Cost of managing tax affairs (D10), FY2026")
    tax_q(
        "how much can i deduct for contractors",
        ["casual"],
        "P8-contractors",
        "Contractor expenses (P8), FY2026",
    )

    # --- money in that is not income, refunds --------------------------------------------------------
    other = rows(FY, lambda r: amount(r) > 0 and not income_row(r))
    ask("how much money came in that wasn't income in fy26", ["refund", "composed"], "figure",
        {"amount": m2(received(other)), "transactions": len(other)}, f"Money in other than client payments, {FY}",
        "; ".join(f"{r['party']} {r['amount']}" for r in other))  # fmt: skip
    store = [r for r in other if r["description"].startswith("VISA DEBIT REFUND")]
    ask("list the store refunds i got in fy26", ["refund", "casual"], "list",
        {"items": [f"{r['date']} {r['party']} {r['amount']}" for r in store]}, f"Refunds of purchases, {FY}",
        "VISA DEBIT REFUND rows")  # fmt: skip
    figure_q("how much did my tax refund come to", ["refund", "casual"],
             received(r for r in rows(FY, is_party("ATO")) if amount(r) > 0), "ATO refund received (not income), FY2026",
             "the one credit from the ATO, 19 Aug 2025")  # fmt: skip
    figure_q("how much did medicare pay me bak", ["refund", "casual", "misspelt"], received(rows(FY, is_party("Medicare"))),
             "Medicare rebates (not income), FY2026", "two rebates of 42.85")  # fmt: skip
    paybacks = rows(FY, is_party("Liam O'Brien", "Sophie Tran"))
    figure_q("how much did friends pay me back", ["refund", "casual"], received(paybacks),
             "Friends paying back (not income), FY2026", "Liam O'Brien 85.00 + Sophie Tran 62.50")  # fmt: skip
    everything_in = rows(FY, lambda r: amount(r) > 0)
    figure_q("what was the total money in for fy26 including everything", ["composed"], received(everything_in),
             "All money in (income and everything else), FY2026", f"sum of {len(everything_in)} credits",
             transactions=len(everything_in))  # fmt: skip
    income_q("did the ato refund count in my income? how much did i actually earn from work in fy26",
             ["refund", "composed", "casual"], "Income excluding the ATO refund (client payments only)", anything, FY)  # fmt: skip

    # --- non-spending flows asked for by name -------------------------------------------------------
    figure_q("how much did i put into super in fy26", ["plain"], spent(rows(FY, is_cat("Super Contributions"))),
             "Super contributions (Australian Retirement Trust), FY2026", "4 x 2,500.00")  # fmt: skip
    to_savings = rows(FY, lambda r: r["party"] == "Own savings account" and amount(r) < 0)
    figure_q("how much did i transfer to savings last financial year", ["relative"], spent(to_savings),
             "Transfers to own savings account, FY2026", f"{len(to_savings)} x 1,000.00 (the 3,000.00 back in not "
             "netted)", transactions=len(to_savings))  # fmt: skip
    ato = [r for r in rows(FY, is_party("ATO")) if amount(r) < 0]
    figure_q("how much did i pay the ato in fy26", ["casual"], spent(ato), "Payments to the ATO (BAS), FY2026",
             f"{len(ato)} BPAY payments; the refund is not netted", transactions=len(ato))  # fmt: skip
    figure_q("how much cash did i take out", ["casual"], spent(rows(FY, is_cat("Cash Withdrawal"))),
             "Cash withdrawals, FY2026 (all data)", "3 x 60.00")  # fmt: skip
    software = sorted({r["party"] for r in rows(FY, is_cat("Software & Subscriptions"))})
    ask("which software subscriptions did i pay for in fy26", ["casual"], "list", {"items": software},
        "Merchants in Software & Subscriptions, FY2026", "distinct parties")  # fmt: skip

    # --- ask back ---------------------------------------------------------------------------------------
    clarify_q("how much did i spend on it last month", ["ambiguous", "casual"], "what 'it' is",
              "'it' names no category, merchant or client")  # fmt: skip
    clarify_q("how much did that client pay me", ["ambiguous", "casual"], "which client",
              "'that client' is not named and 14 payers exist")  # fmt: skip
    clarify_q("compare the two quarters", ["ambiguous"], "which two quarters and what to compare",
              "neither the quarters nor the measure is given")  # fmt: skip
    clarify_q("how much was the bill", ["ambiguous", "casual"], "which bill (Telstra, Aussie Broadband, Origin, "
              "Urban Utilities...) and when", "several recurring bills; none named")  # fmt: skip
    clarify_q("how much did i spend at the camera shop", ["ambiguous", "casual"],
              "which shop: Teds Cameras, CameraPro or Camera Clinic", "three camera shops in the data")  # fmt: skip
    clarify_q("how much did i spend on uber in fy26", ["ambiguous"], "Uber rides or Uber Eats (or both)",
              "two merchants match 'uber': UBER *TRIP and UBER *EATS")  # fmt: skip
    clarify_q("how much did i make from the wedding", ["ambiguous", "client"], "which wedding (7 couples paid)",
              "'the wedding' is one of seven wedding clients")  # fmt: skip
    clarify_q("how much have i spent this year", ["ambiguous", "relative"], "calendar 2026 so far or FY2027 "
              "(from 1 Jul 2026, no data yet)", "'this year' has two readings on 2026-07-20")  # fmt: skip

    # --- decline ----------------------------------------------------------------------------------------
    decline_q("should i buy the new sony a1 or wait till next year", ["out_of_scope", "casual"],
              "purchase advice; finkit reports figures, it does not advise",
              "it can show what was spent on equipment")  # fmt: skip
    decline_q("how much will i earn next financial year", ["out_of_scope"], "a forecast; finkit has only past data",
              "it can show this year's income by month")  # fmt: skip
    decline_q(
        "transfer 500 to my savings", ["out_of_scope", "casual"], "moving money; finkit cannot make payments"
    )
    decline_q("how are my shares doing", ["out_of_scope", "casual"], "no share or investment data in finkit")
    decline_q("whats my net worth", ["out_of_scope", "casual"],
              "net worth needs assets and debts finkit has no data for (one bank account only)")  # fmt: skip
    decline_q("should i switch to the actual cost method for home office", ["out_of_scope"],
              "tax advice; ask a registered tax agent", "it can show the fixed-rate figure and the bills")  # fmt: skip
    decline_q("pay the telstra bill", ["out_of_scope", "casual"], "moving money; finkit cannot pay bills")
    decline_q("whats my super balance", ["out_of_scope", "casual"],
              "no super fund balance data; only the contributions paid are known",
              "it can show contributions paid (10,000.00 in FY2026)")  # fmt: skip
    decline_q("predict my gst for q1 fy27", ["out_of_scope"], "a forecast; finkit has no FY2027 data")
    decline_q("lodge my bas for me", ["out_of_scope", "casual"], "lodging with the ATO is not something finkit does",
              "it can prepare the BAS figures")  # fmt: skip
    decline_q(
        "will interest rates go up", ["out_of_scope", "casual"], "a forecast about the economy; no data"
    )


def split(questions: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Seeded split in halves, balanced across kinds and styles: questions are taken in a seeded random
    order and each goes to the half that has fewer of its kind and styles so far (a coin toss on ties)."""
    rng = random.Random(27)
    order = questions[:]
    rng.shuffle(order)
    halves: tuple[list[dict[str, Any]], list[dict[str, Any]]] = ([], [])
    counts: tuple[dict[str, int], dict[str, int]] = (defaultdict(int), defaultdict(int))
    for q in order:
        keys = [f"kind:{q['kind']}", *(f"style:{s}" for s in q["style"])]
        lean = sum(counts[0][k] - counts[1][k] for k in keys) + len(halves[0]) - len(halves[1])
        side = (0 if rng.random() < 0.5 else 1) if lean == 0 else (0 if lean < 0 else 1)
        halves[side].append(q)
        for k in keys:
            counts[side][k] += 1
    return sorted(halves[0], key=lambda q: q["id"]), sorted(halves[1], key=lambda q: q["id"])


def main() -> None:
    build()
    for n, q in enumerate(QUESTIONS, 1):
        q["id"] = f"yb{n:03d}"
    tune, held = split(QUESTIONS)
    for name, half in (("assistant_questions_tune.json", tune), ("assistant_questions_heldout.json", held)):
        (HERE / name).write_text(json.dumps(half, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(QUESTIONS)} questions: tune {len(tune)}, heldout {len(held)}")


if __name__ == "__main__":
    main()
