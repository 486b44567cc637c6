"""``PhraseTable``: token sequences -> values, looked up at a position, longest match first.

Keyed by the first token (``longest``: the longest phrase that starts with it) and by the phrase as one
space-joined string (``values``), so a token that starts no phrase costs one dict lookup: the common case
for the normaliser, which asks at every leading token whether a known merchant or a bank prefix starts there.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

V = TypeVar("V")


@dataclass(frozen=True)
class PhraseTable(Generic[V]):
    longest: dict[str, int]
    values: dict[str, V]

    @classmethod
    def build(cls, phrases: Iterable[tuple[Sequence[str], V]]) -> PhraseTable[V]:
        """The first value given for a phrase wins."""
        longest: dict[str, int] = {}
        values: dict[str, V] = {}
        for tokens, value in phrases:
            if not tokens:
                continue
            values.setdefault(" ".join(tokens), value)
            longest[tokens[0]] = max(longest.get(tokens[0], 0), len(tokens))
        return cls(longest, values)

    def match(self, tokens: Sequence[str], start: int) -> tuple[int, V] | None:
        """``(size, value)`` of the longest phrase at ``tokens[start:]``, or ``None``."""
        longest = self.longest.get(tokens[start])
        if longest is None:
            return None
        values = self.values
        for size in range(min(longest, len(tokens) - start), 0, -1):
            key = " ".join(tokens[start : start + size]) if size > 1 else tokens[start]
            if key in values:
                return size, values[key]
        return None
