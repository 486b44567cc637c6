"""Expenses: create, read, update, delete, list, and the approval workflow.

Status workflow (enforced here; every other change of ``status`` is refused)::

    draft ──submit──▶ submitted ──approve──▶ approved ──reimburse──▶ reimbursed
      ▲                   │                              (reimbursable expenses only)
      └──return to draft──┘

Once approved, the money fields (date, amount, currency, merchant, GST, reimbursable) are locked; only
classification (category, deductibility, business use, notes, payment method, vehicle) may change.
Only draft and submitted expenses can be deleted.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, time, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import Select, func, or_, select, update
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.categories.schemas import CategoryRead
from finkit.core.categories.service import require_category
from finkit.core.context import AccountContext
from finkit.core.db.types import Money
from finkit.core.errors import ConflictError, NotFoundError, ValidationError
from finkit.core.events.bus import PRIVATE_SOURCES, publish
from finkit.core.expenses.models import Expense
from finkit.core.expenses.schemas import (
    ExpenseCreate,
    ExpenseDeleteResult,
    ExpenseFilters,
    ExpensePage,
    ExpenseRead,
    ExpenseUpdate,
)
from finkit.core.expenses.search_docs import KIND, index_expense
from finkit.core.keyset import keyset_page
from finkit.core.money import check_places, normalise_currency, round_money
from finkit.core.periods.account import apply_period
from finkit.core.receipts.models import Receipt
from finkit.core.schemas import check_page, pagination, parse
from finkit.core.search.documents import remove_document
from finkit.core.tax.gst import resolve_gst
from finkit.core.transactions.models import Transaction
from finkit.core.travel.models import Vehicle

#: Allowed status changes: from → {to}.
TRANSITIONS: dict[str, frozenset[str]] = {
    "draft": frozenset({"submitted"}),
    "submitted": frozenset({"approved", "draft"}),
    "approved": frozenset({"reimbursed"}),
    "reimbursed": frozenset(),
}
LOCKED_WHEN_APPROVED = frozenset(
    {"date", "amount", "merchant", "gst_amount", "gst_rate", "gst_included", "reimbursable"}
)
DELETABLE = frozenset({"draft", "submitted"})
_READ_COLUMNS = [f for f in ExpenseRead.model_fields if f not in {"category", "receipt_ids"}]


def to_reads(session: Session, expenses: Sequence[Expense]) -> list[ExpenseRead]:
    """Read models for several expenses with two extra queries in all (categories, receipt ids)."""
    if not expenses:
        return []
    account_id = expenses[0].account_id
    category_ids = {e.category_id for e in expenses if e.category_id}
    categories = {
        c.id: CategoryRead.model_validate(c)
        for c in session.scalars(select(Category).where(Category.id.in_(category_ids)))
    }
    receipts: dict[str, list[str]] = {}
    for receipt_id, expense_id in session.execute(
        select(Receipt.id, Receipt.expense_id)
        .where(Receipt.account_id == account_id, Receipt.expense_id.in_([e.id for e in expenses]))
        .order_by(Receipt.created_at, Receipt.id)
    ):
        if expense_id is not None:
            receipts.setdefault(expense_id, []).append(receipt_id)
    reads = []
    for expense in expenses:
        data = {c: getattr(expense, c) for c in _READ_COLUMNS}
        data["category"] = categories.get(expense.category_id) if expense.category_id else None
        data["receipt_ids"] = receipts.get(expense.id, [])
        reads.append(ExpenseRead.model_validate(data))
    return reads


def to_read(session: Session, expense: Expense) -> ExpenseRead:
    return to_reads(session, [expense])[0]


def load_expense(
    session: Session, ctx: AccountContext, expense_id: str, *, field: str | None = None
) -> Expense:
    """The account's expense; NotFoundError, or a ValidationError on ``field`` when the id was an input."""
    expense = session.scalar(
        select(Expense).where(Expense.id == expense_id, Expense.account_id == ctx.account_id)
    )
    if expense is None:
        if field:
            raise ValidationError.for_field(field, f"expense {expense_id} not found")
        raise NotFoundError("expense", expense_id)
    return expense


def require_transaction(
    session: Session, ctx: AccountContext, transaction_id: str, *, field: str = "transactionId"
) -> Transaction:
    tx = session.scalar(
        select(Transaction).where(Transaction.id == transaction_id, Transaction.account_id == ctx.account_id)
    )
    if tx is None:
        raise ValidationError.for_field(field, f"transaction {transaction_id} not found")
    return tx


