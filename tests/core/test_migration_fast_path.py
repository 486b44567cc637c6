"""Opening a database at head skips Alembic; anything else still goes through it."""

from __future__ import annotations

from alembic import command
from sqlalchemy import text

from finkit.core.db.engine import Database, make_engine
from finkit.core.db.migrate import (
    alembic_config,
    current_revisions,
    declared_heads,
    head_revisions,
    is_at_head,
)


def test_the_version_files_declare_the_heads_alembic_computes() -> None:
    assert declared_heads() == head_revisions()


def test_a_database_behind_head_is_still_upgraded(fresh_sqlite_url: str) -> None:
    engine = make_engine(fresh_sqlite_url)
    command.upgrade(alembic_config(engine), "0001_foundation")
    assert current_revisions(engine) == {"0001_foundation"}
    assert not is_at_head(engine)
    Database(fresh_sqlite_url).dispose()
    assert current_revisions(engine) == head_revisions()
    assert is_at_head(engine)
    engine.dispose()


def test_an_unknown_stored_revision_is_not_taken_for_head(fresh_sqlite_url: str) -> None:
    Database(fresh_sqlite_url).dispose()
    engine = make_engine(fresh_sqlite_url)
    with engine.begin() as conn:
        conn.execute(text("DELETE FROM alembic_version"))  # one row per head: keep one, older
        conn.execute(text("INSERT INTO alembic_version (version_num) VALUES ('0001_foundation')"))
    assert not is_at_head(engine)
    engine.dispose()


def test_an_empty_file_has_no_revisions_and_is_not_at_head(fresh_sqlite_url: str) -> None:
    engine = make_engine(fresh_sqlite_url)
    assert not is_at_head(engine)
    engine.dispose()
