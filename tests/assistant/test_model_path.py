"""A real model when configured: an OpenAI-compatible server on loopback plans with the tool registry,
streams, keeps the confirmation rule for writes, and the local engine answers when it fails or is slow."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse

from finkit.assistant.chat import prepare_chat, run_chat
from finkit.assistant.engine import Assistant, AssistantEvent
from finkit.assistant.providers.local import LocalProvider
from finkit.assistant.providers.openai_compat import OpenAICompatibleProvider
from finkit.core.context import AccountContext
from finkit.core.conversations.service import create_conversation, get_conversation
from finkit.core.subscription.service import ai_requests_used
from finkit.core.usecases.transactions import create_transaction, list_transactions
from tests.assistant.test_engine import ask, fake_openai
from tests.loopback import serve, slow_answer


def test_a_write_the_model_plans_waits_for_yes(ctx: AccountContext) -> None:
    arguments = '{"date": "2026-06-02", "amount": "-12.00", "description": "Parking Wilson 0231"}'
    app, seen = fake_openai(
        [[{"choices": [{"delta": {"tool_calls": [{"index": 0, "id": "c1", "function": {
            "name": "transactions_create", "arguments": arguments}}]}}]}]]
    )  # fmt: skip
    with serve(app) as url:
        assistant = Assistant(OpenAICompatibleProvider(base_url=f"{url}/v1", model="m"))
        conversation = create_conversation(ctx)
        reply, _ = ask(assistant, ctx, conversation.id, "add $12 parking on 2 June")
        assert 'Reply "yes"' in reply and "amount=-12.00" in reply
        assert list_transactions(ctx).pagination.total == 0, "nothing is written before the person agrees"
        reply, _ = ask(assistant, ctx, conversation.id, "yes")
    assert reply.startswith("Done")
    assert [t.description for t in list_transactions(ctx).transactions] == ["Parking Wilson 0231"]
    assert len(seen) == 1, "the confirmed write runs without asking the model again"


def test_a_failing_model_falls_back_to_the_local_engine_and_says_so(ctx: AccountContext) -> None:
    create_transaction(ctx, data={"date": "2026-06-01", "description": "BP Connect 4021", "amount": "-45.50"})

    async def down(request: Request) -> Any:
        return JSONResponse({"error": {"message": "model not loaded"}}, status_code=500)

    app, seen = fake_openai([down])
    with serve(app) as url:
        provider = OpenAICompatibleProvider(base_url=f"{url}/v1", model="m")
        assistant = Assistant(provider, fallback=LocalProvider(ctx))
        conversation = create_conversation(ctx)
        reply, events = ask(assistant, ctx, conversation.id, "show my recent transactions")
    assert len(seen) == 1
    assert reply.startswith("The AI model failed (AI provider answered 500")
    assert "built-in engine answers instead" in reply
    assert "BP Connect 4021: -$45.50 AUD" in reply, "the local engine's answer follows"
    assert [e.data["code"] for e in events if e.type == "error"] == ["UNAVAILABLE"]
    stored = get_conversation(ctx, conversation.id).messages[-1]
    assert stored.provider == "local" and stored.tool_calls[0].tool == "transactions_list"


def test_a_slow_model_through_the_chat_surface_falls_back_and_counts_one_request(ctx: AccountContext) -> None:
    async def slow(request: Request) -> Any:
        await slow_answer(request, 2)
        return JSONResponse({})

    app, _ = fake_openai([slow])
    with serve(app) as url:
        settings = ctx.settings.model_copy(
            update={
                "ai_provider": "openai",
                "ai_base_url": f"{url}/v1",
                "ai_model": "m",
                "ai_timeout_seconds": 0.3,
            }
        )
        configured = replace(ctx, settings=settings)
        before = ai_requests_used(configured)
        prepared = prepare_chat(configured, message="what plan am I on")

        async def run() -> list[AssistantEvent]:
            return [e async for e in run_chat(prepared)]

        events = asyncio.run(run())
    done = events[-1].data
    assert "did not answer within 0.3 s" in done["message"]["content"]
    assert "tier" in done["message"]["content"], "the local engine answered the question"
    assert done["errors"][0]["code"] == "UNAVAILABLE"
    assert ai_requests_used(configured) == before + 1
