"""Issue 27, round nineteen (h27ride): a driver's own words, read from her own data, over a year of my own.

A rideshare driver's FY2026, asked on 20 July 2026. Hand-worked:

- The platform pays weekly under "Rideco (rides + eats)": "RIDECO PTY PAYOUT" 500.00 (3 Jun), 300.00 (10 Jun),
  400.00 (17 Jun). The same platform under its bare name "Rideco" passed on a rider's cleaning fee, "RIDECO PTY
  CLEANING FEE ADJ" 60.00 (20 Jun, Sales Income), and charged a ride she took, "RIDECO *TRIP" 25.00 (money out).
  "rideco" alone names both payees; "payouts" (every row of the first says PAYOUT, none of the other's) and
  "cleaning" (only the second's deposits say it) point at one: payouts 1,200.00 over 3, on average 400.00, the
  lowest 300.00; the cleaning fee 60.00. With neither word, what was spent at Rideco is asked.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.local_world import assistant_account
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)

_ROWS = [
    ("2026-06-03", "DIRECT CREDIT RIDECO PTY PAYOUT 1001", "Rideco (rides + eats)", "500.00", "Sales Income"),
    ("2026-06-10", "DIRECT CREDIT RIDECO PTY PAYOUT 1002", "Rideco (rides + eats)", "300.00", "Sales Income"),
    ("2026-06-17", "DIRECT CREDIT RIDECO PTY PAYOUT 1003", "Rideco (rides + eats)", "400.00", "Sales Income"),
    ("2026-06-20", "DIRECT CREDIT RIDECO PTY CLEANING FEE ADJ", "Rideco", "60.00", "Sales Income"),
    ("2026-06-22", "VISA DEBIT PURCHASE RIDECO *TRIP HELP.RIDECO.COM", "Rideco", "-25.00", "Meals & Dining"),
]  # fmt: skip

_MONEY = re.compile(r"\$\s?\d")


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "ride19", NOW)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "occupation": "Rideshare driver",
        },
    )
    ids = {c.name: c.id for c in list_categories(ctx)}
    for day, description, merchant, amount, category in _ROWS:
        create_transaction(
            ctx,
            data={
                "date": day,
                "description": description,
                "merchant": merchant,
                "amount": amount,
                "categoryId": ids[category],
            },
        )
    yield ctx


@pytest.mark.parametrize(
    ("question", "figure"),
    [
        ("what was the typical rideco payout in june", "$400.00"),
        ("smallest payout rideco sent me in june", "$300.00"),
        ("number of rideco payouts in june 2026", "3 payment(s)"),
        ("how much was the cleaning fee rideco paid me in june", "$60.00"),
    ],
)
def test_a_word_only_one_payees_rows_say_picks_it_from_one_name(
    world: AccountContext, question: str, figure: str
) -> None:
    reply = _ask(world, question)
    assert figure in reply.text, reply.text


def test_one_name_with_nothing_to_tell_its_payees_apart_is_still_asked(world: AccountContext) -> None:
    reply = _ask(world, "what did rideco cost me in june")
    assert not _MONEY.search(reply.text) and "?" in reply.text, reply.text
