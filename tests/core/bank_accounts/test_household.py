"""Issue 25's household: five bank accounts at three banks, fifteen statements, checked against the
hand-worked figures of tests/data/household_accounts (written without finkit's code), on SQLite and
PostgreSQL."""

from __future__ import annotations

import csv
from collections import Counter
from decimal import Decimal
from pathlib import Path

from finkit.core.bank_accounts.service import create_bank_account, get_bank_account, list_bank_accounts
from finkit.core.context import AccountContext
from finkit.core.imports.schemas import ImportReport
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.transactions import list_transactions
from tests.data.household_accounts.hand_worked import expected

DATA = Path(__file__).parents[2] / "data" / "household_accounts"


def _open_accounts(ctx: AccountContext) -> None:
    with (DATA / "accounts.csv").open(encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            create_bank_account(
                ctx,
                data={
                    "name": row["name"],
                    "type": row["type"],
                    "institution": row["institution"],
                    "last4": row["last4"],
                    "currency": row["currency"],
                    "openingBalance": row["openingBalance"],
                    "openingDate": row["openingDate"],
                },
            )


def _import_all(ctx: AccountContext) -> dict[str, ImportReport]:
    files = expected()["files"]
    order = sorted(files, key=lambda name: (name.split("_")[1], name))  # month order
    return {name: import_file(ctx, path=DATA / name, bank_account=files[name]["account"]) for name in order}


def _all_rows(ctx: AccountContext) -> list[object]:
    return list_transactions(ctx, {"limit": 200}).transactions


def test_the_household_imports_every_row_with_its_balances_and_the_one_break(ctx: AccountContext) -> None:
    want = expected()
    _open_accounts(ctx)
    reports = _import_all(ctx)

    # Every row kept: 138, per file as worked by hand (overlap repeats not added again).
    for name, report in reports.items():
        assert report.added == want["files"][name]["newRows"], name
        assert report.bank_account_name == want["files"][name]["account"]
    rows = _all_rows(ctx)
    assert len(rows) == 138
    per_account = Counter(t.bank_account.name for t in rows if t.bank_account is not None)
    assert per_account == {name: r["imported"] for name, r in want["rowsPerAccount"].items()}

    # The balance chain: whole in 14 files, one break in business_2025-09 at line 7 (the missing row).
    breaks = [
        {
            "file": name,
            "line": b.line,
            "date": b.date.isoformat(),
            "expectedBalance": b.expected_balance,
            "statementBalance": b.statement_balance,
            "difference": b.difference,
        }
        for name, report in reports.items()
        for b in report.balance_check.breaks
    ]
    assert breaks == want["balanceBreaks"]
    assert all(r.balance_check.checked for r in reports.values())
    assert [n for n, r in reports.items() if not r.balance_check.ok] == ["business_2025-09.csv"]
    for name, report in reports.items():
        assert report.balance_check.closing_balance == want["files"][name]["closingBalance"], name

    # Each account's balance: the books (opening + rows); business is short the missing -64.90.
    balances = {a.name: a.balance for a in list_bank_accounts(ctx).accounts}
    assert balances == want["booksAfterImport"]
    assert balances["business"] == Decimal("2740.13")
    assert want["bankBalanceAfterImport"]["business"] - balances["business"] == Decimal("-64.90")

    # Identical rows in two accounts (and two identical lunches in one) are all kept.
    for (day, amount, description), accounts in want["identicalRows"].items():
        found = sorted(
            t.bank_account.name
            for t in rows
            if t.description == description
            and t.amount == Decimal(amount)
            and t.date.date().isoformat() == day
            and t.bank_account is not None
        )
        assert found == sorted(accounts), (day, description)

    # Re-importing every file adds nothing, and the chain of a file with nothing new is not re-checked.
    again = _import_all(ctx)
    assert sum(r.added for r in again.values()) == 0
    assert all(r.balance_check.ok and not r.balance_check.breaks for r in again.values())
    assert len(_all_rows(ctx)) == 138
    assert {a.name: a.balance for a in list_bank_accounts(ctx).accounts} == want["booksAfterImport"]

    # The list filter by bank account (by name or id).
    offset = get_bank_account(ctx, "offset")
    page = list_transactions(ctx, {"bankAccountId": offset.id, "limit": 200})
    assert page.pagination.total == 6 and {t.bank_account_id for t in page.transactions} == {offset.id}
    assert list_transactions(ctx, {"bankAccountId": "Offset"}).pagination.total == 6
