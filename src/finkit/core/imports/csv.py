"""CSV bank exports: layout from ``detect``, then a streaming reader that yields ``ImportRow``s.

Each data row becomes an ``ImportRow`` or a list of ``FieldProblem``s naming its line. Nothing here
touches the database: the pipeline decides what to do with bad rows.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Callable, Iterator
from datetime import datetime
from decimal import Decimal, InvalidOperation
from typing import Any

from finkit.core.errors import FieldProblem, ValidationError
from finkit.core.imports import values as v
from finkit.core.imports.detect import CsvLayout, detect_csv_layout, readable_records
from finkit.core.imports.fingerprint import Fingerprinter
from finkit.core.imports.rows import ImportRow
from finkit.core.imports.source import MAX_FIELD_CHARS, Source
from finkit.core.merchants.vocabulary import is_channel_phrase
from finkit.core.money import currency_exponent, exact_decimal
from finkit.core.textinput import string_problem

Parsed = ImportRow | list[FieldProblem] | None


def csv_layout(
    source: Source, *, mapping: dict[str, str] | None = None, date_format: str | None = None
) -> CsvLayout:
    """Detect the layout; when the sample leaves day/month order open, scan the whole date column."""
    sample = source.sample_text()
    try:
        return detect_csv_layout(sample, encoding=source.encoding, date_format=date_format, mapping=mapping)
    except v.AmbiguousDates as exc:
        ambiguous = exc
    # Detect again with a provisional format to learn the columns, then read every date to decide.
    layout = detect_csv_layout(sample, encoding=source.encoding, date_format="%d/%m/%Y", mapping=mapping)
    layout.date_format = _decide_date_order(source, layout, ambiguous)
    return layout


def _decide_date_order(source: Source, layout: CsvLayout, ambiguous: v.AmbiguousDates) -> str:
    """Read the whole date column: one day above 12 settles the order; none means truly ambiguous."""
    assert layout.date is not None
    day_first = month_first = True
    values: list[str] = []
    with source.open_text() as text:
        reader = csv.reader(text, delimiter=layout.delimiter)
        for number, row in enumerate(readable_records(reader)):
            if number < layout.skip_lines + layout.has_header or layout.date >= len(row):
                continue
            if len(values) < 200:
                values.append(row[layout.date])
            parts = v.numeric_parts(row[layout.date])
            if parts is None:
                continue
            first, second, _year = parts
            month_first = month_first and first <= 12
            day_first = day_first and second <= 12
            if not (day_first and month_first):
                break
    if day_first == month_first:
        if day_first:
            raise ValidationError.for_field("date", str(ambiguous))
        raise ValidationError.for_field(
            "date", "the dates mix day-first and month-first values; pass --date-format"
        )
    formats = v.DAY_FIRST if day_first else v.MONTH_FIRST
    for fmt in formats:
        if all(v.looks_like_date_in(value, fmt) for value in values if value.strip()):
            return fmt
    return formats[0]


def read_csv(
    source: Source,
    layout: CsvLayout,
    *,
    currency: str,
    progress: Callable[[int], None] | None = None,
) -> Iterator[Parsed]:
    """Stream the file's rows as ``ImportRow``s (or problems), in file order.

    This loop runs once per row of a million-row statement, so everything that depends only on the
    file (columns, the amount and date parsers, the currency's decimal places) is decided before it,
    and the common cells take a fast path that gives exactly what the general one would: a date string
    seen before is a dict look-up, and an amount written plainly with the currency's own number of
    decimals (``-12.50``) is ``exact_decimal(cell)`` with no quantize or second check (it is already exact).
    """
    assert layout.date is not None and layout.date_format is not None
    parse_date = v.DateParser(layout.date_format)
    days: dict[str, datetime] = {}
    fingerprint = Fingerprinter()
    places = currency_exponent(currency)
    quantum = _QUANTA[places]
    decimal_comma = layout.decimal_comma
    date_col, amount_col, type_col = layout.date, layout.amount, layout.type
    debit_col, credit_col = layout.debit, layout.credit
    desc_cols, merchant_col = layout.description, layout.merchant
    balance_col = layout.balance
    channel_col = layout.channel
    one_desc = desc_cols[0] if len(desc_cols) == 1 else None
    needed = max(
        c
        for c in (date_col, amount_col, debit_col, credit_col, type_col, merchant_col, *desc_cols)
        if c is not None
    )
    parse_amount = v.parse_amount
    # A signed amount column with no type column, in decimal-point notation: the plain cells skip parse_amount.
    plain = (
        _PLAIN_AMOUNT[places].fullmatch
        if amount_col is not None and type_col is None and not decimal_comma
        else None
    )
    plain_col = amount_col if amount_col is not None else -1
    skip = layout.skip_lines + (1 if layout.has_header else 0)
    with source.open_text(progress) as text:
        reader = csv.reader(text, delimiter=layout.delimiter)
        records = 0
        for record in _records(reader, layout):
            if isinstance(record, list):  # a structural problem: the lines it spans are reported
                yield record
                continue
            row, line = record
            if not row or (len(row) == 1 and not row[0].strip()) or not "".join(row).strip():
                continue
            records += 1
            if records <= skip:
                continue
            if len(row) <= needed:
                yield [FieldProblem("row", f"has {len(row)} columns, expected {layout.width}", line)]
                continue
            problems: list[FieldProblem] = []
            zero = False
            cell = row[date_col]
            day: datetime | None = days.get(cell)
            if day is None:
                try:
                    day = days[cell] = parse_date(cell)
                except ValueError as exc:
                    problems.append(FieldProblem("date", str(exc), line))
            amount = None
            if plain is not None and plain(cell := row[plain_col]):
                amount = exact_decimal(cell)  # exact: exactly ``places`` decimals
                zero = not amount
            else:
                try:
                    if amount_col is not None:
                        amount = parse_amount(row[amount_col], decimal_comma=decimal_comma)
                        if amount is not None and type_col is not None:
                            marker = row[type_col].strip().upper()
                            if marker.startswith("D"):
                                amount = -abs(amount)
                            elif marker.startswith("C"):
                                amount = abs(amount)
                    else:
                        debit = (
                            parse_amount(row[debit_col], decimal_comma=decimal_comma)
                            if debit_col is not None
                            else None
                        )
                        credit = (
                            parse_amount(row[credit_col], decimal_comma=decimal_comma)
                            if credit_col is not None
                            else None
                        )
                        if debit or credit:
                            amount = abs(credit or _ZERO) - abs(debit or _ZERO)
                    if amount is None:
                        problems.append(FieldProblem("amount", "is empty", line))
                    elif amount == 0:
                        zero = True
                    else:
                        exact = amount.quantize(quantum)
                        if exact != amount:
                            problems.append(
                                FieldProblem(
                                    "amount", f"{amount} has more than {places} decimal places", line
                                )
                            )
                        amount = exact
                except v.AmountError as exc:
                    problems.append(FieldProblem("amount", str(exc), line))
                except InvalidOperation:
                    problems.append(FieldProblem("amount", "is too large", line))
            if one_desc is not None:
                description = row[one_desc].strip()
            else:
                description = " ".join(row[c].strip() for c in desc_cols if row[c].strip())
            merchant = row[merchant_col].strip() or None if merchant_col is not None else None
            if not description:
                description = merchant or ""
                if not description:
                    problems.append(FieldProblem("description", "is empty", line))
            if description:
                refused = string_problem(description)  # the one text policy
                if refused is not None:
                    problems.append(FieldProblem("description", refused, line))
            if merchant:
                refused = string_problem(merchant)
                if refused is not None:
                    problems.append(FieldProblem("merchant", refused, line))
            if problems or zero or day is None or amount is None:
                yield problems or None  # a zero amount (opening balance, placeholder): ignored
                continue
            if "  " in description:
                description = " ".join(description.split())
            fingerprint_text = _fingerprint_text(row, layout, description)
            if channel_col is not None and channel_col < len(row) and is_channel_phrase(row[channel_col]):
                description = f"{' '.join(row[channel_col].split())} {description}"
            balance_text = None  # read by the balance chain, for the rows it keeps only
            if balance_col is not None and balance_col < len(row):
                balance_text = row[balance_col] or None
            yield ImportRow(
                date=day,
                description=description[:500],
                amount=amount,
                currency=currency,
                source="csv",
                merchant=merchant[:200] if merchant else None,
                fingerprint=fingerprint(day, amount, fingerprint_text),
                balance_text=balance_text,
                line=line,
            )


def _fingerprint_text(row: list[str], layout: CsvLayout, description: str) -> str:
    """What the row's fingerprint reads: its description, or the bank's shortened text where the layout
    names one (``CsvLayout.fingerprint_text``), so rows imported before the original was read match."""
    column = layout.fingerprint_text
    if column is None or column >= len(row) or not row[column].strip():
        return description
    return " ".join(row[column].split())


def _records(reader: Any, layout: CsvLayout) -> Iterator[tuple[list[str], int] | list[FieldProblem]]:
    """The reader's records with the line each starts on, or the problems of a structurally broken one.

    Python's csv reader silently lets a quoted field run on over line breaks until the next quote, or to
    the end of the file when a quote is never closed, so one stray quote used to swallow every row after
    it (issue 13: 400 rows, a quote at row 201, 201 imported and nothing said). A record spanning several
    lines is accepted only when none of the lines it swallows looks like a row of its own and it does not
    run into the end of the file; otherwise the record and every swallowed line are reported by number.
    """
    previous_end = 0
    held: tuple[list[str], int, int] | None = None  # a multi-line record, until we know it is not the last
    rows = iter(reader)
    while True:
        try:
            row = next(rows)
        except StopIteration:
            break
        except csv.Error as exc:  # e.g. a field over the limit: this record only; the reader goes on
            start, end = previous_end + 1, reader.line_num
            previous_end = end
            if held is not None:
                yield held[0], held[1]
                held = None
            yield _unreadable(start, end, exc)
            continue
        start, end = previous_end + 1, reader.line_num
        previous_end = end
        if held is not None:
            yield held[0], held[1]
            held = None
        if end == start:
            yield row, start
            continue
        swallowed = _row_like_lines(row, layout)
        if swallowed:
            yield _swallow_problems(start, end, f"{swallowed} of the lines it takes in look like rows")
        elif any(cell.endswith(("\n", "\r")) for cell in row):
            held = (row, start, end)  # a quote still open at a line end: fine unless the file ends here
        else:
            yield row, start
    if held is not None:
        row, start, end = held
        yield _swallow_problems(start, end, "the file ends before the quote is closed")


def _unreadable(start: int, end: int, exc: csv.Error) -> list[FieldProblem]:
    """The problem of a record the csv reader refused (its lines named): a field over the limit used
    to end the whole import with a 500 (issue 24)."""
    if "field larger than field limit" in str(exc):
        why = f"has a field longer than {MAX_FIELD_CHARS:,} characters (the limit); not imported"
    else:
        why = f"cannot be read as CSV ({exc}); not imported"
    lines = f"lines {start}-{end}: " if end > start else ""
    return [FieldProblem("row", f"{lines}{why}", start)]


def _row_like_lines(row: list[str], layout: CsvLayout) -> int:
    """How many of the lines a multi-line record swallowed look like rows (a delimiter per column, or a
    date where a row starts)."""
    delimiter = layout.delimiter
    needed = max(1, layout.width - 1)
    return sum(
        1
        for cell in row
        for part in cell.splitlines()[1:]
        if part.count(delimiter) >= needed or v.looks_like_date(part.split(delimiter, 1)[0].strip(' "'))
    )


def _swallow_problems(start: int, end: int, why: str) -> list[FieldProblem]:
    """One problem for the line that opens the quote and one for each line it swallowed."""
    opened = FieldProblem(
        "row",
        f"a quoted field opened here is not closed before line {end} ({why}); an unterminated quote? "
        f"lines {start + 1}-{end} were read into this field",
        start,
    )
    return [opened] + [
        FieldProblem("row", f"is inside the quoted field opened on line {start}; not imported", line)
        for line in range(start + 1, end + 1)
    ]


_ZERO = Decimal(0)
#: An amount cell written plainly with exactly the currency's decimal places (``-12.50``, ``1234.50``;
#: ``-1200`` for a currency without minor units): ``Decimal(cell)`` is then already the exact value.
#: At most 15 digits before the point, so the general path's "is too large" (a quantize beyond the
#: 28-digit context) can never apply to it.
_PLAIN_AMOUNT = {
    places: re.compile(rf"-?\d{{1,15}}\.\d{{{places}}}" if places else r"-?\d{1,15}") for places in range(5)
}
_QUANTA = {places: Decimal(1).scaleb(-places) for places in range(5)}
