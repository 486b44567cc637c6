"""Work trips away from home, with their expenses and the ATO travel-diary rule.

A travel diary is needed when you travel away for six or more nights in a row (the ATO's rule for
work-related travel; domestic and overseas alike). ``nights`` counts nights away: end date minus
start date for an overnight trip, 0 for a day trip.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.expenses.models import Expense
from finkit.core.expenses.service import load_expense
from finkit.core.schemas import parse
from finkit.core.search.documents import remove_document
from finkit.core.tax.periods import financial_year
from finkit.core.travel.models import TravelRecord, TravelRecordExpense
from finkit.core.travel.schemas import TravelRecordCreate, TravelRecordRead
from finkit.core.travel.search_docs import TRAVEL, index_travel_record

DIARY_NIGHTS = 6


def _load(session: Session, ctx: AccountContext, record_id: str) -> TravelRecord:
    record = session.scalar(
        select(TravelRecord).where(TravelRecord.id == record_id, TravelRecord.account_id == ctx.account_id)
    )
    if record is None:
        raise NotFoundError("travel record", record_id)
    return record


def _read(session: Session, record: TravelRecord) -> TravelRecordRead:
    expenses = session.scalars(
        select(Expense)
        .join(TravelRecordExpense, TravelRecordExpense.expense_id == Expense.id)
        .where(TravelRecordExpense.travel_record_id == record.id, Expense.account_id == record.account_id)
        .order_by(Expense.date, Expense.id)
    ).all()
    nights = (record.end_date - record.start_date).days if record.overnight else 0
    return TravelRecordRead(
        id=record.id,
        start_date=record.start_date,
        end_date=record.end_date,
        destination=record.destination,
        purpose=record.purpose,
        overnight=record.overnight,
        nights=nights,
        travel_diary_required=nights >= DIARY_NIGHTS,
        expense_ids=[e.id for e in expenses],
        expenses_total=sum((e.amount for e in expenses), Decimal(0)),
        notes=record.notes,
    )


def _link(session: Session, ctx: AccountContext, record: TravelRecord, expense_id: str) -> None:
    expense = load_expense(session, ctx, expense_id, field="expenseIds")
    exists = session.get(TravelRecordExpense, (record.id, expense.id))
    if exists is None:
        session.add(
            TravelRecordExpense(travel_record_id=record.id, expense_id=expense.id, account_id=ctx.account_id)
        )


def create_travel_record(
    ctx: AccountContext, *, data: TravelRecordCreate | dict[str, Any]
) -> TravelRecordRead:
    data = parse(TravelRecordCreate, data)
    if data.end_date < data.start_date:
        raise ValidationError.for_field("endDate", "is before startDate")
    with ctx.db.session() as session:
        record = TravelRecord(
            account_id=ctx.account_id,
            start_date=data.start_date,
            end_date=data.end_date,
            destination=data.destination.strip(),
            purpose=data.purpose.strip(),
            overnight=data.overnight,
            notes=data.notes,
        )
        session.add(record)
        session.flush()
        for expense_id in data.expense_ids:
            _link(session, ctx, record, expense_id)
        record_activity(session, ctx, "travel.create", target_type="travel_record", target_id=record.id)
        index_travel_record(session, ctx, record)
        session.flush()
        return _read(session, record)


def get_travel_record(ctx: AccountContext, record_id: str) -> TravelRecordRead:
    with ctx.db.session() as session:
        return _read(session, _load(session, ctx, record_id))


def list_travel_records(ctx: AccountContext, *, year: int | None = None) -> list[TravelRecordRead]:
    """The account's trips away, by start date; ``year`` limits to one income year (2025 = 2024-25)."""
    from finkit.core.travel.service import CAR_RULES_COUNTRY

    query = select(TravelRecord).where(TravelRecord.account_id == ctx.account_id)
    if year is not None and not 2000 <= year <= 2100:
        raise ValidationError.for_field("fy", "is not an income year such as 2025")
    if year is not None:
        start, end = financial_year(year, CAR_RULES_COUNTRY).bounds
        query = query.where(TravelRecord.start_date >= start, TravelRecord.start_date <= end)
    with ctx.db.session() as session:
        rows = session.scalars(query.order_by(TravelRecord.start_date, TravelRecord.id)).all()
        return [_read(session, r) for r in rows]


def link_travel_expense(ctx: AccountContext, record_id: str, *, expense_id: str) -> TravelRecordRead:
    with ctx.db.session() as session:
        record = _load(session, ctx, record_id)
        _link(session, ctx, record, expense_id)
        record_activity(
            session,
            ctx,
            "travel.link",
            target_type="travel_record",
            target_id=record.id,
            details={"expenseId": expense_id},
        )
        session.flush()
        return _read(session, record)


def unlink_travel_expense(ctx: AccountContext, record_id: str, *, expense_id: str) -> TravelRecordRead:
    with ctx.db.session() as session:
        record = _load(session, ctx, record_id)
        removed = session.execute(
            delete(TravelRecordExpense).where(
                TravelRecordExpense.travel_record_id == record.id,
                TravelRecordExpense.expense_id == expense_id,
            )
        )
        if not getattr(removed, "rowcount", 0):  # not linked to this trip (or not the caller's): say so
            raise NotFoundError("expense on this travel record", expense_id)
        record_activity(session, ctx, "travel.unlink", target_type="travel_record", target_id=record.id)
        return _read(session, record)


def delete_travel_record(ctx: AccountContext, record_id: str) -> dict[str, Any]:
    with ctx.db.session() as session:
        record = _load(session, ctx, record_id)
        session.execute(delete(TravelRecordExpense).where(TravelRecordExpense.travel_record_id == record.id))
        session.delete(record)
        remove_document(session, ctx, kind=TRAVEL, ref_id=record_id)
        record_activity(session, ctx, "travel.delete", target_type="travel_record", target_id=record_id)
        return {"id": record_id, "deleted": True}
