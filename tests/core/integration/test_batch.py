from __future__ import annotations

from collections.abc import Callable

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.errors import AuthenticationError, ConflictError, NotFoundError, ValidationError
from finkit.core.integration.schemas import MAX_BATCH_ITEMS
from finkit.core.integration.tokens import (
    authenticate_integration_token,
    create_integration_token,
    list_integration_tokens,
    revoke_integration_token,
)
from finkit.core.usecases.integration import create_transactions_batch
from finkit.core.usecases.transactions import list_transactions


def items(ctx: AccountContext) -> list[dict[str, object]]:
    category = list_categories(ctx)[0]
    return [
        {"date": "2026-06-01", "description": "Invoice 17", "amount": "1200.00"},
        {"date": "2026-06-02", "description": "Stripe fee", "amount": "-3.50", "categoryId": category.id},
        {"date": "not a date", "description": "bad", "amount": "1"},
        {"date": "2026-06-03", "description": "Wrong category", "amount": "-1", "categoryId": "nope"},
    ]


def test_batch_creates_api_rows_with_per_item_results(ctx: AccountContext) -> None:
    result = create_transactions_batch(ctx, items=items(ctx), idempotency_key="req-1")
    assert (result.created, result.failed, result.replayed) == (2, 2, False)
    assert [r.status for r in result.results] == ["created", "created", "error", "error"]
    assert result.results[2].errors[0].field == "date"
    assert result.results[3].errors[0].field == "categoryId"
    page = list_transactions(ctx, {"source": "api"})
    assert sorted(t.id for t in page.transactions) == sorted(r.id for r in result.results if r.id)


def test_same_key_same_body_replays_and_creates_nothing(ctx: AccountContext) -> None:
    body = items(ctx)
    first = create_transactions_batch(ctx, items=body, idempotency_key="retry-me")
    again = create_transactions_batch(ctx, items=body, idempotency_key="retry-me")
    assert again.replayed and [r.id for r in again.results] == [r.id for r in first.results]
    assert list_transactions(ctx, {"source": "api"}).pagination.total == 2
    with pytest.raises(ConflictError):
        create_transactions_batch(ctx, items=body[:1], idempotency_key="retry-me")


def test_keys_are_per_account(ctx: AccountContext, other_ctx: AccountContext) -> None:
    create_transactions_batch(ctx, items=items(ctx)[:1], idempotency_key="shared")
    other = create_transactions_batch(other_ctx, items=items(other_ctx)[:1], idempotency_key="shared")
    assert not other.replayed and other.created == 1


def test_atomic_batch_refuses_everything_naming_rows(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError) as err:
        create_transactions_batch(ctx, items=items(ctx), idempotency_key="atomic", atomic=True)
    assert {p.row for p in err.value.fields} == {2, 3}
    assert list_transactions(ctx, {"source": "api"}).pagination.total == 0
    # Nothing was stored under the key: a corrected retry goes through.
    fixed = create_transactions_batch(ctx, items=items(ctx)[:2], idempotency_key="atomic", atomic=True)
    assert fixed.created == 2


def test_limits_and_key_rules(ctx: AccountContext) -> None:
    one = items(ctx)[:1]
    with pytest.raises(ValidationError, match="at most 500"):
        create_transactions_batch(ctx, items=one * (MAX_BATCH_ITEMS + 1), idempotency_key="big")
    with pytest.raises(ValidationError, match="idempotencyKey"):
        create_transactions_batch(ctx, items=one, idempotency_key=None)
    with pytest.raises(ValidationError):
        create_transactions_batch(ctx, items=[], idempotency_key="empty")


def test_integration_tokens(make_ctx: Callable[..., AccountContext], database, settings) -> None:
    pro = make_ctx(tier="professional")
    created = create_integration_token(pro, data={"name": "ERP", "expiresInDays": 30})
    assert created.secret.startswith("fki_") and created.secret not in str(list_integration_tokens(pro))
    acting, scopes = authenticate_integration_token(database, settings, created.secret)
    assert acting.account_id == pro.account_id and acting.request.actor == "api"
    assert "transactions:write" in scopes
    intruder = make_ctx(tier="professional")
    with pytest.raises(NotFoundError):
        revoke_integration_token(intruder, created.token.id)
    revoke_integration_token(pro, created.token.id)
    with pytest.raises(AuthenticationError):
        authenticate_integration_token(database, settings, created.secret)
    with pytest.raises(AuthenticationError):
        authenticate_integration_token(database, settings, "mcp_" + "0" * 64)
