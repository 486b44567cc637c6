"""Words that say money came in from the people who pay you, never a category that happens to hold the word:
"a payment from a client" is earnings (not a category named Customer Refunds); "client osko payments" are
earnings said by the bank's word (not a partner's transfer that says it too); "cash deposits" are the rows
the statement calls so (not the Cash Withdrawal category). Invented rows, other wording than the sets'."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.categories import create_category
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.local_world import add_rows, assistant_account
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
SALES = [
    ("2025-08-04", "OSKO DEPOSIT FROM A BLAKE REF clutch", "A Blake", "600.00"),
    ("2025-09-11", "OSKO DEPOSIT FROM C DUNN REF service", "C Dunn", "300.00"),
    ("2025-10-02", "CASH DEPOSIT MAIN ST BRANCH", "Walk-in jobs", "250.00"),
    ("2026-02-16", "CASH DEPOSIT MAIN ST BRANCH", "Walk-in jobs", "150.00"),
    ("2026-03-30", "DIRECT CREDIT ACME FLEET PTY LTD", "Acme Fleet", "2000.00"),
]


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "moneyin", NOW)
    add_rows(ctx, [(*row, "Sales Income") for row in SALES])
    add_rows(ctx, [("2025-11-05", "ATM WITHDRAWAL MAIN ST", "", "-100.00", "Cash Withdrawal")])
    refunds = create_category(
        ctx, data={"name": "Customer Refunds", "taxCategory": "business_expense", "isTaxDeductible": True}
    )
    create_transaction(
        ctx,
        data={"date": "2025-12-01", "description": "OSKO PAYMENT TO C DUNN REF refund", "merchant": "C Dunn",
              "amount": "-80.00", "categoryId": refunds.id},
    )  # fmt: skip
    transfers = next(c.id for c in list_categories(ctx) if c.kind == "transfer")
    create_transaction(
        ctx,
        data={"date": "2026-01-09", "description": "OSKO DEPOSIT FROM J BLAKE REF housekeeping",
              "merchant": "J Blake", "amount": "900.00", "categoryId": transfers},
    )  # fmt: skip
    yield ctx


def test_the_biggest_payment_from_a_client_is_the_largest_earning(world: AccountContext) -> None:
    reply = _ask(world, "largest single payment from a customer in fy26")
    assert "$2,000.00" in reply.text, reply.text
    assert "Customer Refunds" not in reply.text and "$80.00" not in reply.text, reply.text


def test_client_payments_said_by_the_banks_word_are_earnings_only(world: AccountContext) -> None:
    # osko money in over $400: A Blake's 600.00 (a sale) and J Blake's 900.00 (a transfer, not a client)
    reply = _ask(world, "number of client osko payments above $400 in fy26")
    assert "1 payment(s), $600.00" in reply.text, reply.text


def test_cash_deposits_are_the_rows_the_statement_calls_so(world: AccountContext) -> None:
    reply = _ask(world, "how many cash deposits in fy26")
    assert "2 payment(s), $400.00" in reply.text, reply.text
    assert "Cash Withdrawal" not in reply.text, reply.text


def test_cash_taken_out_is_still_the_withdrawals(world: AccountContext) -> None:
    reply = _ask(world, "how much cash did i withdraw in fy26")
    assert "$100.00" in reply.text and "Cash Withdrawal" in reply.text, reply.text
