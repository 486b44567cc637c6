"""Issue 27, round 18 (h27wrong): a word of the bank descriptions that only some of one payer's deposits say
is a part of that payer's money, not what the person made from it: asked back, never the part given.

A GST-registered sole trader's FY2026, asked on 20 July 2026. Hand-worked: a deli pays 200.00 on the 10th of
Jul, Aug and Sep 2025 (its deposits saying "BREAD") and 500.00 on 1 Oct 2025 (an invoice number only): 1,100.00
in all, of which 600.00 says "bread". A school pays 300.00 on 15 Aug and 15 Sep 2025, every deposit saying
"CATERING".
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

ROWS = [
    ("2025-07-10", "OSKO DEPOSIT FROM HARBOUR DELI PTY BREAD", "Harbour Deli Pty Ltd", "200.00"),
    ("2025-08-10", "OSKO DEPOSIT FROM HARBOUR DELI PTY BREAD", "Harbour Deli Pty Ltd", "200.00"),
    ("2025-09-10", "OSKO DEPOSIT FROM HARBOUR DELI PTY bread 2wks", "Harbour Deli Pty Ltd", "200.00"),
    ("2025-10-01", "OSKO DEPOSIT FROM HARBOUR DELI PTY INV 2231", "Harbour Deli Pty Ltd", "500.00"),
    ("2025-08-15", "DIRECT CREDIT NORTH PRIMARY CATERING", "North Primary School", "300.00"),
    ("2025-09-15", "DIRECT CREDIT NORTH PRIMARY CATERING", "North Primary School", "300.00"),
]


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "part18", NOW)
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "basPeriod": "quarterly"})
    sales = next(c.id for c in list_categories(ctx) if c.name == "Sales Income")
    for day, description, payer, amount in ROWS:
        create_transaction(
            ctx,
            data={"date": day, "description": description, "merchant": payer, "amount": amount,
                  "categoryId": sales, "gstTreatment": "taxable"},
        )  # fmt: skip
    yield ctx


def test_a_word_only_some_of_one_payers_deposits_say_is_asked(world: AccountContext) -> None:
    reply = _ask(world, "what did i make from bread")
    assert _asked_back(reply), reply.text
    assert "Harbour Deli Pty Ltd" in reply.text and "some of" in reply.text, reply.text
    # the payer named is its money, whole
    assert "$1,100.00" in _ask(world, "what did harbour deli pay me in fy26").text
    # a word every deposit of its payer says is read as before (the payer's money, whole)
    assert "$600.00" in _ask(world, "how much did i make from catering in fy26").text
