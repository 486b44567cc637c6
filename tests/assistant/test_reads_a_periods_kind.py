"""A period said with its kind after it ("the 2025-26 year", "the jul-sep 2025 qtr"), two periods compared
with "which month", and a month's name the period reader did not read: read as said, or asked, never a
month's name taken for words of the bank descriptions. Over ``reader_world`` (hand-worked there): fuel
FY26 405.75; Tools & Equipment Q1 FY26 300.00; fuel Aug 2025 150.50, Oct 2025 65.25."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from tests.assistant.local_world import NOW, add_rows, assistant_account
from tests.assistant.reader_world import build_reader_world
from tests.assistant.test_reads_or_asks import _ask, _asked_back


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "periodkind", NOW)
    build_reader_world(ctx)
    yield ctx


def test_a_financial_year_said_with_year_after_it(world: AccountContext) -> None:
    reply = _ask(world, "fuel costs in the 2025-26 year")
    assert "$405.75" in reply.text, reply.text


def test_a_quarter_said_with_qtr_after_it(world: AccountContext) -> None:
    reply = _ask(world, "tools in the jul-sep 2025 qtr")
    assert "$300.00" in reply.text, reply.text


def test_two_months_compared_with_which_month(world: AccountContext) -> None:
    reply = _ask(world, "aug 2025 or oct 2025, which month had more fuel")
    assert "$150.50" in reply.text and "$65.25" in reply.text, reply.text


@pytest.fixture(scope="module")
def remittances(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    """A client's remittances whose bank descriptions name the month they are for."""
    ctx = assistant_account(
        database, tmp_path_factory.mktemp("data"), "monthwords", datetime(2026, 7, 20, tzinfo=UTC)
    )
    add_rows(
        ctx,
        [
            ("2026-02-27", "DIRECT CREDIT ACME FLEET FEB REMIT", "Acme Fleet", "1000.00", "Sales Income"),
            ("2026-03-27", "DIRECT CREDIT ACME FLEET MAR REMIT", "Acme Fleet", "1200.00", "Sales Income"),
        ],
    )
    yield ctx


def test_a_month_name_not_read_as_a_period_is_never_a_word_to_find(remittances: AccountContext) -> None:
    # "feb" is in a description: read as a word to find in March, it gave "no money in" (a wrong answer)
    reply = _ask(remittances, "income feb and march together")
    assert "mentioning" not in reply.text and "no money" not in reply.text.lower(), reply.text
    assert _asked_back(reply) or "$2,200.00" in reply.text, reply.text
