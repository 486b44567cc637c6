"""Issue 27, round nineteen (h27read): words asked back on answerable questions, each read as a rule over any
person's data and kept in a commit of its own (round 18's h27asked rules, rebuilt one at a time).

A Cairns tour guide's FY2026 (GST-registered sole trader), asked on 20 July 2026. Hand-worked:

- The tax office: BAS payments 2,000.00 (Oct 2025) + 1,500.00 (Feb 2026) = 3,500.00 sent (Tax Payments).
- Daniel Marchetti (partner) transferred 1,000.00 (Sep 2025) + 1,500.00 (Mar 2026) = 2,500.00 in (Transfers).
- Tour guests' cash tips banked: 300.00 (Nov 2025) + 445.00 (Apr 2026) = 745.00 (Sales Income); Stripe tours
  2,000.00 (Feb 2026) and 2,500.00 (Aug 2025): sales banked Jan–Mar 2026 = 2,000.00.
- A deck oven from Bakers Supply: 16,390.00 (Sep 2025, Equipment).
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
_MONEY = re.compile(r"\$\s?\d")

_ROWS = [
    ("2025-10-28", "BPAY ATO BAS 2025Q1", "ATO", "-2000.00", "Tax Payments"),
    ("2026-02-26", "BPAY ATO BAS 2025Q2", "ATO", "-1500.00", "Tax Payments"),
    ("2025-09-05", "OSKO D MARCHETTI", "Daniel Marchetti (partner)", "1000.00", "Transfers"),
    ("2026-03-06", "OSKO D MARCHETTI", "Daniel Marchetti (partner)", "1500.00", "Transfers"),
    ("2025-11-14", "CASH DEPOSIT TIPS", "Tour guests (cash tips)", "300.00", "Sales Income"),
    ("2026-04-17", "CASH DEPOSIT TIPS", "Tour guests (cash tips)", "445.00", "Sales Income"),
    ("2026-02-03", "STRIPE PAYOUT TOURS", "Stripe", "2000.00", "Sales Income"),
    ("2025-08-04", "STRIPE PAYOUT TOURS", "Stripe", "2500.00", "Sales Income"),
    ("2025-09-22", "BAKERS SUPPLY DECK OVEN", "Bakers Supply", "-16390.00", "Office Supplies"),
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "asked19", NOW)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "occupation": "tour guide",
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


def _asks(text: str) -> bool:
    return "?" in text and not _MONEY.search(text)


def test_someone_who_transferred_me_money_is_money_in(world: AccountContext) -> None:
    reply = _ask(world, "how much has daniel transferred me this fy just gone")
    assert "$2,500.00" in reply.text, reply.text


def test_what_i_sent_someone_is_money_out(world: AccountContext) -> None:
    reply = _ask(world, "how much did i send the tax office last fy")
    assert "$3,500.00" in reply.text, reply.text
    # sent to the person is still money in
    assert "$2,500.00" in _ask(world, "how much did daniel send me in fy26").text


def test_what_was_banked_is_money_in_when_something_is_named(world: AccountContext) -> None:
    reply = _ask(world, "how much cash tips did i bank")
    assert "$745.00" in reply.text, reply.text
    sales = _ask(world, "total sales banked jan to mar")
    assert "$2,000.00" in sales.text, sales.text
    # nothing named: every deposit or the earnings, asked; the bank as a noun is no money in
    assert _asks(_ask(world, "how much did i bank in march 2026").text)


def test_it_standing_for_the_one_thing_named_before_is_read(world: AccountContext) -> None:
    reply = _ask(world, "the new deck oven, what did it cost")
    assert "$16,390.00" in reply.text, reply.text
    # "it" said alone, or before anything is named, is still asked
    assert _asks(_ask(world, "how much was it").text)
    assert _asks(_ask(world, "what did it cost in march 2026").text)
