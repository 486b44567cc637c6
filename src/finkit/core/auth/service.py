"""Sign-up, sign-in (throttled), sign-out and "who am I"."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select

from finkit.core.accounts.models import User
from finkit.core.accounts.schemas import UserRead
from finkit.core.accounts.service import authenticate, create_user, get_user_by_email
from finkit.core.audit.service import record_activity
from finkit.core.auth.schemas import LoginRequest, Me, RegisterRequest
from finkit.core.auth.throttle import (
    LOGIN_FAILURES_PER_ACCOUNT,
    LOGIN_FAILURES_PER_ACCOUNT_CLIENT,
    LOGIN_FAILURES_PER_CLIENT,
    RateLimiter,
)
from finkit.core.auth.tokens import IssuedSession, issue, revoke
from finkit.core.context import AccountContext, RequestInfo
from finkit.core.db.base import utcnow
from finkit.core.db.engine import Database
from finkit.core.errors import AuthenticationError, NotFoundError, RateLimitedError
from finkit.core.schemas import parse
from finkit.core.settings import Settings


@dataclass(frozen=True)
class SignIn:
    user: UserRead
    session: IssuedSession


def register(
    db: Database,
    settings: Settings,
    *,
    data: RegisterRequest | dict[str, Any],
    request: RequestInfo | None = None,
) -> SignIn:
    """Create a user (free tier, default categories) and sign them in."""
    data = parse(RegisterRequest, data)
    user = create_user(db, data.model_dump(by_alias=False))
    return SignIn(user, issue(db, settings, user_id=user.id, account_id=user.account_id, request=request))


def _account_key(db: Database, email_key: str) -> str:
    """The key an account's sign-in failures are counted under: its email plus a fingerprint of its
    password hash and last update, so that a password change (or ``finkit users unlock``, which touches
    the user) starts every count of the account afresh, in this process, other workers and Redis."""
    with db.session() as session:
        user = session.execute(select(User).where(User.email_key == email_key)).scalar_one_or_none()
        if user is None:
            return email_key
        seed = f"{user.password_hash}|{user.updated_at.isoformat() if user.updated_at else ''}"
    return f"{email_key}|{hashlib.sha256(seed.encode()).hexdigest()[:16]}"


def _refuse_if_throttled(throttle: RateLimiter, account_key: str, client_key: str) -> None:
    """Refuse an address that failed too often (for any account, or for this one), and, while the
    account is under attack from many addresses, every address that has failed for it. An address
    that has not failed for the account still gets in: the owner is never locked out by strangers."""
    message = "Too many failed sign-in attempts from this address"
    throttle.peek(LOGIN_FAILURES_PER_CLIENT, "login-client", client_key).raise_if_exceeded(message)
    pair = f"{account_key}|{client_key}"
    this_address = throttle.peek(LOGIN_FAILURES_PER_ACCOUNT_CLIENT, "login-account-client", pair)
    this_address.raise_if_exceeded(message)
    under_attack = not throttle.peek(LOGIN_FAILURES_PER_ACCOUNT, "login-account", account_key).allowed
    if under_attack and this_address.remaining < this_address.limit:
        raise RateLimitedError(
            f"{message} while this account is being guessed at; retry in {this_address.retry_after()} s",
            retry_after=this_address.retry_after(),
        )


def login(
    db: Database,
    settings: Settings,
    *,
    data: LoginRequest | dict[str, Any],
    throttle: RateLimiter,
    request: RequestInfo | None = None,
) -> SignIn:
    """Check email and password and start a session (a JWT, plus a cookie session if ``cookie``).

    Failed attempts are counted per client address, per account and address, and per account (see
    ``_refuse_if_throttled``); a refused attempt is RateLimitedError even with the right password, so
    guessing gains nothing, while the owner signing in from an address that has not failed gets in.
    ``finkit users unlock`` and a password change reset the account's counts.
    """
    data = parse(LoginRequest, data)
    info = request or RequestInfo()
    email_key = data.email.strip().casefold()
    client_key = info.client_address or "unknown"
    account_key = _account_key(db, email_key)
    _refuse_if_throttled(throttle, account_key, client_key)
    try:
        user = authenticate(db, data.email, data.password, request=info)
    except AuthenticationError:
        throttle.hit(LOGIN_FAILURES_PER_CLIENT, "login-client", client_key)
        throttle.hit(LOGIN_FAILURES_PER_ACCOUNT_CLIENT, "login-account-client", f"{account_key}|{client_key}")
        throttle.hit(LOGIN_FAILURES_PER_ACCOUNT, "login-account", account_key)
        raise
    throttle.clear(LOGIN_FAILURES_PER_ACCOUNT_CLIENT, "login-account-client", f"{account_key}|{client_key}")
    session = issue(
        db, settings, user_id=user.id, account_id=user.account_id, request=info, cookie=data.cookie
    )
    return SignIn(user, session)


def unlock(db: Database, *, email: str) -> None:
    """Start the account's sign-in failure counts afresh (``finkit users unlock``): the owner, or an
    operator, after an attack. Touching the user changes the key those counts are kept under."""
    with db.session() as session:
        user = session.execute(
            select(User).where(User.email_key == email.strip().casefold())
        ).scalar_one_or_none()
        if user is None:
            raise NotFoundError(f"No user {email}")
        user.updated_at = utcnow()


def logout(ctx: AccountContext) -> bool:
    """Revoke the credential this context was built from (its JWT or cookie session)."""
    session_id = ctx.request.credential_id
    if not session_id:
        return False
    revoked = revoke(ctx.db, account_id=ctx.account_id, session_id=session_id)
    with ctx.db.session() as session:
        record_activity(session, ctx, "auth.logout", target_type="session", target_id=session_id)
    return revoked


def me(ctx: AccountContext) -> Me:
    user = get_user_by_email(ctx.db, ctx.email)
    return Me.model_validate(user.model_dump(by_alias=False))
