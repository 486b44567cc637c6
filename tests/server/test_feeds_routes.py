"""``/api/bank/feeds`` over HTTP against a local SimpleFIN bridge: credentials never come back, and
bank-feed rows never produce a webhook delivery (while a manual row does, through the same worker)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import httpx
import pytest

from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.webhooks.worker import DeliveryWorker, WorkerConfig
from tests.core.feeds.bridge import Bridge, account, txn
from tests.own_database import own_database, own_database_url  # noqa: F401  (a database per test)
from tests.receiver import Receiver
from tests.server.conftest import SignUp, User, assert_error


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"webhooks_allow_loopback": True, "feeds_allow_loopback": True})


@pytest.fixture
def bridge() -> Iterator[Bridge]:
    receiver = Receiver()
    state = Bridge(receiver)
    receiver.respond = state.respond
    receiver.start()
    yield state
    receiver.stop()


@pytest.fixture
def hooks() -> Iterator[Receiver]:
    server = Receiver().start()
    yield server
    server.stop()


def posted(days_ago: int) -> int:
    return int((datetime.now(UTC) - timedelta(days=days_ago)).timestamp())


async def test_feed_lifecycle_and_no_delivery_for_feed_rows(
    client: httpx.AsyncClient,
    sign_up: SignUp,
    bridge: Bridge,
    hooks: Receiver,
    database: Database,
    settings: Settings,
) -> None:
    holder: User = await sign_up(tier="professional")
    subscribed = await client.post(
        "/api/webhooks",
        headers=holder.headers,
        json={"url": f"{hooks.url}/hook", "events": ["transaction.categorized"]},
    )
    assert subscribed.status_code == 201, subscribed.text

    connected = await client.post(
        "/api/bank/feeds", headers=holder.headers, json={"token": bridge.setup_token, "name": "Everyday"}
    )
    assert connected.status_code == 201, connected.text
    connection = connected.json()["connection"]
    assert bridge.claimed and connection["status"] == "active" and connection["name"] == "Everyday"
    url = f"/api/bank/feeds/{connection['id']}"

    bridge.accounts = [
        account(
            [
                txn("F-1", posted(3), "-45.50", "OFFICEWORKS PARRAMATTA"),
                txn("F-2", posted(2), "-82.10", "WOOLWORTHS 1234 SYDNEY"),
                txn("F-3", posted(1), "-60.00", "CALTEX 88 BLACKTOWN"),
            ]
        )
    ]
    synced = await client.post(f"{url}/sync", headers=holder.headers)
    assert synced.status_code == 200, synced.text
    assert synced.json()["result"]["inserted"] == 3
    feed_rows = (await client.get("/api/bank/transactions?source=bank_feed", headers=holder.headers)).json()
    assert feed_rows["pagination"]["total"] == 3
    category = (await client.get("/api/categories", headers=holder.headers)).json()["categories"][0]
    feed_row = feed_rows["transactions"][0]["id"]
    categorised = await client.patch(
        f"/api/bank/transactions/{feed_row}", headers=holder.headers, json={"categoryId": category["id"]}
    )
    assert categorised.json()["transaction"]["categoryId"] == category["id"]  # categorised, never sent
    all_synced = await client.post("/api/bank/feeds/sync", headers=holder.headers)
    assert [r["connectionId"] for r in all_synced.json()["results"]] == [connection["id"]]

    worker = DeliveryWorker(database, settings, config=WorkerConfig(retry_schedule=(0,), jitter=0.0))
    try:
        assert worker.run_once().queued == 0
        assert hooks.requests == []
        # The same worker does deliver the holder's own categorised row: the silence above is the rule.
        manual = await client.post(
            "/api/bank/transactions",
            headers=holder.headers,
            json={"date": "2026-06-01", "description": "Cash", "amount": -5, "categoryId": category["id"]},
        )
        assert manual.status_code == 201
        assert worker.run_once().succeeded == 1
        assert len(hooks.requests) == 1 and b"OFFICEWORKS" not in hooks.requests[0].body
    finally:
        worker.close()

    renamed = await client.patch(url, headers=holder.headers, json={"name": "Cheque account"})
    assert renamed.json()["connection"]["name"] == "Cheque account"
    shown = (await client.get("/api/bank/feeds", headers=holder.headers)).text + (
        await client.get(url, headers=holder.headers)
    ).text
    assert "s3cret" not in shown and "demo:" not in shown and "simplefin" in shown
    disconnected = await client.delete(url, headers=holder.headers)
    assert disconnected.json() == {"success": True, "id": connection["id"], "deleted": True}
    assert_error(await client.get(url, headers=holder.headers), 404, "NOT_FOUND")
    after = await client.get("/api/bank/transactions?source=bank_feed", headers=holder.headers)
    assert after.json()["pagination"]["total"] == 3  # the rows stay


async def test_bad_token_unreachable_bridge_and_integration_tokens(
    client: httpx.AsyncClient, sign_up: SignUp, bridge: Bridge
) -> None:
    holder = await sign_up(tier="professional")
    bad = await client.post("/api/bank/feeds", headers=holder.headers, json={"token": "not-a-setup-token"})
    assert assert_error(bad, 400, "VALIDATION_ERROR")["fields"][0]["field"] == "token"
    connected = await client.post(
        "/api/bank/feeds", headers=holder.headers, json={"token": bridge.setup_token}
    )
    feed_id = connected.json()["connection"]["id"]
    bridge.fail_with = 500
    failed = await client.post(f"/api/bank/feeds/{feed_id}/sync", headers=holder.headers)
    assert_error(failed, 503, "UNAVAILABLE")
    status = (await client.get(f"/api/bank/feeds/{feed_id}", headers=holder.headers)).json()["connection"]
    assert status["status"] == "error" and "500" in status["lastError"]

    token = (
        await client.post("/api/integration-tokens", headers=holder.headers, json={"name": "ERP"})
    ).json()["secret"]
    for method, path in (("GET", "/api/bank/feeds"), ("GET", f"/api/bank/feeds/{feed_id}")):
        refused = await client.request(method, path, headers={"Authorization": f"Bearer {token}"})
        assert_error(refused, 401, "UNAUTHORIZED")


async def test_non_ascii_setup_token_is_a_validation_error(
    client: httpx.AsyncClient, sign_up: SignUp
) -> None:
    holder = await sign_up()
    response = await client.post("/api/bank/feeds", headers=holder.headers, json={"token": "ééééééééé"})
    assert assert_error(response, 400, "VALIDATION_ERROR")["fields"][0]["field"] == "token"
