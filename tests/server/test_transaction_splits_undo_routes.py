"""PUT/DELETE /api/bank/transactions/{id}/splits, and the change history with undo
(GET /api/bank/transactions/changes, POST /api/bank/transactions/changes/{id}/undo)."""

from __future__ import annotations

import httpx

from tests.server.conftest import SignUp


async def _add(client: httpx.AsyncClient, headers: dict[str, str], description: str, amount: str) -> str:
    created = await client.post(
        "/api/bank/transactions",
        json={"date": "2026-02-10T00:00:00Z", "description": description, "amount": amount},
        headers=headers,
    )
    assert created.status_code == 201, created.text
    return str(created.json()["transaction"]["id"])


async def _category(client: httpx.AsyncClient, headers: dict[str, str], name: str) -> str:
    categories = (await client.get("/api/categories", headers=headers)).json()["categories"]
    return str(next(c["id"] for c in categories if c["name"] == name))


async def test_split_over_rest_moves_the_bas_and_unsplit_puts_it_back(
    client: httpx.AsyncClient, sign_up: SignUp
) -> None:
    me = await sign_up()
    profile = await client.patch(
        "/api/profile", json={"entityType": "sole_trader", "gstRegistered": True}, headers=me.headers
    )
    assert profile.status_code == 200, profile.text
    tx = await _add(client, me.headers, "BUNNINGS 123", "-110.00")
    tools = await _category(client, me.headers, "Tools & Equipment")
    await client.patch(f"/api/bank/transactions/{tx}", json={"categoryId": tools}, headers=me.headers)

    async def one_b() -> str:
        bas = await client.get("/api/reports/bas?quarter=2026-Q1", headers=me.headers)
        assert bas.status_code == 200, bas.text
        return str(bas.json()["data"]["fields"]["1B"])

    assert await one_b() in {"10.0", "10", "10.00"}
    short = await client.put(
        f"/api/bank/transactions/{tx}/splits",
        json={"parts": [{"amount": "66", "categoryId": tools}, {"amount": "40"}]},
        headers=me.headers,
    )
    assert short.status_code == 400 and short.json()["fields"][0]["field"] == "parts"
    done = await client.put(
        f"/api/bank/transactions/{tx}/splits",
        json={
            "parts": [
                {"amount": "66", "categoryId": tools},
                {"amount": "44", "categoryId": tools, "gstTreatment": "gst_free"},
            ]
        },
        headers=me.headers,
    )
    assert done.status_code == 200, done.text
    parts = done.json()["transaction"]["splits"]
    assert [p["gstAmount"] for p in parts] == [-6.0, 0.0]
    listed = (await client.get("/api/bank/transactions", headers=me.headers)).json()["transactions"]
    assert len(listed[0]["splits"]) == 2
    assert await one_b() in {"6.0", "6", "6.00"}
    back = await client.delete(f"/api/bank/transactions/{tx}/splits", headers=me.headers)
    assert back.status_code == 200 and back.json()["transaction"]["splits"] == []
    assert await one_b() in {"10.0", "10", "10.00"}


async def test_changes_and_undo_over_rest(client: httpx.AsyncClient, sign_up: SignUp) -> None:
    me, other = await sign_up(), await sign_up()
    a = await _add(client, me.headers, "OFFICEWORKS 1", "-20.00")
    office = await _category(client, me.headers, "Office Supplies")
    edited = await client.patch(
        f"/api/bank/transactions/{a}", json={"categoryId": office}, headers=me.headers
    )
    assert edited.status_code == 200
    deleted = await client.delete(f"/api/bank/transactions/{a}", headers=me.headers)
    change = deleted.json()["changeId"]
    history = (await client.get("/api/bank/transactions/changes", headers=me.headers)).json()["changes"]
    assert [(c["kind"], c["transactionIds"]) for c in history] == [("delete", [a]), ("edit", [a])]
    assert (await client.get("/api/bank/transactions/changes", headers=other.headers)).json()["changes"] == []
    theirs = await client.post(f"/api/bank/transactions/changes/{change}/undo", headers=other.headers)
    assert theirs.status_code == 404
    stale = await client.post(f"/api/bank/transactions/changes/{history[1]['id']}/undo", headers=me.headers)
    assert stale.status_code == 409 and a in stale.json()["error"]  # the row was deleted since
    undone = await client.post(f"/api/bank/transactions/changes/{change}/undo", headers=me.headers)
    assert undone.status_code == 200, undone.text
    assert undone.json()["result"]["transactionIds"] == [a]
    row = (await client.get(f"/api/bank/transactions/{a}", headers=me.headers)).json()["transaction"]
    assert row["categoryId"] == office
    again = await client.post(f"/api/bank/transactions/changes/{change}/undo", headers=me.headers)
    assert again.status_code == 409
