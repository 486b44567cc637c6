"""One ``Database`` per URL: the engine, the session factory and SQLite's pragmas."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.orm import ORMExecuteState, Session, sessionmaker

from finkit.core.db.failures import install as translate_failures
from finkit.core.db.failures import translate


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.close()


def _refuse_nul_parameters(
    _conn: Any, _cursor: Any, _statement: str, parameters: Any, _context: Any, _executemany: bool
) -> None:
    """PostgreSQL refuses NUL in text, SQLite stores it: both refuse it here, before the driver sees it."""
    from finkit.core.textinput import check_statement_parameters

    check_statement_parameters(parameters)


def make_engine(url: str) -> Engine:
    """An engine for ``url``; for SQLite the parent folder is created and WAL + foreign keys switched on."""
    parsed = make_url(url)
    kwargs: dict[str, Any] = {}
    if parsed.get_backend_name() == "sqlite":
        if parsed.database and parsed.database != ":memory:":
            Path(parsed.database).expanduser().parent.mkdir(parents=True, exist_ok=True)
        kwargs["connect_args"] = {"check_same_thread": False}
    else:
        kwargs["pool_pre_ping"] = True
    engine = create_engine(parsed, **kwargs)
    event.listen(engine, "before_cursor_execute", _refuse_nul_parameters)
    translate_failures(engine)  # issue 24: busy 503 with Retry-After, full disk 507, never a 500
    if parsed.get_backend_name() == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    return engine


def load_all_models() -> None:
    """Map every area's models (``finkit.core.db.models``), once per process.

    Why not at import or when a database opens: mapping ~25 model modules costs ~0.25 s, which a read
    such as ``finkit tx list`` (two tables) should not pay (issue 14). A read maps only the models it
    imports. A *write* needs them all: the unit of work orders tables by their foreign keys, and a key
    naming a table that is not mapped yet cannot be resolved. So every session loads them before its
    first flush or ORM write statement (the two listeners below, on every Session); after the first
    time it is a dict lookup."""
    import finkit.core.db.models  # noqa: F401


def _models_before_flush(_session: Session, _flush_context: Any, _instances: Any) -> None:
    load_all_models()


def _models_before_write(state: ORMExecuteState) -> None:
    if not state.is_select:
        load_all_models()


# On the Session class, so every session has them, also one made outside ``Database.session()``
# (the SQLite import session binds its own connection).
event.listen(Session, "before_flush", _models_before_flush)
event.listen(Session, "do_orm_execute", _models_before_write)


class Database:
    """An open finkit database. Services get one through the ``AccountContext``."""

    def __init__(self, url: str, *, migrate: bool = True) -> None:
        self.url = url
        self.engine = make_engine(url)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        if migrate:
            from finkit.core.db.migrate import upgrade_to_head

            for task in upgrade_to_head(self.engine):
                module, _, name = task.partition(":")
                getattr(importlib.import_module(module), name)(self)

    @property
    def dialect(self) -> str:
        return self.engine.dialect.name

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A unit of work: committed when the block ends normally, rolled back on any exception."""
        session = self._sessions()
        try:
            yield session
            session.commit()
        except BaseException as exc:
            session.rollback()
            failure = translate(exc)  # e.g. a file written in the unit of work met a full disk (507)
            if failure is not None and failure is not exc:
                raise failure from exc
            raise
        finally:
            session.close()

    def dispose(self) -> None:
        self.engine.dispose()
