"""GET /api/bank/transactions pages by cursor beside page/limit; OpenAPI documents both."""

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
