"""A season said of earnings: the season's months, or the BAS quarter it mostly is (issue 27).

Earnings are reported to the ATO by BAS quarter (Jul–Sep, Oct–Dec, Jan–Mar, Apr–Jun), and an Australian
season runs a month ahead of one (spring is Sep–Nov; the Oct–Dec quarter holds two of its months). "Income
for spring" then has two fair readings, the season or that quarter, with different figures: which is asked,
naming both. The season's months said beside it ("over spring (sep-nov)") read it; spending over a season
("eating out over summer") is the season's months, as before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

from finkit.assistant.local.reader_model import Query
from finkit.core.periods import PeriodReading
from finkit.core.periods.reading import month_end

_SEASON = re.compile(r"\b(summer|autumn|fall|winter|spring)\b")


def _months(start: date, end: date) -> str:
    if start.year == end.year:
        return f"{start:%b}–{end:%b %Y}"
    return f"{start:%b %Y} – {end:%b %Y}"


def season_or_quarter(q: Query, said: Sequence[PeriodReading]) -> str | None:
    """The question back when a season (three whole months, none of them a BAS quarter) is the period of
    money earned and nothing else said gives its months."""
    if q.flow != "income":
        return None
    for p in said:
        season = _SEASON.search(p.phrase.lower())
        if season is None or p.start.day != 1 or p.start.month % 3 != 0:
            continue  # a quarter starts in Jan, Apr, Jul or Oct: a season starts a month before one
        if any((o.start, o.end) == (p.start, p.end) for o in said if o is not p):
            return None  # "spring (sep-nov)": its months said
        y, m = (p.start.year, p.start.month + 1) if p.start.month < 12 else (p.start.year + 1, 1)
        q_end_m = m + 2
        quarter = (date(y, m, 1), month_end(y, q_end_m))
        return (
            f"“{season.group(1)}” could be {_months(p.start, p.end)} (the season) or the "
            f"{_months(*quarter)} BAS quarter"
        )
    return None
