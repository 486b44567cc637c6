"""Account B's records are unreachable from account A through every foundation service."""

from __future__ import annotations

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.usecases.categories import (
    delete_category,
    find_category_by_name,
    get_category,
    list_categories,
    update_category,
)
from finkit.core.usecases.transactions import (
    create_transaction,
    delete_transaction,
    get_transaction,
    list_transactions,
    update_transaction,
)


def test_transactions_of_another_account_are_not_found(
    ctx: AccountContext, other_ctx: AccountContext
) -> None:
    theirs = create_transaction(
        other_ctx, data={"date": "2026-01-01", "description": "Theirs", "amount": -10}
    )
    with pytest.raises(NotFoundError):
        get_transaction(ctx, theirs.id)
    with pytest.raises(NotFoundError):
        update_transaction(ctx, theirs.id, data={"description": "hijacked"})
    with pytest.raises(NotFoundError):
        delete_transaction(ctx, theirs.id)
    assert list_transactions(ctx).pagination.total == 0
    assert get_transaction(other_ctx, theirs.id).description == "Theirs"


def test_categories_of_another_account_cannot_be_read_changed_or_referenced(
    ctx: AccountContext, other_ctx: AccountContext
) -> None:
    theirs = find_category_by_name(other_ctx, "Fuel")
    assert theirs.id not in {c.id for c in list_categories(ctx)}
    with pytest.raises(NotFoundError):
        get_category(ctx, theirs.id)
    with pytest.raises(NotFoundError):
        update_category(ctx, theirs.id, data={"name": "Mine now"})
    with pytest.raises(NotFoundError):
        delete_category(ctx, theirs.id, uncategorise=True)
    with pytest.raises(ValidationError) as info:
        create_transaction(
            ctx, data={"date": "2026-01-01", "description": "x", "amount": -1, "categoryId": theirs.id}
        )
    assert info.value.fields[0].field == "categoryId"
    mine = create_transaction(ctx, data={"date": "2026-01-01", "description": "x", "amount": -1})
    with pytest.raises(ValidationError):
        update_transaction(ctx, mine.id, data={"categoryId": theirs.id})
    mine_cat = find_category_by_name(ctx, "Travel")
    with pytest.raises(ValidationError):
        delete_category(ctx, mine_cat.id, reassign_to=theirs.id)
    assert get_category(other_ctx, theirs.id).name == "Fuel"
