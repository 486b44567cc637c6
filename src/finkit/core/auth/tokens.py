"""JWT bearer tokens and cookie sessions, both backed by an ``auth_sessions`` row so they can be revoked.

Tokens are HS256 JWTs signed with ``settings.resolved_secret_key()`` carrying ``sub`` (user id), ``jti``
(the session row id), ``iat`` and ``exp``. Verification accepts HS256 only, so ``alg: none``, HS512,
RS256 and friends are refused before the signature is even looked at.
"""

from __future__ import annotations

import hashlib
import secrets
import uuid
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from sqlalchemy import select, update

from finkit.core.accounts.lookup import account_context
from finkit.core.accounts.models import Account, User
from finkit.core.auth.models import AuthSession
from finkit.core.auth.signing import decode_token, encode_token
from finkit.core.context import AccountContext, RequestInfo
from finkit.core.db.base import utcnow
from finkit.core.db.engine import Database
from finkit.core.errors import AuthenticationError
from finkit.core.oauth.grants import touch_grant
from finkit.core.oauth.scopes import API_SCOPE, audience_matches
from finkit.core.settings import Settings

#: Name of the session cookie for web applications (the spec's name).
SESSION_COOKIE = "svc_sess"


@dataclass(frozen=True)
class IssuedSession:
    session_id: str
    expires_at: datetime
    token: str  # the signed JWT (always issued)
    cookie_secret: str | None = None  # the svc_sess value, when a cookie session was asked for
    csrf_token: str | None = None


def _hash(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def issue(
    db: Database,
    settings: Settings,
    *,
    user_id: str,
    account_id: str,
    request: RequestInfo | None = None,
    cookie: bool = False,
) -> IssuedSession:
    """Store a new sign-in and sign its JWT; with ``cookie``, also create the ``svc_sess`` secret."""
    now = utcnow()
    expires_at = now + timedelta(minutes=settings.token_lifetime_minutes)
    session_id = uuid.uuid4().hex
    cookie_secret = secrets.token_urlsafe(32) if cookie else None
    csrf_token = secrets.token_urlsafe(24) if cookie else None
    info = request or RequestInfo()
    with db.session() as session:
        session.add(
            AuthSession(
                id=session_id,
                account_id=account_id,
                user_id=user_id,
                kind="cookie" if cookie else "token",
                secret_hash=_hash(cookie_secret) if cookie_secret else None,
                csrf_token=csrf_token,
                created_at=now,
                expires_at=expires_at,
                client_address=info.client_address,
                user_agent=(info.user_agent or "")[:300] or None,
            )
        )
    token = encode_token(settings, user_id=user_id, jti=session_id, issued_at=now, expires_at=expires_at)
    return IssuedSession(session_id, expires_at, token, cookie_secret, csrf_token)


@dataclass(frozen=True)
class Authenticated:
    """The result of checking a credential: the acting context and, for cookie sessions, the CSRF token."""

    ctx: AccountContext
    session_kind: str
    csrf_token: str | None = None
    grant_id: str | None = None


def _load(db: Database, settings: Settings, request: RequestInfo, *conditions: object) -> Authenticated:
    query = (
        select(AuthSession, User, Account)
        .join(User, User.id == AuthSession.user_id)
        .join(Account, Account.id == AuthSession.account_id)
        .where(*conditions)  # type: ignore[arg-type]
    )
    with db.session() as session:
        row = session.execute(query).first()
        if row is None:
            raise AuthenticationError("Invalid or revoked credentials")
        auth_session, user, account = row
        if auth_session.revoked_at is not None:
            raise AuthenticationError("Token has been revoked")
        if auth_session.expires_at <= utcnow():
            raise AuthenticationError("Session has expired")
        ctx = account_context(db, settings, user, account, replace(request, credential_id=auth_session.id))
        return Authenticated(ctx, auth_session.kind, auth_session.csrf_token, auth_session.oauth_grant_id)


@dataclass(frozen=True)
class Audience:
    """Where a bearer token is being used: ``/api`` or ``/mcp`` on ``host`` (or the public URL)."""

    path: str
    host: str
    public_url: str | None = None


def verify_bearer(
    db: Database,
    settings: Settings,
    token: str,
    *,
    audience: Audience | None = None,
    request: RequestInfo | None = None,
) -> tuple[AccountContext, frozenset[str] | None]:
    """Verify a bearer JWT and load its account; revoked or expired sessions are refused. Returns the
    context and, for an OAuth token, its scopes (``None``: a sign-in token, full access). An OAuth token
    is accepted only on the resource it was issued for (RFC 8707 ``aud``)."""
    claims = decode_token(settings, token)
    scopes: frozenset[str] | None = None
    aud = claims.get("aud")
    if aud is not None:
        if audience is None or not isinstance(aud, str):
            raise AuthenticationError("This token was issued for another resource (aud)")
        public_url = audience.public_url
        if not audience_matches(aud, expected_path=audience.path, public_url=public_url, host=audience.host):
            raise AuthenticationError(f"This token was issued for {aud}, not {audience.path} (aud)")
        scope_claim = claims.get("scope")
        scopes = frozenset(str(scope_claim or "").split())
    authenticated = _load(
        db,
        settings,
        request or RequestInfo(),
        AuthSession.id == claims["jti"],
        AuthSession.user_id == claims["sub"],
    )
    if scopes is not None:
        grant_id = authenticated.grant_id
        if grant_id:
            touch_grant(db, grant_id=grant_id)
    return authenticated.ctx, scopes


def token_toolsets(settings: Settings, token: str) -> list[str] | None:
    """The MCP tool sets an OAuth access token's grant chose (its ``toolsets`` claim), or None. Call it
    only after ``verify_bearer`` accepted the token."""
    value = decode_token(settings, token).get("toolsets")
    return [str(name) for name in value] if isinstance(value, list) and value else None


def context_for_token(
    db: Database,
    settings: Settings,
    token: str,
    *,
    request: RequestInfo | None = None,
    audience: Audience | None = None,
) -> AccountContext:
    """Verify a bearer JWT for the REST API: a sign-in token, or an OAuth token issued for ``/api``
    with the ``finkit:api`` scope."""
    ctx, scopes = verify_bearer(db, settings, token, audience=audience, request=request)
    if scopes is not None and API_SCOPE not in scopes:
        raise AuthenticationError(f"This token lacks the {API_SCOPE} scope the REST API needs")
    return ctx


def authenticate_cookie(
    db: Database, settings: Settings, cookie_secret: str, *, request: RequestInfo | None = None
) -> Authenticated:
    """The account of a ``svc_sess`` cookie value (and its CSRF token, for unsafe methods)."""
    if not cookie_secret or len(cookie_secret) > 200:
        raise AuthenticationError("Invalid session cookie")
    return _load(db, settings, request or RequestInfo(), AuthSession.secret_hash == _hash(cookie_secret))


def revoke(db: Database, *, account_id: str, session_id: str) -> bool:
    """End one sign-in (logout). Returns whether a live session was revoked."""
    with db.session() as session:
        result = session.execute(
            update(AuthSession)
            .where(
                AuthSession.id == session_id,
                AuthSession.account_id == account_id,
                AuthSession.revoked_at.is_(None),
            )
            .values(revoked_at=utcnow())
        )
        return bool(getattr(result, "rowcount", 0))


def csrf_matches(expected: str | None, presented: str | None) -> bool:
    return bool(expected and presented and secrets.compare_digest(expected, presented))
