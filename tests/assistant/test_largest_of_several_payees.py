"""The largest of several payees read together ("my biggest fuel fill up", the fuel sellers paid): the rows
behind every payee, not the first one's (the locksmith's set: the 7-Eleven's largest given, the BP one
3.42 more left out). Invented rows."""

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
    ("2025-08-03", "7-ELEVEN JERRABOMBERRA", "7-Eleven", "-130.53"),
    ("2025-09-14", "AMPOL QUEANBEYAN", "Ampol", "-98.10"),
    ("2026-02-05", "BP FYSHWICK", "BP", "-133.95"),
    ("2026-03-01", "7-ELEVEN JERRABOMBERRA", "7-Eleven", "-61.00"),
]


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "largest", NOW)
    add_rows(ctx, [(*row, "Vehicle Expenses") for row in ROWS])
    yield ctx


def test_the_largest_fill_up_is_the_largest_of_every_fuel_seller(world: AccountContext) -> None:
    reply = _ask(world, "what was my biggest fuel fill up in fy26")
    assert "the largest was $133.95 AUD on 2026-02-05" in reply.text, reply.text
    assert "of 4 payment(s)" in reply.text, reply.text
