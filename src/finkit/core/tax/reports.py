"""Tax reports: the financial year's tax summary (``summary``) and the GST/BAS report (``bas``), and
their CSV forms. Both read what the write pipeline stored (category, isTaxDeductible,
businessUsePercentage, gstAmount) and the account's tax profile. Cash basis only. See docs/tax.md.
"""

from __future__ import annotations

import csv
import io

from finkit.core.money import money_text
from finkit.core.tax.bas import BasReport, ExcludedRow, WorksheetLine, bas_report
from finkit.core.tax.summary import DocumentItem, IncomeLine, LabelTotal, ReportLine, TaxSummary, tax_summary

__all__ = [
    "BasReport",
    "DocumentItem",
    "ExcludedRow",
    "IncomeLine",
    "LabelTotal",
    "ReportLine",
    "TaxSummary",
    "WorksheetLine",
    "bas_csv",
    "bas_report",
    "tax_summary",
    "tax_summary_csv",
]


def tax_summary_csv(summary: TaxSummary) -> str:
    """One row per income line, per deduction transaction and per total; money in minor units."""
    cur = summary.currency
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(
        ["section", "label", "name", "transactionId", "date", "description", "amount", "deductibleAmount",
         "gstAmount"]
    )  # fmt: skip
    for income in summary.income:
        writer.writerow(["income", income.label, income.name, "", "", "", money_text(income.amount, cur), "",
                         money_text(income.gst, cur)])  # fmt: skip
    for total in summary.deductions:
        for line in total.transactions:
            writer.writerow(
                [
                    "deduction",
                    total.label,
                    total.name,
                    line.transaction_id,
                    line.date.isoformat(),
                    line.description,
                    money_text(line.amount, cur),
                    money_text(line.deductible_amount, cur),
                    money_text(line.gst_amount, cur),
                ]
            )
        writer.writerow(
            ["deduction_total", total.label, total.name, "", "", "", "", money_text(total.amount, cur), ""]
        )
    writer.writerow(["total", "", "income", "", "", "", money_text(summary.income_total, cur), "", ""])
    writer.writerow(
        ["total", "", "deductions", "", "", "", "", money_text(summary.total_deductions, cur), ""]
    )
    writer.writerow(
        ["total", "", "gst_claimable", "", "", "", "", "", money_text(summary.gst_claimable, cur)]
    )
    return out.getvalue()


def bas_csv(report: BasReport) -> str:
    cur = report.currency
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["label", "description", "amount", "formula"])
    for line in report.worksheet:
        writer.writerow([line.label, line.description, money_text(line.amount, cur), line.formula or ""])
    writer.writerow(["1A", "GST on sales", money_text(report.fields["1A"], cur), "G9"])
    writer.writerow(["1B", "GST on purchases", money_text(report.fields["1B"], cur), "G20"])
    for row in report.excluded:
        writer.writerow(
            [
                "excluded",
                f"{row.date} {row.description}: {row.detail}",
                money_text(row.amount, cur),
                row.reason,
            ]
        )
    return out.getvalue()
