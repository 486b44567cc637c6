"""Issue 27, round 25 (the DJ's, plumber's, café's and physiotherapist's released sets, phrased anew here): no
figure for a question the books answer two ways.

- "how much did i spend at coles", no period said, where the Coles rows are groceries and fuel (a supermarket
  and its servo): one kind or all of them, and over which period, is asked (it was every Coles row over all
  the data). With a period said, "total" said, or a payee of one kind, it is read as before.
- "how much did my plan manager pay me", where "My Plan Manager" is one of three plan managers paying (Plan
  Partners, Plancare WA): that payee or all of them is asked (it was the one payee). A payee named plainly is
  read.
"""

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
    ("2025-09-03", "VISA PURCHASE COLES GROVEDALE", "Coles", "-182.40", "Groceries"),
    ("2026-03-11", "VISA PURCHASE COLES GROVEDALE", "Coles", "-140.00", "Groceries"),
    ("2026-03-14", "VISA PURCHASE COLES EXPRESS WAURN PONDS", "Coles", "-78.20", "Fuel"),
    ("2026-02-02", "VISA PURCHASE BIDFOOD ALBURY", "Bidfood Albury", "-660.00", "Materials & Stock"),
    ("2026-04-07", "VISA PURCHASE BIDFOOD ALBURY", "Bidfood Albury", "-340.00", "Materials & Stock"),
    ("2025-08-15", "DIRECT CREDIT MY PLAN MANAGER INV1495", "My Plan Manager", "387.98", "Sales Income"),
    ("2025-10-15", "DIRECT CREDIT MY PLAN MANAGER INV1514", "My Plan Manager", "775.96", "Sales Income"),
    ("2025-09-08", "DIRECT CREDIT PLAN PARTNERS PTY INV1503", "Plan Partners", "387.98", "Sales Income"),
    ("2025-09-24", "DIRECT CREDIT PLANCARE WA PTY LTD INV1507", "Plancare WA", "581.97", "Sales Income"),
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "read25", NOW)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "basPeriod": "quarterly",
            "occupation": "physio",
        },
    )
    ids = {c.name: c.id for c in list_categories(ctx)}
    for day, description, merchant, amount, category in _ROWS:
        fields = {"date": day, "description": description, "merchant": merchant, "amount": amount}
        create_transaction(ctx, data=fields | {"categoryId": ids[category]})
    yield ctx


def _asked_back(reply: object) -> bool:
    text: str = reply.text  # type: ignore[attr-defined]
    return not reply.calls and "?" in text and not _MONEY.search(text)  # type: ignore[attr-defined]


@pytest.mark.parametrize("question", ["how much did i spend at coles", "what did i spend at coles?"])
def test_spent_at_a_shop_of_two_kinds_with_no_period_is_asked(world: AccountContext, question: str) -> None:
    # was every Coles row over all the data (400.60), groceries and fuel together
    reply = _ask(world, question)
    assert _asked_back(reply), reply.text
    assert "Groceries" in reply.text and "Fuel" in reply.text and "period" in reply.text, reply.text


@pytest.mark.parametrize(
    ("question", "figure"),
    [
        ("how much did i spend at coles in march", "$218.20"),
        ("coles total", "$400.60"),
        ("how much did i spend at bidfood", "$1,000.00"),
    ],
)
def test_spent_at_with_a_period_or_the_whole_said_is_read(
    world: AccountContext, question: str, figure: str
) -> None:
    reply = _ask(world, question)
    assert figure in reply.text, reply.text


def test_my_plan_manager_among_plan_managers_is_asked(world: AccountContext) -> None:
    # was My Plan Manager's 1,163.94 alone, where Plan Partners and Plancare WA manage plans too
    reply = _ask(world, "how much did my plan manager pay me")
    assert _asked_back(reply), reply.text
    assert "Plan Partners" in reply.text, reply.text


def test_a_plan_manager_named_plainly_is_read(world: AccountContext) -> None:
    reply = _ask(world, "how much did plan partners pay me")
    assert "$387.98" in reply.text, reply.text
