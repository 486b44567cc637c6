"""One chat message, end to end, for any surface (REST JSON, REST SSE, later the CLI).

``prepare_chat`` does everything that can refuse the request before anything streams: the AI quota
(one request reserved atomically, given back if preparing refuses), the attachments (each must be the
caller's own upload), the conversation (created when absent, else it must be the caller's) and the
provider. ``run_chat`` then drives the engine; the request was counted before it started, so a client
that reads ``done`` and then ``GET /api/subscription`` sees the new count.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from finkit.assistant.engine import Assistant, AssistantEvent
from finkit.assistant.providers.base import Provider
from finkit.assistant.providers.factory import provider_for
from finkit.assistant.providers.local import LocalProvider
from finkit.core.context import AccountContext
from finkit.core.conversations.service import create_conversation, pending_action
from finkit.core.errors import FieldProblem, UnavailableError, ValidationError
from finkit.core.files.assets import asset_url, file_for_asset_url
from finkit.core.files.service import check_stored_within_budget
from finkit.core.subscription.service import reserves_ai_request

MAX_ATTACHMENTS = 10


@dataclass
class PreparedChat:
    ctx: AccountContext
    provider: Provider
    conversation_id: str
    message: str
    attachments: list[str] = field(default_factory=list)
    created: bool = False


def configured_provider(ctx: AccountContext) -> Provider:
    """``provider_for`` with a misconfiguration reported as the service being unavailable (503), not as
    a problem with the caller's request."""
    try:
        return provider_for(ctx)
    except ValidationError as exc:
        raise UnavailableError(f"The assistant is not configured: {exc.message}") from None


def fallback_for(ctx: AccountContext, provider: Provider) -> Provider | None:
    """The local engine answers when a model provider fails or times out (none behind the local one)."""
    return None if isinstance(provider, LocalProvider) else LocalProvider(ctx)


@reserves_ai_request  # the quota is taken atomically here; released if preparing refuses the request
def prepare_chat(
    ctx: AccountContext,
    *,
    message: str,
    conversation_id: str | None = None,
    asset_urls: list[str] | None = None,
    provider: Provider | None = None,
) -> PreparedChat:
    """Check quota, attachments and conversation; create the conversation when none is given."""
    urls = asset_urls or []
    if len(urls) > MAX_ATTACHMENTS:
        raise ValidationError.for_field("assetUrls", f"at most {MAX_ATTACHMENTS} attachments per message")
    attachments: list[str] = []
    problems: list[FieldProblem] = []
    for i, url in enumerate(urls):
        name = "assetUrl" if len(urls) == 1 else f"assetUrls.{i}"
        try:
            stored = file_for_asset_url(ctx, url, field=name)
            check_stored_within_budget(ctx, stored.id)  # refused here, before the model, is not charged
            attachments.append(asset_url(ctx, stored))
        except ValidationError as exc:
            problems.extend(FieldProblem(name, p.message) if p.field == "file" else p for p in exc.fields)
    if problems:
        raise ValidationError(fields=problems)
    chosen = provider or configured_provider(ctx)
    created = False
    if conversation_id:
        pending_action(ctx, conversation_id)  # NotFoundError unless it is the caller's
    else:
        conversation_id = create_conversation(ctx).id
        created = True
    return PreparedChat(ctx, chosen, conversation_id, message, attachments, created)


def reply_data(done: dict[str, Any], conversation_id: str, errors: list[dict[str, Any]]) -> dict[str, Any]:
    """The JSON answer's ``data`` and the ``done`` event's payload (the same object)."""
    message = done["message"]
    return {
        "conversationId": conversation_id,
        "message": message,
        "toolCalls": message.get("toolCalls", []),
        "pendingAction": done.get("pendingAction"),
        "errors": errors,
    }


async def run_chat(prepared: PreparedChat) -> AsyncIterator[AssistantEvent]:
    """The engine's events; ``done`` carries ``reply_data`` (the AI request was reserved by prepare_chat)."""
    ctx = prepared.ctx
    assistant = Assistant(prepared.provider, fallback=fallback_for(ctx, prepared.provider))
    errors: list[dict[str, Any]] = []
    async for event in assistant.respond(
        ctx, prepared.conversation_id, prepared.message, attachments=prepared.attachments
    ):
        if event.type == "error":
            errors.append(event.data)
        if event.type == "done":
            event = AssistantEvent("done", reply_data(event.data, prepared.conversation_id, errors))
        yield event


def sse_event(event: str, data: Any) -> str:
    """One server-sent event: ``event:`` line, one ``data:`` line of compact JSON, blank line."""
    return f"event: {event}\ndata: {json.dumps(data, ensure_ascii=False, separators=(',', ':'))}\n\n"
