"""The dashboard's overview: one read-only call gathering what a person checks first.

It composes existing services (cash flow, spending breakdown, bills, the uncategorised list and the
running BAS) so the web page stays a thin view with one core call.
"""

from __future__ import annotations

from datetime import UTC, date
from typing import Literal

from pydantic import Field

from finkit.core.analytics.schemas import Breakdown, CashFlow, CashFlowMonth, Trends
from finkit.core.analytics.service import cash_flow, spending_breakdown, trends
from finkit.core.bills.schemas import BillRead
from finkit.core.bills.service import list_bills
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.profile.service import get_profile
from finkit.core.review.pending import pending_review
from finkit.core.review.schemas import PendingReview
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


#: The periods the overview's spending chart may show (period words ``report_days`` reads), in order.
OVERVIEW_PERIODS = (
    "this month",
    "last month",
    "this quarter",
    "last quarter",
    "this financial year",
    "last financial year",
    "last 12 months",
)
#: How many months the cash-flow chart may span.
OVERVIEW_MONTHS = (3, 6, 12, 24)


class Overview(Schema):
    this_month: CashFlowMonth
    period: str = Field(description="The spending chart's period, in words (one of OVERVIEW_PERIODS).")
    spending: Breakdown
    cash_flow: CashFlow
    trends: Trends = Field(description="Each category this month against its last months (category trend).")
    upcoming_bills: list[BillRead]
    overdue_bills: list[BillRead]
    uncategorised: list[TransactionRead]
    uncategorised_total: int
    review_waiting: PendingReview = Field(description="Rows (and their money) the review queue holds.")
    bas: BasReport
    bas_due: date
    bas_period: Literal["monthly", "quarterly"]
    transaction_count: int = Field(description="0: a new account, which the page greets with first steps.")
    profile_stored: bool = Field(description="False while the tax profile is still the country's defaults.")
    gst_registered: bool = Field(
        description="The profile's GST registration today: a person who is not registered lodges no GST "
        "labels, so pages show no running BAS for them."
    )


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


def current_bas_period(ctx: AccountContext) -> tuple[Literal["month", "quarter"], str]:
    """The BAS period that today falls in, as the profile lodges it: ``("month", "2026-08")`` for a
    monthly lodger, else ``("quarter", "2026Q3")`` (a calendar quarter, as the BAS report takes it)."""
    today = ctx.now().astimezone(UTC).date()
    if get_profile(ctx).bas_period == "monthly":
        return "month", f"{today.year:04d}-{today.month:02d}"
    return "quarter", f"{today.year}Q{(today.month - 1) // 3 + 1}"


def overview(ctx: AccountContext, *, period: str = "this month", months: int = 12) -> Overview:
    """This month's money in/out/net, spending by category over ``period`` (this month by default),
    ``months`` months of cash flow, category trends, bills due soon or overdue, rows waiting for a
    category and the running BAS for the current period: this month when the tax profile says the
    account lodges monthly, else this quarter."""
    if period not in OVERVIEW_PERIODS:
        raise ValidationError.for_field("period", f"must be one of: {', '.join(OVERVIEW_PERIODS)}")
    if months not in OVERVIEW_MONTHS:
        raise ValidationError.for_field("months", f"must be one of {', '.join(map(str, OVERVIEW_MONTHS))}")
    today = ctx.now().astimezone(UTC).date()
    flow = cash_flow(ctx, months=months)
    review = list_transactions(ctx, TransactionFilters(category="none", limit=REVIEW_ROWS))
    profile = get_profile(ctx)
    kind, label = current_bas_period(ctx)
    monthly = kind == "month"
    if monthly:
        bas = bas_report(ctx, month_label=label)
        due = monthly_bas_due_date(bas.period_end)
    else:
        bas = bas_report(ctx, quarter_label=label)
        due = bas_due_date(bas.period_end)
    return Overview(
        this_month=flow.months[-1],
        period=period,
        spending=spending_breakdown(ctx, by="category", period=period, limit=8),
        cash_flow=flow,
        trends=trends(ctx),
        upcoming_bills=list_bills(ctx, upcoming_days=UPCOMING_DAYS),
        overdue_bills=list_bills(ctx, overdue=True),
        uncategorised=review.transactions,
        uncategorised_total=review.pagination.total,
        review_waiting=pending_review(ctx, None, None),
        bas=bas,
        bas_due=due,
        bas_period="monthly" if monthly else "quarterly",
        transaction_count=list_transactions(ctx, TransactionFilters(limit=1)).pagination.total,
        profile_stored=profile.stored,
        gst_registered=profile.gst_registered_on(today),
    )
