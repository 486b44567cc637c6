"""A payment back to someone who paid in (a client's refund, a bond returned) is asked with that payer's
payments, not as a question of its own (round 24): the person answers it as the payment it undoes."""

from __future__ import annotations

from sqlalchemy import update

from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.rules.service import list_rules
from finkit.core.transactions.models import Transaction
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import add_supplier, update_profile
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


def test_a_suppliers_credit_spelled_another_way_joins_its_purchases(ctx: AccountContext) -> None:
    """A supplier's credit note finkit guessed below certainty, the bank spelling the supplier otherwise
    ("Barberdts" for "Barber DTS"), is asked in the purchases' question: one answer files both; a credit
    from another merchant keeps its own question."""
    bought = [
        add(ctx, "2025-08-01", "Debit Card Purchase 4417 BARBER DTS PTY LTD", "-320.00"),
        add(ctx, "2025-09-01", "Debit Card Purchase 4417 BARBER DTS PTY LTD", "-180.00"),
    ]
    credit = add(ctx, "2025-09-05", "Debit Card Refund 4417 BARBERDTS", "45.00")
    guess(ctx, credit, "Office Supplies", "0.5", flag=True)
    other = add(ctx, "2025-09-06", "Debit Card Refund 4417 KMART MORLEY", "20.00")
    guess(ctx, other, "Groceries", "0.5", flag=True)
    items = review_queue(ctx).items
    assert sorted(sorted(i.transaction_ids) for i in items) == sorted([sorted([*bought, credit]), [other]])
    item = next(i for i in items if credit in i.transaction_ids)
    assert item.direction == "out"
    decide_item(ctx, item.id, data={"category": "Tools & Equipment", "transactionIds": item.transaction_ids})
    assert {get_transaction(ctx, i).category.name for i in [*bought, credit]} == {"Tools & Equipment"}


def _fee(ctx: AccountContext, on: str, amount: str) -> str:
    """The bank's international fee, filed the way categorisation files one (certain, input-taxed)."""
    fee = add(ctx, on, "INTERNATIONAL TRANSACTION FEE", amount)
    guess(ctx, fee, "Bank Fees", "0.97")
    with ctx.db.session() as session:
        session.execute(
            update(Transaction)
            .where(Transaction.id == fee)
            .values(is_tax_deductible=True, gst_treatment="input_taxed")
        )
    return fee


def test_purchases_abroad_nothing_filed_are_one_question_answered_apart_where_they_differ(
    ctx: AccountContext,
) -> None:
    """Overseas suppliers paid by card, each with the bank's fee, that nothing filed: one question where
    each was its own; the stock bought at three answered at once, a private print apart, each fee following
    its purchase; a purchase at home nothing filed keeps its own question."""
    update_profile(
        ctx, data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "gstBasis": "cash"}
    )
    stock = [
        add(ctx, "2025-10-08", "VISA DEBIT PURCHASE ALIBABA.COM HANGZHOU CN", "-283.27"),
        add(ctx, "2025-11-03", "VISA DEBIT PURCHASE ALIEXPRESS SINGAPORE SG", "-86.35"),
        add(ctx, "2026-01-13", "VISA DEBIT PURCHASE ETSY NORDLYS CERAMIC BROOKLYN US", "-417.24"),
    ]
    fees = [
        _fee(ctx, "2025-10-09", "-8.50"),
        _fee(ctx, "2025-11-04", "-2.59"),
        _fee(ctx, "2026-01-14", "-12.52"),
    ]
    private = add(ctx, "2026-02-02", "VISA DEBIT PURCHASE ETSY WILDROOTPRINTS BROOKLYN US", "-64.00")
    private_fee = _fee(ctx, "2026-02-03", "-1.92")
    home = add(ctx, "2026-02-05", "VISA DEBIT PURCHASE HARBOURSIDE EVENTS MAITLAND", "-120.00")
    items = review_queue(ctx).items
    abroad = next(i for i in items if stock[0] in i.transaction_ids)
    assert sorted(abroad.transaction_ids) == sorted([*stock, *fees, private, private_fee])
    assert abroad.merchant.startswith("4 merchants abroad")
    assert [i.transaction_ids for i in items if i is not abroad] == [[home]]
    shown = abroad.transaction_ids
    decide_item(
        ctx,
        abroad.id,
        data={"category": "Entertainment", "onlyTransactionIds": [private], "transactionIds": shown},
    )
    left = next(i for i in review_queue(ctx).items if stock[0] in i.transaction_ids)
    decide_item(ctx, left.id, data={"category": "Materials & Stock", "gstTreatment": "out_of_scope",
                                    "transactionIds": left.transaction_ids})  # fmt: skip
    assert {get_transaction(ctx, i).category.name for i in stock} == {"Materials & Stock"}
    assert {get_transaction(ctx, i).category.name for i in [*fees, private_fee]} == {"Bank Fees"}
    assert [get_transaction(ctx, i).is_tax_deductible for i in [*fees, private_fee]] == [
        True,
        True,
        True,
        False,
    ]
    assert [i.transaction_ids for i in review_queue(ctx).items] == [[home]]


def test_a_landlords_return_of_rent_paid_twice_is_in_the_rents_question(ctx: AccountContext) -> None:
    """The retailer's February unit rent went out twice and the landlord sent one back (round 22): the two
    payments and the payment back were two questions (which payment was the duplicate; the payment back),
    answered alike in two decisions; they are one, whose duplicate and payment back are one answer."""
    update_profile(
        ctx, data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "gstBasis": "cash"}
    )
    add_supplier(ctx, name="Harbour Light Industrial Trust", supplies="rent", gst="taxable")
    for on, ref in (("2026-01-02", "JAN"), ("2026-03-02", "MAR")):
        add(ctx, on, f"TRANSFER TO HARBOUR LIGHT INDUSTRIAL RENT {ref}", "-1540.00")
    twice = [
        add(ctx, "2026-02-02", "TRANSFER TO HARBOUR LIGHT INDUSTRIAL RENT FEB", "-1540.00") for _ in "12"
    ]
    back = add(ctx, "2026-02-09", "DIRECT CREDIT HARBOUR LIGHT INDUSTRIAL REFUND OVERPAYMENT", "1540.00")
    categorise_transactions(ctx, options={"apply": True})
    holding = [
        i for i in review_queue(ctx).items if back in i.transaction_ids or twice[0] in i.transaction_ids
    ]
    assert len(holding) == 1
    assert sorted(holding[0].transaction_ids) == sorted([*twice, back])
