"""API keys for ``/mcp/inspector``: ``mcp_`` + 64 hex characters, shown once, stored as SHA-256.

Why SHA-256 and not argon2: a key carries 256 random bits, so there is nothing to brute-force and no
dictionary to slow down; a fast, unsalted hash lets a presented key be found by an indexed equality
lookup in one query. Passwords (low entropy) keep argon2.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from sqlalchemy import select, update

from finkit.core.accounts.models import Account, User
from finkit.core.audit.service import record_activity
from finkit.core.auth.models import ApiKey
from finkit.core.auth.schemas import SCOPES, ApiKeyCreate, ApiKeyCreated, ApiKeyRead
from finkit.core.context import AccountContext, RequestInfo
from finkit.core.db.base import utcnow
from finkit.core.db.engine import Database
from finkit.core.errors import AuthenticationError, NotFoundError
from finkit.core.schemas import parse
from finkit.core.settings import Settings

KEY_PREFIX = "mcp_"
KEY_PATTERN = re.compile(r"^mcp_[0-9a-f]{64}$")
#: last_used_at is written at most this often per key, so verification is not a write per request.
LAST_USED_GRANULARITY = timedelta(minutes=1)
SAVE_WARNING = "Save this key now: it is shown only once and cannot be read back. Lost keys must be revoked and replaced."
#: Scopes that allow read-only use; only ``mcp:full`` allows writes.
READ_SCOPES = frozenset(SCOPES) - {"mcp:full"}


def looks_like_api_key(value: str | None) -> bool:
    return bool(value and value.startswith(KEY_PREFIX))


def hash_key(raw_key: str) -> str:
    return hashlib.sha256(raw_key.encode()).hexdigest()


def has_scope(scopes: list[str] | tuple[str, ...], needed: str) -> bool:
    """``mcp:full`` grants everything; ``mcp:read`` grants every read-only scope."""
    return "mcp:full" in scopes or needed in scopes or ("mcp:read" in scopes and needed in READ_SCOPES)


def _read(key: ApiKey) -> ApiKeyRead:
    return ApiKeyRead(
        id=key.id,
        name=key.name,
        prefix=key.prefix,
        scopes=list(key.scopes),
        toolsets=list(key.toolsets) if key.toolsets else None,
        created_at=key.created_at,
        expires_at=key.expires_at,
        last_used_at=key.last_used_at,
        revoked=key.revoked_at is not None,
    )


def create_api_key(ctx: AccountContext, *, data: ApiKeyCreate | dict[str, Any]) -> ApiKeyCreated:
    data = parse(ApiKeyCreate, data)
    raw = KEY_PREFIX + secrets.token_hex(32)
    now = ctx.now()
    with ctx.db.session() as session:
        key = ApiKey(
            account_id=ctx.account_id,
            user_id=ctx.user_id,
            name=data.name.strip(),
            key_hash=hash_key(raw),
            prefix=raw[:12],
            scopes=data.scopes,
            toolsets=data.toolsets,
            created_at=now,
            expires_at=now + timedelta(days=data.expires_in_days),
        )
        session.add(key)
        session.flush()
        record_activity(
            session,
            ctx,
            "api_key.create",
            target_type="api_key",
            target_id=key.id,
            details={"scopes": data.scopes, "toolsets": data.toolsets},
        )
        return ApiKeyCreated(
            id=key.id,
            key=raw,
            name=key.name,
            scopes=list(key.scopes),
            toolsets=data.toolsets,
            expires_at=key.expires_at,
            created_at=key.created_at,
            warning=SAVE_WARNING,
        )


def list_api_keys(ctx: AccountContext) -> list[ApiKeyRead]:
    with ctx.db.session() as session:
        keys = session.scalars(
            select(ApiKey)
            .where(ApiKey.account_id == ctx.account_id)
            .order_by(ApiKey.created_at.desc(), ApiKey.id)
        ).all()
        return [_read(k) for k in keys]


def revoke_api_key(ctx: AccountContext, key_id: str) -> ApiKeyRead:
    with ctx.db.session() as session:
        key = session.scalar(select(ApiKey).where(ApiKey.id == key_id, ApiKey.account_id == ctx.account_id))
        if key is None:
            raise NotFoundError("api key", key_id)
        if key.revoked_at is None:
            key.revoked_at = ctx.now()
            record_activity(session, ctx, "api_key.revoke", target_type="api_key", target_id=key.id)
        return _read(key)


@dataclass(frozen=True)
class VerifiedKey:
    """What a valid key resolves to: enough to build an AccountContext, and the key record (scopes)."""

    key: ApiKeyRead
    account_id: str
    user_id: str
    email: str
    tier: str
    currency: str
    country: str

    def context(self, db: Database, settings: Settings, request: RequestInfo | None = None) -> AccountContext:
        info = request or RequestInfo(actor="mcp")
        return AccountContext(
            db=db,
            settings=settings,
            account_id=self.account_id,
            user_id=self.user_id,
            email=self.email,
            tier=self.tier,
            currency=self.currency,
            country=self.country,
            request=RequestInfo(
                actor=info.actor,
                client_address=info.client_address,
                user_agent=info.user_agent,
                request_id=info.request_id,
                credential_id=self.key.id,
            ),
        )


def verify_api_key(db: Database, raw_key: str | None) -> VerifiedKey:
    """The key's account and record; missing, malformed, unknown, revoked or expired keys are refused
    with ``AuthenticationError(reason="INVALID_API_KEY")``."""
    if not raw_key or not KEY_PATTERN.match(raw_key):
        raise AuthenticationError("API key missing or malformed", reason="INVALID_API_KEY")
    now = utcnow()
    with db.session() as session:
        row = session.execute(
            select(ApiKey, User, Account)
            .join(User, User.id == ApiKey.user_id)
            .join(Account, Account.id == ApiKey.account_id)
            .where(ApiKey.key_hash == hash_key(raw_key))
        ).first()
        if row is None:
            raise AuthenticationError("API key not found or revoked", reason="INVALID_API_KEY")
        key, user, account = row
        if key.revoked_at is not None:
            raise AuthenticationError("API key not found or revoked", reason="INVALID_API_KEY")
        if key.expires_at <= now:
            raise AuthenticationError("API key has expired", reason="INVALID_API_KEY")
        if key.last_used_at is None or now - key.last_used_at >= LAST_USED_GRANULARITY:
            session.execute(update(ApiKey).where(ApiKey.id == key.id).values(last_used_at=now))
            key.last_used_at = now
        return VerifiedKey(
            key=_read(key),
            account_id=account.id,
            user_id=user.id,
            email=user.email,
            tier=account.tier,
            currency=account.base_currency,
            country=account.country,
        )
