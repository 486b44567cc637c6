from __future__ import annotations

from typing import Any

from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.usecases.transactions import create_transaction


def add(
    ctx: AccountContext, on: str, description: str, amount: str, category: str | None = None, **extra: Any
) -> str:
    """Create one transaction (category by name) and return its id."""
    data: dict[str, Any] = {"date": on, "description": description, "amount": amount, **extra}
    if category:
        data["categoryId"] = find_category_by_name(ctx, category).id
    return create_transaction(ctx, data=data).id
