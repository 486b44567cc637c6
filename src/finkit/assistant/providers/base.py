"""What every provider implements: given the conversation so far and the tools, produce the next step
— streamed text, tool calls, or both. The engine owns the tool loop, confirmation and storage."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any, Protocol

from finkit.tools.registry import ToolSpec


@dataclass
class ToolCall:
    id: str
    name: str
    arguments: dict[str, Any]


@dataclass
class Turn:
    """One entry of the provider-facing history (OpenAI chat shape, provider-neutral)."""

    role: str  # system | user | assistant | tool
    content: str = ""
    tool_calls: list[ToolCall] = field(default_factory=list)
    tool_call_id: str | None = None
    tool_name: str | None = None
    structured: dict[str, Any] | None = None  # a tool result's structured content (local engine reads it)


@dataclass
class TextDelta:
    text: str


@dataclass
class ToolCallsStep:
    calls: list[ToolCall]


ProviderEvent = TextDelta | ToolCallsStep


class Provider(Protocol):
    name: str

    def stream(self, history: list[Turn], tools: list[ToolSpec]) -> AsyncIterator[ProviderEvent]:
        """Yield text deltas, then at most one ``ToolCallsStep`` (the engine runs them and calls again)."""
        ...
