from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest
from sqlalchemy import update

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.errors import (
    ConflictError,
    NotFoundError,
    UnavailableError,
    UnsupportedMediaTypeError,
    ValidationError,
)
from finkit.core.expenses.service import create_expense, delete_expense, get_expense
from finkit.core.receipts import extract
from finkit.core.receipts.extract import extract_text, tesseract_available
from finkit.core.receipts.service import (
    add_receipt,
    commit_receipt,
    delete_receipt,
    get_receipt,
    list_receipts,
    reprocess_receipt,
    suggest_receipt_matches,
)
from finkit.core.transactions.models import Transaction
from finkit.core.usecases.transactions import create_transaction
from tests.outbox import Outbox
from tests.sample_files import image_bytes, image_pdf, text_pdf

needs_tesseract = pytest.mark.skipif(
    not tesseract_available(),
    reason="tesseract binary not installed (apt-get install tesseract-ocr); .ci/run installs it",
)


@pytest.fixture
def processed_events(database: Database) -> Outbox:
    return Outbox(database, "receipt.processed")


def _assert_tax_invoice(receipt) -> None:  # type: ignore[no-untyped-def]
    assert receipt.status == "extracted"
    assert receipt.merchant is not None and "BEAN THERE" in receipt.merchant.upper()
    assert receipt.receipt_date == date(2026, 6, 14)
    assert receipt.total == Decimal("14.50")
    assert receipt.gst_amount == Decimal("1.32")
    assert receipt.abn == "51824753556" and receipt.abn_valid is True
    assert receipt.is_tax_invoice


def test_pdf_text_layer_is_extracted_and_parsed(ctx: AccountContext) -> None:
    receipt = add_receipt(ctx, data=text_pdf(), file_name="cafe.pdf")
    assert receipt.extraction_method == "pdf_text"
    assert "GST included" in (receipt.extracted_text or "")
    _assert_tax_invoice(receipt)
    assert receipt.line_items[0] == {
        "description": "Flat white",
        "quantity": 2,
        "unitPrice": "4.50",
        "amount": "9.00",
    }
    assert receipt.file.content_type == "application/pdf"
    assert get_receipt(ctx, receipt.id) == receipt


@needs_tesseract
def test_ocr_of_a_generated_png_receipt(ctx: AccountContext) -> None:
    receipt = add_receipt(ctx, data=image_bytes(), file_name="photo.jpg")
    assert receipt.extraction_method == "ocr"
    assert receipt.file.content_type == "image/png"  # decided by the bytes, not ".jpg"
    _assert_tax_invoice(receipt)


@needs_tesseract
def test_ocr_of_a_scanned_pdf_without_text_layer(ctx: AccountContext) -> None:
    receipt = add_receipt(ctx, data=image_pdf(), file_name="scan.pdf")
    assert receipt.extraction_method == "ocr"
    _assert_tax_invoice(receipt)


