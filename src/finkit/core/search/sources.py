"""The two built-in search sources: transactions (searched in place) and indexed documents."""

from __future__ import annotations

from typing import Any

from sqlalchemy import ColumnElement, Select, and_, false, func, literal, literal_column, select, true
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.search.filters import Columns, magnitude, structured_where
from finkit.core.search.fts import (
    DOCUMENTS_INDEX,
    TRANSACTIONS_INDEX,
    TextFilter,
    apply_text,
    fts_rowids,
    text_filter,
)
from finkit.core.search.models import SearchDocument
from finkit.core.search.registry import SourceResult, has_provider
from finkit.core.search.rerank import MANY_MATCHES, WINDOW, score_rows
from finkit.core.search.schemas import SearchHit, SearchQuery
from finkit.core.search.snippets import make_snippet
from finkit.core.transactions.models import Transaction

T = Transaction.__table__.c
D = SearchDocument.__table__.c


def sort_order(query: SearchQuery, score: ColumnElement[Any] | None, cols: Columns, key: Any) -> list[Any]:
    """The ORDER BY of the query's ``sort:`` (``key`` breaks ties, so pages are stable); relevance
    needs a ``score`` and falls back to newest first without one (the transactions list)."""
    sort = query.effective_sort
    if sort == "relevance" and score is not None:
        return [score.desc(), cols.date.desc(), key.desc()]
    if sort == "oldest":
        return [cols.date.asc(), key.asc()]
    if sort == "amount":
        return [magnitude(cols.amount).desc(), cols.date.desc(), key.desc()]
    if sort == "smallest":
        return [magnitude(cols.amount).asc(), cols.date.desc(), key.desc()]
    return [cols.date.desc(), key.desc()]


def _category_names(session: Session, ctx: AccountContext, ids: set[str]) -> dict[str, str]:
    if not ids:
        return {}
    rows = session.execute(
        select(Category.id, Category.name).where(Category.account_id == ctx.account_id, Category.id.in_(ids))
    ).all()
    return {str(cid): str(name) for cid, name in rows}


class TransactionSource:
    """Transactions, searched where they live: FTS5 (SQLite) or an expression GIN index (PostgreSQL)."""

    kind = "transaction"
    label = "Transaction"
    cols = Columns(T.account_id, T.date, T.amount, T.category_id, T.type, T.is_tax_deductible, T.source)

    def _has(self, ctx: AccountContext, name: str, warnings: list[str]) -> ColumnElement[bool]:
        if name == "notes":
            return and_(T.notes.is_not(None), T.notes != "")
        if name == "category":
            return T.category_id.is_not(None)
        if name == "gst":
            return and_(T.gst_amount.is_not(None), T.gst_amount != 0)
        provider = has_provider(self.kind, name)
        if provider is None:
            warnings.append(f"has:{name} is not available for transactions yet: no transaction has one")
            return false()
        return T.id.in_(provider(ctx))

    def where(self, ctx: AccountContext, query: SearchQuery, warnings: list[str]) -> list[Any]:
        """The structured part of ``query`` (account, amounts, dates, categories, has:) as WHERE clauses;
        the full-text part is ``fts.text_filter``'s. Also read by ``search.transactions`` (the list)."""
        return self._filters(ctx, query, warnings)

    def _filters(self, ctx: AccountContext, query: SearchQuery, warnings: list[str]) -> list[Any]:
        return [
            *structured_where(self.cols, query, ctx.account_id),
            *[self._has(ctx, name, warnings) for name in query.has],
            *[~self._has(ctx, name, []) for name in query.has_not],
        ]

    def _columns(self, score: ColumnElement[Any] | None) -> list[Any]:
        return [
            T.id, T.date, T.description, T.merchant, T.notes, T.amount, T.currency, T.category_id,
            T.type, T.source, T.is_tax_deductible,
            (score if score is not None else literal(0)).label("score"),
        ]  # fmt: skip

    def _many_matches(self, session: Session, tf: TextFilter) -> bool:
        if not tf.match:
            return False
        capped = fts_rowids(TRANSACTIONS_INDEX, tf.match, limit=MANY_MATCHES + 1).subquery()
        return (session.scalar(select(func.count()).select_from(capped)) or 0) > MANY_MATCHES

    def search(
        self, session: Session, ctx: AccountContext, query: SearchQuery, *, limit: int
    ) -> SourceResult:
        result = SourceResult()
        tf = text_filter(TRANSACTIONS_INDEX, query, session.get_bind().dialect.name)
        scores: list[float] | None = None
        if self._many_matches(session, tf):
            # Many matches: walk the account's transactions in the query's order through the indexes,
            # keeping those whose rowid the FTS5 index matched (see rerank.py), then rank in Python.
            assert tf.match is not None
            relevance = query.effective_sort == "relevance"
            matched = literal_column("+transactions.rowid").in_(fts_rowids(TRANSACTIONS_INDEX, tf.match))
            stmt: Select[Any] = (
                select(*self._columns(None))
                .where(matched, *self._filters(ctx, query, result.warnings))
                .order_by(*sort_order(query, None, self.cols, T.id))
                .limit(WINDOW if relevance else limit)
            )
            rows = list(session.execute(stmt).all())
            scores = score_rows([row._asdict() for row in rows], query)
            if relevance:
                ranked = sorted(zip(scores, rows, strict=True), key=lambda p: (-p[0], -p[1].date.timestamp()))
                scores, rows = [p[0] for p in ranked[:limit]], [p[1] for p in ranked[:limit]]
        elif tf.join_fts is None and session.get_bind().dialect.name == "sqlite":
            # No words to match: pick the page's rowids from the indexes alone (date, or type+date+amount
            # for sort:amount), then read just those rows; the sorter never holds whole rows.
            rowid: ColumnElement[Any] = literal_column("transactions.rowid")
            page = (
                select(rowid)
                .select_from(Transaction.__table__)
                .where(*tf.where, *self._filters(ctx, query, result.warnings))
                .order_by(*sort_order(query, None, self.cols, rowid))
                .limit(limit)
            )
            stmt = (
                select(*self._columns(None))
                .where(rowid.in_(page))
                .order_by(*sort_order(query, None, self.cols, rowid))
            )
            rows = list(session.execute(stmt).all())
        else:
            stmt = apply_text(select(*self._columns(tf.score)), TRANSACTIONS_INDEX, tf, Transaction.__table__)
            stmt = stmt.where(*self._filters(ctx, query, result.warnings))
            stmt = stmt.order_by(*sort_order(query, tf.score, self.cols, T.id)).limit(limit)
            rows = list(session.execute(stmt).all())
            if tf.score is not None:
                scores = [round(float(row.score), 6) for row in rows]
        names = _category_names(session, ctx, {r.category_id for r in rows if r.category_id})
        for index, row in enumerate(rows):
            result.hits.append(
                SearchHit(
                    kind=self.kind,
                    id=row.id,
                    title=row.description,
                    snippet=make_snippet([row.description, row.merchant, row.notes], query),
                    date=row.date,
                    amount=row.amount,
                    currency=row.currency,
                    score=scores[index] if scores is not None else 0.0,
                    details={
                        "merchant": row.merchant,
                        "categoryId": row.category_id,
                        "category": names.get(row.category_id or ""),
                        "type": row.type,
                        "source": row.source,
                        "isTaxDeductible": bool(row.is_tax_deductible),
                    },
                )
            )
        return result


