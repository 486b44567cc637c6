"""A full disk in each of its shapes becomes ``StorageFullError`` (507 ``STORAGE_FULL``), and readiness
follows it (issue 24 item 8). The real full disk (a tmpfs) is tests/server/hostile/test_disk_full_uvicorn.py;
here PostgreSQL's ``disk_full`` is injected, and SQLite's is real (``PRAGMA max_page_count``)."""

from __future__ import annotations

import errno
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError, OperationalError

from finkit.core.db import diskfull, failures
from finkit.core.db.engine import Database
from finkit.core.errors import DatabaseBusyError, StorageFullError
from finkit.error_mapping import mapping_for


@pytest.fixture(autouse=True)
def _forget() -> Iterator[None]:
    diskfull.clear_disk_full()
    yield
    diskfull.clear_disk_full()


@pytest.mark.parametrize(
    "exc",
    [
        OperationalError(
            "INSERT", {}, psycopg.errors.DiskFull("could not extend file: No space left on device")
        ),
        OperationalError("INSERT", {}, sqlite3.OperationalError("database or disk is full")),
        OSError(errno.ENOSPC, "No space left on device"),
        OSError(errno.EDQUOT, "Disk quota exceeded"),
    ],
)
def test_every_shape_of_a_full_disk_is_storage_full(exc: Exception) -> None:
    full = failures.translate(exc)
    assert isinstance(full, StorageFullError) and full.code == "STORAGE_FULL"
    assert mapping_for(full).http_status == 507 and mapping_for(full).exit_code == 8


@pytest.mark.parametrize(
    "exc",
    [
        OperationalError("INSERT", {}, sqlite3.OperationalError("database is locked")),
        sqlite3.OperationalError("database table is locked"),
    ],
)
def test_a_locked_sqlite_database_is_busy_by_the_same_translation(exc: Exception) -> None:
    busy = failures.translate(exc)
    assert isinstance(busy, DatabaseBusyError) and busy.retry_after == 5
    assert mapping_for(busy).http_status == 503 and mapping_for(busy).exit_code == 8
    assert not diskfull.recently_full()


@pytest.mark.parametrize(
    "exc",
    [
        OSError(errno.EACCES, "Permission denied"),
        IntegrityError("INSERT", {}, sqlite3.IntegrityError("UNIQUE constraint failed")),
        OperationalError("SELECT", {}, psycopg.errors.TooManyConnections("too many clients")),
        ValueError("database or disk is full"),  # the words alone, not from SQLite, are not a full disk
    ],
)
def test_other_errors_are_not(exc: Exception) -> None:
    """Not a full disk, nor a busy database: left as they are (a 500 or their own mapping)."""
    assert failures.translate(exc) is None
    assert not diskfull.recently_full()


def test_a_postgres_disk_full_in_a_session_is_storage_full_and_holds_readiness(database: Database) -> None:
    def fail() -> None:
        raise OperationalError("INSERT", {}, psycopg.errors.DiskFull("could not extend file"))

    with pytest.raises(StorageFullError), database.session():
        fail()
    assert diskfull.storage_problem(Path("/nonexistent"), "postgresql+psycopg://db/finkit") is not None
    diskfull.clear_disk_full()
    assert diskfull.storage_problem(Path("/nonexistent"), "postgresql+psycopg://db/finkit") is None


def test_a_real_sqlite_full_database_rolls_back_and_is_storage_full(tmp_path: Path) -> None:
    database = Database(f"sqlite:///{tmp_path / 'full.db'}", migrate=False)
    with database.session() as session:
        session.execute(text("CREATE TABLE notes (body TEXT)"))
        session.execute(text("INSERT INTO notes VALUES ('kept')"))
    with pytest.raises(StorageFullError), database.session() as session:
        pages = session.execute(text("PRAGMA page_count")).scalar_one()
        session.execute(text(f"PRAGMA max_page_count = {pages + 2}"))
        for _ in range(100):
            session.execute(text("INSERT INTO notes VALUES (:body)"), {"body": "x" * 4000})
    with database.session() as session:
        assert session.execute(text("SELECT body FROM notes")).scalars().all() == ["kept"]
        assert session.execute(text("PRAGMA integrity_check")).scalar_one() == "ok"
    database.dispose()


def test_a_sqlite_database_is_probed_not_held(tmp_path: Path) -> None:
    diskfull.note_disk_full()
    assert diskfull.storage_problem(tmp_path, f"sqlite:///{tmp_path / 'f.db'}") is None
