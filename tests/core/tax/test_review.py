"""``tax analyse --save`` writes only confident, non-private verdicts; the rest waits in the review list
(issue 12: household power, water and Uber Eats meals were saved as deductions)."""

from __future__ import annotations

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError
from finkit.core.profile.service import update_profile
from finkit.core.tax.deductions.service import analyse_transactions
from finkit.core.tax.review.service import accept_review, dismiss_review, list_review
from finkit.core.transactions.service import get_transaction
from tests.core.tax.conftest import add


def _household(ctx: AccountContext) -> dict[str, str]:
    update_profile(ctx, data={"occupation": "electrician", "gstRegistered": True})
    rows = {
        "power": add(ctx, "2025-08-05", "AGL SALES PTY LTD BPAY", "-330.00", "Utilities"),
        "water": add(ctx, "2025-08-06", "SYDNEY WATER CORP BPAY", "-180.00", "Utilities"),
        "meal": add(ctx, "2025-08-07", "UBER *EATS HELP.UBER.COM", "-42.00", "Meals & Dining"),
        "multimeter": add(ctx, "2025-08-08", "Fluke multimeter Sydney Tools", "-450.00", "Tools & Equipment"),
    }
    analyse_transactions(ctx, transaction_ids=list(rows.values()), save=True)
    return rows


def test_private_categories_are_never_saved_and_go_to_review(
    ctx: AccountContext, other_ctx: AccountContext
) -> None:
    rows = _household(ctx)
    for name in ("power", "water", "meal"):
        assert get_transaction(ctx, rows[name]).is_tax_deductible is False, name
    assert get_transaction(ctx, rows["multimeter"]).is_tax_deductible is True
    queued = {item.transaction_id: item for item in list_review(ctx)}
    assert set(queued) == {rows["power"], rows["water"], rows["meal"]}
    assert {item.reason for item in queued.values()} == {"private_category"}
    assert list_review(other_ctx) == []


def test_accept_one_row_dismiss_another(ctx: AccountContext, other_ctx: AccountContext) -> None:
    rows = _household(ctx)
    items = {item.transaction_id: item for item in list_review(ctx)}
    power = items[rows["power"]]
    with pytest.raises(NotFoundError):
        accept_review(other_ctx, power.id)
    decision = accept_review(ctx, power.id[:8])  # the short id the CLI shows
    assert decision.accepted is True and decision.is_tax_deductible is True
    stored = get_transaction(ctx, rows["power"])
    assert stored.is_tax_deductible is True
    assert stored.business_use_percentage == power.business_use_percentage
    meal = items[rows["meal"]]
    assert dismiss_review(ctx, meal.id).accepted is False
    assert get_transaction(ctx, rows["meal"]).is_tax_deductible is False
    assert {item.transaction_id for item in list_review(ctx)} == {rows["water"]}
    with pytest.raises(NotFoundError):
        accept_review(ctx, power.id)  # already decided