def check_transaction_free(
    session: Session, ctx: AccountContext, tx: Transaction, expense_id: str | None, *, field: str
) -> None:
    """A transaction pays for one expense only, and only a payment (debit) can pay for one."""
    if tx.amount >= 0:
        raise ValidationError.for_field(field, "is a credit (money in); an expense is paid by a debit")
    other = session.scalar(
        select(Expense.id).where(
            Expense.account_id == ctx.account_id, Expense.transaction_id == tx.id, Expense.id != expense_id
        )
    )
    if other is not None:
        raise ConflictError(f"transaction {tx.id} is already linked to expense {other}")


def _require_vehicle(session: Session, ctx: AccountContext, vehicle_id: str) -> str:
    found = session.scalar(
        select(Vehicle.id).where(Vehicle.id == vehicle_id, Vehicle.account_id == ctx.account_id)
    )
    if found is None:
        raise ValidationError.for_field("vehicleId", f"vehicle {vehicle_id} not found")
    return found


def _positive_amount(amount: Decimal, currency: str) -> Decimal:
    amount = abs(check_places(amount, currency))
    if amount == 0:
        raise ValidationError.for_field("amount", "must not be zero")
    return amount


def created_payload(
    expense: Expense, category: Category | None, transaction_source: str | None = None
) -> dict[str, Any]:
    """The minimised ``expense.created`` payload: no notes, description, payment method or email. A
    bank-feed transaction's id is left out, so nothing about feed data leaves through webhooks."""
    return {
        "expenseId": expense.id,
        "transactionId": expense.transaction_id if transaction_source not in PRIVATE_SOURCES else None,
        "amount": str(round_money(expense.amount, expense.currency)),
        "currency": expense.currency,
        "date": expense.date.isoformat(),
        "merchant": expense.merchant,
        "categoryId": category.id if category else None,
        "categoryName": category.name if category else None,
    }


def create_expense_in_session(
    session: Session, ctx: AccountContext, data: ExpenseCreate, *, source: str = "manual"
) -> Expense:
    """Create an expense inside a caller's unit of work (receipts create one while committing)."""
    currency = normalise_currency(data.currency or ctx.currency)
    amount = _positive_amount(data.amount, currency)
    category = require_category(session, ctx, data.category_id) if data.category_id else None
    expense = Expense(
        account_id=ctx.account_id,
        date=data.date,
        amount=amount,
        currency=currency,
        merchant=(data.merchant or "").strip() or None,
        description=data.description.strip(),
        category_id=category.id if category else None,
        gst_rate=data.gst_rate,
        gst_included=data.gst_included,
        gst_amount=resolve_gst(
            amount,
            gst_amount=data.gst_amount,
            gst_rate=data.gst_rate,
            default_rate=category.default_gst_rate if category else None,
            included=data.gst_included,
            currency=currency,
        ),
        is_tax_deductible=data.is_tax_deductible
        if data.is_tax_deductible is not None
        else bool(category and category.is_tax_deductible),
        business_use_percentage=data.business_use_percentage,
        payment_method=data.payment_method,
        reimbursable=data.reimbursable,
        status="draft",
        vehicle_id=_require_vehicle(session, ctx, data.vehicle_id) if data.vehicle_id else None,
        notes=data.notes,
        source=source,
    )
    session.add(expense)
    session.flush()
    tx = None
    if data.transaction_id:
        tx = require_transaction(session, ctx, data.transaction_id)
        check_transaction_free(session, ctx, tx, expense.id, field="transactionId")
        expense.transaction_id = tx.id
    record_activity(session, ctx, "expense.create", target_type="expense", target_id=expense.id)
    index_expense(session, ctx, expense)
    payload = created_payload(expense, category, tx.source if tx is not None else None)
    publish(session, ctx, "expense.created", payload, origin_source=source)
    session.flush()
    return expense


def create_expense(
    ctx: AccountContext, *, data: ExpenseCreate | dict[str, Any], source: str = "manual"
) -> ExpenseRead:
    """Create a draft expense and publish ``expense.created`` in the same transaction."""
    data = parse(ExpenseCreate, data)
    if source not in {"manual", "api", "receipt"}:
        raise ValidationError.for_field("source", "must be manual, api or receipt")
    with ctx.db.session() as session:
        return to_read(session, create_expense_in_session(session, ctx, data, source=source))


def get_expense(ctx: AccountContext, expense_id: str) -> ExpenseRead:
    with ctx.db.session() as session:
        return to_read(session, load_expense(session, ctx, expense_id))


