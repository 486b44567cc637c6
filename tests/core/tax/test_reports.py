from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.tax.periods import financial_year, financial_year_of, month, quarter
from finkit.core.tax.reports import bas_csv, bas_report, tax_summary, tax_summary_csv
from finkit.core.usecases.categories import create_category
from finkit.core.usecases.profile import update_profile
from tests.core.tax.conftest import add


def test_periods() -> None:
    fy = financial_year(2025, "AU")
    assert (fy.start, fy.end) == (date(2024, 7, 1), date(2025, 6, 30))
    assert (financial_year(2025, "GB").start, financial_year(2025, "GB").end) == (
        date(2024, 4, 6),
        date(2025, 4, 5),
    )
    assert financial_year(2025, "NZ").end == date(2025, 3, 31)
    assert (financial_year(2025, "DE").start, financial_year(2025, "DE").end) == (
        date(2025, 1, 1),
        date(2025, 12, 31),
    )
    assert (
        financial_year_of(date(2025, 7, 1), "AU") == 2026
        and financial_year_of(date(2025, 6, 30), "AU") == 2025
    )
    q = quarter("2025Q3")
    assert (q.start, q.end) == (date(2025, 7, 1), date(2025, 9, 30))
    assert month("2024-02").end == date(2024, 2, 29)
    with pytest.raises(ValidationError):
        quarter("2025Q5")


def _bas_data(ctx: AccountContext) -> None:
    capital = create_category(
        ctx,
        data={"name": "Equipment", "taxCategory": "capital", "isTaxDeductible": True, "defaultGstRate": 10},
    )
    add(ctx, "2025-07-10", "Invoice 1", "1100.00", "Sales Income")
    add(ctx, "2025-08-01", "Export invoice", "500.00", "Sales Income", gstRate=0, tags=["export"])
    add(ctx, "2025-09-30", "Credit interest", "11.00", "Interest Income")
    add(ctx, "2025-08-15", "Salary", "3000.00", "Salary & Wages")
    add(ctx, "2025-07-20", "Xero", "-220.00", "Software & Subscriptions")
    add(ctx, "2025-08-20", "Laptop", "-2200.00", categoryId=capital.id)
    add(ctx, "2025-09-01", "Telstra", "-110.00", "Phone & Internet", businessUsePercentage=50)
    add(ctx, "2025-09-02", "Account fee", "-10.00", "Bank Fees")
    add(ctx, "2025-09-03", "Coles", "-50.00", "Groceries")
    add(ctx, "2025-10-01", "Invoice 2 (next quarter)", "1000.00", "Sales Income")


def test_bas_worksheet_arithmetic(ctx: AccountContext, other_ctx: AccountContext) -> None:
    _bas_data(ctx)
    add(other_ctx, "2025-07-10", "Someone else's sale", "9999.00", "Sales Income")
    report = bas_report(ctx, quarter_label="2025Q3")
    g = {line.label: line.amount for line in report.worksheet}
    assert (g["G1"], g["G2"], g["G3"], g["G4"], g["G5"], g["G6"], g["G9"]) == (
        1611,
        500,
        0,
        11,
        511,
        1100,
        100,
    )
    assert (g["G10"], g["G11"], g["G12"], g["G14"], g["G15"], g["G16"], g["G17"], g["G20"]) == (
        2200,
        340,
        2540,
        10,
        55,
        65,
        2475,
        225,
    )
    assert report.fields == {"G1": 1611, "G2": 500, "G3": 0, "G10": 2200, "G11": 340, "1A": 100, "1B": 225}
    assert report.net_gst == Decimal(-125) and report.basis == "cash"
    assert any("Accruals" in n for n in report.notes)
    csv_text = bas_csv(report)
    assert "G9,GST on sales (1A),100.00,G8/11" in csv_text
    monthly = bas_report(ctx, month_label="2025-08")
    assert monthly.fields["G1"] == 500 and monthly.fields["G10"] == 2200
    with pytest.raises(ValidationError):
        bas_report(ctx)


