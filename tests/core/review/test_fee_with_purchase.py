"""A bank's fee on a purchase that is itself asked (issue 26): the fee is part of the purchase's question
(its id listed with the purchase's, in ``feeTransactionIds`` too) and the answer settles it as a fee: its
own category and GST treatment (input-taxed, GST Regulations reg 40-5.09), the purchase's business
standing (ITAA 1997 s8-1). Before, the fee waited silently for the purchase's answer and was asked only
when the review was listed again. Every row here is invented."""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import update

from finkit.core.context import AccountContext
from finkit.core.review.pending import pending_review
from finkit.core.review.queue import review_queue
from finkit.core.review.schemas import ReviewItem
from finkit.core.transactions.models import Transaction
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import accept_item, decide_item
from finkit.core.usecases.transactions import get_transaction
from tests.core.review.conftest import add, guess


def _business(ctx: AccountContext) -> None:
    update_profile(
        ctx, data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "gstBasis": "cash"}
    )


def _fee(ctx: AccountContext, on: str, amount: str) -> str:
    """A foreign transaction fee filed the way categorisation files one: Bank Fees, certain, deductible."""
    fee = add(ctx, on, "FOREIGN TRANSACTION FEE", amount)
    guess(ctx, fee, "Bank Fees", "0.97")
    with ctx.db.session() as session:
        session.execute(
            update(Transaction)
            .where(Transaction.id == fee)
            .values(is_tax_deductible=True, gst_treatment="input_taxed")
        )
    return fee


def _purchase(ctx: AccountContext, on: str, description: str, amount: str, category: str) -> str:
    """An overseas purchase finkit guessed and asks about."""
    row = add(ctx, on, description, amount)
    guess(ctx, row, category, "0.6", flag=True)
    return row


def _holding(ctx: AccountContext, tx_id: str) -> list[ReviewItem]:
    return [item for item in review_queue(ctx).items if tx_id in item.transaction_ids]


def test_a_fee_on_an_asked_purchase_is_in_its_question_and_follows_a_private_answer(
    ctx: AccountContext,
) -> None:
    _business(ctx)
    flight = _purchase(
        ctx, "2026-01-05", "CARD PURCHASE AIR NEW ZEALAND NZD 1450.00 AUCKLAND", "-1340.00", "Travel"
    )
    fee = _fee(ctx, "2026-01-06", "-40.20")  # 3 % of 1,340.00
    [item] = _holding(ctx, fee)
    assert item.transaction_ids == [flight, fee] and item.fee_transaction_ids == [fee]
    assert "fee charged on it follows the answer" in item.question
    # The suggestion is the purchase's, never the fee's own category or treatment.
    assert item.suggestion.category == "Travel"
    assert pending_review(ctx, None, None).rows == 2  # the fee's figure waits for the answer too
    outcome = decide_item(
        ctx, item.id, data={"category": "Entertainment", "transactionIds": item.transaction_ids}
    )
    assert sorted(outcome.transaction_ids) == sorted([flight, fee])
    assert outcome.rule is not None  # remembered for the airline, not for the bank's fees
    settled = get_transaction(ctx, fee)
    assert settled.category is not None and settled.category.name == "Bank Fees"
    assert settled.is_tax_deductible is False
    assert settled.gst_treatment == "input_taxed"
    assert review_queue(ctx).items == []


def test_a_business_answer_keeps_the_fee_a_bank_fee_at_the_purchases_share(ctx: AccountContext) -> None:
    _business(ctx)
    tool = _purchase(
        ctx,
        "2025-10-08",
        "CARD PURCHASE QUILLSOFT USD 200.00 PORTLAND",
        "-310.00",
        "Software & Subscriptions",
    )
    fee = _fee(ctx, "2025-10-08", "-9.30")  # 3 % of 310.00
    [item] = _holding(ctx, fee)
    assert item.fee_transaction_ids == [fee]
    decide_item(
        ctx,
        item.id,
        data={
            "category": "Software & Subscriptions",
            "businessUsePercentage": 60,
            "gstTreatment": "out_of_scope",
        },
    )
    purchase = get_transaction(ctx, tool)
    assert purchase.gst_treatment == "out_of_scope"
    settled = get_transaction(ctx, fee)
    assert settled.category is not None and settled.category.name == "Bank Fees"
    assert settled.is_tax_deductible is True
    assert settled.business_use_percentage == Decimal(60)
    # A bank's fee is an input-taxed financial supply whatever the purchase's GST treatment.
    assert settled.gst_treatment == "input_taxed"
    assert review_queue(ctx).items == []


def test_answering_one_purchase_apart_settles_its_own_fee_only(ctx: AccountContext) -> None:
    _business(ctx)
    private = _purchase(
        ctx, "2025-08-02", "CARD PURCHASE HOTELSCOMBINED USD 300.00", "-450.00", "Accommodation"
    )
    private_fee = _fee(ctx, "2025-08-02", "-13.50")  # 3 % of 450.00
    trip = _purchase(ctx, "2025-09-14", "CARD PURCHASE HOTELSCOMBINED USD 200.00", "-300.00", "Accommodation")
    trip_fee = _fee(ctx, "2025-09-15", "-9.00")  # 3 % of 300.00
    [item] = _holding(ctx, private_fee)
    assert set(item.transaction_ids) == {private, private_fee, trip, trip_fee}
    assert set(item.fee_transaction_ids) == {private_fee, trip_fee}
    alone = decide_item(
        ctx,
        item.id,
        data={
            "category": "Accommodation",
            "businessUsePercentage": 0,
            "transactionIds": item.transaction_ids,
            "onlyTransactionIds": [private],
        },
    )
    assert sorted(alone.transaction_ids) == sorted([private, private_fee]) and alone.rule is None
    assert get_transaction(ctx, private_fee).is_tax_deductible is False
    [rest] = _holding(ctx, trip)
    assert rest.transaction_ids == [trip, trip_fee] and rest.fee_transaction_ids == [trip_fee]
    accepted = accept_item(ctx, rest.id)
    assert accepted.category == "Accommodation"  # the purchase's guess, not the fee's Bank Fees
    assert get_transaction(ctx, trip_fee).is_tax_deductible is True
    assert get_transaction(ctx, trip_fee).category.name == "Bank Fees"  # type: ignore[union-attr]
    assert review_queue(ctx).items == []


def test_a_fee_on_a_purchase_that_is_not_asked_is_not_listed(ctx: AccountContext) -> None:
    """A purchase finkit filed with certainty as a business cost: its fee is filed with it, not asked."""
    _business(ctx)
    tool = add(ctx, "2025-10-08", "CARD PURCHASE QUILLSOFT USD 200.00 PORTLAND", "-310.00")
    guess(ctx, tool, "Software & Subscriptions", "0.97")
    with ctx.db.session() as session:
        session.execute(update(Transaction).where(Transaction.id == tool).values(is_tax_deductible=True))
    fee = _fee(ctx, "2025-10-08", "-9.30")
    assert _holding(ctx, fee) == []
