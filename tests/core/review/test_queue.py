"""The review queue (issue 26): what needs the person, grouped by merchant and direction, largest money
first, with ids that name the same group from one listing to the next."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.review.flags import Window
from finkit.core.review.pending import pending_review
from finkit.core.review.queue import groups_in, review_queue
from finkit.core.review.sources import QUESTION_SOURCES, ids_source
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.tax import analyse_transactions
from tests.core.review.conftest import add, guess
from tests.core.tax.conftest import add as add_categorised


def test_rows_group_by_merchant_and_direction_largest_money_first(
    ctx: AccountContext, other_ctx: AccountContext
) -> None:
    studio = [add(ctx, f"2025-08-0{d}", "STUDIO 44 HIRE BOOKING", "-120.00") for d in (1, 2, 3)]
    refund = add(ctx, "2025-08-04", "STUDIO 44 HIRE BOOKING", "50.00")
    client = add(ctx, "2025-08-05", "PAYMENT FROM MERRI CREEK PTY LTD", "2200.00")
    guess(ctx, client, "Sales Income", "0.6", flag=True)  # (credits nothing filed are one question)
    other = add(ctx, "2025-08-06", "CAMERA CLINIC BRISBANE", "40.00")  # money in, no purchases asked
    queue = review_queue(ctx)
    # The refund finkit could not file waits with the purchases it gives back (one answer for both).
    assert [sorted(i.transaction_ids) for i in queue.items] == [[client], sorted([*studio, refund]), [other]]
    first, second, third = queue.items
    assert (first.direction, first.count, first.total) == ("in", 1, Decimal("2200.00"))
    assert (second.direction, second.count, second.total) == ("out", 4, Decimal("-310.00"))
    assert third.direction == "in" and third.merchant != second.merchant
    assert "not categorised (4 of 4)" in second.reason
    assert second.suggestion.category is None
    assert (queue.rows, queue.amount) == (6, Decimal("2550.00"))
    assert [i.id for i in review_queue(ctx).items] == [i.id for i in queue.items]  # stable ids
    assert review_queue(other_ctx).items == []


def test_the_period_filter_keeps_the_group_id(ctx: AccountContext) -> None:
    july = add(ctx, "2025-07-10", "CAMERA CLINIC BRISBANE", "-300.00")
    october = add(ctx, "2025-10-10", "CAMERA CLINIC BRISBANE", "-250.00")
    whole = review_queue(ctx).items
    q1 = review_queue(ctx, period="2025Q3").items
    assert [i.transaction_ids for i in q1] == [[july]]
    assert sorted(whole[0].transaction_ids) == sorted([july, october])
    assert q1[0].id == whole[0].id


def test_guesses_below_certainty_are_asked_confident_and_own_ones_are_not(ctx: AccountContext) -> None:
    wise = [add(ctx, f"2025-09-0{d}", "WISE AUSTRALIA PTY LTD NORTHLIGHT", "1500.00") for d in (1, 2)]
    for tx in wise:
        guess(ctx, tx, "Sales Income", "0.6")
    confident = add(ctx, "2025-09-03", "TELSTRA MOBILE", "-89.00")
    guess(ctx, confident, "Phone & Internet", "0.97")
    flagged = add(ctx, "2025-09-04", "PAYPAL AUSTRALIA 1043", "800.00")
    guess(ctx, flagged, "Sales Income", "0.95", flag=True)
    add_categorised(ctx, "2025-09-05", "OFFICEWORKS", "-20.00", "Office Supplies")  # the person's own
    items = review_queue(ctx).items
    assert sorted(tx for i in items for tx in i.transaction_ids) == sorted([*wise, flagged])
    wise_item = next(i for i in items if set(i.transaction_ids) == set(wise))
    assert wise_item.suggestion.category == "Sales Income"
    assert "a guess below certainty (2 of 2)" in wise_item.reason
    assert "Sales Income" in wise_item.question


def test_tax_analysis_verdicts_are_items_of_the_same_queue(ctx: AccountContext) -> None:
    update_profile(ctx, data={"occupation": "electrician", "gstRegistered": True})
    power = add_categorised(ctx, "2025-08-05", "AGL SALES PTY LTD BPAY", "-330.00", "Utilities")
    analyse_transactions(ctx, transaction_ids=[power], save=True)
    items = review_queue(ctx).items
    assert [i.transaction_ids for i in items] == [[power]]
    assert "tax analysis" in items[0].reason
    assert items[0].suggestion.category == "Utilities"


def test_a_source_plugs_in_as_one_more_entry(ctx: AccountContext) -> None:
    """The extension point h25b's unpaired transfers use: a read returning ids, wrapped by ids_source."""
    mine = add_categorised(ctx, "2025-08-05", "TRANSFER TO 063000123456", "-500.00", "Transfers")
    extra = ids_source(
        "unpaired_transfer", "a transfer to an account finkit does not know", lambda c, p: [mine]
    )
    with ctx.db.session() as session:
        assert groups_in(session, ctx, Window()) == {}
        found = groups_in(session, ctx, Window(), (*QUESTION_SOURCES, extra))
    assert [[tx.id for tx, _ in g.rows] for g in found.values()] == [[mine]]


def test_pending_review_counts_the_period_rows_and_money(ctx: AccountContext) -> None:
    add(ctx, "2025-07-10", "CAMERA CLINIC BRISBANE", "-300.00")
    add(ctx, "2025-08-10", "PAYMENT FROM MERRI CREEK PTY LTD", "2200.00")
    add(ctx, "2025-10-10", "CAMERA CLINIC BRISBANE", "-250.00")
    q1 = pending_review(ctx, date(2025, 7, 1), date(2025, 9, 30))
    assert (q1.rows, q1.amount, q1.provisional) == (2, Decimal("2500.00"), True)
    assert pending_review(ctx, date(2026, 1, 1), date(2026, 3, 31)).provisional is False


def test_a_mixed_use_cost_without_a_business_share_is_asked(ctx: AccountContext) -> None:
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True})
    phone = add_categorised(ctx, "2025-09-12", "TELSTRA MOBILE BILL", "-89.00", "Phone & Internet")
    items = review_queue(ctx).items
    assert [i.transaction_ids for i in items] == [[phone]]
    assert "a mixed-use cost with no business share (1 of 1)" in items[0].reason
    update_profile(ctx, data={"defaultBusinessUsePercentage": 60})  # the profile's share answers it
    assert review_queue(ctx).items == []
