"""End to end: outbox -> worker -> a real HTTP receiver on 127.0.0.1."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import timedelta

import pytest
from sqlalchemy import func, select
from standardwebhooks.webhooks import Webhook, WebhookVerificationError

from finkit.core.audit.service import list_activity
from finkit.core.context import AccountContext
from finkit.core.db.base import new_id, utcnow
from finkit.core.events.models import OutboxEvent
from finkit.core.notifications.service import list_notifications
from finkit.core.usecases.transactions import update_transaction
from finkit.core.webhooks.service import (
    create_webhook_endpoint,
    get_webhook_delivery,
    get_webhook_endpoint,
    list_webhook_deliveries,
    pause_webhook_endpoint,
    redeliver_webhook,
    resume_webhook_endpoint,
    rotate_webhook_secret,
)
from finkit.core.webhooks.worker import DeliveryWorker
from tests.core.webhooks.helpers import categorised_transaction
from tests.receiver import Received, Receiver


def subscribe(ctx: AccountContext, receiver: Receiver, events: list[str] | None = None) -> tuple[str, str]:
    created = create_webhook_endpoint(
        ctx, data={"url": receiver.url + "/hook", "events": events or ["transaction.categorized"]}
    )
    return created.endpoint.id, created.secret


def bodies_for(receiver: Receiver, event_id: str) -> list[Received]:
    return [r for r in receiver.requests if r.headers.get("webhook-id") == event_id]


def test_event_arrives_exactly_once_after_two_failures_with_valid_signature(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    calls = {"n": 0}

    def flaky(_r: Received) -> tuple[int, bytes, dict[str, str]]:
        calls["n"] += 1
        return (500, b"boom " * 300, {}) if calls["n"] <= 2 else (204, b"", {})

    receiver.respond = flaky
    endpoint_id, secret = subscribe(pro_ctx, receiver)
    tx = categorised_transaction(pro_ctx)
    make_worker().run_once()
    make_worker().run_once()  # a second pass finds nothing more to send

    got = receiver.requests
    assert len(got) == 3
    event_ids = {r.headers["webhook-id"] for r in got}
    assert len(event_ids) == 1  # the same webhook-id on every retry
    final = got[-1]
    payload = Webhook(secret).verify(final.body.decode(), final.headers)
    assert payload["type"] == "transaction.categorized"
    assert payload["data"]["transactionId"] == tx.id
    assert payload["data"]["categoryName"] == tx.category.name  # type: ignore[union-attr]
    assert "notes" not in payload["data"] and "email" not in json.dumps(payload)
    assert pro_ctx.email not in final.body.decode() and "private note" not in final.body.decode()
    with pytest.raises(WebhookVerificationError):
        Webhook("whsec_" + "A" * 44).verify(final.body.decode(), final.headers)

    deliveries = list_webhook_deliveries(pro_ctx, endpoint_id).deliveries
    assert [d.status for d in deliveries] == ["succeeded"]
    detail = get_webhook_delivery(pro_ctx, deliveries[0].id)
    assert [a.response_code for a in detail.attempts] == [500, 500, 204]
    assert [a.outcome for a in detail.attempts] == ["failure", "failure", "success"]
    assert all(len(a.response_excerpt or "") <= 500 for a in detail.attempts)
    assert get_webhook_endpoint(pro_ctx, endpoint_id).consecutive_failures == 0


def test_only_subscribed_kinds_and_active_endpoints_receive(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    subscribe(pro_ctx, receiver, ["expense.created"])
    categorised_transaction(pro_ctx)
    make_worker().run_once()
    assert receiver.requests == []

    endpoint_id, _ = subscribe(pro_ctx, receiver)
    pause_webhook_endpoint(pro_ctx, endpoint_id)
    categorised_transaction(pro_ctx)
    make_worker().run_once()
    assert receiver.requests == []  # paused: events meanwhile are not queued for it
    resume_webhook_endpoint(pro_ctx, endpoint_id)
    tx = categorised_transaction(pro_ctx)
    make_worker().run_once()
    assert [json.loads(r.body)["data"]["transactionId"] for r in receiver.requests] == [tx.id]


def test_recategorising_sends_once_per_change(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    from finkit.core.categories.service import list_categories

    subscribe(pro_ctx, receiver)
    tx = categorised_transaction(pro_ctx)
    update_transaction(pro_ctx, tx.id, data={"description": "no category change"})
    other = list_categories(pro_ctx)[1]
    update_transaction(pro_ctx, tx.id, data={"categoryId": other.id})
    make_worker().run_once()
    names = [json.loads(r.body)["data"]["categoryName"] for r in receiver.requests]
    assert names == [tx.category.name, other.name]  # type: ignore[union-attr]


def test_event_survives_a_crash_before_sending(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    endpoint_id, secret = subscribe(pro_ctx, receiver)
    categorised_transaction(pro_ctx)
    crashed = make_worker(worker_id="crashed-worker")
    crashed.fan_out()
    claimed = crashed.claim()  # claimed, then the process "dies" before sending
    assert claimed
    crashed.close()
    assert receiver.requests == []

    # A restarted worker cannot take it while the lease is live, and takes it once the lease expired.
    restarted = make_worker()
    restarted.run_once()
    mine = list_webhook_deliveries(pro_ctx, endpoint_id).deliveries
    assert [d.status for d in mine] == ["pending"] and receiver.requests == []
    later = make_worker(clock=lambda: utcnow() + timedelta(minutes=5))
    later.run_once()
    assert len(receiver.requests) == 1
    Webhook(secret).verify(receiver.requests[0].body.decode(), receiver.requests[0].headers)
    assert [d.status for d in list_webhook_deliveries(pro_ctx, endpoint_id).deliveries] == ["succeeded"]


def test_unsent_event_written_before_restart_is_sent(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    subscribe(pro_ctx, receiver)
    tx = categorised_transaction(pro_ctx)  # written; no worker ran ("crash" before any send)
    make_worker().run_once()  # a fresh worker after the restart
    assert [json.loads(r.body)["data"]["transactionId"] for r in receiver.requests] == [tx.id]


def test_410_disables_endpoint_and_notifies(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    receiver.respond = lambda _r: (410, b"gone", {})
    endpoint_id, _ = subscribe(pro_ctx, receiver)
    categorised_transaction(pro_ctx)
    make_worker().run_once()
    categorised_transaction(pro_ctx)
    make_worker().run_once()
    assert len(receiver.requests) == 1  # no retry after 410, and nothing more once disabled
    endpoint = get_webhook_endpoint(pro_ctx, endpoint_id)
    assert endpoint.status == "disabled"
    assert [n.kind for n in list_notifications(pro_ctx)] == ["webhook.disabled"]
    assert resume_webhook_endpoint(pro_ctx, endpoint_id).status == "healthy"


def test_repeated_failure_marks_failing_notifies_and_gives_up(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    receiver.respond = lambda _r: (503, b"down", {})
    endpoint_id, _ = subscribe(pro_ctx, receiver)
    categorised_transaction(pro_ctx)
    make_worker(failing_threshold=3).run_once()
    assert len(receiver.requests) == 4  # first attempt + 3 fast retries
    endpoint = get_webhook_endpoint(pro_ctx, endpoint_id)
    assert endpoint.status == "failing" and endpoint.consecutive_failures == 4
    [delivery] = list_webhook_deliveries(pro_ctx, endpoint_id).deliveries
    assert delivery.status == "failed"
    assert [n.kind for n in list_notifications(pro_ctx)] == ["webhook.failing"]  # once, on the transition
    entries, _ = list_activity(pro_ctx)
    assert any(e.action == "webhook.failing" for e in entries)

    receiver.respond = lambda _r: (200, b"ok", {})
    redelivered = redeliver_webhook(pro_ctx, delivery.id)
    assert redelivered.status == "pending"
    make_worker().run_once()
    assert len(receiver.requests) == 5
    assert receiver.requests[-1].headers["webhook-id"] == receiver.requests[0].headers["webhook-id"]
    assert get_webhook_endpoint(pro_ctx, endpoint_id).status == "healthy"


def test_rotation_signs_with_both_secrets_during_grace(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    endpoint_id, old_secret = subscribe(pro_ctx, receiver)
    new_secret = rotate_webhook_secret(pro_ctx, endpoint_id).secret
    categorised_transaction(pro_ctx)
    make_worker().run_once()
    got = receiver.requests[-1]
    assert len(got.headers["webhook-signature"].split(" ")) == 2
    Webhook(old_secret).verify(got.body.decode(), got.headers)
    Webhook(new_secret).verify(got.body.decode(), got.headers)

    rotate_webhook_secret(pro_ctx, endpoint_id, grace=timedelta(0))
    categorised_transaction(pro_ctx)
    make_worker().run_once()
    last = receiver.requests[-1]
    assert len(last.headers["webhook-signature"].split(" ")) == 1
    with pytest.raises(WebhookVerificationError):
        Webhook(new_secret).verify(last.body.decode(), last.headers)


def test_url_is_checked_again_at_delivery_time(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker], database
) -> None:
    endpoint_id, _ = subscribe(pro_ctx, receiver)
    categorised_transaction(pro_ctx)
    strict = pro_ctx.settings.model_copy(update={"webhooks_allow_loopback": False})
    worker = DeliveryWorker(database, strict, config=make_worker().config)
    worker.run_once()
    worker.close()
    assert receiver.requests == []
    [delivery] = list_webhook_deliveries(pro_ctx, endpoint_id).deliveries
    detail = get_webhook_delivery(pro_ctx, delivery.id)
    assert detail.attempts and detail.attempts[0].error and "loopback" in detail.attempts[0].error


def test_bank_feed_transactions_never_reach_a_receiver(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker], database
) -> None:
    from finkit.core.categories.service import list_categories
    from finkit.core.usecases.transactions import create_transaction

    endpoint_id, _ = subscribe(pro_ctx, receiver)
    category = list_categories(pro_ctx)[0]
    feed_tx = create_transaction(
        pro_ctx,
        data={
            "date": "2026-06-02",
            "description": "BANK FEED ROW",
            "amount": "-9",
            "categoryId": category.id,
        },
        source="bank_feed",
    )
    update_transaction(pro_ctx, feed_tx.id, data={"categoryId": list_categories(pro_ctx)[2].id})
    with database.session() as session:
        count = session.scalar(
            select(func.count()).select_from(OutboxEvent).where(OutboxEvent.account_id == pro_ctx.account_id)
        )
        assert count == 0  # the publisher wrote nothing
        # Defence in depth: even an outbox row about a bank-feed transaction is refused at send time.
        session.add(
            OutboxEvent(
                id=new_id(),
                account_id=pro_ctx.account_id,
                type="transaction.categorized",
                payload={"transactionId": feed_tx.id, "amount": "-9", "merchant": "BANK FEED ROW"},
                created_at=utcnow() + timedelta(seconds=1),
            )
        )
    make_worker().run_once()
    assert receiver.requests == []
    [delivery] = list_webhook_deliveries(pro_ctx, endpoint_id).deliveries
    assert delivery.status == "suppressed"
    assert redeliver_webhook(pro_ctx, delivery.id).status == "suppressed"
    make_worker().run_once()
    assert receiver.requests == []


def test_events_before_the_endpoint_existed_are_not_sent(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    categorised_transaction(pro_ctx)
    subscribe(pro_ctx, receiver)
    make_worker().run_once()
    assert receiver.requests == []
