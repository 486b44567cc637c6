"""Bills: CRUD, upcoming / overdue / due-soon listings, recurring detection and bills from patterns.

Dates here are calendar days; "today" is the context clock's UTC date. Amounts are positive
magnitudes and ``type`` says the direction (``debit`` a bill, ``credit`` an expected income).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime, time, timedelta
from typing import Any, cast

from pydantic.alias_generators import to_snake
from sqlalchemy import ColumnElement, func, or_, select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.bills.matching import (
    delete_payments_of_bill,
    payment_read,
    record_payment,
    scheduled_near,
)
from finkit.core.bills.models import Bill, BillPayment
from finkit.core.bills.recurring import DEFAULT_MIN_CONFIDENCE, Occurrence, Pattern, detect_patterns
from finkit.core.bills.schedule import days_in_month
from finkit.core.bills.schemas import (
    BillCreate,
    BillDeleteResult,
    BillPaymentRead,
    BillRead,
    BillType,
    BillUpdate,
    DetectResult,
    RecurringPatternRead,
)
from finkit.core.bills.search_docs import KIND, index_bill
from finkit.core.categories.models import Category
from finkit.core.categories.schemas import CategoryRead
from finkit.core.categories.service import require_category
from finkit.core.context import AccountContext
from finkit.core.errors import FieldProblem, NotFoundError, ValidationError
from finkit.core.merchants.keys import merchant_key as grouping_key
from finkit.core.merchants.keys import merchant_name
from finkit.core.money import check_places, normalise_currency, parse_amount, round_money
from finkit.core.schemas import parse
from finkit.core.search.documents import remove_document
from finkit.core.transactions.models import Transaction

#: How far back detection looks by default.
DEFAULT_LOOKBACK_DAYS = 730


def _today(ctx: AccountContext) -> date:
    return ctx.now().astimezone(UTC).date()


def bill_read(session: Session, ctx: AccountContext, bill: Bill, *, today: date | None = None) -> BillRead:
    today = today or _today(ctx)
    days = (bill.next_due_date - today).days
    due_soon = bill.is_active and 0 <= days <= bill.reminder_days
    if not bill.is_active:
        status = "inactive"
    elif days < 0:
        status = "overdue"
    elif due_soon:
        status = "due_soon"
    else:
        status = "upcoming"
    category = session.get(Category, bill.category_id) if bill.category_id else None
    return BillRead.model_validate(
        {
            **{c: getattr(bill, c) for c in _COLUMNS},
            "category": CategoryRead.model_validate(category) if category else None,
            "days_until_due": days,
            "reminder_date": bill.next_due_date - timedelta(days=bill.reminder_days),
            "due_soon": due_soon,
            "status": status,
        }
    )


_COMPUTED = {"category", "days_until_due", "reminder_date", "due_soon", "status"}
_COLUMNS = [f for f in BillRead.model_fields if f not in _COMPUTED]


def _load(session: Session, ctx: AccountContext, bill_id: str) -> Bill:
    bill = session.scalar(select(Bill).where(Bill.id == bill_id, Bill.account_id == ctx.account_id))
    if bill is None:
        raise NotFoundError("bill", bill_id)
    return bill


def _check_amounts(bill: Bill) -> None:
    problems = []
    for field, name in (
        ("expected_amount", "expectedAmount"),
        ("min_amount", "minAmount"),
        ("max_amount", "maxAmount"),
    ):
        value = getattr(bill, field)
        if value is not None:
            try:
                setattr(bill, field, check_places(value, bill.currency, field=name))
            except ValidationError as exc:
                problems.extend(exc.fields)
    if bill.expected_amount is None and bill.min_amount is None and bill.max_amount is None:
        problems.append(FieldProblem("expectedAmount", "give expectedAmount, or a minAmount/maxAmount range"))
    if bill.min_amount is not None and bill.max_amount is not None and bill.min_amount > bill.max_amount:
        problems.append(FieldProblem("maxAmount", "is less than minAmount"))
    if problems:
        raise ValidationError(fields=problems)


def _schedule(bill: Bill, anchor_day: int | None = None) -> None:
    """Derive the anchor day; a month-end bill's due date is snapped to its month's last day."""
    due = bill.next_due_date
    if bill.month_end:
        bill.next_due_date = due.replace(day=days_in_month(due.year, due.month))
        bill.anchor_day = 31
    else:
        bill.anchor_day = anchor_day if anchor_day and anchor_day >= due.day else due.day


def _merchant(name: str, merchant: str | None) -> tuple[str, str]:
    shown = (merchant or name).strip()
    return shown, grouping_key(shown) or shown.upper()


def _new_bill(
    session: Session, ctx: AccountContext, data: BillCreate, *, anchor_day: int | None = None
) -> Bill:
    currency = normalise_currency(data.currency or ctx.currency)
    category = require_category(session, ctx, data.category_id) if data.category_id else None
    shown, key = _merchant(data.name, data.merchant)
    now = ctx.now()
    bill = Bill(
        account_id=ctx.account_id,
        name=data.name.strip(),
        merchant=shown,
        merchant_key=key,
        type=data.type,
        expected_amount=data.expected_amount,
        min_amount=data.min_amount,
        max_amount=data.max_amount,
        amount_tolerance=data.amount_tolerance,
        currency=currency,
        frequency=data.frequency,
        next_due_date=data.next_due_date,
        month_end=data.month_end,
        category_id=category.id if category else None,
        autopay=data.autopay,
        reminder_days=data.reminder_days,
        is_active=data.is_active,
        notes=data.notes,
        created_at=now,
        updated_at=now,
    )
    _check_amounts(bill)
    _schedule(bill, anchor_day)
    session.add(bill)
    session.flush()
    record_activity(session, ctx, "bill.create", target_type="bill", target_id=bill.id)
    index_bill(session, ctx, bill)
    return bill


def create_bill(ctx: AccountContext, *, data: BillCreate | dict[str, Any]) -> BillRead:
    data = parse(BillCreate, data)
    with ctx.db.session() as session:
        return bill_read(session, ctx, _new_bill(session, ctx, data))


def get_bill(ctx: AccountContext, bill_id: str) -> BillRead:
    with ctx.db.session() as session:
        return bill_read(session, ctx, _load(session, ctx, bill_id))


def update_bill(ctx: AccountContext, bill_id: str, *, data: BillUpdate | dict[str, Any]) -> BillRead:
    """Partial update; ``expectedAmount``/``minAmount``/``maxAmount``/``categoryId``/``notes`` may be null."""
    data = parse(BillUpdate, data)
    changes = data.model_dump(exclude_unset=True, by_alias=False)
    nullable = {"expected_amount", "min_amount", "max_amount", "category_id", "notes"}
    for key in sorted({k for k, v in changes.items() if v is None} - nullable):
        raise ValidationError.for_field(key, "may not be null")
    with ctx.db.session() as session:
        bill = _load(session, ctx, bill_id)
        if changes.get("category_id"):
            changes["category_id"] = require_category(session, ctx, changes["category_id"]).id
        if "name" in changes:
            changes["name"] = changes["name"].strip()
        if "merchant" in changes:
            bill.merchant, bill.merchant_key = _merchant(
                changes.get("name") or bill.name, changes.pop("merchant")
            )
        for key, value in changes.items():
            setattr(bill, key, value)
        _check_amounts(bill)
        if {"next_due_date", "month_end", "frequency"} & changes.keys():
            _schedule(bill)
        bill.updated_at = ctx.now()
        record_activity(
            session,
            ctx,
            "bill.update",
            target_type="bill",
            target_id=bill.id,
            details={"fields": sorted(changes)},
        )
        session.flush()
        index_bill(session, ctx, bill)
        return bill_read(session, ctx, bill)


def delete_bill(ctx: AccountContext, bill_id: str) -> BillDeleteResult:
    """Delete a bill and its payment links (the transactions themselves stay)."""
    with ctx.db.session() as session:
        bill = _load(session, ctx, bill_id)
        removed = delete_payments_of_bill(session, bill.id)
        session.delete(bill)
        remove_document(session, ctx, kind=KIND, ref_id=bill_id)
        record_activity(session, ctx, "bill.delete", target_type="bill", target_id=bill_id)
        return BillDeleteResult(id=bill_id, payments_removed=removed)


def list_bills(
    ctx: AccountContext,
    *,
    upcoming_days: int | None = None,
    overdue: bool = False,
    include_inactive: bool = False,
) -> list[BillRead]:
    """Bills by next due date. ``upcoming_days=N``: active bills due from today to N days ahead;
    ``overdue``: active bills whose due date has passed unpaid; both: either; neither: all active
    (plus inactive ones with ``include_inactive``)."""
    if upcoming_days is not None and upcoming_days < 0:
        raise ValidationError.for_field("upcoming", "must be 0 or more")
    today = _today(ctx)
    query = select(Bill).where(Bill.account_id == ctx.account_id)
    if upcoming_days is not None or overdue or not include_inactive:
        query = query.where(Bill.is_active.is_(True))
    windows: list[ColumnElement[bool]] = []
    if upcoming_days is not None:
        windows.append(Bill.next_due_date.between(today, today + timedelta(days=upcoming_days)))
    if overdue:
        windows.append(Bill.next_due_date < today)
    if windows:
        query = query.where(or_(*windows))
    with ctx.db.session() as session:
        rows = session.scalars(query.order_by(Bill.next_due_date, Bill.name, Bill.id)).all()
        return [bill_read(session, ctx, b, today=today) for b in rows]


def bills_due_soon(ctx: AccountContext, *, within_days: int | None = None) -> list[BillRead]:
    """Active bills due from today to ``within_days`` ahead; without a window, each bill's own
    ``reminderDays`` is its window (the bills whose reminder date has come)."""
    today = _today(ctx)
    bills = list_bills(ctx, upcoming_days=within_days if within_days is not None else 366)
    if within_days is not None:
        return bills
    return [b for b in bills if b.days_until_due <= b.reminder_days and b.next_due_date >= today]


def list_bill_payments(ctx: AccountContext, bill_id: str) -> list[BillPaymentRead]:
    with ctx.db.session() as session:
        _load(session, ctx, bill_id)
        rows = session.scalars(
            select(BillPayment)
            .where(BillPayment.account_id == ctx.account_id, BillPayment.bill_id == bill_id)
            .order_by(BillPayment.due_date.desc(), BillPayment.id)
        ).all()
        return [payment_read(p) for p in rows]


# --- recurring detection ----------------------------------------------------------------------------


def _latest_data_day(session: Session, ctx: AccountContext) -> date:
    """The day detection judges "still running" from: today, or the account's latest transaction when
    its data ends earlier. A statement imported months after its last row would otherwise call every
    monthly payment in it stopped (issue 26: 3 of 16 patterns found five months on)."""
    latest = session.scalar(
        select(func.max(Transaction.date)).where(Transaction.account_id == ctx.account_id)
    )
    today = _today(ctx)
    return min(today, latest.date()) if latest is not None else today


def _history(session: Session, ctx: AccountContext, since: date) -> list[Occurrence]:
    rows = session.execute(
        select(
            Transaction.id,
            Transaction.date,
            Transaction.amount,
            Transaction.currency,
            Transaction.merchant,
            Transaction.description,
            Transaction.category_id,
        ).where(
            Transaction.account_id == ctx.account_id,
            Transaction.date >= datetime.combine(since, time(0), tzinfo=UTC),
        )
    ).all()
    occurrences = []
    for tx_id, when, amount, currency, merchant, description, category_id in rows:
        name = merchant_name(merchant, description)
        occurrences.append(Occurrence(tx_id, when.date(), amount, name.upper(), name, currency, category_id))
    return occurrences


def _covering_bill(
    session: Session, ctx: AccountContext, pattern: Pattern, bills: Sequence[Bill]
) -> str | None:
    linked = session.scalar(
        select(BillPayment.bill_id).where(
            BillPayment.account_id == ctx.account_id, BillPayment.transaction_id.in_(pattern.transaction_ids)
        )
    )
    if linked is not None:
        return linked
    for bill in bills:
        if (
            bill.merchant_key == pattern.key
            and bill.type == pattern.type
            and bill.currency == pattern.currency
            and bill.frequency == pattern.frequency
        ):
            return bill.id
    return None


def _pattern_read(pattern: Pattern, bill_id: str | None) -> RecurringPatternRead:
    return RecurringPatternRead(
        merchant=pattern.name,
        merchant_key=pattern.key,
        type=cast(BillType, pattern.type),
        is_income=pattern.type == "credit",
        currency=pattern.currency,
        frequency=pattern.frequency,
        month_end=pattern.month_end,
        confidence=parse_amount(pattern.confidence, field="confidence"),
        fixed_amount=pattern.fixed_amount,
        average_amount=round_money(pattern.average_amount, pattern.currency),
        min_amount=round_money(pattern.min_amount, pattern.currency),
        max_amount=round_money(pattern.max_amount, pattern.currency),
        occurrences=pattern.occurrences,
        first_seen=pattern.first_seen,
        last_seen=pattern.last_seen,
        next_expected_date=pattern.next_expected,
        active=pattern.active,
        transaction_ids=pattern.transaction_ids,
        category_id=pattern.category_id,
        bill_id=bill_id,
    )


def _detect(
    session: Session,
    ctx: AccountContext,
    *,
    as_of: date | None,
    min_confidence: float,
    include_inactive: bool,
    lookback_days: int,
) -> list[tuple[Pattern, str | None]]:
    as_of = as_of or _latest_data_day(session, ctx)
    history = _history(session, ctx, as_of - timedelta(days=lookback_days))
    patterns = detect_patterns(
        history, as_of=as_of, min_confidence=min_confidence, include_inactive=include_inactive
    )
    bills = session.scalars(select(Bill).where(Bill.account_id == ctx.account_id)).all()
    return [(p, _covering_bill(session, ctx, p, bills)) for p in patterns]


def detect_recurring(
    ctx: AccountContext,
    *,
    as_of: date | None = None,
    min_confidence: float = DEFAULT_MIN_CONFIDENCE,
    include_inactive: bool = False,
    lookback_days: int = DEFAULT_LOOKBACK_DAYS,
    create: bool = False,
) -> DetectResult:
    """Recurring patterns in the account's last ``lookback_days`` of history (bills and income), most
    confident first. ``create=True`` also creates a bill for each pattern no bill covers yet, in one
    transaction, linking the pattern's transactions as its payment history."""
    if not 0 <= min_confidence <= 1:
        raise ValidationError.for_field("minConfidence", "must be between 0 and 1")
    with ctx.db.session() as session:
        as_of = as_of or _latest_data_day(session, ctx)
        found = _detect(
            session,
            ctx,
            as_of=as_of,
            min_confidence=min_confidence,
            include_inactive=include_inactive,
            lookback_days=lookback_days,
        )
        created = []
        reads = []
        for pattern, bill_id in found:
            if create and bill_id is None:
                bill = _bill_from_pattern(session, ctx, pattern, {})
                created.append(bill_read(session, ctx, bill))
                bill_id = bill.id
            reads.append(_pattern_read(pattern, bill_id))
        return DetectResult(patterns=reads, created=created, as_of=as_of)