def test_without_tesseract_the_receipt_is_kept_pending_with_a_clear_message(
    ctx: AccountContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(extract.shutil, "which", lambda _name: None)
    with pytest.raises(UnavailableError, match="OCR unavailable: install tesseract"):
        extract_text(image_bytes(["x"]), "png")
    receipt = add_receipt(ctx, data=image_bytes(), file_name="photo.png")
    assert receipt.status == "pending"
    assert (
        receipt.extraction_error is not None
        and "OCR unavailable: install tesseract" in receipt.extraction_error
    )
    assert receipt.total is None
    monkeypatch.undo()
    if tesseract_available():
        _assert_tax_invoice(reprocess_receipt(ctx, receipt.id))


def test_only_receipt_types_are_accepted(ctx: AccountContext) -> None:
    with pytest.raises(UnsupportedMediaTypeError):
        add_receipt(ctx, data=b"date,amount\n2026-06-01,1.00\n2026-06-02,2.00\n", file_name="r.pdf")
    with pytest.raises(UnsupportedMediaTypeError):
        add_receipt(ctx, data=b"GIF89a\x00\x00", file_name="r.png")
    assert list_receipts(ctx).pagination.total == 0


def test_suggestions_commit_to_transaction_and_event(ctx: AccountContext, processed_events: Outbox) -> None:
    tx = create_transaction(
        ctx, data={"date": "2026-06-14", "amount": "-14.50", "description": "BEAN THERE CAFE SYDNEY"}
    )
    create_transaction(ctx, data={"date": "2026-06-20", "amount": "-14.50", "description": "Other"})
    expense = create_expense(
        ctx, data={"date": "2026-06-15", "amount": "14.50", "description": "Coffee", "merchant": "Bean There"}
    )
    receipt = add_receipt(ctx, data=text_pdf(), file_name="cafe.pdf")
    matches = suggest_receipt_matches(ctx, receipt.id)
    assert [m.transaction_id for m in matches.transactions] == [tx.id]
    assert [m.expense_id for m in matches.expenses] == [expense.id]
    committed = commit_receipt(ctx, receipt.id, transaction_id=tx.id, expense_id=expense.id)
    assert committed.status == "processed" and committed.processed_at is not None
    assert (committed.transaction_id, committed.expense_id) == (tx.id, expense.id)
    assert get_expense(ctx, expense.id).transaction_id == tx.id
    assert get_expense(ctx, expense.id).receipt_ids == [receipt.id]
    mine = [e for e in processed_events if e.account_id == ctx.account_id]
    assert [e.payload for e in mine] == [
        {
            "receiptId": receipt.id,
            "merchant": committed.merchant,
            "date": "2026-06-14",
            "amount": "14.50",
            "currency": "AUD",
            "transactionId": tx.id,
            "expenseId": expense.id,
        }
    ]
    with pytest.raises(ConflictError):
        commit_receipt(ctx, receipt.id, transaction_id=tx.id)
    assert list_receipts(ctx, {"status": "processed", "q": "banana"}).pagination.total == 1


def test_commit_can_create_the_expense(ctx: AccountContext) -> None:
    receipt = add_receipt(ctx, data=text_pdf(), file_name="cafe.pdf")
    committed = commit_receipt(ctx, receipt.id, create_expense=True)
    assert committed.expense_id is not None
    expense = get_expense(ctx, committed.expense_id)
    assert (expense.amount, expense.gst_amount, expense.source) == (
        Decimal("14.50"),
        Decimal("1.32"),
        "receipt",
    )
    assert expense.receipt_ids == [receipt.id]
    delete_expense(ctx, expense.id)
    back = get_receipt(ctx, receipt.id)
    assert (back.status, back.expense_id) == ("extracted", None)


def test_a_file_with_no_receipt_text_is_refused_not_stored(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError) as info:
        add_receipt(ctx, data=b"Just a note with no numbers\n", file_name="note.txt")
    assert [p.field for p in info.value.fields] == ["file"]
    assert "no receipt found" in info.value.fields[0].message
    assert list_receipts(ctx).pagination.total == 0


def test_commit_needs_a_target_and_parsed_fields(ctx: AccountContext) -> None:
    receipt = add_receipt(ctx, data=b"CAFE NERO\nTotal 12.50\n", file_name="note.txt")
    with pytest.raises(ValidationError):
        commit_receipt(ctx, receipt.id)
    with pytest.raises(ValidationError) as info:
        commit_receipt(ctx, receipt.id, create_expense=True)
    assert {p.field for p in info.value.fields} == {"receiptDate"}
    assert get_receipt(ctx, receipt.id).status == "extracted"


def test_bank_feed_transaction_ids_stay_out_of_the_event(
    ctx: AccountContext, processed_events: Outbox
) -> None:
    tx = create_transaction(ctx, data={"date": "2026-06-14", "amount": "-14.50", "description": "CAFE"})
    with ctx.db.session() as session:
        session.execute(update(Transaction).where(Transaction.id == tx.id).values(source="bank_feed"))
    receipt = add_receipt(ctx, data=text_pdf(), file_name="cafe.pdf", transaction_id=tx.id)
    assert receipt.status == "processed" and receipt.transaction_id == tx.id
    payloads = [e.payload for e in processed_events if e.account_id == ctx.account_id]
    assert len(payloads) == 1 and payloads[0]["transactionId"] is None


def test_receipts_are_tenant_isolated(ctx: AccountContext, other_ctx: AccountContext) -> None:
    theirs = add_receipt(other_ctx, data=text_pdf(), file_name="theirs.pdf")
    their_tx = create_transaction(
        other_ctx, data={"date": "2026-06-14", "amount": "-14.5", "description": "x"}
    )
    their_expense = create_expense(
        other_ctx, data={"date": "2026-06-14", "amount": "14.5", "description": "x"}
    )
    for call in (
        lambda: get_receipt(ctx, theirs.id),
        lambda: reprocess_receipt(ctx, theirs.id),
        lambda: suggest_receipt_matches(ctx, theirs.id),
        lambda: commit_receipt(ctx, theirs.id, create_expense=True),
        lambda: delete_receipt(ctx, theirs.id),
    ):
        with pytest.raises(NotFoundError):
            call()
    mine = add_receipt(ctx, data=text_pdf(), file_name="mine.pdf")
    assert suggest_receipt_matches(ctx, mine.id).transactions == []
    with pytest.raises(ValidationError) as info:
        commit_receipt(ctx, mine.id, transaction_id=their_tx.id)
    assert info.value.fields[0].field == "transactionId"
    with pytest.raises(ValidationError) as info:
        commit_receipt(ctx, mine.id, expense_id=their_expense.id)
    assert info.value.fields[0].field == "expenseId"
    assert list_receipts(ctx).pagination.total == 1
    assert get_receipt(other_ctx, theirs.id).status == "extracted"
    # Both accounts uploaded the same bytes: each has its own record and copy.
    assert mine.file.sha256 == theirs.file.sha256 and mine.file_id != theirs.file_id
