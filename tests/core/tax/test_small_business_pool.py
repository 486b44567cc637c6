"""Round 22 (the physiotherapist's year): the general small business pool carried from earlier years. Her
car went into the pool in 2023; its opening balance for FY2026 is 24,880.00, and 30 % of it (7,464.00) is a
P8 depreciation deduction with no bank row this year. finkit had nowhere to record it (its summary said
"later years' pool deductions are not tracked"), so net business income was 7,464.00 too high. The opening
balance is now recorded per year (``tax.pool``: library, CLI, REST, MCP) and the summary deducts 30 % of it
beside 15 % of the year's own pooled assets, or the whole pool when it ends the year below the instant asset
write-off threshold (ITAA 1997 s328-190, s328-210). Hand-worked figures in each test."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.tax.pool.service import get_pool, set_pool
from finkit.core.tax.summary import TaxSummary, tax_summary
from finkit.core.usecases.profile import update_profile
from tests.core.tax.conftest import add


@pytest.fixture
def trader(ctx: AccountContext) -> AccountContext:
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "country": "AU"})
    return ctx


def _depreciation(summary: TaxSummary) -> Decimal:
    return next((t.amount for t in summary.deductions if t.label == "P8-depreciation"), Decimal(0))


def test_thirty_percent_of_the_opening_balance_beside_the_years_write_offs(trader: AccountContext) -> None:
    add(trader, "2025-08-14", "ATHLEGEN OSBORNE PARK WA", "-749.00", "Depreciating Assets")
    add(
        trader,
        "2026-01-29",
        "PAYMENT TO REFORM STUDIO SUPPLY INV RS-2290",
        "-11960.00",
        "Depreciating Assets",
    )
    before = tax_summary(trader, fy=2026)
    assert _depreciation(before) == Decimal("11553.64")  # 680.91 + 10,872.73, each written off
    assert get_pool(trader, 2026) is None and before.small_business_pool is None
    record = set_pool(trader, 2026, data={"openingBalance": "24880"})
    assert (record.opening_balance, record.opening_deduction) == (Decimal("24880.00"), Decimal("7464.00"))
    after = tax_summary(trader, fy=2026)
    assert _depreciation(after) == Decimal("19017.64")  # the author's hand-worked figure
    assert after.net_business_income == before.net_business_income - Decimal("7464.00")
    pool = after.small_business_pool
    assert pool is not None and (pool.deduction, pool.closing_balance) == (
        Decimal("7464.00"),
        Decimal("17416.00"),
    )
    assert any("Small business pool: opening balance" in note for note in after.notes)
    assert tax_summary(trader, fy=2027).small_business_pool is None  # per year: 2027 has none recorded


def test_a_years_pooled_asset_adds_fifteen_percent_and_carries_to_the_closing_balance(
    trader: AccountContext,
) -> None:
    add(trader, "2025-10-02", "CINEMA CAMERA SUPPLIES", "-33000.00", "Depreciating Assets")  # 30,000 + GST
    set_pool(trader, 2026, data={"openingBalance": "10000.00"})
    summary = tax_summary(trader, fy=2026)
    # 30 % of 10,000 + 15 % of 30,000 = 3,000 + 4,500
    assert _depreciation(summary) == Decimal("7500.00")
    pool = summary.small_business_pool
    assert pool is not None and (pool.additions, pool.closing_balance) == (
        Decimal("30000.00"),
        Decimal("32500.00"),
    )
    assert not pool.written_off_whole


def test_a_pool_below_the_threshold_at_the_years_end_is_deducted_whole(trader: AccountContext) -> None:
    set_pool(trader, 2026, data={"openingBalance": "12345.67"})
    summary = tax_summary(trader, fy=2026)
    assert _depreciation(summary) == Decimal("12345.67")  # under 20,000: s328-210
    pool = summary.small_business_pool
    assert pool is not None and pool.written_off_whole and pool.closing_balance == Decimal("0.00")


def test_an_employee_has_no_pool_and_a_negative_balance_is_refused_naming_the_field(
    trader: AccountContext,
) -> None:
    set_pool(trader, 2026, data={"openingBalance": "24880"})
    assert tax_summary(trader, fy=2026, entity_type="individual").small_business_pool is None
    with pytest.raises(ValidationError) as refused:
        set_pool(trader, 2026, data={"openingBalance": "-5"})
    assert refused.value.fields[0].field == "openingBalance"
    assert get_pool(trader, 2026).opening_balance == Decimal("24880.00")  # nothing changed