def _bill_from_pattern(
    session: Session, ctx: AccountContext, pattern: Pattern, overrides: dict[str, Any]
) -> Bill:
    average = round_money(pattern.average_amount, pattern.currency)
    body: dict[str, Any] = {
        "name": pattern.name,
        "merchant": pattern.name,
        "type": pattern.type,
        "expected_amount": average,
        "currency": pattern.currency,
        "frequency": pattern.frequency,
        "next_due_date": pattern.next_expected,
        "month_end": pattern.month_end,
        "category_id": pattern.category_id,
        "notes": f"Created from a detected {pattern.frequency} pattern ({pattern.occurrences} payments).",
    }
    if not pattern.fixed_amount:
        body["min_amount"] = round_money(pattern.min_amount, pattern.currency)
        body["max_amount"] = round_money(pattern.max_amount, pattern.currency)
    data = parse(BillCreate, {**body, **{to_snake(k): v for k, v in overrides.items()}})
    bill = _new_bill(session, ctx, data, anchor_day=pattern.anchor_day)
    bill.merchant_key = pattern.key
    taken = set(
        session.scalars(
            select(BillPayment.transaction_id).where(BillPayment.transaction_id.in_(pattern.transaction_ids))
        ).all()
    )
    txs = session.scalars(
        select(Transaction)
        .where(Transaction.account_id == ctx.account_id, Transaction.id.in_(pattern.transaction_ids))
        .order_by(Transaction.date)
    ).all()
    seen_dues: set[date] = set()
    for tx in txs:
        due = scheduled_near(bill, tx.date.date())
        if tx.id in taken or due in seen_dues:
            continue
        seen_dues.add(due)
        record_payment(session, ctx, bill, tx, due, "pattern")
    if bill.next_due_date < pattern.next_expected:
        bill.next_due_date = pattern.next_expected
    index_bill(session, ctx, bill)
    return bill


