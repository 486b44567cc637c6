"""Category sets (Smart Categories, Elite+): CRUD, one active set per user, a live default set.

The default set ("All categories") is created lazily on first use and always holds every category of
the account: categories added later join it automatically, so it cannot be edited member by member.
Every service here refuses accounts below ``elite`` with ``TierRequiredError`` (``TIER_REQUIRED``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.categories.schemas import CategoryRead
from finkit.core.categories.service import require_category
from finkit.core.category_sets.models import CategorySet, CategorySetMember, TransactionCategory
from finkit.core.category_sets.schemas import (
    CategorySetCategories,
    CategorySetCreate,
    CategorySetDeleteResult,
    CategorySetRead,
    CategorySetUpdate,
)
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, FieldProblem, NotFoundError, ValidationError
from finkit.core.schemas import parse

FEATURE = "Smart Categories"
REQUIRED_TIER = "elite"
DEFAULT_SET_NAME = "All categories"


def require_smart_categories(ctx: AccountContext) -> None:
    """Every Smart Categories entry point starts here: accounts below elite get TIER_REQUIRED."""
    ctx.require_tier(REQUIRED_TIER, FEATURE)


# --- helpers usable inside another service's session ----------------------------------------------


def ensure_default_set(session: Session, ctx: AccountContext) -> CategorySet:
    """The account's default set, created on first use (active if no other set is)."""
    default = session.scalar(
        select(CategorySet).where(CategorySet.account_id == ctx.account_id, CategorySet.is_default.is_(True))
    )
    if default is not None:
        return default
    has_active = session.scalar(
        select(CategorySet.id).where(
            CategorySet.account_id == ctx.account_id, CategorySet.is_active.is_(True)
        )
    )
    now = ctx.now()
    default = CategorySet(
        account_id=ctx.account_id,
        user_id=ctx.user_id,
        name=DEFAULT_SET_NAME,
        name_key=DEFAULT_SET_NAME.casefold(),
        description="Every category of the account (kept up to date automatically).",
        color="#607d8b",
        icon="folder",
        is_default=True,
        default_marker=ctx.account_id,
        is_active=has_active is None,
        active_marker=ctx.account_id if has_active is None else None,
        created_at=now,
        updated_at=now,
    )
    session.add(default)
    try:
        session.flush()
    except IntegrityError:
        raise ConflictError("the default category set was being created concurrently; try again") from None
    return default


def active_set(session: Session, ctx: AccountContext) -> CategorySet:
    """The active set of the account (the default set when none is active)."""
    default = ensure_default_set(session, ctx)
    active = session.scalar(
        select(CategorySet).where(CategorySet.account_id == ctx.account_id, CategorySet.is_active.is_(True))
    )
    if active is None:
        _activate(session, ctx, default)
        active = default
    return active


def load_set(session: Session, ctx: AccountContext, set_id: str) -> CategorySet:
    found = session.scalar(
        select(CategorySet).where(CategorySet.id == set_id, CategorySet.account_id == ctx.account_id)
    )
    if found is None:
        raise NotFoundError("category set", set_id)
    return found


def set_contains(session: Session, ctx: AccountContext, category_set: CategorySet, category_id: str) -> bool:
    if category_set.is_default:
        return True
    return (
        session.scalar(
            select(CategorySetMember.category_id).where(
                CategorySetMember.set_id == category_set.id, CategorySetMember.category_id == category_id
            )
        )
        is not None
    )


def _categories_of(session: Session, ctx: AccountContext, category_set: CategorySet) -> Sequence[Category]:
    query = select(Category).where(Category.account_id == ctx.account_id)
    if not category_set.is_default:
        query = query.join(CategorySetMember, CategorySetMember.category_id == Category.id).where(
            CategorySetMember.set_id == category_set.id
        )
    return session.scalars(query.order_by(Category.name_key)).all()


def _read(session: Session, ctx: AccountContext, category_set: CategorySet) -> CategorySetRead:
    categories = [CategoryRead.model_validate(c) for c in _categories_of(session, ctx, category_set)]
    return CategorySetRead(
        id=category_set.id,
        name=category_set.name,
        description=category_set.description,
        color=category_set.color,
        icon=category_set.icon,
        user_id=category_set.user_id,
        is_default=category_set.is_default,
        is_active=category_set.is_active,
        category_count=len(categories),
        categories=categories,
        created_at=category_set.created_at,
        updated_at=category_set.updated_at,
    )


