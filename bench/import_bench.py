"""Import benchmark: deterministic N-row bank CSVs through the real ``finkit import`` CLI.

For each kind of statement (``unique`` descriptions the way banks print them, and the ``repetitive``
16-merchant one; see bench/statements.py) it measures, in the same run: the raw floor (``csv`` +
parse + 64-bit fingerprint + ``sqlite3.executemany`` into a uniquely indexed table), ``finkit import``
in a subprocess against a fresh SQLite database, and the re-import of the same file (all duplicates).
It also times the CLI's own start-up on that database (``finkit tx list --limit 1``).

Every command runs with bytecode caching on, as an installed finkit does: the caches go to a temporary
``PYTHONPYCACHEPREFIX``, filled by an untimed import of a small file into a database of its own. Without
that, a ``PYTHONDONTWRITEBYTECODE`` in the environment made every timed run compile finkit from source
(~1 s that no user pays, and more for the import, which loads more modules than the start-up command).

Targets (issue 14, 1,000,000 rows, 2 cores): import <= 15 s and <= 2.5x the floor; re-import <= 5 s;
peak RSS <= 600 MB; 10,000 rows <= 1.5x the CLI's start-up.

    PYTHONPATH=src python bench/import_bench.py                       # 1,000,000 rows, both kinds
    PYTHONPATH=src python bench/import_bench.py --rows 100000 --kind unique
    PYTHONPATH=src python bench/import_bench.py --rows 100000 \
        --database-url postgresql+psycopg://postgres@127.0.0.1:5432/test
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from statements import raw_floor, write_statement

TARGET_IMPORT_S = 15.0
TARGET_REIMPORT_S = 5.0
TARGET_PEAK_MB = 600.0
TARGET_FLOOR_RATIO = 2.5
TARGET_STARTUP_RATIO = 1.5  # 10,000 rows against the CLI's start-up
FINKIT = [sys.executable, "-c", "from finkit.cli.main import main; main()"]


def run_import(
    db_url: str, csv_path: Path, env: dict[str, str]
) -> tuple[float, dict[str, object], float, float]:
    """Wall time, the JSON report, the child's peak RSS (MB) and CPU seconds of one ``finkit import``."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    before, cpu_before = usage.ru_maxrss, usage.ru_utime + usage.ru_stime
    started = time.perf_counter()
    done = subprocess.run(
        [
            *FINKIT,
            "--database",
            db_url,
            "import",
            str(csv_path),
            "--json",
        ],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"finkit import failed ({done.returncode}):\n{done.stderr}")
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = usage.ru_utime + usage.ru_stime - cpu_before
    # ru_maxrss of RUSAGE_CHILDREN is the largest child so far (both runs are reported together).
    return elapsed, json.loads(done.stdout), max(usage.ru_maxrss, before) / 1024, cpu


def line(label: str, figure: float, unit: str, target: float) -> str:
    verdict = "ok" if figure <= target else "OVER TARGET"
    return f"{label:<28} {figure:>9.2f} {unit:<3} target <= {target:g} {unit}  {verdict}"


def startup_seconds(db_url: str, env: dict[str, str], repeat: int = 5) -> tuple[float, float]:
    """Median wall and CPU time of ``finkit tx list --limit 1`` on ``db_url``: the CLI's own start-up."""
    times, cpus = [], []
    for _ in range(repeat):
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu_before = usage.ru_utime + usage.ru_stime
        started = time.perf_counter()
        subprocess.run(
            [*FINKIT, "--database", db_url, "tx", "list", "--limit", "1"],
            env=env,
            check=True,
            capture_output=True,
        )
        times.append(time.perf_counter() - started)
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(usage.ru_utime + usage.ru_stime - cpu_before)
    return statistics.median(times), statistics.median(cpus)


def warm_bytecode(csv_path: Path, tmp: Path, env: dict[str, str]) -> None:
    """Fill the bytecode cache for every module an import and a listing load (untimed, own database)."""
    small = tmp / "warm.csv"
    with csv_path.open() as source, small.open("w") as out:
        out.writelines(line for _, line in zip(range(500), source, strict=False))
    url = f"sqlite:///{tmp / 'warm.db'}"
    warm = ["import", str(small), "--date-format", "DD/MM/YYYY", "--json"]  # a short slice may not say
    for args in (["init"], warm, ["tx", "list", "--limit", "1"]):
        done = subprocess.run([*FINKIT, "--database", url, *args], env=env, capture_output=True, text=True)
        if done.returncode:
            raise SystemExit(f"warm-up {args[0]} failed:\n{done.stderr}")


