from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.categories.schemas import CategoryCreate, CategoryDeleteResult, CategoryRead, CategoryUpdate
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, NotFoundError, ValidationError
from finkit.core.schemas import parse
from finkit.core.transactions.models import Transaction


def require_category(
    session: Session, ctx: AccountContext, category_id: str, *, field: str = "categoryId"
) -> Category:
    """The account's category ``category_id``; another account's id is a validation error on ``field``.

    Used by every service that accepts a category reference, so a foreign id can never be linked.
    """
    category = session.scalar(
        select(Category).where(Category.id == category_id, Category.account_id == ctx.account_id)
    )
    if category is None:
        raise ValidationError.for_field(field, f"category {category_id} not found")
    return category


def _get(session: Session, ctx: AccountContext, category_id: str) -> Category:
    category = session.scalar(
        select(Category).where(Category.id == category_id, Category.account_id == ctx.account_id)
    )
    if category is None:
        raise NotFoundError("category", category_id)
    return category


def list_categories(ctx: AccountContext) -> list[CategoryRead]:
    with ctx.db.session() as session:
        rows = session.scalars(
            select(Category).where(Category.account_id == ctx.account_id).order_by(Category.name_key)
        ).all()
        return [CategoryRead.model_validate(c) for c in rows]


def get_category(ctx: AccountContext, category_id: str) -> CategoryRead:
    with ctx.db.session() as session:
        return CategoryRead.model_validate(_get(session, ctx, category_id))


def find_category_by_name(ctx: AccountContext, name: str) -> CategoryRead:
    with ctx.db.session() as session:
        category = session.scalar(
            select(Category).where(
                Category.account_id == ctx.account_id, Category.name_key == name.strip().casefold()
            )
        )
        if category is None:
            raise NotFoundError("category", name)
        return CategoryRead.model_validate(category)


def _flush_unique(session: Session, name: str) -> None:
    try:
        session.flush()
    except IntegrityError:
        raise ConflictError(f"a category named {name!r} already exists") from None


def create_category(ctx: AccountContext, *, data: CategoryCreate | dict[str, object]) -> CategoryRead:
    data = parse(CategoryCreate, data)
    name = data.name.strip()
    with ctx.db.session() as session:
        category = Category(
            account_id=ctx.account_id,
            name=name,
            name_key=name.casefold(),
            **data.model_dump(exclude={"name"}, by_alias=False),
        )
        session.add(category)
        _flush_unique(session, name)
        record_activity(session, ctx, "category.create", target_type="category", target_id=category.id)
        return CategoryRead.model_validate(category)


def update_category(
    ctx: AccountContext, category_id: str, *, data: CategoryUpdate | dict[str, object]
) -> CategoryRead:
    data = parse(CategoryUpdate, data)
    changes = data.model_dump(exclude_unset=True, by_alias=False)
    with ctx.db.session() as session:
        category = _get(session, ctx, category_id)
        if "name" in changes:
            changes["name"] = changes["name"].strip()
            category.name_key = changes["name"].casefold()
        for key, value in changes.items():
            if value is None and key != "default_gst_rate":
                raise ValidationError.for_field(key, "may not be null")
            setattr(category, key, value)
        _flush_unique(session, category.name)
        record_activity(
            session,
            ctx,
            "category.update",
            target_type="category",
            target_id=category.id,
            details={"fields": sorted(changes)},
        )
        return CategoryRead.model_validate(category)


def delete_category(
    ctx: AccountContext, category_id: str, *, reassign_to: str | None = None, uncategorise: bool = False
) -> CategoryDeleteResult:
    """Delete a category. If transactions use it, the caller must choose: move them to ``reassign_to``,
    or ``uncategorise`` them. Nothing is ever left pointing at a deleted category."""
    if reassign_to and uncategorise:
        raise ValidationError.for_field("reassignTo", "give either reassignTo or uncategorise, not both")
    with ctx.db.session() as session:
        category = _get(session, ctx, category_id)
        in_use = (
            session.scalar(
                select(func.count())
                .select_from(Transaction)
                .where(Transaction.account_id == ctx.account_id, Transaction.category_id == category_id)
            )
            or 0
        )
        target = None
        if reassign_to:
            if reassign_to == category_id:
                raise ValidationError.for_field("reassignTo", "cannot reassign to the category being deleted")
            target = require_category(session, ctx, reassign_to, field="reassignTo").id
        elif in_use and not uncategorise:
            raise ConflictError(
                f"category {category.name!r} is used by {in_use} transaction(s): pass reassignTo=<category id> "
                "to move them, or uncategorise=true to leave them uncategorised"
            )
        if in_use:
            session.execute(
                update(Transaction)
                .where(Transaction.account_id == ctx.account_id, Transaction.category_id == category_id)
                .values(category_id=target, updated_at=ctx.now())
            )
        _before_delete_hooks(session, ctx, category_id, target)
        session.delete(category)
        record_activity(
            session,
            ctx,
            "category.delete",
            target_type="category",
            target_id=category_id,
            details={"reassignedTo": target, "transactionsAffected": in_use},
        )
        return CategoryDeleteResult(id=category_id, reassigned_to=target, transactions_affected=in_use)


# Other areas that reference categories (rules, bills, category sets, expenses) register a hook so a
# deletion reassigns or clears their references in the same transaction.
CategoryDeleteHook = Callable[[Session, AccountContext, str, str | None], None]
_DELETE_HOOKS: list[CategoryDeleteHook] = []


def on_category_delete(hook: CategoryDeleteHook) -> CategoryDeleteHook:
    """Register ``hook(session, ctx, deleted_id, replacement_id_or_None)``; usable as a decorator."""
    _DELETE_HOOKS.append(hook)
    return hook


def _before_delete_hooks(session: Session, ctx: AccountContext, category_id: str, target: str | None) -> None:
    for hook in _DELETE_HOOKS:
        hook(session, ctx, category_id, target)
