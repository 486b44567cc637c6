"""The OAuth routes: the SDK's ``create_auth_routes`` (RFC 8414 metadata, /authorize, /token, /register,
/revoke) and ``create_protected_resource_routes`` (RFC 9728) over ``FinkitOAuthProvider``, plus the
consent page. The SDK builds routes for one issuer; with no ``FINKIT_PUBLIC_URL`` each base address a
request arrives on (an allowed Host) gets its own set, built once.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qsl, quote, unquote, urlencode, urlsplit, urlunsplit

from limits import RateLimitItem, parse
from mcp.server.auth.handlers.metadata import MetadataHandler
from mcp.server.auth.routes import (
    build_metadata,
    cors_middleware,
    create_auth_routes,
    create_protected_resource_routes,
)
from mcp.server.auth.settings import ClientRegistrationOptions, RevocationOptions
from pydantic import AnyHttpUrl
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import Headers, QueryParams
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Match, Route, Router
from starlette.types import Message, Receive, Scope, Send

from finkit.core.auth.throttle import RateLimiter
from finkit.core.db.engine import Database
from finkit.core.errors import UnavailableError
from finkit.core.oauth.metadata_documents import is_metadata_document_url
from finkit.core.oauth.scopes import ALL_SCOPES, API_SCOPE, MCP_SCOPES
from finkit.core.oauth.service import check_token_request, hash_secret
from finkit.core.settings import Settings
from finkit.server.oauth.consent import consent_routes
from finkit.server.oauth.provider import CONSENT_PATH, FinkitOAuthProvider
from finkit.server.oauth.urls import base_url, issuer_identifier

SDK_PATHS = (
    "/.well-known/oauth-authorization-server",
    "/.well-known/oauth-protected-resource",
    "/.well-known/oauth-protected-resource/mcp",
    "/.well-known/oauth-protected-resource/api",
    "/authorize",
    "/token",
    "/register",
    "/revoke",
)
METADATA_PATH = "/.well-known/oauth-authorization-server"
#: Endpoints where clients present their secret, which finkit stores only hashed.
CLIENT_AUTH_PATHS = ("/token", "/revoke")
#: Allowances of the anonymous OAuth endpoints: per client address, and for /register also for everyone
#: together (a registration writes a row; a flood from many addresses still meets the global one).
REGISTRATIONS_PER_ADDRESS = parse("20/hour")
REGISTRATIONS_EVERYWHERE = parse("300/hour")
TOKEN_REQUESTS_PER_ADDRESS = parse("60/minute")
OAUTH_LIMITS: dict[str, Callable[[str], list[tuple[RateLimitItem, str, str]]]] = {
    "/register": lambda address: [
        (REGISTRATIONS_PER_ADDRESS, "oauth-register", address),
        (REGISTRATIONS_EVERYWHERE, "oauth-register-all", "all"),
    ],
    "/token": lambda address: [(TOKEN_REQUESTS_PER_ADDRESS, "oauth-token", address)],
}


def _sdk_routes(db: Database, settings: Settings, base: str) -> list[BaseRoute]:
    provider = FinkitOAuthProvider(db, settings, base)
    issuer = AnyHttpUrl(base)
    # A client registered without ``scope`` may ask for any supported scope (the person narrows them on
    # the consent page), not only a default it can never step up from.
    registration = ClientRegistrationOptions(
        enabled=True, valid_scopes=list(ALL_SCOPES), default_scopes=list(ALL_SCOPES)
    )
    revocation = RevocationOptions(enabled=True)
    sdk = create_auth_routes(
        provider,  # type: ignore[arg-type]  # structural match of the SDK's Protocol
        issuer_url=issuer,
        service_documentation_url=None,
        client_registration_options=registration,
        revocation_options=revocation,
    )
    # The SDK's metadata, plus client ID metadata documents (served by finkit's provider; the SDK has no
    # server-side support for them yet).
    # ``none``: public clients (metadata documents, and registrations asking for no secret) prove
    # themselves with PKCE; ``iss`` in every authorization response (RFC 9207) against mix-up attacks.
    methods = ["client_secret_post", "client_secret_basic", "none"]
    metadata = build_metadata(issuer, None, registration, revocation).model_copy(
        update={
            "client_id_metadata_document_supported": True,
            "token_endpoint_auth_methods_supported": methods,
            "authorization_response_iss_parameter_supported": True,
        }
    )
    metadata_route = Route(
        METADATA_PATH,
        endpoint=cors_middleware(MetadataHandler(metadata).handle, ["GET", "OPTIONS"]),
        methods=["GET", "OPTIONS"],
    )
    routes: list[BaseRoute] = [
        metadata_route,
        *(route for route in sdk if getattr(route, "path", None) != METADATA_PATH),
        *create_protected_resource_routes(
            AnyHttpUrl(f"{base}/mcp"), [issuer], list(MCP_SCOPES), resource_name="finkit MCP"
        ),
        *create_protected_resource_routes(
            AnyHttpUrl(f"{base}/api"), [issuer], [API_SCOPE], resource_name="finkit REST API"
        ),
        *create_protected_resource_routes(
            AnyHttpUrl(base), [issuer], list(ALL_SCOPES), resource_name="finkit"
        ),
    ]
    return routes


def _hash_basic(value: str) -> str:
    try:
        client_id, _, secret = base64.b64decode(value[6:]).decode().partition(":")
    except (ValueError, UnicodeDecodeError, binascii.Error):
        return value  # the SDK reports the malformed header
    pair = f"{client_id}:{quote(hash_secret(unquote(secret)), safe='')}"
    return "Basic " + base64.b64encode(pair.encode()).decode()


async def _with_hashed_secret(scope: Scope, receive: Receive) -> tuple[Scope, Receive, dict[str, str]]:
    """Replace a presented ``client_secret`` (form field or Basic header) by its hash, so that the SDK's
    comparison runs against the stored hash and no plaintext secret is ever stored."""
    chunks = []
    while True:
        message = await receive()
        chunks.append(message.get("body", b""))
        if not message.get("more_body"):
            break
    body = b"".join(chunks)
    fields = [
        (key, hash_secret(value) if key == "client_secret" and value else value)
        for key, value in parse_qsl(body.decode("latin-1"), keep_blank_values=True)
    ]
    new_body = urlencode(fields).encode()
    headers = []
    for key, value in scope["headers"]:
        if key == b"authorization" and value[:6].lower() == b"basic ":
            value = _hash_basic(value.decode("latin-1")).encode()
        if key == b"content-length":
            value = str(len(new_body)).encode()
        headers.append((key, value))
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if sent:
            return await receive()
        sent = True
        return {"type": "http.request", "body": new_body, "more_body": False}

    return {**scope, "headers": headers}, replay, dict(fields)


def _with_issuer(send: Send, base: str, issuer: str) -> Send:
    """RFC 9207: the SDK's error redirects from /authorize back to the client carry ``iss`` too (the
    consent page adds it to the code and the denial)."""

    async def send_with_iss(message: Message) -> None:
        if message["type"] == "http.response.start" and message.get("status") in (302, 303):
            headers = []
            for key, value in message.get("headers", []):
                if key == b"location" and not value.decode("latin-1").startswith(base + CONSENT_PATH):
                    value = add_query(value.decode("latin-1"), iss=issuer).encode("latin-1")
                headers.append((key, value))
            message = {**message, "headers": headers}
        await send(message)

    return send_with_iss


def add_query(url: str, **params: str) -> str:
    """``url`` with ``params`` added to its query (its fragment, if any, kept last)."""
    parts = urlsplit(url)
    query = "&".join(filter(None, [parts.query, urlencode(params)]))
    return urlunsplit((parts.scheme, parts.netloc, parts.path, query, parts.fragment))


class OAuthServer:
    """ASGI app serving ``SDK_PATHS`` for the request's base address."""

    def __init__(self, db: Database, settings: Settings) -> None:
        self.db = db
        self.settings = settings
        self.routers: dict[str, Router] = {}

    def router_for(self, base: str) -> Router:
        router = self.routers.get(base)
        if router is None:
            try:
                routes = _sdk_routes(self.db, self.settings, base)
            except ValueError:  # the SDK's issuer check: https, or http only on a loopback address
                raise UnavailableError(
                    f"OAuth needs an https address (or a loopback one), not {base}: set FINKIT_PUBLIC_URL"
                ) from None
            router = self.routers[base] = Router(routes=routes)
        return router

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        host = Headers(scope=scope).get("host", "")
        base = base_url(self.settings.public_url, scope.get("scheme", "http"), host)
        if scope.get("method") == "POST" and scope["path"] in OAUTH_LIMITS:
            refusal = self._over_limit(scope)
            if refusal is not None:
                await refusal(scope, receive, send)
                return
        if scope["path"] == "/authorize":
            if scope.get("method") == "GET":
                refusal = await self._refused_document(scope, base)
                if refusal is not None:
                    await refusal(scope, receive, send)
                    return
            send = _with_issuer(send, base, issuer_identifier(base))
        if scope["path"] in CLIENT_AUTH_PATHS and scope.get("method") == "POST":
            scope, receive, fields = await _with_hashed_secret(scope, receive)
            if scope["path"] == "/token":
                refusal = await self._token_refusal(fields)
                if refusal is not None:
                    await refusal(scope, receive, send)
                    return
        await self.router_for(base)(scope, receive, send)

    async def _token_refusal(self, fields: dict[str, str]) -> Response | None:
        """``/token`` checks the SDK does not make (``resource``; a wrong verifier spends the code)."""
        problem = await run_in_threadpool(
            lambda: check_token_request(
                self.db,
                grant_type=fields.get("grant_type", ""),
                code=fields.get("code"),
                code_verifier=fields.get("code_verifier"),
                refresh_token=fields.get("refresh_token"),
                resource=fields.get("resource"),
            )
        )
        if problem is None:
            return None
        error, description = problem
        return JSONResponse(
            {"error": error, "error_description": description},
            status_code=400,
            headers={"Cache-Control": "no-store", "Pragma": "no-cache"},
        )

    def _over_limit(self, scope: Scope) -> Response | None:
        """429 once an address (or everyone together) used up the allowance of ``scope``'s path. The
        address is the TCP peer's, or the X-Forwarded-For of a configured trusted proxy (uvicorn)."""
        limiter: RateLimiter = scope["app"].state.finkit.limiter
        address = (scope.get("client") or ("unknown", 0))[0]
        for item, namespace, key in OAUTH_LIMITS[scope["path"]](address):
            status = limiter.hit(item, namespace, key)
            if not status.allowed:
                return JSONResponse(
                    {
                        "error": "too_many_requests",
                        "error_description": f"too many {scope['path']} requests; retry in "
                        f"{status.retry_after()} s",
                    },
                    status_code=429,
                    headers={"Cache-Control": "no-store", **status.headers()},
                )
        return None

    async def _refused_document(self, scope: Scope, base: str) -> Response | None:
        """For a metadata-document client_id that cannot be used, the reason ("document too slow",
        "too large", "client_id mismatch"...) as the answer, instead of the SDK's "not found"."""
        client_id = QueryParams(scope.get("query_string", b"").decode("latin-1")).get("client_id", "")
        allow_http = self.settings.oauth_client_metadata_allow_loopback
        if not is_metadata_document_url(client_id, allow_loopback_http=allow_http):
            return None
        _client, reason = await FinkitOAuthProvider(self.db, self.settings, base).resolve_client(client_id)
        if reason is None:
            return None
        return JSONResponse(
            {"error": "invalid_request", "error_description": f"client_id refused: {reason}"},
            status_code=400,
            headers={"Cache-Control": "no-store"},
        )


class JsonRegistrationRoute(Route):
    """``/register`` is both RFC 7591 registration (a JSON POST, fixed by the SDK) and the dashboard's
    sign-up form: only JSON POSTs (and CORS preflights) are OAuth's, everything else falls through."""

    def matches(self, scope: Scope) -> tuple[Match, Scope]:
        match, child = super().matches(scope)
        if match is Match.FULL and scope.get("method") == "POST":
            media_type = Headers(scope=scope).get("content-type", "").split(";")[0].strip().lower()
            if media_type != "application/json":
                return Match.NONE, {}
        return match, child


def oauth_routes(db: Database, settings: Settings) -> list[Any]:
    server = OAuthServer(db, settings)
    methods = ["GET", "POST", "OPTIONS"]
    return [
        *(
            Route(path, server, methods=methods, include_in_schema=False)
            for path in SDK_PATHS
            if path != "/register"
        ),
        JsonRegistrationRoute("/register", server, methods=["POST", "OPTIONS"], include_in_schema=False),
        *consent_routes(),
    ]