_NOT_NULLABLE = {"date", "amount", "description", "gst_included", "is_tax_deductible", "reimbursable"}


def update_expense(
    ctx: AccountContext, expense_id: str, *, data: ExpenseUpdate | dict[str, Any]
) -> ExpenseRead:
    """Partial update. Approved and reimbursed expenses keep their money fields (see module docs)."""
    data = parse(ExpenseUpdate, data)
    changes = data.model_dump(exclude_unset=True, by_alias=False)
    for key in sorted(_NOT_NULLABLE & {k for k, v in changes.items() if v is None}):
        raise ValidationError.for_field(key, "may not be null")
    with ctx.db.session() as session:
        expense = load_expense(session, ctx, expense_id)
        locked = sorted(LOCKED_WHEN_APPROVED & set(changes))
        if expense.status in {"approved", "reimbursed"} and locked:
            raise ConflictError(f"expense is {expense.status}: {', '.join(locked)} can no longer change")
        category_changed = False
        if "category_id" in changes:
            new_cat = changes.pop("category_id")
            new_id = require_category(session, ctx, new_cat).id if new_cat else None
            category_changed = new_id != expense.category_id
            expense.category_id = new_id
        if "vehicle_id" in changes:
            vehicle = changes.pop("vehicle_id")
            expense.vehicle_id = _require_vehicle(session, ctx, vehicle) if vehicle else None
        if "amount" in changes:
            expense.amount = _positive_amount(changes.pop("amount"), expense.currency)
        explicit_gst = changes.pop("gst_amount", None)
        gst_inputs_changed = bool({"amount", "gst_rate", "gst_included"} & data.model_fields_set)
        for key, value in changes.items():
            setattr(expense, key, value.strip() if key in {"description", "merchant"} and value else value)
        if explicit_gst is not None or gst_inputs_changed or category_changed:
            category = session.get(Category, expense.category_id) if expense.category_id else None
            expense.gst_amount = resolve_gst(
                expense.amount,
                gst_amount=explicit_gst,
                gst_rate=expense.gst_rate,
                default_rate=category.default_gst_rate if category else None,
                included=expense.gst_included,
                currency=expense.currency,
            )
        expense.updated_at = ctx.now()
        record_activity(
            session,
            ctx,
            "expense.update",
            target_type="expense",
            target_id=expense.id,
            details={"fields": sorted(data.model_fields_set)},
        )
        index_expense(session, ctx, expense)
        return to_read(session, expense)


def delete_expense(ctx: AccountContext, expense_id: str) -> ExpenseDeleteResult:
    """Delete a draft or submitted expense. Its receipts stay, unlinked (and back to ``extracted`` when
    nothing else holds them)."""
    with ctx.db.session() as session:
        expense = load_expense(session, ctx, expense_id)
        if expense.status not in DELETABLE:
            raise ConflictError(
                f"expense is {expense.status}; only draft or submitted expenses can be deleted"
            )
        session.execute(
            update(Receipt)
            .where(Receipt.account_id == ctx.account_id, Receipt.expense_id == expense.id)
            .values(
                expense_id=None,
                status="extracted",
                processed_at=None,
                updated_at=ctx.now(),
            )
        )
        session.delete(expense)
        remove_document(session, ctx, kind=KIND, ref_id=expense_id)
        record_activity(session, ctx, "expense.delete", target_type="expense", target_id=expense_id)
        return ExpenseDeleteResult(id=expense_id)


def change_status(ctx: AccountContext, expense_id: str, *, status: str) -> ExpenseRead:
    """Move an expense along the workflow; any other move is a ConflictError naming the allowed ones."""
    with ctx.db.session() as session:
        expense = load_expense(session, ctx, expense_id)
        allowed = TRANSITIONS.get(expense.status, frozenset())
        if status not in allowed:
            options = ", ".join(sorted(allowed)) or "none (final)"
            raise ConflictError(
                f"cannot move an expense from {expense.status} to {status}; allowed: {options}"
            )
        if status == "reimbursed" and not expense.reimbursable:
            raise ConflictError("expense is not reimbursable; mark it reimbursable before reimbursing it")
        now = ctx.now()
        previous = expense.status
        expense.status = status
        if status == "submitted":
            expense.submitted_at = now
        elif status == "approved":
            expense.approved_at = now
        elif status == "reimbursed":
            expense.reimbursed_at = now
        elif status == "draft":
            expense.submitted_at = None
        expense.updated_at = now
        record_activity(
            session,
            ctx,
            f"expense.{status}",
            target_type="expense",
            target_id=expense.id,
            details={"from": previous, "to": status},
        )
        index_expense(session, ctx, expense)
        return to_read(session, expense)


