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

import json
import logging
import os
import random
import socket
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
from sqlalchemy import insert, or_, select, true, update
from sqlalchemy.orm import Session

from finkit.core.accounts.models import Account
from finkit.core.audit.service import record_activity
from finkit.core.context import TIERS, RequestInfo, tier_rank
from finkit.core.db.base import utcnow
from finkit.core.db.engine import Database
from finkit.core.errors import FinkitError
from finkit.core.events.models import OutboxEvent
from finkit.core.notifications.service import notify
from finkit.core.outbound import Resolver, check_url, pinned_request, system_resolver
from finkit.core.settings import Settings
from finkit.core.transactions.models import Transaction
from finkit.core.webhooks.models import WebhookAttempt, WebhookDelivery, WebhookEndpoint
from finkit.core.webhooks.payloads import BankFeedDataRefused, build_event_data, envelope
from finkit.core.webhooks.service import MIN_TIER, secret_box
from finkit.core.webhooks.signing import signed_headers

log = logging.getLogger(__name__)

#: Seconds to wait after failed attempt 1, 2, ... (about 22.6 hours in all; 10 attempts).
DEFAULT_RETRY_SCHEDULE: tuple[float, ...] = (5, 30, 120, 600, 1800, 3600, 10800, 21600, 43200)
EXCERPT_CHARS = 500
_SYSTEM = RequestInfo(actor="system")
_ELIGIBLE_TIERS = tuple(t for t in TIERS if tier_rank(t) >= tier_rank(MIN_TIER))


def default_worker_id() -> str:
    return f"{socket.gethostname()[:30]}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


