"""Farm management deposits (item 17 of the individual return's supplementary section): a primary
producer's deposits are deducted in the year they are made, repayments are assessable in the year they are
taken; the return shows the net. Never on the BAS (a deposit buys nothing), never cut to a business share."""

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

ZERO = Decimal(0)


@pytest.fixture
def grower(ctx: AccountContext) -> AccountContext:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "country": "AU",
            "occupation": "Market gardener and free-range egg producer",
            "defaultBusinessUsePercentage": 60,
        },
    )
    create_category(ctx, data={"name": "Farm Management Deposits", "taxCategory": "fmd"})
    return ctx


def test_deposits_less_repayments_are_item_17_whole_and_off_the_bas(grower: AccountContext) -> None:
    deposit = add(
        grower,
        "2026-05-20",
        "WITHDRAWAL ONLINE 4471 TFR RURAL BANK FMD",
        "-15000.00",
        "Farm Management Deposits",
    )
    repaid = add(
        grower, "2025-09-02", "DEPOSIT RURAL BANK FMD REPAYMENT", "4000.00", "Farm Management Deposits"
    )
    summary = tax_summary(grower, fy=2026)
    item = next(t for t in summary.deductions if t.label == "17")
    assert (item.name, item.amount, item.gst_claimable) == (
        "Net farm management deposits or repayments (item 17)",
        Decimal("11000.00"),  # 15,000 deposited less 4,000 repaid: never 60 % of it
        ZERO,
    )
    assert {line.transaction_id for line in item.transactions} == {deposit, repaid}
    assert summary.business_expenses == ZERO and summary.total_deductions == Decimal("11000.00")
    assert summary.income_total == ZERO  # a repayment is no business income
    assert any("item 17" in note and "$100,000" in note for note in summary.notes)
    for quarter in ("2025Q3", "2026Q2"):
        fields = bas_report(grower, quarter_label=quarter).fields
        assert fields["G1"] == fields["G11"] == ZERO


def test_personal_deductions_are_never_cut_to_the_profiles_default_share(grower: AccountContext) -> None:
    add(
        grower, "2025-09-24", "BPAY AUSTRALIAN RETIREMENT TRUST 7165129890", "-2500.00", "Super Contributions"
    )
    summary = tax_summary(grower, fy=2026)
    assert {t.label: t.amount for t in summary.deductions} == {"D12": Decimal("2500.00")}


def test_a_tax_category_finkit_does_not_know_is_refused_naming_it(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError) as raised:
        create_category(ctx, data={"name": "Deposits", "taxCategory": "farm"})
    assert raised.value.fields[0].field == "taxCategory"
    assert "fmd" in raised.value.fields[0].message
