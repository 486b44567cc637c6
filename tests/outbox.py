"""The events a test's writes published, read back from the outbox (where ``events.bus.publish`` puts
them, in the writing transaction: a rolled-back write has none)."""

from __future__ import annotations

from collections.abc import Iterator

from sqlalchemy import select

from finkit.core.db.engine import Database
from finkit.core.events.models import OutboxEvent


class Outbox:
    """The committed outbox events of one type, read afresh each time it is iterated."""

    def __init__(self, database: Database, event_type: str) -> None:
        self.database = database
        self.event_type = event_type

    def __iter__(self) -> Iterator[OutboxEvent]:
        with self.database.session() as session:
            rows = session.scalars(
                select(OutboxEvent)
                .where(OutboxEvent.type == self.event_type)
                .order_by(OutboxEvent.created_at, OutboxEvent.id)
            ).all()
        return iter(rows)
