"""Multi-category assignment (Smart Categories, Elite+).

A transaction may carry several categories; at most one is primary, and the transaction's
``categoryId`` always follows the primary (updated in the same database transaction). Assigning a new
primary demotes the old one. Removing the primary promotes none: the transaction becomes uncategorised.

Automation (``assigned_by`` ``rule``/``ai``/``import``) never takes the primary away from a category a
user chose (``category_locked``): such an assignment is stored as a secondary one instead.

Writes work inside the caller's unit of work and return what changed in the transactions (a
``ChangeSet``): the rules engine's hook action and the use case (``finkit.core.usecases.category_sets``,
whose ``assign_category``/``remove_assignment`` open their own) hand it to ``settle``, which derives the
tax treatment and publishes ``transaction.categorized``.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.categories.schemas import CategoryRead
from finkit.core.categories.service import require_category
from finkit.core.category_sets.models import TransactionCategory
from finkit.core.category_sets.schemas import (
    ASSIGNED_BY,
    CategoryAssignmentCreate,
    CategoryAssignmentDeleteResult,
    CategoryAssignmentRead,
)
from finkit.core.category_sets.service import (
    active_set,
    load_set,
    require_smart_categories,
    set_contains,
)
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.schemas import parse
from finkit.core.transactions.models import Transaction, Trigger


def _read(row: TransactionCategory, category: Category) -> CategoryAssignmentRead:
    return CategoryAssignmentRead(
        id=row.id,
        transaction_id=row.transaction_id,
        category_id=row.category_id,
        category_set_id=row.category_set_id,
        user_id=row.user_id,
        is_primary=row.is_primary,
        confidence=row.confidence,
        assigned_by=row.assigned_by,
        assigned_at=row.assigned_at,
        notes=row.notes,
        category=CategoryRead.model_validate(category),
    )


def _load_transaction(session: Session, ctx: AccountContext, transaction_id: str) -> Transaction:
    tx = session.scalar(
        select(Transaction).where(Transaction.id == transaction_id, Transaction.account_id == ctx.account_id)
    )
    if tx is None:
        raise NotFoundError("transaction", transaction_id)
    return tx


def _rows(session: Session, ctx: AccountContext, transaction_id: str) -> list[TransactionCategory]:
    return list(
        session.scalars(
            select(TransactionCategory).where(
                TransactionCategory.account_id == ctx.account_id,
                TransactionCategory.transaction_id == transaction_id,
            )
        ).all()
    )


def _new_row(
    ctx: AccountContext, tx: Transaction, category_id: str, assigned_by: str, confidence: Decimal | None
) -> TransactionCategory:
    return TransactionCategory(
        account_id=ctx.account_id,
        user_id=ctx.user_id,
        transaction_id=tx.id,
        category_id=category_id,
        is_primary=False,
        primary_marker=None,
        confidence=confidence,
        assigned_by=assigned_by,
        assigned_at=ctx.now(),
    )


def _set_primary(
    session: Session, rows: list[TransactionCategory], primary: TransactionCategory | None
) -> None:
    """Demote every other row first (flushed), then promote ``primary``: the unique marker index holds."""
    for row in rows:
        if row is not primary and row.is_primary:
            row.is_primary = False
            row.primary_marker = None
    session.flush()
    if primary is not None:
        primary.is_primary = True
        primary.primary_marker = primary.transaction_id
        session.flush()


def _set_transaction_category(
    session: Session, ctx: AccountContext, tx: Transaction, category: Category | None, assigned_by: str
) -> ChangeSet:
    """The transaction's ``categoryId`` follows the primary, with the same lock rules as
    ``update_transaction``; the change (when it changed) is settled like one: tax derived again,
    ``transaction.categorized`` published."""
    before = tx.category_id
    tx.category_id = category.id if category else None
    tx.category_assigned_by = assigned_by
    if assigned_by == "user":
        tx.category_locked = True
    if before != tx.category_id:
        tx.updated_at = ctx.now()
    session.flush()
    return ChangeSet(origin="category_set", changed={"category": [tx.id]} if before != tx.category_id else {})


def _materialise_existing(
    session: Session, ctx: AccountContext, tx: Transaction, rows: list[TransactionCategory]
) -> None:
    """A transaction categorised before its first assignment: its category becomes the primary row."""
    if tx.category_id is None or any(r.is_primary for r in rows):
        return
    existing = next((r for r in rows if r.category_id == tx.category_id), None)
    if existing is None:
        by = tx.category_assigned_by or "user"
        existing = _new_row(ctx, tx, tx.category_id, by, Decimal(1) if by == "user" else None)
        session.add(existing)
        rows.append(existing)
    _set_primary(session, rows, existing)


def assign_category_in_session(
    session: Session,
    ctx: AccountContext,
    transaction_id: str,
    *,
    data: CategoryAssignmentCreate | dict[str, Any],
    assigned_by: str = "user",
) -> tuple[CategoryAssignmentRead, ChangeSet]:
    """Add (or update) one category on a transaction inside the caller's ``session``; returns the
    assignment and the change to the transaction (its category follows a new primary).

    Re-assigning a category the transaction already has updates that assignment (so a rule that runs
    twice does not duplicate it). Raises TierRequiredError below elite, NotFoundError for another
    account's transaction, ValidationError for another account's category or set.
    """
    require_smart_categories(ctx)
    data = parse(CategoryAssignmentCreate, data)
    if assigned_by not in ASSIGNED_BY:
        raise ValidationError.for_field("assignedBy", f"must be one of {', '.join(ASSIGNED_BY)}")
    tx = _load_transaction(session, ctx, transaction_id)
    category = require_category(session, ctx, data.category_id)
    if data.category_set_id is not None:
        try:
            chosen = load_set(session, ctx, data.category_set_id)
        except NotFoundError:
            raise ValidationError.for_field(
                "categorySetId", f"category set {data.category_set_id} not found"
            ) from None
        if not set_contains(session, ctx, chosen, category.id):
            raise ValidationError.for_field(
                "categoryId", f"category {category.name!r} is not in set {chosen.name!r}"
            )
        set_id: str | None = chosen.id
    else:
        current = active_set(session, ctx)
        set_id = current.id if set_contains(session, ctx, current, category.id) else None

    rows = _rows(session, ctx, tx.id)
    _materialise_existing(session, ctx, tx, rows)
    primary = next((r for r in rows if r.is_primary), None)
    row = next((r for r in rows if r.category_id == category.id), None)
    want_primary = data.is_primary if data.is_primary is not None else (primary is None or primary is row)
    if want_primary and assigned_by != "user" and tx.category_locked and tx.category_id != category.id:
        want_primary = False  # automation never overrides a user's choice: keep it as a secondary
    was_primary = row is not None and row.is_primary
    confidence = data.confidence
    if confidence is None and assigned_by == "user":
        confidence = Decimal(1)
    if row is None:
        row = _new_row(ctx, tx, category.id, assigned_by, confidence)
        session.add(row)
        rows.append(row)
    else:
        row.confidence = confidence
        row.assigned_by = assigned_by
        row.assigned_at = ctx.now()
    row.category_set_id = set_id
    if "notes" in data.model_fields_set:
        row.notes = data.notes
    session.flush()
    change = ChangeSet(origin="category_set")
    if want_primary:
        _set_primary(session, rows, row)
        change = _set_transaction_category(session, ctx, tx, category, assigned_by)
    elif was_primary:
        _set_primary(session, rows, None)
        change = _set_transaction_category(session, ctx, tx, None, assigned_by)
    record_activity(
        session,
        ctx,
        "transaction_category.assign",
        target_type="transaction",
        target_id=tx.id,
        details={"categoryId": category.id, "isPrimary": want_primary, "assignedBy": assigned_by},
    )
    return _read(row, category), change


def list_assignments(ctx: AccountContext, transaction_id: str) -> list[CategoryAssignmentRead]:
    """The transaction's assignments, primary first, then oldest first."""
    require_smart_categories(ctx)
    with ctx.db.session() as session:
        _load_transaction(session, ctx, transaction_id)
        rows = session.execute(
            select(TransactionCategory, Category)
            .join(Category, Category.id == TransactionCategory.category_id)
            .where(
                TransactionCategory.account_id == ctx.account_id,
                TransactionCategory.transaction_id == transaction_id,
            )
            .order_by(
                TransactionCategory.is_primary.desc(),
                TransactionCategory.assigned_at,
                TransactionCategory.id,
            )
        ).all()
        return [_read(row, category) for row, category in rows]


