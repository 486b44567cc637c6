"""Transactions: create, update, delete and bulk categorise, each settled by the write pipeline.

Also the reads (``reads.py``), so ``finkit.transactions`` is one namespace for a library user.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from finkit.core.bank_accounts.reconcile import guard_reconciled
from finkit.core.bank_accounts.transfers import pair_after_edit, pair_written
from finkit.core.categories.models import Category
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.money import money_text
from finkit.core.pipeline import before_transaction_delete, settle
from finkit.core.schemas import parse
from finkit.core.transactions import changelog, service, splits
from finkit.core.transactions.bulk import BulkCategorise, BulkCategoriseResult, categorise_rows
from finkit.core.transactions.changelog import list_changes
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
    ChangeUndoResult,
    SplitTransaction,
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
    "list_changes",
    "list_transactions",
    "page_id_query",
    "split_transaction",
    "to_read",
    "undo_change",
    "unsplit_transaction",
    "update_transaction",
]


def written_read(session: Session, changes: ChangeSet) -> TransactionRead:
    """The single written row of ``changes`` as the API shows it (after ``settle``)."""
    tx = changes.written[0]
    return to_read(tx, session.get(Category, tx.category_id) if tx.category_id else None)


#: Edited fields that decide whether a row is one side of a transfer between the holder's accounts.
_PAIRING_FIELDS = frozenset({"bank_account_id", "amount", "type", "date"})


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
    """Partial update. A category set here is the user's choice: it is locked against automation.
    The edit is logged with the row's values before and after, so it can be undone."""
    data = parse(TransactionUpdate, data)
    with ctx.db.session() as session:
        before = changelog.snapshot(session, ctx, [transaction_id])
        read = edit_transaction(session, ctx, transaction_id, data)
        changelog.record(session, ctx, "edit", changelog.edit_summary(read, data), before)
        return read


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
    if data.model_fields_set & _PAIRING_FIELDS:  # a move or a new amount/date may make or break a pair
        paired = pair_after_edit(session, ctx, transaction_id, origin="user")
        if not paired.empty:
            settle(session, ctx, paired)
            session.refresh(changes.written[0])
    return written_read(session, changes)


def delete_transaction(
    ctx: AccountContext, transaction_id: str, *, confirm_reconciled: bool = False
) -> TransactionDeleteResult:
    """Delete one transaction; bills, category-set assignments, expenses and receipts let go of it first.
    The whole row (with its parts and links) is logged, so ``undo_change`` brings it back with its id.
    A row reconciled with the bank is refused (``ConflictError``) unless ``confirm_reconciled``, like an
    edit of its amount or date (``bank_accounts.reconcile.guard_reconciled``)."""
    with ctx.db.session() as session:
        tx = load_transaction(session, ctx, transaction_id)
        summary = f"Deleted {tx.description} ({money_text(tx.amount, tx.currency)} {tx.currency})"
        before = {tx.id: changelog.snapshot_deleted(session, ctx, tx.id)}  # still reconciled: undo keeps it
        guard_reconciled(tx, {"delete"}, confirmed=confirm_reconciled)
        before_transaction_delete(session, ctx, tx.id)
        settle(session, ctx, service.remove_transaction(session, ctx, tx.id))
        change_id = changelog.record(session, ctx, "delete", summary, before)
        return TransactionDeleteResult(id=transaction_id, change_id=change_id)


def bulk_categorise(ctx: AccountContext, *, data: BulkCategorise | dict[str, Any]) -> BulkCategoriseResult:
    """Give every listed transaction ``categoryId`` as the user's choice, in one unit of work (all or
    nothing; see ``transactions.bulk.categorise_rows``)."""
    data = parse(BulkCategorise, data)
    with ctx.db.session() as session:
        before = changelog.snapshot(session, ctx, data.transaction_ids)
        result, changes = categorise_rows(session, ctx, data)
        settled = settle(session, ctx, changes)
        summary = f"Categorised {result.updated} transaction(s) as {result.category.name}"
        change_id = changelog.record(session, ctx, "bulk_categorise", summary, before)
        return result.model_copy(update={"tax_rederived": settled.tax_rederived, "change_id": change_id})


def undo_change(ctx: AccountContext, change_id: str) -> ChangeUndoResult:
    """Undo a logged deletion, bulk categorise or edit (``transactions.changelog``): the rows go back
    as they were, or nothing happens and the error names the rows a later change touched."""
    with ctx.db.session() as session:
        result, changes = changelog.undo_change(session, ctx, change_id)
        settle(session, ctx, changes)
        return result


def split_transaction(
    ctx: AccountContext, transaction_id: str, *, data: SplitTransaction | dict[str, Any]
) -> TransactionRead:
    """Split a transaction into parts that add up to it exactly, each with its own category and tax
    fields (derived per part unless given); the BAS, the tax summary and spending by category then read
    the parts. Replaces an earlier split. See ``transactions.splits``."""
    data = parse(SplitTransaction, data)
    with ctx.db.session() as session:
        changes = splits.split_transaction(session, ctx, transaction_id, data)
        settle(session, ctx, changes)
        return _read_one(session, ctx, transaction_id)


def unsplit_transaction(ctx: AccountContext, transaction_id: str) -> TransactionRead:
    """Undo a split: the transaction is one row again, with the category and tax fields it kept."""
    with ctx.db.session() as session:
        changes = splits.unsplit_transaction(session, ctx, transaction_id)
        settle(session, ctx, changes)
        return _read_one(session, ctx, transaction_id)


def _read_one(session: Session, ctx: AccountContext, transaction_id: str) -> TransactionRead:
    tx = load_transaction(session, ctx, transaction_id)
    return to_read(tx, session.get(Category, tx.category_id) if tx.category_id else None)
