"""Layout, format and encoding detection against realistic bank exports (fixtures/)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.imports import values
from finkit.core.imports.csv import csv_layout
from finkit.core.imports.detect import detect_encoding, detect_format
from finkit.core.imports.source import Source
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.transactions import list_transactions

FIXTURES = Path(__file__).parent / "fixtures"


def layout_of(name: str, **kwargs: object):  # type: ignore[no-untyped-def]
    return csv_layout(Source(path=FIXTURES / name), **kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("name", "header", "date_format", "amount", "debit_credit", "description", "balance"),
    [
        ("commbank.csv", False, "%d/%m/%Y", 1, None, [2], 3),
        ("anz.csv", False, "%d/%m/%Y", 1, None, [2], None),
        ("westpac.csv", True, "%d/%m/%Y", None, (3, 4), [2], 5),
        ("nab.csv", True, "%d %b %y", 1, None, [5], 6),
        ("ing.csv", True, "%d/%m/%Y", None, (3, 2), [1], 4),
        ("up.csv", True, "%Y-%m-%d", 11, None, [4], None),
        ("monzo.csv", True, "%d/%m/%Y", None, (16, 17), [14], None),
        ("starling.csv", True, "%d/%m/%Y", 4, None, [2], 5),
        ("us_bank.csv", True, "%m/%d/%Y", None, (5, 6), [3], None),
        ("european.csv", True, "%d.%m.%Y", 4, None, [2], 5),
    ],
)
def test_layout_of_real_exports(
    name: str,
    header: bool,
    date_format: str,
    amount: int | None,
    debit_credit: tuple[int, int] | None,
    description: list[int],
    balance: int | None,
) -> None:
    layout = layout_of(name)
    assert layout.has_header is header
    assert layout.date_format == date_format
    assert layout.amount == amount
    assert (layout.debit, layout.credit) == (debit_credit or (None, None))
    assert layout.description == description
    assert layout.balance == balance


def test_semicolon_export_with_decimal_commas() -> None:
    layout = layout_of("european.csv")
    assert layout.delimiter == ";"
    assert layout.decimal_comma is True


def test_truly_ambiguous_dates_are_refused_with_the_fix() -> None:
    with pytest.raises(ValidationError) as caught:
        layout_of("ambiguous.csv")
    assert caught.value.fields[0].field == "date"
    assert "--date-format" in caught.value.message


def test_day_after_the_sample_decides_the_order(tmp_path: Path) -> None:
    # Every date in the detection sample has day <= 12; a later one (13/07) settles it as day-first.
    lines = [f"0{d}/0{m}/2026,-1.00,SHOP {i}" for i, (d, m) in enumerate([(1, 2), (3, 4)] * 5000)]
    lines.append("13/07/2026,-1.00,LATE SHOP")
    path = tmp_path / "long.csv"
    path.write_text("\n".join(lines) + "\n")
    layout = csv_layout(Source(path=path))
    assert layout.date_format == "%d/%m/%Y"


def test_explicit_date_format_resolves_ambiguity() -> None:
    assert layout_of("ambiguous.csv", date_format="MM/DD/YYYY").date_format == "%m/%d/%Y"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("-1,234.56", "-1234.56"),
        ("$1,234.56", "1234.56"),
        ("(12.34)", "-12.34"),
        ("12.34-", "-12.34"),
        ("12.34 DR", "-12.34"),
        ("12.34 CR", "12.34"),
        ("+2,000.00", "2000.00"),
        ("\u221212.50", "-12.50"),
        ("A$ 99.00", "99.00"),
        ("£4.35", "4.35"),
    ],
)
def test_amount_notations(text: str, expected: str) -> None:
    assert values.parse_amount(text) == Decimal(expected)


def test_decimal_comma_amounts() -> None:
    assert values.parse_amount("-1.234,56", decimal_comma=True) == Decimal("-1234.56")
    assert values.parse_amount("4,50 €", decimal_comma=True) == Decimal("4.50")


def test_not_an_amount() -> None:
    with pytest.raises(values.AmountError):
        values.parse_amount("abc")


@pytest.mark.parametrize(
    ("name", "encoding"),
    [
        ("commbank.csv", "utf-8"),
        ("commbank_bom.csv", "utf-8-sig"),
        ("commbank_utf16le.csv", "utf-16"),
        ("commbank_utf16be.csv", "utf-16"),
        ("commbank_cp1252.csv", "cp1252"),
    ],
)
def test_encodings(name: str, encoding: str) -> None:
    source = Source(path=FIXTURES / name)
    assert source.encoding == encoding
    assert "GEORGE ST" in source.sample_text()


def test_utf16_without_bom_and_late_cp1252_byte() -> None:
    text = "01/06/2026,-1.00,CAFÉ\n"
    assert detect_encoding(text.encode("utf-16-le")) == "utf-16-le"
    head = b"01/06/2026,-1.00,SHOP\n" * 10
    assert detect_encoding(head, [b"02/06/2026,-2.00,CAF\xc9\n"]) == "cp1252"
    assert detect_encoding(head, ["02/06/2026,-2.00,CAFÉ\n".encode()]) == "utf-8"


@pytest.mark.parametrize(
    ("name", "fmt"),
    [
        ("commbank.csv", "csv"),
        ("statement_v1.ofx", "ofx"),
        ("statement_v2.qfx", "ofx"),
        ("register.qif", "qif"),
        ("european.csv", "csv"),
    ],
)
def test_format_by_content(name: str, fmt: str) -> None:
    # The name is hidden: detection reads the content.
    assert detect_format(Source(path=FIXTURES / name).sample_text(), "upload") == fmt


def test_mapping_by_index_and_by_header_name() -> None:
    layout = layout_of("westpac.csv", mapping={"amount": "Balance", "description": "3+7"})
    assert layout.amount == 5 and layout.debit is None and layout.credit is None
    assert layout.description == [2, 6]
    with pytest.raises(ValidationError) as caught:
        layout_of("westpac.csv", mapping={"amount": "Nope"})
    assert caught.value.fields[0].field == "map.amount"


@pytest.mark.parametrize(
    ("text", "fmt", "expected"),
    [
        ("2026-06-01T", "%Y-%m-%dT", True),  # a letter written in the format itself
        ("2026-06-01t", "%Y-%m-%dT", True),  # strptime ignores case
        ("21 Jun 2026", "%d %b %Y", True),
        ("21/06/2026", "%d %b %Y", False),
        ("21/06/2026", "%d.%m.%Y", False),
        ("٢١/٠٦/٢٠٢٦", "%d/%m/%Y", False),  # strptime refuses these digits too
        ("21/06/2026 x", "%d/%m/%Y", False),
        ("Sunday 21 June 2026", "%A %d %B %Y", True),
    ],
)
def test_a_date_in_a_given_format(text: str, fmt: str, expected: bool) -> None:
    assert values.looks_like_date_in(text, fmt) is expected


def test_a_value_date_beside_the_entered_date_is_not_the_rows_date(
    ctx: AccountContext, tmp_path: Path
) -> None:
    """A credit union's export with an Effective Date (the value date interest counts from) before its
    Entered Date: each row is dated the day it was entered, the day the running balance follows, so a
    purchase made on 30 September and entered on 1 October lands in the October quarter's BAS, as the
    printed statement shows it."""
    path = tmp_path / "credit_union.csv"
    path.write_text(
        '"Effective Date","Entered Date","Transaction Description","Amount","Balance"\n'
        '"30/09/2025","01/10/2025","VISA PURCHASE OFFICEWORKS HOBART","-55.00","945.00"\n'
        '"15/09/2025","15/09/2025","OSKO DEPOSIT FROM J SMITH","1000.00","1000.00"\n',
        encoding="utf-8",
    )
    layout = layout_of_path(path)
    assert layout.column_name(layout.date) == "Entered Date (column 2)"
    import_file(ctx, path=path)
    dates = {t.description[:12]: t.date.date() for t in list_transactions(ctx).transactions}
    assert dates == {"VISA PURCHAS": date(2025, 10, 1), "OSKO DEPOSIT": date(2025, 9, 15)}


def layout_of_path(path: Path):  # type: ignore[no-untyped-def]
    return csv_layout(Source(path=path))
