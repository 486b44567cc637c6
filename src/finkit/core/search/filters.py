"""The structured part of a query (everything but full text) as SQL, for any table with the usual
columns (transactions and search_documents share their names)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta
from typing import Any

from sqlalchemy import ColumnElement, false, func, true
from sqlalchemy.sql.elements import KeyedColumnElement

from finkit.core.db.types import Money
from finkit.core.search.schemas import SearchQuery


@dataclass(frozen=True)
class Columns:
    account_id: KeyedColumnElement[Any]
    date: KeyedColumnElement[Any]
    amount: KeyedColumnElement[Any]
    category_id: KeyedColumnElement[Any]
    type: KeyedColumnElement[Any]
    is_tax_deductible: KeyedColumnElement[Any]
    source: KeyedColumnElement[Any]


def day_start(day: Any) -> datetime:
    return datetime.combine(day, time(0), tzinfo=UTC)


def magnitude(amount: KeyedColumnElement[Any]) -> ColumnElement[Any]:
    return func.abs(amount, type_=Money())  # typed: bound limits are scaled like the column


def structured_where(cols: Columns, query: SearchQuery, account_id: str) -> list[ColumnElement[bool]]:
    where: list[ColumnElement[bool]] = [cols.account_id == account_id]
    if query.dates:
        if query.dates.from_date:
            where.append(cols.date >= day_start(query.dates.from_date))
        if query.dates.to_date:
            where.append(cols.date < day_start(query.dates.to_date + timedelta(days=1)))
    if query.amount:
        size = magnitude(cols.amount)
        low, high = query.amount.min, query.amount.max
        if low is not None:
            where.append(size >= low if query.amount.min_inclusive else size > low)
        if high is not None:
            where.append(size <= high if query.amount.max_inclusive else size < high)
    if query.category_ids:
        where.append(cols.category_id.in_(query.category_ids))
    if query.type:
        where.append(cols.type == query.type)
    if query.deductible is not None:
        where.append(cols.is_tax_deductible == (true() if query.deductible else false()))
    if query.source:
        where.append(cols.source == query.source)
    return where
