"""The structured search query (what both the query language and natural language parse into), hits
and results."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, Literal

from pydantic import Field

from finkit.core.schemas import Num, Schema

SortOrder = Literal["relevance", "date", "oldest", "amount", "smallest"]
SearchMode = Literal["auto", "strict"]


class AmountRange(Schema):
    """A range on the absolute amount (``amount:>100`` is ``min=100, minInclusive=false``)."""

    min: Num | None = None
    max: Num | None = None
    min_inclusive: bool = True
    max_inclusive: bool = True


class DateRange(Schema):
    """Inclusive whole days; either end may be open."""

    from_date: date | None = None
    to_date: date | None = None


class SearchQuery(Schema):
    """What is searched. Every part is optional; all given parts must hold (AND)."""

    terms: list[str] = Field(default_factory=list)  # plain words (full text)
    phrases: list[str] = Field(default_factory=list)  # "quoted phrases" (full text, in order)
    exclude: list[str] = Field(default_factory=list)  # -word / -"phrase"
    merchant: list[str] = Field(default_factory=list)  # merchant:X (word-prefix match on the merchant)
    categories: list[str] = Field(default_factory=list)  # category names as resolved
    category_ids: list[str] = Field(default_factory=list)  # ... and their ids (any of them)
    amount: AmountRange | None = None
    dates: DateRange | None = None
    type: Literal["debit", "credit"] | None = None
    has: list[str] = Field(default_factory=list)  # has:receipt
    has_not: list[str] = Field(default_factory=list)  # -has:receipt
    deductible: bool | None = None
    source: str | None = None
    kinds: list[str] = Field(default_factory=list)  # empty: every registered kind
    sort: SortOrder | None = None  # None: relevance when there is text, else date

    @property
    def has_text(self) -> bool:
        return bool(self.terms or self.phrases)

    @property
    def effective_sort(self) -> SortOrder:
        if self.sort:
            return self.sort
        return "relevance" if self.has_text else "date"


class Interpretation(Schema):
    """How one piece of a natural-language query was read (``'last month'`` → ``date:2026-10``)."""

    text: str
    meaning: str


class ParsedSearch(Schema):
    """The parsed form returned with every search, so the user sees what was searched."""

    input: str
    mode: SearchMode
    query: SearchQuery
    canonical: str  # the same query written in the query language
    interpretations: list[Interpretation] = Field(default_factory=list)


class SearchHit(Schema):
    kind: str
    id: str
    title: str
    snippet: str
    date: datetime | None = None
    amount: Num | None = None
    currency: str | None = None
    score: float
    details: dict[str, Any] = Field(default_factory=dict)


class SearchResult(Schema):
    parsed: ParsedSearch
    kinds: list[str]  # the kinds actually searched
    hits: list[SearchHit]
    warnings: list[str] = Field(default_factory=list)
