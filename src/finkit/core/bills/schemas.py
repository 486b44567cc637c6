from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Annotated, ClassVar, Literal

from pydantic import AfterValidator, Field, model_validator

from finkit.core.bills.schedule import Frequency
from finkit.core.categories.schemas import CategoryRead
from finkit.core.errors import ValidationError
from finkit.core.schemas import InputSchema, Num, NumberInput, Percent, Schema

BillType = Literal["debit", "credit"]
BillStatus = Literal["overdue", "due_soon", "upcoming", "inactive"]


def _positive(value: Decimal | None) -> Decimal | None:
    if value is not None and value <= 0:
        raise ValueError("must be greater than zero (bill amounts are magnitudes; use type for direction)")
    return value


PositiveAmount = Annotated[Num, AfterValidator(_positive), NumberInput(exclusive_minimum=Decimal(0))]


class _AmountRange(InputSchema):
    min_amount: PositiveAmount | None = None
    max_amount: PositiveAmount | None = None

    @model_validator(mode="after")
    def _range(self) -> _AmountRange:
        if self.min_amount is not None and self.max_amount is not None and self.min_amount > self.max_amount:
            # finkit's error, naming the field (a ValueError here would name the whole body); pydantic lets
            # it through unchanged
            raise ValidationError.for_field("maxAmount", "is less than minAmount")
        return self


class BillCreate(_AmountRange):
    """A bill (``type: debit``) or an expected income (``type: credit``). Give ``expectedAmount``, or a
    ``minAmount``/``maxAmount`` range, or both; amounts are positive."""

    name: str = Field(min_length=1, max_length=200)
    merchant: str | None = Field(default=None, max_length=200)  # default: the name
    type: BillType = "debit"
    expected_amount: PositiveAmount | None = None
    amount_tolerance: Percent = Decimal("7.5")
    currency: str | None = Field(default=None, min_length=3, max_length=3)
    frequency: Frequency
    next_due_date: date
    month_end: bool = False
    category_id: str | None = None
    autopay: bool = False
    reminder_days: int = Field(default=3, ge=0, le=365)
    is_active: bool = True
    notes: str | None = Field(default=None, max_length=5000)


class BillUpdate(_AmountRange):
    #: May be omitted, never null (/openapi.json says so; the service refuses null).
    not_null: ClassVar[frozenset[str]] = frozenset(
        {
            "name",
            "merchant",
            "type",
            "amount_tolerance",
            "frequency",
            "next_due_date",
            "month_end",
            "autopay",
            "reminder_days",
            "is_active",
        }
    )
    name: str | None = Field(default=None, min_length=1, max_length=200)
    merchant: str | None = Field(default=None, max_length=200)
    type: BillType | None = None
    expected_amount: PositiveAmount | None = None
    amount_tolerance: Percent | None = None
    frequency: Frequency | None = None
    next_due_date: date | None = None
    month_end: bool | None = None
    category_id: str | None = None
    autopay: bool | None = None
    reminder_days: int | None = Field(default=None, ge=0, le=365)
    is_active: bool | None = None
    notes: str | None = Field(default=None, max_length=5000)


class BillRead(Schema):
    id: str
    name: str
    merchant: str
    merchant_key: str
    type: BillType
    expected_amount: Num | None
    min_amount: Num | None
    max_amount: Num | None
    amount_tolerance: Num
    currency: str
    frequency: Frequency
    next_due_date: date
    month_end: bool
    category_id: str | None
    category: CategoryRead | None
    autopay: bool
    reminder_days: int
    is_active: bool
    notes: str | None
    last_paid_date: date | None
    # Computed for "today" (the context's clock):
    days_until_due: int
    reminder_date: date
    due_soon: bool
    status: BillStatus
    created_at: datetime
    updated_at: datetime


class BillPaymentRead(Schema):
    id: str
    bill_id: str
    transaction_id: str
    due_date: date
    paid_date: date
    amount: Num
    matched_by: str
    created_at: datetime


class BillDeleteResult(Schema):
    id: str
    deleted: bool = True
    payments_removed: int


class RecurringPatternRead(Schema):
    merchant: str
    merchant_key: str
    type: BillType
    is_income: bool
    currency: str
    frequency: Frequency
    month_end: bool
    confidence: Num  # 0..1
    fixed_amount: bool
    average_amount: Num
    min_amount: Num
    max_amount: Num
    occurrences: int
    first_seen: date
    last_seen: date
    next_expected_date: date
    active: bool
    transaction_ids: list[str]
    category_id: str | None
    bill_id: str | None  # an existing bill that already covers this pattern


class DetectResult(Schema):
    patterns: list[RecurringPatternRead]
    created: list[BillRead]
    #: The day "still running" was judged from: today, or the account's latest transaction if earlier.
    as_of: date


class MatchResult(Schema):
    matched: int
    payments: list[BillPaymentRead]
