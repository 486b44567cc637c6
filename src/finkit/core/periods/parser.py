"""The period rules: each is a regular expression over lower-cased words and a function giving the days.

All rules are tried at every word; the leftmost match wins and, at the same word, the longest ("last
financial year" over "last year", "Q3 FY2026" over "Q3"). Choices where the words allow two readings:

- "last quarter", "this BAS period": calendar quarters (Australian quarterly BAS periods are calendar
  quarters); "2026Q3" and "Q3 2026" are calendar quarters too.
- "Q3" alone and "Q3 FY2026": quarters of the financial year (Q1 of an Australian FY is Jul–Sep); "Q3"
  alone is the most recent Q3 that has begun. "the March quarter" is the quarter ending in March.
- A month without a year ("March", "since July") is the most recent one that has begun.
- "the past N days/weeks/months" and "the past year" are rolling, ending today; "last year" is the
  previous calendar year; "year to date" is the calendar year, "financial year to date" the FY.
- "for the year", "all year", "the whole year" (no year named): the financial year that has begun; "this
  past financial year", "the FY just gone": the last one. A period said without its year ("q1", "the
  first half", "for the year", and "this fy", the one begun: ``is_yearless``) may be moved by a caller that
  knows the data to the latest such period with transactions, saying so.
- "since Christmas", "since Easter": from that day (the most recent one) to today.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta

from finkit.core.errors import ValidationError
from finkit.core.periods.named_days import PATTERN as NAMED_DAYS
from finkit.core.periods.named_days import named_days_span
from finkit.core.periods.reading import FyStart, PeriodReading, fy_name, month_end
from finkit.core.tax.periods import fy_bounds, fy_number

MONTHS = {
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
    "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9,
    "oct": 10, "nov": 11, "dec": 12,
}  # fmt: skip
_M = "(" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
_Y = r"((?:19|20)\d\d)"
_FYY = r"'?(\d{4}|\d{2})"  # FY2026, FY26, FY '26
_FYWORD = r"(?:financial|fiscal|tax|income)\s+year"
_THIS = r"(this|current|the current)"
_LAST = r"(last|previous|prior|the last|the previous)"
_ORDINAL = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
_ORD = "(" + "|".join(_ORDINAL) + ")"
_UNIT_DAYS = {"day": 1, "week": 7}
_UNIT_MONTHS = {"month": 1, "quarter": 3, "year": 12}


@dataclass(frozen=True)
class _Span:
    start: date
    end: date
    name: str = ""
    fy: int | None = None


Rule = Callable[[re.Match[str], date, FyStart], _Span | None]


def _shift(year: int, month: int, by: int) -> tuple[int, int]:
    index = year * 12 + month - 1 + by
    return index // 12, index % 12 + 1


def _month(year: int, month: int) -> _Span:
    return _Span(date(year, month, 1), month_end(year, month))


def _recent_month(word: str, today: date, *, before_current: bool = False) -> tuple[int, int]:
    """The most recent such month that has begun (or, ``before_current``, that has ended)."""
    month = MONTHS[word]
    passed = month < today.month if before_current else month <= today.month
    return (today.year if passed else today.year - 1), month


def _year(text: str) -> int:
    return int(text) if len(text) == 4 else 2000 + int(text)


def _fy(year: int, fy: FyStart) -> _Span:
    start, end = fy_bounds(year, fy)
    return _Span(start, end, fy_name(year, fy), year)


def _fy_quarter(year: int, number: int, fy: FyStart) -> _Span:
    first, _ = fy_bounds(year, fy)
    y, m = _shift(first.year, first.month, 3 * (number - 1))
    ey, em = _shift(y, m, 3)
    start = date(y, m, first.day)
    end = date(ey, em, first.day) - timedelta(days=1)
    name = f"Q{number} of FY{year}" if fy != (1, 1) else f"Q{number} {year}"
    return _Span(start, end, name)


def _calendar_quarter(year: int, number: int) -> _Span:
    first = 3 * (number - 1) + 1
    return _Span(date(year, first, 1), month_end(year, first + 2), f"calendar quarter {year}Q{number}")


def _rolling(count: int, unit: str, today: date) -> _Span | None:
    unit = unit.rstrip("s")
    if not 0 < count <= 3660:
        return None
    if unit in _UNIT_DAYS:
        return _Span(today - timedelta(days=count * _UNIT_DAYS[unit] - 1), today)
    y, m = _shift(today.year, today.month, -count * _UNIT_MONTHS[unit])
    start = date(y, m, min(today.day, month_end(y, m).day)) + timedelta(days=1)
    return _Span(start, today)


# --- the rules ---------------------------------------------------------------------------------------------


def _r_rolling(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    return _rolling(int(m[1]), m[2], today)


def _r_past_unit(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    """ "the past week", "the past year" (rolling, ending today)."""
    return _rolling(1, m[1], today)


def _back(word: str) -> int:
    """0 for "this"/"current", 1 for "last"/"previous"/"prior"."""
    return 0 if word.endswith(("this", "current")) or word == "the" else 1


def _r_fy_relative(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    return _fy(fy_number(today, fy) - _back(m[1]), fy)


def _r_fy_to_date(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    start, _ = fy_bounds(fy_number(today, fy), fy)
    return _Span(start, today, f"FY{fy_number(today, fy)} to date")


def _r_ytd(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    return _Span(date(today.year, 1, 1), today, f"{today.year} to date")


def _r_fy_named(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    year = _year(m[1])
    if m.lastindex and m.lastindex >= 2 and m[2]:  # FY2024-25: the second year is the one it ends in
        end = _year(m[2]) if len(m[2]) == 4 else (year // 100) * 100 + int(m[2])
        if end != year + 1:
            return None
        year = end
    return _fy(year, fy)


def _r_year_pair(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    """ "2024-25" / "2024/25" / "2024–2025": the financial year ending in the second year."""
    first = int(m[1])
    end = int(m[2]) if len(m[2]) == 4 else (first // 100) * 100 + int(m[2])
    return _fy(end, fy) if end == first + 1 and fy != (1, 1) else None


def _r_quarter_of_fy(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    return _fy_quarter(_year(m[2]), int(m[1]), fy)


def _r_fy_then_quarter(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    return _fy_quarter(_year(m[1]), int(m[2]), fy)


def _r_year_then_quarter(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    return _calendar_quarter(int(m[1]), int(m[2]))


def _r_quarter_then_year(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    return _calendar_quarter(int(m[2]), int(m[1]))


def _r_bare_quarter(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    word = m[1] or m[2]
    number = int(word) if word.isdigit() else _ORDINAL[word]
    year = fy_number(today, fy)
    span = _fy_quarter(year, number, fy)
    return span if span.start <= today else _fy_quarter(year - 1, number, fy)


def _r_relative_quarter(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    back = _back(m[1])
    first = (today.month - 1) // 3 * 3 + 1
    y, mo = _shift(today.year, first, -3 * back)
    span = _calendar_quarter(y, (mo - 1) // 3 + 1)
    return _Span(span.start, span.end, f"{y}Q{(mo - 1) // 3 + 1}")


def _r_month_quarter(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    """ "the March quarter": the three months ending in March (most recent that has begun)."""
    last = MONTHS[m[1]]
    if last % 3:
        return None
    y = int(m[2]) if m[2] else today.year
    span = _Span(date(y, last - 2, 1), month_end(y, last), f"the quarter ending {m[1].title()}")
    if not m[2] and span.start > today:
        return _Span(date(y - 1, last - 2, 1), month_end(y - 1, last), span.name)
    return span


def _r_relative_unit(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    back = _back(m[1])
    unit = "year" if m[2] == "calendar year" else m[2]
    if unit == "week":
        monday = today - timedelta(days=today.weekday() + 7 * back)
        return _Span(monday, monday + timedelta(days=6), "Monday to Sunday")
    if unit == "month":
        return _month(*_shift(today.year, today.month, -back))
    return _Span(date(today.year - back, 1, 1), date(today.year - back, 12, 31), "the calendar year")


def _r_day(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    day = today if m[1] == "today" else today - timedelta(days=1)
    return _Span(day, day)


def _r_since_start(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    what = m[1]
    if what in ("fy", "financial year", "tax year", "income year"):
        start, _ = fy_bounds(fy_number(today, fy), fy)
    elif what == "year":
        start = date(today.year, 1, 1)
    elif what == "quarter":
        start = date(today.year, (today.month - 1) // 3 * 3 + 1, 1)
    else:
        start = today.replace(day=1)
    return _Span(start, today)


def _r_since_month(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    y, mo = (int(m[2]), MONTHS[m[1]]) if m[2] else _recent_month(m[1], today)
    start = date(y, mo, 1)
    return _Span(start, today) if start <= today else None


def _r_since_day(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    start = _iso(m[1])
    return _Span(start, today) if start and start <= today else None


def _r_since_day_of_month(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    """ "from the 20th of june on", "since 15 march", "from june 20 onwards": from that day (the most recent
    one that has come, unless a year is said) to today."""
    day, word, year = (int(m[1]), m[2], m[3]) if m[1] else (int(m[5]), m[4], m[6])
    y, mo = (_year(year), MONTHS[word]) if year else _recent_month(word, today)
    if day > month_end(y, mo).day:
        return None
    start = date(y, mo, day)
    if start > today and not year:
        start = date(y - 1, mo, min(day, month_end(y - 1, mo).day))
    return _Span(start, today) if start <= today else None


def _r_month_range(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    first, first_year, last, last_year = MONTHS[m[1]], m[2], MONTHS[m[3]], m[4]
    if first_year:
        y1 = int(first_year)
    elif last_year:
        y1 = int(last_year) if first <= last else int(last_year) - 1
    else:
        y1 = _recent_month(m[1], today)[0]
    y2 = int(last_year) if last_year else (y1 if last >= first else y1 + 1)
    if not first_year and not last_year and month_end(y2, last) > today:
        y1, y2 = y1 - 1, y2 - 1  # no year named: the most recent such range that has ended
    start, end = date(y1, first, 1), month_end(y2, last)
    return _Span(start, end) if start <= end else None


def _r_named_day_range(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    """ "between 1 Jan and 31 Mar": days of named months; the years as a month range reads them (no year
    named: the most recent such range that has ended)."""
    d1, first, first_year, d2, last, last_year = int(m[1]), MONTHS[m[2]], m[3], int(m[4]), MONTHS[m[5]], m[6]
    if first_year:
        y1 = int(first_year)
    elif last_year:
        y1 = int(last_year) if first <= last else int(last_year) - 1
    else:
        y1 = _recent_month(m[2], today)[0]
    y2 = int(last_year) if last_year else (y1 if last >= first else y1 + 1)
    try:
        start, end = date(y1, first, d1), date(y2, last, d2)
        if not first_year and not last_year and end > today:
            start, end = date(y1 - 1, first, d1), date(y2 - 1, last, d2)
    except ValueError:
        return None  # "31 Feb"
    return _Span(start, end) if start <= end else None


def _iso(text: str) -> date | None:
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None


def _r_day_range(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    start, end = _iso(m[1]), _iso(m[2])
    return _Span(start, end) if start and end and start <= end else None


def _r_month_of_year(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    """ "oct last year", "March this year": that month of the previous (or this) calendar year."""
    return _month(today.year - _back(m[2]), MONTHS[m[1]])


def _r_half(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    """ "the first half of FY26" (Jul–Dec 2025), "the second half of 2026" (Jul–Dec 2026)."""
    second = m[1] in ("second", "2nd", "latter", "back")
    if m[2] or m[3]:
        start, end = fy_bounds(_year(m[2] or m[3]), fy)
        name = f"FY{_year(m[2] or m[3])}"
    elif m[4]:
        start, end = date(int(m[4]), 1, 1), date(int(m[4]), 12, 31)
        name = m[4]
    else:
        year = fy_number(today, fy) - (1 if m[5] else 0)
        start, end = fy_bounds(year, fy)
        name = f"FY{year}"
    y, mo = _shift(start.year, start.month, 6)
    middle = date(y, mo, start.day)
    span = (middle, end) if second else (start, middle - timedelta(days=1))
    return _Span(*span, f"the {'second' if second else 'first'} half of {name}")


def _r_bare_half(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    """ "the first half" with no year: of the financial year, the most recent such half that has begun (as
    "Q3" alone is the most recent Q3)."""
    second = m[1] in ("second", "2nd", "back", "latter")
    year = fy_number(today, fy)
    for candidate in (year, year - 1):
        start, end = fy_bounds(candidate, fy)
        y, mo = _shift(start.year, start.month, 6)
        middle = date(y, mo, start.day)
        first_day, last_day = (middle, end) if second else (start, middle - timedelta(days=1))
        if first_day <= today:
            break
    return _Span(first_day, last_day, f"the {'second' if second else 'first'} half of FY{candidate}")


def _r_the_year(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    """ "for the year", "all year", "over the whole yr", "for the fy": the financial year that has begun."""
    return _fy(fy_number(today, fy), fy)


def _r_fy_just_gone(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    """ "this past financial year", "this past year", "the fy just gone": the financial year before this one
    (an Australian's year just past is the one that ended in June; "the past year" stays rolling)."""
    return _fy(fy_number(today, fy) - 1, fy)


def _easter(year: int) -> date:
    """Easter Sunday (the Gregorian computus, Meeus/Jones/Butcher)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = b // 4, b % 4
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = c // 4, c % 4
    l = (32 + 2 * e + 2 * i - h - k) % 7  # noqa: E741 (the algorithm's own letter)
    m = (a + 11 * h + 19 * l) // 433
    month = (h + l - 7 * m + 90) // 25
    return date(year, month, (h + l - 7 * m + 33 * month + 19) % 32)


def _r_since_holiday(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    """ "since Christmas": from the day after Christmas Day (the break is over; the question authors who
    said which mostly started on 26 Dec), the most recent one, to today; "since Easter": from Easter Sunday
    (as they all did); "since Good Friday", "since Easter Monday" (or Saturday): from that day."""
    christmas = m[1] in ("christmas", "xmas", "chrissy", "chrissie")
    said = re.sub(r"\s+", " ", m[1])
    offset = {"good friday": -2, "easter saturday": -1, "easter monday": 1}.get(said, 0)
    for year in (today.year, today.year - 1):
        day = date(year, 12, 25) if christmas else _easter(year) + timedelta(days=offset)
        if day <= today:
            if christmas:
                after = day + timedelta(days=1)
                return _Span(after, today, f"after Christmas, from {after:%-d %b %Y}")
            name = {"good friday": "Good Friday", "easter saturday": "Easter Saturday"}.get(said)
            name = name or ("Easter Monday" if offset == 1 else "Easter Sunday")
            return _Span(day, today, f"from {name} {day:%-d %b %Y}")
    return None


def _r_before_christmas(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    """ "before christmas": the year's run-up to the most recent Christmas that has come, from the start of
    the financial year it falls in to Christmas Eve (the books' year, as the question authors read it;
    the span is said back, so another reading shows)."""
    for year in (today.year, today.year - 1):
        eve = date(year, 12, 24)
        if eve <= today:
            number = fy_number(eve, fy)
            start, _ = fy_bounds(number, fy)
            return _Span(start, eve, f"from the start of {fy_name(number, fy)} to Christmas Eve")
    return None


#: The Australian seasons by their first month (summer runs from December into the next year).
_SEASONS = {"summer": 12, "autumn": 3, "fall": 3, "winter": 6, "spring": 9}


def _r_season(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    """ "over summer", "last spring": the most recent Australian season that has ended (summer: 1 Dec –
    end of Feb). None while one is under way (which is meant, the one now or the last, is asked)."""
    first = _SEASONS[m[1]]
    for year in (today.year, today.year - 1, today.year - 2):
        start = date(year, first, 1)
        ey, em = _shift(year, first, 2)
        end = month_end(ey, em)
        if start <= today <= end:
            return None
        if end < today:
            return _Span(start, end, f"the latest {m[1]} that has ended")
    return None


def _r_since_new_year(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    """ "since new year": from 1 January of this calendar year to today."""
    return _Span(date(today.year, 1, 1), today, f"from 1 Jan {today.year}")


def _r_days_of_month(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    """ "1st to 25th dec": days of one named month, its year read as a named month's is (no year: the most
    recent such days that have ended)."""
    d1, d2, month, said_year = int(m[1]), int(m[2]), MONTHS[m[3]], m[4]
    year = int(said_year) if said_year else _recent_month(m[3], today)[0]
    try:
        start, end = date(year, month, d1), date(year, month, d2)
        if not said_year and end > today:
            start, end = date(year - 1, month, d1), date(year - 1, month, d2)
    except ValueError:
        return None  # "30th to 31st feb"
    return _Span(start, end) if start <= end else None


def _r_iso_day(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    day = _iso(m[1])
    return _Span(day, day) if day else None


def _r_iso_month(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    month = int(m[2])
    return _month(int(m[1]), month) if 1 <= month <= 12 else None


def _r_last_named_month(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    return _month(*_recent_month(m[1], today, before_current=True))


def _r_month(m: re.Match[str], today: date, fy: FyStart) -> _Span | None:
    if m[2]:
        return _month(int(m[2]), MONTHS[m[1]])
    return _month(*_recent_month(m[1], today))


def _r_part_of_month(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    """ "the last fortnight of june", "the first week of march 2026": that many days at that end of the month
    (the month as a month alone is read: the most recent one begun, unless a year is said; a part not begun
    yet is the year before's)."""
    month = _month(int(m[4]), MONTHS[m[3]]) if m[4] else _month(*_recent_month(m[3], today))
    days = timedelta(days=(7 if m[2] == "week" else 14) - 1)
    first = m[1] in ("first", "1st")
    if not m[4] and (month.start if first else month.end - days) > today:  # (not begun: the year before's)
        month = _month(month.start.year - 1, month.start.month)
    if first:
        return _Span(month.start, month.start + days, f"the first {m[2]} of {month.start:%B %Y}")
    return _Span(month.end - days, month.end, f"the last {m[2]} of {month.start:%B %Y}")


def _r_named_days(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    """ "from anzac day to end of may": two days said by name (``named_days``)."""
    start, end = named_days_span(m[1], m[2], today)
    return _Span(start, end)


def _r_calendar_year(m: re.Match[str], today: date, fy: FyStart) -> _Span:
    year = int(m[1])
    return _Span(date(year, 1, 1), date(year, 12, 31), "the calendar year")


_RULE_TABLE: tuple[tuple[str, Rule], ...] = (
    (r"(?:in |over |for |during )?(?:the )?(?:past|last|previous|prior)\s+(\d{1,4})\s+(days?|weeks?|months?|quarters?|years?)", _r_rolling),
    (rf"(?:in |over |for |during )?the (?:past|last)\s+(day|week|month|year)(?!\s+(?:of|in)\s+{_M}\b)", _r_past_unit),
    (r"(?:the )?past (year|week|month)", _r_past_unit),
    (NAMED_DAYS, _r_named_days),
    (rf"(?:the\s+)?(first|1st|last|final)\s+(week|fortnight)\s+(?:of|in)\s+{_M}(?:\s+{_Y})?", _r_part_of_month),
    (r"(?:the )?(?:past|last|this) fortnight", lambda m, today, fy: _rolling(2, "week", today)),
    (rf"{_THIS}\s+(?:{_FYWORD}|fy)", _r_fy_relative),
    (rf"{_LAST}\s+(?:{_FYWORD}|fy)", _r_fy_relative),
    (rf"(?:{_FYWORD}|fy)\s*to\s*date|fytd", _r_fy_to_date),
    (r"(this|current|the|last|previous)\s+eofy", _r_fy_relative),
    (r"(?:calendar )?year\s*to\s*date|ytd", _r_ytd),
    (rf"fy\s*{_FYY}(?:\s*[-/–]\s*(\d{{4}}|\d{{2}}))?", _r_fy_named),
    (rf"(?:the )?{_FYWORD}\s+(?:ending\s+(?:(?:30\s+)?june\s+)?)?{_FYY}", _r_fy_named),
    (rf"(?:the\s+)?(\d{{4}})\s*[-/–]\s*(\d{{4}}|\d{{2}})(?:\s+{_FYWORD})?(?![\d-])", _r_year_pair),
    (rf"q([1-4])\s*(?:of\s+)?(?:fy\s*|the\s+{_FYWORD}\s+){_FYY}", _r_quarter_of_fy),
    (rf"fy\s*{_FYY}\s*q([1-4])", _r_fy_then_quarter),
    (rf"{_Y}\s*-?\s*q([1-4])", _r_year_then_quarter),
    (rf"q([1-4])\s*(?:of\s+)?{_Y}", _r_quarter_then_year),
    (rf"(?:the\s+)?{_M}\s+quarter(?:\s+{_Y})?", _r_month_quarter),
    (rf"{_THIS}\s+(?:quarter|bas\s+(?:period|quarter))", _r_relative_quarter),
    (rf"{_LAST}\s+(?:quarter|bas\s+(?:period|quarter))", _r_relative_quarter),
    (rf"q([1-4])|(?:the\s+)?{_ORD}\s+(?:bas\s+)?quarter", _r_bare_quarter),  # "the first BAS quarter"
    (rf"{_THIS}\s+(week|month|year|calendar year)", _r_relative_unit),
    (rf"{_LAST}\s+(week|month|year|calendar year)", _r_relative_unit),
    (r"(today|yesterday)", _r_day),
    (r"since\s+(christmas|xmas|chrissy|chrissie|good\s+friday|easter(?:\s+(?:monday|sunday|saturday))?)", _r_since_holiday),
    (r"(?:last\s+|the\s+)?(summer|autumn|fall|winter|spring)(?!\s+(?:clean|cleaning|term|school|holidays?|collection|sale|racing|carnival|festival|markets?|fair)\b)", _r_season),
    (r"(?<!week\s)(?<!weeks\s)(?<!days\s)(?<!month\s)(?<!fortnight\s)(?<!night\s)(?<!day\s)before\s+(?:the\s+)?(?:christmas|xmas|chrissy|chrissie)", _r_before_christmas),
    (r"since\s+(?:the\s+)?new\s+year(?:'?s)?(?:\s+day)?", _r_since_new_year),
    (rf"(?:(?:the|this)\s+)?past\s+(?:{_FYWORD}|fy)|this\s+past\s+(?:year|yr)|(?:the|this)\s+(?:year|yr)\s+just\s+(?:gone|passed|finished|ended)|(?:the|this|that)\s+(?:{_FYWORD}|fy)\s+(?:just\s+)?(?:gone|passed|finished|ended)", _r_fy_just_gone),
    (r"(?:(?:(?:for|over|across|during|in|through(?:out)?)\s+(?:the\s+)?|all\s+(?:the\s+|of\s+the\s+)?|the\s+)(?:(?:whole|full|entire)\s+)?|(?:whole|full|entire)\s+)(?:yr|year|fy|financial\s+year|tax\s+year)(?:\s+(?:round|long))?(?!\s*(?:to\s+date|ending|before|\d+(?![a-z])|'\d))", _r_the_year),
    (r"since\s+(?:the\s+)?(?:start|beginning)\s+of\s+(?:the\s+|this\s+)?(financial year|tax year|income year|fy|year|quarter|month)", _r_since_start),
    (rf"since\s+(?:1\s+|the\s+(?:1st|first)\s+of\s+)?{_M}(?:\s+{_Y})?", _r_since_month),
    (r"since\s+(\d{4}-\d{2}-\d{2})", _r_since_day),
    (rf"(?:since|from)\s+(?:(?:the\s+)?(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_M}(?:\s+{_Y})?|{_M}\s+(?:the\s+)?(\d{{1,2}})(?:st|nd|rd|th)?(?:\s+{_Y})?)(?:\s+(?:on|onwards?|onward|forward|forwards))?", _r_since_day_of_month),
    (rf"(?:between\s+|from\s+)?(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_M}(?:\s+{_Y})?\s*(?:and|to|until|till|through|-|–)\s*(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_M}(?:\s+{_Y})?", _r_named_day_range),
    (rf"(?:between\s+|from\s+)?(?:the\s+)?(\d{{1,2}})(?:st|nd|rd|th)?\s*(?:and|to|until|till|through|-|–)\s*(?:the\s+)?(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_M}(?:\s+{_Y})?", _r_days_of_month),
    (rf"(?:between|from)\s+{_M}(?:\s+{_Y})?\s+(?:and|to|until|till|through|-)\s+{_M}(?:\s+{_Y})?", _r_month_range),
    (rf"{_M}(?:\s+{_Y})?\s*(?:-|–|to|through|until|till)\s*{_M}(?:\s+{_Y})?", _r_month_range),
    (rf"{_M}\s+(?:of\s+)?(this|last|the last|previous)\s+year", _r_month_of_year),
    (rf"(?:the\s+)?(first|1st|second|2nd|latter|back)\s+half\s+(?:of\s+)?(?:the\s+)?(?:fy\s*{_FYY}|{_FYWORD}\s+{_FYY}|{_Y}|{_LAST}\s+(?:{_FYWORD}|fy)|{_THIS}\s+(?:{_FYWORD}|fy))", _r_half),
    (r"(?:the\s+)?(first|1st|front|second|2nd|back|latter)\s+half(?:\s+of\s+the\s+(?:financial\s+|tax\s+)?(?:year|yr|fy))?", _r_bare_half),
    (r"(?:between\s+|from\s+)?(\d{4}-\d{2}-\d{2})\s*(?:to|until|till|through|and|-|–|\.\.)\s*(\d{4}-\d{2}-\d{2})", _r_day_range),
    (r"(\d{4}-\d{2}-\d{2})", _r_iso_day),
    (r"(\d{4})-(\d{2})", _r_iso_month),
    (rf"last\s+{_M}", _r_last_named_month),
    (rf"{_M}(?:\s+{_Y})?", _r_month),
    (rf"(?:in|for|during|calendar(?:\s+year)?|the year)\s+{_Y}(?!\s*[-/–]\s*\d)", _r_calendar_year),
)  # fmt: skip
#: A rule matches whole words only: "last year-ish" and "FY2026x" are not periods.
_RULES = tuple((re.compile(rf"(?<![\w-])(?:{p})(?![\w-])"), rule) for p, rule in _RULE_TABLE)
#: Month words that are also ordinary words: a month only after a preposition or before a year.
_AMBIGUOUS = {"may", "mar", "jan", "dec", "sep", "oct", "nov", "jun", "jul", "aug", "apr", "feb", "sept"}
_MONTH_NAMES = frozenset(
    [n.lower() for n in calendar.month_name if n] + [n.lower() for n in calendar.month_abbr if n] + ["sept"]
)
_MONTH_PREPS = (
    "in",
    "for",
    "during",
    "of",
    "since",
    "from",
    "between",
    "and",
    "to",
    "until",
    "vs",
    "with",
    "or",
    "than",
)


#: Words joining two months into a list, a range or a comparison ("feb and march", "sept vs oct").
_MONTH_JOINS = frozenset({"and", "or", "vs", "v", "versus", "to", "-", "&", "till", "until", "through", "n"})


def _normalise(text: str) -> str:
    """Lower case, one apostrophe and dash; "thru" (as people type "through") read as "till" and "thru to" as
    "through", range words of the same length, so the matches' places stay those of ``text``."""
    low = text.lower().replace("’", "'").replace("—", "-").replace("‑", "-")
    # "thru to", "through to": one range word ("september thru to november"), same length
    low = re.sub(r"\b(?:thru|through) to\b", lambda m: "through".ljust(len(m[0])), low)
    return re.sub(r"\bthru\b", "till", low)


def _plausible(text: str, m: re.Match[str], rule: Rule) -> bool:
    """Refuse a bare month word that is more likely an ordinary word ("may I claim", "mar" in a name)."""
    if rule is not _r_month or m[2]:
        return True
    word = m[1]
    if word not in _AMBIGUOUS:
        return True
    before = text[: m.start()].split()
    if not before and not text[m.end() :].strip(" ?.!"):
        return True  # the month alone ("--period May")
    # after a preposition, or in a list of months ("april may and june")
    if bool(before) and (before[-1] in _MONTH_PREPS or before[-1].strip(",") in _MONTH_NAMES):
        return True
    # first of two months joined ("income feb and march", "sept vs oct"): the word after the joining word
    # is a month, so this one is a month too
    after = text[m.end() :].split()
    return len(after) >= 2 and after[0] in _MONTH_JOINS and after[1].strip(",?.!") in _MONTH_NAMES


@dataclass(frozen=True)
class _Match:
    start: int
    end: int
    span: _Span


def _matches(text: str, today: date, fy_start: FyStart) -> list[_Match]:
    low = _normalise(text)
    found: list[_Match] = []
    for pattern, rule in _RULES:
        for m in pattern.finditer(low):
            if not _plausible(low, m, rule):
                continue
            span = rule(m, today, fy_start)
            if span is not None:
                found.append(_Match(m.start(), m.end(), span))
    found.sort(key=lambda f: (f.start, -(f.end - f.start)))
    chosen: list[_Match] = []
    for f in found:
        if not chosen or f.start >= chosen[-1].end:
            chosen.append(f)
    return chosen


def _reading(text: str, found: _Match) -> PeriodReading:
    s = found.span
    phrase = re.sub(r"^(?:in|over|for|during)\s+", "", text[found.start : found.end].strip(), flags=re.I)
    return PeriodReading(s.start, s.end, phrase, s.name, s.fy)


def find_periods(text: str, *, today: date, fy_start: FyStart = (7, 1)) -> list[PeriodReading]:
    """Every period named in free text, left to right, without overlaps ("March vs April" → two)."""
    return [_reading(text, f) for f in _matches(text, today, fy_start)]


def find_period(text: str, *, today: date, fy_start: FyStart = (7, 1)) -> PeriodReading | None:
    """The first period named in free text ("how much on fuel last quarter" → Jul–Sep 2026), or None."""
    found = _matches(text, today, fy_start)
    return _reading(text, found[0]) if found else None


def period_prefix(text: str, *, today: date, fy_start: FyStart = (7, 1)) -> tuple[PeriodReading, int] | None:
    """A period at the very start of ``text`` and how many characters it used (for word scanners)."""
    found = _matches(text, today, fy_start)
    if not found or found[0].start != len(text) - len(text.lstrip()):
        return None
    return _reading(text, found[0]), found[0].end


EXAMPLES = (
    '"last quarter", "Q3", "Q3 FY2026", "this BAS period", "last financial year", "FY2025", "2024-25", '
    '"March", "March 2026", "2026-03", "since July", "the past 90 days", "year to date", '
    '"2026-01-01 to 2026-03-31"'
)


def parse_period(
    text: str, *, today: date, fy_start: FyStart = (7, 1), field: str = "period"
) -> PeriodReading:
    """The whole of ``text`` read as one period; anything else is refused naming ``field``."""
    found = _matches(text, today, fy_start)
    stripped = _normalise(text).strip()
    if len(found) == 1 and _normalise(text)[found[0].start : found[0].end].strip() == stripped:
        return _reading(text, found[0])
    raise ValidationError.for_field(field, f"{text!r} is not a period I can read; try {EXAMPLES}")


#: Words that talk about a period: when one appears and no rule read it, a caller asks instead of guessing.
_PERIOD_WORDS = re.compile(
    r"\b(quarter|q[1-4]|fy\s*'?\d*|financial year|fiscal|tax year|income year|ytd|fytd|since|fortnight|"
    r"bas period|between|eofy|eoy|end of (?:the )?(?:financial )?year|tax time|holidays?|christmas|easter|"
    r"school term|semester|spring|summer|autumn|winter|season|(?:the|whole|full|entire)\s+(?:year|month|quarter)|"
    r"(?:last|past|previous|prior|this|current|next)\s+(?:\w+\s+)?"
    r"(?:days?|weeks?|months?|years?|quarters?|periods?)|(?:19|20)\d\d)\b",
    re.I,
)


#: A period said without its year: "q1", "the first quarter", "the back half", "for the year", "all yr".
_YEARLESS = re.compile(
    r"(?:(?:all|across|through(?:out)?)\s+)?(?:the\s+|of\s+the\s+)?"
    rf"(?:q[1-4]|quarter\s*[1-4]|(?:first|1st|second|2nd|third|3rd|fourth|4th)\s+(?:bas\s+)?quarter|{_M}\s+(?:quarter|qtr)"
    r"|(?:first|1st|front|second|2nd|back|latter)\s+half(?:\s+of\s+the\s+(?:financial\s+|tax\s+)?(?:year|yr|fy))?"
    r"|(?:(?:whole|full|entire)\s+)?(?:yr|year|fy|financial\s+year|tax\s+year)(?:\s+(?:round|long))?"
    # "this fy", "the current financial year": the one begun, as "the year" is
    r"|(?:this|current)\s+(?:fy|financial\s+year|tax\s+year|income\s+year))"
)


def is_yearless(phrase: str) -> bool:
    """Was the period said without its year ("q1", "the first half", "for the year")? A caller that knows the
    data reads it as the latest such period with transactions when the one just begun has none yet."""
    return bool(_YEARLESS.fullmatch(_normalise(phrase).strip()))


def latest_with_data(p: PeriodReading, data_last: date | None) -> PeriodReading:
    """A period said without its year that starts after the latest transaction ("q1", "for the year" on a
    day of a financial year with no rows yet): the same period a year earlier, the reading saying why;
    any other period as read."""
    if data_last is None or p.start <= data_last or not is_yearless(p.phrase):
        return p
    start = date(p.start.year - 1, p.start.month, p.start.day)
    end = month_end(p.end.year - 1, p.end.month) if p.end == month_end(p.end.year, p.end.month) else p.end
    fy = p.fy - 1 if p.fy else None
    name = f"{f'FY{fy}, ' if fy else ''}as {p.span} has no transactions yet"
    return PeriodReading(start, end, p.phrase, name, fy)


def mentions_period(text: str) -> bool:
    """Does the text talk about a period at all (read or not)?"""
    return bool(_PERIOD_WORDS.search(_normalise(text)))
