from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from decimal import Decimal

import pytest
from sqlalchemy import delete, insert, update

from finkit.core.context import AccountContext
from finkit.core.errors import QuotaExceededError
from finkit.core.subscription.plans import PLANS
from finkit.core.subscription.service import check_ai_quota, get_subscription, record_ai_request
from finkit.core.transactions.models import Transaction
from finkit.core.usecases.transactions import create_transaction, list_transactions


def test_plans_gate_features() -> None:
    assert "webhooks" not in PLANS["free"].features and "webhooks" in PLANS["professional"].features
    assert "smart_categories" not in PLANS["professional"].features
    assert "smart_categories" in PLANS["elite"].features


def test_ai_quota_counts_per_account_and_resets_next_month(
    ctx: AccountContext, other_ctx: AccountContext
) -> None:
    allowance = PLANS["free"].ai_requests_per_month
    assert record_ai_request(ctx, count=allowance - 1) == allowance - 1
    check_ai_quota(ctx)
    record_ai_request(ctx)
    with pytest.raises(QuotaExceededError) as info:
        check_ai_quota(ctx)
    assert info.value.resets_at is not None and info.value.resets_at.day == 1
    check_ai_quota(other_ctx)
    assert get_subscription(ctx).usage.ai_requests_this_month == allowance


def _row(ctx: AccountContext, n: int) -> dict[str, object]:
    now = datetime.now(UTC)
    return {
        "id": f"{ctx.account_id[:8]}-bulk-{n:06d}",
        "account_id": ctx.account_id,
        "date": now,
        "description": f"bulk {n}",
        "amount": Decimal(-n - 1),
        "currency": "AUD",
        "type": "debit",
        "tags": [],
        "source": "csv",
        "created_at": now,
        "updated_at": now,
    }


def test_totals_stay_exact_under_set_based_writes(make_ctx: Callable[..., AccountContext]) -> None:
    """transaction_stats is kept by triggers, so totals are right whoever writes, however."""
    ctx, other = make_ctx(), make_ctx()
    create_transaction(other, data={"date": "2026-01-01", "description": "theirs", "amount": -1})
    with ctx.db.session() as session:
        session.execute(insert(Transaction), [_row(ctx, n) for n in range(25)])
    assert list_transactions(ctx).pagination.total == 25
    assert list_transactions(ctx, {"maxAmount": 10}).pagination.total == 10
    with ctx.db.session() as session:
        session.execute(
            update(Transaction)
            .where(Transaction.account_id == ctx.account_id, Transaction.description == "bulk 0")
            .values(amount=Decimal(-500))
        )
    assert list_transactions(ctx, {"maxAmount": 10}).pagination.total == 9
    with ctx.db.session() as session:
        session.execute(
            delete(Transaction).where(Transaction.account_id == ctx.account_id, Transaction.amount > -6)
        )
    assert list_transactions(ctx).pagination.total == 21  # -2..-5 deleted; bulk 0 is now -500
    assert list_transactions(ctx, {"maxAmount": 10}).pagination.total == 5
    assert list_transactions(other).pagination.total == 1


def test_every_page_is_right_from_either_end_of_the_index(ctx: AccountContext) -> None:
    """Pages past the middle are read from the oldest end; the result must be the same ordering."""
    for day in (3, 1, 7, 5, 2, 6, 4):
        create_transaction(ctx, data={"date": f"2026-03-0{day}", "description": f"d{day}", "amount": -day})
    everything = [t.description for t in list_transactions(ctx, {"limit": 50}).transactions]
    assert everything == [f"d{d}" for d in (7, 6, 5, 4, 3, 2, 1)]
    paged = [
        t.description
        for page in range(1, 5)
        for t in list_transactions(ctx, {"limit": 2, "page": page}).transactions
    ]
    assert paged == everything
    assert list_transactions(ctx, {"limit": 2, "page": 5}).transactions == []
    filtered = [
        t.description
        for page in range(1, 4)
        for t in list_transactions(ctx, {"limit": 1, "page": page, "maxAmount": 3}).transactions
    ]
    assert filtered == ["d3", "d2", "d1"]
