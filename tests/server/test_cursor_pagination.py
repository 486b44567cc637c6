"""Every list endpoint pages by cursor beside page/limit (transactions, audit, expenses, receipts, trips,
conversations, webhook deliveries); OpenAPI documents both."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from finkit.core.accounts.service import context_for_email
from finkit.core.context import AccountContext
from finkit.core.conversations.service import create_conversation
from finkit.core.db.engine import Database
from finkit.core.keyset import encode_cursor
from finkit.core.receipts.service import add_receipt
from finkit.core.settings import Settings
from finkit.core.travel.service import create_trip, create_vehicle
from finkit.core.webhooks.service import create_webhook_endpoint
from tests.server.conftest import SignUp, User, assert_error

# the backend can matter end to end: run on PostgreSQL too (tests/conftest.py)
pytestmark = pytest.mark.all_backends


async def _add(client: httpx.AsyncClient, user: User, count: int) -> None:
    for n in range(count):
        response = await client.post(
            "/api/bank/transactions",
            headers=user.headers,
            json={
                "date": f"2026-05-0{1 + n % 2}",
                "description": f"COLES 0871 NEWTOWN #{n}",
                "amount": -12.5 - n,
            },
        )
        assert response.status_code == 201, response.text


async def test_next_cursor_walks_every_row_once(client: httpx.AsyncClient, user: User) -> None:
    await _add(client, user, 7)
    everything = (await client.get("/api/bank/transactions?limit=200", headers=user.headers)).json()
    assert everything["nextCursor"] is None
    seen: list[str] = []
    url = "/api/bank/transactions?limit=3"
    while True:
        body = (await client.get(url, headers=user.headers)).json()
        assert body["success"] is True and body["pagination"]["total"] == 7
        seen += [t["id"] for t in body["transactions"]]
        if body["nextCursor"] is None:
            break
        url = f"/api/bank/transactions?limit=3&cursor={body['nextCursor']}"
    assert seen == [t["id"] for t in everything["transactions"]]


async def test_bad_cursor_is_a_validation_error_naming_cursor(client: httpx.AsyncClient, user: User) -> None:
    await _add(client, user, 3)
    for query in ("cursor=bogus", "cursor=e30.AAAA", "cursor=e30.AAAA&page=2"):
        body = assert_error(
            await client.get(f"/api/bank/transactions?{query}", headers=user.headers), 400, "VALIDATION_ERROR"
        )
        assert "cursor" in body["error"] or any(f["field"] == "cursor" for f in body.get("fields", []))


async def test_openapi_documents_cursor_and_next_cursor(client: httpx.AsyncClient) -> None:
    document = (await client.get("/openapi.json")).json()
    operation = document["paths"]["/api/bank/transactions"]["get"]
    assert {"cursor", "page", "limit"} <= {p["name"] for p in operation["parameters"]}
    ref = operation["responses"]["200"]["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[-1]
    assert "nextCursor" in document["components"]["schemas"][ref]["properties"]


async def test_audit_pages_by_cursor(client: httpx.AsyncClient, user: User) -> None:
    await _add(client, user, 2)  # each create is an activity entry
    first = (await client.get("/api/audit?limit=1", headers=user.headers)).json()
    assert first["nextCursor"]
    second = (
        await client.get(f"/api/audit?limit=1&cursor={first['nextCursor']}", headers=user.headers)
    ).json()
    assert second["activity"][0]["id"] != first["activity"][0]["id"]
    assert_error(await client.get("/api/audit?cursor=nope", headers=user.headers), 400, "VALIDATION_ERROR")


async def test_expenses_page_by_cursor(client: httpx.AsyncClient, user: User) -> None:
    for n in range(3):
        response = await client.post(
            "/api/expenses",
            headers=user.headers,
            json={
                "date": "2026-06-14",
                "amount": 10 + n,
                "description": f"Parking {n}",
                "merchant": "WILSON PARKING",
            },
        )
        assert response.status_code == 201, response.text
    first = (await client.get("/api/expenses?limit=2", headers=user.headers)).json()
    rest = (
        await client.get(f"/api/expenses?limit=2&cursor={first['nextCursor']}", headers=user.headers)
    ).json()
    assert len(rest["expenses"]) == 1 and rest["nextCursor"] is None
    assert_error(await client.get("/api/expenses?cursor=nope", headers=user.headers), 400, "VALIDATION_ERROR")


def _seed(kind: str, ctx: AccountContext, count: int) -> None:
    """``count`` records of ``kind`` for ``ctx``'s account, written through the library."""
    for n in range(count):
        if kind == "receipts":
            text = f"WOOLWORTHS 1234 SYDNEY\n2026-06-{n + 1:02d}\nTOTAL ${4 + n}.50\n"
            add_receipt(ctx, data=text.encode(), file_name=f"receipt-{n}.txt")
        elif kind == "trips":
            if n == 0:
                vehicle_id = create_vehicle(ctx, data={"name": "Ute"}).id
            create_trip(
                ctx,
                data={"vehicleId": vehicle_id, "date": "2026-07-01", "distanceKm": 5 + n, "purpose": "Site"},
            )
        else:
            create_conversation(ctx, data={"title": f"Question {n}"})


