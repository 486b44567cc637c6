"""The HTTP guard in front of the SDK transport, with a stand-in authenticator and limiter.

The real credentials (JWT on /mcp, API keys on /mcp/inspector) are covered in tests/server; here the
JSON-RPC error shapes, scopes, rate limiting and plain-JSON clients are pinned down.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections import Counter
from collections.abc import AsyncIterator

import httpx
import pytest
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from starlette.applications import Starlette
from starlette.datastructures import Headers
from starlette.routing import Route

from finkit.core.context import AccountContext
from finkit.core.errors import AuthenticationError
from finkit.core.usecases.transactions import list_transactions
from finkit.mcp.http import McpCaller, McpEndpoint, RateDecision, create_session_manager
from mcp import Client
from tests.loopback import serve


@pytest.fixture
def app_url(ctx: AccountContext):
    counts: Counter[str] = Counter()
    keys = {
        "key-read": frozenset({"mcp:read"}),
        "key-full": frozenset({"mcp:full"}),
        "key-list": frozenset({"mcp:tools:list"}),
    }

    def authenticate_key(headers: Headers, info: object) -> McpCaller:
        key = headers.get("x-api-key") or ""
        if key not in keys:
            raise AuthenticationError("API key not found or revoked", reason="INVALID_API_KEY")
        return McpCaller(ctx, keys[key], f"key:{key}", 5, 900)

    def authenticate_bearer(headers: Headers, info: object) -> McpCaller:
        if headers.get("authorization") != "Bearer good":
            raise AuthenticationError("Invalid or expired authentication token", reason="INVALID_TOKEN")
        return McpCaller(ctx, None, "account", 1000, 60)

    def limiter(key: str, amount: int, seconds: int) -> RateDecision:
        counts[key] += 1
        return RateDecision(counts[key] <= amount, amount, amount - counts[key], time.time() + seconds)

    manager = create_session_manager(["127.0.0.1", "localhost"], [])

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        async with manager.run():
            yield

    app = Starlette(
        routes=[
            Route(
                "/mcp",
                McpEndpoint(manager, authenticate_bearer, limiter, inspector=False, realm="finkit"),
                methods=["GET", "POST", "DELETE"],
            ),
            Route(
                "/mcp/inspector",
                McpEndpoint(manager, authenticate_key, limiter, inspector=True, realm="finkit"),
                methods=["GET", "POST", "DELETE"],
            ),
        ],
        lifespan=lifespan,
    )
    with serve(app) as url:
        yield url


def rpc(method: str, params: dict | None = None, id_: int | str = 1) -> dict:
    return {"jsonrpc": "2.0", "id": id_, "method": method, **({"params": params} if params else {})}


def test_plain_json_rpc_without_accept_header(app_url: str) -> None:
    response = httpx.post(f"{app_url}/mcp", json=rpc("tools/list"), headers={"Authorization": "Bearer good"})
    assert response.status_code == 200 and response.headers["content-type"].startswith("application/json")
    assert any(t["name"] == "transactions_list" for t in response.json()["result"]["tools"])
    assert "x-ratelimit-remaining" in response.headers
    ping = httpx.post(f"{app_url}/mcp", json=rpc("ping", id_="p1"), headers={"Authorization": "Bearer good"})
    assert ping.json() == {"jsonrpc": "2.0", "id": "p1", "result": {}}


def test_get_is_405_and_garbage_is_a_jsonrpc_error(app_url: str) -> None:
    assert httpx.get(f"{app_url}/mcp").status_code == 405
    bad = httpx.post(f"{app_url}/mcp", content=b"{nope", headers={"Authorization": "Bearer good"})
    assert bad.status_code == 400 and bad.json()["error"]["code"] == -32700


@pytest.mark.parametrize(
    ("path", "headers", "error_type"),
    [
        ("/mcp", {}, "INVALID_TOKEN"),
        ("/mcp", {"Authorization": "Bearer expired"}, "INVALID_TOKEN"),
        ("/mcp/inspector", {}, "INVALID_API_KEY"),
        ("/mcp/inspector", {"X-API-Key": "mcp_" + "0" * 64}, "INVALID_API_KEY"),
    ],
)
def test_unauthorized_shapes(app_url: str, path: str, headers: dict, error_type: str) -> None:
    response = httpx.post(f"{app_url}{path}", json=rpc("tools/list", id_=7), headers=headers)
    assert response.status_code == 401 and "www-authenticate" in response.headers
    body = response.json()
    assert body["id"] == 7 and body["error"]["code"] == 401 and body["error"]["message"] == "Unauthorized"
    assert body["error"]["data"]["errorType"] == error_type and body["error"]["data"]["message"]


def test_read_only_key_cannot_write_and_nothing_is_written(app_url: str, ctx: AccountContext) -> None:
    call = rpc(
        "tools/call",
        {
            "name": "transactions_create",
            "arguments": {"date": "2026-06-01", "description": "x", "amount": -1},
        },
        id_=3,
    )
    response = httpx.post(f"{app_url}/mcp/inspector", json=call, headers={"X-API-Key": "key-read"})
    assert response.status_code == 403
    assert response.json()["error"] == {
        "code": 403,
        "message": "Forbidden",
        "data": {
            "errorType": "INSUFFICIENT_SCOPE",
            "message": "tool transactions_create writes data and needs the mcp:full scope",
        },
    }
    assert list_transactions(ctx).pagination.total == 0
    listed = httpx.post(f"{app_url}/mcp/inspector", json=rpc("tools/list"), headers={"X-API-Key": "key-list"})
    assert listed.status_code == 200
    refused = httpx.post(
        f"{app_url}/mcp/inspector", json=rpc("resources/list"), headers={"X-API-Key": "key-list"}
    )
    assert refused.status_code == 403


def test_rate_limit_answers_429_with_headers(app_url: str) -> None:
    statuses = [
        httpx.post(f"{app_url}/mcp/inspector", json=rpc("ping"), headers={"X-API-Key": "key-full"})
        for _ in range(6)
    ]
    assert [r.status_code for r in statuses] == [200] * 5 + [429]
    last = statuses[-1]
    assert last.json()["error"]["code"] == 429 and int(last.headers["retry-after"]) > 0
    assert last.headers["x-ratelimit-remaining"] == "0"


async def test_official_client_over_http(app_url: str) -> None:
    http_client = create_mcp_http_client(headers={"Authorization": "Bearer good"})
    async with Client(
        streamable_http_client(f"{app_url}/mcp", http_client=http_client), mode="legacy"
    ) as client:
        created = await client.call_tool(
            "transactions_create", {"date": "2026-06-02", "description": "Officeworks", "amount": -12.5}
        )
        assert not created.is_error
        listed = await client.call_tool("transactions_list", {})
        assert listed.structured_content["pagination"]["total"] == 1


def test_null_id_gets_a_jsonrpc_error_object(app_url: str) -> None:
    response = httpx.post(
        f"{app_url}/mcp",
        json={"jsonrpc": "2.0", "id": None, "method": "tools/list"},
        headers={"Authorization": "Bearer good"},
    )
    assert response.status_code == 400
    body = response.json()
    assert body["id"] is None and body["error"]["code"] == -32600 and "null" in body["error"]["message"]


def test_an_unknown_tool_on_the_inspector_is_an_unknown_tool_error(app_url: str) -> None:
    call = rpc("tools/call", {"name": "no_such_tool", "arguments": {}}, id_=4)
    response = httpx.post(f"{app_url}/mcp/inspector", json=call, headers={"X-API-Key": "key-read"})
    assert response.status_code == 200, response.text
    body = response.json()
    text = json.dumps(body)
    assert "no_such_tool" in text and "mcp:full" not in text


def test_recent_transactions_resource_is_readable(app_url: str, ctx: AccountContext) -> None:
    read = rpc("resources/read", {"uri": "finkit://transactions/recent"}, id_=5)
    response = httpx.post(f"{app_url}/mcp", json=read, headers={"Authorization": "Bearer good"})
    assert response.status_code == 200, response.text
    contents = response.json()["result"]["contents"]
    assert json.loads(contents[0]["text"])["pagination"]["total"] == 0


def test_toolsets_query_adds_an_area_to_the_default_listing(app_url: str) -> None:
    headers = {"Authorization": "Bearer good"}
    default = httpx.post(f"{app_url}/mcp", json=rpc("tools/list"), headers=headers).json()["result"]["tools"]
    with_tax = httpx.post(f"{app_url}/mcp?toolsets=tax", json=rpc("tools/list"), headers=headers).json()
    names = {t["name"] for t in with_tax["result"]["tools"]}
    assert 30 <= len(default) <= 40 and "tax_bas" not in {t["name"] for t in default}
    assert "tax_bas" in names and len(names) > len(default)
    bad = httpx.post(f"{app_url}/mcp?toolsets=nope", json=rpc("tools/list"), headers=headers).json()
    assert bad["error"]["code"] == -32602 and "nope" in bad["error"]["message"]
