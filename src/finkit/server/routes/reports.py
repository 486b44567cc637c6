"""Tax and BAS reports: JSON by default, ``?format=csv`` for a CSV download."""

from __future__ import annotations

from typing import Literal

from pydantic import Field
from starlette.responses import Response

from finkit.core.schemas import MONTH_PATTERN, QUARTER_PATTERN, InputSchema
from finkit.core.tax.reports import BasReport, TaxSummary, bas_csv, bas_report, tax_summary, tax_summary_csv
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="reports")
ReportFormat = Literal["json", "csv"]


class TaxReportQuery(InputSchema):
    fy: int = Field(
        ge=1900,
        le=2200,
        description="Financial year by the year it ends in (AU: 2025 = 1 July 2024 – 30 June 2025).",
    )
    gst_registered: bool | None = Field(
        default=None, description="Override the profile's GST registration for this report."
    )
    entity_type: Literal["individual", "sole_trader", "partnership", "company"] | None = Field(
        default=None, description="Override the profile's entity type for this report."
    )
    format: ReportFormat = Field(default="json", description="csv: a text/csv download instead of JSON.")


class BasReportQuery(InputSchema):
    quarter: str | None = Field(
        default=None, max_length=10, pattern=QUARTER_PATTERN, description="Calendar quarter, e.g. 2026Q2."
    )
    fy: int | None = Field(default=None, ge=1900, le=2199, description="Financial year, with q: fy=2026&q=4.")
    q: int | None = Field(default=None, ge=1, le=4, description="Quarter of the financial year (1-4).")
    month: str | None = Field(
        default=None, max_length=10, pattern=MONTH_PATTERN, description="A month, e.g. 2025-08 (monthly BAS)."
    )
    format: ReportFormat = Field(default="json", description="csv: a text/csv download instead of JSON.")


class TaxReportEnvelope(Envelope):
    data: TaxSummary


class BasReportEnvelope(Envelope):
    data: BasReport


def csv_download(text: str, file_name: str) -> Response:
    return Response(
        text,
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{file_name}"'},
    )


@routes.get(
    "/api/reports/tax",
    query=TaxReportQuery,
    response=TaxReportEnvelope,
    produces=("text/csv",),
    summary="Tax summary of a financial year: income, deductions per label, GST",
)
def tax(call: Call) -> TaxReportEnvelope | Response:
    query: TaxReportQuery = call.query
    summary = tax_summary(
        call.ctx, fy=query.fy, gst_registered=query.gst_registered, entity_type=query.entity_type
    )
    if query.format == "csv":
        return csv_download(tax_summary_csv(summary), f"tax-summary-fy{query.fy}.csv")
    return TaxReportEnvelope(data=summary)


@routes.get(
    "/api/reports/bas",
    query=BasReportQuery,
    response=BasReportEnvelope,
    produces=("text/csv",),
    summary="BAS/GST figures for a quarter or a month (cash basis)",
)
def bas(call: Call) -> BasReportEnvelope | Response:
    """Give exactly one of ``quarter`` (2026Q2 = April–June 2026), ``fy`` with ``q`` (fy=2026&q=4, the same
    quarter) or ``month`` (2025-08). ``excluded`` lists the rows left out and why."""
    query: BasReportQuery = call.query
    report = bas_report(
        call.ctx, quarter_label=query.quarter, month_label=query.month, fy=query.fy, q=query.q
    )
    if query.format == "csv":
        return csv_download(bas_csv(report), f"bas-{report.period}.csv")
    return BasReportEnvelope(data=report)
