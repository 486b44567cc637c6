"""Known merchants and places, loaded once from data files into lookups keyed by a leading token.

Two sources of canonical names, the first winning on a clash:

1. ``data/known_merchants.csv`` (``name,aliases``): the name a person would write and the token
   sequences banks print for it (``Bunnings`` ← ``BUNNINGS``, ``BUNNINGS WAREHOUSE``). An empty name
   marks bank boilerplate that is nobody's name (``COMMBANK APP``): such rows get no merchant.
2. The categoriser's knowledge base (``core/categorise/data/merchants.csv``, rows of kind
   ``merchant``): its pattern is the canonical spelling (``LinkedIn``, ``T-Mobile``), used only when no
   other word follows it. Rows that end in a country code (``Aldi UK``) are skipped.

``data/places.txt`` lists suburbs, towns and cities banks print after a merchant's name.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from finkit.core.merchants.phrases import PhraseTable
from finkit.core.merchants.tokens import shape, tokenise

DATA = Path(__file__).with_name("data")
KNOWLEDGE_BASE = Path(__file__).parents[1] / "categorise" / "data" / "merchants.csv"
_COUNTRY_SUFFIXES = frozenset({"AU", "AUS", "NZ", "UK", "US", "NI", "GB"})


@dataclass(frozen=True)
class Known:
    """Lookups the normaliser needs; built once per process."""

    #: token sequence -> (canonical name or "" for boilerplate, whether the name must stand alone)
    merchants: PhraseTable[tuple[str, bool]]
    places: frozenset[str]  # one-word places
    two_word_places: frozenset[tuple[str, str]]
    three_word_places: frozenset[tuple[str, str, str]]


def _read_aliases(path: Path) -> list[tuple[str, tuple[str, ...]]]:
    out: list[tuple[str, tuple[str, ...]]] = []
    with path.open(encoding="utf-8", newline="") as handle:
        for record in csv.DictReader(handle):
            name = (record.get("name") or "").strip()
            for alias in (record.get("aliases") or "").split("|"):
                key = tuple(tokenise(shape(alias.upper())))
                if key:
                    out.append((name, key))
            if name:
                key = tuple(tokenise(shape(name.upper())))
                if key:
                    out.append((name, key))
    return out


def _read_knowledge_base(path: Path) -> list[tuple[str, tuple[str, ...]]]:
    out: list[tuple[str, tuple[str, ...]]] = []
    if not path.is_file():
        return out
    with path.open(encoding="utf-8", newline="") as handle:
        # ``#`` lines are the file's comments (each group's source)
        for record in csv.DictReader(line for line in handle if not line.startswith("#")):
            pattern = (record.get("pattern") or "").strip()
            if (record.get("kind") or "merchant").strip() != "merchant" or not pattern:
                continue
            key = tuple(tokenise(shape(pattern.upper())))
            if key and not (len(key) > 1 and key[-1] in _COUNTRY_SUFFIXES):
                out.append((pattern, key))
    return out


@lru_cache(maxsize=1)
def known() -> Known:
    """The lookups, read from the data files on first use."""
    names: dict[tuple[str, ...], tuple[str, bool]] = {}
    for name, key in _read_aliases(DATA / "known_merchants.csv"):
        names.setdefault(key, (name, False))
    # The knowledge base names categories' merchants, some of them ordinary words ("Rent"): its names
    # count only when nothing but noise follows them, so "RENT SMITH REALTY" stays Smith's.
    for name, key in _read_knowledge_base(KNOWLEDGE_BASE):
        names.setdefault(key, (name, True))
    merchants = PhraseTable.build(names.items())
    one: set[str] = set()
    two: set[tuple[str, str]] = set()
    three: set[tuple[str, str, str]] = set()
    for line in (DATA / "places.txt").read_text(encoding="utf-8").splitlines():
        words = tuple(line.split())
        if not words or line.startswith("#"):
            continue
        if len(words) == 1:
            one.add(words[0])
        elif len(words) == 2:
            two.add((words[0], words[1]))
        elif len(words) == 3:
            three.add((words[0], words[1], words[2]))
    return Known(merchants, frozenset(one), frozenset(two), frozenset(three))
