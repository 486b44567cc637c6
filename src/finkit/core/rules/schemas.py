from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field

from finkit.core.money import from_scaled
from finkit.core.rules.json_schema import rest_actions, rest_conditions
from finkit.core.schemas import InputSchema, RequestSchemaOnly, Schema

RuleTrigger = Literal["create", "update", "import"]
DEFAULT_TRIGGERS: list[RuleTrigger] = ["create", "import"]


class RuleCreate(InputSchema):
    """``conditions`` is a tree (``{"all": [...]}``); ``actions`` an ordered list. Categories may be
    given by name or id; they are stored by id."""

    name: str = Field(min_length=1, max_length=200)
    description: str | None = Field(default=None, max_length=1000)
    priority: int = Field(default=100, ge=0, le=1_000_000)
    enabled: bool = True
    stop_processing: bool = False
    #: Shapes stated in /openapi.json only: ``validate_rule_body`` checks them (and what no schema can:
    #: an operator that fits its field, a value of the field's kind, categories that exist).
    conditions: Annotated[Any, RequestSchemaOnly.of(**rest_conditions(nullable=True))] = None
    actions: Annotated[Any, RequestSchemaOnly.of(**rest_actions(nullable=False))] = None
    triggers: list[RuleTrigger] = Field(default_factory=lambda: list(DEFAULT_TRIGGERS))


class RuleUpdate(InputSchema):
    #: May be omitted, never null (/openapi.json says so; the service refuses null).
    not_null: ClassVar[frozenset[str]] = frozenset(
        {"name", "priority", "enabled", "stop_processing", "triggers"}
    )
    name: str | None = Field(default=None, min_length=1, max_length=200)
    description: str | None = Field(default=None, max_length=1000)
    priority: int | None = Field(default=None, ge=0, le=1_000_000)
    enabled: bool | None = None
    stop_processing: bool | None = None
    conditions: Annotated[Any, RequestSchemaOnly.of(**rest_conditions(nullable=True))] = None
    actions: Annotated[Any, RequestSchemaOnly.of(**rest_actions(nullable=True))] = None
    triggers: list[RuleTrigger] | None = None


class RuleRead(Schema):
    id: str
    name: str
    description: str | None
    priority: int
    enabled: bool
    stop_processing: bool
    conditions: dict[str, Any]
    actions: list[dict[str, Any]]
    triggers: list[str]
    created_at: datetime
    updated_at: datetime


class RuleDeleteResult(Schema):
    id: str
    deleted: bool = True


class RunOptions(InputSchema):
    rule: str | None = None  # a rule id or name; default every enabled rule
    from_date: date | None = None
    to_date: date | None = None
    confirm: bool = False  # required when a rule deletes


class ChangeSample(Schema):
    transaction_id: str | None
    description: str | None
    deleted: bool = False
    before: dict[str, Any]
    after: dict[str, Any] | None


class RuleOutcome(Schema):
    rule_id: str
    name: str
    changed: int
    sample: list[ChangeSample]


class RunRead(Schema):
    id: str | None  # None for a preview (nothing was written)
    trigger: str
    started_at: datetime
    finished_at: datetime | None
    changed: int
    undone_at: datetime | None = None
    dry_run: bool = False
    rules: list[RuleOutcome] = Field(default_factory=list)


class UndoResult(Schema):
    run_id: str
    restored: int
    reinserted: int


def display_value(kind: str, value: Any) -> Any:
    if value is None:
        return None
    if kind == "money":
        return _number(from_scaled(int(value), 3))
    if kind == "rate":
        return _number(from_scaled(int(value), 6))
    if kind == "bool":
        return bool(value)
    return value


def _number(value: Decimal) -> int | float:
    """Display numbers as JSON numbers (the house convention for amounts on the wire)."""
    return int(value) if value == value.to_integral_value() else float(value)
