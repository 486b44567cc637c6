"""B-record factories for webhooks, webhook deliveries, bank feeds and integration tokens.

Webhook endpoints and feed connections are made through the library (a stand-in resolver and
connector), so no test reaches for DNS or a real bank-feed bridge; nothing here is ever sent: the
delivery is already ``failed`` and its event already dispatched, so no worker picks them up.
"""

from __future__ import annotations

from datetime import datetime

import httpx

from finkit.core.accounts.service import context_for_user_id, set_tier
from finkit.core.context import AccountContext, tier_rank
from finkit.core.db.base import new_id, utcnow
from finkit.core.events.models import OutboxEvent
from finkit.core.feeds.connectors import FeedConnector, FeedFetch
from finkit.core.usecases.feeds import connect_feed
from finkit.core.webhooks.models import WebhookDelivery
from finkit.core.webhooks.service import create_webhook_endpoint
from finkit.server.state import AppState
from tests.server.conftest import User
from tests.server.tenant_records import WALK_BODIES, b_record

WALK_BODIES["PATCH /api/bank/feeds/{id}"] = {"name": "A was here"}


def app_state(client: httpx.AsyncClient) -> AppState:
    transport = client._transport
    assert isinstance(transport, httpx.ASGITransport)
    state: AppState = transport.app.state.finkit  # type: ignore[attr-defined]
    return state


def context_of(client: httpx.AsyncClient, user: User) -> AccountContext:
    """``user``'s context, on the Professional tier at least (webhooks and integration need it)."""
    state = app_state(client)
    ctx = context_for_user_id(state.db, state.settings, user.id)
    if tier_rank(ctx.tier) < tier_rank("professional"):
        set_tier(state.db, user.email, "professional")
        ctx = context_for_user_id(state.db, state.settings, user.id)
    return ctx


def public_resolver(host: str, port: int) -> list[str]:
    return ["93.184.216.34"]


class StubConnector:
    """Claims any token for a fixed access URL; fetches nothing."""

    provider = "simplefin"

    def claim(self, setup_token: str) -> str:
        return "https://user:pass@bridge.example.com/simplefin"

    def fetch(self, access: str, *, start: datetime) -> FeedFetch:
        return FeedFetch(accounts=[], errors=[])


def stub_connector(_provider: str) -> FeedConnector:
    return StubConnector()


def make_endpoint(ctx: AccountContext) -> str:
    created = create_webhook_endpoint(
        ctx,
        data={"url": "https://hooks.example.com/b", "events": ["transaction.categorized"]},
        resolver=public_resolver,
    )
    return created.endpoint.id


@b_record("/api/webhooks/")
async def _webhook(client: httpx.AsyncClient, b: User) -> str:
    return make_endpoint(context_of(client, b))


@b_record("/api/webhooks/deliveries/")
async def _delivery(client: httpx.AsyncClient, b: User) -> str:
    ctx = context_of(client, b)
    endpoint_id = make_endpoint(ctx)
    now = utcnow()
    with ctx.db.session() as session:
        event = OutboxEvent(
            id=new_id(),
            account_id=ctx.account_id,
            type="transaction.categorized",
            payload={"transactionId": "t"},
            created_at=now,
            dispatched_at=now,
        )
        session.add(event)
        session.flush()
        delivery = WebhookDelivery(
            account_id=ctx.account_id,
            endpoint_id=endpoint_id,
            event_id=event.id,
            event_type=event.type,
            status="failed",
            attempt_count=10,
            next_attempt_at=now,
            created_at=now,
            updated_at=now,
        )
        session.add(delivery)
        session.flush()
        return delivery.id


@b_record("/api/bank/feeds/")
async def _feed(client: httpx.AsyncClient, b: User) -> str:
    connection = connect_feed(
        context_of(client, b),
        data={"token": "setup-token-for-b", "name": "B's bank"},
        connector_factory=stub_connector,
    )
    return connection.id


@b_record("/api/integration-tokens/")
async def _integration_token(client: httpx.AsyncClient, b: User) -> str:
    context_of(client, b)
    response = await client.post("/api/integration-tokens", headers=b.headers, json={"name": "B's ERP"})
    assert response.status_code == 201, response.text
    return str(response.json()["token"]["id"])
