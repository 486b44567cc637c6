"""Trading stock at the start and end of a financial year, one row per account and year (added by
0042_trading_stock)."""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import Boolean, ForeignKey, Integer, PrimaryKeyConstraint, String
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, TimestampMixin
from finkit.core.db.types import Money


class TradingStockYear(TimestampMixin, Base):
    __tablename__ = "trading_stock_years"
    __table_args__ = (PrimaryKeyConstraint("account_id", "financial_year", name="pk_trading_stock_years"),)

    account_id: Mapped[str] = mapped_column(String(36), ForeignKey("accounts.id", ondelete="CASCADE"))
    financial_year: Mapped[int] = mapped_column(Integer)  # the year it ends in: 2026 = FY 2025-26
    opening_value: Mapped[Decimal] = mapped_column(Money())
    #: the stocktake's value at the year's end, or the person's reasonable estimate under the simplified rule
    closing_value: Mapped[Decimal] = mapped_column(Money())
    valuation_method: Mapped[str] = mapped_column(String(16))  # cost | market | replacement
    simplified: Mapped[bool] = mapped_column(Boolean, default=False)
