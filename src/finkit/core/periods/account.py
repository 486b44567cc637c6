"""Periods for an account: its financial-year start, and ``period`` words turned into the days a
report or list covers (the REST ``period`` query parameter, the CLI's ``--period``)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import TypeVar

from pydantic import BaseModel

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.periods.parser import parse_period
from finkit.core.periods.reading import FyStart, PeriodReading
from finkit.core.tax.periods import Period, financial_year, fy_number

#: The longest ``period`` words read (a tool's or form's field may say less).
MAX_PERIOD_WORDS = 100


def account_fy_start(ctx: AccountContext) -> FyStart:
    """Where the account's financial year starts: the tax profile's (its own start, else its country's),
    so every period read for the account follows the profile."""
    from finkit.core.profile.service import get_profile  # the profile area sits above periods

    return get_profile(ctx).fy_start


def account_financial_year(ctx: AccountContext, fy: int | None = None) -> Period:
    """The account's financial year ending in ``fy``, or the one containing today on the account's clock,
    from the tax profile's own year start: what every report, page and tool shows as "the FY"."""
    start = account_fy_start(ctx)
    return financial_year(fy or fy_number(ctx.now().date(), start), start=start)


def read_period(ctx: AccountContext, words: str, *, field: str = "period") -> PeriodReading:
    """``words`` read as one period on the account's clock and financial year; refused naming ``field``
    (also when longer than ``MAX_PERIOD_WORDS`` characters: no period needs more, whatever the surface)."""
    if len(words) > MAX_PERIOD_WORDS:
        raise ValidationError.for_field(field, f"is longer than {MAX_PERIOD_WORDS} characters")
    return parse_period(words, today=ctx.now().date(), fy_start=account_fy_start(ctx), field=field)


def read_dates(
    ctx: AccountContext,
    *,
    period: str | None,
    from_date: date | None = None,
    to_date: date | None = None,
    month: str | None = None,
    field: str = "period",
) -> tuple[date | None, date | None, PeriodReading | None]:
    """(from, to, the reading) from ``period`` words when given (never together with explicit dates or
    a month), else the explicit days unchanged and no reading: the one place every surface reads dates."""
    if not period:
        return from_date, to_date, None
    if from_date or to_date or month:
        raise ValidationError.for_field(field, "give either a period or fromDate/toDate (or month), not both")
    reading = read_period(ctx, period, field=field)
    return reading.start, reading.end, reading


def period_dates(
    ctx: AccountContext,
    *,
    period: str | None,
    from_date: date | None = None,
    to_date: date | None = None,
    month: str | None = None,
    field: str = "period",
) -> tuple[date | None, date | None]:
    """``fromDate``/``toDate`` from ``period`` words when given (never together with explicit dates or a
    month), else the explicit ones unchanged."""
    start, end, _ = read_dates(
        ctx, period=period, from_date=from_date, to_date=to_date, month=month, field=field
    )
    return start, end


def report_days(
    ctx: AccountContext,
    *,
    period: str | None = None,
    month: str | None = None,
    from_date: date | None = None,
    to_date: date | None = None,
) -> tuple[date, date]:
    """A report's days: ``period`` words, or a month (``2026-06``), or an explicit inclusive range (both
    ends), or else the current month; the combinations are refused naming the field."""
    from finkit.core.analytics.periods import check_period, month_bounds, month_or_current

    start, end, reading = read_dates(ctx, period=period, from_date=from_date, to_date=to_date, month=month)
    if reading is not None:
        return reading.start, reading.end
    if month and (start or end):
        raise ValidationError.for_field("month", "give either month or fromDate/toDate, not both")
    if start or end:
        if not (start and end):
            raise ValidationError.for_field(
                "fromDate" if not start else "toDate", "is required with the other"
            )
        check_period(start, end)
        return start, end
    return month_bounds(*month_or_current(ctx, month))


Filters = TypeVar("Filters", bound=BaseModel)


def apply_period(ctx: AccountContext, filters: Filters) -> Filters:
    """A list's filters with their ``period`` words turned into ``from_date``/``to_date``, so every list
    that takes dates takes a period the same way (refused together with explicit dates, naming ``period``)."""
    words = getattr(filters, "period", None)
    if not words:
        return filters
    start, end = period_dates(
        ctx,
        period=words,
        from_date=getattr(filters, "from_date", None),
        to_date=getattr(filters, "to_date", None),
    )
    return filters.model_copy(update={"from_date": start, "to_date": end, "period": None})


def period_operator(ctx: AccountContext, words: str, *, field: str = "period") -> str:
    """The search operator for ``words`` (`` date:2026-07-01..2026-09-30``), for a search's ``period``."""
    reading = read_period(ctx, words, field=field)
    return f" date:{reading.start.isoformat()}..{reading.end.isoformat()}"


def month_span(reading: PeriodReading, *, field: str = "period") -> tuple[int, str]:
    """(how many months, the last month ``YYYY-MM``) of a period made of whole months (cash-flow reports)."""
    first, last = reading.start, reading.end
    whole = first.day == 1 and (last + timedelta(days=1)).day == 1
    if not whole:
        raise ValidationError.for_field(
            field, f"{reading.reading} is not whole months; try a month, quarter or year"
        )
    return (last.year - first.year) * 12 + last.month - first.month + 1, f"{last:%Y-%m}"
