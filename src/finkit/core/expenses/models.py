from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import Boolean, ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, IdMixin, TimestampMixin
from finkit.core.db.types import Money, Rate, UTCDateTime

STATUSES = ("draft", "submitted", "approved", "reimbursed")
SOURCES = ("manual", "api", "receipt")
PAYMENT_METHODS = ("cash", "card", "personal_card", "company_card", "bank_transfer", "direct_debit", "other")


class Expense(IdMixin, TimestampMixin, Base):
    __tablename__ = "expenses"
    __table_args__ = (
        Index("ix_expenses_account_date", "account_id", "date", "id"),
        Index("ix_expenses_account_status", "account_id", "status"),
        # One bank transaction pays for at most one expense: the same money is never counted twice.
        Index("uq_expenses_transaction", "transaction_id", unique=True),
    )

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    date: Mapped[datetime] = mapped_column(UTCDateTime())
    amount: Mapped[Decimal] = mapped_column(Money())  # positive: what was spent, GST included or not
    currency: Mapped[str] = mapped_column(String(3))
    merchant: Mapped[str | None] = mapped_column(String(200), nullable=True)
    description: Mapped[str] = mapped_column(String(500))
    category_id: Mapped[str | None] = mapped_column(
        ForeignKey("categories.id", ondelete="SET NULL"), nullable=True
    )
    gst_amount: Mapped[Decimal | None] = mapped_column(Money(), nullable=True)
    gst_rate: Mapped[Decimal | None] = mapped_column(Rate(), nullable=True)  # percent
    gst_included: Mapped[bool] = mapped_column(Boolean, default=True)
    is_tax_deductible: Mapped[bool] = mapped_column(Boolean, default=False)
    business_use_percentage: Mapped[Decimal | None] = mapped_column(Rate(), nullable=True)
    payment_method: Mapped[str | None] = mapped_column(String(20), nullable=True)
    reimbursable: Mapped[bool] = mapped_column(Boolean, default=False)
    status: Mapped[str] = mapped_column(String(12), default="draft")
    transaction_id: Mapped[str | None] = mapped_column(
        ForeignKey("transactions.id", ondelete="SET NULL"), nullable=True
    )
    vehicle_id: Mapped[str | None] = mapped_column(
        ForeignKey("vehicles.id", ondelete="SET NULL"), nullable=True
    )
    notes: Mapped[str | None] = mapped_column(Text, nullable=True)
    source: Mapped[str] = mapped_column(String(20), default="manual")
    submitted_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    approved_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    reimbursed_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
