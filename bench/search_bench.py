"""Unified search over 1,000,000 transactions on SQLite: median latency of a mix of queries.

    PYTHONPATH=src python bench/search_bench.py [--rows 1000000] [--db PATH] [--repeat 15]

Builds the database the way the import pipeline writes (one set-based INSERT per chunk, FTS5 kept in
step by the triggers of migration 0007), then times ``finkit.core.search.service.search`` for each
query of the mix. Target: median <= 50 ms. An existing --db with enough rows is reused.
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import sys
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

from finkit.core.accounts.service import context_for_email, create_user
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.search.service import search
from finkit.core.settings import load_settings

TARGET_MS = 50.0
EMAIL = "bench@example.com"
NOW = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)
MERCHANTS = [
    ("Woolworths", "Groceries", 40, 250), ("Coles", "Groceries", 30, 220), ("Aldi", "Groceries", 20, 150),
    ("BP", "Fuel", 40, 120), ("Shell", "Fuel", 40, 120), ("Ampol", "Fuel", 40, 110),
    ("Netflix", "Software & Subscriptions", 23, 23), ("Spotify", "Software & Subscriptions", 13, 13),
    ("Uber", "Public Transport & Rideshare", 12, 60), ("Uber Eats", "Meals & Dining", 20, 70),
    ("The Coffee Club", "Meals & Dining", 5, 30), ("Bunnings Warehouse", "Tools & Equipment", 10, 600),
    ("Officeworks", "Office Supplies", 5, 300), ("Telstra", "Phone & Internet", 89, 89),
    ("Qantas", "Travel", 150, 900), ("Hilton", "Accommodation", 180, 600), ("Linkt", "Parking & Tolls", 4, 20),
    ("AGL Energy", "Utilities", 120, 400), ("JB Hi-Fi", "Tools & Equipment", 30, 1500),
    ("Chemist Warehouse", "Health & Medical", 8, 80),
]  # fmt: skip
SUBURBS = ["SYDNEY", "PARRAMATTA", "MELBOURNE", "BRISBANE", "PERTH", "ADELAIDE", "HOBART", "NEWCASTLE"]
QUERIES = [
    "woolworths",
    "merchant:woolworths amount:>100",
    "fuel last month over $50",
    "Netflix this year",
    "category:groceries date:2026-06 type:debit",
    "biggest expenses in June",
    '"coffee club" date:2026',
    "uber -eats last month",
    "amount:>500 date:2026-06",
    "bunnings deductible:yes",
    "telstra bill",
    "has:notes reimbursed",
]


def build(db_path: Path, rows: int) -> AccountContext:
    url = f"sqlite:///{db_path}"
    db = Database(url)
    settings = load_settings(data_dir=db_path.parent / "data", secret_key="bench-secret-key-0123456789abcdef")
    with sqlite3.connect(db_path) as conn:
        have = conn.execute("SELECT count(*) FROM transactions").fetchone()[0]
    if have >= rows:
        print(f"reusing {db_path} ({have:,} transactions)")
        return context_for_email(db, settings, EMAIL).__class__(
            **{**context_for_email(db, settings, EMAIL).__dict__, "clock": lambda: NOW}
        )
    create_user(db, {"email": EMAIL, "password": "Sup3r-secret!", "firstName": "B", "lastName": "Ench"})
    ctx = context_for_email(db, settings, EMAIL)
    other = f"other-{uuid.uuid4().hex[:6]}@example.com"  # a second tenant, so the account filter works
    create_user(db, {"email": other, "password": "Sup3r-secret!", "firstName": "O", "lastName": "Ther"})
    other_ctx = context_for_email(db, settings, other)
    conn = sqlite3.connect(db_path)
    categories = dict(
        conn.execute("SELECT name, id FROM categories WHERE account_id = ?", (ctx.account_id,)).fetchall()
    )
    rng = random.Random(7)
    start = time.perf_counter()
    sql = (
        "INSERT INTO transactions (id, account_id, date, description, amount, currency, type, category_id,"
        " merchant, is_tax_deductible, gst_included, notes, tags, source, fingerprint, category_locked,"
        " created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
    )
    span = int(timedelta(days=730).total_seconds())
    chunk = 20_000
    made = 0
    stamp = NOW.replace(tzinfo=None).isoformat(sep=" ")
    with conn:
        while made < rows:
            batch = []
            for n in range(made, min(rows, made + chunk)):
                account = ctx.account_id if n % 50 else other_ctx.account_id
                merchant, category, low, high = rng.choice(MERCHANTS)
                when = (NOW - timedelta(seconds=rng.randrange(span))).replace(tzinfo=None)
                credit = rng.random() < 0.04
                cents = rng.randint(low * 100, high * 100)
                amount = cents * 10 if credit else -cents * 10
                description = f"{merchant.upper()} {rng.choice(SUBURBS)} {rng.randint(1000, 9999)}"
                notes = (
                    rng.choice(["reimbursed by client", "work trip", "gift", "team lunch"])
                    if n % 20 == 0
                    else None
                )
                batch.append((
                    str(uuid.UUID(int=rng.getrandbits(128))), account, when.isoformat(sep=" ", timespec="microseconds"),
                    description, amount, "AUD", "credit" if credit else "debit",
                    categories.get(category) if account == ctx.account_id else None, merchant,
                    int(category in {"Fuel", "Tools & Equipment", "Office Supplies", "Phone & Internet"}), 1,
                    notes, "[]", "csv", f"fp{n}", 0, stamp, stamp,
                ))  # fmt: skip
            conn.executemany(sql, batch)
            made += len(batch)
            print(f"\r  inserted {made:,} / {rows:,}", end="", file=sys.stderr)
    conn.execute("ANALYZE")
    conn.close()
    print(
        f"\nbuilt {rows:,} transactions (FTS kept in step by triggers) in {time.perf_counter() - start:.1f} s"
    )
    return ctx.__class__(**{**ctx.__dict__, "clock": lambda: NOW})


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--db", type=Path, default=Path("/tmp/finkit-search-bench/finkit.db"))
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    args.db.parent.mkdir(parents=True, exist_ok=True)
    ctx = build(args.db, args.rows)
    for query in QUERIES:  # warm the page cache and the statement cache
        search(ctx, query=query)
    samples: list[float] = []
    print(f"\n{'query':45} {'hits':>5} {'median ms':>10} {'max ms':>8}")
    for query in QUERIES:
        times = []
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            result = search(ctx, query=query)
            times.append((time.perf_counter() - t0) * 1000)
        samples.extend(times)
        print(f"{query:45} {len(result.hits):>5} {statistics.median(times):>10.1f} {max(times):>8.1f}")
    median = statistics.median(samples)
    verdict = "OK" if median <= TARGET_MS else "OVER TARGET"
    print(f"\nmedian over {len(samples)} searches of {args.rows:,} transactions: {median:.1f} ms "
          f"(target <= {TARGET_MS:.0f} ms) {verdict}")  # fmt: skip
    print(f"p90: {statistics.quantiles(samples, n=10)[-1]:.1f} ms")


if __name__ == "__main__":
    main()
