from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import Boolean, Date, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, IdMixin, TimestampMixin
from finkit.core.db.types import Money, Rate, UTCDateTime


class Bill(IdMixin, TimestampMixin, Base):
    """An expected recurring payment (or income, ``type='credit'``). Amounts are positive magnitudes."""

    __tablename__ = "bills"
    __table_args__ = (Index("ix_bills_account_due", "account_id", "is_active", "next_due_date"),)

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(200))
    merchant: Mapped[str] = mapped_column(String(200))
    merchant_key: Mapped[str] = mapped_column(String(200))  # merchants.keys.merchant_key(merchant)
    type: Mapped[str] = mapped_column(String(6), default="debit")  # debit = a bill, credit = income
    expected_amount: Mapped[Decimal | None] = mapped_column(Money(), nullable=True)
    min_amount: Mapped[Decimal | None] = mapped_column(Money(), nullable=True)
    max_amount: Mapped[Decimal | None] = mapped_column(Money(), nullable=True)
    amount_tolerance: Mapped[Decimal] = mapped_column(Rate(), default=Decimal("7.5"))  # percent
    currency: Mapped[str] = mapped_column(String(3))
    frequency: Mapped[str] = mapped_column(String(12))
    next_due_date: Mapped[date] = mapped_column(Date)
    anchor_day: Mapped[int] = mapped_column(Integer)  # day of month the schedule keeps to
    month_end: Mapped[bool] = mapped_column(Boolean, default=False)
    category_id: Mapped[str | None] = mapped_column(ForeignKey("categories.id"), nullable=True)
    autopay: Mapped[bool] = mapped_column(Boolean, default=False)
    reminder_days: Mapped[int] = mapped_column(Integer, default=3)
    is_active: Mapped[bool] = mapped_column(Boolean, default=True)
    notes: Mapped[str | None] = mapped_column(Text, nullable=True)
    last_paid_date: Mapped[date | None] = mapped_column(Date, nullable=True)


class BillPayment(IdMixin, Base):
    """A transaction that paid (one occurrence of) a bill. A transaction pays at most one bill."""

    __tablename__ = "bill_payments"
    __table_args__ = (Index("ix_bill_payments_bill_due", "bill_id", "due_date"),)

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    bill_id: Mapped[str] = mapped_column(ForeignKey("bills.id", ondelete="CASCADE"))
    transaction_id: Mapped[str] = mapped_column(
        ForeignKey("transactions.id", ondelete="CASCADE"), unique=True
    )
    due_date: Mapped[date] = mapped_column(Date)
    paid_date: Mapped[date] = mapped_column(Date)
    amount: Mapped[Decimal] = mapped_column(Money())  # the transaction's signed amount
    matched_by: Mapped[str] = mapped_column(String(10))  # auto | manual | rule | pattern
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
