"""What the balance check costs an import (issue 25: "the import benchmarks keep their figures with the
balance check on"): the same statement imported with and without its balance column, in-process, into a
fresh SQLite database each time, first import and re-import, CPU seconds (user+sys), median of N runs.

Run: ``PYTHONPATH=src python bench/balance_check_cost.py [--rows 200000] [--runs 3]``
Target: the check adds at most 5 % to the import and to the re-import.
"""

from __future__ import annotations

import argparse
import csv
import os
import resource
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from statements import write_statement

TARGET = 0.05


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _run(folder: Path, statement: Path, n: int) -> tuple[float, float]:
    """CPU seconds of a first import and a re-import of ``statement`` into a new database."""
    import finkit
    from finkit.core.usecases.imports import import_file

    ctx = finkit.open(f"sqlite:///{folder / f'run{n}.db'}").context()
    started = _cpu()
    import_file(ctx, path=str(statement))
    first = _cpu() - started
    started = _cpu()
    import_file(ctx, path=str(statement))
    return first, _cpu() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=200_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        os.environ["FINKIT_DATA_DIR"] = str(folder / "data")
        with_balance = folder / "with_balance.csv"
        write_statement(with_balance, args.rows, kind="unique")
        without = folder / "without_balance.csv"
        with with_balance.open(newline="") as source, without.open("w", newline="") as target:
            writer = csv.writer(target, quoting=csv.QUOTE_ALL)
            for row in csv.reader(source):
                writer.writerow(row[:3])  # date, amount, description: the balance column dropped
        times: dict[str, list[tuple[float, float]]] = {"with": [], "without": []}
        n = 0
        for _ in range(args.runs):  # alternated, so the machine's drift touches both alike
            for kind, path in (("with", with_balance), ("without", without)):
                n += 1
                times[kind].append(_run(folder, path, n))
    for phase, index in (("import", 0), ("re-import", 1)):
        on = statistics.median(t[index] for t in times["with"])
        off = statistics.median(t[index] for t in times["without"])
        extra = on / off - 1
        verdict = "met" if extra <= TARGET else "NOT met"
        print(
            f"{args.rows:,} rows {phase}: {on:.2f} s CPU with the balance check, {off:.2f} s without: "
            f"{extra:+.1%} (target <= +{TARGET:.0%}: {verdict})"
        )


if __name__ == "__main__":
    main()
