"""Groups of a person's own payers said by what they are ("the real estate agents", "the builders", "the
schools"), read from the payers' names (``data/payer_groups.csv``, each line citing its source).

No category or payee name holds such words: a group is the person's money-in payees whose names hold one of
the group's name words ("Belle Property Canberra", "LJ Hooker Queanbeyan", "PRD Queanbeyan" for "the
agents"). A group none of whose words is in a payee's name is not read (the question is asked back).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from finkit.core.datafiles import data_rows

PAYER_GROUPS = Path(__file__).with_name("data") / "payer_groups.csv"


@dataclass(frozen=True)
class PayerGroup:
    label: str  # said back: "Real estate agents"
    said: re.Pattern[str]  # the words a person uses for the group
    words: tuple[str, ...]  # the plain words of ``said`` (kept as typed, never put right into another)
    name_words: tuple[str, ...]  # whole words of a member's name
    name_shape: re.Pattern[str] | None  # or the shape of a member's whole name ("K Murphy": a person)
    source: str

    def members(self, payees: Iterable[str]) -> list[str]:
        """The payees (their names as the books hold them) whose names hold one of the group's words."""
        if self.name_shape is not None:
            return [p for p in payees if self.name_shape.fullmatch(p.strip())]
        return [p for p in payees if any(_holds(_words(p), w) for w in self.name_words)]


def _words(name: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", name.lower().replace("'", "")))


def _holds(name: str, word: str) -> bool:
    return re.search(rf"(?<![a-z0-9]){re.escape(word)}(?![a-z0-9])", name) is not None


@lru_cache(maxsize=1)
def payer_groups() -> tuple[PayerGroup, ...]:
    """The shipped groups, in file order."""
    return tuple(
        PayerGroup(
            row["label"],
            re.compile(rf"(?<![\w'])(?:{row['said']})(?![\w'])"),
            tuple(row["words"].split()),
            tuple(w.strip() for w in row["name_words"].split("|") if w.strip()),
            re.compile(row["name_shape"]) if row["name_shape"] else None,
            row["source"],
        )
        for row in data_rows(PAYER_GROUPS)
    )
