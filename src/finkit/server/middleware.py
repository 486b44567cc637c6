"""The one ASGI middleware around everything: request id, Host check, body size, error shape, headers.

* ``X-Request-ID`` on every response (the caller's, if it is a sane token, else a new one).
* Host header checked against ``settings.allowed_hosts`` (DNS-rebinding protection).
* Bodies over ``settings.max_body_bytes`` (uploads: ``upload_max_bytes``) are refused with 413, by
  Content-Length or while streaming.
* Every FinkitError becomes ``{success: false, error, code}`` with its mapped status; anything else is
  logged with the request id and becomes a bare 500 ``INTERNAL_ERROR`` (never a stack trace).
* ``X-RateLimit-*`` headers from the request's rate-limit status are added to whatever response is sent.
"""

from __future__ import annotations

import logging
import re
import uuid
from typing import Any

from starlette.datastructures import Headers, MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from finkit.core.db.failures import translate
from finkit.core.errors import FinkitError, PayloadTooLargeError, PermissionDeniedError
from finkit.server.auth import RATE_LIMIT_STATE
from finkit.server.errors import finkit_error_response, json_error
from finkit.server.oauth.urls import CHALLENGE_STATE

log = logging.getLogger("finkit.server")
REQUEST_ID_PATTERN = re.compile(r"^[A-Za-z0-9._-]{1,64}$")
#: Raw file bodies (bank exports) that get the upload allowance like multipart does.
UPLOAD_MEDIA_TYPES = (
    "text/csv",
    "application/csv",
    "application/x-ofx",
    "application/ofx",
    "application/vnd.intu.qfx",
    "application/x-qfx",
    "application/qif",
    "application/x-qif",
    "application/octet-stream",
)


def host_allowed(host_header: str, allowed: list[str]) -> bool:
    if "*" in allowed:
        return True
    host = host_header.lower()
    if host.startswith("["):  # [::1]:3001
        host = host[: host.find("]") + 1]
    else:
        host = host.rsplit(":", 1)[0] if host.count(":") == 1 else host
    return host in {h.lower() for h in allowed}


class FinkitMiddleware:
    def __init__(
        self, app: ASGIApp, *, allowed_hosts: list[str], max_body_bytes: int, upload_max_bytes: int
    ) -> None:
        self.app = app
        self.allowed_hosts = allowed_hosts
        self.max_body_bytes = max_body_bytes
        self.upload_max_bytes = upload_max_bytes

    def body_limit(self, headers: Headers) -> int:
        """JSON bodies are small; file uploads (multipart or raw octets) get the upload allowance."""
        media_type = headers.get("content-type", "").lower()
        is_upload = media_type.startswith(("multipart/", *UPLOAD_MEDIA_TYPES))
        return self.upload_max_bytes if is_upload else self.max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        incoming = headers.get("x-request-id", "")
        request_id = incoming if REQUEST_ID_PATTERN.match(incoming) else uuid.uuid4().hex
        state: dict[str, Any] = scope.setdefault("state", {})
        state["request_id"] = request_id
        started = False

        async def send_with_headers(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                out = MutableHeaders(scope=message)
                out["X-Request-ID"] = request_id
                challenge = state.get(CHALLENGE_STATE)  # RFC 9728: where a 401's client finds OAuth
                if challenge and message["status"] == 401:
                    out["WWW-Authenticate"] = challenge
                limit = state.get(RATE_LIMIT_STATE)
                if limit is not None:
                    for name, value in limit.headers().items():
                        out[name] = value
            await send(message)

        received = 0
        body_limit = self.body_limit(headers)

        async def limited_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > body_limit:
                    raise PayloadTooLargeError(f"Request body is over {body_limit} bytes")
            return message

        try:
            if not host_allowed(headers.get("host", ""), self.allowed_hosts):
                raise PermissionDeniedError(f"Host {headers.get('host', '')!r} is not allowed")
            length = headers.get("content-length")
            if length is not None and length.isdigit() and int(length) > body_limit:
                raise PayloadTooLargeError(f"Request body is over {body_limit} bytes")
            await self.app(scope, limited_receive, send_with_headers)
        except FinkitError as exc:
            if started:
                raise
            await finkit_error_response(exc)(scope, receive, send_with_headers)
        except Exception as exc:
            failure = translate(exc)  # a full disk or a busy database met outside a core session
            if failure is not None and not started:
                log.error(
                    "%s (request id %s) on %s %s: %s",
                    failure.code,
                    request_id,
                    scope["method"],
                    scope["path"],
                    exc,
                )
                await finkit_error_response(failure)(scope, receive, send_with_headers)
                return
            log.exception(
                "unexpected error (request id %s) on %s %s", request_id, scope["method"], scope["path"]
            )
            if started:
                raise
            await json_error(500, f"Internal error (request id {request_id})", "INTERNAL_ERROR")(
                scope, receive, send_with_headers
            )
