"""Categorise: suggestions for uncategorised rows, and with ``apply`` the confident ones set and settled."""

from __future__ import annotations

from typing import Any

from finkit.core.categorise.schemas import CategoriseOptions, CategoriseResult
from finkit.core.categorise.service import categorise_in
from finkit.core.context import AccountContext
from finkit.core.pipeline import settle
from finkit.core.schemas import parse

__all__ = ["categorise_transactions"]


def categorise_transactions(
    ctx: AccountContext, *, options: CategoriseOptions | dict[str, Any] | None = None
) -> CategoriseResult:
    """Suggest categories for the account's uncategorised, unlocked transactions (optionally in a
    date range); with ``apply``, set those at or above ``minConfidence``: their tax treatment is derived
    again and each publishes ``transaction.categorized``."""
    options = parse(CategoriseOptions, options or {})
    with ctx.db.session() as session:
        result, changes = categorise_in(session, ctx, options)
        settle(session, ctx, changes)
        return result
