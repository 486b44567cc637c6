"""The balance a statement states once: OFX's ledger balance after its rows, a QIF register's opening
balance before them; and a newest-first statement whose newest rows are in the books already. Files
written from the household's statements (tests/data/household_accounts: the CommBank business account as
OFX, the ING savings account as a Quicken QIF), checked against the hand-worked balances."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest
from sqlalchemy import event

from finkit.core.bank_accounts.service import create_bank_account, get_bank_account
from finkit.core.context import AccountContext
from finkit.core.imports import pipeline
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.transactions import list_transactions
from tests.data.household_accounts.hand_worked import expected

FIXTURES = Path(__file__).parent / "fixtures" / "household"
DATA = Path(__file__).parents[2] / "data" / "household_accounts"


def _account(ctx: AccountContext, name: str, opening: str | None = None) -> None:
    data: dict[str, object] = {"name": name}
    if opening is not None:
        data |= {"openingBalance": opening, "openingDate": "2025-06-30"}
    create_bank_account(ctx, data=data)


def test_an_ofx_ledger_balance_is_checked_and_shows_the_missing_row(ctx: AccountContext) -> None:
    closing = expected()["files"]
    _account(ctx, "business", "8412.55")
    _account(ctx, "business by csv", "8412.55")
    _account(ctx, "new business")
    july = import_file(ctx, path=FIXTURES / "business_2025-07.ofx", bank_account="business")
    assert july.added == 16 and july.layout["statementBalance"]["kind"] == "LEDGERBAL"
    check = july.balance_check
    assert (check.checked, check.ok, check.opening_balance, check.closing_balance) == (
        True, True, Decimal("8412.55"), closing["business_2025-07.csv"]["closingBalance"],
    )  # fmt: skip
    assert get_bank_account(ctx, "business").balance == Decimal("9253.79")

    # July and August from the CSV exports (August's repeats July's last days), September as OFX.
    for month in ("07", "08"):
        import_file(ctx, path=DATA / f"business_2025-{month}.csv", bank_account="business by csv")
    september = import_file(ctx, path=FIXTURES / "business_2025-09.ofx", bank_account="business by csv")
    (gap,) = september.balance_check.breaks
    assert not september.balance_check.ok and september.balance_check.closing_balance == Decimal("2675.23")
    assert (gap.date, gap.expected_balance, gap.statement_balance, gap.difference) == (
        date(2025, 9, 30), Decimal("2740.13"), Decimal("2675.23"), Decimal("-64.90"),
    )  # fmt: skip
    ledger_line = (FIXTURES / "business_2025-09.ofx").read_text().splitlines().index("<LEDGERBAL>") + 1
    assert gap.line == ledger_line

    again = import_file(ctx, path=FIXTURES / "business_2025-09.ofx", bank_account="business by csv")
    assert again.added == 0 and again.balance_check.checked and again.balance_check.ok

    # A new account with no opening balance takes it from the statement: ledger balance less the rows.
    fresh = import_file(ctx, path=FIXTURES / "business_2025-07.ofx", bank_account="new business")
    assert fresh.balance_check.ok and fresh.balance_check.opening_balance == Decimal("8412.55")
    new = get_bank_account(ctx, "new business")
    assert (new.opening_balance, new.opening_date, new.balance) == (
        Decimal("8412.55"), date(2025, 6, 30), Decimal("9253.79"),
    )  # fmt: skip


def test_a_qif_opening_balance_is_no_row_and_is_checked(ctx: AccountContext) -> None:
    _account(ctx, "savings", "18750.00")
    july = import_file(ctx, path=FIXTURES / "savings_2025-07.qif", bank_account="savings")
    assert july.added == 4  # the Opening Balance record is a balance, not money in
    assert july.balance_check.ok and july.balance_check.closing_balance == Decimal("20814.48")
    august = import_file(ctx, path=FIXTURES / "savings_2025-08.qif", bank_account="savings")
    assert august.added == 5 and august.balance_check.ok
    assert august.balance_check.opening_balance == Decimal("20814.48")
    assert get_bank_account(ctx, "savings").balance == Decimal("23021.59")
    texts = {t.description for t in list_transactions(ctx, {"limit": 50}).transactions}
    assert "Opening Balance" not in texts

    # Books that disagree with the register's opening: one break, at the opening record, with the amount.
    _account(ctx, "old savings", "18700.00")
    off = import_file(ctx, path=FIXTURES / "savings_2025-07.qif", bank_account="old savings")
    (gap,) = off.balance_check.breaks
    assert (gap.line, gap.expected_balance, gap.statement_balance, gap.difference) == (
        2, Decimal("18700.00"), Decimal("18750.00"), Decimal("50.00"),
    )  # fmt: skip

    # No opening yet: the register's becomes the account's, as of the day before.
    _account(ctx, "new savings")
    import_file(ctx, path=FIXTURES / "savings_2025-07.qif", bank_account="new savings")
    new = get_bank_account(ctx, "new savings")
    assert (new.opening_balance, new.opening_date, new.balance) == (
        Decimal("18750.00"), date(2025, 6, 30), Decimal("20814.48"),
    )  # fmt: skip


def test_a_newest_first_statement_whose_newest_rows_are_in_the_books(
    ctx: AccountContext, tmp_path: Path
) -> None:
    """Westpac lists the newest row first. Its five newest July rows imported first (a mid-month
    download), then the whole of July: the chain starts at the oldest row and ends at the newest
    printed balance, without keeping the five rows it skips."""
    _account(ctx, "personal", "2318.40")
    lines = (DATA / "personal_2025-07.csv").read_bytes().split(b"\r\n")
    partial = tmp_path / "personal_partial.csv"
    partial.write_bytes(b"\r\n".join(lines[:6]) + b"\r\n")
    import_file(ctx, path=partial, bank_account="personal")
    whole = import_file(ctx, path=DATA / "personal_2025-07.csv", bank_account="personal")
    assert whole.added == 10 and whole.duplicates == 5
    check = whole.balance_check
    assert (check.ok, check.opening_balance, check.closing_balance) == (
        True, Decimal("2318.40"), Decimal("3936.36"),
    )  # fmt: skip


@contextmanager
def _sums_of_rows(ctx: AccountContext) -> Iterator[list[str]]:
    """The statements run meanwhile that sum a bank account's rows (``bank_accounts.balance_of``)."""
    seen: list[str] = []

    def record(_conn: object, _cursor: object, statement: str, *_args: object) -> None:
        if "sum(transactions.amount)" in statement.lower():
            seen.append(statement)

    event.listen(ctx.db.engine, "before_cursor_execute", record)
    try:
        yield seen
    finally:
        event.remove(ctx.db.engine, "before_cursor_execute", record)


