"""The tax summary follows the profile: a sole trader's business schedule, an employee's D labels,
car costs by the vehicle method (never 100 % of fuel), GST netted off when registered."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.tax.bas import bas_report
from finkit.core.tax.summary import tax_summary
from finkit.core.usecases.categories import create_category
from finkit.core.usecases.profile import update_profile
from tests.core.tax.conftest import add


def _year(ctx: AccountContext) -> dict[str, str]:
    materials = create_category(
        ctx,
        data={
            "name": "Materials",
            "taxCategory": "business_expense",
            "isTaxDeductible": True,
            "defaultGstRate": 10,
        },
    )
    return {
        "sale": add(
            ctx, "2025-08-01", "FAST TRANSFER FROM J SMITH ELECTRICAL WORK", "1100.00", "Sales Income"
        ),
        "materials": add(ctx, "2025-08-02", "MIDDYS ELECTRICAL", "-440.00", categoryId=materials.id),
        "fuel": add(ctx, "2025-08-03", "BP CONNECT", "-110.00", "Fuel"),
        "toll": add(ctx, "2025-08-04", "LINKT SYDNEY TOLL", "-22.00", "Parking & Tolls"),
        "power": add(ctx, "2025-08-05", "AGL SALES", "-330.00", "Utilities", isTaxDeductible=True),
        "tax_agent": add(ctx, "2025-08-06", "ETAX ACCOUNTANTS", "-220.00", "Accounting & Tax Fees"),
    }


def test_sole_trader_summary_groups_as_the_business_schedule(ctx: AccountContext) -> None:
    ids = _year(ctx)
    update_profile(
        ctx,
        data={"gstRegistered": True, "vehicleMethod": "logbook", "vehicleBusinessUsePercentage": 80},
    )
    summary = tax_summary(ctx, fy=2026)
    assert summary.schedule == "business_and_professional_items" and summary.car_method == "logbook"
    # Income without its GST: 1,100 - 100.
    assert [(line.label, line.amount, line.gst) for line in summary.income] == [
        ("P8-income", Decimal("1000.00"), Decimal("100.00"))
    ]
    lines = {t.label: t for t in summary.deductions}
    assert lines["P8-cost-of-sales"].amount == Decimal("400.00")  # 440 less its 40 credit
    # Fuel by the logbook: 80 % of 110 = 88.00 less 80 % of the 10.00 GST = 8.00.
    assert lines["P8-motor-vehicle"].amount == Decimal("80.00")
    assert lines["P8-other"].amount == Decimal("20.00")  # the toll, wholly business, net of 2.00 GST
    assert lines["D10"].amount == Decimal("200.00")
    assert [line.transaction_id for line in lines["P8-motor-vehicle"].transactions] == [ids["fuel"]]
    # Household power is never a deduction, even flagged deductible.
    assert ids["power"] not in {line.transaction_id for t in summary.deductions for line in t.transactions}
    assert summary.total_deductions == Decimal("700.00")
    assert summary.net_business_income == Decimal("1000.00") - Decimal("500.00")
    assert summary.gst_claimable == Decimal("40.00") + Decimal("8.00") + Decimal("2.00") + Decimal("20.00")


def test_no_car_method_claims_no_fuel_and_says_why(ctx: AccountContext) -> None:
    _year(ctx)
    summary = tax_summary(ctx, fy=2026)
    assert summary.car_method is None
    assert {t.label: t.amount for t in summary.deductions}["P8-motor-vehicle"] == Decimal("0.00")
    assert any("never 100 % of fuel" in note for note in summary.notes)


def test_employee_keeps_d_labels_and_tolls_go_to_d2(ctx: AccountContext) -> None:
    _year(ctx)
    update_profile(
        ctx, data={"entityType": "individual", "vehicleMethod": "logbook", "vehicleBusinessUsePercentage": 50}
    )
    labels = {t.label: t.amount for t in tax_summary(ctx, fy=2026).deductions}
    assert (
        labels["D1"] == Decimal("55.00")
        and labels["D2"] == Decimal("22.00")
        and labels["D10"] == Decimal("220.00")
    )
    assert labels["D15"] == Decimal("440.00")  # materials: not a work label for an employee


def test_bas_by_financial_year_quarter_names_it_both_ways_and_lists_what_it_left_out(
    ctx: AccountContext,
) -> None:
    _year(ctx)
    update_profile(ctx, data={"gstRegistered": True, "vehicleBusinessUsePercentage": 80})
    uncategorised = add(ctx, "2025-09-01", "MYSTERY DEPOSIT", "50.00")
    refund_in_sales = add(ctx, "2025-09-02", "BIZCOVER PTY LTD PUBLIC LIABILITY", "-1120.00", "Sales Income")
    odd_gst = add(
        ctx, "2025-09-03", "Total incl GST misread", "-50.00", "Software & Subscriptions", gstAmount="-50.00"
    )
    by_fy = bas_report(ctx, fy=2026, q=1)
    by_calendar = bas_report(ctx, quarter_label="2025Q3")
    assert by_fy.fields == by_calendar.fields
    assert by_fy.period_name == "Jul–Sep 2025, Q1 FY2026" and by_fy.period == "2025Q3"
    reasons = {row.transaction_id: row.reason for row in by_fy.excluded}
    assert reasons == {
        uncategorised: "uncategorised",
        refund_in_sales: "direction_mismatch",
        odd_gst: "suspicious_gst",
    }
    # G11: 440 + 110 + 22 + 220 = 792; G15: 20 % of the fuel = 22.00; 1B = (792 - 22) / 11 = 70.00.
    assert by_fy.fields["G11"] == Decimal("792.00") and by_fy.fields["1B"] == Decimal("70.00")
    assert by_fy.fields["G1"] == Decimal("1100.00") and by_fy.fields["1A"] == Decimal("100.00")
    assert bas_report(ctx, month_label="2025-08").period_name == "Aug 2025, month 2 of FY2026"
    with pytest.raises(ValidationError) as raised:
        bas_report(ctx, fy=2026)
    assert raised.value.fields[0].field == "q"
    with pytest.raises(ValidationError):
        bas_report(ctx, fy=2026, q=5)


def test_a_refund_to_a_customer_reduces_sales_and_their_gst(ctx: AccountContext) -> None:
    """Money out in Sales Income that says it refunds a sale is a decreasing adjustment: G1, 1A and the
    business income go down by it (a candle maker's refunded order); other money out there stays out."""
    update_profile(
        ctx, data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "gstBasis": "cash"}
    )
    add(ctx, "2025-10-01", "SQUARE PAYOUT", "1100.00", "Sales Income")
    refund = add(ctx, "2025-10-05", "OSKO PAYMENT TO J SMITH REFUND ORDER 1042", "-38.00", "Sales Income")
    misfiled = add(ctx, "2025-10-06", "BIZCOVER PTY LTD PUBLIC LIABILITY", "-500.00", "Sales Income")
    bas = bas_report(ctx, fy=2026, q=2)
    assert bas.fields["G1"] == Decimal("1062.00") and bas.fields["1A"] == Decimal("96.55")
    assert {row.transaction_id: row.reason for row in bas.excluded} == {misfiled: "direction_mismatch"}
    summary = tax_summary(ctx, fy=2026)
    assert summary.business_income == Decimal("965.45")  # (1,100.00 - 100.00) - (38.00 - 3.45)
    assert refund in {i for line in summary.income for i in line.transactions}
    assert any("1 money-out transactions sit in income categories" in note for note in summary.notes)
