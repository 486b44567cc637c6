"""Issue 27, round 21 (h27payouts): a payer's total, an average and a comparison of money in whose payouts the
review split into the sale at its gross and the processor's fee say what was banked beside the sales and the fee;
the BAS stays gross, as filed.

A café's FY2026, asked on 20 July 2026. Hand-worked: Square paid out 970.00 (Oct 2025) and 1,455.00 (Nov 2025),
each split as the review leaves it: sales 1,000.00 + 1,500.00 = 2,500.00 (Sales Income) and fees 30.00 + 45.00 =
75.00 (Bank Fees), so 2,425.00 banked; a catering client paid 500.00 by transfer (Dec 2025). On main each of these
gave the sales alone (2,500.00, 1,250.00 a payout, 1,000.00 against 1,500.00), never the money banked.
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
    yield cafe_with_split_payouts(database, tmp_path_factory.mktemp("data"), "banked21", NOW)


from datetime import date  # noqa: E402

from finkit.core.analytics.service import spending_breakdown  # noqa: E402


def test_the_books_say_the_fees_kept_from_a_payers_payouts(world: AccountContext) -> None:
    got = spending_breakdown(
        world,
        by="merchant",
        flow="income",
        from_date=date(2025, 10, 1),
        to_date=date(2025, 12, 31),
        category_kinds=["income"],
    )
    assert str(got.total) == "3000.00" and str(got.fees_kept) == "75.00"
    fees = {row.label: str(row.fees_kept) for row in got.rows}
    assert fees == {"Square": "75.00", "Harbour Lawyers": "0.00"}, fees
    # the fee parts taken too (no income filter): the figure is already the net, nothing kept apart
    every = spending_breakdown(
        world, by="category", flow="income", from_date=date(2025, 10, 1), to_date=date(2025, 12, 31)
    )
    assert str(every.fees_kept) == "0.00"


def test_a_payers_payouts_say_what_was_banked(world: AccountContext) -> None:
    reply = _ask(world, "square payouts oct to dec 2025").text
    assert "$2,425.00" in reply and "$2,500.00" in reply and "$75.00" in reply, reply
    assert reply.index("$2,425.00") < reply.index("$2,500.00"), reply  # banked first


def test_what_square_paid_me_is_asked_as_banked_or_before_its_fee(world: AccountContext) -> None:
    # "paid me" is either figure (question authors split on it): asked back, as with the payouts at the net,
    # never one reading's figure; on main the split books gave the sales alone (Square's fee parts read as
    # a bill of its own)
    reply = _ask(world, "how much did square pay me in fy26").text
    assert "$" not in reply and "?" in reply and "before its fee" in reply, reply


def test_money_in_from_customers_says_what_was_banked(world: AccountContext) -> None:
    reply = _ask(world, "money in from customers oct-dec 2025").text
    assert "$3,000.00" in reply and "$75.00" in reply and "$2,925.00" in reply, reply


def test_an_average_payout_says_what_was_banked(world: AccountContext) -> None:
    reply = _ask(world, "whats the average square payout").text
    assert "$1,212.50" in reply and "$1,250.00" in reply, reply


def test_a_comparison_of_payouts_says_each_as_banked(world: AccountContext) -> None:
    reply = _ask(world, "square oct vs nov 2025").text
    for figure in ("$970.00", "$1,455.00", "$1,000.00", "$1,500.00"):
        assert figure in reply, reply


def test_the_bas_stays_gross(world: AccountContext) -> None:
    reply = _ask(world, "what goes in G1 for the december quarter 2025").text
    assert "$3,000.00" in reply and "$2,925.00" not in reply, reply
