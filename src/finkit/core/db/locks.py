"""Transaction-scoped locks that serialise writers on PostgreSQL the way SQLite's one writer already does.

Why: on SQLite every write transaction holds the database's single write lock, so two rule runs, or a run
and an undo, of one account cannot interleave. PostgreSQL runs them side by side at READ COMMITTED, and a
read-then-write operation (a rule run reads the rows to change, an undo reads the log to revert) can
silently overwrite the other's work (issue 24: an undo erased a concurrent run's 22,220 changes). An
advisory lock keyed by the account serialises those operations for one account only; other accounts are
not held up. ``pg_advisory_xact_lock`` is released by commit or rollback, so nothing can leak it.

On SQLite these are no-ops: the write lock already serialises, and taking it earlier than the first write
would only lengthen how long other accounts wait.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Iterable
from typing import Any

from sqlalchemy import Table, func, select
from sqlalchemy.orm import Session

from finkit.core.db.failures import translate


def lock_key(name: str) -> int:
    """A stable signed 64-bit key for ``name`` (PostgreSQL advisory keys are bigint)."""
    return int.from_bytes(hashlib.blake2b(name.encode(), digest_size=8).digest(), "big", signed=True)


def advisory_xact_lock(session: Session, name: str) -> None:
    """Wait for, then hold until this transaction ends, the lock called ``name`` (PostgreSQL only)."""
    if session.get_bind().dialect.name != "postgresql":
        return
    session.execute(select(func.pg_advisory_xact_lock(lock_key(name))))


def account_write_lock(session: Session, account_id: str) -> None:
    """Serialise this transaction with every other account-wide read-then-write of ``account_id``
    (rule runs, undo, bulk changes, review decisions) until it commits or rolls back."""
    advisory_xact_lock(session, f"account-write:{account_id}")


def lock_rows(
    session: Session, table: Table, account_id: str, ids: Iterable[str], *, chunk: int = 500
) -> None:
    """Lock ``ids`` of ``table`` (the account's rows) until this transaction ends (PostgreSQL only).

    For a read-check-write such as undo's conflict check, against writers that take no account lock
    (a single edit): an edit committed before the lock is seen by the check; one that comes later waits
    for this transaction and is applied on top, so neither is lost."""
    if session.get_bind().dialect.name != "postgresql":
        return
    ordered = sorted(set(ids))  # one order for every locker: no deadlock between two of them
    for start in range(0, len(ordered), chunk):
        part: list[Any] = ordered[start : start + chunk]
        session.execute(
            select(table.c.id)
            .where(table.c.account_id == account_id, table.c.id.in_(part))
            .order_by(table.c.id)
            .with_for_update()
        ).all()


def begin_immediate(raw: Any) -> None:
    """On a raw SQLite connection: end the reading transaction (its TEMP tables kept) and take the write
    lock, for work prepared without it (an import's stage, a rule run's decisions). A new transaction,
    not the reading one upgraded: a WAL reader whose snapshot is older than another writer's commit
    cannot become a writer (``SQLITE_BUSY_SNAPSHOT``). A lock not had in time is ``DatabaseBusyError``."""
    raw.commit()
    try:
        raw.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as exc:  # a raw connection: SQLAlchemy's translation is not on it
        raise translate(exc) or exc from exc
