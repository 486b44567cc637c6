"""Rules over HTTP: CRUD, preview == run, undo, delete needs confirm, TOML round trip."""

from __future__ import annotations

import httpx

from tests.server.conftest import User, assert_error

UBER = {"all": [{"field": "description", "operator": "contains", "value": "uber"}]}


async def _tx(client: httpx.AsyncClient, user: User, description: str) -> str:
    response = await client.post(
        "/api/bank/transactions",
        headers=user.headers,
        json={"date": "2026-06-01", "description": description, "amount": -20},
    )
    return str(response.json()["transaction"]["id"])


async def test_crud_preview_run_undo(client: httpx.AsyncClient, user: User) -> None:
    tx = await _tx(client, user, "UBER *TRIP SYDNEY")
    await _tx(client, user, "Woolworths")
    rule = {
        "name": "Uber is travel",
        "conditions": UBER,
        "actions": [{"type": "setCategory", "category": "Public Transport & Rideshare"}],
    }
    created = await client.post("/api/rules", headers=user.headers, json=rule)
    assert created.status_code == 201, created.text
    rule_id = created.json()["rule"]["id"]
    assert (await client.get(f"/api/rules/{rule_id}", headers=user.headers)).json()["rule"][
        "name"
    ] == "Uber is travel"

    preview = (await client.post("/api/rules/preview", headers=user.headers, json={})).json()["run"]
    assert preview["dryRun"] is True and preview["changed"] == 1
    before = (await client.get(f"/api/bank/transactions/{tx}", headers=user.headers)).json()["transaction"]
    assert before["categoryId"] is None

    run = (await client.post("/api/rules/run", headers=user.headers, json={})).json()["run"]
    assert run["changed"] == preview["changed"] == 1
    after = (await client.get(f"/api/bank/transactions/{tx}", headers=user.headers)).json()["transaction"]
    assert after["category"]["name"] == "Public Transport & Rideshare"

    undone = await client.post(f"/api/rule-runs/{run['id']}/undo", headers=user.headers)
    assert undone.status_code == 200 and undone.json()["data"]["restored"] == 1
    again = (await client.get(f"/api/bank/transactions/{tx}", headers=user.headers)).json()["transaction"]
    assert again["categoryId"] is None

    disabled = await client.post(f"/api/rules/{rule_id}/disable", headers=user.headers)
    assert disabled.json()["rule"]["enabled"] is False
    patched = await client.patch(f"/api/rules/{rule_id}", headers=user.headers, json={"priority": 5})
    assert patched.json()["rule"]["priority"] == 5
    assert (await client.delete(f"/api/rules/{rule_id}", headers=user.headers)).json()["deleted"] is True
    assert_error(await client.get(f"/api/rules/{rule_id}", headers=user.headers), 404, "NOT_FOUND")


async def test_invalid_rule_names_the_path(client: httpx.AsyncClient, user: User) -> None:
    bad = {
        "name": "x",
        "conditions": {"all": [{"field": "description", "operator": "sounds like", "value": "a"}]},
        "actions": [{"type": "addTag", "tag": "t"}],
    }
    body = assert_error(
        await client.post("/api/rules", headers=user.headers, json=bad), 400, "VALIDATION_ERROR"
    )
    assert any("conditions" in f["field"] for f in body["fields"])


async def test_delete_rules_need_confirm(client: httpx.AsyncClient, user: User) -> None:
    await _tx(client, user, "UBER *TRIP")
    await client.post(
        "/api/rules",
        headers=user.headers,
        json={
            "name": "drop uber",
            "conditions": UBER,
            "actions": [{"type": "delete"}],
        },
    )
    refused = await client.post("/api/rules/run", headers=user.headers, json={})
    assert_error(refused, 403)
    listed = await client.get("/api/bank/transactions", headers=user.headers)
    assert listed.json()["pagination"]["total"] == 1
    done = await client.post("/api/rules/run", headers=user.headers, json={"confirm": True})
    assert done.status_code == 200
    assert (await client.get("/api/bank/transactions", headers=user.headers)).json()["pagination"][
        "total"
    ] == 0


async def test_toml_round_trip(client: httpx.AsyncClient, user: User, other_user: User) -> None:
    await client.post(
        "/api/rules",
        headers=user.headers,
        json={"name": "Tag uber", "conditions": UBER, "actions": [{"type": "addTag", "tag": "rideshare"}]},
    )
    exported = await client.get("/api/rules/export", headers=user.headers)
    assert exported.status_code == 200 and exported.headers["content-type"].startswith("application/toml")
    imported = await client.post(
        "/api/rules/import", headers=other_user.headers, json={"toml": exported.text}
    )
    assert imported.status_code == 201
    assert [r["name"] for r in imported.json()["rules"]] == ["Tag uber"]
