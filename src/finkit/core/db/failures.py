"""The one place that says which core error a database or file-system failure stands for (issue 24).

Two kinds of failure are the server's state, not the request's, and each surface must show them as
such rather than as a 500:

- **busy**: SQLite's single write lock stayed with another writer past the busy timeout, or a read
  transaction must write after another writer committed (WAL's ``SQLITE_BUSY_SNAPSHOT``): "database is
  locked" becomes ``DatabaseBusyError`` (503 with ``Retry-After``, CLI exit 8);
- **full**: a full disk in its three shapes, SQLite's ``SQLITE_FULL``, PostgreSQL's SQLSTATE 53100
  ``disk_full`` (53000/53200 are other resources, not this), and ``OSError`` ``ENOSPC``/``EDQUOT`` from a
  file write: ``StorageFullError`` (507 ``STORAGE_FULL``), noted for ``/readyz`` (``diskfull``).

``translate(exc)`` decides, looking through SQLAlchemy's wrapper and the chain of causes. It is applied
once per engine in SQLAlchemy's ``handle_error`` event (``install``), so every database path (sessions,
raw connections, commits) raises the core error; and by the few places that meet an ``OSError`` or an
error outside a core session: ``Database.session`` (files written inside a unit of work), stored-file
writes, and the REST and CLI last-resort handlers.
"""

from __future__ import annotations

import errno
import sqlite3

from sqlalchemy import Engine, event
from sqlalchemy.engine import ExceptionContext

from finkit.core.db.diskfull import MESSAGE, note_disk_full
from finkit.core.errors import DatabaseBusyError, StorageFullError, UnavailableError

#: SQLite's primary result codes: another connection holds the lock; the disk (or the file's limit) is full.
_SQLITE_BUSY = 5
_SQLITE_LOCKED = 6
_SQLITE_FULL = 13
_PG_DISK_FULL = "53100"
_OS_FULL = {errno.ENOSPC, errno.EDQUOT}


def _causes(exc: BaseException) -> list[BaseException]:
    """``exc``, what it wraps (SQLAlchemy's ``orig``) and what it was raised from, at most 10 deep."""
    seen: list[BaseException] = []
    current: BaseException | None = exc
    while current is not None and current not in seen and len(seen) < 10:
        seen.append(current)
        orig = getattr(current, "orig", None)
        if isinstance(orig, BaseException) and orig not in seen:
            seen.append(orig)
        current = current.__cause__ or current.__context__
    return seen


def _is_full(cause: BaseException) -> bool:
    if isinstance(cause, OSError) and cause.errno in _OS_FULL:
        return True
    sqlite_code = getattr(cause, "sqlite_errorcode", None)
    if isinstance(sqlite_code, int) and sqlite_code & 0xFF == _SQLITE_FULL:
        return True
    if type(cause).__module__.startswith("sqlite3") and "database or disk is full" in str(cause):
        return True
    return _PG_DISK_FULL in (getattr(cause, "sqlstate", None), getattr(cause, "pgcode", None))


def _is_busy(cause: BaseException) -> bool:
    if not isinstance(cause, sqlite3.OperationalError):
        return False
    code = getattr(cause, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (_SQLITE_BUSY, _SQLITE_LOCKED)
    return "database is locked" in str(cause) or "database table is locked" in str(cause)


def translate(exc: BaseException) -> UnavailableError | None:
    """The core error ``exc`` stands for (``exc`` itself when it already is one of them), else None."""
    for cause in _causes(exc):
        if isinstance(cause, StorageFullError) or _is_full(cause):
            note_disk_full()
            return exc if isinstance(exc, StorageFullError) else StorageFullError(MESSAGE)
        if isinstance(cause, DatabaseBusyError):
            return cause
        if _is_busy(cause):
            return DatabaseBusyError()
    return None


def _on_error(context: ExceptionContext) -> BaseException | None:
    error = translate(context.original_exception)
    if error is not None:
        error.__cause__ = context.original_exception
    return error


def install(engine: Engine) -> None:
    """Make every failure of ``engine`` that ``translate`` knows raise as its core error."""
    event.listen(engine, "handle_error", _on_error, retval=True)
