"""Two workers with their own connections share one PostgreSQL outbox and never send an event twice."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable

import pytest

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.webhooks.service import create_webhook_endpoint
from finkit.core.webhooks.worker import DeliveryWorker, WorkerConfig
from tests.core.webhooks.helpers import categorised_transaction
from tests.receiver import Receiver


def test_two_workers_never_send_an_event_twice(
    pro_ctx: AccountContext,
    receiver: Receiver,
    database_url: str,
    loopback_settings: Settings,
) -> None:
    if not database_url.startswith("postgresql"):
        pytest.skip("row locking (FOR UPDATE SKIP LOCKED) is the PostgreSQL path under test")
    create_webhook_endpoint(pro_ctx, data={"url": receiver.url + "/a", "events": ["transaction.categorized"]})
    create_webhook_endpoint(pro_ctx, data={"url": receiver.url + "/b", "events": ["transaction.categorized"]})
    created = [categorised_transaction(pro_ctx, description=f"row {i}").id for i in range(40)]

    barrier = threading.Barrier(2)
    errors: list[BaseException] = []

    def run(name: str) -> None:
        db = Database(database_url, migrate=False)  # its own engine: like another host
        worker = DeliveryWorker(
            db, loopback_settings, config=WorkerConfig(worker_id=name, batch_size=3, retry_schedule=(0.0,))
        )
        try:
            barrier.wait()
            for _ in range(5):
                worker.run_once()
        except BaseException as exc:
            errors.append(exc)
        finally:
            worker.close()
            db.dispose()

    threads = [threading.Thread(target=run, args=(f"worker-{n}",)) for n in (1, 2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []

    per_endpoint_event = Counter((r.path, r.headers["webhook-id"]) for r in receiver.requests)
    assert len(per_endpoint_event) == 2 * len(created)
    assert set(per_endpoint_event.values()) == {1}
    workers_seen = Counter(r.path for r in receiver.requests)
    assert workers_seen == {"/a": 40, "/b": 40}


def test_sqlite_claim_is_exclusive(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    create_webhook_endpoint(pro_ctx, data={"url": receiver.url + "/a", "events": ["transaction.categorized"]})
    for i in range(5):
        categorised_transaction(pro_ctx, description=f"row {i}")
    first, second = make_worker(worker_id="one"), make_worker(worker_id="two")
    first.fan_out()
    assert second.fan_out() == 0  # events are fanned out once
    mine = first.claim()
    assert mine and not (set(second.claim()) & set(mine))
