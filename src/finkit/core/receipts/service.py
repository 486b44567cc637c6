"""Receipts: store the file, read its text, parse its fields, propose a match, commit the link.

``add_receipt`` never loses a file: when text cannot be read (OCR unavailable, a HEIC without
pillow-heif) the receipt is kept as ``pending`` with ``extractionError`` saying why, and
``reprocess_receipt`` tries again later. ``commit_receipt`` links it to a transaction and/or an expense
(optionally creating the expense), marks it ``processed`` and publishes ``receipt.processed``.
"""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, FieldProblem, NotFoundError, UnavailableError, ValidationError
from finkit.core.events.bus import publish
from finkit.core.expenses.matching import (
    DEFAULT_TOLERANCE,
    DEFAULT_WINDOW_DAYS,
    rank_transactions,
    score_candidate,
)
from finkit.core.expenses.models import Expense
from finkit.core.expenses.schemas import ExpenseCreate
from finkit.core.expenses.search_docs import index_expense
from finkit.core.expenses.service import (
    check_transaction_free,
    create_expense_in_session,
    load_expense,
    require_transaction,
)
from finkit.core.files.models import StoredFile
from finkit.core.files.schemas import StoredFileRead
from finkit.core.files.service import (
    check_upload,
    open_file,
    read_content,
    sanitise_name,
    store_file_in_session,
)
from finkit.core.files.sniff import HEIC, JPEG, PDF, PNG, TEXT
from finkit.core.keyset import keyset_page
from finkit.core.money import check_places, round_money
from finkit.core.periods.account import apply_period
from finkit.core.profile.service import normalise_abn
from finkit.core.receipts.extract import ReadBudget, extract_text, read_budget
from finkit.core.receipts.models import Receipt
from finkit.core.receipts.parse import parse_receipt_text
from finkit.core.receipts.schemas import (
    ExpenseMatch,
    ReceiptCorrection,
    ReceiptDeleteResult,
    ReceiptFilters,
    ReceiptMatches,
    ReceiptPage,
    ReceiptRead,
)
from finkit.core.receipts.search_docs import KIND, index_receipt
from finkit.core.schemas import check_page, pagination, parse
from finkit.core.search.documents import remove_document

RECEIPT_TYPES = (JPEG, PNG, HEIC, PDF, TEXT)
_READ_COLUMNS = [f for f in ReceiptRead.model_fields if f != "file"]


def to_read(session: Session, receipt: Receipt) -> ReceiptRead:
    data = {c: getattr(receipt, c) for c in _READ_COLUMNS}
    data["file"] = StoredFileRead.model_validate(session.get(StoredFile, receipt.file_id))
    return ReceiptRead.model_validate(data)


def load_receipt(session: Session, ctx: AccountContext, receipt_id: str) -> Receipt:
    receipt = session.scalar(
        select(Receipt).where(Receipt.id == receipt_id, Receipt.account_id == ctx.account_id)
    )
    if receipt is None:
        raise NotFoundError("receipt", receipt_id)
    return receipt


def _apply_extraction(receipt: Receipt, data: bytes, kind: str, budget: ReadBudget) -> None:
    """Read and parse the text into ``receipt``; an unavailable reader leaves it ``pending``. Text with no
    total, GST or date is no receipt: refused (``ValidationError`` on ``file``), never stored empty."""
    try:
        extraction = extract_text(data, kind, budget)
    except UnavailableError as exc:
        receipt.status = "pending"
        receipt.extraction_error = exc.message
        return
    parsed = parse_receipt_text(extraction.text)
    if not parsed.looks_like_a_receipt():
        raise ValidationError.for_field(
            "file",
            "no receipt found in this file: no total, GST amount or date could be read from its text "
            f"({len(extraction.text.strip())} characters read)",
        )
    receipt.extracted_text = extraction.text
    receipt.extraction_method = extraction.method
    receipt.extraction_error = None
    receipt.merchant = parsed.merchant
    receipt.receipt_date = parsed.receipt_date
    receipt.total = round_money(parsed.total, receipt.currency) if parsed.total is not None else None
    receipt.gst_amount = (
        round_money(parsed.gst_amount, receipt.currency) if parsed.gst_amount is not None else None
    )
    receipt.abn = parsed.abn
    receipt.abn_valid = parsed.abn_valid
    receipt.is_tax_invoice = parsed.is_tax_invoice
    receipt.line_items = parsed.line_items
    if receipt.status != "processed":
        receipt.status = "extracted"


