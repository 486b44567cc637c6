from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import Field
from sqlalchemy import Table, func, insert, select
from sqlalchemy.orm import Session

from finkit.core.audit.models import ActivityRecord
from finkit.core.context import AccountContext, RequestInfo
from finkit.core.keyset import after, check_cursor_and_page, decode_cursor, encode_cursor
from finkit.core.schemas import Pagination, Schema, check_page, pagination

_ACTIVITY: Table = ActivityRecord.__table__  # type: ignore[assignment]


class AuditEntry(Schema):
    id: str
    occurred_at: datetime
    actor: str
    action: str
    target_type: str | None
    target_id: str | None
    outcome: str
    client_address: str | None
    user_agent: str | None
    request_id: str | None
    credential_id: str | None
    details: dict[str, Any]


def _activity_values(
    ctx: AccountContext | None,
    action: str,
    *,
    target_type: str | None,
    target_id: str | None,
    outcome: str,
    details: dict[str, Any] | None,
    request: RequestInfo | None,
    account_id: str | None,
    user_id: str | None,
) -> dict[str, Any]:
    """The columns of one log row, written once for the ORM path and the Core path below."""
    info = request or (ctx.request if ctx else RequestInfo(actor="system"))
    return {
        "account_id": ctx.account_id if ctx else account_id,
        "user_id": ctx.user_id if ctx else user_id,
        "actor": info.actor,
        "action": action,
        "target_type": target_type,
        "target_id": target_id,
        "outcome": outcome,
        "client_address": info.client_address,
        "user_agent": (info.user_agent or "")[:300] or None,
        "request_id": info.request_id,
        "credential_id": info.credential_id,
        "details": details or {},
    }


def record_activity(
    session: Session,
    ctx: AccountContext | None,
    action: str,
    *,
    target_type: str | None = None,
    target_id: str | None = None,
    outcome: str = "success",
    details: dict[str, Any] | None = None,
    request: RequestInfo | None = None,
    account_id: str | None = None,
    user_id: str | None = None,
) -> None:
    """Add one log row to ``session`` so it commits (or rolls back) with the change it describes.

    Without a context (e.g. a failed sign-in), pass ``request`` and whatever ids are known.
    """
    values = _activity_values(
        ctx,
        action,
        target_type=target_type,
        target_id=target_id,
        outcome=outcome,
        details=details,
        request=request,
        account_id=account_id,
        user_id=user_id,
    )
    session.add(ActivityRecord(**values))


def insert_activity(
    session: Session,
    ctx: AccountContext,
    action: str,
    *,
    target_type: str | None = None,
    target_id: str | None = None,
    details: dict[str, Any] | None = None,
) -> None:
    """The same row as ``record_activity``, inserted now with SQLAlchemy Core on the session's connection.

    Why: an ORM flush (or ORM insert) maps every model first (``core/db/engine.py:load_all_models``,
    ~0.1 s), which a file import, whose other writes are all Core, would pay for this one row (issue 14,
    the 10k target). Core applies the same column defaults (id, ``occurred_at``). Only for a caller
    whose rows the row refers to are already written: nothing is flushed before it.
    """
    values = _activity_values(
        ctx,
        action,
        target_type=target_type,
        target_id=target_id,
        outcome="success",
        details=details,
        request=None,
        account_id=None,
        user_id=None,
    )
    session.connection().execute(insert(_ACTIVITY).values(**values))


class ActivityPage(Schema):
    entries: list[AuditEntry]
    pagination: Pagination
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )


CURSOR_KIND = "activity"


def activity_page(
    ctx: AccountContext, *, page: int = 1, limit: int = 50, cursor: str | None = None
) -> ActivityPage:
    """The account holder's own activity, newest first, by page number or by ``cursor`` (the previous
    page's ``next_cursor``: constant cost at any depth, see core/keyset.py)."""
    check_page(page, limit)
    check_cursor_and_page(cursor, page)
    key = decode_cursor(ctx, CURSOR_KIND, cursor, (datetime, str))
    where = ActivityRecord.account_id == ctx.account_id
    order = (ActivityRecord.occurred_at.desc(), ActivityRecord.id.desc())
    with ctx.db.session() as session:
        total = session.scalar(select(func.count()).select_from(ActivityRecord).where(where)) or 0
        query = select(ActivityRecord).where(where).order_by(*order).limit(limit + 1)
        if key is None:
            query = query.offset((page - 1) * limit)
        else:
            query = query.where(after((ActivityRecord.occurred_at, ActivityRecord.id), key))
        rows = session.scalars(query).all()
        shown = rows[:limit]
        next_cursor = (
            encode_cursor(ctx, CURSOR_KIND, (shown[-1].occurred_at, shown[-1].id))
            if len(rows) > limit
            else None
        )
        return ActivityPage(
            entries=[AuditEntry.model_validate(r) for r in shown],
            pagination=pagination(page, limit, total),
            next_cursor=next_cursor,
        )


def list_activity(
    ctx: AccountContext, *, page: int = 1, limit: int = 50
) -> tuple[list[AuditEntry], Pagination]:
    """The account holder's own activity, newest first (``activity_page`` also pages by cursor)."""
    result = activity_page(ctx, page=page, limit=limit)
    return result.entries, result.pagination


def log_activity(
    ctx: AccountContext,
    action: str,
    *,
    target_type: str | None = None,
    target_id: str | None = None,
    outcome: str = "success",
    details: dict[str, Any] | None = None,
) -> None:
    """Record an activity that has no write of its own to ride on (a read, a tool call, a refusal)."""
    with ctx.db.session() as session:
        record_activity(
            session,
            ctx,
            action,
            target_type=target_type,
            target_id=target_id,
            outcome=outcome,
            details=details,
        )
