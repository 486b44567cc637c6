"""Bulk categorise and background imports (issue 16), on SQLite.

Targets: ``bulk_categorise`` of 1,000 rows (the most one request takes) <= 3 s, tax derived again included;
a 20,000-row CSV imported through ``start_import_job`` costs <= 1.25x ``import_file`` called directly (the
progress records are one small file write per percent).

    PYTHONPATH=src python bench/bulk_categorise_bench.py [--rows 20000]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path


def statement(rows: int, salt: str) -> bytes:
    lines = ["Date,Amount,Description"]
    lines += [
        f"{n % 28 + 1:02d}/08/2026,-{n % 97 + 1}.{n % 100:02d},SHOP {salt} {n:06d} SURRY HILLS"
        for n in range(rows)
    ]
    return ("\n".join(lines) + "\n").encode()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=20_000)
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="finkit-bulk-bench-"))
    os.environ["FINKIT_DATA_DIR"] = str(home / "data")
    os.environ.setdefault("FINKIT_SECRET_KEY", "bench-secret-0123456789abcdef0123456789abcdef")
    from finkit.core.accounts.service import context_for_email, create_user
    from finkit.core.categories.service import find_category_by_name
    from finkit.core.db.engine import Database
    from finkit.core.imports.jobs import wait_for_import_job
    from finkit.core.settings import load_settings
    from finkit.core.usecases.import_jobs import start_import_job
    from finkit.core.usecases.imports import import_file
    from finkit.core.usecases.transactions import bulk_categorise, list_transactions

    settings, db = load_settings(), Database(f"sqlite:///{home / 'bench.db'}")
    for who in ("direct", "job"):
        create_user(db, {"email": f"{who}@bench.test", "password": "Sup3r-secret!"})
    direct, job = (context_for_email(db, settings, f"{who}@bench.test") for who in ("direct", "job"))

    started = time.perf_counter()
    import_file(direct, data=statement(args.rows, "D"), file_name="direct.csv")
    plain = time.perf_counter() - started
    started = time.perf_counter()
    running = start_import_job(job, data=statement(args.rows, "J"), file_name="job.csv")
    finished = wait_for_import_job(job, running.id, timeout=3600)
    background = time.perf_counter() - started
    assert finished.status == "done", finished.error
    print(
        f"import {args.rows} rows: direct {plain:.2f} s, background job {background:.2f} s "
        f"= {background / plain:.2f}x (target <= 1.25x)"
    )

    ids = [
        t.id
        for page in range(1, 6)
        for t in list_transactions(direct, {"limit": 200, "page": page}).transactions
    ]
    category = find_category_by_name(direct, "Office Supplies").id
    started = time.perf_counter()
    result = bulk_categorise(direct, data={"transactionIds": ids, "categoryId": category})
    took = time.perf_counter() - started
    print(
        f"bulk_categorise {result.updated} rows: {took:.2f} s (target <= 3 s; tax derived again on "
        f"{result.tax_rederived})"
    )


if __name__ == "__main__":
    main()
