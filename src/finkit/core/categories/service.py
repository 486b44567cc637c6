from __future__ import annotations

from sqlalchemy import func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.categories.schemas import CategoryCreate, CategoryDeleteResult, CategoryRead, CategoryUpdate
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, NotFoundError, ValidationError
from finkit.core.schemas import parse
from finkit.core.tax.treatment import category_kind
from finkit.core.transactions.models import Transaction

#: Category fields the tax derivation reads: changing one re-derives the category's transactions.
_TAX_INPUTS = {"is_tax_deductible", "tax_category", "default_gst_rate", "kind", "gst_treatment"}


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
            **data.model_dump(exclude={"name", "kind"}, by_alias=False),
            kind=data.kind or category_kind(is_income=False, tax_category=data.tax_category),
        )
        category.is_income = category.kind == "income"
        session.add(category)
        _flush_unique(session, name)
        record_activity(session, ctx, "category.create", target_type="category", target_id=category.id)
        return CategoryRead.model_validate(category)


def change_category(
    session: Session, ctx: AccountContext, category_id: str, data: CategoryUpdate
) -> tuple[CategoryRead, ChangeSet]:
    """Update a category inside the caller's unit of work. When its own tax flags or treatment change,
    its transactions may derive differently: the returned change names the category for ``settle``
    (``finkit.core.usecases.categories.update_category`` is the public entry)."""
    changes = data.model_dump(exclude_unset=True, by_alias=False)
    category = _get(session, ctx, category_id)
    if "name" in changes:
        changes["name"] = changes["name"].strip()
        category.name_key = changes["name"].casefold()
    for key, value in changes.items():
        if value is None and key not in {"default_gst_rate", "gst_treatment"}:
            raise ValidationError.for_field(key, "may not be null")
        setattr(category, key, value)
    category.is_income = category.kind == "income"
    _flush_unique(session, category.name)
    record_activity(
        session,
        ctx,
        "category.update",
        target_type="category",
        target_id=category.id,
        details={"fields": sorted(changes)},
    )
    # Its own flags and treatment reach its transactions.
    reach = [category.id] if changes.keys() & _TAX_INPUTS else []
    return CategoryRead.model_validate(category), ChangeSet(origin="category", categories=reach)


def count_category_rows(ctx: AccountContext, category_id: str) -> int:
    """How many transactions use the category: what deleting it would move or uncategorise (the delete
    page states it before the person chooses)."""
    with ctx.db.session() as session:
        _get(session, ctx, category_id)
        return (
            session.scalar(
                select(func.count())
                .select_from(Transaction)
                .where(Transaction.account_id == ctx.account_id, Transaction.category_id == category_id)
            )
            or 0
        )


def move_category_rows(
    session: Session, ctx: AccountContext, category_id: str, *, reassign_to: str | None, uncategorise: bool
) -> tuple[str | None, int, ChangeSet]:
    """The first half of deleting a category, inside the caller's unit of work: its transactions move to
    ``reassign_to`` or are uncategorised (the caller must choose when any use it). Returns the target,
    how many rows moved, and the change. Then the areas that reference the category let go of it
    (``pipeline.before_category_delete``) and ``remove_category`` deletes it."""
    if reassign_to and uncategorise:
        raise ValidationError.for_field("reassignTo", "give either reassignTo or uncategorise, not both")
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
    moved: list[str] = []
    if in_use:
        moved = list(
            session.scalars(
                select(Transaction.id).where(
                    Transaction.account_id == ctx.account_id, Transaction.category_id == category_id
                )
            )
        )
        session.execute(
            update(Transaction)
            .where(Transaction.account_id == ctx.account_id, Transaction.category_id == category_id)
            .values(category_id=target, updated_at=ctx.now())
        )
    # The moved rows' tax follows their new (or no) category.
    return target, in_use, ChangeSet(origin="category", changed={"category": moved})


def remove_category(
    session: Session, ctx: AccountContext, category_id: str, *, target: str | None, in_use: int
) -> CategoryDeleteResult:
    """The second half of deleting a category (see ``move_category_rows``)."""
    session.delete(_get(session, ctx, category_id))
    session.flush()
    record_activity(
        session,
        ctx,
        "category.delete",
        target_type="category",
        target_id=category_id,
        details={"reassignedTo": target, "transactionsAffected": in_use},
    )
    return CategoryDeleteResult(id=category_id, reassigned_to=target, transactions_affected=in_use)
