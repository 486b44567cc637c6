"""Issue 27, round twelve (h27read): what a person names is often booked under a category of their own, and a
list of names is asked in many ways. Each rule is over any person's data, phrased anew (the world below is not
a question set's):

- an everyday word read as a category no transaction is in ("diesel": Fuel, the fuel booked under the
  person's own "Car Running") is the payees the merchant knowledge base files under it (Caltex, Shell), said
  back as such; a category named in full that holds nothing ("software and subscriptions", "phone &
  internet") is the person's categories named by part of its name (Software; Phone and Internet);
- a payee said with a category word its rows are not in ("fill up at shell", "paypal withdrawals") is the
  payee when the knowledge base files it under that category (Shell sells fuel), else asked: never a count
  or sum of nothing;
- a list of names ("which servos did I go to", "where did I buy groceries", "list the apps I pay for") is
  the payees of what is named, and only those.

Today is 20 July 2026; the rows are all in FY2026.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.context import AccountContext
from finkit.core.conversations.service import create_conversation
from finkit.core.db.engine import Database
from finkit.core.usecases.categories import create_category
from finkit.core.usecases.profile import update_profile
from tests.assistant.local_world import add_rows, assistant_account
from tests.assistant.test_local_requests import Reply, ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
_MONEY = re.compile(r"\$\d")

#: The person's own categories (the defaults Fuel, Software & Subscriptions and Phone & Internet stay empty).
OWN = ("Car Running", "Software", "Phone", "Internet")

# (date, description, merchant, signed amount, category)
ROWS: list[tuple[str, str, str, str, str]] = [
    # fuel under Car Running: Q1 FY26 80.00 + 70.50 = 150.50; Q2 65.25 + 90.00 = 155.25; all 305.75
    ("2025-07-12", "CALTEX MIDLAND", "Caltex", "-80.00", "Car Running"),
    ("2025-09-03", "SHELL COLES EXPRESS", "Shell", "-70.50", "Car Running"),
    ("2025-10-21", "CALTEX MIDLAND", "Caltex", "-65.25", "Car Running"),
    ("2025-12-02", "SHELL COLES EXPRESS", "Shell", "-90.00", "Car Running"),
    # software 33.00 + 22.00 = 55.00; phone 45.00; internet 75.00
    ("2025-08-01", "XERO AUSTRALIA", "Xero", "-33.00", "Software"),
    ("2025-11-01", "CANVA PTY", "Canva", "-22.00", "Software"),
    ("2025-08-15", "TELSTRA MOBILE", "Telstra", "-45.00", "Phone"),
    ("2025-08-18", "AUSSIE BROADBAND", "Aussie Broadband", "-75.00", "Internet"),
    # groceries: 120.00 + 64.30
    ("2025-10-05", "WOOLWORTHS MIDLAND", "Woolworths", "-120.00", "Groceries"),
    ("2026-02-05", "COLES MIDLAND", "Coles", "-64.30", "Groceries"),
    # course sales paid out by PayPal, whose descriptions say "withdrawal"
    ("2025-09-20", "PAYPAL AUSTRALIA WITHDRAWAL", "PayPal", "300.00", "Sales Income"),
    ("2026-01-20", "PAYPAL AUSTRALIA WITHDRAWAL", "PayPal", "150.00", "Sales Income"),
]


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "elsewhere", NOW)
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "occupation": "groomer"})
    for name in OWN:
        create_category(ctx, data={"name": name, "taxCategory": "business_expense", "isTaxDeductible": True})
    add_rows(ctx, ROWS)
    yield ctx


def _ask(ctx: AccountContext, text: str) -> Reply:
    return ask(ctx, create_conversation(ctx).id, text)


def _asked_back(reply: Reply) -> bool:
    return not reply.calls and "?" in reply.text and not _MONEY.search(reply.text)


def test_an_everyday_word_for_an_empty_category_is_its_sellers_paid(world: AccountContext) -> None:
    # asked on main ("no transaction of yours is in Fuel"): Caltex and Shell are fuel sellers, said back
    reply = _ask(world, "what did I spend on diesel in Q2 of FY26")
    assert "$155.25" in reply.text and "Caltex" in reply.text and "Shell" in reply.text, reply.text
    assert "holds none" in reply.text, reply.text


def test_a_comparison_with_an_empty_category_word_uses_its_sellers(world: AccountContext) -> None:
    # main compared Fuel's $0.00 with groceries: a wrong answer
    reply = _ask(world, "more on diesel or on groceries in fy26?")
    assert "$305.75" in reply.text and "$184.30" in reply.text, reply.text


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        ("total for software and subscriptions over FY26", "$55.00"),
        ("phone & internet costs for fy26", "$120.00"),
    ],
)
def test_a_category_named_in_full_that_holds_nothing_is_the_persons_parts(
    world: AccountContext, text: str, figure: str
) -> None:
    reply = _ask(world, text)
    assert figure in reply.text, reply.text


def test_a_seller_named_with_its_category_word_is_that_seller(world: AccountContext) -> None:
    # main counted Shell's rows in Fuel: "no spending at Shell (Fuel)", a count of 0 (wrong: 2)
    reply = _ask(world, "how many times did I fill up at shell in fy26")
    assert re.search(r"\b2 payment", reply.text) and "Shell" in reply.text, reply.text


def test_a_payee_with_a_category_word_it_is_not_in_is_asked(world: AccountContext) -> None:
    # main: "no money in from PayPal (Cash Withdrawal)" (0; the two PayPal rows are sales)
    reply = _ask(world, "how many paypal withdrawals in fy26")
    assert _asked_back(reply) and "PayPal" in reply.text, reply.text


@pytest.mark.parametrize(
    ("text", "names", "not_named"),
    [
        ("which servos did I go to in fy26", ("Caltex", "Shell"), ("Woolworths", "Xero")),
        ("where did I buy groceries in fy26", ("Woolworths", "Coles"), ("Caltex", "Telstra")),
        ("list the apps I pay for", ("Xero", "Canva"), ("Telstra", "Woolworths")),
    ],
)
def test_a_list_of_names_is_the_payees_of_what_is_named(
    world: AccountContext, text: str, names: tuple[str, ...], not_named: tuple[str, ...]
) -> None:
    reply = _ask(world, text)
    assert all(n in reply.text for n in names), reply.text
    assert not any(n in reply.text for n in not_named), reply.text
