"""Issue 13, point 2: NUL and other control characters are refused with 400 naming the field, on every
surface and on both back ends (before: 500 on PostgreSQL in 18 places, 500 for search on SQLite, NUL
stored inside tags)."""

from __future__ import annotations

import httpx
import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.search.service import search
from finkit.core.usecases.transactions import create_transaction

from ..conftest import User


def _fields(response: httpx.Response) -> set[str]:
    body = response.json()
    assert body["success"] is False and body["code"] == "VALIDATION_ERROR", body
    return {f["field"] for f in body["fields"]}


@pytest.mark.parametrize("route", ["/api/auth/login", "/api/auth/register"])
async def test_nul_in_email_at_sign_in_and_sign_up_is_400(client: httpx.AsyncClient, route: str) -> None:
    body = {"email": "a\u0000@x.test", "password": "Sup3r-secret!", "firstName": "A", "lastName": "B"}
    if route.endswith("login"):
        body = {"email": body["email"], "password": body["password"]}
    response = await client.post(route, json=body)
    assert response.status_code == 400
    assert "email" in _fields(response)
    assert "NUL" in response.text


async def test_search_with_nul_is_400(client: httpx.AsyncClient, user: User) -> None:
    response = await client.get("/api/search", params={"q": "coffee\u0000"}, headers=user.headers)
    assert response.status_code == 400
    assert _fields(response) == {"q"}


async def test_nul_inside_tags_is_refused_not_stored(client: httpx.AsyncClient, user: User) -> None:
    response = await client.post(
        "/api/bank/transactions",
        json={
            "date": "2026-03-02",
            "description": "WOOLWORTHS 1234",
            "amount": -12.5,
            "tags": ["ok", "b\u0000d"],
        },
        headers=user.headers,
    )
    assert response.status_code == 400
    assert _fields(response) == {"tags[1]"}
    listing = await client.get("/api/bank/transactions", headers=user.headers)
    assert listing.json()["pagination"]["total"] == 0


@pytest.mark.parametrize("char", ["\u0001", "\u001b", "\u007f", "\ud800"])
async def test_other_control_characters_are_refused(client: httpx.AsyncClient, user: User, char: str) -> None:
    response = await client.post(
        "/api/bank/transactions",
        content=('{"date":"2026-03-02","amount":-1,"description":"CAFE' + _json_escape(char) + '"}').encode(),
        headers={**user.headers, "Content-Type": "application/json"},
    )
    assert response.status_code == 400
    assert _fields(response) == {"description"}


def _json_escape(char: str) -> str:
    return f"\\u{ord(char):04x}"


async def test_tabs_and_line_breaks_stay_allowed(client: httpx.AsyncClient, user: User) -> None:
    response = await client.post(
        "/api/bank/transactions",
        json={"date": "2026-03-02", "description": "CAFE\t12", "amount": -1, "notes": "line 1\r\nline 2"},
        headers=user.headers,
    )
    assert response.status_code == 201, response.text


def test_library_and_search_refuse_nul_the_same_way(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError) as caught:
        create_transaction(ctx, data={"date": "2026-03-02", "description": "X\u0000", "amount": "-1"})
    assert [p.field for p in caught.value.fields] == ["description"]
    with pytest.raises(ValidationError) as caught:
        search(ctx, query="fuel\u0000")
    assert [p.field for p in caught.value.fields] == ["q"]
