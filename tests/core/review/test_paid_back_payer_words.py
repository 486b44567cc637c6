"""Money sent back to a client who paid twice (issue 26, round 19: the furniture maker's year). Beyond
Bank words a transfer ``OSKO PAYMENT RECEIVED M PEARCE chair reglue`` and ``OSKO PAYMENT SENT M PEARCE
refund dbl pymt``: the merchant reader keeps the direction (``Received M``, ``Sent M``), so the review's
"paid back soon after" question never matched the refund to the payments, and the duplicate was filed as a
regular client's sale without a question (G1 and 1A over by it). The payer is now also read from the
transfer's words. Every row here is invented; on main the test fails."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.transactions.reads import get_transaction
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import add_supplier, update_profile
from finkit.core.usecases.transactions import update_transaction
from tests.core.tax.conftest import add


def test_a_payment_sent_back_to_a_client_in_the_banks_received_and_sent_words_is_asked(
    ctx: AccountContext,
) -> None:
    update_profile(
        ctx,
        data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "gstBasis": "cash"},
    )
    add(ctx, "2026-01-20", "OSKO PAYMENT RECEIVED J HOLLOWAY chair reglue", "385.00")
    first = add(ctx, "2026-03-10", "OSKO PAYMENT RECEIVED M PEARCE chair reglue", "385.00")
    second = add(ctx, "2026-03-11", "OSKO PAYMENT RECEIVED M PEARCE chair reglue", "385.00")
    add(ctx, "2026-03-13", "OSKO PAYMENT SENT M PEARCE refund dbl pymt", "-385.00")
    categorise_transactions(ctx, options={"apply": True})
    reasons = {tx: item.reason for item in review_queue(ctx).items for tx in item.transaction_ids}
    assert first in reasons and second in reasons
    assert "paid back" in reasons[second]


def test_a_rent_paid_twice_on_one_day_and_returned_asks_both_payments_and_the_refund(
    ctx: AccountContext,
) -> None:
    """The retailer's February unit rent went out twice (the scheduled transfer and a manual one); the
    landlord sent one back a week later (round 22). Both payments were filed as rent, a deduction and a
    GST credit each, without a word: which one was the duplicate is asked, with the payment back."""
    update_profile(
        ctx,
        data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "gstBasis": "cash"},
    )
    add_supplier(ctx, name="Harbour Light Industrial Trust", supplies="rent", gst="taxable")
    rents = [
        add(ctx, on, f"TRANSFER TO HARBOUR LIGHT INDUSTRIAL RENT {ref}", "-1540.00")
        for on, ref in (
            ("2026-01-02", "JAN"),
            ("2026-02-02", "FEB"),
            ("2026-02-02", "FEB"),
            ("2026-03-02", "MAR"),
        )
    ]
    back = add(ctx, "2026-02-09", "DIRECT CREDIT HARBOUR LIGHT INDUSTRIAL REFUND OVERPAYMENT", "1540.00")
    categorise_transactions(ctx, options={"apply": True})
    reasons = {tx: item.reason for item in review_queue(ctx).items for tx in item.transaction_ids}
    assert rents[1] in reasons and rents[2] in reasons and back in reasons
    assert "twice" in reasons[rents[1]]
    assert rents[0] not in reasons and rents[3] not in reasons


def test_a_card_double_charge_refunded_and_filed_alike_is_not_asked_which_was_the_duplicate(
    ctx: AccountContext,
) -> None:
    """A card terminal charged a purchase twice and the shop refunded one two days later; finkit filed the
    refund alike the two charges (same category, deduction and GST treatment), so it undoes one charge on
    every figure and there is nothing to ask (the café's year, round 22: ``paid_twice_debits``). Left
    unfiled, the refund undoes nothing, and which charge was the duplicate is asked."""
    update_profile(
        ctx,
        data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "gstBasis": "cash"},
    )
    charges = [
        add(ctx, "2026-02-12", "VISA PURCHASE OFFICEWORKS 0312 GEELONG", "-86.90"),
        add(ctx, "2026-02-12", "VISA PURCHASE OFFICEWORKS 0312 GEELONG", "-86.90"),
    ]
    back = add(ctx, "2026-02-14", "VISA REFUND OFFICEWORKS 0312 GEELONG", "86.90")
    categorise_transactions(ctx, options={"apply": True})
    reasons = {tx: item.reason for item in review_queue(ctx).items for tx in item.transaction_ids}
    assert all("twice" in reasons[tx] for tx in (*charges, back))  # the refund left unfiled: asked
    filed = get_transaction(ctx, charges[0]).category_id
    update_transaction(ctx, back, data={"categoryId": filed})  # the person files it as the charges
    reasons = {tx: item.reason for item in review_queue(ctx).items for tx in item.transaction_ids}
    assert [tx for tx in (*charges, back) if "twice" in reasons.get(tx, "")] == []
