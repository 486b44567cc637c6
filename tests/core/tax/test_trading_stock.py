"""Round 23 (issue 26, things a sole trader cannot record): trading stock at 30 June. A business that sells
goods counts its stock at the year's end; the closing stock less the opening stock is assessable when it rose
and deductible when it fell (ITAA 1997 s70-35), and the business schedule shows it as opening stock, purchases
and other costs and closing stock, cost of sales being opening + purchases - closing. finkit had nowhere to
record it, so the released online homewares retailer's cost of sales was her purchases (93,124.60) and not
80,569.61 (opening 41,380.00, closing 53,934.99 at cost). A small business whose estimate of closing stock is
within $5,000 of its opening stock may skip the stocktake and account for no change (s328-285). The BAS never
reads stock values. Hand-worked figures in each test."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.tax.bas import bas_report
from finkit.core.tax.stock.service import get_stock, set_stock
from finkit.core.tax.summary import TaxSummary, tax_summary
from finkit.core.usecases.profile import update_profile
from tests.core.tax.conftest import add


@pytest.fixture
def trader(ctx: AccountContext) -> AccountContext:
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": False, "country": "AU"})
    return ctx


def _cost_of_sales(summary: TaxSummary) -> Decimal:
    return next((t.amount for t in summary.deductions if t.label == "P8-cost-of-sales"), Decimal(0))


def _retailer_purchases(ctx: AccountContext) -> None:
    add(ctx, "2025-08-11", "OSKO PAYMENT TO WISE AUSTRALIA PTY LTD HOI AN", "-60000.00", "Materials & Stock")
    add(ctx, "2026-02-03", "BYRON WICK AND WAX PTY LTD INV 2291", "-33124.60", "Materials & Stock")
    add(ctx, "2026-03-02", "SHOPIFY PAYOUT", "150000.00", "Sales Income")


def test_a_rise_in_stock_is_taken_off_cost_of_sales_the_retailers_year(trader: AccountContext) -> None:
    _retailer_purchases(trader)
    before = tax_summary(trader, fy=2026)
    assert _cost_of_sales(before) == Decimal("93124.60") and before.trading_stock is None
    assert any("no trading stock is recorded for FY2026" in note for note in before.notes)
    assert get_stock(trader, 2026) is None
    record = set_stock(
        trader, 2026, data={"openingStock": "41380.00", "closingStock": "53934.99", "valuationMethod": "cost"}
    )
    assert (record.change, record.closing_stock_code, record.simplified) == (Decimal("12554.99"), "C", False)
    after = tax_summary(trader, fy=2026)
    assert _cost_of_sales(after) == Decimal("80569.61")  # 41,380.00 + 93,124.60 - 53,934.99
    assert after.net_business_income == before.net_business_income + Decimal("12554.99")
    stock = after.trading_stock
    assert stock is not None and (
        stock.opening_stock,
        stock.purchases_and_other_costs,
        stock.closing_stock,
        stock.cost_of_sales,
    ) == (Decimal("41380.00"), Decimal("93124.60"), Decimal("53934.99"), Decimal("80569.61"))
    note = next(n for n in after.notes if n.startswith("Trading stock:"))
    assert "rise of $12,554.99 is assessable" in note and "code C" in note
    assert tax_summary(trader, fy=2027).trading_stock is None  # per year: 2027 has none recorded


def test_a_fall_in_stock_is_added_to_cost_of_sales(trader: AccountContext) -> None:
    add(trader, "2025-09-01", "SOUTHERN CROSS LINEN WHOLESALE", "-8000.00", "Materials & Stock")
    set_stock(
        trader,
        2026,
        data={"openingStock": "20000", "closingStock": "12500", "valuationMethod": "replacement"},
    )
    summary = tax_summary(trader, fy=2026)
    assert _cost_of_sales(summary) == Decimal("15500.00")  # 20,000 + 8,000 - 12,500
    assert summary.trading_stock is not None and summary.trading_stock.closing_stock_code == "R"
    assert any("fall of $7,500.00 is deductible" in note for note in summary.notes)


def test_stock_without_a_purchase_this_year_still_makes_a_cost_of_sales_line(trader: AccountContext) -> None:
    set_stock(trader, 2026, data={"openingStock": "3000", "closingStock": "1000"})
    assert _cost_of_sales(tax_summary(trader, fy=2026)) == Decimal("2000.00")


def test_the_simplified_rule_accounts_for_no_change_within_5000(trader: AccountContext) -> None:
    _retailer_purchases(trader)
    record = set_stock(
        trader, 2026, data={"openingStock": "6800", "closingStock": "7820", "simplified": True}
    )  # the ATO's example: an estimate 1,020.00 above the opening stock
    assert (record.closing_stock_applied, record.change) == (Decimal("6800.00"), Decimal("0.00"))
    summary = tax_summary(trader, fy=2026)
    assert _cost_of_sales(summary) == Decimal("93124.60")  # no change accounted for
    assert any("simplified trading stock rule" in note for note in summary.notes)
    with pytest.raises(ValidationError) as refused:
        set_stock(
            trader, 2026, data={"openingStock": "41380", "closingStock": "53934.99", "simplified": True}
        )
    assert refused.value.fields[0].field == "simplified" and "$12,554.99" in refused.value.fields[0].message
    assert get_stock(trader, 2026).closing_stock == Decimal("7820.00")  # nothing changed


def test_the_opening_stock_must_be_last_years_closing_stock_when_recorded(trader: AccountContext) -> None:
    set_stock(trader, 2025, data={"openingStock": "39000", "closingStock": "41380"})
    with pytest.raises(ValidationError) as refused:
        set_stock(trader, 2026, data={"openingStock": "40000", "closingStock": "53934.99"})
    problem = refused.value.fields[0]
    assert problem.field == "openingStock" and "FY2025's closing stock" in problem.message
    assert "$41,380.00" in problem.message
    assert set_stock(
        trader, 2026, data={"openingStock": "41380", "closingStock": "53934.99"}
    ).change == Decimal("12554.99")
    # a year under the simplified rule closes at its opening stock
    set_stock(trader, 2027, data={"openingStock": "53934.99", "closingStock": "55000", "simplified": True})
    with pytest.raises(ValidationError) as simplified:
        set_stock(trader, 2028, data={"openingStock": "55000", "closingStock": "55000"})
    assert (
        simplified.value.fields[0].field == "openingStock"
        and "$53,934.99" in simplified.value.fields[0].message
    )


def test_refusals_name_the_field_and_an_employee_has_no_stock(trader: AccountContext) -> None:
    for data, field in (
        ({"openingStock": "-1", "closingStock": "0"}, "openingStock"),
        ({"openingStock": "0", "closingStock": "-0.01"}, "closingStock"),
        ({"openingStock": "0", "closingStock": "0", "valuationMethod": "average"}, "valuationMethod"),
        ({"openingStock": "0"}, "closingStock"),
    ):
        with pytest.raises(ValidationError) as refused:
            set_stock(trader, 2026, data=data)
        assert refused.value.fields[0].field == field
    with pytest.raises(ValidationError) as bad_year:
        set_stock(trader, 1850, data={"openingStock": "0", "closingStock": "0"})
    assert bad_year.value.fields[0].field == "fy"
    assert get_stock(trader, 2026) is None
    set_stock(trader, 2026, data={"openingStock": "100", "closingStock": "900", "valuationMethod": "market"})
    assert tax_summary(trader, fy=2026, entity_type="individual").trading_stock is None


def test_the_bas_is_untouched_by_stock_values(ctx: AccountContext) -> None:
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "country": "AU"})
    add(
        ctx,
        "2025-08-11",
        "SOUTHERN CROSS LINEN WHOLESALE",
        "-1100.00",
        "Materials & Stock",
        gstAmount="-100.00",
    )
    add(ctx, "2025-08-20", "SHOPIFY PAYOUT", "2200.00", "Sales Income", gstAmount="200.00")
    before = [bas_report(ctx, fy=2026, q=q).fields for q in (1, 2, 3, 4)]
    set_stock(ctx, 2026, data={"openingStock": "41380", "closingStock": "53934.99"})
    assert [bas_report(ctx, fy=2026, q=q).fields for q in (1, 2, 3, 4)] == before
    assert before[0]["1B"] == Decimal("100.00")
    summary = tax_summary(ctx, fy=2026)
    assert _cost_of_sales(summary) == Decimal("-11554.99")  # 41,380 + 1,000 - 53,934.99: a net rise


def test_no_change_and_no_purchases_make_no_cost_of_sales_line(trader: AccountContext) -> None:
    """The hairdresser's words: about 2,300 at 1 July, about 2,650 at 30 June, the simplified rule."""
    set_stock(trader, 2026, data={"openingStock": "2300", "closingStock": "2650", "simplified": True})
    summary = tax_summary(trader, fy=2026)
    assert "P8-cost-of-sales" not in {t.label for t in summary.deductions}
    assert summary.trading_stock is not None and summary.trading_stock.change == Decimal("0.00")
    assert any("simplified trading stock rule" in note for note in summary.notes)
