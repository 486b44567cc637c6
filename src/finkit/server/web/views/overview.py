"""The overview: this month, the accounts with their balances and net worth at each month end,
spending by category over a chosen period, cash flow over a chosen span (income against expenses by
month), category trends, bills, the review list and the BAS."""

from __future__ import annotations

from pydantic import Field
from starlette.responses import Response

from finkit.core.analytics.overview import OVERVIEW_MONTHS, OVERVIEW_PERIODS, overview
from finkit.core.bank_accounts.balances import balances_report
from finkit.core.bank_accounts.service import list_bank_accounts
from finkit.core.schemas import InputSchema
from finkit.server.web.charts import WIDE, balance_chart, cash_flow_chart, hbar_chart, sparkline
from finkit.server.web.pages import Page, PageRoutes

routes = PageRoutes()


class OverviewQuery(InputSchema):
    period: str = Field(default="this month", max_length=40)
    months: int = Field(default=12)


@routes.get("/")
def overview_page(page: Page) -> Response:
    query = page.query(OverviewQuery)
    data = overview(page.ctx, period=query.period, months=query.months)
    spending = hbar_chart(
        [
            (
                row.label,
                row.amount,
                f"/transactions?category={row.key}&fromDate={data.spending.from_date}"
                f"&toDate={data.spending.to_date}&type=debit",
            )
            for row in data.spending.rows
        ]
    )
    flow = cash_flow_chart([(m.month, m.money_in, m.money_out, m.net) for m in data.cash_flow.months])
    trend_lines = {row.key: sparkline(row.history) for row in data.trends.rows}
    accounts = list_bank_accounts(page.ctx).accounts  # closed ones are skipped by the page
    worth = balances_report(page.ctx)
    return page.render(
        "overview.html",
        data=data,
        spending_chart=spending,
        flow_chart=flow,
        trend_lines=trend_lines,
        periods=OVERVIEW_PERIODS,
        spans=OVERVIEW_MONTHS,
        months=query.months,
        accounts=accounts,
        worth=worth,
        worth_chart=balance_chart([(m.month, m.total) for m in worth.months], width=WIDE),
        worth_chart_narrow=balance_chart([(m.month, m.total) for m in worth.months]),
    )
