"""The Anthropic Messages API provider against a loopback server that speaks its streaming protocol."""

from __future__ import annotations

import json
from typing import Any

import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, StreamingResponse
from starlette.routing import Route

from finkit.assistant.engine import Assistant
from finkit.assistant.providers.anthropic import AnthropicProvider, wire_messages
from finkit.assistant.providers.base import ToolCall, Turn
from finkit.assistant.providers.factory import provider_for
from finkit.core.context import AccountContext
from finkit.core.conversations.service import create_conversation
from finkit.core.errors import ValidationError
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.test_engine import ask
from tests.loopback import serve, slow_answer


def _events(events: list[dict[str, Any]]) -> StreamingResponse:
    async def body() -> Any:
        for event in events:
            yield f"event: {event['type']}\ndata: {json.dumps(event)}\n\n"

    return StreamingResponse(body(), media_type="text/event-stream")


def _text_reply(*chunks: str) -> list[dict[str, Any]]:
    return [
        {"type": "message_start", "message": {"id": "msg_1", "role": "assistant", "content": []}},
        {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}},
        {"type": "ping"},
        *[
            {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": c}}
            for c in chunks
        ],
        {"type": "content_block_stop", "index": 0},
        {"type": "message_delta", "delta": {"stop_reason": "end_turn"}},
        {"type": "message_stop"},
    ]


def fake_anthropic(script: list[Any]) -> tuple[Starlette, list[dict[str, Any]], list[dict[str, str]]]:
    seen: list[dict[str, Any]] = []
    headers: list[dict[str, str]] = []

    async def messages(request: Request) -> Any:
        seen.append(await request.json())
        headers.append(dict(request.headers))
        step = script[len(seen) - 1]
        return await step(request) if callable(step) else _events(step)

    return Starlette(routes=[Route("/v1/messages", messages, methods=["POST"])]), seen, headers


def test_tool_round_and_streamed_text(ctx: AccountContext) -> None:
    create_transaction(ctx, data={"date": "2026-06-01", "description": "Woolworths", "amount": "-80.10"})
    tool_round = [
        {"type": "message_start", "message": {"id": "msg_0", "role": "assistant", "content": []}},
        {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}},
        {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "Checking. "}},
        {"type": "content_block_stop", "index": 0},
        {
            "type": "content_block_start",
            "index": 1,
            "content_block": {"type": "tool_use", "id": "toolu_1", "name": "transactions_list", "input": {}},
        },
        {
            "type": "content_block_delta",
            "index": 1,
            "delta": {"type": "input_json_delta", "partial_json": '{"lim'},
        },
        {
            "type": "content_block_delta",
            "index": 1,
            "delta": {"type": "input_json_delta", "partial_json": 'it": 5}'},
        },
        {"type": "content_block_stop", "index": 1},
        {"type": "message_delta", "delta": {"stop_reason": "tool_use"}},
        {"type": "message_stop"},
    ]
    app, seen, headers = fake_anthropic([tool_round, _text_reply("You spent ", "$80.10.")])
    with serve(app) as url:
        provider = AnthropicProvider(base_url=url, model="claude-test", api_key="sk-test")
        conversation = create_conversation(ctx)
        reply, events = ask(Assistant(provider), ctx, conversation.id, "what did I spend?")
    assert reply.startswith("Checking. You spent $80.10.") and "Source: transactions_list" in reply
    starts = [e.data for e in events if e.type == "tool_call_start"]
    assert starts == [{"tool": "transactions_list", "arguments": {"limit": 5}}]
    first, second = seen
    assert first["model"] == "claude-test" and first["stream"] is True and first["max_tokens"] > 0
    assert "finkit's assistant" in first["system"] and first["messages"][0]["role"] == "user"
    assert any(t["name"] == "transactions_list" and "input_schema" in t for t in first["tools"])
    assert headers[0]["x-api-key"] == "sk-test" and headers[0]["anthropic-version"] == "2023-06-01"
    assistant_turn, tool_turn = second["messages"][-2:]
    assert assistant_turn["role"] == "assistant"
    assert assistant_turn["content"][-1] == {
        "type": "tool_use",
        "id": "toolu_1",
        "name": "transactions_list",
        "input": {"limit": 5},
    }
    assert tool_turn["role"] == "user" and tool_turn["content"][0]["tool_use_id"] == "toolu_1"
    assert "Woolworths" in tool_turn["content"][0]["content"]


def test_failures_are_reported_not_raised(ctx: AccountContext) -> None:
    async def slow(request: Request) -> Any:
        await slow_answer(request, 2)
        return JSONResponse({})

    async def broken(request: Request) -> Any:
        return StreamingResponse(iter(["event: x\ndata: {not json\n\n"]), media_type="text/event-stream")

    async def refused(request: Request) -> Any:
        return JSONResponse({"type": "error", "error": {"message": "invalid x-api-key"}}, status_code=401)

    overloaded = [{"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}]
    app, _, _ = fake_anthropic([slow, broken, refused, overloaded])
    with serve(app) as url:
        # only the slow answer is timed: under load, 0.5 s also cut off the malformed one (round 23)
        impatient = AnthropicProvider(base_url=f"{url}/v1", model="m", api_key="k", timeout=0.5)
        provider = AnthropicProvider(base_url=f"{url}/v1", model="m", api_key="k", timeout=30)
        conversation = create_conversation(ctx)
        replies = [ask(Assistant(impatient), ctx, conversation.id, "hi")[0]]
        replies += [ask(Assistant(provider), ctx, conversation.id, "hi")[0] for _ in range(3)]
    assert "did not answer within 0.5 s" in replies[0]
    assert "malformed" in replies[1]
    assert "401" in replies[2] and "invalid x-api-key" in replies[2]
    assert "Overloaded" in replies[3]


def test_wire_messages_alternate_roles() -> None:
    system, messages = wire_messages(
        [
            Turn(role="system", content="be brief"),
            Turn(role="user", content="a"),
            Turn(role="user", content="b"),
            Turn(role="assistant", content="", tool_calls=[ToolCall("t1", "x", {}), ToolCall("t2", "y", {})]),
            Turn(role="tool", content="1", tool_call_id="t1"),
            Turn(role="tool", content="2", tool_call_id="t2"),
        ]
    )
    assert system == "be brief"
    assert [m["role"] for m in messages] == ["user", "assistant", "user"]
    assert len(messages[0]["content"]) == 2 and [b["tool_use_id"] for b in messages[2]["content"]] == [
        "t1",
        "t2",
    ]


def test_factory_chooses_anthropic(ctx: AccountContext) -> None:
    from dataclasses import replace

    configured = replace(
        ctx,
        settings=ctx.settings.model_copy(
            update={"ai_provider": "anthropic", "ai_model": "m", "ai_api_key": "k"}
        ),
    )
    provider = provider_for(configured)
    assert (
        isinstance(provider, AnthropicProvider) and provider._url() == "https://api.anthropic.com/v1/messages"
    )
    missing = replace(ctx, settings=ctx.settings.model_copy(update={"ai_provider": "anthropic"}))
    with pytest.raises(ValidationError, match="FINKIT_AI_API_KEY"):
        provider_for(missing)
