from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, IdMixin, utcnow
from finkit.core.db.types import UTCDateTime


class IdempotencyRecord(IdMixin, Base):
    """The stored result of one Integration API request, keyed by the caller's ``Idempotency-Key``."""

    __tablename__ = "idempotency_records"
    __table_args__ = (
        Index("uq_idempotency_account_operation_key", "account_id", "operation", "key", unique=True),
    )

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    operation: Mapped[str] = mapped_column(String(60))  # e.g. transactions.batch_create
    key: Mapped[str] = mapped_column(String(255))
    request_hash: Mapped[str] = mapped_column(String(64))
    response: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class IntegrationToken(IdMixin, Base):
    """A long-lived bearer token of the account's machine user, for the Integration API."""

    __tablename__ = "integration_tokens"

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(100))
    prefix: Mapped[str] = mapped_column(String(16))  # shown in lists so a holder can tell tokens apart
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)  # sha256 of the whole token
    scopes: Mapped[list[str]] = mapped_column(JSON, default=list)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    expires_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    last_used_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
