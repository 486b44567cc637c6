"""The merchant knowledge base: known merchants and generic merchant words -> default category names.

Shipped as ``data/merchants.csv`` (columns ``pattern,category,country,kind``; ``kind`` is
``merchant`` for a named business or ``keyword`` for a generic word such as "pharmacy"). Users extend
or override it with a file of the same shape at ``<data dir>/merchants.csv``: their rows win.
Patterns and descriptions are compared as cleaned word sequences (``normalise.clean_description``),
longest match first, so "UBER *EATS" is Uber Eats, not Uber. A line beginning ``#`` is a comment: the
shipped file gives each group of merchants its source there.
"""

from __future__ import annotations

import csv
import hashlib
import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache
from pathlib import Path

from finkit.core import digitshape
from finkit.core.categorise import normalise
from finkit.core.categorise.normalise import clean_description
from finkit.core.datafiles import data_rows
from finkit.core.merchants import vocabulary
from finkit.core.money import parse_amount

SHIPPED = Path(__file__).with_name("data") / "merchants.csv"
#: The shipped rows' keys, computed ahead (``precompiled_keys``), and the sources they depend on.
PRECOMPILED = SHIPPED.with_name("merchants.keys.json")
_KEY_SOURCES = (
    Path(__file__),
    Path(normalise.__file__),
    Path(digitshape.__file__),
    Path(vocabulary.__file__),  # the channel words the cleaner drops, and the file they come from
    vocabulary.CHANNEL_WORDS_FILE,
)
MERCHANT_CONFIDENCE = Decimal("0.95")
KEYWORD_CONFIDENCE = Decimal("0.70")
MAX_WORDS = 5
_MATCH_CACHE_LIMIT = 200_000


@dataclass(frozen=True)
class KnowledgeMatch:
    category: str  # a category *name* (resolved against the account's categories by the caller)
    merchant: str  # the pattern as written in the file (a display name for merchants)
    kind: str  # merchant | keyword
    confidence: Decimal
    #: The country the file gives the merchant ('' for a generic word or when the file says none).
    country: str = ""
    #: Whether the matched words begin the text they were found in (``COUNTDOWN AUCKLAND``), not follow
    #: other words of it (``RIVERLAND FARMERS MKT``: "Farmers" inside a local business's name).
    at_start: bool = True


def _key(text: str) -> str:
    return clean_description(text).replace("'", "")