@dataclass
class WorkerConfig:
    retry_schedule: tuple[float, ...] = DEFAULT_RETRY_SCHEDULE
    jitter: float = 0.2  # each delay is multiplied by a random factor in [1 - jitter, 1 + jitter]
    timeout_seconds: float = 10.0
    lease: timedelta = timedelta(seconds=60)  # longer than one send, so a live claim never expires
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
    def __init__(
        self,
        db: Database,
        settings: Settings,
        *,
        config: WorkerConfig | None = None,
        client: httpx.Client | None = None,
    ) -> None:
        self.db = db
        self.settings = settings
        self.config = config or WorkerConfig()
        self._client = client or httpx.Client(
            timeout=self.config.timeout_seconds, follow_redirects=False, trust_env=False
        )
        self._owns_client = client is None

    def close(self) -> None:
        if self._owns_client:
            self._client.close()

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
    def claim(self) -> list[str]:
        """Lease a batch of due deliveries to this worker; returns their ids."""
        now = self.config.clock()
        with self.db.session() as session:
            pick = (
                select(WebhookDelivery.id)
                .join(WebhookEndpoint, WebhookEndpoint.id == WebhookDelivery.endpoint_id)
                .where(
                    WebhookDelivery.status == "pending",
                    WebhookDelivery.next_attempt_at <= now,
                    or_(WebhookDelivery.claimed_until.is_(None), WebhookDelivery.claimed_until < now),
                    WebhookEndpoint.active.is_(True),
                    WebhookEndpoint.status != "disabled",
                )
                .order_by(WebhookDelivery.next_attempt_at, WebhookDelivery.id)
                .limit(self.config.batch_size)
            )
            if self.db.dialect == "postgresql":
                pick = pick.with_for_update(skip_locked=True, of=WebhookDelivery)
            ids = session.execute(
                update(WebhookDelivery)
                .where(
                    WebhookDelivery.id.in_(pick),
                    WebhookDelivery.status == "pending",
                    or_(WebhookDelivery.claimed_until.is_(None), WebhookDelivery.claimed_until < now),
                )
                .values(claimed_by=self.config.worker_id, claimed_until=now + self.config.lease)
                .returning(WebhookDelivery.id, WebhookDelivery.next_attempt_at)
                .execution_options(synchronize_session=False)
            ).all()
            # RETURNING gives rows in no particular order: send them in due (event) order.
            return [row.id for row in sorted(ids, key=lambda row: (row.next_attempt_at, row.id))]

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
                attempt_number=delivery.attempt_count + 1,
            )

    def _send(self, prepared: _Prepared) -> tuple[int | None, str | None, str | None]:
        """POST the body; returns (status code, response excerpt, error)."""
        assert prepared.body is not None
        try:
            checked = check_url(
                prepared.url,
                allow_loopback=self.settings.webhooks_allow_loopback,
                resolver=self.config.resolver,
            )
        except FinkitError as exc:
            return None, None, f"refused: {exc.message}"[:EXCERPT_CHARS]
        timestamp = int(datetime.now(UTC).timestamp())  # wall clock: receivers check it within 5 minutes
        headers = signed_headers(prepared.secrets, prepared.event_id, timestamp, prepared.body)
        headers["user-agent"] = "finkit-webhooks/1"
        request = pinned_request(
            self._client, "POST", checked, headers=headers, content=prepared.body.encode()
        )
        try:
            response = self._client.send(request, stream=True)
            try:
                raw = b""
                for chunk in response.iter_bytes():
                    raw += chunk
                    if len(raw) >= EXCERPT_CHARS * 4:
                        break
            finally:
                response.close()
            excerpt = raw.decode("utf-8", errors="replace")[:EXCERPT_CHARS]
            return response.status_code, excerpt, None
        except httpx.HTTPError as exc:
            return None, None, f"{type(exc).__name__}: {exc}"[:EXCERPT_CHARS]

    def deliver(self, delivery_id: str, stats: RunStats) -> None:
        prepared = self._prepare(delivery_id)
        if prepared is None:
            return
        started = time.monotonic()
        code: int | None
        excerpt: str | None
        error: str | None
        if prepared.body is None:
            code, excerpt, error = None, None, "bank-feed data is never sent"
        else:
            code, excerpt, error = self._send(prepared)
        duration_ms = int((time.monotonic() - started) * 1000)
        self._record(prepared, code, excerpt, error, duration_ms, stats)

    def _record(
        self,
        prepared: _Prepared,
        code: int | None,
        excerpt: str | None,
        error: str | None,
        duration_ms: int,
        stats: RunStats,
    ) -> None:
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
                schedule = self.config.retry_schedule
                if code != 410 and prepared.attempt_number <= len(schedule):
                    delay = schedule[prepared.attempt_number - 1]
                    factor = random.uniform(1 - self.config.jitter, 1 + self.config.jitter)
                    values.update(status="pending", next_attempt_at=now + timedelta(seconds=delay * factor))
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
            if not suppressed:
                self._update_endpoint(session, prepared, now, success, code, values["status"] == "failed")

    def _update_endpoint(
        self,
        session: Session,
        prepared: _Prepared,
        now: datetime,
        success: bool,
        code: int | None,
        exhausted: bool,
    ) -> None:
        table = WebhookEndpoint
        where = [table.id == prepared.endpoint_id]
        if success:
            session.execute(
                update(table)
                .where(*where)
                .values(consecutive_failures=0, last_success_at=now)
                .execution_options(synchronize_session=False)
            )
            session.execute(
                update(table)
                .where(*where, table.status == "failing")
                .values(status="healthy")
                .execution_options(synchronize_session=False)
            )
            return
        session.execute(
            update(table)
            .where(*where)
            .values(consecutive_failures=table.consecutive_failures + 1, last_failure_at=now)
            .execution_options(synchronize_session=False)
        )
        if code == 410:
            changed = session.execute(
                update(table)
                .where(*where, table.status != "disabled")
                .values(status="disabled", disabled_reason="the receiver answered 410 Gone")
                .execution_options(synchronize_session=False)
            )
            if getattr(changed, "rowcount", 0):
                self._tell_holder(
                    session,
                    prepared,
                    "webhook.disabled",
                    "A webhook endpoint was disabled",
                    "It answered 410 Gone, so finkit stopped sending to it. Resume it to re-enable.",
                )
            return
        threshold_hit = table.consecutive_failures >= self.config.failing_threshold
        changed = session.execute(
            update(table)
            .where(*where, table.status == "healthy", true() if exhausted else threshold_hit)
            .values(status="failing")
            .execution_options(synchronize_session=False)
        )
        if getattr(changed, "rowcount", 0):
            self._tell_holder(
                session,
                prepared,
                "webhook.failing",
                "A webhook endpoint is failing",
                "Deliveries keep failing; finkit keeps retrying. Check the endpoint's deliveries.",
            )

    def _tell_holder(self, session: Session, prepared: _Prepared, kind: str, title: str, body: str) -> None:
        record_activity(
            session,
            None,
            kind,
            target_type="webhook",
            target_id=prepared.endpoint_id,
            outcome="failure",
            request=_SYSTEM,
            account_id=prepared.account_id,
        )
        notify(
            session,
            prepared.account_id,
            kind,
            title,
            body=body,
            target_type="webhook",
            target_id=prepared.endpoint_id,
        )

    # -- loop ----------------------------------------------------------------------------------------
    def run_once(self) -> RunStats:
        """Fan out every new event, then attempt every due delivery once. Returns what happened."""
        stats = RunStats()
        while True:
            queued = self.fan_out()
            stats.queued += queued
            if not queued and not self._more_undispatched():
                break
        while True:
            ids = self.claim()
            if not ids:
                break
            stats.claimed += len(ids)
            for delivery_id in ids:
                self.deliver(delivery_id, stats)
        return stats

    def _more_undispatched(self) -> bool:
        with self.db.session() as session:
            return (
                session.scalar(select(OutboxEvent.id).where(OutboxEvent.dispatched_at.is_(None)).limit(1))
                is not None
            )

    def run_forever(self, stop: threading.Event, *, interval: float = 1.0) -> None:
        while not stop.is_set():
            try:
                self.run_once()
            except Exception:  # a database hiccup must not kill the worker; the next pass retries
                log.exception("webhook worker pass failed")
            stop.wait(interval)


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
