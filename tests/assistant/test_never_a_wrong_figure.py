"""Issue 27, round twelve: the wrong figures left on the locksmith's and the translator's fresh question sets,
each as a rule over any person's data (the questions here are phrased anew). On main each got a figure for
another question than the one asked: a reading not said, so not visible, or a figure of nothing.

A GST-registered sole trader's FY2026, asked on 20 July 2026 (FY2027 has no rows yet). Hand-worked:

- Sales Income (Harbour Dental): 1,000.00 on the 5th of each month, Jul 2025 – Jun 2026, and 500.00 more on
  20 Nov 2025: 12,500.00 (Q1 3,000.00; Q2 3,500.00); a month on average 12,500.00 / 12 = 1,041.67.
- Interest Income (the bank): 2.50 on the 28th of each month: 30.00 (Q1 7.50; Q2 7.50).
  All income categories: 12,530.00, a month 1,044.17.
- Netflix (Entertainment) 22.99 on the 12th of each month: 275.88; rent (Rent & Mortgage) 1,500.00 on the 1st
  of each month: 18,000.00; groceries 50.00 + 70.00 = 120.00; petrol at Ampol booked in Vehicle Expenses 60.00
  (the Fuel category has no rows). All spending: 18,455.88.
- Cash Withdrawal: 100.00 + 200.00 = 300.00 (a transfer in the books); with it, spending 18,755.88.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.profile import update_profile
from tests.assistant.local_world import add_rows, assistant_account
from tests.assistant.test_reads_whole_question import _ask, _asked_back

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
_MONTHS = [(2025, m) for m in range(7, 13)] + [(2026, m) for m in range(1, 7)]


def _rows() -> list[tuple[str, str, str, str, str]]:
    rows = []
    for year, month in _MONTHS:
        rows += [
            (f"{year}-{month:02d}-05", "HARBOUR DENTAL INV", "Harbour Dental", "1000.00", "Sales Income"),
            (f"{year}-{month:02d}-28", "INTEREST PAID", "Bank", "2.50", "Interest Income"),
            (f"{year}-{month:02d}-12", "NETFLIX.COM", "Netflix", "-22.99", "Entertainment"),
            (f"{year}-{month:02d}-01", "RENT PAYMENT", "Ray White", "-1500.00", "Rent & Mortgage"),
        ]
    return [
        *rows,
        ("2025-11-20", "HARBOUR DENTAL INV", "Harbour Dental", "500.00", "Sales Income"),
        ("2025-08-09", "WOOLWORTHS", "Woolworths", "-50.00", "Groceries"),
        ("2026-02-09", "WOOLWORTHS", "Woolworths", "-70.00", "Groceries"),
        ("2025-09-14", "AMPOL FOODARY", "Ampol", "-60.00", "Vehicle Expenses"),
        ("2025-10-02", "ATM WITHDRAWAL", "", "-100.00", "Cash Withdrawal"),
        ("2026-03-02", "ATM WITHDRAWAL", "", "-200.00", "Cash Withdrawal"),
    ]


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "wrong", NOW)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
        },
    )
    add_rows(ctx, _rows())
    yield ctx


def test_an_average_over_several_income_categories_says_each(world: AccountContext) -> None:
    # "earn" read as every income category: bank interest is in it, so the work's own earnings are said too
    reply = _ask(world, "on average what did i earn per month in fy26")
    assert "$1,044.17 AUD a month" in reply.text, reply.text
    assert "Sales Income: on average $1,041.67 AUD a month" in reply.text, reply.text
    assert "Interest Income: on average $2.50 AUD a month" in reply.text, reply.text


def test_two_periods_of_income_compared_say_each_income_category(world: AccountContext) -> None:
    reply = _ask(world, "was more money earned in q2 than q1 of fy26")
    assert "$3,007.50 AUD" in reply.text and "$3,507.50 AUD" in reply.text, reply.text
    assert "Sales Income: $3,500.00 AUD in Oct–Dec 2025" in reply.text, reply.text
    assert "$3,000.00 AUD in Jul–Sep 2025" in reply.text, reply.text


def test_a_comparison_over_a_category_with_no_rows_is_asked_not_nothing_against_nothing(
    world: AccountContext,
) -> None:
    # nothing booked in Clothing and no clothes shop paid: "$0.00 against $0.00, the same" is a wrong figure
    reply = _ask(world, "clothing in september 2025 compared with october 2025")
    assert _asked_back(reply) and "clothing" in reply.text.lower(), reply.text
    # the petrol is booked in Vehicle Expenses: read as the fuel sellers paid (Ampol), and said so
    fuel = _ask(world, "fuel in september 2025 compared with october 2025")
    assert "Fuel payees (Ampol" in fuel.text and "$60.00 AUD" in fuel.text, fuel.text


def test_how_much_of_the_subscriptions_is_asked_not_the_list_of_regular_payments(
    world: AccountContext,
) -> None:
    # the regular payments hold the rent as well as Netflix: no list of amounts for "how much"
    for text in ("what are my subscriptions costing me", "how much goes out on subscriptions"):
        reply = _ask(world, text)
        assert _asked_back(reply) and "recurring payments" in reply.text, (text, reply.text)
    for text in ("show me my subscriptions", "what subscriptions do i spend money on"):
        listed = _ask(world, text)  # a list asked for is still the list
        assert "Netflix" in listed.text and "bills_detect_recurring" in listed.text, (text, listed.text)


def test_all_spending_says_the_cash_taken_out_and_the_total_with_it(world: AccountContext) -> None:
    reply = _ask(world, "what was my spending all up in fy26")
    assert "$18,455.88 AUD" in reply.text, reply.text
    assert "Cash withdrawals ($300.00 AUD)" in reply.text and "with them: $18,755.88 AUD" in reply.text, (
        reply.text
    )


def test_a_payee_read_within_a_category_it_has_no_rows_in_is_asked(world: AccountContext) -> None:
    # the petrol at Ampol is booked in Vehicle Expenses: "none found" for Ampol within Fuel is a count of
    # nothing; Ampol is a fuel seller, so it is Ampol's payments (paid, not "got" from it)
    reply = _ask(world, "how many times did i get fuel at ampol in fy26")
    assert "Spent at Ampol" in reply.text and "1 payment(s), $60.00 AUD" in reply.text, reply.text
    # a payee nothing files there is asked about, naming where its payments are
    asked = _ask(world, "how much did i spend on groceries at ampol in fy26")
    assert _asked_back(asked) and "Groceries" in asked.text and "Ampol" in asked.text, asked.text
    # a payee within a category it has rows in is still answered
    kept = _ask(world, "how much at woolworths on groceries in fy26")
    assert "$120.00 AUD" in kept.text, kept.text


def test_a_count_of_money_in_over_several_income_categories_says_each(world: AccountContext) -> None:
    # six deposits in Q1: three from the work, three of bank interest; "6" alone hides the reading
    reply = _ask(world, "number of deposits in q1 of fy26")
    assert "6 payment(s)" in reply.text, reply.text
    assert "Sales Income: 3 payment(s), $3,000.00 AUD" in reply.text, reply.text
    assert "Interest Income: 3 payment(s), $7.50 AUD" in reply.text, reply.text


def test_a_comparison_never_leaves_out_a_thing_it_read(world: AccountContext) -> None:
    # two things compare each other and two periods compare one thing: a further one read is asked about
    for text in (
        "which was bigger in fy26: groceries, rent or netflix",
        "groceries and rent in q1 vs q2 of fy26",
    ):
        reply = _ask(world, text)
        assert _asked_back(reply) and "leaving the rest out" in reply.text, (text, reply.text)


def test_the_payees_or_months_of_a_category_with_no_rows_are_asked(world: AccountContext) -> None:
    # "nothing paid in Clothing" is said of a category nothing is booked in: asked, never nothing
    for text in ("which shops did i buy clothing at in fy26", "what month was clothing highest in fy26"):
        reply = _ask(world, text)
        assert _asked_back(reply) and "Clothing" in reply.text, (text, reply.text)


def test_the_best_month_of_earnings_says_each_income_categorys_own(world: AccountContext) -> None:
    # November: 1,500.00 of work and 2.50 of interest; the work's own figure is said too
    reply = _ask(world, "my best month for earnings in fy26")
    assert "the most in November 2025, $1,502.50 AUD" in reply.text, reply.text
    assert "Sales Income alone: the most in November 2025, $1,500.00 AUD" in reply.text, reply.text


def test_an_average_of_all_spending_says_the_cash_taken_out(world: AccountContext) -> None:
    # 18,455.88 / 12 = 1,537.99 a month; with the 300.00 of cash, 18,755.88 / 12 = 1,562.99
    reply = _ask(world, "average spend per month in fy26")
    assert "on average $1,537.99 AUD a month" in reply.text, reply.text
    assert "with them: on average $1,562.99 AUD a month" in reply.text, reply.text


def test_two_periods_of_all_spending_compared_say_the_cash_taken_out(world: AccountContext) -> None:
    # March 2026: rent 1,500.00 + Netflix 22.99 = 1,522.99, and 200.00 of cash; February: 1,592.99, none
    reply = _ask(world, "did i spend more in february or march 2026")
    assert "$1,522.99 AUD" in reply.text and "$1,592.99 AUD" in reply.text, reply.text
    assert (
        "with them: $1,592.99 AUD in February 2026, $1,722.99 AUD in March 2026, more in March" in reply.text
    ), reply.text
