"""The default provider: the deterministic local engine (``finkit.assistant.local``)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import anyio

from finkit.assistant.local import intents
from finkit.assistant.providers.base import ProviderEvent, TextDelta, ToolCallsStep, Turn
from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.mcp.registry import ToolSpec


class LocalProvider:
    name = "local"

    def __init__(self, ctx: AccountContext) -> None:
        self.ctx = ctx

    async def stream(self, history: list[Turn], tools: list[ToolSpec]) -> AsyncIterator[ProviderEvent]:
        last_user = max(i for i, t in enumerate(history) if t.role == "user")
        tool_turns = [t for t in history[last_user + 1 :] if t.role == "tool"]
        names = await anyio.to_thread.run_sync(lambda: {c.name: c.id for c in list_categories(self.ctx)})
        request = intents.Request(history[last_user].content, self.ctx.now().date(), self.ctx.currency, names)
        available = {t.name for t in tools}
        intent = intents.match(request, available)
        if intent is None:
            yield TextDelta(intents.capabilities(available))
        elif not tool_turns:
            yield ToolCallsStep(intent.plan(request))
        else:
            results = {t.tool_name or "": t.structured or {} for t in tool_turns}
            yield TextDelta(intents.answer(intent, request, results))