def _activate(session: Session, ctx: AccountContext, target: CategorySet) -> None:
    # Clear the old marker first: the unique index allows one active set per account at every flush.
    session.execute(
        update(CategorySet)
        .where(CategorySet.account_id == ctx.account_id, CategorySet.id != target.id)
        .values(is_active=False, active_marker=None)
        .execution_options(synchronize_session="fetch")
    )
    session.flush()
    target.is_active = True
    target.active_marker = ctx.account_id
    target.updated_at = ctx.now()
    session.flush()


def _checked_categories(session: Session, ctx: AccountContext, category_ids: list[str]) -> list[str]:
    """The ids, de-duplicated in order; every foreign or unknown id is reported, by position."""
    problems = []
    seen: dict[str, None] = {}
    for index, category_id in enumerate(category_ids):
        try:
            seen.setdefault(require_category(session, ctx, category_id).id, None)
        except ValidationError:
            problems.append(FieldProblem(f"categoryIds.{index}", f"category {category_id} not found"))
    if problems:
        raise ValidationError(fields=problems)
    return list(seen)


def _flush_unique(session: Session, name: str) -> None:
    try:
        session.flush()
    except IntegrityError:
        raise ConflictError(f"a category set named {name!r} already exists") from None


# --- services -------------------------------------------------------------------------------------


def list_category_sets(ctx: AccountContext) -> list[CategorySetRead]:
    """Every set of the account: the default set first, then by name."""
    require_smart_categories(ctx)
    with ctx.db.session() as session:
        active_set(session, ctx)
        rows = session.scalars(
            select(CategorySet)
            .where(CategorySet.account_id == ctx.account_id)
            .order_by(CategorySet.is_default.desc(), CategorySet.name_key)
        ).all()
        return [_read(session, ctx, s) for s in rows]


def get_category_set(ctx: AccountContext, set_id: str) -> CategorySetRead:
    require_smart_categories(ctx)
    with ctx.db.session() as session:
        return _read(session, ctx, load_set(session, ctx, set_id))


def get_active_category_set(ctx: AccountContext) -> CategorySetRead:
    """``GET /api/category-sets/active``: the user's active set (the default set until another is)."""
    require_smart_categories(ctx)
    with ctx.db.session() as session:
        return _read(session, ctx, active_set(session, ctx))


def create_category_set(ctx: AccountContext, *, data: CategorySetCreate | dict[str, Any]) -> CategorySetRead:
    require_smart_categories(ctx)
    data = parse(CategorySetCreate, data)
    name = data.name.strip()
    with ctx.db.session() as session:
        ensure_default_set(session, ctx)
        category_ids = _checked_categories(session, ctx, data.category_ids)
        now = ctx.now()
        created = CategorySet(
            account_id=ctx.account_id,
            user_id=ctx.user_id,
            name=name,
            name_key=name.casefold(),
            description=data.description,
            color=data.color,
            icon=data.icon,
            is_default=False,
            is_active=False,
            created_at=now,
            updated_at=now,
        )
        session.add(created)
        _flush_unique(session, name)
        session.add_all(
            CategorySetMember(set_id=created.id, category_id=c, account_id=ctx.account_id, added_at=now)
            for c in category_ids
        )
        if data.is_active:
            _activate(session, ctx, created)
        record_activity(session, ctx, "category_set.create", target_type="category_set", target_id=created.id)
        session.flush()
        return _read(session, ctx, created)


def update_category_set(
    ctx: AccountContext, set_id: str, *, data: CategorySetUpdate | dict[str, Any]
) -> CategorySetRead:
    require_smart_categories(ctx)
    data = parse(CategorySetUpdate, data)
    changes = data.model_dump(exclude_unset=True, by_alias=False)
    with ctx.db.session() as session:
        target = load_set(session, ctx, set_id)
        for key, value in changes.items():
            if value is None:
                raise ValidationError.for_field(key, "may not be null")
            if key == "name":
                value = value.strip()
                target.name_key = value.casefold()
            setattr(target, key, value)
        target.updated_at = ctx.now()
        _flush_unique(session, target.name)
        record_activity(
            session,
            ctx,
            "category_set.update",
            target_type="category_set",
            target_id=target.id,
            details={"fields": sorted(changes)},
        )
        return _read(session, ctx, target)


