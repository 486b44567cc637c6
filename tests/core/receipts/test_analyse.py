"""Reading a stored file as a receipt without saving anything."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError
from finkit.core.files.service import store_file
from finkit.core.receipts import extract
from finkit.core.receipts.analyse import analyse_stored_file
from finkit.core.receipts.service import list_receipts
from tests.sample_files import image_bytes, text_pdf, xlsx_bytes


def test_a_pdf_is_read_and_parsed_and_nothing_is_saved(ctx: AccountContext) -> None:
    stored = store_file(ctx, data=text_pdf(), file_name="cafe.pdf", purpose="assistant")
    found = analyse_stored_file(ctx, stored.id)
    assert found.readable and found.extraction_method == "pdf_text"
    assert found.merchant is not None and "BEAN THERE" in found.merchant.upper()
    assert (found.receipt_date, found.total, found.gst_amount) == (
        date(2026, 6, 14),
        Decimal("14.50"),
        Decimal("1.32"),
    )
    assert found.abn == "51824753556" and found.abn_valid and found.is_tax_invoice
    assert found.currency == "AUD" and found.file_name == "cafe.pdf"
    assert list_receipts(ctx).pagination.total == 0


def test_unreadable_files_say_why(ctx: AccountContext, monkeypatch: pytest.MonkeyPatch) -> None:
    sheet = store_file(ctx, data=xlsx_bytes(), file_name="book.xlsx")
    found = analyse_stored_file(ctx, sheet.id)
    assert not found.readable and found.total is None and "xlsx" in (found.extraction_error or "")
    monkeypatch.setattr(extract.shutil, "which", lambda _name: None)
    photo = store_file(ctx, data=image_bytes(), file_name="photo.png")
    found = analyse_stored_file(ctx, photo.id)
    assert not found.readable and "OCR unavailable" in (found.extraction_error or "")


def test_another_accounts_file_is_not_found(ctx: AccountContext, other_ctx: AccountContext) -> None:
    stored = store_file(ctx, data=text_pdf(), file_name="cafe.pdf")
    with pytest.raises(NotFoundError):
        analyse_stored_file(other_ctx, stored.id)