class KnowledgeBase:
    def __init__(
        self,
        rows: list[tuple[str, str, str]],
        overrides: list[tuple[str, str, str]] | None = None,
        *,
        keys: list[str] | None = None,
        countries: dict[str, str] | None = None,
    ) -> None:
        """``keys``, when given, are the rows' ``_key`` values already computed (``precompiled_keys``);
        ``countries`` the file's country of each pattern (``_countries``)."""
        self.entries: dict[str, tuple[str, str, str]] = {}
        #: The country of each entry's key (the first spelling's, the user's for their rows).
        self.countries: dict[str, str] = {}
        countries = countries or {}
        # The answer depends only on the two cleaned keys, which a million bank rows share a few thousand of.
        self._matches: dict[tuple[str, str], KnowledgeMatch | None] = {}
        if keys is None or len(keys) != len(rows):
            keys = [_key(pattern) for pattern, _, _ in rows]
        #: Keys some row lists as a generic word (``keyword``): a "merchant" row whose key is one of them
        #: ("Rent", "Intl Txn Fee" cleaned to "fee") names no merchant, so it does not outrank another
        #: keyword of the same text ("HARBOURSIDE ACCOUNTING FEE" is accounting, not a bank's fee).
        self.generic: set[str] = {
            key for (_, _, kind), key in zip(rows, keys, strict=True) if kind == "keyword" and key
        }
        for (pattern, category, kind), key in zip(rows, keys, strict=True):
            if key and key not in self.entries:
                self.entries[key] = (pattern, category, kind)  # first spelling is the name
                self.countries[key] = countries.get(pattern, "")
        overridden: set[str] = set()
        for pattern, category, kind in overrides or []:
            key = _key(pattern)
            if key and key not in overridden:
                overridden.add(key)  # the user's file wins, its first row as in the shipped file
                self.entries[key] = (pattern, category, kind)
                self.countries[key] = countries.get(pattern, "")

    @classmethod
    def load(cls, shipped: Path, user: Path | None = None) -> KnowledgeBase:
        rows = _read(shipped)
        keys = precompiled_keys(rows) if shipped == SHIPPED else None
        countries = _countries(shipped) | (_countries(user) if user is not None else {})
        return cls(rows, _read(user) if user is not None else [], keys=keys, countries=countries)

    def match(self, description: str, merchant: str | None = None) -> KnowledgeMatch | None:
        """The best entry in ``merchant`` then ``description``: a named merchant beats a keyword;
        a longer match beats a shorter one; an earlier one beats a later one."""
        keys = (_key(merchant) if merchant else "", _key(description) if description else "")
        try:
            return self._matches[keys]
        except KeyError:
            pass
        found = self._match(keys)
        if len(self._matches) >= _MATCH_CACHE_LIMIT:
            self._matches.clear()
        self._matches[keys] = found
        return found

    def _match(self, keys: tuple[str, str]) -> KnowledgeMatch | None:
        best: tuple[int, int, int, str] | None = None
        for key in keys:
            if not key:
                continue
            words = key.split()
            for start in range(len(words)):
                for size in range(min(MAX_WORDS, len(words) - start), 0, -1):
                    found = " ".join(words[start : start + size])
                    entry = self.entries.get(found)
                    if entry is None:
                        continue
                    named = entry[2] == "merchant" and found not in self.generic
                    rank = (1 if named else 0, size, -start, found)
                    if best is None or rank[:3] > best[:3]:
                        best = rank
                    break
            if best is not None and best[0] == 1:
                break  # a named merchant in the merchant field settles it
        if best is None:
            return None
        pattern, category, kind = self.entries[best[3]]
        confidence = MERCHANT_CONFIDENCE if kind == "merchant" else KEYWORD_CONFIDENCE
        country = self.countries.get(best[3], "") if kind == "merchant" else ""
        return KnowledgeMatch(
            category=category,
            merchant=pattern,
            kind=kind,
            confidence=confidence,
            country=country,
            at_start=best[2] == 0,
        )


def key_inputs_digest() -> str:
    """A digest of everything the shipped rows' keys depend on: the shipped file, the source of the
    cleaning code (this module, ``normalise``, ``digitshape``) and the channel words it drops. Empty if a
    source file cannot be read."""
    digest = hashlib.sha256()
    for path in (SHIPPED, *_KEY_SOURCES):
        try:
            digest.update(path.read_bytes())
        except OSError:
            return ""
        digest.update(b"\0")
    return digest.hexdigest()


