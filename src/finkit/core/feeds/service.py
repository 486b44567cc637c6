"""Bank-feed connections: connect (claim a setup token), list, get, rename, sync, disconnect.

The access URL (with its credentials) is sealed with a key derived from ``FINKIT_SECRET_KEY`` and never
returned by any service. Every query is scoped to ``ctx.account_id``.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any
from urllib.parse import urlsplit

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.context import AccountContext
from finkit.core.crypto import SecretBox
from finkit.core.errors import FinkitError, NotFoundError
from finkit.core.feeds.connectors import FeedConnector, connector_for
from finkit.core.feeds.models import FeedConnection
from finkit.core.feeds.schemas import (
    FeedConnectionCreate,
    FeedConnectionList,
    FeedConnectionRead,
    FeedConnectionUpdate,
    FeedDeleteResult,
    FeedSyncResult,
)
from finkit.core.feeds.sync import apply_fetch
from finkit.core.imports.pipeline import RowSteps
from finkit.core.schemas import parse

ACCESS_PURPOSE = "feed-access"
#: Each sync asks again for this many days before the last one, to catch late-posting rows.
SYNC_OVERLAP = timedelta(days=3)
#: The first sync of a new connection looks back this far.
INITIAL_LOOKBACK = timedelta(days=90)

ConnectorFactory = Callable[[str], FeedConnector]


def _connector(ctx: AccountContext, provider: str, factory: ConnectorFactory | None) -> FeedConnector:
    if factory is not None:
        return factory(provider)
    return connector_for(provider, allow_loopback=ctx.settings.feeds_allow_loopback)


def _box(ctx: AccountContext) -> SecretBox:
    return SecretBox(ctx.settings, ACCESS_PURPOSE)


def _read(connection: FeedConnection) -> FeedConnectionRead:
    return FeedConnectionRead.model_validate(connection)


def _load(session: Session, ctx: AccountContext, connection_id: str) -> FeedConnection:
    connection = session.scalar(
        select(FeedConnection).where(
            FeedConnection.id == connection_id, FeedConnection.account_id == ctx.account_id
        )
    )
    if connection is None:
        raise NotFoundError("bank feed connection", connection_id)
    return connection


def connect_feed(
    ctx: AccountContext,
    *,
    data: FeedConnectionCreate | dict[str, Any],
    connector_factory: ConnectorFactory | None = None,
) -> FeedConnectionRead:
    """Claim a setup token and store the resulting access credential, encrypted."""
    data = parse(FeedConnectionCreate, data)
    connector = _connector(ctx, data.provider, connector_factory)
    access = connector.claim(data.token)
    name = data.name or f"SimpleFIN ({urlsplit(access).hostname})"
    with ctx.db.session() as session:
        connection = FeedConnection(
            account_id=ctx.account_id,
            provider=data.provider,
            name=name,
            status="active",
            access_sealed=_box(ctx).seal(access),
        )
        session.add(connection)
        session.flush()
        record_activity(session, ctx, "feed.connect", target_type="feed", target_id=connection.id)
        return _read(connection)


def list_feeds(ctx: AccountContext) -> FeedConnectionList:
    with ctx.db.session() as session:
        rows = session.scalars(
            select(FeedConnection)
            .where(FeedConnection.account_id == ctx.account_id)
            .order_by(FeedConnection.created_at, FeedConnection.id)
        ).all()
        return FeedConnectionList(connections=[_read(c) for c in rows])


def get_feed(ctx: AccountContext, connection_id: str) -> FeedConnectionRead:
    with ctx.db.session() as session:
        return _read(_load(session, ctx, connection_id))


def update_feed(
    ctx: AccountContext, connection_id: str, *, data: FeedConnectionUpdate | dict[str, Any]
) -> FeedConnectionRead:
    data = parse(FeedConnectionUpdate, data)
    with ctx.db.session() as session:
        connection = _load(session, ctx, connection_id)
        if data.name is not None:
            connection.name = data.name
            connection.updated_at = ctx.now()
        record_activity(session, ctx, "feed.update", target_type="feed", target_id=connection.id)
        return _read(connection)


def disconnect_feed(ctx: AccountContext, connection_id: str) -> FeedDeleteResult:
    """Forget the connection and its credentials. Transactions it brought in stay (they are the
    holder's records); their links to the feed go."""
    with ctx.db.session() as session:
        connection = _load(session, ctx, connection_id)
        session.delete(connection)
        record_activity(session, ctx, "feed.disconnect", target_type="feed", target_id=connection_id)
        return FeedDeleteResult(id=connection_id)


def sync_feed(
    ctx: AccountContext,
    connection_id: str,
    *,
    steps: RowSteps,
    connector_factory: ConnectorFactory | None = None,
) -> FeedSyncResult:
    """Fetch from the last sync (minus a few days' overlap) and link, update or insert rows atomically.
    A failure marks the connection ``error`` with the reason and raises. ``steps``: the write
    pipeline's entries, lent by the use case (``finkit.core.usecases.feeds``)."""
    with ctx.db.session() as session:
        connection = _load(session, ctx, connection_id)
        provider, sealed = connection.provider, connection.access_sealed
        start = (connection.synced_through - SYNC_OVERLAP) if connection.synced_through else None
    now = ctx.now()
    start = start or now - INITIAL_LOOKBACK
    try:
        fetch = _connector(ctx, provider, connector_factory).fetch(_box(ctx).open(sealed), start=start)
    except FinkitError as exc:
        with ctx.db.session() as session:
            connection = _load(session, ctx, connection_id)
            connection.status = "error"
            connection.last_error = exc.message[:1000]
            connection.updated_at = now
            record_activity(
                session, ctx, "feed.sync", target_type="feed", target_id=connection_id, outcome="failure"
            )
        raise
    with ctx.db.session() as session:
        connection = _load(session, ctx, connection_id)
        result = apply_fetch(session, ctx, connection, fetch, now=now, steps=steps)
        connection.status = "active"
        connection.last_sync_at = now
        connection.synced_through = now
        connection.last_error = "; ".join(fetch.errors)[:1000] or None
        connection.updated_at = now
        record_activity(
            session,
            ctx,
            "feed.sync",
            target_type="feed",
            target_id=connection_id,
            details={"inserted": result.inserted, "linked": result.linked, "updated": result.updated},
        )
        result.synced_at = now
        return result


def sync_all_feeds(
    ctx: AccountContext, *, steps: RowSteps, connector_factory: ConnectorFactory | None = None
) -> list[FeedSyncResult]:
    """Sync every connection; one failing connection does not stop the others (its result has errors)."""
    results = []
    for connection in list_feeds(ctx).connections:
        try:
            results.append(sync_feed(ctx, connection.id, steps=steps, connector_factory=connector_factory))
        except FinkitError as exc:
            results.append(FeedSyncResult(connection_id=connection.id, errors=[exc.message]))
    return results
