"""A transaction typed in reads nothing the session already holds: not the parts of the row it has just
written (a new row has none), not the bank account it has just resolved, and of the categories only the
one the row names (the tax step read the account's 40-odd for each write)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import event

from finkit.core.context import AccountContext
from finkit.core.usecases.categories import list_categories
from finkit.core.usecases.transactions import create_transaction


@contextmanager
def _statements(ctx: AccountContext) -> Iterator[list[tuple[str, object]]]:
    seen: list[tuple[str, object]] = []

    def record(conn, cursor, statement, parameters, context, executemany) -> None:  # type: ignore[no-untyped-def]
        seen.append((" ".join(statement.split()), parameters))

    event.listen(ctx.db.engine, "before_cursor_execute", record)
    try:
        yield seen
    finally:
        event.remove(ctx.db.engine, "before_cursor_execute", record)


def _row(**extra: str) -> dict[str, str]:
    return {"date": "2025-09-02", "description": "OFFICEWORKS 0412 GEELONG", "amount": "-42.50", **extra}


def test_a_new_row_reads_neither_its_parts_nor_its_bank_account_again(ctx: AccountContext) -> None:
    create_transaction(ctx, data=_row())  # the first write makes the default bank account
    with _statements(ctx) as seen:
        read = create_transaction(ctx, data=_row())
    assert read.splits == [] and read.bank_account is not None and read.bank_account.name == "Main"
    assert not [s for s, _ in seen if s.startswith("SELECT") and "FROM transaction_splits" in s]
    bank_reads = [s for s, _ in seen if s.startswith("SELECT") and "FROM bank_accounts" in s]
    assert len(bank_reads) == 2  # the write's open accounts (resolve_in) and the transfer check's count


def test_the_tax_step_reads_only_the_rows_category(ctx: AccountContext) -> None:
    create_transaction(ctx, data=_row())
    groceries = next(c for c in list_categories(ctx) if c.name == "Groceries")
    with _statements(ctx) as seen:
        read = create_transaction(ctx, data=_row(categoryId=groceries.id))
    assert read.category is not None and read.category.name == "Groceries"
    category_reads = [(s, p) for s, p in seen if s.startswith("SELECT categories.id, categories.kind")]
    assert len(category_reads) == 1
    assert groceries.id in str(category_reads[0][1])
