"""POST /api/bank/transactions/bulk-categorise: one category for many rows, all or none."""

from __future__ import annotations

import httpx

from tests.server.conftest import SignUp


async def _add(client: httpx.AsyncClient, headers: dict[str, str], description: str, amount: str) -> str:
    created = await client.post(
        "/api/bank/transactions",
        json={"date": "2025-10-15T00:00:00Z", "description": description, "amount": amount},
        headers=headers,
    )
    assert created.status_code == 201, created.text
    return str(created.json()["transaction"]["id"])


async def test_bulk_categorise_over_rest(client: httpx.AsyncClient, sign_up: SignUp) -> None:
    me, other = await sign_up(), await sign_up()
    ids = [
        await _add(client, me.headers, d, a)
        for d, a in (("REECE PLUMBING", "-330.00"), ("BUNNINGS", "-110.00"))
    ]
    theirs = await _add(client, other.headers, "BUNNINGS", "-110.00")
    categories = (await client.get("/api/categories", headers=me.headers)).json()["categories"]
    tools = next(c["id"] for c in categories if c["name"] == "Tools & Equipment")

    refused = await client.post(
        "/api/bank/transactions/bulk-categorise",
        json={"transactionIds": [*ids, theirs], "categoryId": tools},
        headers=me.headers,
    )
    assert refused.status_code == 404 and refused.json()["code"] == "NOT_FOUND"
    assert theirs in refused.json()["error"]
    unchanged = await client.get(f"/api/bank/transactions/{ids[0]}", headers=me.headers)
    assert unchanged.json()["transaction"]["categoryId"] is None  # nothing was written

    done = await client.post(
        "/api/bank/transactions/bulk-categorise",
        json={"transactionIds": ids, "categoryId": tools},
        headers=me.headers,
    )
    assert done.status_code == 200, done.text
    result = done.json()["result"]
    assert result["updated"] == 2 and result["category"]["name"] == "Tools & Equipment"
    row = (await client.get(f"/api/bank/transactions/{ids[0]}", headers=me.headers)).json()["transaction"]
    assert row["categoryId"] == tools and row["isTaxDeductible"] and row["gstAmount"] == -30.0  # 330 / 11

    empty = await client.post(
        "/api/bank/transactions/bulk-categorise",
        json={"transactionIds": [], "categoryId": tools},
        headers=me.headers,
    )
    assert empty.status_code == 400 and empty.json()["code"] == "VALIDATION_ERROR"
