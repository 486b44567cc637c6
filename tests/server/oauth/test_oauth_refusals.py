"""Each refusal of the OAuth flow, with its RFC error code, driven by hand over real uvicorn."""

from __future__ import annotations

import base64
import hashlib
import re
import secrets
from collections.abc import Iterator
from datetime import timedelta
from urllib.parse import parse_qs, quote, urlencode, urlsplit

import httpx
import pytest
from sqlalchemy import update

from finkit.core.db.base import utcnow
from finkit.core.db.engine import Database
from finkit.core.oauth.models import OAuthCode
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit
from tests.loopback import serve
from tests.server.oauth.flow import PASSWORD, REDIRECT_URI, Person, browser, register_person

pytestmark = pytest.mark.slow


@pytest.fixture
def base(database: Database, settings: Settings) -> Iterator[str]:
    with serve(create_app(Finkit(settings, database=database))) as url:
        yield url


def pkce() -> tuple[str, str]:
    verifier = secrets.token_urlsafe(48)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).decode().rstrip("=")
    return verifier, challenge


def register_client(base: str) -> dict[str, str]:
    response = httpx.post(
        f"{base}/register",
        json={
            "client_name": "Hand-driven",
            "redirect_uris": [REDIRECT_URI],
            "scope": "mcp:read mcp:full finkit:api",
        },
    )
    assert response.status_code == 201, response.text
    return response.json()


def authorize_url(base: str, client: dict[str, str], challenge: str, **extra: str) -> str:
    params = {
        "response_type": "code",
        "client_id": client["client_id"],
        "redirect_uri": REDIRECT_URI,
        "state": "s1",
        "code_challenge": challenge,
        "code_challenge_method": "S256",
        "scope": "mcp:read",
        "resource": f"{base}/mcp",
        **extra,
    }
    return f"{base}/authorize?{urlencode(params)}"


async def get_code(
    base: str, client: dict[str, str], challenge: str, *, allow: bool = True, **extra: str
) -> dict:
    email, _ = register_person(base)
    person = Person(browser(base, email), allow=allow)
    await person.visit(authorize_url(base, client, challenge, **extra))
    assert person.callback is not None and person.callback.startswith(REDIRECT_URI)
    return {k: v[0] for k, v in parse_qs(urlsplit(person.callback).query).items()}


def exchange(base: str, client: dict[str, str], code: str, verifier: str) -> httpx.Response:
    return httpx.post(
        f"{base}/token",
        data={
            "grant_type": "authorization_code",
            "code": code,
            "redirect_uri": REDIRECT_URI,
            "client_id": client["client_id"],
            "client_secret": client["client_secret"],
            "code_verifier": verifier,
            "resource": f"{base}/mcp",
        },
    )


def test_an_unregistered_redirect_uri_is_refused_without_redirecting(base: str) -> None:
    client = register_client(base)
    _, challenge = pkce()
    response = httpx.get(authorize_url(base, client, challenge, redirect_uri="https://evil.example/cb"))
    assert response.status_code == 400
    assert response.json()["error"] == "invalid_request"
    assert "location" not in response.headers


def test_plain_pkce_and_an_unknown_resource_are_refused(base: str) -> None:
    client = register_client(base)
    _, challenge = pkce()
    plain = httpx.get(authorize_url(base, client, challenge, code_challenge_method="plain"))
    assert plain.status_code == 302 and "error=invalid_request" in plain.headers["location"]
    other = httpx.get(authorize_url(base, client, challenge, resource="https://elsewhere.example/mcp"))
    assert other.status_code == 302 and "error=invalid_target" in other.headers["location"]
    assert f"iss={quote(base + '/', safe='')}" in other.headers["location"]  # RFC 9207 on errors too


async def test_deny_returns_access_denied(base: str) -> None:
    client = register_client(base)
    _, challenge = pkce()
    answer = await get_code(base, client, challenge, allow=False)
    assert answer == {
        "error": "access_denied",
        "error_description": "The person declined",
        "state": "s1",
        "iss": f"{base}/",  # RFC 9207, the issuer as the metadata spells it
    }


async def test_wrong_verifier_then_reuse_of_a_spent_code_revokes_its_tokens(base: str) -> None:
    client = register_client(base)
    verifier, challenge = pkce()
    code = (await get_code(base, client, challenge))["code"]
    missing = httpx.post(
        f"{base}/token",
        data={
            "grant_type": "authorization_code",
            "code": code,
            "client_id": client["client_id"],
            "client_secret": client["client_secret"],
        },
    )
    assert missing.status_code == 400 and missing.json()["error"] == "invalid_request"
    wrong = exchange(base, client, code, "x" * 50)
    assert wrong.status_code == 400 and wrong.json()["error"] == "invalid_grant"
    assert "spent" in wrong.json()["error_description"]
    # a wrong verifier spent the code: the right one no longer opens it (one try per code)
    late = exchange(base, client, code, verifier)
    assert late.status_code == 400 and late.json()["error"] == "invalid_grant"

    verifier, challenge = pkce()
    code = (await get_code(base, client, challenge))["code"]
    first = exchange(base, client, code, verifier)
    assert first.status_code == 200, first.text
    access = first.json()["access_token"]
    rpc = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
    assert (
        httpx.post(f"{base}/mcp", json=rpc, headers={"Authorization": f"Bearer {access}"}).status_code == 200
    )
    again = exchange(base, client, code, verifier)
    assert again.status_code == 400 and again.json()["error"] == "invalid_grant"
    assert (
        httpx.post(f"{base}/mcp", json=rpc, headers={"Authorization": f"Bearer {access}"}).status_code == 401
    )


