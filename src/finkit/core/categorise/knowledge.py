"""The merchant knowledge base: known merchants and generic merchant words -> default category names.

Shipped as ``data/merchants.csv`` (columns ``pattern,category,country,kind``; ``kind`` is
``merchant`` for a named business or ``keyword`` for a generic word such as "pharmacy"). Users extend
or override it with a file of the same shape at ``<data dir>/merchants.csv``: their rows win.
Patterns and descriptions are compared as cleaned word sequences (``normalise.clean_description``),
longest match first, so "UBER *EATS" is Uber Eats, not Uber.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache
from pathlib import Path

from finkit.core.categorise.normalise import clean_description

SHIPPED = Path(__file__).with_name("data") / "merchants.csv"
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


def _key(text: str) -> str:
    return clean_description(text).replace("'", "")


class KnowledgeBase:
    def __init__(
        self, rows: list[tuple[str, str, str]], overrides: list[tuple[str, str, str]] | None = None
    ) -> None:
        self.entries: dict[str, tuple[str, str, str]] = {}
        # The answer depends only on the two cleaned keys, which a million bank rows share a few thousand of.
        self._matches: dict[tuple[str, str], KnowledgeMatch | None] = {}
        for pattern, category, kind in rows:
            key = _key(pattern)
            if key:
                self.entries.setdefault(key, (pattern, category, kind))  # first spelling is the name
        for pattern, category, kind in overrides or []:
            key = _key(pattern)
            if key:
                self.entries[key] = (pattern, category, kind)  # the user's file wins

    @classmethod
    def load(cls, shipped: Path, user: Path | None = None) -> KnowledgeBase:
        return cls(_read(shipped), _read(user) if user is not None else [])

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
        best: tuple[int, int, int, tuple[str, str, str]] | None = None
        for key in keys:
            if not key:
                continue
            words = key.split()
            for start in range(len(words)):
                for size in range(min(MAX_WORDS, len(words) - start), 0, -1):
                    entry = self.entries.get(" ".join(words[start : start + size]))
                    if entry is None:
                        continue
                    rank = (1 if entry[2] == "merchant" else 0, size, -start, entry)
                    if best is None or rank[:3] > best[:3]:
                        best = rank
                    break
            if best is not None and best[0] == 1:
                break  # a named merchant in the merchant field settles it
        if best is None:
            return None
        pattern, category, kind = best[3]
        confidence = MERCHANT_CONFIDENCE if kind == "merchant" else KEYWORD_CONFIDENCE
        return KnowledgeMatch(category=category, merchant=pattern, kind=kind, confidence=confidence)


def _read(path: Path) -> list[tuple[str, str, str]]:
    rows: list[tuple[str, str, str]] = []
    if not path.is_file():
        return rows
    with path.open(encoding="utf-8", newline="") as handle:
        for record in csv.DictReader(handle):
            pattern = (record.get("pattern") or "").strip()
            category = (record.get("category") or "").strip()
            kind = (record.get("kind") or "merchant").strip() or "merchant"
            if pattern and category:
                rows.append((pattern, category, kind))
    return rows


@lru_cache(maxsize=16)
def _cached(user_file: str, mtime: float) -> KnowledgeBase:
    return KnowledgeBase.load(SHIPPED, Path(user_file))


def knowledge_base(data_dir: Path | None) -> KnowledgeBase:
    """The shipped knowledge base plus the user's ``merchants.csv`` in ``data_dir`` (reloaded when
    that file changes)."""
    user_file = (data_dir / "merchants.csv") if data_dir else Path("/nonexistent/merchants.csv")
    mtime = user_file.stat().st_mtime if user_file.is_file() else 0.0
    return _cached(str(user_file), mtime)
