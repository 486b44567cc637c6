"""OAuth 2.1 end to end against real uvicorn with the SDK's ``OAuthClientProvider``: discovery from a bare
401, registration, PKCE authorization (the person signs in and approves), tool calls, refresh, revocation."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import httpx
import pytest
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from finkit.core.db.engine import Database
from finkit.core.oauth import service as oauth_service
from finkit.core.oauth.scopes import ALL_SCOPES
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit
from mcp import Client
from tests.loopback import serve
from tests.server.oauth.flow import MemoryStorage, Person, browser, oauth_provider, register_person

# the backend can matter end to end: run on PostgreSQL too (tests/conftest.py)
pytestmark = [pytest.mark.slow, pytest.mark.all_backends]


@pytest.fixture
def base(database: Database, settings: Settings) -> Iterator[str]:
    with serve(create_app(Finkit(settings, database=database))) as url:
        yield url


async def test_an_mcp_client_discovers_registers_signs_in_and_calls_tools(
    base: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    email, _ = register_person(base)
    person = Person(browser(base, email))
    storage = MemoryStorage()
    auth = oauth_provider(f"{base}/mcp", person, storage)
    async with Client(
        streamable_http_client(f"{base}/mcp", http_client=create_mcp_http_client(auth=auth))
    ) as mcp:
        tools = await mcp.list_tools()
        assert any(tool.name == "transactions_list" for tool in tools.tools)
        result = await mcp.call_tool("transactions_list", {})
        assert not result.is_error, result
        # the 401 asked for the smallest scope (mcp:read); a write meets 403 insufficient_scope with
        # scope="mcp:full", and the SDK re-authorizes for it (step-up) without registering again
        created = await mcp.call_tool("categories_create", {"name": "Pets"})
        assert not created.is_error, created
    assert "Test Assistant" in person.pages[0] and "127.0.0.1:7999" in person.pages[0]
    assert 'value="mcp:read" checked' in person.pages[0] and 'value="mcp:full"' not in person.pages[0]
    assert len(person.pages) == 2 and "Read and change your records" in person.pages[1]
    assert storage.tokens is not None and storage.tokens.refresh_token
    assert storage.client is not None and storage.client.client_secret
    access = storage.tokens.access_token

    # the same JWT does not open the REST API: it was issued for /mcp (RFC 8707)
    refused = httpx.get(f"{base}/api/auth/me", headers={"Authorization": f"Bearer {access}"})
    assert refused.status_code == 401 and "aud" in refused.json()["error"]

    # refresh with rotation: the new pair works, the old refresh token is refused and then ends the grant
    client = storage.client
    token_url = f"{base}/token"
    form = {
        "grant_type": "refresh_token",
        "client_id": client.client_id,
        "client_secret": client.client_secret,
    }
    first = httpx.post(token_url, data={**form, "refresh_token": storage.tokens.refresh_token})
    assert first.status_code == 200, first.text
    rotated = first.json()
    assert rotated["refresh_token"] != storage.tokens.refresh_token
    ok = httpx.post(
        f"{base}/mcp",
        json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
        headers={"Authorization": f"Bearer {rotated['access_token']}"},
    )
    assert ok.status_code == 200
    # a retried refresh within the grace window gets the same new pair, and revokes nothing
    retried = httpx.post(token_url, data={**form, "refresh_token": storage.tokens.refresh_token})
    assert retried.status_code == 200, retried.text
    assert retried.json()["refresh_token"] == rotated["refresh_token"]
    assert retried.json()["access_token"] == rotated["access_token"]
    # after the grace window, presenting the rotated token again is theft: the grant ends
    monkeypatch.setattr(oauth_service, "REFRESH_GRACE", timedelta(0))
    reuse = httpx.post(token_url, data={**form, "refresh_token": storage.tokens.refresh_token})
    assert reuse.status_code == 400 and reuse.json()["error"] == "invalid_grant"
    after = httpx.post(
        f"{base}/mcp",
        json={"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
        headers={"Authorization": f"Bearer {rotated['access_token']}"},
    )
    assert after.status_code == 401  # reuse revoked the whole grant


async def test_revocation_ends_the_access_token(base: str) -> None:
    email, _ = register_person(base)
    person = Person(browser(base, email))
    storage = MemoryStorage()
    auth = oauth_provider(f"{base}/mcp", person, storage)
    async with Client(
        streamable_http_client(f"{base}/mcp", http_client=create_mcp_http_client(auth=auth))
    ) as mcp:
        await mcp.list_tools()
    assert storage.tokens and storage.client
    revoked = httpx.post(
        f"{base}/revoke",
        data={
            "token": storage.tokens.refresh_token,
            "client_id": storage.client.client_id,
            "client_secret": storage.client.client_secret,
        },
    )
    assert revoked.status_code == 200, revoked.text
    after = httpx.post(
        f"{base}/mcp",
        json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
        headers={"Authorization": f"Bearer {storage.tokens.access_token}"},
    )
    assert after.status_code == 401
    assert 'resource_metadata="' in after.headers["www-authenticate"]


async def test_a_read_only_token_refuses_writes_like_a_read_only_key(base: str) -> None:
    email, _ = register_person(base)
    person = Person(browser(base, email))
    storage = MemoryStorage()
    auth = oauth_provider(f"{base}/mcp", person, storage)
    async with Client(
        streamable_http_client(f"{base}/mcp", http_client=create_mcp_http_client(auth=auth))
    ) as mcp:
        await mcp.list_tools()
    assert storage.tokens and storage.client
    # the SDK asks for every scope the metadata lists; narrow to read-only on refresh (RFC 6749 §6)
    narrowed = httpx.post(
        f"{base}/token",
        data={
            "grant_type": "refresh_token",
            "client_id": storage.client.client_id,
            "client_secret": storage.client.client_secret,
            "refresh_token": storage.tokens.refresh_token,
            "scope": "mcp:read",
        },
    )
    assert narrowed.status_code == 200, narrowed.text
    assert narrowed.json()["scope"] == "mcp:read"
    read_only = narrowed.json()["access_token"]
    listing = httpx.post(
        f"{base}/mcp",
        json={"jsonrpc": "2.0", "id": 6, "method": "tools/list"},
        headers={"Authorization": f"Bearer {read_only}"},
    )
    assert listing.status_code == 200
    write = httpx.post(
        f"{base}/mcp",
        json={
            "jsonrpc": "2.0",
            "id": 7,
            "method": "tools/call",
            "params": {"name": "categories_create", "arguments": {"name": "Pets"}},
        },
        headers={"Authorization": f"Bearer {read_only}"},
    )
    assert write.status_code == 403
    assert write.json()["error"]["data"]["errorType"] == "INSUFFICIENT_SCOPE"
    assert 'error="insufficient_scope"' in write.headers["www-authenticate"]


async def test_consent_can_narrow_the_scopes_and_choose_the_tool_sets(base: str) -> None:
    email, _ = register_person(base)
    person = Person(browser(base, email), untick={"mcp:full"}, toolsets="tax")
    storage = MemoryStorage()
    auth = oauth_provider(f"{base}/mcp", person, storage)
    async with Client(
        streamable_http_client(f"{base}/mcp", http_client=create_mcp_http_client(auth=auth))
    ) as mcp:
        names = {tool.name for tool in (await mcp.list_tools()).tools}
    # the SDK asks for the scope the first 401 named: the smallest that would do (mcp:read)
    assert 'name="scope" value="mcp:read" checked' in person.pages[0]
    assert storage.tokens is not None and storage.tokens.scope
    granted = set(storage.tokens.scope.split())
    assert "mcp:read" in granted and "mcp:full" not in granted
    assert "tax_bas" in names and "webhooks_create" not in names  # the grant's tool sets
    headers = {"Authorization": f"Bearer {storage.tokens.access_token}"}
    write = httpx.post(
        f"{base}/mcp",
        json={
            "jsonrpc": "2.0",
            "id": 1,
            "method": "tools/call",
            "params": {"name": "transactions_create", "arguments": {}},
        },
        headers=headers,
    )
    assert write.status_code == 403  # mcp:full was unticked
    # the connection's ?toolsets= comes first, then the grant's
    listing = httpx.post(
        f"{base}/mcp?toolsets=webhooks",
        json={"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
        headers=headers,
    ).json()
    listed = {tool["name"] for tool in listing["result"]["tools"]}
    assert "webhooks_create" in listed and "tax_bas" not in listed


async def test_consent_with_every_scope_unticked_is_refused(base: str) -> None:
    email, _ = register_person(base)
    web = browser(base, email)
    person = Person(web, untick=set(ALL_SCOPES))
    storage = MemoryStorage()
    auth = oauth_provider(f"{base}/mcp", person, storage)
    with pytest.raises(BaseException):  # noqa: B017  (the SDK gives up once the callback is refused)
        async with Client(
            streamable_http_client(f"{base}/mcp", http_client=create_mcp_http_client(auth=auth))
        ) as mcp:
            await mcp.list_tools()
    assert person.refusal is not None and person.refusal.status_code == 400
    assert "scope" in person.refusal.text
    assert storage.tokens is None
