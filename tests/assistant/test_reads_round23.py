"""Issue 27, round 23 (the tattoo artist's released `tune` set, phrased anew here): a payee's name read whole.

- Two words said apart as a payee's name says them ("needle hub") name that payee, all of its rows. They were
  joined into the bank's one-word form (NEEDLEHUB.COM.AU, its online orders), so the answer was the online
  orders only: a narrower question than the one asked, with a wrong figure.
- "Ampol" said, where Ampolex (the same servo, as its other card terminal words it) is paid for the same kind of
  cost: Ampol alone, or with Ampolex, is asked; it was Ampol's rows alone.
- "what did I get back" names no one money came back from (a shop's refund, people paying their share): asked,
  never all the earnings; money in said to be "for the bills" is a part of a payer's money the rows do not
  show: asked, never all they paid.
- "<payee> subs for the year" by the first word of the payee's name ("beatpool" for Beatpool (record pool)): the
  payee's payments summed, not the list of every recurring payment.
- "pier meals": a word said as the kind of a category's own word, which only some of the category's payees'
  rows say (the physiotherapist's "hall hire": the community centre's rows say HALL, the council's do not), is
  asked: those rows, or all of the category; it was those rows alone.
- "whats the biggest payment", no side said: the largest made or the largest received is asked.
- A payee named by its whole name ("ride feast") whose words another payee's payments say too (some of Ride's
  rows read "RIDE *FEAST") is asked back: that payee only, or with those; it was that payee's rows alone.
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

# (date, description, merchant, signed amount, category)
_ROWS = [
    ("2025-08-04", "CARD PURCHASE NEEDLE HUB PTY LTD FITZROY", "Needle Hub", "-200.00", "Office Supplies"),
    ("2025-09-08", "CARD PURCHASE NEEDLEHUB.COM.AU MELBOURNE", "Needle Hub", "-150.00", "Office Supplies"),
    ("2025-10-06", "CARD PURCHASE NEEDLE HUB PTY LTD FITZROY", "Needle Hub", "-100.00", "Office Supplies"),
    ("2025-11-03", "CARD PURCHASE NEEDLEHUB.COM.AU MELBOURNE", "Needle Hub", "-50.00", "Office Supplies"),
    ("2025-08-09", "CARD PURCHASE RIDE *FEAST SYDNEY", "Ride Feast", "-30.00", "Meals & Dining"),
    ("2025-09-19", "CARD PURCHASE RIDE *FEAST SYDNEY", "Ride", "-25.00", "Meals & Dining"),
    ("2025-10-12", "CARD PURCHASE RIDE *TRIP SYDNEY", "Ride", "-18.00", "Travel"),
    ("2025-08-11", "CARD PURCHASE PETROLO CARDIFF", "Petrolo", "-80.00", "Fuel"),
    ("2025-09-11", "CARD PURCHASE PETROLOX CARDIFF", "Petrolox", "-70.00", "Fuel"),
    ("2025-10-11", "CARD PURCHASE PETROLO CARDIFF", "Petrolo", "-60.00", "Fuel"),
    ("2025-08-20", "OSKO FROM KIRA LANE power share", "Kira Lane", "90.00", "Transfers"),
    ("2025-09-20", "OSKO FROM KIRA LANE pizza", "Kira Lane", "25.00", "Transfers"),
    ("2025-10-02", "CARD REFUND INK DEPOT", "Ink Depot", "20.00", "Office Supplies"),
    ("2025-11-14", "CARD PURCHASE HARBOUR KIOSK PIER 2", "Harbour Kiosk", "-16.00", "Meals & Dining"),
    ("2025-12-14", "CARD PURCHASE HARBOUR KIOSK PIER 2", "Harbour Kiosk", "-14.00", "Meals & Dining"),
    ("2025-08-30", "JOB 114 REMITTANCE", "Coast Studio", "900.00", "Sales Income"),
    ("2025-08-05", "VISA BEATPOOL.COM LA US", "Beatpool (record pool)", "-40.00", "Software & Subscriptions"),
    ("2025-09-05", "VISA BEATPOOL.COM LA US", "Beatpool (record pool)", "-41.00", "Software & Subscriptions"),
    ("2025-10-05", "VISA BEATPOOL.COM LA US", "Beatpool (record pool)", "-42.00", "Software & Subscriptions"),
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "read23", NOW)
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "occupation": "tattooist"})
    ids = {c.name: c.id for c in list_categories(ctx)}
    for day, description, merchant, amount, category in _ROWS:
        fields = {"date": day, "description": description, "merchant": merchant, "amount": amount}
        create_transaction(ctx, data=fields | {"categoryId": ids[category]})
    yield ctx


@pytest.mark.parametrize(
    "question",
    [
        "what did i spend at needle hub in fy26",
        "needle hub spend last financial year",
        "fy26 needle hub total",
    ],
)
def test_a_payees_name_said_in_words_is_the_whole_payee(world: AccountContext, question: str) -> None:
    reply = _ask(world, question)
    assert "$500.00" in reply.text, reply.text


@pytest.mark.parametrize(
    "question", ["how much went on ride feast in fy26", "ride feast spending last financial year"]
)
def test_a_payees_name_other_payees_rows_say_is_asked(world: AccountContext, question: str) -> None:
    reply = _ask(world, question)
    assert not reply.calls and not _MONEY.search(reply.text) and "?" in reply.text, reply.text
    assert "Ride's payments" in reply.text, reply.text


@pytest.mark.parametrize(
    "question", ["petrolo spend in fy26", "how much did petrolo cost me last financial year"]
)
def test_a_payee_whose_name_another_payee_spells_longer_is_asked(
    world: AccountContext, question: str
) -> None:
    reply = _ask(world, question)
    assert not reply.calls and not _MONEY.search(reply.text), reply.text
    assert "Petrolox" in reply.text, reply.text


@pytest.mark.parametrize(
    "question",
    [
        "what did i get back in fy26",
        "how much came back to me last financial year",
        "what did kira pay me for the bills in fy26",
        "how much has kira paid me back for bills",
    ],
)
def test_money_back_from_no_one_said_or_for_a_kind_of_cost_is_asked(
    world: AccountContext, question: str
) -> None:
    reply = _ask(world, question)
    assert not reply.calls and not _MONEY.search(reply.text) and "?" in reply.text, reply.text


@pytest.mark.parametrize("question", ["beatpool subs for the year", "beatpool subs in fy26"])
def test_a_payees_subscription_by_its_brand_is_summed(world: AccountContext, question: str) -> None:
    assert "$123.00" in _ask(world, question).text


@pytest.mark.parametrize(
    "question", ["pier meals in fy26", "what did pier meals cost me last financial year"]
)
def test_a_category_narrowed_by_a_word_some_payees_rows_say_is_asked(
    world: AccountContext, question: str
) -> None:
    reply = _ask(world, question)
    assert not reply.calls and not _MONEY.search(reply.text), reply.text
    assert "Harbour Kiosk" in reply.text and "Ride" in reply.text, reply.text


@pytest.mark.parametrize("question", ["whats the biggest payment", "my largest transaction in fy26"])
def test_the_biggest_payment_with_no_side_is_asked(world: AccountContext, question: str) -> None:
    reply = _ask(world, question)
    assert not reply.calls and not _MONEY.search(reply.text), reply.text
    assert "received" in reply.text, reply.text
