"""Tax reports: the financial year's tax summary (``summary``) and the GST/BAS report (``bas``), and
their CSV forms. Both read what the write pipeline stored (category, isTaxDeductible,
businessUsePercentage, gstAmount) and the account's tax profile. Cash basis only. See docs/tax.md.
"""

from __future__ import annotations

from finkit.core.csv_export import csv_text
from finkit.core.money import money_text
from finkit.core.tax.bas import BasReport, ExcludedRow, WorksheetLine, bas_report
from finkit.core.tax.evidence import DocumentItem
from finkit.core.tax.summary import IncomeLine, LabelTotal, ReportLine, TaxSummary, tax_summary

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
    """One row per income line, per deduction transaction and per total; money in minor units (plain
    numbers, kept numeric); text cells made safe for spreadsheets by ``csv_text``."""
    cur = summary.currency
    rows: list[list[object]] = []
    rows.append(
        ["section", "label", "name", "transactionId", "date", "description", "amount", "deductibleAmount",
         "gstAmount"]
    )  # fmt: skip
    for income in summary.income:
        rows.append(["income", income.label, income.name, "", "", "", money_text(income.amount, cur), "",
                         money_text(income.gst, cur)])  # fmt: skip
    for total in summary.deductions:
        for line in total.transactions:
            rows.append(
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
        home = summary.home_office
        if home is not None and home.label == total.label:  # the claim inside this label's total
            rows.append(["home_office", total.label, home.name, "", "", f"{home.hours.normalize():f} hours",
                         "", money_text(home.amount, cur), ""])  # fmt: skip
        stock = summary.trading_stock
        if stock is not None and total.label == "P8-cost-of-sales":  # stock's change inside cost of sales
            rows.append(["trading_stock", total.label, "Opening stock", "", "", "", "",
                         money_text(stock.opening_stock, cur), ""])  # fmt: skip
            rows.append(["trading_stock", total.label, f"Closing stock ({stock.closing_stock_code})", "", "", "",
                         "", money_text(-stock.closing_stock, cur), ""])  # fmt: skip
        owed = summary.accruals
        if owed is not None and total.label == owed.expense_label and owed.expense_adjustment:
            rows.append(["accruals", total.label, "Change in payables (closing - opening)", "", "", "", "",
                         money_text(owed.expense_adjustment, cur), ""])  # fmt: skip
        rows.append(
            ["deduction_total", total.label, total.name, "", "", "", "", money_text(total.amount, cur), ""]
        )
    rows.append(["total", "", "income", "", "", "", money_text(summary.income_total, cur), "", ""])
    rows.append(["total", "", "deductions", "", "", "", "", money_text(summary.total_deductions, cur), ""])
    rows.append(["total", "", "gst_claimable", "", "", "", "", "", money_text(summary.gst_claimable, cur)])
    return csv_text(rows)


def bas_csv(report: BasReport) -> str:
    """The BAS worksheet, the 1A/1B fields and the excluded rows; cells made safe by ``csv_text``."""
    cur = report.currency
    rows: list[list[object]] = []
    rows.append(["label", "description", "amount", "formula"])
    for line in report.worksheet:
        rows.append([line.label, line.description, money_text(line.amount, cur), line.formula or ""])
    rows.append(["1A", "GST on sales", money_text(report.fields["1A"], cur), "G9"])
    rows.append(["1B", "GST on purchases", money_text(report.fields["1B"], cur), "G20"])
    if "W1" in report.fields:
        rows.append(
            ["W1", "Total salary, wages and other payments", money_text(report.fields["W1"], cur), ""]
        )
        rows.append(["W2", "Amounts withheld from payments at W1", money_text(report.fields["W2"], cur), ""])
    for row in report.excluded:
        rows.append(
            [
                "excluded",
                f"{row.date} {row.description}: {row.detail}",
                money_text(row.amount, cur),
                row.reason,
            ]
        )
    return csv_text(rows)
