"""Migrations from parallel branches must not undo each other: the triggers on ``transactions`` that
keep the search index and per-account counts in step survive every later migration."""

from __future__ import annotations

from finkit.core.db.engine import Database
from finkit.core.usecases.transactions import create_transaction, list_transactions


def test_transaction_triggers_survive_all_migrations(fresh_sqlite_url: str, make_ctx, settings) -> None:
    db = Database(fresh_sqlite_url)
    with db.engine.connect() as conn:
        names = {
            r[0]
            for r in conn.exec_driver_sql(
                "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'transactions'"
            )
        }
    assert {"trg_transaction_stats_insert", "transactions_fts_ai"} <= names
    db.dispose()


def test_list_total_counts_a_new_transaction(ctx) -> None:
    create_transaction(ctx, data={"date": "2026-06-01", "description": "UBER *TRIP", "amount": -20})
    assert list_transactions(ctx).pagination.total == 1
