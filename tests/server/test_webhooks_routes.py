"""``/api/webhooks``: subscriptions over HTTP (the secret shown once), tier gating, credentials."""

from __future__ import annotations

import httpx
import pytest

from finkit.core.settings import Settings
from tests.server.conftest import SignUp, User, assert_error

HOOK = "http://127.0.0.1:9/hook"  # never called: no worker runs over the shared test database


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"webhooks_allow_loopback": True})


@pytest.fixture
async def pro(sign_up: SignUp) -> User:
    return await sign_up(tier="professional")


async def test_subscription_lifecycle(client: httpx.AsyncClient, pro: User) -> None:
    created = await client.post(
        "/api/webhooks",
        headers=pro.headers,
        json={"url": HOOK, "events": ["transaction.categorized", "expense.created"], "description": "ERP"},
    )
    assert created.status_code == 201, created.text
    body = created.json()
    secret, endpoint = body["secret"], body["endpoint"]
    assert body["success"] and secret.startswith("whsec_") and "cannot be shown again" in body["warning"]
    assert endpoint["events"] == ["transaction.categorized", "expense.created"] and endpoint["active"]
    url = f"/api/webhooks/{endpoint['id']}"

    listed = await client.get("/api/webhooks", headers=pro.headers)
    assert [e["id"] for e in listed.json()["endpoints"]] == [endpoint["id"]]
    got = await client.get(url, headers=pro.headers)
    assert got.json()["endpoint"]["description"] == "ERP"
    assert secret not in listed.text + got.text

    patched = await client.patch(
        url, headers=pro.headers, json={"events": ["receipt.processed"], "description": "books"}
    )
    assert patched.json()["endpoint"]["events"] == ["receipt.processed"]
    paused = await client.post(f"{url}/pause", headers=pro.headers)
    assert paused.json()["endpoint"]["active"] is False
    resumed = await client.post(f"{url}/resume", headers=pro.headers)
    assert resumed.json()["endpoint"]["active"] is True

    rotated = await client.post(f"{url}/rotate-secret", headers=pro.headers, json={"graceHours": 2})
    assert rotated.status_code == 200, rotated.text
    assert rotated.json()["secret"].startswith("whsec_") and rotated.json()["secret"] != secret
    assert rotated.json()["endpoint"]["previousSecretExpiresAt"] is not None

    deliveries = await client.get(f"{url}/deliveries?status=failed&limit=10", headers=pro.headers)
    assert deliveries.json()["deliveries"] == [] and deliveries.json()["pagination"]["total"] == 0
    assert_error(await client.get(f"{url}/deliveries?status=lost", headers=pro.headers), 400)

    deleted = await client.delete(url, headers=pro.headers)
    assert deleted.json() == {"success": True, "id": endpoint["id"], "deleted": True}
    assert_error(await client.get(url, headers=pro.headers), 404, "NOT_FOUND")


async def test_urls_and_events_are_validated(client: httpx.AsyncClient, pro: User) -> None:
    for bad in ("http://example.com/hook", "https://10.0.0.5/hook", "https://user:pw@127.0.0.1/h", "nope"):
        response = await client.post(
            "/api/webhooks", headers=pro.headers, json={"url": bad, "events": ["expense.created"]}
        )
        assert assert_error(response, 400, "VALIDATION_ERROR")["fields"][0]["field"] == "url", bad
    response = await client.post(
        "/api/webhooks", headers=pro.headers, json={"url": HOOK, "events": ["transaction.created"]}
    )
    assert assert_error(response, 400)["fields"][0]["field"].startswith("events")
    assert (await client.get("/api/webhooks", headers=pro.headers)).json()["endpoints"] == []


async def test_free_account_gets_tier_required(client: httpx.AsyncClient, user: User) -> None:
    response = await client.get("/api/webhooks", headers=user.headers)
    body = assert_error(response, 403, "TIER_REQUIRED")
    assert body["requiredTier"] == "professional"
    created = await client.post(
        "/api/webhooks", headers=user.headers, json={"url": HOOK, "events": ["expense.created"]}
    )
    assert_error(created, 403, "TIER_REQUIRED")


async def test_api_keys_are_refused_on_webhooks(client: httpx.AsyncClient, pro: User) -> None:
    key = (await client.post("/api/api-keys", headers=pro.headers, json={"name": "inspector"})).json()["key"]
    for headers in ({"Authorization": f"Bearer {key}"}, {"X-API-Key": key}):
        response = await client.get("/api/webhooks", headers=headers)
        assert "/mcp/inspector" in assert_error(response, 401, "UNAUTHORIZED")["error"]


async def test_another_accounts_endpoint_is_not_found(
    client: httpx.AsyncClient, pro: User, sign_up: SignUp
) -> None:
    other = await sign_up(tier="professional")
    created = await client.post(
        "/api/webhooks", headers=other.headers, json={"url": HOOK, "events": ["expense.created"]}
    )
    theirs = created.json()["endpoint"]["id"]
    for method, suffix in (("GET", ""), ("DELETE", ""), ("POST", "/pause"), ("POST", "/rotate-secret")):
        response = await client.request(method, f"/api/webhooks/{theirs}{suffix}", headers=pro.headers)
        assert_error(response, 404, "NOT_FOUND")
    still = await client.get(f"/api/webhooks/{theirs}", headers=other.headers)
    assert still.json()["endpoint"]["active"] is True
