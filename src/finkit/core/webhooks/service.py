"""Webhook endpoints: create, list, get, update, delete, pause, resume, rotate the secret; deliveries:
list, inspect, replay. Professional tier and above. Every query is scoped to ``ctx.account_id``."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.context import AccountContext
from finkit.core.crypto import SecretBox
from finkit.core.errors import NotFoundError
from finkit.core.keyset import keyset_page
from finkit.core.outbound import Resolver, check_url, system_resolver
from finkit.core.schemas import check_page, pagination, parse
from finkit.core.settings import Settings
from finkit.core.webhooks.models import WebhookAttempt, WebhookDelivery, WebhookEndpoint
from finkit.core.webhooks.schemas import (
    WebhookAttemptRead,
    WebhookDeleteResult,
    WebhookDeliveryPage,
    WebhookDeliveryRead,
    WebhookEndpointCreate,
    WebhookEndpointList,
    WebhookEndpointRead,
    WebhookEndpointUpdate,
    WebhookEndpointWithSecret,
)
from finkit.core.webhooks.signing import generate_secret

FEATURE = "Webhooks"
MIN_TIER = "professional"
#: How long the previous secret keeps signing deliveries after a rotation.
DEFAULT_ROTATION_GRACE = timedelta(hours=24)
SECRET_PURPOSE = "webhook-secret"


def secret_box(settings: Settings) -> SecretBox:
    return SecretBox(settings, SECRET_PURPOSE)


def _require(ctx: AccountContext) -> None:
    ctx.require_tier(MIN_TIER, FEATURE)


def _read(endpoint: WebhookEndpoint) -> WebhookEndpointRead:
    return WebhookEndpointRead.model_validate(endpoint)


def _load(session: Session, ctx: AccountContext, endpoint_id: str) -> WebhookEndpoint:
    endpoint = session.scalar(
        select(WebhookEndpoint).where(
            WebhookEndpoint.id == endpoint_id, WebhookEndpoint.account_id == ctx.account_id
        )
    )
    if endpoint is None:
        raise NotFoundError("webhook endpoint", endpoint_id)
    return endpoint


def _checked_url(ctx: AccountContext, url: str, resolver: Resolver) -> str:
    return check_url(url, allow_loopback=ctx.settings.webhooks_allow_loopback, resolver=resolver).url


def _unique_events(events: list[str]) -> list[str]:
    return list(dict.fromkeys(events))


def create_webhook_endpoint(
    ctx: AccountContext,
    *,
    data: WebhookEndpointCreate | dict[str, Any],
    resolver: Resolver = system_resolver,
) -> WebhookEndpointWithSecret:
    """Subscribe a URL to event kinds. The returned ``secret`` is shown only here."""
    _require(ctx)
    data = parse(WebhookEndpointCreate, data)
    url = _checked_url(ctx, data.url, resolver)
    secret = generate_secret()
    with ctx.db.session() as session:
        endpoint = WebhookEndpoint(
            account_id=ctx.account_id,
            url=url,
            description=data.description,
            events=_unique_events(list(data.events)),
            active=data.active,
            status="healthy",
            secret_sealed=secret_box(ctx.settings).seal(secret),
            consecutive_failures=0,
        )
        session.add(endpoint)
        session.flush()
        record_activity(session, ctx, "webhook.create", target_type="webhook", target_id=endpoint.id)
        return WebhookEndpointWithSecret(endpoint=_read(endpoint), secret=secret)


def list_webhook_endpoints(ctx: AccountContext) -> WebhookEndpointList:
    _require(ctx)
    with ctx.db.session() as session:
        rows = session.scalars(
            select(WebhookEndpoint)
            .where(WebhookEndpoint.account_id == ctx.account_id)
            .order_by(WebhookEndpoint.created_at, WebhookEndpoint.id)
        ).all()
        return WebhookEndpointList(endpoints=[_read(e) for e in rows])


def get_webhook_endpoint(ctx: AccountContext, endpoint_id: str) -> WebhookEndpointRead:
    _require(ctx)
    with ctx.db.session() as session:
        return _read(_load(session, ctx, endpoint_id))


def update_webhook_endpoint(
    ctx: AccountContext,
    endpoint_id: str,
    *,
    data: WebhookEndpointUpdate | dict[str, Any],
    resolver: Resolver = system_resolver,
) -> WebhookEndpointRead:
    _require(ctx)
    data = parse(WebhookEndpointUpdate, data)
    changes = data.model_dump(exclude_unset=True, by_alias=False)
    url = _checked_url(ctx, changes["url"], resolver) if changes.get("url") else None
    with ctx.db.session() as session:
        endpoint = _load(session, ctx, endpoint_id)
        if url is not None:
            endpoint.url = url
        if changes.get("events"):
            endpoint.events = _unique_events(changes["events"])
        if "description" in changes:
            endpoint.description = changes["description"]
        if changes.get("active") is not None:
            _set_active(endpoint, changes["active"])
        endpoint.updated_at = ctx.now()
        record_activity(
            session,
            ctx,
            "webhook.update",
            target_type="webhook",
            target_id=endpoint.id,
            details={"fields": sorted(data.model_fields_set)},
        )
        return _read(endpoint)


def _set_active(endpoint: WebhookEndpoint, active: bool) -> None:
    endpoint.active = active
    if active:  # resuming clears a failing or disabled (410 Gone) state: the holder says it works again
        endpoint.status = "healthy"
        endpoint.disabled_reason = None
        endpoint.consecutive_failures = 0


def _toggle(ctx: AccountContext, endpoint_id: str, active: bool) -> WebhookEndpointRead:
    _require(ctx)
    with ctx.db.session() as session:
        endpoint = _load(session, ctx, endpoint_id)
        _set_active(endpoint, active)
        endpoint.updated_at = ctx.now()
        action = "webhook.resume" if active else "webhook.pause"
        record_activity(session, ctx, action, target_type="webhook", target_id=endpoint.id)
        return _read(endpoint)


def pause_webhook_endpoint(ctx: AccountContext, endpoint_id: str) -> WebhookEndpointRead:
    """Stop deliveries; pending ones wait and events meanwhile are not queued for this endpoint."""
    return _toggle(ctx, endpoint_id, False)


def resume_webhook_endpoint(ctx: AccountContext, endpoint_id: str) -> WebhookEndpointRead:
    """Start delivering again (also re-enables an endpoint disabled by 410 Gone or marked failing)."""
    return _toggle(ctx, endpoint_id, True)


def delete_webhook_endpoint(ctx: AccountContext, endpoint_id: str) -> WebhookDeleteResult:
    _require(ctx)
    with ctx.db.session() as session:
        endpoint = _load(session, ctx, endpoint_id)
        session.delete(endpoint)
        record_activity(session, ctx, "webhook.delete", target_type="webhook", target_id=endpoint_id)
        return WebhookDeleteResult(id=endpoint_id)


def rotate_webhook_secret(
    ctx: AccountContext, endpoint_id: str, *, grace: timedelta = DEFAULT_ROTATION_GRACE
) -> WebhookEndpointWithSecret:
    """A new secret (shown once); the old one keeps signing too until ``grace`` has passed."""
    _require(ctx)
    secret = generate_secret()
    box = secret_box(ctx.settings)
    with ctx.db.session() as session:
        endpoint = _load(session, ctx, endpoint_id)
        endpoint.previous_secret_sealed = endpoint.secret_sealed
        endpoint.previous_secret_expires_at = ctx.now() + grace
        endpoint.secret_sealed = box.seal(secret)
        endpoint.updated_at = ctx.now()
        record_activity(
            session,
            ctx,
            "webhook.rotate_secret",
            target_type="webhook",
            target_id=endpoint.id,
            details={"graceSeconds": int(grace.total_seconds())},
        )
        return WebhookEndpointWithSecret(endpoint=_read(endpoint), secret=secret)


def _delivery_read(
    delivery: WebhookDelivery, attempts: list[WebhookAttempt] | None = None
) -> WebhookDeliveryRead:
    read = WebhookDeliveryRead.model_validate(delivery)
    if delivery.status != "pending":
        read.next_attempt_at = None
    if attempts:
        read.attempts = [WebhookAttemptRead.model_validate(a) for a in attempts]
    return read


DELIVERIES_CURSOR_KIND = "webhook_deliveries"


def list_webhook_deliveries(
    ctx: AccountContext,
    endpoint_id: str,
    *,
    page: int = 1,
    limit: int = 50,
    status: str | None = None,
    cursor: str | None = None,
) -> WebhookDeliveryPage:
    """An endpoint's deliveries, newest first, by ``page`` or by ``cursor`` (the previous page's
    ``next_cursor``; see core/keyset.py)."""
    _require(ctx)
    check_page(page, limit)
    with ctx.db.session() as session:
        _load(session, ctx, endpoint_id)
        where = [WebhookDelivery.account_id == ctx.account_id, WebhookDelivery.endpoint_id == endpoint_id]
        if status:
            where.append(WebhookDelivery.status == status)
        found = keyset_page(
            session,
            ctx,
            select(WebhookDelivery).where(*where),
            kind=DELIVERIES_CURSOR_KIND,
            order=(WebhookDelivery.created_at, WebhookDelivery.id),
            types=(datetime, str),
            page=page,
            limit=limit,
            cursor=cursor,
        )
        return WebhookDeliveryPage(
            deliveries=[_delivery_read(d) for d in found.rows],
            pagination=pagination(page, limit, found.total),
            next_cursor=found.next_cursor,
        )


def _load_delivery(session: Session, ctx: AccountContext, delivery_id: str) -> WebhookDelivery:
    delivery = session.scalar(
        select(WebhookDelivery).where(
            WebhookDelivery.id == delivery_id, WebhookDelivery.account_id == ctx.account_id
        )
    )
    if delivery is None:
        raise NotFoundError("webhook delivery", delivery_id)
    return delivery


def get_webhook_delivery(ctx: AccountContext, delivery_id: str) -> WebhookDeliveryRead:
    """One delivery with every attempt (time, response code, a short response excerpt)."""
    _require(ctx)
    with ctx.db.session() as session:
        delivery = _load_delivery(session, ctx, delivery_id)
        attempts = session.scalars(
            select(WebhookAttempt)
            .where(WebhookAttempt.delivery_id == delivery.id, WebhookAttempt.account_id == ctx.account_id)
            .order_by(WebhookAttempt.attempted_at, WebhookAttempt.id)
        ).all()
        return _delivery_read(delivery, list(attempts))


def redeliver_webhook(ctx: AccountContext, delivery_id: str) -> WebhookDeliveryRead:
    """Queue a delivery again (same ``webhook-id``, so receivers can still de-duplicate)."""
    _require(ctx)
    with ctx.db.session() as session:
        delivery = _load_delivery(session, ctx, delivery_id)
        if delivery.status != "suppressed":  # bank-feed data is never sent, not even on request
            delivery.status = "pending"
            delivery.attempt_count = 0
            delivery.next_attempt_at = ctx.now()
            if delivery.claimed_until is None or delivery.claimed_until < ctx.now():
                # An attempt in flight keeps its lease: clearing it would let a second worker send the
                # same delivery at the same time. The redelivery follows once that attempt ends.
                delivery.claimed_by = None
                delivery.claimed_until = None
            delivery.updated_at = ctx.now()
        record_activity(
            session, ctx, "webhook.redeliver", target_type="webhook_delivery", target_id=delivery.id
        )
        return _delivery_read(delivery)


def account_wants_event(session: Session, account_id: str, event_type: str) -> bool:
    """Whether any active, enabled endpoint of the account subscribes to ``event_type``."""
    rows = session.execute(
        select(WebhookEndpoint.events).where(
            WebhookEndpoint.account_id == account_id,
            WebhookEndpoint.active.is_(True),
            WebhookEndpoint.status != "disabled",
        )
    ).all()
    return any(event_type in (events or []) for (events,) in rows)
