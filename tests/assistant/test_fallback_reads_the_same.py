"""Issue 27: when the configured model fails, the local engine's fallback answer is the local engine's
answer word for word (after the note saying the model failed)."""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse

from finkit.assistant.engine import Assistant
from finkit.assistant.providers.local import LocalProvider
from finkit.assistant.providers.openai_compat import OpenAICompatibleProvider
from finkit.core.context import AccountContext
from finkit.core.conversations.service import create_conversation
from tests.assistant.reader_world import build_reader_world
from tests.assistant.test_engine import ask, fake_openai
from tests.loopback import serve

QUESTIONS = (
    "how much went on fuel in the first half of FY26",
    "fuel over $75 in fy26",
    "top 2 spending categories in fy26",
    "how much did I spend on it in FY26",
    "how are my shares doing",
)


def test_the_fallback_answers_as_the_local_engine(ctx: AccountContext) -> None:
    build_reader_world(ctx)

    async def down(request: Request) -> Any:
        return JSONResponse({"error": {"message": "model not loaded"}}, status_code=500)

    app, _ = fake_openai([down] * len(QUESTIONS))
    with serve(app) as url:
        model = Assistant(
            OpenAICompatibleProvider(base_url=f"{url}/v1", model="m"), fallback=LocalProvider(ctx)
        )
        for text in QUESTIONS:
            fell_back, _ = ask(model, ctx, create_conversation(ctx).id, text)
            local, _ = ask(Assistant(LocalProvider(ctx)), ctx, create_conversation(ctx).id, text)
            note, _, answer = fell_back.partition("built-in engine answers instead:\n")
            assert note.startswith("The AI model failed") and answer == local, text
