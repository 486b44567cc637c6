"""Matching paid transactions to bills, automatically (a step of the write pipeline, ``finkit.core.pipeline``), over history, or by
hand (``link_transaction_to_bill``, also used by the rules engine's "link to a bill" action).

A transaction matches a bill when its normalised merchant is the bill's (or starts with it), the
currency and direction agree, the amount fits (``minAmount``..``maxAmount``, else within
``amountTolerance`` % of ``expectedAmount``), and its date is within the frequency's window of a
scheduled due date that has no payment yet. A payment for the current (or a later) due date advances
``nextDueDate`` by one step; unlinking it (or deleting the transaction) steps it back.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal
from typing import cast

from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.bills.models import Bill, BillPayment
from finkit.core.bills.schedule import CADENCES, Frequency, nearest_occurrence, step
from finkit.core.bills.schemas import BillPaymentRead, MatchResult
from finkit.core.bills.search_docs import index_bill
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, NotFoundError
from finkit.core.merchants.keys import merchant_key
from finkit.core.transactions.models import Transaction, Trigger

MATCHED_BY = ("auto", "manual", "rule", "pattern")


def _freq(bill: Bill) -> Frequency:
    return cast(Frequency, bill.frequency)  # validated on write


def scheduled_near(bill: Bill, day: date) -> date:
    """The bill's scheduled due date closest to ``day`` (its schedule runs both ways from nextDueDate)."""
    return nearest_occurrence(
        bill.next_due_date, _freq(bill), day, anchor_day=bill.anchor_day, month_end=bill.month_end
    )


def advance(bill: Bill, due: date, count: int = 1) -> date:
    return step(due, _freq(bill), count, anchor_day=bill.anchor_day, month_end=bill.month_end)


def merchant_fits(bill_key: str, tx_key: str) -> bool:
    return bool(bill_key) and (tx_key == bill_key or tx_key.startswith(bill_key + " "))


def amount_fits(bill: Bill, amount: Decimal) -> bool:
    magnitude = abs(amount)
    if bill.min_amount is not None or bill.max_amount is not None:
        low = bill.min_amount if bill.min_amount is not None else 0
        if low <= magnitude and (bill.max_amount is None or magnitude <= bill.max_amount):
            return True
    if bill.expected_amount is not None:
        return bool(
            abs(magnitude - bill.expected_amount) <= bill.expected_amount * bill.amount_tolerance / 100
        )
    return False


def payment_read(payment: BillPayment) -> BillPaymentRead:
    return BillPaymentRead.model_validate(payment)


def _paid_dues(session: Session, bill_ids: Sequence[str]) -> set[tuple[str, date]]:
    if not bill_ids:
        return set()
    rows = session.execute(
        select(BillPayment.bill_id, BillPayment.due_date).where(BillPayment.bill_id.in_(bill_ids))
    ).all()
    return {(b, d) for b, d in rows}


def record_payment(
    session: Session, ctx: AccountContext, bill: Bill, tx: Transaction, due: date, matched_by: str
) -> BillPayment:
    paid = tx.date.date()
    payment = BillPayment(
        account_id=ctx.account_id,
        bill_id=bill.id,
        transaction_id=tx.id,
        due_date=due,
        paid_date=paid,
        amount=tx.amount,
        matched_by=matched_by,
        created_at=ctx.now(),
    )
    session.add(payment)
    if due >= bill.next_due_date:
        bill.next_due_date = advance(bill, due)
    if bill.last_paid_date is None or paid > bill.last_paid_date:
        bill.last_paid_date = paid
    bill.updated_at = ctx.now()
    session.flush()
    index_bill(session, ctx, bill)  # the next due date may have moved
    record_activity(
        session,
        ctx,
        "bill.payment_link",
        target_type="bill",
        target_id=bill.id,
        details={"transactionId": tx.id, "dueDate": due.isoformat(), "matchedBy": matched_by},
    )
    return payment


def _best_match(
    tx: Transaction, bills: Sequence[Bill], paid: set[tuple[str, date]]
) -> tuple[Bill, date] | None:
    key = merchant_key(tx.merchant, tx.description)
    day = tx.date.date()
    best: tuple[int, Bill, date] | None = None
    for bill in bills:
        if bill.currency != tx.currency or bill.type != tx.type or not merchant_fits(bill.merchant_key, key):
            continue
        if not amount_fits(bill, tx.amount):
            continue
        due = scheduled_near(bill, day)
        distance = abs((day - due).days)
        if distance > CADENCES[_freq(bill)].match_window or (bill.id, due) in paid:
            continue
        if best is None or distance < best[0]:
            best = (distance, bill, due)
    return (best[1], best[2]) if best else None


def _active_bills(session: Session, ctx: AccountContext, bill_id: str | None = None) -> list[Bill]:
    query = select(Bill).where(Bill.account_id == ctx.account_id, Bill.is_active.is_(True))
    if bill_id is not None:
        query = query.where(Bill.id == bill_id)
    return list(session.scalars(query.order_by(Bill.next_due_date, Bill.id)).all())


def _is_linked(session: Session, transaction_id: str) -> bool:
    return (
        session.scalar(select(BillPayment.id).where(BillPayment.transaction_id == transaction_id)) is not None
    )


def match_on_write(session: Session, ctx: AccountContext, tx: Transaction, trigger: Trigger) -> None:
    """Automatic matching: a new (or edited, still unlinked) transaction that pays a bill is linked."""
    bills = [b for b in _active_bills(session, ctx) if b.currency == tx.currency and b.type == tx.type]
    if not bills or _is_linked(session, tx.id):
        return
    found = _best_match(tx, bills, _paid_dues(session, [b.id for b in bills]))
    if found is not None:
        record_payment(session, ctx, found[0], tx, found[1], "auto")


