"""What a ``transaction.categorized`` event carries (the write pipeline's last step publishes it)."""

from __future__ import annotations

from typing import Any

from finkit.core.categories.models import Category
from finkit.core.transactions.models import Transaction


def categorized_payload(tx: Transaction, category: Category | None) -> dict[str, Any]:
    """The minimised fields a ``transaction.categorized`` receiver needs; never notes or the email."""
    return {
        "transactionId": tx.id,
        "amount": str(tx.amount),
        "currency": tx.currency,
        "date": tx.date.isoformat(),
        "merchant": tx.merchant,
        "categoryId": category.id if category else None,
        "categoryName": category.name if category else None,
    }
