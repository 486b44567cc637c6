"""How long one SQLite import keeps other writers out (issue 24, docs/decisions/0032).

Runs the real ``finkit import`` CLI on an N-row statement (``bench/statements.py``, kind ``unique``)
into a fresh SQLite database, while this process probes the database's write lock every 20 ms with its
own connection: ``BEGIN IMMEDIATE`` (waiting as long as it takes), ``COMMIT``. The longest wait of a
probe is (within ~20 ms) the longest time the import held the write lock in one go; the probe knows
nothing of finkit's code, so the same bench measures any version (``--src`` picks the one to run).

Run: ``PYTHONPATH=src python bench/write_lock_bench.py [--rows 100000] [--src /path/to/other/src]``
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


def probe(db_path: Path, stop: threading.Event, waits: list[float]) -> None:
    """Take and release the write lock every 20 ms; record how long each take waited."""
    connection = sqlite3.connect(db_path, timeout=600, isolation_level=None)
    try:
        while not stop.is_set():
            started = time.perf_counter()
            connection.execute("BEGIN IMMEDIATE")
            waits.append(time.perf_counter() - started)
            connection.execute("COMMIT")
            time.sleep(0.02)
    finally:
        connection.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--src", default=str(Path(__file__).resolve().parent.parent / "src"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="finkit-lock-") as folder:
        tmp = Path(folder)
        csv_path = tmp / "statement.csv"
        write_statement(csv_path, args.rows, kind="unique")
        db_path = tmp / "finkit.db"
        url = f"sqlite:///{db_path}"
        env = {**os.environ, "PYTHONPATH": args.src, "FINKIT_DATA_DIR": str(tmp / "data")}
        env["FINKIT_SECRET_KEY"] = "l" * 48
        env.pop("FINKIT_DATABASE_URL", None)
        finkit = [sys.executable, "-c", "from finkit.cli.main import main; main()", "--database", url]
        subprocess.run([*finkit, "init"], env=env, check=True, capture_output=True)
        waits: list[float] = []
        stop = threading.Event()
        prober = threading.Thread(target=probe, args=(db_path, stop, waits))
        prober.start()
        started = time.perf_counter()
        done = subprocess.run([*finkit, "import", str(csv_path)], env=env, capture_output=True, text=True)
        elapsed = time.perf_counter() - started
        stop.set()
        prober.join()
        if done.returncode != 0:
            raise SystemExit(done.stderr)
        longest = max(waits, default=0.0)
        print(f"src: {args.src}")
        print(f"rows: {args.rows:,}  import (CLI, wall): {elapsed:.1f} s  probes: {len(waits)}")
        print(f"longest write-lock wait of another writer: {longest:.2f} s")
        print(f"probes that waited over 1 s: {sum(w > 1 for w in waits)}; load: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