def test_a_re_import_does_not_sum_the_accounts_rows(ctx: AccountContext) -> None:
    """The balance proof needs the books' balance only when the file adds a row; summing every row of
    the account for a file the books already hold was most of a million-row re-import's extra second."""
    _account(ctx, "business", "8412.55")
    july = import_file(ctx, path=DATA / "business_2025-07.csv", bank_account="business")
    assert july.added and july.balance_check.ok
    for dry_run in (False, True):
        with _sums_of_rows(ctx) as sums:
            again = import_file(
                ctx, path=DATA / "business_2025-07.csv", bank_account="business", dry_run=dry_run
            )
        assert again.added == 0 and again.balance_check.checked and again.balance_check.ok
        assert sums == []

    # August repeats July's last days: its new rows chain from the books' balance, which is read.
    with _sums_of_rows(ctx) as sums:
        august = import_file(ctx, path=DATA / "business_2025-08.csv", bank_account="business")
    assert august.added and august.duplicates and august.balance_check.ok
    assert august.balance_check.opening_balance == july.balance_check.closing_balance
    assert len(sums) == 1


def test_an_overlapping_statement_read_in_small_chunks_chains_from_the_books(
    ctx: AccountContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The books' balance is read at the first chunk that adds a row (PostgreSQL, a dry run) or once the
    write lock is taken (SQLite): with two-row chunks August's first chunk is all July's rows, and the
    proof still starts from the balance before its first new row, dry run or not."""
    monkeypatch.setattr(pipeline, "CHUNK_ROWS", 2)
    _account(ctx, "business", "8412.55")
    july = import_file(ctx, path=DATA / "business_2025-07.csv", bank_account="business")
    for dry_run in (True, False):
        august = import_file(
            ctx, path=DATA / "business_2025-08.csv", bank_account="business", dry_run=dry_run
        )
        assert august.duplicates >= 2 and august.added and august.balance_check.ok
        assert august.balance_check.opening_balance == july.balance_check.closing_balance
    assert get_bank_account(ctx, "business").balance == august.balance_check.closing_balance


def test_balances_in_every_notation_chain_alike(ctx: AccountContext) -> None:
    """Balance cells as banks print them: grouped with a sign, plain, negative (overdrawn), one place,
    a currency sign, CR; the common notation is read without Decimal, the others through the one
    parser of amounts; both give the same chain, and a balance a cent off is one break of a cent."""
    _account(ctx, "everyday", "1000.00")
    statement = (
        '01/07/2025,10.00,A,"+1,010.00"\n'
        "02/07/2025,-20.00,B,990.00\n"
        "03/07/2025,-1000.00,C,-10.00\n"
        "04/07/2025,5.50,D,-4.5\n"
        '05/07/2025,1004.50,E,"$1,000.00"\n'
        '06/07/2025,1.00,F,"1,001.00 CR"\n'
        "07/07/2025,-1.00,G,999.99\n"
        '08/07/2025,1000000.00,H,"+1,000,999.99"\n'
    )
    report = import_file(
        ctx,
        data=statement.encode(),
        file_name="everyday.csv",
        mapping="header=no,date=1,amount=2,description=3,balance=4",
        date_format="DD/MM/YYYY",
        bank_account="everyday",
    )
    check = report.balance_check
    assert report.added == 8 and check.checked and check.break_count == 1
    (cent,) = check.breaks
    assert (cent.line, cent.expected_balance, cent.statement_balance, cent.difference) == (
        7, Decimal("1000.00"), Decimal("999.99"), Decimal("-0.01"),
    )  # fmt: skip
    assert check.opening_balance == Decimal("1000.00") and check.closing_balance == Decimal("1000999.99")
