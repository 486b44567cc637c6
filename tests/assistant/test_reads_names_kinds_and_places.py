"""Issue 27, round fourteen (the translator's second set): causes of wrong figures and of questions asked back
that a person finds plain, each as a rule over any person's data (the questions here are phrased anew).

A sole trader's FY2026, asked on 20 July 2026. Hand-worked:

- Sales Income: Health Support Services (WA Health) 500.00 on 5 Aug 2025, 5 Sep 2025 and 5 Mar 2026
  (1,500.00, 3 payments); Lingo West Interpreting Pty Ltd 800.00 on 20 Aug 2025 and 20 Feb 2026 (1,600.00).
  Earnings 3,100.00.
- Parking & Tolls: Secure Parking (Royal Perth Hospital) 10.00 on 10 Sep and 10 Oct 2025, Wilson Parking (Fiona
  Stanley Hospital) 5.00 on 12 Sep 2025 (hospital parking: 25.00 over 3 payments), City of Perth Parking 7.00.
- Fuel: Costco 60.00 on 15 Aug 2025 ("COSTCO FUEL PERTH AIRPORT"); Cash Withdrawal: Seven Bank ATM 200.00 on
  28 Dec 2025 ("SEVEN BANK ATM KANSAI AIRPORT"): two places at an airport.
- Public Transport & Rideshare: Uber 25.00; Travel: Qantas 300.00 (transport: rides, flights and the car).
- Meals & Dining: Uber Eats 30.00 on 3 Sep and 3 Oct 2025 (60.00, 2 orders).
- Health & Fitness (the person's own category): Revo Fitness 20.00 on 1 Sep and 1 Oct 2025 (the gym: 40.00).
- Health & Medical: Chemist Warehouse 40.00 on 1 Oct 2025; Medicare 30.00 back on 3 Oct 2025 (a rebate from
  someone never paid). Clothing: Myer 100.00 on 1 Nov 2025, 20.00 refunded on 10 Nov 2025 (a seller's refund).
- Transfers: Sarah Kowal (partner) put in 1,000.00 on 1 Dec 2025 (not earnings).
- Two clients paying as people (Sales Income): K Suzuki 100.00 on 1 Sep 2025, R Bell 50.00 on 1 Oct 2025;
  earnings are then 3,250.00.
- Contractors: Yuko Mori (proofreader, Japan) 300.00 on 15 Sep 2025; Insurance: HBF 100.00 on 1 Sep 2025
  (HBF and the gym together: 140.00).

All spending in FY2026: 40 + 100 + 10 + 10 + 5 + 7 + 60 + 25 + 300 + 30 + 30 + 20 + 20 + 300 + 100 = 1,057.00,
less 50.00 back (Myer 20.00, Medicare 30.00) = 1,007.00; with the cash taken out, 1,207.00; not taking the
Medicare rebate off, 1,237.00.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.categories import create_category
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.local_world import assistant_account
from tests.assistant.test_reads_whole_question import _ask, _asked_back

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)

_ROWS = [
    ("2025-08-05", "DIRECT CREDIT HEALTH SUPPORT SVCS", "Health Support Services (WA Health)", "500.00", "Sales Income"),
    ("2025-09-05", "DIRECT CREDIT HEALTH SUPPORT SVCS", "Health Support Services (WA Health)", "500.00", "Sales Income"),
    ("2026-03-05", "DIRECT CREDIT HEALTH SUPPORT SVCS", "Health Support Services (WA Health)", "500.00", "Sales Income"),
    ("2025-08-20", "DIRECT CREDIT LINGO WEST", "Lingo West Interpreting Pty Ltd", "800.00", "Sales Income"),
    ("2026-02-20", "DIRECT CREDIT LINGO WEST", "Lingo West Interpreting Pty Ltd", "800.00", "Sales Income"),
    ("2025-09-10", "SECURE PARKING RPH", "Secure Parking (Royal Perth Hospital)", "-10.00", "Parking & Tolls"),
    ("2025-10-10", "SECURE PARKING RPH", "Secure Parking (Royal Perth Hospital)", "-10.00", "Parking & Tolls"),
    ("2025-09-12", "WILSON PARKING FSH", "Wilson Parking (Fiona Stanley Hospital)", "-5.00", "Parking & Tolls"),
    ("2025-09-15", "CITY OF PERTH PARKING", "City of Perth Parking", "-7.00", "Parking & Tolls"),
    ("2025-08-15", "COSTCO FUEL PERTH AIRPORT", "Costco", "-60.00", "Fuel"),
    ("2025-12-28", "SEVEN BANK ATM KANSAI AIRPORT", "Seven Bank ATM", "-200.00", "Cash Withdrawal"),
    ("2025-09-01", "UBER TRIP", "Uber", "-25.00", "Public Transport & Rideshare"),
    ("2025-09-02", "QANTAS AIRWAYS", "Qantas", "-300.00", "Travel"),
    ("2025-09-03", "UBER *EATS", "Uber Eats", "-30.00", "Meals & Dining"),
    ("2025-10-03", "UBER *EATS", "Uber Eats", "-30.00", "Meals & Dining"),
    ("2025-09-01", "REVO FITNESS", "Revo Fitness", "-20.00", "Health & Fitness"),
    ("2025-10-01", "REVO FITNESS", "Revo Fitness", "-20.00", "Health & Fitness"),
    ("2025-10-01", "CHEMIST WAREHOUSE PERTH", "Chemist Warehouse", "-40.00", "Health & Medical"),
    ("2025-10-03", "MEDICARE BENEFIT", "Medicare", "30.00", "Health & Medical"),
    ("2025-11-01", "MYER PERTH", "Myer", "-100.00", "Clothing"),
    ("2025-11-10", "MYER REFUND", "Myer", "20.00", "Clothing"),
    ("2025-12-01", "TRANSFER FROM S KOWAL", "Sarah Kowal (partner)", "1000.00", "Transfers"),
    ("2025-09-01", "OSKO DEPOSIT FROM K SUZUKI", "K Suzuki", "100.00", "Sales Income"),
    ("2025-10-01", "OSKO DEPOSIT FROM R BELL", "R Bell", "50.00", "Sales Income"),
    ("2025-09-15", "INTERNATIONAL PAYMENT JPY", "Yuko Mori (proofreader, Japan)", "-300.00", "Contractors"),
    ("2025-09-01", "HBF HEALTH", "HBF", "-100.00", "Insurance"),
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "names14", NOW)
    ids = {c.name: c.id for c in list_categories(ctx)}
    ids["Health & Fitness"] = create_category(
        ctx, data={"name": "Health & Fitness", "taxCategory": "personal", "isTaxDeductible": False}
    ).id
    ids["Contractors"] = create_category(
        ctx, data={"name": "Contractors", "taxCategory": "business_expense", "isTaxDeductible": True}
    ).id
    for day, description, party, amount, category in _ROWS:
        create_transaction(
            ctx,
            data={"date": day, "description": description, "merchant": party, "amount": amount,
                  "categoryId": ids[category]},
        )  # fmt: skip
    yield ctx


def test_a_payee_is_called_by_the_name_in_its_brackets(world: AccountContext) -> None:
    # "WA Health" is the name in Health Support Services' brackets, not the Health & Medical category
    reply = _ask(world, "how much has wa health paid me in fy26")
    assert "Health Support Services (WA Health)" in reply.text and "$1,500.00 AUD" in reply.text, reply.text
    count = _ask(world, "how many times did wa health pay me in fy26")
    assert "3 payment(s)" in count.text, count.text


def test_a_financial_year_is_said_by_two_digits_of_each_year(world: AccountContext) -> None:
    # "25/26", "25-26": FY2026 (never "payments over $25" and a word "26" left unread)
    reply = _ask(world, "how much did lingo west pay me over 25/26")
    assert "FY2026" in reply.text and "$1,600.00 AUD" in reply.text, reply.text
    assert "$60.00 AUD" in _ask(world, "costco for 25-26").text


def test_a_word_several_payees_of_one_kind_hold_is_all_of_them(world: AccountContext) -> None:
    # both hospital car parks are parking: "hospital parking", "the hospitals" are both of them summed
    reply = _ask(world, "what did hospital parking cost me in fy26")
    assert "$25.00 AUD, over 3 payment(s)" in reply.text, reply.text
    count = _ask(world, "no. of times i paid for parking at the hospitals in fy26")
    assert "3 payment(s)" in count.text, count.text
    # "the hospital" points at one of them: which is asked
    assert _asked_back(_ask(world, "how much did i spend at the hospital in fy26"))


def test_a_word_covering_costs_of_several_kinds_is_asked(world: AccountContext) -> None:
    # "transport" is rides, flights and the car: never the one category whose name holds the word
    reply = _ask(world, "what did transport cost me in fy26")
    assert _asked_back(reply), reply.text
    assert "Public Transport & Rideshare" in reply.text and "Travel" in reply.text, reply.text
    assert "$25.00 AUD" in _ask(world, "public transport in fy26").text


def test_a_place_said_as_one_that_two_payees_are_at_is_asked(world: AccountContext) -> None:
    # "the airport": the fuel there and the cash taken out at another airport; which one is asked
    reply = _ask(world, "how much did i spend at the airport in fy26")
    assert "Costco" in reply.text and "Seven Bank ATM" in reply.text and "?" in reply.text, reply.text
    assert "$" not in reply.text, reply.text


def test_all_spending_says_a_rebate_from_someone_never_paid_apart(world: AccountContext) -> None:
    # Medicare's rebate is taken off with the refunds, and said apart with the figure not taking it off
    reply = _ask(world, "total spending fy26")
    assert "$1,007.00 AUD" in reply.text and "with them: $1,207.00 AUD" in reply.text, reply.text
    assert "Medicare $30.00 AUD came from someone you never paid" in reply.text, reply.text
    assert "not taking it off: $1,237.00 AUD" in reply.text, reply.text


def test_words_people_use_are_read(world: AccountContext) -> None:
    # orders, a remittance, "how bad was it", "lol", "the gym", "bring in all up", someone who "put in"
    assert "2 payment(s)" in _ask(world, "how many uber eats orders in fy26 lol").text
    assert "$60.00 AUD" in _ask(world, "uber eats, how bad was it in fy26").text
    average = _ask(world, "on average what does a lingo west remittance come to")
    assert "on average $800.00 AUD a payment" in average.text, average.text
    assert "$40.00 AUD" in _ask(world, "gym fees for fy26").text
    earned = _ask(world, "what did i bring in all up in fy26")
    assert "you earned $3,250.00 AUD" in earned.text, earned.text
    put_in = _ask(world, "what did sarah put in all up")
    assert "$1,000.00 AUD" in put_in.text, put_in.text


def test_another_form_of_a_word_of_the_payees_own_name_is_read(world: AccountContext) -> None:
    # "proofreading" says what Yuko Mori (proofreader, Japan) is, as her name does
    reply = _ask(world, "how much have i paid yuko for proofreading in fy26")
    assert "$300.00 AUD" in reply.text, reply.text


def test_a_count_of_payments_from_a_group_of_payers_counts_payments(world: AccountContext) -> None:
    # "how many payments ... from private clients": the payments, not how many clients
    reply = _ask(world, "how many payments did i get from private clients in fy26")
    assert "2 payment(s), $150.00 AUD" in reply.text, reply.text


def test_a_payee_and_a_category_said_together_are_both_summed(world: AccountContext) -> None:
    # "hbf and the gym together": HBF's rows and the gym's (Health & Fitness), not HBF's rows within the gym
    reply = _ask(world, "hbf and the gym together in fy26")
    assert "$140.00 AUD" in reply.text, reply.text


def test_a_tax_bill_is_declined_with_the_reason_and_asked(world: AccountContext) -> None:
    # the tax on the return is not worked out; what was paid to the tax office may be what is meant
    reply = _ask(world, "how much was my tax bill")
    assert "doesn't work out the income tax" in reply.text and reply.text.rstrip().endswith("?"), reply.text
    assert not reply.calls and "$" not in reply.text, reply.text


def test_payees_and_the_way_their_money_came_are_one_thing(world: AccountContext) -> None:
    # "through osko": the way K Suzuki's and R Bell's money came, not a third thing to sum or ask about
    reply = _ask(world, "k suzuki and r bell together, how much came thru osko in fy26")
    assert "$150.00 AUD" in reply.text, reply.text


def test_which_clients_paid_more_than_an_amount_over_a_year_bounds_each_ones_total(
    world: AccountContext,
) -> None:
    # each client's total over the year is over 1,000.00 (no one payment is): WA Health and Lingo West
    reply = _ask(world, "which clients paid me more than 1k over fy26")
    assert "a total more than $1,000.00: 2" in reply.text, reply.text
    assert "Lingo West" in reply.text and "K Suzuki" not in reply.text, reply.text
    # with no period or total said, which is meant is still asked
    asked = _ask(world, "which clients paid me more than 1k")
    assert _asked_back(asked), (asked.text, asked.calls)


def test_the_clients_of_a_group_are_that_groups_payers_only(world: AccountContext) -> None:
    # "private clients", "household clients": the payers named as people, never every client
    for question in ("list my private clients from fy26", "which household clients paid me in fy26"):
        reply = _ask(world, question)
        assert "K Suzuki" in reply.text and "R Bell" in reply.text, (question, reply.text)
        assert "Lingo West" not in reply.text and ": 2 (from" in reply.text, (question, reply.text)
