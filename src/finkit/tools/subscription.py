"""Subscription tools: tier, features, limits and this month's usage."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.subscription import service as subscription
from finkit.core.subscription.service import SubscriptionRead
from finkit.tools.registry import ToolInput, tool


class NoInput(ToolInput):
    pass


@tool(
    "subscription_get",
    title="Subscription and usage",
    read_only=True,
    input_model=NoInput,
    output_model=SubscriptionRead,
    description="The account's subscription: tier (free, professional, elite, enterprise), the features it "
    "unlocks (e.g. webhooks from professional, smart_categories from elite), its limits (requests per "
    "minute, AI requests per month, storage in bytes) and usage (AI requests this month and when they "
    "reset, storage bytes, transaction count). Use it before suggesting a tier-gated feature.",
)
def get_subscription(ctx: AccountContext, args: NoInput) -> SubscriptionRead:
    return subscription.get_subscription(ctx)
