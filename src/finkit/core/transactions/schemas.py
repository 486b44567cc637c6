from __future__ import annotations

from datetime import date, datetime
from typing import Annotated, ClassVar, Literal

from pydantic import AfterValidator, Field

from finkit.core.bank_accounts.schemas import BankAccountRef
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

TransactionType = Literal["debit", "credit"]
#: finkit.core.tax.gst: taxable | gst_free | input_taxed | out_of_scope | export.
GstTreatmentName = Literal["taxable", "gst_free", "input_taxed", "out_of_scope", "export"]
TaxOrigin = Literal["user", "derived"]


def _clean_tags(tags: list[str]) -> list[str]:
    seen: dict[str, None] = {}
    for tag in tags:
        tag = tag.strip()
        if tag:
            seen.setdefault(tag, None)
    return list(seen)


#: Tags, trimmed and de-duplicated in order.
Tags = Annotated[list[str], AfterValidator(_clean_tags)]


#: The part of a partly-taxable invoice's price with no GST in it, as the invoice shows it (stamp duty on
#: an insurance premium, a hotel bill's GST-free part): unsigned, at most the price; the BAS puts it at G14
#: (G3 for a sale) to the cent, and the GST derived for the row is the GST of the rest.
_GST_FREE_PART = Field(
    default=None,
    ge=0,
    description="The price's part with no GST (stamp duty), as the invoice shows: at most the price; the rest "
    "must hold any gstAmount. BAS: G14 (G3 for a sale). null: none.",
)


class TransactionCreate(InputSchema):
    """``amount`` is signed (negative = money out); a positive amount with ``type: debit`` means the same."""

    date: AwareDateTime
    description: str = Field(min_length=1, max_length=500)
    amount: Num
    type: TransactionType | None = None
    currency: str | None = Field(default=None, min_length=3, max_length=3)
    category_id: str | None = None
    merchant: str | None = Field(default=None, max_length=200)
    is_tax_deductible: bool | None = None
    business_use_percentage: Percent | None = None
    gst_amount: Num | None = None
    gst_rate: Percent | None = None
    gst_included: bool = True
    gst_treatment: GstTreatmentName | None = None
    gst_free_part: Num | None = _GST_FREE_PART
    notes: str | None = Field(default=None, max_length=5000)
    tags: Tags = Field(default_factory=list)
    bank_account_id: str | None = Field(
        default=None,
        max_length=100,
        description="The bank account (id or name); required when there is more than one open account.",
    )


class TransactionUpdate(InputSchema):
    #: May be omitted, never null (/openapi.json says so; the service refuses null).
    not_null: ClassVar[frozenset[str]] = frozenset(
        {"date", "description", "amount", "gst_included", "tags", "bank_account_id", "confirm_reconciled"}
    )
    date: AwareDateTime | None = None
    description: str | None = Field(default=None, min_length=1, max_length=500)
    amount: Num | None = None
    type: TransactionType | None = None
    category_id: str | None = None
    merchant: str | None = Field(default=None, max_length=200)
    is_tax_deductible: bool | None = None
    business_use_percentage: Percent | None = None
    gst_amount: Num | None = None
    gst_rate: Percent | None = None
    gst_included: bool | None = None
    #: Tax fields given here become the user's (they win over derivation); ``null`` on
    #: isTaxDeductible, businessUsePercentage, gstTreatment or gstAmount returns the field to derivation.
    gst_treatment: GstTreatmentName | None = None
    gst_free_part: Num | None = _GST_FREE_PART
    notes: str | None = Field(default=None, max_length=5000)
    tags: Tags | None = None
    #: Move the row to this bank account, its dedupe key with it (bank_accounts.moves).
    bank_account_id: str | None = Field(
        default=None,
        max_length=100,
        description="Move to this bank account (id or name).",
    )
    #: Needed to change the amount, date or account of a reconciled row (bank_accounts.reconcile).
    confirm_reconciled: bool | None = Field(
        default=None,
        description="true: change a reconciled row.",
    )


class SplitPart(InputSchema):
    """One part of a split: an amount (unsigned takes the whole's direction), its category and,
    optionally, tax fields of the user's own (the rest are derived per part)."""

    amount: Num
    category_id: str | None = Field(default=None, max_length=100)
    business_use_percentage: Percent | None = None
    gst_treatment: GstTreatmentName | None = None
    gst_amount: Num | None = None


