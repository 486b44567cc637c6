"""Migration 0028_reconcile on SQLite and PostgreSQL: existing rows come out unreconciled and accounts
with no reconciled point, without rewriting a row; it goes down and up again."""

from __future__ import annotations

from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import inspect, text

from finkit.core.db.engine import make_engine
from finkit.core.db.migrate import alembic_config
from finkit.core.imports import csv as csv_import
from finkit.core.imports.rows import ImportRow
from finkit.core.imports.source import Source
from tests.conftest import BACKENDS, new_database
from tests.core.bank_accounts.test_migration import STATEMENT, _seed_holder

BEFORE = "0027_bank_accounts"
AFTER = "0028_reconcile"


@pytest.mark.parametrize("backend", BACKENDS)
def test_existing_rows_are_unreconciled_and_the_migration_goes_down_and_up(
    backend: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    source = Source(path=Path(STATEMENT))
    layout = csv_import.csv_layout(source, mapping={}, date_format=None)
    rows = [r for r in csv_import.read_csv(source, layout, currency="AUD") if isinstance(r, ImportRow)]
    with new_database(backend, tmp_path_factory) as url:
        engine = make_engine(url)
        command.upgrade(alembic_config(engine), "0026_review_label_width")
        _seed_holder(engine, rows)
        command.upgrade(alembic_config(engine), BEFORE)
        command.upgrade(alembic_config(engine), AFTER)
        with engine.connect() as conn:
            flags = conn.execute(text("SELECT reconciled FROM transactions")).scalars().all()
            points = conn.execute(
                text("SELECT reconciled_to, import_breaks, feed_connection_id FROM bank_accounts")
            ).all()
        assert len(flags) == len(rows) and not any(flags)
        assert points == [(None, None, None)]
        command.downgrade(alembic_config(engine), BEFORE)
        columns = {c["name"] for c in inspect(engine).get_columns("transactions")}
        assert "reconciled" not in columns and "bank_account_id" in columns
        assert "reconciled_to" not in {c["name"] for c in inspect(engine).get_columns("bank_accounts")}
        command.upgrade(alembic_config(engine), AFTER)
        with engine.connect() as conn:
            assert conn.execute(text("SELECT count(*) FROM transactions WHERE reconciled")).scalar() == 0
        engine.dispose()
