"""Parsing the cell values of bank exports: amounts in every notation banks use, and dates.

Pure functions with small caches; shared by the CSV, QIF and OFX readers. Amounts come out as
``Decimal`` (via ``finkit.core.money.parse_amount_text``), dates as aware UTC midnights of the statement's
calendar day (a bank statement's date is a day, not an instant: converting a Sydney posting time to UTC
would move it to the previous day).
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime
from decimal import Decimal
from functools import cache

from finkit.core.money import AmountError as AmountError  # re-exported: the readers catch v.AmountError
from finkit.core.money import parse_amount_text
from finkit.core.schemas import MAX_MAGNITUDE


def parse_amount(text: str, *, decimal_comma: bool = False) -> Decimal | None:
    """A bank cell's amount, read by money's one parser of written amounts (decision 0026), within the
    range every surface accepts."""
    amount = parse_amount_text(text, decimal_comma=decimal_comma)
    return None if amount is None else _bounded(amount, text)


def _bounded(amount: Decimal, text: str) -> Decimal:
    """The amount, or AmountError past the range every surface accepts (``schemas.MAX_MAGNITUDE``,
    1e15, the REST cap): a larger one cannot be stored (money is BIGINT thousandths) and was a 500."""
    if abs(amount) >= MAX_MAGNITUDE:
        shown = text.strip()
        shown = shown if len(shown) <= 40 else shown[:37] + "..."
        raise AmountError(f"{shown!r} is too large (at most 15 digits before the decimal point)")
    return amount


def looks_like_amount(text: str, *, decimal_comma: bool = False) -> bool:
    value = text.strip()
    if not value or not any(ch.isdigit() for ch in value):
        return False
    try:
        return parse_amount(value, decimal_comma=decimal_comma) is not None
    except AmountError:
        return False


def uses_decimal_comma(values: list[str]) -> bool:
    """True when the amounts are written ``1.234,56`` / ``12,50`` rather than ``1,234.56`` / ``12.50``."""
    comma = dot = 0
    for raw in values:
        value = raw.strip()
        if re.search(r",\d{1,2}(?:\D*)$", value) and not re.search(r"\.\d{1,2}(?:\D*)$", value):
            comma += 1
        elif re.search(r"\.\d{1,2}(?:\D*)$", value):
            dot += 1
    return comma > dot


# --- dates ---------------------------------------------------------------------------------------

_ISO_PREFIX = re.compile(r"^(\d{4}-\d{2}-\d{2})[T ]\d")
_NUMERIC_WITH_TIME = re.compile(r"^(\d{1,2}[./-]\d{1,2}[./-]\d{2,4})[T ]\d")
_NUMERIC = re.compile(r"^(\d{1,4})[./-](\d{1,2})[./-](\d{1,4})$")
_QIF_YEAR = re.compile(r"^(\d{1,2})/\s*(\d{1,2})'\s*(\d{1,2})$")  # Quicken's 6/ 1'26 = 2026

#: Formats tried when detecting a date column, beyond the day/month-order ones decided by values.
UNAMBIGUOUS_FORMATS = (
    "%Y-%m-%d",
    "%Y/%m/%d",
    "%Y.%m.%d",
    "%Y%m%d",
    "%d %b %Y",
    "%d-%b-%Y",
    "%d %b %y",
    "%d-%b-%y",
    "%d %B %Y",
    "%b %d, %Y",
    "%b %d %Y",
    "%B %d, %Y",
    "%d/%b/%Y",
)
DAY_FIRST = ("%d/%m/%Y", "%d-%m-%Y", "%d.%m.%Y", "%d/%m/%y", "%d-%m-%y", "%d.%m.%y")
MONTH_FIRST = ("%m/%d/%Y", "%m-%d-%Y", "%m.%d.%Y", "%m/%d/%y", "%m-%d-%y", "%m.%d.%y")

_FRIENDLY = (("YYYY", "%Y"), ("YY", "%y"), ("MMMM", "%B"), ("MMM", "%b"), ("MM", "%m"), ("DD", "%d"))


def normalise_date_format(fmt: str) -> str:
    """Accept strptime (``%d/%m/%Y``) or the friendly ``DD/MM/YYYY`` spelling."""
    if "%" in fmt:
        return fmt
    out = fmt.upper()
    for friendly, directive in _FRIENDLY:
        out = out.replace(friendly, directive)
    return out.replace("D", "%d").replace("M", "%m").replace("%%", "%")


def date_part(text: str) -> str:
    """The date portion of a cell that may also carry a time (``2026-06-01T10:00:00+10:00``)."""
    value = text.strip()
    match = _ISO_PREFIX.match(value) or _NUMERIC_WITH_TIME.match(value)
    if match:
        return match.group(1)
    match = _QIF_YEAR.match(value)
    if match:
        day_or_month, other, year = match.groups()
        return f"{day_or_month}/{other}/20{int(year):02d}"
    return value


def numeric_parts(text: str) -> tuple[int, int, int] | None:
    """``(first, second, third)`` of a numeric date like ``01/06/2026``, else None."""
    match = _NUMERIC.match(date_part(text))
    if not match:
        return None
    return int(match.group(1)), int(match.group(2)), int(match.group(3))


class DateParser:
    """Parses one column's dates with a fixed format; caches, since statements repeat dates a lot."""

    def __init__(self, fmt: str) -> None:
        self.format = normalise_date_format(fmt)
        self._cache: dict[str, datetime] = {}

    def __call__(self, text: str) -> datetime:
        cached = self._cache.get(text)
        if cached is not None:
            return cached
        value = date_part(text)
        try:
            day: date = datetime.strptime(value, self.format).date()
        except ValueError:
            raise ValueError(f"{text.strip()!r} is not a date in the format {self.format}") from None
        result = datetime(day.year, day.month, day.day, tzinfo=UTC)
        if len(self._cache) < 100_000:
            self._cache[text] = result
        return result


