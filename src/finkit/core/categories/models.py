from __future__ import annotations

from decimal import Decimal

from sqlalchemy import Boolean, ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, IdMixin, TimestampMixin
from finkit.core.db.types import Rate


class Category(IdMixin, TimestampMixin, Base):
    __tablename__ = "categories"
    __table_args__ = (UniqueConstraint("account_id", "name_key", name="uq_categories_account_name"),)

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(100))
    name_key: Mapped[str] = mapped_column(String(100))  # casefolded name: unique per account
    icon: Mapped[str] = mapped_column(String(40), default="")
    color: Mapped[str] = mapped_column(String(20), default="")
    is_tax_deductible: Mapped[bool] = mapped_column(Boolean, default=False)
    tax_category: Mapped[str] = mapped_column(String(40), default="personal")
    default_gst_rate: Mapped[Decimal | None] = mapped_column(Rate(), nullable=True)  # percent
    is_income: Mapped[bool] = mapped_column(Boolean, default=False)
    # Added by 0014_books. kind: income | expense | transfer (direction is part of meaning: automation
    # never puts a debit into an income category or a credit into an expense one). gst_treatment:
    # taxable | gst_free | input_taxed | out_of_scope, or None (derive from default_gst_rate).
    kind: Mapped[str] = mapped_column(String(10), default="expense", server_default="expense")
    gst_treatment: Mapped[str | None] = mapped_column(String(12), nullable=True)
