"""``get_subscription`` (tier, features, limits, usage) and the monthly AI request quota."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from sqlalchemy import func, select, update
from sqlalchemy.exc import IntegrityError

from finkit.core.context import AccountContext
from finkit.core.errors import QuotaExceededError
from finkit.core.schemas import Schema
from finkit.core.subscription.models import AiUsage
from finkit.core.subscription.plans import plan_for
from finkit.core.transactions.models import Transaction


class Limits(Schema):
    requests_per_minute: int
    ai_requests_per_month: int
    storage_bytes: int


class Usage(Schema):
    ai_requests_this_month: int
    ai_requests_reset_at: datetime
    storage_bytes: int
    transactions: int


class SubscriptionRead(Schema):
    tier: str
    features: list[str]
    limits: Limits
    usage: Usage


#: Areas that store files (receipts, attachments) register a function returning the bytes an account uses.
StorageUsage = Callable[[AccountContext], int]
_STORAGE_USAGE: list[StorageUsage] = []


def on_storage_usage(fn: StorageUsage) -> StorageUsage:
    _STORAGE_USAGE.append(fn)
    return fn


def _month(now: datetime) -> str:
    return now.astimezone(UTC).strftime("%Y-%m")


def _next_month(now: datetime) -> datetime:
    now = now.astimezone(UTC)
    year, month = (now.year + 1, 1) if now.month == 12 else (now.year, now.month + 1)
    return datetime(year, month, 1, tzinfo=UTC)


def ai_requests_used(ctx: AccountContext) -> int:
    with ctx.db.session() as session:
        used = session.scalar(
            select(AiUsage.count).where(
                AiUsage.account_id == ctx.account_id, AiUsage.month == _month(ctx.now())
            )
        )
        return used or 0


def check_ai_quota(ctx: AccountContext) -> None:
    """Raise QuotaExceededError (with ``resetsAt``, the first of next month UTC) when none is left."""
    allowance = plan_for(ctx.tier).ai_requests_per_month
    if ai_requests_used(ctx) >= allowance:
        raise QuotaExceededError(
            f"The {ctx.tier} tier allows {allowance} AI requests a month and they are used up",
            resets_at=_next_month(ctx.now()),
        )


def record_ai_request(ctx: AccountContext, *, count: int = 1) -> int:
    """Count ``count`` AI requests this month (atomic increment); returns the month's total."""
    month = _month(ctx.now())
    where = (AiUsage.account_id == ctx.account_id, AiUsage.month == month)
    for _attempt in range(2):
        try:
            with ctx.db.session() as session:
                result = session.execute(update(AiUsage).where(*where).values(count=AiUsage.count + count))
                if not getattr(result, "rowcount", 0):
                    session.add(AiUsage(account_id=ctx.account_id, month=month, count=count))
                    session.flush()
                return session.scalar(select(AiUsage.count).where(*where)) or 0
        except IntegrityError:  # two first-requests of the month raced to insert: retry as an update
            continue
    raise AssertionError("unreachable: the second attempt updates the row the first one raced with")


def get_subscription(ctx: AccountContext) -> SubscriptionRead:
    plan = plan_for(ctx.tier)
    with ctx.db.session() as session:
        transactions = (
            session.scalar(
                select(func.count()).select_from(Transaction).where(Transaction.account_id == ctx.account_id)
            )
            or 0
        )
    return SubscriptionRead(
        tier=ctx.tier,
        features=plan.features,
        limits=Limits(
            requests_per_minute=plan.requests_per_minute,
            ai_requests_per_month=plan.ai_requests_per_month,
            storage_bytes=plan.storage_bytes,
        ),
        usage=Usage(
            ai_requests_this_month=ai_requests_used(ctx),
            ai_requests_reset_at=_next_month(ctx.now()),
            storage_bytes=sum(fn(ctx) for fn in _STORAGE_USAGE),
            transactions=transactions,
        ),
    )
