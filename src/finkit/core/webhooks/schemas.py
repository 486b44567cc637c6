from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field

from finkit.core.schemas import InputSchema, Pagination, Schema

#: The only event kinds finkit sends (docs/webhooks.md shows each payload).
EventType = Literal["transaction.categorized", "expense.created", "receipt.processed"]
EndpointStatus = Literal["healthy", "failing", "disabled"]
DeliveryStatus = Literal["pending", "succeeded", "failed", "suppressed"]


class WebhookEndpointCreate(InputSchema):
    url: str = Field(min_length=1, max_length=2000)
    events: list[EventType] = Field(min_length=1)
    description: str | None = Field(default=None, max_length=500)
    active: bool = True


class WebhookEndpointUpdate(InputSchema):
    url: str | None = Field(default=None, min_length=1, max_length=2000)
    events: list[EventType] | None = Field(default=None, min_length=1)
    description: str | None = Field(default=None, max_length=500)
    active: bool | None = None


class WebhookEndpointRead(Schema):
    """An endpoint as the holder sees it. The signing secret is never part of it."""

    id: str
    url: str
    events: list[str]
    description: str | None
    active: bool
    status: str
    disabled_reason: str | None
    consecutive_failures: int
    last_success_at: datetime | None
    last_failure_at: datetime | None
    previous_secret_expires_at: datetime | None
    created_at: datetime
    updated_at: datetime


class WebhookEndpointWithSecret(Schema):
    """Returned by create and rotate only: the secret is shown this once."""

    endpoint: WebhookEndpointRead
    secret: str
    warning: str = "Save this signing secret now: it cannot be shown again."


class WebhookEndpointList(Schema):
    endpoints: list[WebhookEndpointRead]


class WebhookDeleteResult(Schema):
    id: str
    deleted: bool = True


class WebhookAttemptRead(Schema):
    id: str
    attempted_at: datetime
    outcome: str
    response_code: int | None
    response_excerpt: str | None
    error: str | None
    duration_ms: int


class WebhookDeliveryRead(Schema):
    id: str
    endpoint_id: str
    event_id: str
    event_type: str
    status: str
    attempt_count: int
    next_attempt_at: datetime | None
    last_response_code: int | None
    last_error: str | None
    delivered_at: datetime | None
    created_at: datetime
    attempts: list[WebhookAttemptRead] = Field(default_factory=list)


class WebhookDeliveryPage(Schema):
    deliveries: list[WebhookDeliveryRead]
    pagination: Pagination
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )
