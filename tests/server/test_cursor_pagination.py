"""GET /api/bank/transactions and /api/audit page by cursor beside page/limit; OpenAPI documents both."""

from __future__ import annotations

import httpx

from tests.server.conftest import User, assert_error


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
