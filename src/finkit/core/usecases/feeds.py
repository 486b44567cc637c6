"""Bank feeds: syncs write new rows through the import writer and the write pipeline, settled once per
sync; the rest of the area's service is re-exported so surfaces import one module."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.feeds import service
from finkit.core.feeds.schemas import FeedSyncResult
from finkit.core.feeds.service import (
    ConnectorFactory,
    connect_feed,
    disconnect_feed,
    get_feed,
    list_feeds,
    update_feed,
)
from finkit.core.usecases.imports import PIPELINE

__all__ = [
    "connect_feed",
    "disconnect_feed",
    "get_feed",
    "list_feeds",
    "sync_all_feeds",
    "sync_feed",
    "update_feed",
]


def sync_feed(
    ctx: AccountContext, connection_id: str, *, connector_factory: ConnectorFactory | None = None
) -> FeedSyncResult:
    """Fetch from the last sync (minus a few days' overlap) and link, update or insert rows atomically.
    A failure marks the connection ``error`` with the reason and raises."""
    return service.sync_feed(ctx, connection_id, steps=PIPELINE, connector_factory=connector_factory)


def sync_all_feeds(
    ctx: AccountContext, *, connector_factory: ConnectorFactory | None = None
) -> list[FeedSyncResult]:
    """Sync every connection; one failing connection does not stop the others (its result has errors)."""
    return service.sync_all_feeds(ctx, steps=PIPELINE, connector_factory=connector_factory)
