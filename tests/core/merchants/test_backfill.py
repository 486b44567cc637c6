"""Migration 0016_merchants backfills merchants on an existing database, on SQLite and PostgreSQL."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pytest
from alembic import command
from sqlalchemy import text

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database, make_engine
from finkit.core.db.migrate import alembic_config
from finkit.core.search.service import search
from finkit.core.settings import load_settings
from finkit.core.usecases.merchants import backfill_merchants
from tests.conftest import BACKENDS, new_database

BEFORE = "0013_merge_areas"  # the revision 0016_merchants follows
NOW = datetime(2025, 9, 1, tzinfo=UTC)
# (source, description, merchant before, merchant after the migration)
ROWS = [
    ("csv", "BUNNINGS 452000 BLACKTOWN NS AUS Card xx4821", None, "Bunnings"),
    ("csv", "BUNNINGS 452118 CASTLE HILL NS AUS Card xx4821", None, "Bunnings"),
    ("ofx", "POS PURCHASE", "WOOLWORTHS 1234 SYDNEY", "Woolworths"),
    ("manual", "cake for the site crew", "Mum's cake stall", "Mum's cake stall"),
    ("manual", "Fast Transfer From J SMITH ELECTRICAL WORK", None, "J Smith"),
    ("csv", "Transfer to xx1234 CommBank app", None, None),
    ("csv", "TAX OFFICE PAYMENTS NETBANK BPAY 75556 551200000012345", "", "ATO"),
]


def _seed(url: str) -> tuple[str, str]:
    """An account with ``ROWS`` written straight into a database at ``BEFORE``, as an old finkit left it."""
    engine = make_engine(url)
    command.upgrade(alembic_config(engine), BEFORE)
    user_id, account_id = str(uuid.uuid4()), str(uuid.uuid4())
    with engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO users (id, email, email_key, first_name, last_name, is_local, created_at, updated_at) "
                "VALUES (:id, :email, :email, 'Old', 'User', :false, :now, :now)"
            ),
            {"id": user_id, "email": f"{user_id}@example.com", "false": False, "now": NOW},
        )
        conn.execute(
            text(
                "INSERT INTO accounts (id, owner_user_id, base_currency, country, tier, created_at, updated_at) "
                "VALUES (:id, :user, 'AUD', 'AU', 'free', :now, :now)"
            ),
            {"id": account_id, "user": user_id, "now": NOW},
        )
        for n, (source, description, merchant, _after) in enumerate(ROWS):
            conn.execute(
                text(
                    "INSERT INTO transactions (id, account_id, date, description, amount, currency, type, merchant,"
                    " is_tax_deductible, gst_included, tags, source, category_locked, created_at, updated_at)"
                    " VALUES (:id, :account, :now, :description, :amount, 'AUD', 'debit', :merchant, :false, :true,"
                    " '[]', :source, :false, :now, :now)"
                ),
                {
                    "id": f"00000000-0000-0000-0000-{n:012d}",
                    "account": account_id,
                    "now": NOW,
                    "description": description,
                    "amount": -(n + 1) * 1000,
                    "merchant": merchant,
                    "source": source,
                    "false": False,
                    "true": True,
                },
            )
    engine.dispose()
    return user_id, account_id


@pytest.mark.parametrize("backend", BACKENDS)
def test_upgrade_backfills_merchants(backend: str, tmp_path_factory: pytest.TempPathFactory) -> None:
    with new_database(backend, tmp_path_factory) as url:
        user_id, account_id = _seed(url)
        db = Database(url)  # upgrades to head and runs the backfill
        try:
            with db.engine.connect() as conn:
                got = conn.execute(
                    text("SELECT description, merchant FROM transactions WHERE account_id = :a ORDER BY id"),
                    {"a": account_id},
                ).all()
            assert [merchant for _, merchant in got] == [after for *_, after in ROWS]
            ctx = AccountContext(
                db=db,
                settings=load_settings(),
                account_id=account_id,
                user_id=user_id,
                email="old@example.com",
            )
            hits = search(ctx, query="merchant:bunnings", kinds=["transaction"]).hits
            assert len(hits) == 2  # the full-text index saw the update
            assert backfill_merchants(db) == 0  # a second run changes nothing
        finally:
            db.dispose()


def test_backfill_in_small_chunks(fresh_sqlite_url: str) -> None:
    _seed(fresh_sqlite_url)
    db = Database(fresh_sqlite_url)
    try:
        with db.engine.begin() as conn:
            conn.execute(text("UPDATE transactions SET merchant = NULL WHERE source = 'csv'"))
        assert (
            backfill_merchants(db, chunk_rows=2) == 3
        )  # both Bunnings rows and the ATO row; not the transfer
        with db.engine.connect() as conn:
            assert (
                conn.execute(text("SELECT count(*) FROM transactions WHERE merchant = 'Bunnings'")).scalar()
                == 2
            )
    finally:
        db.dispose()
