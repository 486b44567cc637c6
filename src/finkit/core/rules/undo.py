"""Undo a rule run exactly: every touched transaction gets back the values it had before the run.

Policy: all or nothing. If any touched transaction changed since the run (its values differ from what
the run left, or it was deleted), nothing is restored and ConflictError names those transactions.
Rows a run deleted are inserted again from their full snapshot. Imported rows logged by fingerprint
are found by fingerprint. Hook actions are undone by their handlers.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Boolean, String, bindparam, insert, select, update
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.db.locks import account_write_lock, lock_rows
from finkit.core.db.types import ScaledDecimal, UTCDateTime
from finkit.core.errors import ConflictError, NotFoundError
from finkit.core.money import from_scaled
from finkit.core.rules.actions import COLUMN_KINDS
from finkit.core.rules.handlers import handler_for
from finkit.core.rules.models import EXECUTIONS, Rule, RuleRun
from finkit.core.rules.schemas import UndoResult
from finkit.core.rules.sqlplan import T, raw
from finkit.core.transactions import changelog
from finkit.core.transactions.bulk_write import update_transactions_postgres
from finkit.core.transactions.tax_fields import TAX_COLUMNS

_RAW_TYPES: dict[str, Any] = {
    "money": BigInteger(),
    "rate": BigInteger(),
    "bool": Boolean(),
    "json": JSON(),
    "str": String(),
}
#: Rows per ``UPDATE`` statement on PostgreSQL (as the rules' single pass pages).
_PG_PAGE = 20_000


def _norm(column: str, value: Any) -> Any:
    if value is None:
        return None
    kind = COLUMN_KINDS.get(column, "str")
    if kind in {"money", "rate"}:
        return int(value)
    if kind == "bool":
        return bool(value)
    if kind == "json":
        return list(value)
    return value


def _restore_row(snap: dict[str, Any]) -> dict[str, Any]:
    """A deleted row's full snapshot (stored values) back into typed values for an INSERT."""
    row: dict[str, Any] = {}
    for column in T.columns:
        value = snap.get(column.name)
        if value is not None:
            if isinstance(column.type, ScaledDecimal):
                value = from_scaled(int(value), column.type.scale)
            elif isinstance(column.type, UTCDateTime):
                parsed = datetime.fromisoformat(str(value))
                value = parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
            elif isinstance(column.type, Boolean):
                value = bool(value)
            elif isinstance(column.type, JSON) and isinstance(value, str):
                value = json.loads(value)  # snapshotted as stored text
        row[column.name] = value
    return row


def _chunks(items: list[str], size: int = 500) -> list[list[str]]:
    return [items[i : i + size] for i in range(0, len(items), size)]


def check_undoable(ctx: AccountContext, run_id: str) -> None:
    """Refuse before anything is offered: an unknown run, another account's, or one already undone."""
    with ctx.db.session() as session:
        run = session.scalar(
            select(RuleRun).where(RuleRun.id == run_id, RuleRun.account_id == ctx.account_id)
        )
        if run is None:
            raise NotFoundError("rule run", run_id)
        if run.undone_at is not None:
            raise ConflictError(f"rule run {run_id} was already undone at {run.undone_at.isoformat()}")


