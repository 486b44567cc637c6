"""Issue 27, round 25 (h29reads): questions asked back where the reading is certain, now read.

A household's FY2026, asked on 20 July 2026 (every row hand-written below):
- Woolworths (in store) 3 x 100.00 = 300.00 and Woolworths Online 2 x 80.00 = 160.00 (Groceries);
- by direct debit (the bank's words say DIRECT DEBIT): Telstra 2 x 65.00 = 130.00 and Launtel 2 x 79.00 =
  158.00; Spotify 2 x 13.99 by card, as regular as they are but no direct debit;
- Booking.com's payouts (Sales Income) in August and October 2025 and March 2026; the data runs from
  2 August 2025 to 12 March 2026.

So "woolies online" is Woolworths Online (160.00), as "woolworths online" is (the nickname before the rest of
a payee's name); "woolies" alone, either of two payees, stays asked. "What direct debits come out of my account" is the payees
the bank's words say were paid by direct debit, Telstra and Launtel, never Spotify (the recurring list would
name it); "list my direct debits" stays the recurring payments. "Which months did booking.com pay me nothing"
is the months the data covers without a payout: September, November, December 2025, January, February 2026.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from tests.assistant.local_world import add_rows, assistant_account
from tests.assistant.test_reads_whole_question import _ask, _asked_back

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)

ROWS = [
    ("2025-08-02", "EFTPOS WOOLWORTHS 7012 KINGS MEADOWS", "Woolworths", "-100.00", "Groceries"),
    ("2025-10-04", "EFTPOS WOOLWORTHS 7012 KINGS MEADOWS", "Woolworths", "-100.00", "Groceries"),
    ("2026-02-07", "EFTPOS WOOLWORTHS 7012 KINGS MEADOWS", "Woolworths", "-100.00", "Groceries"),
    ("2025-09-12", "VISA PURCHASE WOOLWORTHS ONLINE BELLA VISTA", "Woolworths Online", "-80.00", "Groceries"),
    ("2026-03-12", "VISA PURCHASE WOOLWORTHS ONLINE BELLA VISTA", "Woolworths Online", "-80.00", "Groceries"),
    ("2025-08-18", "DIRECT DEBIT TELSTRA 0412558929", "Telstra", "-65.00", "Phone & Internet"),
    ("2025-09-18", "DIRECT DEBIT TELSTRA 0412558929", "Telstra", "-65.00", "Phone & Internet"),
    ("2025-08-09", "DIRECT DEBIT LAUNTEL PTY LTD 88123", "Launtel", "-79.00", "Phone & Internet"),
    ("2025-09-09", "DIRECT DEBIT LAUNTEL PTY LTD 88123", "Launtel", "-79.00", "Phone & Internet"),
    ("2025-08-27", "VISA PURCHASE SPOTIFY P2F8A91C SYDNEY", "Spotify", "-13.99", "Entertainment"),
    ("2025-09-27", "VISA PURCHASE SPOTIFY P2F8A91C SYDNEY", "Spotify", "-13.99", "Entertainment"),
    ("2025-08-20", "DIRECT CREDIT BOOKING.COM BV BDC250820", "Booking.com", "500.00", "Sales Income"),
    ("2025-10-20", "DIRECT CREDIT BOOKING.COM BV BDC251020", "Booking.com", "400.00", "Sales Income"),
    ("2026-03-02", "DIRECT CREDIT BOOKING.COM BV BDC260302", "Booking.com", "300.00", "Sales Income"),
]


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "reads29", NOW)
    add_rows(ctx, ROWS)
    yield ctx


def test_a_nickname_before_the_rest_of_a_payees_name_is_that_payee(world: AccountContext) -> None:
    reply = _ask(world, "how much did i spend at woolies online").text  # was asked: "woolies" unread
    assert "Woolworths Online" in reply and "$160.00 AUD" in reply, reply


def test_a_nickname_alone_of_two_payees_stays_asked(world: AccountContext) -> None:
    reply = _ask(world, "how much did i spend at woolies")
    assert _asked_back(reply), reply.text  # Woolworths or Woolworths Online: never one of them guessed


def test_direct_debits_coming_out_are_the_payees_the_bank_says_were_paid_so(world: AccountContext) -> None:
    reply = _ask(world, "what direct debits come out of my account")
    assert not _asked_back(reply), reply.text  # was asked: "account" unread (the recurring list's reading)
    assert "Telstra" in reply.text and "Launtel" in reply.text, reply.text
    assert "Spotify" not in reply.text, reply.text  # regular, but paid by card


def test_my_direct_debits_listed_stay_the_recurring_payments(world: AccountContext) -> None:
    reply = _ask(world, "list my direct debits")
    assert [tool for tool, _ in reply.calls] == ["bills_detect_recurring"], reply.text


def test_the_months_a_payer_paid_nothing_are_those_without_a_payment(world: AccountContext) -> None:
    reply = _ask(world, "which months did booking.com pay me nothing")
    assert not _asked_back(reply), reply.text  # was asked: "nothing" unread
    for month in ("September 2025", "November 2025", "December 2025", "January 2026", "February 2026"):
        assert month in reply.text, reply.text
    for month in ("August 2025", "October 2025", "March 2026", "July 2025", "April 2026"):
        assert month not in reply.text, reply.text  # paid, or outside the data


def test_the_months_a_payer_paid_stay_those_with_one(world: AccountContext) -> None:
    reply = _ask(world, "which months did booking.com pay me").text
    assert "August 2025" in reply and "September 2025" not in reply, reply
