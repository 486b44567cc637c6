"""Merchants over HTTP: a CSV import's merchants listed, renamed once for old and new rows, errors."""

from __future__ import annotations

import httpx

from tests.server.conftest import User, assert_error

STATEMENT = (
    '01/07/2025,"-212.30","BUNNINGS 452000 BLACKTOWN NS AUS Card xx4821","+1,742.20"\n'
    '02/07/2025,"-18.95","BUNNINGS 452118 CASTLE HILL NS AUS Card xx4821","+1,723.25"\n'
    '23/07/2025,"+1,320.00","Fast Transfer From J SMITH ELECTRICAL WORK","+3,043.25"\n'
)
LATER = '18/08/2025,"+880.00","Fast Transfer From J SMITH INVOICE 1043","+3,923.25"\n'


async def _import(client: httpx.AsyncClient, user: User, text: str, name: str) -> None:
    response = await client.post(
        "/api/bank/import", headers=user.headers, files={"file": (name, text.encode(), "text/csv")}
    )
    assert response.status_code == 200, response.text


async def test_list_and_rename(client: httpx.AsyncClient, user: User) -> None:
    await _import(client, user, STATEMENT, "july.csv")
    listed = await client.get("/api/merchants", headers=user.headers)
    assert listed.status_code == 200, listed.text
    body = listed.json()
    assert body["success"] is True and body["totalMerchants"] == 2
    assert body["merchants"][0] == {
        "name": "Bunnings",
        "transactionCount": 2,
        "total": -231.25,
        "currency": "AUD",
    }

    renamed = await client.post(
        "/api/merchants/rename",
        headers=user.headers,
        json={"fromName": "j smith", "toName": "Smith Electrical"},
    )
    assert renamed.status_code == 200, renamed.text
    assert renamed.json()["rename"] == {"fromName": "J Smith", "toName": "Smith Electrical", "updated": 1}

    await _import(client, user, LATER, "august.csv")
    rows = (await client.get("/api/bank/transactions", headers=user.headers)).json()["transactions"]
    assert {t["description"]: t["merchant"] for t in rows if t["amount"] > 0} == {
        "Fast Transfer From J SMITH ELECTRICAL WORK": "Smith Electrical",
        "Fast Transfer From J SMITH INVOICE 1043": "Smith Electrical",
    }
    aliases = (await client.get("/api/merchants/renames", headers=user.headers)).json()["renames"]
    assert aliases == [{"fromName": "J Smith", "toName": "Smith Electrical"}]
    search = await client.get("/api/merchants", headers=user.headers, params={"search": "smith"})
    assert [m["name"] for m in search.json()["merchants"]] == ["Smith Electrical"]


async def test_rename_errors_name_the_field(client: httpx.AsyncClient, user: User, other_user: User) -> None:
    await _import(client, user, STATEMENT, "july.csv")
    blank = await client.post(
        "/api/merchants/rename", headers=user.headers, json={"fromName": "Bunnings", "toName": ""}
    )
    assert "toName" in assert_error(blank, 400)["error"]
    unknown = await client.post(
        "/api/merchants/rename", headers=user.headers, json={"fromName": "Nobody", "toName": "Somebody"}
    )
    assert_error(unknown, 404)
    foreign = await client.post(
        "/api/merchants/rename",
        headers=other_user.headers,
        json={"fromName": "Bunnings", "toName": "Mine now"},
    )
    assert_error(foreign, 404)
    assert_error(await client.get("/api/merchants", headers=user.headers, params={"limit": 0}), 400)
    assert_error(await client.get("/api/merchants"), 401)
