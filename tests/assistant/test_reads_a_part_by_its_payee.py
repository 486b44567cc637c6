"""An everyday word for a part of a category ("the water bill" of the Utilities) that one of the category's
payees is named by (Sydney Water) is that payee, not the whole category: set against another payee (AGL)
it is not the Utilities' total. Over ``reader_world`` (hand-worked there): FY26 AGL 310.00 + 295.00 + 320.00
+ 305.00 = 1,230.00; Sydney Water 4 x 180.00 = 720.00; the Utilities 1,950.00. A part no payee's name says ("power") is the one payee whose name says no other part (AGL, not
Sydney Water); never the category's total, a wider question than asked."""

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
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "partpayee", NOW)
    build_reader_world(ctx)
    yield ctx


def test_the_water_bill_is_the_payee_named_water(world: AccountContext) -> None:
    reply = _ask(world, "what did the water bills come to in fy26")
    assert "$720.00" in reply.text and "Sydney Water" in reply.text, reply.text
    assert "$1,950.00" not in reply.text, reply.text


def test_a_payee_set_against_the_water_bill_is_not_set_against_all_the_utilities(
    world: AccountContext,
) -> None:
    reply = _ask(world, "was agl or the water bill more in fy26")
    assert "$1,230.00" in reply.text and "$720.00" in reply.text, reply.text
    assert "$1,950.00" not in reply.text, reply.text


def test_a_part_one_payee_is_left_for_is_that_payee_not_the_whole_category(world: AccountContext) -> None:
    # "power": Sydney Water's name says it is the water, so AGL, never the Utilities' total
    reply = _ask(world, "power bills in fy26")
    assert "$1,230.00" in reply.text and "AGL" in reply.text, reply.text
    assert "$1,950.00" not in reply.text, reply.text


def test_a_payee_named_after_the_part_is_that_payee(world: AccountContext) -> None:
    reply = _ask(world, "how much was the power bill from agl in fy26")
    assert "$1,230.00" in reply.text, reply.text
