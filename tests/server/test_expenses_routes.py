"""Expenses over HTTP: CRUD, filters and pagination, the status workflow, bank matches and links."""

from __future__ import annotations

from typing import Any

import httpx

from tests.server.conftest import User, assert_error

COFFEE = {
    "date": "2026-06-14",
    "amount": 14.5,
    "description": "Client coffee",
    "merchant": "Bean There Cafe",
    "reimbursable": True,
}


async def _expense(client: httpx.AsyncClient, user: User, **fields: Any) -> dict[str, Any]:
    response = await client.post("/api/expenses", headers=user.headers, json={**COFFEE, **fields})
    assert response.status_code == 201, response.text
    body = response.json()
    assert body["success"] is True
    return dict(body["expense"])


async def _debit(client: httpx.AsyncClient, user: User, amount: float, day: str = "2026-06-14") -> str:
    response = await client.post(
        "/api/bank/transactions",
        headers=user.headers,
        json={"date": day, "description": "EFTPOS BEAN THERE CAFE", "amount": amount},
    )
    assert response.status_code == 201, response.text
    return str(response.json()["transaction"]["id"])


async def test_create_get_patch_delete(client: httpx.AsyncClient, user: User) -> None:
    expense = await _expense(client, user, gstRate=10)
    assert expense["status"] == "draft" and expense["source"] == "api"
    assert expense["amount"] == 14.5 and expense["currency"] == "AUD"
    assert expense["gstAmount"] == 1.32 and expense["receiptIds"] == []

    got = await client.get(f"/api/expenses/{expense['id']}", headers=user.headers)
    assert got.json() == {"success": True, "expense": expense}

    patched = await client.patch(
        f"/api/expenses/{expense['id']}",
        headers=user.headers,
        json={"businessUsePercentage": 80, "notes": "client A", "paymentMethod": "personal_card"},
    )
    assert patched.status_code == 200, patched.text
    assert patched.json()["expense"]["businessUsePercentage"] == 80
    assert patched.json()["expense"]["paymentMethod"] == "personal_card"

    bad = await client.patch(
        f"/api/expenses/{expense['id']}", headers=user.headers, json={"businessUsePercentage": 150}
    )
    assert assert_error(bad, 400, "VALIDATION_ERROR")["fields"][0]["field"] == "businessUsePercentage"

    deleted = await client.delete(f"/api/expenses/{expense['id']}", headers=user.headers)
    assert deleted.json() == {"success": True, "id": expense["id"], "deleted": True}
    assert_error(await client.get(f"/api/expenses/{expense['id']}", headers=user.headers), 404, "NOT_FOUND")


async def test_create_names_bad_fields(client: httpx.AsyncClient, user: User) -> None:
    response = await client.post(
        "/api/expenses", headers=user.headers, json={"amount": "lots", "paymentMethod": "barter"}
    )
    fields = {f["field"] for f in assert_error(response, 400, "VALIDATION_ERROR")["fields"]}
    assert {"date", "amount", "description", "paymentMethod"} <= fields


async def test_list_filters_and_pagination(client: httpx.AsyncClient, user: User) -> None:
    for day, amount, merchant in [
        ("2026-06-01", 10, "Officeworks"),
        ("2026-06-05", 20, "Bunnings"),
        ("2026-06-09", 30, "Officeworks"),
    ]:
        await _expense(client, user, date=day, amount=amount, merchant=merchant, reimbursable=False)
    page = (await client.get("/api/expenses?limit=2", headers=user.headers)).json()
    assert page["pagination"] == {"page": 1, "limit": 2, "total": 3, "pages": 2}
    assert [e["amount"] for e in page["expenses"]] == [30, 20]  # newest first
    second = (await client.get("/api/expenses?limit=2&page=2", headers=user.headers)).json()
    assert [e["amount"] for e in second["expenses"]] == [10]

    filtered = await client.get(
        "/api/expenses",
        headers=user.headers,
        params={"merchant": "officeworks", "fromDate": "2026-06-02", "minAmount": 5},
    )
    assert [e["amount"] for e in filtered.json()["expenses"]] == [30]
    assert (await client.get("/api/expenses?status=submitted", headers=user.headers)).json()["expenses"] == []
    assert_error(await client.get("/api/expenses?limit=500", headers=user.headers), 400, "VALIDATION_ERROR")
    assert_error(await client.get("/api/expenses?status=lost", headers=user.headers), 400, "VALIDATION_ERROR")
    assert_error(await client.get("/api/expenses?colour=red", headers=user.headers), 400, "VALIDATION_ERROR")


