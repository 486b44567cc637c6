"""Groups of the person's own payers said by what they are ("the agents", "the builders", "the law
firms"): the money-in payees whose names hold the group's words (``data/payer_groups.csv``), summed and
said back with each; one of them ("the agent") is asked, naming them. Invented rows, other wording than
the question sets'."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.local_world import add_rows, assistant_account
from tests.assistant.test_reads_whole_question import _ask, _asked_back

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
ROWS = [
    ("2025-08-04", "DEPOSIT RAY WHITE TOOWONG RENTALS", "Ray White Toowong", "300.00"),
    ("2025-10-09", "DEPOSIT HARCOURTS ASCOT TRUST", "Harcourts Ascot", "450.00"),
    ("2026-01-12", "DEPOSIT RAY WHITE TOOWONG RENTALS", "Ray White Toowong", "250.00"),
    ("2025-09-01", "OSKO DEPOSIT CORAL COAST HOMES PTY LTD", "Coral Coast Homes Pty Ltd", "1200.00"),
    ("2025-11-20", "OSKO DEPOSIT BAYSIDE CONSTRUCTIONS", "Bayside Constructions", "800.00"),
    ("2026-02-03", "DEPOSIT HOLLIS LEGAL", "Hollis Legal", "990.00"),
    ("2025-12-15", "OSKO DEPOSIT J WARD", "J Ward", "180.00"),
    ("2026-03-02", "OSKO DEPOSIT F OKAFOR", "F Okafor", "220.00"),
]
PAID_BACK = ("2026-03-09", "OSKO DEPOSIT D VOSS LUNCH", "D Voss", "40.00")  # a friend paying back


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "groups", NOW)
    add_rows(ctx, [(*row, "Sales Income") for row in ROWS])
    transfers = next(c.id for c in list_categories(ctx) if c.kind == "transfer")
    day, description, merchant, amount = PAID_BACK
    create_transaction(
        ctx,
        data={"date": day, "description": description, "merchant": merchant, "amount": amount,
              "categoryId": transfers},
    )  # fmt: skip
    yield ctx


def test_the_agents_are_the_payers_named_as_real_estate(world: AccountContext) -> None:
    reply = _ask(world, "what did the property managers pay me in fy26")
    assert "$1,000.00" in reply.text, reply.text
    assert "Real estate agents (" in reply.text and "Harcourts Ascot" in reply.text, reply.text


def test_the_builders_are_read_from_their_names(world: AccountContext) -> None:
    reply = _ask(world, "total from the builders last financial year")
    assert "$2,000.00" in reply.text, reply.text
    assert "Coral Coast Homes Pty Ltd" in reply.text and "Bayside Constructions" in reply.text, reply.text


def test_a_plural_group_word_is_not_put_right_into_a_singular_one(world: AccountContext) -> None:
    # "agents" was put right into "agent" (a word of "tax agent"), then read as one of them and asked
    reply = _ask(world, "how much have the real estate agents paid me all up in fy26")
    assert "$1,000.00" in reply.text, reply.text


def test_one_of_a_group_is_asked_naming_them(world: AccountContext) -> None:
    reply = _ask(world, "what did the agent pay me in fy26")
    assert _asked_back(reply), reply.text
    assert "Ray White Toowong" in reply.text and "Harcourts Ascot" in reply.text, reply.text


def test_the_group_left_out_of_money_in(world: AccountContext) -> None:
    reply = _ask(world, "how much came in during fy26 other than the real estate agents")
    assert "$3,390.00" in reply.text, reply.text


def test_which_law_firms_paid(world: AccountContext) -> None:
    reply = _ask(world, "which lawyers paid me in fy26")
    assert "Hollis Legal" in reply.text, reply.text
    assert "Ray White" not in reply.text and "J Ward" not in reply.text, reply.text


def test_a_group_no_payer_is_in_is_asked(world: AccountContext) -> None:
    reply = _ask(world, "how much did the schools pay me in fy26")
    assert _asked_back(reply), reply.text


def test_every_group_cites_a_source() -> None:
    from finkit.core.categorise.payer_groups import payer_groups

    assert all(g.source and (g.name_words or g.name_shape) for g in payer_groups())


def test_a_payee_named_with_a_group_word_is_that_payee(world: AccountContext) -> None:
    # "constructions" is a builder's word, but "bayside constructions" names one payee
    reply = _ask(world, "how much did bayside constructions pay me in fy26")
    assert "$800.00" in reply.text and "$2,000.00" not in reply.text, reply.text


def test_clients_paying_as_people_are_those_named_as_a_person(world: AccountContext) -> None:
    # "K Murphy": an initial and a surname is how a person paying shows; a friend paying back (a transfer)
    # is not a client
    reply = _ask(world, "what did my houshold clients pay me in fy26")
    assert "$400.00" in reply.text, reply.text
    assert "J Ward" in reply.text and "F Okafor" in reply.text and "D Voss" not in reply.text, reply.text


def test_a_household_spending_question_is_not_the_clients(world: AccountContext) -> None:
    reply = _ask(world, "how much did i spend on household stuff in fy26")
    assert "J Ward" not in reply.text and "$400.00" not in reply.text, reply.text


@pytest.fixture(scope="module")
def sold(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "groups_sold", NOW)
    income = [c for c in list_categories(ctx) if c.kind == "income"]
    sales = next(c.id for c in income if c.name == "Sales Income")
    other = next(c.id for c in income if c.name != "Sales Income")
    for day, description, merchant, amount, category in [
        ("2025-08-04", "OSKO DEPOSIT J WARD", "J Ward", "180.00", sales),
        ("2025-09-04", "OSKO DEPOSIT F OKAFOR", "F Okafor", "220.00", sales),
        ("2025-10-04", "OSKO DEPOSIT R LEE OLD VAN", "R Lee", "5000.00", other),
    ]:
        create_transaction(
            ctx,
            data={"date": day, "description": description, "merchant": merchant, "amount": amount,
                  "categoryId": category},
        )  # fmt: skip
    yield ctx


def test_a_person_paying_under_another_income_category_is_asked(sold: AccountContext) -> None:
    # R Lee paid for something else than the work (another income category): with the clients or not?
    reply = _ask(sold, "how much did the householders pay me in fy26")
    assert _asked_back(reply), reply.text
    assert "R Lee" in reply.text, reply.text


def test_a_group_word_saying_what_the_money_was_for_is_not_the_group(world: AccountContext) -> None:
    # "agency fees" are what was paid for, not the agents paying
    reply = _ask(world, "how much came in as agency fees in fy26")
    assert "$1,000.00" not in reply.text and "Ray White" not in reply.text, reply.text
