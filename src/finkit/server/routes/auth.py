"""Sign-up, sign-in (``/api/auth/login`` and ``/api/enterprise-auth/login``), sign-out and ``me``."""

from __future__ import annotations

from datetime import datetime

from pydantic import Field

from finkit.core.accounts.passwords import change_password
from finkit.core.accounts.schemas import PasswordChange
from finkit.core.auth.schemas import LoginRequest, Me, RegisterRequest, UserSummary
from finkit.core.auth.service import SignIn, login, logout, me, register
from finkit.core.auth.tokens import SESSION_COOKIE
from finkit.core.schemas import InputSchema
from finkit.server.auth import CSRF_COOKIE
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="auth")


class SignInResponse(Envelope):
    token: str = Field(description="JWT bearer token: send as Authorization: Bearer <token>.")
    expires_at: datetime
    user: UserSummary
    csrf_token: str | None = Field(
        default=None, description="With a cookie session: send as X-CSRF-Token on unsafe requests."
    )


class LoginQuery(InputSchema):
    cookie: bool = Field(default=False, description="Also start a svc_sess cookie session.")


class MeResponse(Envelope):
    user: Me


class LogoutResponse(Envelope):
    revoked: bool


class PasswordChangeResponse(Envelope):
    changed: bool
    sessions_revoked: int = Field(description="Other sign-ins ended by the change (this one stays).")


def _respond(call: Call, signed_in: SignIn) -> SignInResponse:
    session = signed_in.session
    if session.cookie_secret and session.csrf_token:
        secure = call.request.url.scheme == "https"
        max_age = call.state.settings.token_lifetime_minutes * 60
        call.set_cookie(
            SESSION_COOKIE,
            session.cookie_secret,
            httponly=True,
            samesite="lax",
            secure=secure,
            max_age=max_age,
            path="/",
        )
        call.set_cookie(
            CSRF_COOKIE,
            session.csrf_token,
            httponly=False,
            samesite="lax",
            secure=secure,
            max_age=max_age,
            path="/",
        )
    return SignInResponse(
        token=session.token,
        expires_at=session.expires_at,
        user=UserSummary.model_validate(signed_in.user.model_dump(by_alias=False)),
        csrf_token=session.csrf_token,
    )


@routes.post(
    "/api/auth/register",
    body=RegisterRequest,
    response=SignInResponse,
    status=201,
    auth="public",
    summary="Create an account and sign in",
)
def register_route(call: Call) -> SignInResponse:
    """New accounts start on the free tier with the default categories."""
    state = call.state
    return _respond(call, register(state.db, state.settings, data=call.body, request=call.info))


def _login(call: Call) -> SignInResponse:
    data: LoginRequest = call.body
    if call.query.cookie:
        data = data.model_copy(update={"cookie": True})
    state = call.state
    return _respond(
        call, login(state.db, state.settings, data=data, throttle=state.limiter, request=call.info)
    )


@routes.post(
    "/api/auth/login",
    body=LoginRequest,
    query=LoginQuery,
    response=SignInResponse,
    auth="public",
    errors=(401,),
    summary="Sign in with email and password",
)
def login_route(call: Call) -> SignInResponse:
    """Returns a JWT. With ``"cookie": true`` (or ``?cookie=1``) also sets the ``svc_sess`` cookie."""
    return _login(call)


@routes.post(
    "/api/enterprise-auth/login",
    body=LoginRequest,
    query=LoginQuery,
    response=SignInResponse,
    auth="public",
    errors=(401,),
    summary="Sign in (enterprise path; same as /api/auth/login)",
)
def enterprise_login_route(call: Call) -> SignInResponse:
    """The same sign-in as ``/api/auth/login``."""
    return _login(call)


@routes.post("/api/auth/logout", response=LogoutResponse, summary="Sign out: revoke this token or session")
def logout_route(call: Call) -> LogoutResponse:
    """The token (or cookie session) used for this request stops working at once."""
    revoked = logout(call.ctx)
    if call.session_kind == "cookie":
        call.delete_cookie(SESSION_COOKIE)
        call.delete_cookie(CSRF_COOKIE)
    return LogoutResponse(revoked=revoked)


@routes.get("/api/auth/me", response=MeResponse, summary="The signed-in user and their account")
def me_route(call: Call) -> MeResponse:
    return MeResponse(user=me(call.ctx))


@routes.post(
    "/api/auth/password",
    body=PasswordChange,
    response=PasswordChangeResponse,
    summary="Change your password (needs the current one); ends your other sign-ins",
)
def password_route(call: Call) -> PasswordChangeResponse:
    """A wrong ``currentPassword`` is a 400 naming that field (and counts as a failed sign-in for the
    login throttle); the token used here keeps working."""
    result = change_password(call.ctx, data=call.body, throttle=call.state.limiter)
    return PasswordChangeResponse(changed=result.changed, sessions_revoked=result.sessions_revoked)