async def test_an_expired_code_is_refused(base: str, database: Database) -> None:
    client = register_client(base)
    verifier, challenge = pkce()
    code = (await get_code(base, client, challenge))["code"]
    with database.session() as session:
        session.execute(update(OAuthCode).values(expires_at=utcnow() - timedelta(seconds=1)))
    expired = exchange(base, client, code, verifier)
    assert expired.status_code == 400
    assert expired.json() == {"error": "invalid_grant", "error_description": "authorization code has expired"}


async def test_a_token_for_the_rest_api_works_there_and_not_on_mcp(base: str) -> None:
    client = register_client(base)
    verifier, challenge = pkce()
    code = (await get_code(base, client, challenge, scope="finkit:api", resource=f"{base}/api"))["code"]
    response = httpx.post(
        f"{base}/token",
        data={
            "grant_type": "authorization_code",
            "code": code,
            "redirect_uri": REDIRECT_URI,
            "client_id": client["client_id"],
            "client_secret": client["client_secret"],
            "code_verifier": verifier,
        },
    )
    assert response.status_code == 200, response.text
    headers = {"Authorization": f"Bearer {response.json()['access_token']}"}
    assert httpx.get(f"{base}/api/auth/me", headers=headers).status_code == 200
    on_mcp = httpx.post(
        f"{base}/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"}, headers=headers
    )
    assert on_mcp.status_code == 401
    assert "aud" in on_mcp.json()["error"]["data"]["message"]


def test_a_bare_401_on_the_rest_api_points_at_its_metadata(base: str) -> None:
    response = httpx.get(f"{base}/api/auth/me")
    assert response.status_code == 401
    assert response.json()["success"] is False
    metadata_url = f"{base}/.well-known/oauth-protected-resource/api"
    assert f'resource_metadata="{metadata_url}"' in response.headers["www-authenticate"]
    assert httpx.get(metadata_url).json()["resource"] == f"{base}/api"


async def test_connected_apps_over_rest_list_and_revoke(base: str) -> None:
    client = register_client(base)
    verifier, challenge = pkce()
    email, signin = register_person(base)
    person = Person(browser(base, email))
    await person.visit(authorize_url(base, client, challenge))
    code = parse_qs(urlsplit(person.callback or "").query)["code"][0]
    access = exchange(base, client, code, verifier).json()["access_token"]
    me = {"Authorization": f"Bearer {signin}"}
    [app] = httpx.get(f"{base}/api/connected-apps", headers=me).json()["apps"]
    assert (app["clientName"], app["scopes"], app["resource"]) == ("Hand-driven", ["mcp:read"], f"{base}/mcp")
    revoked = httpx.delete(f"{base}/api/connected-apps/{app['id']}", headers=me)
    assert revoked.status_code == 200 and revoked.json()["app"]["revoked"] is True
    rpc = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
    assert (
        httpx.post(f"{base}/mcp", json=rpc, headers={"Authorization": f"Bearer {access}"}).status_code == 401
    )
    assert httpx.get(f"{base}/api/connected-apps", headers=me).json()["apps"] == []


async def test_a_signed_out_person_signs_in_on_the_dashboard_login_then_consents(base: str) -> None:
    client = register_client(base)
    _, challenge = pkce()
    email, _ = register_person(base)
    async with httpx.AsyncClient(base_url=base) as web:
        first = await web.get(authorize_url(base, client, challenge))
        consent_url = first.headers["location"]
        to_login = await web.get(consent_url)
        assert to_login.status_code == 303 and to_login.headers["location"].startswith("/login?next=")
        login_page = await web.get(to_login.headers["location"])
        assert login_page.status_code == 200
        next_path = parse_qs(urlsplit(to_login.headers["location"]).query)["next"][0]
        signed_in = await web.post("/login", data={"email": email, "password": PASSWORD, "next": next_path})
        assert signed_in.status_code in (302, 303), signed_in.text
        assert signed_in.headers["location"] == next_path
        page = await web.get(next_path)
        assert page.status_code == 200 and "Hand-driven" in page.text and "Allow" in page.text


async def test_settings_page_lists_and_revokes_a_connected_app(base: str) -> None:
    client = register_client(base)
    verifier, challenge = pkce()
    email, _ = register_person(base)
    person = Person(browser(base, email))
    await person.visit(authorize_url(base, client, challenge))
    code = parse_qs(urlsplit(person.callback or "").query)["code"][0]
    assert exchange(base, client, code, verifier).status_code == 200
    page = await person.web.get("/settings/connected-apps")
    assert page.status_code == 200 and "Hand-driven" in page.text and "mcp:read" in page.text
    action, csrf = re.search(
        r'action="(/settings/connected-apps/[^"]+/revoke)".*?name="csrf_token" value="([^"]*)"',
        page.text,
        re.S,
    ).groups()  # type: ignore[union-attr]
    revoked = await person.web.post(action, data={"csrf_token": csrf})
    assert revoked.status_code in (302, 303)
    after = await person.web.get("/settings/connected-apps")
    assert "Hand-driven" not in after.text and "No connected apps" in after.text
