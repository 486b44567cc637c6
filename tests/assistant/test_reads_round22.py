"""Issue 27, round 22 (the physiotherapist's released `tune` set, phrased anew here): what another person
earns is their data, not the account holder's. "How much does alana earn" was answered with the money Alana
Petrakis paid in (1,850.00 of her share of the house costs), a figure for a question about her income that
finkit holds nothing of. It is declined with the reason; what she paid in is still answered when asked."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.local_world import assistant_account
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
_MONEY = re.compile(r"\$\s?\d")

# (date, description, merchant, signed amount, category)
_ROWS = [
    ("2025-07-07", "DEPOSIT-OSKO ALANA PETRAKIS HOUSE", "Alana Petrakis", "900.00", "Transfers"),
    ("2025-07-21", "DEPOSIT-OSKO ALANA PETRAKIS", "Alana Petrakis", "950.00", "Transfers"),
    ("2025-08-18", "UBER BV WEEKLY PAYOUT", "Uber", "820.00", "Sales Income"),
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "read22", NOW)
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "occupation": "physio"})
    ids = {c.name: c.id for c in list_categories(ctx)}
    for day, description, merchant, amount, category in _ROWS:
        fields = {"date": day, "description": description, "merchant": merchant, "amount": amount}
        create_transaction(ctx, data=fields | {"categoryId": ids[category]})
    yield ctx


@pytest.mark.parametrize(
    "question",
    [
        "how much does alana earn",
        "how much did alana earn last fy",
        "what does alana get paid",
        "whats alana's salary",
        "how much is alana's income",
    ],
)
def test_what_another_person_earns_is_declined_with_the_reason(world: AccountContext, question: str) -> None:
    reply = _ask(world, question)
    assert not reply.calls and not _MONEY.search(reply.text), reply.text
    assert "someone else" in reply.text, reply.text


def test_what_that_person_paid_in_is_still_answered(world: AccountContext) -> None:
    assert "$1,850.00" in _ask(world, "how much did alana pay me in fy26").text
    assert "$" in _ask(world, "how much did i earn in fy26").text  # the person's own earnings still read
