"""An answer to a review item runs the queue's question sources once before it settles the rows: the
item found at the door (``find_shown_group``) is the one settled, when the answer asks for all dates and
the rows it was shown. Accepting ran every source three times (the door, the suggestion, the settling),
deciding twice, with nothing written in between. A period still looks the item up again for its dates."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from finkit.core.context import AccountContext
from finkit.core.review import queue
from finkit.core.review.queue import review_queue
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import accept_item, decide_item
from finkit.core.usecases.tax import analyse_transactions
from tests.core.review.conftest import add
from tests.core.tax.conftest import add as add_categorised


@pytest.fixture
def passes(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """How many times the queue's sources run (``queue.groups_in``), from the moment it is read."""
    calls: list[int] = []
    real = queue.groups_in

    def counted(*args: Any) -> Any:
        calls.append(1)
        return real(*args)

    monkeypatch.setattr(queue, "groups_in", counted)
    yield calls


def test_deciding_runs_the_sources_once(ctx: AccountContext, passes: list[int]) -> None:
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True})
    rows = [add(ctx, f"2025-0{m}-12", "TELSTRA MOBILE BILL", "-89.00") for m in (7, 8, 9)]
    item = review_queue(ctx).items[0]
    passes.clear()
    outcome = decide_item(
        ctx,
        item.id,
        data={
            "category": "phone & internet",
            "businessUsePercentage": 60,
            "transactionIds": item.transaction_ids,
        },
    )
    assert sorted(outcome.transaction_ids) == sorted(rows)
    assert len(passes) == 1


def test_accepting_runs_the_sources_once(ctx: AccountContext, passes: list[int]) -> None:
    update_profile(ctx, data={"occupation": "electrician", "gstRegistered": True})
    power = add_categorised(ctx, "2025-08-05", "AGL SALES PTY LTD BPAY", "-330.00", "Utilities")
    analyse_transactions(ctx, transaction_ids=[power], save=True)
    item = review_queue(ctx).items[0]
    passes.clear()
    outcome = accept_item(ctx, item.id[:8])
    assert outcome.category == "Utilities" and outcome.transaction_ids == [power]
    assert len(passes) == 1
    assert review_queue(ctx).items == []


def test_a_decision_for_a_period_looks_the_item_up_for_its_dates(
    ctx: AccountContext, passes: list[int]
) -> None:
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True})
    add(ctx, "2025-08-12", "TELSTRA MOBILE BILL", "-89.00")
    item = review_queue(ctx, period="FY2026").items[0]
    passes.clear()
    decide_item(
        ctx, item.id, data={"category": "phone & internet", "businessUsePercentage": 60, "period": "FY2026"}
    )
    assert len(passes) == 2
    assert review_queue(ctx, period="FY2026").items == []
