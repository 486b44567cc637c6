"""Full text on each database's own engine, behind one small interface.

SQLite: FTS5 external-content tables (``transactions_fts``, ``search_documents_fts``) kept in step by
triggers; ranked with ``bm25``. PostgreSQL: expression GIN indexes over weighted tsvectors (merchant A,
description/title B, notes/body C); ``websearch_to_tsquery`` for words, phrases and negation, and a
weight-``A`` prefix query for ``merchant:``; ranked with ``ts_rank``. The expressions below are the ones
the 0007 migration indexes: PostgreSQL uses the index only when a query repeats them exactly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    Boolean,
    ColumnElement,
    FromClause,
    Select,
    bindparam,
    column,
    func,
    literal_column,
    select,
    table,
)
from sqlalchemy.dialects.postgresql import REGCONFIG
from sqlalchemy.sql.expression import cast

from finkit.core.search.schemas import SearchQuery

TX_VECTOR = (
    "(setweight(to_tsvector('english'::regconfig, coalesce(transactions.merchant, '')), 'A') || "
    "setweight(to_tsvector('english'::regconfig, coalesce(transactions.description, '')), 'B') || "
    "setweight(to_tsvector('english'::regconfig, coalesce(transactions.notes, '')), 'C'))"
)
DOC_VECTOR = (
    "(setweight(to_tsvector('english'::regconfig, coalesce(search_documents.merchant, '')), 'A') || "
    "setweight(to_tsvector('english'::regconfig, coalesce(search_documents.title, '')), 'B') || "
    "setweight(to_tsvector('english'::regconfig, coalesce(search_documents.body, '')), 'C'))"
)


@dataclass(frozen=True)
class TextIndex:
    """Where one table's full text lives on each database."""

    fts_table: str  # SQLite FTS5 table
    rowid: str  # the content table's rowid column, qualified ("transactions.rowid")
    weights: tuple[float, ...]  # bm25 weights in FTS column order
    pg_vector: str


TRANSACTIONS_INDEX = TextIndex("transactions_fts", "transactions.rowid", (2.0, 3.0, 1.0), TX_VECTOR)
DOCUMENTS_INDEX = TextIndex("search_documents_fts", "search_documents.doc_id", (2.0, 1.0, 3.0), DOC_VECTOR)


def _words(value: str) -> list[str]:
    return re.findall(r"\w+", value)


def _fts5_string(value: str) -> str:
    return '"' + value.replace('"', '""') + '"'


def sqlite_match(query: SearchQuery) -> tuple[str | None, str | None]:
    """(positive MATCH expression, negative-only MATCH expression) in FTS5 syntax, every user string
    quoted (so no input is read as FTS5 syntax)."""
    positive = [_fts5_string(t) for t in query.terms if _words(t)]
    positive += [_fts5_string(p) for p in query.phrases if _words(p)]
    for value in query.merchant:
        positive += [f"merchant : {_fts5_string(w)}*" for w in _words(value)]
    negative = [_fts5_string(e) for e in query.exclude if _words(e)]
    if positive:
        expression = " AND ".join(positive)
        if negative:
            expression = f"({expression}) NOT ({' OR '.join(negative)})"
        return expression, None
    return None, " OR ".join(negative) if negative else None


def postgres_websearch(query: SearchQuery) -> str | None:
    parts = [t for t in query.terms if _words(t)]
    parts += ['"' + " ".join(_words(p)) + '"' for p in query.phrases if _words(p)]
    parts += [
        "-" + ('"' + " ".join(_words(e)) + '"' if len(_words(e)) > 1 else e)
        for e in query.exclude
        if _words(e)
    ]
    return " ".join(parts) or None


def postgres_merchant(query: SearchQuery) -> str | None:
    words = [w for value in query.merchant for w in _words(value)]
    return " & ".join(f"'{w.lower()}':*A" for w in words) or None


def _match(fts_table: str, name: str, expression: str) -> ColumnElement[bool]:
    """``<fts_table> MATCH :name`` (the FTS5 table name is the hidden column MATCH applies to)."""
    return literal_column(fts_table).op("MATCH", return_type=Boolean)(bindparam(name, expression))


@dataclass
class TextFilter:
    """What full text adds to a query: WHERE clauses, a score (higher is better) and a FROM change."""

    where: list[ColumnElement[bool]]
    score: ColumnElement[Any] | None = None
    join_fts: str | None = None  # SQLite: the FTS5 table to join on rowid
    match: str | None = None  # SQLite: the positive FTS5 expression


def text_filter(index: TextIndex, query: SearchQuery, dialect: str) -> TextFilter:
    if dialect == "sqlite":
        positive, negative = sqlite_match(query)
        where: list[ColumnElement[bool]] = []
        if positive:
            where.append(_match(index.fts_table, "fts_query", positive))
            weights = ", ".join(str(w) for w in index.weights)
            score: ColumnElement[Any] = -literal_column(f"bm25({index.fts_table}, {weights})")
            return TextFilter(where, score, index.fts_table, positive)
        if negative:
            fts = table(index.fts_table, column("rowid"))
            excluded = select(fts.c.rowid).where(_match(index.fts_table, "fts_exclude", negative))
            where.append(literal_column(index.rowid).not_in(excluded))
        return TextFilter(where)
    if dialect == "postgresql":
        vector: ColumnElement[Any] = literal_column(index.pg_vector)
        words, merchant = postgres_websearch(query), postgres_merchant(query)
        tsqueries = []
        if words:
            tsqueries.append(
                func.websearch_to_tsquery(cast("english", REGCONFIG), bindparam("ts_words", words))
            )
        if merchant:
            tsqueries.append(func.to_tsquery(cast("english", REGCONFIG), bindparam("ts_merchant", merchant)))
        if not tsqueries:
            return TextFilter([])
        combined = tsqueries[0] if len(tsqueries) == 1 else tsqueries[0].op("&&")(tsqueries[1])
        has_positive = query.has_text or bool(query.merchant)
        return TextFilter(
            [vector.op("@@")(combined)], func.ts_rank(vector, combined) if has_positive else None
        )
    raise NotImplementedError(f"full-text search on {dialect}")


def fts_rowids(index: TextIndex, expression: str, *, limit: int | None = None) -> Select[Any]:
    """SQLite: the rowids of every row (of any account) matching ``expression``, optionally capped."""
    fts = table(index.fts_table, column("rowid"))
    query = select(fts.c.rowid).where(_match(index.fts_table, "fts_rowids", expression))
    return query.limit(limit) if limit is not None else query


def apply_text(select_: Select[Any], index: TextIndex, tf: TextFilter, content: FromClause) -> Select[Any]:
    """Add the WHERE clauses; on SQLite with words to match, read from the FTS5 table first and join the
    content table on rowid (the FTS index drives the query, the content table filters)."""
    if tf.join_fts:
        fts = table(tf.join_fts, column("rowid"))
        select_ = select_.select_from(fts).join(content, fts.c.rowid == literal_column(index.rowid))
    return select_.where(*tf.where)
