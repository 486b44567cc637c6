"""``POST /api/bank/accounts/{id}/reconcile``, ``GET /api/reports/balances`` and ``bankAccountId`` on a
transaction's PATCH (issue 25)."""

from __future__ import annotations

import httpx

from tests.server.conftest import User

STATEMENT = b"13/07/2025,-10.00,MONTHLY ACCOUNT FEE,990.00\n14/07/2025,-50.00,OFFICEWORKS,940.00\n"
SHORT = b"15/07/2025,-20.00,PARKING,920.00\n17/07/2025,-30.00,TELSTRA,865.10\n"


async def test_reconcile_balances_and_moving_a_row(
    client: httpx.AsyncClient, user: User, other_user: User
) -> None:
    business = (
        await client.post("/api/bank/accounts", headers=user.headers, json={"name": "business"})
    ).json()["account"]
    card = (
        await client.post(
            "/api/bank/accounts",
            headers=user.headers,
            json={"name": "card", "type": "credit_card", "openingBalance": -100, "openingDate": "2025-06-30"},
        )
    ).json()["account"]
    for data in (STATEMENT, SHORT):  # the second file misses a -24.90 row before TELSTRA
        done = await client.post(
            "/api/bank/import",
            headers=user.headers,
            files={"file": ("s.csv", data, "text/csv")},
            data={"bankAccountId": business["id"]},
        )
        assert done.status_code == 200, done.text

    path = f"/api/bank/accounts/{business['id']}/reconcile"
    ok = await client.post(path, headers=user.headers, json={"statementBalance": 940, "date": "2025-07-14"})
    assert ok.status_code == 200, ok.text
    body = ok.json()
    assert body["success"] is True
    assert (body["data"]["difference"], body["data"]["reconciled"], body["data"]["reconciledTo"]) == (
        0,
        True,
        "2025-07-14",
    )
    short = (
        await client.post(path, headers=user.headers, json={"statementBalance": 865.10, "date": "2025-07-17"})
    ).json()["data"]
    assert (short["difference"], short["reconciled"], short["reconciledTo"]) == (-24.9, False, "2025-07-14")
    first = short["candidates"][0]
    assert (first["kind"], first["amount"], first["line"], first["date"]) == (
        "import_break",
        -24.9,
        2,
        "2025-07-17",
    )

    listed = (await client.get("/api/bank/accounts", headers=user.headers)).json()["accounts"]
    assert {a["name"]: a["reconciledTo"] for a in listed} == {"business": "2025-07-14", "card": None}
    assert [b["difference"] for b in listed[0]["openBreaks"]] == [-24.9]

    bad = await client.post(path, headers=user.headers, json={"statementBalance": "x", "date": "2025-07-17"})
    assert bad.status_code == 400 and "statementBalance" in bad.text
    other = await client.post(
        path, headers=other_user.headers, json={"statementBalance": 0, "date": "2025-07-17"}
    )
    assert other.status_code == 404

    # A row moves to the card through PATCH; a reconciled row asks for confirmation first.
    rows = (
        await client.get("/api/bank/transactions", headers=user.headers, params={"bankAccountId": "business"})
    ).json()["transactions"]
    fee = next(t for t in rows if t["description"] == "MONTHLY ACCOUNT FEE")
    assert fee["reconciled"] is True
    refused = await client.patch(
        f"/api/bank/transactions/{fee['id']}", headers=user.headers, json={"bankAccountId": card["id"]}
    )
    assert refused.status_code == 409 and "confirmReconciled" in refused.json()["error"]
    moved = await client.patch(
        f"/api/bank/transactions/{fee['id']}",
        headers=user.headers,
        json={"bankAccountId": "card", "confirmReconciled": True},
    )
    assert moved.status_code == 200, moved.text
    # Deleting a reconciled row asks the same question.
    office = next(t for t in rows if t["reconciled"] and t["id"] != fee["id"])
    refused = await client.delete(f"/api/bank/transactions/{office['id']}", headers=user.headers)
    assert refused.status_code == 409 and "confirmReconciled" in refused.json()["error"]
    gone = await client.delete(
        f"/api/bank/transactions/{office['id']}", headers=user.headers, params={"confirmReconciled": "true"}
    )
    assert gone.status_code == 200 and gone.json()["changeId"], gone.text
    undone = await client.post(
        f"/api/bank/transactions/changes/{gone.json()['changeId']}/undo", headers=user.headers
    )
    assert undone.status_code == 200, undone.text
    assert moved.json()["transaction"]["bankAccount"] == {"id": card["id"], "name": "card"}

    report = await client.get(
        "/api/reports/balances", headers=user.headers, params={"period": "Jun–Jul 2025"}
    )
    assert report.status_code == 200, report.text
    months = report.json()["data"]["months"]
    assert [m["month"] for m in months] == ["2025-06", "2025-07"]
    assert {b["name"]: b["balance"] for b in months[1]["balances"]} == {"business": 900.0, "card": -110.0}
    assert months[1]["total"] == 790.0
    nonsense = await client.get("/api/reports/balances", headers=user.headers, params={"period": "soonish"})
    assert nonsense.status_code == 400 and "period" in nonsense.text
