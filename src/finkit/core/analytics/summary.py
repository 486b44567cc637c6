"""A month at a glance: income, spending, savings, where the money went and the largest payments.

Composed from the analytics services, so every figure matches theirs (and carries the same selectors).
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from finkit.core.analytics.periods import month_bounds, month_key, month_or_current
from finkit.core.analytics.schemas import BreakdownRow, LargeTransaction, TransactionSelector
from finkit.core.analytics.service import largest_transactions, savings_rate, spending_breakdown
from finkit.core.context import AccountContext
from finkit.core.schemas import Num, Schema

#: How many categories, merchants and transactions a summary lists.
SUMMARY_ROWS = 5


class MonthlySummary(Schema):
    month: str
    from_date: date
    to_date: date
    currency: str
    income: Num
    spending: Num  # positive: money out
    saved: Num  # income - spending
    savings_rate: Num | None  # percent of income; None without income
    spending_count: int
    uncategorised_spending: Num
    uncategorised_count: int
    top_categories: list[BreakdownRow]
    top_merchants: list[BreakdownRow]
    largest_transactions: list[LargeTransaction]
    spending_selector: TransactionSelector
    other_currency_count: int


def monthly_summary(ctx: AccountContext, *, month: str | None = None) -> MonthlySummary:
    """The summary of ``month`` (``YYYY-MM``; default the current month) in the account's currency."""
    year, mon = month_or_current(ctx, month)
    key = month_key(year, mon)
    start, end = month_bounds(year, mon)
    saving = savings_rate(ctx, months=1, end_month=key)
    categories = spending_breakdown(ctx, by="category", month=key)
    merchants = spending_breakdown(ctx, by="merchant", month=key, limit=SUMMARY_ROWS)
    largest = largest_transactions(ctx, month=key, limit=SUMMARY_ROWS)
    uncategorised = next((r for r in categories.rows if r.selector.uncategorised), None)
    return MonthlySummary(
        month=key,
        from_date=start,
        to_date=end,
        currency=ctx.currency,
        income=saving.income,
        spending=saving.spending,
        saved=saving.saved,
        savings_rate=saving.rate,
        spending_count=categories.count,
        uncategorised_spending=uncategorised.amount if uncategorised else Decimal(0),
        uncategorised_count=uncategorised.count if uncategorised else 0,
        top_categories=categories.rows[:SUMMARY_ROWS],
        top_merchants=merchants.rows,
        largest_transactions=largest.transactions,
        spending_selector=categories.selector,
        other_currency_count=categories.other_currency_count,
    )
