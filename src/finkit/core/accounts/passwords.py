"""Changing one's own password.

The current password is asked for even though the person is signed in: a session left open on a shared
machine must not be enough to lock its owner out. A new password ends every other sign-in of the person
(JWTs and cookie sessions), because a password change is what someone does after
suspecting a leak; the sign-in that made the change stays, so the person is not thrown out mid-task. Connected
apps (OAuth grants) are not sign-ins by password and stay until revoked under Settings → Connected apps.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import update

from finkit.core.accounts.models import User
from finkit.core.accounts.schemas import PasswordChange, PasswordChanged
from finkit.core.accounts.service import hash_password, password_matches
from finkit.core.audit.service import record_activity
from finkit.core.auth.models import AuthSession
from finkit.core.auth.throttle import LOGIN_FAILURES_PER_EMAIL, RateLimiter
from finkit.core.context import AccountContext
from finkit.core.db.base import utcnow
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.schemas import parse

#: Sign-ins made with the password (``oauth`` access tokens belong to connected apps).
SIGN_IN_KINDS = ("token", "cookie")


def change_password(
    ctx: AccountContext,
    *,
    data: PasswordChange | dict[str, Any],
    throttle: RateLimiter | None = None,
) -> PasswordChanged:
    """Check ``currentPassword``, store the hash of ``newPassword`` (same policy as sign-up) and revoke
    the person's other sessions. A wrong current password is a ValidationError naming
    ``currentPassword`` and changes nothing (the attempt is logged).

    With ``throttle`` (the servers pass theirs) wrong current passwords count against the same
    per-email allowance as failed sign-ins, so a borrowed session cannot guess the password faster
    than the sign-in form could; once used up, RateLimitedError until the window resets."""
    data = parse(PasswordChange, data)
    email_key = ctx.email.strip().casefold()
    if throttle is not None:
        throttle.peek(LOGIN_FAILURES_PER_EMAIL, "login-email", email_key).raise_if_exceeded(
            "Too many wrong passwords"
        )
    if data.new_password == data.current_password:
        raise ValidationError.for_field("newPassword", "must differ from the current password")
    with ctx.db.session() as session:
        user = session.get(User, ctx.user_id)
        if user is None:
            raise NotFoundError("user", ctx.user_id)
        revoked = 0
        ok = password_matches(user.password_hash, data.current_password)
        if ok:
            user.password_hash = hash_password(data.new_password)
            keep = ctx.request.credential_id
            query = update(AuthSession).where(
                AuthSession.user_id == user.id,
                AuthSession.kind.in_(SIGN_IN_KINDS),
                AuthSession.revoked_at.is_(None),
            )
            if keep:
                query = query.where(AuthSession.id != keep)
            result = session.execute(query.values(revoked_at=utcnow()))
            revoked = int(getattr(result, "rowcount", 0) or 0)
        record_activity(
            session,
            ctx,
            "auth.password_change",
            target_type="user",
            target_id=user.id,
            outcome="success" if ok else "failure",
            details={"sessions_revoked": revoked} if ok else {},
        )
    # Raised after the block so the failure record commits instead of rolling back with the error.
    if not ok:
        if throttle is not None:
            throttle.hit(LOGIN_FAILURES_PER_EMAIL, "login-email", email_key)
        raise ValidationError.for_field("currentPassword", "is not your current password")
    return PasswordChanged(changed=True, sessions_revoked=revoked)
