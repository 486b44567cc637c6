"""The indexing hook every non-transaction area calls to make its records searchable.

In the same session as the area's own write (so the index commits or rolls back with it)::

    from finkit.core.search.documents import SearchDocumentIn, index_document, remove_document

    index_document(session, ctx, SearchDocumentIn(kind="expense", ref_id=expense.id, title=...,
                   body=..., date=..., amount=..., merchant=..., category_id=...))   # create and update
    remove_document(session, ctx, kind="expense", ref_id=expense.id)                # delete

``index_document`` is an upsert keyed by (account, kind, ref_id). The full-text index over the rows is
kept in step by the database itself (FTS5 triggers on SQLite, an expression GIN index on PostgreSQL).
For bulk loads, ``index_documents`` writes many rows in one set-based statement per chunk.

Each area also registers a *document builder* (``register_document_builder``): every current record of
one kind as search documents. ``reindex_documents`` uses them to rebuild an account's entries from the
areas' own tables (the backfill for records written before their area was wired to search).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, date, datetime, time
from decimal import Decimal
from typing import Any

from pydantic import Field
from sqlalchemy import delete, insert, select, update
from sqlalchemy.orm import Session

from finkit.core import extensions
from finkit.core.context import AccountContext
from finkit.core.db.base import utcnow
from finkit.core.schemas import AwareDateTime, InputSchema, Num, parse
from finkit.core.search.models import SearchDocument


class SearchDocumentIn(InputSchema):
    """One record as search sees it. Only ``kind``, ``ref_id`` and ``title`` are required; fields left
    out simply never match a filter on them (a vehicle has no amount, so ``amount:>5`` skips it)."""

    kind: str = Field(min_length=1, max_length=30)
    ref_id: str = Field(min_length=1, max_length=64)
    title: str = Field(min_length=1, max_length=500)
    body: str = ""  # every other searchable text: notes, a receipt's extracted text, a rule's conditions
    merchant: str | None = Field(default=None, max_length=200)
    category_id: str | None = None
    date: AwareDateTime | None = None
    amount: Num | None = None  # signed like transactions: negative = money out
    currency: str | None = Field(default=None, min_length=3, max_length=3)
    type: str | None = None  # debit | credit (derived from amount's sign when not given)
    is_tax_deductible: bool | None = None
    has_receipt: bool | None = None
    source: str | None = None


def _values(doc: SearchDocumentIn) -> dict[str, object]:
    amount: Decimal | None = doc.amount
    kind_type = doc.type or (None if amount is None else "debit" if amount < 0 else "credit")
    stamp: datetime = utcnow()
    return {
        "title": doc.title[:500],
        "body": doc.body,
        "merchant": doc.merchant,
        "category_id": doc.category_id,
        "date": doc.date,
        "amount": amount,
        "currency": doc.currency,
        "type": kind_type,
        "is_tax_deductible": doc.is_tax_deductible,
        "has_receipt": doc.has_receipt,
        "source": doc.source,
        "updated_at": stamp,
    }


def index_document(session: Session, ctx: AccountContext, doc: SearchDocumentIn | dict[str, Any]) -> None:
    """Create or replace the search entry of one record of ``ctx``'s account (inside the caller's session)."""
    doc_in = parse(SearchDocumentIn, doc)
    existing = session.scalar(
        select(SearchDocument).where(
            SearchDocument.account_id == ctx.account_id,
            SearchDocument.kind == doc_in.kind,
            SearchDocument.ref_id == doc_in.ref_id,
        )
    )
    if existing is None:
        session.add(
            SearchDocument(
                account_id=ctx.account_id, kind=doc_in.kind, ref_id=doc_in.ref_id, **_values(doc_in)
            )
        )
    else:
        for key, value in _values(doc_in).items():
            setattr(existing, key, value)
    session.flush()


def index_documents(
    session: Session, ctx: AccountContext, docs: Sequence[SearchDocumentIn | dict[str, Any]]
) -> int:
    """Bulk variant for imports and re-indexing: replaces the given records' entries set-based."""
    parsed = [parse(SearchDocumentIn, d, row=n) for n, d in enumerate(docs, start=1)]
    for kind in {d.kind for d in parsed}:
        refs = [d.ref_id for d in parsed if d.kind == kind]
        for start in range(0, len(refs), 500):
            session.execute(
                delete(SearchDocument).where(
                    SearchDocument.account_id == ctx.account_id,
                    SearchDocument.kind == kind,
                    SearchDocument.ref_id.in_(refs[start : start + 500]),
                )
            )
    rows = [{"account_id": ctx.account_id, "kind": d.kind, "ref_id": d.ref_id, **_values(d)} for d in parsed]
    for start in range(0, len(rows), 1000):
        session.execute(insert(SearchDocument), rows[start : start + 1000])
    return len(rows)


def remove_document(session: Session, ctx: AccountContext, *, kind: str, ref_id: str) -> None:
    """Drop the search entry of a deleted record (a no-op when there is none)."""
    session.execute(
        delete(SearchDocument).where(
            SearchDocument.account_id == ctx.account_id,
            SearchDocument.kind == kind,
            SearchDocument.ref_id == ref_id,
        )
    )


def day_start(day: date | datetime | None) -> datetime | None:
    """A date as the start of that day in UTC (search dates are aware date-times)."""
    if day is None or isinstance(day, datetime):
        return day
    return datetime.combine(day, time(0), tzinfo=UTC)


def join_text(*parts: object) -> str:
    """The non-empty parts as one body text (one per line)."""
    return "\n".join(str(p).strip() for p in parts if p is not None and str(p).strip())


#: ``builder(session, ctx)`` → every current record of one kind of ``ctx``'s account as search documents.
DocumentBuilder = Callable[[Session, AccountContext], Iterable[SearchDocumentIn | dict[str, Any]]]
_BUILDERS: dict[str, DocumentBuilder] = {}


def register_document_builder(kind: str, builder: DocumentBuilder) -> DocumentBuilder:
    """Teach ``reindex_documents`` how to rebuild ``kind``'s entries from its area's tables."""
    _BUILDERS[kind] = builder
    return builder


def document_builders() -> dict[str, DocumentBuilder]:
    extensions.load("search")
    return dict(_BUILDERS)


def reindex_documents(
    session: Session, ctx: AccountContext, *, kinds: Sequence[str] | None = None
) -> dict[str, int]:
    """Replace ``ctx``'s search entries of ``kinds`` (default: every kind with a builder) with entries
    built afresh from the areas' tables; returns the number indexed per kind. Set-based per kind."""
    extensions.load("search")
    counts: dict[str, int] = {}
    for kind in kinds if kinds is not None else sorted(_BUILDERS):
        builder = _BUILDERS.get(kind)
        if builder is None:
            continue
        session.execute(
            delete(SearchDocument).where(
                SearchDocument.account_id == ctx.account_id, SearchDocument.kind == kind
            )
        )
        counts[kind] = index_documents(session, ctx, list(builder(session, ctx)))
    return counts


def reassign_document_categories(
    session: Session, ctx: AccountContext, category_id: str, replacement: str | None
) -> None:
    """Entries follow their records when a category is deleted (reassigned or left uncategorised)."""
    session.execute(
        update(SearchDocument)
        .where(SearchDocument.account_id == ctx.account_id, SearchDocument.category_id == category_id)
        .values(category_id=replacement)
    )
