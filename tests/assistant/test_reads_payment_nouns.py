"""Nouns that say what was paid, not what to find: "instalments" are the payments of a plan ("the tyre
place" is still asked: a venue whose name may not say it). Invented rows: three payments to a tyre shop (3 x 150.00), two
instalments to a tool dealer (2 x 250.00),
two home loan repayments (2 x 1,500.00)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from tests.assistant.local_world import add_rows, assistant_account
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
ROWS = [
    *[(d, "EFTPOS MIDLAND TYRE CO 0412", "", "-150.00", "Vehicle Expenses") for d in ("2025-08-02", "2025-11-20", "2026-03-09")],
    *[(d, "DIRECT DEBIT MATCO TOOLS FINANCE", "", "-250.00", "Tools & Equipment") for d in ("2025-09-01", "2025-10-01")],
    *[(d, "INTERNET TRANSFER TO LOAN 7731 HOME LOAN", "Westpac home loan", "-1500.00", "Rent & Mortgage") for d in ("2025-08-01", "2025-09-01")],
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "nouns", NOW)
    add_rows(ctx, ROWS)
    yield ctx


def test_the_place_said_with_a_word_is_still_asked(world: AccountContext) -> None:
    # "the japanese place" (another person's): a grocer whose name says it, or a restaurant whose name does
    # not? "place" says a venue the payee's name may not hold, so it is asked, never the one name matched
    reply = _ask(world, "how many times did i pay the tyre place in fy26")
    assert not reply.calls and "“place”" in reply.text, reply.text


def test_instalments_are_the_payments_counted(world: AccountContext) -> None:
    reply = _ask(world, "how many matco instalments have i paid in fy26")
    assert "2 payment(s), $500.00" in reply.text, reply.text


def test_loan_repayments_are_past_payments_not_a_forecast(world: AccountContext) -> None:
    # "loan" alone was declined as a forecast or advice; the repayments are rows of the statement
    reply = _ask(world, "home loan repayments in fy26")
    assert "$3,000.00" in reply.text and "2 payment(s)" in reply.text, reply.text


def test_what_is_still_owing_on_a_loan_is_still_declined(world: AccountContext) -> None:
    for text in ("how much is left owing on the home loan", "can i get a loan for a new van"):
        reply = _ask(world, text)
        assert not reply.calls and "$" not in reply.text and "finkit" in reply.text, reply.text
