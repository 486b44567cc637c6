"""The small business pool's opening balance, one row per account and financial year (added by
0041_small_business_pool)."""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import ForeignKey, Integer, PrimaryKeyConstraint, String
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, TimestampMixin
from finkit.core.db.types import Money


class SmallBusinessPoolYear(TimestampMixin, Base):
    __tablename__ = "small_business_pool_years"
    __table_args__ = (
        PrimaryKeyConstraint("account_id", "financial_year", name="pk_small_business_pool_years"),
    )

    account_id: Mapped[str] = mapped_column(String(36), ForeignKey("accounts.id", ondelete="CASCADE"))
    financial_year: Mapped[int] = mapped_column(Integer)  # the year it ends in: 2026 = FY 2025-26
    opening_balance: Mapped[Decimal] = mapped_column(Money())
