"""Bank feeds (SimpleFIN, docs/bank-feeds.md): connect, list, get, rename, sync, disconnect.

Only the owner's bearer token or session cookie: integration tokens are refused here, because feed
data never leaves through the Integration API. The access URL (with its credentials) is never returned.
"""

from __future__ import annotations

from finkit.core.feeds.schemas import (
    FeedConnectionCreate,
    FeedConnectionRead,
    FeedConnectionUpdate,
    FeedSyncResult,
)
from finkit.core.usecases.feeds import (
    connect_feed,
    disconnect_feed,
    get_feed,
    list_feeds,
    sync_all_feeds,
    sync_feed,
    update_feed,
)
from finkit.server.envelopes import DeletedEnvelope, Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="feeds")


class ConnectionEnvelope(Envelope):
    connection: FeedConnectionRead


class ConnectionList(Envelope):
    connections: list[FeedConnectionRead]


class SyncEnvelope(Envelope):
    result: FeedSyncResult


class SyncAllEnvelope(Envelope):
    results: list[FeedSyncResult]


@routes.post(
    "/api/bank/feeds",
    body=FeedConnectionCreate,
    response=ConnectionEnvelope,
    status=201,
    errors=(503,),
    summary="Connect a bank feed with a SimpleFIN setup token",
)
def connect(call: Call) -> ConnectionEnvelope:
    """The setup token is claimed once for an access URL, stored encrypted and never returned.
    503 ``UNAVAILABLE`` when the bridge cannot be reached."""
    return ConnectionEnvelope(connection=connect_feed(call.ctx, data=call.body))


@routes.get("/api/bank/feeds", response=ConnectionList, summary="List bank-feed connections")
def list_(call: Call) -> ConnectionList:
    return ConnectionList(connections=list_feeds(call.ctx).connections)


@routes.post(
    "/api/bank/feeds/sync",
    response=SyncAllEnvelope,
    summary="Sync every connection (a failing one does not stop the others)",
)
def sync_all(call: Call) -> SyncAllEnvelope:
    return SyncAllEnvelope(results=sync_all_feeds(call.ctx))


@routes.get("/api/bank/feeds/{id}", response=ConnectionEnvelope, summary="Get one bank-feed connection")
def get(call: Call) -> ConnectionEnvelope:
    return ConnectionEnvelope(connection=get_feed(call.ctx, call.path["id"]))


@routes.patch(
    "/api/bank/feeds/{id}",
    body=FeedConnectionUpdate,
    response=ConnectionEnvelope,
    summary="Rename a bank-feed connection",
)
def update(call: Call) -> ConnectionEnvelope:
    return ConnectionEnvelope(connection=update_feed(call.ctx, call.path["id"], data=call.body))


@routes.post(
    "/api/bank/feeds/{id}/sync",
    response=SyncEnvelope,
    errors=(503,),
    summary="Sync one connection now",
)
def sync(call: Call) -> SyncEnvelope:
    """Fetches from the last sync minus 3 days; links rows matching imported or manual ones, updates
    pending rows that posted, inserts the rest with ``source: bank_feed``. A failure marks the
    connection ``error`` and is returned as an error."""
    return SyncEnvelope(result=sync_feed(call.ctx, call.path["id"]))


@routes.delete(
    "/api/bank/feeds/{id}",
    response=DeletedEnvelope,
    summary="Disconnect a bank feed (credentials forgotten; its transactions stay)",
)
def disconnect(call: Call) -> DeletedEnvelope:
    return DeletedEnvelope(id=disconnect_feed(call.ctx, call.path["id"]).id)