def precompiled_keys(rows: list[tuple[str, str, str]]) -> list[str] | None:
    """The shipped rows' keys from ``data/merchants.keys.json``, or None when that file was made from
    other inputs (then the caller cleans every pattern, ~40 ms: issue 14 counts that against every
    import). ``python -m finkit.core.categorise.knowledge`` writes the file; a test keeps it current."""
    try:
        stored = json.loads(PRECOMPILED.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    digest = key_inputs_digest()
    keys = stored.get("keys") if isinstance(stored, dict) else None
    if not digest or stored.get("inputs") != digest or not isinstance(keys, list) or len(keys) != len(rows):
        return None
    return keys


def _write_precompiled() -> None:
    rows = _read(SHIPPED)
    keys = [_key(pattern) for pattern, _, _ in rows]
    text = json.dumps({"inputs": key_inputs_digest(), "keys": keys}, ensure_ascii=False, indent=0)
    PRECOMPILED.write_text(text + "\n", encoding="utf-8")


def _data_lines(handle: Iterable[str]) -> Iterator[str]:
    """The lines of a knowledge file without its ``#`` comment lines (a group's source, kept above it)."""
    return (line for line in handle if not line.startswith("#"))


def _read(path: Path) -> list[tuple[str, str, str]]:
    rows: list[tuple[str, str, str]] = []
    if not path.is_file():
        return rows
    with path.open(encoding="utf-8", newline="") as handle:
        for record in csv.DictReader(_data_lines(handle)):
            pattern = (record.get("pattern") or "").strip()
            category = (record.get("category") or "").strip()
            kind = (record.get("kind") or "merchant").strip() or "merchant"
            if pattern and category:
                rows.append((pattern, category, kind))
    return rows


def _countries(path: Path) -> dict[str, str]:
    """Each pattern's country in a knowledge file (upper case; '' when the file says none): the first
    row's, as the entry is the first row's (a name listed twice, "Priceline" the Australian pharmacy then
    the US travel site, must not take the pharmacy's category with the travel site's country)."""
    if not path.is_file():
        return {}
    countries: dict[str, str] = {}
    with path.open(encoding="utf-8", newline="") as handle:
        for r in csv.DictReader(_data_lines(handle)):
            countries.setdefault((r.get("pattern") or "").strip(), (r.get("country") or "").strip().upper())
    return countries


MIXED_USE = SHIPPED.with_name("mixed_use.csv")


@lru_cache(maxsize=1)
def mixed_use_categories() -> dict[str, re.Pattern[str] | None]:
    """Category names (case-folded) whose guessed rows a business is asked about, each with the pattern
    of words that make a row of it certainly private (``data/mixed_use.csv``)."""
    return {
        r["category"].strip().casefold(): re.compile(r["except"], re.IGNORECASE) if r["except"] else None
        for r in data_rows(MIXED_USE)
    }


EVERYDAY_PRIVATE = SHIPPED.with_name("everyday_private.csv")
LOCAL_TRAVEL = SHIPPED.with_name("local_travel.csv")


def _category_names(path: Path) -> frozenset[str]:
    """The ``category`` column of a shipped list (case-folded; ``#`` lines are comments)."""
    return frozenset(r["category"].strip().casefold() for r in data_rows(path))


@lru_cache(maxsize=1)
def everyday_private_categories() -> frozenset[str]:
    """Category names (case-folded) whose keyword guess is filed at certainty when no trip is near
    (``data/everyday_private.csv``: groceries, meals, entertainment)."""
    return _category_names(EVERYDAY_PRIVATE)


@lru_cache(maxsize=1)
def everyday_private_trade_categories() -> frozenset[str]:
    """Category names (case-folded) of ``data/everyday_private.csv`` marked ``food`` in its ``trade``
    column: for a business that sells food, a keyword guess there is asked, not filed at certainty (its
    suppliers carry its trade's words: "Cafe Tech", an espresso machine's mechanic)."""
    return frozenset(
        r["category"].strip().casefold()
        for r in data_rows(EVERYDAY_PRIVATE)
        if (r.get("trade") or "").strip().casefold() == "food"
    )


@lru_cache(maxsize=1)
def local_travel_categories() -> frozenset[str]:
    """Travel category names (case-folded) whose rows are no sign of a night away from home
    (``data/local_travel.csv``: a ride across town), so no meal near one is asked about for it."""
    return _category_names(LOCAL_TRAVEL)


ASSET_PURCHASES = SHIPPED.with_name("asset_purchases.csv")


@lru_cache(maxsize=1)
def asset_thresholds() -> dict[str, Decimal]:
    """Category name (case-folded) -> the amount from which a purchase guessed into it is asked about as
    a possible depreciating asset (``data/asset_purchases.csv``)."""
    return {
        r["category"].strip().casefold(): parse_amount(r["min_amount"], field="min_amount")
        for r in data_rows(ASSET_PURCHASES)
    }


@lru_cache(maxsize=16)
def _cached(user_file: str, mtime: float) -> KnowledgeBase:
    return KnowledgeBase.load(SHIPPED, Path(user_file))


#: Where no user file is: the key of the shipped knowledge base alone.
_NO_USER_FILE = "/nonexistent/merchants.csv"


def knowledge_base(data_dir: Path | None) -> KnowledgeBase:
    """The shipped knowledge base plus the user's ``merchants.csv`` in ``data_dir`` (reloaded when
    that file changes). Every data dir without that file shares one: the shipped rows alone, loaded
    once (~10 ms, and its cache of matches), not once per directory (each test has its own)."""
    user_file = (data_dir / "merchants.csv") if data_dir else None
    if user_file is None or not user_file.is_file():
        return _cached(_NO_USER_FILE, 0.0)
    return _cached(str(user_file), user_file.stat().st_mtime)


if __name__ == "__main__":
    _write_precompiled()
