from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, time, timedelta
from typing import Any

from sqlalchemy import Select, func, or_, select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.categories.schemas import CategoryRead
from finkit.core.categories.service import require_category
from finkit.core.context import AccountContext
from finkit.core.db.types import Money
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.keyset import after, check_cursor_and_page, decode_cursor, encode_cursor
from finkit.core.money import normalise_currency, quantum
from finkit.core.periods.account import apply_period
from finkit.core.pipeline import after_write, before_transaction_delete
from finkit.core.schemas import check_page, pagination, parse
from finkit.core.tax.gst import resolve_gst
from finkit.core.tax.treatment import TAX_FIELDS
from finkit.core.transactions.amounts import signed_amount
from finkit.core.transactions.models import Transaction, Trigger
from finkit.core.transactions.schemas import (
    TransactionCreate,
    TransactionDeleteResult,
    TransactionFilters,
    TransactionPage,
    TransactionRead,
    TransactionUpdate,
)
from finkit.core.transactions.stats import count_transactions


def to_read(tx: Transaction, category: Category | None) -> TransactionRead:
    data = {c: getattr(tx, c) for c in _READ_COLUMNS}
    places = quantum(tx.currency)  # stored in thousandths; shown in the currency's own minor unit
    data["amount"] = tx.amount.quantize(places)
    if tx.gst_amount is not None:
        data["gst_amount"] = tx.gst_amount.quantize(places)
    data["category"] = CategoryRead.model_validate(category) if category is not None else None
    user_set = set(tx.tax_user_set or ())
    data["tax_treatment_source"] = {
        _FIELD_ALIASES[name]: ("user" if name in user_set else "derived") for name in TAX_FIELDS
    }
    return TransactionRead.model_validate(data)


_READ_COLUMNS = [f for f in TransactionRead.model_fields if f not in {"category", "tax_treatment_source"}]
_FIELD_ALIASES = {
    "is_tax_deductible": "isTaxDeductible",
    "business_use_percentage": "businessUsePercentage",
    "gst_treatment": "gstTreatment",
    "gst_amount": "gstAmount",
}


def _load(session: Session, ctx: AccountContext, transaction_id: str) -> Transaction:
    tx = session.scalar(
        select(Transaction).where(Transaction.id == transaction_id, Transaction.account_id == ctx.account_id)
    )
    if tx is None:
        raise NotFoundError("transaction", transaction_id)
    return tx


def _category(session: Session, tx: Transaction) -> Category | None:
    return session.get(Category, tx.category_id) if tx.category_id else None


def _finish_write(
    session: Session, ctx: AccountContext, tx: Transaction, trigger: Trigger, before: str | None
) -> TransactionRead:
    """Run the write pipeline (``finkit.core.pipeline.steps``: merchant, rules, tax, bills, sets, events)."""
    category = after_write(session, ctx, tx, trigger, category_before=before)
    return to_read(tx, category)


def _checked_gst(amount: Any, gst_amount: Any, included: bool, currency: str) -> Any:
    """A GST amount the user gave, checked and signed like the amount (None: derive it)."""
    if gst_amount is None:
        return None
    return resolve_gst(
        amount, gst_amount=gst_amount, gst_rate=None, default_rate=None, included=included, currency=currency
    )


def _explicit_tax(
    data: TransactionCreate | TransactionUpdate, *, cleared_is_derived: bool
) -> tuple[set[str], set[str]]:
    """(tax fields the user set now, fields they cleared back to derived: ``null`` on an update)."""
    given = data.model_fields_set & set(TAX_FIELDS)
    values = {name: getattr(data, name) for name in given}
    cleared = {name for name, value in values.items() if value is None} if cleared_is_derived else set()
    return {name for name, value in values.items() if value is not None}, cleared


def create_transaction(
    ctx: AccountContext, *, data: TransactionCreate | dict[str, Any], source: str = "manual"
) -> TransactionRead:
    data = parse(TransactionCreate, data)
    with ctx.db.session() as session:
        return add_transaction(session, ctx, data, source=source)


