from __future__ import annotations

from typing import Any

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.transactions.schemas import TransactionRead
from finkit.core.usecases.transactions import create_transaction


def categorised_transaction(ctx: AccountContext, **extra: Any) -> TransactionRead:
    category = list_categories(ctx)[0]
    data = {
        "date": "2026-06-01",
        "description": "Officeworks Parramatta",
        "amount": "-45.50",
        "merchant": "Officeworks",
        "categoryId": category.id,
        "notes": "private note: do not send",
    }
    data.update(extra)
    return create_transaction(ctx, data=data)