def submit_expense(ctx: AccountContext, expense_id: str) -> ExpenseRead:
    return change_status(ctx, expense_id, status="submitted")


def approve_expense(ctx: AccountContext, expense_id: str) -> ExpenseRead:
    return change_status(ctx, expense_id, status="approved")


def reimburse_expense(ctx: AccountContext, expense_id: str) -> ExpenseRead:
    return change_status(ctx, expense_id, status="reimbursed")


def return_expense_to_draft(ctx: AccountContext, expense_id: str) -> ExpenseRead:
    return change_status(ctx, expense_id, status="draft")


def _day_start(day: Any) -> datetime:
    return datetime.combine(day, time(0), tzinfo=UTC)


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def filtered_query(ctx: AccountContext, filters: ExpenseFilters) -> Select[Any]:
    """The account's expenses matching ``filters`` (no order or paging): shared by list and reports."""
    query = select(Expense).where(Expense.account_id == ctx.account_id)
    if filters.from_date and filters.to_date and filters.from_date > filters.to_date:
        raise ValidationError.for_field("toDate", "is before fromDate")
    if (
        filters.min_amount is not None
        and filters.max_amount is not None
        and abs(filters.min_amount) > abs(filters.max_amount)
    ):
        raise ValidationError.for_field("maxAmount", "is less than minAmount")
    if filters.from_date:
        query = query.where(Expense.date >= _day_start(filters.from_date))
    if filters.to_date:
        query = query.where(Expense.date < _day_start(filters.to_date + timedelta(days=1)))
    if filters.category:
        if filters.category.lower() in {"none", "uncategorised", "uncategorized"}:
            query = query.where(Expense.category_id.is_(None))
        else:
            query = query.where(Expense.category_id == filters.category)
    for column, value in (
        (Expense.status, filters.status),
        (Expense.source, filters.source),
        (Expense.payment_method, filters.payment_method),
        (Expense.reimbursable, filters.reimbursable),
    ):
        if value is not None:
            query = query.where(column == value)
    if filters.linked is not None:
        linked = Expense.transaction_id.is_not(None)
        query = query.where(linked if filters.linked else ~linked)
    if filters.q:
        pattern = f"%{_escape_like(filters.q.strip())}%"
        query = query.where(
            or_(
                Expense.description.ilike(pattern, escape="\\"),
                Expense.merchant.ilike(pattern, escape="\\"),
                Expense.notes.ilike(pattern, escape="\\"),
            )
        )
    if filters.merchant:
        query = query.where(
            Expense.merchant.ilike(f"%{_escape_like(filters.merchant.strip())}%", escape="\\")
        )
    amount = func.abs(Expense.amount, type_=Money())
    if filters.min_amount is not None:
        query = query.where(amount >= abs(filters.min_amount))
    if filters.max_amount is not None:
        query = query.where(amount <= abs(filters.max_amount))
    return query


CURSOR_KIND = "expenses"


def list_expenses(ctx: AccountContext, filters: ExpenseFilters | dict[str, Any] | None = None) -> ExpensePage:
    """One page of expenses, newest first (date desc, id desc: stable across pages), by ``page`` or by
    ``cursor`` (the previous page's ``next_cursor``; constant cost at any depth, see core/keyset.py)."""
    filters = apply_period(ctx, parse(ExpenseFilters, filters or {}))
    check_page(filters.page, filters.limit)
    base = filtered_query(ctx, filters)
    with ctx.db.session() as session:
        found = keyset_page(
            session,
            ctx,
            base,
            kind=CURSOR_KIND,
            order=(Expense.date, Expense.id),
            types=(datetime, str),
            page=filters.page,
            limit=filters.limit,
            cursor=filters.cursor,
        )
        return ExpensePage(
            expenses=to_reads(session, found.rows),
            pagination=pagination(filters.page, filters.limit, found.total),
            next_cursor=found.next_cursor,
        )


def reassign_expense_categories(
    session: Session, ctx: AccountContext, category_id: str, replacement: str | None
) -> None:
    session.execute(
        update(Expense)
        .where(Expense.account_id == ctx.account_id, Expense.category_id == category_id)
        .values(category_id=replacement, updated_at=ctx.now())
    )
