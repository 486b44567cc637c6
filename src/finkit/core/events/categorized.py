"""What a ``transaction.categorized`` event carries, and the query that reads it for stored rows: one
place for the write pipeline's ``settle`` and the import chunks' events (``webhooks.imports``)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Select, select

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.transactions.models import Transaction


def categorized_payload(row: Any, category_id: str | None, category_name: str | None) -> dict[str, Any]:
    """The minimised fields a ``transaction.categorized`` receiver needs; never notes or the email."""
    return {
        "transactionId": row.id,
        "amount": str(row.amount),
        "currency": row.currency,
        "date": row.date.isoformat(),
        "merchant": row.merchant,
        "categoryId": category_id,
        "categoryName": category_name,
    }


def categorized_rows(ctx: AccountContext) -> Select[*tuple[Any, ...]]:
    """The account's categorised rows with what their event carries (``categorized_payload``): the
    callers narrow it to the rows a change touched."""
    return (
        select(
            Transaction.id,
            Transaction.amount,
            Transaction.currency,
            Transaction.date,
            Transaction.merchant,
            Transaction.source,
            Category.id.label("category_id"),
            Category.name.label("category_name"),
        )
        .join(Category, Category.id == Transaction.category_id)
        .where(Transaction.account_id == ctx.account_id)
    )
