"""``/mcp`` (bearer JWT: a sign-in token with full access, or an OAuth token limited by its scopes) and ``/mcp/inspector`` (API key, by scope) on the server.

Credentials are checked with the same core functions as the REST API, and counted on the same
rate-limit storage (Redis when configured), so several workers share one count.
"""

from __future__ import annotations

from limits import RateLimitItemPerSecond
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from starlette.datastructures import Headers
from starlette.routing import Route
from starlette.types import Scope

from finkit.core.auth.api_keys import looks_like_api_key, verify_api_key
from finkit.core.auth.throttle import INSPECTOR_LIMIT, RateLimiter
from finkit.core.auth.tokens import Audience, token_toolsets, verify_bearer
from finkit.core.context import RequestInfo
from finkit.core.db.engine import Database
from finkit.core.errors import AuthenticationError
from finkit.core.settings import Settings
from finkit.core.subscription.plans import plan_for
from finkit.mcp.http import (
    Authenticate,
    McpCaller,
    McpEndpoint,
    RateDecision,
    RateLimit,
    create_session_manager,
)
from finkit.server.oauth.urls import bearer_challenge, resource_metadata_url

REALM = "finkit"
KEYS_ONLY_ON_INSPECTOR = (
    "API keys work only on /mcp/inspector; /mcp needs a bearer token from POST /api/auth/login"
)
NO_JWT_ON_INSPECTOR = "/mcp/inspector takes an API key (X-API-Key: mcp_...), not a bearer token"


def _bearer(headers: Headers) -> str | None:
    scheme, _, value = headers.get("authorization", "").partition(" ")
    return value.strip() or None if scheme.lower() == "bearer" else None


def bearer_authenticator(db: Database, settings: Settings) -> Authenticate:
    def authenticate(headers: Headers, info: RequestInfo) -> McpCaller:
        token = _bearer(headers)
        if headers.get("x-api-key") or looks_like_api_key(token):
            raise AuthenticationError(KEYS_ONLY_ON_INSPECTOR, reason="INVALID_TOKEN")
        if not token:
            raise AuthenticationError(
                "Bearer token missing: send Authorization: Bearer <token>", reason="INVALID_TOKEN"
            )
        audience = Audience("/mcp", headers.get("host", ""), settings.public_url)
        ctx, scopes = verify_bearer(db, settings, token, audience=audience, request=info)
        allowance = plan_for(ctx.tier).requests_per_minute
        toolsets = token_toolsets(settings, token) if scopes is not None else None
        return McpCaller(ctx, scopes, f"mcp:{ctx.account_id}", allowance, 60, toolsets=toolsets)

    return authenticate


def api_key_authenticator(db: Database, settings: Settings) -> Authenticate:
    def authenticate(headers: Headers, info: RequestInfo) -> McpCaller:
        raw = headers.get("x-api-key") or _bearer(headers)
        if raw and not looks_like_api_key(raw) and not headers.get("x-api-key"):
            raise AuthenticationError(NO_JWT_ON_INSPECTOR, reason="INVALID_API_KEY")
        verified = verify_api_key(db, raw)
        ctx = verified.context(db, settings, info)
        return McpCaller(
            ctx,
            frozenset(verified.key.scopes),
            f"inspector:{verified.key.id}",
            INSPECTOR_LIMIT.amount,
            INSPECTOR_LIMIT.get_expiry(),
            toolsets=verified.key.toolsets,
        )

    return authenticate


def rate_limiter(limiter: RateLimiter) -> RateLimit:
    def hit(key: str, amount: int, seconds: int) -> RateDecision:
        namespace, _, ident = key.partition(":")
        status = limiter.hit(RateLimitItemPerSecond(amount, seconds), namespace, ident)
        return RateDecision(status.allowed, status.limit, status.remaining, float(status.reset_at))

    return hit


def mcp_routes(
    db: Database, settings: Settings, limiter: RateLimiter
) -> tuple[list[Route], StreamableHTTPSessionManager]:
    """The two routes and the session manager whose ``run()`` the app lifespan must enter."""
    manager = create_session_manager(settings.allowed_hosts, settings.allowed_origins)
    check = rate_limiter(limiter)

    def challenge(scope: Scope, error: str | None, needed: str) -> str:
        """RFC 9728 §5.1: the 401/403 names the metadata from which a client discovers OAuth, and the
        scope this request needs (RFC 6750 §3; no error code when no credentials came)."""
        host = Headers(scope=scope).get("host", "")
        url = resource_metadata_url(settings.public_url, scope.get("scheme", "http"), host, "/mcp")
        return bearer_challenge(url, error=error, scope=needed)

    main = McpEndpoint(
        manager,
        bearer_authenticator(db, settings),
        check,
        inspector=False,
        realm=REALM,
        challenge=challenge,
        max_body=settings.max_body_bytes,
    )
    inspector = McpEndpoint(
        manager,
        api_key_authenticator(db, settings),
        check,
        inspector=True,
        realm=REALM,
        max_body=settings.max_body_bytes,
    )
    methods = ["GET", "POST", "DELETE", "PUT", "PATCH"]
    return [
        Route("/mcp", main, methods=methods),
        Route("/mcp/inspector", inspector, methods=methods),
    ], manager
