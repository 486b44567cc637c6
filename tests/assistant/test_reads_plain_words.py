"""Issue 27: words a person finds plain, read (not asked back), each reading said back.

A sole trader's books asked on 20 July 2026. Hand-worked: Sales Income 300.00 on 10 Jun 2025 (FY2025),
1,000.00 on 1 Aug 2025, 500.00 on 24 Dec 2025 (Christmas Eve), 700.00 on 26 Dec 2025. "Before Christmas":
the financial year's run-up to Christmas 2025, 1 Jul – 24 Dec 2025: 1,000.00 + 500.00 = 1,500.00.
Vehicle Expenses: VicRoads 800.00 on 3 Sep 2025 (the van's rego), Allianz 1,200.00 on 5 Oct 2025 (its
insurance), 2,000.00 together: "rego" is part of them, and no payee's name says which, so it is asked.
Seasons are Australian: 1 Aug 2025 is winter, so spring (1 Sep – 30 Nov 2025) holds no Sales Income;
summer (1 Dec 2025 – 28 Feb 2026) holds 500.00 + 700.00 = 1,200.00;
winter is under way on 20 July 2026, so which winter is asked. Meals & Dining: Ona Coffee 5.00 on 2 Sep
2025, Pizza Palace 20.00 on 3 Sep 2025: "eating out incl coffee" is the category, 25.00 (the café is part
of it).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.local_world import assistant_account
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)

_ROWS = [
    ("2025-06-10", "OSKO FROM J SMITH", "J Smith", "300.00"),
    ("2025-08-01", "OSKO FROM A JONES", "A Jones", "1000.00"),
    ("2025-12-24", "OSKO FROM A JONES", "A Jones", "500.00"),
    ("2025-12-26", "OSKO FROM B LEE", "B Lee", "700.00"),
]


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "plainwords", NOW)
    sales = next(c.id for c in list_categories(ctx) if c.name == "Sales Income")
    for day, description, payer, amount in _ROWS:
        create_transaction(
            ctx,
            data={"date": day, "description": description, "merchant": payer, "amount": amount,
                  "categoryId": sales},
        )  # fmt: skip
    vehicle = next(c.id for c in list_categories(ctx) if c.name == "Vehicle Expenses")
    for day, description, payee, amount in (
        ("2025-09-03", "BPAY VICROADS", "VicRoads", "-800.00"),
        ("2025-10-05", "ALLIANZ INSURANCE", "Allianz", "-1200.00"),
    ):
        create_transaction(
            ctx,
            data={"date": day, "description": description, "merchant": payee, "amount": amount,
                  "categoryId": vehicle},
        )  # fmt: skip
    meals = next(c.id for c in list_categories(ctx) if c.name == "Meals & Dining")
    for day, description, payee, amount in (
        ("2025-09-02", "ONA COFFEE", "Ona Coffee", "-5.00"),
        ("2025-09-03", "PIZZA PALACE", "Pizza Palace", "-20.00"),
    ):
        create_transaction(
            ctx,
            data={"date": day, "description": description, "merchant": payee, "amount": amount,
                  "categoryId": meals},
        )  # fmt: skip
    yield ctx


def test_before_christmas_is_the_years_run_up_to_christmas_eve(world: AccountContext) -> None:
    reply = _ask(world, "what did i earn before christmas")
    assert "$1,500.00" in reply.text, reply.text
    assert "to Christmas Eve" in reply.text, reply.text
    # the week before Christmas is not read as the year's run-up
    assert "$1,500.00" not in _ask(world, "what did i earn the week before christmas").text


def test_a_part_of_a_category_no_payee_says_is_asked_back_naming_them(world: AccountContext) -> None:
    reply = _ask(world, "how much was rego")
    assert "$2,000.00" not in reply.text and not reply.calls, reply.text
    assert "VicRoads" in reply.text and "Allianz" in reply.text and "?" in reply.text, reply.text
    # a payee of it named too: that payee
    assert "$800.00" in _ask(world, "how much was the vicroads rego in fy26").text


def test_a_season_is_the_latest_australian_one_that_has_ended(world: AccountContext) -> None:
    summer = _ask(world, "how much came in over summer (dec-feb)")
    assert "$1,200.00" in summer.text and "the latest summer that has ended" in summer.text, summer.text
    winter = _ask(world, "what did i earn over winter")
    assert not winter.calls and "?" in winter.text, winter.text


def test_a_payee_said_as_part_of_its_own_category_is_the_category(world: AccountContext) -> None:
    reply = _ask(world, "how much did i spend eating out incl coffee in fy26")
    assert "$25.00" in reply.text and "Meals & Dining" in reply.text, reply.text


def test_householders_are_the_people_paying_you_even_with_no_flow_word(world: AccountContext) -> None:
    # "total from householders": no "earn" or "paid me", yet householders only ever pay you (money in):
    # A Jones 1,000.00 + 500.00 and B Lee 700.00 in FY26, each named
    reply = _ask(world, "total from householders last fy")
    assert "$2,200.00" in reply.text and "A Jones" in reply.text and "B Lee" in reply.text, reply.text
