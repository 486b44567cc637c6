"""Every endpoint through httpx: transactions, categories, audit, subscription, health, OpenAPI."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit
from tests.server.conftest import User, assert_error

# the backend can matter end to end: run on PostgreSQL too (tests/conftest.py)
pytestmark = pytest.mark.all_backends


async def _tx(client: httpx.AsyncClient, user: User, **fields: object) -> dict[str, object]:
    body = {"date": "2026-06-01", "description": "BP Parramatta", "amount": -45.5, **fields}
    response = await client.post("/api/bank/transactions", headers=user.headers, json=body)
    assert response.status_code == 201, response.text
    assert response.json()["success"] is True
    return response.json()["transaction"]  # type: ignore[no-any-return]


async def test_transaction_crud(client: httpx.AsyncClient, user: User) -> None:
    cats = (await client.get("/api/categories", headers=user.headers)).json()["categories"]
    fuel = next(c for c in cats if c["name"] == "Fuel")
    tx = await _tx(client, user, categoryId=fuel["id"], merchant="BP", gstRate=10)
    assert tx["type"] == "debit" and tx["amount"] == -45.5 and tx["category"]["id"] == fuel["id"]
    assert tx["gstAmount"] == -4.14 and tx["source"] == "api"
    got = await client.get(f"/api/bank/transactions/{tx['id']}", headers=user.headers)
    assert got.json()["transaction"] == tx
    patched = await client.patch(
        f"/api/bank/transactions/{tx['id']}",
        headers=user.headers,
        json={"description": "BP Ryde", "amount": 50},
    )
    assert patched.json()["transaction"]["description"] == "BP Ryde"
    assert patched.json()["transaction"]["amount"] == -50
    deleted = await client.delete(f"/api/bank/transactions/{tx['id']}", headers=user.headers)
    change = deleted.json()["changeId"]  # the deletion can be undone (POST .../changes/{changeId}/undo)
    assert deleted.json() == {"success": True, "id": tx["id"], "deleted": True, "changeId": change}
    assert_error(
        await client.get(f"/api/bank/transactions/{tx['id']}", headers=user.headers), 404, "NOT_FOUND"
    )


async def test_transaction_list_filters_and_pagination(client: httpx.AsyncClient, user: User) -> None:
    await _tx(client, user, date="2026-05-01", description="Salary", amount=3000, merchant="Acme")
    await _tx(client, user, date="2026-05-15", description="Woolworths", amount=-80)
    await _tx(client, user, date="2026-06-02", description="Coles", amount=-20)
    listing = await client.get("/api/bank/transactions", headers=user.headers, params={"limit": 2})
    body = listing.json()
    assert body["pagination"] == {"page": 1, "limit": 2, "total": 3, "pages": 2}
    assert [t["description"] for t in body["transactions"]] == ["Coles", "Woolworths"]
    queries = {
        (("type", "credit"),): ["Salary"],
        (("fromDate", "2026-05-10"), ("toDate", "2026-05-31")): ["Woolworths"],
        (("q", "cole"),): ["Coles"],
        (("merchant", "acme"),): ["Salary"],
        (("minAmount", "50"), ("maxAmount", "100")): ["Woolworths"],
        (("category", "none"), ("page", "2"), ("limit", "2")): ["Salary"],
    }
    for params, expected in queries.items():
        response = await client.get("/api/bank/transactions", headers=user.headers, params=dict(params))
        assert [t["description"] for t in response.json()["transactions"]] == expected, params
    # totals stay exact after writes (the count cache is keyed by the account's change version)
    first = (
        await client.get("/api/bank/transactions", headers=user.headers, params={"type": "debit"})
    ).json()
    assert first["pagination"]["total"] == 2
    await _tx(client, user, description="Aldi", amount=-5)
    again = (
        await client.get("/api/bank/transactions", headers=user.headers, params={"type": "debit"})
    ).json()
    assert again["pagination"]["total"] == 3


async def test_bad_query_parameters_are_400(client: httpx.AsyncClient, user: User) -> None:
    for params, field in (
        ({"page": "abc"}, "page"),
        ({"limit": "500"}, "limit"),
        ({"type": "sideways"}, "type"),
        ({"fromDate": "yesterday"}, "fromDate"),
        ({"minAmount": "lots"}, "minAmount"),
        ({"colour": "red"}, "colour"),
    ):
        body = assert_error(
            await client.get("/api/bank/transactions", headers=user.headers, params=params), 400
        )
        assert body["fields"][0]["field"] == field, params


async def test_category_crud_and_delete_choices(client: httpx.AsyncClient, user: User) -> None:
    created = await client.post(
        "/api/categories", headers=user.headers, json={"name": "Hobby", "taxCategory": "personal"}
    )
    assert created.status_code == 201
    cat = created.json()["category"]
    assert_error(
        await client.post("/api/categories", headers=user.headers, json={"name": "hobby"}), 409, "CONFLICT"
    )
    got = await client.get(f"/api/categories/{cat['id']}", headers=user.headers)
    assert got.json()["category"]["name"] == "Hobby"
    patched = await client.patch(
        f"/api/categories/{cat['id']}", headers=user.headers, json={"color": "#ff0000"}
    )
    assert patched.json()["category"]["color"] == "#ff0000"
    await _tx(client, user, categoryId=cat["id"])
    assert_error(await client.delete(f"/api/categories/{cat['id']}", headers=user.headers), 409, "CONFLICT")
    other = (await client.post("/api/categories", headers=user.headers, json={"name": "Crafts"})).json()[
        "category"
    ]
    moved = await client.delete(f"/api/categories/{cat['id']}?reassignTo={other['id']}", headers=user.headers)
    assert moved.json() == {
        "success": True,
        "id": cat["id"],
        "reassignedTo": other["id"],
        "transactionsAffected": 1,
    }
    gone = await client.delete(f"/api/categories/{other['id']}?uncategorise=true", headers=user.headers)
    assert gone.json()["transactionsAffected"] == 1 and gone.json()["reassignedTo"] is None


async def test_audit_shows_own_activity_only(client: httpx.AsyncClient, user: User, other_user: User) -> None:
    await _tx(client, user)
    await client.post("/api/api-keys", headers=user.headers, json={"name": "k"})
    body = (await client.get("/api/audit", headers=user.headers, params={"limit": 100})).json()
    actions = [a["action"] for a in body["activity"]]
    assert {"user.create", "transaction.create", "api_key.create"} <= set(actions)
    entry = next(a for a in body["activity"] if a["action"] == "transaction.create")
    assert entry["actor"] == "api" and entry["requestId"] and entry["clientAddress"] == "127.0.0.1"
    theirs = (await client.get("/api/audit", headers=other_user.headers)).json()["activity"]
    assert "transaction.create" not in [a["action"] for a in theirs]
    assert body["pagination"]["total"] == len(actions)


async def test_subscription(client: httpx.AsyncClient, user: User) -> None:
    body = (await client.get("/api/subscription", headers=user.headers)).json()
    sub = body["subscription"]
    assert sub["tier"] == "free" and "smart_categories" not in sub["features"]
    assert sub["limits"]["requestsPerMinute"] == 60 and sub["usage"]["aiRequestsThisMonth"] == 0


async def test_health_and_ready(client: httpx.AsyncClient, database: Database) -> None:
    assert (await client.get("/healthz")).json() == {"success": True, "status": "ok"}
    assert (await client.get("/readyz")).json() == {"success": True, "status": "ready"}


async def test_readyz_503_when_migrations_pending(client: httpx.AsyncClient, monkeypatch: object) -> None:
    import finkit.server.routes.health as health

    monkeypatch.setattr(health, "is_at_head", lambda _engine: False)  # type: ignore[attr-defined]
    assert_error(await client.get("/readyz"), 503, "UNAVAILABLE")


async def test_the_openapi_document_is_built_on_its_first_request_only(
    database: Database, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new app does not build /openapi.json (0.3-1 s of CPU at every server start); the first request
    does, once per process, and every app serves that one document."""
    import finkit.server.app as server_app

    built: list[int] = []
    real = server_app.build_openapi

    def counted(endpoints: Any) -> Any:
        built.append(1)
        return real(endpoints)

    monkeypatch.setattr(server_app, "build_openapi", counted)
    server_app._openapi_document.cache_clear()
    apps = [create_app(Finkit(settings, database=database)) for _ in range(2)]
    assert built == []
    documents = []
    for app in apps:
        async with httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app), base_url="http://testserver"
        ) as http:
            documents.append((await http.get("/openapi.json")).json())
    assert built == [1]
    assert documents[0] == documents[1] and documents[0]["openapi"] == "3.1.0"


async def test_openapi_document(client: httpx.AsyncClient) -> None:
    from finkit.server.registry import all_endpoints

    doc = (await client.get("/openapi.json")).json()
    assert doc["openapi"] == "3.1.0" and doc["info"]["version"] == "1.0.0"
    assert set(doc["components"]["securitySchemes"]) == {
        "bearerAuth",
        "cookieAuth",
        "apiKeyAuth",
        "integrationToken",
    }
    assert doc["components"]["securitySchemes"]["apiKeyAuth"]["name"] == "X-API-Key"
    for endpoint in all_endpoints():
        operation = doc["paths"][endpoint.path][endpoint.method.lower()]
        assert str(endpoint.status) in operation["responses"]
        if endpoint.body is not None:
            assert "requestBody" in operation
    create = doc["paths"]["/api/bank/transactions"]["post"]
    ref = create["requestBody"]["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[1]
    assert "categoryId" in doc["components"]["schemas"][ref]["properties"]
    params = {p["name"] for p in doc["paths"]["/api/bank/transactions"]["get"]["parameters"]}
    assert {"page", "limit", "category", "fromDate", "toDate", "type", "q", "minAmount"} <= params
