"""The delivery worker: outbox -> per-endpoint deliveries -> signed HTTP POSTs, with retries.

Two steps, each a short transaction so several workers (threads, processes, hosts) can share one
database:

1. **Fan out**: claim undelivered outbox events (``FOR UPDATE SKIP LOCKED`` on PostgreSQL; on SQLite a
   single ``UPDATE ... RETURNING`` under SQLite's one-writer lock) and create one delivery per subscribed
   endpoint - unique per (endpoint, event), so an event is queued at most once per endpoint.
2. **Deliver**: claim due deliveries with a lease (``claimed_by`` / ``claimed_until``; again ``SKIP
   LOCKED`` on PostgreSQL), send each outside any transaction, then record the attempt and the next
   step, only while still holding the lease. A crashed worker's lease simply expires and another
   worker takes the delivery over; nothing is lost because nothing leaves the database until sent.

Receivers get the same ``webhook-id`` (the event id) on every retry and replay, so a receiver that
de-duplicates on it sees each event exactly once even in the one unavoidable case: a worker dying
after the receiver answered 2xx but before the success was recorded.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import json
import logging
import os
import socket
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
from sqlalchemy import insert, select, update
from sqlalchemy.orm import Session

from finkit.core.accounts.models import Account
from finkit.core.context import TIERS, tier_rank
from finkit.core.db.base import utcnow
from finkit.core.db.engine import Database
from finkit.core.errors import FinkitError
from finkit.core.events.models import OutboxEvent
from finkit.core.outbound import Resolver, check_url, pinned_request, system_resolver
from finkit.core.settings import Settings
from finkit.core.transactions.models import Transaction
from finkit.core.webhooks.health import update_endpoint_health
from finkit.core.webhooks.leases import Caps, backoff, claim_due, renew
from finkit.core.webhooks.models import WebhookAttempt, WebhookDelivery, WebhookEndpoint
from finkit.core.webhooks.payloads import BankFeedDataRefused, build_event_data, envelope
from finkit.core.webhooks.service import MIN_TIER, secret_box
from finkit.core.webhooks.signing import signed_headers

log = logging.getLogger(__name__)

#: Seconds to wait after failed attempt 1, 2, ... (about 22.6 hours in all; 10 attempts).
DEFAULT_RETRY_SCHEDULE: tuple[float, ...] = (5, 30, 120, 600, 1800, 3600, 10800, 21600, 43200)
EXCERPT_CHARS = 500
_ELIGIBLE_TIERS = tuple(t for t in TIERS if tier_rank(t) >= tier_rank(MIN_TIER))


def default_worker_id() -> str:
    return f"{socket.gethostname()[:30]}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


@dataclass
class WorkerConfig:
    retry_schedule: tuple[float, ...] = DEFAULT_RETRY_SCHEDULE
    jitter: float = 0.2  # each delay is multiplied by a random factor in [1 - jitter, 1 + jitter]
    timeout_seconds: float = 10.0  # httpx's connect/read timeout (each read, not the whole attempt)
    attempt_deadline_seconds: float = 30.0  # the whole attempt: connect, send, headers, body excerpt
    lease: timedelta = timedelta(seconds=60)  # renewed every heartbeat while an attempt runs
    heartbeat_seconds: float = 2.0  # lease renewal and pause check while sending
    per_endpoint_concurrency: int = 1  # attempts in flight per endpoint, across workers (1: in order)
    per_account_concurrency: int = 4  # ... and per account: a slow endpoint uses only its own slots
    max_in_flight: int = 16  # attempts in flight in this worker
    batch_size: int = 50
    failing_threshold: int = 5  # consecutive failed attempts before an endpoint is marked failing
    worker_id: str = field(default_factory=default_worker_id)
    clock: Callable[[], datetime] = utcnow
    resolver: Resolver = system_resolver


@dataclass
class RunStats:
    queued: int = 0  # deliveries created by fan-out
    claimed: int = 0
    succeeded: int = 0
    failed: int = 0  # attempts that failed (a retry may follow)
    suppressed: int = 0

    def add(self, other: RunStats) -> None:
        for name in ("queued", "claimed", "succeeded", "failed", "suppressed"):
            setattr(self, name, getattr(self, name) + getattr(other, name))


@dataclass
class _Prepared:
    delivery_id: str
    account_id: str
    endpoint_id: str
    event_id: str
    url: str
    body: str | None  # None: suppressed (bank-feed data)
    secrets: list[str]
    attempt_number: int


class DeliveryWorker:
    def __init__(self, db: Database, settings: Settings, *, config: WorkerConfig | None = None) -> None:
        self.db = db
        self.settings = settings
        self.config = config or WorkerConfig()

    def close(self) -> None:
        """Nothing to release: each run opens (and closes) its own HTTP client."""

    # -- step 1: fan out ------------------------------------------------------------------------
    def fan_out(self) -> int:
        """Turn one batch of new outbox events into deliveries; returns deliveries created."""
        now = self.config.clock()
        with self.db.session() as session:
            pick = (
                select(OutboxEvent.id)
                .where(OutboxEvent.dispatched_at.is_(None))
                .order_by(OutboxEvent.created_at, OutboxEvent.id)
                .limit(self.config.batch_size)
            )
            if self.db.dialect == "postgresql":
                pick = pick.with_for_update(skip_locked=True)
            claimed = session.scalars(
                update(OutboxEvent)
                .where(OutboxEvent.id.in_(pick), OutboxEvent.dispatched_at.is_(None))
                .values(dispatched_at=now)
                .returning(OutboxEvent.id)
                .execution_options(synchronize_session=False)
            ).all()
            if not claimed:
                return 0
            events = session.execute(
                select(
                    OutboxEvent.id, OutboxEvent.account_id, OutboxEvent.type, OutboxEvent.created_at
                ).where(OutboxEvent.id.in_(claimed))
            ).all()
            endpoints = session.execute(
                select(
                    WebhookEndpoint.id,
                    WebhookEndpoint.account_id,
                    WebhookEndpoint.events,
                    WebhookEndpoint.created_at,
                )
                .join(Account, Account.id == WebhookEndpoint.account_id)
                .where(
                    WebhookEndpoint.account_id.in_({e.account_id for e in events}),
                    WebhookEndpoint.active.is_(True),
                    WebhookEndpoint.status != "disabled",
                    Account.tier.in_(_ELIGIBLE_TIERS),
                )
            ).all()
            rows: list[dict[str, Any]] = []
            for event in events:
                for endpoint in endpoints:
                    if (
                        endpoint.account_id == event.account_id
                        and event.type in (endpoint.events or [])
                        and endpoint.created_at <= event.created_at
                    ):
                        rows.append(
                            {
                                "id": str(uuid.uuid4()),
                                "account_id": event.account_id,
                                "endpoint_id": endpoint.id,
                                "event_id": event.id,
                                "event_type": event.type,
                                "status": "pending",
                                "attempt_count": 0,
                                # first attempts go out in event order
                                "next_attempt_at": min(event.created_at, now),
                                "created_at": now,
                                "updated_at": now,
                            }
                        )
            if rows:
                session.execute(insert(WebhookDelivery), rows)
            return len(rows)

    # -- step 2: claim and deliver ----------------------------------------------------------------
    def claim(self, limit: int | None = None) -> list[str]:
        """Lease due deliveries to this worker within the per-endpoint and per-account caps, counting
        each as an attempt (see ``leases``); returns their ids in due order."""
        cfg = self.config
        caps = Caps(
            per_endpoint=cfg.per_endpoint_concurrency,
            per_account=cfg.per_account_concurrency,
            batch=min(cfg.batch_size, limit if limit is not None else cfg.batch_size),
        )
        if caps.batch <= 0:
            return []
        with self.db.session() as session:
            return claim_due(
                session,
                worker_id=cfg.worker_id,
                now=cfg.clock(),
                lease=cfg.lease,
                caps=caps,
                schedule=cfg.retry_schedule,
                jitter=cfg.jitter,
            )

    def _prepare(self, delivery_id: str) -> _Prepared | None:
        with self.db.session() as session:
            row = session.execute(
                select(WebhookDelivery, WebhookEndpoint, OutboxEvent)
                .join(WebhookEndpoint, WebhookEndpoint.id == WebhookDelivery.endpoint_id)
                .join(OutboxEvent, OutboxEvent.id == WebhookDelivery.event_id)
                .where(WebhookDelivery.id == delivery_id, WebhookDelivery.claimed_by == self.config.worker_id)
            ).first()
            if row is None:
                return None
            delivery, endpoint, event = row
            box = secret_box(self.settings)
            secrets_ = [box.open(endpoint.secret_sealed)]
            expires = endpoint.previous_secret_expires_at
            if endpoint.previous_secret_sealed and expires and expires > self.config.clock():
                secrets_.append(box.open(endpoint.previous_secret_sealed))
            try:
                data = build_event_data(
                    event.type, event.payload, origin_source=None, derived_sources=_sources(session, event)
                )
                body: str | None = json.dumps(
                    envelope(event.id, event.type, event.created_at, data), separators=(",", ":")
                )
            except BankFeedDataRefused:
                body = None
            return _Prepared(
                delivery_id=delivery.id,
                account_id=delivery.account_id,
                endpoint_id=endpoint.id,
                event_id=event.id,
                url=endpoint.url,
                body=body,
                secrets=secrets_,
                attempt_number=delivery.attempt_count,  # counted when claimed
            )

    async def _send(
        self, client: httpx.AsyncClient, prepared: _Prepared
    ) -> tuple[int | None, str | None, str | None]:
        """POST the body; returns (status code, response excerpt, error). The caller bounds its total
        time: httpx's timeout bounds each read, and a receiver trickling a byte at a time never trips it."""
        assert prepared.body is not None
        try:
            checked = await asyncio.to_thread(
                check_url,
                prepared.url,
                allow_loopback=self.settings.webhooks_allow_loopback,
                resolver=self.config.resolver,
            )
        except FinkitError as exc:
            return None, None, f"refused: {exc.message}"[:EXCERPT_CHARS]
        timestamp = int(datetime.now(UTC).timestamp())  # wall clock: receivers check it within 5 minutes
        headers = signed_headers(prepared.secrets, prepared.event_id, timestamp, prepared.body)
        headers["user-agent"] = "finkit-webhooks/1"
        request = pinned_request(client, "POST", checked, headers=headers, content=prepared.body.encode())
        try:
            response = await client.send(request, stream=True)
            try:
                raw = b""
                async for chunk in response.aiter_bytes():
                    raw += chunk
                    if len(raw) >= EXCERPT_CHARS * 4:
                        break
            finally:
                await response.aclose()
            excerpt = raw.decode("utf-8", errors="replace")[:EXCERPT_CHARS]
            return response.status_code, excerpt, None
        except httpx.HTTPError as exc:
            return None, None, f"{type(exc).__name__}: {exc}"[:EXCERPT_CHARS]

    async def _attempt(
        self, client: httpx.AsyncClient, delivery_id: str, claimed_at: float, stats: RunStats
    ) -> None:
        """One attempt of one claimed delivery: send under a total deadline while renewing the lease;
        stop as soon as the deadline passes, the endpoint is paused or the lease is lost."""
        prepared = await asyncio.to_thread(self._prepare, delivery_id)
        if prepared is None:
            return
        if prepared.body is None:
            await asyncio.to_thread(
                self._record, prepared, None, None, "bank-feed data is never sent", 0, stats
            )
            return
        cfg = self.config
        started = time.monotonic()
        lease_seconds = cfg.lease.total_seconds()
        # Never send past the lease: stop a heartbeat before it would lapse if it cannot be renewed.
        lease_ends = claimed_at + lease_seconds - cfg.heartbeat_seconds
        deadline = started + cfg.attempt_deadline_seconds
        send = asyncio.ensure_future(self._send(client, prepared))
        stopped: str | None = None
        lost = paused = False
        try:
            while True:
                limit = min(deadline, lease_ends)
                wait = max(0.0, min(cfg.heartbeat_seconds, limit - time.monotonic()))
                await asyncio.wait({send}, timeout=wait)
                if send.done():
                    break
                now_mono = time.monotonic()
                if now_mono >= deadline:
                    stopped = f"no complete answer within the {cfg.attempt_deadline_seconds:g} s deadline"
                    break
                try:
                    state = await asyncio.to_thread(self._renew, prepared.delivery_id)
                except Exception:  # the database is unreachable: keep going until the lease would end
                    log.warning("could not renew the lease on delivery %s", prepared.delivery_id)
                    state = "unknown"
                if state == "held":
                    lease_ends = now_mono + lease_seconds - cfg.heartbeat_seconds
                elif state == "paused":
                    stopped, paused = "stopped: the endpoint was paused or disabled during the attempt", True
                    break
                elif state == "lost" or time.monotonic() >= lease_ends:
                    stopped, lost = "stopped: the lease on this delivery was lost", True
                    break
        finally:
            if not send.done():
                send.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await send
        duration_ms = int((time.monotonic() - started) * 1000)
        if lost:
            # Another worker may own it now: recording here could overwrite its result. The attempt was
            # counted and backed off when claimed.
            log.warning("lease on delivery %s was lost during the attempt", prepared.delivery_id)
            stats.failed += 1
            return
        code: int | None
        excerpt: str | None
        error: str | None
        if stopped is not None:
            code, excerpt, error = None, None, stopped
        else:
            code, excerpt, error = send.result()
        await asyncio.to_thread(self._record, prepared, code, excerpt, error, duration_ms, stats, paused)

    def _renew(self, delivery_id: str) -> str:
        cfg = self.config
        with self.db.session() as session:
            return renew(
                session, delivery_id=delivery_id, worker_id=cfg.worker_id, until=cfg.clock() + cfg.lease
            )

    def _record(
        self,
        prepared: _Prepared,
        code: int | None,
        excerpt: str | None,
        error: str | None,
        duration_ms: int,
        stats: RunStats,
        paused: bool = False,
    ) -> None:
        """Record the attempt and the next step. ``paused``: the holder stopped it, which says nothing
        about the receiver's health (the endpoint's failure count is left alone)."""
        now = self.config.clock()
        suppressed = prepared.body is None
        success = code is not None and 200 <= code < 300
        outcome = "refused" if suppressed else ("success" if success else "failure")
        with self.db.session() as session:
            session.add(
                WebhookAttempt(
                    account_id=prepared.account_id,
                    delivery_id=prepared.delivery_id,
                    attempted_at=now,
                    outcome=outcome,
                    response_code=code,
                    response_excerpt=excerpt,
                    error=error,
                    duration_ms=duration_ms,
                    worker=self.config.worker_id,
                )
            )
            values: dict[str, Any] = {
                "attempt_count": prepared.attempt_number,
                "claimed_by": None,
                "claimed_until": None,
                "last_response_code": code,
                "last_error": error,
                "updated_at": now,
            }
            if suppressed:
                values["status"] = "suppressed"
                stats.suppressed += 1
            elif success:
                values.update(status="succeeded", delivered_at=now)
                stats.succeeded += 1
            else:
                stats.failed += 1
                delay = backoff(self.config.retry_schedule, self.config.jitter, prepared.attempt_number)
                if code != 410 and delay is not None:
                    values.update(status="pending", next_attempt_at=now + timedelta(seconds=delay))
                else:
                    values["status"] = "failed"
            held = session.execute(
                update(WebhookDelivery)
                .where(
                    WebhookDelivery.id == prepared.delivery_id,
                    WebhookDelivery.claimed_by == self.config.worker_id,
                )
                .values(**values)
                .execution_options(synchronize_session=False)
            )
            if getattr(held, "rowcount", 1) == 0:
                log.warning("lease on delivery %s was lost before recording", prepared.delivery_id)
                return
            if not suppressed and not paused:
                update_endpoint_health(
                    session,
                    account_id=prepared.account_id,
                    endpoint_id=prepared.endpoint_id,
                    now=now,
                    success=success,
                    code=code,
                    exhausted=values["status"] == "failed",
                    failing_threshold=self.config.failing_threshold,
                )

    # -- loop ----------------------------------------------------------------------------------------
    def run_once(self) -> RunStats:
        """Fan out every new event, then attempt every due delivery once (concurrently, within the
        caps), and return when none is due or in flight. For ``--once`` and tests."""
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return asyncio.run(self._run(None))
        # Called from async code (an ASGI test, a notebook): run on a thread with its own loop.
        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            return pool.submit(asyncio.run, self._run(None)).result()

    def run_forever(self, stop: threading.Event, *, interval: float = 1.0) -> None:
        """Keep fanning out and starting attempts until ``stop`` is set. A pass never waits for attempts
        in flight, so a slow receiver holds only its own slots, never the next pass."""
        asyncio.run(self._run(stop, interval=interval))

    def _fan_out_all(self) -> int:
        queued = 0
        while True:
            created = self.fan_out()
            queued += created
            if not created and not self._more_undispatched():
                return queued

    async def _run(self, stop: threading.Event | None, *, interval: float = 1.0) -> RunStats:
        stats = RunStats()
        cfg = self.config
        timeout = httpx.Timeout(min(cfg.timeout_seconds, cfg.attempt_deadline_seconds))
        in_flight: set[asyncio.Future[None]] = set()
        async with httpx.AsyncClient(timeout=timeout, follow_redirects=False, trust_env=False) as client:
            try:
                while stop is None or not stop.is_set():
                    try:
                        stats.queued += await asyncio.to_thread(self._fan_out_all)
                        free = cfg.max_in_flight - len(in_flight)
                        ids = await asyncio.to_thread(self.claim, free) if free > 0 else []
                    except Exception:  # a database hiccup must not kill the worker; the next pass retries
                        if stop is None:
                            raise
                        log.exception("webhook worker pass failed")
                        ids = []
                    claimed_at = time.monotonic()
                    stats.claimed += len(ids)
                    for delivery_id in ids:
                        in_flight.add(
                            asyncio.ensure_future(self._attempt(client, delivery_id, claimed_at, stats))
                        )
                    if stop is None:
                        if not in_flight:
                            if ids:
                                continue
                            break
                        if ids and len(in_flight) < cfg.max_in_flight:
                            continue  # claim more before waiting
                        done, in_flight = await asyncio.wait(in_flight, return_when=asyncio.FIRST_COMPLETED)
                    else:
                        if in_flight:
                            done, in_flight = await asyncio.wait(
                                in_flight, timeout=interval, return_when=asyncio.FIRST_COMPLETED
                            )
                        else:
                            done = set()
                            await _idle(stop, interval)
                    for task in done:
                        if task.exception() is not None:
                            log.error("webhook attempt failed", exc_info=task.exception())
            finally:
                # Stopping: attempts in flight end now; their leases lapse and another worker retries.
                for task in in_flight:
                    task.cancel()
                await asyncio.gather(*in_flight, return_exceptions=True)
        return stats

    def _more_undispatched(self) -> bool:
        with self.db.session() as session:
            return (
                session.scalar(select(OutboxEvent.id).where(OutboxEvent.dispatched_at.is_(None)).limit(1))
                is not None
            )


