"""Round 23 (issue 26, things a sole trader cannot record): earnings-basis year-end adjustments. A business
returning income on the earnings basis while the bank shows cash adjusts P8 business income by the change in
amounts earned but not yet received (closing - opening receivables) and its expenses by the change in amounts
incurred but not yet paid (closing - opening payables). The released retailer's platform sales made but not
paid out fell from 4,102.09 to 3,357.09 (-745.00 income) and the fees on them from 121.37 to 98.62 (-22.75 at
P8-other). GST stays on the person's own basis: the BAS never reads the record. Hand-worked figures."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.tax.accruals.service import get_accruals, set_accruals
from finkit.core.tax.bas import bas_report
from finkit.core.tax.summary import TaxSummary, tax_summary
from finkit.core.usecases.profile import update_profile
from tests.core.tax.conftest import add

RETAILER = {
    "receivableOpening": "4102.09",
    "receivableClosing": "3357.09",
    "payableOpening": "121.37",
    "payableClosing": "98.62",
}


@pytest.fixture
def trader(ctx: AccountContext) -> AccountContext:
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "country": "AU"})
    return ctx


def _label(summary: TaxSummary, label: str) -> Decimal:
    return next((t.amount for t in summary.deductions if t.label == label), Decimal(0))


def _year(ctx: AccountContext) -> None:
    add(ctx, "2025-08-11", "SHOPIFY PAYOUT", "11000.00", "Sales Income")
    add(ctx, "2025-09-02", "CANVA PTY LTD", "-110.00", "Software & Subscriptions")
    add(ctx, "2026-02-03", "BYRON WICK AND WAX PTY LTD INV 2291", "-2200.00", "Materials & Stock")


def test_the_retailers_receivables_and_platform_fees_adjust_p8_not_the_bas(trader: AccountContext) -> None:
    _year(trader)
    before = tax_summary(trader, fy=2026)
    bas_before = [bas_report(trader, fy=2026, q=q).fields for q in (1, 2, 3, 4)]
    assert before.business_income == Decimal("10000.00") and before.accruals is None
    other = _label(before, "P8-other")
    assert get_accruals(trader, 2026) is None
    record = set_accruals(trader, 2026, data=RETAILER)
    assert (record.income_adjustment, record.expense_adjustment, record.payable_label) == (
        Decimal("-745.00"),
        Decimal("-22.75"),
        "P8-other",
    )
    after = tax_summary(trader, fy=2026)
    assert after.business_income == Decimal("9255.00")  # 10,000.00 + 3,357.09 - 4,102.09
    assert _label(after, "P8-other") == other - Decimal("22.75")
    assert _label(after, "P8-cost-of-sales") == _label(before, "P8-cost-of-sales")
    assert after.net_business_income == before.net_business_income - Decimal("745.00") + Decimal("22.75")
    claim = after.accruals
    assert claim is not None and (claim.income_received, claim.income_earned, claim.expense_label) == (
        Decimal("10000.00"),
        Decimal("9255.00"),
        "P8-other",
    )
    note = next(n for n in after.notes if n.startswith("Earnings basis"))
    assert "- $745.00" in note and "P8-other" in note and "BAS is unchanged" in note
    assert [bas_report(trader, fy=2026, q=q).fields for q in (1, 2, 3, 4)] == bas_before


def test_payables_can_adjust_cost_of_sales_and_a_year_without_rows_takes_the_change(
    trader: AccountContext,
) -> None:
    set_accruals(
        trader,
        2026,
        data={**RETAILER, "payableOpening": "0", "payableClosing": "500", "payableLabel": "P8-cost-of-sales"},
    )
    summary = tax_summary(trader, fy=2026)
    assert summary.business_income == Decimal("-745.00")
    assert _label(summary, "P8-cost-of-sales") == Decimal("500.00") and _label(summary, "P8-other") == 0


def test_an_employee_summary_ignores_the_record(ctx: AccountContext) -> None:
    update_profile(ctx, data={"entityType": "individual", "country": "AU"})
    add(ctx, "2025-08-11", "SHOPIFY PAYOUT", "1000.00", "Sales Income")
    set_accruals(ctx, 2026, data=RETAILER)
    summary = tax_summary(ctx, fy=2026)
    assert summary.accruals is None and summary.business_income == 0


def test_opening_must_be_last_years_closing_and_values_not_negative(trader: AccountContext) -> None:
    set_accruals(trader, 2025, data={"receivableOpening": "0", "receivableClosing": "4102.09"})
    with pytest.raises(ValidationError) as refused:
        set_accruals(trader, 2026, data={**RETAILER, "receivableOpening": "4000"})
    fields = {p.field for p in refused.value.fields}
    assert fields == {"receivableOpening", "payableOpening"}  # FY2025 closed with no payables
    assert "FY2025's closing receivables" in str(refused.value.fields[0].message)
    set_accruals(trader, 2026, data={**RETAILER, "payableOpening": "0"})
    with pytest.raises(ValidationError) as negative:
        set_accruals(trader, 2027, data={"receivableOpening": "3357.09", "receivableClosing": "-1"})
    assert "receivableClosing" in str(negative.value)
    with pytest.raises(ValidationError) as label:
        set_accruals(
            trader,
            2027,
            data={"receivableOpening": "3357.09", "receivableClosing": "1", "payableLabel": "D5"},
        )
    assert "payableLabel" in str(label.value)
