"""``/api/bank/accounts`` and ``bankAccountId`` on import and the transaction list (issue 25)."""

from __future__ import annotations

import httpx

from tests.server.conftest import User

STATEMENT = b"13/07/2025,-10.00,MONTHLY ACCOUNT FEE,990.00\n14/07/2025,-50.00,OFFICEWORKS,940.00\n"


async def test_accounts_crud_and_import_per_account(
    client: httpx.AsyncClient, user: User, other_user: User
) -> None:
    made = await client.post(
        "/api/bank/accounts",
        headers=user.headers,
        json={"name": "business", "type": "everyday", "last4": "3317"},
    )
    assert made.status_code == 201, made.text
    business = made.json()["account"]
    assert (business["balance"], business["isDefault"], business["reconciledTo"]) == (0, True, None)
    savings = (
        await client.post(
            "/api/bank/accounts",
            headers=user.headers,
            json={"name": "savings", "type": "savings", "openingBalance": 100, "openingDate": "2025-06-30"},
        )
    ).json()["account"]
    clash = await client.post("/api/bank/accounts", headers=user.headers, json={"name": "Business"})
    assert clash.status_code == 409

    refused = await client.post(
        "/api/bank/import", headers=user.headers, files={"file": ("s.csv", STATEMENT, "text/csv")}
    )
    assert refused.status_code == 400 and "bankAccountId" in refused.text
    for account in (business, savings):
        done = await client.post(
            "/api/bank/import",
            headers=user.headers,
            files={"file": ("s.csv", STATEMENT, "text/csv")},
            data={"bankAccountId": account["id"]},
        )
        assert done.status_code == 200, done.text
        assert done.json()["data"]["added"] == 2  # the same rows in another account are its own
    # savings had an opening balance (100): the statement's 1,000 before its first row is a break
    assert done.json()["data"]["balanceCheck"]["breaks"][0]["difference"] == 900

    listed = (
        await client.get(
            "/api/bank/transactions", headers=user.headers, params={"bankAccountId": business["id"]}
        )
    ).json()
    assert listed["pagination"]["total"] == 2
    assert {t["bankAccount"]["name"] for t in listed["transactions"]} == {"business"}

    got = (await client.get(f"/api/bank/accounts/{business['id']}", headers=user.headers)).json()
    assert got["account"]["balance"] == 940
    patched = await client.patch(
        f"/api/bank/accounts/{savings['id']}", headers=user.headers, json={"institution": "ING"}
    )
    assert patched.json()["account"]["institution"] == "ING"
    in_use = await client.delete(f"/api/bank/accounts/{savings['id']}", headers=user.headers)
    assert in_use.status_code == 409
    accounts = (await client.get("/api/bank/accounts", headers=user.headers)).json()["accounts"]
    assert [a["name"] for a in accounts] == ["business", "savings"]

    # Another holder sees none of it.
    assert (
        await client.get(f"/api/bank/accounts/{business['id']}", headers=other_user.headers)
    ).status_code == 404
    assert (await client.get("/api/bank/accounts", headers=other_user.headers)).json()["accounts"] == []


async def test_an_import_profile_remembers_its_bank_account(client: httpx.AsyncClient, user: User) -> None:
    ids = {}
    for name in ("business", "personal"):
        made = await client.post("/api/bank/accounts", headers=user.headers, json={"name": name})
        ids[name] = made.json()["account"]["id"]
    saved = await client.post(
        "/api/bank/import/profiles",
        headers=user.headers,
        json={"name": "cba", "mapping": {"header": "no", "date": "1", "amount": "2", "description": "3",
                                          "balance": "4"}, "bankAccountId": "Business"},
    )  # fmt: skip
    assert saved.status_code == 201, saved.text
    assert saved.json()["profile"]["bankAccountId"] == ids["business"]
    done = await client.post(
        "/api/bank/import",
        headers=user.headers,
        files={"file": ("s.csv", STATEMENT, "text/csv")},
        data={"profile": "cba"},
    )
    assert done.status_code == 200, done.text
    assert done.json()["data"]["bankAccountId"] == ids["business"]
    unknown = await client.post(
        "/api/bank/import/profiles", headers=user.headers, json={"name": "x", "bankAccountId": "nope"}
    )
    assert unknown.status_code == 400 and "bankAccountId" in unknown.text


async def test_a_list_filter_naming_no_bank_account_is_a_documented_404(
    client: httpx.AsyncClient, user: User
) -> None:
    """Round 27: schemathesis (other seeds) found the 404 undocumented in /openapi.json."""
    listed = await client.get(
        "/api/bank/transactions", headers=user.headers, params={"bankAccountId": "no-such-account"}
    )
    assert listed.status_code == 404 and listed.json()["code"] == "NOT_FOUND", listed.text
    doc = (await client.get("/openapi.json")).json()
    assert "404" in doc["paths"]["/api/bank/transactions"]["get"]["responses"]
