"""An endpoint's delivery health after each attempt: ``healthy``, ``failing`` or ``disabled`` (410)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import true, update
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.context import RequestInfo
from finkit.core.notifications.service import notify
from finkit.core.webhooks.models import WebhookEndpoint

_SYSTEM = RequestInfo(actor="system")


def update_endpoint_health(
    session: Session,
    *,
    account_id: str,
    endpoint_id: str,
    now: datetime,
    success: bool,
    code: int | None,
    exhausted: bool,
    failing_threshold: int,
) -> None:
    """After an attempt: reset or count the endpoint's consecutive failures; 410 disables it; enough
    failures (or an exhausted delivery) mark it failing. Each transition tells the holder once."""
    table = WebhookEndpoint
    where = [table.id == endpoint_id]
    if success:
        session.execute(
            update(table)
            .where(*where)
            .values(consecutive_failures=0, last_success_at=now)
            .execution_options(synchronize_session=False)
        )
        session.execute(
            update(table)
            .where(*where, table.status == "failing")
            .values(status="healthy")
            .execution_options(synchronize_session=False)
        )
        return
    session.execute(
        update(table)
        .where(*where)
        .values(consecutive_failures=table.consecutive_failures + 1, last_failure_at=now)
        .execution_options(synchronize_session=False)
    )
    if code == 410:
        changed = session.execute(
            update(table)
            .where(*where, table.status != "disabled")
            .values(status="disabled", disabled_reason="the receiver answered 410 Gone")
            .execution_options(synchronize_session=False)
        )
        if getattr(changed, "rowcount", 0):
            _tell_holder(
                session,
                account_id,
                endpoint_id,
                "webhook.disabled",
                "A webhook endpoint was disabled",
                "It answered 410 Gone, so finkit stopped sending to it. Resume it to re-enable.",
            )
        return
    threshold_hit = table.consecutive_failures >= failing_threshold
    changed = session.execute(
        update(table)
        .where(*where, table.status == "healthy", true() if exhausted else threshold_hit)
        .values(status="failing")
        .execution_options(synchronize_session=False)
    )
    if getattr(changed, "rowcount", 0):
        _tell_holder(
            session,
            account_id,
            endpoint_id,
            "webhook.failing",
            "A webhook endpoint is failing",
            "Deliveries keep failing; finkit keeps retrying. Check the endpoint's deliveries.",
        )


def _tell_holder(
    session: Session, account_id: str, endpoint_id: str, kind: str, title: str, body: str
) -> None:
    record_activity(
        session,
        None,
        kind,
        target_type="webhook",
        target_id=endpoint_id,
        outcome="failure",
        request=_SYSTEM,
        account_id=account_id,
    )
    notify(
        session,
        account_id,
        kind,
        title,
        body=body,
        target_type="webhook",
        target_id=endpoint_id,
    )
