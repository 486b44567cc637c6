"""The range of days finkit supports, and strict reading of dates and booleans in input.

Why a range: dates up to 9999-12-31 used to be accepted, and then every "day after" or "next month" at
that edge overflowed (``toDate=9999-12-31``, ``toMonth=9999-12``, search ``date:9999``, BAS for 9999-12
answered 500; two rows in late 9999 broke bill detection for the account). Financial years already stop
at FY2200 (``core/tax/periods.py``), so a day is supported from **1900-01-01 to 2199-12-31**
(docs/concepts.md, "Dates"); arithmetic of a few years either side of that stays inside Python's range.

Why strict: pydantic's lax mode reads the number ``0`` (and the string ``"0"``) as 1970-01-01 and ``0`` as
``false``. Request schemas (``InputSchema``, ``ToolInput``) therefore refuse numbers for booleans and read
dates only from ISO 8601 text (``strict_field_value``), naming the field.
"""

from __future__ import annotations

import re
import types
import typing
from datetime import UTC, date, datetime, time
from functools import cache
from typing import Any

from pydantic import BaseModel

from finkit.core.errors import ValidationError

MIN_YEAR = 1900
MAX_YEAR = 2199
MIN_DATE = date(MIN_YEAR, 1, 1)
MAX_DATE = date(MAX_YEAR, 12, 31)
RANGE_TEXT = f"{MIN_DATE.isoformat()} to {MAX_DATE.isoformat()}"
_ISO_DAY = re.compile(r"^\s*(\d{4})-\d{2}-\d{2}\s*$")
_ISO_DATETIME = re.compile(r"^\s*(\d{4})-\d{2}-\d{2}(?:[T ].*)?$")


def day_start(value: date | datetime) -> datetime:
    """Midnight UTC of a date or of a datetime's day: the form stored rows' dates are compared in (a
    row's date-time against a window of days, a trip's days)."""
    if isinstance(value, datetime):
        value = value.date()
    return datetime.combine(value, time(0), tzinfo=UTC)


def year_problem(year: int) -> str | None:
    """Why a day in ``year`` is outside the supported range, or None."""
    if MIN_YEAR <= year <= MAX_YEAR:
        return None
    return f"is outside the supported range of dates ({RANGE_TEXT})"


def check_day(day: date | datetime, *, field: str) -> None:
    """Raise a ``ValidationError`` naming ``field`` when ``day`` is outside the supported range."""
    problem = year_problem(day.year)
    if problem is not None:
        raise ValidationError.for_field(field, problem)


def check_year(year: int, *, field: str) -> None:
    """The same for a bare year (financial years, ``YYYY-MM`` months, ``YYYYQn`` quarters)."""
    problem = year_problem(year)
    if problem is not None:
        raise ValidationError.for_field(field, problem)


def _kind(annotation: Any) -> str | None:
    """ "bool", "date" or "datetime" when ``annotation`` is one of those (optionally in a union)."""
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _kind(typing.get_args(annotation)[0])
    if origin in (typing.Union, types.UnionType):
        kinds = {_kind(arg) for arg in typing.get_args(annotation) if arg is not type(None)}
        return kinds.pop() if len(kinds) == 1 else None
    if annotation is bool:
        return "bool"
    if annotation is datetime:
        return "datetime"
    if annotation is date:
        return "date"
    return None


@cache
def _strict_kinds(model: type[BaseModel]) -> dict[str, str]:
    """Field name -> "bool", "date" or "datetime" for the strict fields of ``model``."""
    kinds = {}
    for name, info in model.model_fields.items():
        kind = _kind(info.annotation)
        if kind is not None:
            kinds[name] = kind
    return kinds


def _value_problem(kind: str, value: Any) -> str | None:
    if value is None:
        return None
    if kind == "bool":
        is_number = isinstance(value, int | float) and not isinstance(value, bool)
        return "must be true or false, not a number" if is_number else None
    if isinstance(value, bool | int | float):
        return "must be a date YYYY-MM-DD (ISO 8601), not a number"
    if isinstance(value, str):
        match = (_ISO_DAY if kind == "date" else _ISO_DATETIME).match(value)
        if match is None:
            return "must be YYYY-MM-DD" if kind == "date" else "must be an ISO 8601 date or date-time"
        return year_problem(int(match[1]))
    if isinstance(value, date):
        return year_problem(value.year)
    return None


def strict_field_value(model: type[BaseModel], field_name: str | None, value: Any) -> Any:
    """Before pydantic coerces a field: refuse numbers as booleans or dates, non-ISO dates and days out of
    range (``ValueError``, which pydantic reports at the field). Used by the request bases as a
    ``field_validator("*", mode="before")``."""
    kind = _strict_kinds(model).get(field_name or "")
    if kind is not None:
        problem = _value_problem(kind, value)
        if problem is not None:
            raise ValueError(problem)
    return value


__all__ = [
    "MAX_DATE",
    "MAX_YEAR",
    "MIN_DATE",
    "MIN_YEAR",
    "RANGE_TEXT",
    "check_day",
    "check_year",
    "strict_field_value",
    "year_problem",
]
