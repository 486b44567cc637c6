"""Issue 27 (h27lists): lists and counts read with the same filters as sums. An amount said with a question
for names bounds each one's total when a span or a sum is said with it ("over the year", "in total") and
each payment when one payment is said ("at once", "in one go"); "$500 or more" is a bound; "who did I send
osko payments to" and "tools suppliers I paid" are the payees of what is named. Invented rows (FY2026):
clients Acme Pty Ltd 3 x 2,000.00 (6,000.00, none over 5,000), Big Client Co 1 x 6,000.00, Small Co
2 x 400.00; a camera shop 1 x 800.00; a corner store 10 x 60.00 (600.00); an Osko payment of 300.00 to
J Smith; tools from Tool Barn (2 x 150.00); client Jones Plumbing 2 x 500.00 by Osko and 700.00 by direct
credit."""

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
    *[(d, "ACME PTY LTD INV", "Acme Pty Ltd", "2000.00", "Sales Income") for d in ("2025-08-01", "2025-11-01", "2026-03-01")],
    ("2026-02-10", "BIG CLIENT CO INV 88", "Big Client Co", "6000.00", "Sales Income"),
    *[(d, "SMALL CO INV", "Small Co", "400.00", "Sales Income") for d in ("2025-09-05", "2026-04-05")],
    ("2025-10-12", "EFTPOS CAMERA SHOP", "Camera Shop", "-800.00", "Tools & Equipment"),
    *[(f"2025-{m:02d}-03", "EFTPOS CORNER STORE", "Corner Store", "-60.00", "Groceries") for m in range(7, 13)],
    *[(f"2026-{m:02d}-03", "EFTPOS CORNER STORE", "Corner Store", "-60.00", "Groceries") for m in range(1, 5)],
    ("2025-12-20", "OSKO PAYMENT TO J SMITH", "J Smith", "-300.00", "Tools & Equipment"),
    *[(d, "OSKO PAYMENT FROM JONES PLUMBING", "Jones Plumbing", "500.00", "Sales Income") for d in ("2025-10-01", "2026-01-15")],
    ("2026-05-01", "DIRECT CREDIT JONES PLUMBING", "Jones Plumbing", "700.00", "Sales Income"),
    *[(d, "TOOL BARN PURCHASE", "Tool Barn", "-150.00", "Tools & Equipment") for d in ("2025-09-09", "2026-01-09")],
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "lists", NOW)
    add_rows(ctx, ROWS)
    yield ctx


def test_an_amount_over_the_year_bounds_each_clients_total(world: AccountContext) -> None:
    reply = _ask(world, "which clients paid me more than 5k over the year")
    assert reply.calls and "Acme Pty Ltd" in reply.text and "Big Client Co" in reply.text, reply.text
    assert "Small Co" not in reply.text and "a total more than $5,000.00" in reply.text, reply.text
    reply = _ask(world, "how many clients paid me more than $1,000 in total in fy26")
    assert ": 3:" in reply.text, reply.text
    # neither said: each payment or each one's total is still asked back
    assert _asked_back(_ask(world, "which clients paid me more than 5k in fy26"))


def test_an_amount_said_with_one_payment_bounds_each_payment(world: AccountContext) -> None:
    reply = _ask(world, "which clients paid me over $5000 in a single payment in fy26")
    assert "Big Client Co" in reply.text and "Acme" not in reply.text, reply.text
    reply = _ask(world, "which places did i spend more than $500 at once in fy26")
    assert "Camera Shop" in reply.text and "Corner Store" not in reply.text, reply.text


def test_an_amount_or_more_is_a_bound(world: AccountContext) -> None:
    reply = _ask(world, "how many client payments were $500 or more in fy26")
    assert "7 payment(s)" in reply.text and "$13,700.00" in reply.text, reply.text
    reply = _ask(world, "how many payments of 2000 or more came in during fy26")
    assert "4 payment(s)" in reply.text, reply.text


def test_payees_asked_for_with_words_for_them(world: AccountContext) -> None:
    reply = _ask(world, "who did i send osko payments to in fy26")
    assert "J Smith" in reply.text and "Tool Barn" not in reply.text, reply.text
    reply = _ask(world, "tools suppliers i paid in fy26")
    assert "Tool Barn" in reply.text and "Camera Shop" in reply.text and "Corner Store" not in reply.text, (
        reply.text
    )


def test_a_payee_said_with_how_it_paid_is_its_rows_paid_that_way(world: AccountContext) -> None:
    reply = _ask(world, "how many osko payments from jones plumbing in fy26")
    assert "2 payment(s)" in reply.text and "$1,000.00" in reply.text, reply.text
    # joined, they are two things: asked as before
    assert _asked_back(_ask(world, "osko or jones plumbing in fy26"))


def test_the_n_payees_or_clients_with_the_most(world: AccountContext) -> None:
    reply = _ask(world, "which 2 places did i spend the most at in fy26")
    assert "Camera Shop" in reply.text and "Corner Store" in reply.text, reply.text
    assert "Tool Barn" not in reply.text and "J Smith" not in reply.text, reply.text
    reply = _ask(world, "which 3 clients paid me the most in fy26")
    assert all(n in reply.text for n in ("Acme Pty Ltd", "Big Client Co", "Jones Plumbing")), reply.text
    assert "Small Co" not in reply.text, reply.text
    reply = _ask(world, "list my tools suppliers for fy26 from biggest to smallest")
    assert reply.text.index("Camera Shop") < reply.text.index("Tool Barn"), reply.text
