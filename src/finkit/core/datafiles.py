"""finkit's shipped data files: CSV with a header row, where a line beginning ``#`` is a comment (the
file's own notes on its columns and sources, kept beside the data they explain)."""

from __future__ import annotations

import csv
import re
from functools import cache
from pathlib import Path


def data_rows(path: Path) -> list[dict[str, str]]:
    """The records of the shipped CSV at ``path``, its ``#`` comment lines skipped."""
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(line for line in handle if not line.startswith("#")))


@cache
def data_pattern(path: Path) -> re.Pattern[str]:
    """One case-blind pattern of every ``pattern`` column at ``path`` (each kept whole in its own group):
    the shipped word lists that say what a row or a profile's words mean, each with its source beside it."""
    return re.compile("|".join(f"(?:{row['pattern']})" for row in data_rows(path)), re.IGNORECASE)
