"""The registry of search sources: one per kind of record. Unified search asks every registered source.

A source is anything with ``kind``, ``label`` and ``search(session, ctx, query, limit=...)``. Two
implementations ship: ``TransactionSource`` (searches the transactions table in place) and
``DocumentSource`` (searches ``search_documents`` rows that an area writes with ``index_document``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from sqlalchemy import Select
from sqlalchemy.orm import Session

from finkit.core import extensions
from finkit.core.context import AccountContext
from finkit.core.search.query import HAS_BUILTIN
from finkit.core.search.schemas import SearchHit, SearchQuery


@dataclass
class SourceResult:
    hits: list[SearchHit] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


class SearchSource(Protocol):
    kind: str
    label: str

    def search(
        self, session: Session, ctx: AccountContext, query: SearchQuery, *, limit: int
    ) -> SourceResult:
        """Up to ``limit`` hits of this kind for ``ctx``'s account, best first (in ``query``'s sort)."""
        ...


_SOURCES: dict[str, SearchSource] = {}


def register_search_source(kind: str, source: SearchSource, *, replace: bool = False) -> SearchSource:
    """Make ``kind`` searchable. A second registration of the same kind needs ``replace=True`` (an area
    swapping the default ``DocumentSource`` for its own source)."""
    if kind in _SOURCES and not replace and _SOURCES[kind] is not source:
        raise ValueError(f"a search source for {kind!r} is already registered")
    _SOURCES[kind] = source
    return source


def search_sources() -> dict[str, SearchSource]:
    extensions.load("search")
    return dict(_SOURCES)


#: ``provider(ctx)`` → a SELECT of the ids (of records of one kind) that "have" something, e.g. the
#: transactions with a receipt linked. The receipts area registers ``("transaction", "receipt")``.
HasProvider = Callable[[AccountContext], Select[Any]]
_HAS: dict[tuple[str, str], HasProvider] = {}


def register_has_filter(kind: str, name: str, provider: HasProvider) -> HasProvider:
    """Teach ``has:NAME`` for records of ``kind`` (the provider must scope by ``ctx.account_id``)."""
    _HAS[(kind, name)] = provider
    return provider


def has_provider(kind: str, name: str) -> HasProvider | None:
    extensions.load("search")
    return _HAS.get((kind, name))


def has_names() -> list[str]:
    extensions.load("search")
    return sorted(set(HAS_BUILTIN) | {name for _kind, name in _HAS})
