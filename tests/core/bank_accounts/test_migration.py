"""Migration 0027_bank_accounts on SQLite and PostgreSQL: a default account per holder, every earlier row
moved into it (in chunks: three rows a chunk here), and the stored fingerprints still dedupe a
re-import into that account while another account takes the same rows as its own."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import Engine, text

from finkit.core.accounts.service import context_for_email
from finkit.core.bank_accounts.service import create_bank_account, list_bank_accounts
from finkit.core.db.engine import Database, make_engine
from finkit.core.db.migrate import alembic_config
from finkit.core.imports import csv as csv_import
from finkit.core.imports.rows import ImportRow
from finkit.core.imports.source import Source
from finkit.core.settings import load_settings
from finkit.core.usecases.imports import import_file
from tests.conftest import BACKENDS, new_database

BEFORE = "0026_review_label_width"
AFTER = "0027_bank_accounts"
NOW = datetime(2026, 6, 20, tzinfo=UTC)
STATEMENT = Path(__file__).parents[1] / "imports" / "fixtures" / "commbank.csv"


def _seed_holder(engine: Engine, rows: list[ImportRow]) -> tuple[str, str]:
    """A holder as finkit left it before bank accounts, with ``rows`` imported (their fingerprints)."""
    user_id, account_id = str(uuid.uuid4()), str(uuid.uuid4())
    email = f"{user_id}@example.com"
    with engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO users (id, email, email_key, first_name, last_name, is_local, created_at, updated_at)"
                " VALUES (:id, :email, :email, 'Old', 'User', :false, :now, :now)"
            ),
            {"id": user_id, "email": email, "false": False, "now": NOW},
        )
        conn.execute(
            text(
                "INSERT INTO accounts (id, owner_user_id, base_currency, country, tier, created_at, updated_at)"
                " VALUES (:id, :user, 'AUD', 'AU', 'free', :now, :now)"
            ),
            {"id": account_id, "user": user_id, "now": NOW},
        )
        for row in rows:
            conn.execute(
                text(
                    "INSERT INTO transactions (id, account_id, date, description, amount, currency, type,"
                    " is_tax_deductible, gst_included, tags, source, category_locked, fingerprint,"
                    " created_at, updated_at) VALUES (:id, :account, :day, :text, :amount, 'AUD', :type,"
                    " :false, :true, '[]', 'csv', :false, :fp, :now, :now)"
                ),
                {
                    "id": str(uuid.uuid4()),
                    "account": account_id,
                    "day": row.date,
                    "text": row.description,
                    "amount": int(row.amount * 1000),
                    "type": "debit" if row.amount < 0 else "credit",
                    "fp": row.fingerprint,
                    "now": NOW,
                    "false": False,
                    "true": True,
                },
            )
    return account_id, email


@pytest.mark.parametrize("backend", BACKENDS)
def test_rows_move_into_a_default_account_and_old_fingerprints_stay_valid(
    backend: str, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("FINKIT_MIGRATION_CHUNK_ROWS", "3")
    source = Source(path=STATEMENT)
    layout = csv_import.csv_layout(source, mapping={}, date_format=None)
    rows = [r for r in csv_import.read_csv(source, layout, currency="AUD") if isinstance(r, ImportRow)]
    with new_database(backend, tmp_path_factory) as url:
        engine = make_engine(url)
        command.upgrade(alembic_config(engine), BEFORE)
        holders = [_seed_holder(engine, rows), _seed_holder(engine, rows[:2])]
        command.upgrade(alembic_config(engine), AFTER)
        with engine.connect() as conn:
            moved = conn.execute(
                text(
                    "SELECT t.account_id, b.account_id, b.name, b.is_default FROM transactions t "
                    "LEFT JOIN bank_accounts b ON b.id = t.bank_account_id"
                )
            ).all()
            accounts = conn.execute(text("SELECT account_id FROM bank_accounts")).scalars().all()
        assert len(moved) == 7 and all(r[0] == r[1] and r[2] == "Main" and r[3] for r in moved)
        assert sorted(accounts) == sorted(h[0] for h in holders)  # one default account per holder
        engine.dispose()

        command.upgrade(alembic_config(make_engine(url)), "heads")
        database = Database(url)
        try:
            settings = load_settings(data_dir=tmp_path / "data", secret_key="k" * 48)
            ctx = context_for_email(database, settings, holders[0][1])
            again = import_file(ctx, path=STATEMENT)  # the only account: no --account needed
            assert (again.added, again.duplicates, again.bank_account_name) == (0, 5, "Main")
            create_bank_account(ctx, data={"name": "Joint"})
            other = import_file(ctx, path=STATEMENT, bank_account="Joint")
            assert (other.added, other.duplicates) == (5, 0)  # the same rows, another account: kept
            balances = {a.name: a.balance for a in list_bank_accounts(ctx).accounts}
            assert balances["Main"] == sum(r.amount for r in rows)  # opening 0: the migrated account
            # A new account with no opening balance takes it from the statement: its closing balance.
            assert balances["Joint"] == Decimal("3885.50")
            assert other.balance_check.ok and other.balance_check.opening_balance == Decimal("2000.00")
        finally:
            database.dispose()
