"""Analytics results. Every figure carries a ``selector``: pass it to ``transactions_behind`` (or read
it) to list exactly the transactions whose amounts add up to that figure."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Literal

from pydantic import Field

from finkit.core.schemas import InputSchema, Num, Schema

Flow = Literal["spending", "income"]
GroupBy = Literal["category", "merchant", "month"]


class TransactionSelector(InputSchema):
    """Which transactions a figure is made of. All conditions hold together (AND).

    Spending is the account-currency debits, income the credits; categories whose ``taxCategory`` is in
    ``excludeTaxCategories`` (by default ``transfer``) are left out of both.
    """

    from_date: date
    to_date: date  # inclusive
    currency: str
    type: Literal["debit", "credit"] | None = None
    category_id: str | None = None
    uncategorised: bool = False
    merchant: str | None = None  # the merchant key: lower-cased merchant, else description
    # only these categories (any of them); None: every category
    category_ids: list[str] | None = None
    # only categories of these kinds (income | expense | transfer: ``Category.kind``, the books' own rule
    # for what is income); uncategorised rows are then left out. None: every kind
    category_kinds: list[str] | None = None
    # only rows whose bank description contains these words (case-insensitive): "wise", "medicare"
    text: str | None = None
    # only rows with these GST treatments ("export": sales to overseas clients, GST-free at G2); None: any
    gst_treatments: list[str] | None = None
    # rows with these GST treatments left out (money in from Australian clients: every sale but exports);
    # a row with no treatment is kept
    exclude_gst_treatments: list[str] = Field(default_factory=list)
    exclude_tax_categories: list[str] = Field(default_factory=lambda: ["transfer"])
    # rows of these categories left out ("eating out not counting takeaway"); uncategorised rows are kept
    exclude_category_ids: list[str] = Field(default_factory=list)
    # rows of these merchant keys (lower-cased merchant, else description) left out ("not counting Netflix")
    exclude_merchants: list[str] = Field(default_factory=list)
    # only rows whose absolute amount is at least / at most these (inclusive): "fuel over $100"
    min_amount: Num | None = None
    max_amount: Num | None = None
    transaction_ids: list[str] | None = None  # a hand-picked set (e.g. one recurring series)
    exclude_ids: list[str] = Field(default_factory=list)


class BreakdownRow(Schema):
    key: str  # category id ("none" = uncategorised), merchant key, or YYYY-MM
    label: str
    amount: Num  # positive: money spent (or received, for income)
    count: int
    share: Num | None  # percent of the total
    selector: TransactionSelector
    fees_kept: Num = Decimal(0)  # money in by payee, month or category: the fees kept from its payouts


class Breakdown(Schema):
    flow: Flow
    by: GroupBy
    from_date: date
    to_date: date
    currency: str
    total: Num
    count: int
    rows: list[BreakdownRow]
    selector: TransactionSelector
    refunds: Num = Decimal(0)  # with netOfRefunds: money back on the same categories, taken off ``total``
    other_currency_count: int = 0  # transactions in other currencies, left out of every figure
    # money in: the fees processors kept from the payouts counted (parts of those bank rows held apart, in a
    # cost category the figure does not take), so ``total - fees_kept`` is what was banked
    fees_kept: Num = Decimal(0)


class CashFlowMonth(Schema):
    month: str
    money_in: Num
    money_out: Num  # positive
    net: Num
    count: int
    selector: TransactionSelector


class CashFlow(Schema):
    currency: str
    months: list[CashFlowMonth]
    total_in: Num
    total_out: Num
    net: Num
    average_net: Num
    #: How ``period`` words were read ("last FY = FY2026, Jul 2025 – Jun 2026"); null without them.
    period: str | None = None


class TrendRow(Schema):
    key: str
    label: str
    this_month: Num
    average_last_three: Num
    same_month_last_year: Num
    change_vs_average: Num | None  # percent; None when the average is zero
    change_vs_last_year: Num | None
    history: list[Num]  # the 13 months from the same month last year to this month, oldest first
    selector: TransactionSelector  # this month's transactions


class Trends(Schema):
    flow: Flow
    month: str
    currency: str
    history_months: list[str]
    rows: list[TrendRow]
    total: TrendRow


class LargeTransaction(Schema):
    id: str
    date: datetime
    description: str
    merchant: str | None
    category: str | None
    amount: Num


class LargestTransactions(Schema):
    flow: Flow
    from_date: date
    to_date: date
    currency: str
    transactions: list[LargeTransaction]
    selector: TransactionSelector


class RecurringGroup(Schema):
    key: str
    label: str
    occurrences: int
    months_seen: int
    typical_amount: Num
    total: Num
    selector: TransactionSelector


class RecurringReport(Schema):
    from_date: date
    to_date: date
    currency: str
    detector: str
    recurring_total: Num
    one_off_total: Num
    recurring_share: Num | None
    groups: list[RecurringGroup]
    recurring_selector: TransactionSelector
    one_off_selector: TransactionSelector


class SavingsMonth(Schema):
    month: str
    income: Num
    spending: Num
    saved: Num
    rate: Num | None  # percent of income; None without income
    selector: TransactionSelector


class SavingsRate(Schema):
    currency: str
    months: list[SavingsMonth]
    income: Num
    spending: Num
    saved: Num
    rate: Num | None
