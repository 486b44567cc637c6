"""Webhook endpoints and deliveries (docs/webhooks.md). Professional tier and above (core checks).

Every route takes the holder's bearer token or session cookie, or an integration token with the
``webhooks:manage`` scope (docs/integration-api.md).
"""

from __future__ import annotations

from datetime import timedelta

from pydantic import Field

from finkit.core.schemas import MAX_PAGE, InputSchema, Pagination
from finkit.core.webhooks.schemas import (
    DeliveryStatus,
    WebhookDeliveryRead,
    WebhookEndpointCreate,
    WebhookEndpointRead,
    WebhookEndpointUpdate,
    WebhookEndpointWithSecret,
)
from finkit.core.webhooks.service import (
    DEFAULT_ROTATION_GRACE,
    create_webhook_endpoint,
    delete_webhook_endpoint,
    get_webhook_delivery,
    get_webhook_endpoint,
    list_webhook_deliveries,
    list_webhook_endpoints,
    pause_webhook_endpoint,
    redeliver_webhook,
    resume_webhook_endpoint,
    rotate_webhook_secret,
    update_webhook_endpoint,
)
from finkit.server.envelopes import DeletedEnvelope, Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="webhooks")
SCOPE = "webhooks:manage"


class EndpointWithSecretEnvelope(WebhookEndpointWithSecret):
    success: bool = True


class EndpointEnvelope(Envelope):
    endpoint: WebhookEndpointRead


class EndpointList(Envelope):
    endpoints: list[WebhookEndpointRead]


class DeliveryEnvelope(Envelope):
    delivery: WebhookDeliveryRead


class DeliveryList(Envelope):
    deliveries: list[WebhookDeliveryRead]
    pagination: Pagination
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )


class RotateSecret(InputSchema):
    grace_hours: float = Field(
        default=DEFAULT_ROTATION_GRACE.total_seconds() / 3600,
        ge=0,
        le=24 * 30,
        description="How long the previous secret keeps signing deliveries (hours, 0–720; default 24).",
    )


class DeliveryFilters(InputSchema):
    page: int = Field(default=1, ge=1, le=MAX_PAGE)
    limit: int = Field(default=50, ge=1, le=200)
    status: DeliveryStatus | None = None
    cursor: str | None = Field(
        default=None,
        description="Continue after the last page: the nextCursor it returned (instead of page).",
    )


def _with_secret(created: WebhookEndpointWithSecret) -> EndpointWithSecretEnvelope:
    return EndpointWithSecretEnvelope(endpoint=created.endpoint, secret=created.secret)


@routes.post(
    "/api/webhooks",
    body=WebhookEndpointCreate,
    response=EndpointWithSecretEnvelope,
    status=201,
    scope=SCOPE,
    summary="Subscribe a URL to events (the signing secret is shown once)",
)
def create(call: Call) -> EndpointWithSecretEnvelope:
    """``url`` must be https and resolve only to public addresses; ``events`` any of
    ``transaction.categorized``, ``expense.created``, ``receipt.processed``."""
    return _with_secret(create_webhook_endpoint(call.ctx, data=call.body))


@routes.get("/api/webhooks", response=EndpointList, scope=SCOPE, summary="List webhook endpoints")
def list_(call: Call) -> EndpointList:
    return EndpointList(endpoints=list_webhook_endpoints(call.ctx).endpoints)


@routes.get("/api/webhooks/{id}", response=EndpointEnvelope, scope=SCOPE, summary="Get one webhook endpoint")
def get(call: Call) -> EndpointEnvelope:
    return EndpointEnvelope(endpoint=get_webhook_endpoint(call.ctx, call.path["id"]))


@routes.patch(
    "/api/webhooks/{id}",
    body=WebhookEndpointUpdate,
    response=EndpointEnvelope,
    scope=SCOPE,
    summary="Change a webhook endpoint's URL, events, description or active flag",
)
def update(call: Call) -> EndpointEnvelope:
    return EndpointEnvelope(endpoint=update_webhook_endpoint(call.ctx, call.path["id"], data=call.body))


@routes.delete(
    "/api/webhooks/{id}", response=DeletedEnvelope, scope=SCOPE, summary="Delete a webhook endpoint"
)
def delete(call: Call) -> DeletedEnvelope:
    return DeletedEnvelope(id=delete_webhook_endpoint(call.ctx, call.path["id"]).id)


@routes.post(
    "/api/webhooks/{id}/pause",
    response=EndpointEnvelope,
    scope=SCOPE,
    summary="Pause deliveries to an endpoint",
)
def pause(call: Call) -> EndpointEnvelope:
    """Queued deliveries wait; events while paused are not queued for this endpoint."""
    return EndpointEnvelope(endpoint=pause_webhook_endpoint(call.ctx, call.path["id"]))


@routes.post(
    "/api/webhooks/{id}/resume",
    response=EndpointEnvelope,
    scope=SCOPE,
    summary="Resume deliveries (also re-enables a disabled or failing endpoint)",
)
def resume(call: Call) -> EndpointEnvelope:
    return EndpointEnvelope(endpoint=resume_webhook_endpoint(call.ctx, call.path["id"]))


@routes.post(
    "/api/webhooks/{id}/rotate-secret",
    body=RotateSecret,
    response=EndpointWithSecretEnvelope,
    scope=SCOPE,
    summary="Rotate the signing secret (the new one is shown once)",
)
def rotate_secret(call: Call) -> EndpointWithSecretEnvelope:
    """The previous secret keeps signing (a second ``v1,`` signature) for ``graceHours``."""
    grace = timedelta(hours=call.body.grace_hours)
    return _with_secret(rotate_webhook_secret(call.ctx, call.path["id"], grace=grace))


@routes.get(
    "/api/webhooks/{id}/deliveries",
    query=DeliveryFilters,
    response=DeliveryList,
    scope=SCOPE,
    summary="An endpoint's deliveries, newest first",
)
def deliveries(call: Call) -> DeliveryList:
    """``status``: pending, succeeded, failed or suppressed. ``limit`` 1–200 (default 50); ``cursor``
    (the previous page's ``nextCursor``) instead of ``page``."""
    query: DeliveryFilters = call.query
    page = list_webhook_deliveries(
        call.ctx,
        call.path["id"],
        page=query.page,
        limit=query.limit,
        status=query.status,
        cursor=query.cursor,
    )
    return DeliveryList(deliveries=page.deliveries, pagination=page.pagination, next_cursor=page.next_cursor)


@routes.get(
    "/api/webhooks/deliveries/{id}",
    response=DeliveryEnvelope,
    scope=SCOPE,
    summary="One delivery with every attempt",
)
def delivery(call: Call) -> DeliveryEnvelope:
    return DeliveryEnvelope(delivery=get_webhook_delivery(call.ctx, call.path["id"]))


@routes.post(
    "/api/webhooks/deliveries/{id}/redeliver",
    response=DeliveryEnvelope,
    status=202,
    scope=SCOPE,
    summary="Queue a delivery again (same webhook-id)",
)
def redeliver(call: Call) -> DeliveryEnvelope:
    """The worker sends it on its next pass. Suppressed (bank-feed) deliveries stay suppressed."""
    return DeliveryEnvelope(delivery=redeliver_webhook(call.ctx, call.path["id"]))
