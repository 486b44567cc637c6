"""Category-set assignments on a transaction: a new or removed primary moves the transaction's category,
and that change is settled (tax derived again, ``transaction.categorized`` published)."""

from __future__ import annotations

from typing import Any

from finkit.core.category_sets.assignments import (
    assign_category_in_session,
    get_assignment,
    list_assignments,
    remove_assignment_in,
)
from finkit.core.category_sets.schemas import (
    CategoryAssignmentCreate,
    CategoryAssignmentDeleteResult,
    CategoryAssignmentRead,
)
from finkit.core.category_sets.service import require_smart_categories
from finkit.core.context import AccountContext
from finkit.core.pipeline import settle

__all__ = ["assign_category", "get_assignment", "list_assignments", "remove_assignment"]


def assign_category(
    ctx: AccountContext,
    transaction_id: str,
    *,
    data: CategoryAssignmentCreate | dict[str, Any],
    assigned_by: str = "user",
) -> CategoryAssignmentRead:
    """``POST /api/transaction-categories/{transactionId}``: add a category assignment.

    ``data``: categoryId, categorySetId (default: the active set, if it holds the category), isPrimary
    (default: primary when the transaction has none), confidence (0..1), notes. ``assigned_by`` is not
    part of the body: front ends leave it as ``user``; the rules engine passes ``rule``, the categoriser
    ``ai``, the import pipeline ``import``.
    """
    require_smart_categories(ctx)
    with ctx.db.session() as session:
        read, changes = assign_category_in_session(
            session, ctx, transaction_id, data=data, assigned_by=assigned_by
        )
        settle(session, ctx, changes)
        return read


def remove_assignment(
    ctx: AccountContext, transaction_id: str, category_id: str
) -> CategoryAssignmentDeleteResult:
    """Remove one category from a transaction. Removing the primary promotes none: the transaction's
    ``categoryId`` is cleared (a user action, so it is locked like ``update_transaction`` does)."""
    with ctx.db.session() as session:
        result, changes = remove_assignment_in(session, ctx, transaction_id, category_id)
        settle(session, ctx, changes)
        return result
