"""Analytics: spending breakdowns, cash flow, trends, top merchants, largest, recurring, savings rate.

Every figure carries a ``selector``; ``POST /api/analytics/transactions`` lists the transactions behind it.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from pydantic import Field

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
from finkit.core.analytics.selectors import transactions_behind
from finkit.core.analytics.service import (
    cash_flow,
    largest_transactions,
    recurring_spending,
    savings_rate,
    spending_breakdown,
    top_merchants,
    trends,
)
from finkit.core.context import AccountContext
from finkit.core.periods.account import period_dates
from finkit.core.schemas import MAX_PAGE, MAX_PAGE_SIZE, MONTH_PATTERN, InputSchema, Num, Pagination
from finkit.core.transactions.schemas import TransactionRead
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="analytics")


def _month(description: str = "A month YYYY-MM (default: this month).") -> Any:
    return Field(default=None, max_length=10, pattern=MONTH_PATTERN, description=description)


class PeriodQuery(InputSchema):
    month: str | None = _month()
    from_date: dt.date | None = Field(default=None, description="Inclusive start, instead of month.")
    to_date: dt.date | None = Field(default=None, description="Inclusive end, with fromDate.")
    period: str | None = Field(
        default=None,
        max_length=100,
        description='Words such as "last quarter", "Q3 FY2026", "since July", instead of month/fromDate/toDate.',
    )

    def dates(self, ctx: AccountContext) -> tuple[dt.date | None, dt.date | None]:
        """``fromDate``/``toDate``, read from ``period`` when it is given."""
        return period_dates(
            ctx, period=self.period, from_date=self.from_date, to_date=self.to_date, month=self.month
        )


class SpendingQuery(PeriodQuery):
    by: GroupBy = "category"
    flow: Flow = Field(default="spending", description="spending (money out) or income (money in).")
    limit: int | None = Field(default=None, ge=1, le=MAX_PAGE_SIZE, description="Only the largest N rows.")
    include_transfers: bool = False
    min_amount: Num | None = Field(
        default=None, ge=0, description="Only rows whose absolute amount is at least this (inclusive)."
    )
    max_amount: Num | None = Field(
        default=None, ge=0, description="Only rows whose absolute amount is at most this (inclusive)."
    )


class TopMerchantsQuery(PeriodQuery):
    months: int | None = Field(
        default=None, ge=1, le=120, description="Months back including this one (default 12, without month)."
    )
    limit: int = Field(default=10, ge=1, le=MAX_PAGE_SIZE)


class LargestQuery(PeriodQuery):
    flow: Flow = "spending"
    limit: int = Field(default=10, ge=1, le=MAX_PAGE_SIZE)


class MonthsQuery(InputSchema):
    months: int = Field(default=12, ge=1, le=120, description="How many months, ending with toMonth.")
    to_month: str | None = _month("The last month YYYY-MM (default: this month).")


class CashFlowQuery(InputSchema):
    months: int | None = Field(
        default=None, ge=1, le=120, description="How many months, ending with toMonth (default 12)."
    )
    to_month: str | None = _month("The last month YYYY-MM (default: this month).")
    period: str | None = Field(
        default=None,
        max_length=100,
        description='Whole months in words, instead of months/toMonth: "last FY", "2026Q3", "this year".',
    )
    include_transfers: bool = False


class RecurringQuery(MonthsQuery):
    months: int = Field(default=6, ge=1, le=120, description="How many months, ending with toMonth.")


class TrendsQuery(InputSchema):
    month: str | None = _month()
    flow: Flow = "spending"


class SelectorRequest(InputSchema):
    selector: TransactionSelector = Field(description="A figure's selector, as returned with it.")
    page: int = Field(default=1, ge=1, le=MAX_PAGE)
    limit: int = Field(default=50, ge=1, le=MAX_PAGE_SIZE)
    cursor: str | None = Field(
        default=None,
        description="Continue after the last page: the nextCursor it returned (instead of page).",
    )


class BreakdownEnvelope(Envelope):
    data: Breakdown


class CashFlowEnvelope(Envelope):
    data: CashFlow


class TrendsEnvelope(Envelope):
    data: Trends


class LargestEnvelope(Envelope):
    data: LargestTransactions


class RecurringEnvelope(Envelope):
    data: RecurringReport


class SavingsRateEnvelope(Envelope):
    data: SavingsRate


class SelectedTransactions(Envelope):
    transactions: list[TransactionRead]
    pagination: Pagination
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )


@routes.get(
    "/api/analytics/spending",
    query=SpendingQuery,
    response=BreakdownEnvelope,
    summary="Spending (or income) of a period by category, merchant or month",
)
def spending(call: Call) -> BreakdownEnvelope:
    """Period: ``month`` (default this month) or ``fromDate`` + ``toDate``. Transfers are left out unless
    ``includeTransfers``; only the account currency is counted (``otherCurrencyCount`` says what was not)."""
    q: SpendingQuery = call.query
    result = spending_breakdown(
        call.ctx,
        by=q.by,
        flow=q.flow,
        month=q.month,
        from_date=q.dates(call.ctx)[0],
        to_date=q.dates(call.ctx)[1],
        limit=q.limit,
        include_transfers=q.include_transfers,
        min_amount=q.min_amount,
        max_amount=q.max_amount,
    )
    return BreakdownEnvelope(data=result)


@routes.get(
    "/api/analytics/cashflow",
    query=CashFlowQuery,
    response=CashFlowEnvelope,
    summary="Money in, money out and net per month",
)
def cashflow(call: Call) -> CashFlowEnvelope:
    q: CashFlowQuery = call.query
    result = cash_flow(
        call.ctx,
        months=q.months,
        end_month=q.to_month,
        period=q.period,
        include_transfers=q.include_transfers,
    )
    return CashFlowEnvelope(data=result)


@routes.get(
    "/api/analytics/trends",
    query=TrendsQuery,
    response=TrendsEnvelope,
    summary="Per category: a month against the 3 before it and the same month last year",
)
def trends_(call: Call) -> TrendsEnvelope:
    q: TrendsQuery = call.query
    return TrendsEnvelope(data=trends(call.ctx, month=q.month, flow=q.flow))


@routes.get(
    "/api/analytics/top-merchants",
    query=TopMerchantsQuery,
    response=BreakdownEnvelope,
    summary="The merchants you spent most with",
)
def top_merchants_(call: Call) -> BreakdownEnvelope:
    """Default period: the last ``months`` (12) months including this one; or ``month``/``fromDate``+``toDate``."""
    q: TopMerchantsQuery = call.query
    result = top_merchants(
        call.ctx,
        month=q.month,
        from_date=q.dates(call.ctx)[0],
        to_date=q.dates(call.ctx)[1],
        months=q.months,
        limit=q.limit,
    )
    return BreakdownEnvelope(data=result)


@routes.get(
    "/api/analytics/largest",
    query=LargestQuery,
    response=LargestEnvelope,
    summary="The largest debits (or credits) of a period",
)
def largest(call: Call) -> LargestEnvelope:
    q: LargestQuery = call.query
    result = largest_transactions(
        call.ctx,
        flow=q.flow,
        month=q.month,
        from_date=q.dates(call.ctx)[0],
        to_date=q.dates(call.ctx)[1],
        limit=q.limit,
    )
    return LargestEnvelope(data=result)


@routes.get(
    "/api/analytics/recurring",
    query=RecurringQuery,
    response=RecurringEnvelope,
    summary="Spending split into recurring series and one-off spending",
)
def recurring(call: Call) -> RecurringEnvelope:
    q: RecurringQuery = call.query
    return RecurringEnvelope(data=recurring_spending(call.ctx, months=q.months, end_month=q.to_month))


@routes.get(
    "/api/analytics/savings-rate",
    query=MonthsQuery,
    response=SavingsRateEnvelope,
    summary="Income, spending, saved and the savings rate per month",
)
def savings(call: Call) -> SavingsRateEnvelope:
    q: MonthsQuery = call.query
    return SavingsRateEnvelope(data=savings_rate(call.ctx, months=q.months, end_month=q.to_month))


@routes.post(
    "/api/analytics/transactions",
    body=SelectorRequest,
    response=SelectedTransactions,
    summary="The transactions behind a figure (pass its selector)",
)
def behind(call: Call) -> SelectedTransactions:
    body: SelectorRequest = call.body
    page = transactions_behind(call.ctx, body.selector, page=body.page, limit=body.limit, cursor=body.cursor)
    return SelectedTransactions(
        transactions=page.transactions, pagination=page.pagination, next_cursor=page.next_cursor
    )
