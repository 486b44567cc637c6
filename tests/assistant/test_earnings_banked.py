"""Issue 27, round nineteen (h27read): earnings from payouts the review split into the sale at its gross and the
processor's fee say what was banked too.

A café's FY2026, asked on 20 July 2026. Hand-worked: Square paid out 970.00 (Oct 2025) and 1,455.00 (Nov 2025),
each split as the review leaves it: sales 1,000.00 + 1,500.00 = 2,500.00 (Sales Income) and fees 30.00 + 45.00 =
75.00 (Bank Fees); a catering client paid 500.00 by transfer (Dec 2025). "total income oct-dec" is 3,000.00 of
sales, before 75.00 of fees kept from payouts: 2,925.00 banked. The fees are no money in.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from tests.assistant.local_world import cafe_with_split_payouts
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    yield cafe_with_split_payouts(database, tmp_path_factory.mktemp("data"), "banked19", NOW)


def test_earnings_from_split_payouts_say_what_was_banked(world: AccountContext) -> None:
    reply = _ask(world, "total income oct-dec 2025").text
    assert "$3,000.00" in reply and "$75.00" in reply and "$2,925.00" in reply, reply
    assert "Not counted as income" not in reply, reply  # the fees are no money in
