"""Calendar arithmetic for recurring schedules: frequencies, advancing a due date, month ends."""

from __future__ import annotations

import calendar
from datetime import date, timedelta
from typing import Literal, NamedTuple

Frequency = Literal["weekly", "fortnightly", "four_weekly", "monthly", "quarterly", "yearly"]
FREQUENCIES: tuple[Frequency, ...] = (
    "weekly",
    "fortnightly",
    "four_weekly",
    "monthly",
    "quarterly",
    "yearly",
)


class Cadence(NamedTuple):
    days: int  # fixed step for week-based cadences, 0 for calendar months
    months: int  # calendar months per step, 0 for week-based cadences
    tolerance: int  # days an occurrence may be early or late and still fit (detection)
    match_window: int  # days either side of a due date a payment may fall (bill matching)
    nominal_days: float  # average length of one step


CADENCES: dict[Frequency, Cadence] = {
    "weekly": Cadence(7, 0, 1, 2, 7),
    "fortnightly": Cadence(14, 0, 2, 4, 14),
    "four_weekly": Cadence(28, 0, 2, 5, 28),
    "monthly": Cadence(0, 1, 4, 7, 30.44),
    "quarterly": Cadence(0, 3, 7, 14, 91.31),
    "yearly": Cadence(0, 12, 10, 21, 365.25),
}


def days_in_month(year: int, month: int) -> int:
    return calendar.monthrange(year, month)[1]


def is_month_end(day: date) -> bool:
    return day.day == days_in_month(day.year, day.month)


def add_months(start: date, months: int, *, anchor_day: int | None = None, month_end: bool = False) -> date:
    """``start`` moved by ``months``, on ``anchor_day`` (default: start's day) clamped to the month's
    length; ``month_end`` pins it to the last day (Jan 31 → Feb 28 → Mar 31)."""
    index = start.year * 12 + (start.month - 1) + months
    year, month = divmod(index, 12)
    last = days_in_month(year, month + 1)
    day = last if month_end else min(anchor_day or start.day, last)
    return date(year, month + 1, day)


def step(
    start: date,
    frequency: Frequency,
    count: int = 1,
    *,
    anchor_day: int | None = None,
    month_end: bool = False,
) -> date:
    """``start`` moved ``count`` occurrences along the schedule (negative goes back)."""
    cadence = CADENCES[frequency]
    if cadence.months:
        return add_months(start, cadence.months * count, anchor_day=anchor_day, month_end=month_end)
    return start + timedelta(days=cadence.days * count)


def nearest_occurrence(
    due: date, frequency: Frequency, day: date, *, anchor_day: int | None = None, month_end: bool = False
) -> date:
    """The scheduled date (``due`` ± whole steps) closest to ``day``."""
    cadence = CADENCES[frequency]
    guess = round((day - due).days / cadence.nominal_days)
    candidates = [
        step(due, frequency, k, anchor_day=anchor_day, month_end=month_end)
        for k in (guess - 1, guess, guess + 1)
    ]
    return min(candidates, key=lambda d: (abs((d - day).days), d))
