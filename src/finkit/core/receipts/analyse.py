"""Read a stored file as a receipt without saving anything: the assistant's "analyse this receipt".

Same reading and parsing as ``add_receipt`` (``extract_text`` then ``parse_receipt_text``), but no
receipt row is created: the caller (the assistant) reports what was found and can propose saving it.
A file whose text cannot be read (OCR unavailable, an unreadable image) comes back with ``readable``
false and ``extractionError`` saying why, never with guessed figures.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from finkit.core.context import AccountContext
from finkit.core.errors import UnavailableError, UnsupportedMediaTypeError
from finkit.core.files.service import open_file
from finkit.core.money import round_money
from finkit.core.receipts.extract import extract_text, read_budget
from finkit.core.receipts.parse import parse_receipt_text
from finkit.core.schemas import Num, Schema

READABLE_KINDS = frozenset({"jpeg", "png", "heic", "pdf", "text"})
TEXT_EXCERPT = 2000


class ReceiptAnalysis(Schema):
    file_id: str
    file_name: str
    content_type: str
    readable: bool
    extraction_method: str | None = None
    extraction_error: str | None = None
    merchant: str | None = None
    receipt_date: date | None = None
    total: Num | None = None
    gst_amount: Num | None = None
    currency: str
    abn: str | None = None
    abn_valid: bool | None = None
    is_tax_invoice: bool = False
    line_items: list[dict[str, Any]] = []
    text: str | None = None


def analyse_stored_file(ctx: AccountContext, file_id: str) -> ReceiptAnalysis:
    """Read and parse one of the account's stored files as a receipt. Changes nothing."""
    record, data = open_file(ctx, file_id)
    base: dict[str, Any] = {
        "file_id": record.id,
        "file_name": record.original_name,
        "content_type": record.content_type,
        "currency": ctx.currency,
    }
    if record.kind not in READABLE_KINDS:
        return ReceiptAnalysis(
            **base, readable=False, extraction_error=f"a {record.kind} file is not a receipt"
        )
    try:
        extraction = extract_text(data, record.kind, read_budget(ctx, record.original_name))
    except (UnavailableError, UnsupportedMediaTypeError) as exc:
        return ReceiptAnalysis(**base, readable=False, extraction_error=exc.message)
    parsed = parse_receipt_text(extraction.text)
    return ReceiptAnalysis(
        **base,
        readable=True,
        extraction_method=extraction.method,
        merchant=parsed.merchant,
        receipt_date=parsed.receipt_date,
        total=round_money(parsed.total, ctx.currency) if parsed.total is not None else None,
        gst_amount=round_money(parsed.gst_amount, ctx.currency) if parsed.gst_amount is not None else None,
        abn=parsed.abn,
        abn_valid=parsed.abn_valid,
        is_tax_invoice=parsed.is_tax_invoice,
        line_items=parsed.line_items,
        text=extraction.text[:TEXT_EXCERPT],
    )
