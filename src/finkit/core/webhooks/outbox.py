"""Set-based publishing for bulk writers (imports): one outbox row per record, in one INSERT, and
nothing at all when the account has no active webhook endpoint for the event kind - so a million-row
import without webhooks costs one small query."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import insert
from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.db.base import new_id, utcnow
from finkit.core.events.bus import PRIVATE_SOURCES
from finkit.core.events.models import OutboxEvent
from finkit.core.webhooks.payloads import build_event_data
from finkit.core.webhooks.service import account_wants_event

CHUNK = 1000


def publish_many(
    session: Session,
    ctx: AccountContext,
    event_type: str,
    payloads: Iterable[dict[str, Any]],
    *,
    origin_source: str,
) -> int:
    """Write one ``event_type`` outbox row per payload inside ``session``'s transaction; returns how many.

    Bank-feed rows (``origin_source="bank_feed"``) publish nothing. Payloads are minimised here.
    """
    if origin_source in PRIVATE_SOURCES:
        return 0
    if not account_wants_event(session, ctx.account_id, event_type):
        return 0
    written = 0
    chunk: list[dict[str, Any]] = []
    now = utcnow()
    for payload in payloads:
        data = build_event_data(event_type, payload, origin_source=origin_source)
        chunk.append(
            {
                "id": new_id(),
                "account_id": ctx.account_id,
                "type": event_type,
                "payload": data,
                "created_at": now,
            }
        )
        if len(chunk) >= CHUNK:
            session.execute(insert(OutboxEvent), chunk)
            written += len(chunk)
            chunk = []
    if chunk:
        session.execute(insert(OutboxEvent), chunk)
        written += len(chunk)
    return written
