"""No receiver can hold delivery (issue 24): a trickling receiver on one account, a healthy one on another.

The trickler answers one byte every 0.2 s: httpx's per-read timeout never fires, so before the fix one
attempt held the worker for minutes and every other account's events waited behind it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from datetime import timedelta

import pytest
from sqlalchemy import select, update

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.webhooks.models import WebhookAttempt, WebhookDelivery
from finkit.core.webhooks.service import (
    create_webhook_endpoint,
    get_webhook_endpoint,
    list_webhook_endpoints,
    pause_webhook_endpoint,
)
from finkit.core.webhooks.worker import DeliveryWorker, WorkerConfig
from tests.core.webhooks.helpers import categorised_transaction
from tests.receiver import Receiver
from tests.trickler import Trickler

EVENTS = ["transaction.categorized"]


@pytest.fixture
def trickler() -> Iterator[Trickler]:
    server = Trickler().start()
    yield server
    server.stop()


@pytest.fixture
def two_accounts(
    make_ctx: Callable[..., AccountContext], loopback_settings: Settings
) -> tuple[AccountContext, AccountContext]:
    slow = replace(make_ctx(tier="professional"), settings=loopback_settings)
    healthy = replace(make_ctx(tier="professional"), settings=loopback_settings)
    return slow, healthy


def wait_for(check: Callable[[], bool], seconds: float) -> float:
    """Seconds until ``check()`` held; fails the test after ``seconds``."""
    started = time.monotonic()
    while not check():
        if time.monotonic() - started > seconds:
            raise AssertionError(f"not within {seconds} s")
        time.sleep(0.05)
    return time.monotonic() - started


class Running:
    """Workers on their own threads (and, when ``own_engine``, their own engines: like other hosts)."""

    def __init__(self) -> None:
        self.stop = threading.Event()
        self.threads: list[threading.Thread] = []
        self.dbs: list[Database] = []

    def start(self, db: Database, settings: Settings, config: WorkerConfig) -> None:
        worker = DeliveryWorker(db, settings, config=config)
        thread = threading.Thread(target=worker.run_forever, args=(self.stop,), kwargs={"interval": 0.1})
        thread.start()
        self.threads.append(thread)

    def close(self) -> None:
        self.stop.set()
        for thread in self.threads:
            thread.join(15)
        for db in self.dbs:
            db.dispose()


def config(name: str, **overrides: object) -> WorkerConfig:
    cfg = WorkerConfig(
        worker_id=name,
        retry_schedule=(60.0, 60.0),
        jitter=0.0,
        attempt_deadline_seconds=4.0,
        heartbeat_seconds=0.3,
    )
    for key, value in overrides.items():
        setattr(cfg, key, value)
    return cfg


def deliveries(db: Database, account_id: str) -> list[WebhookDelivery]:
    with db.session() as session:
        return list(session.scalars(select(WebhookDelivery).where(WebhookDelivery.account_id == account_id)))


def test_a_trickling_receiver_holds_neither_the_worker_nor_another_account(
    two_accounts: tuple[AccountContext, AccountContext],
    trickler: Trickler,
    receiver: Receiver,
    database: Database,
    loopback_settings: Settings,
) -> None:
    slow, healthy = two_accounts
    create_webhook_endpoint(slow, data={"url": trickler.url + "/hook", "events": EVENTS})
    create_webhook_endpoint(healthy, data={"url": receiver.url + "/hook", "events": EVENTS})
    running = Running()
    running.start(database, loopback_settings, config("only"))
    try:
        categorised_transaction(slow)
        wait_for(lambda: trickler.open_connections() == 1, 10)
        categorised_transaction(healthy)  # while the slow attempt is in flight
        took = wait_for(lambda: len(receiver.requests) == 1, 10)
        print(f"healthy account's event arrived {took:.2f} s after it was written")
        assert took < 3.0  # well before the slow attempt's 4 s deadline
        # The slow attempt ends at its total deadline, is counted and backed off.
        wait_for(lambda: trickler.open_connections() == 0, 8)
        ended = trickler.connections[0]
        assert ended.closed is not None and ended.closed - ended.opened < 6.0
        wait_for(lambda: deliveries(database, slow.account_id)[0].last_error is not None, 5)
    finally:
        running.close()
    (slow_delivery,) = deliveries(database, slow.account_id)
    assert slow_delivery.attempt_count == 1 and slow_delivery.status == "pending"
    assert "deadline" in (slow_delivery.last_error or "")
    assert slow_delivery.claimed_by is None
    assert slow_delivery.next_attempt_at > slow.now() + timedelta(seconds=50)  # backed off (60 s)
    assert [d.status for d in deliveries(database, healthy.account_id)] == ["succeeded"]


def test_two_workers_on_postgresql_never_send_one_delivery_twice_at_once(
    two_accounts: tuple[AccountContext, AccountContext],
    trickler: Trickler,
    receiver: Receiver,
    database_url: str,
    database: Database,
    loopback_settings: Settings,
) -> None:
    if not database_url.startswith("postgresql"):
        pytest.skip("two workers with their own engines: the PostgreSQL deployment under test")
    slow, healthy = two_accounts
    create_webhook_endpoint(slow, data={"url": trickler.url + "/a", "events": EVENTS})
    create_webhook_endpoint(slow, data={"url": trickler.url + "/b", "events": EVENTS})
    create_webhook_endpoint(healthy, data={"url": receiver.url + "/hook", "events": EVENTS})
    running = Running()
    # The lease (1.5 s) is far shorter than an attempt (4 s): only renewal keeps the second worker off.
    for name in ("worker-1", "worker-2"):
        own = Database(database_url, migrate=False)
        running.dbs.append(own)
        running.start(own, loopback_settings, config(name, lease=timedelta(seconds=1.5)))
    try:
        for i in range(3):
            categorised_transaction(slow, description=f"slow {i}")
        wait_for(lambda: trickler.open_connections() == 2, 10)  # one per slow endpoint (cap 1 each)
        for i in range(5):
            categorised_transaction(healthy, description=f"healthy {i}")
        took = wait_for(lambda: len(receiver.requests) == 5, 15)
        print(f"healthy account's 5 events arrived within {took:.2f} s, two workers on PostgreSQL")
        assert took < 5.0
        time.sleep(5)  # past several lease lengths and one attempt deadline
        assert trickler.overlapping_sends() == []
    finally:
        running.close()
    assert len({r.headers["webhook-id"] for r in receiver.requests}) == 5
    # every send that reached the trickler was counted on its delivery
    endpoint_paths = {e.id: e.url.rsplit("/", 1)[1] for e in list_webhook_endpoints(slow).endpoints}
    for delivery in deliveries(database, slow.account_id):
        path = "/" + endpoint_paths[delivery.endpoint_id]
        sent = sum(1 for c in trickler.connections if (c.path, c.webhook_id) == (path, delivery.event_id))
        assert delivery.attempt_count >= sent


def test_pausing_an_endpoint_aborts_its_attempt_in_flight(
    pro_ctx: AccountContext,
    trickler: Trickler,
    database: Database,
    loopback_settings: Settings,
) -> None:
    created = create_webhook_endpoint(pro_ctx, data={"url": trickler.url + "/hook", "events": EVENTS})
    running = Running()
    running.start(database, loopback_settings, config("only", attempt_deadline_seconds=30.0))
    try:
        categorised_transaction(pro_ctx)
        wait_for(lambda: trickler.open_connections() == 1, 10)
        pause_webhook_endpoint(pro_ctx, created.endpoint.id)
        took = wait_for(lambda: trickler.open_connections() == 0, 5)
        print(f"attempt stopped {took:.2f} s after the pause")
        wait_for(lambda: deliveries(database, pro_ctx.account_id)[0].last_error is not None, 5)
    finally:
        running.close()
    (delivery,) = deliveries(database, pro_ctx.account_id)
    assert delivery.attempt_count == 1 and "paused" in (delivery.last_error or "")
    # the holder stopped it: that says nothing against the receiver's health
    assert get_webhook_endpoint(pro_ctx, created.endpoint.id).consecutive_failures == 0


def test_an_attempt_whose_lease_was_taken_stops_and_records_nothing(
    pro_ctx: AccountContext,
    trickler: Trickler,
    database: Database,
    loopback_settings: Settings,
) -> None:
    create_webhook_endpoint(pro_ctx, data={"url": trickler.url + "/hook", "events": EVENTS})
    running = Running()
    running.start(database, loopback_settings, config("mine", attempt_deadline_seconds=30.0))
    try:
        categorised_transaction(pro_ctx)
        wait_for(lambda: trickler.open_connections() == 1, 10)
        with database.session() as session:  # as if the lease had lapsed and another worker took it
            session.execute(update(WebhookDelivery).values(claimed_by="someone-else"))
        wait_for(lambda: trickler.open_connections() == 0, 5)
        time.sleep(0.5)
    finally:
        running.close()
    (delivery,) = deliveries(database, pro_ctx.account_id)
    assert delivery.claimed_by == "someone-else" and delivery.last_error is None
    assert delivery.attempt_count == 1  # counted when claimed, whatever became of it
    with database.session() as session:
        assert session.scalars(select(WebhookAttempt)).all() == []


def test_claims_respect_the_caps_per_endpoint_and_account(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    for path in ("/a", "/b", "/c"):
        create_webhook_endpoint(pro_ctx, data={"url": receiver.url + path, "events": EVENTS})
    for i in range(4):
        categorised_transaction(pro_ctx, description=f"row {i}")
    first = make_worker(worker_id="one", per_endpoint_concurrency=1, per_account_concurrency=2)
    second = make_worker(worker_id="two", per_endpoint_concurrency=1, per_account_concurrency=2)
    first.fan_out()
    assert len(first.claim()) == 2  # account cap, with 12 due
    assert second.claim() == []  # the caps count other workers' leases too
