"""Receivables and payables at the start and end of a financial year, one row per account and year (added by
0043_accruals)."""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import ForeignKey, Integer, PrimaryKeyConstraint, String
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, TimestampMixin
from finkit.core.db.types import Money


class AccrualsYear(TimestampMixin, Base):
    __tablename__ = "accrual_years"
    __table_args__ = (PrimaryKeyConstraint("account_id", "financial_year", name="pk_accrual_years"),)

    account_id: Mapped[str] = mapped_column(String(36), ForeignKey("accounts.id", ondelete="CASCADE"))
    financial_year: Mapped[int] = mapped_column(Integer)  # the year it ends in: 2026 = FY 2025-26
    #: earned but not yet received (ex GST) at the year's start and at its 30 June
    receivable_opening: Mapped[Decimal] = mapped_column(Money())
    receivable_closing: Mapped[Decimal] = mapped_column(Money())
    #: incurred but not yet paid (ex GST) at the year's start and at its 30 June
    payable_opening: Mapped[Decimal] = mapped_column(Money())
    payable_closing: Mapped[Decimal] = mapped_column(Money())
    payable_label: Mapped[str] = mapped_column(String(24))  # P8-other | P8-cost-of-sales
