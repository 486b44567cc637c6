"""Selectors as SQL: the one place that says which transactions a figure is made of. Aggregates and
``transactions_behind`` both build on ``selector_where``, so a figure and its listing cannot disagree.

Figures read the ledger's rows (``T``): every transaction that is one whole, and the parts of split ones
(each part the whole with its own amount, category and tax fields), so spending by category counts a
split purchase's parts in their own categories while totals stay the same.

A split row is still ONE payment (one bank row): counts are of distinct bank rows (``payments()``), and an
amount filter (``min_amount`` / ``max_amount``, "payouts over $3000") is on each bank row's amount as the sum
of its parts that the selector's other filters take (a Square payout split into the sale, a GST-free part and
the fee: all three with a merchant filter, so its banked net; only the sale with a Sales Income filter). A
row passing the filter brings all those parts, so a figure's sum is still its parts' sum."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import ColumnElement, Select, case, func, or_, select
from sqlalchemy.orm import Session, aliased, selectinload

from finkit.core.analytics.schemas import TransactionSelector
from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.db.types import Money
from finkit.core.keyset import after, check_cursor_and_page, decode_cursor, encode_cursor
from finkit.core.schemas import check_page, pagination, parse
from finkit.core.search.filters import day_start
from finkit.core.transactions.models import Transaction, TransactionSplit
from finkit.core.transactions.reads import amount_bounds, to_read
from finkit.core.transactions.schemas import TransactionPage

_TX = Transaction.__table__.c
_PARTS = TransactionSplit.__table__.c
#: What a part replaces of its whole.
_PART_VALUES = {
    "amount": _PARTS.amount,
    "category_id": _PARTS.category_id,
    "is_tax_deductible": _PARTS.is_tax_deductible,
    "business_use_percentage": _PARTS.business_use_percentage,
    "gst_treatment": _PARTS.gst_treatment,
    "gst_amount": _PARTS.gst_amount,
}


def _ledger_rows() -> Any:
    """Every transaction once, except split ones, which come once per part (the part's values over the
    whole's): one outer join on the parts' index. (A UNION of wholes and parts read the same rows but
    cost twice the time of a plain scan at 100k rows; this costs about a tenth more.)"""
    unsplit = _PARTS.id.is_(None)
    columns = [
        case((unsplit, c), else_=_PART_VALUES[c.key]).label(c.key) if c.key in _PART_VALUES else c
        for c in _TX
    ]
    joined = Transaction.__table__.outerjoin(TransactionSplit.__table__, _PARTS.transaction_id == _TX.id)
    return select(*columns).select_from(joined).subquery("ledger_rows")


#: The ledger's rows, with the transactions' attributes (see the module's docstring).
T = aliased(Transaction, _ledger_rows(), adapt_on_names=True)


def merchant_key(of: Any = T) -> ColumnElement[Any]:
    """Lower-cased merchant, falling back to the description when no merchant was recorded (``of``: the
    ledger's rows, or the bank rows' own columns, ``_TX``)."""
    return func.lower(func.coalesce(func.nullif(func.trim(of.merchant), ""), of.description))


def month_of(dialect: str) -> ColumnElement[Any]:
    """YYYY-MM of the transaction date in UTC (dates are stored in UTC: docs/concepts.md)."""
    if dialect == "sqlite":
        return func.strftime("%Y-%m", T.date)
    return func.to_char(func.timezone("UTC", T.date), "YYYY-MM")


def signed_sum() -> ColumnElement[Any]:
    return func.coalesce(func.sum(T.amount), 0, type_=Money())


def payments() -> ColumnElement[Any]:
    """How many payments (bank rows): a split row's parts are one payment, not one each."""
    return func.count(func.distinct(T.id))


def selector_where(ctx: AccountContext, sel: TransactionSelector) -> list[ColumnElement[bool]]:
    where: list[ColumnElement[bool]] = [
        T.account_id == ctx.account_id,
        T.currency == sel.currency,
        T.date >= day_start(sel.from_date),
        T.date < day_start(sel.to_date + timedelta(days=1)),
    ]
    if sel.type:
        where.append(T.type == sel.type)
    if sel.uncategorised:
        where.append(T.category_id.is_(None))
    elif sel.category_id:
        where.append(T.category_id == sel.category_id)
    if sel.merchant is not None:
        where.append(merchant_key() == sel.merchant)
    if sel.category_ids is not None:
        where.append(T.category_id.in_(sel.category_ids))
    if sel.category_kinds is not None:
        where.append(Category.kind.in_(sel.category_kinds))
    if sel.text:
        where.append(func.lower(T.description).contains(sel.text.lower(), autoescape=True))
    if sel.gst_treatments is not None:
        where.append(T.gst_treatment.in_(sel.gst_treatments))
    if sel.exclude_gst_treatments:
        where.append(or_(T.gst_treatment.is_(None), T.gst_treatment.not_in(sel.exclude_gst_treatments)))
    if sel.exclude_category_ids:
        where.append(or_(T.category_id.is_(None), T.category_id.not_in(sel.exclude_category_ids)))
    if sel.exclude_merchants:
        where.append(merchant_key().not_in([m.lower() for m in sel.exclude_merchants]))
    if sel.exclude_tax_categories:
        where.append(or_(Category.id.is_(None), Category.tax_category.not_in(sel.exclude_tax_categories)))
    if "transfer" in sel.exclude_tax_categories:  # a paired transfer, whatever its category
        where.append(T.transfer_counterpart_id.is_(None))
    if sel.min_amount is not None or sel.max_amount is not None:
        # on each bank row's amount: the sum of its parts the other filters take (see the module's docstring)
        rest = sel.model_copy(update={"min_amount": None, "max_amount": None})
        within = (
            selected(ctx, rest, T.id)
            .group_by(T.id)
            .having(*amount_bounds(signed_sum(), sel.min_amount, sel.max_amount))
            .correlate(None)
        )
        where.append(T.id.in_(within))
    if sel.transaction_ids is not None:
        where.append(T.id.in_(sel.transaction_ids))
    if sel.exclude_ids:
        where.append(T.id.not_in(sel.exclude_ids))
    return where


def selected(ctx: AccountContext, sel: TransactionSelector, *columns: Any) -> Select[Any]:
    """SELECT ``columns`` FROM the selector's transactions (categories outer-joined, account-scoped)."""
    return (
        select(*columns)
        .select_from(T)
        .outerjoin(Category, (Category.id == T.category_id) & (Category.account_id == ctx.account_id))
        .where(*selector_where(ctx, sel))
    )


def selector_total(ctx: AccountContext, selector: TransactionSelector | dict[str, Any]) -> tuple[Any, int]:
    """(signed sum, count of payments: a split row once) of the selector's transactions: what a figure is
    checked against."""
    sel = parse(TransactionSelector, selector)
    with ctx.db.session() as session:
        total, count = session.execute(selected(ctx, sel, signed_sum(), payments())).one()
    return total, int(count)


CURSOR_KIND = "transactions_behind"


def transactions_behind(
    ctx: AccountContext,
    selector: TransactionSelector | dict[str, Any],
    *,
    page: int = 1,
    limit: int = 50,
    cursor: str | None = None,
) -> TransactionPage:
    """The transactions a figure is made of, newest first, paged like ``list_transactions``: by
    ``page`` or by ``cursor`` (the previous page's ``next_cursor``; see core/keyset.py)."""
    sel = parse(TransactionSelector, selector)
    check_page(page, limit)
    check_cursor_and_page(cursor, page)
    key = decode_cursor(ctx, CURSOR_KIND, cursor, (datetime, str))
    with ctx.db.session() as session:
        # A split row counts once here, whichever of its parts the selector took.
        ids = selected(ctx, sel, T.id).distinct()
        total = session.scalar(select(func.count()).select_from(ids.subquery())) or 0
        query = (
            select(Transaction, Category)
            .outerjoin(Category, Category.id == Transaction.category_id)
            .where(Transaction.id.in_(ids))
            .order_by(Transaction.date.desc(), Transaction.id.desc())
            .options(selectinload(Transaction.splits))
            .limit(limit + 1)
        )
        query = (
            query.offset((page - 1) * limit)
            if key is None
            else query.where(after((Transaction.date, Transaction.id), key))
        )
        found = session.execute(query).all()
        rows, more = found[:limit], len(found) > limit
        last = rows[-1][0] if rows else None
        return TransactionPage(
            transactions=[to_read(tx, cat) for tx, cat in rows],
            pagination=pagination(page, limit, total),
            next_cursor=encode_cursor(ctx, CURSOR_KIND, (last.date, last.id)) if more and last else None,
        )


def other_currency_count(session: Session, ctx: AccountContext, sel: TransactionSelector) -> int:
    """How many transactions the period has in currencies other than the selector's (left out)."""
    where = list(selector_where(ctx, sel))
    where[1] = T.currency != sel.currency
    query = (
        select(payments())
        .select_from(T)
        .outerjoin(Category, (Category.id == T.category_id) & (Category.account_id == ctx.account_id))
        .where(*where)
    )
    return int(session.scalar(query) or 0)


def fees_kept(
    session: Session, ctx: AccountContext, sel: TransactionSelector
) -> dict[str, tuple[Decimal, str, str]]:
    """What processors kept from the payouts among the selector's money in, per bank row: ``{id: (fee,
    merchant key, YYYY-MM)}`` for each split row it takes whose parts going out (the fee, a cost) it does not
    take. A payout the review split into the sale at its gross and the fee counts its sale in earnings; what
    was banked is that less the fee. (Empty when nothing is split, or when the selector takes the fee parts
    too: its sum is then the net.)"""
    split = select(_PARTS.transaction_id)
    taken = selected(ctx, sel, T.id).where(T.id.in_(split)).distinct()
    every: dict[str, Any] = dict(
        session.execute(
            select(_PARTS.transaction_id, func.sum(_PARTS.amount, type_=Money()))
            .where(_PARTS.transaction_id.in_(taken), _PARTS.amount < 0)
            .group_by(_PARTS.transaction_id)
        ).all()
    )
    if not every:
        return {}
    within: dict[str, Any] = dict(
        session.execute(
            selected(ctx, sel, T.id, signed_sum()).where(T.id.in_(split), T.amount < 0).group_by(T.id)
        ).all()
    )
    kept = {i: within.get(i, 0) - v for i, v in every.items()}
    kept = {i: v for i, v in kept.items() if v}
    if not kept:
        return {}
    found = session.execute(select(_TX.id, merchant_key(_TX), _TX.date).where(_TX.id.in_(list(kept)))).all()
    # the month as ``month_of`` reads it: of the date in UTC
    return {i: (kept[i], k, f"{d.astimezone(UTC) if d.tzinfo else d:%Y-%m}") for i, k, d in found}
