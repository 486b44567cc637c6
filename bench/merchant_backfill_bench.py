"""Migration 0016_merchants' backfill on N rows: written with no merchant (as an old finkit left CSV rows),
then ``backfill_merchants`` fills them. Prints rows changed, wall and CPU time (no fixed target; the
brief asks for "reasonable time" on 1M rows). Run:

    PYTHONPATH=src python bench/merchant_backfill_bench.py [--rows 100000] [--url postgresql+psycopg://...]

The default database is a new SQLite file; with ``--url`` give an empty database (it is migrated).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import text

sys.path.insert(0, str(Path(__file__).parent))

from merchant_bench import generated

from finkit.core.db.engine import Database
from finkit.core.merchants import normalise as normaliser
from finkit.core.usecases.merchants import backfill_merchants

NOW = datetime(2025, 9, 1, tzinfo=UTC)


def seed(db: Database, rows: int) -> None:
    user_id, account_id = str(uuid.uuid4()), str(uuid.uuid4())
    with db.engine.begin() as conn:
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
        conn.execute(
            text(
                "INSERT INTO transactions (id, account_id, date, description, amount, currency, type,"
                " is_tax_deductible, gst_included, tags, source, category_locked, needs_review, created_at,"
                " updated_at) VALUES (:id, :account, :now, :description, -1000, 'AUD', 'debit', :false, :true,"
                " '[]', 'csv', :false, :false, :now, :now)"
            ),
            [
                {"id": str(uuid.uuid4()), "account": account_id, "now": NOW, "description": d}
                | {"false": False, "true": True}
                for d in generated(rows)
            ],
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--url", default=None)
    args = parser.parse_args()
    url = args.url or f"sqlite:///{tempfile.mkdtemp()}/backfill.db"
    db = Database(url)
    try:
        started = time.perf_counter()
        seed(db, args.rows)
        print(f"seeded {args.rows:,} rows in {time.perf_counter() - started:.1f} s")
        normaliser._cache.clear()
        wall, cpu = time.perf_counter(), time.process_time()
        changed = backfill_merchants(db)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        print(f"backfill ({db.dialect}): {changed:,} rows in {wall:.1f} s wall / {cpu:.1f} s CPU")
    finally:
        db.dispose()


if __name__ == "__main__":
    main()
