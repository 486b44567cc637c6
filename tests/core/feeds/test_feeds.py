from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from datetime import UTC, datetime

import pytest
from sqlalchemy import select

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.errors import NotFoundError, UnavailableError, ValidationError
from finkit.core.events.models import OutboxEvent
from finkit.core.feeds.models import FeedConnection, FeedItem
from finkit.core.feeds.sync import similar_description
from finkit.core.usecases.feeds import (
    connect_feed,
    disconnect_feed,
    get_feed,
    list_feeds,
    sync_feed,
    update_feed,
)
from finkit.core.usecases.transactions import create_transaction, delete_transaction, list_transactions
from finkit.core.webhooks.service import create_webhook_endpoint
from tests.core.feeds.bridge import Bridge, account, txn
from tests.receiver import Receiver

JUNE_1 = int(datetime(2026, 6, 1, 9, tzinfo=UTC).timestamp())
DAY = 86400


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


def feed_rows(ctx: AccountContext) -> list[tuple[str, str, list[str]]]:
    page = list_transactions(ctx, {"source": "bank_feed", "limit": 200})
    return [(t.description, f"{t.amount:.2f}", t.tags) for t in page.transactions]


def test_connect_stores_access_url_encrypted_and_never_returns_it(
    feed_ctx: AccountContext, bridge: Bridge, database: Database
) -> None:
    connection = connect_feed(feed_ctx, data={"token": bridge.setup_token})
    assert bridge.claimed
    shown = str(list_feeds(feed_ctx).to_json_dict()) + str(get_feed(feed_ctx, connection.id).to_json_dict())
    assert "s3cret" not in shown and "demo:" not in shown
    with database.session() as session:
        sealed = session.scalar(
            select(FeedConnection.access_sealed).where(FeedConnection.id == connection.id)
        )
    assert sealed and "s3cret" not in sealed and "127.0.0.1" not in sealed
    with pytest.raises(ValidationError):  # a setup token can be claimed only once
        connect_feed(feed_ctx, data={"token": bridge.setup_token})


def test_bad_token_and_unsafe_claim_url_are_refused(feed_ctx: AccountContext, ctx: AccountContext) -> None:
    with pytest.raises(ValidationError):
        connect_feed(feed_ctx, data={"token": "not-a-token-at-all"})
    import base64

    metadata = base64.b64encode(b"https://169.254.169.254/claim").decode()
    with pytest.raises(ValidationError):
        connect_feed(feed_ctx, data={"token": metadata})
    loopback = base64.b64encode(b"http://127.0.0.1:9/claim").decode()
    with pytest.raises(ValidationError):  # without the development setting, loopback is refused
        connect_feed(ctx, data={"token": loopback})


def test_sync_inserts_links_dedupes_and_posts_pending(feed_ctx: AccountContext, bridge: Bridge) -> None:
    # A row the holder imported from CSV earlier, worded differently by the bank export.
    imported = create_transaction(
        feed_ctx,
        data={"date": "2026-06-02", "description": "EFTPOS OFFICEWORKS 1234 PARRAMATTA", "amount": "-45.50"},
        source="csv",
    )
    bridge.accounts = [
        account(
            [
                txn("t1", JUNE_1, "-45.50", "Officeworks Parramatta", payee="Officeworks"),
                txn("t2", JUNE_1, "-12.00", "Coffee Club", payee="Coffee Club", memo="card 1234"),
                txn("t3", JUNE_1 + DAY, "-30.00", "BP Fuel", pending=True),
                txn("t4", JUNE_1, "2000.00", "Salary ACME"),
            ]
        )
    ]
    connection = connect_feed(feed_ctx, data={"token": bridge.setup_token})
    first = sync_feed(feed_ctx, connection.id)
    assert (first.inserted, first.linked, first.updated, first.pending) == (3, 1, 0, 1)
    rows = feed_rows(feed_ctx)
    assert ("Officeworks Parramatta", "-45.50", []) not in rows  # linked to the CSV row, not duplicated
    assert ("BP Fuel", "-30.00", ["pending"]) in rows
    assert len(list_transactions(feed_ctx, {"limit": 200}).transactions) == 4

    # Next sync: the same rows again (overlap) and the pending fuel row has posted under a new id.
    bridge.accounts = [
        account(
            [
                txn("t1", JUNE_1, "-45.50", "Officeworks Parramatta"),
                txn("t2", JUNE_1, "-12.00", "Coffee Club"),
                txn("t3-posted", JUNE_1 + 2 * DAY, "-30.00", "BP FUEL PARRAMATTA"),
                txn("t4", JUNE_1, "2000.00", "Salary ACME"),
            ]
        )
    ]
    second = sync_feed(feed_ctx, connection.id)
    assert (second.inserted, second.linked, second.updated, second.unchanged, second.pending) == (
        0,
        0,
        1,
        3,
        0,
    )
    assert ("BP FUEL PARRAMATTA", "-30.00", []) in feed_rows(feed_ctx)
    assert len(list_transactions(feed_ctx, {"limit": 200}).transactions) == 4
    assert get_transaction_source(feed_ctx, imported.id) == "csv"

    # Incremental: the second request started 3 days before the first sync's time.
    assert len(bridge.start_dates) == 2 and bridge.start_dates[1] > bridge.start_dates[0]
    shown = get_feed(feed_ctx, connection.id)
    assert shown.last_sync_at is not None and shown.status == "active"


