"""The overview: this month, spending by category, 12 months of cash flow, bills, review list, BAS."""

from __future__ import annotations

from starlette.responses import Response

from finkit.core.analytics.overview import overview
from finkit.server.web.charts import cash_flow_chart, hbar_chart
from finkit.server.web.pages import Page, PageRoutes

routes = PageRoutes()


@routes.get("/")
def overview_page(page: Page) -> Response:
    data = overview(page.ctx)
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
    return page.render("overview.html", data=data, spending_chart=spending, flow_chart=flow)
