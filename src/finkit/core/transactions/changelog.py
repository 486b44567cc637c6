"""The undo log of a person's own changes to transactions: a deletion, a bulk categorise, an inline edit.

Like the rules' run log (``rules.undo``), each entry keeps every row's values before the change and
after it (after the pipeline settled it: derived tax, rules), and undo puts ``before`` back only when
every row still holds ``after``; otherwise it refuses, naming the rows a later change touched. A deleted
row's ``before`` is its whole stored row with its splits, so it comes back with its id, category, tags,
notes and parts.

The use cases (``usecases.transactions``) take a ``snapshot`` before the write and ``record`` the entry
after ``settle``; ``undo_change`` is the area's write, returning the ``ChangeSet`` its use case settles.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import JSON, Boolean, Date, Table, insert, select, update
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.db.locks import account_write_lock
from finkit.core.db.types import ScaledDecimal, UTCDateTime
from finkit.core.errors import ConflictError, NotFoundError
from finkit.core.money import parse_amount
from finkit.core.transactions.links import Restored, linked_ids, links_after, links_before, restore_links
from finkit.core.transactions.models import Transaction, TransactionChange, TransactionSplit
from finkit.core.transactions.schemas import (
    ChangeKind,
    ChangeUndoResult,
    TransactionChangeList,
    TransactionChangeRead,
    TransactionRead,
    TransactionUpdate,
)

__all__ = [
    "EDIT_COLUMNS",
    "edit_summary",
    "list_changes",
    "record",
    "snapshot",
    "snapshot_deleted",
    "undo_change",
]

T: Table = Transaction.__table__  # type: ignore[assignment]
S: Table = TransactionSplit.__table__  # type: ignore[assignment]
#: What an edit or a bulk categorise may change (directly or through the pipeline), kept before and after.
EDIT_COLUMNS = (
    "date",
    "description",
    "amount",
    "type",
    "merchant",
    "category_id",
    "category_assigned_by",
    "category_locked",
    "category_confidence",
    "needs_review",
    "notes",
    "tags",
    "is_tax_deductible",
    "business_use_percentage",
    "gst_amount",
    "gst_rate",
    "gst_included",
    "gst_treatment",
    "tax_user_set",
    "gst_free_part",
)
#: How many entries the history shows.
HISTORY_LIMIT = 100


def _dump(value: Any) -> Any:
    """A stored value as JSON: Decimals and date-times as text, so they compare exactly."""
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, datetime):
        return value.astimezone(UTC).isoformat()
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, str) and value[:1] in "[{":
        try:
            return json.loads(value)  # a JSON column read back as text
        except ValueError:
            return value
    return value


def _load(table: Table, name: str, value: Any) -> Any:
    """A dumped value back into what the column takes."""
    if value is None:
        return None
    kind = table.c[name].type
    if isinstance(kind, ScaledDecimal):
        return parse_amount(value, field=name)
    if isinstance(kind, UTCDateTime):
        parsed = datetime.fromisoformat(value)
        return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
    if isinstance(kind, Boolean):
        return bool(value)
    if isinstance(kind, Date):
        return date.fromisoformat(value)
    if isinstance(kind, JSON) and isinstance(value, str):
        return json.loads(value)
    return value


def snapshot(session: Session, ctx: AccountContext, ids: Sequence[str]) -> dict[str, dict[str, Any]]:
    """The account's rows ``ids`` (those that exist) as their ``EDIT_COLUMNS``, dumped."""
    found: dict[str, dict[str, Any]] = {}
    for start in range(0, len(ids), 500):
        chunk = list(ids[start : start + 500])
        for row in session.execute(
            select(T.c.id, *[T.c[name] for name in EDIT_COLUMNS]).where(
                T.c.account_id == ctx.account_id, T.c.id.in_(chunk)
            )
        ):
            found[row[0]] = {name: _dump(value) for name, value in zip(EDIT_COLUMNS, row[1:], strict=True)}
    return found


def snapshot_deleted(session: Session, ctx: AccountContext, transaction_id: str) -> dict[str, Any]:
    """A row about to be deleted, whole (every column, its parts under ``"_splits"``, and what points
    at it under ``"_links"``: ``transactions.links``)."""
    row = session.execute(select(T).where(T.c.account_id == ctx.account_id, T.c.id == transaction_id)).one()
    whole = {name: _dump(value) for name, value in row._mapping.items()}
    return {**whole, **_parts_and_links(session, ctx, whole)}


def _parts_and_links(session: Session, ctx: AccountContext, whole: dict[str, Any]) -> dict[str, Any]:
    return {
        "_splits": [
            {name: _dump(value) for name, value in part._mapping.items()}
            for part in session.execute(
                select(S).where(S.c.transaction_id == whole["id"]).order_by(S.c.position)
            )
        ],
        "_links": links_before(session, ctx, whole, _dump),
    }


