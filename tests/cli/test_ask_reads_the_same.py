"""Issue 27: ``finkit ask --json`` gives the local engine's answers word for word (reading, figures,
questions back, declines), as the library and the REST chat do."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from finkit.assistant.engine import Assistant
from finkit.assistant.providers.local import LocalProvider
from finkit.core.accounts.service import context_for_email
from finkit.core.conversations.service import create_conversation
from finkit.core.db.engine import Database
from finkit.core.settings import load_settings
from tests.assistant.reader_world import build_reader_world

QUESTIONS = (
    "how much went on fuel in the first half of FY26",
    "fuel over $75 in fy26",
    "top 2 spending categories in fy26",
    "how much did i make from jones constructions in fy26",
    "what goes in 1A for Q3 FY26",
    "how much did I spend on it in FY26",
    "should I switch to the actual cost method for home office",
)


def test_ask_json_answers_are_the_library_answers(cli: Any, database_url: str, tmp_path: Path) -> None:
    settings = load_settings(data_dir=tmp_path, secret_key="test-secret-key-0123456789abcdef0123456789abcdef")
    ctx = context_for_email(Database(database_url), settings, cli.email)
    build_reader_world(ctx)
    for text in QUESTIONS:
        result = cli("ask", text, "--json")
        assert result.exit_code == 0, result.output
        answered = result.json()["message"]["content"]

        async def library(question: str = text) -> str:
            conversation = create_conversation(ctx)
            events = [e async for e in Assistant(LocalProvider(ctx)).respond(ctx, conversation.id, question)]
            return str(events[-1].data["message"]["content"])

        assert answered == asyncio.run(library()), text
        if "jones" in text:
            assert "Paid by Jones Constructions" in answered and "$2,200.00 AUD" in answered
