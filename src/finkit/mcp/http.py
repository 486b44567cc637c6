"""``/mcp`` and ``/mcp/inspector`` over streamable HTTP, behind finkit's own guard.

The guard answers what the spec requires and the SDK cannot: JSON-RPC error objects for 401/403/429
(with the request id echoed and ``WWW-Authenticate``), API-key scopes, the inspector's rate limit,
405 for GET, and defaults for plain JSON-RPC clients that send no ``Accept`` header. Requests it lets
through go to one stateless SDK transport, which reads the caller from the ASGI scope.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import anyio
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp.server.transport_security import TransportSecuritySettings
from starlette.datastructures import Headers
from starlette.types import Message, Receive, Scope, Send

from finkit.core.context import AccountContext, RequestInfo
from finkit.core.errors import AuthenticationError, FinkitError, PermissionDeniedError, RateLimitedError
from finkit.core.jsonlimits import MAX_JSON_DEPTH, nesting_depth
from finkit.error_mapping import JSONRPC_INVALID_REQUEST, JSONRPC_PARSE_ERROR, mapping_for
from finkit.mcp import scopes as scope_rules
from finkit.mcp.server import build_server

CALLER_KEY = "finkit.mcp_caller"
MAX_BODY = 1024 * 1024


@dataclass(frozen=True)
class McpCaller:
    ctx: AccountContext
    scopes: frozenset[str] | None  # None: a bearer token, full access
    rate_key: str
    rate_amount: int
    rate_seconds: int
    toolsets: list[str] | None = None  # the credential's own choice (an API key's, an OAuth grant's)


@dataclass(frozen=True)
class RateDecision:
    allowed: bool
    limit: int
    remaining: int
    reset_at: float  # epoch seconds


#: Resolves the credential in the request to a caller (headers, client address, request id), or raises
#: AuthenticationError.
Authenticate = Callable[[Headers, RequestInfo], McpCaller]
#: Counts one request against ``(key, amount, seconds)``.
RateLimit = Callable[[str, int, int], RateDecision]
#: The ``WWW-Authenticate`` value for a refusal: ``(scope, error)`` → header (RFC 6750 / RFC 9728).
#: (ASGI scope, RFC 6750 error code or None when no credentials came, the scope the request needs)
Challenge = Callable[[Scope, str | None, str], str]


def _jsonrpc_error(request_id: Any, code: int, message: str, data: dict[str, Any] | None = None) -> bytes:
    error: dict[str, Any] = {"code": code, "message": message}
    if data is not None:
        error["data"] = data
    return json.dumps({"jsonrpc": "2.0", "id": request_id, "error": error}).encode()


async def _respond(send: Send, status: int, body: bytes, headers: dict[str, str] | None = None) -> None:
    raw = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    raw += [(k.lower().encode(), v.encode()) for k, v in (headers or {}).items()]
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": body})


async def _read_body(receive: Receive, limit: int) -> bytes:
    chunks, size = [], 0
    while True:
        message = await receive()
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            raise ValueError("body too large")
        chunks.append(chunk)
        if not message.get("more_body"):
            return b"".join(chunks)


def _rate_headers(decision: RateDecision) -> dict[str, str]:
    return {
        "X-RateLimit-Limit": str(decision.limit),
        "X-RateLimit-Remaining": str(max(decision.remaining, 0)),
        "X-RateLimit-Reset": str(math.ceil(decision.reset_at)),
    }


class McpEndpoint:
    """One guarded MCP endpoint. ``inspector=True`` applies API-key scopes."""

    def __init__(
        self,
        manager: StreamableHTTPSessionManager,
        authenticate: Authenticate,
        rate_limit: RateLimit,
        *,
        inspector: bool,
        realm: str,
        challenge: Challenge | None = None,
        max_body: int = MAX_BODY,
    ) -> None:
        """``max_body``: largest accepted JSON-RPC body in bytes (the server passes its
        ``max_body_bytes``, the same limit as REST's JSON bodies)."""
        self.manager = manager
        self.max_body = max_body
        self.authenticate = authenticate
        self.rate_limit = rate_limit
        self.inspector = inspector
        self.realm = realm
        self.challenge = challenge

    def _challenge(self, scope: Scope, error: str | None, needed: str) -> str:
        if self.challenge is not None:
            return self.challenge(scope, error, needed)
        return f'{"ApiKey" if self.inspector else "Bearer"} realm="{self.realm}", error="{error or "invalid_token"}"'

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        if scope["method"] != "POST":
            body = _jsonrpc_error(
                None, JSONRPC_INVALID_REQUEST, "Method Not Allowed: send JSON-RPC requests with POST"
            )
            await _respond(send, 405, body, {"Allow": "POST"})
            return
        try:
            raw = await _read_body(receive, self.max_body)
        except ValueError:
            await _respond(
                send,
                413,
                _jsonrpc_error(None, JSONRPC_INVALID_REQUEST, f"Request body is over {self.max_body} bytes"),
            )
            return
        if nesting_depth(raw) > MAX_JSON_DEPTH:  # before json.loads, which recurses once per level
            await _respond(
                send,
                400,
                _jsonrpc_error(
                    None,
                    JSONRPC_PARSE_ERROR,
                    f"Parse error: the body nests deeper than {MAX_JSON_DEPTH} levels",
                ),
            )
            return
        try:
            message = json.loads(raw or b"null")
        except (json.JSONDecodeError, UnicodeDecodeError):
            await _respond(
                send,
                400,
                _jsonrpc_error(None, JSONRPC_PARSE_ERROR, "Parse error: the body is not valid JSON"),
            )
            return
        if (
            not isinstance(message, dict)
            or message.get("jsonrpc") != "2.0"
            or not isinstance(message.get("method"), str)
        ):
            request_id = message.get("id") if isinstance(message, dict) else None
            await _respond(
                send,
                400,
                _jsonrpc_error(
                    request_id,
                    JSONRPC_INVALID_REQUEST,
                    'Invalid Request: expected one JSON-RPC 2.0 object with jsonrpc "2.0" and a method',
                ),
            )
            return
        request_id, method = message.get("id"), message["method"]
        if "id" in message and request_id is None:  # JSON-RPC 2.0 allows it, MCP does not; never 202
            await _respond(
                send,
                400,
                _jsonrpc_error(
                    None,
                    JSONRPC_INVALID_REQUEST,
                    "Invalid Request: id must be a string or a number, not null (MCP)",
                ),
            )
            return
        headers = Headers(scope=scope)
        client = scope.get("client")
        info = RequestInfo(
            actor="mcp",
            client_address=client[0] if client else None,
            user_agent=headers.get("user-agent"),
            request_id=(scope.get("state") or {}).get("request_id"),
        )
        try:
            caller = await anyio.to_thread.run_sync(lambda: self.authenticate(headers, info))
        except AuthenticationError as exc:
            data = {"errorType": exc.reason, "message": exc.message}
            params = message.get("params")
            needed = scope_rules.needed_scope(
                method, tool_name=params.get("name") if isinstance(params, dict) else None
            )
            # RFC 6750 §3.1: a request that carried no credentials gets no error code
            presented = "authorization" in headers or "x-api-key" in headers
            challenge = self._challenge(scope, "invalid_token" if presented else None, needed)
            await _respond(
                send,
                401,
                _jsonrpc_error(request_id, mapping_for(exc).jsonrpc_code, "Unauthorized", data),
                {"WWW-Authenticate": challenge},
            )
            return
        try:
            decision = await anyio.to_thread.run_sync(
                lambda: self.rate_limit(caller.rate_key, caller.rate_amount, caller.rate_seconds)
            )
        except RateLimitedError as exc:  # the limiter's storage refused; treat as limited, never as open
            decision = RateDecision(False, caller.rate_amount, 0, time.time() + exc.retry_after)
        limit_headers = _rate_headers(decision)
        if not decision.allowed:
            retry = max(1, math.ceil(decision.reset_at - time.time()))
            data = {
                "errorType": "RATE_LIMITED",
                "message": f"Rate limit of {decision.limit} requests exceeded; retry after {retry} s",
            }
            await _respond(
                send,
                429,
                _jsonrpc_error(
                    request_id,
                    mapping_for(RateLimitedError("", retry_after=retry)).jsonrpc_code,
                    "Too Many Requests",
                    data,
                ),
                {**limit_headers, "Retry-After": str(retry)},
            )
            return
        if caller.scopes is not None:
            params = message.get("params")
            tool_name = params.get("name") if isinstance(params, dict) else None
            refusal = scope_rules.check(method, caller.scopes, tool_name=tool_name)
            if refusal:
                data = {"errorType": "INSUFFICIENT_SCOPE", "message": refusal}
                needed = scope_rules.needed_scope(method, tool_name=tool_name)
                challenge = self._challenge(scope, "insufficient_scope", needed)
                await _respond(
                    send,
                    403,
                    _jsonrpc_error(
                        request_id,
                        mapping_for(PermissionDeniedError(refusal)).jsonrpc_code,
                        "Forbidden",
                        data,
                    ),
                    {**limit_headers, "WWW-Authenticate": challenge},
                )
                return
        await self._forward(scope, raw, caller, limit_headers, send)

    async def _forward(
        self, scope: Scope, body: bytes, caller: McpCaller, extra: dict[str, str], send: Send
    ) -> None:
        headers = [(k, v) for k, v in scope["headers"] if k not in {b"accept", b"content-type"}]
        accept = Headers(scope=scope).get("accept", "")
        if "application/json" not in accept and "*/*" not in accept:
            accept = "application/json, text/event-stream"  # plain JSON-RPC clients send none
        headers += [(b"accept", accept.encode()), (b"content-type", b"application/json")]
        state = dict(scope.get("state") or {})
        state[CALLER_KEY] = caller
        inner_scope = {**scope, "headers": headers, "state": state}
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if sent:
                await anyio.sleep_forever()
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message = {
                    **message,
                    "headers": [
                        *message.get("headers", []),
                        *((k.lower().encode(), v.encode()) for k, v in extra.items()),
                    ],
                }
            await send(message)

        await self.manager.handle_request(inner_scope, replay, send_with_headers)


def _caller(request_ctx: Any) -> McpCaller:
    request = getattr(request_ctx, "request", None)
    scope = getattr(request, "scope", None) or {}
    caller = (scope.get("state") or {}).get(CALLER_KEY)
    if not isinstance(caller, McpCaller):
        raise FinkitError("MCP request reached a handler without an authenticated caller")
    return caller


def caller_from_request_context(request_ctx: Any) -> AccountContext:
    """The account the guard resolved, read back inside an MCP handler."""
    return _caller(request_ctx).ctx


def caller_toolsets(request_ctx: Any) -> list[str] | None:
    """The tool sets the caller's credential chose, or None."""
    return _caller(request_ctx).toolsets


def create_session_manager(
    allowed_hosts: list[str], allowed_origins: list[str]
) -> StreamableHTTPSessionManager:
    """One stateless, JSON-answering transport shared by both endpoints (enter ``.run()`` in the lifespan)."""
    server = build_server(caller_from_request_context, credential_toolsets=caller_toolsets)
    hosts = [
        *allowed_hosts,
        *(f"{h}:*" for h in allowed_hosts if ":" not in h.strip("[]") or h.startswith("[")),
    ]
    security = TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=hosts,
        allowed_origins=[*allowed_origins, *(f"http://{h}" for h in hosts)],
    )
    return StreamableHTTPSessionManager(
        server, stateless=True, json_response=True, security_settings=security
    )
