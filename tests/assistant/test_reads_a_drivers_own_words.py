"""Issue 27, round nineteen (h27ride): a driver's own words, read from her own data, over a year of my own.

A rideshare driver's FY2026, asked on 20 July 2026. Hand-worked:

- The platform pays weekly under "Rideco (rides + eats)": "RIDECO PTY PAYOUT" 500.00 (3 Jun), 300.00 (10 Jun),
  400.00 (17 Jun). The same platform under its bare name "Rideco" passed on a rider's cleaning fee, "RIDECO PTY
  CLEANING FEE ADJ" 60.00 (20 Jun, Sales Income), and charged a ride she took, "RIDECO *TRIP" 25.00 (money out).
  "rideco" alone names both payees; "payouts" (every row of the first says PAYOUT, none of the other's) and
  "cleaning" (only the second's deposits say it) point at one: payouts 1,200.00 over 3, on average 400.00, the
  lowest 300.00. With neither word, what was spent at Rideco is asked.
- Her night job pays into "Night Job Pay" (a private category, not business income): "Harbour Inn (employer)",
  "DIRECT CREDIT HARBOUR INN PAY" 700.00 (5 Jun) and 650.00 (19 Jun): what the inn paid her is 1,350.00, never
  "nothing" (it paid no earnings).
- Her partner sends petrol money, "OSKO DEPOSIT FROM SAM REID Ref petrol" 100.00 (8 Jun) and 120.00 (22 Jun),
  booked as Transfers: "petrol" is her Fuel category's word, but every one of Sam's payments says it, so what
  Sam put in for petrol is 220.00, not asked whether Fuel is meant.
- Car washes at "Suds Express", the statement saying "SUDS EXPRESS CARWASH" (15.00 on 6 Jun, 18.00 on 27 Jun):
  "car washes" is the statement's one word CARWASH (33.00, 2 payments), not "car" the vehicle, and no deposit
  says it, so "how many car washes did I get" is money out.
- A second platform pays weekly, "ZIPCAB DRIVER EARNINGS" 210.00 (2 Jun), 340.00 (9 Jun), 280.00 (16 Jun):
  "the largest zipcab week" is its largest weekly payment (340.00), "zipcab weeks over $250" 2 of them.
  Her earnings in June are 1,260.00 + 830.00 = 2,090.00; a month on average over April to June 696.67.
- Takeaway is one payee, "takeaway", its shops only in the bank descriptions: "MCDONALDS INVERMAY" 12.00,
  "DOMINOS PIZZA PROSPECT" 20.00 and 25.00. "maccas" is McDonald's as the statement writes it; "maccas or
  dominos" is two things set against each other (12.00 and 45.00), never one phrase "mcdonalds dominos".
- Parking: "LAUNCESTON AIRPORT PARKING" 11.00 (Launceston Airport), "HOBART AIRPORT PARKING" 9.00: "launnie
  airport" is Launceston Airport (11.00).
- Her own saver, "own Bonus Saver", every row a transfer: "INTERNET TRANSFER TO 660123 BONUS SAVER" 200.00
  (4 Jun) and 150.00 (18 Jun): what she put in it is 350.00, never "no spending at" it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.categories import create_category
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
    ("2026-06-05", "DIRECT CREDIT HARBOUR INN PAY 050626", "Harbour Inn (employer)", "700.00", "Night Job Pay"),
    ("2026-06-19", "DIRECT CREDIT HARBOUR INN PAY 190626", "Harbour Inn (employer)", "650.00", "Night Job Pay"),
    ("2026-06-08", "OSKO DEPOSIT FROM SAM REID Ref petrol", "Sam Reid (partner)", "100.00", "Transfers"),
    ("2026-06-22", "OSKO DEPOSIT FROM SAM REID Ref petrol", "Sam Reid (partner)", "120.00", "Transfers"),
    ("2026-06-09", "VISA DEBIT PURCHASE AMPOL MOWBRAY", "Ampol", "-70.00", "Fuel"),
    ("2026-06-02", "DIRECT CREDIT ZIPCAB DRIVER EARNINGS 0602", "Zipcab", "210.00", "Sales Income"),
    ("2026-06-09", "DIRECT CREDIT ZIPCAB DRIVER EARNINGS 0609", "Zipcab", "340.00", "Sales Income"),
    ("2026-06-16", "DIRECT CREDIT ZIPCAB DRIVER EARNINGS 0616", "Zipcab", "280.00", "Sales Income"),
    ("2026-06-11", "VISA DEBIT PURCHASE MCDONALDS INVERMAY", "takeaway", "-12.00", "Meals & Dining"),
    ("2026-06-12", "VISA DEBIT PURCHASE DOMINOS PIZZA PROSPECT", "takeaway", "-20.00", "Meals & Dining"),
    ("2026-06-26", "VISA DEBIT PURCHASE DOMINOS PIZZA PROSPECT", "takeaway", "-25.00", "Meals & Dining"),
    ("2026-06-13", "VISA DEBIT PURCHASE LAUNCESTON AIRPORT PARKING", "Launceston Airport", "-11.00", "Parking & Tolls"),
    ("2026-06-14", "VISA DEBIT PURCHASE HOBART AIRPORT PARKING", "Hobart Airport", "-9.00", "Parking & Tolls"),
    ("2026-06-04", "INTERNET TRANSFER TO 660123 BONUS SAVER", "own Bonus Saver", "-200.00", "Transfers"),
    ("2026-06-18", "INTERNET TRANSFER TO 660123 BONUS SAVER", "own Bonus Saver", "-150.00", "Transfers"),
    ("2026-06-06", "VISA DEBIT PURCHASE SUDS EXPRESS CARWASH INVER", "Suds Express", "-15.00", "Vehicle Expenses"),
    ("2026-06-27", "VISA DEBIT PURCHASE SUDS EXPRESS CARWASH INVER", "Suds Express", "-18.00", "Vehicle Expenses"),
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
    create_category(ctx, data={"name": "Night Job Pay", "taxCategory": "personal", "isTaxDeductible": False})
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


def test_a_payer_of_wages_only_is_what_it_paid_not_nothing_earned(world: AccountContext) -> None:
    reply = _ask(world, "what did harbour inn pay me in june 2026")
    assert "$1,350.00" in reply.text, reply.text


def test_a_category_word_every_payment_of_the_payer_says_is_that_payer(world: AccountContext) -> None:
    reply = _ask(world, "how much has sam chipped in for petrol")
    assert "$220.00" in reply.text and "$70.00" not in reply.text, reply.text


@pytest.mark.parametrize(
    "question",
    ["what was my driving income in june 2026", "how much money came in from my driving in june 2026"],
)
def test_income_said_as_the_persons_line_of_work_is_the_earnings(
    world: AccountContext, question: str
) -> None:
    # the occupation is "Rideshare driver" and all her income categories are her business's: the payouts and
    # the cleaning fee and Zipcab's (2,090.00), not the night job's pay
    reply = _ask(world, question)
    assert "$2,090.00" in reply.text and "$3,440.00" not in reply.text, reply.text


def test_an_average_of_business_income_is_not_the_returns_line(world: AccountContext) -> None:
    reply = _ask(world, "average monthly business income, april to june 2026")
    assert "$696.67" in reply.text, reply.text  # 2,090.00 over three months


@pytest.mark.parametrize(
    ("question", "figure"),
    [
        ("total spent on car washes in june 2026", "$33.00"),
        ("how many car washes did i get in june 2026", "2 payment(s)"),
    ],
)
def test_two_words_the_statement_writes_as_one_are_that_word(
    world: AccountContext, question: str, figure: str
) -> None:
    reply = _ask(world, question)
    assert figure in reply.text, reply.text


@pytest.mark.parametrize(
    ("question", "figure"),
    [
        ("largest zipcab week in june 2026", "$340.00"),
        ("how many zipcab weeks over $250 in june 2026", "2 payment(s)"),
    ],
)
def test_a_payers_week_is_its_weekly_payment(world: AccountContext, question: str, figure: str) -> None:
    reply = _ask(world, question)
    assert figure in reply.text, reply.text


def test_a_word_some_deposits_say_picks_the_payee_but_narrows_nothing_unasked(world: AccountContext) -> None:
    # "cleaning" points at the bare Rideco (only its deposits say it); its rows that say it are a part of what
    # Rideco paid, which the person may not mean ("port provisions bread money"): asked, never a figure
    reply = _ask(world, "how much was the cleaning fee rideco paid me in june")
    assert not _MONEY.search(reply.text) and "?" in reply.text, reply.text
    assert "Rideco (rides + eats)" not in reply.text, reply.text


def test_a_shops_nickname_is_the_statements_word_and_two_are_set_apart(world: AccountContext) -> None:
    reply = _ask(world, "did maccas or dominos get more of my money in june 2026")
    assert "$12.00" in reply.text and "$45.00" in reply.text, reply.text


def test_a_places_nickname_is_the_place(world: AccountContext) -> None:
    reply = _ask(world, "what did i spend at launnie airport in june 2026")
    assert "$11.00" in reply.text and "$20.00" not in reply.text, reply.text


def test_grabbing_something_is_spending(world: AccountContext) -> None:
    reply = _ask(world, "how many times did i grab dominos in june 2026")
    assert "2 payment(s)" in reply.text and "$45.00" in reply.text, reply.text


def test_a_payee_of_transfers_only_is_its_transfers(world: AccountContext) -> None:
    reply = _ask(world, "what did i put into the bonus saver in june 2026")
    assert "$350.00" in reply.text, reply.text


def test_one_business_under_two_payees_left_out_is_all_of_it(world: AccountContext) -> None:
    # Rideco and Rideco (rides + eats) are one name: leaving "rideco" out leaves both (1,260.00) out of 2,090.00
    reply = _ask(world, "driving income in june 2026 not counting rideco")
    assert "$830.00" in reply.text, reply.text
