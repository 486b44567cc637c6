"""add_receipt_from_file: a receipt from a file the account already stored."""

from __future__ import annotations

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import UnsupportedMediaTypeError, ValidationError
from finkit.core.files.service import store_file
from finkit.core.receipts.service import add_receipt_from_file, list_receipts
from tests.sample_files import TAX_INVOICE_LINES, xlsx_bytes


def test_reads_a_stored_file_by_id_or_hash(ctx: AccountContext) -> None:
    stored = store_file(ctx, data="\n".join(TAX_INVOICE_LINES).encode(), file_name="cafe.txt")
    receipt = add_receipt_from_file(ctx, file_id=stored.id, notes="coffee")
    assert (
        receipt.file_id == stored.id and receipt.merchant == "BEAN THERE CAFE" and receipt.notes == "coffee"
    )
    again = add_receipt_from_file(ctx, file_id=stored.sha256)
    assert again.file_id == stored.id


def test_other_accounts_files_and_non_receipts_are_refused(
    ctx: AccountContext, other_ctx: AccountContext
) -> None:
    stored = store_file(ctx, data=b"Total $5.00\n", file_name="r.txt")
    with pytest.raises(ValidationError) as raised:
        add_receipt_from_file(other_ctx, file_id=stored.id)
    assert raised.value.fields[0].field == "fileId"
    sheet = store_file(ctx, data=xlsx_bytes(), file_name="book.xlsx")
    with pytest.raises(UnsupportedMediaTypeError):
        add_receipt_from_file(ctx, file_id=sheet.id)
    assert list_receipts(other_ctx).pagination.total == 0
