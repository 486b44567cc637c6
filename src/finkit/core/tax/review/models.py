"""One pending deduction verdict per transaction (a newer analysis replaces an older one)."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import Boolean, ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, IdMixin, utcnow
from finkit.core.db.types import Rate, UTCDateTime


class TaxReviewItem(IdMixin, Base):
    __tablename__ = "tax_review_items"
    __table_args__ = (Index("uq_tax_review_items_transaction", "transaction_id", unique=True),)

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    transaction_id: Mapped[str] = mapped_column(ForeignKey("transactions.id", ondelete="CASCADE"))
    is_tax_deductible: Mapped[bool] = mapped_column(Boolean)
    business_use_percentage: Mapped[Decimal | None] = mapped_column(Rate(), nullable=True)
    return_label: Mapped[str | None] = mapped_column(String(40), nullable=True)  # business_motor_vehicle: 22
    confidence: Mapped[Decimal] = mapped_column(Rate())
    reason: Mapped[str] = mapped_column(String(40))  # low_confidence | private_category
    reasoning: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
