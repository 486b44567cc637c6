"""Integration tokens: long-lived bearer tokens of an account's machine user (docs/decisions/0009).

A token is ``fki_`` + 48 random hex characters, shown once and stored as its SHA-256 (a random token
needs no slow hash). ``authenticate_integration_token`` is what the server's bearer-token middleware
calls for tokens with that prefix: it returns the account's context with ``actor="api"`` and the token
id as ``credential_id``, and the scopes so a route can check them.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import timedelta
from typing import Any

from sqlalchemy import select

from finkit.core.accounts.service import context_for_user_id
from finkit.core.audit.service import record_activity
from finkit.core.context import AccountContext, RequestInfo
from finkit.core.db.base import utcnow
from finkit.core.db.engine import Database
from finkit.core.errors import AuthenticationError, NotFoundError
from finkit.core.integration.models import IntegrationToken
from finkit.core.integration.schemas import (
    IntegrationTokenCreate,
    IntegrationTokenCreated,
    IntegrationTokenRead,
)
from finkit.core.schemas import parse
from finkit.core.settings import Settings

TOKEN_PREFIX = "fki_"


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def create_integration_token(
    ctx: AccountContext, *, data: IntegrationTokenCreate | dict[str, Any]
) -> IntegrationTokenCreated:
    ctx.require_tier("professional", "Integration API")
    data = parse(IntegrationTokenCreate, data)
    secret = TOKEN_PREFIX + secrets.token_hex(24)
    with ctx.db.session() as session:
        token = IntegrationToken(
            account_id=ctx.account_id,
            user_id=ctx.user_id,
            name=data.name,
            prefix=secret[:12],
            token_hash=_hash(secret),
            scopes=list(dict.fromkeys(data.scopes)),
            created_at=ctx.now(),
            expires_at=ctx.now() + timedelta(days=data.expires_in_days) if data.expires_in_days else None,
        )
        session.add(token)
        session.flush()
        record_activity(
            session, ctx, "integration_token.create", target_type="integration_token", target_id=token.id
        )
        return IntegrationTokenCreated(token=IntegrationTokenRead.model_validate(token), secret=secret)


def list_integration_tokens(ctx: AccountContext) -> list[IntegrationTokenRead]:
    with ctx.db.session() as session:
        rows = session.scalars(
            select(IntegrationToken)
            .where(IntegrationToken.account_id == ctx.account_id)
            .order_by(IntegrationToken.created_at)
        ).all()
        return [IntegrationTokenRead.model_validate(t) for t in rows]


def revoke_integration_token(ctx: AccountContext, token_id: str) -> IntegrationTokenRead:
    with ctx.db.session() as session:
        token = session.scalar(
            select(IntegrationToken).where(
                IntegrationToken.id == token_id, IntegrationToken.account_id == ctx.account_id
            )
        )
        if token is None:
            raise NotFoundError("integration token", token_id)
        token.revoked_at = token.revoked_at or ctx.now()
        record_activity(
            session, ctx, "integration_token.revoke", target_type="integration_token", target_id=token.id
        )
        return IntegrationTokenRead.model_validate(token)


def authenticate_integration_token(
    db: Database, settings: Settings, token: str, *, request: RequestInfo | None = None
) -> tuple[AccountContext, list[str]]:
    """The acting context and scopes for a presented token; AuthenticationError when it is not valid."""
    if not token.startswith(TOKEN_PREFIX):
        raise AuthenticationError("Invalid integration token")
    with db.session() as session:
        row = session.scalar(select(IntegrationToken).where(IntegrationToken.token_hash == _hash(token)))
        now = utcnow()
        if (
            row is None
            or row.revoked_at is not None
            or (row.expires_at is not None and row.expires_at <= now)
        ):
            raise AuthenticationError("Invalid, revoked or expired integration token")
        row.last_used_at = now
        user_id, token_id, scopes = row.user_id, row.id, list(row.scopes)
    base = request or RequestInfo()
    info = RequestInfo(
        actor="api",
        client_address=base.client_address,
        user_agent=base.user_agent,
        request_id=base.request_id,
        credential_id=token_id,
    )
    return context_for_user_id(db, settings, user_id, request=info), scopes
