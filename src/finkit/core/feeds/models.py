from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import Boolean, ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, IdMixin, TimestampMixin, utcnow
from finkit.core.db.types import Money, UTCDateTime


class FeedConnection(IdMixin, TimestampMixin, Base):
    """A connected bank feed. ``access_sealed`` (the access URL with its credentials) never leaves core."""

    __tablename__ = "feed_connections"

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    provider: Mapped[str] = mapped_column(String(20))  # simplefin
    name: Mapped[str] = mapped_column(String(200))
    status: Mapped[str] = mapped_column(String(20), default="active")  # active | error
    access_sealed: Mapped[str] = mapped_column(Text)
    last_sync_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    synced_through: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    last_error: Mapped[str | None] = mapped_column(String(1000), nullable=True)


class FeedItem(IdMixin, Base):
    """One bank-feed transaction seen by a connection, and the finkit transaction it became or matched.

    ``relation`` is ``inserted`` (a new ``bank_feed`` row) or ``linked`` (matched an imported or manual
    row, which is kept as it is). ``transaction_id`` is NULL when the holder deleted the row: re-syncs
    then leave it deleted.
    """

    __tablename__ = "feed_items"
    __table_args__ = (
        Index(
            "uq_feed_items_connection_external",
            "connection_id",
            "external_account_id",
            "external_id",
            unique=True,
        ),
        Index("ix_feed_items_transaction", "transaction_id"),
    )

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    connection_id: Mapped[str] = mapped_column(ForeignKey("feed_connections.id", ondelete="CASCADE"))
    external_account_id: Mapped[str] = mapped_column(String(200))
    external_id: Mapped[str] = mapped_column(String(200))
    transaction_id: Mapped[str | None] = mapped_column(
        ForeignKey("transactions.id", ondelete="SET NULL"), nullable=True
    )
    relation: Mapped[str] = mapped_column(String(10))  # inserted | linked
    pending: Mapped[bool] = mapped_column(Boolean, default=False)
    amount: Mapped[Decimal] = mapped_column(Money())
    posted_at: Mapped[datetime] = mapped_column(UTCDateTime())
    first_seen_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