def undo_in(session: Session, ctx: AccountContext, run_id: str) -> tuple[UndoResult, ChangeSet]:
    """Undo a rules run inside the caller's unit of work: every row it changed gets its values from
    before the run back, rows it deleted come back, its hook actions are taken back. Refused (nothing
    written) when a row changed since. The returned change names the run, whose rows ``settle``
    derives again (``finkit.core.usecases.rules.undo_run`` is the public entry)."""
    account_write_lock(session, ctx.account_id)  # issue 24: the conflict check sees every later write
    run = session.scalar(select(RuleRun).where(RuleRun.id == run_id, RuleRun.account_id == ctx.account_id))
    if run is None:
        raise NotFoundError("rule run", run_id)
    if run.undone_at is not None:
        raise ConflictError(f"rule run {run_id} was already undone at {run.undone_at.isoformat()}")
    log = EXECUTIONS
    entries = session.execute(
        select(
            log.c.rule_id,
            log.c.transaction_id,
            log.c.fingerprint,
            log.c.deleted,
            log.c.before,
            log.c.after,
        )
        .where(log.c.run_id == run.id, log.c.account_id == ctx.account_id)
        .order_by(log.c.seq, log.c.id)
    ).all()
    by_fingerprint = _resolve_fingerprints(session, ctx, [e.fingerprint for e in entries if e.fingerprint])
    first_before: dict[str, dict[str, Any]] = {}
    last_after: dict[str, dict[str, Any]] = {}
    deleted: dict[str, dict[str, Any]] = {}
    for entry in entries:
        tx_id = entry.transaction_id or by_fingerprint.get(entry.fingerprint or "")
        if tx_id is None:
            continue  # an imported row that is gone (or was never committed): nothing to restore
        if entry.deleted:
            deleted[tx_id] = entry.before
            continue
        before = first_before.setdefault(tx_id, {})
        for key, value in (entry.before or {}).items():
            before.setdefault(key, value)
        last_after.setdefault(tx_id, {}).update(entry.after or {})
    lock_rows(session, T, ctx.account_id, last_after)  # issue 24: single edits cannot slip past the check
    conflicts = _conflicts(session, ctx, last_after, deleted)
    if conflicts:
        shown = ", ".join(conflicts[:10]) + (
            f" and {len(conflicts) - 10} more" if len(conflicts) > 10 else ""
        )
        raise ConflictError(
            f"cannot undo rule run {run_id}: {len(conflicts)} transaction(s) changed since it ran: {shown}"
        )
    _reinsert(session, deleted)
    restored_links: dict[str, list[str]] = {}
    for before in deleted.values():
        if before.get("_splits") or before.get("_links"):
            changelog.merge_restored(restored_links, changelog.restore_parts_and_links(session, ctx, before))
    restored = _write_back(session, ctx, first_before)
    _undo_hooks(session, ctx, run)
    run.undone_at = ctx.now()
    record_activity(
        session,
        ctx,
        "rule.undo",
        target_type="rule_run",
        target_id=run.id,
        details={"restored": restored, "reinserted": len(deleted)},
    )
    # Tax treatment follows the restored rows.
    return (
        UndoResult(run_id=run.id, restored=restored, reinserted=len(deleted)),
        ChangeSet(origin="rule_undo", run_id=run.id, undone=True, restored_links=restored_links),
    )


def _resolve_fingerprints(session: Session, ctx: AccountContext, fingerprints: list[str]) -> dict[str, str]:
    found: dict[str, str] = {}
    for chunk in _chunks(sorted(set(fingerprints))):
        rows = session.execute(
            select(T.c.fingerprint, T.c.id).where(
                T.c.account_id == ctx.account_id, T.c.fingerprint.in_(chunk)
            )
        ).all()
        found.update(dict(rows))
    return found


def _conflicts(
    session: Session, ctx: AccountContext, last_after: dict[str, dict[str, Any]], deleted: dict[str, Any]
) -> list[str]:
    columns = sorted({c for values in last_after.values() for c in values})
    conflicts: list[str] = []
    ids = sorted(last_after)
    current = _stored_values(session, ctx, ids, columns)
    for tx_id in ids:
        now = current.get(tx_id)
        if now is None or any(_norm(c, now[c]) != _norm(c, v) for c, v in last_after[tx_id].items()):
            conflicts.append(tx_id)
    for chunk in _chunks(sorted(deleted)):
        back = session.scalars(select(T.c.id).where(T.c.id.in_(chunk))).all()
        conflicts.extend(back)  # a deleted row's id is in use again: restoring would clash
    return conflicts


def _stored_values(
    session: Session, ctx: AccountContext, ids: list[str], columns: Sequence[str]
) -> dict[str, dict[str, Any]]:
    """The account's rows ``ids`` (those that still exist), each as ``columns``' stored values (money and
    rates as their integers), read in id chunks."""
    found: dict[str, dict[str, Any]] = {}
    for chunk in _chunks(ids):
        for row in session.execute(
            select(T.c.id, *[raw(c) for c in columns]).where(
                T.c.account_id == ctx.account_id, T.c.id.in_(chunk)
            )
        ):
            found[row[0]] = dict(zip(columns, row[1:], strict=True))
    return found


def _reinsert(session: Session, deleted: dict[str, dict[str, Any]]) -> None:
    rows = [_restore_row(snap) for snap in deleted.values()]
    for start in range(0, len(rows), 1000):
        session.execute(insert(T), rows[start : start + 1000])


