"""The one place event payloads are shaped for receivers: minimised, and never from bank-feed data.

Every payload that leaves finkit passes through ``build_event_data`` twice: when the event is published
(``publish_many``) and again by the delivery worker just before sending, so a publisher that adds a
field by mistake (notes, an email) still cannot leak it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

from finkit.core.errors import PermissionDeniedError, ValidationError
from finkit.core.events.bus import PRIVATE_SOURCES

#: The fields a receiver gets per event kind; anything else is dropped.
ALLOWED_FIELDS: dict[str, tuple[str, ...]] = {
    "transaction.categorized": (
        "transactionId",
        "amount",
        "currency",
        "date",
        "merchant",
        "categoryId",
        "categoryName",
    ),
    "expense.created": (
        "expenseId",
        "transactionId",
        "amount",
        "currency",
        "date",
        "merchant",
        "categoryId",
        "categoryName",
    ),
    "receipt.processed": (
        "receiptId",
        "transactionId",
        "expenseId",
        "amount",
        "currency",
        "date",
        "merchant",
    ),
}


class BankFeedDataRefused(PermissionDeniedError):
    """Raised when anything derived from a bank feed is about to become a webhook payload."""

    def __init__(self) -> None:
        super().__init__("bank-feed data never leaves the account through events or webhooks")


def refuse_private(origin_source: str | None, derived_sources: Iterable[str | None] = ()) -> None:
    for source in (origin_source, *derived_sources):
        if source in PRIVATE_SOURCES:
            raise BankFeedDataRefused()


def build_event_data(
    event_type: str,
    data: Mapping[str, Any],
    *,
    origin_source: str | None,
    derived_sources: Iterable[str | None] = (),
) -> dict[str, Any]:
    """The minimised ``data`` of an event. Raises ``BankFeedDataRefused`` for bank-feed records
    (``origin_source`` is the record's source; ``derived_sources`` the sources of records it came from)."""
    refuse_private(origin_source, derived_sources)
    if data.get("source") in PRIVATE_SOURCES or data.get("originSource") in PRIVATE_SOURCES:
        raise BankFeedDataRefused()
    allowed = ALLOWED_FIELDS.get(event_type)
    if allowed is None:
        raise ValidationError.for_field("type", f"{event_type!r} is not a webhook event kind")
    return {name: _plain(data.get(name)) for name in allowed if name in data}


def _plain(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    if value is None or isinstance(value, bool | int | str):
        return value
    return str(value)  # Decimals travel as strings: exact in every language


def envelope(event_id: str, event_type: str, occurred_at: datetime, data: dict[str, Any]) -> dict[str, Any]:
    """The body receivers get: ``{"id", "type", "timestamp", "data"}`` (Standard Webhooks layout)."""
    return {"id": event_id, "type": event_type, "timestamp": occurred_at.isoformat(), "data": data}
