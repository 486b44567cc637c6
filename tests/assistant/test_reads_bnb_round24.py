"""Issue 27, round 24 (h28bnbq): questions a B&B host typed that were answered narrower or wider than asked,
now read or asked back, never a wrong figure.

A B&B host and illustrator's FY2026, asked on 20 July 2026 (every row hand-written below):
- money in: Bramble Books (a publisher) 1,000.00 and James McLeod (a guest) 300.00, both by Wise, the bank's
  words "WISE AUSTRALIA ..." (no payer is called Wise); pet portraits paid by Ella Markovic 340.00 (her
  transfer says "PET PORTRAIT") and G Ferguson 300.00 (his says "COMMISSION"); guests' PayID deposits of
  200.00 and 150.00 (Sales Income); Booking.com's payouts 500.00 and 400.00 (a guest's PayID, 150.00, says
  "BOOKING" too); Tyro (card terminal)'s settlements 800.00 and 600.00, and Tyro's 30.00 fee (Bank Fees);
- Guest Amenities & Linen: Northern Linen Service 3 x 120.00 = 360.00 (VISA DEBIT PURCHASE ...), Adairs
  89.00; Council Rates & Water: City of Launceston rates 2 x 740.00 = 1,480.00, TasWater 2 x 350.00 = 700.00.

So: "how much did wise pay me" is two payers' money (which one is asked), "the deposit" is one of several
(asked), "who paid me for pet portraits" cannot be told from the bank's words (Ferguson's says no such thing:
asked), "linen" is Northern Linen Service (3 debits) or the category (4 rows, 449.00) and "the rates" are City
of Launceston's 1,480.00 or the category's 2,180.00 (each asked, naming both readings); "debits" are payments
out, never a word to find in the descriptions; "booking.com" is the payer of that name (2 payouts, the guest's
"BOOKING" no part of it) and "tyro settlements" the money in, Tyro (card terminal)'s 1,400.00, not the fee.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.categories.service import create_category
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from tests.assistant.local_world import add_rows, assistant_account
from tests.assistant.test_reads_whole_question import _ask, _asked_back

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)

ROWS = [
    ("2025-08-04", "WISE AUSTRALIA PTY LTD BRAMBLE BOOKS COVER", "Bramble Books", "1000.00", "Sales Income"),
    ("2025-09-12", "WISE AUSTRALIA PTY LTD J MCLEOD ROOM", "James McLeod", "300.00", "Sales Income"),
    ("2025-10-02", "OSKO PAYMENT FROM E MARKOVIC PET PORTRAIT", "Ella Markovic", "340.00", "Sales Income"),
    ("2025-11-20", "OSKO PAYMENT FROM G FERGUSON COMMISSION", "G Ferguson", "300.00", "Sales Income"),
    ("2025-12-05", "OSKO PAYMENT FROM K WHITTLE STAY", "Karen Whittle", "200.00", "Sales Income"),
    ("2026-01-09", "OSKO PAYMENT FROM R SINGH BOOKING", "Rajinder Singh", "150.00", "Sales Income"),
    ("2025-10-20", "DIRECT CREDIT BOOKING.COM BV BDC251020", "Booking.com", "500.00", "Sales Income"),
    ("2026-01-20", "DIRECT CREDIT BOOKING.COM BV BDC260120", "Booking.com", "400.00", "Sales Income"),
    ("2026-02-02", "OSKO PAYMENT FROM K MCALLISTER BOOKING", "Kate McAllister", "150.00", "Sales Income"),
    ("2025-11-03", "TYRO PAYMENTS MID 48213", "Tyro (card terminal)", "800.00", "Sales Income"),
    ("2026-03-03", "TYRO PAYMENTS MID 48213", "Tyro (card terminal)", "600.00", "Sales Income"),
    ("2025-11-30", "TYRO PAYMENTS LTD MONTHLY FEE", "Tyro", "-30.00", "Bank Fees"),
    (
        "2025-08-15",
        "VISA DEBIT PURCHASE NORTHERN LINEN SVC",
        "Northern Linen Service",
        "-120.00",
        "Guest Amenities & Linen",
    ),
    (
        "2025-10-15",
        "VISA DEBIT PURCHASE NORTHERN LINEN SVC",
        "Northern Linen Service",
        "-120.00",
        "Guest Amenities & Linen",
    ),
    (
        "2026-02-15",
        "VISA DEBIT PURCHASE NORTHERN LINEN SVC",
        "Northern Linen Service",
        "-120.00",
        "Guest Amenities & Linen",
    ),
    ("2025-09-03", "EFTPOS PURCHASE ADAIRS LAUNCESTON", "Adairs", "-89.00", "Guest Amenities & Linen"),
    ("2025-08-31", "BPAY CITY OF LAUNCESTON RATES", "City of Launceston", "-740.00", "Council Rates & Water"),
    ("2026-02-28", "BPAY CITY OF LAUNCESTON RATES", "City of Launceston", "-740.00", "Council Rates & Water"),
    ("2025-08-22", "BPAY TASWATER", "TasWater", "-350.00", "Council Rates & Water"),
    ("2026-02-22", "BPAY TASWATER", "TasWater", "-350.00", "Council Rates & Water"),
]


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "bnb28", NOW)
    create_category(ctx, data={"name": "Guest Amenities & Linen", "taxCategory": "business_expense"})
    create_category(ctx, data={"name": "Council Rates & Water", "taxCategory": "personal"})
    add_rows(ctx, ROWS)
    yield ctx


def test_a_bank_word_said_as_the_payer_of_two_payers_is_asked(world: AccountContext) -> None:
    reply = _ask(world, "how much did wise pay me")
    assert _asked_back(reply), reply.text  # was "rows mentioning wise": $1,300.00, two payers summed
    assert "Bramble Books" in reply.text and "James McLeod" in reply.text, reply.text


def test_the_deposit_with_none_named_is_asked(world: AccountContext) -> None:
    reply = _ask(world, "how much was the deposit")
    assert _asked_back(reply), reply.text  # was the whole year's income


def test_a_kind_of_work_does_not_narrow_the_clients(world: AccountContext) -> None:
    reply = _ask(world, "who paid me for pet portraits")
    assert _asked_back(reply), (
        reply.text
    )  # was Ella Markovic alone (G Ferguson's transfer says no such thing)


def test_a_word_naming_one_payee_in_a_category_is_asked(world: AccountContext) -> None:
    reply = _ask(world, "how many linen debits were there")
    assert _asked_back(reply), reply.text  # was Guest Amenities & Linen's rows mentioning "debit"
    assert "Northern Linen Service" in reply.text and "Guest Amenities & Linen" in reply.text, reply.text


def test_debits_are_payments_out_not_a_word_to_find(world: AccountContext) -> None:
    reply = _ask(world, "how many adairs debits were there").text  # Adairs' row says EFTPOS PURCHASE
    assert "1 payment(s), $89.00 AUD" in reply, reply
    assert "mentioning" not in reply, reply


def test_a_word_naming_one_of_a_categorys_two_things_is_asked(world: AccountContext) -> None:
    reply = _ask(world, "were the rates dearer than the linen")
    assert _asked_back(reply), reply.text  # was Council Rates & Water's $2,180.00, TasWater's water in it
    assert "TasWater" in reply.text, reply.text


def test_a_name_said_whole_is_that_payer_not_words_on_others_deposits(world: AccountContext) -> None:
    reply = _ask(world, "how many booking.com payouts were there").text  # was asked: the guest's "BOOKING"
    assert "2 payment(s)" in reply and "Booking.com" in reply, reply


def test_a_name_two_payees_hold_is_the_one_on_the_side_said(world: AccountContext) -> None:
    reply = _ask(world, "total tyro settlements").text  # was asked: Tyro or Tyro (card terminal)
    assert "Tyro (card terminal)" in reply and "$1,400.00 AUD" in reply, reply
