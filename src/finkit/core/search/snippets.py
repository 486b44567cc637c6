"""Snippets: the part of a record's text that matched, with the matching words in ``**bold**``.

Made in Python from the few hits returned (not by the database per matching row), so they cost the
same on SQLite and PostgreSQL and never slow a query that matches many rows.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from finkit.core.search.schemas import SearchQuery

SNIPPET_LENGTH = 160


def query_stems(query: SearchQuery) -> list[str]:
    """The query's words, crudely stemmed: what snippets and highlights mark in a text."""
    return _stems(query)


def _stems(query: SearchQuery) -> list[str]:
    words = [w for text in [*query.terms, *query.phrases, *query.merchant] for w in re.findall(r"\w+", text)]
    # A crude stem (plural "s", "es", "ing" off) so "groceries" lights up "grocery" like the engines match.
    stems = []
    for word in words:
        w = word.casefold()
        for suffix in ("ies", "es", "s", "ing"):
            if len(w) > len(suffix) + 2 and w.endswith(suffix):
                w = w[: -len(suffix)]
                break
        stems.append(w)
    return stems


def make_snippet(fields: Sequence[str | None], query: SearchQuery) -> str:
    """The first field containing a query word, trimmed around it and highlighted; else the first field."""
    stems = _stems(query)
    texts = [f for f in fields if f]
    if not texts:
        return ""
    if stems:
        pattern = re.compile(r"\b(" + "|".join(re.escape(s) for s in stems) + r")\w*", re.IGNORECASE)
        for text in texts:
            match = pattern.search(text)
            if match:
                start = max(0, match.start() - SNIPPET_LENGTH // 3)
                piece = text[start : start + SNIPPET_LENGTH]
                piece = pattern.sub(lambda m: f"**{m.group(0)}**", piece)
                return ("…" if start else "") + piece + ("…" if start + SNIPPET_LENGTH < len(text) else "")
    first = texts[0]
    return first[:SNIPPET_LENGTH] + ("…" if len(first) > SNIPPET_LENGTH else "")
