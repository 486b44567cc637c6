"""Ranking when a word matches very many transactions (SQLite).

Scoring every match with FTS5's bm25 costs time proportional to the number of matches (a word on 5 %
of a million transactions: ~250 ms). When the match count passes ``MANY_MATCHES``, search instead takes
the newest ``WINDOW`` matches that pass every filter (an index walk by date, ~20 ms) and ranks those in
Python with the same BM25 shape and column weights (merchant 3, description 2, notes 1), without the
IDF factor. Below the threshold the database's own bm25 ranks every match. See docs/decisions/0007.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from finkit.core.search.schemas import SearchQuery

MANY_MATCHES = 2000
WINDOW = 200
K1, B = 1.2, 0.75
WEIGHTS = {"merchant": 3.0, "description": 2.0, "notes": 1.0}


def _stem(word: str) -> str:
    w = word.casefold()
    for suffix in ("ies", "es", "s", "ing", "ed"):
        if len(w) > len(suffix) + 2 and w.endswith(suffix):
            return w[: -len(suffix)]
    return w


def _tokens(text: str | None) -> list[str]:
    return [_stem(w) for w in re.findall(r"\w+", text or "")]


def score_rows(rows: Sequence[dict[str, str | None]], query: SearchQuery) -> list[float]:
    """BM25-shaped scores (higher is better) of ``rows`` (merchant/description/notes) for the query's words."""
    wanted = [
        _stem(w) for text in [*query.terms, *query.phrases, *query.merchant] for w in re.findall(r"\w+", text)
    ]
    columns = {name: [_tokens(row.get(name)) for row in rows] for name in WEIGHTS}
    average = {
        name: (sum(map(len, docs)) / len(docs) if docs else 0.0) or 1.0 for name, docs in columns.items()
    }
    scores = []
    for index in range(len(rows)):
        total = 0.0
        for name, weight in WEIGHTS.items():
            doc = columns[name][index]
            for term in wanted:
                tf = sum(1 for token in doc if token.startswith(term))
                if tf:
                    total += weight * tf * (K1 + 1) / (tf + K1 * (1 - B + B * len(doc) / average[name]))
        scores.append(round(total, 6))
    return scores
