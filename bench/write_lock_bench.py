"""How long one SQLite import keeps other writers out (issue 24, docs/decisions/0032).

Runs the real ``finkit import`` CLI on an N-row statement (``bench/statements.py``, kind ``unique``)
into a fresh SQLite database, while this process probes the database's write lock every 20 ms with its
own connection: ``BEGIN IMMEDIATE`` (waiting as long as it takes), ``COMMIT``. The longest wait of a
probe is (within ~20 ms) the longest time the import held the write lock in one go; the probe knows
nothing of finkit's code, so the same bench measures any version (``--src`` picks the one to run).

With ``--rule-run``, the import is set-up (not probed): the account gets 1,000 rules (the cap, run on
demand only) that each tag the rows of one of 1,000 "CAFE ORDER nnnnnn" merchants, and the probed work
is ``finkit rules run`` over the N rows (every row changes; target: the lock held < 1 s).

Run: ``PYTHONPATH=src python bench/write_lock_bench.py [--rows 100000] [--src /path/to/other/src]``
``PYTHONPATH=src python bench/write_lock_bench.py --rule-run --rows 50000 [--src /work/main/src]``
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from statements import write_statement


def probe(db_path: Path, stop: threading.Event, waits: list[float], began: list[float]) -> None:
    """Take and release the write lock every 20 ms; record how long each take waited, and when it began."""
    connection = sqlite3.connect(db_path, timeout=600, isolation_level=None)
    try:
        while not stop.is_set():
            started = time.perf_counter()
            began.append(started)
            connection.execute("BEGIN IMMEDIATE")
            waits.append(time.perf_counter() - started)
            connection.execute("COMMIT")
            time.sleep(0.02)
    finally:
        connection.close()


RULES = 1_000
#: The longest time a rule run over history may keep other writers out (issue 24).
RULE_RUN_TARGET = 1.0


def rule_run_files(folder: Path, rows: int) -> tuple[Path, Path]:
    """A statement of ``rows`` rows over 1,000 merchants and a rules file tagging each merchant's rows."""
    csv_path = folder / "orders.csv"
    lines = ["Date,Amount,Description"] + [
        f"2026-08-{n % 28 + 1:02d},-{n % 97 + 1}.{n % 100:02d},CAFE ORDER {n % RULES:06d} SURRY HILLS {n}"
        for n in range(1, rows + 1)
    ]
    csv_path.write_text("\n".join(lines) + "\n")
    rules_path = folder / "rules.toml"
    rules_path.write_text(
        "version = 1\n"
        + "".join(
            f'[[rules]]\nname = "r{i}"\ntriggers = []\n'
            f'conditions = {{ all = [ {{ field = "description", operator = "contains", value = "order {i:06d} " }} ] }}\n'
            f'actions = [ {{ type = "addTag", tag = "t{i}" }} ]\n'
            for i in range(RULES)
        )
    )
    return csv_path, rules_path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--src", default=str(Path(__file__).resolve().parent.parent / "src"))
    parser.add_argument("--rule-run", action="store_true", help="probe a 1,000-rule run, not an import")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="finkit-lock-") as folder:
        tmp = Path(folder)
        csv_path = tmp / "statement.csv"
        if args.rule_run:
            csv_path, rules_path = rule_run_files(tmp, args.rows)
        else:
            write_statement(csv_path, args.rows, kind="unique")
        db_path = tmp / "finkit.db"
        url = f"sqlite:///{db_path}"
        env = {**os.environ, "PYTHONPATH": args.src, "FINKIT_DATA_DIR": str(tmp / "data")}
        env["FINKIT_SECRET_KEY"] = "l" * 48
        env.pop("FINKIT_DATABASE_URL", None)
        finkit = [sys.executable, "-c", "from finkit.cli.main import main; main()", "--database", url]
        subprocess.run([*finkit, "init"], env=env, check=True, capture_output=True)
        probed = [*finkit, "import", str(csv_path)]
        if args.rule_run:
            subprocess.run(probed, env=env, check=True, capture_output=True)
            subprocess.run(
                [*finkit, "rules", "import", str(rules_path)], env=env, check=True, capture_output=True
            )
            probed = [*finkit, "rules", "run"]
        waits: list[float] = []
        began: list[float] = []
        stop = threading.Event()
        prober = threading.Thread(target=probe, args=(db_path, stop, waits, began))
        prober.start()
        started = time.perf_counter()
        done = subprocess.run(probed, env=env, capture_output=True, text=True)
        elapsed = time.perf_counter() - started
        stop.set()
        prober.join()
        if done.returncode != 0:
            raise SystemExit(done.stderr)
        longest = max(waits, default=0.0)
        print(f"src: {args.src}")
        work = f"rules run ({RULES:,} rules, CLI, wall)" if args.rule_run else "import (CLI, wall)"
        print(f"rows: {args.rows:,}  {work}: {elapsed:.1f} s  probes: {len(waits)}")
        target = f" (target < {RULE_RUN_TARGET:.0f} s)" if args.rule_run else ""
        print(f"longest write-lock wait of another writer: {longest:.2f} s{target}")
        if waits:
            at = began[waits.index(longest)] - started
            print(f"the longest wait began {at:.1f} s into the {elapsed:.1f} s")
        print(f"probes that waited over 1 s: {sum(w > 1 for w in waits)}; load: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