class SplitTransaction(InputSchema):
    """The parts a transaction is split into: 2 to 50, adding up exactly to its amount."""

    parts: list[SplitPart] = Field(min_length=2, max_length=50)


class SplitRead(Schema):
    id: str
    position: int
    amount: Num
    category_id: str | None
    category_name: str | None
    is_tax_deductible: bool
    business_use_percentage: Num | None
    gst_treatment: GstTreatmentName | None
    gst_amount: Num | None
    tax_treatment_source: dict[str, TaxOrigin] = Field(default_factory=dict)


class TransactionRead(Schema):
    id: str
    date: datetime
    description: str
    amount: Num
    type: TransactionType
    currency: str
    category_id: str | None
    category: CategoryRead | None
    merchant: str | None
    is_tax_deductible: bool
    business_use_percentage: Num | None
    gst_amount: Num | None
    gst_rate: Num | None
    gst_included: bool
    gst_treatment: GstTreatmentName | None = None
    gst_free_part: Num | None = Field(
        default=None,
        description="The part of the price with no GST in it as the invoice shows it (the person's own "
        "figure); null when none is recorded.",
    )
    tax_treatment_source: dict[str, TaxOrigin] = Field(
        default_factory=dict,
        description="Per tax field (isTaxDeductible, businessUsePercentage, gstTreatment, gstAmount): "
        "'user' when the user set it explicitly, 'derived' when finkit derived it.",
    )
    source: str
    notes: str | None
    tags: list[str]
    bank_account_id: str | None = None
    bank_account: BankAccountRef | None = None
    #: At or before its bank account's reconciled point: changing its amount, date or account asks
    #: for ``confirmReconciled``.
    reconciled: bool = False
    transfer_counterpart_id: str | None = Field(
        default=None,
        description="The other row of a transfer between two of the holder's own bank accounts (paired "
        "rows count in no spending, income, BAS or tax figure).",
    )
    splits: list[SplitRead] = Field(
        default_factory=list,
        description="The parts of a split transaction (empty when it is one whole); the tax reports and "
        "spending by category read the parts instead of the whole.",
    )
    created_at: datetime
    updated_at: datetime


class TransactionFilters(InputSchema):
    """List filters; the same names as the REST query string and the CLI options."""

    page: PageNumber = 1
    limit: PageSize = DEFAULT_PAGE_SIZE
    category: str | None = None  # a category id, or "none" for uncategorised
    from_date: date | None = None
    to_date: date | None = None  # inclusive: the whole day
    period: str | None = None  # words such as "last quarter" or "FY2026", instead of fromDate/toDate
    type: TransactionType | None = None
    q: str | None = Field(default=None, max_length=500)
    merchant: str | None = Field(default=None, max_length=200)
    min_amount: Num | None = None  # on the absolute amount
    max_amount: Num | None = None
    source: str | None = None
    bank_account_id: str | None = Field(
        default=None, max_length=100, description="Only this bank account's rows (its id or name)."
    )
    import_batch: str | None = Field(
        default=None, max_length=64, description="Only the rows one import added (its batchId)."
    )
    cursor: str | None = Field(
        default=None,
        description="Continue after the last page: the nextCursor it returned (instead of page).",
    )


class TransactionPage(Schema):
    transactions: list[TransactionRead]
    pagination: Pagination
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )


class TransactionDeleteResult(Schema):
    id: str
    deleted: bool = True
    change_id: str | None = Field(
        default=None, description="The change to undo the deletion with (POST .../changes/{id}/undo)."
    )


ChangeKind = Literal["delete", "bulk_categorise", "edit"]


class TransactionChangeRead(Schema):
    """One entry of the transactions' change history (``GET /api/bank/transactions/changes``)."""

    id: str
    kind: ChangeKind
    summary: str
    created_at: datetime
    undone_at: datetime | None
    transaction_ids: list[str]


class TransactionChangeList(Schema):
    changes: list[TransactionChangeRead]


class ChangeUndoResult(Schema):
    change_id: str
    kind: ChangeKind
    restored: int = Field(description="How many transactions were put back as they were.")
    transaction_ids: list[str]


__all__ = [
    "ChangeUndoResult",
    "SplitPart",
    "SplitRead",
    "SplitTransaction",
    "TransactionChangeList",
    "TransactionChangeRead",
    "TransactionCreate",
    "TransactionDeleteResult",
    "TransactionFilters",
    "TransactionPage",
    "TransactionRead",
    "TransactionType",
    "TransactionUpdate",
]
