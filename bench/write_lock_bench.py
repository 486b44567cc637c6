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

With ``--rule-run``, the import is set-up (not probed): the account gets 1,000 rules (the cap, run on
demand only) that each tag the rows of one of 1,000 "CAFE ORDER nnnnnn" merchants, and the probed work
is ``finkit rules run`` over the N rows (every row changes). Target: the lock held < 1 s.

Run: ``PYTHONPATH=src python bench/write_lock_bench.py [--rows 100000] [--src /path/to/other/src]
[--breakdown]``, ``PYTHONPATH=src python bench/write_lock_bench.py --rule-run --rows 50000 [--src ...]``
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


TARGET = 2.0
#: The longest time a rule run over history may keep other writers out (issue 24).
RULE_RUN_TARGET = 1.0
RULES = 1_000


def _verdict(seconds: float, target: float = TARGET) -> str:
    return f"target <= {target:.0f} s: {'met' if seconds <= target else 'NOT met'}"


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
        verdict = _verdict(longest, RULE_RUN_TARGET if args.rule_run else TARGET)
        print(f"longest write-lock wait of another writer: {longest:.2f} s ({verdict})")
        if waits:
            print(
                f"the longest wait began {began[waits.index(longest)] - started:.1f} s into the {elapsed:.1f} s"
            )
        print(f"probes that waited over 1 s: {sum(w > 1 for w in waits)}; load: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
