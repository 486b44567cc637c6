from __future__ import annotations

from decimal import Decimal
from typing import Any

from sqlalchemy import update

from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.transactions.models import Transaction
from finkit.core.usecases.transactions import create_transaction


def add(ctx: AccountContext, on: str, description: str, amount: str, **extra: Any) -> str:
    """One uncategorised row (the way an import leaves what nothing recognised)."""
    return create_transaction(
        ctx, data={"date": on, "description": description, "amount": amount, **extra}
    ).id


def guess(ctx: AccountContext, tx_id: str, category: str, confidence: str, *, flag: bool = False) -> None:
    """Stand in for categorisation's guess: a category it chose with ``confidence`` (not the person's)."""
    category_id = find_category_by_name(ctx, category).id
    with ctx.db.session() as session:
        session.execute(
            update(Transaction)
            .where(Transaction.id == tx_id)
            .values(
                category_id=category_id,
                category_assigned_by="model",
                category_locked=False,
                category_confidence=Decimal(confidence),
                needs_review=flag,
            )
        )