def looks_like_date_in(text: str, fmt: str) -> bool:
    return _parses(date_part(text), fmt)


def _parses(value: str, fmt: str) -> bool:
    literals, month_name = _format_needs(fmt)
    # Two necessary conditions, checked before ``strptime`` (~15 us a call; detection makes thousands):
    # every separator the format writes must be in the value, and a format of day/month/year numbers
    # reads no letter while one with a month name needs one. So "21/06/2026" is tried against the five
    # formats written with "/" and no month name instead of all 25, with the same answers.
    for literal in literals:
        if literal not in value:
            return False
    if month_name is not None and month_name != any(c.isalpha() for c in value):
        return False
    try:
        datetime.strptime(value, fmt)
    except ValueError:
        return False
    return True


_DIRECTIVE = re.compile(r"%.")
_NUMBERS_ONLY = {"%d", "%m", "%Y", "%y"}
_MONTH_NAMES = {"%b", "%B"}


@cache
def _format_needs(fmt: str) -> tuple[str, bool | None]:
    """The characters other than spaces and letters the format writes literally (strptime matches them
    as written; a space matches any run of whitespace, and letters are matched ignoring case), and
    whether it needs a letter in the value (True: it has a month name; False: it has only day, month and
    year numbers, which read digits of any script but no letter; None: other directives, or letters
    written in the format itself, not decided)."""
    written = _DIRECTIVE.sub("", fmt)
    literals = "".join(dict.fromkeys(c for c in written if not c.isspace() and not c.isalpha()))
    directives = set(_DIRECTIVE.findall(fmt))
    if not directives or any(c.isalpha() for c in written):  # a letter written in the format itself
        return literals, None
    if directives <= _NUMBERS_ONLY:
        return literals, False
    if directives <= _NUMBERS_ONLY | _MONTH_NAMES:
        return literals, True
    return literals, None


class AmbiguousDates(ValueError):
    """Every date could be read day-first or month-first: the caller must say which."""


def detect_date_format(values: list[str]) -> str | None:
    """The format that reads the most values (a stray bad cell is reported later, per row).

    Day/month order is decided from the values. Returns None when most values are not dates.
    Raises ``AmbiguousDates`` when day-first and month-first read exactly as many values (every day
    is 12 or less), so the values alone cannot decide.
    """
    sample = list(dict.fromkeys(date_part(v) for v in values if v.strip()))[:300]
    if not sample:
        return None
    scores = {
        fmt: sum(_parses(value, fmt) for value in sample)
        for fmt in (*UNAMBIGUOUS_FORMATS, *DAY_FIRST, *MONTH_FIRST)
    }
    best = max(scores.values())
    if best * 2 <= len(sample):
        return None
    winners = [fmt for fmt, score in scores.items() if score == best]
    if winners[0] in UNAMBIGUOUS_FORMATS:
        return winners[0]
    day_first = [f for f in winners if f in DAY_FIRST]
    month_first = [f for f in winners if f in MONTH_FIRST]
    if day_first and month_first:
        raise AmbiguousDates(
            "every date in the file reads both day-first and month-first "
            f"(e.g. {sample[0]!r}); pass --date-format DD/MM/YYYY or MM/DD/YYYY"
        )
    return (day_first or month_first)[0]


_DATEISH = re.compile(
    r"^(?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\d{8}|\d{1,2}[ -/][A-Za-z]{3,9}[ -/]\d{2,4}|[A-Za-z]{3,9} \d{1,2},? \d{4})$"
)


def looks_like_date(text: str) -> bool:
    value = date_part(text)
    if not _DATEISH.match(value):
        return False
    return any(_parses(value, f) for f in (*UNAMBIGUOUS_FORMATS, *DAY_FIRST, *MONTH_FIRST))
