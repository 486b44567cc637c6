"""A year said by its number alone, for books kept in Australian financial years: a past calendar year the
books cover only part of ("2025", the rows starting 15 Jun 2025) is asked back (the calendar year's part, or
a financial year?), never a part-year figure; the year so far is still the calendar year. Over
``reader_world`` (today 21 Nov 2026; fuel in 2026: 100.00 in March + 60.00 in October = 160.00)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from tests.assistant.local_world import NOW, assistant_account
from tests.assistant.reader_world import build_reader_world
from tests.assistant.test_reads_or_asks import _ask, _asked_back


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "bareyear", NOW)
    build_reader_world(ctx)
    yield ctx


def test_a_past_year_the_books_half_cover_is_asked(world: AccountContext) -> None:
    for text in ("what was my income for 2025", "fuel costs in 2025"):
        reply = _ask(world, text)
        assert _asked_back(reply), reply.text
        assert "calendar year 2025" in reply.text and "financial year" in reply.text, reply.text


def test_the_year_so_far_is_the_calendar_year(world: AccountContext) -> None:
    reply = _ask(world, "how much did i spend on fuel in 2026")
    assert "$160.00" in reply.text, reply.text


def test_a_year_said_as_financial_is_not_asked(world: AccountContext) -> None:
    reply = _ask(world, "fuel costs in fy2026")
    assert reply.calls and "$" in reply.text, reply.text
