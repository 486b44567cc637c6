"""Bank-feed tools against a local SimpleFIN bridge."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC

import pytest

from finkit.core.context import AccountContext
from finkit.core.feeds.service import list_feeds
from finkit.core.usecases.transactions import list_transactions
from tests.core.feeds.bridge import Bridge, account, txn
from tests.receiver import Receiver
from tests.tools.tooling import error, field_names, ok, unconfirmed


@pytest.fixture
def bridge() -> Iterator[Bridge]:
    receiver = Receiver()
    state = Bridge(receiver)
    receiver.respond = state.respond
    receiver.start()
    yield state
    receiver.stop()


@pytest.fixture
def feed_ctx(ctx: AccountContext) -> AccountContext:
    return replace(ctx, settings=ctx.settings.model_copy(update={"feeds_allow_loopback": True}))


def test_connect_list_sync_disconnect(
    feed_ctx: AccountContext, bridge: Bridge, other_ctx: AccountContext
) -> None:
    assert ok(feed_ctx, "feeds_list")["connections"] == []
    posted = int(feed_ctx.now().replace(hour=9, tzinfo=UTC).timestamp())
    bridge.accounts = [
        account([txn("T1", posted, "-12.50", "CAFE NERO"), txn("T2", posted, "900.00", "PAY")])
    ]
    connection = ok(feed_ctx, "feeds_connect", {"token": bridge.setup_token, "name": "Everyday"})
    assert connection["name"] == "Everyday" and bridge.claimed
    assert [c["id"] for c in ok(feed_ctx, "feeds_list")["connections"]] == [connection["id"]]

    synced = ok(feed_ctx, "feeds_sync", {"connectionId": connection["id"]})
    assert synced["inserted"] == 2 and synced["errors"] == []
    amounts = sorted(str(t.amount) for t in list_transactions(feed_ctx, {"source": "bank_feed"}).transactions)
    assert amounts == ["-12.50", "900.00"]
    again = ok(feed_ctx, "feeds_sync", {"connectionId": connection["id"]})
    assert again["inserted"] == 0 and again["unchanged"] == 2

    assert error(other_ctx, "feeds_sync", {"connectionId": connection["id"]})["code"] == "NOT_FOUND"
    assert "Everyday" in unconfirmed(feed_ctx, "feeds_disconnect", {"connectionId": connection["id"]})
    assert len(list_feeds(feed_ctx).connections) == 1
    ok(feed_ctx, "feeds_disconnect", {"connectionId": connection["id"], "confirm": True})
    assert list_feeds(feed_ctx).connections == []
    assert list_transactions(feed_ctx).pagination.total == 2


def test_invalid_arguments_name_the_field(feed_ctx: AccountContext) -> None:
    assert "connectionId" in field_names(error(feed_ctx, "feeds_sync", {}))
    assert "token" in field_names(error(feed_ctx, "feeds_connect", {"token": "short"}))
