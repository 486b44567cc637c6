"""An idle background worker stops when asked, not at the end of its interval: ``finkit serve``'s
lifespan stops it on every shutdown (round 27: each test server's teardown waited ~1 s for it)."""

from __future__ import annotations

import threading
import time

import pytest

from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.webhooks.worker import DeliveryWorker, start_background_worker


def test_an_idle_worker_stops_without_waiting_out_its_interval(
    database: Database, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    passed = threading.Event()  # set once the worker has finished a pass and is waiting for the next
    claim = DeliveryWorker.claim

    def claim_then_say(self: DeliveryWorker, limit: int | None = None) -> list[str]:
        ids = claim(self, limit)
        passed.set()
        return ids

    monkeypatch.setattr(DeliveryWorker, "claim", claim_then_say)
    worker = start_background_worker(settings, db=database, interval=120.0)
    assert passed.wait(60), "the worker made no pass"
    time.sleep(0.05)  # into its wait for the next pass
    worker.stop(timeout=30.0)
    assert not worker.running, "stop() returned with the worker still waiting out its 120 s interval"
