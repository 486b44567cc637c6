"""Issue 27, round 27 (the arborist's released `tune` set, phrased anew here):

- a council, a department or an association is called by its initials ("how many times did cogb pay me"):
  a payee of four words or more is read by them. Where the card rows print the initials for another of its
  payees (the council's tip, ``COGB EAGLEHAWK LANDFILL``), the side said decides ("pay me": the council
  paying). On main the initials were a description word: "no money in from rows mentioning cogb".
- "which months did X not pay me" is the months without a payment, as "pay me nothing" is.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.profile import update_profile
from tests.assistant.local_world import add_rows, assistant_account
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)

# (date, description, merchant, signed amount, category)
_ROWS = [
    ("2025-11-13", "DIRECT CREDIT CITY OF BALLARAT EFT REMIT 551", "City of Greater Ballarat", "4100.00", "Sales Income"),
    ("2025-12-11", "DIRECT CREDIT CITY OF BALLARAT EFT REMIT 552", "City of Greater Ballarat", "2900.00", "Sales Income"),
    ("2026-02-12", "DIRECT CREDIT CITY OF BALLARAT EFT REMIT 553", "City of Greater Ballarat", "3300.00", "Sales Income"),
    ("2025-11-20", "VISA DEBIT PURCHASE COGB SMYTHESDALE LANDFILL", "City of Greater Ballarat (landfill)", "-72.00", "Utilities"),
    ("2026-01-20", "VISA DEBIT PURCHASE COGB SMYTHESDALE LANDFILL", "City of Greater Ballarat (landfill)", "-86.00", "Utilities"),
    ("2025-12-05", "OSKO DEPOSIT FROM A NGUYEN TREE JOB", "A Nguyen", "660.00", "Sales Income"),
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "read27i", NOW)
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "occupation": "arborist"})
    add_rows(ctx, _ROWS)
    yield ctx


def test_a_payee_is_called_by_its_initials_and_the_side_said_picks_which(world: AccountContext) -> None:
    reply = _ask(world, "how many times did cogb pay me since november")
    assert "3 payment(s)" in reply.text and "$10,300.00" in reply.text, reply.text


def test_the_months_a_payee_did_not_pay(world: AccountContext) -> None:
    reply = _ask(world, "which months did cogb not pay me between nov and feb")
    assert "January 2026" in reply.text and "November 2025" not in reply.text, reply.text


def test_a_categorys_words_in_another_order_are_all_read(world: AccountContext) -> None:
    """ "green waste tip fees" of Tip & Green Waste Fees: every word is the category's (on main "tip", too
    short to be read as a category's word alone, was not understood and the question asked back)."""
    from finkit.core.usecases.categories import create_category
    from finkit.core.usecases.transactions import create_transaction

    made = create_category(
        world,
        data={"name": "Tip & Green Waste Fees", "taxCategory": "business_expense", "isTaxDeductible": True},
    )
    for day, amount in (("2025-09-06", "-176.26"), ("2025-10-08", "-70.47")):
        create_transaction(
            world,
            data={
                "date": day,
                "description": "VISA DEBIT PURCHASE CARD 7731 CRESWICK TRANSFER STN",
                "merchant": "Creswick Transfer Station",
                "amount": amount,
                "categoryId": made.id,
            },
        )
    reply = _ask(world, "green waste tip fees for the fy")
    assert "$246.73" in reply.text, reply.text
