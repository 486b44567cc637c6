from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field

from finkit.core.schemas import InputSchema, Schema


class FeedConnectionCreate(InputSchema):
    token: str = Field(min_length=8, max_length=4000)  # the SimpleFIN setup token
    provider: Literal["simplefin"] = "simplefin"
    name: str | None = Field(default=None, max_length=200)


class FeedConnectionUpdate(InputSchema):
    name: str | None = Field(default=None, min_length=1, max_length=200)  # PATCH: absent = unchanged


class FeedConnectionRead(Schema):
    """A connection as its owner sees it. Never the access URL or its credentials."""

    id: str
    provider: str
    name: str
    status: str
    last_sync_at: datetime | None
    synced_through: datetime | None
    last_error: str | None
    created_at: datetime


class FeedConnectionList(Schema):
    connections: list[FeedConnectionRead]


class FeedSyncResult(Schema):
    connection_id: str
    inserted: int = 0
    linked: int = 0  # matched an imported or manual row: recorded, not duplicated
    updated: int = 0  # pending rows that posted or changed
    unchanged: int = 0
    pending: int = 0  # rows still pending after this sync
    errors: list[str] = Field(default_factory=list)
    synced_at: datetime | None = None


class FeedDeleteResult(Schema):
    id: str
    deleted: bool = True
