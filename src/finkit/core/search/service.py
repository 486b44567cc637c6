"""Unified search: parse the query, ask every registered source, merge the ranked hits.

    search(ctx, query="fuel last month over $50")          # natural language ("auto" mode)
    search(ctx, query="merchant:bp amount:>50 date:2026-10", kinds=["transaction"], limit=50)

Importing this module registers the built-in sources: transactions (searched in place) and one
``DocumentSource`` per other kind (expense, bill, receipt, vehicle, trip, travel, rule, conversation) whose
records their areas index with ``finkit.core.search.documents.index_document``.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC

from sqlalchemy import select, text
from sqlalchemy.orm import Session

from finkit.core.accounts.models import Account
from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.errors import ValidationError
from finkit.core.periods import account_fy_start
from finkit.core.schemas import MAX_PAGE_SIZE
from finkit.core.search.documents import reindex_documents
from finkit.core.search.models import SearchDocument
from finkit.core.search.parse import parse_search
from finkit.core.search.query import CategoryRef, normalise_kind
from finkit.core.search.registry import has_names, register_search_source, search_sources
from finkit.core.search.schemas import ParsedSearch, SearchHit, SearchMode, SearchQuery, SearchResult
from finkit.core.search.sources import DocumentSource, TransactionSource
from finkit.core.textinput import check_text

DEFAULT_LIMIT = 20
#: Longest search query (characters), the same on every surface.
MAX_QUERY_LENGTH = 500

#: Kinds other areas make searchable through ``index_document`` (label shown to users).
DOCUMENT_KINDS: dict[str, str] = {
    "expense": "Expense",
    "bill": "Bill",
    "receipt": "Receipt",
    "vehicle": "Vehicle",
    "trip": "Trip",
    "travel": "Travel record",
    "rule": "Rule",
    "conversation": "Conversation",
}

register_search_source("transaction", TransactionSource())
for _kind, _label in DOCUMENT_KINDS.items():
    register_search_source(_kind, DocumentSource(_kind, _label))


def _categories(ctx: AccountContext) -> list[CategoryRef]:
    with ctx.db.session() as session:
        rows = session.execute(
            select(Category.id, Category.name).where(Category.account_id == ctx.account_id)
        ).all()
    return [CategoryRef(cid, name) for cid, name in rows]


def parse_query(ctx: AccountContext, query: str, *, mode: SearchMode = "auto") -> ParsedSearch:
    """Parse without searching (relative dates from ``ctx.now()``, category names of ``ctx``'s account)."""
    now = ctx.now().astimezone(UTC)
    return parse_search(
        query,
        mode=mode,
        today=now.date(),
        categories=_categories(ctx),
        known_kinds=list(search_sources()),
        has_names=has_names(),
        fy_start=account_fy_start(ctx),
    )


def _indexed_kinds(session: Session, ctx: AccountContext) -> set[str]:
    rows = session.scalars(
        select(SearchDocument.kind).where(SearchDocument.account_id == ctx.account_id).distinct()
    )
    return set(rows)


def _merge_key(query: SearchQuery, hit: SearchHit) -> tuple[object, ...]:
    when = hit.date.timestamp() if hit.date else float("-inf")
    size = abs(hit.amount) if hit.amount is not None else None
    sort = query.effective_sort
    if sort == "relevance" and query.has_text:
        return (-hit.score, -when)
    if sort == "oldest":
        return (when,)
    if sort == "amount":
        return (size is None, -(size or 0), -when)
    if sort == "smallest":
        return (size is None, size or 0, -when)
    return (-when,)


def search(
    ctx: AccountContext,
    *,
    query: str,
    kinds: Sequence[str] | None = None,
    limit: int = DEFAULT_LIMIT,
    mode: SearchMode = "auto",
) -> SearchResult:
    """One ranked query over every registered kind (or ``kinds``) of ``ctx``'s account."""
    if limit < 1 or limit > MAX_PAGE_SIZE:
        raise ValidationError.for_field("limit", f"must be between 1 and {MAX_PAGE_SIZE}")
    check_text(query, path="q", limit=MAX_QUERY_LENGTH)
    parsed = parse_query(ctx, query, mode=mode)
    sources = search_sources()
    wanted = list(sources)
    if kinds:
        chosen = []
        for value in kinds:
            kind = normalise_kind(value, list(sources))
            if kind is None:
                raise ValidationError.for_field(
                    "kind", f"unknown kind {value!r} (known: {', '.join(sources)})"
                )
            chosen.append(kind)
        wanted = [k for k in wanted if k in chosen]
    if parsed.query.kinds:
        wanted = [k for k in wanted if k in parsed.query.kinds]
    hits: list[SearchHit] = []
    warnings: list[str] = []
    with ctx.db.session() as session:
        indexed = _indexed_kinds(session, ctx)
        for kind in wanted:
            source = sources[kind]
            if isinstance(source, DocumentSource) and kind not in indexed:
                continue  # nothing of this kind indexed for the account: skip the query
            found = source.search(session, ctx, parsed.query, limit=limit)
            hits.extend(found.hits)
            warnings.extend(w for w in found.warnings if w not in warnings)
    hits.sort(key=lambda hit: _merge_key(parsed.query, hit))
    return SearchResult(parsed=parsed, kinds=wanted, hits=hits[:limit], warnings=warnings)


def rebuild_documents(ctx: AccountContext, *, kinds: Sequence[str] | None = None) -> dict[str, int]:
    """Rebuild ``ctx``'s search entries of ``kinds`` (default: every kind whose area registered a
    builder) from the areas' own tables, in one transaction; returns the count per kind. Needed for
    records written before their area was wired to search (see ``rebuild_search_index``)."""
    with ctx.db.session() as session:
        return reindex_documents(session, ctx, kinds=kinds)


def rebuild_search_index(db: Database, *, documents: bool = True) -> dict[str, int]:
    """Rebuild everything search reads, for every account: the search entries of every kind built
    afresh from the areas' tables (``documents``), then the full-text structures (SQLite FTS5
    ``rebuild``; PostgreSQL ``REINDEX``). Returns the number of entries per kind.

    Run it once on a database whose expenses, bills, receipts, vehicles, trips, travel records or
    conversations were written before those areas indexed their writes (migration ``0012_searchwire``
    does it on upgrade), and after restoring a SQLite file that another tool VACUUMed (VACUUM may
    renumber the transactions table's rowids, which the FTS index points at)."""
    from finkit.core.settings import load_settings

    totals: dict[str, int] = {}
    if documents:
        settings = load_settings()
        with db.session() as session:
            accounts = session.execute(select(Account.id, Account.owner_user_id)).all()
        for account_id, user_id in accounts:
            ctx = AccountContext(db=db, settings=settings, account_id=account_id, user_id=user_id, email="")
            for kind, count in rebuild_documents(ctx).items():
                totals[kind] = totals.get(kind, 0) + count
    with db.engine.begin() as conn:
        if db.dialect == "sqlite":
            conn.execute(text("INSERT INTO transactions_fts(transactions_fts) VALUES ('rebuild')"))
            conn.execute(text("INSERT INTO search_documents_fts(search_documents_fts) VALUES ('rebuild')"))
        elif db.dialect == "postgresql":
            conn.execute(text("REINDEX INDEX ix_transactions_fts"))
            conn.execute(text("REINDEX INDEX ix_search_documents_fts"))
    return totals
