"""``publish``: a domain event recorded in the outbox, in the writer's own transaction.

The outbox is the only way events leave a write: the webhook worker reads it after the commit
(``core/webhooks``), and a rollback takes the event with it. There is no in-process subscriber list:
nothing in finkit listened to one (issue 24 removed it), and a listener run after the commit could
neither undo the write nor be retried, where the outbox's deliveries are.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.db.base import new_id, utcnow
from finkit.core.events.models import OutboxEvent

#: Sources whose records never leave the account through events (bank-feed data stays private).
PRIVATE_SOURCES = frozenset({"bank_feed"})


@dataclass(frozen=True)
class DomainEvent:
    id: str
    type: str
    account_id: str
    occurred_at: datetime
    payload: dict[str, Any]


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
    return domain_event
