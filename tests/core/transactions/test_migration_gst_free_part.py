"""Migration 0034_gst_free_part on SQLite and PostgreSQL: existing rows come out with no GST-free part
recorded (their figures read as before), and it goes down and up again."""

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

BEFORE = "0033_materials_stock"
AFTER = "0034_gst_free_part"


@pytest.mark.parametrize("backend", BACKENDS)
def test_existing_rows_have_no_gst_free_part_and_the_migration_goes_down_and_up(
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
            parts = conn.execute(text("SELECT gst_free_part FROM transactions")).scalars().all()
        assert len(parts) == len(rows) and set(parts) == {None}
        command.downgrade(alembic_config(engine), BEFORE)
        assert "gst_free_part" not in {c["name"] for c in inspect(engine).get_columns("transactions")}
        command.upgrade(alembic_config(engine), AFTER)
        assert "gst_free_part" in {c["name"] for c in inspect(engine).get_columns("transactions")}
        engine.dispose()
