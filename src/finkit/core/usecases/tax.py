"""Tax decisions that edit transactions, each settled by the write pipeline as the person's own edit:
accepting a review verdict, and ``tax analyse --save`` writing confident verdicts.

The tax area decides what to write; it is lent ``usecases.transactions.edit_transaction`` (which settles
the edit) instead of importing the layer above it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from finkit.core.context import AccountContext
from finkit.core.tax.deductions import service as deductions
from finkit.core.tax.deductions.engine import Enricher
from finkit.core.tax.deductions.schemas import DeductionAnalysisResult, InlineTransaction, UserProfile
from finkit.core.tax.review import service as review
from finkit.core.tax.review.schemas import ReviewDecision
from finkit.core.usecases.transactions import edit_transaction

__all__ = ["accept_review", "analyse_for_api", "analyse_transactions"]


def accept_review(ctx: AccountContext, item_id: str) -> ReviewDecision:
    """Write a review verdict onto its transaction as the person's own edit and take it off the list."""
    return review.accept_review(ctx, item_id, edit=edit_transaction)


def analyse_transactions(
    ctx: AccountContext,
    *,
    transaction_ids: Sequence[str] | None = None,
    transactions: Sequence[InlineTransaction | dict[str, Any]] | None = None,
    user_profile: UserProfile | dict[str, Any] | None = None,
    from_date: date | str | None = None,
    to_date: date | str | None = None,
    save: bool = False,
    enrichers: Sequence[Enricher] | None = None,
) -> DeductionAnalysisResult:
    """``tax analyse``: the deduction analysis (``tax.deductions.service.analyse_transactions``); with
    ``save``, confident verdicts are written as the person's edits and the rest queued for review."""
    return deductions.analyse_transactions(
        ctx,
        transaction_ids=transaction_ids,
        transactions=transactions,
        user_profile=user_profile,
        from_date=from_date,
        to_date=to_date,
        save=save,
        enrichers=enrichers,
        edit=edit_transaction,
    )


def analyse_for_api(
    ctx: AccountContext,
    *,
    transactions: Any,
    user_profile: Any = None,
    save: bool = False,
    enrichers: Sequence[Enricher] | None = None,
) -> dict[str, Any]:
    """``POST /api/intelligent-categorization/unified/tax`` (``tax.deductions.service.analyse_for_api``)."""
    return deductions.analyse_for_api(
        ctx,
        transactions=transactions,
        user_profile=user_profile,
        save=save,
        enrichers=enrichers,
        edit=edit_transaction,
    )
