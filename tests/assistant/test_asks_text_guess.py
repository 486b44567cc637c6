"""Issue 27, round sixteen (h27more): a reading that rests on a guess is asked back, saying both readings,
never answered with one reading's figure (the questions are phrased anew, over a year of my own).

A mobile dog washer's FY2026 (GST-registered), asked on 20 July 2026. Hand-worked:

- Logan City Council: the home's rates 900.00 (BPAY, "LOGAN CITY COUNCIL RATES", Utilities, private) and the tip
  fees 30.00 + 40.00 (card, "LCC WASTE TRANSFER STN", Licences & Government Fees): the council's payments are 970.00, the
  rows that say "council" 900.00. "How much did the council cost me" is asked, never 900.00.
- The van: Toyota Van Centre's service 450.00 (Vehicle Expenses) and diesel at Ampol 80.00 (Fuel): what the van
  cost is its running costs, never the dealer's 450.00 because its name says "van".
- "house": Kim Lee's board 500.00 comes in saying "house share" (Transfers); the statement also says
  "WAREHOUSE" (Chemist Warehouse 25.00): "what did the house cost me" is asked, never the chemist's 25.00.
- Royal Flying Doctor Service 50.00 (Donations) and Mt Gravatt Medical Centre 85.00 (Health & Medical): "the
  doctor" is asked (a kind of payee), never the flying doctors' 50.00; said by its name it is read.
- ATM: 200.00 taken out (Cash Withdrawal) and the ATM owner's fee 3.50 (Bank Fees): "atm fees" is asked, never
  the cash taken out; "how much cash did I take out" is read.
- Controls: BPAY is no payee's name and no part of a longer word: "paid by bpay" is the rows saying it (950.00).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.local_world import assistant_account
from tests.assistant.test_reads_whole_question import _ask, _asked_back

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)

_ROWS = [
    ("2025-08-15", "BPAY LOGAN CITY COUNCIL RATES 4471", "Logan City Council", "-900.00", "Utilities", "0"),
    ("2025-09-02", "VISA LCC WASTE TRANSFER STN", "Logan City Council", "-30.00", "Licences & Government Fees", "100"),
    ("2025-11-20", "VISA LCC WASTE TRANSFER STN", "Logan City Council", "-40.00", "Licences & Government Fees", "100"),
    ("2025-10-06", "VISA TOYOTA VAN CENTRE SERVICE", "Toyota Van Centre", "-450.00", "Vehicle Expenses", "100"),
    ("2025-10-08", "VISA AMPOL UNDERWOOD DIESEL", "Ampol", "-80.00", "Fuel", "100"),
    ("2025-08-01", "DEPOSIT OSKO KIM LEE house share", "Kim Lee", "500.00", "Transfers", "0"),
    ("2025-12-03", "VISA CHEMIST WAREHOUSE SPRINGWOOD", "Chemist Warehouse", "-25.00", "Health & Medical", "0"),
    ("2025-12-01", "BPAY ROYAL FLYING DOCTOR SERVICE", "Royal Flying Doctor Service", "-50.00", "Donations", "0"),
    ("2026-02-11", "VISA MT GRAVATT MEDICAL CENTRE", "Mt Gravatt Medical Centre", "-85.00", "Health & Medical", "0"),
    ("2025-09-20", "DEPOSIT B NGUYEN DOG WASH", "B Nguyen", "120.00", "Sales Income", "100"),
    ("2026-01-09", "ATM WITHDRAWAL SPRINGWOOD", "Cash", "-200.00", "Cash Withdrawal", "0"),
    ("2026-01-09", "ATM OPERATOR FEE SPRINGWOOD", "Westpac (ATM owner)", "-3.50", "Bank Fees", "0"),
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "guess16", NOW)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
        },
    )
    ids = {c.name: c.id for c in list_categories(ctx)}
    for day, description, merchant, amount, category, share in _ROWS:
        create_transaction(
            ctx,
            data={
                "date": day,
                "description": description,
                "merchant": merchant,
                "amount": amount,
                "categoryId": ids[category],
                "businessUsePercentage": share,
            },
        )
    yield ctx


def test_a_word_of_one_payees_name_not_all_its_rows_say_is_asked(world: AccountContext) -> None:
    # the rates say "council", the tip fees "LCC": the rows that say it are not the council's payments
    reply = _ask(world, "how much did the council cost me")
    assert _asked_back(reply), reply.text
    assert "Logan City Council" in reply.text, reply.text
    # said by its name, the payee is read whole
    assert "$970.00" in _ask(world, "how much did logan city council cost me in fy26").text


def test_a_vehicle_is_never_the_rows_that_say_its_word(world: AccountContext) -> None:
    # "van" is in the dealer's name: the van's costs are fuel, rego, repairs, never the dealer's one row
    reply = _ask(world, "what did i spend on the van")
    assert _asked_back(reply), reply.text
    assert "$450.00" not in reply.text


def test_a_word_inside_a_longer_word_of_the_statement_is_asked(world: AccountContext) -> None:
    # "house" is said by Kim Lee's board (money in) and inside CHEMIST WAREHOUSE: never the chemist's 25.00
    reply = _ask(world, "what did the house cost me")
    assert _asked_back(reply), reply.text
    assert "warehouse" in reply.text.lower(), reply.text


def test_a_kind_of_payee_is_not_a_payee_whose_later_word_it_is(world: AccountContext) -> None:
    # "the doctor" is not Royal Flying Doctor Service (a donation) because a later word of its name is "doctor"
    reply = _ask(world, "how much was the doctor")
    assert _asked_back(reply), reply.text
    assert "Royal Flying Doctor Service" in reply.text, reply.text
    # said by its name it is read
    assert "$50.00" in _ask(world, "how much did i give royal flying doctor service in fy26").text


def test_a_word_only_the_statement_says_is_still_searched(world: AccountContext) -> None:
    # BPAY is no payee's name and no part of a longer word: the rows saying it
    assert "$950.00" in _ask(world, "how much did i pay by bpay in fy26").text


def test_fees_said_of_money_moved_are_asked_never_the_money_itself(world: AccountContext) -> None:
    # "atm" is the Cash Withdrawal category; its fees are what the bank charged, never the 200.00 taken out
    reply = _ask(world, "how much did i spend on atm fees")
    assert _asked_back(reply), reply.text
    assert "Bank Fees" in reply.text, reply.text
    assert "$200.00" in _ask(world, "how much cash did i take out in fy26").text
