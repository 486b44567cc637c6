"""Sign-up, sign-in (throttled), sign-out and "who am I"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from finkit.core.accounts.schemas import UserRead
from finkit.core.accounts.service import authenticate, create_user, get_user_by_email
from finkit.core.audit.service import record_activity
from finkit.core.auth.schemas import LoginRequest, Me, RegisterRequest
from finkit.core.auth.throttle import LOGIN_FAILURES_PER_CLIENT, LOGIN_FAILURES_PER_EMAIL, RateLimiter
from finkit.core.auth.tokens import IssuedSession, issue, revoke
from finkit.core.context import AccountContext, RequestInfo
from finkit.core.db.engine import Database
from finkit.core.errors import AuthenticationError
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


def login(
    db: Database,
    settings: Settings,
    *,
    data: LoginRequest | dict[str, Any],
    throttle: RateLimiter,
    request: RequestInfo | None = None,
) -> SignIn:
    """Check email and password and start a session (a JWT, plus a cookie session if ``cookie``).

    Failed attempts are counted per email address and per client address (see ``throttle``); once either
    allowance is used up, further attempts are refused with RateLimitedError until the window resets,
    even with the right password, so guessing gains nothing.
    """
    data = parse(LoginRequest, data)
    info = request or RequestInfo()
    email_key = data.email.strip().casefold()
    client_key = info.client_address or "unknown"
    for item, namespace, key in (
        (LOGIN_FAILURES_PER_EMAIL, "login-email", email_key),
        (LOGIN_FAILURES_PER_CLIENT, "login-client", client_key),
    ):
        throttle.peek(item, namespace, key).raise_if_exceeded("Too many failed sign-in attempts")
    try:
        user = authenticate(db, data.email, data.password, request=info)
    except AuthenticationError:
        throttle.hit(LOGIN_FAILURES_PER_EMAIL, "login-email", email_key)
        throttle.hit(LOGIN_FAILURES_PER_CLIENT, "login-client", client_key)
        raise
    throttle.clear(LOGIN_FAILURES_PER_EMAIL, "login-email", email_key)
    session = issue(
        db, settings, user_id=user.id, account_id=user.account_id, request=info, cookie=data.cookie
    )
    return SignIn(user, session)


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