def _write_back(session: Session, ctx: AccountContext, first_before: dict[str, dict[str, Any]]) -> int:
    if session.get_bind().dialect.name != "sqlite":
        _write_back_postgres(session, ctx, first_before)
        return len(first_before)
    groups: dict[tuple[str, ...], list[dict[str, Any]]] = {}
    for tx_id, values in first_before.items():
        if values:
            key = tuple(sorted(values))
            groups.setdefault(key, []).append({"b_id": tx_id, **{f"v_{c}": _norm(c, values[c]) for c in key}})
    for key, params in groups.items():
        statement = (
            update(T)
            .where(T.c.account_id == ctx.account_id, T.c.id == bindparam("b_id"))
            .values({c: bindparam(f"v_{c}", type_=_RAW_TYPES[COLUMN_KINDS[c]]) for c in key})
            .execution_options(synchronize_session=False)
        )
        for start in range(0, len(params), 5000):
            session.execute(statement, params[start : start + 5000])
    return len(first_before)


_encode = json.JSONEncoder().encode


def _write_back_postgres(
    session: Session, ctx: AccountContext, first_before: dict[str, dict[str, Any]]
) -> None:
    """PostgreSQL: the restored values a page at a time, one ``UPDATE`` statement per page
    (``update_transactions_postgres``), since an ``executemany`` fired the statement-level stats
    trigger once per row. Values as the per-row write bound them: JSON as ``json.dumps`` text, a
    None JSON value as JSON ``null`` (what the ``JSON`` bind type sends)."""
    items = [(tx_id, values) for tx_id, values in first_before.items() if values]
    now = datetime.now(UTC)
    for start in range(0, len(items), _PG_PAGE):
        groups: dict[tuple[str, ...], list[tuple[Any, ...]]] = {}
        for tx_id, values in items[start : start + _PG_PAGE]:
            key = tuple(sorted(values))
            row = [
                _encode(_norm(c, values[c])) if COLUMN_KINDS[c] == "json" else _norm(c, values[c])
                for c in key
            ]
            groups.setdefault(key, []).append((*row, tx_id))
        update_transactions_postgres(session, ctx.account_id, groups, now)


def _undo_hooks(session: Session, ctx: AccountContext, run: RuleRun) -> None:
    log = EXECUTIONS
    for rule_id in run.rule_ids:
        rule = session.get(Rule, rule_id)
        actions = rule.actions if rule is not None and rule.account_id == ctx.account_id else []
        for action in actions:
            handler = handler_for(action["type"])
            if handler is None:
                continue
            ids = list(
                session.scalars(
                    select(log.c.transaction_id).where(log.c.run_id == run.id, log.c.rule_id == rule_id)
                )
            )
            handler.undo(session, ctx, action, [i for i in ids if i], run.id)


def settle_logged_tax(session: Session, ctx: AccountContext, run_id: str) -> int:
    """After a run's tax re-derivation: the last logged ``after`` of each tax column of each row becomes
    the value the run left, so undo's conflict check compares with the run's end state, not with what
    a rule set before the derivation replaced it (a GST-free category's GST, say). Returns the number
    of log entries rewritten."""
    log = EXECUTIONS
    last: dict[tuple[str, str], Any] = {}
    afters: dict[Any, dict[str, Any]] = {}
    for entry in session.execute(
        select(log.c.id, log.c.transaction_id, log.c.after)
        .where(log.c.run_id == run_id, log.c.account_id == ctx.account_id, log.c.transaction_id.is_not(None))
        .order_by(log.c.seq, log.c.id)
    ):
        if isinstance(entry.after, dict) and any(c in entry.after for c in TAX_COLUMNS):
            afters[entry.id] = entry.after
            for column in TAX_COLUMNS:
                if column in entry.after:
                    last[(entry.transaction_id, column)] = entry.id
    if not last:
        return 0
    changed: set[Any] = set()
    for tx_id, now in _stored_values(session, ctx, sorted({tx for tx, _ in last}), TAX_COLUMNS).items():
        for column, value in now.items():
            entry_id = last.get((tx_id, column))
            if entry_id is None:
                continue
            after = afters[entry_id]
            if _norm(column, after[column]) != _norm(column, value):
                after[column] = None if value is None else _norm(column, value)
                changed.add(entry_id)
    for entry_id in changed:
        session.execute(update(log).where(log.c.id == entry_id).values(after=afters[entry_id]))
    return len(changed)
