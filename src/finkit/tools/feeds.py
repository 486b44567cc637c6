"""Bank-feed tools: connected bank accounts (SimpleFIN) and syncing them."""

from __future__ import annotations

from pydantic import Field

from finkit.core.context import AccountContext
from finkit.core.feeds.schemas import (
    FeedConnectionCreate,
    FeedConnectionList,
    FeedConnectionRead,
    FeedDeleteResult,
    FeedSyncResult,
)
from finkit.core.usecases import feeds
from finkit.tools.registry import ConfirmInput, ToolInput, tool


class NoInput(ToolInput):
    pass


class ConnectionId(ToolInput):
    connection_id: str = Field(description="The bank-feed connection's id (from feeds_list).")


class DisconnectInput(ConfirmInput):
    connection_id: str = Field(description="The bank-feed connection's id (from feeds_list).")


@tool(
    "feeds_list",
    title="List bank-feed connections",
    read_only=True,
    input_model=NoInput,
    output_model=FeedConnectionList,
    description="The account's bank-feed connections (SimpleFIN): name, status, when each last synced, the "
    "day it is synced through and the last error. Credentials are never shown.",
)
def list_connections(ctx: AccountContext, args: NoInput) -> FeedConnectionList:
    return feeds.list_feeds(ctx)


@tool(
    "feeds_connect",
    title="Connect a bank feed",
    read_only=False,
    open_world=True,
    input_model=FeedConnectionCreate,
    output_model=FeedConnectionRead,
    description="Connect a bank feed with a SimpleFIN setup token (token, from the SimpleFIN bridge; it can "
    "be claimed once). The access credential is stored encrypted. Then call feeds_sync.",
)
def connect(ctx: AccountContext, args: FeedConnectionCreate) -> FeedConnectionRead:
    return feeds.connect_feed(ctx, data=args)


@tool(
    "feeds_sync",
    title="Sync a bank feed",
    read_only=False,
    idempotent=True,
    open_world=True,
    input_model=ConnectionId,
    output_model=FeedSyncResult,
    description="Fetch new transactions from a connected bank since the last sync (with a few days' "
    "overlap) and insert, update or link them; rows matching an imported or manual transaction are linked, "
    "not duplicated. Returns counts inserted, linked, updated, unchanged and still pending. Amounts are "
    "signed: negative is money out.",
)
def sync(ctx: AccountContext, args: ConnectionId) -> FeedSyncResult:
    return feeds.sync_feed(ctx, args.connection_id)


def _preview_disconnect(ctx: AccountContext, args: DisconnectInput) -> str:
    found = feeds.get_feed(ctx, args.connection_id)
    return f"Disconnect bank feed '{found.name}' and forget its credentials; its transactions stay"


@tool(
    "feeds_disconnect",
    title="Disconnect a bank feed",
    read_only=False,
    destructive=True,
    input_model=DisconnectInput,
    output_model=FeedDeleteResult,
    preview=_preview_disconnect,
    description="Forget a bank-feed connection and its credentials; the transactions it brought in stay. "
    "Without confirm: true it only says what it would do.",
)
def disconnect(ctx: AccountContext, args: DisconnectInput) -> FeedDeleteResult:
    return feeds.disconnect_feed(ctx, args.connection_id)
