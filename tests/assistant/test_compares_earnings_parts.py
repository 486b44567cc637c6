"""Issue 27, round 24 (h28bnbq): earnings compared over two periods say each income category's figure in
both, a period with a single category included (it was written "$0.00" there), and what was banked of each.

The café's FY2026 (``cafe_with_split_payouts``, no catering client), asked on 20 July 2026, plus bank interest.
Hand-worked: October 2025 holds one Square payout, 1,000.00 of sales less a 30.00 fee = 970.00 banked, and
nothing else; November 2025 holds 1,500.00 of sales less 45.00 = 1,455.00 banked, and 12.00 of Interest Income
(20 Nov). "income oct vs nov 2025": Sales Income 1,000.00 (970.00 banked) in October, 1,500.00 (1,455.00 banked)
in November; Interest Income 0.00 in October, 12.00 in November.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.local_world import cafe_with_split_payouts
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = cafe_with_split_payouts(
        database, tmp_path_factory.mktemp("data"), "parts28", NOW, with_client=False
    )
    ids = {c.name: c.id for c in list_categories(ctx)}
    create_transaction(
        ctx,
        data={
            "date": "2025-11-20",
            "description": "INTEREST PAID",
            "amount": "12.00",
            "categoryId": ids["Interest Income"],
        },
    )
    yield ctx


def test_a_period_with_one_income_category_is_not_said_as_nought(world: AccountContext) -> None:
    reply = _ask(world, "income oct vs nov 2025").text
    assert "Sales Income: $1,000.00 AUD ($970.00 AUD as banked) in October 2025" in reply, reply
    assert "$1,500.00 AUD ($1,455.00 AUD as banked) in November 2025" in reply, reply
    assert "Interest Income: $0.00 AUD in October 2025" in reply, reply
    assert "$12.00 AUD in November 2025" in reply, reply
    assert "Sales Income: $0.00" not in reply, reply
