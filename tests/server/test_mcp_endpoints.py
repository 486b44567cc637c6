"""/mcp and /mcp/inspector on a real uvicorn, with real sign-in tokens and API keys."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import httpx
import pytest
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from sqlalchemy import update

from finkit.core.accounts.service import create_user
from finkit.core.auth.models import ApiKey
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit
from mcp import Client
from tests.loopback import serve

PASSWORD = "Sup3r-secret!"


@pytest.fixture
def base_url(database: Database, settings: Settings) -> Iterator[str]:
    with serve(create_app(Finkit(settings, database=database))) as url:
        yield url


class Account:
    def __init__(self, base: str, database: Database, tier: str = "free") -> None:
        import uuid

        self.email = f"mcp-{uuid.uuid4().hex[:10]}@example.com"
        create_user(database, {"email": self.email, "password": PASSWORD, "tier": tier})
        login = httpx.post(f"{base}/api/auth/login", json={"email": self.email, "password": PASSWORD})
        self.token = login.json()["token"]
        self.base = base

    def key(self, *scopes: str, toolsets: list[str] | None = None) -> tuple[str, str]:
        body = {"name": "test", **({"scopes": list(scopes)} if scopes else {})}
        if toolsets is not None:
            body["toolsets"] = toolsets
        created = httpx.post(
            f"{self.base}/api/api-keys", json=body, headers={"Authorization": f"Bearer {self.token}"}
        )
        assert created.status_code == 201, created.text
        return created.json()["key"], created.json()["id"]


def rpc(method: str, params: dict | None = None, id_: int | str = 1) -> dict:
    return {"jsonrpc": "2.0", "id": id_, "method": method, **({"params": params} if params else {})}


def test_plain_json_rpc_on_both_endpoints(base_url: str, database: Database) -> None:
    a = Account(base_url, database)
    key, _ = a.key("mcp:read")
    listed = httpx.post(
        f"{base_url}/mcp", json=rpc("tools/list"), headers={"Authorization": f"Bearer {a.token}"}
    )
    assert listed.status_code == 200 and len(listed.json()["result"]["tools"]) > 10
    assert listed.headers["x-ratelimit-limit"] and listed.headers["x-request-id"]
    via_key = httpx.post(f"{base_url}/mcp/inspector", json=rpc("tools/list"), headers={"X-API-Key": key})
    assert via_key.status_code == 200
    via_bearer_key = httpx.post(
        f"{base_url}/mcp/inspector", json=rpc("ping"), headers={"Authorization": f"Bearer {key}"}
    )
    assert via_bearer_key.json()["result"] == {}
    assert httpx.get(f"{base_url}/mcp", headers={"Authorization": f"Bearer {a.token}"}).status_code == 405


def test_each_credential_only_on_its_endpoint(base_url: str, database: Database) -> None:
    a = Account(base_url, database)
    key, _ = a.key()
    on_main = httpx.post(f"{base_url}/mcp", json=rpc("tools/list", id_="k"), headers={"X-API-Key": key})
    assert on_main.status_code == 401 and on_main.json()["error"]["data"]["errorType"] == "INVALID_TOKEN"
    assert "/mcp/inspector" in on_main.json()["error"]["data"]["message"] and on_main.json()["id"] == "k"
    on_inspector = httpx.post(
        f"{base_url}/mcp/inspector", json=rpc("tools/list"), headers={"Authorization": f"Bearer {a.token}"}
    )
    assert on_inspector.status_code == 401
    assert on_inspector.json()["error"]["data"]["errorType"] == "INVALID_API_KEY"
    assert "www-authenticate" in on_inspector.headers
    bad_jwt = httpx.post(
        f"{base_url}/mcp", json=rpc("tools/list"), headers={"Authorization": "Bearer abc.def.ghi"}
    )
    assert bad_jwt.status_code == 401 and bad_jwt.json()["error"]["data"]["errorType"] == "INVALID_TOKEN"
    on_rest = httpx.get(f"{base_url}/api/bank/transactions", headers={"X-API-Key": key})
    assert on_rest.status_code == 401 and "/mcp/inspector" in on_rest.json()["error"]


def test_revoked_and_expired_keys(base_url: str, database: Database) -> None:
    a = Account(base_url, database)
    revoked, revoked_id = a.key()
    expired, expired_id = a.key()
    httpx.delete(f"{base_url}/api/api-keys/{revoked_id}", headers={"Authorization": f"Bearer {a.token}"})
    with database.session() as session:
        session.execute(
            update(ApiKey)
            .where(ApiKey.id == expired_id)
            .values(expires_at=datetime.now(UTC) - timedelta(minutes=1))
        )
    for key in (revoked, expired):
        response = httpx.post(f"{base_url}/mcp/inspector", json=rpc("tools/list"), headers={"X-API-Key": key})
        assert response.status_code == 401
        assert response.json()["error"] == {
            "code": 401,
            "message": "Unauthorized",
            "data": response.json()["error"]["data"],
        }
        assert response.json()["error"]["data"]["errorType"] == "INVALID_API_KEY"


def test_read_only_key_refused_writes_and_nothing_written(base_url: str, database: Database) -> None:
    a = Account(base_url, database)
    read_key, _ = a.key("mcp:read")
    call = rpc(
        "tools/call",
        {
            "name": "transactions_create",
            "arguments": {"date": "2026-06-01", "description": "x", "amount": -1},
        },
    )
    refused = httpx.post(f"{base_url}/mcp/inspector", json=call, headers={"X-API-Key": read_key})
    assert refused.status_code == 403
    assert refused.json()["error"]["data"]["errorType"] == "INSUFFICIENT_SCOPE"
    listed = httpx.get(f"{base_url}/api/bank/transactions", headers={"Authorization": f"Bearer {a.token}"})
    assert listed.json()["pagination"]["total"] == 0
    full_key, _ = a.key("mcp:full")
    done = httpx.post(f"{base_url}/mcp/inspector", json=call, headers={"X-API-Key": full_key})
    assert done.status_code == 200 and done.json()["result"]["isError"] is False


def test_keys_see_only_their_own_account(base_url: str, database: Database) -> None:
    a, b = Account(base_url, database), Account(base_url, database)
    httpx.post(
        f"{base_url}/api/bank/transactions",
        headers={"Authorization": f"Bearer {b.token}"},
        json={"date": "2026-06-01", "description": "B secret", "amount": -9},
    )
    key_a, _ = a.key("mcp:read")
    listed = httpx.post(
        f"{base_url}/mcp/inspector",
        headers={"X-API-Key": key_a},
        json=rpc("tools/call", {"name": "transactions_list", "arguments": {}}),
    )
    assert listed.json()["result"]["structuredContent"]["pagination"]["total"] == 0


def test_inspector_allows_50_requests_per_15_minutes_per_key(base_url: str, database: Database) -> None:
    a = Account(base_url, database)
    key, _ = a.key()
    with httpx.Client(base_url=base_url, headers={"X-API-Key": key}) as http:
        statuses = [http.post("/mcp/inspector", json=rpc("ping")).status_code for _ in range(51)]
        assert statuses[:50] == [200] * 50 and statuses[50] == 429
        last = http.post("/mcp/inspector", json=rpc("ping", id_=99))
    assert last.json()["id"] == 99 and last.json()["error"]["code"] == 429
    assert int(last.headers["retry-after"]) > 0 and last.headers["x-ratelimit-remaining"] == "0"
    other_key, _ = a.key()
    assert (
        httpx.post(
            f"{base_url}/mcp/inspector", json=rpc("ping"), headers={"X-API-Key": other_key}
        ).status_code
        == 200
    )


async def test_official_client_on_both_endpoints(base_url: str, database: Database) -> None:
    a = Account(base_url, database)
    http_client = create_mcp_http_client(headers={"Authorization": f"Bearer {a.token}"})
    async with Client(
        streamable_http_client(f"{base_url}/mcp", http_client=http_client), mode="legacy"
    ) as client:
        tools = (await client.list_tools()).tools
        assert {"transactions_create", "tax_calculate", "categories_list"} <= {t.name for t in tools}
        created = await client.call_tool(
            "transactions_create", {"date": "2026-06-02", "description": "Officeworks", "amount": -12.5}
        )
        assert not created.is_error
        gst = await client.call_tool("tax_calculate", {"amount": 110, "taxIncluded": True})
        assert gst.structured_content["tax"] == 10
        resources = await client.list_resources()
        assert resources.resources
        prompts = await client.list_prompts()
        assert prompts.prompts
    key, _ = a.key("mcp:read")
    key_client = create_mcp_http_client(headers={"X-API-Key": key})
    async with Client(
        streamable_http_client(f"{base_url}/mcp/inspector", http_client=key_client), mode="legacy"
    ) as client:
        listed = await client.call_tool("transactions_list", {})
        assert listed.structured_content["pagination"]["total"] == 1


def test_a_keys_tool_sets_decide_its_listing_unless_the_connection_asks(
    base_url: str, database: Database
) -> None:
    a = Account(base_url, database)
    plain, _ = a.key("mcp:read")
    taxing, _ = a.key("mcp:read", toolsets=["tax"])

    def names(key: str, query: str = "") -> set[str]:
        response = httpx.post(
            f"{base_url}/mcp/inspector{query}", json=rpc("tools/list"), headers={"X-API-Key": key}
        )
        assert response.status_code == 200, response.text
        return {tool["name"] for tool in response.json()["result"]["tools"]}

    assert "tax_bas" not in names(plain)
    assert "tax_bas" in names(taxing) and "webhooks_create" not in names(taxing)
    overridden = names(taxing, "?toolsets=webhooks")
    assert "webhooks_create" in overridden and "tax_bas" not in overridden