def add_transaction(
    session: Session, ctx: AccountContext, data: TransactionCreate, *, source: str = "manual"
) -> TransactionRead:
    """``create_transaction`` inside the caller's unit of work (batch callers own the commit)."""
    currency = normalise_currency(data.currency or ctx.currency)
    amount, type_ = signed_amount(data.amount, data.type, currency)
    category = require_category(session, ctx, data.category_id) if data.category_id else None
    tx = Transaction(
        account_id=ctx.account_id,
        date=data.date,
        description=data.description.strip(),
        amount=amount,
        currency=currency,
        type=type_,
        category_id=category.id if category else None,
        merchant=(data.merchant or "").strip() or None,
        # Tax fields the user gave are kept as theirs; the pipeline derives the rest.
        is_tax_deductible=bool(data.is_tax_deductible),
        business_use_percentage=data.business_use_percentage,
        gst_rate=data.gst_rate,
        gst_included=data.gst_included,
        gst_treatment=data.gst_treatment,
        gst_amount=_checked_gst(amount, data.gst_amount, data.gst_included, currency),
        tax_user_set=sorted(_explicit_tax(data, cleared_is_derived=False)[0]),
        notes=data.notes,
        tags=data.tags,
        source=source,
        category_assigned_by="user" if category else None,
        category_locked=category is not None,
    )
    session.add(tx)
    session.flush()  # assigns the id, so the activity row names the transaction
    record_activity(session, ctx, "transaction.create", target_type="transaction", target_id=tx.id)
    return _finish_write(session, ctx, tx, "created", None)


def get_transaction(ctx: AccountContext, transaction_id: str) -> TransactionRead:
    with ctx.db.session() as session:
        tx = _load(session, ctx, transaction_id)
        return to_read(tx, _category(session, tx))


_NOT_NULLABLE = {"date", "description", "amount", "gst_included", "tags"}


def update_transaction(
    ctx: AccountContext, transaction_id: str, *, data: TransactionUpdate | dict[str, Any]
) -> TransactionRead:
    """Partial update. A category set here is the user's choice: it is locked against automation."""
    data = parse(TransactionUpdate, data)
    changes = data.model_dump(exclude_unset=True, by_alias=False)
    for key in _NOT_NULLABLE & {k for k, v in changes.items() if v is None}:
        raise ValidationError.for_field(key, "may not be null")
    with ctx.db.session() as session:
        tx = _load(session, ctx, transaction_id)
        before = tx.category_id
        if "category_id" in changes:
            new_cat = changes.pop("category_id")
            tx.category_id = require_category(session, ctx, new_cat).id if new_cat else None
            tx.category_assigned_by = "user"
            tx.category_locked = True
        if "amount" in changes or "type" in changes:
            tx.amount, tx.type = signed_amount(
                changes.pop("amount", None) or abs(tx.amount),
                changes.pop("type", None) or tx.type,
                tx.currency,
            )
        explicit_gst = changes.pop("gst_amount", None)
        set_now, cleared = _explicit_tax(data, cleared_is_derived=True)
        for name in cleared:
            changes.pop(name, None)  # derived again by the pipeline
        for key, value in changes.items():
            setattr(tx, key, value.strip() if key in {"description", "merchant"} and value else value)
        if explicit_gst is not None:
            tx.gst_amount = _checked_gst(tx.amount, explicit_gst, tx.gst_included, tx.currency)
        if set_now or cleared:  # null returns a field to derivation; a value makes it the user's
            tx.tax_user_set = sorted((set(tx.tax_user_set or ()) | set_now) - cleared)
        tx.updated_at = ctx.now()
        record_activity(
            session,
            ctx,
            "transaction.update",
            target_type="transaction",
            target_id=tx.id,
            details={"fields": sorted(data.model_fields_set)},
        )
        return _finish_write(session, ctx, tx, "updated", before)


def delete_transaction(ctx: AccountContext, transaction_id: str) -> TransactionDeleteResult:
    with ctx.db.session() as session:
        tx = _load(session, ctx, transaction_id)
        before_transaction_delete(session, ctx, tx.id)
        session.delete(tx)
        record_activity(
            session, ctx, "transaction.delete", target_type="transaction", target_id=transaction_id
        )
        return TransactionDeleteResult(id=transaction_id)


def _day_start(day: Any) -> datetime:
    return datetime.combine(day, time(0), tzinfo=UTC)


