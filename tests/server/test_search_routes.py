"""Unified search over HTTP: hits plus the parsed query, kinds, limits, validation, tenant scope."""

from __future__ import annotations

import httpx
import pytest

from tests.server.conftest import User, assert_error
from tests.server.test_analytics_routes import seed

# the backend can matter end to end: run on PostgreSQL too (tests/conftest.py)
pytestmark = pytest.mark.all_backends


async def test_search_returns_hits_and_the_parsed_query(client: httpx.AsyncClient, user: User) -> None:
    await seed(client, user)
    response = await client.get("/api/search?q=woolworths", headers=user.headers)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["success"] is True
    assert set(body) == {"success", "parsed", "kinds", "hits", "warnings"}
    assert {h["kind"] for h in body["hits"]} == {"transaction"}
    assert sorted(h["amount"] for h in body["hits"]) == [-150, -100]
    assert body["parsed"]["input"] == "woolworths" and body["parsed"]["query"]["terms"] == ["woolworths"]
    assert "transaction" in body["kinds"]


async def test_search_query_language_natural_language_and_limit(
    client: httpx.AsyncClient, user: User
) -> None:
    await seed(client, user)
    structured = (await client.get("/api/search?q=amount:>100&mode=strict", headers=user.headers)).json()
    assert sorted(h["amount"] for h in structured["hits"]) == [-150, 3000]
    natural = (await client.get("/api/search?q=groceries over $120", headers=user.headers)).json()
    assert [h["amount"] for h in natural["hits"]] == [-150]
    assert natural["parsed"]["interpretations"]
    limited = (
        await client.get("/api/search?q=woolworths&limit=1&kind=transaction", headers=user.headers)
    ).json()
    assert len(limited["hits"]) == 1 and limited["kinds"] == ["transaction"]


async def test_search_validation_names_fields(client: httpx.AsyncClient, user: User) -> None:
    for url, field in [
        ("/api/search", "q"),
        ("/api/search?q=x&limit=0", "limit"),
        ("/api/search?q=x&limit=many", "limit"),
        ("/api/search?q=x&kind=spaceship", "kind"),
        ("/api/search?q=x&mode=fuzzy", "mode"),
    ]:
        body = assert_error(await client.get(url, headers=user.headers), 400, "VALIDATION_ERROR")
        assert body["fields"][0]["field"] == field, (url, body)


async def test_search_sees_only_the_callers_account(
    client: httpx.AsyncClient, user: User, other_user: User
) -> None:
    await seed(client, user)
    theirs = (await client.get("/api/search?q=woolworths", headers=other_user.headers)).json()
    assert theirs["hits"] == []
