"""Issue 23's OAuth points against real uvicorn: challenges per RFC 6750 and the MCP spec, ``resource``
at /token, one answer per consent request, refresh narrowing undone, concurrent refreshes that keep the
connection, and the AS metadata (``none``, RFC 9207)."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit
from tests.loopback import serve
from tests.server.oauth.flow import PASSWORD, REDIRECT_URI, browser, register_person
from tests.server.oauth.test_oauth_refusals import authorize_url, exchange, get_code, pkce, register_client

pytestmark = pytest.mark.slow
RPC_LIST = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
RPC_WRITE = {
    "jsonrpc": "2.0",
    "id": 2,
    "method": "tools/call",
    "params": {"name": "categories_create", "arguments": {"name": "Pets"}},
}


@pytest.fixture
def base(database: Database, settings: Settings) -> Iterator[str]:
    with serve(create_app(Finkit(settings, database=database))) as url:
        yield url


async def _tokens(base: str, client: dict[str, str], scope: str = "mcp:read mcp:full") -> dict[str, str]:
    verifier, challenge = pkce()
    code = (await get_code(base, client, challenge, scope=scope))["code"]
    issued = exchange(base, client, code, verifier)
    assert issued.status_code == 200, issued.text
    return issued.json()


def _refresh(base: str, client: dict[str, str], token: str, **extra: str) -> httpx.Response:
    form = {
        "grant_type": "refresh_token",
        "refresh_token": token,
        "client_id": client["client_id"],
        "client_secret": client["client_secret"],
        **extra,
    }
    return httpx.post(f"{base}/token", data=form)


def test_a_401_without_credentials_names_no_error_and_the_smallest_scope(base: str) -> None:
    bare = httpx.post(f"{base}/mcp", json=RPC_LIST)
    assert bare.status_code == 401
    challenge = bare.headers["www-authenticate"]
    assert "error=" not in challenge and 'scope="mcp:read"' in challenge and "resource_metadata=" in challenge
    wrong = httpx.post(f"{base}/mcp", json=RPC_LIST, headers={"Authorization": "Bearer abc.def.ghi"})
    assert 'error="invalid_token"' in wrong.headers["www-authenticate"]
    write = httpx.post(f"{base}/mcp", json=RPC_WRITE)
    assert 'scope="mcp:full"' in write.headers["www-authenticate"]


async def test_a_403_asks_for_the_smallest_sufficient_scope(base: str) -> None:
    client = register_client(base)
    tokens = await _tokens(base, client, scope="mcp:tools:list")
    headers = {"Authorization": f"Bearer {tokens['access_token']}"}
    read = httpx.post(
        f"{base}/mcp",
        json={"jsonrpc": "2.0", "id": 3, "method": "resources/list"},
        headers=headers,
    )
    assert read.status_code == 403 and 'scope="mcp:read"' in read.headers["www-authenticate"]
    write = httpx.post(f"{base}/mcp", json=RPC_WRITE, headers=headers)
    assert write.status_code == 403 and 'scope="mcp:full"' in write.headers["www-authenticate"]


async def test_token_checks_resource(base: str) -> None:
    client = register_client(base)
    verifier, challenge = pkce()
    code = (await get_code(base, client, challenge))["code"]
    form = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": REDIRECT_URI,
        "client_id": client["client_id"],
        "client_secret": client["client_secret"],
        "code_verifier": verifier,
    }
    other = httpx.post(f"{base}/token", data={**form, "resource": f"{base}/api"})
    assert other.status_code == 400 and other.json()["error"] == "invalid_target"
    issued = httpx.post(f"{base}/token", data={**form, "resource": f"{base}/mcp"})
    assert issued.status_code == 200, issued.text
    refreshed = _refresh(
        base, client, issued.json()["refresh_token"], resource="https://elsewhere.example/mcp"
    )
    assert refreshed.status_code == 400 and refreshed.json()["error"] == "invalid_target"


async def test_narrowing_on_refresh_can_be_undone(base: str) -> None:
    client = register_client(base)
    tokens = await _tokens(base, client)
    narrowed = _refresh(base, client, tokens["refresh_token"], scope="mcp:read")
    assert narrowed.status_code == 200 and narrowed.json()["scope"] == "mcp:read"
    widened = _refresh(base, client, narrowed.json()["refresh_token"], scope="mcp:read mcp:full")
    assert widened.status_code == 200, widened.text
    assert set(widened.json()["scope"].split()) == {"mcp:read", "mcp:full"}


async def test_two_refreshes_at_once_keep_the_connection(base: str) -> None:
    client = register_client(base)
    for _attempt in range(3):
        tokens = await _tokens(base, client)
        with ThreadPoolExecutor(max_workers=2) as pool:
            token = tokens["refresh_token"]
            answers = list(pool.map(lambda _, token=token: _refresh(base, client, token), range(2)))
        assert [a.status_code for a in answers] == [200, 200], [a.text for a in answers]
        assert answers[0].json()["refresh_token"] == answers[1].json()["refresh_token"]
        headers = {"Authorization": f"Bearer {answers[0].json()['access_token']}"}
        assert httpx.post(f"{base}/mcp", json=RPC_LIST, headers=headers).status_code == 200
        again = _refresh(base, client, answers[0].json()["refresh_token"])
        assert again.status_code == 200, again.text


async def test_a_consent_request_is_answered_once(base: str) -> None:
    client = register_client(base)
    _, challenge = pkce()
    email, _ = register_person(base)
    web = browser(base, email)
    first = await web.get(authorize_url(base, client, challenge))
    page = await web.get(first.headers["location"])
    fields = dict(re.findall(r'name="(request|csrf_token)" value="([^"]*)"', page.text))
    answer = {
        "request": html.unescape(fields["request"]),
        "csrf_token": html.unescape(fields["csrf_token"]),
        "decision": "allow",
        "scope": ["mcp:read"],
    }
    allowed = await web.post("/oauth/consent", data=answer)
    assert allowed.status_code == 303 and "code=" in allowed.headers["location"]
    replayed = await web.post("/oauth/consent", data=answer)
    assert replayed.status_code == 400 and "already answered" in replayed.text


def test_metadata_lists_none_and_rfc9207(base: str) -> None:
    metadata = httpx.get(f"{base}/.well-known/oauth-authorization-server").json()
    assert "none" in metadata["token_endpoint_auth_methods_supported"]
    assert metadata["authorization_response_iss_parameter_supported"] is True


async def test_the_consent_page_has_a_csp_and_static_files_nosniff(base: str) -> None:
    client = register_client(base)
    _, challenge = pkce()
    email, _ = register_person(base)
    web = browser(base, email)
    first = await web.get(authorize_url(base, client, challenge))
    page = await web.get(first.headers["location"])
    policy = page.headers["content-security-policy"]
    assert "script-src 'self'" in policy and "form-action 'self' http://127.0.0.1:7999" in policy
    assert page.headers["x-content-type-options"] == "nosniff"
    static = httpx.get(f"{base}/static/finkit.css")
    assert static.status_code == 200 and static.headers["x-content-type-options"] == "nosniff"


async def test_a_foreign_referer_without_origin_is_refused(base: str) -> None:
    email, _ = register_person(base)
    signed_in = httpx.post(
        f"{base}/api/auth/login", json={"email": email, "password": PASSWORD, "cookie": True}
    )
    csrf = signed_in.json()["csrfToken"]
    cookies = {"svc_sess": signed_in.cookies["svc_sess"]}
    body = {"name": "Via referer"}
    foreign = httpx.post(
        f"{base}/api/categories",
        json=body,
        cookies=cookies,
        headers={"X-CSRF-Token": csrf, "Referer": "https://evil.example/page"},
    )
    assert foreign.status_code == 403, foreign.text
    same = httpx.post(
        f"{base}/api/categories",
        json=body,
        cookies=cookies,
        headers={"X-CSRF-Token": csrf, "Referer": f"{base}/categories"},
    )
    assert same.status_code == 201, same.text

    client = register_client(base)
    _, challenge = pkce()
    web = browser(base, email)
    first = await web.get(authorize_url(base, client, challenge))
    page = await web.get(first.headers["location"])
    fields = dict(re.findall(r'name="(request|csrf_token)" value="([^"]*)"', page.text))
    answer = {k: html.unescape(v) for k, v in fields.items()} | {"decision": "allow", "scope": ["mcp:read"]}
    refused = await web.post("/oauth/consent", data=answer, headers={"Referer": "https://evil.example/x"})
    assert refused.status_code == 403