def deleted_parts_and_links(
    session: Session, ctx: AccountContext, ids: Sequence[str]
) -> dict[str, dict[str, Any]]:
    """For rows a set-based write is about to delete (a rule that deletes), the parts and links of
    those that have any: ``{id: {"_splits": [...], "_links": [...]}}``, kept in the write's own log so
    that its undo restores them as a change-log deletion's undo does (``restore_parts_and_links``).
    Rows without either, nearly all of them, cost one set-based look-up per linking table."""
    if not ids:
        return {}
    linked = linked_ids(session, ctx, ids)
    for start in range(0, len(ids), 500):
        chunk = list(ids[start : start + 500])
        linked.update(session.scalars(select(S.c.transaction_id).where(S.c.transaction_id.in_(chunk))))
    kept: dict[str, dict[str, Any]] = {}
    for tx_id in sorted(linked):
        row = session.execute(select(T).where(T.c.account_id == ctx.account_id, T.c.id == tx_id)).one()
        kept[tx_id] = _parts_and_links(session, ctx, {k: _dump(v) for k, v in row._mapping.items()})
    return kept


def settled_links(session: Session, kept: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """``kept`` (``deleted_parts_and_links``) with each link as the settled deletion left it."""
    return {
        tx_id: {**values, "_links": links_after(session, values["_links"], _dump)}
        for tx_id, values in kept.items()
    }


#: An edited field in words, for the history.
_FIELD_WORDS = {
    "category_id": "category",
    "is_tax_deductible": "deductible",
    "business_use_percentage": "business use",
    "gst_amount": "GST amount",
    "gst_rate": "GST rate",
    "gst_included": "GST included",
    "gst_treatment": "GST treatment",
    "gst_free_part": "GST-free part",
}


def edit_summary(read: TransactionRead, data: TransactionUpdate) -> str:
    """An edit in words: "Edited BUNNINGS 123: category → Office Supplies, notes"."""
    words = []
    for name in sorted(data.model_fields_set):
        word = _FIELD_WORDS.get(name, name.replace("_", " "))
        if name == "category_id":
            word += f" → {read.category.name if read.category else 'uncategorised'}"
        words.append(word)
    return f"Edited {read.description}: {', '.join(words)}"


def record(
    session: Session,
    ctx: AccountContext,
    kind: ChangeKind,
    summary: str,
    before: dict[str, dict[str, Any]],
) -> str | None:
    """Log one change (after ``settle``): each row's ``before`` and its values now. Returns the entry's
    id, or None when the change left every row as it was (nothing to undo, nothing logged)."""
    session.flush()
    if kind == "delete":
        rows = [
            {
                "id": tx_id,
                "before": {**values, "_links": links_after(session, values.get("_links", []), _dump)},
                "after": None,
            }
            for tx_id, values in before.items()
        ]
    else:
        after = snapshot(session, ctx, list(before))
        rows = [
            {"id": tx_id, "before": values, "after": after.get(tx_id)}
            for tx_id, values in before.items()
            if after.get(tx_id) != values  # a row the change left as it was needs no undo
        ]
        if not rows:
            return None
    entry = TransactionChange(
        account_id=ctx.account_id, kind=kind, summary=summary[:300], created_at=ctx.now(), rows=rows
    )
    session.add(entry)
    session.flush()
    return entry.id


def list_changes(ctx: AccountContext, *, limit: int = HISTORY_LIMIT) -> TransactionChangeList:
    """The account's logged changes, newest first (undone ones too, marked)."""
    with ctx.db.session() as session:
        entries = session.scalars(
            select(TransactionChange)
            .where(TransactionChange.account_id == ctx.account_id)
            .order_by(TransactionChange.created_at.desc(), TransactionChange.id.desc())
            .limit(limit)
        ).all()
        return TransactionChangeList(changes=[_read(entry) for entry in entries])


def _read(entry: TransactionChange) -> TransactionChangeRead:
    return TransactionChangeRead.model_validate(
        {
            "id": entry.id,
            "kind": entry.kind,
            "summary": entry.summary,
            "created_at": entry.created_at,
            "undone_at": entry.undone_at,
            "transaction_ids": [row["id"] for row in entry.rows],
        }
    )


def _touched(session: Session, ctx: AccountContext, entry: TransactionChange) -> list[str]:
    """The rows of ``entry`` a later change touched (undo would lose that change)."""
    if entry.kind == "delete":
        ids = [row["id"] for row in entry.rows]
        fingerprints = [
            row["before"].get("fingerprint") for row in entry.rows if row["before"].get("fingerprint")
        ]
        back = set(session.scalars(select(T.c.id).where(T.c.id.in_(ids))))
        if fingerprints:  # the same bank row imported again since: restoring would duplicate it
            back |= {
                row["id"]
                for row in entry.rows
                if row["before"].get("fingerprint")
                in set(
                    session.scalars(
                        select(T.c.fingerprint).where(
                            T.c.account_id == ctx.account_id, T.c.fingerprint.in_(fingerprints)
                        )
                    )
                )
            }
        return sorted(back)
    now = snapshot(session, ctx, [row["id"] for row in entry.rows])
    return [row["id"] for row in entry.rows if now.get(row["id"]) != row["after"]]


def _named(session: Session, ctx: AccountContext, entry: TransactionChange, ids: list[str]) -> list[str]:
    """Rows as a person knows them: "description (id)" (a deleted row's description from the log)."""
    logged = {row["id"]: (row["before"] or {}).get("description") for row in entry.rows}
    stored = dict(
        session.execute(
            select(T.c.id, T.c.description).where(T.c.account_id == ctx.account_id, T.c.id.in_(ids))
        ).all()
    )
    return [f"{stored.get(i) or logged.get(i) or 'a transaction'} ({i})" for i in ids]


def undo_change(session: Session, ctx: AccountContext, change_id: str) -> tuple[ChangeUndoResult, ChangeSet]:
    """Put the rows of logged change ``change_id`` back as they were, inside the caller's unit of work.

    Refuses (``ConflictError`` naming the rows) when a later change touched any of them, and when the
    change was already undone; all rows or none."""
    account_write_lock(session, ctx.account_id)  # serialised with rule runs, bulk categorise, undo
    entry = session.scalar(
        select(TransactionChange).where(
            TransactionChange.id == change_id, TransactionChange.account_id == ctx.account_id
        )
    )
    if entry is None:
        raise NotFoundError("change", change_id)
    if entry.undone_at is not None:
        raise ConflictError(f"change {change_id} was already undone at {entry.undone_at.isoformat()}")
    touched = _touched(session, ctx, entry)
    if touched:
        named = _named(session, ctx, entry, touched[:10])
        shown = "; ".join(named) + (f" and {len(touched) - 10} more" if len(touched) > 10 else "")
        raise ConflictError(f"cannot undo this change: {len(touched)} transaction(s) changed since: {shown}")
    ids = [row["id"] for row in entry.rows]
    if entry.kind == "delete":
        restored: Restored = {}
        for row in entry.rows:
            merge_restored(restored, _reinsert(session, ctx, row["before"]))
        changes = ChangeSet(origin="user", created=ids, restored_links=restored)
    else:
        for row in entry.rows:
            values = {name: _load(T, name, value) for name, value in row["before"].items()}
            session.execute(
                update(T)
                .where(T.c.account_id == ctx.account_id, T.c.id == row["id"])
                .values(**values, updated_at=ctx.now())
            )
        changes = ChangeSet(origin="user", changed={"category": ids, "tax_inputs": ids})
    entry.undone_at = ctx.now()
    record_activity(
        session,
        ctx,
        "transaction.undo",
        target_type="transaction_change",
        target_id=entry.id,
        details={"kind": entry.kind, "rows": len(ids)},
    )
    result = ChangeUndoResult(
        change_id=entry.id,
        kind=entry.kind,
        restored=len(ids),
        transaction_ids=ids,
    )
    return result, changes


def _reinsert(session: Session, ctx: AccountContext, before: dict[str, Any]) -> Restored:
    """A deleted row back with its id, parts and links; a category deleted since leaves it (or a part)
    uncategorised."""
    values = {name: _load(T, name, value) for name, value in before.items() if name in T.c}
    if values.get("category_id") not in _live_categories(session, ctx, [values.get("category_id")]):
        values["category_id"] = None
    session.execute(insert(T).values(**values))
    return restore_parts_and_links(session, ctx, before)


def restore_parts_and_links(session: Session, ctx: AccountContext, before: dict[str, Any]) -> Restored:
    """After a deleted row is back (inserted from a change-log entry, or from a rule run's own log), its
    parts and links (``snapshot_deleted``, or ``deleted_parts_and_links`` + ``settled_links``); a part
    whose category was deleted since is left uncategorised, a link changed since stays as it is now
    (``links.restore_links``)."""
    parts = before.get("_splits", [])
    live = _live_categories(session, ctx, [p.get("category_id") for p in parts])
    for part in parts:
        row = {name: _load(S, name, value) for name, value in part.items() if name in S.c}
        if row.get("category_id") not in live:
            row["category_id"] = None
        session.execute(insert(S).values(**row))
    return restore_links(session, ctx, before, before.get("_links", []), _dump, _load)


def _live_categories(session: Session, ctx: AccountContext, ids: list[str | None]) -> set[str]:
    """Which of the category ids ``ids`` the account still has."""
    named = [i for i in ids if i]
    if not named:
        return set()
    found = select(Category.id).where(Category.account_id == ctx.account_id, Category.id.in_(named))
    return set(session.scalars(found))


def merge_restored(into: Restored, more: Restored) -> Restored:
    """``into`` with ``more``'s rows added (both: table -> ids)."""
    for table, ids in more.items():
        into.setdefault(table, []).extend(ids)
    return into
