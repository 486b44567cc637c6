"""Analytics tools: where the money went, cash flow, trends, savings and a month's summary.

Every figure carries a ``selector``; analytics_transactions_behind lists the transactions behind it.
"""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import Field

from finkit.core.analytics import selectors
from finkit.core.analytics import service as analytics
from finkit.core.analytics.schemas import (
    Breakdown,
    CashFlow,
    Flow,
    GroupBy,
    LargestTransactions,
    RecurringReport,
    SavingsRate,
    TransactionSelector,
    Trends,
)
from finkit.core.analytics.summary import MonthlySummary, monthly_summary
from finkit.core.context import AccountContext
from finkit.core.schemas import Num
from finkit.core.transactions.schemas import GstTreatmentName, TransactionPage
from finkit.tools.registry import ToolInput, tool

FIGURES = (
    "Account currency only; spending and income positive; no transfers. Pass a figure's selector to "
    "analytics_transactions_behind for its rows."
)
MONTH = "A month as YYYY-MM (default: the current month)."


CategoryKind = Literal["income", "expense", "transfer"]


class PeriodInput(ToolInput):
    month: str | None = Field(default=None, description=f"{MONTH} Or give fromDate/toDate.")
    from_date: dt.date | None = Field(default=None, description="First day of the period (inclusive).")
    to_date: dt.date | None = Field(default=None, description="Last day of the period (inclusive).")
    period: str | None = Field(default=None, description="e.g. 'last quarter'")


class SpendingInput(PeriodInput):
    by: GroupBy = Field(default="category", description="Group by category, merchant or month.")
    flow: Flow = Field(default="spending", description="spending (money out) or income (money in).")
    limit: int | None = Field(default=None, ge=1, le=200, description="Only the largest N groups.")
    include_transfers: bool = Field(
        default=False, description="Count transfers between own accounts too (normally left out)."
    )
    category_ids: list[str] | None = Field(
        default=None, max_length=200, description="Only these categories (ids from categories_list)."
    )
    category_kinds: list[CategoryKind] | None = Field(
        default=None,
        description="Only categories of these kinds. Earnings as the books count them: flow income with "
        "['income'] (tax refunds, transfers and people paying you back are then left out).",
    )
    text: str | None = Field(
        default=None, max_length=100, description="Only rows whose bank description contains this text."
    )
    net_of_refunds: bool = Field(
        default=False,
        description="Money the other way on the same categories is taken off (spending: store refunds, "
        "rebates; income: refunds paid to customers); the amount is returned as refunds, and count is the "
        "purchases (or the payments in).",
    )
    gst_treatments: list[GstTreatmentName] | None = Field(
        default=None,
        description="Only rows with these GST treatments: money in from overseas clients is ['export'] "
        "(GST-free exports, BAS G2).",
    )
    exclude_gst_treatments: list[GstTreatmentName] | None = Field(
        default=None,
        description="Rows with these GST treatments left out (rows without one are kept): money in from "
        "Australian clients is excludeGstTreatments ['export'].",
    )
    min_amount: Num | None = Field(default=None, ge=0)
    max_amount: Num | None = Field(default=None, ge=0)
    exclude_category_ids: list[str] | None = None
    exclude_merchants: list[str] | None = None


class CashFlowInput(ToolInput):
    months: int | None = Field(default=None, ge=1, le=120, description="How many months.")
    end_month: str | None = Field(default=None, description=f"The last month shown. {MONTH}")
    period: str | None = Field(default=None, description="e.g. 'last FY'")
    include_transfers: bool = Field(default=False, description="Count transfers too.")


class TrendsInput(ToolInput):
    month: str | None = Field(default=None, description=MONTH)
    flow: Flow = Field(default="spending", description="spending or income.")


class TopMerchantsInput(PeriodInput):
    months: int | None = Field(
        default=None, ge=1, le=120, description="The last N months including this one (default 12)."
    )
    limit: int = Field(default=10, ge=1, le=200, description="How many merchants.")


class LargestInput(PeriodInput):
    flow: Flow = Field(default="spending", description="spending (largest debits) or income (credits).")
    limit: int = Field(default=10, ge=1, le=200, description="How many transactions.")


class RecurringInput(ToolInput):
    months: int = Field(default=6, ge=1, le=36, description="How many months to look at.")
    end_month: str | None = Field(default=None, description=f"The last month. {MONTH}")


class SavingsInput(ToolInput):
    months: int = Field(default=1, ge=1, le=120, description="How many months.")
    end_month: str | None = Field(default=None, description=f"The last month. {MONTH}")


class SummaryInput(ToolInput):
    month: str | None = Field(default=None, description=MONTH)


class BehindInput(ToolInput):
    selector: TransactionSelector = Field(description="A figure's selector, copied from an analytics result.")
    page: int = Field(default=1, ge=1)
    limit: int = Field(default=50, ge=1, le=200)
    cursor: str | None = Field(
        default=None,
        description="Continue after the last page: the nextCursor it returned (instead of page).",
    )


