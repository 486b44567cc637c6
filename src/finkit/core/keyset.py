"""Keyset ("cursor") pagination, shared by every list that pages.

Why: ``page=N`` makes the database walk and discard ``(N-1) x limit`` index entries; at page 10,000
of a million rows that is 90-150 ms. A cursor carries the sort key of the last row a client saw, and
the next page starts *at* that key on the index (``WHERE (date, id) < (:date, :id)``): every page
costs what the first one does.

A cursor is opaque to clients: base64url of ``[list kind, sort key]`` plus a MAC under the
installation's secret key, so an edited or forged cursor is refused (VALIDATION_ERROR naming
``cursor``) rather than silently paging from somewhere else. It never widens access: the list
query is still the account's own, whatever the cursor says.

Use from a list service::

    key = decode_cursor(ctx, "transactions", filters.cursor, (datetime, str))   # or None
    query = query.where(after((Transaction.date, Transaction.id), key))          # newest first
    ... fetch limit + 1 rows; if there are more:
    next_cursor = encode_cursor(ctx, "transactions", (last.date, last.id))
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal, InvalidOperation
from typing import Any

from sqlalchemy import ColumnElement, Select, and_, func, or_, select
from sqlalchemy.orm import InstrumentedAttribute, Session

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.money import parse_amount

FIELD = "cursor"
_MAC_BYTES = 12
_INVALID = "is not a cursor this list gave out (use nextCursor from the previous page, unchanged)"


def _key(ctx: AccountContext) -> bytes:
    return hashlib.sha256(b"finkit-cursor\x00" + ctx.settings.resolved_secret_key().encode()).digest()


def _plain(value: Any) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Decimal):
        return str(value)
    return value


def encode_cursor(ctx: AccountContext, kind: str, key: Sequence[Any]) -> str:
    """The cursor that continues ``kind``'s list after the row whose sort key is ``key``."""
    payload = json.dumps([kind, [_plain(v) for v in key]], separators=(",", ":")).encode()
    mac = hmac.new(_key(ctx), payload, hashlib.sha256).digest()[:_MAC_BYTES]
    return f"{_b64(payload)}.{_b64(mac)}"


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _convert(value: Any, kind: type) -> Any:
    if kind is datetime:
        parsed = datetime.fromisoformat(value)
        if parsed.tzinfo is None:
            raise ValueError("naive date-time")
        return parsed
    if kind is date:
        return date.fromisoformat(value)
    if kind is Decimal:
        return parse_amount(value, field="cursor")
    if kind is int and isinstance(value, int) and not isinstance(value, bool):
        return value
    if kind is str and isinstance(value, str):
        return value
    raise ValueError(f"expected {kind.__name__}")


def decode_cursor(
    ctx: AccountContext, kind: str, cursor: str | None, types: Sequence[type]
) -> tuple[Any, ...] | None:
    """The sort key inside ``cursor`` (None when no cursor was given), typed as ``types``.

    Raises ValidationError on field ``cursor`` for anything malformed, edited, or from another list."""
    if cursor is None or cursor == "":
        return None
    try:
        payload_text, _, mac_text = cursor.strip().partition(".")
        payload, mac = _unb64(payload_text), _unb64(mac_text)
        expected = hmac.new(_key(ctx), payload, hashlib.sha256).digest()[:_MAC_BYTES]
        if not hmac.compare_digest(mac, expected):
            raise ValueError("bad MAC")
        cursor_kind, values = json.loads(payload)
        if cursor_kind != kind or not isinstance(values, list) or len(values) != len(types):
            raise ValueError("another list's cursor")
        return tuple(_convert(v, t) for v, t in zip(values, types, strict=True))
    except (ValueError, TypeError, binascii.Error, InvalidOperation, UnicodeDecodeError, ValidationError):
        raise ValidationError.for_field(FIELD, _INVALID) from None


def check_cursor_and_page(cursor: str | None, page: int) -> None:
    """A request pages by number or by cursor, not both."""
    if cursor and page != 1:
        raise ValidationError.for_field(FIELD, "cannot be combined with page (a cursor already says where)")


def after(
    columns: Sequence[ColumnElement[Any] | InstrumentedAttribute[Any]],
    key: Sequence[Any] | None,
    *,
    descending: bool = True,
) -> ColumnElement[bool]:
    """Rows strictly past ``key`` in the order ``columns`` (all descending, or all ascending).

    Written as ``a <= :a AND (a < :a OR b < :b)``: the first part is a plain range on the index's
    leading sort column (SQLite and PostgreSQL both start the index walk right at the key), the
    second skips the few rows that share ``:a`` and were already shown."""
    if key is None:
        return and_(True)
    first, *rest = columns
    head, *tail = key
    past: ColumnElement[bool] = first < head if descending else first > head
    if not rest:
        return past
    reached: ColumnElement[bool] = first <= head if descending else first >= head
    return and_(reached, or_(past, after(rest, tail, descending=descending)))


@dataclass(frozen=True)
class KeysetPage:
    """One page of ORM rows, the filtered total, and the cursor of the page after (None on the last)."""

    rows: list[Any]
    total: int
    next_cursor: str | None


def keyset_page(
    session: Session,
    ctx: AccountContext,
    query: Select[Any],
    *,
    kind: str,
    order: Sequence[InstrumentedAttribute[Any]],
    types: Sequence[type],
    page: int,
    limit: int,
    cursor: str | None,
    descending: bool = True,
) -> KeysetPage:
    """A page of ``query`` (the account's filtered rows, unordered) in ``order``, by number or by cursor.

    The one recipe of every list that pages by both: ``order`` ends with a unique column (the id) so
    the order is total; ``types`` are those columns' Python types (to read the cursor back). Numbered
    pages work as before (OFFSET); a cursor page starts at its key; both return ``next_cursor``, so a
    client may switch to cursors at any page. ``page`` with a cursor is refused."""
    check_cursor_and_page(cursor, page)
    key = decode_cursor(ctx, kind, cursor, types)
    total = session.scalar(select(func.count()).select_from(query.subquery())) or 0
    ordered = query.order_by(*(c.desc() if descending else c.asc() for c in order)).limit(limit + 1)
    if key is None:
        ordered = ordered.offset((page - 1) * limit)
    else:
        ordered = ordered.where(after(order, key, descending=descending))
    found = list(session.scalars(ordered).all())
    rows, more = found[:limit], len(found) > limit
    next_cursor = (
        encode_cursor(ctx, kind, [getattr(rows[-1], c.key) for c in order]) if more and rows else None
    )
    return KeysetPage(rows=rows, total=total, next_cursor=next_cursor)


__all__ = [
    "FIELD",
    "KeysetPage",
    "after",
    "check_cursor_and_page",
    "decode_cursor",
    "encode_cursor",
    "keyset_page",
]
