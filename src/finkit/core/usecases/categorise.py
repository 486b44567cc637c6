"""Categorise: suggestions for uncategorised rows, and with ``apply`` the confident ones set and settled."""

from __future__ import annotations

from typing import Any

from finkit.core.categorise.schemas import CategoriseOptions, CategoriseResult
from finkit.core.categorise.service import categorise_in
from finkit.core.categorise.suggestions import SuggestionDecision, pending_suggestion, record_acceptance
from finkit.core.context import AccountContext
from finkit.core.pipeline import settle
from finkit.core.profile.service import load_profile
from finkit.core.review.wages import gross_up_stated_pays
from finkit.core.schemas import parse
from finkit.core.transactions.schemas import TransactionUpdate
from finkit.core.usecases.transactions import edit_transaction

__all__ = ["accept_model_suggestion", "categorise_transactions"]


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
        if options.apply:
            # a stated employee's pays now filed as wages: at the gross the statement gives
            for pay in gross_up_stated_pays(session, ctx, load_profile(session, ctx).employees):
                settle(session, ctx, pay)
        return result


def accept_model_suggestion(ctx: AccountContext, suggestion_id: str) -> SuggestionDecision:
    """Set a model's suggested category through the write pipeline, as the person's own (locked)
    choice, and mark the suggestion accepted, in one unit of work."""
    with ctx.db.session() as session:
        item_id, tx_id, category_id = pending_suggestion(session, ctx, suggestion_id)
        updated = edit_transaction(session, ctx, tx_id, parse(TransactionUpdate, {"categoryId": category_id}))
        return record_acceptance(session, ctx, item_id, updated.category.name if updated.category else "")
