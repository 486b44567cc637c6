"""Call registry tools the way every transport does (``dispatch.call_tool``), from synchronous tests."""

from __future__ import annotations

from typing import Any

import anyio
import jsonschema

from finkit.core.context import AccountContext
from finkit.tools.dispatch import ToolOutcome, call_tool
from finkit.tools.registry import get_tool


def call(ctx: AccountContext, name: str, arguments: dict[str, Any] | None = None) -> ToolOutcome:
    spec = get_tool(name)
    assert spec is not None, f"no tool {name}"
    return anyio.run(call_tool, ctx, spec, arguments)


def ok(ctx: AccountContext, name: str, arguments: dict[str, Any] | None = None) -> dict[str, Any]:
    """Call a tool that must succeed; its structured result must match the tool's outputSchema."""
    outcome = call(ctx, name, arguments)
    assert not outcome.is_error, outcome.text
    spec = get_tool(name)
    assert spec is not None
    schema = spec.output_schema()
    assert schema is not None, f"{name} has no output schema"
    jsonschema.validate(outcome.structured, schema)
    return outcome.structured


def error(ctx: AccountContext, name: str, arguments: dict[str, Any] | None = None) -> dict[str, Any]:
    """Call a tool that must fail; returns the error result (``error``, ``code``, ``fields``...)."""
    outcome = call(ctx, name, arguments)
    assert outcome.is_error, outcome.text
    return outcome.structured


def field_names(result: dict[str, Any]) -> set[str]:
    return {f["field"] for f in result.get("fields", [])}


def unconfirmed(ctx: AccountContext, name: str, arguments: dict[str, Any]) -> str:
    """A destructive call without confirm: nothing is done; returns what it would do."""
    outcome = call(ctx, name, arguments)
    assert not outcome.is_error, outcome.text
    assert outcome.structured["confirmationRequired"] is True
    assert '"confirm": true' in outcome.structured["howToConfirm"]
    return str(outcome.structured["wouldDo"])