def get_assignment(ctx: AccountContext, transaction_id: str, category_id: str) -> CategoryAssignmentRead:
    """One assignment; an unknown (or another account's) transaction or category is NotFoundError, so a
    destructive tool refuses before it offers to remove anything."""
    found = next((a for a in list_assignments(ctx, transaction_id) if a.category_id == category_id), None)
    if found is None:
        raise NotFoundError("category assignment", f"{transaction_id}/{category_id}")
    return found


def remove_assignment_in(
    session: Session, ctx: AccountContext, transaction_id: str, category_id: str
) -> tuple[CategoryAssignmentDeleteResult, ChangeSet]:
    """Remove one category from a transaction, inside the caller's unit of work. Removing the primary
    promotes none: the transaction's ``categoryId`` is cleared (a user action, so it is locked like
    ``update_transaction`` does)."""
    require_smart_categories(ctx)
    change = ChangeSet(origin="category_set")
    tx = _load_transaction(session, ctx, transaction_id)
    rows = _rows(session, ctx, tx.id)
    row = next((r for r in rows if r.category_id == category_id), None)
    if row is None:
        raise NotFoundError("category assignment", f"{transaction_id}/{category_id}")
    was_primary = row.is_primary
    session.delete(row)
    session.flush()
    if was_primary:
        change = _set_transaction_category(session, ctx, tx, None, "user")
    record_activity(
        session,
        ctx,
        "transaction_category.remove",
        target_type="transaction",
        target_id=tx.id,
        details={"categoryId": category_id, "wasPrimary": was_primary},
    )
    return CategoryAssignmentDeleteResult(
        transaction_id=tx.id,
        category_id=category_id,
        was_primary=was_primary,
        transaction_category_id=tx.category_id,
    ), change


