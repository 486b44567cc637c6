"""Imports publish one ``transaction.categorized`` per categorised row (``on_rows_imported``), never for
bank-feed rows, and at the cost of one small query when the account has no subscription."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from decimal import Decimal

from sqlalchemy import event, select
from standardwebhooks.webhooks import Webhook

from finkit.core.context import AccountContext
from finkit.core.events.models import OutboxEvent
from finkit.core.imports.rows import ImportRow
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.transactions import list_transactions
from finkit.core.webhooks.imports import publish_categorized_imports
from finkit.core.webhooks.service import create_webhook_endpoint
from finkit.core.webhooks.worker import DeliveryWorker
from tests.receiver import Receiver

CSV = b"""Date,Description,Amount
2026-06-01,OFFICEWORKS PARRAMATTA,-45.50
2026-06-02,WOOLWORTHS 1234 SYDNEY,-82.10
2026-06-03,ZQXW 4471 REF 99,250.00
2026-06-04,CALTEX 88 BLACKTOWN,-60.00
"""


def outbox(ctx: AccountContext) -> list[OutboxEvent]:
    with ctx.db.session() as session:
        return list(
            session.scalars(
                select(OutboxEvent)
                .where(OutboxEvent.account_id == ctx.account_id)
                .order_by(OutboxEvent.created_at, OutboxEvent.id)
            )
        )


def subscribe(ctx: AccountContext, url: str, events: list[str]) -> str:
    return create_webhook_endpoint(ctx, data={"url": url, "events": events}).secret


@contextmanager
def counted_statements(ctx: AccountContext) -> Iterator[list[str]]:
    statements: list[str] = []

    def count(_conn: object, _cursor: object, statement: str, *_args: object) -> None:
        statements.append(statement)

    event.listen(ctx.db.engine, "before_cursor_execute", count)
    try:
        yield statements
    finally:
        event.remove(ctx.db.engine, "before_cursor_execute", count)


def test_categorised_imported_rows_publish_one_event_each(
    pro_ctx: AccountContext, receiver: Receiver
) -> None:
    subscribe(pro_ctx, f"{receiver.url}/hook", ["transaction.categorized"])
    report = import_file(pro_ctx, data=CSV, file_name="bank.csv")
    assert report.added == 4
    categorised = [t for t in list_transactions(pro_ctx, {"source": "csv"}).transactions if t.category_id]
    assert len(categorised) == 3  # Officeworks, Woolworths, Caltex; the unknown payer stays uncategorised
    events = outbox(pro_ctx)
    assert [e.type for e in events] == ["transaction.categorized"] * 3
    by_id = {t.id: t for t in categorised}
    assert {e.payload["transactionId"] for e in events} == set(by_id)
    for e in events:
        tx = by_id[e.payload["transactionId"]]
        assert set(e.payload) == {
            "transactionId",
            "amount",
            "currency",
            "date",
            "merchant",
            "categoryId",
            "categoryName",
        }
        assert (Decimal(e.payload["amount"]), e.payload["categoryId"]) == (tx.amount, tx.category_id)
        assert tx.category is not None and e.payload["categoryName"] == tx.category.name
    # Importing the same file again adds nothing and publishes nothing more.
    import_file(pro_ctx, data=CSV, file_name="bank.csv")
    assert len(outbox(pro_ctx)) == 3


def test_no_subscription_writes_nothing_and_costs_one_query(pro_ctx: AccountContext) -> None:
    import_file(pro_ctx, data=CSV, file_name="bank.csv")
    assert outbox(pro_ctx) == []
    rows = [
        ImportRow(
            date=datetime(2026, 6, 1, tzinfo=UTC),
            description="OFFICEWORKS",
            amount=Decimal("-1"),
            currency="AUD",
            source="csv",
            category_id="some-category",
            fingerprint="f1",
        )
    ]
    with counted_statements(pro_ctx) as statements, pro_ctx.db.session() as session:
        assert publish_categorized_imports(session, pro_ctx, "batch-1", rows) == 0
    assert len([s for s in statements if s.lstrip().upper().startswith("SELECT")]) == 1


def test_bank_feed_rows_never_publish(pro_ctx: AccountContext, receiver: Receiver) -> None:
    subscribe(pro_ctx, f"{receiver.url}/hook", ["transaction.categorized"])
    rows = [
        ImportRow(
            date=datetime(2026, 6, 1, tzinfo=UTC),
            description="OFFICEWORKS",
            amount=Decimal("-1"),
            currency="AUD",
            source="bank_feed",
            category_id="some-category",
            fingerprint="f1",
        )
    ]
    with counted_statements(pro_ctx) as statements, pro_ctx.db.session() as session:
        assert publish_categorized_imports(session, pro_ctx, "batch-1", rows) == 0
    assert statements == []  # decided before touching the database
    assert outbox(pro_ctx) == []


def test_imported_events_are_delivered_signed(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    secret = subscribe(pro_ctx, f"{receiver.url}/hook", ["transaction.categorized"])
    import_file(pro_ctx, data=CSV, file_name="bank.csv")
    stats = make_worker().run_once()
    assert (stats.queued, stats.succeeded) == (3, 3)
    names = set()
    for got in receiver.requests:
        payload = Webhook(secret).verify(got.body.decode(), got.headers)
        assert payload["type"] == "transaction.categorized"
        names.add(payload["data"]["categoryName"])
        assert "notes" not in json.dumps(payload) and "description" not in payload["data"]
    assert len(names) == 3
    assert make_worker().run_once().claimed == 0  # once, not again
