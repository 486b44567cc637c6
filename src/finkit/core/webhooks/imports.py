"""``transaction.categorized`` for imported rows: one event per row that the import left categorised.

The write pipeline's last import step (``finkit.core.pipeline``), so it
runs after rules and categorisation, inside the import's transaction, once per inserted chunk: the
events commit or roll back with the rows. An account without an active endpoint subscribed to the kind
costs one small query per chunk and writes nothing. Bank-feed rows never publish (they do not pass
through this pipeline, and they are filtered here too).
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.events.bus import PRIVATE_SOURCES
from finkit.core.events.categorized import categorized_payload, categorized_rows
from finkit.core.imports.rows import ImportRow
from finkit.core.transactions.models import Transaction
from finkit.core.webhooks.outbox import publish_many
from finkit.core.webhooks.service import account_wants_event

EVENT = "transaction.categorized"
_LOOKUP_GROUP = 5000


def publish_categorized_imports(
    session: Session, ctx: AccountContext, batch_id: str, rows: list[ImportRow]
) -> int:
    """Publish one ``transaction.categorized`` per categorised, inserted row of this chunk; returns how
    many events were written."""
    fingerprints = [
        r.fingerprint for r in rows if r.category_id and r.fingerprint and r.source not in PRIVATE_SOURCES
    ]
    if not fingerprints or not batch_id:
        return 0
    if not account_wants_event(session, ctx.account_id, EVENT):
        return 0
    by_source: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for start in range(0, len(fingerprints), _LOOKUP_GROUP):
        group = fingerprints[start : start + _LOOKUP_GROUP]
        # Ids are assigned by the bulk insert: read the rows this batch actually inserted (a fingerprint
        # that raced in from elsewhere was skipped by the insert and is not part of this batch).
        found = session.execute(
            categorized_rows(ctx)
            .where(Transaction.import_batch_id == batch_id, Transaction.fingerprint.in_(group))
            .order_by(Transaction.date, Transaction.id)
        ).all()
        for row in found:
            by_source[row.source].append(categorized_payload(row, row.category_id, row.category_name))
    return sum(
        publish_many(session, ctx, EVENT, payloads, origin_source=source)
        for source, payloads in by_source.items()
    )
