from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import Boolean, ForeignKey, Index, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, IdMixin, TimestampMixin
from finkit.core.db.types import Rate, UTCDateTime


class CategorySet(IdMixin, TimestampMixin, Base):
    """A named selection of the account's categories. The default set holds every category (live)."""

    __tablename__ = "category_sets"
    __table_args__ = (
        UniqueConstraint("account_id", "name_key", name="uq_category_sets_account_name"),
        # One active and one default set per account, enforced by the database: the marker column
        # holds the account id when the flag is on and NULL otherwise (NULLs never clash).
        Index("uq_category_sets_active_marker", "active_marker", unique=True),
        Index("uq_category_sets_default_marker", "default_marker", unique=True),
    )

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    user_id: Mapped[str] = mapped_column(String(36))
    name: Mapped[str] = mapped_column(String(100))
    name_key: Mapped[str] = mapped_column(String(100))
    description: Mapped[str] = mapped_column(Text, default="")
    color: Mapped[str] = mapped_column(String(20), default="")
    icon: Mapped[str] = mapped_column(String(40), default="")
    is_default: Mapped[bool] = mapped_column(Boolean, default=False)
    is_active: Mapped[bool] = mapped_column(Boolean, default=False)
    active_marker: Mapped[str | None] = mapped_column(String(36), nullable=True)
    default_marker: Mapped[str | None] = mapped_column(String(36), nullable=True)


class CategorySetMember(Base):
    __tablename__ = "category_set_members"

    set_id: Mapped[str] = mapped_column(ForeignKey("category_sets.id", ondelete="CASCADE"), primary_key=True)
    category_id: Mapped[str] = mapped_column(
        ForeignKey("categories.id", ondelete="CASCADE"), primary_key=True, index=True
    )
    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    added_at: Mapped[datetime] = mapped_column(UTCDateTime())


class TransactionCategory(IdMixin, Base):
    """One category on one transaction. At most one per transaction is primary (``primary_marker``
    holds the transaction id for the primary row, NULL otherwise, under a unique index)."""

    __tablename__ = "transaction_categories"
    __table_args__ = (
        UniqueConstraint("transaction_id", "category_id", name="uq_transaction_categories_tx_category"),
        Index("uq_transaction_categories_primary_marker", "primary_marker", unique=True),
        Index("ix_transaction_categories_account_category", "account_id", "category_id"),
    )

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    user_id: Mapped[str] = mapped_column(String(36))
    transaction_id: Mapped[str] = mapped_column(ForeignKey("transactions.id", ondelete="CASCADE"))
    category_id: Mapped[str] = mapped_column(ForeignKey("categories.id", ondelete="CASCADE"))
    category_set_id: Mapped[str | None] = mapped_column(
        ForeignKey("category_sets.id", ondelete="SET NULL"), nullable=True
    )
    is_primary: Mapped[bool] = mapped_column(Boolean, default=False)
    primary_marker: Mapped[str | None] = mapped_column(String(36), nullable=True)
    confidence: Mapped[Decimal | None] = mapped_column(Rate(), nullable=True)  # 0..1
    assigned_by: Mapped[str] = mapped_column(String(10), default="user")
    assigned_at: Mapped[datetime] = mapped_column(UTCDateTime())
    notes: Mapped[str | None] = mapped_column(Text, nullable=True)
