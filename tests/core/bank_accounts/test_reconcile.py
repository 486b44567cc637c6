"""Reconciliation and month-end balances on issue 25's household (five accounts, fifteen statements), on
SQLite and PostgreSQL: each account reconciled at each statement's closing date and balance agrees,
except business in September, whose difference is the row missing from the file, found as the break
its import recorded. Month-end balances are worked here from the statements' own balance columns."""

from __future__ import annotations

import csv
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path

import pytest

from finkit.core.bank_accounts.balances import balances_report
from finkit.core.bank_accounts.service import get_bank_account, list_bank_accounts
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError
from finkit.core.usecases.bank_accounts import reconcile_bank_account
from finkit.core.usecases.transactions import (
    create_transaction,
    delete_transaction,
    get_transaction,
    list_transactions,
    undo_change,
    update_transaction,
)
from tests.core.bank_accounts.test_household import _import_all, _open_accounts
from tests.data.household_accounts.hand_worked import expected

DATA = Path(__file__).parents[2] / "data" / "household_accounts"
MONTH_ENDS = (date(2025, 6, 30), date(2025, 7, 31), date(2025, 8, 31), date(2025, 9, 30))


def _day(text: str) -> date:
    return datetime.strptime(text, "%d/%m/%Y").date()


def _statement_rows(name: str) -> list[tuple[date, Decimal, Decimal]]:
    """(date, amount, printed balance) of one statement in the bank's order, read from its columns."""
    with (DATA / name).open(encoding="utf-8", newline="") as handle:
        lines = list(csv.reader(handle))
    if name.startswith("personal"):  # Westpac: header, Debit/Credit, newest first
        rows = [(_day(r[1]), Decimal(r[4] or "0") - Decimal(r[3] or "0"), Decimal(r[5])) for r in lines[1:]]
        return rows[::-1]
    if name.startswith("savings"):  # ING: header Date,Description,Credit,Debit,Balance
        return [(_day(r[0]), Decimal(r[2] or "0") + Decimal(r[3] or "0"), Decimal(r[4])) for r in lines[1:]]
    return [(_day(r[0]), Decimal(r[1]), Decimal(r[3])) for r in lines]  # CommBank, headerless


def _bank_month_ends() -> dict[date, dict[str, Decimal]]:
    """Each account's balance at each month end as its statements print it: the balance of the last row
    on or before the day (the day before the first row: that row's balance minus its amount)."""
    accounts = ("business", "personal", "card", "savings", "offset")
    result: dict[date, dict[str, Decimal]] = {day: {} for day in MONTH_ENDS}
    for account in accounts:
        rows = [r for month in ("07", "08", "09") for r in _statement_rows(f"{account}_2025-{month}.csv")]
        for day in MONTH_ENDS:
            before = [r for r in rows if r[0] <= day]
            result[day][account] = before[-1][2] if before else rows[0][2] - rows[0][1]
        # the September business file misses a processed row: the bank's own balance after it counts
    for day in MONTH_ENDS:
        result[day]["total"] = sum(result[day].values(), Decimal("0"))
    return result


def test_reconcile_each_statement_finds_the_missing_row_and_balances_follow(ctx: AccountContext) -> None:
    want = expected()
    _open_accounts(ctx)
    _import_all(ctx)
    missing = want["missingRows"][0]

    business = get_bank_account(ctx, "business")
    assert [(b.date.isoformat(), b.line, b.difference, b.file_name) for b in business.open_breaks] == [
        ("2025-09-15", 7, Decimal("-64.90"), "business_2025-09.csv")
    ]

    files = want["files"]
    for name in sorted(files, key=lambda n: (n.split("_")[1], n)):
        f = files[name]
        result = reconcile_bank_account(
            ctx, f["account"], data={"statementBalance": str(f["closingBalance"]), "date": f["lastDate"]}
        )
        if name != "business_2025-09.csv":
            assert result.difference == 0 and result.reconciled, name
            assert result.reconciled_to == date.fromisoformat(f["lastDate"])
            assert result.candidates == []
            continue
        # The books are short the missing OFFICEWORKS row: the difference is its amount, and the first
        # candidate is the break the import recorded, at its place in the file.
        assert result.difference == Decimal(missing["amount"]) == Decimal("-64.90")
        assert not result.reconciled
        assert result.reconciled_to == date(2025, 8, 29)  # August's point stays
        first = result.candidates[0]
        assert (first.kind, first.amount, first.line, first.file_name, first.date) == (
            "import_break",
            Decimal("-64.90"),
            7,
            "business_2025-09.csv",
            date(2025, 9, 15),
        )
        assert result.unreconciled_count == want["files"][name]["newRows"]

    # Reconciled rows: every row up to each account's point; the business September rows are not.
    rows = list_transactions(ctx, {"limit": 200}).transactions
    open_rows = [t for t in rows if not t.reconciled]
    assert {t.bank_account.name for t in open_rows if t.bank_account} == {"business"}
    assert len(open_rows) == want["files"]["business_2025-09.csv"]["newRows"]
    listed = {a.name: a.reconciled_to for a in list_bank_accounts(ctx).accounts}
    assert listed == {
        "business": date(2025, 8, 29),
        "personal": date.fromisoformat(files["personal_2025-09.csv"]["lastDate"]),
        "card": date.fromisoformat(files["card_2025-09.csv"]["lastDate"]),
        "savings": date.fromisoformat(files["savings_2025-09.csv"]["lastDate"]),
        "offset": date.fromisoformat(files["offset_2025-09.csv"]["lastDate"]),
    }

    # As imported, month ends follow the books: business and the total 64.90 high in September.
    bank = _bank_month_ends()
    assert bank == {date.fromisoformat(k): v for k, v in want["monthEndBalances"].items()}
    report = balances_report(ctx, period="Jun–Sep 2025")
    got = {m.date: {b.name: b.balance for b in m.balances} | {"total": m.total} for m in report.months}
    assert got[date(2025, 9, 30)]["business"] - bank[date(2025, 9, 30)]["business"] == Decimal("64.90")

    # The person adds the missing row; the account reconciles and the month ends are the bank's.
    create_transaction(
        ctx,
        data={
            "date": missing["date"],
            "description": missing["description"],
            "amount": missing["amount"],
            "bankAccountId": "business",
        },
    )
    again = reconcile_bank_account(
        ctx, "business", data={"statementBalance": "2675.23", "date": "2025-09-29"}
    )
    assert again.reconciled and again.difference == 0 and again.reconciled_to == date(2025, 9, 29)
    assert again.rows_reconciled == want["files"]["business_2025-09.csv"]["newRows"] + 1
    assert get_bank_account(ctx, "business").open_breaks == []
    report = balances_report(ctx, period="Jun–Sep 2025")
    got = {m.date: {b.name: b.balance for b in m.balances} | {"total": m.total} for m in report.months}
    assert got == bank
    assert [a.owed for a in report.accounts] == [False, False, True, False, False]
    assert got[date(2025, 9, 30)]["card"] < 0


