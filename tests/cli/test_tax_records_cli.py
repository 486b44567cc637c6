"""``finkit tax home-office``, ``finkit profile business-use`` and the ``super`` tax category through
Typer's CliRunner (issue 26)."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

Cli = Callable[..., Any]


def test_home_office_hours_per_year_show_in_report_tax(cli: Cli, tmp_path: Path) -> None:
    cli("profile", "set", "--entity-type", "sole_trader", "--country", "AU")
    empty = cli("tax", "home-office", "--fy", "2026")
    assert empty.exit_code == 0 and "No hours worked from home recorded for FY2026" in empty.stdout
    result = cli("tax", "home-office", "--fy", "2026", "--hours", "1400", "--json")
    assert result.exit_code == 0, result.output
    record = result.json()["homeOffice"]
    assert (Decimal(str(record["ratePerHour"])), Decimal(str(record["claim"]))) == (
        Decimal("0.7"),
        Decimal("980"),
    )
    shown = cli("tax", "home-office", "--fy", "2026")
    assert "1400 hours × 0.70 = 980.00" in shown.stdout
    cli("tx", "add", "--date", "2025-07-21", "--category", "Phone & Internet", "--", "-89.00", "TELSTRA")
    report = cli("report", "tax", "--fy", "2026")
    assert report.exit_code == 0, report.output
    assert "Covered by the fixed rate: 1 rows, $89.00" in " ".join(report.stdout.split())
    cli("report", "tax", "--fy", "2026", "--csv", str(tmp_path / "fy2026.csv"))
    csv_rows = (tmp_path / "fy2026.csv").read_text(encoding="utf-8")
    home_rows = [row for row in csv.reader(io.StringIO(csv_rows)) if row[0] == "home_office"]
    assert [(r[1], r[5], r[7]) for r in home_rows] == [("P8-other", "1400 hours", "980.00")]
    refused = cli("tax", "home-office", "--fy", "2026", "--hours", "-3")
    assert refused.exit_code != 0 and "hours" in refused.output


def test_business_use_per_category_and_merchant(cli: Cli) -> None:
    result = cli("profile", "business-use", "Phone & Internet", "60", "--json")
    assert result.exit_code == 0, result.output
    assert result.json()["businessUseShares"] == {"Phone & Internet": 60}
    merchant = cli("profile", "business-use", "--merchant", "Aussie Broadband", "50", "--json")
    assert merchant.json()["merchantBusinessUseShares"] == {"Aussie Broadband": 50}
    added = cli("tx", "add", "--date", "2025-07-14", "--category", "Phone & Internet", "--json", "--",
                "-99.00", "DIRECT DEBIT AUSSIE BROADBAND 983250")  # fmt: skip
    assert added.json()["transaction"]["businessUsePercentage"] == 50
    unknown = cli("profile", "business-use", "Phone and Internet", "60")
    assert unknown.exit_code != 0 and "category" in unknown.output
    missing = cli("profile", "business-use", "Phone & Internet")
    assert missing.exit_code != 0


def test_super_is_a_tax_category_and_lands_at_d12(cli: Cli) -> None:
    made = cli("categories", "add", "Super (personal)", "--deductible", "--tax-category", "super")
    assert made.exit_code == 0, made.output
    cli(
        "tx",
        "add",
        "--date",
        "2025-12-17",
        "--category",
        "Super (personal)",
        "--",
        "-2500.00",
        "BPAY AUSTRALIANSUPER",
    )
    summary = cli("report", "tax", "--fy", "2026", "--json").json()
    assert [(d["label"], d["amount"]) for d in summary["deductions"]] == [("D12", 2500)]


def test_the_small_business_pool_opening_balance_per_year_shows_in_report_tax(cli: Cli) -> None:
    cli("profile", "set", "--entity-type", "sole_trader", "--country", "AU")
    empty = cli("tax", "pool", "--fy", "2026")
    assert (
        empty.exit_code == 0 and "No small business pool opening balance recorded for FY2026" in empty.stdout
    )
    result = cli("tax", "pool", "--fy", "2026", "--opening-balance", "24880.00", "--json")
    assert result.exit_code == 0, result.output
    assert Decimal(str(result.json()["pool"]["openingDeduction"])) == Decimal("7464")
    shown = cli("tax", "pool", "--fy", "2026")
    assert "24880.00 × 30 % = 7464.00" in " ".join(shown.stdout.split())
    report = cli("report", "tax", "--fy", "2026")
    assert report.exit_code == 0, report.output
    assert "Small business pool: opening balance $24,880.00" in " ".join(report.stdout.split())
    refused = cli("tax", "pool", "--fy", "2026", "--opening-balance", "-1")
    assert refused.exit_code != 0 and "openingBalance" in refused.output


def test_trading_stock_per_year_shows_in_report_tax(cli: Cli, tmp_path: Path) -> None:
    """Round 23: the retailer's stock at 30 June (opening 41,380.00, closing 53,934.99 at cost) takes cost of
    sales from her purchases to opening + purchases - closing."""
    cli("profile", "set", "--entity-type", "sole_trader", "--country", "AU")
    cli(
        "tx",
        "add",
        "--date",
        "2025-09-01",
        "--category",
        "Materials & Stock",
        "--",
        "-93124.60",
        "WISE HOI AN",
    )
    empty = cli("tax", "stock", "--fy", "2026")
    assert empty.exit_code == 0 and "No trading stock recorded for FY2026" in empty.stdout
    result = cli("tax", "stock", "--fy", "2026", "--opening", "41380.00", "--closing", "53934.99", "--json")
    assert result.exit_code == 0, result.output
    record = result.json()["stock"]
    assert (Decimal(str(record["change"])), record["closingStockCode"]) == (Decimal("12554.99"), "C")
    shown = " ".join(cli("tax", "stock", "--fy", "2026").stdout.split())
    assert "opening 41380.00, closing 53934.99 at cost (code C)" in shown and "rise of 12554.99" in shown
    report = cli("report", "tax", "--fy", "2026", "--json").json()
    assert {d["label"]: d["amount"] for d in report["deductions"]}["P8-cost-of-sales"] == 80569.61
    text = " ".join(cli("report", "tax", "--fy", "2026").stdout.split())
    assert "= cost of sales $80,569.61 at P8" in text
    cli("report", "tax", "--fy", "2026", "--csv", str(tmp_path / "fy2026.csv"))
    rows = list(csv.reader(io.StringIO((tmp_path / "fy2026.csv").read_text(encoding="utf-8"))))
    assert [(r[2], r[7]) for r in rows if r[0] == "trading_stock"] == [
        ("Opening stock", "41380.00"),
        ("Closing stock (C)", "-53934.99"),
    ]
    simplified = cli(
        "tax", "stock", "--fy", "2026", "--opening", "41380", "--closing", "53934.99", "--simplified"
    )
    assert simplified.exit_code != 0 and "simplified" in simplified.output
    wrong_method = cli("tax", "stock", "--fy", "2026", "--opening", "1", "--closing", "1", "--method", "lifo")
    assert wrong_method.exit_code != 0 and "valuationMethod" in wrong_method.output
    negative = cli("tax", "stock", "--fy", "2026", "--opening", "1", "--closing", "-1")
    assert negative.exit_code != 0 and "closingStock" in negative.output


def test_earnings_basis_accruals_per_year_show_in_report_tax(cli: Cli, tmp_path: Path) -> None:
    """Round 23: the retailer's platform sales made but not paid out (4,102.09 -> 3,357.09) and the fees on them
    (121.37 -> 98.62) adjust P8 income by -745.00 and P8-other by -22.75."""
    cli("profile", "set", "--entity-type", "sole_trader", "--country", "AU")
    cli("tx", "add", "--date", "2025-09-01", "--category", "Sales Income", "--", "10000.00", "SHOPIFY PAYOUT")
    empty = cli("tax", "accruals", "--fy", "2026")
    assert empty.exit_code == 0 and "No earnings-basis figures recorded for FY2026" in empty.stdout
    result = cli(
        "tax", "accruals", "--fy", "2026", "--receivable-opening", "4102.09", "--receivable-closing", "3357.09",
        "--payable-opening", "121.37", "--payable-closing", "98.62", "--json",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    record = result.json()["accruals"]
    assert (Decimal(str(record["incomeAdjustment"])), Decimal(str(record["expenseAdjustment"]))) == (
        Decimal("-745.00"),
        Decimal("-22.75"),
    )
    shown = " ".join(cli("tax", "accruals", "--fy", "2026").stdout.split())
    assert (
        "receivables 4102.09 -> 3357.09 (P8 business income -745.00)" in shown and "P8-other -22.75" in shown
    )
    report = cli("report", "tax", "--fy", "2026", "--json").json()
    assert report["businessIncome"] == 9255.0
    assert {d["label"]: d["amount"] for d in report["deductions"]}["P8-other"] == -22.75
    text = " ".join(cli("report", "tax", "--fy", "2026").stdout.split())
    assert "Earnings basis" in text and "= $9,255.00" in text
    cli("report", "tax", "--fy", "2026", "--csv", str(tmp_path / "fy2026.csv"))
    rows = list(csv.reader(io.StringIO((tmp_path / "fy2026.csv").read_text(encoding="utf-8"))))
    assert [(r[1], r[7]) for r in rows if r[0] == "accruals"] == [("P8-other", "-22.75")]
    wrong_label = cli(
        "tax", "accruals", "--fy", "2026", "--receivable-opening", "1", "--receivable-closing", "1",
        "--payable-label", "D5",
    )  # fmt: skip
    assert wrong_label.exit_code != 0 and "payableLabel" in wrong_label.output
    negative = cli(
        "tax", "accruals", "--fy", "2026", "--receivable-opening", "1", "--receivable-closing", "-1"
    )
    assert negative.exit_code != 0 and "receivableClosing" in negative.output
