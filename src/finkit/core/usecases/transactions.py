"""Transactions: create, update, delete and bulk categorise, each settled by the write pipeline.

Also the reads (``reads.py``), so ``finkit.transactions`` is one namespace for a library user.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from finkit.core.bank_accounts.transfers import pair_written
from finkit.core.categories.models import Category
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.pipeline import before_transaction_delete, settle
from finkit.core.schemas import parse
from finkit.core.transactions import service
from finkit.core.transactions.bulk import BulkCategorise, BulkCategoriseResult, categorise_rows
from finkit.core.transactions.reads import (
    CURSOR_KIND,
    filtered_query,
    get_transaction,
    list_transactions,
    load_transaction,
    page_id_query,
    to_read,
)
from finkit.core.transactions.schemas import (
    TransactionCreate,
    TransactionDeleteResult,
    TransactionRead,
    TransactionUpdate,
)

__all__ = [
    "CURSOR_KIND",
    "add_transaction",
    "bulk_categorise",
    "create_transaction",
    "delete_transaction",
    "edit_transaction",
    "filtered_query",
    "get_transaction",
    "list_transactions",
    "page_id_query",
    "to_read",
    "update_transaction",
]


def written_read(session: Session, changes: ChangeSet) -> TransactionRead:
    """The single written row of ``changes`` as the API shows it (after ``settle``)."""
    tx = changes.written[0]
    return to_read(tx, session.get(Category, tx.category_id) if tx.category_id else None)


def create_transaction(
    ctx: AccountContext, *, data: TransactionCreate | dict[str, Any], source: str = "manual"
) -> TransactionRead:
    """Add one transaction; the pipeline names its merchant, runs the user's rules, derives its tax
    treatment, links a bill and publishes ``transaction.categorized`` when it has a category."""
    data = parse(TransactionCreate, data)
    with ctx.db.session() as session:
        return add_transaction(session, ctx, data, source=source)


def add_transaction(
    session: Session, ctx: AccountContext, data: TransactionCreate, *, source: str = "manual"
) -> TransactionRead:
    """``create_transaction`` inside the caller's unit of work (batch callers own the commit). A row
    typed in may be the other side of a transfer already in the books: it is paired then."""
    changes = service.add_transaction(session, ctx, data, source=source)
    settle(session, ctx, changes)
    paired = pair_written(session, ctx, [tx.id for tx in changes.written], origin="user")
    if not paired.empty:
        settle(session, ctx, paired)
        session.expire_all()
    return written_read(session, changes)


def update_transaction(
    ctx: AccountContext, transaction_id: str, *, data: TransactionUpdate | dict[str, Any]
) -> TransactionRead:
    """Partial update. A category set here is the user's choice: it is locked against automation."""
    data = parse(TransactionUpdate, data)
    with ctx.db.session() as session:
        return edit_transaction(session, ctx, transaction_id, data)


def edit_transaction(
    session: Session,
    ctx: AccountContext,
    transaction_id: str,
    data: TransactionUpdate,
    *,
    origin: str | None = None,
) -> TransactionRead:
    """``update_transaction`` inside the caller's unit of work, so a decision made elsewhere (accepting a
    tax review item) is the same user edit, in the same commit as its own bookkeeping. ``origin`` names
    that surface in the activity row (``details.source``); such a change settles as a review's."""
    changes = service.edit_transaction(
        session, ctx, transaction_id, data, surface=origin, origin="user" if origin is None else "review"
    )
    settle(session, ctx, changes)
    return written_read(session, changes)


def delete_transaction(ctx: AccountContext, transaction_id: str) -> TransactionDeleteResult:
    """Delete one transaction; bills, category-set assignments, expenses and receipts let go of it first."""
    with ctx.db.session() as session:
        tx = load_transaction(session, ctx, transaction_id)
        before_transaction_delete(session, ctx, tx.id)
        settle(session, ctx, service.remove_transaction(session, ctx, tx.id))
        return TransactionDeleteResult(id=transaction_id)


def bulk_categorise(ctx: AccountContext, *, data: BulkCategorise | dict[str, Any]) -> BulkCategoriseResult:
    """Give every listed transaction ``categoryId`` as the user's choice, in one unit of work (all or
    nothing; see ``transactions.bulk.categorise_rows``)."""
    data = parse(BulkCategorise, data)
    with ctx.db.session() as session:
        result, changes = categorise_rows(session, ctx, data)
        settled = settle(session, ctx, changes)
        return result.model_copy(update={"tax_rederived": settled.tax_rederived})