def test_a_reconciled_row_changes_only_when_confirmed(ctx: AccountContext) -> None:
    row = create_transaction(ctx, data={"date": "2025-07-03", "description": "FEE", "amount": "-10.00"})
    create_transaction(ctx, data={"date": "2025-07-05", "description": "PAY", "amount": "100.00"})
    result = reconcile_bank_account(ctx, "Main", data={"statementBalance": "90.00", "date": "2025-07-05"})
    assert result.reconciled and result.rows_reconciled == 2

    with pytest.raises(ConflictError, match="reconciled"):
        update_transaction(ctx, row.id, data={"amount": "-12.00"})
    with pytest.raises(ConflictError, match="reconciled"):
        update_transaction(ctx, row.id, data={"date": "2025-07-09T00:00:00Z"})
    # Not the amount or the date: no question asked; the same amount sent again is no change.
    kept = update_transaction(ctx, row.id, data={"notes": "monthly", "amount": "-10.00"})
    assert kept.reconciled
    changed = update_transaction(ctx, row.id, data={"amount": "-12.00", "confirmReconciled": True})
    assert changed.amount == Decimal("-12.00") and not changed.reconciled

    # The next reconciliation at the same point shows the change as the difference, with the row (the
    # only one no longer reconciled).
    later = reconcile_bank_account(ctx, "Main", data={"statementBalance": "90.00", "date": "2025-07-05"})
    assert later.difference == Decimal("2.00") and later.unreconciled_count == 1
    assert [(c.kind, c.transaction_id) for c in later.candidates] == [("unreconciled", row.id)]


def test_a_reconciled_row_is_deleted_only_when_confirmed_and_comes_back_reconciled(
    ctx: AccountContext,
) -> None:
    row = create_transaction(ctx, data={"date": "2025-07-03", "description": "FEE", "amount": "-10.00"})
    reconcile_bank_account(ctx, "Main", data={"statementBalance": "-10.00", "date": "2025-07-05"})

    with pytest.raises(ConflictError, match="reconciled with the bank: deleting it"):
        delete_transaction(ctx, row.id)
    assert get_transaction(ctx, row.id).reconciled  # refused: nothing happened
    deleted = delete_transaction(ctx, row.id, confirm_reconciled=True)
    later = reconcile_bank_account(ctx, "Main", data={"statementBalance": "-10.00", "date": "2025-07-05"})
    assert later.difference == Decimal("-10.00")

    undo_change(ctx, deleted.change_id or "")  # the row the bank agreed with, as it was
    assert get_transaction(ctx, row.id).reconciled


def test_half_the_difference_points_at_a_row_with_the_wrong_sign(ctx: AccountContext) -> None:
    create_transaction(ctx, data={"date": "2025-07-01", "description": "OPEN", "amount": "500.00"})
    wrong = create_transaction(ctx, data={"date": "2025-07-04", "description": "REFUND", "amount": "-30.00"})
    result = reconcile_bank_account(ctx, "Main", data={"statementBalance": "530.00", "date": "2025-07-31"})
    assert result.difference == Decimal("60.00") and not result.reconciled
    kinds = [(c.kind, c.transaction_id) for c in result.candidates]
    assert kinds[0] == ("half_difference", wrong.id)
    assert result.unreconciled_count == 2
    assert get_bank_account(ctx, "Main").reconciled_to is None