@tool(
    "analytics_spending",
    title="Spending by category or merchant",
    read_only=True,
    input_model=SpendingInput,
    output_model=Breakdown,
    description=f"Spending (or income) in a period grouped by category, merchant or month, largest first, "
    f"with each group's amount, count and share of the total (percent). {FIGURES}",
)
def spending(ctx: AccountContext, args: SpendingInput) -> Breakdown:
    return analytics.spending_breakdown(
        ctx,
        by=args.by,
        flow=args.flow,
        period=args.period,
        month=args.month,
        from_date=args.from_date,
        to_date=args.to_date,
        limit=args.limit,
        include_transfers=args.include_transfers,
        category_ids=args.category_ids,
        category_kinds=list(args.category_kinds) if args.category_kinds is not None else None,
        text=args.text,
        net_of_refunds=args.net_of_refunds,
        gst_treatments=list(args.gst_treatments) if args.gst_treatments is not None else None,
        exclude_gst_treatments=list(args.exclude_gst_treatments or []),
        min_amount=args.min_amount,
        max_amount=args.max_amount,
        exclude_category_ids=list(args.exclude_category_ids or []),
        exclude_merchants=list(args.exclude_merchants or []),
    )


@tool(
    "analytics_cash_flow",
    title="Cash flow by month",
    read_only=True,
    input_model=CashFlowInput,
    output_model=CashFlow,
    description=f"Money in, money out (positive) and net per month over the last N months, with totals and "
    f"the average net. {FIGURES}",
)
def cash_flow(ctx: AccountContext, args: CashFlowInput) -> CashFlow:
    return analytics.cash_flow(
        ctx,
        months=args.months,
        end_month=args.end_month,
        period=args.period,
        include_transfers=args.include_transfers,
    )


@tool(
    "analytics_trends",
    title="Spending trends",
    read_only=True,
    input_model=TrendsInput,
    output_model=Trends,
    description=f"Per category: this month against the average of the three months before and against the "
    f"same month last year (changes in percent), with a 13-month history. {FIGURES}",
)
def trends(ctx: AccountContext, args: TrendsInput) -> Trends:
    return analytics.trends(ctx, month=args.month, flow=args.flow)


@tool(
    "analytics_top_merchants",
    title="Top merchants",
    read_only=True,
    input_model=TopMerchantsInput,
    output_model=Breakdown,
    description=f"The merchants the account holder spent most with, largest first (default: the last 12 "
    f"months; or a month, a date range or the last N months). {FIGURES}",
)
def top_merchants(ctx: AccountContext, args: TopMerchantsInput) -> Breakdown:
    return analytics.top_merchants(
        ctx,
        period=args.period,
        month=args.month,
        from_date=args.from_date,
        to_date=args.to_date,
        months=args.months,
        limit=args.limit,
    )


@tool(
    "analytics_largest_transactions",
    title="Largest transactions",
    read_only=True,
    input_model=LargestInput,
    output_model=LargestTransactions,
    description=f"The largest debits (or credits) of a period, largest first, transfers excluded. Here each "
    f"transaction's amount keeps its sign (negative is money out). {FIGURES}",
)
def largest(ctx: AccountContext, args: LargestInput) -> LargestTransactions:
    return analytics.largest_transactions(
        ctx,
        flow=args.flow,
        period=args.period,
        month=args.month,
        from_date=args.from_date,
        to_date=args.to_date,
        limit=args.limit,
    )


@tool(
    "analytics_recurring",
    title="Recurring vs one-off spending",
    read_only=True,
    input_model=RecurringInput,
    output_model=RecurringReport,
    description=f"Split the last N months' spending into recurring series (subscriptions, bills: each with "
    f"occurrences, typical amount and total) and one-off spending, with the recurring share in percent. "
    f"{FIGURES}",
)
def recurring(ctx: AccountContext, args: RecurringInput) -> RecurringReport:
    return analytics.recurring_spending(ctx, months=args.months, end_month=args.end_month)


@tool(
    "analytics_savings_rate",
    title="Savings rate",
    read_only=True,
    input_model=SavingsInput,
    output_model=SavingsRate,
    description=f"Income, spending, saved (income − spending) and the savings rate (saved ÷ income, in "
    f"percent; null without income), per month and over the period. {FIGURES}",
)
def savings(ctx: AccountContext, args: SavingsInput) -> SavingsRate:
    return analytics.savings_rate(ctx, months=args.months, end_month=args.end_month)


@tool(
    "analytics_monthly_summary",
    title="A month's summary",
    read_only=True,
    input_model=SummaryInput,
    output_model=MonthlySummary,
    description=f"One month at a glance: income, spending, saved and savings rate, uncategorised spending, "
    f"the top 5 categories and merchants and the 5 largest payments (signed amounts). Start a monthly review here. {FIGURES}",
)
def summary(ctx: AccountContext, args: SummaryInput) -> MonthlySummary:
    return monthly_summary(ctx, month=args.month)


@tool(
    "analytics_transactions_behind",
    title="Transactions behind a figure",
    read_only=True,
    input_model=BehindInput,
    output_model=TransactionPage,
    description="List the transactions a figure of another analytics tool is made of: pass that figure's "
    "selector unchanged. Newest first, paged (limit ≤ 200; pass the result's nextCursor as cursor, "
    "instead of page, for the next page). Amounts are signed: negative is money out.",
)
def behind(ctx: AccountContext, args: BehindInput) -> TransactionPage:
    return selectors.transactions_behind(
        ctx, args.selector, page=args.page, limit=args.limit, cursor=args.cursor
    )
