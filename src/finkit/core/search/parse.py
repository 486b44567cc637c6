"""From the text a person types to the structured ``SearchQuery`` (pure: no database, no clock)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from finkit.core.errors import FieldProblem, ValidationError
from finkit.core.periods import FyStart
from finkit.core.search.natural import read_natural
from finkit.core.search.query import (
    CategoryRef,
    apply_operator,
    check_consistency,
    clean_word,
    intersect_amounts,
    intersect_dates,
    to_query_string,
    tokenize,
)
from finkit.core.search.schemas import ParsedSearch, SearchMode, SearchQuery

MAX_QUERY_LENGTH = 500


def parse_search(
    text: str,
    *,
    mode: SearchMode = "auto",
    today: date,
    categories: Sequence[CategoryRef] = (),
    known_kinds: Sequence[str] = (),
    has_names: Sequence[str] = (),
    fy_start: FyStart = (7, 1),
) -> ParsedSearch:
    """Parse ``text``. Operators and quoted phrases are always the query language; in ``auto`` mode the
    remaining plain words are read as natural language (dates, amounts, category names...), in
    ``strict`` mode they stay full-text words. Every bad token is reported in one ValidationError."""
    if len(text) > MAX_QUERY_LENGTH:
        raise ValidationError.for_field("query", f"is longer than {MAX_QUERY_LENGTH} characters")
    tokens = tokenize(text)
    query = SearchQuery()
    problems: list[FieldProblem] = []
    plain: list[str] = []
    for token in tokens:
        if token.kind == "op":
            try:
                apply_operator(
                    query, token, categories=categories, known_kinds=known_kinds, has_names=has_names
                )
            except ValueError as exc:
                problems.append(FieldProblem("query", f"{exc} in {token.raw!r}"))
        elif token.kind == "phrase":
            if token.value:
                (query.exclude if token.negated else query.phrases).append(token.value)
        else:
            word = clean_word(token.value)
            if not word:
                continue
            if token.negated:
                query.exclude.append(word)
            else:
                plain.append(word)
    interpretations = []
    if mode == "auto" and plain:
        reading = read_natural(
            plain, today=today, categories=categories, known_kinds=known_kinds, fy_start=fy_start
        )
        query.terms.extend(reading.terms)
        query.merchant.extend(reading.merchant)
        for ref in reading.categories:
            if ref.id not in query.category_ids:
                query.category_ids.append(ref.id)
                query.categories.append(ref.name)
        if reading.dates:
            query.dates = intersect_dates(query.dates, reading.dates)
        if reading.amount:
            query.amount = intersect_amounts(query.amount, reading.amount)
        # An explicit operator wins over a word read as the same thing.
        query.type = query.type or reading.type  # type: ignore[assignment]
        query.sort = query.sort or reading.sort
        query.deductible = query.deductible if query.deductible is not None else reading.deductible
        query.kinds.extend(k for k in reading.kinds if k not in query.kinds)
        query.has.extend(h for h in reading.has if h not in query.has)
        query.has_not.extend(h for h in reading.has_not if h not in query.has_not)
        interpretations = reading.interpretations
    else:
        query.terms.extend(plain)
    check_consistency(query, problems)
    if problems:
        raise ValidationError(fields=problems)
    return ParsedSearch(
        input=text,
        mode=mode,
        query=query,
        canonical=to_query_string(query),
        interpretations=interpretations,
    )
