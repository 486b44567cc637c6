"""Issue 27, round seventeen (h27strict): a figure that rests on two guesses at once is asked, and words of the
bank descriptions are looked for in every row that says them (the café's released set, phrased anew here).

A bakery café's FY2026 (GST-registered), asked on 20 July 2026. Hand-worked:

- Harbour Packaging: three invoices 300.00 + 250.00 + 150.00 = 700.00 paid, and a credit note refunded 50.00:
  700.00 as paid, 650.00 net. "How much did i pay harbour packaging", no period named, is asked (the payments
  as made or net of the money back, and over which period); said with a period it is answered, both figures.
- The ATO: BAS payments 2,000.00 + 1,500.00 = 3,500.00 (Tax Payments), a refund of 400.00: "how much did i
  pay the tax office" with no period is asked, never 3,100.00 or 3,500.00 alone.
- Drawings: the owner moves 1,000.00 (Sep) + 2,000.00 (Nov) = 3,000.00 in the first half and 4,000.00 (Feb) in
  the second to savings, each row saying DRAWINGS (Transfers). "drawings 1st half vs 2nd half" is 3,000.00
  against 4,000.00, never "$0.00 in both" (the rows are transfers to the person's own account).
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

_ROWS = [
    ("2025-08-04", "BPAY HARBOUR PACKAGING INV 1101", "Harbour Packaging", "-300.00", "Office Supplies"),
    ("2025-10-06", "BPAY HARBOUR PACKAGING INV 1188", "Harbour Packaging", "-250.00", "Office Supplies"),
    ("2026-02-09", "BPAY HARBOUR PACKAGING INV 1270", "Harbour Packaging", "-150.00", "Office Supplies"),
    ("2025-11-12", "HARBOUR PACKAGING CREDIT NOTE CN31", "Harbour Packaging", "50.00", "Office Supplies"),
    ("2025-10-28", "BPAY ATO BAS 2025Q1", "ATO", "-2000.00", "Tax Payments"),
    ("2026-02-26", "BPAY ATO BAS 2025Q2", "ATO", "-1500.00", "Tax Payments"),
    ("2025-09-15", "ATO REFUND ITR 2025", "ATO", "400.00", "Tax Payments"),
    ("2025-09-29", "TRANSFER TO 96244 SAVINGS DRAWINGS SEP", "Own savings", "-1000.00", "Transfers"),
    ("2025-11-28", "TRANSFER TO 96244 SAVINGS DRAWINGS NOV", "Own savings", "-2000.00", "Transfers"),
    ("2026-02-27", "TRANSFER TO 96244 SAVINGS DRAWINGS FEB", "Own savings", "-4000.00", "Transfers"),
    ("2025-07-03", "SQUARE AUSTRALIA PTY SQ2507", "Square", "900.00", "Sales Income"),
    ("2026-06-29", "SQUARE AUSTRALIA PTY SQ2606", "Square", "950.00", "Sales Income"),
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "strict17", NOW)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
        },
    )
    ids = {c.name: c.id for c in list_categories(ctx)}
    for day, description, merchant, amount, category in _ROWS:
        create_transaction(
            ctx,
            data={
                "date": day,
                "description": description,
                "merchant": merchant,
                "amount": amount,
                "categoryId": ids[category],
            },
        )
    yield ctx


def _asks(text: str) -> bool:
    return "?" in text and not _MONEY.search(text)


def test_a_payee_that_paid_money_back_with_no_period_is_asked(world: AccountContext) -> None:
    reply = _ask(world, "how much did i pay harbour packaging")
    assert _asks(reply.text), reply.text
    assert "came back" in reply.text, reply.text
    # with a period it is answered, the payments and the net both said
    dated = _ask(world, "how much did i pay harbour packaging in fy26").text
    assert "$700.00" in dated and "$650.00" in dated, dated
    # which of the two was said: answered
    assert "$650.00" in _ask(world, "harbour packaging after the refund").text
    assert "$3,500.00" in _ask(world, "tax office payments").text


def test_the_tax_office_with_a_refund_and_no_period_is_asked(world: AccountContext) -> None:
    reply = _ask(world, "how much did i pay the tax office")
    assert _asks(reply.text), reply.text
    assert "$3,100.00" not in reply.text and "$3,500.00" not in reply.text


def test_a_word_only_transfers_say_is_found_in_them(world: AccountContext) -> None:
    reply = _ask(world, "drawings 1st half vs 2nd half").text
    assert "$3,000.00" in reply and "$4,000.00" in reply, reply
    assert "$0.00" not in reply, reply
