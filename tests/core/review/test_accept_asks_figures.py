"""An answer gives the figure its question asks (issue 26, h26accept): accepting finkit's suggestion, or
a decision leaving the figure out, never files a processor's payout at its net, an invoice at 1/11 of
its whole, or a mixed-use cost at 100 %: it is refused naming the field, nothing written; a figure
stated outright (a fee rate of 0) or an answer that makes it moot (no sale) settles the item as said."""

from __future__ import annotations

from decimal import Decimal

import pytest
from sqlalchemy import update

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.review.queue import review_queue
from finkit.core.tax.reports import bas_report
from finkit.core.transactions.models import Transaction
from finkit.core.usecases.categories import create_category
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import accept_item, decide_item
from finkit.core.usecases.transactions import get_transaction
from tests.core.review.conftest import add, guess

SQUARE = (
    b"05/07/2025,835.51,DIRECT CREDIT SQUARE AUSTRALIA SQ58331706\n"
    b"14/08/2025,483.42,DIRECT CREDIT SQUARE AUSTRALIA SQ88922069\n"
)


def _business(ctx: AccountContext) -> None:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
        },
    )


def _square(ctx: AccountContext) -> tuple[str, list[str]]:
    _business(ctx)
    import_file(ctx, data=SQUARE, file_name="a.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    item = next(i for i in review_queue(ctx).items if i.merchant.startswith("Square"))
    return item.id, item.transaction_ids


def test_accepting_a_processors_payouts_is_refused_naming_the_fee(ctx: AccountContext) -> None:
    """Before, accept filed both payouts at their net (G1 1,318.93) and the question was gone."""
    item, rows = _square(ctx)
    listed = next(i for i in review_queue(ctx).items if i.id == item)
    assert listed.suggestion.category == "Sales Income"
    assert listed.answer_needs == ["processorFeePercentage"]
    with pytest.raises(ValidationError) as refused:
        accept_item(ctx, item)
    (problem,) = refused.value.fields
    assert problem.field == "processorFeePercentage" and "processorFees" in problem.message
    with pytest.raises(ValidationError) as left_out:
        decide_item(ctx, item, data={"category": "Sales Income", "gstTreatment": "taxable"})
    assert [p.field for p in left_out.value.fields] == ["processorFeePercentage"]
    # nothing written: still asked, still the net
    assert any(i.id == item for i in review_queue(ctx).items)
    assert all(not get_transaction(ctx, r).splits for r in rows)
    decide_item(ctx, item, data={"category": "Sales Income", "processorFeePercentage": "1.6"})
    assert bas_report(ctx, fy=2026, q=1).fields["G1"] == Decimal("1340.38")


def test_a_fee_of_0_stated_outright_settles_the_payouts_at_what_reached_the_bank(
    ctx: AccountContext,
) -> None:
    item, _ = _square(ctx)
    decide_item(ctx, item, data={"category": "Sales Income", "processorFeePercentage": "0"})
    assert bas_report(ctx, fy=2026, q=1).fields["G1"] == Decimal("1318.93")
    assert not review_queue(ctx).items


def test_payouts_answered_as_no_sale_need_no_fee(ctx: AccountContext) -> None:
    item, _ = _square(ctx)
    decide_item(ctx, item, data={"category": "Transfers"})
    assert bas_report(ctx, fy=2026, q=1).fields["G1"] == Decimal("0.00")
    assert not review_queue(ctx).items


def test_an_invoices_gst_is_never_taken_as_1_11_of_its_whole_without_an_answer(ctx: AccountContext) -> None:
    """An insurance premium (stamp duty has no GST) guessed a business cover: accepting, or a decision
    without its GST, is refused naming gstAmount; ``gstFreePart: 0`` says the whole price is taxable."""
    _business(ctx)
    create_category(ctx, data={"name": "Cover", "taxCategory": "business_expense", "isTaxDeductible": True})
    premium = add(ctx, "2025-07-18", "BPAY QBE INSURANCE PREMIUM", "-1342.88")
    guess(ctx, premium, "Cover", "0.6")
    item = next(i for i in review_queue(ctx).items if premium in i.transaction_ids)
    assert item.answer_needs == ["gstAmount"]
    with pytest.raises(ValidationError) as refused:
        accept_item(ctx, item.id)
    assert [p.field for p in refused.value.fields] == ["gstAmount"]
    with pytest.raises(ValidationError):
        decide_item(ctx, item.id, data={"category": "Cover", "gstTreatment": "taxable"})
    decide_item(ctx, item.id, data={"category": "Cover", "gstFreePart": "0"})
    assert bas_report(ctx, fy=2026, q=1).fields["1B"] == Decimal("122.08")
    assert not review_queue(ctx).items


def test_a_premium_answered_private_needs_no_gst(ctx: AccountContext) -> None:
    _business(ctx)
    premium = add(ctx, "2025-07-18", "BPAY QBE INSURANCE PREMIUM", "-1342.88")
    item = next(i for i in review_queue(ctx).items if premium in i.transaction_ids)
    decide_item(ctx, item.id, data={"category": "Insurance"})
    assert bas_report(ctx, fy=2026, q=1).fields["1B"] == Decimal("0.00")


def test_a_mixed_use_cost_with_no_share_is_never_accepted_at_100(ctx: AccountContext) -> None:
    """A car cost guessed, with no share in the profile nor the suggestion: accept is refused naming
    businessUsePercentage (before: filed deductible with no share, claimed whole)."""
    _business(ctx)
    create_category(ctx, data={"name": "Car Costs", "taxCategory": "car", "isTaxDeductible": True})
    fuel = add(ctx, "2025-07-18", "AMPOL FOODARY NEWSTEAD", "-88.00")
    guess(ctx, fuel, "Car Costs", "0.6")
    with ctx.db.session() as session:  # filed deductible as categorisation files a car cost
        session.execute(update(Transaction).where(Transaction.id == fuel).values(is_tax_deductible=True))
    item = next(i for i in review_queue(ctx).items if fuel in i.transaction_ids)
    assert item.suggestion.business_use_percentage is None
    assert item.answer_needs == ["businessUsePercentage"]
    with pytest.raises(ValidationError) as refused:
        accept_item(ctx, item.id)
    assert [p.field for p in refused.value.fields] == ["businessUsePercentage"]
    decide_item(ctx, item.id, data={"category": "Car Costs", "businessUsePercentage": "40"})
    assert get_transaction(ctx, fuel).business_use_percentage == Decimal("40")
