"""Migration 0027_bank_accounts on N existing rows: the database is migrated to 0026, filled with N
transactions (one holder, fingerprinted as imports leave them), then upgraded; prints the rows moved and
the wall time of the upgrade (no fixed target; the issue asks for chunks at 1M rows). Run:

    PYTHONPATH=src python bench/bank_accounts_migration_bench.py [--rows 1000000] [--url postgresql+psycopg://...]

The default database is a new SQLite file; with ``--url`` give an empty database.
"""

from __future__ import annotations

import argparse
import tempfile
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

from alembic import command
from sqlalchemy import text

from finkit.core.db.engine import make_engine
from finkit.core.db.migrate import alembic_config

NOW = datetime(2025, 9, 1, tzinfo=UTC)
BEFORE, AFTER = "0026_review_label_width", "0027_bank_accounts"


def seed(url: str, rows: int) -> None:
    engine = make_engine(url)
    user_id, account_id = str(uuid.uuid4()), str(uuid.uuid4())
    with engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO users (id, email, email_key, first_name, last_name, is_local, created_at, updated_at)"
                " VALUES (:id, :email, :email, 'Bench', 'User', :false, :now, :now)"
            ),
            {"id": user_id, "email": f"{user_id}@example.com", "false": False, "now": NOW},
        )
        conn.execute(
            text(
                "INSERT INTO accounts (id, owner_user_id, base_currency, country, tier, created_at, updated_at)"
                " VALUES (:id, :user, 'AUD', 'AU', 'free', :now, :now)"
            ),
            {"id": account_id, "user": user_id, "now": NOW},
        )
        insert = text(
            "INSERT INTO transactions (id, account_id, date, description, amount, currency, type,"
            " is_tax_deductible, gst_included, tags, source, category_locked, fingerprint, created_at,"
            " updated_at) VALUES (:id, :account, :day, 'BENCH ROW', -1000, 'AUD', 'debit', :false, :true,"
            " '[]', 'csv', :false, :fp, :now, :now)"
        )
        batch = []
        for n in range(rows):
            batch.append(
                {
                    "id": str(uuid.uuid4()),
                    "account": account_id,
                    "day": NOW - timedelta(minutes=n),
                    "fp": f"bench{n:012d}",
                    "now": NOW,
                    "false": False,
                    "true": True,
                }
            )
            if len(batch) == 10_000:
                conn.execute(insert, batch)
                batch = []
        if batch:
            conn.execute(insert, batch)
    engine.dispose()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--url")
    args = parser.parse_args()
    url = args.url or f"sqlite:///{Path(tempfile.mkdtemp()) / 'bench.db'}"
    engine = make_engine(url)
    command.upgrade(alembic_config(engine), BEFORE)
    seed(url, args.rows)
    started = time.perf_counter()
    command.upgrade(alembic_config(engine), AFTER)
    elapsed = time.perf_counter() - started
    with engine.connect() as conn:
        moved = conn.execute(
            text("SELECT count(*) FROM transactions WHERE bank_account_id IS NOT NULL")
        ).scalar()
    print(
        f"0027_bank_accounts: {moved:,} of {args.rows:,} rows in a default account; upgrade {elapsed:.1f} s"
    )
    engine.dispose()


if __name__ == "__main__":
    main()
