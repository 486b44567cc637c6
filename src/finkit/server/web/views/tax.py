"""Tax: the year's tax summary, BAS per quarter (or month) with the worksheet, CSV downloads."""

from __future__ import annotations

from pydantic import Field
from starlette.responses import Response

from finkit.core.analytics.overview import current_bas_period
from finkit.core.periods import account_financial_year
from finkit.core.schemas import InputSchema
from finkit.core.tax.periods import Period
from finkit.core.tax.reports import bas_csv, bas_report, tax_summary, tax_summary_csv
from finkit.server.web.pages import Page, PageRoutes

routes = PageRoutes()


class SummaryQuery(InputSchema):
    """Only the year: GST registration and entity come from the profile, exactly as REST's default
    (an override here once showed a registered trader figures with GST left in)."""

    fy: int | None = Field(default=None, ge=1900, le=2200)


class BasQuery(InputSchema):
    quarter: str | None = Field(default=None, max_length=10)
    month: str | None = Field(default=None, max_length=10)


def _quarters(period: Period) -> list[str]:
    """The calendar quarters (BAS periods) inside the financial year, for links."""
    labels = []
    year, month = period.start.year, period.start.month
    for _ in range(4):
        labels.append(f"{year}Q{(month - 1) // 3 + 1}")
        month += 3
        if month > 12:
            year, month = year + 1, month - 12
    return labels


def _csv(text: str, file_name: str) -> Response:
    return Response(
        text,
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{file_name}"'},
    )


@routes.get("/tax")
def tax_page(page: Page) -> Response:
    query = page.query(SummaryQuery)
    period = account_financial_year(page.ctx, query.fy)  # the profile's own year start
    fy = period.end.year  # a financial year is named by the year it ends in
    summary = tax_summary(page.ctx, fy=fy)
    return page.render("tax.html", summary=summary, fy=fy, quarters=_quarters(period))


@routes.get("/tax/summary.csv")
def tax_summary_download(page: Page) -> Response:
    query = page.query(SummaryQuery)
    fy = account_financial_year(page.ctx, query.fy).end.year
    summary = tax_summary(page.ctx, fy=fy)
    return _csv(tax_summary_csv(summary), f"tax-summary-fy{fy}.csv")


def _bas_query(page: Page) -> BasQuery:
    """The period asked for; none asked: the one today falls in, as the profile lodges (not a 400)."""
    query = page.query(BasQuery)
    if query.quarter or query.month:
        return query
    kind, label = current_bas_period(page.ctx)
    return BasQuery(quarter=label) if kind == "quarter" else BasQuery(month=label)


@routes.get("/tax/bas")
def bas_page(page: Page) -> Response:
    query = _bas_query(page)
    report = bas_report(page.ctx, quarter_label=query.quarter, month_label=query.month)
    return page.render("bas.html", report=report, query=query)


@routes.get("/tax/bas.csv")
def bas_download(page: Page) -> Response:
    query = _bas_query(page)
    report = bas_report(page.ctx, quarter_label=query.quarter, month_label=query.month)
    return _csv(bas_csv(report), f"bas-{report.period}.csv")
