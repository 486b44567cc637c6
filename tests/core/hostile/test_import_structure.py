"""Issue 13, point 4: a structurally broken CSV is all-or-nothing (before: 400 rows with an unterminated
quote at row 201 imported 201 rows, row 201's description swallowed the rest, and nothing said so)."""

from __future__ import annotations

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.transactions import list_transactions

HEADER = "Date,Description,Amount\n"


def _row(i: int) -> str:
    store = 1000 + i
    return f"{13 + i % 15:02d}/03/2026,WOOLWORTHS {store} PARRAMATTA CARD xx{i % 9}123 REF {i:06d},-{10 + i % 50}.{i % 100:02d}\n"


def _file(rows: list[str]) -> bytes:
    return (HEADER + "".join(rows)).encode()


def _count(ctx: AccountContext) -> int:
    return list_transactions(ctx, {"limit": 1}).pagination.total


def _broken_at_201() -> bytes:
    rows = [_row(i) for i in range(1, 401)]
    rows[200] = '14/03/2026,"BP CONNECT 4471 SYDNEY,-45.10\n'  # data row 201 = line 202, quote never closed
    return _file(rows)


def test_an_unterminated_quote_halfway_writes_nothing_and_names_the_line(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError) as caught:
        import_file(ctx, data=_broken_at_201(), file_name="bank.csv")
    lines = {p.row for p in caught.value.fields}
    assert 202 in lines and "unterminated quote" in str(caught.value)
    assert set(range(203, 402)) <= lines  # every swallowed line is named too
    assert _count(ctx) == 0


def test_skip_invalid_imports_the_rest_and_lists_every_skipped_line(ctx: AccountContext) -> None:
    report = import_file(ctx, data=_broken_at_201(), file_name="bank.csv", skip_invalid=True)
    assert report.added == 200
    assert {e.row for e in report.errors} == set(range(202, 402))
    assert _count(ctx) == 200


def test_a_field_swallowing_a_line_break_then_a_row_is_refused(ctx: AccountContext) -> None:
    rows = [_row(i) for i in range(1, 6)]
    rows[2] = '15/03/2026,"UBER *TRIP 8841\n16/03/2026,UBER EATS 2231",-23.50\n'  # closed, but takes a row
    with pytest.raises(ValidationError) as caught:
        import_file(ctx, data=_file(rows), file_name="bank.csv")
    assert {p.row for p in caught.value.fields} == {4, 5}
    assert _count(ctx) == 0


def test_a_quoted_multi_line_note_is_still_fine(ctx: AccountContext) -> None:
    rows = [_row(i) for i in range(1, 4)]
    rows[1] = '17/03/2026,"TRANSFER TO SAVINGS\nnote: holiday fund",-100.00\n'
    report = import_file(ctx, data=_file(rows), file_name="bank.csv")
    assert report.added == 3 and report.invalid == 0


def test_a_quote_open_at_the_end_of_the_file_is_refused(ctx: AccountContext) -> None:
    rows = [_row(i) for i in range(1, 4)] + ['18/03/2026,"ALDI STORES 52,-3.00\nthank you\n']
    with pytest.raises(ValidationError) as caught:
        import_file(ctx, data=_file(rows), file_name="bank.csv")
    assert 5 in {p.row for p in caught.value.fields}
    assert _count(ctx) == 0


def test_a_nul_in_a_csv_description_names_the_row(ctx: AccountContext) -> None:
    rows = [_row(i) for i in range(1, 4)]
    rows[1] = "14/03/2026,COLES 0721\x00 BONDI,-12.00\n"
    with pytest.raises(ValidationError) as caught:
        import_file(ctx, data=_file(rows), file_name="bank.csv")
    assert [(p.field, p.row) for p in caught.value.fields] == [("description", 3)]
    assert _count(ctx) == 0
