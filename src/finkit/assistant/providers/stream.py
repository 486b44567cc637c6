"""Reading a provider's server-sent events and tool arguments: shared by every HTTP provider."""

from __future__ import annotations

import json
from typing import Any

from finkit.core.errors import UnavailableError


def parse_sse_data(line: str) -> dict[str, Any] | None:
    """The JSON object on a ``data:`` line; ``None`` for other lines, blank data and ``[DONE]``.

    A provider that sends something other than a JSON object is refused, never guessed at."""
    line = line.strip()
    if not line.startswith("data:"):
        return None  # event:/id: lines and the blank line that ends an event
    payload = line[5:].strip()
    if not payload or payload == "[DONE]":
        return None
    try:
        data = json.loads(payload)
    except json.JSONDecodeError:
        raise UnavailableError(f"AI provider sent malformed data: {payload[:120]}") from None
    if not isinstance(data, dict):
        raise UnavailableError("AI provider sent an event that is not a JSON object")
    return data


def decode_arguments(raw: str) -> dict[str, Any]:
    """A tool call's streamed JSON arguments; malformed ones are passed on marked, so the tool's own
    validation tells the model what to fix."""
    try:
        arguments = json.loads(raw or "{}")
    except json.JSONDecodeError:
        return {"_malformed": raw[:500]}
    return arguments if isinstance(arguments, dict) else {"_malformed": str(arguments)[:500]}
