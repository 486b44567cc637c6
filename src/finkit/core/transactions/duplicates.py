"""Likely duplicate transactions: same amount, dates close together, descriptions that say the same."""

from __future__ import annotations

import re
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.schemas import Schema, parse
from finkit.core.transactions.models import Transaction
from finkit.core.transactions.reads import filtered_query, to_read
from finkit.core.transactions.schemas import TransactionFilters, TransactionRead

_NOISE = re.compile(r"[^a-z]+")


def _key(text: str) -> str:
    """Letters only, so card suffixes, store numbers and dates do not hide a duplicate."""
    return _NOISE.sub("", text.lower())[:24]


class DuplicateGroup(Schema):
    amount: Decimal
    reason: str
    transactions: list[TransactionRead]


class DuplicateReport(Schema):
    groups: list[DuplicateGroup]
    scanned: int


def find_duplicates(
    ctx: AccountContext, *, from_date: date | None = None, to_date: date | None = None, window_days: int = 3
) -> DuplicateReport:
    """Groups of transactions with the same amount and description within ``window_days`` of each other.

    Read-only: deciding which copy to delete is the account holder's call.
    """
    filters = parse(TransactionFilters, {"fromDate": from_date, "toDate": to_date})
    query = (
        filtered_query(ctx, filters)
        .add_columns(Category)
        .outerjoin(Category, Category.id == Transaction.category_id)
    )
    with ctx.db.session() as session:
        rows = session.execute(query.order_by(Transaction.amount, Transaction.date, Transaction.id)).all()
    buckets: dict[tuple[Decimal, str], list[Any]] = {}
    for tx, cat in rows:
        buckets.setdefault((tx.amount, _key(tx.merchant or tx.description)), []).append((tx, cat))
    groups = []
    window = timedelta(days=window_days)
    for (amount, _), members in buckets.items():
        cluster: list[Any] = []
        for pair in members:
            if cluster and pair[0].date - cluster[-1][0].date > window:
                if len(cluster) > 1:
                    groups.append((amount, cluster))
                cluster = []
            cluster.append(pair)
        if len(cluster) > 1:
            groups.append((amount, cluster))
    return DuplicateReport(
        scanned=len(rows),
        groups=[
            DuplicateGroup(
                amount=amount,
                reason=f"same amount and description within {window_days} days",
                transactions=[to_read(tx, cat) for tx, cat in cluster],
            )
            for amount, cluster in groups
        ],
    )
