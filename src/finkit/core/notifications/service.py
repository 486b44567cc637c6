"""Write and read notices for the account holder."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.notifications.models import Notification
from finkit.core.schemas import Schema


class NotificationRead(Schema):
    id: str
    kind: str
    title: str
    body: str
    target_type: str | None
    target_id: str | None
    created_at: datetime
    read_at: datetime | None


def notify(
    session: Session,
    account_id: str,
    kind: str,
    title: str,
    *,
    body: str = "",
    target_type: str | None = None,
    target_id: str | None = None,
) -> None:
    """Add a notice inside ``session`` (system code such as the webhook worker has no context)."""
    session.add(
        Notification(
            account_id=account_id,
            kind=kind,
            title=title[:200],
            body=body[:2000],
            target_type=target_type,
            target_id=target_id,
        )
    )


def list_notifications(ctx: AccountContext, *, unread_only: bool = False) -> list[NotificationRead]:
    with ctx.db.session() as session:
        query = select(Notification).where(Notification.account_id == ctx.account_id)
        if unread_only:
            query = query.where(Notification.read_at.is_(None))
        rows = session.scalars(query.order_by(Notification.created_at.desc(), Notification.id.desc())).all()
        return [NotificationRead.model_validate(n) for n in rows]
