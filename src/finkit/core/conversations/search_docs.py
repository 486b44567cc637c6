"""Assistant conversations in unified search: one ``conversation`` document per conversation (its title,
and the text of its messages as the body; dated by the last change), written in the conversation's own
transaction: on create, rename and every appended message; removed on delete."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.conversations.models import ChatMessage, Conversation
from finkit.core.search.documents import index_document, join_text, register_document_builder

KIND = "conversation"
#: The body keeps the most recent text of a very long conversation (the index stays small).
MAX_BODY_CHARS = 200_000


def conversation_document(conversation: Conversation, messages: Sequence[str]) -> dict[str, Any]:
    return {
        "kind": KIND,
        "refId": conversation.id,
        "title": conversation.title or "Conversation",
        "body": join_text(*messages)[-MAX_BODY_CHARS:],
        "date": conversation.updated_at,
    }


def _messages(session: Session, conversation_id: str) -> list[str]:
    return list(
        session.scalars(
            select(ChatMessage.content)
            .where(ChatMessage.conversation_id == conversation_id)
            .order_by(ChatMessage.created_at, ChatMessage.id)
        )
    )


def index_conversation(session: Session, ctx: AccountContext, conversation: Conversation) -> None:
    """Create or refresh the conversation's search entry (inside the caller's transaction)."""
    session.flush()
    index_document(session, ctx, conversation_document(conversation, _messages(session, conversation.id)))


def _build(session: Session, ctx: AccountContext) -> Iterable[dict[str, Any]]:
    texts: dict[str, list[str]] = {}
    for conversation_id, content in session.execute(
        select(ChatMessage.conversation_id, ChatMessage.content)
        .where(ChatMessage.account_id == ctx.account_id)
        .order_by(ChatMessage.created_at, ChatMessage.id)
    ):
        texts.setdefault(conversation_id, []).append(content)
    rows = session.scalars(select(Conversation).where(Conversation.account_id == ctx.account_id))
    return [conversation_document(c, texts.get(c.id, [])) for c in rows]


register_document_builder(KIND, _build)
