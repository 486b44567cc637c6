"""Net worth over time and reconciliation on N rows: two bank accounts of N/2 rows each over five and a
half years, imported through the import writer; then ``report balances`` over 66 month ends (one
grouped query), a reconciliation that disagrees (the difference and its candidates) and one that agrees
(every row up to the date marked reconciled). Prints the wall time of each (no fixed target; the issue
asks for one query, not a pass over the rows per month). Run:

    PYTHONPATH=src python bench/balances_bench.py [--rows 100000] [--url postgresql+psycopg://...]

The default database is a new SQLite file; with ``--url`` give an empty database.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path

from finkit.core.accounts.service import context_for_email, create_user
from finkit.core.bank_accounts.balances import balances_report
from finkit.core.bank_accounts.service import create_bank_account
from finkit.core.db.engine import Database
from finkit.core.settings import load_settings
from finkit.core.usecases.bank_accounts import reconcile_bank_account
from finkit.core.usecases.imports import import_file


def statement(rows: int) -> bytes:
    start = date(2020, 1, 1)
    lines = ["Date,Amount,Description"]
    for n in range(rows):
        lines.append(f"{(start + timedelta(days=n % 2000)).isoformat()},-{1 + n % 90}.{n % 100:02d},SHOP {n}")
    return ("\n".join(lines) + "\n").encode()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--url", default=None)
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="finkit-balances-"))
    url = args.url or f"sqlite:///{home / 'finkit.db'}"
    settings = load_settings(data_dir=home / "data", secret_key="b" * 48, database_url=url)
    database = Database(url)
    create_user(database, {"email": "bench@example.com", "password": "Bench-password-42"})
    ctx = context_for_email(database, settings, "bench@example.com")
    half = args.rows // 2
    for name in ("everyday", "card"):
        create_bank_account(ctx, data={"name": name, "openingBalance": "100", "openingDate": "2019-12-31"})
        started = time.perf_counter()
        import_file(ctx, data=statement(half), file_name=f"{name}.csv", bank_account=name)
        print(f"import {half} rows into {name}: {time.perf_counter() - started:.1f} s")
    for _ in range(3):
        started = time.perf_counter()
        report = balances_report(ctx, period="2020-01-01 to 2025-06-30")
        elapsed = (time.perf_counter() - started) * 1000
        print(
            f"report balances: {len(report.months)} month ends x {len(report.accounts)} accounts, {elapsed:.0f} ms"
        )
    started = time.perf_counter()
    result = reconcile_bank_account(ctx, "everyday", data={"statementBalance": "0", "date": "2025-06-30"})
    elapsed = (time.perf_counter() - started) * 1000
    print(f"reconcile, a difference with {len(result.candidates)} candidates: {elapsed:.0f} ms")
    started = time.perf_counter()
    result = reconcile_bank_account(
        ctx, "everyday", data={"statementBalance": str(result.books_balance), "date": "2025-06-30"}
    )
    elapsed = (time.perf_counter() - started) * 1000
    print(f"reconcile, agreeing: {result.rows_reconciled} rows marked in {elapsed:.0f} ms")
    database.dispose()


if __name__ == "__main__":
    main()
