"""What one write costs: a new account, a single transaction typed in, a review pass (round 21, hspeed11).

The test suite makes ~1,000 accounts a run and writes most of its rows one at a time through
``create_transaction``; a person's app does the same per click. Each figure is the CPU per operation
(median of ``--runs`` rounds of ``--n`` operations, in this process, on a new migrated SQLite file) and
the SQL statements one operation sends, beside its target.

Run: ``PYTHONPATH=src python bench/write_bench.py [--n 300] [--runs 3]``
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path

from argon2 import PasswordHasher
from sqlalchemy import event

from finkit.core.accounts import service as accounts
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.review.queue import review_queue
from finkit.core.settings import load_settings
from finkit.core.usecases.transactions import create_transaction

#: Statements per operation (targets: round 21's figures, so a regression shows).
TARGET_STATEMENTS = {"new account": 12, "single write": 9, "review pass (40 rows)": 25}
_ROWS = ["OFFICEWORKS 123", "BUNNINGS 44", "MONTHLY ACCOUNT FEE", "QANTAS AIRWAYS", "UBER *TRIP", "TELSTRA"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=300, help="operations per round")
    parser.add_argument("--runs", type=int, default=3, help="rounds (the median is printed)")
    args = parser.parse_args()
    # Password hashing is not the subject (production argon2 costs ~0.2 s a hash): the tests' profile.
    accounts._hasher = PasswordHasher(time_cost=1, memory_cost=8, parallelism=1)
    root = Path(tempfile.mkdtemp(prefix="finkit-write-bench-"))
    try:
        db = Database(f"sqlite:///{root / 'finkit.db'}")
        settings = load_settings(
            data_dir=root / "data", secret_key="bench-secret-key-0123456789abcdef0123456789ab"
        )
        statements: list[str] = []
        event.listen(db.engine, "before_cursor_execute", lambda *a: statements.append(a[2]))

        def new_account() -> AccountContext:
            user = accounts.create_user(
                db,
                {
                    "email": f"bench-{uuid.uuid4().hex[:12]}@example.com",
                    "password": "Sup3r-secret!x9",
                    "firstName": "Bench",
                    "lastName": "Mark",
                },
            )
            return accounts.context_for_email(db, settings, user.email)

        ctx = new_account()
        count = iter(range(10**9))

        def write() -> None:
            i = next(count)
            create_transaction(
                ctx,
                data={
                    "date": f"2025-0{1 + i % 9}-{1 + i % 28:02d}",
                    "amount": f"{10 + i % 90}.50",
                    "description": f"{_ROWS[i % len(_ROWS)]} {i}",
                    "type": "debit",
                },
            )

        write()  # the first write makes the default bank account: not the steady state
        queued = new_account()
        for i in range(40):
            create_transaction(
                queued,
                data={
                    "date": f"2025-0{1 + i % 9}-02",
                    "amount": f"{12 + i}.50",
                    "description": _ROWS[i % len(_ROWS)],
                    "type": "debit",
                },
            )
        cases: list[tuple[str, Callable[[], object], int]] = [
            ("new account", new_account, args.n),
            ("single write", write, args.n),
            ("review pass (40 rows)", lambda: review_queue(queued), max(args.n // 10, 10)),
        ]
        for name, operation, n in cases:
            statements.clear()
            operation()
            sent = len(statements)
            times = []
            for _ in range(args.runs):
                start = time.process_time()
                for _ in range(n):
                    operation()
                times.append((time.process_time() - start) / n)
            target = TARGET_STATEMENTS[name]
            print(
                f"{name}: {statistics.median(times) * 1000:.2f} ms CPU each (median of {args.runs} x {n}); "
                f"{sent} SQL statements (target <= {target}: {'met' if sent <= target else 'NOT met'})"
            )
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