def filtered_query(ctx: AccountContext, filters: TransactionFilters) -> Select[Any]:
    """The account's transactions matching ``filters`` (no order or paging): shared by list, search
    and analytics so every surface filters the same way."""
    query = select(Transaction).where(Transaction.account_id == ctx.account_id)
    if filters.category:
        if filters.category.lower() in {"none", "uncategorised", "uncategorized"}:
            query = query.where(Transaction.category_id.is_(None))
        else:
            query = query.where(Transaction.category_id == filters.category)
    if filters.from_date:
        query = query.where(Transaction.date >= _day_start(filters.from_date))
    if filters.to_date:
        query = query.where(Transaction.date < _day_start(filters.to_date + timedelta(days=1)))
    if filters.from_date and filters.to_date and filters.from_date > filters.to_date:
        raise ValidationError.for_field("toDate", "is before fromDate")
    if filters.type:
        query = query.where(Transaction.type == filters.type)
    if filters.source:
        query = query.where(Transaction.source == filters.source)
    if filters.import_batch:
        query = query.where(Transaction.import_batch_id == filters.import_batch)
    if filters.q:
        pattern = f"%{_escape_like(filters.q.strip())}%"
        query = query.where(
            or_(
                Transaction.description.ilike(pattern, escape="\\"),
                Transaction.merchant.ilike(pattern, escape="\\"),
            )
        )
    if filters.merchant:
        query = query.where(
            Transaction.merchant.ilike(f"%{_escape_like(filters.merchant.strip())}%", escape="\\")
        )
    magnitude = func.abs(Transaction.amount, type_=Money())  # typed, so the bound limits are scaled too
    if filters.min_amount is not None:
        query = query.where(magnitude >= abs(filters.min_amount))
    if filters.max_amount is not None:
        query = query.where(magnitude <= abs(filters.max_amount))
    if (
        filters.min_amount is not None
        and filters.max_amount is not None
        and abs(filters.min_amount) > abs(filters.max_amount)
    ):
        raise ValidationError.for_field("maxAmount", "is less than minAmount")
    return query


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def page_id_query(base: Select[Any], total: int, offset: int, limit: int) -> Select[Any]:
    """The ids of one page, newest first, found on the index alone (a "deferred join": rows and their
    categories are fetched for these ids only, never for the skipped ones). Past the middle, the index is
    walked from the oldest end instead, so the deepest pages cost what the first ones do."""
    ids = base.with_only_columns(Transaction.id)
    if offset > total // 2 and offset < total:
        from_end = max(total - offset - limit, 0)
        return (
            ids.order_by(Transaction.date.asc(), Transaction.id.asc())
            .offset(from_end)
            .limit(min(limit, total - offset))
        )
    return ids.order_by(Transaction.date.desc(), Transaction.id.desc()).offset(offset).limit(limit)


CURSOR_KIND = "transactions"
_NEWEST_FIRST = (Transaction.date.desc(), Transaction.id.desc())


def list_transactions(
    ctx: AccountContext, filters: TransactionFilters | dict[str, Any] | None = None
) -> TransactionPage:
    """One page, newest first (date desc, then id desc: stable across pages).

    Pages by ``page`` (numbered) or by ``cursor`` (the ``nextCursor`` of the page before: a range
    scan from that row's key, so page 20,000 costs what page 1 does; see core/keyset.py)."""
    filters = parse(TransactionFilters, filters or {})
    filters = apply_period(ctx, filters)
    check_page(filters.page, filters.limit)
    check_cursor_and_page(filters.cursor, filters.page)
    key = decode_cursor(ctx, CURSOR_KIND, filters.cursor, (datetime, str))
    base = filtered_query(ctx, filters)
    with ctx.db.session() as session:
        total = count_transactions(session, ctx, filters, base)  # O(1) or cached: see stats.py
        if key is None:
            page_ids: Select[Any] | list[str] = page_id_query(
                base, total, (filters.page - 1) * filters.limit, filters.limit
            )
            more = filters.page * filters.limit < total
        else:
            found = session.scalars(
                base.with_only_columns(Transaction.id)
                .where(after((Transaction.date, Transaction.id), key))
                .order_by(*_NEWEST_FIRST)
                .limit(filters.limit + 1)
            ).all()
            page_ids, more = list(found[: filters.limit]), len(found) > filters.limit
        rows: Sequence[Any] = session.execute(
            select(Transaction, Category)
            .outerjoin(Category, Category.id == Transaction.category_id)
            .where(Transaction.id.in_(page_ids))
            .order_by(*_NEWEST_FIRST)
        ).all()
        last = rows[-1][0] if rows else None
        return TransactionPage(
            transactions=[to_read(tx, cat) for tx, cat in rows],
            pagination=pagination(filters.page, filters.limit, total),
            next_cursor=encode_cursor(ctx, CURSOR_KIND, (last.date, last.id)) if more and last else None,
        )
