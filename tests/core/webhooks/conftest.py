from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.webhooks.worker import DeliveryWorker, WorkerConfig
from tests.own_database import own_database, own_database_url  # noqa: F401  (a database per test)
from tests.receiver import Receiver


@pytest.fixture
def loopback_settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"webhooks_allow_loopback": True})


@pytest.fixture
def pro_ctx(make_ctx: Callable[..., AccountContext], loopback_settings: Settings) -> AccountContext:
    """A Professional account whose settings allow loopback receivers (development mode)."""
    return replace(make_ctx(tier="professional"), settings=loopback_settings)


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    server = Receiver().start()
    yield server
    server.stop()


FAST = (0.0, 0.0, 0.0)


@pytest.fixture
def make_worker(database: Database, loopback_settings: Settings) -> Iterator[Callable[..., DeliveryWorker]]:
    made: list[DeliveryWorker] = []

    def factory(**config: object) -> DeliveryWorker:
        cfg = WorkerConfig(retry_schedule=FAST, jitter=0.0, timeout_seconds=5.0)
        for key, value in config.items():
            setattr(cfg, key, value)
        worker = DeliveryWorker(database, loopback_settings, config=cfg)
        made.append(worker)
        return worker

    yield factory
    for worker in made:
        worker.close()
