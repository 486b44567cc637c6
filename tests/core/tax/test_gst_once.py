"""GST arithmetic in one function (decision 0026): ``tax.gst.gst_in``. Every path that yields a GST figure
gives what it gives; the deductions read the profile's country's rate, not a literal 10 %; and a rule that
sets a category or a rate records that input only, the tax step deriving the GST amount."""

from __future__ import annotations

from decimal import Decimal

import pytest
from sqlalchemy import select

from finkit.core.context import AccountContext
from finkit.core.rules.models import RuleExecution
from finkit.core.rules.service import create_rule
from finkit.core.tax import gst
from finkit.core.tax.calculate import calculate
from finkit.core.tax.gst import gst_in, resolve_gst
from finkit.core.usecases.rules import run_rules
from finkit.core.usecases.tax import analyse_transactions
from finkit.core.usecases.transactions import get_transaction
from tests.core.tax.conftest import add

AMOUNTS = [Decimal("-87.99"), Decimal("110.00"), Decimal("-0.05"), Decimal("1234567.89"), Decimal("-19.95")]


@pytest.mark.parametrize("amount", AMOUNTS)
@pytest.mark.parametrize("included", [True, False])
def test_the_calculator_and_resolve_give_the_one_functions_figure(amount: Decimal, included: bool) -> None:
    expected = gst_in(amount, Decimal(10), included=included, currency="AUD")
    assert calculate(amount, "AU", included, date="2026-01-01").tax == expected
    assert (
        resolve_gst(
            amount,
            gst_amount=None,
            gst_rate=Decimal(10),
            default_rate=None,
            included=included,
            currency="AUD",
        )
        == expected
    )


def test_half_up_and_the_sign_of_refunds() -> None:
    assert gst_in(Decimal("0.55"), Decimal(10), included=True, currency="AUD") == Decimal("0.05")
    assert gst_in(Decimal("-0.55"), Decimal(10), included=True, currency="AUD") == Decimal("-0.05")
    assert gst_in(Decimal("1155"), Decimal(10), included=True, currency="JPY") == Decimal("105")


def test_a_stored_rows_derived_gst_is_the_one_functions(ctx: AccountContext) -> None:
    row = add(ctx, "2026-02-01", "XERO AUSTRALIA SUBSCRIPTION", "-87.99", "Software & Subscriptions")
    stored = get_transaction(ctx, row)
    assert stored.gst_amount == gst_in(Decimal("-87.99"), Decimal(10), included=True, currency="AUD")


def test_deductions_use_the_profiles_rate_not_a_literal_ten(
    ctx: AccountContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Were Australia's GST 12.5 %, the deductions' GST and credit would follow the rate table."""
    monkeypatch.setitem(gst.STANDARD_RATES, "AU", Decimal("12.5"))
    profile = {"occupation": "Graphic designer", "employmentType": "sole_trader", "gstRegistered": True}
    result = analyse_transactions(
        ctx,
        transactions=[
            {
                "description": "XERO AUSTRALIA SUBSCRIPTION",
                "amount": "-112.50",
                "category": "Software & Subscriptions",
            }
        ],
        user_profile=profile,
    )
    considered = result.analyses[0].gst_considerations
    assert considered.treatment == "taxable"
    assert considered.gst_amount == Decimal("12.50")  # 112.50 × 12.5/112.5, not 10.23 at 10 %
    assert considered.claimable_gst_amount == Decimal("12.50")


def test_saved_deductions_write_no_gst_onto_an_uncategorised_row(
    ctx: AccountContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 26: ``tax analyse --save`` put 1/11 GST on uncategorised rows, which ``report tax`` then
    counted while the BAS left them out. What a row is (its category) decides its GST, not a guess."""
    monkeypatch.setitem(gst.STANDARD_RATES, "AU", Decimal("12.5"))
    profile = {"occupation": "Graphic designer", "employmentType": "sole_trader", "gstRegistered": True}
    row = add(ctx, "2026-02-01", "CANVA PRO SUBSCRIPTION", "-112.50")
    result = analyse_transactions(ctx, transaction_ids=[row], user_profile=profile, save=True)
    assert result.saved == 1  # the deductible verdict is saved...
    saved = get_transaction(ctx, row)
    assert saved.is_tax_deductible
    assert (saved.gst_rate, saved.gst_amount) == (None, None)  # ...but no GST onto an uncategorised row


def test_a_rule_records_the_rate_and_the_tax_step_derives(ctx: AccountContext) -> None:
    """``setGst`` on a row whose GST amount the user typed (from the receipt): the rule records its rate;
    the user's amount stands, as the tax step keeps a user's value. The log holds the input only."""
    typed = add(ctx, "2026-02-03", "HARDWARE CO INVOICE 17", "-110.00", gstAmount="-5.00")
    derived = add(ctx, "2026-02-04", "HARDWARE CO INVOICE 18", "-110.00")
    create_rule(
        ctx,
        data={
            "name": "hardware is taxable",
            "conditions": {"field": "description", "operator": "contains", "value": "HARDWARE CO"},
            "actions": [{"type": "setGst", "rate": 10}],
        },
    )
    run = run_rules(ctx)
    assert get_transaction(ctx, typed).gst_rate == Decimal(10)
    assert get_transaction(ctx, typed).gst_amount == Decimal("-5.00")  # the user's, not the rule's -10.00
    after = get_transaction(ctx, derived)
    assert after.gst_rate == Decimal(10)
    assert after.gst_amount == gst_in(Decimal("-110.00"), Decimal(10), included=True, currency="AUD")
    with ctx.db.session() as session:
        logged = session.scalars(select(RuleExecution.after).where(RuleExecution.run_id == run.id)).all()
    assert logged and all("gst_rate" in a and "gst_amount" not in a for a in logged)
