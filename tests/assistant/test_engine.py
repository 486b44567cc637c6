"""The assistant engine with the local provider and with an OpenAI-compatible server on loopback."""

from __future__ import annotations

import asyncio
import json
import threading
from typing import Any

import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, StreamingResponse
from starlette.routing import Route

from finkit.assistant.engine import Assistant
from finkit.assistant.providers.local import LocalProvider
from finkit.assistant.providers.openai_compat import OpenAICompatibleProvider
from finkit.core.context import AccountContext
from finkit.core.conversations.service import create_conversation, get_conversation
from finkit.core.usecases.transactions import create_transaction, list_transactions
from tests.loopback import serve


def ask(assistant: Assistant, ctx: AccountContext, conversation_id: str, text: str) -> tuple[str, list[Any]]:
    async def run() -> list[Any]:
        return [e async for e in assistant.respond(ctx, conversation_id, text)]

    events = asyncio.run(run())
    done = events[-1]
    assert done.type == "done"
    return done.data["message"]["content"], events


def test_local_engine_answers_from_tools(ctx: AccountContext) -> None:
    create_transaction(ctx, data={"date": "2026-06-01", "description": "BP Parramatta", "amount": "-45.50"})
    conversation = create_conversation(ctx)
    reply, events = ask(Assistant(LocalProvider(ctx)), ctx, conversation.id, "show my recent transactions")
    assert "BP Parramatta" in reply and "-$45.50 AUD" in reply and "transactions_list" in reply
    kinds = [e.type for e in events]
    assert kinds.index("tool_call_start") < kinds.index("tool_call_end") < kinds.index("done")
    detail = get_conversation(ctx, conversation.id)
    assert detail.title == "show my recent transactions"
    assert [m.role for m in detail.messages] == ["user", "assistant"]
    assert detail.messages[1].tool_calls[0].tool == "transactions_list"


def test_local_engine_is_honest_about_what_it_does_not_understand(ctx: AccountContext) -> None:
    conversation = create_conversation(ctx)
    reply, events = ask(Assistant(LocalProvider(ctx)), ctx, conversation.id, "what is the meaning of life?")
    assert "won't guess" in reply and "show my recent transactions" in reply
    assert not [e for e in events if e.type == "tool_call_start"]


def test_write_actions_wait_for_confirmation(ctx: AccountContext) -> None:
    assistant = Assistant(LocalProvider(ctx))
    conversation = create_conversation(ctx)
    reply, _ = ask(assistant, ctx, conversation.id, "add a $45.50 expense at Bunnings for hardware yesterday")
    assert 'Reply "yes"' in reply
    assert list_transactions(ctx).pagination.total == 0
    reply, _ = ask(assistant, ctx, conversation.id, "no")
    assert reply.startswith("Cancelled") and list_transactions(ctx).pagination.total == 0

    ask(assistant, ctx, conversation.id, "add a $45.50 expense at Bunnings for hardware yesterday")
    reply, _ = ask(assistant, ctx, conversation.id, "yes please")
    assert "Done" in reply
    tx = list_transactions(ctx).transactions[0]
    assert (tx.amount, tx.merchant) == (pytest.approx(-45.5), "Bunnings")


# --- OpenAI-compatible provider against a loopback server that speaks the protocol -------------------------


def _sse(chunks: list[dict[str, Any]]) -> StreamingResponse:
    async def body() -> Any:
        for chunk in chunks:
            yield f"data: {json.dumps(chunk)}\n\n"
        yield "data: [DONE]\n\n"

    return StreamingResponse(body(), media_type="text/event-stream")


def fake_openai(script: list[Any]) -> tuple[Starlette, list[dict[str, Any]]]:
    """Answers each chat-completions request with the next scripted reply; records the requests."""
    seen: list[dict[str, Any]] = []

    async def completions(request: Request) -> Any:
        seen.append(await request.json())
        step = script[len(seen) - 1]
        if callable(step):
            return await step(request)
        return _sse(step)

    return Starlette(routes=[Route("/v1/chat/completions", completions, methods=["POST"])]), seen


def test_openai_provider_tool_round_and_streaming(ctx: AccountContext) -> None:
    create_transaction(ctx, data={"date": "2026-06-01", "description": "Woolworths", "amount": "-80.10"})
    call = {"index": 0, "id": "call_1", "function": {"name": "transactions_list", "arguments": '{"lim'}}
    rest = {"index": 0, "function": {"arguments": 'it": 5}'}}
    app, seen = fake_openai(
        [
            [
                {"choices": [{"delta": {"tool_calls": [call]}}]},
                {"choices": [{"delta": {"tool_calls": [rest]}}]},
            ],
            [
                {"choices": [{"delta": {"content": "You spent "}}]},
                {"choices": [{"delta": {"content": "$80.10."}}]},
            ],
        ]
    )
    with serve(app) as url:
        provider = OpenAICompatibleProvider(base_url=f"{url}/v1", model="test-model")
        conversation = create_conversation(ctx)
        reply, events = ask(Assistant(provider), ctx, conversation.id, "what did I spend?")
    assert reply.startswith("You spent $80.10.") and "Source: transactions_list" in reply
    assert [e.data["text"] for e in events if e.type == "token"][:2] == ["You spent ", "$80.10."]
    assert seen[0]["model"] == "test-model" and seen[0]["stream"] is True
    assert any(t["function"]["name"] == "transactions_list" for t in seen[0]["tools"])
    tool_message = seen[1]["messages"][-1]
    assert tool_message["role"] == "tool" and "Woolworths" in tool_message["content"]


def test_openai_provider_failures_are_reported_not_raised(ctx: AccountContext) -> None:
    # The slow provider answers only once the test is done with it, so the timeout is the only way out;
    # the timeout itself is generous because the other two must answer within it on a loaded machine.
    released = threading.Event()

    async def slow(request: Request) -> Any:
        while not released.is_set():
            await asyncio.sleep(0.05)
        return JSONResponse({})

    async def broken(request: Request) -> Any:
        return StreamingResponse(iter(["data: {not json\n\n"]), media_type="text/event-stream")

    async def refused(request: Request) -> Any:
        return JSONResponse({"error": "bad key"}, status_code=401)

    app, _ = fake_openai([slow, broken, refused])
    with serve(app) as url:
        provider = OpenAICompatibleProvider(base_url=f"{url}/v1", model="m", timeout=5)
        conversation = create_conversation(ctx)
        try:
            replies = [ask(Assistant(provider), ctx, conversation.id, "hi")[0] for _ in range(3)]
        finally:
            released.set()
    assert "did not answer within 5 s" in replies[0]
    assert "malformed" in replies[1]
    assert "401" in replies[2]
