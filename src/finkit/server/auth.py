"""Who is calling: bearer JWT or ``svc_sess`` cookie → AccountContext; CSRF for cookies; rate limits.

Integration tokens (``fki_...``, docs/integration-api.md) are accepted only on routes declared with a
``scope`` (the Integration API and webhook management), and only when the token holds that scope;
anywhere else they are refused with 401, like API keys.

API keys are recognised (``mcp_...`` as a bearer token or in ``X-API-Key``) only to be refused on
``/api`` with a message pointing at ``/mcp/inspector``; ``verify_api_key`` in core is what the inspector
uses, with ``INSPECTOR_LIMIT`` on the same limiter.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from starlette.datastructures import Headers

from finkit.core.auth.api_keys import looks_like_api_key
from finkit.core.auth.throttle import per_minute
from finkit.core.auth.tokens import (
    SESSION_COOKIE,
    Audience,
    authenticate_cookie,
    context_for_token,
    csrf_matches,
)
from finkit.core.errors import AuthenticationError, PermissionDeniedError
from finkit.core.integration.tokens import TOKEN_PREFIX, authenticate_integration_token
from finkit.core.subscription.plans import PLANS, plan_for
from finkit.server.oauth.urls import CHALLENGE_STATE, bearer_challenge, resource_metadata_url
from finkit.server.routing import Call

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
CSRF_HEADER = "X-CSRF-Token"
CSRF_COOKIE = "svc_csrf"
RATE_LIMIT_STATE = "ratelimit"
API_KEY_REFUSED = (
    "API keys work only on /mcp/inspector; on /api use a bearer token from POST /api/auth/login "
    "(or the svc_sess cookie)"
)
INTEGRATION_TOKEN_REFUSED = (
    "Integration tokens (fki_...) work only on the Integration API (/api/integration/...) and "
    "/api/webhooks; on other routes use a bearer token from POST /api/auth/login"
)


def bearer_token(call: Call) -> str | None:
    header = call.request.headers.get("authorization", "")
    scheme, _, value = header.partition(" ")
    if header and scheme.lower() != "bearer":
        raise AuthenticationError("Authorization header must be 'Bearer <token>'")
    return value.strip() or None


def authenticate_request(call: Call, *, bearer_only: bool = False, scope: str | None = None) -> None:
    """Fill ``call.account`` from the bearer JWT, else (unless ``bearer_only``) the session cookie;
    on a route with a ``scope``, an integration token holding that scope is accepted too."""
    settings = call.state.settings
    host = call.request.headers.get("host", "")
    call.request.scope.setdefault("state", {})[CHALLENGE_STATE] = bearer_challenge(
        resource_metadata_url(settings.public_url, call.request.url.scheme, host, "/api")
    )
    token = bearer_token(call)
    if looks_like_api_key(token) or call.request.headers.get("x-api-key"):
        raise AuthenticationError(API_KEY_REFUSED, reason="INVALID_TOKEN")
    state = call.state
    if token and token.startswith(TOKEN_PREFIX):
        if scope is None:
            raise AuthenticationError(INTEGRATION_TOKEN_REFUSED, reason="INVALID_TOKEN")
        call.account, call.scopes = authenticate_integration_token(
            state.db, state.settings, token, request=call.info
        )
        call.session_kind = "integration"
        if scope not in call.scopes:
            raise PermissionDeniedError(f"This integration token does not have the {scope} scope")
        return
    if token:
        audience = Audience("/api", host, settings.public_url)
        call.account = context_for_token(state.db, settings, token, request=call.info, audience=audience)
        call.session_kind = "token"
        return
    cookie = call.request.cookies.get(SESSION_COOKIE)
    if cookie and bearer_only:
        raise AuthenticationError(
            "This route needs a bearer token (Authorization: Bearer <token>), not a cookie"
        )
    if not cookie:
        raise AuthenticationError("Authentication required: send Authorization: Bearer <token>")
    authenticated = authenticate_cookie(state.db, state.settings, cookie, request=call.info)
    call.account = authenticated.ctx
    call.session_kind = "cookie"
    if call.request.method not in SAFE_METHODS:
        check_origin(call)
        if not csrf_matches(authenticated.csrf_token, call.request.headers.get(CSRF_HEADER)):
            raise PermissionDeniedError(
                f"Cookie-authenticated {call.request.method} requests need the {CSRF_HEADER} header "
                "(the csrfToken returned at sign-in)"
            )


def check_same_origin(headers: Headers, allowed_origins: list[str]) -> None:
    """Refuse a cross-site unsafe request: its ``Origin`` (or, when a browser sent none, its
    ``Referer``) must be this host or a configured origin. With neither header it passes: privacy
    settings strip both, and the CSRF token still has to match."""
    host = headers.get("host", "")
    allowed = {o.rstrip("/") for o in allowed_origins}
    origin = headers.get("origin")
    if origin:
        if urlsplit(origin).netloc == host or origin.rstrip("/") in allowed:
            return
        raise PermissionDeniedError(f"Cross-site request from origin {origin} refused")
    referer = headers.get("referer")
    if referer:
        parts = urlsplit(referer)
        if parts.netloc == host or f"{parts.scheme}://{parts.netloc}" in allowed:
            return
        raise PermissionDeniedError(
            f"Cross-site request from {parts.scheme}://{parts.netloc} refused (Referer)"
        )


def check_origin(call: Call) -> None:
    """Refuse cross-site unsafe requests (see ``check_same_origin``)."""
    check_same_origin(call.request.headers, call.state.settings.allowed_origins)


def limit_request(call: Call) -> None:
    """Count the request against the account's tier allowance (or, unauthenticated, its client address)."""
    if call.account is not None:
        item = per_minute(plan_for(call.account.tier).requests_per_minute)
        status = call.state.limiter.hit(item, "api", call.account.account_id)
    else:
        item = per_minute(PLANS["free"].requests_per_minute)
        status = call.state.limiter.hit(item, "anon", call.info.client_address or "unknown")
    call.request.scope.setdefault("state", {})[RATE_LIMIT_STATE] = status
    status.raise_if_exceeded()
