from __future__ import annotations

from datetime import date, datetime
from typing import ClassVar, Literal

from pydantic import Field

from finkit.core.categories.schemas import CategoryRead
from finkit.core.schemas import (
    DEFAULT_PAGE_SIZE,
    AwareDateTime,
    InputSchema,
    Num,
    PageNumber,
    PageSize,
    Pagination,
    Percent,
    Schema,
)

ExpenseStatus = Literal["draft", "submitted", "approved", "reimbursed"]
ExpenseSource = Literal["manual", "api", "receipt"]
PaymentMethod = Literal[
    "cash", "card", "personal_card", "company_card", "bank_transfer", "direct_debit", "other"
]


class ExpenseCreate(InputSchema):
    """``amount`` is what was spent, a positive number (a sign is ignored: an expense is money out)."""

    date: AwareDateTime
    amount: Num
    currency: str | None = Field(default=None, min_length=3, max_length=3)
    merchant: str | None = Field(default=None, max_length=200)
    description: str = Field(min_length=1, max_length=500)
    category_id: str | None = None
    gst_amount: Num | None = None
    gst_rate: Percent | None = None
    gst_included: bool = True
    is_tax_deductible: bool | None = None
    business_use_percentage: Percent | None = None
    payment_method: PaymentMethod | None = None
    reimbursable: bool = False
    transaction_id: str | None = None
    vehicle_id: str | None = None
    notes: str | None = Field(default=None, max_length=5000)


class ExpenseUpdate(InputSchema):
    #: May be omitted, never null (/openapi.json says so; the service refuses null).
    not_null: ClassVar[frozenset[str]] = frozenset(
        {"date", "amount", "description", "gst_included", "is_tax_deductible", "reimbursable"}
    )
    date: AwareDateTime | None = None
    amount: Num | None = None
    merchant: str | None = Field(default=None, max_length=200)
    description: str | None = Field(default=None, min_length=1, max_length=500)
    category_id: str | None = None
    gst_amount: Num | None = None
    gst_rate: Percent | None = None
    gst_included: bool | None = None
    is_tax_deductible: bool | None = None
    business_use_percentage: Percent | None = None
    payment_method: PaymentMethod | None = None
    reimbursable: bool | None = None
    vehicle_id: str | None = None
    notes: str | None = Field(default=None, max_length=5000)


class ExpenseRead(Schema):
    id: str
    date: datetime
    amount: Num
    currency: str
    merchant: str | None
    description: str
    category_id: str | None
    category: CategoryRead | None
    gst_amount: Num | None
    gst_rate: Num | None
    gst_included: bool
    is_tax_deductible: bool
    business_use_percentage: Num | None
    payment_method: str | None
    reimbursable: bool
    status: ExpenseStatus
    transaction_id: str | None
    vehicle_id: str | None
    receipt_ids: list[str]
    notes: str | None
    source: str
    submitted_at: datetime | None
    approved_at: datetime | None
    reimbursed_at: datetime | None
    created_at: datetime
    updated_at: datetime


class ExpenseFilters(InputSchema):
    """List filters: the same names as the REST query string and the CLI options."""

    page: PageNumber = 1
    limit: PageSize = DEFAULT_PAGE_SIZE
    from_date: date | None = None
    to_date: date | None = None  # inclusive
    period: str | None = Field(
        default=None,
        max_length=100,
        description='Words such as "last quarter", "Q3 FY2026" or "since July", instead of fromDate/toDate.',
    )
    category: str | None = None  # a category id, or "none"
    status: ExpenseStatus | None = None
    q: str | None = None  # text in merchant, description or notes
    merchant: str | None = None
    min_amount: Num | None = None
    max_amount: Num | None = None
    reimbursable: bool | None = None
    linked: bool | None = None  # has a linked bank transaction
    source: ExpenseSource | None = None
    payment_method: PaymentMethod | None = None
    cursor: str | None = Field(
        default=None,
        description="Continue after the last page: the nextCursor it returned (instead of page).",
    )


class ExpensePage(Schema):
    expenses: list[ExpenseRead]
    pagination: Pagination
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )


class ExpenseDeleteResult(Schema):
    id: str
    deleted: bool = True


class MatchSuggestion(Schema):
    """A bank transaction that may be the payment of an expense (or receipt), scored 0-100."""

    transaction_id: str
    date: datetime
    amount: Num
    description: str
    merchant: str | None
    score: Num
    reasons: list[str]
