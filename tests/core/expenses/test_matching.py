from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, NotFoundError, ValidationError
from finkit.core.expenses.matching import (
    link_expense_to_transaction,
    merchant_similarity,
    suggest_transaction_matches,
    unlink_expense_transaction,
)
from finkit.core.expenses.service import create_expense, get_expense, list_expenses
from finkit.core.usecases.transactions import create_transaction, delete_transaction


def _tx(ctx: AccountContext, date: str, amount: str, description: str, merchant: str | None = None) -> str:
    return create_transaction(
        ctx, data={"date": date, "amount": amount, "description": description, "merchant": merchant}
    ).id


def test_merchant_similarity_ignores_noise() -> None:
    assert merchant_similarity("Officeworks", "OFFICEWORKS 0423 PARRAMATTA") == 1.0
    assert merchant_similarity("Bunnings Pty Ltd", "bunnings") == 1.0
    assert merchant_similarity("Officeworks", "Qantas") < 0.5
    assert merchant_similarity(None, "x") == 0.0


def test_suggestions_are_scored_and_explained(ctx: AccountContext) -> None:
    expense = create_expense(
        ctx, data={"date": "2026-06-14", "amount": "110.00", "description": "Ink", "merchant": "Officeworks"}
    )
    best = _tx(ctx, "2026-06-15", "-110.00", "OFFICEWORKS 0423 PARRAMATTA")
    near = _tx(ctx, "2026-06-14", "-110.30", "Coles Parramatta", "Coles")
    _tx(ctx, "2026-06-14", "-125.00", "OFFICEWORKS")  # amount outside the tolerance
    _tx(ctx, "2026-06-25", "-110.00", "OFFICEWORKS")  # too many days apart
    _tx(ctx, "2026-06-14", "110.00", "Refund OFFICEWORKS")  # money in is never a payment
    suggestions = suggest_transaction_matches(ctx, expense.id)
    assert [s.transaction_id for s in suggestions] == [best, near]
    top = suggestions[0]
    # 50 (same amount) + 22.5 (1 day apart) + 20 (merchant contained) = 92.5
    assert top.score == Decimal("92.5")
    assert top.reasons == ["same amount (110.00)", "1 day(s) apart", "merchant similarity 100%"]
    assert suggestions[1].score < top.score
    assert suggest_transaction_matches(ctx, expense.id, tolerance=Decimal("0.10")) == [top]


def test_link_counts_the_money_once_and_is_exclusive(ctx: AccountContext) -> None:
    first = create_expense(ctx, data={"date": "2026-06-14", "amount": 20, "description": "Lunch"})
    second = create_expense(ctx, data={"date": "2026-06-14", "amount": 20, "description": "Lunch again"})
    tx = _tx(ctx, "2026-06-14", "-20", "CAFE")
    linked = link_expense_to_transaction(ctx, first.id, transaction_id=tx)
    assert linked.transaction_id == tx
    assert suggest_transaction_matches(ctx, second.id) == []  # already claimed
    with pytest.raises(ConflictError):
        link_expense_to_transaction(ctx, second.id, transaction_id=tx)
    assert list_expenses(ctx, {"linked": True}).pagination.total == 1
    credit = _tx(ctx, "2026-06-14", "20", "Refund")
    with pytest.raises(ValidationError) as info:
        link_expense_to_transaction(ctx, second.id, transaction_id=credit)
    assert info.value.fields[0].field == "transactionId"
    assert unlink_expense_transaction(ctx, first.id).transaction_id is None
    link_expense_to_transaction(ctx, second.id, transaction_id=tx)
    delete_transaction(ctx, tx)
    assert get_expense(ctx, second.id).transaction_id is None


def test_matching_is_tenant_isolated(ctx: AccountContext, other_ctx: AccountContext) -> None:
    mine = create_expense(ctx, data={"date": "2026-06-14", "amount": 20, "description": "Lunch"})
    theirs_expense = create_expense(other_ctx, data={"date": "2026-06-14", "amount": 20, "description": "x"})
    theirs_tx = _tx(other_ctx, "2026-06-14", "-20", "CAFE")
    assert suggest_transaction_matches(ctx, mine.id) == []
    with pytest.raises(ValidationError) as info:
        link_expense_to_transaction(ctx, mine.id, transaction_id=theirs_tx)
    assert info.value.fields[0].field == "transactionId"
    for call in (
        lambda: suggest_transaction_matches(ctx, theirs_expense.id),
        lambda: link_expense_to_transaction(ctx, theirs_expense.id, transaction_id=theirs_tx),
        lambda: unlink_expense_transaction(ctx, theirs_expense.id),
    ):
        with pytest.raises(NotFoundError):
            call()
    assert get_expense(other_ctx, theirs_expense.id).transaction_id is None
