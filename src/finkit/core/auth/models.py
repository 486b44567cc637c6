"""Sign-in sessions (one row per issued JWT or cookie session) and API keys."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, IdMixin, utcnow
from finkit.core.db.types import UTCDateTime


class AuthSession(Base):
    """A sign-in. ``id`` is the JWT's ``jti`` (kind ``token``) or the id of a cookie session (kind
    ``cookie``, whose secret is stored only as ``secret_hash``). Revoking the row ends the sign-in."""

    __tablename__ = "auth_sessions"
    __table_args__ = (Index("ix_auth_sessions_account", "account_id", "created_at"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(10))  # token | cookie | oauth
    secret_hash: Mapped[str | None] = mapped_column(String(64), nullable=True, unique=True)
    csrf_token: Mapped[str | None] = mapped_column(String(64), nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    client_address: Mapped[str | None] = mapped_column(String(64), nullable=True)
    user_agent: Mapped[str | None] = mapped_column(String(300), nullable=True)
    #: Set on access tokens issued by OAuth (kind ``oauth``): the grant whose revocation ends them.
    oauth_grant_id: Mapped[str | None] = mapped_column(String(32), nullable=True, index=True)


class ApiKey(IdMixin, Base):
    """An ``mcp_`` key for /mcp/inspector. Only the SHA-256 of the key is stored (``key_hash``)."""

    __tablename__ = "api_keys"
    __table_args__ = (Index("ix_api_keys_account", "account_id", "created_at"),)

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(100))
    key_hash: Mapped[str] = mapped_column(String(64), unique=True)
    prefix: Mapped[str] = mapped_column(String(16))  # "mcp_" + 8 hex: enough to recognise, useless to guess
    scopes: Mapped[list[str]] = mapped_column(JSON, default=list)
    #: MCP tool sets ``tools/list`` shows this key (None: the server's setting).
    toolsets: Mapped[list[str] | None] = mapped_column(JSON, nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    last_used_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
