"""Assistant questions over the landscaper's FY2026 (issue 27), answers by plain arithmetic.

Written without reading finkit's source, tests or bench and held out for four scorings; now spent, so
the JSON this writes is a tuning set. Stdlib only plus hand_worked.py (same folder). Run:
    python3 tests/data/heldout_landscaper_fy2026/assistant_answers.py
It writes assistant_questions_tune.json next to this file.

Definitions (every expected answer follows these exactly):
- "Today" is 2026-07-20. "Last month" = June 2026. "Last financial year" / "last FY" / "fy26" /
  "2025-26" = FY2026 (1 Jul 2025 - 30 Jun 2026). "Last year" = calendar 2025. "Last quarter" = Q4 FY26. A month named
  without a year is its latest past occurrence before today (august = Aug 2025, june = Jun 2026). "Q1".."Q4
  FY26" are the BAS quarters of FY2026 (Q1 Jul-Sep 2025, Q2 Oct-Dec 2025, Q3 Jan-Mar 2026, Q4 Apr-Jun 2026).
  "First half of FY26" = Jul-Dec 2025, "second half" = Jan-Jun 2026. "Since <month>" runs to today. No
  period / "in total" = all the data (which is FY2026).
- Income = client payments only (category "Sales Income"), as received, GST included. Not income: tax
  office refunds, Medicare benefits, people paying him back, transfers between his own accounts, refunds
  of purchases. (GST-exclusive income is given as alsoAccepted.)
- Spending = money out on expense categories less money back on those same categories (the Bunnings
  refund; the two Medicare benefits sit in Health & Medical, so a total that includes that category also
  accepts the figure without netting them). Not spending: Transfers, Tax Payments (ATO), Super
  Contributions, Cash Withdrawal (and loan/card repayments, of which there are none); these are answered
  only when asked for by name.
- Merchant / payer questions use the `counterparty` column; a partial name ("glenside", "OTR") means every
  counterparty whose name contains it, when that is not ambiguous in meaning.
- Averages: per month = total / number of calendar months in the period; per week = total / (days in the
  period / 7); amounts rounded half-up to the cent.
- BAS fields G1, G2, 1A, 1B, net GST and the tax-summary lines come from hand_worked.py (bas, tax_summary).
- figure "transactions" = the number of labels.csv rows summed (refund rows included); left out where the
  figure is not a sum of rows (home office, net business income, total deductions).
"""

from __future__ import annotations

import calendar
import json
import sys
from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import hand_worked  # noqa: E402

CENT = Decimal("0.01")
ZERO = Decimal(0)
TODAY = date(2026, 7, 20)
INCOME_CATEGORY = "Sales Income"
NOT_SPENDING = {"Transfers", "Tax Payments", "Super Contributions", "Cash Withdrawal"}
OUT = HERE / "assistant_questions_tune.json"


def cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def money(value: Decimal) -> str:
    return f"{cents(value):.2f}"


@dataclass(frozen=True)
class Period:
    first: date
    last: date
    text: str

    def has(self, day: str) -> bool:
        return self.first.isoformat() <= day <= self.last.isoformat()

    def days(self) -> int:
        return (self.last - self.first).days + 1

    def months(self) -> int:
        return (self.last.year - self.first.year) * 12 + self.last.month - self.first.month + 1


def fmt(d: date) -> str:
    return f"{d.day} {calendar.month_abbr[d.month]} {d.year}"


def span(y1: int, m1: int, y2: int, m2: int) -> Period:
    first = date(y1, m1, 1)
    last = date(y2, m2, calendar.monthrange(y2, m2)[1])
    return Period(first, last, f"{fmt(first)} – {fmt(last)}")


def month(y: int, m: int) -> Period:
    return span(y, m, y, m)


FY = span(2025, 7, 2026, 6)
H1 = span(2025, 7, 2025, 12)
H2 = span(2026, 1, 2026, 6)
Q = {
    1: span(2025, 7, 2025, 9),
    2: span(2025, 10, 2025, 12),
    3: span(2026, 1, 2026, 3),
    4: span(2026, 4, 2026, 6),
}
CAL2025 = span(2025, 1, 2025, 12)
LAST_MONTH = month(2026, 6)
SINCE_JAN = Period(date(2026, 1, 1), TODAY, f"1 Jan 2026 – {fmt(TODAY)}")
SINCE_MAR = Period(date(2026, 3, 1), TODAY, f"1 Mar 2026 – {fmt(TODAY)}")

ROWS = hand_worked.labels()
for _r in ROWS:
    assert FY.has(_r["date"]), _r


