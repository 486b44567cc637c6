"""Storage and rules behind the OAuth flow: clients, codes, token issue, rotation and reuse detection.

Access tokens are ordinary finkit JWTs (``core/auth/tokens.py``) whose ``auth_sessions`` row names its
grant; they also carry ``aud`` (the resource, RFC 8707), ``scope`` and ``client_id``. Everything secret
is stored as a SHA-256 hash. Reuse of a spent authorization code or a rotated refresh token is treated as
theft (OAuth 2.1 §4.1.3, §4.3.1): the whole grant is revoked.
"""

from __future__ import annotations

import base64
import hashlib
import secrets
import threading
import time
import uuid
from collections.abc import Collection
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Row, delete, exists, select, update
from sqlalchemy.orm import Session

from finkit.core.auth.models import AuthSession
from finkit.core.auth.schemas import clean_toolsets
from finkit.core.auth.signing import encode_token
from finkit.core.context import AccountContext
from finkit.core.db.base import utcnow
from finkit.core.db.engine import Database
from finkit.core.errors import ValidationError
from finkit.core.oauth.grants import revoke_grant
from finkit.core.oauth.metadata_documents import storage_key
from finkit.core.oauth.models import OAuthClient, OAuthCode, OAuthGrant, OAuthRefreshToken
from finkit.core.settings import Settings

CODE_LIFETIME = timedelta(minutes=5)
ACCESS_TOKEN_LIFETIME = timedelta(hours=1)
REFRESH_TOKEN_LIFETIME = timedelta(days=30)
#: How long after a rotation the old refresh token still gets the same new pair (and is not taken for
#: a stolen token): covers a retried request and two refreshes at once.
REFRESH_GRACE = timedelta(seconds=30)
_rotations: dict[str, tuple[float, IssuedTokens]] = {}
_rotations_lock = threading.Lock()


