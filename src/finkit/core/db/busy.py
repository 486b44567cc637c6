"""SQLite's "database is locked" as a core ``DatabaseBusyError``, on every path that touches the database.

Why at the engine: SQLite has one writer. A write that waited the whole busy timeout (10 s) for a long
import or rule run, or a read transaction that must write after another writer committed (WAL's
``SQLITE_BUSY_SNAPSHOT``), fails with ``OperationalError: database is locked``, which every surface showed
as a 500 (issue 24). Converting it once, in SQLAlchemy's ``handle_error`` event, covers sessions, raw
connections and commits alike; each surface then maps the core error (503 with ``Retry-After``, CLI exit 8).
"""

from __future__ import annotations

import sqlite3

from sqlalchemy import Engine, event
from sqlalchemy.engine import ExceptionContext

from finkit.core.errors import DatabaseBusyError

#: SQLite's primary result codes for "another connection holds the lock".
_SQLITE_BUSY = 5
_SQLITE_LOCKED = 6


def is_sqlite_busy(error: BaseException | None) -> bool:
    """Whether ``error`` (a DB-API exception) is SQLite's busy/locked error."""
    if not isinstance(error, sqlite3.OperationalError):
        return False
    code = getattr(error, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (_SQLITE_BUSY, _SQLITE_LOCKED)
    return "database is locked" in str(error) or "database table is locked" in str(error)


def _busy_as_unavailable(context: ExceptionContext) -> BaseException | None:
    if is_sqlite_busy(context.original_exception):
        error = DatabaseBusyError()
        error.__cause__ = context.original_exception
        return error
    return None


def convert_busy_errors(engine: Engine) -> None:
    """Make ``engine`` raise ``DatabaseBusyError`` where SQLite reports it is locked."""
    event.listen(engine, "handle_error", _busy_as_unavailable, retval=True)
