"""Issue 27, round 27 (the charter operator's and the cleaner's released `tune` sets, phrased anew here): no
figure for a question the books answer two ways.

- "how much super did i pay", where the books hold the owner's own contributions and an employee's super under
  two categories: whose is asked (it was the owner's, the category whose name says "super" the most). Said
  whose ("my own", "put into", "for staff") or with the employee named, it is read as before.
- "how much did the booking site cost me", where the person pays the booking system a subscription and a payer
  of the same name keeps its fee from the payouts it makes them: the subscription, the fees kept or both is
  asked (it was the subscription alone). Said "fees" or "subscription", it is read.
- "how much did i actually earn": banked, gross or profit is asked (it was the earnings as a whole); "how much
  did i earn" is read as before.
- "all my stall fees incl the xmas fair": the fair is one of the stall fees' payees, and "xmas", a word its own
  payments say, names it too (it was the stall fees "mentioning xmas", the fair's one row).
- "how much did i make at the markets": "markets", the plural of a category's word (Market Stall Fees), is that
  word, so a payer named by it (Market cash sales) is asked as "the market" is (it was that payer's figure).
- "how many kitchen hire invoices did i pay": "did i pay" says the person paid (it was read as invoices sent,
  money in, and answered "no transactions" after the tool ran).
- "what did i spend last month", nothing named, stays read as all spending (the cleaner's author asks on what;
  the product's own questions read it so): a guard.
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
from finkit.core.usecases.transactions import create_transaction, split_transaction
from tests.assistant.local_world import add_rows, assistant_account
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
_MONEY = re.compile(r"\$\s?\d")

# (date, description, merchant, signed amount, category)
_ROWS = [
    ("2025-09-30", "BPAY AUSTRALIAN RETIREMENT TRUST", "Australian Retirement Trust", "-3000.00", "Super Contributions"),
    ("2026-06-15", "BPAY AUSTRALIAN RETIREMENT TRUST", "Australian Retirement Trust", "-5000.00", "Super Contributions"),
    ("2025-10-28", "DIRECT DEBIT QUICKSUPER SG Q1", "QuickSuper", "-812.40", "Superannuation (staff)"),
    ("2026-01-28", "DIRECT DEBIT QUICKSUPER SG Q2", "QuickSuper", "-790.10", "Superannuation (staff)"),
    ("2025-08-05", "VISA PURCHASE TIDEBOOK.IO SUBSCRIPTION", "Tidebook", "-79.00", "Software & Subscriptions"),
    ("2025-09-05", "VISA PURCHASE TIDEBOOK.IO SUBSCRIPTION", "Tidebook", "-79.00", "Software & Subscriptions"),
    ("2025-08-01", "DIRECT DEBIT MARLIN MARINA BERTH", "Marlin Marina", "-650.00", "Mooring"),
    ("2025-09-12", "VISA PURCHASE MARLIN MARINA SLIPWAY", "Marlin Marina", "-1200.00", "Boat Repairs"),
    ("2026-06-03", "VISA PURCHASE MARLIN CHANDLERY", "Marlin Chandlery", "-240.00", "Tools & Equipment"),
    ("2026-06-10", "OSKO FROM K BELL CHARTER DEPOSIT", "Kim Bell", "1200.00", "Sales Income"),
    ("2025-08-02", "OSKO PAYMENT TO FREO ARTS MARKET STALL AUG", "Fremantle Arts Centre markets", "-300.00", "Market Stall Fees"),
    ("2025-09-06", "OSKO PAYMENT TO FREO ARTS MARKET STALL SEP", "Fremantle Arts Centre markets", "-300.00", "Market Stall Fees"),
    ("2025-12-01", "OSKO PAYMENT TO PERTH MAKERS XMAS FAIR", "Perth Makers Christmas Fair", "-385.00", "Market Stall Fees"),
    ("2025-10-02", "OSKO DEPOSIT FROM LUCY FAIRWEATHER", "Lucy Fairweather", "900.00", "Sales Income"),
    ("2025-08-04", "CASH DEPOSIT BRANCH TAKINGS", "Market cash sales", "640.00", "Sales Income"),
    ("2025-09-08", "CASH DEPOSIT BRANCH TAKINGS", "Market cash sales", "410.00", "Sales Income"),
    ("2026-05-11", "OSKO PAYMENT RIVERINA KIT INV1105", "Riverina Kitchens", "-338.80", "Kitchen Hire"),
    ("2026-05-18", "OSKO PAYMENT RIVERINA KIT INV1805", "Riverina Kitchens", "-381.15", "Kitchen Hire"),
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "read27", NOW)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "basPeriod": "quarterly",
            "occupation": "charter boat skipper",
        },
    )
    for name in ("Superannuation (staff)", "Market Stall Fees", "Kitchen Hire", "Mooring", "Boat Repairs"):
        create_category(ctx, data={"name": name, "taxCategory": "business_expense", "isTaxDeductible": True})
    add_rows(ctx, _ROWS)
    ids = {c.name: c.id for c in list_categories(ctx)}
    for day, net, gross, fee in (
        ("2025-11-10", "2895.00", "3000.00", "-105.00"),
        ("2026-06-08", "1930.00", "2000.00", "-70.00"),
    ):
        made = create_transaction(
            ctx,
            data={
                "date": day,
                "description": "DIRECT CREDIT TIDEBOOK PAYMENTS",
                "merchant": "Tidebook (online bookings, tidebook.io)",
                "amount": net,
                "categoryId": ids["Sales Income"],
            },
        )
        parts = [
            {"amount": gross, "categoryId": ids["Sales Income"]},
            {"amount": fee, "categoryId": ids["Bank Fees"]},
        ]
        split_transaction(ctx, made.id, data={"parts": parts})
    yield ctx


def _asked_back(reply: object) -> bool:
    text: str = reply.text  # type: ignore[attr-defined]
    return not reply.calls and "?" in text and not _MONEY.search(text)  # type: ignore[attr-defined]


@pytest.mark.parametrize("question", ["how much super did i pay", "super paid in fy26"])
def test_super_of_two_categories_with_whose_not_said_is_asked(world: AccountContext, question: str) -> None:
    # was Super Contributions (8,000.00): the owner's own, where the deckhand's super guarantee is under another
    reply = _ask(world, question)
    assert _asked_back(reply), reply.text
    assert "Super Contributions" in reply.text and "Superannuation (staff)" in reply.text, reply.text


@pytest.mark.parametrize(
    ("question", "figure"),
    [("how much super did i put in", "$8,000.00"), ("super paid to quicksuper", "$1,602.50")],
)
def test_super_with_whose_said_is_read(world: AccountContext, question: str, figure: str) -> None:
    reply = _ask(world, question)
    assert figure in reply.text, reply.text


@pytest.mark.parametrize("question", ["how much did tidebook cost me", "what did tidebook cost me?"])
def test_what_a_payee_keeping_fees_too_cost_is_asked(world: AccountContext, question: str) -> None:
    # was the subscription alone (158.00), the 175.00 of fees kept from its payouts left out unsaid
    reply = _ask(world, question)
    assert _asked_back(reply), reply.text
    assert "fee" in reply.text, reply.text


def test_what_a_payee_paid_only_cost_is_read(world: AccountContext) -> None:
    reply = _ask(world, "what did marlin chandlery cost me")
    assert "$240.00" in reply.text, reply.text


def test_what_was_actually_earned_is_asked(world: AccountContext) -> None:
    # was the earnings as a whole; banked, gross or profit each give another figure
    reply = _ask(world, "how much did i actually earn")
    assert _asked_back(reply), reply.text
    assert "banked" in reply.text and "profit" in reply.text, reply.text


def test_what_was_earned_is_read(world: AccountContext) -> None:
    reply = _ask(world, "how much did i earn in june 2026")
    assert reply.calls and _MONEY.search(reply.text), reply.text  # type: ignore[attr-defined]


@pytest.mark.parametrize("question", ["how much did i spend last month", "what did i spend last month"])
def test_what_was_spent_naming_nothing_is_read(world: AccountContext, question: str) -> None:
    reply = _ask(world, question)
    assert reply.calls and _MONEY.search(reply.text), reply.text  # type: ignore[attr-defined]


def test_a_payee_said_after_incl_with_its_own_word_is_part_of_the_whole(world: AccountContext) -> None:
    # was the stall fees "mentioning xmas" ($385.00, one row of three)
    reply = _ask(world, "all my stall fees incl the xmas fair")
    assert "$985.00" in reply.text and "xmas" not in reply.text, reply.text


def test_a_category_word_in_the_plural_naming_a_payer_too_is_asked(world: AccountContext) -> None:
    # was Market cash sales' $1,050.00: the markets' money is also what the stall fees were paid for
    reply = _ask(world, "how much did i make at the markets")
    assert _asked_back(reply), reply.text
    assert "Market Stall Fees" in reply.text, reply.text


def test_invoices_i_paid_are_money_out(world: AccountContext) -> None:
    # was read as invoices sent (money in): "no transactions" in Kitchen Hire, after the tool ran
    reply = _ask(world, "how many kitchen hire invoices did i pay")
    assert "2 payment" in reply.text, reply.text


def test_what_i_paid_a_payee_of_two_kinds_with_no_period_is_asked(world: AccountContext) -> None:
    # "did i pay" now says money out, so the payee of two kinds is asked as "spent at" is (the tattooist's
    # "how much did i pay the studio": chair rent and supplies); it was asked on another reading before
    reply = _ask(world, "how much did i pay marlin marina")
    assert _asked_back(reply), reply.text
    assert "Mooring" in reply.text and "Boat Repairs" in reply.text, reply.text