def hash_secret(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


@dataclass(frozen=True)
class ClientRecord:
    client_id: str
    client_name: str | None
    info: dict[str, Any]  # the registered metadata; ``client_secret`` holds the secret's hash


@dataclass(frozen=True)
class CodeRecord:
    code: str
    grant_id: str
    client_id: str
    scopes: list[str]
    resource: str
    redirect_uri: str
    redirect_uri_explicit: bool
    code_challenge: str
    expires_at: datetime
    subject: str


@dataclass(frozen=True)
class RefreshRecord:
    token: str
    grant_id: str
    client_id: str
    scopes: list[str]
    resource: str
    expires_at: datetime
    subject: str


@dataclass(frozen=True)
class IssuedTokens:
    access_token: str
    expires_in: int
    refresh_token: str
    scopes: list[str]


#: A registered client (or cached metadata document) that no one has authorised is deleted after this.
UNUSED_CLIENT_LIFETIME = timedelta(hours=24)
_PURGE_EVERY = timedelta(minutes=10)
_last_purge: list[datetime] = []


def purge_unused_clients(db: Database, *, now: datetime | None = None) -> int:
    """Delete clients registered more than ``UNUSED_CLIENT_LIFETIME`` ago that hold no grant (a
    registration flood leaves nothing behind for long). Returns how many went."""
    cutoff = (now or utcnow()) - UNUSED_CLIENT_LIFETIME
    with db.session() as session:
        result = session.execute(
            delete(OAuthClient).where(
                OAuthClient.created_at < cutoff,
                ~exists().where(OAuthGrant.client_id == OAuthClient.id),
            )
        )
        return int(getattr(result, "rowcount", 0) or 0)


def register_client(db: Database, *, client_id: str, info: dict[str, Any]) -> None:
    """Store a dynamically registered client; a ``client_secret`` in ``info`` must already be hashed.
    Now and then (every ``_PURGE_EVERY`` per process) unused registrations are purged on the way."""
    now = utcnow()
    if not _last_purge or now - _last_purge[-1] > _PURGE_EVERY:
        _last_purge[:] = [now]
        purge_unused_clients(db, now=now)
    with db.session() as session:
        session.add(
            OAuthClient(
                id=client_id,
                client_name=(info.get("client_name") or None),
                secret_hash=info.get("client_secret"),
                info=info,
            )
        )


def get_client(db: Database, *, client_id: str) -> ClientRecord | None:
    with db.session() as session:
        client = session.get(OAuthClient, storage_key(client_id))
        if client is None:
            return None
        return ClientRecord(client.id, client.client_name, dict(client.info))


def create_code(
    ctx: AccountContext,
    *,
    client_id: str,
    scopes: list[str],
    resource: str,
    redirect_uri: str,
    redirect_uri_explicit: bool,
    code_challenge: str,
    approved_scopes: Collection[str] | None = None,
    toolsets: list[str] | None = None,
) -> str:
    """The person consented: record the grant (a connected app) and return a fresh authorization code.

    ``approved_scopes``: the requested scopes the person left ticked (None: all of them); the grant and
    every token issued under it get only those, and approving none is refused. ``toolsets``: the MCP
    tool sets the app's ``tools/list`` shows (None: the server's setting)."""
    if approved_scopes is not None:
        scopes = [scope for scope in scopes if scope in set(approved_scopes)]
        if not scopes:
            raise ValidationError.for_field("scope", "tick at least one permission to allow, or deny")
    code = secrets.token_urlsafe(32)
    grant_id = uuid.uuid4().hex
    with ctx.db.session() as session:
        session.add(
            OAuthGrant(
                id=grant_id,
                account_id=ctx.account_id,
                user_id=ctx.user_id,
                client_id=storage_key(client_id),
                scopes=scopes,
                toolsets=clean_toolsets(toolsets),
                resource=resource,
            )
        )
        session.flush()
        session.add(
            OAuthCode(
                code_hash=hash_secret(code),
                grant_id=grant_id,
                redirect_uri=redirect_uri,
                redirect_uri_explicit=redirect_uri_explicit,
                code_challenge=code_challenge,
                expires_at=utcnow() + CODE_LIFETIME,
            )
        )
    return code


def _public_client_id(session: Session, stored_id: str) -> str:
    """The client_id the client itself uses (a metadata document's URL is stored under a shorter key)."""
    client = session.get(OAuthClient, stored_id)
    return str((client.info or {}).get("client_id") or stored_id) if client is not None else stored_id


def _code_and_grant(session: Session, code: str) -> Row[OAuthCode, OAuthGrant] | None:
    """The stored code presented as ``code`` (by its hash) and the grant it was issued for."""
    return session.execute(
        select(OAuthCode, OAuthGrant)
        .join(OAuthGrant, OAuthGrant.id == OAuthCode.grant_id)
        .where(OAuthCode.code_hash == hash_secret(code))
    ).first()


def load_code(db: Database, *, code: str) -> CodeRecord | None:
    """The unspent code, or ``None``. Presenting a spent code revokes every token issued from it."""
    with db.session() as session:
        row = _code_and_grant(session, code)
        if row is None:
            return None
        stored, grant = row
        if stored.used_at is not None:
            revoke_grant(session, grant.id)
            return None
        if grant.revoked_at is not None:
            return None
        return CodeRecord(
            code=code,
            grant_id=grant.id,
            client_id=_public_client_id(session, grant.client_id),
            scopes=list(grant.scopes),
            resource=grant.resource,
            redirect_uri=stored.redirect_uri,
            redirect_uri_explicit=stored.redirect_uri_explicit,
            code_challenge=stored.code_challenge,
            expires_at=_aware(stored.expires_at),
            subject=grant.user_id,
        )


def _issue(session: Session, settings: Settings, grant: OAuthGrant, scopes: list[str]) -> IssuedTokens:
    now = utcnow()
    session_id = uuid.uuid4().hex
    expires_at = now + ACCESS_TOKEN_LIFETIME
    session.add(
        AuthSession(
            id=session_id,
            account_id=grant.account_id,
            user_id=grant.user_id,
            kind="oauth",
            created_at=now,
            expires_at=expires_at,
            oauth_grant_id=grant.id,
        )
    )
    refresh = secrets.token_urlsafe(32)
    session.add(
        OAuthRefreshToken(
            token_hash=hash_secret(refresh),
            grant_id=grant.id,
            # the grant's scopes, not this access token's: narrowing on one refresh (RFC 6749 §6) can be
            # undone on the next, up to what the person granted
            scopes=list(grant.scopes),
            created_at=now,
            expires_at=now + REFRESH_TOKEN_LIFETIME,
        )
    )
    token = encode_token(
        settings,
        user_id=grant.user_id,
        jti=session_id,
        issued_at=now,
        expires_at=expires_at,
        extra={
            "aud": grant.resource,
            "scope": " ".join(scopes),
            "client_id": _public_client_id(session, grant.client_id),
            **({"toolsets": list(grant.toolsets)} if grant.toolsets else {}),
        },
    )
    return IssuedTokens(token, int(ACCESS_TOKEN_LIFETIME.total_seconds()), refresh, scopes)


def exchange_code(db: Database, settings: Settings, *, code: str) -> IssuedTokens | None:
    """Spend ``code`` (once: a concurrent second exchange gets ``None``) and issue the first tokens."""
    with db.session() as session:
        spent = session.execute(
            update(OAuthCode)
            .where(OAuthCode.code_hash == hash_secret(code), OAuthCode.used_at.is_(None))
            .values(used_at=utcnow())
        )
        if not getattr(spent, "rowcount", 0):
            return None
        stored = session.get(OAuthCode, hash_secret(code))
        grant = session.get(OAuthGrant, stored.grant_id) if stored else None
        if grant is None or grant.revoked_at is not None:
            return None
        return _issue(session, settings, grant, list(grant.scopes))


def load_refresh_token(db: Database, *, token: str) -> RefreshRecord | None:
    """The live refresh token, or ``None``. Presenting a rotated one revokes the grant."""
    with db.session() as session:
        row = session.execute(
            select(OAuthRefreshToken, OAuthGrant)
            .join(OAuthGrant, OAuthGrant.id == OAuthRefreshToken.grant_id)
            .where(OAuthRefreshToken.token_hash == hash_secret(token))
        ).first()
        if row is None:
            return None
        stored, grant = row
        if grant.revoked_at is not None:
            return None
        if stored.used_at is not None:
            if utcnow() - _aware(stored.used_at) <= REFRESH_GRACE:
                pass  # a retried or concurrent refresh: ``rotate_refresh_token`` answers it
            else:
                revoke_grant(session, grant.id)
                return None
        return RefreshRecord(
            token=token,
            grant_id=grant.id,
            client_id=_public_client_id(session, grant.client_id),
            scopes=list(stored.scopes),
            resource=grant.resource,
            expires_at=_aware(stored.expires_at),
            subject=grant.user_id,
        )


def rotate_refresh_token(
    db: Database, settings: Settings, *, token: str, scopes: list[str]
) -> IssuedTokens | None:
    """Spend the refresh token and issue a new access and refresh token (rotation).

    A second presentation within ``REFRESH_GRACE`` (a client retrying after a lost answer, or two
    refreshes at once) gets the same new pair the first got, from this process's memory, instead of
    being taken for theft; ``None`` when that pair is not known here (another worker issued it)."""
    token_hash = hash_secret(token)
    with db.session() as session:
        spent = session.execute(
            update(OAuthRefreshToken)
            .where(OAuthRefreshToken.token_hash == token_hash, OAuthRefreshToken.used_at.is_(None))
            .values(used_at=utcnow())
        )
        if getattr(spent, "rowcount", 0):
            stored = session.get(OAuthRefreshToken, token_hash)
            grant = session.get(OAuthGrant, stored.grant_id) if stored else None
            if grant is None or grant.revoked_at is not None:
                return None
            issued = _issue(session, settings, grant, scopes)
            with _rotations_lock:
                _rotations[token_hash] = (time.monotonic() + REFRESH_GRACE.total_seconds(), issued)
            return issued
    return _recent_rotation(token_hash)


def _recent_rotation(token_hash: str) -> IssuedTokens | None:
    """The pair a just-rotated refresh token was exchanged for in this process, if it is still in its grace.

    No waiting: ``rotate_refresh_token`` stores the pair before its transaction commits, and a concurrent
    exchange of the same token only sees it spent once that commit is done (SQLite's write lock,
    PostgreSQL's row lock), so in this process the pair is always here by then; one issued by another
    worker never will be (round 22 polled for 3 s before saying so)."""
    now = time.monotonic()
    with _rotations_lock:
        for key in [k for k, (expires, _) in _rotations.items() if expires < now]:
            del _rotations[key]
        found = _rotations.get(token_hash)
    return found[1] if found is not None else None


def _s256(verifier: str) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).decode().rstrip("=")


