"""Anthropic's Messages API with tool use and streaming, over httpx (``FINKIT_AI_PROVIDER=anthropic``).

``POST {base}/v1/messages`` with ``stream: true``; the reply is server-sent events: ``message_start``,
``content_block_start`` (a ``text`` or ``tool_use`` block), ``content_block_delta`` (``text_delta`` or
``input_json_delta``), ``content_block_stop``, ``message_delta``, ``message_stop``, ``ping`` and
``error``. Tool results go back as ``tool_result`` blocks in a user message.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx

from finkit.assistant.providers.base import ProviderEvent, TextDelta, ToolCall, ToolCallsStep, Turn
from finkit.assistant.providers.stream import decode_arguments, parse_sse_data
from finkit.core.errors import UnavailableError
from finkit.tools.registry import ToolSpec

DEFAULT_BASE_URL = "https://api.anthropic.com"
API_VERSION = "2023-06-01"
MAX_TOKENS = 2048


def tool_schema(spec: ToolSpec) -> dict[str, Any]:
    return {"name": spec.name, "description": spec.description, "input_schema": spec.input_schema()}


def wire_messages(history: list[Turn]) -> tuple[str, list[dict[str, Any]]]:
    """``(system, messages)``: system turns joined; tool results as ``tool_result`` blocks of a user turn;
    consecutive turns of one role merged (the API wants user and assistant to alternate)."""
    system: list[str] = []
    messages: list[dict[str, Any]] = []

    def add(role: str, blocks: list[dict[str, Any]]) -> None:
        if messages and messages[-1]["role"] == role:
            messages[-1]["content"].extend(blocks)
        else:
            messages.append({"role": role, "content": blocks})

    for turn in history:
        if turn.role == "system":
            system.append(turn.content)
        elif turn.role == "tool":
            add(
                "user",
                [{"type": "tool_result", "tool_use_id": turn.tool_call_id or "", "content": turn.content}],
            )
        elif turn.role == "assistant":
            blocks: list[dict[str, Any]] = [{"type": "text", "text": turn.content}] if turn.content else []
            blocks += [
                {"type": "tool_use", "id": c.id, "name": c.name, "input": c.arguments}
                for c in turn.tool_calls
            ]
            if blocks:
                add("assistant", blocks)
        else:
            add("user", [{"type": "text", "text": turn.content or "(empty)"}])
    return "\n\n".join(system), messages


class AnthropicProvider:
    name = "anthropic"

    def __init__(
        self,
        *,
        model: str,
        api_key: str | None,
        base_url: str | None = None,
        timeout: float = 60.0,
        max_tokens: int = MAX_TOKENS,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.base_url = (base_url or DEFAULT_BASE_URL).rstrip("/")
        self.model = model
        self.headers = {"anthropic-version": API_VERSION, **({"x-api-key": api_key} if api_key else {})}
        self.timeout = timeout
        self.max_tokens = max_tokens
        self.transport = transport

    def _url(self) -> str:
        return (
            f"{self.base_url}/messages" if self.base_url.endswith("/v1") else f"{self.base_url}/v1/messages"
        )

    async def stream(self, history: list[Turn], tools: list[ToolSpec]) -> AsyncIterator[ProviderEvent]:
        system, messages = wire_messages(history)
        body: dict[str, Any] = {
            "model": self.model,
            "max_tokens": self.max_tokens,
            "messages": messages,
            "stream": True,
            "tools": [tool_schema(t) for t in tools],
        }
        if system:
            body["system"] = system
        blocks: dict[int, dict[str, Any]] = {}
        try:
            async with (
                httpx.AsyncClient(timeout=self.timeout, transport=self.transport) as client,
                client.stream("POST", self._url(), json=body, headers=self.headers) as response,
            ):
                if response.status_code >= 400:
                    detail = (await response.aread()).decode(errors="replace")[:300]
                    raise UnavailableError(f"AI provider answered {response.status_code}: {detail}")
                async for line in response.aiter_lines():
                    event = parse_sse_data(line)
                    if event is None:
                        continue
                    kind = event.get("type")
                    if kind == "error":
                        error = event.get("error") or {}
                        raise UnavailableError(f"AI provider error: {error.get('message') or error}")
                    index = int(event.get("index", 0))
                    if kind == "content_block_start":
                        block = event.get("content_block") or {}
                        if block.get("type") == "tool_use":
                            blocks[index] = {
                                "id": block.get("id", ""),
                                "name": block.get("name", ""),
                                "json": "",
                            }
                        elif block.get("text"):
                            yield TextDelta(str(block["text"]))
                    elif kind == "content_block_delta":
                        delta = event.get("delta") or {}
                        if delta.get("type") == "text_delta" and delta.get("text"):
                            yield TextDelta(str(delta["text"]))
                        elif delta.get("type") == "input_json_delta" and index in blocks:
                            blocks[index]["json"] += delta.get("partial_json") or ""
        except httpx.TimeoutException:
            raise UnavailableError(f"AI provider did not answer within {self.timeout:g} s") from None
        except httpx.HTTPError as exc:
            raise UnavailableError(f"AI provider unreachable: {exc}") from None
        if blocks:
            yield ToolCallsStep([_tool_call(i, slot) for i, slot in sorted(blocks.items())])


def _tool_call(index: int, slot: dict[str, Any]) -> ToolCall:
    return ToolCall(
        id=slot["id"] or f"toolu_{index}", name=slot["name"], arguments=decode_arguments(slot["json"])
    )
