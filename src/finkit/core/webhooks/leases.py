"""Leases on webhook deliveries: claiming due work within the concurrency caps, renewing, checking.

A delivery is sent only by the worker whose lease (``claimed_by`` / ``claimed_until``) it holds. Why the
attempt is counted and backed off *at claim time*: a worker that dies, hangs or loses its lease mid-send
never records a result, and before (issue 24) such attempts were never counted, so backoff and giving up
never applied. Counting at claim makes every attempt count whatever happens to the worker; recording the
result only refines the next time (from the moment the attempt ended).

Caps: at most ``per_endpoint`` attempts in flight per endpoint and ``per_account`` per account, counted
from the live leases in the database, so they hold across workers and hosts. On PostgreSQL the count and
the claim run under one transaction-scoped advisory lock so two workers cannot both see a free slot; on
SQLite the database's single writer serialises claims the same way once the transaction writes.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import and_, func, or_, select, update
from sqlalchemy.orm import Session

from finkit.core.db.locks import advisory_xact_lock
from finkit.core.webhooks.models import WebhookDelivery, WebhookEndpoint

#: The advisory-lock key namespace for claiming (one lock for the whole claim step: it is short).
CLAIM_LOCK = "webhooks:claim"


@dataclass(frozen=True)
class Caps:
    per_endpoint: int
    per_account: int
    batch: int  # at most this many claimed in one call


def backoff(schedule: tuple[float, ...], jitter: float, attempt_number: int) -> float | None:
    """Seconds to wait after failed attempt ``attempt_number`` (1-based); None when none is left."""
    if attempt_number > len(schedule):
        return None
    return schedule[attempt_number - 1] * random.uniform(1 - jitter, 1 + jitter)


def _due(now: datetime) -> list[object]:
    return [
        WebhookDelivery.status == "pending",
        WebhookDelivery.next_attempt_at <= now,
        or_(WebhookDelivery.claimed_until.is_(None), WebhookDelivery.claimed_until < now),
        WebhookEndpoint.active.is_(True),
        WebhookEndpoint.status != "disabled",
    ]


def claim_due(
    session: Session,
    *,
    worker_id: str,
    now: datetime,
    lease: timedelta,
    caps: Caps,
    schedule: tuple[float, ...],
    jitter: float,
) -> list[str]:
    """Lease due deliveries to ``worker_id`` within the caps, counting each as an attempt; returns ids
    in due order. Deliveries whose last attempt was claimed but never recorded, with none left, fail."""
    due_now = (
        select(WebhookDelivery.id)
        .join(WebhookEndpoint, WebhookEndpoint.id == WebhookDelivery.endpoint_id)
        .where(and_(*_due(now)))  # type: ignore[arg-type]
        .limit(1)
    )
    if session.scalar(due_now) is None:
        return []  # nothing due: no lock taken (on SQLite, no write transaction every pass)
    advisory_xact_lock(session, CLAIM_LOCK)
    if session.get_bind().dialect.name == "sqlite":
        # Take SQLite's write lock now (a no-op write) so the counts below cannot go stale before the
        # claim writes: two processes counting the same free slot would both take it.
        session.execute(update(WebhookDelivery).where(WebhookDelivery.id == "").values(status="pending"))
    in_flight = session.execute(
        select(WebhookDelivery.endpoint_id, WebhookDelivery.account_id, func.count())
        .where(WebhookDelivery.status == "pending", WebhookDelivery.claimed_until >= now)
        .group_by(WebhookDelivery.endpoint_id, WebhookDelivery.account_id)
    ).all()
    busy_endpoint: Counter[str] = Counter()
    busy_account: Counter[str] = Counter()
    for endpoint_id, account_id, count in in_flight:
        busy_endpoint[endpoint_id] += count
        busy_account[account_id] += count

    # Rank due deliveries within their endpoint, so one endpoint with a deep queue offers only as many
    # candidates as it may run: the others behind it in time are still reached.
    ranked = (
        select(
            WebhookDelivery.id,
            WebhookDelivery.endpoint_id,
            WebhookDelivery.account_id,
            WebhookDelivery.attempt_count,
            WebhookDelivery.next_attempt_at,
            func.row_number()
            .over(
                partition_by=WebhookDelivery.endpoint_id,
                order_by=(WebhookDelivery.next_attempt_at, WebhookDelivery.id),
            )
            .label("rank"),
        )
        .join(WebhookEndpoint, WebhookEndpoint.id == WebhookDelivery.endpoint_id)
        .where(and_(*_due(now)))  # type: ignore[arg-type]
        .subquery()
    )
    candidates = session.execute(
        select(ranked)
        .where(ranked.c.rank <= caps.per_endpoint)
        .order_by(ranked.c.next_attempt_at, ranked.c.id)
        .limit(max(caps.batch * caps.per_endpoint, 200))
    ).all()
    max_attempts = len(schedule) + 1
    chosen: list[str] = []
    for row in candidates:
        if len(chosen) >= caps.batch:
            break
        if row.attempt_count >= max_attempts:
            session.execute(
                update(WebhookDelivery)
                .where(WebhookDelivery.id == row.id, WebhookDelivery.status == "pending")
                .values(
                    status="failed",
                    last_error="no attempt left (the last one never reported back)",
                    updated_at=now,
                )
                .execution_options(synchronize_session=False)
            )
            continue
        if busy_endpoint[row.endpoint_id] >= caps.per_endpoint:
            continue
        if busy_account[row.account_id] >= caps.per_account:
            continue
        attempt_number = row.attempt_count + 1
        wait = backoff(schedule, jitter, attempt_number)
        taken = session.execute(
            update(WebhookDelivery)
            .where(
                WebhookDelivery.id == row.id,
                WebhookDelivery.status == "pending",
                or_(WebhookDelivery.claimed_until.is_(None), WebhookDelivery.claimed_until < now),
            )
            .values(
                claimed_by=worker_id,
                claimed_until=now + lease,
                attempt_count=attempt_number,
                # if this attempt never reports back, the next one still waits its turn
                next_attempt_at=now + lease + timedelta(seconds=wait or 0),
                updated_at=now,
            )
            .execution_options(synchronize_session=False)
        )
        if getattr(taken, "rowcount", 1):
            chosen.append(row.id)
            busy_endpoint[row.endpoint_id] += 1
            busy_account[row.account_id] += 1
    return chosen


def renew(session: Session, *, delivery_id: str, worker_id: str, until: datetime) -> str:
    """Extend this worker's lease; returns ``held``, ``lost`` (another worker or a reset took it) or
    ``paused`` (the holder paused or finkit disabled the endpoint: the attempt must stop)."""
    row = session.execute(
        select(WebhookEndpoint.active, WebhookEndpoint.status)
        .join(WebhookDelivery, WebhookDelivery.endpoint_id == WebhookEndpoint.id)
        .where(WebhookDelivery.id == delivery_id)
    ).first()
    if row is None:
        return "lost"  # the endpoint (and its deliveries) was deleted
    if not row.active or row.status == "disabled":
        return "paused"
    held = session.execute(
        update(WebhookDelivery)
        .where(
            WebhookDelivery.id == delivery_id,
            WebhookDelivery.claimed_by == worker_id,
            WebhookDelivery.status == "pending",
        )
        .values(claimed_until=until)
        .execution_options(synchronize_session=False)
    )
    return "held" if getattr(held, "rowcount", 1) else "lost"
