"""Issue 27: the REST chat (server-sent events) gives the local engine's answers word for word: the same
reading, the same figures, the same questions back and the same declines as the library."""

from __future__ import annotations

import httpx

from finkit.assistant.engine import Assistant
from finkit.assistant.providers.local import LocalProvider
from finkit.core.accounts.service import context_for_user_id
from finkit.core.conversations.service import create_conversation
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from tests.assistant.reader_world import build_reader_world
from tests.server.chat_helpers import parse_sse
from tests.server.conftest import SignUp

QUESTIONS = (
    "how much went on fuel in the first half of FY26",
    "fuel over $75 in fy26",
    "top 2 spending categories in fy26",
    "how much did ABC Builders pay me last financial year",
    "did I spend more on tools in Q1 or Q2 of FY26?",
    "how much did I spend on it in FY26",
    "how are my shares doing",
)


async def test_sse_answers_are_the_library_answers(
    client: httpx.AsyncClient, sign_up: SignUp, database: Database, settings: Settings
) -> None:
    user = await sign_up("professional")
    ctx = context_for_user_id(database, settings, user.id)
    build_reader_world(ctx)
    for text in QUESTIONS:
        streamed = await client.post(
            "/api/chat/message", headers=user.headers, json={"message": text, "stream": True}
        )
        events = parse_sse(streamed.text)
        assert events[-1][0] == "done", streamed.text
        rest = events[-1][1]["message"]["content"]
        conversation = create_conversation(ctx)
        done = [e async for e in Assistant(LocalProvider(ctx)).respond(ctx, conversation.id, text)][-1]
        assert rest == done.data["message"]["content"], text
        if text.startswith("how much went on fuel"):
            assert "On Fuel in Jul–Dec 2025" in rest and "you spent $305.75 AUD" in rest
