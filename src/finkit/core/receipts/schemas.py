from __future__ import annotations

from datetime import date, datetime
from typing import Any, Literal

from pydantic import Field

from finkit.core.expenses.schemas import MatchSuggestion
from finkit.core.files.schemas import StoredFileRead
from finkit.core.schemas import DEFAULT_PAGE_SIZE, InputSchema, Num, PageNumber, PageSize, Pagination, Schema

ReceiptStatus = Literal["pending", "extracted", "processed"]


class ReceiptRead(Schema):
    id: str
    file_id: str
    file: StoredFileRead
    status: ReceiptStatus
    extraction_method: str | None
    extraction_error: str | None
    extracted_text: str | None
    merchant: str | None
    receipt_date: date | None
    total: Num | None
    gst_amount: Num | None
    currency: str
    abn: str | None
    abn_valid: bool | None
    is_tax_invoice: bool
    line_items: list[dict[str, Any]]
    transaction_id: str | None
    expense_id: str | None
    processed_at: datetime | None
    notes: str | None
    created_at: datetime
    updated_at: datetime


class ReceiptFilters(InputSchema):
    page: PageNumber = 1
    limit: PageSize = DEFAULT_PAGE_SIZE
    status: ReceiptStatus | None = None
    q: str | None = None  # text in the merchant or the extracted text
    from_date: date | None = None  # on the receipt's own date
    to_date: date | None = None
    period: str | None = Field(
        default=None,
        max_length=100,
        description='Words such as "last quarter", "Q3 FY2026" or "since July", instead of fromDate/toDate.',
    )
    cursor: str | None = Field(
        default=None,
        description="Continue after the last page: the nextCursor it returned (instead of page).",
    )


class ReceiptPage(Schema):
    receipts: list[ReceiptRead]
    pagination: Pagination
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )


class ExpenseMatch(Schema):
    expense_id: str
    date: datetime
    amount: Num
    merchant: str | None
    description: str
    score: Num
    reasons: list[str]


class ReceiptMatches(Schema):
    """What a receipt may belong to: bank transactions and existing expenses, best first."""

    receipt_id: str
    transactions: list[MatchSuggestion]
    expenses: list[ExpenseMatch]


class ReceiptDeleteResult(Schema):
    id: str
    deleted: bool = True


class ReceiptCorrection(InputSchema):
    """What a person corrects after reading: any of the fields read from the file. A field left out keeps
    its value; ``null`` clears it. ``abn`` must pass the ATO check-digit test; ``gstAmount`` may not
    exceed ``total``."""

    merchant: str | None = Field(default=None, max_length=200)
    receipt_date: date | None = None
    total: Num | None = None
    gst_amount: Num | None = None
    abn: str | None = Field(default=None, max_length=20)
    is_tax_invoice: bool | None = None
