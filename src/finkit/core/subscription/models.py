from __future__ import annotations

from sqlalchemy import ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, IdMixin


class AiUsage(IdMixin, Base):
    """AI requests counted per account and calendar month (UTC), e.g. ``month = "2026-11"``."""

    __tablename__ = "ai_usage"
    __table_args__ = (UniqueConstraint("account_id", "month", name="uq_ai_usage_account_month"),)

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    month: Mapped[str] = mapped_column(String(7))
    count: Mapped[int] = mapped_column(Integer, default=0)