def add_receipt(
    ctx: AccountContext,
    *,
    data: bytes,
    file_name: str,
    transaction_id: str | None = None,
    notes: str | None = None,
) -> ReceiptRead:
    """Store a receipt file (JPEG, PNG, HEIC, PDF or plain text, decided by its bytes), read and parse
    it, and with ``transaction_id`` commit it to that transaction straight away."""
    file_type = check_upload(ctx, data, allowed=RECEIPT_TYPES, file_name=file_name)
    receipt = Receipt(account_id=ctx.account_id, currency=ctx.currency, status="pending", notes=notes)
    budget = read_budget(ctx, sanitise_name(file_name))
    _apply_extraction(receipt, data, file_type.kind, budget)  # slow (OCR): before the transaction opens
    with ctx.db.session() as session:
        stored = store_file_in_session(
            session, ctx, data=data, file_name=file_name, purpose="receipt", allowed=RECEIPT_TYPES
        )
        receipt.file_id = stored.id
        session.add(receipt)
        session.flush()
        record_activity(session, ctx, "receipt.create", target_type="receipt", target_id=receipt.id)
        if transaction_id:
            _commit(
                session, ctx, receipt, transaction_id=transaction_id, expense_id=None, create_expense=False
            )
        index_receipt(session, ctx, receipt)
        return to_read(session, receipt)


def add_receipt_from_file(
    ctx: AccountContext,
    *,
    file_id: str,
    transaction_id: str | None = None,
    notes: str | None = None,
) -> ReceiptRead:
    """``add_receipt`` for a file the account already uploaded (by file id or sha256): read and parse it
    as a receipt. Another account's file is NotFoundError; a file that is no receipt type is refused."""
    try:
        stored, data = open_file(ctx, file_id)
    except NotFoundError:
        raise ValidationError.for_field("fileId", "is not one of your files") from None
    return add_receipt(
        ctx, data=data, file_name=stored.original_name, transaction_id=transaction_id, notes=notes
    )


def reprocess_receipt(ctx: AccountContext, receipt_id: str) -> ReceiptRead:
    """Read the file again (e.g. after installing tesseract). Links are kept."""
    with ctx.db.session() as session:
        receipt = load_receipt(session, ctx, receipt_id)
        row = session.get(StoredFile, receipt.file_id)
        assert row is not None
        _apply_extraction(receipt, read_content(ctx, row), row.kind, read_budget(ctx, row.original_name))
        receipt.updated_at = ctx.now()
        record_activity(session, ctx, "receipt.reprocess", target_type="receipt", target_id=receipt.id)
        index_receipt(session, ctx, receipt)
        return to_read(session, receipt)


def _corrected(receipt: Receipt, changes: dict[str, Any]) -> tuple[dict[str, Any], list[FieldProblem]]:
    """The stored values of ``changes`` and every problem with them, each naming its field."""
    values: dict[str, Any] = {}
    problems: list[FieldProblem] = []
    for key, name in (("total", "total"), ("gst_amount", "gstAmount")):
        if key not in changes or changes[key] is None:
            continue
        amount = changes[key]
        if amount < 0:
            problems.append(FieldProblem(name, "may not be negative"))
            continue
        try:
            values[key] = check_places(amount, receipt.currency, field=name)
        except ValidationError as exc:
            problems.extend(exc.fields)
    if "merchant" in changes:
        values["merchant"] = (changes["merchant"] or "").strip() or None
    if "receipt_date" in changes:
        values["receipt_date"] = changes["receipt_date"]
    if "abn" in changes:
        text = (changes["abn"] or "").strip()
        try:
            values["abn"] = normalise_abn(text) if text else None
        except ValidationError as exc:
            problems.extend(exc.fields)
        values["abn_valid"] = True if text else None
    if "is_tax_invoice" in changes:
        if changes["is_tax_invoice"] is None:
            problems.append(FieldProblem("isTaxInvoice", "may not be null"))
        values["is_tax_invoice"] = changes["is_tax_invoice"]
    total = values.get("total", None if "total" in changes else receipt.total)
    gst = values.get("gst_amount", None if "gst_amount" in changes else receipt.gst_amount)
    if (
        total is not None
        and gst is not None
        and gst > total
        and not any(p.field == "gstAmount" for p in problems)
    ):
        problems.append(FieldProblem("gstAmount", f"{gst} is more than the total {total}"))
    for key in ("total", "gst_amount"):
        if key in changes and changes[key] is None:
            values[key] = None
    return values, problems


