"""The Integration API's transaction batches: each item written by the transactions area and settled."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from finkit.core.bank_accounts.transfers import pair_written
from finkit.core.context import AccountContext
from finkit.core.integration.schemas import BatchResult
from finkit.core.integration.service import (
    SOURCE,
    TRANSACTIONS_OPERATION,
    checked_transaction_item,
    create_expenses_batch,
    run_batch,
)
from finkit.core.pipeline import settle
from finkit.core.transactions.service import add_transaction

__all__ = ["create_expenses_batch", "create_transactions_batch"]


def _create_transaction_item(session: Session, ctx: AccountContext, item: dict[str, Any], index: int) -> str:
    changes = add_transaction(
        session, ctx, checked_transaction_item(session, ctx, item, index), source=SOURCE, origin="integration"
    )
    settle(session, ctx, changes)
    paired = pair_written(session, ctx, [tx.id for tx in changes.written], origin="integration")
    if not paired.empty:  # the other side of a transfer between own accounts already in the books
        settle(session, ctx, paired)
    return str(changes.written[0].id)


def create_transactions_batch(
    ctx: AccountContext,
    *,
    items: list[dict[str, Any]],
    idempotency_key: str | None,
    atomic: bool = False,
) -> BatchResult:
    """Create up to ``MAX_BATCH_ITEMS`` transactions with ``source="api"`` (see
    ``finkit.core.integration.service``'s module docstring for limits, idempotency and atomicity)."""
    return run_batch(
        ctx,
        operation=TRANSACTIONS_OPERATION,
        items=items,
        idempotency_key=idempotency_key,
        create_item=_create_transaction_item,
        atomic=atomic,
    )
