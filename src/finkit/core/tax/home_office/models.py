"""Hours worked from home, one row per account and financial year (added by 0030_tax_records)."""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import ForeignKey, Integer, PrimaryKeyConstraint, String
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, TimestampMixin
from finkit.core.db.types import Rate


class HomeOfficeYear(TimestampMixin, Base):
    __tablename__ = "home_office_years"
    __table_args__ = (PrimaryKeyConstraint("account_id", "financial_year", name="pk_home_office_years"),)

    account_id: Mapped[str] = mapped_column(String(36), ForeignKey("accounts.id", ondelete="CASCADE"))
    financial_year: Mapped[int] = mapped_column(Integer)  # the year it ends in: 2026 = FY 2025-26
    hours: Mapped[Decimal] = mapped_column(Rate())
