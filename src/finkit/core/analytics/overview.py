"""The dashboard's overview: one read-only call gathering what a person checks first.

It composes existing services (cash flow, spending breakdown, bills, the uncategorised list and the
running BAS) so the web page stays a thin view with one core call.
"""

from __future__ import annotations

from datetime import UTC, date
from typing import Literal

from finkit.core.analytics.schemas import Breakdown, CashFlow, CashFlowMonth
from finkit.core.analytics.service import cash_flow, spending_breakdown
from finkit.core.bills.schemas import BillRead
from finkit.core.bills.service import list_bills
from finkit.core.context import AccountContext
from finkit.core.profile.service import get_profile
from finkit.core.schemas import Schema
from finkit.core.tax.reports import BasReport, bas_report
from finkit.core.transactions.reads import list_transactions
from finkit.core.transactions.schemas import TransactionFilters, TransactionRead

#: Bills due within this many days count as upcoming on the overview.
UPCOMING_DAYS = 14
#: How many uncategorised rows the overview lists for review.
REVIEW_ROWS = 10
#: Quarterly BAS lodgement day of the month (ATO).
BAS_DUE_DAY = 28
#: Monthly BAS lodgement day: the 21st of the month after the period (ATO).
MONTHLY_BAS_DUE_DAY = 21


class Overview(Schema):
    this_month: CashFlowMonth
    spending: Breakdown
    cash_flow: CashFlow
    upcoming_bills: list[BillRead]
    overdue_bills: list[BillRead]
    uncategorised: list[TransactionRead]
    uncategorised_total: int
    bas: BasReport
    bas_due: date
    bas_period: Literal["monthly", "quarterly"]


def bas_due_date(quarter_end: date) -> date:
    """When the quarter ending ``quarter_end`` must be lodged: the 28th of the month after the quarter,
    except October–December, which is due on 28 February (ATO quarterly lodgement dates)."""
    if quarter_end.month == 12:
        return date(quarter_end.year + 1, 2, BAS_DUE_DAY)
    month = quarter_end.month + 1
    return date(quarter_end.year, month, BAS_DUE_DAY)


def monthly_bas_due_date(month_end: date) -> date:
    """When a monthly BAS is due: the 21st of the following month (ATO monthly lodgement)."""
    if month_end.month == 12:
        return date(month_end.year + 1, 1, MONTHLY_BAS_DUE_DAY)
    return date(month_end.year, month_end.month + 1, MONTHLY_BAS_DUE_DAY)


def overview(ctx: AccountContext) -> Overview:
    """This month's money in/out/net, spending by category, 12 months of cash flow, bills due soon or
    overdue, rows waiting for a category and the running BAS for the current period: this month when
    the tax profile says the account lodges monthly, else this quarter."""
    today = ctx.now().astimezone(UTC).date()
    flow = cash_flow(ctx, months=12)
    review = list_transactions(ctx, TransactionFilters(category="none", limit=REVIEW_ROWS))
    monthly = get_profile(ctx).bas_period == "monthly"
    if monthly:
        bas = bas_report(ctx, month_label=f"{today.year:04d}-{today.month:02d}")
        due = monthly_bas_due_date(bas.period_end)
    else:
        bas = bas_report(ctx, quarter_label=f"{today.year}Q{(today.month - 1) // 3 + 1}")
        due = bas_due_date(bas.period_end)
    return Overview(
        this_month=flow.months[-1],
        spending=spending_breakdown(ctx, by="category", limit=8),
        cash_flow=flow,
        upcoming_bills=list_bills(ctx, upcoming_days=UPCOMING_DAYS),
        overdue_bills=list_bills(ctx, overdue=True),
        uncategorised=review.transactions,
        uncategorised_total=review.pagination.total,
        bas=bas,
        bas_due=due,
        bas_period="monthly" if monthly else "quarterly",
    )