async def test_status_workflow_and_refused_moves(client: httpx.AsyncClient, user: User) -> None:
    expense = await _expense(client, user)
    url = f"/api/expenses/{expense['id']}"

    refused = assert_error(await client.post(f"{url}/approve", headers=user.headers), 409, "CONFLICT")
    assert "draft" in refused["error"] and "submitted" in refused["error"]

    submitted = (await client.post(f"{url}/submit", headers=user.headers)).json()["expense"]
    assert submitted["status"] == "submitted" and submitted["submittedAt"]
    returned = (await client.post(f"{url}/return", headers=user.headers)).json()["expense"]
    assert returned["status"] == "draft" and returned["submittedAt"] is None
    await client.post(f"{url}/submit", headers=user.headers)
    approved = await client.post(f"{url}/approve", headers=user.headers)
    assert approved.status_code == 200 and approved.json()["expense"]["status"] == "approved"

    locked = await client.patch(url, headers=user.headers, json={"amount": 99})
    assert_error(locked, 409, "CONFLICT")
    assert_error(await client.delete(url, headers=user.headers), 409, "CONFLICT")

    reimbursed = (await client.post(f"{url}/reimburse", headers=user.headers)).json()["expense"]
    assert reimbursed["status"] == "reimbursed" and reimbursed["reimbursedAt"]
    assert_error(await client.post(f"{url}/submit", headers=user.headers), 409, "CONFLICT")


async def test_not_reimbursable_cannot_be_reimbursed(client: httpx.AsyncClient, user: User) -> None:
    expense = await _expense(client, user, reimbursable=False)
    url = f"/api/expenses/{expense['id']}"
    await client.post(f"{url}/submit", headers=user.headers)
    await client.post(f"{url}/approve", headers=user.headers)
    assert_error(await client.post(f"{url}/reimburse", headers=user.headers), 409, "CONFLICT")
    assert (await client.get(url, headers=user.headers)).json()["expense"]["status"] == "approved"


async def test_matches_link_and_unlink(client: httpx.AsyncClient, user: User) -> None:
    expense = await _expense(client, user)
    exact = await _debit(client, user, -14.5)
    near = await _debit(client, user, -14.8, day="2026-06-16")
    await _debit(client, user, -90)  # too far off
    credit = (
        await client.post(
            "/api/bank/transactions",
            headers=user.headers,
            json={"date": "2026-06-14", "description": "Refund", "amount": 14.5},
        )
    ).json()["transaction"]["id"]
    url = f"/api/expenses/{expense['id']}"

    found = (await client.get(f"{url}/matches", headers=user.headers)).json()
    assert found["expenseId"] == expense["id"]
    assert [m["transactionId"] for m in found["matches"]] == [exact, near]
    assert found["matches"][0]["score"] > found["matches"][1]["score"]
    assert found["matches"][0]["reasons"]
    narrow = (await client.get(f"{url}/matches?tolerance=0&windowDays=0", headers=user.headers)).json()
    assert [m["transactionId"] for m in narrow["matches"]] == [exact]
    assert_error(await client.get(f"{url}/matches?windowDays=-1", headers=user.headers), 400)

    missing = assert_error(await client.post(f"{url}/link", headers=user.headers, json={}), 400)
    assert missing["fields"][0]["field"] == "transactionId"
    refused = await client.post(f"{url}/link", headers=user.headers, json={"transactionId": credit})
    assert assert_error(refused, 400)["fields"][0]["field"] == "transactionId"

    linked = await client.post(f"{url}/link", headers=user.headers, json={"transactionId": exact})
    assert linked.status_code == 200, linked.text
    assert linked.json()["expense"]["transactionId"] == exact
    listed = (await client.get("/api/expenses?linked=true", headers=user.headers)).json()
    assert [e["id"] for e in listed["expenses"]] == [expense["id"]]

    other = await _expense(client, user)
    taken = await client.post(
        f"/api/expenses/{other['id']}/link", headers=user.headers, json={"transactionId": exact}
    )
    assert_error(taken, 409, "CONFLICT")

    unlinked = await client.delete(f"{url}/link", headers=user.headers)
    assert unlinked.json()["expense"]["transactionId"] is None


async def test_another_accounts_transaction_cannot_be_linked(
    client: httpx.AsyncClient, user: User, other_user: User
) -> None:
    mine = await _expense(client, user)
    theirs = await _debit(client, other_user, -14.5)
    assert (await client.get(f"/api/expenses/{mine['id']}/matches", headers=user.headers)).json()[
        "matches"
    ] == []
    response = await client.post(
        f"/api/expenses/{mine['id']}/link", headers=user.headers, json={"transactionId": theirs}
    )
    assert assert_error(response, 400)["fields"][0]["field"] == "transactionId"
    their_expense = await _expense(client, other_user)
    for method, path in [
        ("GET", ""),
        ("POST", "/submit"),
        ("GET", "/matches"),
        ("DELETE", "/link"),
        ("DELETE", ""),
    ]:
        response = await client.request(
            method, f"/api/expenses/{their_expense['id']}{path}", headers=user.headers
        )
        assert_error(response, 404, "NOT_FOUND")
    still = (await client.get(f"/api/expenses/{their_expense['id']}", headers=other_user.headers)).json()
    assert still["expense"]["status"] == "draft"
