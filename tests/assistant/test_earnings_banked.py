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

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction, split_transaction
from tests.assistant.local_world import assistant_account
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "banked19", NOW)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
        },
    )
    ids = {c.name: c.id for c in list_categories(ctx)}
    for day, net, gross, fee in (
        ("2025-10-06", "970.00", "1000.00", "-30.00"),
        ("2025-11-03", "1455.00", "1500.00", "-45.00"),
    ):
        made = create_transaction(
            ctx,
            data={
                "date": day,
                "description": "SQUARE AUSTRALIA PAYOUT",
                "merchant": "Square",
                "amount": net,
                "categoryId": ids["Sales Income"],
            },
        )
        split_transaction(
            ctx,
            made.id,
            data={
                "parts": [
                    {"amount": gross, "categoryId": ids["Sales Income"]},
                    {"amount": fee, "categoryId": ids["Bank Fees"]},
                ]
            },
        )
    create_transaction(
        ctx,
        data={
            "date": "2025-12-08",
            "description": "OSKO HARBOUR LAWYERS CATERING",
            "merchant": "Harbour Lawyers",
            "amount": "500.00",
            "categoryId": ids["Sales Income"],
        },
    )
    yield ctx


def test_earnings_from_split_payouts_say_what_was_banked(world: AccountContext) -> None:
    reply = _ask(world, "total income oct-dec 2025").text
    assert "$3,000.00" in reply and "$75.00" in reply and "$2,925.00" in reply, reply
    assert "Not counted as income" not in reply, reply  # the fees are no money in
