"""Fewer decisions for the same answers (issue 26, round 20): questions that share their question and
suggestion are one item the person answers once, and can still split."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.rules.service import list_rules
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.transactions import get_transaction
from tests.core.review.conftest import add


def test_payers_nothing_filed_are_one_question_that_can_be_split(ctx: AccountContext) -> None:
    """A tour operator's guests paying by transfer that nothing filed: one item (where each payer was its
    own), one answer for the sales; a payer who paid back apart is remembered as her own item's answer
    would be, a guest's one odd payment apart is remembered for nobody."""
    guests = [
        add(ctx, "2025-09-01", "INWARD TT JENNIFER A", "480.00"),
        add(ctx, "2025-09-03", "NIAMH BRENNAN", "320.00"),
        add(ctx, "2025-09-05", "TOM BRADSHAW", "640.00"),
    ]
    odd = add(ctx, "2025-09-06", "TOM BRADSHAW", "12.00")
    back = add(ctx, "2025-09-07", "L NGUYEN", "45.00")
    items = review_queue(ctx).items
    assert len(items) == 1
    item = items[0]
    assert sorted(item.transaction_ids) == sorted([*guests, odd, back])
    assert item.merchant.startswith("4 payers") and len(item.merchants) == 4
    assert "onlyTransactionIds" in item.question
    shown = item.transaction_ids
    apart = decide_item(
        ctx, item.id, data={"category": "Transfers", "onlyTransactionIds": [back], "transactionIds": shown}
    )
    assert apart.transaction_ids == [back] and apart.rule is not None
    assert apart.rule.name == "Review: L Nguyen (money in)"
    shown = [i for i in shown if i != back]  # what the listing shows now
    one = decide_item(
        ctx, item.id, data={"category": "Transfers", "onlyTransactionIds": [odd], "transactionIds": shown}
    )
    assert one.transaction_ids == [odd] and one.rule is None  # Tom Bradshaw's other payment is a sale
    rest = decide_item(ctx, item.id, data={"category": "Sales Income", "transactionIds": guests})
    assert sorted(rest.transaction_ids) == sorted(guests) and rest.rule is not None
    assert review_queue(ctx).items == []
    rule = next(r for r in list_rules(ctx) if r.id == rest.rule.id)
    assert len(rule.conditions["all"][0]["any"]) == 3  # each guest remembered, not the one who paid back
    later = [add(ctx, "2025-10-01", "NIAMH BRENNAN", "320.00"), add(ctx, "2025-10-02", "L NGUYEN", "45.00")]
    assert [get_transaction(ctx, tx).category.name for tx in later] == ["Sales Income", "Transfers"]


def test_a_processor_and_money_out_nothing_filed_keep_their_own_questions(ctx: AccountContext) -> None:
    payer = add(ctx, "2025-09-01", "NIAMH BRENNAN", "320.00")
    other = add(ctx, "2025-09-02", "TOM BRADSHAW", "640.00")
    paypal = add(ctx, "2025-09-03", "PAYPAL AUSTRALIA 1043", "800.00")
    shop = add(ctx, "2025-09-04", "NOMADS CAIRNS", "-250.00")
    items = review_queue(ctx).items
    assert sorted(sorted(i.transaction_ids) for i in items) == sorted(
        [sorted([payer, other]), [paypal], [shop]]
    )
    assert next(i for i in items if i.transaction_ids == [shop]).merchants == [
        next(i for i in items if i.transaction_ids == [shop]).merchant
    ]
