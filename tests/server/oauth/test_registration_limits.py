"""Issue 23 points 2-3 against real uvicorn: dynamic client registration is rate limited and size
limited, and only safe redirect URIs are accepted (at registration and in metadata documents)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from finkit.core.db.engine import Database
from finkit.core.errors import ValidationError
from finkit.core.oauth.client_policy import MAX_CLIENT_NAME, MAX_REDIRECT_URIS, redirect_uri_problem
from finkit.core.oauth.metadata_documents import validate_document
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.server.oauth.routes import REGISTRATIONS_PER_ADDRESS, TOKEN_REQUESTS_PER_ADDRESS
from finkit.session import Finkit
from tests.loopback import serve

pytestmark = pytest.mark.slow

GOOD = [
    "https://app.example.com/callback",
    "http://127.0.0.1:7999/callback",
    "http://localhost:53682/cb",
    "http://[::1]:8080/cb",
    "com.example.app:/oauth/callback",
    "cursor://anysphere.cursor-retrieval/oauth/callback",
]
BAD = [
    "javascript:alert(document.domain)//",
    "data:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "http://evil.example.com/cb",
    "https://app.example.com/cb#frag",
    "vbscript:msgbox(1)",
    "myapp:/callback",
    "https://user:pass@app.example.com/cb",
]


@pytest.fixture
def base(database: Database, settings: Settings) -> Iterator[str]:
    with serve(create_app(Finkit(settings, database=database))) as url:
        yield url


def _register(base: str, **metadata: Any) -> httpx.Response:
    body = {"client_name": "Some App", "redirect_uris": ["https://app.example.com/cb"], **metadata}
    return httpx.post(f"{base}/register", json=body)


@pytest.mark.parametrize("uri", GOOD)
def test_the_policy_accepts_good_redirect_uris(uri: str) -> None:
    assert redirect_uri_problem(uri) is None


def test_bad_redirect_uris_are_refused_and_good_ones_accepted_at_registration(base: str) -> None:
    for uri in BAD:
        response = _register(base, redirect_uris=[uri])
        assert response.status_code == 400, (uri, response.text)
        assert response.json()["error"] in {"invalid_redirect_uri", "invalid_client_metadata"}, uri
    accepted = _register(base, redirect_uris=GOOD)
    assert accepted.status_code == 201, accepted.text


def test_oversized_fields_are_refused(base: str) -> None:
    name = _register(base, client_name="x" * 1_000_000)
    assert name.status_code in {400, 413}, name.text
    longer = _register(base, client_name="x" * (MAX_CLIENT_NAME + 1))
    assert longer.status_code == 400 and "client_name" in longer.json()["error_description"]
    many = [f"https://app.example.com/cb{i}" for i in range(MAX_REDIRECT_URIS + 1)]
    too_many = _register(base, redirect_uris=many)
    assert too_many.status_code == 400 and "redirect_uris" in too_many.json()["error_description"]


def test_a_registration_flood_meets_429(base: str) -> None:
    statuses = [_register(base).status_code for _ in range(REGISTRATIONS_PER_ADDRESS.amount + 5)]
    assert statuses[: REGISTRATIONS_PER_ADDRESS.amount] == [201] * REGISTRATIONS_PER_ADDRESS.amount
    assert set(statuses[REGISTRATIONS_PER_ADDRESS.amount :]) == {429}
    refused = _register(base)
    assert refused.status_code == 429 and refused.headers["retry-after"]


def test_a_client_registered_without_scope_may_ask_for_any_scope(base: str) -> None:
    registered = _register(base, redirect_uris=["http://127.0.0.1:7999/callback"])
    assert registered.status_code == 201
    client_id = registered.json()["client_id"]
    query = {
        "response_type": "code",
        "client_id": client_id,
        "redirect_uri": "http://127.0.0.1:7999/callback",
        "code_challenge": "x" * 43,
        "code_challenge_method": "S256",
        "scope": "mcp:read mcp:full",
    }
    response = httpx.get(f"{base}/authorize", params=query)
    assert response.status_code == 302 and "/oauth/consent" in response.headers["location"]


@pytest.mark.parametrize("uri", BAD)
def test_metadata_documents_with_bad_redirect_uris_are_refused(uri: str) -> None:
    url = "https://client.example.com/meta.json"
    with pytest.raises(ValidationError, match="redirect_uris"):
        validate_document(url, {"client_id": url, "redirect_uris": [uri]})


def test_a_document_naming_another_client_id_is_a_mismatch() -> None:
    url = "https://client.example.com/meta.json"
    with pytest.raises(ValidationError, match="client_id mismatch"):
        validate_document(url, {"client_id": "https://other.example.com/x.json", "redirect_uris": GOOD})


def test_token_is_rate_limited_per_address(base: str) -> None:
    form = {
        "grant_type": "authorization_code",
        "code": "nope",
        "client_id": "nobody",
        "code_verifier": "x" * 43,
    }
    with httpx.Client(
        base_url=base
    ) as client:  # one connection: the limit is per address, not per connection
        statuses = [
            client.post("/token", data=form).status_code for _ in range(TOKEN_REQUESTS_PER_ADDRESS.amount + 2)
        ]
    assert 429 not in statuses[: TOKEN_REQUESTS_PER_ADDRESS.amount]
    assert statuses[-1] == 429
