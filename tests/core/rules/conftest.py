from __future__ import annotations

from typing import Any

import pytest

from finkit.core.context import AccountContext
from finkit.core.transactions.schemas import TransactionRead
from finkit.core.usecases.transactions import create_transaction, update_transaction

ROWS: list[dict[str, Any]] = [
    {
        "date": "2026-03-02",
        "description": "UBER *TRIP SYDNEY",
        "amount": "-23.50",
        "merchant": "Uber",
        "tags": ["Work"],
        "notes": "client visit",
    },
    {"date": "2026-03-07", "description": "WOOLWORTHS 1234 PARRAMATTA", "amount": "-80.10"},
    {"date": "2026-03-08", "description": "Salary ACME", "amount": "2500"},
    {"date": "2026-04-01", "description": "RENT PAYMENT", "amount": "-2400", "tags": ["home"]},
    {"date": "2026-04-15", "description": "Uber Eats order", "amount": "-31.20", "merchant": "Uber Eats"},
    {"date": "2026-05-20", "description": "BUNNINGS 7788", "amount": "-420.00", "currency": "NZD"},
]


@pytest.fixture
def seeded(ctx: AccountContext) -> dict[str, TransactionRead]:
    """Six transactions, by description, none categorised (so automation may change them)."""
    return {row["description"]: create_transaction(ctx, data=row) for row in ROWS}


def uncategorised_copy(ctx: AccountContext) -> dict[str, TransactionRead]:
    return {row["description"]: create_transaction(ctx, data=row) for row in ROWS}


def lock(ctx: AccountContext, tx: TransactionRead, category_id: str) -> TransactionRead:
    return update_transaction(ctx, tx.id, data={"categoryId": category_id})
