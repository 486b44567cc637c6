"""QIF (Quicken Interchange Format) bank and card registers.

Records are lines of ``<code><value>`` ended by ``^``: ``D`` date, ``T``/``U`` amount, ``P`` payee,
``M`` memo, ``N`` cheque number, ``L`` category (ignored: categories come from finkit). Only the
cash-like account types (Bank, CCard, Cash, Oth A/L) are read; investment sections are refused.
Day/month order is decided from the file's dates, as for CSV.

Quicken starts a register with its opening balance as a record (payee ``Opening Balance``, category
``[the account itself]``): that is a balance, not money moving, so it is no row; when the file holds one,
the import checks it against the account's books (``StatedBalance``).
"""

from __future__ import annotations

from collections.abc import Iterator

from finkit.core.errors import FieldProblem, ValidationError
from finkit.core.imports import values as v
from finkit.core.imports.fingerprint import Fingerprinter
from finkit.core.imports.rows import ImportRow, StatedBalance
from finkit.core.imports.source import Source
from finkit.core.money import check_places

MAX_QIF_BYTES = 200 * 1024 * 1024
_CASH_TYPES = {"bank", "ccard", "cash", "oth a", "oth l"}


def _records(text: str) -> Iterator[tuple[int, dict[str, str]]]:
    record: dict[str, str] = {}
    start = 0
    section = "bank"
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("!"):
            upper = line.upper()
            if upper.startswith("!TYPE:"):
                section = line[6:].strip().lower()
                if section not in _CASH_TYPES:
                    raise ValidationError.for_field(
                        "file", f"line {number}: QIF section {line} is not a bank or card register"
                    )
            continue
        if line == "^":
            if record:
                yield start, record
            record = {}
            continue
        if not record:
            start = number
        code, value = line[0].upper(), line[1:].strip()
        record.setdefault(code, value)
    if record:
        yield start, record


def read_qif(
    source: Source, *, currency: str, date_format: str | None = None
) -> tuple[dict[str, object], Iterator[ImportRow | list[FieldProblem] | None]]:
    if source.size > MAX_QIF_BYTES:
        raise ValidationError.for_field("file", f"QIF file is larger than {MAX_QIF_BYTES // 2**20} MB")
    with source.open_text() as handle:
        text = handle.read().lstrip("\ufeff")
    records = list(_records(text))
    if date_format:
        fmt = v.normalise_date_format(date_format)
    else:
        dates = [r.get("D", "") for _, r in records if r.get("D")]
        try:
            fmt = v.detect_date_format(dates) or ""
        except v.AmbiguousDates as exc:
            raise ValidationError.for_field("date", str(exc)) from None
        if not fmt and dates:
            raise ValidationError.for_field(
                "date", f"dates such as {dates[0]!r} are not in a known format; pass --date-format"
            )
    info: dict[str, object] = {"dateFormat": fmt, "records": len(records)}
    openings = [(line, r) for line, r in records if _is_opening_balance(r)]
    if openings:
        records = [(line, r) for line, r in records if not _is_opening_balance(r)]
    if len(openings) == 1:  # one register: its opening balance is checked
        stated = _opening_balance(*openings[0], fmt or "%Y-%m-%d")
        if stated is not None:
            info["statedBalance"] = stated
    return info, _rows(records, fmt, currency)


def _is_opening_balance(record: dict[str, str]) -> bool:
    return record.get("P", "").strip().casefold() == "opening balance" and record.get("L", "").startswith("[")


def _opening_balance(line: int, record: dict[str, str], fmt: str) -> StatedBalance | None:
    try:
        day = v.DateParser(fmt)(record.get("D", ""))
        amount = v.parse_amount(record.get("T") or record.get("U") or "")
    except (ValueError, v.AmountError):
        return None
    return None if amount is None else StatedBalance("opening", "Opening Balance", amount, day.date(), line)


def _rows(
    records: list[tuple[int, dict[str, str]]], fmt: str, currency: str
) -> Iterator[ImportRow | list[FieldProblem] | None]:
    parse_date = v.DateParser(fmt or "%Y-%m-%d")
    fingerprint = Fingerprinter()
    for line, record in records:
        problems: list[FieldProblem] = []
        zero = False
        day = None
        try:
            day = parse_date(record.get("D", ""))
        except ValueError as exc:
            problems.append(FieldProblem("date", str(exc), line))
        amount = None
        try:
            amount = v.parse_amount(record.get("T") or record.get("U") or "")
            if amount is None:
                problems.append(FieldProblem("amount", "is missing (no T line)", line))
            elif amount == 0:
                zero = True
            else:
                amount = check_places(amount, currency)
        except (v.AmountError, ValidationError) as exc:
            problems.append(FieldProblem("amount", str(exc), line))
        payee = " ".join(record.get("P", "").split())
        memo = " ".join(record.get("M", "").split())
        description = (
            f"{payee} {memo}" if payee and memo and memo.casefold() not in payee.casefold() else payee or memo
        )
        if not description:
            problems.append(FieldProblem("description", "payee and memo are empty", line))
        if problems or zero or day is None or amount is None:
            yield problems or None  # a zero amount (opening balance, placeholder): ignored
            continue
        yield ImportRow(
            date=day,
            description=description[:500],
            amount=amount,
            currency=currency,
            source="qif",
            merchant=payee[:200] or None,
            notes=f"Cheque {record['N']}" if record.get("N", "").isdigit() else None,
            fingerprint=fingerprint(day, amount, description),
            line=line,
        )
