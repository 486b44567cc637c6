"""Shared pydantic bases: camelCase on the wire, snake_case in Python, Decimals as JSON numbers."""

from __future__ import annotations

import math
from datetime import UTC, date, datetime, time
from decimal import Decimal
from typing import Annotated, Any, TypeVar

import pydantic
from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    PlainSerializer,
    ValidationInfo,
    field_validator,
)
from pydantic.alias_generators import to_camel

from finkit.core.dates import strict_field_value, year_problem
from finkit.core.errors import FieldProblem, ValidationError
from finkit.core.textinput import check_text

M = TypeVar("M", bound=BaseModel)


def _decimal_json(value: Decimal) -> float | int:
    return int(value) if value == value.to_integral_value() and abs(value) < 2**53 else float(value)


def _strict_decimal(value: Any) -> Any:
    if isinstance(value, bool):
        raise ValueError("must be a number, not a boolean")
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError("must be a finite number")
        return Decimal(repr(value))
    if isinstance(value, str):
        try:
            parsed = Decimal(value.strip())
        except Exception:
            raise ValueError(f"{value!r} is not a number") from None
        if not parsed.is_finite():
            raise ValueError("must be a finite number")
        return parsed
    if isinstance(value, Decimal) and not value.is_finite():
        raise ValueError("must be a finite number")
    return value


#: Largest magnitude a number may have: money is stored as BIGINT thousandths (about 9.2e15 units).
MAX_MAGNITUDE = Decimal(10) ** 15


def _bounded(value: Decimal) -> Decimal:
    if abs(value) >= MAX_MAGNITUDE:
        raise ValueError("is too large (at most 15 digits before the decimal point)")
    return value


#: A Decimal that is a plain number in JSON (never a string) and refuses NaN, infinities and booleans.
Num = Annotated[
    Decimal,
    BeforeValidator(_strict_decimal),
    AfterValidator(_bounded),
    PlainSerializer(_decimal_json, return_type=float, when_used="json"),
]


def _check_percent(value: Decimal) -> Decimal:
    if not (0 <= value <= 100):
        raise ValueError("is a percentage and must be between 0 and 100")
    return value


#: A percentage such as a GST rate or business-use share (10 means 10 %).
Percent = Annotated[Num, AfterValidator(_check_percent)]


def _aware_datetime(value: Any) -> Any:
    """Accept a date-time with offset (kept), a naive one or a bare date (taken as UTC)."""
    if isinstance(value, str):
        text = value.strip()
        try:
            value = (
                datetime.fromisoformat(text.replace("Z", "+00:00"))
                if "T" in text or " " in text
                else date.fromisoformat(text)
            )
        except ValueError:
            raise ValueError(f"{text!r} is not an ISO 8601 date or date-time") from None
    if isinstance(value, date):
        problem = year_problem(value.year)
        if problem is not None:
            raise ValueError(problem)
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=UTC)
    if isinstance(value, date):
        return datetime.combine(value, time(0), tzinfo=UTC)
    return value


#: An aware datetime; bare dates mean midnight UTC (documented in docs/concepts.md).
AwareDateTime = Annotated[datetime, BeforeValidator(_aware_datetime)]


class Schema(BaseModel):
    """Base of every core schema: camelCase aliases accepted and produced, snake_case names in Python."""

    model_config = ConfigDict(
        alias_generator=to_camel,
        validate_by_name=True,
        validate_by_alias=True,
        serialize_by_alias=True,
        from_attributes=True,
        # Validators are built on a schema's first use, not when its module is imported: a command
        # such as ``finkit tx list`` imports dozens of schemas and uses five (issue 14, 0019-speed.md).
        defer_build=True,
    )

    def to_json_dict(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


class InputSchema(Schema):
    """Base of request schemas: unknown fields are errors, so a typo never passes silently; booleans and
    dates are strict (``0`` is neither false nor a date) and days lie in the supported range."""

    model_config = ConfigDict(extra="forbid")

    @field_validator("*", mode="before")
    @classmethod
    def _strict_scalars(cls, value: Any, info: ValidationInfo) -> Any:
        return strict_field_value(cls, info.field_name, value)


def problems_from_pydantic(exc: pydantic.ValidationError, *, row: int | None = None) -> list[FieldProblem]:
    problems = []
    for err in exc.errors():
        loc = ".".join(to_camel(str(p)) if isinstance(p, str) else str(p) for p in err["loc"]) or "body"
        msg = err["msg"]
        if msg.startswith("Value error, "):
            msg = msg[len("Value error, ") :]
        if err["type"] == "extra_forbidden":
            msg = "is not a known field"
        problems.append(FieldProblem(loc, msg, row))
    return problems


def parse(model: type[M], data: M | dict[str, Any], *, row: int | None = None) -> M:
    """Validate ``data`` into ``model``; pydantic's errors become one finkit ValidationError naming fields."""
    if isinstance(data, model):
        return data
    check_text(data, row=row)  # one text policy for every surface (finkit.core.textinput)
    try:
        return model.model_validate(data)
    except pydantic.ValidationError as exc:
        raise ValidationError(fields=problems_from_pydantic(exc, row=row)) from None


class Pagination(Schema):
    page: int
    limit: int
    total: int
    pages: int


DEFAULT_PAGE_SIZE = 50
MAX_PAGE_SIZE = 200
MAX_PAGE = 10_000_000  # keeps the row offset far inside a 64-bit integer

#: A page number and a page size as list filters take them: the bounds ``check_page`` enforces, stated in
#: the schema so that /openapi.json documents them.
PageNumber = Annotated[int, pydantic.Field(ge=1, le=MAX_PAGE, description="Page number, from 1.")]
#: ``YYYY-MM`` and ``YYYYQn`` as query parameters take them (stated in /openapi.json).
MONTH_PATTERN = r"^\d{4}-(0[1-9]|1[0-2])$"
QUARTER_PATTERN = r"^\d{4}-?[Qq][1-4]$"
PageSize = Annotated[int, pydantic.Field(ge=1, le=MAX_PAGE_SIZE, description="Rows per page, 1-200.")]


def check_page(page: int, limit: int) -> None:
    problems = []
    if page < 1 or page > MAX_PAGE:
        problems.append(FieldProblem("page", f"must be between 1 and {MAX_PAGE}"))
    if limit < 1 or limit > MAX_PAGE_SIZE:
        problems.append(FieldProblem("limit", f"must be between 1 and {MAX_PAGE_SIZE}"))
    if problems:
        raise ValidationError(fields=problems)


def pagination(page: int, limit: int, total: int) -> Pagination:
    return Pagination(page=page, limit=limit, total=total, pages=(total + limit - 1) // limit if total else 0)