def delete_category_set(ctx: AccountContext, set_id: str) -> CategorySetDeleteResult:
    """Delete a set. The default set cannot be deleted; deleting the active set activates the default.
    Assignments made under the set keep their category and lose the set reference."""
    require_smart_categories(ctx)
    with ctx.db.session() as session:
        target = load_set(session, ctx, set_id)
        if target.is_default:
            raise ConflictError("the default category set cannot be deleted")
        default = ensure_default_set(session, ctx)
        session.execute(
            update(TransactionCategory)
            .where(
                TransactionCategory.account_id == ctx.account_id,
                TransactionCategory.category_set_id == set_id,
            )
            .values(category_set_id=None)
        )
        session.execute(delete(CategorySetMember).where(CategorySetMember.set_id == set_id))
        was_active = target.is_active
        session.delete(target)
        session.flush()
        if was_active:
            _activate(session, ctx, default)
        active = active_set(session, ctx)
        record_activity(session, ctx, "category_set.delete", target_type="category_set", target_id=set_id)
        return CategorySetDeleteResult(id=set_id, active_set_id=active.id)


def activate_category_set(ctx: AccountContext, set_id: str) -> CategorySetRead:
    """Make ``set_id`` the active set; the previously active set is deactivated in the same transaction."""
    require_smart_categories(ctx)
    with ctx.db.session() as session:
        ensure_default_set(session, ctx)
        target = load_set(session, ctx, set_id)
        _activate(session, ctx, target)
        record_activity(session, ctx, "category_set.activate", target_type="category_set", target_id=set_id)
        return _read(session, ctx, target)


def _editable(session: Session, ctx: AccountContext, set_id: str) -> CategorySet:
    target = load_set(session, ctx, set_id)
    if target.is_default:
        raise ConflictError("the default category set always holds every category; create a set to choose")
    return target


def add_categories_to_set(
    ctx: AccountContext, set_id: str, *, data: CategorySetCategories | dict[str, Any]
) -> CategorySetRead:
    """Add categories (``{"categoryIds": [...]}``); ones already in the set are left as they are."""
    require_smart_categories(ctx)
    data = parse(CategorySetCategories, data)
    with ctx.db.session() as session:
        target = _editable(session, ctx, set_id)
        wanted = _checked_categories(session, ctx, data.category_ids)
        present = set(
            session.scalars(
                select(CategorySetMember.category_id).where(CategorySetMember.set_id == target.id)
            ).all()
        )
        now = ctx.now()
        session.add_all(
            CategorySetMember(set_id=target.id, category_id=c, account_id=ctx.account_id, added_at=now)
            for c in wanted
            if c not in present
        )
        target.updated_at = now
        record_activity(
            session,
            ctx,
            "category_set.add_categories",
            target_type="category_set",
            target_id=target.id,
            details={"categoryIds": wanted},
        )
        session.flush()
        return _read(session, ctx, target)


def remove_categories_from_set(
    ctx: AccountContext, set_id: str, *, data: CategorySetCategories | dict[str, Any]
) -> CategorySetRead:
    """Remove categories from a set (the categories themselves are not deleted)."""
    require_smart_categories(ctx)
    data = parse(CategorySetCategories, data)
    with ctx.db.session() as session:
        target = _editable(session, ctx, set_id)
        wanted = _checked_categories(session, ctx, data.category_ids)
        session.execute(
            delete(CategorySetMember).where(
                CategorySetMember.set_id == target.id, CategorySetMember.category_id.in_(wanted)
            )
        )
        target.updated_at = ctx.now()
        record_activity(
            session,
            ctx,
            "category_set.remove_categories",
            target_type="category_set",
            target_id=target.id,
            details={"categoryIds": wanted},
        )
        session.flush()
        return _read(session, ctx, target)


def remove_category_from_sets(
    session: Session, ctx: AccountContext, category_id: str, replacement: str | None
) -> None:
    """A deleted category leaves every set; with a replacement, the replacement joins those sets."""
    holding = session.scalars(
        select(CategorySetMember.set_id).where(
            CategorySetMember.account_id == ctx.account_id, CategorySetMember.category_id == category_id
        )
    ).all()
    session.execute(
        delete(CategorySetMember).where(
            CategorySetMember.account_id == ctx.account_id, CategorySetMember.category_id == category_id
        )
    )
    if replacement and holding:
        already = set(
            session.scalars(
                select(CategorySetMember.set_id).where(
                    CategorySetMember.category_id == replacement, CategorySetMember.set_id.in_(holding)
                )
            ).all()
        )
        session.add_all(
            CategorySetMember(
                set_id=s, category_id=replacement, account_id=ctx.account_id, added_at=ctx.now()
            )
            for s in holding
            if s not in already
        )
    session.flush()