#: How often an idle worker looks at its stop event while it waits for the next pass.
STOP_POLL_SECONDS = 0.05


async def _idle(stop: threading.Event, interval: float) -> None:
    """Wait ``interval`` seconds, or less once ``stop`` is set: stopping (``finkit serve``'s lifespan, at
    every shutdown) never waits out the rest of an idle interval. Polled on the loop rather than
    ``stop.wait`` in a thread: a thread would need the executor, which is gone while the interpreter
    exits."""
    deadline = time.monotonic() + interval
    while not stop.is_set():
        left = deadline - time.monotonic()
        if left <= 0:
            return
        await asyncio.sleep(min(left, STOP_POLL_SECONDS))


def _sources(session: Session, event: OutboxEvent) -> list[str | None]:
    """Sources of the records an event's payload refers to (a transaction's, today), for the bank-feed
    check at send time: a payload about a bank-feed transaction is never sent, whoever published it."""
    transaction_id = (event.payload or {}).get("transactionId")
    if not transaction_id:
        return []
    source = session.scalar(
        select(Transaction.source).where(
            Transaction.id == str(transaction_id), Transaction.account_id == event.account_id
        )
    )
    return [source]


class BackgroundWorker:
    """A delivery worker on a daemon thread, for ``finkit serve``'s lifespan."""

    def __init__(self, worker: DeliveryWorker, *, interval: float = 1.0, owns_db: bool = False) -> None:
        self.worker = worker
        self.interval = interval
        self._stop = threading.Event()
        self._owns_db = owns_db
        self._thread = threading.Thread(target=self._run, name="finkit-webhooks", daemon=True)

    def start(self) -> BackgroundWorker:
        self._thread.start()
        return self

    def _run(self) -> None:
        self.worker.run_forever(self._stop, interval=self.interval)

    def stop(self, timeout: float = 10.0) -> None:
        self._stop.set()
        self._thread.join(timeout)
        self.worker.close()
        if self._owns_db:
            self.worker.db.dispose()

    @property
    def running(self) -> bool:
        return self._thread.is_alive()


def start_background_worker(
    settings: Settings,
    *,
    db: Database | None = None,
    config: WorkerConfig | None = None,
    interval: float = 1.0,
) -> BackgroundWorker:
    """Start delivering in the background; call ``.stop()`` (or ``stop_background_worker``) on shutdown."""
    owns_db = db is None
    database = db or Database(settings.resolved_database_url())
    return BackgroundWorker(
        DeliveryWorker(database, settings, config=config), interval=interval, owns_db=owns_db
    ).start()


def stop_background_worker(worker: BackgroundWorker, timeout: float = 10.0) -> None:
    worker.stop(timeout)
