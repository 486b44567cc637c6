"""Shared pydantic bases: camelCase on the wire, snake_case in Python, Decimals as JSON numbers."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, time
from decimal import Decimal
from typing import Annotated, Any, ClassVar, TypeVar

import pydantic
from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    GetJsonSchemaHandler,
    PlainSerializer,
    ValidationInfo,
    field_validator,
)
from pydantic.alias_generators import to_camel
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue
from pydantic_core import CoreSchema

from finkit.core.dates import strict_field_value, year_problem
from finkit.core.errors import FieldProblem, ValidationError
from finkit.core.money import parse_amount
from finkit.core.textinput import check_text

M = TypeVar("M", bound=BaseModel)


def _decimal_json(value: Decimal) -> float | int:
    return int(value) if value == value.to_integral_value() and abs(value) < 2**53 else float(value)


def _strict_decimal(value: Any) -> Any:
    """Pydantic's side of money's one parser: a number field's value through ``parse_amount``, its
    refusal as the ``ValueError`` pydantic reports on the field (other types are pydantic's to refuse)."""
    if isinstance(value, bool | float | str | Decimal):
        try:
            return parse_amount(value)
        except ValidationError as exc:
            raise ValueError(exc.fields[0].message if exc.fields else str(exc)) from None
    return value


#: Largest magnitude a number may have: money is stored as BIGINT thousandths (about 9.2e15 units).
MAX_MAGNITUDE = Decimal(10) ** 15


def _bounded(value: Decimal) -> Decimal:
    if abs(value) >= MAX_MAGNITUDE:
        raise ValueError("is too large (at most 15 digits before the decimal point)")
    return value


_DIGITS = r"(\d{1,15}(\.\d*)?|\.\d+)"
#: Decimal numerals a string branch may hold, by the number's bounds (lower, upper): a range a regex
#: cannot state exactly has no string branch in the schema (the server still reads such strings).
_NUMERAL_PATTERNS: dict[tuple[Decimal | None, Decimal | None], str] = {
    (None, None): rf"^[+-]?{_DIGITS}$",
    (Decimal(0), None): rf"^\+?{_DIGITS}$",
    (Decimal(0), Decimal(100)): r"^\+?(100(\.0*)?|\d{1,2}(\.\d*)?|\.\d+)$",
    (Decimal(0), Decimal(1)): r"^\+?(1(\.0*)?|0(\.\d*)?|\.\d+)$",
}


def _numeral_pattern(number: dict[str, Any]) -> str | None:
    """The string branch's pattern for a number branch's bounds, or None when no regex states them."""
    if number.get("exclusiveMinimum", -MAX_MAGNITUDE) != -MAX_MAGNITUDE:
        return None
    if number.get("exclusiveMaximum", MAX_MAGNITUDE) != MAX_MAGNITUDE:
        return None
    return _NUMERAL_PATTERNS.get((number.get("minimum"), number.get("maximum")))


#: The bounds pydantic leaves on a ``Num`` as its own words (``Field(ge=0)``), as JSON Schema's.
_FIELD_BOUNDS = {"ge": "minimum", "gt": "exclusiveMinimum", "le": "maximum", "lt": "exclusiveMaximum"}


@dataclass(frozen=True)
class NumberInput:
    """States in a request's JSON schema which numbers a ``Num`` accepts: the number branch gets the
    bounds (``minimum``/``maximum`` inclusive, ``exclusive_minimum`` for "more than"), the string branch
    (a query parameter is text) a decimal-numeral pattern. Bounds a field declares (``Field(ge=0)``) are
    kept. Why: ``minAmount=abc`` or a GST rate of 500 were schema-valid in /openapi.json and refused.
    Only a generator with ``states_input_limits`` (``InputLimitsJsonSchema``, used by /openapi.json)
    writes them."""

    minimum: Decimal | None = None
    maximum: Decimal | None = None
    exclusive_minimum: Decimal | None = None

    def __get_pydantic_json_schema__(
        self, core_schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        schema = handler(core_schema)
        generator = getattr(handler, "generate_json_schema", None)
        if handler.mode != "validation" or not getattr(generator, "states_input_limits", False):
            return schema  # MCP tool lists stay as compact as their byte budget needs
        number: dict[str, Any] = {"type": "number"}
        for branch in schema.get("anyOf", []):
            if branch.get("type") == "number":
                number = dict(branch)
        for word, key in _FIELD_BOUNDS.items():  # Field(ge=0) on a Num inside a list or dict's items
            if word in schema:
                tighter = max if "inimum" in key else min
                bound = parse_amount(schema[word])
                number[key] = tighter(bound, parse_amount(number[key])) if key in number else bound
        if self.minimum is not None:
            number["minimum"] = max(self.minimum, parse_amount(number.get("minimum", self.minimum)))
        if self.maximum is not None:
            number["maximum"] = min(self.maximum, parse_amount(number.get("maximum", self.maximum)))
        if self.exclusive_minimum is not None:
            number["exclusiveMinimum"] = self.exclusive_minimum
        return number_input_schema(number)


def number_input_schema(number: dict[str, Any]) -> dict[str, Any]:
    """A request's schema for a ``Num`` whose number branch is ``number`` (with any ``minimum``,
    ``maximum``, ``exclusiveMinimum``, ``exclusiveMaximum``): the magnitude limit added where no bound
    is tighter, and a string branch when a numeral pattern states the same range."""
    number = dict(number)
    bounds = ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum")
    for key in bounds:
        if key in number:
            number[key] = parse_amount(number[key])
    if "minimum" in number and number.get("exclusiveMinimum") == -MAX_MAGNITUDE:
        del number["exclusiveMinimum"]
    if "maximum" in number and number.get("exclusiveMaximum") == MAX_MAGNITUDE:
        del number["exclusiveMaximum"]
    if "minimum" not in number and "exclusiveMinimum" not in number:
        number["exclusiveMinimum"] = -MAX_MAGNITUDE
    if "maximum" not in number and "exclusiveMaximum" not in number:
        number["exclusiveMaximum"] = MAX_MAGNITUDE
    pattern = _numeral_pattern(number)
    for key in bounds:
        if key in number:
            number[key] = _decimal_json(number[key])
    if pattern is None:
        return number
    return {"anyOf": [number, {"type": "string", "pattern": pattern}]}


@dataclass(frozen=True, eq=False)  # hashed by identity: the keywords may hold lists and dicts
class RequestSchemaOnly:
    """Keywords (``pattern``, ``minLength``, ``items``…) added to a field's JSON schema in /openapi.json
    only (a generator with ``states_input_limits``), never enforced by pydantic: the validators and
    services keep refusing with their own messages, and MCP tool listings keep their byte budget. Why: so
    /openapi.json states a rule the server already checks without changing what the server accepts."""

    keywords: tuple[tuple[str, Any], ...]
    #: The keywords are the whole schema (a ``$ref`` to a component), not additions to pydantic's.
    replace: bool = False

    @classmethod
    def of(cls, **keywords: Any) -> RequestSchemaOnly:
        return cls(tuple(keywords.items()))

    @classmethod
    def instead(cls, schema: dict[str, Any]) -> RequestSchemaOnly:
        return cls(tuple(schema.items()), replace=True)

    def __get_pydantic_json_schema__(
        self, core_schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        schema = handler(core_schema)
        generator = getattr(handler, "generate_json_schema", None)
        if handler.mode == "validation" and getattr(generator, "states_input_limits", False):
            if self.replace:
                return dict(self.keywords)
            schema.update(dict(self.keywords))
        return schema


#: ``{COMPONENT: "module.Model"}`` in a request schema: a ``$ref`` to that model's /openapi.json component
#: (``server/openapi.py`` resolves it: pydantic prefixes a component's name when two models share one).
COMPONENT = "x-finkit-component"
#: ``{PROPERTIES_OF: "module.Model"}``: an object of that model's properties, none required (a partial
#: body merged into one, e.g. a bill's ``overrides``); ``server/openapi.py`` expands it.
PROPERTIES_OF = "x-finkit-properties-of"


def model_id(model: type[BaseModel]) -> str:
    """How ``COMPONENT`` and ``PROPERTIES_OF`` name a model."""
    return f"{model.__module__}.{model.__qualname__}"


def component_ref(model: type[BaseModel]) -> dict[str, Any]:
    """A reference to ``model``'s /openapi.json component; the request body that uses it names ``model``
    in ``openapi_components`` so that the component exists."""
    return {COMPONENT: model_id(model)}


class InputLimitsJsonSchema(GenerateJsonSchema):
    """JSON Schema generation that states the number limits ``NumberInput`` knows (/openapi.json)."""

    states_input_limits = True


#: A Decimal that is a plain number in JSON (never a string) and refuses NaN, infinities and booleans.
Num = Annotated[
    Decimal,
    BeforeValidator(_strict_decimal),
    AfterValidator(_bounded),
    PlainSerializer(_decimal_json, return_type=float, when_used="json"),
    NumberInput(),
]


def _check_percent(value: Decimal) -> Decimal:
    if not (0 <= value <= 100):
        raise ValueError("is a percentage and must be between 0 and 100")
    return value


#: A percentage such as a GST rate or business-use share (10 means 10 %).
Percent = Annotated[
    Num, AfterValidator(_check_percent), NumberInput(minimum=Decimal(0), maximum=Decimal(100))
]


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


def not_null_in_schema(schema: dict[str, Any], model: type[Any]) -> None:
    """``json_schema_extra`` of ``InputSchema``: drop the null branch (and the null default) of the
    properties ``model.not_null`` names, so /openapi.json never offers a null the server refuses."""
    properties = schema.get("properties", {})
    for name in getattr(model, "not_null", ()):
        prop = properties.get(to_camel(name)) or properties.get(name)
        if not isinstance(prop, dict):
            continue
        branches = [b for b in prop.get("anyOf", []) if b != {"type": "null"}]
        if "anyOf" in prop:
            del prop["anyOf"]
            if len(branches) == 1:
                prop.update(branches[0])
            else:
                prop["anyOf"] = branches
        if prop.get("default", "") is None:
            del prop["default"]


class InputSchema(Schema):
    """Base of request schemas: unknown fields are errors, so a typo never passes silently; booleans and
    dates are strict (``0`` is neither false nor a date) and days lie in the supported range."""

    model_config = ConfigDict(extra="forbid", json_schema_extra=not_null_in_schema)
    #: Fields a partial update may omit but not set to null (the service refuses null): their JSON schema
    #: has no ``null`` branch. Python types stay ``X | None`` so that "omitted" keeps its ``None`` default.
    not_null: ClassVar[frozenset[str]] = frozenset()
    #: Models whose components the request schema refers to (``component_ref``, ``PROPERTIES_OF``): the
    #: items of a list or keys of an object the service parses with them.
    openapi_components: ClassVar[tuple[type[BaseModel], ...]] = ()

    @field_validator("*", mode="before")
    @classmethod
    def _strict_scalars(cls, value: Any, info: ValidationInfo) -> Any:
        return strict_field_value(cls, info.field_name, value)


def problems_from_pydantic(exc: pydantic.ValidationError, *, row: int | None = None) -> list[FieldProblem]:
    problems = []
    for err in exc.errors():
        # a field's name camel-cased as the surfaces spell it; a map's key (a row id) as it was given
        loc = ".".join(to_camel(p) if isinstance(p, str) and p.isidentifier() else str(p) for p in err["loc"])
        loc = loc or "body"
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
