"""OpenAI-compatible chat completions with tool calling, over httpx: works with OpenAI, Ollama, vLLM
and llama.cpp servers (``FINKIT_AI_BASE_URL`` such as ``http://localhost:11434/v1``)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import httpx

from finkit.assistant.providers.base import ProviderEvent, TextDelta, ToolCall, ToolCallsStep, Turn
from finkit.assistant.providers.stream import decode_arguments, parse_sse_data
from finkit.core.errors import UnavailableError
from finkit.tools.registry import ToolSpec


def tool_schema(spec: ToolSpec) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {"name": spec.name, "description": spec.description, "parameters": spec.input_schema()},
    }


def wire_messages(history: list[Turn]) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = []
    for turn in history:
        if turn.role == "tool":
            messages.append({"role": "tool", "tool_call_id": turn.tool_call_id, "content": turn.content})
        elif turn.tool_calls:
            messages.append(
                {
                    "role": "assistant",
                    "content": turn.content or None,
                    "tool_calls": [
                        {
                            "id": c.id,
                            "type": "function",
                            "function": {"name": c.name, "arguments": json.dumps(c.arguments)},
                        }
                        for c in turn.tool_calls
                    ],
                }
            )
        else:
            messages.append({"role": turn.role, "content": turn.content})
    return messages


class OpenAICompatibleProvider:
    name = "openai"

    def __init__(
        self,
        *,
        base_url: str,
        model: str,
        api_key: str | None = None,
        timeout: float = 60.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.timeout = timeout
        self.transport = transport

    async def stream(self, history: list[Turn], tools: list[ToolSpec]) -> AsyncIterator[ProviderEvent]:
        body = {
            "model": self.model,
            "messages": wire_messages(history),
            "stream": True,
            "tools": [tool_schema(t) for t in tools],
        }
        calls: dict[int, dict[str, Any]] = {}
        try:
            async with (
                httpx.AsyncClient(timeout=self.timeout, transport=self.transport) as client,
                client.stream(
                    "POST", f"{self.base_url}/chat/completions", json=body, headers=self.headers
                ) as response,
            ):
                if response.status_code >= 400:
                    detail = (await response.aread()).decode(errors="replace")[:300]
                    raise UnavailableError(f"AI provider answered {response.status_code}: {detail}")
                async for line in response.aiter_lines():
                    chunk = parse_sse_data(line)
                    if chunk is None:
                        continue
                    for choice in chunk.get("choices") or []:
                        delta = choice.get("delta") or {}
                        if delta.get("content"):
                            yield TextDelta(str(delta["content"]))
                        for part in delta.get("tool_calls") or []:
                            slot = calls.setdefault(
                                int(part.get("index", 0)), {"id": "", "name": "", "args": ""}
                            )
                            slot["id"] = part.get("id") or slot["id"]
                            function = part.get("function") or {}
                            slot["name"] += function.get("name") or ""
                            slot["args"] += function.get("arguments") or ""
        except httpx.TimeoutException:
            raise UnavailableError(f"AI provider did not answer within {self.timeout:g} s") from None
        except httpx.HTTPError as exc:
            raise UnavailableError(f"AI provider unreachable: {exc}") from None
        if calls:
            yield ToolCallsStep([_tool_call(i, slot) for i, slot in sorted(calls.items())])


def _tool_call(index: int, slot: dict[str, Any]) -> ToolCall:
    return ToolCall(
        id=slot["id"] or f"call_{index}", name=slot["name"], arguments=decode_arguments(slot["args"])
    )