# --- keeping assignments consistent with changes made elsewhere ---------------------------------


def follow_category_change(session: Session, ctx: AccountContext, tx: Transaction, trigger: Trigger) -> None:
    """``update_transaction`` (or a rule) changed ``categoryId`` directly: the primary follows it.

    Runs for every account but only acts on transactions that already have assignments (only Elite+
    accounts can make them), so it never refuses a write.
    """
    if trigger != "updated":
        return
    rows = _rows(session, ctx, tx.id)
    if not rows:
        return
    primary = next((r for r in rows if r.is_primary), None)
    if (primary.category_id if primary else None) == tx.category_id:
        return
    target = None
    if tx.category_id is not None:
        target = next((r for r in rows if r.category_id == tx.category_id), None)
        if target is None:
            by = tx.category_assigned_by or "user"
            target = _new_row(ctx, tx, tx.category_id, by, Decimal(1) if by == "user" else None)
            session.add(target)
            rows.append(target)
    _set_primary(session, rows, target)


def remove_assignments_of_transaction(session: Session, ctx: AccountContext, transaction_id: str) -> None:
    session.execute(
        delete(TransactionCategory).where(
            TransactionCategory.account_id == ctx.account_id,
            TransactionCategory.transaction_id == transaction_id,
        )
    )


def move_assignments_of_category(
    session: Session, ctx: AccountContext, category_id: str, replacement: str | None
) -> None:
    """Assignments of a deleted category move to the replacement (merging with one the transaction
    already has, which keeps primary status), or are removed when there is no replacement. The
    categories service has already moved or cleared the transactions' ``categoryId``."""
    doomed = session.scalars(
        select(TransactionCategory).where(
            TransactionCategory.account_id == ctx.account_id, TransactionCategory.category_id == category_id
        )
    ).all()
    for row in doomed:
        other = (
            session.scalar(
                select(TransactionCategory).where(
                    TransactionCategory.transaction_id == row.transaction_id,
                    TransactionCategory.category_id == replacement,
                )
            )
            if replacement
            else None
        )
        if replacement and other is None:
            row.category_id = replacement
            continue
        was_primary = row.is_primary
        session.delete(row)
        session.flush()
        if other is not None and was_primary:
            _set_primary(session, [other], other)
    session.flush()
