"""The assistant engine: one loop for every provider.

It stores the user's message, lets the provider plan, runs read-only tools through the MCP registry,
holds write tools until the user confirms in their next message, and stores the reply with the tool
calls behind it. Everything is emitted as events so HTTP can stream them (SSE) or collect them.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field, replace
from typing import Any

import anyio

from finkit.assistant.providers.base import Provider, TextDelta, ToolCall, ToolCallsStep, Turn
from finkit.core.context import AccountContext
from finkit.core.conversations import service as conversations
from finkit.core.conversations.schemas import ToolCallRecord
from finkit.core.errors import FinkitError, NotFoundError
from finkit.tools.dispatch import ToolOutcome, call_tool, error_outcome
from finkit.tools.registry import all_tools, get_tool

MAX_ROUNDS = 6
HISTORY_MESSAGES = 20
SYSTEM_PROMPT = (
    "You are finkit's assistant for the account holder's own finances. Use the tools for every figure; never "
    "invent or estimate numbers. Amounts are signed (negative = money out) in the account's currency. Write "
    "actions are proposed and confirmed by the user before they run. Be brief. Read the whole question: "
    "start each answer with what you measured and over which dates; if a word of the question is unclear "
    "or could mean two things, ask instead of answering another question. Earnings are money in within "
    "income categories (analytics_spending with categoryKinds ['income']): a tax refund, a transfer or "
    "someone paying you back is not income. Decline advice, forecasts and moving money with the reason."
)
_YES = re.compile(
    r"^\s*(y|yes|yep|yeah|sure|ok|okay|confirm|confirmed|go ahead|do it|please do|approve)\b", re.I
)
_NO = re.compile(r"^\s*(n|no|nope|cancel|stop|don'?t|do not|never ?mind)\b", re.I)


@dataclass
class AssistantEvent:
    type: str  # token | tool_call_start | tool_call_end | done | error
    data: dict[str, Any] = field(default_factory=dict)


QuotaHook = Callable[[AccountContext], None]


def _summary(outcome: ToolOutcome) -> str:
    return outcome.text if len(outcome.text) <= 300 else outcome.text[:297] + "…"


class Assistant:
    def __init__(
        self,
        provider: Provider,
        *,
        quota: QuotaHook | None = None,
        max_rounds: int = MAX_ROUNDS,
        fallback: Provider | None = None,
    ) -> None:
        self.provider = provider
        self.quota = quota
        self.max_rounds = max_rounds
        # answers instead when ``provider`` fails or times out (the local engine behind a model), saying so
        self.fallback = fallback

    async def respond(
        self, ctx: AccountContext, conversation_id: str, message: str, *, attachments: list[str] | None = None
    ) -> AsyncIterator[AssistantEvent]:
        if self.quota is not None:
            await anyio.to_thread.run_sync(lambda: self.quota(ctx) if self.quota else None)
        pending = await anyio.to_thread.run_sync(lambda: conversations.pending_action(ctx, conversation_id))
        await anyio.to_thread.run_sync(
            lambda: conversations.append_message(
                ctx, conversation_id, role="user", content=message, attachments=attachments or []
            )
        )
        records: list[ToolCallRecord] = []
        parts: list[str] = []
        new_pending: dict[str, Any] | None = None
        answered_by: list[Provider] = [self.provider]

        if pending and _YES.search(message):
            async for event in self._run_confirmed(ctx, pending, records, parts):
                yield event
        elif pending and _NO.search(message):
            parts.append(f"Cancelled: {pending['summary']}. Nothing was changed.")
            yield AssistantEvent("token", {"text": parts[-1]})
        else:
            async for event in self._loop(
                ctx, conversation_id, message, attachments or [], records, parts, answered_by
            ):
                if event.type == "_pending":
                    new_pending = event.data
                    continue
                yield event

        reply = "".join(parts).strip() or "I have nothing to add."
        used = sorted({r.tool for r in records if not r.is_error})
        if used and "(from " not in reply and "Source" not in reply:
            sources = f"\n\nSource: {', '.join(used)}."
            reply += sources
            yield AssistantEvent("token", {"text": sources})
        stored = await anyio.to_thread.run_sync(
            lambda: conversations.append_message(
                ctx,
                conversation_id,
                role="assistant",
                content=reply,
                tool_calls=records,
                provider=answered_by[-1].name,
                pending_action=new_pending,
            )
        )
        yield AssistantEvent("done", {"message": stored.to_json_dict(), "pendingAction": new_pending})

    async def _run_confirmed(
        self, ctx: AccountContext, pending: dict[str, Any], records: list[ToolCallRecord], parts: list[str]
    ) -> AsyncIterator[AssistantEvent]:
        spec = get_tool(pending["tool"])
        arguments = dict(pending["arguments"])
        if spec is not None and "confirm" in spec.input_model.model_fields:
            arguments["confirm"] = True
        call = ToolCall(id="confirmed", name=pending["tool"], arguments=arguments)
        outcome: ToolOutcome | None = None
        async for event in self._run_tool(ctx, call, records):
            if event.type == "_outcome":
                outcome = event.data["outcome"]
                continue
            yield event
        if outcome is None or outcome.is_error:
            error = outcome.structured.get("error") if outcome else "unknown tool"
            text = f"That did not work: {error}"
        else:
            worded = await self._word_confirmed(ctx, pending, call, outcome)
            text = f"Done. {worded}" if worded else f"Done: {pending['summary']} (from {pending['tool']})."
        parts.append(text)
        yield AssistantEvent("token", {"text": text})

    async def _word_confirmed(
        self, ctx: AccountContext, pending: dict[str, Any], call: ToolCall, outcome: ToolOutcome
    ) -> str | None:
        """Let a provider that asks for it (``words_confirmed_actions``) word the answer from the confirmed
        tool's result, as if the call had run in the original turn; ``None`` keeps the plain "Done"."""
        if not getattr(self.provider, "words_confirmed_actions", False) or not pending.get("request"):
            return None
        history = [
            Turn(role="system", content=SYSTEM_PROMPT),
            Turn(role="user", content=pending["request"]),
            Turn(role="assistant", tool_calls=[call]),
            Turn(
                role="tool",
                content=outcome.text,
                tool_call_id=call.id,
                tool_name=call.name,
                structured=outcome.structured,
            ),
        ]
        text = ""
        try:
            async for event in self.provider.stream(history, all_tools()):
                if isinstance(event, TextDelta):
                    text += event.text
                else:
                    return None  # it wants more tools: keep the plain confirmation
        except FinkitError:
            return None
        return text.strip() or None

    async def _run_tool(
        self, ctx: AccountContext, call: ToolCall, records: list[ToolCallRecord]
    ) -> AsyncIterator[AssistantEvent]:
        yield AssistantEvent("tool_call_start", {"tool": call.name, "arguments": call.arguments})
        spec = get_tool(call.name)
        if spec is None:
            outcome = error_outcome(NotFoundError("tool", call.name))
        else:
            outcome = await call_tool(
                ctx.with_request(
                    ctx.request.__class__(
                        actor="assistant",
                        client_address=ctx.request.client_address,
                        user_agent=ctx.request.user_agent,
                        request_id=ctx.request.request_id,
                        credential_id=ctx.request.credential_id,
                    )
                ),
                spec,
                call.arguments,
            )
        record = ToolCallRecord(
            tool=call.name,
            arguments=call.arguments,
            result_summary=_summary(outcome),
            duration_ms=outcome.duration_ms,
            is_error=outcome.is_error,
        )
        records.append(record)
        yield AssistantEvent("tool_call_end", record.to_json_dict())
        yield AssistantEvent("_outcome", {"outcome": outcome})

    async def _history(self, ctx: AccountContext, conversation_id: str) -> list[Turn]:
        detail = await anyio.to_thread.run_sync(lambda: conversations.get_conversation(ctx, conversation_id))
        turns = [
            Turn(
                role="system",
                content=f"{SYSTEM_PROMPT} Currency: {ctx.currency}. Country: {ctx.country}. "
                f"Today: {ctx.now().date().isoformat()}.",
            )
        ]
        for m in detail.messages[-HISTORY_MESSAGES:]:
            content = m.content + (f"\n[attachments: {', '.join(m.attachments)}]" if m.attachments else "")
            turns.append(Turn(role=m.role, content=content))
        return turns

    async def _loop(
        self,
        ctx: AccountContext,
        conversation_id: str,
        message: str,
        attachments: list[str],
        records: list[ToolCallRecord],
        parts: list[str],
        answered_by: list[Provider],
    ) -> AsyncIterator[AssistantEvent]:
        provider = answered_by[-1]
        history = await self._history(ctx, conversation_id)
        tools = all_tools()
        for _round in range(self.max_rounds):
            step: ToolCallsStep | None = None
            text = ""
            try:
                async for event in provider.stream(history, tools):
                    if isinstance(event, TextDelta):
                        text += event.text
                        yield AssistantEvent("token", {"text": event.text})
                    else:
                        step = event
            except FinkitError as exc:
                yield AssistantEvent("error", {"error": exc.message, "code": exc.code})
                if self.fallback is None or self.fallback in answered_by:
                    parts.append(text + f"\nThe AI provider failed: {exc.message}")
                    return
                # the model is down or slow: the local engine answers from the start, and says so
                note = (
                    f"{text}\nThe AI model failed ({exc.message}), so finkit's built-in engine answers instead:\n"
                ).lstrip("\n")
                parts.append(note)
                yield AssistantEvent("token", {"text": note})
                answered_by.append(self.fallback)
                # its tools must not ask the model that just failed again (the tax analysis would)
                without_model = replace(
                    ctx, settings=ctx.settings.model_copy(update={"ai_provider": "local"})
                )
                async for fallback_event in self._loop(
                    without_model, conversation_id, message, attachments, records, parts, answered_by
                ):
                    yield fallback_event
                return
            parts.append(text)
            if step is None:
                return
            history.append(Turn(role="assistant", content=text, tool_calls=step.calls))
            for call in step.calls:
                spec = get_tool(call.name)
                if spec is not None and not spec.read_only:
                    summary = _describe(spec.title, call.arguments)
                    proposal = f'I can {summary}. Reply "yes" to go ahead or "no" to cancel.'
                    parts.append(("\n" if text else "") + proposal)
                    yield AssistantEvent("token", {"text": proposal})
                    request = message + (f"\n[attachments: {', '.join(attachments)}]" if attachments else "")
                    yield AssistantEvent(
                        "_pending",
                        {
                            "tool": call.name,
                            "arguments": call.arguments,
                            "summary": summary,
                            "request": request,
                        },
                    )
                    return
                outcome: ToolOutcome | None = None
                async for tool_event in self._run_tool(ctx, call, records):
                    if tool_event.type == "_outcome":
                        outcome = tool_event.data["outcome"]
                        continue
                    yield tool_event
                assert outcome is not None
                history.append(
                    Turn(
                        role="tool",
                        content=outcome.text,
                        tool_call_id=call.id,
                        tool_name=call.name,
                        structured=outcome.structured,
                    )
                )
        parts.append(
            "\nI stopped after several tool rounds without a final answer; please narrow the question."
        )


def _describe(title: str, arguments: dict[str, Any]) -> str:
    shown = ", ".join(f"{k}={v}" for k, v in arguments.items() if k != "confirm" and v not in (None, "", []))
    return f"{title[0].lower()}{title[1:]}" + (f" ({shown})" if shown else "")
