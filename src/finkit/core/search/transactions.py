"""The transactions a search matches, as a list: every match (not the top N by relevance), newest first,
counted, totalled and paged like ``list_transactions``, with each description's matching words marked.

``search`` answers "what is most like this?" across every kind, at most a page of ranked hits. A person
who searched their transactions wants to act on *all* of them (tick them, categorise them): the
dashboard once showed at most 50 hits with literal ``**`` markers, no total and no next page. This reads
the same query (same parser, same full-text index, same structured filters) as a filtered list.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from pydantic import Field
from sqlalchemy import case, false, func, select
from sqlalchemy.orm import selectinload

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.db.types import Money
from finkit.core.money import parse_amount, quantum
from finkit.core.schemas import DEFAULT_PAGE_SIZE, Num, Pagination, Schema, check_page, pagination
from finkit.core.search.fts import TRANSACTIONS_INDEX, apply_text, text_filter
from finkit.core.search.schemas import ParsedSearch, SearchQuery
from finkit.core.search.service import parse_query
from finkit.core.search.snippets import query_stems
from finkit.core.search.sources import TransactionSource, sort_order
from finkit.core.transactions.models import Transaction
from finkit.core.transactions.reads import to_read
from finkit.core.transactions.schemas import TransactionRead

T = Transaction.__table__.c


class Highlighted(Schema):
    text: str
    match: bool = Field(default=False, description="True for a part that matched a word of the search.")


class SearchTotal(Schema):
    """One currency's totals over every match (every page, not only the one shown)."""

    currency: str
    count: int
    money_in: Num = Field(description="Sum of the matching credits.")
    money_out: Num = Field(description="Sum of the matching debits, as a positive amount.")


class TransactionSearchPage(Schema):
    parsed: ParsedSearch
    transactions: list[TransactionRead]
    pagination: Pagination
    totals: list[SearchTotal] = Field(description="Per currency: amounts of different currencies never add.")
    highlights: dict[str, list[Highlighted]] = Field(
        description="Transaction id -> its description in parts, the matching words marked."
    )
    warnings: list[str] = Field(default_factory=list)


def highlight(text: str, query: SearchQuery) -> list[Highlighted]:
    """``text`` split into parts, those starting with a word of the query marked (as the snippets do)."""
    stems = query_stems(query)
    if not stems or not text:
        return [Highlighted(text=text)]
    pattern = re.compile(r"\b(?:" + "|".join(re.escape(s) for s in stems) + r")\w*", re.IGNORECASE)
    parts: list[Highlighted] = []
    at = 0
    for found in pattern.finditer(text):
        if found.start() > at:
            parts.append(Highlighted(text=text[at : found.start()]))
        parts.append(Highlighted(text=found.group(0), match=True))
        at = found.end()
    if at < len(text):
        parts.append(Highlighted(text=text[at:]))
    return parts


def search_transactions(
    ctx: AccountContext, *, query: str, page: int = 1, limit: int = DEFAULT_PAGE_SIZE
) -> TransactionSearchPage:
    """Every transaction the query matches, in the query's ``sort:`` (newest first without one, or for
    ``sort:relevance``: a list is not ranked), one page of ``limit``; totals over them all.

    Words match the full-text index as in ``search``; ``merchant:``, ``amount:``, ``date:``,
    ``category:``, ``has:`` and the rest filter as there. A query for other kinds only (``kind:bill``)
    matches no transaction and says so."""
    check_page(page, limit)
    parsed = parse_query(ctx, query)
    warnings: list[str] = []
    other_kinds = bool(parsed.query.kinds) and "transaction" not in parsed.query.kinds
    if other_kinds:
        warnings.append("This search asks for other kinds than transactions: no transaction matches it.")
    with ctx.db.session() as session:
        dialect = session.get_bind().dialect.name
        tf = text_filter(TRANSACTIONS_INDEX, parsed.query, dialect)
        source = TransactionSource()
        where = source.where(ctx, parsed.query, warnings)
        matching = apply_text(select(T.id), TRANSACTIONS_INDEX, tf, Transaction.__table__).where(*where)
        if other_kinds:
            matching = matching.where(false())
        ids = matching.subquery()
        money_in = func.coalesce(func.sum(case((T.amount > 0, T.amount), else_=0)), 0, type_=Money())
        money_out = func.coalesce(func.sum(case((T.amount < 0, -T.amount), else_=0)), 0, type_=Money())
        sums = session.execute(
            select(T.currency, func.count(), money_in, money_out)
            .where(T.id.in_(select(ids.c.id)))
            .group_by(T.currency)
            .order_by(T.currency)
        ).all()
        total = sum(int(n) for _, n, _, _ in sums)
        order = sort_order(parsed.query, None, source.cols, T.id)  # the query's sort:, else newest first
        page_ids = list(
            session.scalars(
                select(T.id)
                .where(T.id.in_(select(ids.c.id)))
                .order_by(*order)
                .offset((page - 1) * limit)
                .limit(limit)
            )
        )
        found: Sequence[Any] = session.execute(
            select(Transaction, Category)
            .outerjoin(Category, Category.id == Transaction.category_id)
            .where(Transaction.id.in_(page_ids))
            .options(selectinload(Transaction.splits))
        ).all()
        position = {tx_id: i for i, tx_id in enumerate(page_ids)}
        rows = sorted(found, key=lambda pair: position[pair[0].id])
        transactions = [to_read(tx, cat) for tx, cat in rows]
    return TransactionSearchPage(
        parsed=parsed,
        transactions=transactions,
        pagination=pagination(page, limit, total),
        totals=[
            SearchTotal(
                currency=currency,
                count=int(n),
                money_in=parse_amount(sum_in or 0).quantize(quantum(currency)),
                money_out=parse_amount(sum_out or 0).quantize(quantum(currency)),
            )
            for currency, n, sum_in, sum_out in sums
        ],
        highlights={t.id: highlight(t.description, parsed.query) for t in transactions},
        warnings=warnings,
    )


__all__ = ["Highlighted", "SearchTotal", "TransactionSearchPage", "highlight", "search_transactions"]
