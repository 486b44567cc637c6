"""Reading transactions: one, a filtered query, and a page (numbered or by cursor).

Kept apart from ``service.py`` (the writes) so that a read imports only what reading needs: the write
path imports the whole pipeline (merchants, categoriser, bills, expenses, webhooks, tax), which cost
``finkit tx list`` about a second of imports (issue 14, docs/decisions/0019-speed.md). ``service.py``
re-exports these names, so callers may import either.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, time, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import ColumnElement, Select, func, or_, select
from sqlalchemy.orm import InstrumentedAttribute, Session, selectinload

from finkit.core.categories.models import Category
from finkit.core.categories.schemas import CategoryRead
from finkit.core.context import AccountContext
from finkit.core.db.types import Money
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.keyset import after, check_cursor_and_page, decode_cursor, encode_cursor
from finkit.core.money import quantum
from finkit.core.schemas import check_page, pagination, parse
from finkit.core.tax.treatment import TAX_FIELDS
from finkit.core.transactions.models import Transaction
from finkit.core.transactions.schemas import (
    SplitRead,
    TransactionFilters,
    TransactionPage,
    TransactionRead,
)
from finkit.core.transactions.stats import count_transactions


def to_read(tx: Transaction, category: Category | None) -> TransactionRead:
    data = {c: getattr(tx, c) for c in _READ_COLUMNS}
    places = quantum(tx.currency)  # stored in thousandths; shown in the currency's own minor unit
    data["amount"] = tx.amount.quantize(places)
    if tx.gst_amount is not None:
        data["gst_amount"] = tx.gst_amount.quantize(places)
    if tx.gst_free_part is not None:
        data["gst_free_part"] = tx.gst_free_part.quantize(places)
    data["category"] = CategoryRead.model_validate(category) if category is not None else None
    bank = tx.bank_account
    data["bank_account"] = {"id": bank.id, "name": bank.name} if bank is not None else None
    user_set = set(tx.tax_user_set or ())
    data["tax_treatment_source"] = {
        _FIELD_ALIASES[name]: ("user" if name in user_set else "derived") for name in TAX_FIELDS
    }
    data["splits"] = split_reads(tx)
    return TransactionRead.model_validate(data)


def split_reads(tx: Transaction) -> list[SplitRead]:
    """A split row's parts as the API shows them (amounts in the currency's own minor unit); empty for
    a row that is one whole."""
    places = quantum(tx.currency)
    reads = []
    for part in tx.splits:
        user_set = set(part.tax_user_set or ())
        reads.append(
            SplitRead.model_validate(
                {
                    "id": part.id,
                    "position": part.position,
                    "amount": part.amount.quantize(places),
                    "category_id": part.category_id,
                    "category_name": part.category.name if part.category is not None else None,
                    "is_tax_deductible": part.is_tax_deductible,
                    "business_use_percentage": part.business_use_percentage,
                    "gst_treatment": part.gst_treatment,
                    "gst_amount": part.gst_amount.quantize(places) if part.gst_amount is not None else None,
                    "tax_treatment_source": {
                        _FIELD_ALIASES[name]: ("user" if name in user_set else "derived")
                        for name in TAX_FIELDS
                    },
                }
            )
        )
    return reads


_READ_COLUMNS = [
    f
    for f in TransactionRead.model_fields
    if f not in {"category", "tax_treatment_source", "bank_account", "splits"}
]
_FIELD_ALIASES = {
    "is_tax_deductible": "isTaxDeductible",
    "business_use_percentage": "businessUsePercentage",
    "gst_treatment": "gstTreatment",
    "gst_amount": "gstAmount",
}


def load_transaction(session: Session, ctx: AccountContext, transaction_id: str) -> Transaction:
    """The account's transaction ``transaction_id`` in ``session``, or ``NotFoundError``."""
    tx = session.scalar(
        select(Transaction).where(Transaction.id == transaction_id, Transaction.account_id == ctx.account_id)
    )
    if tx is None:
        raise NotFoundError("transaction", transaction_id)
    return tx


def category_of(session: Session, tx: Transaction) -> Category | None:
    """The category row of ``tx`` (None when uncategorised)."""
    return session.get(Category, tx.category_id) if tx.category_id else None


def get_transaction(ctx: AccountContext, transaction_id: str) -> TransactionRead:
    with ctx.db.session() as session:
        tx = load_transaction(session, ctx, transaction_id)
        return to_read(tx, category_of(session, tx))


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
    if filters.bank_account_id:
        query = query.where(Transaction.bank_account_id == _bank_account_id(ctx, filters.bank_account_id))
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
    query = query.where(*amount_bounds(Transaction.amount, filters.min_amount, filters.max_amount))
    if (
        filters.min_amount is not None
        and filters.max_amount is not None
        and abs(filters.min_amount) > abs(filters.max_amount)
    ):
        raise ValidationError.for_field("maxAmount", "is less than minAmount")
    return query


def amount_bounds(
    amount: ColumnElement[Decimal] | InstrumentedAttribute[Decimal], low: Decimal | None, high: Decimal | None
) -> list[ColumnElement[bool]]:
    """Rows whose absolute ``amount`` is at least ``low`` and at most ``high`` (inclusive; either may be
    None): the one reading of an amount filter, for the transaction list and the analytics selector
    (which reads split parts through its own ledger rows, so the column is given)."""
    magnitude = func.abs(amount, type_=Money())  # typed: the bounds are scaled as the amounts are
    clauses: list[ColumnElement[bool]] = []
    if low is not None:
        clauses.append(magnitude >= abs(low))
    if high is not None:
        clauses.append(magnitude <= abs(high))
    return clauses


def _bank_account_id(ctx: AccountContext, ref: str) -> str:
    """The id of the holder's bank account ``ref`` (an id or a name), or ``NotFoundError``."""
    from finkit.core.bank_accounts.models import BankAccount

    with ctx.db.session() as session:
        found = session.scalar(
            select(BankAccount.id).where(
                BankAccount.account_id == ctx.account_id,
                or_(BankAccount.id == ref, func.lower(BankAccount.name) == ref.strip().lower()),
            )
        )
    if found is None:
        raise NotFoundError("bank account", ref)
    return found


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
    if filters.period:  # the period reader (a few hundred patterns) loads only when a period is given
        from finkit.core.periods.account import apply_period

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
            .options(selectinload(Transaction.splits))
            .order_by(*_NEWEST_FIRST)
        ).all()
        last = rows[-1][0] if rows else None
        return TransactionPage(
            transactions=[to_read(tx, cat) for tx, cat in rows],
            pagination=pagination(filters.page, filters.limit, total),
            next_cursor=encode_cursor(ctx, CURSOR_KIND, (last.date, last.id)) if more and last else None,
        )
