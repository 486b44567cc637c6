"""Every spelling of an amount cell reads to the same stored value, whichever path ``read_csv`` takes
(plain cells such as ``-12.50`` skip the general amount parser; the rest go through it)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from finkit.core.errors import FieldProblem
from finkit.core.imports.csv import csv_layout, read_csv
from finkit.core.imports.rows import ImportRow
from finkit.core.imports.source import Source

MAPPING = {"date": "1", "amount": "2", "description": "3", "header": "no"}


def _read(tmp_path: Path, cells: list[str], currency: str = "AUD") -> list[object]:
    path = tmp_path / "statement.csv"
    path.write_text("".join(f'21/06/2026,"{cell}","SHOP {i}"\n' for i, cell in enumerate(cells)))
    source = Source(path=path)
    layout = csv_layout(source, mapping=MAPPING, date_format="%d/%m/%Y")
    return list(read_csv(source, layout, currency=currency))


def test_plain_and_other_spellings_give_the_same_amount(tmp_path: Path) -> None:
    spellings = ["-12.50", "-12.5", " -12.50 ", "-$12.50", "(12.50)", "12.50 DR", "-012.50"]
    rows = _read(tmp_path, spellings)
    assert all(isinstance(row, ImportRow) for row in rows)
    amounts = [row.amount for row in rows if isinstance(row, ImportRow)]
    assert amounts == [Decimal("-12.50")] * len(spellings)
    assert {str(a) for a in amounts} == {"-12.50"}  # the exponent too: fingerprints hash this text


def test_zero_extra_places_and_huge_amounts(tmp_path: Path) -> None:
    rows = _read(tmp_path, ["-0.00", "0", "12.345", "1" * 34 + ".50", "123456789012345.50"])
    assert rows[0] is None and rows[1] is None  # zero amounts are ignored, not refused
    assert rows[2] == [FieldProblem("amount", "12.345 has more than 2 decimal places", 3)]
    assert rows[3] == [
        FieldProblem(
            "amount", f"'{'1' * 34}.50' is too large (at most 15 digits before the decimal point)", 4
        )
    ]
    assert isinstance(rows[4], ImportRow) and rows[4].amount == Decimal("123456789012345.50")


def test_a_currency_without_minor_units(tmp_path: Path) -> None:
    rows = _read(tmp_path, ["-1200", "-1200.00", "-1200.50"], currency="JPY")
    assert [str(r.amount) for r in rows[:2] if isinstance(r, ImportRow)] == ["-1200", "-1200"]
    assert rows[2] == [FieldProblem("amount", "-1200.50 has more than 0 decimal places", 3)]


@pytest.mark.parametrize("cell", ["-12.50", "12.5 DR"])
def test_the_fingerprint_does_not_depend_on_the_spelling(tmp_path: Path, cell: str) -> None:
    (plain,) = _read(tmp_path, ["-12.50"])
    (other,) = _read(tmp_path, [cell])
    assert isinstance(plain, ImportRow) and isinstance(other, ImportRow)
    assert plain.fingerprint == other.fingerprint