def correct_receipt(
    ctx: AccountContext, receipt_id: str, *, data: ReceiptCorrection | dict[str, Any]
) -> ReceiptRead:
    """Save what a person corrected of what was read (merchant, date, total, GST, ABN, tax invoice).
    Every bad field is named at once and nothing is saved; the ABN passes the ATO check-digit test.
    The text read from the file is kept as it was, so a correction never hides what the reader saw."""
    data = parse(ReceiptCorrection, data)
    changes = data.model_dump(exclude_unset=True, by_alias=False)
    with ctx.db.session() as session:
        receipt = load_receipt(session, ctx, receipt_id)
        values, problems = _corrected(receipt, changes)
        if problems:
            raise ValidationError(fields=problems)
        for key, value in values.items():
            setattr(receipt, key, value)
        if receipt.status == "pending" and values:
            receipt.status = "extracted"
        receipt.updated_at = ctx.now()
        record_activity(
            session,
            ctx,
            "receipt.correct",
            target_type="receipt",
            target_id=receipt.id,
            details={"fields": sorted(changes)},
        )
        index_receipt(session, ctx, receipt)
        return to_read(session, receipt)


def get_receipt(ctx: AccountContext, receipt_id: str) -> ReceiptRead:
    with ctx.db.session() as session:
        return to_read(session, load_receipt(session, ctx, receipt_id))


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


CURSOR_KIND = "receipts"


def list_receipts(ctx: AccountContext, filters: ReceiptFilters | dict[str, Any] | None = None) -> ReceiptPage:
    """One page of receipts, newest first (added date desc, id desc), by ``page`` or by ``cursor`` (the
    previous page's ``next_cursor``; constant cost at any depth, see core/keyset.py)."""
    filters = apply_period(ctx, parse(ReceiptFilters, filters or {}))
    check_page(filters.page, filters.limit)
    query = select(Receipt).where(Receipt.account_id == ctx.account_id)
    if filters.status:
        query = query.where(Receipt.status == filters.status)
    if filters.q:
        pattern = f"%{_escape_like(filters.q.strip())}%"
        query = query.where(
            or_(
                Receipt.merchant.ilike(pattern, escape="\\"),
                Receipt.extracted_text.ilike(pattern, escape="\\"),
            )
        )
    if filters.from_date:
        query = query.where(Receipt.receipt_date >= filters.from_date)
    if filters.to_date:
        query = query.where(Receipt.receipt_date <= filters.to_date)
    with ctx.db.session() as session:
        found = keyset_page(
            session,
            ctx,
            query,
            kind=CURSOR_KIND,
            order=(Receipt.created_at, Receipt.id),
            types=(datetime, str),
            page=filters.page,
            limit=filters.limit,
            cursor=filters.cursor,
        )
        return ReceiptPage(
            receipts=[to_read(session, r) for r in found.rows],
            pagination=pagination(filters.page, filters.limit, found.total),
            next_cursor=found.next_cursor,
        )


def _receipt_moment(receipt: Receipt) -> datetime | None:
    return datetime.combine(receipt.receipt_date, time(0), tzinfo=UTC) if receipt.receipt_date else None


def suggest_receipt_matches(ctx: AccountContext, receipt_id: str, *, limit: int = 5) -> ReceiptMatches:
    """Transactions and expenses this receipt may belong to, scored like expense matching. A receipt
    without a parsed total and date has no candidates."""
    with ctx.db.session() as session:
        receipt = load_receipt(session, ctx, receipt_id)
        when = _receipt_moment(receipt)
        if receipt.total is None or when is None:
            return ReceiptMatches(receipt_id=receipt.id, transactions=[], expenses=[])
        transactions = rank_transactions(
            session,
            ctx,
            amount=receipt.total,
            currency=receipt.currency,
            when=when,
            merchant=receipt.merchant,
            limit=limit,
        )
        rows = session.scalars(
            select(Expense).where(
                Expense.account_id == ctx.account_id,
                Expense.currency == receipt.currency,
                Expense.amount >= receipt.total - DEFAULT_TOLERANCE,
                Expense.amount <= receipt.total + DEFAULT_TOLERANCE,
                Expense.date >= when - timedelta(days=DEFAULT_WINDOW_DAYS),
                Expense.date < when + timedelta(days=DEFAULT_WINDOW_DAYS + 1),
            )
        ).all()
        expenses = []
        for expense in rows:
            score, reasons = score_candidate(
                amount=receipt.total,
                when=when,
                merchant=receipt.merchant,
                candidate_amount=expense.amount,
                candidate_date=expense.date,
                candidate_text=[expense.merchant, expense.description],
                tolerance=DEFAULT_TOLERANCE,
            )
            expenses.append(
                ExpenseMatch(
                    expense_id=expense.id,
                    date=expense.date,
                    amount=expense.amount,
                    merchant=expense.merchant,
                    description=expense.description,
                    score=score,
                    reasons=reasons,
                )
            )
        expenses.sort(key=lambda m: (-m.score, m.expense_id))
        return ReceiptMatches(receipt_id=receipt.id, transactions=transactions, expenses=expenses[:limit])


