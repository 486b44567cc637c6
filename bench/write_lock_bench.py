"""How long one SQLite import keeps other writers out (issue 24, docs/decisions/0032).

Runs the real ``finkit import`` CLI on an N-row statement (``bench/statements.py``, kind ``unique``)
into a fresh SQLite database, while this process probes the database's write lock every 20 ms with its
own connection: ``BEGIN IMMEDIATE`` (waiting as long as it takes), ``COMMIT``. The longest wait of a
probe is (within ~20 ms) the longest time the import held the write lock in one go; the probe knows
nothing of finkit's code, so the same bench measures any version (``--src`` picks the one to run).

``--breakdown`` runs the import in this process instead and times the publish's parts inside the lock
(wall and CPU): the move (``INSERT ... SELECT`` into ``transactions`` and its indexes), the FTS5 and
counter catch-up, the rest (batch row, events, balance proof, activity), the commit; the WAL checkpoint
that follows is timed apart (it runs after the lock is released).

Target (issue 24, 1,000,000 rows): no other account's write waits more than ~2 s behind an import.

Run: ``PYTHONPATH=src python bench/write_lock_bench.py [--rows 100000] [--src /path/to/other/src]
[--breakdown]``
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
from collections.abc import Callable
from pathlib import Path
from typing import Any

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


TARGET = 2.0


def _verdict(seconds: float) -> str:
    return f"target <= {TARGET:.0f} s: {'met' if seconds <= TARGET else 'NOT met'}"


def breakdown(csv_path: Path, db_path: Path) -> None:
    """The import in this process, with the publish's parts timed inside the write lock."""
    from sqlalchemy import event
    from sqlalchemy.orm import Session

    import finkit
    from finkit.core.imports import staging
    from finkit.core.imports import writer as chunk_writer
    from finkit.core.usecases.imports import import_file

    wall: dict[str, float] = {}
    cpu: dict[str, float] = {}
    marks: dict[str, float] = {}
    raw: list[Any] = []

    def timed(name: str, call: Callable[..., Any]) -> Callable[..., Any]:
        def run(*args: Any) -> Any:
            started, cpu_started = time.perf_counter(), time.process_time()
            try:
                return call(*args)
            finally:
                wall[name] = wall.get(name, 0.0) + time.perf_counter() - started
                cpu[name] = cpu.get(name, 0.0) + time.process_time() - cpu_started

        return run

    take = staging.StagedWriter.take_write_lock

    def take_lock(writer: staging.StagedWriter) -> None:
        writer._raw.execute("PRAGMA wal_autocheckpoint=0")  # checkpointed below, timed apart
        raw.append(writer._raw)
        marks["read"] = time.perf_counter()
        take(writer)
        marks["locked"], marks["locked_cpu"] = time.perf_counter(), time.process_time()

    publish = staging.StagedWriter.publish
    staging.StagedWriter.take_write_lock = take_lock  # type: ignore[method-assign]
    staging.StagedWriter.publish = timed("publish", publish)  # type: ignore[method-assign]
    chunk_writer.ChunkWriter._catch_up = timed("catch-up", chunk_writer.ChunkWriter._catch_up)  # type: ignore[method-assign]

    @event.listens_for(Session, "after_commit")
    def committed(_session: Session) -> None:
        marks["committed"], marks["committed_cpu"] = time.perf_counter(), time.process_time()

    ctx = finkit.open(f"sqlite:///{db_path}").context()
    started = time.perf_counter()
    report = import_file(ctx, path=str(csv_path))
    held = marks["committed"] - marks["locked"]
    held_cpu = marks["committed_cpu"] - marks["locked_cpu"]
    checkpoint = time.perf_counter()
    raw[0].execute("PRAGMA wal_checkpoint(PASSIVE)")
    checkpoint = time.perf_counter() - checkpoint
    wal = Path(f"{db_path}-wal").stat().st_size
    move, move_cpu = wall["publish"] - wall["catch-up"], cpu["publish"] - cpu["catch-up"]
    print(f"rows: {report.added:,}  reading (no lock): {marks['read'] - started:.1f} s")
    print(f"write lock held: {held:.2f} s wall, {held_cpu:.2f} s CPU ({_verdict(held)})")
    print(f"  move into transactions + indexes: {move:.2f} s ({move_cpu:.2f} CPU)")
    print(f"  FTS5 + counters catch-up: {wall['catch-up']:.2f} s ({cpu['catch-up']:.2f} CPU)")
    rest = held - wall["publish"]
    print(f"  the rest (batch row, events, balance proof, activity, commit): {rest:.2f} s")
    print(
        f"after the lock: WAL checkpoint {checkpoint:.2f} s of a {wal / 1e6:,.0f} MB WAL; load {os.getloadavg()[0]:.1f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--src", default=str(Path(__file__).resolve().parent.parent / "src"))
    parser.add_argument("--breakdown", action="store_true", help="in-process, the publish's parts timed")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="finkit-lock-") as folder:
        tmp = Path(folder)
        csv_path = tmp / "statement.csv"
        write_statement(csv_path, args.rows, kind="unique")
        db_path = tmp / "finkit.db"
        if args.breakdown:
            os.environ["FINKIT_DATA_DIR"] = str(tmp / "data")
            os.environ["FINKIT_SECRET_KEY"] = "l" * 48
            os.environ.pop("FINKIT_DATABASE_URL", None)
            breakdown(csv_path, db_path)
            return
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
        print(f"longest write-lock wait of another writer: {longest:.2f} s ({_verdict(longest)})")
        print(f"probes that waited over 1 s: {sum(w > 1 for w in waits)}; load: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
