"""Issue 27, round 26 (the charter operator's released `tune` set, phrased anew here): no figure for a question
the books answer two ways, and no count of the future.

- "what did bcf cost me", no period said, where the BCF rows are boat gear and a private reel: one kind or all of
  them, and over which period, is asked, as "how much did i spend at bcf" is (it was every BCF row over all the
  data). With a period said, or a payee of one kind, it is read as before.
- "how many bookings will the booking site get in august" asks for a forecast: declined with the reason (it was
  August 2025's payouts counted).
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
    ("2025-08-20", "VISA DEBIT PURCHASE BCF EARLVILLE", "BCF", "-212.00", "Tools & Equipment"),
    ("2025-09-02", "VISA DEBIT PURCHASE BCF EARLVILLE", "BCF", "-149.00", "Entertainment"),
    ("2025-11-12", "VISA DEBIT PURCHASE BCF EARLVILLE", "BCF", "-96.50", "Tools & Equipment"),
    ("2025-10-03", "VISA DEBIT PURCHASE WHITWORTHS CAIRNS", "Whitworths", "-310.00", "Tools & Equipment"),
    ("2026-01-14", "VISA DEBIT PURCHASE WHITWORTHS CAIRNS", "Whitworths", "-88.00", "Tools & Equipment"),
    ("2025-08-06", "DIRECT CREDIT BOOKME PAYMENTS BK0806", "Bookme", "2410.00", "Sales Income"),
    ("2025-08-13", "DIRECT CREDIT BOOKME PAYMENTS BK0813", "Bookme", "1980.00", "Sales Income"),
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "read26", NOW)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "basPeriod": "quarterly",
            "occupation": "skipper",
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


@pytest.mark.parametrize("question", ["what did bcf cost me", "how much did bcf cost me?"])
def test_what_a_shop_of_two_kinds_cost_with_no_period_is_asked(world: AccountContext, question: str) -> None:
    # was every BCF row over all the data (457.50), the boat's gear and the private reel together
    reply = _ask(world, question)
    assert _asked_back(reply), reply.text
    assert "Tools & Equipment" in reply.text and "Entertainment" in reply.text, reply.text


@pytest.mark.parametrize(
    ("question", "figure"),
    [("what did bcf cost me in september 2025", "$149.00"), ("what did whitworths cost me", "$398.00")],
)
def test_what_a_shop_cost_with_a_period_or_of_one_kind_is_read(
    world: AccountContext, question: str, figure: str
) -> None:
    reply = _ask(world, question)
    assert figure in reply.text, reply.text


@pytest.mark.parametrize(
    "question",
    ["how many bookings will bookme get in august", "how much sales will i get next month"],
)
def test_a_count_or_sum_of_the_future_is_declined(world: AccountContext, question: str) -> None:
    # was August 2025's payouts counted (2 payments)
    reply = _ask(world, question)
    assert not reply.calls, reply.text  # type: ignore[attr-defined]
    assert "forecast" in reply.text, reply.text  # type: ignore[attr-defined]


def test_a_past_payout_question_is_still_read(world: AccountContext) -> None:
    reply = _ask(world, "how much did bookme pay me in august 2025")
    assert "$4,390.00" in reply.text, reply.text  # type: ignore[attr-defined]
