"""The assistant: conversations, a message form, tool calls and confirmation of writes.

With script, ``static/assistant.js`` sends the message to ``POST /api/chat/message`` (the same chat
service, with the page's session cookie and CSRF token) and shows the server-sent events as they arrive.
Without script the form posts here and the page reloads with the finished reply.
"""

from __future__ import annotations

import anyio
from pydantic import Field
from starlette.responses import Response

from finkit.assistant.chat import prepare_chat, run_chat
from finkit.core.conversations.service import get_conversation, list_conversations
from finkit.core.errors import ValidationError
from finkit.core.schemas import InputSchema
from finkit.server.web.pages import Page, PageRoutes, redirect

routes = PageRoutes()


class ConversationsQuery(InputSchema):
    page: int = Field(default=1, ge=1)


@routes.get("/assistant")
def assistant_page(page: Page) -> Response:
    query = page.query(ConversationsQuery, only=("page",))
    listing = list_conversations(page.ctx, page=query.page, limit=20)
    return page.render("assistant.html", listing=listing, conversation=None)


@routes.get("/assistant/{id}")
def conversation_page(page: Page) -> Response:
    listing = list_conversations(page.ctx, page=1, limit=20)
    conversation = get_conversation(page.ctx, page.param("id"))
    return page.render("assistant.html", listing=listing, conversation=conversation)


@routes.post("/assistant")
async def send_message(page: Page) -> Response:
    """The no-script path: the whole reply is produced, then the conversation is shown."""
    message = page.form.get("message", "").strip()
    if not message:
        raise ValidationError.for_field("message", "type a question or request first")
    ctx = page.ctx
    conversation_id = page.form.get("conversation_id") or None
    prepared = await anyio.to_thread.run_sync(
        lambda: prepare_chat(ctx, message=message, conversation_id=conversation_id)
    )
    async for _event in run_chat(prepared):
        pass  # the reply and its tool calls are stored with the conversation
    return redirect(f"/assistant/{prepared.conversation_id}")
