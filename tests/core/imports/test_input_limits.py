"""Import inputs that used to escape validation (issue 24 item 7): a field over the csv module's limit,
a 1M-character field, amounts past the 1e15 cap REST applies. Each is its row's problem, named by line;
no valid row is dropped; nothing is written unless ``skip_invalid``."""

from __future__ import annotations

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.schemas import MAX_MAGNITUDE
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.transactions import list_transactions

HEADER = "Date,Description,Amount\n"


def _csv(*rows: str) -> bytes:
    return (HEADER + "".join(row + "\n" for row in rows)).encode()


def _count(ctx: AccountContext) -> int:
    return list_transactions(ctx).pagination.total


@pytest.mark.parametrize("size", [131_073, 200_000, 1_000_000])
def test_a_huge_field_is_its_rows_problem_and_the_next_row_is_kept(ctx: AccountContext, size: int) -> None:
    data = _csv("13/02/2026,Coffee,-4.50", f"14/02/2026,{'x' * size},-3.00", "15/02/2026,Tea,-2.00")
    with pytest.raises(ValidationError) as refused:
        import_file(ctx, data=data, file_name="huge.csv")
    [problem] = refused.value.fields
    assert (problem.row, problem.field) == (3, "row")
    assert "longer than 131,072 characters" in problem.message
    assert _count(ctx) == 0
    report = import_file(ctx, data=data, file_name="huge.csv", skip_invalid=True)
    assert (report.added, report.invalid) == (2, 1)
    assert {t.description for t in list_transactions(ctx).transactions} == {"Coffee", "Tea"}


def test_a_huge_first_row_does_not_hide_the_rows_after_it(ctx: AccountContext) -> None:
    """The layout is detected from the rows after it (a 1M-character first row used to leave only the
    header in the detection sample: "the file has no transaction rows")."""
    data = _csv(f"13/02/2026,{'x' * 1_000_000},-3.00", "14/02/2026,Tea,-2.00", "15/02/2026,Cake,-5.00")
    report = import_file(ctx, data=data, file_name="first.csv", skip_invalid=True)
    assert (report.added, report.invalid) == (2, 1)
    assert report.errors[0].row == 2


def test_a_huge_quoted_field_over_several_lines_names_its_lines(ctx: AccountContext) -> None:
    half = "y" * 100_000
    data = _csv("13/02/2026,Coffee,-4.50", f'14/02/2026,"{half}\n{half}",-3.00', "15/02/2026,Tea,-2.00")
    report = import_file(ctx, data=data, file_name="quoted.csv", skip_invalid=True)
    assert (report.added, report.invalid) == (2, 1)
    assert report.errors[0].row == 3 and "lines 3-4" in report.errors[0].message


@pytest.mark.parametrize(
    "amount",
    ["60000000000000000", "-60000000000000000.00", "1000000000000000.00", "1e16", "$1,000,000,000,000,000"],
)
def test_an_amount_past_the_rest_cap_is_refused_by_line(ctx: AccountContext, amount: str) -> None:
    data = _csv("13/02/2026,Coffee,-4.50", f'14/02/2026,Big,"{amount}"', "15/02/2026,Tea,-2.00")
    with pytest.raises(ValidationError) as refused:
        import_file(ctx, data=data, file_name="big.csv")
    [problem] = refused.value.fields
    assert (problem.row, problem.field) == (3, "amount")
    assert "too large" in problem.message or "not an amount" in problem.message
    assert _count(ctx) == 0


def test_the_largest_amount_rest_accepts_imports(ctx: AccountContext) -> None:
    largest = MAX_MAGNITUDE - 1  # 999,999,999,999,999
    report = import_file(ctx, data=_csv(f"13/02/2026,Big,{largest}.00"), file_name="ok.csv")
    assert report.added == 1
    assert list_transactions(ctx).transactions[0].amount == largest


def test_qif_and_ofx_amounts_have_the_same_cap(ctx: AccountContext) -> None:
    qif = b"!Type:Bank\nD13/02/2026\nT-60000000000000000.00\nPBig\n^\nD14/02/2026\nT-2.00\nPTea\n^\n"
    with pytest.raises(ValidationError) as refused:
        import_file(ctx, data=qif, file_name="big.qif")
    assert refused.value.fields[0].field == "amount" and "too large" in refused.value.fields[0].message
