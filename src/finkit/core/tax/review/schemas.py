"""Shapes of the review list."""

from __future__ import annotations

from datetime import date, datetime

from finkit.core.schemas import Num, Schema


class ReviewItem(Schema):
    id: str
    transaction_id: str
    date: date
    description: str
    amount: Num
    category: str | None
    is_tax_deductible: bool
    business_use_percentage: Num | None
    return_label: str | None
    confidence: Num
    reason: str
    reasoning: str
    created_at: datetime


class ReviewDecision(Schema):
    """What accepting or dismissing did to the transaction."""

    id: str
    transaction_id: str
    accepted: bool
    is_tax_deductible: bool
    business_use_percentage: Num | None
