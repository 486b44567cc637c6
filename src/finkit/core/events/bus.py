from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import event
from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.db.base import new_id, utcnow
from finkit.core.events.models import OutboxEvent

log = logging.getLogger(__name__)

#: Sources whose records never leave the account through events (bank-feed data stays private).
PRIVATE_SOURCES = frozenset({"bank_feed"})


@dataclass(frozen=True)
class DomainEvent:
    id: str
    type: str
    account_id: str
    occurred_at: datetime
    payload: dict[str, Any]


Subscriber = Callable[[DomainEvent], None]
_subscribers: dict[str, list[Subscriber]] = defaultdict(list)
_PENDING_KEY = "finkit_pending_events"


def subscribe(event_type: str, handler: Subscriber) -> None:
    _subscribers[event_type].append(handler)


def unsubscribe(event_type: str, handler: Subscriber) -> None:
    if handler in _subscribers[event_type]:
        _subscribers[event_type].remove(handler)


def publish(
    session: Session, ctx: AccountContext, event_type: str, payload: dict[str, Any], *, origin_source: str
) -> DomainEvent | None:
    """Record ``event_type`` in the outbox inside ``session``'s transaction.

    ``origin_source`` is the ``source`` of the record the event is about; bank-feed records produce no
    event at all, so their data can never reach a webhook.
    """
    if origin_source in PRIVATE_SOURCES:
        return None
    domain_event = DomainEvent(new_id(), event_type, ctx.account_id, utcnow(), payload)
    session.add(
        OutboxEvent(
            id=domain_event.id,
            account_id=ctx.account_id,
            type=event_type,
            payload=payload,
            created_at=domain_event.occurred_at,
        )
    )
    session.info.setdefault(_PENDING_KEY, []).append(domain_event)
    return domain_event


@event.listens_for(Session, "after_commit")
def _dispatch_after_commit(session: Session) -> None:
    for domain_event in session.info.pop(_PENDING_KEY, []):
        for handler in list(_subscribers[domain_event.type]):
            try:
                handler(domain_event)
            except Exception:  # a subscriber must never undo or block a committed change
                log.exception("event subscriber failed for %s", domain_event.type)


@event.listens_for(Session, "after_rollback")
def _drop_after_rollback(session: Session) -> None:
    session.info.pop(_PENDING_KEY, None)
