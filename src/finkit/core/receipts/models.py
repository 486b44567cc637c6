from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import JSON, Boolean, Date, ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, IdMixin, TimestampMixin
from finkit.core.db.types import Money, UTCDateTime

#: pending: stored, no text yet (e.g. OCR unavailable); extracted: text read and parsed, awaiting a link;
#: processed: committed to a transaction and/or expense.
STATUSES = ("pending", "extracted", "processed")


class Receipt(IdMixin, TimestampMixin, Base):
    """A receipt. ``extracted_text`` holds the full text read from the file (searchable)."""

    __tablename__ = "receipts"
    __table_args__ = (Index("ix_receipts_account_created", "account_id", "created_at", "id"),)

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    file_id: Mapped[str] = mapped_column(ForeignKey("stored_files.id", ondelete="CASCADE"), index=True)
    status: Mapped[str] = mapped_column(String(12), default="pending")
    extraction_method: Mapped[str | None] = mapped_column(String(12), nullable=True)  # pdf_text|ocr|text
    extraction_error: Mapped[str | None] = mapped_column(Text, nullable=True)
    extracted_text: Mapped[str | None] = mapped_column(Text, nullable=True)
    merchant: Mapped[str | None] = mapped_column(String(200), nullable=True)
    receipt_date: Mapped[date | None] = mapped_column(Date, nullable=True)
    total: Mapped[Decimal | None] = mapped_column(Money(), nullable=True)
    gst_amount: Mapped[Decimal | None] = mapped_column(Money(), nullable=True)
    currency: Mapped[str] = mapped_column(String(3))
    abn: Mapped[str | None] = mapped_column(String(11), nullable=True)
    abn_valid: Mapped[bool | None] = mapped_column(Boolean, nullable=True)
    is_tax_invoice: Mapped[bool] = mapped_column(Boolean, default=False)
    line_items: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)
    transaction_id: Mapped[str | None] = mapped_column(
        ForeignKey("transactions.id", ondelete="SET NULL"), nullable=True, index=True
    )
    expense_id: Mapped[str | None] = mapped_column(
        ForeignKey("expenses.id", ondelete="SET NULL"), nullable=True, index=True
    )
    processed_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    notes: Mapped[str | None] = mapped_column(Text, nullable=True)
