"""Calling a tool, the same way for every transport and for the assistant.

Input and business errors come back as results with ``isError`` and a message that helps a model fix
the call; only unknown tools and authentication problems are protocol errors (raised by transports).
Destructive tools change nothing until confirmed.
"""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import anyio
import pydantic
from pydantic import BaseModel

from finkit.core.audit.service import log_activity
from finkit.core.context import AccountContext
from finkit.core.errors import FinkitError, ValidationError
from finkit.core.schemas import problems_from_pydantic
from finkit.core.textinput import check_text
from finkit.error_mapping import tool_error
from finkit.tools.registry import ToolSpec

#: Asks the person to confirm (stdio elicitation); returns True when they accept.
Confirmer = Callable[[str], Awaitable[bool]]

TEXT_LIMIT = 20_000


@dataclass
class ToolOutcome:
    structured: dict[str, Any]
    text: str
    is_error: bool = False
    duration_ms: int = 0
    extra: dict[str, Any] = field(default_factory=dict)


def _to_structured(value: Any) -> dict[str, Any]:
    if isinstance(value, BaseModel):
        data = value.model_dump(mode="json", by_alias=True)
    elif isinstance(value, list):
        data = {
            "items": [
                v.model_dump(mode="json", by_alias=True) if isinstance(v, BaseModel) else v for v in value
            ]
        }
    else:
        data = json.loads(json.dumps(value, default=str))
    return data if isinstance(data, dict) else {"result": data}


def _text(data: dict[str, Any]) -> str:
    text = json.dumps(data, indent=1, ensure_ascii=False)
    return (
        text
        if len(text) <= TEXT_LIMIT
        else text[:TEXT_LIMIT] + "\n… (truncated; the structured result is complete)"
    )


def error_outcome(error: FinkitError) -> ToolOutcome:
    """A core error as a tool result, shaped by the one error-mapping table."""
    data = tool_error(error)
    return ToolOutcome(structured=data, text=f"Error ({error.code}): {error.message}", is_error=True)


def _run_handler(spec: ToolSpec, ctx: AccountContext, args: BaseModel) -> Any:
    return spec.handler(ctx, args)


async def call_tool(
    ctx: AccountContext,
    spec: ToolSpec,
    arguments: dict[str, Any] | None,
    *,
    confirmer: Confirmer | None = None,
) -> ToolOutcome:
    """Validate ``arguments``, enforce confirmation, run the handler in a worker thread, log the call."""
    started = time.monotonic()
    outcome = await _call(ctx, spec, arguments or {}, confirmer)
    outcome.duration_ms = int((time.monotonic() - started) * 1000)
    await anyio.to_thread.run_sync(
        lambda: log_activity(
            ctx,
            "mcp.tool_call",
            target_type="tool",
            target_id=spec.name,
            outcome="error"
            if outcome.is_error
            else ("needs_confirmation" if outcome.extra.get("unconfirmed") else "success"),
            details={
                "durationMs": outcome.duration_ms,
                **({"code": outcome.structured.get("code")} if outcome.is_error else {}),
            },
        )
    )
    return outcome


async def _call(
    ctx: AccountContext, spec: ToolSpec, arguments: dict[str, Any], confirmer: Confirmer | None
) -> ToolOutcome:
    try:
        check_text(arguments, limit=None)  # the one text policy; sizes are the transport's to bound
        args = spec.input_model.model_validate(arguments)
    except (pydantic.ValidationError, ValidationError) as exc:
        problems = exc.fields if isinstance(exc, ValidationError) else problems_from_pydantic(exc)
        listed = "; ".join(str(p) for p in problems)
        message = f"Invalid arguments for {spec.name}: {listed}. Check the tool's inputSchema."
        return error_outcome(ValidationError(message, fields=problems))
    if spec.destructive and not getattr(args, "confirm", False):
        preview = spec.preview
        try:
            what = await anyio.to_thread.run_sync(lambda: preview(ctx, args)) if preview else spec.title
        except FinkitError as exc:
            return error_outcome(exc)
        if confirmer is not None and await confirmer(f"{what}. Go ahead?"):
            args = args.model_copy(update={"confirm": True})
        else:
            data = {
                "confirmationRequired": True,
                "wouldDo": what,
                "howToConfirm": f'Call {spec.name} again with the same arguments and "confirm": true.',
            }
            return ToolOutcome(
                structured=data,
                text=f"Not done yet: {what}. Call again with confirm: true to proceed.",
                extra={"unconfirmed": True},
            )
    try:
        result = await anyio.to_thread.run_sync(lambda: _run_handler(spec, ctx, args))
    except FinkitError as exc:
        return error_outcome(exc)
    structured = _to_structured(result)
    return ToolOutcome(structured=structured, text=_text(structured))