def test_tax_summary_for_the_australian_year(ctx: AccountContext, other_ctx: AccountContext) -> None:
    add(ctx, "2024-08-01", "Salary", "5000.00", "Salary & Wages")
    add(ctx, "2024-09-01", "BP fuel", "-80.00", "Fuel", businessUsePercentage=50)
    add(ctx, "2025-01-10", "Scrubs", "-149.85", "Work Clothing & Uniforms")
    add(ctx, "2025-02-01", "Telstra", "-65.00", "Phone & Internet")
    add(ctx, "2025-06-30", "Red Cross", "-50.00", "Donations")
    add(ctx, "2025-03-01", "Coles", "-100.00", "Groceries")
    add(ctx, "2025-07-01", "BP fuel next year", "-60.00", "Fuel")
    add(other_ctx, "2025-01-10", "Their scrubs", "-500.00", "Work Clothing & Uniforms")
    update_profile(
        ctx, data={"entityType": "individual", "vehicleMethod": "logbook", "vehicleBusinessUsePercentage": 50}
    )
    summary = tax_summary(ctx, fy=2025)
    assert summary.schedule == "individual" and summary.car_method == "logbook"
    assert (summary.period_start, summary.period_end) == (date(2024, 7, 1), date(2025, 6, 30))
    assert summary.income_total == 5000 and summary.income_by_category == {"Salary & Wages": Decimal(5000)}
    assert [(line.label, line.amount) for line in summary.income] == [("1", Decimal(5000))]
    amounts = {t.label: t.amount for t in summary.deductions}
    assert amounts == {
        "D1": Decimal("40.00"),
        "D3": Decimal("149.85"),
        "D5": Decimal("65.00"),
        "D9": Decimal("50.00"),
    }
    assert [t.label for t in summary.deductions] == ["D1", "D3", "D5", "D9"]
    assert summary.total_deductions == Decimal("304.85")
    assert summary.gst_paid == Decimal("26.80") and summary.gst_claimable == 0
    docs = {d.description: d.documents for d in summary.needs_documents}
    assert "logbook or record of work kilometres" in docs["BP fuel"]
    assert docs["Red Cross"] == ["receipt from the deductible gift recipient"]
    assert "deduction,D3" in tax_summary_csv(summary)
    registered = tax_summary(ctx, fy=2025, gst_registered=True)
    assert registered.gst_claimable == Decimal("3.64") + Decimal("13.62") + Decimal("5.91")


def test_g14_says_when_it_holds_a_part_without_gst_worked_out_from_a_gst_amount(ctx: AccountContext) -> None:
    # an insurance premium of 860.00 with GST 72.73 on 800.00 of it (stamp duty 60.00 has none): the taxed
    # part is worked out as 72.73 × 11 = 800.03, so G14 holds 59.97, and the report says how it got there
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "basPeriod": "quarterly"})
    add(ctx, "2025-09-02", "GIO business insurance", "-860.00", "Insurance", gstAmount="72.73",
        gstTreatment="taxable", isTaxDeductible=True, businessUsePercentage=100)  # fmt: skip
    report = bas_report(ctx, quarter_label="2025Q3")
    g14 = next(line.amount for line in report.worksheet if line.label == "G14")
    assert g14 == Decimal("59.97")
    assert any(n.startswith("G14 holds the part without GST of 1 purchase(s)") for n in report.notes), (
        report.notes
    )
    # a fully taxed purchase alone needs no such note
    add(
        ctx, "2025-10-02", "Bunnings", "-110.00", "Tools & Equipment", gstAmount="10.00", isTaxDeductible=True
    )
    later = bas_report(ctx, quarter_label="2025Q4")
    assert not any(n.startswith("G14 holds") for n in later.notes), later.notes


def test_an_out_of_scope_payment_in_a_private_category_is_no_purchase_on_the_bas(ctx: AccountContext) -> None:
    # a personal super contribution kept in a private category and claimed (D12): deductible, but nothing
    # bought from a supplier, so no G11 (it was 3,000.00 of G11 and G14); a work share of a power bill in a
    # private category is still a purchase
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "basPeriod": "quarterly"})
    add(ctx, "2026-06-22", "HOSTPLUS PERSONAL CONTRIBUTION", "-3000.00", "Groceries", gstTreatment="out_of_scope",
        isTaxDeductible=True, businessUsePercentage=100)  # fmt: skip
    add(ctx, "2026-05-10", "AGL ELECTRICITY", "-220.00", "Groceries", gstTreatment="taxable", gstAmount="20.00",
        isTaxDeductible=True, businessUsePercentage=20)  # fmt: skip
    report = bas_report(ctx, quarter_label="2026Q2")
    assert report.fields["G11"] == Decimal("220.00"), report.fields
    assert [(x.reason, x.amount) for x in report.excluded] == [("not_a_purchase", Decimal("-3000.00"))]
