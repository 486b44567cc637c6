"""An everyday word for a category typed with a letter out ("takaway") is read as the word it misspells,
as other reader words are. Over ``reader_world``: Meals & Dining in January 2026 is 34.41 (Grill'd)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from tests.assistant.local_world import NOW, assistant_account
from tests.assistant.reader_world import build_reader_world
from tests.assistant.test_reads_or_asks import _ask


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "typos", NOW)
    build_reader_world(ctx)
    yield ctx


def test_takeaway_misspelt_is_the_meals_category(world: AccountContext) -> None:
    reply = _ask(world, "how much on takaway in jan 2026")
    assert "$34.41" in reply.text and "Meals & Dining" in reply.text, reply.text
