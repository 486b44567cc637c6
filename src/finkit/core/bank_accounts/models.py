"""The ``bank_accounts`` table (migrations ``0027_bank_accounts`` and ``0028_reconcile``)."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import JSON, Boolean, Date, ForeignKey, Index, String, false
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, IdMixin, TimestampMixin
from finkit.core.db.types import Money, UTCDateTime

#: Kinds of bank account; ``credit_card`` and ``loan`` balances are negative when money is owed.
BANK_ACCOUNT_TYPES = ("everyday", "savings", "credit_card", "loan", "cash", "offset", "investment", "other")


class BankAccount(IdMixin, TimestampMixin, Base):
    """One of the holder's accounts. ``is_default``: the first one, into which the migration moved every
    earlier row; its import fingerprints carry no namespace, so the dedupe keys stored before bank
    accounts existed stay valid (``dedupe.namespace_for``)."""

    __tablename__ = "bank_accounts"
    __table_args__ = (
        Index("uq_bank_accounts_account_name", "account_id", "name", unique=True),
        Index("uq_bank_accounts_feed", "feed_connection_id", "feed_account_ref", unique=True),
    )

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(100))
    type: Mapped[str] = mapped_column(String(20), default="everyday")
    institution: Mapped[str | None] = mapped_column(String(100), nullable=True)
    last4: Mapped[str | None] = mapped_column(String(4), nullable=True)
    currency: Mapped[str] = mapped_column(String(3), default="AUD")
    opening_balance: Mapped[Decimal] = mapped_column(Money(), default=Decimal("0"))
    opening_date: Mapped[date | None] = mapped_column(Date, nullable=True)
    is_default: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    closed_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    # 0028_reconcile: the last point the books agreed with a balance read off the bank (its date and
    # that balance, and when it was confirmed), and the balance breaks imports found since.
    reconciled_to: Mapped[date | None] = mapped_column(Date, nullable=True)
    reconciled_balance: Mapped[Decimal | None] = mapped_column(Money(), nullable=True)
    reconciled_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    import_breaks: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON, nullable=True)
    # The bank-feed account (connection, the feed's own account id) whose rows land here (bank_accounts.feeds).
    feed_connection_id: Mapped[str | None] = mapped_column(String(36), nullable=True)
    feed_account_ref: Mapped[str | None] = mapped_column(String(200), nullable=True)
