"""Correcting what was read from a receipt: saved through core, each bad field named, ABN checked."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.receipts.service import add_receipt, correct_receipt, get_receipt, list_receipts

RECEIPT = b"BEAN THERE CAFE\nTAX INVOICE\nDate: 14/06/2026\nTotal $14.50\nGST included $1.32\n"
VALID_ABN = "51 824 753 556"  # the ATO's published example


def _fields(exc: ValidationError) -> list[str]:
    return sorted(p.field for p in exc.fields)


def test_a_correction_is_saved_and_found_by_search(ctx: AccountContext) -> None:
    receipt = add_receipt(ctx, data=RECEIPT, file_name="r.txt")
    fixed = correct_receipt(
        ctx,
        receipt.id,
        data={
            "merchant": "  Bean There Cafe Pty Ltd ",
            "receiptDate": "2026-06-15",
            "total": "15.50",
            "gstAmount": "1.41",
            "abn": VALID_ABN,
        },
    )
    assert fixed.merchant == "Bean There Cafe Pty Ltd"
    assert fixed.receipt_date == date(2026, 6, 15)
    assert (fixed.total, fixed.gst_amount) == (Decimal("15.50"), Decimal("1.41"))
    assert (fixed.abn, fixed.abn_valid) == ("51824753556", True)
    assert fixed.extracted_text == receipt.extracted_text
    assert get_receipt(ctx, receipt.id).total == Decimal("15.50")
    assert [r.id for r in list_receipts(ctx, {"q": "Pty Ltd"}).receipts] == [receipt.id]
    # a field left out keeps its value; null clears it
    again = correct_receipt(ctx, receipt.id, data={"abn": None})
    assert (again.abn, again.abn_valid, again.merchant) == (None, None, "Bean There Cafe Pty Ltd")


def test_every_bad_field_is_named_and_nothing_is_saved(ctx: AccountContext) -> None:
    receipt = add_receipt(ctx, data=RECEIPT, file_name="r.txt")
    with pytest.raises(ValidationError) as caught:
        correct_receipt(
            ctx,
            receipt.id,
            data={"merchant": "X", "abn": "51 824 753 557", "total": "-1", "receiptDate": "2026-02-30"},
        )
    assert _fields(caught.value) == ["receiptDate"]  # the schema answers first
    with pytest.raises(ValidationError) as caught:
        correct_receipt(ctx, receipt.id, data={"merchant": "X", "abn": "51 824 753 557", "total": "-1"})
    assert _fields(caught.value) == ["abn", "total"]
    assert "check-digit" in str(caught.value.details())
    with pytest.raises(ValidationError) as caught:
        correct_receipt(ctx, receipt.id, data={"gstAmount": "20.00"})
    assert _fields(caught.value) == ["gstAmount"] and "more than the total" in str(caught.value.details())
    with pytest.raises(ValidationError) as caught:
        correct_receipt(ctx, receipt.id, data={"total": "1.005"})
    assert _fields(caught.value) == ["total"]
    unchanged = get_receipt(ctx, receipt.id)
    assert (unchanged.merchant, unchanged.total) == (receipt.merchant, Decimal("14.50"))


def test_another_accounts_receipt_cannot_be_corrected(ctx: AccountContext, other_ctx: AccountContext) -> None:
    theirs = add_receipt(other_ctx, data=RECEIPT, file_name="r.txt")
    with pytest.raises(NotFoundError):
        correct_receipt(ctx, theirs.id, data={"merchant": "Mine now"})
    assert get_receipt(other_ctx, theirs.id).merchant == theirs.merchant
