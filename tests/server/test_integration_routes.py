"""The Integration API over HTTP, end to end: an integration token subscribes a loopback receiver,
pushes transactions and expenses with an Idempotency-Key (created once), and the delivery worker sends
each event once with a signature the ``standardwebhooks`` library accepts."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from standardwebhooks.webhooks import Webhook

from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.webhooks.worker import DeliveryWorker, WorkerConfig
from finkit.session import Finkit
from tests.own_database import own_database, own_database_url  # noqa: F401  (a database per test)
from tests.receiver import Receiver
from tests.server.conftest import SignUp, User, assert_error


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"webhooks_allow_loopback": True})


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    server = Receiver().start()
    yield server
    server.stop()


@pytest.fixture
def worker(database: Database, settings: Settings) -> Iterator[DeliveryWorker]:
    made = DeliveryWorker(database, settings, config=WorkerConfig(retry_schedule=(0, 0), jitter=0.0))
    yield made
    made.close()


async def integration_token(client: httpx.AsyncClient, holder: User, **body: object) -> str:
    response = await client.post(
        "/api/integration-tokens", headers=holder.headers, json={"name": "ERP", **body}
    )
    assert response.status_code == 201, response.text
    secret: str = response.json()["secret"]
    assert secret.startswith("fki_") and response.json()["token"]["prefix"] == secret[:12]
    return secret


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def test_full_flow_token_subscription_idempotent_batch_signed_delivery(
    client: httpx.AsyncClient, sign_up: SignUp, receiver: Receiver, worker: DeliveryWorker
) -> None:
    holder = await sign_up(tier="professional")
    token = bearer(await integration_token(client, holder))
    created = await client.post(
        "/api/webhooks",
        headers=token,
        json={"url": f"{receiver.url}/hook", "events": ["transaction.categorized", "expense.created"]},
    )
    assert created.status_code == 201, created.text
    secret, endpoint_id = created.json()["secret"], created.json()["endpoint"]["id"]
    category = (await client.get("/api/categories", headers=holder.headers)).json()["categories"][0]

    batch = {
        "items": [
            {
                "date": "2026-06-01",
                "description": "Invoice 17 fee",
                "amount": -3.5,
                "merchant": "Stripe",
                "categoryId": category["id"],
                "notes": "internal only",
            },
            {"date": "2026-06-02", "description": "Uncategorised", "amount": 10},
            {"date": "not a date", "description": "bad", "amount": 1},
        ]
    }
    headers = {**token, "Idempotency-Key": "order-7781"}
    first = await client.post("/api/integration/transactions/batch", headers=headers, json=batch)
    assert first.status_code == 200, first.text
    result = first.json()
    assert (result["success"], result["created"], result["failed"], result["replayed"]) == (True, 2, 1, False)
    assert result["results"][2]["errors"][0]["field"] == "date"
    again = await client.post("/api/integration/transactions/batch", headers=headers, json=batch)
    assert again.json()["replayed"] is True
    assert [r["id"] for r in again.json()["results"]] == [r["id"] for r in result["results"]]
    listed = await client.get("/api/bank/transactions?source=api", headers=holder.headers)
    assert listed.json()["pagination"]["total"] == 2  # created once

    expenses = await client.post(
        "/api/integration/expenses/batch",
        headers={**token, "Idempotency-Key": "exp-1"},
        json={"items": [{"date": "2026-06-03", "amount": 42, "description": "Client lunch"}]},
    )
    assert expenses.status_code == 200 and expenses.json()["created"] == 1
    expense_id = expenses.json()["results"][0]["id"]

    stats = worker.run_once()
    assert (stats.queued, stats.succeeded) == (2, 2)
    payloads = [Webhook(secret).verify(r.body.decode(), r.headers) for r in receiver.requests]
    by_type = {p["type"]: p["data"] for p in payloads}
    assert by_type["transaction.categorized"] == {
        "transactionId": result["results"][0]["id"],
        "amount": "-3.50",
        "currency": "AUD",
        "date": "2026-06-01T00:00:00+00:00",
        "merchant": "Stripe",
        "categoryId": category["id"],
        "categoryName": category["name"],
    }
    assert by_type["expense.created"]["expenseId"] == expense_id
    assert "internal only" not in str([r.body for r in receiver.requests])
    assert worker.run_once().claimed == 0

    deliveries = await client.get(f"/api/webhooks/{endpoint_id}/deliveries", headers=token)
    assert [d["status"] for d in deliveries.json()["deliveries"]] == ["succeeded", "succeeded"]
    delivery_id = deliveries.json()["deliveries"][0]["id"]
    one = await client.get(f"/api/webhooks/deliveries/{delivery_id}", headers=holder.headers)
    assert [a["responseCode"] for a in one.json()["delivery"]["attempts"]] == [200]
    replay = await client.post(f"/api/webhooks/deliveries/{delivery_id}/redeliver", headers=token)
    assert replay.status_code == 202 and replay.json()["delivery"]["status"] == "pending"
    assert worker.run_once().succeeded == 1
    assert receiver.requests[-1].headers["webhook-id"] == one.json()["delivery"]["eventId"]


async def test_batch_errors_conflicts_and_headers(client: httpx.AsyncClient, sign_up: SignUp) -> None:
    holder = await sign_up(tier="professional")
    token = bearer(await integration_token(client, holder, scopes=["transactions:write"]))
    url = "/api/integration/transactions/batch"
    item = {"date": "2026-06-01", "description": "x", "amount": -1}
    missing = await client.post(url, headers=token, json={"items": [item]})
    assert assert_error(missing, 400, "VALIDATION_ERROR")["fields"][0]["field"] == "idempotencyKey"
    headers = {**token, "Idempotency-Key": "k-1"}
    nothing = await client.post(url, headers=headers, json={"items": [{"date": "x"}, {"amount": 1}]})
    body = assert_error(nothing, 400, "VALIDATION_ERROR")
    assert body["created"] == 0 and {f["row"] for f in body["fields"]} == {0, 1}
    assert len(body["results"]) == 2
    assert (await client.post(url, headers=headers, json={"items": [item]})).status_code == 409
    atomic = await client.post(
        url, headers={**token, "Idempotency-Key": "k-2"}, json={"items": [item, {"x": 1}], "atomic": True}
    )
    assert assert_error(atomic, 400)["fields"][0]["row"] == 1
    too_many = await client.post(
        url, headers={**token, "Idempotency-Key": "k-3"}, json={"items": [item] * 501}
    )
    assert assert_error(too_many, 400)["fields"][0]["field"] == "items"
    listed = await client.get("/api/bank/transactions", headers=holder.headers)
    assert listed.json()["pagination"]["total"] == 0


async def test_token_scopes_routes_and_revocation(client: httpx.AsyncClient, sign_up: SignUp) -> None:
    holder = await sign_up(tier="professional")
    raw = await integration_token(client, holder, scopes=["transactions:write"])
    token = bearer(raw)
    # scoped routes only, and only with the scope
    assert_error(await client.get("/api/webhooks", headers=token), 403, "FORBIDDEN")
    for path in ("/api/bank/transactions", "/api/bank/feeds", "/api/integration-tokens", "/api/auth/me"):
        refused = await client.get(path, headers=token)
        assert "Integration tokens" in assert_error(refused, 401, "UNAUTHORIZED")["error"], path
    # listing shows the prefix only; revoking stops the token at once
    tokens = (await client.get("/api/integration-tokens", headers=holder.headers)).json()["tokens"]
    assert raw not in str(tokens) and tokens[0]["scopes"] == ["transactions:write"]
    revoked = await client.delete(f"/api/integration-tokens/{tokens[0]['id']}", headers=holder.headers)
    assert revoked.json()["token"]["revokedAt"] is not None
    batch = await client.post(
        "/api/integration/transactions/batch",
        headers={**token, "Idempotency-Key": "after-revoke"},
        json={"items": [{"date": "2026-06-01", "description": "x", "amount": -1}]},
    )
    assert_error(batch, 401, "UNAUTHORIZED")
    assert_error(await client.get("/api/webhooks", headers=bearer("fki_" + "0" * 48)), 401)


async def test_free_accounts_and_api_keys(client: httpx.AsyncClient, sign_up: SignUp) -> None:
    free = await sign_up()
    created = await client.post("/api/integration-tokens", headers=free.headers, json={"name": "ERP"})
    assert_error(created, 403, "TIER_REQUIRED")
    batch = await client.post(
        "/api/integration/expenses/batch",
        headers={**free.headers, "Idempotency-Key": "free-1"},
        json={"items": [{"date": "2026-06-01", "amount": 1, "description": "x"}]},
    )
    assert_error(batch, 403, "TIER_REQUIRED")
    key = (await client.post("/api/api-keys", headers=free.headers, json={"name": "k"})).json()["key"]
    refused = await client.post(
        "/api/integration/transactions/batch",
        headers={"X-API-Key": key, "Idempotency-Key": "x"},
        json={"items": [{"date": "2026-06-01", "amount": 1, "description": "x"}]},
    )
    assert "/mcp/inspector" in assert_error(refused, 401, "UNAUTHORIZED")["error"]


def test_serve_lifespan_runs_the_worker_unless_switched_off(
    database: Database, settings: Settings, receiver: Receiver
) -> None:
    import time

    from starlette.testclient import TestClient

    from finkit.core.accounts.service import context_for_email, create_user
    from finkit.core.categories.service import list_categories
    from finkit.core.usecases.transactions import create_transaction
    from finkit.core.webhooks.service import create_webhook_endpoint
    from finkit.server.app import create_app

    create_user(database, {"email": "life@example.com", "password": "Sup3r-secret!", "tier": "professional"})
    ctx = context_for_email(database, settings, "life@example.com")
    secret = create_webhook_endpoint(
        ctx, data={"url": f"{receiver.url}/hook", "events": ["transaction.categorized"]}
    ).secret
    off = create_app(Finkit(settings.model_copy(update={"webhooks_worker": False}), database=database))
    with TestClient(off):
        assert off.state.webhook_worker is None
    app = create_app(Finkit(settings, database=database))
    with TestClient(app) as http:
        worker = app.state.webhook_worker
        assert worker is not None and worker.running
        assert http.get("/healthz").status_code == 200
        category = list_categories(ctx)[0]
        create_transaction(
            ctx, data={"date": "2026-06-01", "description": "x", "amount": -1, "categoryId": category.id}
        )
        for _ in range(300):  # bounded wait for the background pass (not a speed check)
            if receiver.requests:
                break
            time.sleep(0.05)
    assert not worker.running  # stopped with the app
    (got,) = receiver.requests
    assert Webhook(secret).verify(got.body.decode(), got.headers)["type"] == "transaction.categorized"