def get_transaction_source(ctx: AccountContext, transaction_id: str) -> str:
    from finkit.core.usecases.transactions import get_transaction

    return get_transaction(ctx, transaction_id).source


def test_same_id_pending_to_posted_and_deleted_rows_stay_deleted(
    feed_ctx: AccountContext, bridge: Bridge
) -> None:
    bridge.accounts = [account([txn("p1", JUNE_1, "-8.00", "Uber pending", pending=True)])]
    connection = connect_feed(feed_ctx, data={"token": bridge.setup_token})
    sync_feed(feed_ctx, connection.id)
    bridge.accounts = [account([txn("p1", JUNE_1, "-8.50", "Uber Trip", pending=False)])]
    result = sync_feed(feed_ctx, connection.id)
    assert result.updated == 1
    assert feed_rows(feed_ctx) == [("Uber Trip", "-8.50", [])]
    [tx] = list_transactions(feed_ctx, {"source": "bank_feed"}).transactions
    delete_transaction(feed_ctx, tx.id)
    again = sync_feed(feed_ctx, connection.id)
    assert again.inserted == 0 and feed_rows(feed_ctx) == []


def test_bridge_errors_are_recorded(feed_ctx: AccountContext, bridge: Bridge) -> None:
    connection = connect_feed(feed_ctx, data={"token": bridge.setup_token})
    bridge.errors = ["Connection to Example Bank may need attention"]
    result = sync_feed(feed_ctx, connection.id)
    assert result.errors == bridge.errors
    assert get_feed(feed_ctx, connection.id).last_error == bridge.errors[0]
    bridge.fail_with = 500
    with pytest.raises(UnavailableError):
        sync_feed(feed_ctx, connection.id)
    broken = get_feed(feed_ctx, connection.id)
    assert broken.status == "error" and "500" in (broken.last_error or "")


def test_feed_rows_publish_no_events(
    make_ctx: Callable[..., AccountContext], bridge: Bridge, database: Database
) -> None:
    pro = make_ctx(tier="professional")
    pro = replace(
        pro,
        settings=pro.settings.model_copy(
            update={"feeds_allow_loopback": True, "webhooks_allow_loopback": True}
        ),
    )
    create_webhook_endpoint(pro, data={"url": "http://127.0.0.1:9/h", "events": ["transaction.categorized"]})
    bridge.accounts = [account([txn("x1", JUNE_1, "-5.00", "Feed only row")])]
    connection = connect_feed(pro, data={"token": bridge.setup_token})
    assert sync_feed(pro, connection.id).inserted == 1
    with database.session() as session:
        events = session.scalars(select(OutboxEvent).where(OutboxEvent.account_id == pro.account_id)).all()
    assert events == []


def test_tenant_isolation(
    feed_ctx: AccountContext, other_ctx: AccountContext, bridge: Bridge, database: Database
) -> None:
    connection = connect_feed(feed_ctx, data={"token": bridge.setup_token})
    for call in (
        lambda: get_feed(other_ctx, connection.id),
        lambda: update_feed(other_ctx, connection.id, data={"name": "mine"}),
        lambda: sync_feed(other_ctx, connection.id),
        lambda: disconnect_feed(other_ctx, connection.id),
    ):
        with pytest.raises(NotFoundError):
            call()
    assert list_feeds(other_ctx).connections == []
    assert get_feed(feed_ctx, connection.id).name == connection.name
    assert update_feed(feed_ctx, connection.id, data={"name": "Everyday"}).name == "Everyday"
    assert disconnect_feed(feed_ctx, connection.id).deleted
    with database.session() as session:
        assert session.scalars(select(FeedItem).where(FeedItem.connection_id == connection.id)).all() == []


def test_similar_description() -> None:
    assert similar_description("EFTPOS OFFICEWORKS 1234 PARRAMATTA", "Officeworks Parramatta")
    assert not similar_description("Coffee Club", "Officeworks Parramatta")