def select(period: Period, categories: set[str] | None = None, who: tuple[str, ...] = (),
           exact: tuple[str, ...] = ()) -> list[dict[str, str]]:  # fmt: skip
    """Rows in the period, in the categories (None = any), whose counterparty contains one of `who`
    (case-insensitive) or equals one of `exact`."""
    out = []
    for r in ROWS:
        if not period.has(r["date"]):
            continue
        if categories is not None and r["category"] not in categories:
            continue
        cp = r["counterparty"]
        if (who or exact) and not (any(w.lower() in cp.lower() for w in who) or cp in exact):
            continue
        out.append(r)
    return out


def total(rows: list[dict[str, str]]) -> Decimal:
    return sum((Decimal(r["amount"]) for r in rows), ZERO)


EXPENSE_CATEGORIES = {r["category"] for r in ROWS} - NOT_SPENDING - {INCOME_CATEGORY}


def income(
    period: Period, who: tuple[str, ...] = (), exact: tuple[str, ...] = ()
) -> tuple[Decimal, int, Decimal]:
    rows = select(period, {INCOME_CATEGORY}, who, exact)
    gst = sum((Decimal(r["gstAmount"]) for r in rows), ZERO)
    return total(rows), len(rows), total(rows) - gst


def spend(
    period: Period, categories: set[str] | None = None, who: tuple[str, ...] = ()
) -> tuple[Decimal, int]:
    cats = EXPENSE_CATEGORIES if categories is None else categories
    assert cats <= EXPENSE_CATEGORIES, cats
    rows = select(period, cats, who)
    return -total(rows), len(rows)


def money_out(period: Period, categories: set[str], who: tuple[str, ...] = ()) -> tuple[Decimal, int]:
    rows = [r for r in select(period, categories, who) if Decimal(r["amount"]) < 0]
    return -total(rows), len(rows)


QUESTIONS: list[dict[str, object]] = []


def add(question: str, style: list[str], kind: str, expected: dict[str, object], reading: str,
        working: str) -> None:  # fmt: skip
    QUESTIONS.append({"id": f"ls{len(QUESTIONS) + 1:03d}", "question": question, "style": style, "kind": kind,
                      "expected": expected, "reading": reading, "working": working})  # fmt: skip


def figure(question: str, style: list[str], amount: Decimal, n: int | None, reading: str, working: str,
           also: list[Decimal] | None = None) -> None:  # fmt: skip
    assert amount >= 0, (question, amount)
    assert n is None or n > 0, (question, n)
    exp: dict[str, object] = {"amount": money(amount)}
    if n is not None:
        exp["transactions"] = n
    alts = [money(a) for a in (also or []) if money(a) != money(amount)]
    if alts:
        exp["alsoAccepted"] = alts
    add(question, style, "figure", exp, reading, working)


def spend_q(question: str, style: list[str], period: Period, cats: set[str] | None, who: tuple[str, ...] = (),
            label: str = "", net_of_medicare_only: bool = False) -> None:  # fmt: skip
    amount, n = spend(period, cats, who)
    what = label or (", ".join(sorted(cats)) if cats else "all expense categories")
    also = None
    if (cats is None or "Health & Medical" in cats) and not net_of_medicare_only:
        medicare = total([r for r in select(period, {"Health & Medical"}) if Decimal(r["amount"]) > 0])
        if medicare:
            also = [amount + medicare]
    figure(
        question,
        style,
        amount,
        n,
        f"{what}, {period.text}",
        f"sum of money out less money back on {what} from {period.text}: {n} rows = {money(amount)}",
        also,
    )


def income_q(question: str, style: list[str], period: Period, who: tuple[str, ...] = (),
             exact: tuple[str, ...] = (), label: str = "") -> None:  # fmt: skip
    amount, n, ex = income(period, who, exact)
    what = label or "Sales Income (client payments)"
    figure(question, style, amount, n, f"{what}, {period.text}",
           f"sum of {n} Sales Income rows{(' from ' + label) if label else ''} in {period.text}, GST included = "
           f"{money(amount)} (GST-exclusive {money(ex)})", [ex])  # fmt: skip


def compare(question: str, style: list[str], a: Decimal, b: Decimal, reading: str, working: str) -> None:
    assert cents(a) != cents(b), question
    add(question, style, "compare", {"amounts": [money(a), money(b)], "larger": "first" if a > b else "second"},
        reading, f"{working}: {money(a)} vs {money(b)}")  # fmt: skip


def count(question: str, style: list[str], n: int, reading: str, working: str) -> None:
    add(question, style, "count", {"count": n}, reading, working)


def per_month(t: Decimal, p: Period) -> Decimal:
    return cents(t / p.months())


def per_week(t: Decimal, p: Period) -> Decimal:
    return cents(t * 7 / p.days())


def top_payers(period: Period, k: int) -> list[str]:
    by: dict[str, Decimal] = defaultdict(Decimal)
    for r in select(period, {INCOME_CATEGORY}):
        by[r["counterparty"]] += Decimal(r["amount"])
    ranked = sorted(by.items(), key=lambda kv: -kv[1])
    assert len(ranked) <= k or ranked[k - 1][1] != ranked[k][1], "tie at the cut"
    return [name for name, _ in ranked[:k]]