def create_bill_from_pattern(
    ctx: AccountContext,
    *,
    merchant_key: str,
    frequency: str | None = None,
    data: dict[str, Any] | None = None,
    as_of: date | None = None,
) -> BillRead:
    """One step from a detected pattern to a bill: the pattern of ``merchant_key`` (and ``frequency``,
    when a merchant has several) is detected afresh, the bill is created with its schedule, amount and
    category (``data`` overrides any BillCreate field), and its transactions become the bill's payments."""
    key = grouping_key(merchant_key) or merchant_key.upper()
    with ctx.db.session() as session:
        found = _detect(
            session,
            ctx,
            as_of=as_of,
            min_confidence=0.0,
            include_inactive=True,
            lookback_days=DEFAULT_LOOKBACK_DAYS,
        )
        matches = [p for p, _ in found if p.key in {key, merchant_key} and frequency in {None, p.frequency}]
        if not matches:
            raise NotFoundError("recurring pattern", merchant_key)
        return bill_read(session, ctx, _bill_from_pattern(session, ctx, matches[0], data or {}))


__all__ = [
    "bill_read",
    "bills_due_soon",
    "create_bill",
    "create_bill_from_pattern",
    "delete_bill",
    "detect_recurring",
    "get_bill",
    "list_bill_payments",
    "list_bills",
    "update_bill",
]
