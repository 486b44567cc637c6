"""The tool registry: every tool is defined exactly once, here and in ``finkit.tools`` (one module per
area). MCP (stdio and HTTP) and the assistant are clients of this layer; neither defines tools.

A tool is a name, a description written for a language model, a pydantic input model (its JSON Schema
is the tool's ``inputSchema``), an output model, annotations, and a handler that calls one core service
with the caller's account. Handlers hold no business logic.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator
from pydantic.alias_generators import to_camel

from finkit.core.context import AccountContext
from finkit.core.dates import strict_field_value
from finkit.tools.schema import compact_schema


class ToolInput(BaseModel):
    """Base of tool inputs: camelCase argument names (as the REST API), unknown arguments refused."""

    model_config = ConfigDict(
        alias_generator=to_camel, validate_by_name=True, validate_by_alias=True, extra="forbid"
    )

    @field_validator("*", mode="before")
    @classmethod
    def _strict_scalars(cls, value: Any, info: ValidationInfo) -> Any:
        return strict_field_value(cls, info.field_name, value)  # 0 is neither false nor a date


class ConfirmInput(ToolInput):
    """Base of destructive tools' inputs: nothing changes until ``confirm`` is true."""

    confirm: bool = Field(default=False, description="true once the person has agreed.")


Handler = Callable[[AccountContext, Any], Any]
Preview = Callable[[AccountContext, Any], str]
#: Adds to a generated input schema what pydantic cannot say (rule conditions validated by core's tables).
SchemaExtra = Callable[[dict[str, Any]], None]


@dataclass(frozen=True)
class ToolSpec:
    name: str
    title: str
    description: str
    input_model: type[BaseModel]
    handler: Handler
    area: str
    read_only: bool
    destructive: bool = False
    idempotent: bool = False
    open_world: bool = False
    output_model: type[BaseModel] | None = None
    preview: Preview | None = None  # for destructive tools: what would happen, in one sentence
    examples: list[dict[str, Any]] = field(default_factory=list)
    schema_extra: SchemaExtra | None = None

    def input_schema(self) -> dict[str, Any]:
        """The JSON Schema of the arguments, exact and compact (``finkit.tools.schema``; a copy: callers
        may change it)."""
        key = (self.name, "input")
        if key not in _SCHEMAS:
            raw = self.input_model.model_json_schema(by_alias=True)
            if self.schema_extra is not None:
                self.schema_extra(raw)
            partial = any(cls.__name__.endswith("Update") for cls in self.input_model.__mro__)
            _SCHEMAS[key] = compact_schema(raw, area=self.area, null_clears=partial)
        return copy.deepcopy(_SCHEMAS[key])

    def output_schema(self) -> dict[str, Any] | None:
        """The JSON Schema of the structured result (a copy), or None for text-only tools."""
        if self.output_model is None:
            return None
        key = (self.name, "output")
        if key not in _SCHEMAS:
            schema = self.output_model.model_json_schema(by_alias=True, mode="serialization")
            if self.destructive:
                # Unconfirmed calls answer with what they would do instead of the result.
                schema.pop("required", None)
                schema["properties"] = {**schema.get("properties", {}), **_CONFIRMATION_PROPERTIES}
            _SCHEMAS[key] = schema
        return copy.deepcopy(_SCHEMAS[key])


# Generating a model's JSON Schema costs milliseconds and the models never change in a process, yet every
# MCP server built (each app, each stdio session) and every assistant turn asks for all of them.
_SCHEMAS: dict[tuple[str, str], dict[str, Any]] = {}


_CONFIRMATION_PROPERTIES: dict[str, Any] = {
    "confirmationRequired": {"type": "boolean"},
    "wouldDo": {"type": "string"},
    "howToConfirm": {"type": "string"},
}


_TOOLS: dict[str, ToolSpec] = {}


def tool(
    name: str,
    *,
    title: str,
    description: str,
    input_model: type[BaseModel],
    read_only: bool,
    destructive: bool = False,
    idempotent: bool = False,
    open_world: bool = False,
    output_model: type[BaseModel] | None = None,
    preview: Preview | None = None,
    schema_extra: SchemaExtra | None = None,
) -> Callable[[Handler], Handler]:
    """Register the decorated handler as tool ``name`` (``area_action``)."""

    def register(handler: Handler) -> Handler:
        if name in _TOOLS:
            raise ValueError(f"tool {name!r} is defined twice")
        if destructive and "confirm" not in input_model.model_fields:
            raise ValueError(f"destructive tool {name!r} needs a confirm argument (use ConfirmInput)")
        _TOOLS[name] = ToolSpec(
            name=name,
            title=title,
            description=description,
            input_model=input_model,
            handler=handler,
            area=name.split("_", 1)[0],
            read_only=read_only,
            destructive=destructive,
            idempotent=idempotent or read_only,
            open_world=open_world,
            output_model=output_model,
            preview=preview,
            schema_extra=schema_extra,
        )
        return handler

    return register


def all_tools() -> list[ToolSpec]:
    import finkit.tools  # noqa: F401  (registers every tool module)

    return sorted(_TOOLS.values(), key=lambda t: t.name)


def get_tool(name: str) -> ToolSpec | None:
    import finkit.tools  # noqa: F401

    return _TOOLS.get(name)
