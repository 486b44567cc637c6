"""Months and periods: ``"2026-06"`` → (2026-06-01, 2026-06-30), stepping months, the current month."""

from __future__ import annotations

import re
from datetime import UTC, date, timedelta

from finkit.core.context import AccountContext
from finkit.core.dates import check_year
from finkit.core.errors import ValidationError

MAX_MONTHS = 120


def _monthrange(year: int, month: int) -> tuple[int, int]:
    """(weekday of the 1st, days in month), like calendar.monthrange."""
    following = date(year + month // 12, month % 12 + 1, 1)
    return date(year, month, 1).weekday(), (following - timedelta(days=1)).day


def parse_month(value: str, *, field: str = "month") -> tuple[int, int]:
    match = re.fullmatch(r"(\d{4})-(\d{1,2})", value.strip())
    if not match or not 1 <= int(match.group(2)) <= 12:
        raise ValidationError.for_field(field, f"{value!r} is not a month (use YYYY-MM, e.g. 2026-06)")
    check_year(int(match.group(1)), field=field)
    return int(match.group(1)), int(match.group(2))


def month_key(year: int, month: int) -> str:
    return f"{year:04d}-{month:02d}"


def month_bounds(year: int, month: int) -> tuple[date, date]:
    return date(year, month, 1), date(year, month, _monthrange(year, month)[1])


def shift(year: int, month: int, by: int) -> tuple[int, int]:
    index = year * 12 + (month - 1) + by
    return index // 12, index % 12 + 1


def current_month(ctx: AccountContext) -> tuple[int, int]:
    today = ctx.now().astimezone(UTC).date()
    return today.year, today.month


def month_or_current(ctx: AccountContext, month: str | None, *, field: str = "month") -> tuple[int, int]:
    return parse_month(month, field=field) if month else current_month(ctx)


def months_ending(year: int, month: int, count: int) -> list[tuple[int, int]]:
    """``count`` consecutive months ending with (year, month), oldest first."""
    if count < 1 or count > MAX_MONTHS:
        raise ValidationError.for_field("months", f"must be between 1 and {MAX_MONTHS}")
    return [shift(year, month, -back) for back in range(count - 1, -1, -1)]


def check_period(from_date: date, to_date: date) -> None:
    if from_date > to_date:
        raise ValidationError.for_field("toDate", "is before fromDate")
