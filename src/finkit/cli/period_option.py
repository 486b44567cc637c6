"""``--period`` for every command that takes ``--from``/``--to``: one option, read by the one period
reader (``finkit.core.periods``), refused together with explicit dates (naming ``--period``), and the
reading chosen printed ("last quarter = Jul–Sep 2026") so the days a result covers are never a guess."""

from __future__ import annotations

from datetime import date
from typing import Annotated

import typer

from finkit.cli.app import console, err_console, get_state
from finkit.core.errors import ValidationError
from finkit.core.periods import PeriodReading, read_dates, read_period

PeriodOpt = Annotated[
    str | None,
    typer.Option("--period", help='Instead of --from/--to: "last quarter", "FY2026", "since July"…'),
]


def _day(value: str | None, option: str) -> date | None:
    if value is None:
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise ValidationError.for_field(option, f"{value!r} is not a date (YYYY-MM-DD)") from None


def cli_dates(
    period: str | None,
    from_date: str | None,
    to_date: str | None = None,
    *,
    month: str | None = None,
    json_output: bool = False,
) -> tuple[date | None, date | None]:
    """(from, to) from ``--period`` words (printing the reading: on stderr under ``--json``, so stdout stays
    JSON), else the ``--from``/``--to`` days; both together (or with ``--month``, where a command has one)
    are refused naming ``--period``."""
    start, end, reading = read_dates(
        get_state().context(),
        period=period,
        from_date=_day(from_date, "--from"),
        to_date=_day(to_date, "--to"),
        month=month,
        field="--period",
    )
    if reading is not None:
        say_reading(reading, json_output=json_output)
    return start, end


def cli_period(period: str, *, json_output: bool = False) -> PeriodReading:
    """``--period`` words read on their own (commands that turn the period into something other than two
    days: whole months, a search operator), with the reading printed like ``cli_dates`` does."""
    reading = read_period(get_state().context(), period, field="--period")
    say_reading(reading, json_output=json_output)
    return reading


def say_reading(reading: PeriodReading, *, json_output: bool) -> None:
    """Print which days the words were read as ("Period: last quarter = Jul–Sep 2026")."""
    (err_console if json_output else console).print(f"Period: {reading.reading}", highlight=False)
