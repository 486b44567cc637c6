"""``get_subscription`` (tier, features, limits, usage) and the monthly AI request quota."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import ParamSpec, TypeVar

from sqlalchemy import func, select, update
from sqlalchemy.exc import IntegrityError

from finkit.core.context import AccountContext
from finkit.core.errors import QuotaExceededError
from finkit.core.files.quota import storage_used
from finkit.core.schemas import Schema
from finkit.core.subscription.models import AiUsage
from finkit.core.subscription.plans import plan_for
from finkit.core.transactions.models import Transaction

P = ParamSpec("P")
R = TypeVar("R")


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


def _quota_exceeded(ctx: AccountContext, allowance: int) -> QuotaExceededError:
    return QuotaExceededError(
        f"The {ctx.tier} tier allows {allowance} AI requests a month and they are used up",
        resets_at=_next_month(ctx.now()),
    )


def check_ai_quota(ctx: AccountContext) -> None:
    """Raise QuotaExceededError (with ``resetsAt``, the first of next month UTC) when none is left.
    A hint only: work that is metered reserves with ``reserve_ai_request`` (atomic) before it starts."""
    allowance = plan_for(ctx.tier).ai_requests_per_month
    if ai_requests_used(ctx) >= allowance:
        raise _quota_exceeded(ctx, allowance)


def reserve_ai_request(ctx: AccountContext) -> None:
    """Take one AI request from this month's allowance *before* the work, atomically, or raise
    QuotaExceededError. One conditional ``UPDATE ... SET count = count + 1 WHERE count < allowance``
    decides, so concurrent requests can never take more than the allowance (check-then-increment
    could: 12 requests at 45 of 50 all passed the check). ``release_ai_request`` gives it back."""
    allowance = plan_for(ctx.tier).ai_requests_per_month
    month = _month(ctx.now())
    where = (AiUsage.account_id == ctx.account_id, AiUsage.month == month)
    for _attempt in range(2):
        try:
            with ctx.db.session() as session:
                taken = session.execute(
                    update(AiUsage).where(*where, AiUsage.count < allowance).values(count=AiUsage.count + 1)
                )
                if getattr(taken, "rowcount", 0) == 1:
                    return
                if session.scalar(select(AiUsage.count).where(*where)) is not None or allowance < 1:
                    raise _quota_exceeded(ctx, allowance)
                session.add(AiUsage(account_id=ctx.account_id, month=month, count=1))
                session.flush()
                return
        except IntegrityError:  # two first-requests of the month raced to insert: retry as an update
            continue
    raise AssertionError("unreachable: the second attempt updates the row the first one raced with")


def release_ai_request(ctx: AccountContext) -> None:
    """Give back a reservation whose work failed (never below zero)."""
    where = (AiUsage.account_id == ctx.account_id, AiUsage.month == _month(ctx.now()), AiUsage.count > 0)
    with ctx.db.session() as session:
        session.execute(update(AiUsage).where(*where).values(count=AiUsage.count - 1))


@contextmanager
def metered_ai_request(ctx: AccountContext) -> Iterator[None]:
    """Reserve one AI request for the block; released if the block raises (a refused request is free)."""
    reserve_ai_request(ctx)
    try:
        yield
    except BaseException:
        release_ai_request(ctx)
        raise


def reserves_ai_request(fn: Callable[P, R]) -> Callable[P, R]:
    """Decorator form of ``metered_ai_request`` for a service whose first argument is the context."""

    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        ctx = args[0]
        assert isinstance(ctx, AccountContext)
        with metered_ai_request(ctx):
            return fn(*args, **kwargs)

    return wrapper


def record_ai_request(ctx: AccountContext, *, count: int = 1) -> int:
    """Count ``count`` AI requests this month (atomic increment, no limit: for work already done);
    returns the month's total. Metered work reserves with ``reserve_ai_request`` instead."""
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
            storage_bytes=storage_used(ctx),
            transactions=transactions,
        ),
    )
