"""Financial years and BAS periods: which days a report covers.

A financial year is named by the calendar year it ENDS in (``fy=2025`` in Australia is 1 July 2024 –
30 June 2025). Where a year starts depends on the account's country; countries not listed use the
calendar year. BAS quarters are calendar quarters: ``2025Q3`` is July–September 2025 (the first
quarter of Australia's 2025–26 financial year).
"""

from __future__ import annotations

import re
from calendar import monthrange
from dataclasses import dataclass
from datetime import date, timedelta

from finkit.core.dates import check_year
from finkit.core.errors import ValidationError

#: (month, day) the financial year starts on; (1, 1) means the calendar year.
FyStart = tuple[int, int]

#: (month, day) a country's personal financial year starts on. Others: 1 January.
FY_START: dict[str, tuple[int, int]] = {
    "AU": (7, 1),  # ATO: 1 July – 30 June
    "NZ": (4, 1),  # IRD: 1 April – 31 March
    "GB": (4, 6),  # HMRC: 6 April – 5 April
    "IN": (4, 1),  # 1 April – 31 March
    "ZA": (3, 1),  # SARS individuals: 1 March – end of February
    "HK": (4, 1),
    "JP": (1, 1),
    "CA": (1, 1),
    "US": (1, 1),
}


@dataclass(frozen=True)
class Period:
    start: date  # inclusive
    end: date  # inclusive
    label: str

    @property
    def bounds(self) -> tuple[date, date]:
        return self.start, self.end


def fy_start_of(country: str) -> FyStart:
    """``(month, day)`` a country's financial year usually starts on (1 January when not listed)."""
    return FY_START.get(country.upper(), (1, 1))


def fy_bounds(year: int, start: FyStart) -> tuple[date, date]:
    """First and last day (both inclusive) of the financial year ending in ``year`` that starts on
    ``start`` ``(month, day)``: THE financial-year arithmetic (decision 0026); reports, BAS periods, the
    period reader and the dashboard all come here. ``(1, 1)`` is the calendar year."""
    month, day = start
    if (month, day) == (1, 1):
        return date(year, 1, 1), date(year, 12, 31)
    return date(year - 1, month, day), date(year, month, day) - timedelta(days=1)


def fy_number(day: date, start: FyStart) -> int:
    """The ``fy`` number (the calendar year it ends in) of the financial year containing ``day``."""
    if start == (1, 1):
        return day.year
    return day.year + 1 if (day.month, day.day) >= start else day.year


#: The financial years a per-year record (trading stock, earnings-basis figures) may name: the REST path's
#: range (``home_office.schemas.FY_PATH_PATTERN``), by the year each ends in.
FIRST_FY, LAST_FY = 1900, 2199


def check_record_year(fy: int) -> None:
    """Refuse, on ``fy``, a financial year outside ``FIRST_FY``-``LAST_FY`` for a per-year record."""
    if not FIRST_FY <= fy <= LAST_FY:
        raise ValidationError.for_field(
            "fy",
            f"{fy} is not a financial year finkit records ({FIRST_FY} to {LAST_FY}, by the year it ends in)",
        )


def financial_year(year: int, country: str = "AU", *, start: FyStart | None = None) -> Period:
    """The financial year ending in ``year`` for ``country``, or from ``start`` ``(month, day)`` (the tax
    profile's financial-year start, which wins over the country's usual one)."""
    if not 1900 <= year <= 2200:
        raise ValidationError.for_field("fy", f"{year} is not a plausible year")
    start = start or fy_start_of(country)
    begins, ends = fy_bounds(year, start)
    if start == (1, 1):
        return Period(begins, ends, f"FY{year} (calendar year)")
    return Period(begins, ends, f"FY{year} ({begins.isoformat()} to {ends.isoformat()})")


def financial_year_of(day: date, country: str = "AU", *, start: FyStart | None = None) -> int:
    """The ``fy`` number of the financial year containing ``day`` (``start`` as in ``financial_year``)."""
    return fy_number(day, start or fy_start_of(country))


_QUARTER = re.compile(r"^\s*(\d{4})\s*-?\s*Q([1-4])\s*$", re.IGNORECASE)
_MONTH = re.compile(r"^\s*(\d{4})-(\d{1,2})\s*$")


def quarter(text: str) -> Period:
    """``2025Q3`` (or ``2025-Q3``): the calendar quarter July–September 2025."""
    match = _QUARTER.match(text or "")
    if not match:
        raise ValidationError.for_field(
            "quarter", f"{text!r} is not a quarter like 2025Q3 (calendar quarter)"
        )
    year, number = int(match[1]), int(match[2])
    check_year(year, field="quarter")
    first_month = 3 * (number - 1) + 1
    last_month = first_month + 2
    return Period(
        date(year, first_month, 1),
        date(year, last_month, monthrange(year, last_month)[1]),
        f"{year}Q{number}",
    )


def month(text: str) -> Period:
    """``2025-08``: August 2025."""
    match = _MONTH.match(text or "")
    if not match or not 1 <= int(match[2]) <= 12:
        raise ValidationError.for_field("month", f"{text!r} is not a month like 2025-08")
    year, number = int(match[1]), int(match[2])
    check_year(year, field="month")
    return Period(
        date(year, number, 1), date(year, number, monthrange(year, number)[1]), f"{year}-{number:02d}"
    )


_MONTH_ABBR = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _add_months(day: date, months: int) -> date:
    index = day.month - 1 + months
    return date(day.year + index // 12, index % 12 + 1, day.day)


def fy_quarter(fy: int, number: int, *, start: FyStart) -> Period:
    """Quarter ``number`` (1–4) of the financial year ending in ``fy``: ``fy=2026, number=4`` in Australia
    is April–June 2026. Only for years that start on the 1st of a month (not GB's 6 April)."""
    if not 1 <= number <= 4:
        raise ValidationError.for_field("q", f"{number} is not a quarter: give 1, 2, 3 or 4")
    if start[1] != 1:
        raise ValidationError.for_field(
            "fy", "financial-year quarters need a year that starts on the 1st of a month; use --quarter"
        )
    year = financial_year(fy, start=start)
    first = _add_months(year.start, 3 * (number - 1))
    last = _add_months(first, 3) - timedelta(days=1)
    aligned = first.month % 3 == 1
    return Period(
        first, last, f"{first.year}Q{(first.month - 1) // 3 + 1}" if aligned else f"FY{fy}Q{number}"
    )


def period_name(period: Period, *, start: FyStart) -> str:
    """Both names of a BAS period: ``"Apr–Jun 2026, Q4 FY2026"``, or ``"Aug 2025, month 2 of FY2026"``."""
    months = (period.end.year - period.start.year) * 12 + period.end.month - period.start.month + 1
    fy = financial_year_of(period.start, start=start)
    first = financial_year(fy, start=start).start
    offset = (period.start.year - first.year) * 12 + period.start.month - first.month
    if months == 1:
        return f"{_MONTH_ABBR[period.start.month - 1]} {period.start.year}, month {offset + 1} of FY{fy}"
    span = f"{_MONTH_ABBR[period.start.month - 1]}–{_MONTH_ABBR[period.end.month - 1]} {period.end.year}"
    if months == 3 and offset % 3 == 0 and start[1] == 1:
        return f"{span}, Q{offset // 3 + 1} FY{fy}"
    return span
