"""What a year's earnings-basis adjustments look like on the wire."""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from pydantic import Field

from finkit.core.schemas import InputSchema, Num, Schema

#: The business schedule's expense label the change in payables adjusts.
PayableLabel = Literal["P8-other", "P8-cost-of-sales"]


class AccrualsSet(InputSchema):
    """``PUT /api/tax/accruals/{fy}``: amounts earned but not yet received (receivables) and incurred but not
    yet paid (payables) at the start and end of that year, excluding GST."""

    receivable_opening: Num = Field(
        ge=0,
        le=10**12,
        description="Earned but not yet received at the year's start, ex GST: last year's closing receivables.",
    )
    receivable_closing: Num = Field(
        ge=0, le=10**12, description="Earned but not yet received at 30 June, ex GST."
    )
    payable_opening: Num = Field(
        default=Decimal(0),
        ge=0,
        le=10**12,
        description="Incurred but not yet paid at the year's start, ex GST: last year's closing payables.",
    )
    payable_closing: Num = Field(
        default=Decimal(0), ge=0, le=10**12, description="Incurred but not yet paid at 30 June, ex GST."
    )
    payable_label: PayableLabel = Field(
        default="P8-other",
        description="The expense label the change in payables adjusts: P8-other or P8-cost-of-sales.",
    )


class AccrualsRead(Schema):
    """A year's receivables and payables and the adjustments the tax summary makes."""

    financial_year: int
    receivable_opening: Num
    receivable_closing: Num
    payable_opening: Num
    payable_closing: Num
    payable_label: str
    #: closing less opening receivables: added to P8 business income
    income_adjustment: Num
    #: closing less opening payables: added to the payable label's expenses
    expense_adjustment: Num
    source: str


class AccrualsClaim(Schema):
    """Earnings-basis adjustments in a tax summary: P8 business income as received and as earned, and the
    payable label's expenses as paid and as incurred."""

    income_received: Num
    income_adjustment: Num
    income_earned: Num
    expense_label: str
    expenses_paid: Num
    expense_adjustment: Num
    expenses_incurred: Num
