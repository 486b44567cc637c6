"""Categories: the writes that reach transactions (a category's tax flags, a delete) settled by the
pipeline; the rest of the area's service is re-exported so ``finkit.categories`` is one namespace."""

from __future__ import annotations

from finkit.core.categories.schemas import CategoryDeleteResult, CategoryRead, CategoryUpdate
from finkit.core.categories.service import (
    change_category,
    count_category_rows,
    create_category,
    find_category_by_name,
    get_category,
    list_categories,
    move_category_rows,
    remove_category,
    require_category,
)
from finkit.core.context import AccountContext
from finkit.core.pipeline import before_category_delete, settle
from finkit.core.schemas import parse

__all__ = [
    "count_category_rows",
    "create_category",
    "delete_category",
    "find_category_by_name",
    "get_category",
    "list_categories",
    "require_category",
    "update_category",
]


def update_category(
    ctx: AccountContext, category_id: str, *, data: CategoryUpdate | dict[str, object]
) -> CategoryRead:
    """Update a category; a change to its tax flags or treatment re-derives its transactions."""
    data = parse(CategoryUpdate, data)
    with ctx.db.session() as session:
        read, changes = change_category(session, ctx, category_id, data)
        settle(session, ctx, changes)
        return read


def delete_category(
    ctx: AccountContext, category_id: str, *, reassign_to: str | None = None, uncategorise: bool = False
) -> CategoryDeleteResult:
    """Delete a category. If transactions use it, the caller must choose: move them to ``reassign_to``,
    or ``uncategorise`` them. Nothing is ever left pointing at a deleted category."""
    with ctx.db.session() as session:
        target, in_use, changes = move_category_rows(
            session, ctx, category_id, reassign_to=reassign_to, uncategorise=uncategorise
        )
        before_category_delete(session, ctx, category_id, target)
        result = remove_category(session, ctx, category_id, target=target, in_use=in_use)
        settle(session, ctx, changes)
        return result
