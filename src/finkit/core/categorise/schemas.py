from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Annotated

from pydantic import AfterValidator, Field

from finkit.core.schemas import InputSchema, Num, NumberInput, Schema

DEFAULT_MIN_CONFIDENCE = Decimal("0.6")


def _fraction(value: Decimal) -> Decimal:
    if not 0 <= value <= 1:
        raise ValueError("is a confidence and must be between 0 and 1")
    return value


Confidence = Annotated[Num, AfterValidator(_fraction), NumberInput(minimum=Decimal(0), maximum=Decimal(1))]


class Suggestion(Schema):
    """A suggested category. ``source``: rule, knowledge_base (a known merchant), keyword (a generic
    merchant word) or model (the account's classifier). ``assignedBy`` is what an applied suggestion
    records: rule or ai."""

    transaction_id: str | None = None
    description: str
    category_id: str | None
    category_name: str | None
    confidence: Num | None
    source: str | None
    assigned_by: str | None
    applied: bool = False


class CategoriseOptions(InputSchema):
    from_date: date | None = None
    to_date: date | None = None
    apply: bool = False
    min_confidence: Confidence = DEFAULT_MIN_CONFIDENCE


class CategoriseResult(Schema):
    considered: int  # uncategorised, unlocked transactions in range
    suggested: int  # at or above the confidence threshold
    applied: int
    left_for_user: int  # no suggestion, or one below the threshold
    min_confidence: Num
    suggestions: list[Suggestion] = Field(default_factory=list)
    #: Why rows were left for the user (no rule, unknown merchant, no model yet, below the threshold).
    explanation: str | None = None
