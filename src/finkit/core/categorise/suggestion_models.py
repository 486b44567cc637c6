"""A model's category for a transaction, waiting for the person: pending, accepted or rejected (a rejected
one is not suggested again for the same category)."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, IdMixin, utcnow
from finkit.core.db.types import Rate, UTCDateTime


class CategorySuggestion(IdMixin, Base):
    __tablename__ = "category_suggestions"
    __table_args__ = (Index("uq_category_suggestions_transaction", "transaction_id", unique=True),)

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    transaction_id: Mapped[str] = mapped_column(ForeignKey("transactions.id", ondelete="CASCADE"))
    category_id: Mapped[str] = mapped_column(ForeignKey("categories.id", ondelete="CASCADE"))
    confidence: Mapped[Decimal | None] = mapped_column(Rate(), nullable=True)
    source: Mapped[str] = mapped_column(String(120))  # who suggested it: "openai:qwen2.5"
    reasoning: Mapped[str] = mapped_column(Text, default="")
    status: Mapped[str] = mapped_column(String(10), default="pending")  # pending | accepted | rejected
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    decided_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