def match_bills(
    ctx: AccountContext,
    *,
    bill_id: str | None = None,
    from_date: date | None = None,
    to_date: date | None = None,
) -> MatchResult:
    """Match every unlinked transaction (from ``from_date`` up to ``to_date``, oldest first) to the
    active bills, or to one bill. Safe to run again: linked transactions and paid due dates are skipped."""
    with ctx.db.session() as session:
        bills = _active_bills(session, ctx, bill_id)
        if bill_id is not None and not bills:
            _load_bill(session, ctx, bill_id)  # NotFoundError for an unknown or foreign id
        if not bills:
            return MatchResult(matched=0, payments=[])
        linked = select(BillPayment.transaction_id).where(BillPayment.account_id == ctx.account_id)
        query = select(Transaction).where(
            Transaction.account_id == ctx.account_id,
            Transaction.id.not_in(linked),
            Transaction.currency.in_({b.currency for b in bills}),
        )
        if from_date is not None:
            query = query.where(Transaction.date >= datetime.combine(from_date, time(0), tzinfo=UTC))
        if to_date is not None:
            query = query.where(
                Transaction.date < datetime.combine(to_date + timedelta(days=1), time(0), tzinfo=UTC)
            )
        keys = {b.merchant_key for b in bills}
        paid = _paid_dues(session, [b.id for b in bills])
        payments = []
        for tx in session.scalars(query.order_by(Transaction.date, Transaction.id)):
            key = merchant_key(tx.merchant, tx.description)
            if not any(merchant_fits(k, key) for k in keys):
                continue
            found = _best_match(tx, bills, paid)
            if found is not None:
                payments.append(record_payment(session, ctx, found[0], tx, found[1], "auto"))
                paid.add((found[0].id, found[1]))
        return MatchResult(matched=len(payments), payments=[payment_read(p) for p in payments])


def _load_bill(session: Session, ctx: AccountContext, bill_id: str) -> Bill:
    bill = session.scalar(select(Bill).where(Bill.id == bill_id, Bill.account_id == ctx.account_id))
    if bill is None:
        raise NotFoundError("bill", bill_id)
    return bill


def link_transaction_to_bill_in_session(
    session: Session, ctx: AccountContext, transaction_id: str, bill_id: str, *, matched_by: str = "manual"
) -> BillPaymentRead:
    """Link a transaction to a bill inside the caller's session (the rules engine passes
    ``matched_by="rule"``). No amount or date checks: the caller decided. Idempotent for the same bill;
    a transaction already paying another bill is a ConflictError."""
    tx = session.scalar(
        select(Transaction).where(Transaction.id == transaction_id, Transaction.account_id == ctx.account_id)
    )
    if tx is None:
        raise NotFoundError("transaction", transaction_id)
    bill = _load_bill(session, ctx, bill_id)
    existing = session.scalar(select(BillPayment).where(BillPayment.transaction_id == tx.id))
    if existing is not None:
        if existing.bill_id == bill.id:
            return payment_read(existing)
        raise ConflictError(f"transaction {tx.id} is already linked to bill {existing.bill_id}")
    due = scheduled_near(bill, tx.date.date())
    return payment_read(record_payment(session, ctx, bill, tx, due, matched_by))


def link_transaction_to_bill(
    ctx: AccountContext, transaction_id: str, bill_id: str, *, matched_by: str = "manual"
) -> BillPaymentRead:
    with ctx.db.session() as session:
        return link_transaction_to_bill_in_session(
            session, ctx, transaction_id, bill_id, matched_by=matched_by
        )


def _unlink(session: Session, ctx: AccountContext, payment: BillPayment) -> None:
    bill = session.get(Bill, payment.bill_id)
    session.delete(payment)
    session.flush()
    if bill is not None and advance(bill, payment.due_date) == bill.next_due_date:
        others = session.scalar(
            select(BillPayment.id).where(
                BillPayment.bill_id == bill.id, BillPayment.due_date == payment.due_date
            )
        )
        if others is None:  # the payment had advanced the bill: that due date is open again
            bill.next_due_date = payment.due_date
            bill.updated_at = ctx.now()
            index_bill(session, ctx, bill)
    record_activity(
        session,
        ctx,
        "bill.payment_unlink",
        target_type="bill",
        target_id=payment.bill_id,
        details={"transactionId": payment.transaction_id},
    )


def unlink_transaction_from_bill(ctx: AccountContext, transaction_id: str) -> BillPaymentRead:
    with ctx.db.session() as session:
        payment = session.scalar(
            select(BillPayment).where(
                BillPayment.transaction_id == transaction_id, BillPayment.account_id == ctx.account_id
            )
        )
        if payment is None:
            raise NotFoundError("bill payment for transaction", transaction_id)
        read = payment_read(payment)
        _unlink(session, ctx, payment)
        return read


def unlink_deleted_transaction(session: Session, ctx: AccountContext, transaction_id: str) -> None:
    payment = session.scalar(
        select(BillPayment).where(
            BillPayment.transaction_id == transaction_id, BillPayment.account_id == ctx.account_id
        )
    )
    if payment is not None:
        _unlink(session, ctx, payment)


def reassign_bill_categories(
    session: Session, ctx: AccountContext, category_id: str, replacement: str | None
) -> None:
    session.execute(
        update(Bill)
        .where(Bill.account_id == ctx.account_id, Bill.category_id == category_id)
        .values(category_id=replacement)
    )


def delete_payments_of_bill(session: Session, bill_id: str) -> int:
    result = session.execute(delete(BillPayment).where(BillPayment.bill_id == bill_id))
    return int(getattr(result, "rowcount", 0) or 0)
