from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field

from finkit.core.schemas import InputSchema, Schema

#: The largest batch one Integration API request may carry.
MAX_BATCH_ITEMS = 500


class BatchItemError(Schema):
    field: str
    message: str


class BatchItemResult(Schema):
    """One item's outcome, in request order: ``created`` with the new record's id, or ``error``."""

    index: int
    status: Literal["created", "error"]
    id: str | None = None
    errors: list[BatchItemError] = Field(default_factory=list)


class BatchResult(Schema):
    created: int
    failed: int
    results: list[BatchItemResult]
    idempotency_key: str
    replayed: bool = False  # true when this is the stored answer to an earlier identical request


Scope = Literal["transactions:write", "expenses:write", "webhooks:manage"]


def _all_scopes() -> list[Scope]:
    return ["transactions:write", "expenses:write", "webhooks:manage"]


class IntegrationTokenCreate(InputSchema):
    name: str = Field(min_length=1, max_length=100)
    scopes: list[Scope] = Field(default_factory=_all_scopes)
    expires_in_days: int | None = Field(default=None, ge=1, le=3650)


class IntegrationTokenRead(Schema):
    id: str
    name: str
    prefix: str
    scopes: list[str]
    created_at: datetime
    expires_at: datetime | None
    last_used_at: datetime | None
    revoked_at: datetime | None


class IntegrationTokenCreated(Schema):
    token: IntegrationTokenRead
    secret: str  # the bearer token itself: shown once
    warning: str = "Save this token now: it cannot be shown again."
