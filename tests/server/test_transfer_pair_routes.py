"""``POST/DELETE /api/bank/transactions/{id}/pair`` and ``transferCounterpartId`` on the wire (issue 25)."""

from __future__ import annotations

import httpx

from tests.server.conftest import User

BUSINESS = b"13/07/2025,-500.00,Fast Transfer To S MORGAN xx5512 Drawings,490.00\n14/07/2025,-50.00,OFFICEWORKS,440.00\n"
PERSONAL = (
    b"13/07/2025,500.00,DEPOSIT-OSKO PAYMENT S MORGAN Drawings,500.00\n15/07/2025,50.00,REFUND,550.00\n"
)


async def _account(client: httpx.AsyncClient, user: User, name: str, last4: str) -> str:
    made = await client.post("/api/bank/accounts", headers=user.headers, json={"name": name, "last4": last4})
    assert made.status_code == 201, made.text
    return str(made.json()["account"]["id"])


async def _rows(client: httpx.AsyncClient, user: User) -> dict[str, dict[str, object]]:
    listed = (await client.get("/api/bank/transactions", headers=user.headers)).json()["transactions"]
    return {str(t["description"]): t for t in listed}


async def test_imports_pair_and_the_pair_routes(
    client: httpx.AsyncClient, user: User, other_user: User
) -> None:
    business = await _account(client, user, "business", "3317")
    personal = await _account(client, user, "personal", "5512")
    for account, statement in ((business, BUSINESS), (personal, PERSONAL)):
        done = await client.post(
            "/api/bank/import",
            headers=user.headers,
            files={"file": ("s.csv", statement, "text/csv")},
            data={"bankAccountId": account},
        )
        assert done.status_code == 200, done.text
    rows = await _rows(client, user)
    drawn, deposited = (
        rows["Fast Transfer To S MORGAN xx5512 Drawings"],
        rows["DEPOSIT-OSKO PAYMENT S MORGAN Drawings"],
    )
    assert (drawn["transferCounterpartId"], deposited["transferCounterpartId"]) == (
        deposited["id"],
        drawn["id"],
    )
    assert rows["OFFICEWORKS"]["transferCounterpartId"] is None  # no wording on either side

    unpaired = await client.delete(f"/api/bank/transactions/{drawn['id']}/pair", headers=user.headers)
    assert unpaired.status_code == 200, unpaired.text
    body = unpaired.json()
    assert body["success"] is True and body["counterpart"]["id"] == deposited["id"]
    assert body["transaction"]["transferCounterpartId"] is None

    officeworks, refund = rows["OFFICEWORKS"]["id"], rows["REFUND"]["id"]
    paired = await client.post(
        f"/api/bank/transactions/{officeworks}/pair", headers=user.headers, json={"counterpartId": refund}
    )
    assert paired.status_code == 200, paired.text
    assert paired.json()["transaction"]["transferCounterpartId"] == refund
    got = (await client.get(f"/api/bank/transactions/{refund}", headers=user.headers)).json()
    assert got["transaction"]["transferCounterpartId"] == officeworks

    # Refusals: other amounts or the same account (400 naming counterpartId), another person's row (404),
    # a body without counterpartId.
    again = await client.post(
        f"/api/bank/transactions/{drawn['id']}/pair", headers=user.headers, json={"counterpartId": refund}
    )
    assert again.status_code == 400 and again.json()["code"] == "VALIDATION_ERROR"  # 500 out, 50 in
    same = await client.post(
        f"/api/bank/transactions/{drawn['id']}/pair",
        headers=user.headers,
        json={"counterpartId": officeworks},
    )
    assert same.status_code == 400 and "same bank account" in same.text
    theirs = await client.post(
        f"/api/bank/transactions/{drawn['id']}/pair",
        headers=other_user.headers,
        json={"counterpartId": refund},
    )
    assert theirs.status_code == 404
    missing = await client.post(f"/api/bank/transactions/{drawn['id']}/pair", headers=user.headers, json={})
    assert missing.status_code == 400 and "counterpartId" in missing.text