def _same_resource(asked: str, granted: str) -> bool:
    return asked.rstrip("/") == granted.rstrip("/")


def check_token_request(
    db: Database,
    *,
    grant_type: str,
    code: str | None = None,
    code_verifier: str | None = None,
    refresh_token: str | None = None,
    resource: str | None = None,
) -> tuple[str, str] | None:
    """The checks ``/token`` makes beyond the SDK's, as ``(error, description)`` or None:

    - ``resource`` (RFC 8707), when sent, must be the resource the grant was made for;
    - a wrong PKCE verifier spends the code (RFC 9700 §4.8.2: a code gets one try), so that guessing
      verifiers for an intercepted code ends at the first guess, and the right one then revokes.
    Unknown codes and tokens pass: the SDK answers them as it always does."""
    with db.session() as session:
        if grant_type == "authorization_code" and code:
            row = _code_and_grant(session, code)
            if row is None:
                return None
            stored, grant = row
            if resource and not _same_resource(resource, grant.resource):
                return (
                    "invalid_target",
                    f"resource must be {grant.resource}, the one this code was issued for",
                )
            if code_verifier is not None and _s256(code_verifier) != stored.code_challenge:
                if stored.used_at is None:
                    stored.used_at = utcnow()
                return "invalid_grant", "incorrect code_verifier; the authorization code is now spent"
        elif grant_type == "refresh_token" and refresh_token and resource:
            granted = session.execute(
                select(OAuthGrant.resource)
                .join(OAuthRefreshToken, OAuthGrant.id == OAuthRefreshToken.grant_id)
                .where(OAuthRefreshToken.token_hash == hash_secret(refresh_token))
            ).scalar_one_or_none()
            if granted is not None and not _same_resource(resource, granted):
                return "invalid_target", f"resource must be {granted}, the one this grant is for"
    return None


def revoke_by_refresh_token(db: Database, *, token: str) -> None:
    """RFC 7009: revoking a refresh token ends its grant (and so every access token issued under it)."""
    with db.session() as session:
        stored = session.get(OAuthRefreshToken, hash_secret(token))
        if stored is not None:
            revoke_grant(session, stored.grant_id)


def revoke_by_session(db: Database, *, session_id: str) -> None:
    """RFC 7009 for an access token: its grant ends (the SDK asks for both tokens to go)."""
    with db.session() as session:
        auth_session = session.get(AuthSession, session_id)
        if auth_session is not None and auth_session.oauth_grant_id:
            revoke_grant(session, auth_session.oauth_grant_id)
