from __future__ import annotations

from sqlalchemy import inspect

from finkit.core.db.engine import Database, make_engine
from finkit.core.db.migrate import current_revisions, head_revisions, is_at_head


def test_new_database_is_brought_to_head_with_wal_and_foreign_keys(fresh_sqlite_url: str) -> None:
    db = Database(fresh_sqlite_url)
    assert is_at_head(db.engine)
    assert {"users", "accounts", "transactions", "categories", "activity_log"} <= set(
        inspect(db.engine).get_table_names()
    )
    with db.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
    db.dispose()


def test_opening_again_is_idempotent(fresh_sqlite_url: str) -> None:
    Database(fresh_sqlite_url).dispose()
    engine = make_engine(fresh_sqlite_url)
    assert current_revisions(engine) == head_revisions()
    Database(fresh_sqlite_url).dispose()
    assert current_revisions(engine) == head_revisions()
