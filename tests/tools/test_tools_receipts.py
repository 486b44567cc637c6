"""Receipt and file tools: upload, process by file id, match, commit."""

from __future__ import annotations

import base64
from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.receipts.service import get_receipt, list_receipts
from finkit.core.usecases.transactions import create_transaction
from tests.sample_files import TAX_INVOICE_LINES, image_bytes
from tests.tools.tooling import error, field_names, ok, unconfirmed

RECEIPT_TEXT = "\n".join(TAX_INVOICE_LINES) + "\n"


def test_upload_process_match_commit(ctx: AccountContext, other_ctx: AccountContext) -> None:
    stored = ok(ctx, "files_upload", {"fileName": "cafe.txt", "text": RECEIPT_TEXT, "purpose": "receipt"})
    assert stored["kind"] == "text" and stored["size"] == len(RECEIPT_TEXT.encode())
    assert [f["id"] for f in ok(ctx, "files_list")["files"]] == [stored["id"]]
    assert ok(ctx, "files_get", {"fileId": stored["id"]})["originalName"] == "cafe.txt"

    receipt = ok(ctx, "receipts_process", {"fileId": stored["id"]})
    assert receipt["merchant"] == "BEAN THERE CAFE" and receipt["total"] == 14.5
    assert receipt["gstAmount"] == 1.32 and receipt["receiptDate"] == "2026-06-14"
    assert receipt["status"] == "extracted"
    assert [r["id"] for r in ok(ctx, "receipts_list")["receipts"]] == [receipt["id"]]
    assert ok(ctx, "receipts_get", {"receiptId": receipt["id"]})["isTaxInvoice"] is True

    tx = create_transaction(
        ctx, data={"date": "2026-06-14", "description": "BEAN THERE CAFE", "amount": Decimal("-14.50")}
    )
    matches = ok(ctx, "receipts_suggest_matches", {"receiptId": receipt["id"]})
    assert [m["transactionId"] for m in matches["transactions"]] == [tx.id]
    committed = ok(
        ctx, "receipts_commit", {"receiptId": receipt["id"], "transactionId": tx.id, "createExpense": True}
    )
    assert committed["status"] == "processed" and committed["transactionId"] == tx.id
    assert committed["expenseId"]

    # Another account cannot process this account's file or read its receipt.
    refused = error(other_ctx, "receipts_process", {"fileId": stored["id"]})
    assert refused["code"] == "VALIDATION_ERROR" and "fileId" in field_names(refused)
    assert error(other_ctx, "receipts_get", {"receiptId": receipt["id"]})["code"] == "NOT_FOUND"
    assert error(other_ctx, "files_get", {"fileId": stored["id"]})["code"] == "NOT_FOUND"


def test_base64_upload_and_unsupported_types(ctx: AccountContext) -> None:
    png = ok(
        ctx, "files_upload", {"fileName": "r.png", "contentBase64": base64.b64encode(image_bytes()).decode()}
    )
    assert png["contentType"] == "image/png"
    gif = base64.b64encode(b"GIF89a\x00\x00").decode()
    assert (
        error(ctx, "files_upload", {"fileName": "r.gif", "contentBase64": gif})["code"]
        == "UNSUPPORTED_MEDIA_TYPE"
    )
    both = error(ctx, "files_upload", {"fileName": "x", "text": "a", "contentBase64": "YQ=="})
    assert both["code"] == "VALIDATION_ERROR" and "exactly one" in both["error"]
    assert "fileName" in field_names(error(ctx, "files_upload", {"text": "a"}))
    assert "receiptId" in field_names(error(ctx, "receipts_get", {}))


def test_delete_needs_confirmation(ctx: AccountContext) -> None:
    stored = ok(ctx, "files_upload", {"fileName": "cafe.txt", "text": RECEIPT_TEXT})
    receipt = ok(ctx, "receipts_process", {"fileId": stored["id"]})
    assert "cafe.txt" in unconfirmed(ctx, "receipts_delete", {"receiptId": receipt["id"]})
    assert get_receipt(ctx, receipt["id"]).id == receipt["id"]
    ok(ctx, "receipts_delete", {"receiptId": receipt["id"], "confirm": True})
    assert list_receipts(ctx).pagination.total == 0
