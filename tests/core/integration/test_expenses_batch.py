from __future__ import annotations

from collections.abc import Callable

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import TierRequiredError, ValidationError
from finkit.core.expenses.service import list_expenses
from finkit.core.usecases.integration import create_expenses_batch, create_transactions_batch
from finkit.core.usecases.transactions import create_transaction


def test_expenses_batch_creates_api_drafts_with_per_item_results(ctx: AccountContext) -> None:
    tx = create_transaction(ctx, data={"date": "2026-06-01", "amount": "-30", "description": "Taxi"})
    items: list[dict[str, object]] = [
        {"date": "2026-06-01", "amount": "30", "description": "Taxi to client", "transactionId": tx.id},
        {"date": "2026-06-01", "amount": "0", "description": "zero"},
        {"date": "2026-06-02", "amount": "5", "description": "same tx again", "transactionId": tx.id},
        {"date": "2026-06-02", "amount": "5", "description": "unknown tx", "transactionId": "nope"},
        {"date": "2026-06-03", "amount": "12.5", "description": "Lunch", "notAField": 1},
        {"date": "2026-06-03", "amount": "12.50", "description": "Lunch"},
    ]
    result = create_expenses_batch(ctx, items=items, idempotency_key="exp-batch-1")
    assert [r.status for r in result.results] == ["created", "error", "error", "error", "error", "created"]
    assert [r.errors[0].field for r in result.results if r.errors] == [
        "amount",
        "transactionId",
        "transactionId",
        "notAField",
    ]
    page = list_expenses(ctx, {"limit": 50})
    assert sorted(e.id for e in page.expenses) == sorted(r.id for r in result.results if r.id)
    assert {e.source for e in page.expenses} == {"api"} and {e.status for e in page.expenses} == {"draft"}
    again = create_expenses_batch(ctx, items=items, idempotency_key="exp-batch-1")
    assert again.replayed and list_expenses(ctx).pagination.total == 2


def test_atomic_expenses_batch_writes_nothing(ctx: AccountContext) -> None:
    items: list[dict[str, object]] = [
        {"date": "2026-06-01", "amount": "30", "description": "ok"},
        {"date": "2026-06-01", "amount": "5", "description": "bad", "transactionId": "nope"},
    ]
    with pytest.raises(ValidationError) as info:
        create_expenses_batch(ctx, items=items, idempotency_key="atomic-1", atomic=True)
    assert [(p.field, p.row) for p in info.value.fields] == [("transactionId", 1)]
    assert list_expenses(ctx).pagination.total == 0
    # a corrected retry may reuse the key: the refused batch stored nothing
    assert create_expenses_batch(ctx, items=items[:1], idempotency_key="atomic-1", atomic=True).created == 1


def test_keys_are_per_operation(ctx: AccountContext) -> None:
    item = {"date": "2026-06-01", "amount": "-1", "description": "x"}
    assert create_transactions_batch(ctx, items=[item], idempotency_key="shared").created == 1
    assert create_expenses_batch(ctx, items=[item], idempotency_key="shared").created == 1


def test_batches_need_professional(make_ctx: Callable[..., AccountContext]) -> None:
    free = make_ctx()
    item = {"date": "2026-06-01", "amount": "1", "description": "x"}
    with pytest.raises(TierRequiredError):
        create_expenses_batch(free, items=[item], idempotency_key="k")
    with pytest.raises(TierRequiredError):
        create_transactions_batch(free, items=[item], idempotency_key="k")
