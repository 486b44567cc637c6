"""Webhook tools: professional-tier gating from core, endpoint lifecycle, confirmation."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest

from finkit.core.context import AccountContext
from finkit.core.webhooks.service import get_webhook_endpoint, list_webhook_endpoints
from tests.tools.tooling import error, field_names, ok, unconfirmed


@pytest.fixture
def pro(make_ctx: Callable[..., AccountContext]) -> Iterator[AccountContext]:
    ctx = make_ctx(tier="professional")
    yield replace(ctx, settings=ctx.settings.model_copy(update={"webhooks_allow_loopback": True}))


def test_free_account_gets_tier_required(ctx: AccountContext) -> None:
    for name, args in [
        ("webhooks_list", {}),
        ("webhooks_create", {"url": "https://example.com/h", "events": ["expense.created"]}),
        ("webhooks_redeliver", {"deliveryId": "x"}),
    ]:
        result = error(ctx, name, args)
        assert result["code"] == "TIER_REQUIRED" and result["requiredTier"] == "professional", name


def test_endpoint_lifecycle(pro: AccountContext, make_ctx: Callable[..., AccountContext]) -> None:
    created = ok(pro, "webhooks_create", {"url": "http://127.0.0.1:9/hook", "events": ["expense.created"]})
    secret, endpoint_id = created["secret"], created["endpoint"]["id"]
    assert secret and created["endpoint"]["active"] is True
    assert [e["id"] for e in ok(pro, "webhooks_list")["endpoints"]] == [endpoint_id]
    listed = ok(pro, "webhooks_list")
    assert secret not in str(listed) and "secret" not in listed["endpoints"][0]

    updated = ok(pro, "webhooks_update", {"endpointId": endpoint_id, "events": ["receipt.processed"]})
    assert updated["events"] == ["receipt.processed"]
    assert ok(pro, "webhooks_pause", {"endpointId": endpoint_id})["active"] is False
    assert ok(pro, "webhooks_resume", {"endpointId": endpoint_id})["active"] is True
    rotated = ok(pro, "webhooks_rotate_secret", {"endpointId": endpoint_id})
    assert rotated["secret"] != secret and rotated["endpoint"]["previousSecretExpiresAt"]
    deliveries = ok(pro, "webhooks_deliveries", {"endpointId": endpoint_id})
    assert deliveries["deliveries"] == [] and deliveries["pagination"]["total"] == 0
    assert error(pro, "webhooks_redeliver", {"deliveryId": "no-such-delivery"})["code"] == "NOT_FOUND"

    other = make_ctx(tier="professional")
    assert error(other, "webhooks_pause", {"endpointId": endpoint_id})["code"] == "NOT_FOUND"
    assert get_webhook_endpoint(pro, endpoint_id).active is True

    assert "127.0.0.1:9/hook" in unconfirmed(pro, "webhooks_delete", {"endpointId": endpoint_id})
    assert len(list_webhook_endpoints(pro).endpoints) == 1
    ok(pro, "webhooks_delete", {"endpointId": endpoint_id, "confirm": True})
    assert list_webhook_endpoints(pro).endpoints == []


def test_invalid_arguments_name_the_field(pro: AccountContext) -> None:
    bad = error(pro, "webhooks_create", {"url": "http://127.0.0.1:9/h", "events": ["bill.paid"]})
    assert any(f.startswith("events") for f in field_names(bad))
    assert "url" in field_names(error(pro, "webhooks_create", {"events": ["expense.created"]}))
    assert list_webhook_endpoints(pro).endpoints == []
