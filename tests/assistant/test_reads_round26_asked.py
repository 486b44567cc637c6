"""Issue 27, round 26 (h30reads): "who do i pay by bpay", a list with "who" and a present-tense verb, now read.

A household's FY2026, asked on 20 July 2026 (every row hand-written below): by BPAY, Aurora Energy
2 x 200.00 and TasWater 1 x 150.00; by direct debit, Telstra 2 x 65.00; by card, Woolworths 2 x 100.00.

So "who do i pay by bpay" names Aurora Energy and TasWater (as "who did i pay by bpay" does), never Telstra
or Woolworths; "who do i pay by direct debit" names Telstra only.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from tests.assistant.local_world import add_rows, assistant_account
from tests.assistant.test_reads_whole_question import _ask, _asked_back

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)

ROWS = [
    ("2025-08-02", "BPAY PAYMENT TO AURORA ENERGY REF 5512", "Aurora Energy", "-200.00", "Utilities"),
    ("2025-11-02", "BPAY PAYMENT TO AURORA ENERGY REF 5512", "Aurora Energy", "-200.00", "Utilities"),
    ("2025-09-14", "BPAY PAYMENT TO TASWATER REF 8812", "TasWater", "-150.00", "Utilities"),
    ("2025-08-18", "DIRECT DEBIT TELSTRA 0412558929", "Telstra", "-65.00", "Phone & Internet"),
    ("2025-09-18", "DIRECT DEBIT TELSTRA 0412558929", "Telstra", "-65.00", "Phone & Internet"),
    ("2025-08-09", "VISA PURCHASE WOOLWORTHS 7012 KINGS MEADOWS", "Woolworths", "-100.00", "Groceries"),
    ("2025-10-09", "VISA PURCHASE WOOLWORTHS 7012 KINGS MEADOWS", "Woolworths", "-100.00", "Groceries"),
]


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "reads30", NOW)
    add_rows(ctx, ROWS)
    yield ctx


def test_who_do_i_pay_by_bpay_names_the_payees_paid_that_way(world: AccountContext) -> None:
    reply = _ask(world, "who do i pay by bpay")
    assert not _asked_back(reply), reply.text  # was asked on main: "do" read as no verb
    assert "Aurora Energy" in reply.text and "TasWater" in reply.text, reply.text
    assert "Telstra" not in reply.text and "Woolworths" not in reply.text, reply.text


def test_who_do_i_pay_by_direct_debit_names_those_payees(world: AccountContext) -> None:
    reply = _ask(world, "who do i pay by direct debit")
    assert not _asked_back(reply), reply.text
    assert "Telstra" in reply.text, reply.text
    assert "Aurora Energy" not in reply.text and "Woolworths" not in reply.text, reply.text
