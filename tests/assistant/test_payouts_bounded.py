"""Issue 27, round 22 (h27wrong3): a processor whose payouts the books hold split (the sale at its gross, the
fee kept apart) is never counted by an amount bound read on the sale part, and what one "earned" the person is
asked as banked or before its fee (as "paid me" is), never one reading's figure.

A café's FY2026, asked on 20 July 2026. Hand-worked: Square paid out 970.00 (Oct 2025) and 1,455.00 (Nov 2025),
split as the review leaves them into sales 1,000.00 and 1,500.00 and fees 30.00 and 45.00. Payouts over $980 as
banked: 1 (1,455.00); on the sale part: 2 (main said 2, a wrong figure; the beekeeper's "how many etsy deposits
were over $300" was 12 for 7). "How much did i earn from square" on main gave the banked 2,425.00 beside the
sales 2,500.00 where the authors ask back (cleaner clt082, beekeeper bkt083 "how much did the markets make").
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.local_world import cafe_with_split_payouts
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    yield cafe_with_split_payouts(
        database, tmp_path_factory.mktemp("data"), "bounded22", NOW, with_client=False
    )


def test_payouts_over_an_amount_are_never_counted_on_the_sale_part(world: AccountContext) -> None:
    reply = _ask(world, "how many square payouts were over $980 in fy26").text
    assert "2 payment" not in reply and "$2,500.00" not in reply, reply
    assert "?" in reply and "before its fee" in reply, reply


@pytest.mark.parametrize(
    "question",
    ["how many square weeks were above $980", "how many square weeks were over 980 dollars in fy26"],
)
def test_a_bound_on_a_processors_rows_with_no_side_said_is_asked_too(
    world: AccountContext, question: str
) -> None:
    # round 23 (rideshare rdt068 "how many didi weeks were over $300": 30 for 20): no flow word said, the payer's
    # rows were counted on the sale part all the same
    reply = _ask(world, question).text
    assert "2 payment" not in reply and "$2,500.00" not in reply, reply
    assert "?" in reply and "before its fee" in reply, reply


def test_what_a_processor_earned_me_is_asked_as_banked_or_before_its_fee(world: AccountContext) -> None:
    reply = _ask(world, "how much did i earn from square in fy26").text
    assert "$" not in reply and "?" in reply and "before its fee" in reply, reply


def test_the_largest_payout_is_still_answered(world: AccountContext) -> None:
    reply = _ask(world, "biggest square payout in fy26").text
    assert "$1,455.00" in reply or "$1,500.00" in reply, reply


def test_another_persons_earnings_are_declined(world: AccountContext) -> None:
    # the DJ's djt095 and the physio's pht098 ("how much does dylan earn"): on main the partner's transfers
    # to the person (a figure finkit has) were given as their earnings
    create_transaction(
        world,
        data={
            "date": "2025-09-01",
            "description": "OSKO DYLAN OKAFOR RENT SHARE",
            "merchant": "Dylan Okafor",
            "amount": "650.00",
        },
    )
    reply = _ask(world, "how much does dylan earn").text
    assert "$" not in reply and "never what they earn" in reply, reply
    # the person's own earnings are still read
    mine = _ask(world, "how much did i earn in fy26").text
    assert "$" in mine, mine
