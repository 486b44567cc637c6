"""Webhook tools: endpoints that receive signed event notifications (professional tier and above).

Tier gating is core's: a free account gets a TIER_REQUIRED error result.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from finkit.core.context import AccountContext
from finkit.core.webhooks import service as webhooks
from finkit.core.webhooks.schemas import (
    WebhookDeleteResult,
    WebhookDeliveryPage,
    WebhookDeliveryRead,
    WebhookEndpointCreate,
    WebhookEndpointList,
    WebhookEndpointRead,
    WebhookEndpointUpdate,
    WebhookEndpointWithSecret,
)
from finkit.tools.registry import ConfirmInput, ToolInput, tool

TIER = "Needs the professional tier (else TIER_REQUIRED)."
EVENTS = "Event kinds: transaction.categorized, expense.created, receipt.processed."


class NoInput(ToolInput):
    pass


class EndpointId(ToolInput):
    endpoint_id: str = Field(description="The webhook endpoint's id.")


class EndpointUpdateInput(WebhookEndpointUpdate):
    endpoint_id: str = Field(description="The webhook endpoint's id.")


class EndpointDeleteInput(ConfirmInput):
    endpoint_id: str = Field(description="The webhook endpoint's id.")


class DeliveriesInput(ToolInput):
    endpoint_id: str = Field(description="The webhook endpoint's id.")
    status: Literal["pending", "succeeded", "failed", "suppressed"] | None = Field(
        default=None, description="Only deliveries with this status."
    )
    page: int = Field(default=1, ge=1)
    limit: int = Field(default=50, ge=1, le=200)
    cursor: str | None = Field(
        default=None,
        description="Continue after the last page: the nextCursor it returned (instead of page).",
    )


class DeliveryId(ToolInput):
    delivery_id: str = Field(description="The delivery's id (from webhooks_deliveries).")


@tool(
    "webhooks_list",
    title="List webhook endpoints",
    read_only=True,
    input_model=NoInput,
    output_model=WebhookEndpointList,
    description=f"The account's webhook endpoints: URL, subscribed events, active, status (healthy, failing, "
    f"disabled), consecutive failures and last success/failure times. Secrets are never shown. {TIER}",
)
def list_endpoints(ctx: AccountContext, args: NoInput) -> WebhookEndpointList:
    return webhooks.list_webhook_endpoints(ctx)


@tool(
    "webhooks_create",
    title="Add a webhook endpoint",
    read_only=False,
    input_model=WebhookEndpointCreate,
    output_model=WebhookEndpointWithSecret,
    description=f"Subscribe an HTTPS URL to events. {EVENTS} The result holds the signing secret, shown "
    f"only this once: tell the account holder to save it. Private and loopback addresses are refused. {TIER}",
)
def create_endpoint(ctx: AccountContext, args: WebhookEndpointCreate) -> WebhookEndpointWithSecret:
    return webhooks.create_webhook_endpoint(ctx, data=args)


@tool(
    "webhooks_update",
    title="Change a webhook endpoint",
    read_only=False,
    idempotent=True,
    input_model=EndpointUpdateInput,
    output_model=WebhookEndpointRead,
    description=f"Change an endpoint's url, events, description or active flag (only fields given). "
    f"{EVENTS} {TIER}",
)
def update_endpoint(ctx: AccountContext, args: EndpointUpdateInput) -> WebhookEndpointRead:
    changes = args.model_dump(exclude_unset=True, exclude={"endpoint_id"})
    return webhooks.update_webhook_endpoint(ctx, args.endpoint_id, data=WebhookEndpointUpdate(**changes))


@tool(
    "webhooks_pause",
    title="Pause a webhook endpoint",
    read_only=False,
    idempotent=True,
    input_model=EndpointId,
    output_model=WebhookEndpointRead,
    description=f"Stop deliveries to an endpoint; events meanwhile are not queued for it. {TIER}",
)
def pause(ctx: AccountContext, args: EndpointId) -> WebhookEndpointRead:
    return webhooks.pause_webhook_endpoint(ctx, args.endpoint_id)


@tool(
    "webhooks_resume",
    title="Resume a webhook endpoint",
    read_only=False,
    idempotent=True,
    input_model=EndpointId,
    output_model=WebhookEndpointRead,
    description=f"Start delivering to a paused endpoint again (also re-enables one disabled after failures "
    f"or 410 Gone). {TIER}",
)
def resume(ctx: AccountContext, args: EndpointId) -> WebhookEndpointRead:
    return webhooks.resume_webhook_endpoint(ctx, args.endpoint_id)


def _preview_delete(ctx: AccountContext, args: EndpointDeleteInput) -> str:
    found = webhooks.get_webhook_endpoint(ctx, args.endpoint_id)
    return f"Delete the webhook endpoint {found.url} ({', '.join(found.events)}) and its delivery history"


@tool(
    "webhooks_delete",
    title="Delete a webhook endpoint",
    read_only=False,
    destructive=True,
    input_model=EndpointDeleteInput,
    output_model=WebhookDeleteResult,
    preview=_preview_delete,
    description=f"Delete a webhook endpoint; nothing more is sent to it. To stop for a while use "
    f"webhooks_pause. Without confirm: true it only says what it would do. {TIER}",
)
def delete_endpoint(ctx: AccountContext, args: EndpointDeleteInput) -> WebhookDeleteResult:
    return webhooks.delete_webhook_endpoint(ctx, args.endpoint_id)


@tool(
    "webhooks_rotate_secret",
    title="Rotate a webhook signing secret",
    read_only=False,
    input_model=EndpointId,
    output_model=WebhookEndpointWithSecret,
    description=f"Issue a new signing secret for an endpoint (shown only this once); the old one keeps "
    f"signing too for 24 hours so the receiver can switch over. {TIER}",
)
def rotate(ctx: AccountContext, args: EndpointId) -> WebhookEndpointWithSecret:
    return webhooks.rotate_webhook_secret(ctx, args.endpoint_id)


@tool(
    "webhooks_deliveries",
    title="Webhook deliveries",
    read_only=True,
    input_model=DeliveriesInput,
    output_model=WebhookDeliveryPage,
    description=f"An endpoint's deliveries, newest first: event, status, attempts, last response code and "
    f"error. Use it to find why a receiver missed events. Pass the result's nextCursor as cursor "
    f"(instead of page) for the next page. {TIER}",
)
def deliveries(ctx: AccountContext, args: DeliveriesInput) -> WebhookDeliveryPage:
    return webhooks.list_webhook_deliveries(
        ctx, args.endpoint_id, page=args.page, limit=args.limit, status=args.status, cursor=args.cursor
    )


@tool(
    "webhooks_redeliver",
    title="Redeliver a webhook",
    read_only=False,
    input_model=DeliveryId,
    output_model=WebhookDeliveryRead,
    description=f"Queue a delivery again with the same webhook-id (receivers can still de-duplicate). {TIER}",
)
def redeliver(ctx: AccountContext, args: DeliveryId) -> WebhookDeliveryRead:
    return webhooks.redeliver_webhook(ctx, args.delivery_id)
