"""Import benchmark: a deterministic N-row bank CSV through the real ``finkit import`` CLI.

Runs ``finkit import`` in a subprocess against a fresh SQLite database in a temporary directory,
then re-imports the same file (every row a duplicate), and prints each figure beside its target.

    PYTHONPATH=src python bench/import_bench.py            # 1,000,000 rows
    PYTHONPATH=src python bench/import_bench.py --rows 100000
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path

TARGET_IMPORT_S = 15.0
TARGET_REIMPORT_S = 10.0
TARGET_PEAK_MB = 600.0

MERCHANTS = [
    "WOOLWORTHS 1234 SYDNEY",
    "COLES 0456 PARRAMATTA",
    "BP CONNECT NEWTOWN",
    "SHELL COLES EXPRESS",
    "OFFICEWORKS 0399",
    "TELSTRA PREPAID",
    "CAFE NERO GEORGE ST",
    "UBER *TRIP HELP.UBER.COM",
    "NETFLIX.COM",
    "BUNNINGS 612000",
    "TRANSFER TO SAVINGS",
    "ADOBE *CREATIVE CLOUD",
    "LOCAL BAKERY PTY LTD",
    "JB HI-FI ONLINE",
    "CHEMIST WAREHOUSE 112",
    "AMPOL FOODARY",
]


def generate(path: Path, rows: int, seed: int = 42) -> None:
    """CommBank-style: no header, date (DD/MM/YYYY), signed amount, description, running balance."""
    rng = random.Random(seed)
    start = date(2020, 1, 1)
    balance = 10_000_00
    with path.open("w", newline="") as out:
        for i in range(rows):
            day = start + timedelta(days=i * 2000 // rows)
            if rng.random() < 0.08:
                cents = rng.randint(50_000, 500_000)
                description = f"SALARY ACME PTY LTD REF {rng.randint(100000, 999999)}"
            else:
                cents = -rng.randint(100, 40_000)
                description = f"{rng.choice(MERCHANTS)} CARD {rng.randint(1000, 9999)}"
            balance += cents
            out.write(f'{day:%d/%m/%Y},"{cents / 100:+.2f}","{description}","{balance / 100:+,.2f}"\r\n')


def run_import(
    db_url: str, csv_path: Path, env: dict[str, str]
) -> tuple[float, dict[str, object], float, float]:
    """Wall time, the JSON report, the child's peak RSS (MB) and CPU seconds of one ``finkit import``."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    before, cpu_before = usage.ru_maxrss, usage.ru_utime + usage.ru_stime
    started = time.perf_counter()
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "from finkit.cli.main import main; main()",
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--keep", action="store_true", help="Keep the temporary directory.")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="finkit-import-bench-"))
    csv_path = tmp / "statement.csv"
    started = time.perf_counter()
    generate(csv_path, args.rows)
    print(
        f"generated {args.rows:,} rows ({csv_path.stat().st_size / 2**20:.1f} MB) in "
        f"{time.perf_counter() - started:.1f} s"
    )
    env = {**os.environ, "FINKIT_DATA_DIR": str(tmp / "data")}
    env["PYTHONPATH"] = os.pathsep.join(
        filter(None, [str(Path(__file__).parent.parent / "src"), env.get("PYTHONPATH")])
    )
    db_url = f"sqlite:///{tmp / 'bench.db'}"
    # Create the database and user first so the timings measure the import only.
    subprocess.run(
        [sys.executable, "-c", "from finkit.cli.main import main; main()", "--database", db_url, "init"],
        env=env,
        check=True,
        capture_output=True,
    )
    first_s, first, first_mb, first_cpu = run_import(db_url, csv_path, env)
    second_s, second, second_mb, second_cpu = run_import(db_url, csv_path, env)
    scale = args.rows / 1_000_000
    print(
        f"import:    added={first['added']:,} duplicates={first['duplicates']:,} invalid={first['invalid']:,}"
    )
    print(f"re-import: added={second['added']:,} duplicates={second['duplicates']:,}")
    print(line(f"import {args.rows:,} rows", first_s, "s", TARGET_IMPORT_S * scale))
    print(line("re-import (all duplicates)", second_s, "s", TARGET_REIMPORT_S * scale))
    print(line("peak RSS (child)", max(first_mb, second_mb), "MB", TARGET_PEAK_MB))
    print(
        f"CPU time (user+sys): import {first_cpu:.2f} s, re-import {second_cpu:.2f} s; "
        f"load average now {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    if scale != 1:
        print(f"(time targets scaled to {args.rows:,} rows from the 1,000,000-row targets)")
    if not args.keep:
        for item in sorted(tmp.rglob("*"), reverse=True):
            item.unlink() if item.is_file() else item.rmdir()
        tmp.rmdir()
    else:
        print(f"kept {tmp}")


if __name__ == "__main__":
    main()
