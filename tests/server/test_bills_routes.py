"""Bills over HTTP: CRUD, upcoming/overdue, payments and linking, recurring detection, from-pattern, match."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import httpx

from tests.server.conftest import User, assert_error


def _today() -> date:
    """Today's UTC date, read when a test runs (the bills' clock), not when the module was imported: a
    module-level constant made the suite fail when it ran across midnight UTC."""
    return datetime.now(UTC).date()


def _bill(**fields: object) -> dict[str, object]:
    return {
        "name": "Rent",
        "expectedAmount": 1800,
        "frequency": "monthly",
        "nextDueDate": str(_today()),
        **fields,
    }


async def _create(client: httpx.AsyncClient, user: User, **fields: object) -> dict[str, object]:
    response = await client.post("/api/bills", headers=user.headers, json=_bill(**fields))
    assert response.status_code == 201, response.text
    bill: dict[str, object] = response.json()["bill"]
    return bill


async def _transaction(
    client: httpx.AsyncClient, user: User, day: date, description: str, amount: float
) -> str:
    response = await client.post(
        "/api/bank/transactions",
        headers=user.headers,
        json={"date": day.isoformat(), "description": description, "amount": amount},
    )
    assert response.status_code == 201, response.text
    return str(response.json()["transaction"]["id"])


async def test_bill_crud(client: httpx.AsyncClient, user: User) -> None:
    bill = await _create(client, user, nextDueDate=str(_today() + timedelta(days=5)))
    assert (bill["name"], bill["expectedAmount"], bill["type"], bill["status"]) == (
        "Rent",
        1800,
        "debit",
        "upcoming",
    )
    assert bill["daysUntilDue"] == 5
    listed = (await client.get("/api/bills", headers=user.headers)).json()
    assert listed["success"] and [b["id"] for b in listed["bills"]] == [bill["id"]]
    got = (await client.get(f"/api/bills/{bill['id']}", headers=user.headers)).json()["bill"]
    assert got == bill
    patched = await client.patch(
        f"/api/bills/{bill['id']}", headers=user.headers, json={"expectedAmount": 1900, "notes": None}
    )
    assert patched.status_code == 200, patched.text
    assert patched.json()["bill"]["expectedAmount"] == 1900
    paused = await client.patch(f"/api/bills/{bill['id']}", headers=user.headers, json={"isActive": False})
    assert paused.json()["bill"]["status"] == "inactive"
    assert (await client.get("/api/bills", headers=user.headers)).json()["bills"] == []
    with_inactive = (await client.get("/api/bills?includeInactive=true", headers=user.headers)).json()[
        "bills"
    ]
    assert len(with_inactive) == 1
    deleted = (await client.delete(f"/api/bills/{bill['id']}", headers=user.headers)).json()
    assert deleted == {"success": True, "id": bill["id"], "deleted": True, "paymentsRemoved": 0}
    assert_error(await client.get(f"/api/bills/{bill['id']}", headers=user.headers), 404, "NOT_FOUND")


async def test_bill_validation_names_fields(client: httpx.AsyncClient, user: User) -> None:
    cases = [
        (_bill(expectedAmount=-5), "expectedAmount"),
        (_bill(frequency="hourly"), "frequency"),
        (_bill(nextDueDate="soon"), "nextDueDate"),
        ({"expectedAmount": 5, "frequency": "monthly", "nextDueDate": "2026-01-01"}, "name"),
        (_bill(categoryId="not-mine"), "categoryId"),
    ]
    for payload, field in cases:
        body = assert_error(
            await client.post("/api/bills", headers=user.headers, json=payload), 400, "VALIDATION_ERROR"
        )
        assert body["fields"][0]["field"] == field, (payload, body)
    bill = await _create(client, user)
    nulled = assert_error(
        await client.patch(f"/api/bills/{bill['id']}", headers=user.headers, json={"name": None}), 400
    )
    assert nulled["fields"][0]["field"] == "name"
    assert_error(await client.get("/api/bills/upcoming?days=-1", headers=user.headers), 400)
    assert_error(await client.get("/api/bills/upcoming?days=soon", headers=user.headers), 400)


async def test_upcoming_and_overdue(client: httpx.AsyncClient, user: User) -> None:
    soon = await _create(client, user, name="Phone", nextDueDate=str(_today() + timedelta(days=3)))
    later = await _create(client, user, name="Insurance", nextDueDate=str(_today() + timedelta(days=20)))
    late = await _create(client, user, name="Water", nextDueDate=str(_today() - timedelta(days=4)))
    far = await _create(
        client, user, name="Rego", nextDueDate=str(_today() + timedelta(days=60)), reminderDays=3
    )
    upcoming = (await client.get("/api/bills/upcoming?days=30", headers=user.headers)).json()
    assert upcoming["success"] and [b["id"] for b in upcoming["bills"]] == [soon["id"], later["id"]]
    by_reminder = (await client.get("/api/bills/upcoming", headers=user.headers)).json()["bills"]
    assert [b["id"] for b in by_reminder] == [soon["id"]]
    overdue = (await client.get("/api/bills/overdue", headers=user.headers)).json()["bills"]
    assert [(b["id"], b["status"]) for b in overdue] == [(late["id"], "overdue")]
    assert far["id"] not in {b["id"] for b in upcoming["bills"]}


async def test_link_a_transaction_and_list_payments(
    client: httpx.AsyncClient, user: User, other_user: User
) -> None:
    bill = await _create(client, user, nextDueDate=str(_today()))
    tx = await _transaction(client, user, _today(), "Cash to landlord", -1800)
    linked = await client.post(
        f"/api/bills/{bill['id']}/link", headers=user.headers, json={"transactionId": tx}
    )
    assert linked.status_code == 201, linked.text
    payment = linked.json()["payment"]
    assert (payment["billId"], payment["transactionId"], payment["matchedBy"]) == (bill["id"], tx, "manual")
    payments = (await client.get(f"/api/bills/{bill['id']}/payments", headers=user.headers)).json()
    assert payments["success"] and [p["transactionId"] for p in payments["payments"]] == [tx]
    again = await client.post(
        f"/api/bills/{bill['id']}/link", headers=user.headers, json={"transactionId": tx}
    )
    assert again.json()["payment"]["id"] == payment["id"]
    other_bill = await _create(client, user, name="Other")
    assert_error(
        await client.post(
            f"/api/bills/{other_bill['id']}/link", headers=user.headers, json={"transactionId": tx}
        ),
        409,
        "CONFLICT",
    )
    missing = assert_error(
        await client.post(f"/api/bills/{bill['id']}/link", headers=user.headers, json={}), 400
    )
    assert missing["fields"][0]["field"] == "transactionId"
    # Another account's transaction on my bill, and my transaction on their bill: not found, nothing linked.
    theirs = await _transaction(client, other_user, _today(), "B's", -10)
    their_bill = await _create(client, other_user)
    mine = await _transaction(client, user, _today(), "mine", -10)
    assert_error(
        await client.post(
            f"/api/bills/{bill['id']}/link", headers=user.headers, json={"transactionId": theirs}
        ),
        404,
    )
    assert_error(
        await client.post(
            f"/api/bills/{their_bill['id']}/link", headers=user.headers, json={"transactionId": mine}
        ),
        404,
        "NOT_FOUND",
    )
    assert (await client.get(f"/api/bills/{their_bill['id']}/payments", headers=other_user.headers)).json()[
        "payments"
    ] == []


async def _monthly_history(client: httpx.AsyncClient, user: User) -> list[str]:
    ids = []
    for back in range(6, 0, -1):
        day = (_today().replace(day=1) - timedelta(days=30 * back)).replace(day=15)
        ids.append(await _transaction(client, user, day, "NETFLIX.COM 123", -22.99))
    return ids


async def test_detect_recurring_and_create(client: httpx.AsyncClient, user: User) -> None:
    ids = await _monthly_history(client, user)
    detected = await client.post("/api/bills/detect", headers=user.headers, json={})
    assert detected.status_code == 200, detected.text
    data = detected.json()["data"]
    assert data["created"] == []
    pattern = next(p for p in data["patterns"] if set(p["transactionIds"]) == set(ids))
    assert (pattern["frequency"], pattern["billId"], pattern["averageAmount"]) == ("monthly", None, 22.99)
    created = (await client.post("/api/bills/detect", headers=user.headers, json={"create": True})).json()[
        "data"
    ]
    assert len(created["created"]) == 1
    bill = created["created"][0]
    assert bill["frequency"] == "monthly" and bill["expectedAmount"] == 22.99
    covered = next(p for p in created["patterns"] if set(p["transactionIds"]) == set(ids))
    assert covered["billId"] == bill["id"]
    payments = (await client.get(f"/api/bills/{bill['id']}/payments", headers=user.headers)).json()[
        "payments"
    ]
    assert {p["transactionId"] for p in payments} == set(ids)
    assert_error(await client.post("/api/bills/detect", headers=user.headers, json={"minConfidence": 2}), 400)


async def test_bill_from_pattern(client: httpx.AsyncClient, user: User) -> None:
    await _monthly_history(client, user)
    pattern = (await client.post("/api/bills/detect", headers=user.headers, json={})).json()["data"][
        "patterns"
    ][0]
    response = await client.post(
        "/api/bills/from-pattern",
        headers=user.headers,
        json={"merchantKey": pattern["merchantKey"], "overrides": {"name": "Netflix"}},
    )
    assert response.status_code == 201, response.text
    bill = response.json()["bill"]
    assert (bill["name"], bill["frequency"]) == ("Netflix", "monthly")
    assert_error(
        await client.post("/api/bills/from-pattern", headers=user.headers, json={"merchantKey": "NOBODY"}),
        404,
        "NOT_FOUND",
    )
    bad = assert_error(
        await client.post(
            "/api/bills/from-pattern",
            headers=user.headers,
            json={"merchantKey": pattern["merchantKey"], "overrides": {"frequency": "hourly"}},
        ),
        400,
    )
    assert bad["fields"][0]["field"] == "frequency"


async def test_match_links_older_transactions(
    client: httpx.AsyncClient, user: User, other_user: User
) -> None:
    tx = await _transaction(client, user, _today() - timedelta(days=2), "Acme Energy", -120)
    bill = await _create(client, user, name="Acme Energy", expectedAmount=120, nextDueDate=str(_today()))
    result = await client.post("/api/bills/match", headers=user.headers, json={"billId": bill["id"]})
    assert result.status_code == 200, result.text
    data = result.json()["data"]
    assert data["matched"] == 1 and data["payments"][0]["transactionId"] == tx
    assert (await client.post("/api/bills/match", headers=user.headers, json={})).json()["data"][
        "matched"
    ] == 0
    their_bill = await _create(client, other_user)
    assert_error(
        await client.post("/api/bills/match", headers=user.headers, json={"billId": their_bill["id"]}),
        404,
        "NOT_FOUND",
    )
