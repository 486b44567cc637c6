"""Where the review's questions come from, over several years (issue 26: at most 15 % of rows asked, in at
most 25 decisions): each year walked as ``review_walk.py`` walks it, its asked rows, items and decisions
tallied by the kind of question (``review_walk.row_kinds``: the first flag reason that names a matter, else
the direction and the category guessed), then summed.

Run: ``PYTHONPATH=src:. python bench/review_causes.py --data tests/data/photographer_fy2026 --data ...``
(released years only: a held-out year is scored with summary lines, never tallied).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
from pathlib import Path

from bench.review_walk import walk


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--data", type=Path, action="append", required=True, help="A labelled year's folder.")
    parser.add_argument("--fy", type=int, default=2026)
    args = parser.parse_args(argv)
    total: dict[str, list[int]] = {}
    years: dict[str, set[str]] = {}
    for data in args.data:
        mine: dict[str, list[int]] = {}
        with contextlib.redirect_stdout(io.StringIO()):
            walk(data, fy=args.fy, database_url=None, show=0, by_kind=mine)
        for kind, counts in mine.items():
            sums = total.setdefault(kind, [0, 0, 0])
            for n, count in enumerate(counts):
                sums[n] += count
            years.setdefault(kind, set()).add(data.name)
        print(
            f"{data.name}: {sum(c[1] for c in mine.values())} rows, {sum(c[0] for c in mine.values())} items, "
            f"{sum(c[2] for c in mine.values())} decisions",
            flush=True,
        )
    print(f"{'items':>5} {'rows':>5} {'decisions':>9} {'years':>5}  kind")
    for kind, (items, rows, decisions) in sorted(total.items(), key=lambda kv: (-kv[1][1], kv[0])):
        print(f"{items:>5} {rows:>5} {decisions:>9} {len(years[kind]):>5}  {kind}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
