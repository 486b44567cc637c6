"""The account's tier, what it unlocks, its limits and current usage."""

from __future__ import annotations

from finkit.core.subscription.service import SubscriptionRead, get_subscription
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="subscription")


class SubscriptionEnvelope(Envelope):
    subscription: SubscriptionRead


@routes.get("/api/subscription", response=SubscriptionEnvelope, summary="Tier, features, limits and usage")
def get(call: Call) -> SubscriptionEnvelope:
    return SubscriptionEnvelope(subscription=get_subscription(call.ctx))
