"""Client ID metadata documents against real uvicorn: a client whose client_id is the URL of its metadata
document signs in without registering. The document is served on loopback http, which only the
development/test setting ``oauth_client_metadata_allow_loopback`` allows (production needs https)."""

from __future__ import annotations

import base64
import hashlib
import secrets
import uuid
from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import httpx
import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit
from tests.loopback import serve
from tests.server.oauth.flow import REDIRECT_URI, Person, browser, register_person

pytestmark = pytest.mark.slow

#: What the document host serves at /client.json; ``{url}`` is replaced by the document's own URL.
DOCUMENT: dict[str, Any] = {}


async def _document(request: Request) -> JSONResponse:
    url = str(request.url)
    return JSONResponse({key: (url if value == "{url}" else value) for key, value in DOCUMENT.items()})


@pytest.fixture
def document_url() -> Iterator[str]:
    with serve(Starlette(routes=[Route("/clients/{name}.json", _document)])) as url:
        yield f"{url}/clients/{uuid.uuid4().hex}.json"  # a new client each test (documents are cached)


def _app_url(database: Database, settings: Settings, *, allow: bool) -> Any:
    configured = settings.model_copy(update={"oauth_client_metadata_allow_loopback": allow})
    return serve(create_app(Finkit(configured, database=database)))


def _authorize_url(base: str, client_id: str, challenge: str) -> str:
    query = {
        "response_type": "code",
        "client_id": client_id,
        "redirect_uri": REDIRECT_URI,
        "code_challenge": challenge,
        "code_challenge_method": "S256",
        "state": "s1",
        "scope": "mcp:read",
        "resource": f"{base}/mcp",
    }
    return f"{base}/authorize?{urlencode(query)}"


def _pkce() -> tuple[str, str]:
    verifier = secrets.token_urlsafe(48)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    return verifier, challenge


async def test_a_client_signs_in_with_its_metadata_document(
    database: Database, settings: Settings, document_url: str
) -> None:
    DOCUMENT.clear()
    DOCUMENT.update(
        client_id="{url}",
        client_name="Document Client",
        redirect_uris=[REDIRECT_URI],
        token_endpoint_auth_method="none",
    )
    with _app_url(database, settings, allow=True) as base:
        metadata = httpx.get(f"{base}/.well-known/oauth-authorization-server").json()
        assert metadata["client_id_metadata_document_supported"] is True
        email, sign_in = register_person(base)
        person = Person(browser(base, email))
        verifier, challenge = _pkce()
        await person.visit(_authorize_url(base, document_url, challenge))
        assert "Document Client" in person.pages[0]  # the name comes from the document
        assert f"identity comes from <strong>{urlsplit(document_url).netloc}</strong>" in person.pages[0]
        code = parse_qs(urlsplit(person.callback or "").query)["code"][0]
        token = httpx.post(
            f"{base}/token",
            data={
                "grant_type": "authorization_code",
                "code": code,
                "redirect_uri": REDIRECT_URI,
                "client_id": document_url,
                "code_verifier": verifier,
                "resource": f"{base}/mcp",
            },
        )
        assert token.status_code == 200, token.text
        listing = httpx.post(
            f"{base}/mcp",
            json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
            headers={"Authorization": f"Bearer {token.json()['access_token']}"},
        )
        assert listing.status_code == 200 and listing.json()["result"]["tools"]
        apps = httpx.get(f"{base}/api/connected-apps", headers={"Authorization": f"Bearer {sign_in}"}).json()
        assert [(app["clientId"], app["clientName"]) for app in apps["apps"]] == [
            (document_url, "Document Client")
        ]


@pytest.mark.parametrize(
    ("document", "reason"),
    [
        (
            {"client_id": "https://elsewhere.example/client.json", "redirect_uris": [REDIRECT_URI]},
            "client_id mismatch",
        ),
        ({"client_id": "{url}", "redirect_uris": []}, "lists no redirect_uris"),
        (
            {
                "client_id": "{url}",
                "redirect_uris": [REDIRECT_URI],
                "token_endpoint_auth_method": "client_secret_post",
            },
            "cannot use a client secret",
        ),
        ({"client_id": "{url}", "redirect_uris": ["javascript:alert(1)//"]}, "javascript: scheme"),
        (
            {"client_id": "{url}", "redirect_uris": [REDIRECT_URI], "padding": "x" * 6000},
            "document too large",
        ),
    ],
)
async def test_a_document_that_does_not_name_itself_or_its_redirects_is_refused(
    database: Database,
    settings: Settings,
    document_url: str,
    document: dict[str, Any],
    reason: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    DOCUMENT.clear()
    DOCUMENT.update(document)
    with _app_url(database, settings, allow=True) as base:
        _, challenge = _pkce()
        answer = httpx.get(_authorize_url(base, document_url, challenge))
        assert answer.status_code == 400 and "location" not in answer.headers  # never redirected
        assert reason in answer.json()["error_description"]  # the client is told why
        again = httpx.get(_authorize_url(base, document_url, challenge))  # remembered, not fetched again
        assert again.status_code == 400 and "not fetched again" in again.json()["error_description"]
    assert any(reason in record.getMessage() for record in caplog.records)  # and the log says why


async def test_http_documents_need_the_development_allowance(
    database: Database, settings: Settings, document_url: str
) -> None:
    DOCUMENT.clear()
    DOCUMENT.update(client_id="{url}", redirect_uris=[REDIRECT_URI])
    with _app_url(database, settings, allow=False) as base:
        _, challenge = _pkce()
        answer = httpx.get(_authorize_url(base, document_url, challenge))
        assert answer.status_code == 400 and "location" not in answer.headers
