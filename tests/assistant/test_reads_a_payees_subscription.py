"""A payee's subscription named with a period ("xero subs for fy26") is what was paid to that payee in it,
not the list of every recurring payment (which holds no such total); "subscriptions" alone is still that
list. Invented rows: Xero 70.00 a month, Aug 2025 - Jul 2026 (FY26: 11 x 70.00 = 770.00)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from tests.assistant.local_world import add_rows, assistant_account
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 8, 20, 9, 0, tzinfo=UTC)
ROWS = [
    *[
        (
            f"{2025 + (m < 8)}-{m:02d}-03",
            "XERO AUSTRALIA PTY LTD",
            "Xero",
            "-70.00",
            "Software & Subscriptions",
        )
        for m in (8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7)
    ],
    *[(f"2026-{m:02d}-15", "AGL ENERGY BPAY", "AGL", "-300.00", "Utilities") for m in (1, 4, 7)],
]


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "subs", NOW)
    add_rows(ctx, ROWS)
    yield ctx


def test_a_payees_subs_over_a_year_are_its_payments_summed(world: AccountContext) -> None:
    reply = _ask(world, "xero subs for fy26")
    assert [name for name, _ in reply.calls][:1] == ["analytics_spending"], reply.calls
    assert "$770.00" in reply.text and "Xero" in reply.text, reply.text


def test_subscriptions_alone_are_still_the_recurring_list(world: AccountContext) -> None:
    reply = _ask(world, "what subscriptions do i have")
    assert [name for name, _ in reply.calls] == ["bills_detect_recurring"], reply.calls