def processed_payload(receipt: Receipt, transaction_source: str | None) -> dict[str, Any]:
    """Minimised ``receipt.processed`` payload: the receipt's own parsed fields and the link ids. A
    bank-feed transaction's id is left out, so nothing about feed data leaves through webhooks."""
    return {
        "receiptId": receipt.id,
        "merchant": receipt.merchant,
        "date": receipt.receipt_date.isoformat() if receipt.receipt_date else None,
        # "amount", as in the other events (docs/webhooks.md): the receipt's total, a positive number
        "amount": str(round_money(receipt.total, receipt.currency)) if receipt.total is not None else None,
        "currency": receipt.currency,
        "transactionId": receipt.transaction_id if transaction_source != "bank_feed" else None,
        "expenseId": receipt.expense_id,
    }


def _commit(
    session: Session,
    ctx: AccountContext,
    receipt: Receipt,
    *,
    transaction_id: str | None,
    expense_id: str | None,
    create_expense: bool,
) -> None:
    if not (transaction_id or expense_id or create_expense):
        raise ValidationError.for_field(
            "transactionId", "give a transaction, an expense, or ask to create an expense"
        )
    if expense_id and create_expense:
        raise ValidationError.for_field("createExpense", "give either expenseId or createExpense, not both")
    if receipt.status == "processed":
        raise ConflictError(f"receipt {receipt.id} is already processed")
    tx = require_transaction(session, ctx, transaction_id) if transaction_id else None
    if expense_id:
        expense = load_expense(session, ctx, expense_id, field="expenseId")
        if tx is not None and expense.transaction_id != tx.id:
            if expense.transaction_id is not None:
                raise ConflictError(
                    f"expense {expense.id} is already linked to transaction {expense.transaction_id}"
                )
            check_transaction_free(session, ctx, tx, expense.id, field="transactionId")
            expense.transaction_id = tx.id
        receipt.expense_id = expense.id
    elif create_expense:
        problems = []
        if receipt.total is None:
            problems.append(("total", "was not found on the receipt; create the expense by hand"))
        if receipt.receipt_date is None:
            problems.append(("receiptDate", "was not found on the receipt; create the expense by hand"))
        if problems:
            raise ValidationError(fields=[FieldProblem(f, m) for f, m in problems])
        assert receipt.total is not None and receipt.receipt_date is not None
        expense = create_expense_in_session(
            session,
            ctx,
            ExpenseCreate(
                date=_receipt_moment(receipt),
                amount=receipt.total,
                currency=receipt.currency,
                merchant=receipt.merchant,
                description=f"Receipt from {receipt.merchant}" if receipt.merchant else "Receipt",
                gst_amount=receipt.gst_amount,
                transaction_id=tx.id if tx else None,
            ),
            source="receipt",
        )
        receipt.expense_id = expense.id
    receipt.transaction_id = tx.id if tx else None
    receipt.status = "processed"
    receipt.processed_at = ctx.now()
    receipt.updated_at = ctx.now()
    record_activity(
        session,
        ctx,
        "receipt.commit",
        target_type="receipt",
        target_id=receipt.id,
        details={"transactionId": receipt.transaction_id, "expenseId": receipt.expense_id},
    )
    publish(
        session,
        ctx,
        "receipt.processed",
        processed_payload(receipt, tx.source if tx else None),
        origin_source="receipt",
    )
    index_receipt(session, ctx, receipt)
    if receipt.expense_id:
        index_expense(session, ctx, load_expense(session, ctx, receipt.expense_id))  # now has a receipt


def commit_receipt(
    ctx: AccountContext,
    receipt_id: str,
    *,
    transaction_id: str | None = None,
    expense_id: str | None = None,
    create_expense: bool = False,
) -> ReceiptRead:
    """Link the receipt to a transaction and/or an expense (or a new expense built from its fields),
    mark it ``processed`` and publish ``receipt.processed``, all in one transaction."""
    with ctx.db.session() as session:
        receipt = load_receipt(session, ctx, receipt_id)
        _commit(
            session,
            ctx,
            receipt,
            transaction_id=transaction_id,
            expense_id=expense_id,
            create_expense=create_expense,
        )
        session.flush()
        return to_read(session, receipt)


def delete_receipt(ctx: AccountContext, receipt_id: str) -> ReceiptDeleteResult:
    """Delete the receipt record; the stored file stays (other records may share its content)."""
    with ctx.db.session() as session:
        receipt = load_receipt(session, ctx, receipt_id)
        expense_id = receipt.expense_id
        session.delete(receipt)
        remove_document(session, ctx, kind=KIND, ref_id=receipt_id)
        if expense_id:
            index_expense(session, ctx, load_expense(session, ctx, expense_id))  # may have none left
        record_activity(session, ctx, "receipt.delete", target_type="receipt", target_id=receipt_id)
        return ReceiptDeleteResult(id=receipt_id)
