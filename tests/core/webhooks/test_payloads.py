from __future__ import annotations

from datetime import UTC, datetime

import pytest
from sqlalchemy import func, select

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.events.models import OutboxEvent
from finkit.core.webhooks.outbox import publish_many
from finkit.core.webhooks.payloads import BankFeedDataRefused, build_event_data, envelope
from finkit.core.webhooks.service import (
    create_webhook_endpoint,
    delete_webhook_endpoint,
    pause_webhook_endpoint,
)

ROW = {
    "transactionId": "t1",
    "amount": "-45.50",
    "currency": "AUD",
    "date": "2026-06-01T00:00:00+00:00",
    "merchant": "Officeworks",
    "categoryId": "c1",
    "categoryName": "Office",
    "notes": "secret",
    "email": "me@example.com",
    "source": "csv",
}


def test_builder_minimises_fields() -> None:
    data = build_event_data("transaction.categorized", ROW, origin_source="csv")
    assert set(data) == {
        "transactionId",
        "amount",
        "currency",
        "date",
        "merchant",
        "categoryId",
        "categoryName",
    }
    body = envelope("e1", "transaction.categorized", datetime(2026, 6, 1, tzinfo=UTC), data)
    assert set(body) == {"id", "type", "timestamp", "data"}


@pytest.mark.parametrize(
    ("origin", "derived", "row"),
    [
        ("bank_feed", (), ROW),
        ("manual", ("bank_feed",), ROW),
        ("csv", (), {**ROW, "source": "bank_feed"}),
    ],
)
def test_builder_refuses_bank_feed_data(origin: str, derived: tuple[str, ...], row: dict[str, str]) -> None:
    with pytest.raises(BankFeedDataRefused):
        build_event_data("transaction.categorized", row, origin_source=origin, derived_sources=derived)


def _count(database: Database, ctx: AccountContext) -> int:
    with database.session() as session:
        return (
            session.scalar(
                select(func.count()).select_from(OutboxEvent).where(OutboxEvent.account_id == ctx.account_id)
            )
            or 0
        )


def test_publish_many_writes_nothing_without_a_subscriber(
    pro_ctx: AccountContext, database: Database
) -> None:
    rows = [{**ROW, "transactionId": f"t{i}"} for i in range(3000)]
    with database.session() as session:
        assert publish_many(session, pro_ctx, "transaction.categorized", rows, origin_source="csv") == 0
    endpoint = create_webhook_endpoint(
        pro_ctx, data={"url": "http://127.0.0.1:9/h", "events": ["expense.created"]}
    ).endpoint
    with database.session() as session:  # subscribed to another kind only
        assert publish_many(session, pro_ctx, "transaction.categorized", rows, origin_source="csv") == 0
    wanted = create_webhook_endpoint(
        pro_ctx, data={"url": "http://127.0.0.1:9/h", "events": ["transaction.categorized"]}
    ).endpoint
    with database.session() as session:
        assert publish_many(session, pro_ctx, "transaction.categorized", rows, origin_source="bank_feed") == 0
        assert publish_many(session, pro_ctx, "transaction.categorized", rows, origin_source="csv") == 3000
    assert _count(database, pro_ctx) == 3000
    with database.session() as session:
        stored = session.scalars(
            select(OutboxEvent.payload).where(OutboxEvent.account_id == pro_ctx.account_id).limit(1)
        ).one()
    assert "notes" not in stored and "email" not in stored
    pause_webhook_endpoint(pro_ctx, endpoint.id)
    delete_webhook_endpoint(pro_ctx, wanted.id)  # no deliveries to a dead port for later tests


def test_publish_many_rolls_back_with_its_transaction(pro_ctx: AccountContext, database: Database) -> None:
    create_webhook_endpoint(
        pro_ctx, data={"url": "http://127.0.0.1:9/h", "events": ["transaction.categorized"]}
    )
    with pytest.raises(RuntimeError), database.session() as session:
        publish_many(session, pro_ctx, "transaction.categorized", [ROW], origin_source="csv")
        raise RuntimeError("import failed")
    assert _count(database, pro_ctx) == 0