LIST_URLS = {
    "receipts": ("/api/receipts", lambda body: body["receipts"]),
    "trips": ("/api/trips", lambda body: body["trips"]),
    "conversations": ("/api/chat/conversations", lambda body: body["data"]["conversations"]),
}


def _next(kind: str, body: dict[str, Any]) -> str | None:
    cursor: str | None = body["data"]["nextCursor"] if kind == "conversations" else body["nextCursor"]
    return cursor


@pytest.mark.parametrize("kind", list(LIST_URLS))
async def test_more_lists_walk_by_cursor_as_by_number(
    client: httpx.AsyncClient, user: User, database: Database, settings: Settings, kind: str
) -> None:
    _seed(kind, context_for_email(database, settings, user.email), 5)
    url, rows = LIST_URLS[kind]
    by_number = []
    for number in (1, 2, 3):
        response = await client.get(f"{url}?limit=2&page={number}", headers=user.headers)
        assert response.status_code == 200, response.text
        by_number += [r["id"] for r in rows(response.json())]
    body = (await client.get(f"{url}?limit=2", headers=user.headers)).json()
    by_cursor = [r["id"] for r in rows(body)]
    while (cursor := _next(kind, body)) is not None:
        body = (await client.get(f"{url}?limit=2&cursor={cursor}", headers=user.headers)).json()
        by_cursor += [r["id"] for r in rows(body)]
    assert len(set(by_cursor)) == 5 and by_cursor == by_number
    for bad in ("bogus", cursor_of_another_list(database, settings, user)):
        problem = assert_error(
            await client.get(f"{url}?cursor={bad}", headers=user.headers), 400, "VALIDATION_ERROR"
        )
        assert any(f["field"] == "cursor" for f in problem.get("fields", [])), problem


def cursor_of_another_list(database: Database, settings: Settings, user: User) -> str:
    return encode_cursor(context_for_email(database, settings, user.email), "expenses", ["2026-01-01", "x"])


async def test_webhook_deliveries_take_a_cursor(
    client: httpx.AsyncClient, sign_up: SignUp, database: Database, settings: Settings
) -> None:
    pro = await sign_up("professional")
    loopback = settings.model_copy(update={"webhooks_allow_loopback": True})
    endpoint = create_webhook_endpoint(
        context_for_email(database, loopback, pro.email),
        data={"url": "http://127.0.0.1:9/hook", "events": ["transaction.categorized"]},
    ).endpoint
    url = f"/api/webhooks/{endpoint.id}/deliveries"
    body = (await client.get(url, headers=pro.headers)).json()
    assert body["deliveries"] == [] and body["nextCursor"] is None
    problem = assert_error(
        await client.get(f"{url}?cursor=bogus", headers=pro.headers), 400, "VALIDATION_ERROR"
    )
    assert any(f["field"] == "cursor" for f in problem.get("fields", [])), problem


async def test_openapi_documents_cursor_on_every_paged_list(client: httpx.AsyncClient) -> None:
    document = (await client.get("/openapi.json")).json()
    for path, operation in document["paths"].items():
        get = operation.get("get")
        names = {p["name"] for p in (get or {}).get("parameters", [])}
        if {"page", "limit"} <= names:
            assert "cursor" in names, path