class DocumentSource:
    """Records of one kind that their area indexes with ``index_document`` (see documents.py)."""

    cols = Columns(D.account_id, D.date, D.amount, D.category_id, D.type, D.is_tax_deductible, D.source)

    def __init__(self, kind: str, label: str) -> None:
        self.kind = kind
        self.label = label

    def _has(self, ctx: AccountContext, name: str) -> ColumnElement[bool]:
        if name == "receipt":
            return func.coalesce(D.has_receipt, false()) == true()
        if name == "category":
            return D.category_id.is_not(None)
        if name == "notes":
            return D.body != ""
        provider = has_provider(self.kind, name)
        return D.ref_id.in_(provider(ctx)) if provider else false()

    def search(
        self, session: Session, ctx: AccountContext, query: SearchQuery, *, limit: int
    ) -> SourceResult:
        tf = text_filter(DOCUMENTS_INDEX, query, session.get_bind().dialect.name)
        stmt: Select[Any] = select(
            D.ref_id, D.title, D.body, D.merchant, D.date, D.amount, D.currency, D.category_id,
            D.type, D.source, D.is_tax_deductible, D.has_receipt,
            (tf.score if tf.score is not None else literal(0)).label("score"),
        )  # fmt: skip
        stmt = apply_text(stmt, DOCUMENTS_INDEX, tf, SearchDocument.__table__)
        stmt = stmt.where(D.kind == self.kind, *structured_where(self.cols, query, ctx.account_id))
        stmt = stmt.where(*[self._has(ctx, name) for name in query.has])
        stmt = stmt.where(*[~self._has(ctx, name) for name in query.has_not])
        stmt = stmt.order_by(*sort_order(query, tf.score, self.cols, D.doc_id)).limit(limit)
        rows = session.execute(stmt).all()
        names = _category_names(session, ctx, {r.category_id for r in rows if r.category_id})
        hits = [
            SearchHit(
                kind=self.kind,
                id=row.ref_id,
                title=row.title,
                snippet=make_snippet([row.title, row.body, row.merchant], query),
                date=row.date,
                amount=row.amount,
                currency=row.currency,
                score=round(float(row.score), 6) if tf.score is not None else 0.0,
                details={
                    k: v
                    for k, v in {
                        "merchant": row.merchant,
                        "categoryId": row.category_id,
                        "category": names.get(row.category_id or ""),
                        "type": row.type,
                        "source": row.source,
                        "isTaxDeductible": row.is_tax_deductible,
                        "hasReceipt": row.has_receipt,
                    }.items()
                    if v is not None
                },
            )
            for row in rows
        ]
        return SourceResult(hits)
