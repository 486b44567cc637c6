"""A payment back to someone who paid in (a client's refund, a bond returned) is asked with that payer's
payments, not as a question of its own (round 24): the person answers it as the payment it undoes."""

from __future__ import annotations

from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.rules.service import list_rules
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.transactions import get_transaction
from tests.core.review.conftest import add, guess


def test_a_refund_to_a_payer_asked_is_in_the_payers_question(ctx: AccountContext) -> None:
    """Two guests' payments finkit guessed sales below certainty are one question; the refund sent to one
    of them, which nothing filed, joins it, and one answer ("sales") settles the sales and the refund; the
    rule it leaves remembers the payers' money in, not the refund."""
    paid = [
        add(ctx, "2025-09-01", "OSKO CREDIT FROM NIAMH BRENNAN - rainforest day", "498.00"),
        add(ctx, "2025-09-03", "OSKO CREDIT FROM TOM BRADSHAW - reef tour", "640.00"),
    ]
    for tx in paid:
        guess(ctx, tx, "Sales Income", "0.6", flag=True)
    refund = add(ctx, "2025-11-04", "OSKO PAYMENT TO NIAMH BRENNAN - REFUND CYCLONE CANCEL", "-249.00")
    items = review_queue(ctx).items
    assert len(items) == 1
    item = items[0]
    assert sorted(item.transaction_ids) == sorted([*paid, refund])
    assert "back to a payer" in item.question
    outcome = decide_item(
        ctx, item.id, data={"category": "Sales Income", "transactionIds": item.transaction_ids}
    )
    assert sorted(outcome.transaction_ids) == sorted([*paid, refund])
    assert review_queue(ctx).items == []
    assert get_transaction(ctx, refund).category.name == "Sales Income"
    assert outcome.rule is not None
    rule = next(r for r in list_rules(ctx) if r.id == outcome.rule.id)
    assert rule.conditions["all"][1]["value"] == "credit"


def test_refunds_to_payers_whose_payments_were_filed_are_one_question(ctx: AccountContext) -> None:
    """Refunds to two clients whose payments are filed (not asked) are one question; a payment to someone
    who never paid in keeps its own."""
    sales = find_category_by_name(ctx, "Sales Income").id
    for on, who in (("2025-07-05", "R & M KOWALSKI"), ("2025-07-09", "NIAMH BRENNAN")):
        add(ctx, on, f"OSKO CREDIT FROM {who} - tour", "438.00", category_id=sales)
    refunds = [
        add(ctx, "2025-08-01", "OSKO PAYMENT TO R & M KOWALSKI - REFUND", "-219.00"),
        add(ctx, "2025-08-02", "OSKO PAYMENT TO NIAMH BRENNAN - REFUND CYCLONE CANCEL", "-438.00"),
    ]
    other = add(ctx, "2025-08-03", "OSKO PAYMENT TO NOMADS CAIRNS - commission", "-250.00")
    items = review_queue(ctx).items
    assert sorted(sorted(i.transaction_ids) for i in items) == sorted([sorted(refunds), [other]])
    together = next(i for i in items if other not in i.transaction_ids)
    assert together.merchant.startswith("2 payees who paid you")
    decide_item(
        ctx, together.id, data={"category": "Sales Income", "transactionIds": together.transaction_ids}
    )
    assert [get_transaction(ctx, r).category.name for r in refunds] == ["Sales Income", "Sales Income"]
    assert [i.transaction_ids for i in review_queue(ctx).items] == [[other]]
