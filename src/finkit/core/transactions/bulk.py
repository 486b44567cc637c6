"""Bulk categorise: one category for many of the account's transactions, all of them or none.

The dashboard's "Categorise selected", ``POST /api/bank/transactions/bulk-categorise``, the
``transactions_bulk_categorise`` tool and ``finkit tx categorise`` all call ``bulk_categorise``. Each row
gets the category as the user's choice (locked against automation, like an inline change); the change is
returned to the use case (``finkit.core.usecases.transactions``), whose ``settle`` derives the rows' tax
treatment again in one set-based pass, moves category-set primaries and publishes the events.
An unknown (or another account's) id stops the whole request before anything is written.
"""

from __future__ import annotations

from pydantic import Field, field_validator
from sqlalchemy import select, update
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.schemas import CategoryRead
from finkit.core.categories.service import require_category
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.db.locks import account_write_lock
from finkit.core.errors import NotFoundError
from finkit.core.schemas import InputSchema, Schema
from finkit.core.transactions.models import Transaction

#: One request's ceiling: a screenful of rows is the use case; bigger jobs are what rules are for.
MAX_BULK_ROWS = 1000


class BulkCategorise(InputSchema):
    """Which transactions (full ids) get which category (an id of the account's own categories)."""

    transaction_ids: list[str] = Field(
        min_length=1, max_length=MAX_BULK_ROWS, description="The transactions' ids (UUIDs), 1 to 1000."
    )
    category_id: str = Field(min_length=1, max_length=64, description="The category every row gets.")

    @field_validator("transaction_ids")
    @classmethod
    def _distinct(cls, ids: list[str]) -> list[str]:
        cleaned = [i.strip() for i in ids]
        if any(not i for i in cleaned):
            raise ValueError("an id is blank")
        return list(dict.fromkeys(cleaned))  # the same row ticked twice is one row


class BulkCategoriseResult(Schema):
    updated: int = Field(description="How many rows now have the category.")
    changed: int = Field(description="Of those, how many had another category before.")
    tax_rederived: int = Field(description="Rows whose derived tax fields changed.")
    category: CategoryRead
    transaction_ids: list[str]
    change_id: str | None = Field(
        default=None,
        description="The change to undo this with (POST /api/bank/transactions/changes/{id}/undo).",
    )


def categorise_rows(
    session: Session, ctx: AccountContext, data: BulkCategorise
) -> tuple[BulkCategoriseResult, ChangeSet]:
    """Give every listed transaction ``categoryId`` as the user's choice, inside the caller's unit of work.

    All or nothing: an id that is not one of the account's transactions raises ``NotFoundError`` naming
    it, and a foreign or unknown category a ``ValidationError`` on ``categoryId``; nothing is written.
    The result's ``taxRederived`` is filled in by the use case, from ``settle``."""
    account_write_lock(session, ctx.account_id)  # issue 24: serialised with rule runs and undo
    category = require_category(session, ctx, data.category_id)
    rows = {
        row.id: row.category_id
        for row in session.execute(
            select(Transaction.id, Transaction.category_id).where(
                Transaction.account_id == ctx.account_id, Transaction.id.in_(data.transaction_ids)
            )
        )
    }
    missing = [i for i in data.transaction_ids if i not in rows]
    if missing:
        raise NotFoundError("transaction", missing[0])
    changed = [i for i in data.transaction_ids if rows[i] != category.id]
    session.execute(  # one statement for every row
        update(Transaction)
        .where(Transaction.account_id == ctx.account_id, Transaction.id.in_(data.transaction_ids))
        .values(
            category_id=category.id,
            category_assigned_by="user",
            category_locked=True,
            category_confidence=None,
            updated_at=ctx.now(),
        )
        .execution_options(synchronize_session=False)
    )
    for tx_id in data.transaction_ids:  # one history row per transaction (its detail page shows it)
        record_activity(
            session,
            ctx,
            "transaction.categorise_bulk",
            target_type="transaction",
            target_id=tx_id,
            details={"categoryId": category.id, "category": category.name, "rows": len(rows)},
        )
    result = BulkCategoriseResult(
        updated=len(rows),
        changed=len(changed),
        tax_rederived=0,
        category=CategoryRead.model_validate(category),
        transaction_ids=data.transaction_ids,
    )
    return result, ChangeSet(origin="user", changed={"category": changed})


def split_ids(text: str) -> list[str]:
    """Ids as a form or a command line sends them (comma- or space-separated); blank pieces dropped."""
    return [part for part in text.replace(",", " ").split() if part]


__all__ = ["MAX_BULK_ROWS", "BulkCategorise", "BulkCategoriseResult", "categorise_rows", "split_ids"]