BAS = {q: hand_worked.bas(q) for q in hand_worked.QUARTERS}
TAX = hand_worked.tax_summary()


def bas_rows(q: int, sales: bool) -> int:
    first, last = hand_worked.QUARTERS[q]
    return sum(1 for r in ROWS if hand_worked.on_bas(r) and first <= r["date"] <= last
               and hand_worked.is_sale(r) == sales)  # fmt: skip


def label_rows(label: str) -> int:
    return sum(
        1 for r in ROWS if r["atoLabel"] == label and (hand_worked.on_bas(r) or label in ("D9", "D12"))
    )


FUEL = {"Fuel"}
MEALS = {"Meals & Dining"}
GROC = {"Groceries"}
RENT = {"Rent & Mortgage"}
MATS = {"Materials & Supplies"}


def build() -> None:
    """One long, readable list of questions, each answered by the helpers above."""
    # --- spending by category, synonyms, periods -----------------------------------------------------------
    spend_q("how much did i spend on fule last month", ["casual", "misspelt", "relative"], LAST_MONTH, FUEL)
    spend_q("What did I spend on fuel in the first half of FY26?", ["plain", "range", "composed"], H1, FUEL)
    spend_q("petrol for the whole of fy26?", ["casual", "synonym"], FY, FUEL, label="Fuel")
    spend_q(
        "How much did I pay for power last financial year?",
        ["synonym", "relative"],
        FY,
        {"Utilities"},
        label="Utilities (electricity)",
    )
    spend_q(
        "eating out since january",
        ["casual", "synonym", "range", "composed"],
        SINCE_JAN,
        MEALS,
        label="Meals & Dining",
    )
    spend_q("tools and gear last qtr", ["casual", "synonym", "relative"], Q[4], {"Tools & Equipment"})
    spend_q("groceries last month?", ["casual", "relative"], LAST_MONTH, GROC)
    spend_q(
        "How much rent did I pay between August and November?",
        ["range", "composed", "plain"],
        span(2025, 8, 2025, 11),
        RENT,
    )
    spend_q("materials and supplies total for fy26 (net of any refunds)", ["casual", "plain"], FY, MATS)
    spend_q(
        "what did i spend at the tip last fy",
        ["casual", "synonym"],
        FY,
        {"Waste Disposal"},
        label="Waste Disposal (tip fees)",
    )
    spend_q("Advertising spend for last financial year", ["plain"], FY, {"Advertising & Marketing"})
    spend_q("software subs in q3", ["casual", "synonym"], Q[3], {"Software & Subscriptions"})
    spend_q("What have bank fees cost me altogether?", ["plain", "synonym"], FY, {"Bank Fees"})
    spend_q("phone and internet last year", ["casual", "relative"], CAL2025, {"Phone & Internet"})
    spend_q("how much on ute costs other than fuel - rego, insurance, tyres, servicing?", ["casual", "composed",
            "synonym"], FY, {"Vehicle Expenses"})  # fmt: skip
    spend_q("work clothes / hi-vis in fy26", ["casual", "synonym"], FY, {"Work Clothing & Uniforms"})
    spend_q(
        "How much did I spend on entertainment in the second half of last financial year?",
        ["range", "composed", "plain"],
        H2,
        {"Entertainment"},
    )
    spend_q("total spending last month", ["casual", "relative"], LAST_MONTH, None)
    spend_q("What was my total spend in Q3 FY26?", ["plain", "bas"], Q[3], None)
    spend_q("how much did i spend in oct", ["casual", "relative"], month(2025, 10), None)
    spend_q(
        "Spending on food and drink out in September",
        ["synonym"],
        month(2025, 9),
        MEALS,
        label="Meals & Dining",
    )
    spend_q(
        "wat did i spend on fuel between feb and april",
        ["casual", "misspelt", "range", "composed"],
        span(2026, 2, 2026, 4),
        FUEL,
    )
    spend_q("parking costs?", ["casual"], FY, {"Parking & Tolls"})
    spend_q("How much did I give to charity?", ["synonym"], FY, {"Donations"})
    spend_q("training course costs fy26", ["casual", "synonym"], FY, {"Education & Training"})
    spend_q("grocerys for april may and june", ["casual", "misspelt", "range", "composed"], Q[4], GROC)
    spend_q(
        "how much did the chemist and doctor cost me in total, after medicare",
        ["casual", "composed", "synonym"],
        FY,
        {"Health & Medical"},
        net_of_medicare_only=True,
    )

    # --- merchants (counterparty) --------------------------------------------------------------------------
    spend_q(
        "how much at bunings in febuary",
        ["casual", "misspelt"],
        month(2026, 2),
        MATS,
        ("Bunnings",),
        "Bunnings Warehouse",
    )
    spend_q(
        "Net Bunnings spend for FY26 after the refund?",
        ["plain", "composed"],
        FY,
        MATS,
        ("Bunnings",),
        "Bunnings Warehouse",
    )
    spend_q(
        "how much was my rego",
        ["casual", "synonym"],
        FY,
        {"Vehicle Expenses"},
        ("Infrastructure",),
        "SA registration (Dept for Infrastructure and Transport SA)",
    )
    spend_q("jeffries soils q1?", ["casual", "misspelt"], Q[1], MATS, ("Jeffries",), "Jeffries Garden Soils")
    spend_q(
        "Paving World total for the 2025-26 financial year",
        ["plain"],
        FY,
        MATS,
        ("Paving World",),
        "Paving World (Wingfield)",
    )
    spend_q(
        "state flora nursery - how much have i spent there",
        ["casual"],
        FY,
        MATS,
        ("State Flora",),
        "State Flora Nursery",
    )
    spend_q(
        "how much did netflix cost me in 2025",
        ["casual"],
        CAL2025,
        {"Entertainment"},
        ("Netflix",),
        "Netflix",
    )
    spend_q(
        "OTR fuel all up, both servos",
        ["casual", "composed", "synonym"],
        FY,
        FUEL,
        ("OTR",),
        "OTR (Kilburn) + OTR (Prospect)",
    )
    spend_q(
        "What did the new mower cost?",
        ["plain"],
        FY,
        {"Depreciating Assets"},
        ("Prospect Mower",),
        "Prospect Mower & Chainsaw",
    )
    spend_q(
        "how much was the ipad", ["casual"], FY, {"Depreciating Assets"}, ("JB Hi-Fi",), "JB Hi-Fi (iPad Pro)"
    )
    spend_q(
        "accountants fee?",
        ["casual", "misspelt"],
        FY,
        {"Accounting & Tax Fees"},
        ("Hills",),
        "Hills & Co Accountants Pty Ltd",
    )
    spend_q(
        "uber eats + menulog together",
        ["casual", "composed"],
        FY,
        MEALS,
        ("Uber Eats", "Menulog"),
        "Uber Eats + Menulog",
    )
    spend_q(
        "Telstra mobile bills since March",
        ["range", "composed", "synonym"],
        SINCE_MAR,
        {"Phone & Internet"},
        ("Telstra",),
        "Telstra",
    )
    spend_q(
        "hipages leads between sept and dec",
        ["casual", "range", "composed"],
        span(2025, 9, 2025, 12),
        {"Advertising & Marketing"},
        ("hipages",),
        "hipages",
    )
    spend_q(
        "How much did I spend at Woolies last FY?",
        ["synonym", "relative"],
        FY,
        GROC,
        ("Woolworths",),
        "Woolworths (Prospect)",
    )

    # --- income and clients --------------------------------------------------------------------------------
    income_q(
        "How much did Glenside pay me in total?",
        ["client", "plain"],
        FY,
        ("Glenside",),
        label="Glenside Lifestyle Village Pty Ltd",
    )
    income_q(
        "norwood strata q2 how much",
        ["client", "casual"],
        Q[2],
        ("Norwood Strata",),
        label="Norwood Strata Management Pty Ltd",
    )
    income_q(
        "how much did i get from airtasker",
        ["client", "casual"],
        FY,
        ("Airtasker",),
        label="Airtasker (task posters)",
    )
    income_q(
        "square payouts in march",
        ["client", "casual"],
        month(2026, 3),
        ("Square",),
        label="Square (on-site card sales)",
    )
    income_q(
        "How much came in from my overseas clients last FY?",
        ["client", "composed", "synonym"],
        FY,
        ("Kowhai", "Hollybrook"),
        label="Kowhai Landscape Studio (NZ) + Hollybrook Garden Design (UK)",
    )
    income_q(
        "what did the kiwi client pay me",
        ["client", "casual", "synonym"],
        FY,
        ("Kowhai",),
        label="Kowhai Landscape Studio Ltd (Auckland, NZ)",
    )
    income_q(
        "paypal money from the UK designer, total?",
        ["client", "casual"],
        FY,
        ("Hollybrook",),
        label="Hollybrook Garden Design Ltd via PayPal",
    )
    income_q(
        "How much did Wei Tan pay me for garden work?",
        ["client", "plain"],
        FY,
        exact=("Wei Tan",),
        label="Wei Tan (client)",
    )
    income_q(
        "how much did rizwan pay me between oct and march",
        ["client", "casual", "range", "composed"],
        span(2025, 10, 2026, 3),
        ("Rizwan",),
        label="Rizwan Khan",
    )
    income_q(
        "Total from the two builders (Hindmarsh and Fleurieu) over FY26",
        ["client", "composed"],
        FY,
        ("Hindmarsh", "Fleurieu"),
        label="Hindmarsh Homes + Fleurieu Built",
    )
    income_q(
        "how much did kate anderson pay me in the first half",
        ["client", "casual", "range", "composed"],
        H1,
        ("Kate Anderson",),
        label="Kate Anderson",
    )
    income_q("Sean O'Brien - total paid fy26?", ["client", "misspelt"], FY, ("Obrien",), label="Sean Obrien")
    income_q("what did i earn last month", ["casual", "relative"], LAST_MONTH)
    income_q("Total income for the 2025-26 financial year", ["plain"], FY)
    income_q("income in q2 fy26", ["casual", "bas"], Q[2])
    income_q(
        "how much money came in from clients in febuary", ["casual", "misspelt", "synonym"], month(2026, 2)
    )
    income_q("What did I earn last calendar year?", ["relative", "plain"], CAL2025)

    # --- money moved that is not spending, asked by name ---------------------------------------------------
    saver, n_saver = money_out(FY, {"Transfers"})
    figure(
        "how much did i move into my savings acct in fy26",
        ["casual", "synonym"],
        saver,
        n_saver,
        "Transfers out to his own NAB Reward Saver, FY2026",
        f"sum of {n_saver} transfer debits to the NAB Reward Saver = {money(saver)}",
    )
    ato, n_ato = money_out(FY, {"Tax Payments"}, ("Taxation",))
    figure(
        "How much did I pay the ATO over last financial year?",
        ["plain", "tax"],
        ato,
        n_ato,
        "payments to the Australian Taxation Office (BAS/PAYG), FY2026",
        f"sum of {n_ato} BPAY TAX OFFICE PAYMENTS debits = {money(ato)} (the refund is money in, not counted)",
    )
    refund = total([r for r in select(FY, {"Tax Payments"}) if Decimal(r["amount"]) > 0])
    figure(
        "how big was my tax refund",
        ["casual", "tax"],
        refund,
        1,
        "ATO income-tax refund received, FY2026",
        f"the one ATO TAX REFUND credit = {money(refund)}",
    )
    sup, n_sup = money_out(FY, {"Super Contributions"})
    figure(
        "super contribs total?",
        ["casual", "tax"],
        sup,
        n_sup,
        "Super Contributions (Hostplus), FY2026",
        f"sum of {n_sup} Hostplus BPAY rows = {money(sup)}",
    )
    cash, n_cash = money_out(FY, {"Cash Withdrawal"})
    figure(
        "How much cash did I take out of ATMs?",
        ["plain", "synonym"],
        cash,
        n_cash,
        "Cash Withdrawal, FY2026",
        f"sum of {n_cash} ATM withdrawals = {money(cash)}",
    )

    # --- counts ----------------------------------------------------------------------------------------------
    count(
        "how many times did i fill up in q2",
        ["casual", "count", "synonym", "composed"],
        len(select(Q[2], FUEL)),
        f"Fuel rows, {Q[2].text}",
        "number of Fuel rows in Q2 FY26",
    )
    count(
        "How many payments did Kate Anderson make?",
        ["client", "count", "composed"],
        len(select(FY, {INCOME_CATEGORY}, ("Kate Anderson",))),
        "Sales Income rows from Kate Anderson, FY2026",
        "number of Sales Income rows with counterparty Kate Anderson",
    )
    june_payers = {r["counterparty"] for r in select(LAST_MONTH, {INCOME_CATEGORY})}
    count(
        "how many different payers sent me money for work last month",
        ["casual", "count", "relative", "composed"],
        len(june_payers),
        "distinct payers of Sales Income, June 2026",
        f"distinct counterparties of Sales Income rows in June 2026: {', '.join(sorted(june_payers))}",
    )
    fy_payers = {r["counterparty"] for r in select(FY, {INCOME_CATEGORY})}
    count(
        "How many distinct payers appear in my sales income for FY26?",
        ["count", "composed", "client"],
        len(fy_payers),
        "distinct counterparties of Sales Income, FY2026",
        "number of distinct counterparties on Sales Income rows (Square and Airtasker count as one payer each)",
    )
    count(
        "how many sales in q4",
        ["casual", "count", "bas"],
        len(select(Q[4], {INCOME_CATEGORY})),
        f"Sales Income rows, {Q[4].text}",
        "number of Sales Income rows in Q4 FY26",
    )
    count(
        "how many times did i eat out last fy",
        ["casual", "count", "synonym", "relative"],
        len(select(FY, MEALS)),
        "Meals & Dining rows, FY2026",
        "number of Meals & Dining rows (cafe, pub, delivery)",
    )
    count(
        "How many Bunnings transactions are there, refund included?",
        ["count", "plain"],
        len(select(FY, MATS, ("Bunnings",))),
        "Bunnings Warehouse rows, FY2026",
        "number of rows with counterparty Bunnings Warehouse (purchases plus the one refund)",
    )
    count(
        "how many atm withdrawls did i make",
        ["casual", "misspelt", "count"],
        n_cash,
        "Cash Withdrawal rows, FY2026",
        "number of ATM withdrawal rows",
    )
    count(
        "number of tip runs between jan and jun",
        ["casual", "count", "synonym", "range", "composed"],
        len(select(H2, {"Waste Disposal"})),
        f"Waste Disposal rows, {H2.text}",
        "number of Wingfield Waste Depot rows from Jan to Jun 2026",
    )

    # --- averages ---------------------------------------------------------------------------------------------
    t, _ = spend(FY, FUEL)
    figure(
        "average fuel spend per week over fy26",
        ["casual", "average", "composed"],
        per_week(t, FY),
        None,
        "Fuel per week, FY2026",
        f"Fuel total {money(t)} / (365 days / 7) = {money(per_week(t, FY))}",
    )
    t, _ = spend(FY, GROC)
    figure(
        "avg monthly grocery bill last financial year",
        ["casual", "average", "composed", "relative"],
        per_month(t, FY),
        None,
        "Groceries per month, FY2026",
        f"Groceries total {money(t)} / 12 months = {money(per_month(t, FY))}",
    )
    t, _, _ = income(H1)
    figure(
        "What was my average weekly income in the first half of FY26?",
        ["average", "composed", "range"],
        per_week(t, H1),
        None,
        "Sales Income per week, 1 Jul – 31 Dec 2025",
        f"income {money(t)} / (184 days / 7) = {money(per_week(t, H1))}",
    )
    t, _, _ = income(FY)
    figure(
        "on average how much do i make a month",
        ["casual", "average", "composed"],
        per_month(t, FY),
        None,
        "Sales Income per month, FY2026",
        f"income {money(t)} / 12 = {money(per_month(t, FY))}",
    )
    t, _ = spend(Q[3], MEALS)
    figure(
        "eating out per month in q3, roughly",
        ["casual", "average", "synonym", "composed"],
        per_month(t, Q[3]),
        None,
        f"Meals & Dining per month, {Q[3].text}",
        f"Meals & Dining {money(t)} / 3 months = {money(per_month(t, Q[3]))}",
    )

    # --- comparisons ----------------------------------------------------------------------------------------
    a, _ = spend(H1, FUEL)
    b, _ = spend(H1, MEALS)
    compare("did i spend more on fuel or on eating out in the first half of fy26", ["casual", "compare",
            "composed", "synonym", "range"], a, b, "Fuel vs Meals & Dining, 1 Jul – 31 Dec 2025",
            "Fuel total vs Meals & Dining total, Jul–Dec 2025")  # fmt: skip
    a, _, _ = income(Q[1])
    b, _, _ = income(Q[4])
    compare(
        "Was my income higher in Q1 or Q4 FY26?",
        ["compare", "composed", "bas"],
        a,
        b,
        "Sales Income Q1 FY26 vs Q4 FY26",
        "income Jul–Sep 2025 vs income Apr–Jun 2026",
    )
    a, _ = spend(FY, GROC, ("Coles",))
    b, _ = spend(FY, GROC, ("Woolworths",))
    compare(
        "coles or woolies, which one did i spend more at",
        ["casual", "compare", "composed", "synonym"],
        a,
        b,
        "Coles (Kilburn) vs Woolworths (Prospect), FY2026",
        "Coles total vs Woolworths total",
    )
    a, _ = spend(Q[1], FUEL)
    b, _ = spend(Q[3], FUEL)
    compare(
        "Compare fuel in Q1 with Q3.",
        ["compare", "composed", "bas"],
        a,
        b,
        "Fuel Q1 FY26 vs Q3 FY26",
        "Fuel Jul–Sep 2025 vs Fuel Jan–Mar 2026",
    )
    a, _ = spend(FY, MATS, ("Bunnings",))
    b, _ = spend(FY, MATS, ("Jeffries",))
    compare(
        "more at bunnings or jeffries last fy?",
        ["casual", "compare", "composed"],
        a,
        b,
        "Bunnings Warehouse (net of refund) vs Jeffries Garden Soils, FY2026",
        "Bunnings net vs Jeffries",
    )
    a, _ = spend(FY, FUEL, ("Ampol",))
    b, _ = spend(FY, FUEL, ("BP",))
    compare(
        "ampol vs bp - where did i spend more on fuel",
        ["casual", "compare", "composed"],
        a,
        b,
        "Ampol (Nailsworth) vs BP (Enfield), FY2026",
        "Ampol fuel total vs BP fuel total",
    )
    a, _, _ = income(month(2025, 11))
    b, _, _ = income(month(2026, 5))
    compare(
        "Did I bring in more in November or in May?",
        ["compare", "composed", "relative"],
        a,
        b,
        "Sales Income Nov 2025 vs May 2026",
        "income Nov 2025 vs income May 2026",
    )
    a, _ = spend(H1, None)
    b, _ = spend(H2, None)
    compare(
        "was my spending higher in the 1st or 2nd half of fy26",
        ["casual", "compare", "composed", "range"],
        a,
        b,
        "total spending Jul–Dec 2025 vs Jan–Jun 2026",
        "all expense categories net of refunds, each half (the Medicare benefits do not change the order)",
    )
    med = Decimal("43.90")
    assert (a > b) == (a + med > b + med)  # one Medicare benefit of 43.90 in each half

    # --- lists ----------------------------------------------------------------------------------------------
    top = top_payers(Q[4], 3)
    add(
        "who were my top 3 payers last quarter",
        ["casual", "client", "composed", "relative"],
        "list",
        {"items": top},
        "the three counterparties with the most Sales Income, Q4 FY26",
        "Sales Income by counterparty, Apr–Jun 2026, largest three",
    )
    top = top_payers(Q[1], 1)
    add(
        "Who was my biggest client in Q1 FY26?",
        ["client", "composed", "bas"],
        "list",
        {"items": top},
        "the counterparty with the most Sales Income, Q1 FY26",
        "Sales Income by counterparty, Jul–Sep 2025, largest",
    )
    top = top_payers(Q[3], 1)
    add(
        "biggest payer jan-mar?",
        ["casual", "client", "composed", "range"],
        "list",
        {"items": top},
        "the counterparty with the most Sales Income, Q3 FY26",
        "Sales Income by counterparty, Jan–Mar 2026, largest",
    )
    by_month: dict[str, Decimal] = defaultdict(Decimal)
    for r in select(FY, {INCOME_CATEGORY}):
        by_month[r["date"][:7]] += Decimal(r["amount"])
    ranked = sorted(by_month.items(), key=lambda kv: -kv[1])
    assert ranked[0][1] != ranked[1][1]
    y, m = map(int, ranked[0][0].split("-"))
    add(
        "which month did i earn the most in fy26",
        ["casual", "composed", "compare"],
        "list",
        {"items": [f"{calendar.month_name[m]} {y}"]},
        "month with the largest Sales Income, FY2026",
        f"Sales Income by calendar month; largest {ranked[0][0]} {money(ranked[0][1])}",
    )
    fuel_names = sorted({r["counterparty"] for r in select(FY, FUEL)})
    add(
        "Which servos did I buy fuel at?",
        ["synonym", "plain"],
        "list",
        {"items": fuel_names},
        "distinct Fuel counterparties, FY2026",
        "distinct counterparties of Fuel rows",
    )

    # --- BAS ------------------------------------------------------------------------------------------------
    def bas_fig(q: str, style: list[str], field: str, quarters: list[int]) -> None:
        v = sum((BAS[i][field] for i in quarters), ZERO)
        sales = field in ("G1", "G2", "1A")
        n = sum(bas_rows(i, sales) for i in quarters)
        if field == "G2":
            n = sum(1 for r in ROWS if r["gstTreatment"] == "export" and hand_worked.is_sale(r))
        label = "FY2026" if len(quarters) == 4 else f"Q{quarters[0]} FY26"
        per_row = (
            sum((hand_worked.bas_per_row(i)[field] for i in quarters), ZERO) if field in ("1A", "1B") else v
        )
        figure(
            q,
            style,
            v,
            n if field != "net GST" else None,
            f"BAS {field}, {label}",
            f"hand_worked.bas(): {field} for {label} = {money(v)}"
            + ("" if len(quarters) == 1 else " (sum of the four quarters)")
            + (
                "" if per_row == v else f"; summing each row's own GST gives {money(per_row)} (rounding only)"
            ),
            [per_row],
        )

    bas_fig("what goes in 1A for q3", ["casual", "bas"], "1A", [3])
    bas_fig("How much GST did I collect last quarter?", ["bas", "relative", "synonym"], "1A", [4])
    bas_fig("1b for q1 fy26?", ["casual", "bas"], "1B", [1])
    bas_fig("What's G1 total sales for the whole of FY26?", ["bas", "plain"], "G1", [1, 2, 3, 4])
    bas_fig("g1 q2", ["casual", "bas"], "G1", [2])
    bas_fig("How much were my export sales (G2) for 2025-26?", ["bas", "synonym"], "G2", [1, 2, 3, 4])
    bas_fig("gst credits i can claim for fy26", ["casual", "bas", "synonym"], "1B", [1, 2, 3, 4])
    bas_fig("how much gst do i owe for the june qtr", ["casual", "bas", "relative"], "net GST", [4])
    bas_fig("What is the net GST on my Q2 BAS?", ["bas", "plain"], "net GST", [2])

    # --- tax summary ----------------------------------------------------------------------------------------
    def tax_fig(q: str, style: list[str], key: str, label: str | None, reading: str) -> None:
        figure(
            q,
            style,
            TAX[key],
            label_rows(label) if label else None,
            reading,
            f"hand_worked.tax_summary()['{key}'] = {money(TAX[key])}",
        )

    tax_fig(
        "What's my net business income for FY26?",
        ["tax", "plain"],
        "netBusinessIncome",
        None,
        "net business income (P8), FY2026",
    )
    tax_fig(
        "how much can i claim for personal super (D12)",
        ["casual", "tax"],
        "D12",
        "D12",
        "D12 personal super contributions, FY2026",
    )
    tax_fig(
        "motor vehicle expenses for my tax return?",
        ["tax", "synonym"],
        "P8-motor-vehicle",
        "P8-motor-vehicle",
        "P8 motor vehicle expenses, FY2026",
    )
    tax_fig(
        "home office claim?",
        ["casual", "tax"],
        "P8-home-office",
        None,
        "home office, fixed rate 0.70 x 364 h, FY2026",
    )
    tax_fig(
        "Total deductions for FY26?",
        ["tax", "plain"],
        "totalDeductions",
        None,
        "business expenses + D9 + D10 + D12, FY2026",
    )
    tax_fig(
        "instant asset write off amount fy26",
        ["casual", "tax", "synonym"],
        "P8-depreciation",
        "P8-depreciation",
        "P8 depreciation (instant asset write-off), FY2026",
    )
    tax_fig(
        "What's the cost of sales figure on my business schedule?",
        ["tax", "plain"],
        "P8-cost-of-sales",
        "P8-cost-of-sales",
        "P8 cost of sales, FY2026",
    )
    tax_fig(
        "d10 tax agent deduction", ["casual", "tax"], "D10", "D10", "D10 cost of managing tax affairs, FY2026"
    )
    tax_fig("gifts and donations i can deduct", ["casual", "tax", "synonym"], "D9", "D9", "D9 gifts, FY2026")
    tax_fig(
        "Business income for the tax return, excluding GST?",
        ["tax", "plain"],
        "P8-income",
        "P8-income",
        "P8 business income, GST-exclusive, FY2026",
    )

    # --- clarify --------------------------------------------------------------------------------------------
    for q, style, why in [
        ("how much did i spend on it last month", ["casual", "relative"], "'it' names nothing"),
        (
            "how much did wei send me",
            ["casual", "client"],
            "two counterparties named Wei Tan: the garden client (Sales Income) and the friend paying back tickets",
        ),
        ("and what about the other quarter?", ["casual"], "no earlier question; which quarter?"),
        ("compare them for me", ["casual", "compare"], "nothing named to compare"),
        ("was that more than usual?", ["casual"], "'that' refers to nothing"),
        ("how much did i pay him", ["casual"], "who is 'him'?"),
        ("How much did that job bring in?", ["plain", "client"], "which job?"),
        ("how much did i spend at the shop in march", ["casual", "relative"], "which shop? many merchants"),
    ]:
        add(q, style, "clarify", {}, "cannot be answered without asking back", why)

    # --- decline --------------------------------------------------------------------------------------------
    for q, style, why in [
        ("should i trade the hilux in for a new ranger", ["casual"], "personal financial advice"),
        ("What will my income be next financial year?", ["plain"], "forecast"),
        ("move 2k into my saver for me", ["casual"], "moving money: finkit cannot make payments"),
        ("whats the BHP share price today", ["casual"], "share prices: no such data"),
        ("What's the balance of my Hostplus super account?", ["plain"], "no data on the super fund balance"),
        (
            "can u lodge my q4 bas with the ato",
            ["casual", "misspelt", "bas"],
            "lodging with the ATO: out of scope",
        ),
        (
            "is it worth me setting up a pty ltd instead of being a sole trader?",
            ["casual", "tax"],
            "business structure advice",
        ),
        (
            "whats the weather going to be for tomorrows job at glenside",
            ["casual", "misspelt"],
            "weather: nothing to do with his books",
        ),
    ]:
        add(q, style, "decline", {}, "out of scope", why)


def main() -> None:
    build()
    ids = [q["id"] for q in QUESTIONS]
    assert len(set(ids)) == len(ids)
    assert len({str(q["question"]).lower() for q in QUESTIONS}) == len(QUESTIONS)
    OUT.write_text(json.dumps(QUESTIONS, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    kinds: dict[str, int] = defaultdict(int)
    styles: dict[str, int] = defaultdict(int)
    for q in QUESTIONS:
        kinds[str(q["kind"])] += 1
        for s in q["style"]:  # type: ignore[attr-defined]
            styles[s] += 1
    casual = sum(1 for q in QUESTIONS if {"casual", "misspelt"} & set(q["style"]))  # type: ignore[arg-type]
    print(f"{len(QUESTIONS)} questions -> {OUT.name}")
    print("kinds:", dict(sorted(kinds.items())))
    print("styles:", dict(sorted(styles.items())))
    print(f"casual or misspelt: {casual}")


if __name__ == "__main__":
    main()
