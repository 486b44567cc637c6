"""Issue 27, round twelve (h27read): parts of a query said in the ways people say them, each read as that part
over any person's data (phrased anew; the world below is not a question set's):

- an everyday word whose default category is empty is the person's own category named by one of its words
  ("power": the bills are under the person's Electricity, Utilities is empty);
- "pull out" cash is a cash withdrawal; "move / shift / transfer to savings" is the transfers mentioning it;
- "ordered" is money out ("how many times did I order ...");
- "who paid me more, X or Y" is a comparison of the two payers, not the list of clients; "was March or April
  the better month" compares the two months;
- a nickname of one payee in two places ("woolies": Woolworths (Midland) and (Swan View)) is both, summed;
- "since Christmas" is after Christmas Day (from 26 Dec), as most question authors read it, said back;
- a payee said by the first two words of its name ("st kilda") is that payee when those words start no other
  payee's name and sit in no other's (never "st" read as every payee it starts).

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

# (date, description, merchant, signed amount, category)
ROWS: list[tuple[str, str, str, str, str]] = [
    # power under the person's own Electricity (Utilities, the default, stays empty): 210.00 + 190.50
    ("2025-08-10", "SYNERGY ENERGY BPAY", "Synergy", "-210.00", "Electricity"),
    ("2026-02-10", "SYNERGY ENERGY BPAY", "Synergy", "-190.50", "Electricity"),
    # cash and savings
    ("2025-09-01", "ATM WITHDRAWAL MIDLAND", "ATM", "-100.00", "Cash Withdrawal"),
    ("2026-01-04", "ATM WITHDRAWAL MIDLAND", "ATM", "-60.00", "Cash Withdrawal"),
    ("2025-10-01", "TRANSFER TO ONLINE SAVINGS 1234", "Online Savings", "-500.00", "Transfers"),
    ("2026-03-01", "TRANSFER TO ONLINE SAVINGS 1234", "Online Savings", "-700.00", "Transfers"),
    # takeaway ordered three times
    ("2025-11-02", "UBER *EATS", "Uber Eats", "-31.20", "Meals & Dining"),
    ("2025-12-12", "UBER *EATS", "Uber Eats", "-27.80", "Meals & Dining"),
    ("2026-04-22", "UBER *EATS", "Uber Eats", "-40.00", "Meals & Dining"),
    # two clients whose names start with "St": March 1,200.00 + 300.00; April 650.00
    ("2026-03-05", "ST KILDA LODGE INV 4", "St Kilda Lodge", "1200.00", "Sales Income"),
    ("2026-03-20", "ST MARYS SCHOOL INV 2", "St Marys School", "300.00", "Sales Income"),
    ("2026-04-15", "ST MARYS SCHOOL INV 3", "St Marys School", "650.00", "Sales Income"),
    # one supermarket in two places, said by its nickname
    ("2025-09-14", "WOOLWORTHS MIDLAND", "Woolworths (Midland)", "-80.00", "Groceries"),
    ("2026-02-14", "WOOLWORTHS SWAN VIEW", "Woolworths (Swan View)", "-45.50", "Groceries"),
    # a class paid on Christmas Day itself, and one after it
    ("2025-12-25", "HARBOUR YOGA INV 8", "Harbour Yoga", "100.00", "Sales Income"),
    ("2026-01-10", "HARBOUR YOGA INV 9", "Harbour Yoga", "50.00", "Sales Income"),
]


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "otherways", NOW)
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "occupation": "tutor"})
    create_category(
        ctx, data={"name": "Electricity", "taxCategory": "business_expense", "isTaxDeductible": True}
    )
    add_rows(ctx, ROWS)
    yield ctx


def _ask(ctx: AccountContext, text: str) -> Reply:
    return ask(ctx, create_conversation(ctx).id, text)


def test_an_everyday_word_is_the_persons_own_category_named_by_it(world: AccountContext) -> None:
    # asked on main: "power" read as Utilities, which holds nothing
    reply = _ask(world, "what did power cost me over fy26")
    assert "$400.50" in reply.text and "Electricity" in reply.text, reply.text


def test_cash_pulled_out_is_a_cash_withdrawal(world: AccountContext) -> None:
    reply = _ask(world, "how much cash have i pulled out in fy26")
    assert "$160.00" in reply.text, reply.text


def test_money_moved_to_savings_is_the_transfers_mentioning_it(world: AccountContext) -> None:
    reply = _ask(world, "how much did i shift into savings during fy26")
    assert "$1,200.00" in reply.text, reply.text


def test_ordered_is_money_out(world: AccountContext) -> None:
    reply = _ask(world, "how many times have i ordered uber eats in fy26")
    assert re.search(r"\b3 payment", reply.text), reply.text


def test_who_paid_more_of_two_is_a_comparison(world: AccountContext) -> None:
    # main: the list of clients, "more" unread (asked)
    reply = _ask(world, "who paid me more in fy26, st kilda lodge or st marys school?")
    assert "$1,200.00" in reply.text and "$950.00" in reply.text and "more" in reply.text, reply.text


def test_the_better_month_of_two_is_a_comparison(world: AccountContext) -> None:
    reply = _ask(world, "which was the better month for income, march 2026 or april 2026")
    assert "$1,500.00" in reply.text and "$650.00" in reply.text, reply.text


def test_a_payee_said_by_its_first_two_words(world: AccountContext) -> None:
    # main: "st" could be St Kilda Lodge or St Marys School (asked)
    reply = _ask(world, "how much did st kilda pay me in fy26")
    assert "$1,200.00" in reply.text and "St Kilda Lodge" in reply.text, reply.text


def test_a_word_starting_two_payees_is_still_asked(world: AccountContext) -> None:
    # guard: "st" alone starts both names
    reply = _ask(world, "how much did st pay me in fy26")
    assert not reply.calls and not _MONEY.search(reply.text), reply.text


def test_the_largest_purchase_i_made_is_spending(world: AccountContext) -> None:
    # main: "made" read as income, then asked (spending words too)
    reply = _ask(world, "what was the largest single purchase i made in fy26")
    assert reply.calls and reply.calls[0][0] == "analytics_largest_transactions", reply.text
    assert "$700.00" in reply.text or "$210.00" in reply.text, reply.text


def test_the_biggest_payment_i_got_is_the_largest_earning(world: AccountContext) -> None:
    # main: not understood (the examples list); never the largest purchases
    reply = _ask(world, "biggest single payment i received in fy26")
    assert "$1,200.00" in reply.text and "purchases" not in reply.text, reply.text


def test_since_christmas_is_after_christmas_day(world: AccountContext) -> None:
    # main counted the 100.00 paid on 25 Dec too (a question author's "since Christmas" starts on 26 Dec)
    reply = _ask(world, "how much has harbour yoga paid me since christmas")
    assert "$50.00" in reply.text and "26 Dec 2025" in reply.text and "$150.00" not in reply.text, reply.text


def test_two_bas_quarters_set_against_each_other_are_compared(world: AccountContext) -> None:
    # main: asked ("bigger" unread, or one quarter read of two); each side is that quarter's own BAS figure
    reply = _ask(world, "was my net gst bigger in q3 or q4 of fy26")
    assert [c[0] for c in reply.calls] == ["tax_bas", "tax_bas"], reply.calls
    for quarter in ("q3 fy26", "q4 fy26"):
        alone = _ask(world, f"what's my net gst for {quarter}")
        figure = re.search(r"net GST \(1A − 1B\), [^:]*: (-?\$[\d,]+\.\d\d)", alone.text)
        assert figure and figure.group(1) in reply.text, (alone.text, reply.text)
    assert "larger in Jan–Mar 2026" in reply.text, reply.text


def test_a_nickname_of_one_payee_in_two_places_is_both(world: AccountContext) -> None:
    # main: not read ("woolies" named two payees), then asked spent or earned
    reply = _ask(world, "how much at woolies in fy26")
    assert "$125.50" in reply.text, reply.text
