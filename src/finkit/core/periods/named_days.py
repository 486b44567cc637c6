"""A span between two days said by name ("from anzac day to end of may", "australia day till the end of march").

Each end is a day of the year with a fixed date (Australia Day, Anzac Day, Christmas …, as the holiday
calendar has them) or the start or end of a month. No year said: the most recent such span that has begun
(the end in the same year, or the next when it comes first in the calendar), as a month range is read.
"""

from __future__ import annotations

import calendar
import re
from datetime import date

#: Days of the year with a fixed date, by the names people give them.
FIXED_DAYS: tuple[tuple[str, int, int], ...] = (
    (r"new\s+year'?s?\s+eve|nye", 12, 31),
    (r"new\s+year'?s?(?:\s+day)?", 1, 1),
    (r"australia\s+day", 1, 26),
    (r"anzac\s+day", 4, 25),
    (r"christmas\s+eve|xmas\s+eve", 12, 24),
    (r"christmas(?:\s+day)?|xmas(?:\s+day)?", 12, 25),
    (r"boxing\s+day", 12, 26),
)
_MONTHS = {n.lower(): i for i, n in enumerate(calendar.month_name) if n} | {
    n.lower(): i for i, n in enumerate(calendar.month_abbr) if n
}
_MONTH = "(?:" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_HOLIDAY = "|".join(f"(?:{p})" for p, _, _ in FIXED_DAYS)
_DAY = rf"(?:the\s+)?(?:{_HOLIDAY}|(?:start|beginning|end)\s+of\s+(?:the\s+month\s+of\s+)?{_MONTH})"
#: The pattern of the parser's rule: two named days with a range word between them.
PATTERN = rf"(?:from\s+|between\s+)?({_DAY})\s*(?:to|until|till|through|and|-|–)\s*({_DAY})"


def _day_of(said: str, year: int) -> date:
    said = re.sub(r"^the\s+", "", said.strip())
    for pattern, month, day in FIXED_DAYS:
        if re.fullmatch(pattern, said):
            return date(year, month, day)
    m = re.fullmatch(rf"(start|beginning|end)\s+of\s+(?:the\s+month\s+of\s+)?({_MONTH})", said)
    assert m is not None
    month = _MONTHS[m[2].rstrip(".")]
    return date(year, month, calendar.monthrange(year, month)[1] if m[1] == "end" else 1)


def named_days_span(first: str, last: str, today: date) -> tuple[date, date]:
    """The most recent span from day ``first`` to day ``last`` that has begun by ``today``."""
    year = today.year
    start = _day_of(first, year)
    if start > today:
        year -= 1
        start = _day_of(first, year)
    end = _day_of(last, year)
    if end < start:
        end = _day_of(last, year + 1)
    return start, end
