"""OAuth tables. Secrets (client secrets, codes, refresh tokens) are stored only as SHA-256 hashes."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Boolean, ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, utcnow
from finkit.core.db.types import UTCDateTime


class OAuthClient(Base):
    """A client registered by RFC 7591 dynamic registration. ``info`` is its registered metadata
    (redirect URIs, name, grant types) without the secret, which is kept only as ``secret_hash``."""

    __tablename__ = "oauth_clients"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)  # the client_id
    client_name: Mapped[str | None] = mapped_column(String(200), nullable=True)
    secret_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    info: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class OAuthGrant(Base):
    """One person's consent for one client ("connected app"): its scopes and audience. Revoking it ends
    every access token (``auth_sessions.oauth_grant_id``) and refresh token issued under it."""

    __tablename__ = "oauth_grants"
    __table_args__ = (Index("ix_oauth_grants_account", "account_id", "created_at"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    client_id: Mapped[str] = mapped_column(ForeignKey("oauth_clients.id", ondelete="CASCADE"))
    scopes: Mapped[list[str]] = mapped_column(JSON, default=list)
    #: MCP tool sets ``tools/list`` shows this app (None: the server's setting).
    toolsets: Mapped[list[str] | None] = mapped_column(JSON, nullable=True)
    resource: Mapped[str] = mapped_column(String(500))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    last_used_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)


class OAuthCode(Base):
    """An authorization code (hashed). ``used_at`` set on exchange: a second use revokes the grant."""

    __tablename__ = "oauth_codes"

    code_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    grant_id: Mapped[str] = mapped_column(ForeignKey("oauth_grants.id", ondelete="CASCADE"))
    redirect_uri: Mapped[str] = mapped_column(String(2000))
    redirect_uri_explicit: Mapped[bool] = mapped_column(Boolean, default=True)
    code_challenge: Mapped[str] = mapped_column(String(128))
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)


class OAuthRefreshToken(Base):
    """A refresh token (hashed). Rotation sets ``used_at``; presenting a used one revokes the grant."""

    __tablename__ = "oauth_refresh_tokens"
    __table_args__ = (Index("ix_oauth_refresh_tokens_grant", "grant_id"),)

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    grant_id: Mapped[str] = mapped_column(ForeignKey("oauth_grants.id", ondelete="CASCADE"))
    scopes: Mapped[list[str]] = mapped_column(JSON, default=list)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
