"""One error shape everywhere: every route answers 401/404/400 as ``{success:false,error,code}``."""

from __future__ import annotations

import re
import uuid

import httpx
import pytest
from starlette.applications import Starlette

from finkit.server.registry import all_endpoints
from tests.server.conftest import SignUp, User, assert_error, reset_rate_limits
from tests.server.tenant_records import WALK_BODIES, load_all

PROTECTED = [e for e in all_endpoints() if e.auth in ("user", "bearer")]
WITH_ID = [e for e in PROTECTED if "{id}" in e.path]
WITH_BODY = [e for e in all_endpoints() if e.body is not None]


def _url(path: str) -> str:
    return path.replace("{id}", str(uuid.uuid4()))


async def test_every_protected_route_is_401_without_credentials(
    client: httpx.AsyncClient, app: Starlette
) -> None:
    assert len(PROTECTED) >= 14
    for endpoint in PROTECTED:
        reset_rate_limits(app)
        response = await client.request(endpoint.method, _url(endpoint.path), json={})
        assert_error(response, 401, "UNAUTHORIZED")
        assert response.headers["X-Request-ID"]


async def test_every_route_with_an_id_is_404_for_an_unknown_id(
    client: httpx.AsyncClient, sign_up: SignUp, app: Starlette
) -> None:
    user = await sign_up("enterprise")  # tier-gated routes answer for the id, not for the tier
    load_all()
    for endpoint in WITH_ID:
        reset_rate_limits(app)
        body = {} if endpoint.method == "PATCH" else None
        body = WALK_BODIES.get(f"{endpoint.method} {endpoint.path}", body)
        response = await client.request(endpoint.method, _url(endpoint.path), headers=user.headers, json=body)
        assert_error(response, 404, "NOT_FOUND")


async def test_every_route_with_a_body_is_400_for_a_bad_body(
    client: httpx.AsyncClient, user: User, app: Starlette
) -> None:
    for endpoint in WITH_BODY:
        reset_rate_limits(app)
        response = await client.request(
            endpoint.method, _url(endpoint.path), headers=user.headers, json={"notAField": 1}
        )
        body = assert_error(response, 400, "VALIDATION_ERROR") if response.status_code != 404 else None
        if body is not None:
            assert any(f["field"] == "notAField" for f in body["fields"]), endpoint.path


async def test_malformed_json_wrong_type_and_oversized(client: httpx.AsyncClient, user: User) -> None:
    url = "/api/bank/transactions"
    json_headers = {**user.headers, "Content-Type": "application/json"}
    assert_error(await client.post(url, headers=json_headers, content=b"{not json"), 400, "VALIDATION_ERROR")
    assert_error(await client.post(url, headers=json_headers, content=b"[1, 2]"), 400)
    assert_error(await client.post(url, headers=json_headers, content=b"\xff\xfe"), 400)
    text_headers = {**user.headers, "Content-Type": "text/plain"}
    assert_error(
        await client.post(url, headers=text_headers, content=b"hello"), 415, "UNSUPPORTED_MEDIA_TYPE"
    )
    big = b'{"description": "' + b"x" * (1024 * 1024 + 10) + b'"}'
    assert_error(await client.post(url, headers=json_headers, content=big), 413, "PAYLOAD_TOO_LARGE")

    async def chunks():  # type: ignore[no-untyped-def]
        for _ in range(300):
            yield b" " * 4096

    streamed = await client.post(url, headers=json_headers, content=chunks())
    assert_error(streamed, 413, "PAYLOAD_TOO_LARGE")


async def test_unknown_path_and_wrong_method_are_json(client: httpx.AsyncClient, user: User) -> None:
    assert_error(await client.get("/api/nope", headers=user.headers), 404, "NOT_FOUND")
    assert_error(await client.put("/api/bank/transactions", headers=user.headers), 405, "METHOD_NOT_ALLOWED")


async def test_host_header_is_checked(client: httpx.AsyncClient) -> None:
    response = await client.get("/healthz", headers={"Host": "evil.example"})
    assert_error(response, 403, "FORBIDDEN")
    assert (await client.get("/healthz", headers={"Host": "localhost:3001"})).status_code == 200


async def test_request_id_echoed_or_generated(client: httpx.AsyncClient) -> None:
    assert (await client.get("/healthz", headers={"X-Request-ID": "abc-123"})).headers[
        "X-Request-ID"
    ] == "abc-123"
    generated = (await client.get("/healthz", headers={"X-Request-ID": "bad id with spaces"})).headers[
        "X-Request-ID"
    ]
    assert re.fullmatch(r"[0-9a-f]{32}", generated)


async def test_unexpected_error_is_500_without_trace_and_logged(
    app: Starlette, user: User, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    import finkit.server.routes.subscription as subscription_routes

    def boom(_ctx: object) -> None:
        raise RuntimeError("secret internals")

    monkeypatch.setattr(subscription_routes, "get_subscription", boom)
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as c:
        response = await c.get("/api/subscription", headers={**user.headers, "X-Request-ID": "req-500"})
    body = assert_error(response, 500, "INTERNAL_ERROR")
    assert "secret internals" not in response.text and "req-500" in body["error"]
    assert any("req-500" in r.getMessage() for r in caplog.records)