def postgres_database(base_url: str) -> tuple[str, object]:
    """A new empty database on the server of ``base_url``, and a function that drops it."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    name = f"bench_import_{uuid.uuid4().hex[:10]}"
    admin = create_engine(base_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))

    def drop() -> None:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()

    return make_url(base_url).set(database=name).render_as_string(hide_password=False), drop


def bench_kind(kind: str, rows: int, tmp: Path, env: dict[str, str], postgres: str | None) -> None:
    csv_path = tmp / f"{kind}.csv"
    started = time.perf_counter()
    write_statement(csv_path, rows, kind=kind)
    distinct = len({line.split('","')[1] for line in csv_path.open()})
    print(
        f"\n== {kind} descriptions: {rows:,} rows, {distinct:,} distinct descriptions "
        f"({csv_path.stat().st_size / 2**20:.1f} MB, generated in {time.perf_counter() - started:.1f} s)"
    )
    floor_s = raw_floor(csv_path, tmp / f"{kind}-floor.db")
    warm_bytecode(csv_path, tmp, env)
    targets = [("sqlite", f"sqlite:///{tmp / f'{kind}.db'}", None)]
    if postgres:
        url, drop = postgres_database(postgres)
        targets.append(("postgresql", url, drop))
    scale = rows / 1_000_000
    for backend, db_url, drop in targets:
        try:
            # Create the database and user first so the timings measure the import only.
            subprocess.run([*FINKIT, "--database", db_url, "init"], env=env, check=True, capture_output=True)
            first_s, first, first_mb, first_cpu = run_import(db_url, csv_path, env)
            second_s, second, second_mb, second_cpu = run_import(db_url, csv_path, env)
            startup_s, startup_cpu = startup_seconds(db_url, env)
        finally:
            if drop is not None:
                drop()  # type: ignore[operator]
        print(f"-- {backend}")
        print(
            f"import:    added={first['added']:,} duplicates={first['duplicates']:,} invalid={first['invalid']:,}"
        )
        print(f"re-import: added={second['added']:,} duplicates={second['duplicates']:,}")
        print(line(f"import {rows:,} rows", first_s, "s", TARGET_IMPORT_S * scale))
        if backend == "sqlite":
            print(line("  ratio to the raw floor", first_s / floor_s, "x", TARGET_FLOOR_RATIO))
            print(f"  (raw floor: csv + parse + fingerprint + executemany = {floor_s:.2f} s)")
        print(line("re-import (all duplicates)", second_s, "s", TARGET_REIMPORT_S * scale))
        print(line("peak RSS (child)", max(first_mb, second_mb), "MB", TARGET_PEAK_MB))
        print(
            f"CLI start-up (tx list --limit 1): {startup_s:.2f} s wall, {startup_cpu:.2f} s CPU (medians of 5)"
        )
        if rows <= 10_000:
            print(line("  import / CLI start-up, wall", first_s / startup_s, "x", TARGET_STARTUP_RATIO))
            print(line("  import / CLI start-up, CPU", first_cpu / startup_cpu, "x", TARGET_STARTUP_RATIO))
        print(
            f"CPU time (user+sys): import {first_cpu:.2f} s, re-import {second_cpu:.2f} s; "
            f"rows/s {rows / first_s:,.0f}; load average now {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--kind", choices=["unique", "repetitive", "both"], default="both")
    parser.add_argument(
        "--database-url",
        "--postgres",
        dest="postgres",
        metavar="URL",
        help="Also import into a new database (bench_import_*, dropped afterwards) on this PostgreSQL server.",
    )
    parser.add_argument("--keep", action="store_true", help="Keep the temporary directory.")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="finkit-import-bench-"))
    env = {**os.environ, "FINKIT_DATA_DIR": str(tmp / "data"), "FINKIT_SECRET_KEY": "i" * 48}
    env["PYTHONPYCACHEPREFIX"] = str(tmp / "pycache")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("FINKIT_DATABASE_URL", None)
    env["PYTHONPATH"] = os.pathsep.join(
        filter(None, [str(Path(__file__).parent.parent / "src"), env.get("PYTHONPATH")])
    )
    print(f"load average at start {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    for kind in ("unique", "repetitive") if args.kind == "both" else (args.kind,):
        bench_kind(kind, args.rows, tmp, env, args.postgres)
    if args.rows != 1_000_000:
        print(f"\n(time targets scaled to {args.rows:,} rows from the 1,000,000-row targets)")
    if not args.keep:
        for item in sorted(tmp.rglob("*"), reverse=True):
            item.unlink() if item.is_file() else item.rmdir()
        tmp.rmdir()
    else:
        print(f"kept {tmp}")


if __name__ == "__main__":
    main()
