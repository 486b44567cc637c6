from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.context import AccountContext
from finkit.core.conversations.models import ChatMessage, Conversation
from finkit.core.conversations.schemas import (
    ConversationCreate,
    ConversationDetail,
    ConversationPage,
    ConversationRead,
    ConversationUpdate,
    MessageRead,
    ToolCallRecord,
)
from finkit.core.conversations.search_docs import KIND, index_conversation
from finkit.core.errors import NotFoundError
from finkit.core.keyset import keyset_page
from finkit.core.schemas import check_page, pagination, parse
from finkit.core.search.documents import remove_document

UNTITLED = "New conversation"
TITLE_WORDS = 8


def derive_title(message: str) -> str:
    """A title from the first message: its first few words, trimmed to a sentence-like phrase."""
    words = message.strip().split()
    title = " ".join(words[:TITLE_WORDS]).rstrip("?.!,;:")
    return (title + ("…" if len(words) > TITLE_WORDS else ""))[:200] or UNTITLED


def _load(session: Session, ctx: AccountContext, conversation_id: str) -> Conversation:
    conversation = session.scalar(
        select(Conversation).where(
            Conversation.id == conversation_id, Conversation.account_id == ctx.account_id
        )
    )
    if conversation is None:
        raise NotFoundError("conversation", conversation_id)
    return conversation


def create_conversation(
    ctx: AccountContext, *, data: ConversationCreate | dict[str, Any] | None = None
) -> ConversationRead:
    data = parse(ConversationCreate, data or {})
    with ctx.db.session() as session:
        conversation = Conversation(account_id=ctx.account_id, title=(data.title or "").strip() or UNTITLED)
        session.add(conversation)
        session.flush()
        record_activity(
            session, ctx, "conversation.create", target_type="conversation", target_id=conversation.id
        )
        index_conversation(session, ctx, conversation)
        return ConversationRead.model_validate(conversation)


CURSOR_KIND = "conversations"


def list_conversations(
    ctx: AccountContext, *, page: int = 1, limit: int = 50, cursor: str | None = None
) -> ConversationPage:
    """One page, most recently active first, by ``page`` or by ``cursor`` (the previous page's
    ``next_cursor``; see core/keyset.py). A conversation that gets a new message while a client walks
    the pages moves to the front, so that walk does not show it again (nor does paging by number)."""
    check_page(page, limit)
    query = select(Conversation).where(Conversation.account_id == ctx.account_id)
    with ctx.db.session() as session:
        found = keyset_page(
            session,
            ctx,
            query,
            kind=CURSOR_KIND,
            order=(Conversation.updated_at, Conversation.id),
            types=(datetime, str),
            page=page,
            limit=limit,
            cursor=cursor,
        )
        return ConversationPage(
            conversations=[ConversationRead.model_validate(c) for c in found.rows],
            pagination=pagination(page, limit, found.total),
            next_cursor=found.next_cursor,
        )


def get_conversation(ctx: AccountContext, conversation_id: str) -> ConversationDetail:
    """The conversation with its full message history and the tool calls behind each reply."""
    with ctx.db.session() as session:
        conversation = _load(session, ctx, conversation_id)
        messages = session.scalars(
            select(ChatMessage)
            .where(ChatMessage.conversation_id == conversation.id)
            .order_by(ChatMessage.created_at, ChatMessage.id)
        ).all()
        return ConversationDetail(
            **ConversationRead.model_validate(conversation).model_dump(),
            messages=[MessageRead.model_validate(m) for m in messages],
            pending_action=conversation.pending_action,
        )


def rename_conversation(
    ctx: AccountContext, conversation_id: str, *, data: ConversationUpdate | dict[str, Any]
) -> ConversationRead:
    data = parse(ConversationUpdate, data)
    with ctx.db.session() as session:
        conversation = _load(session, ctx, conversation_id)
        conversation.title = data.title.strip()
        conversation.updated_at = ctx.now()
        record_activity(
            session, ctx, "conversation.update", target_type="conversation", target_id=conversation.id
        )
        index_conversation(session, ctx, conversation)
        return ConversationRead.model_validate(conversation)


def delete_conversation(ctx: AccountContext, conversation_id: str) -> None:
    with ctx.db.session() as session:
        conversation = _load(session, ctx, conversation_id)
        session.delete(conversation)
        remove_document(session, ctx, kind=KIND, ref_id=conversation_id)
        record_activity(
            session, ctx, "conversation.delete", target_type="conversation", target_id=conversation_id
        )


def append_message(
    ctx: AccountContext,
    conversation_id: str,
    *,
    role: str,
    content: str,
    attachments: list[str] | None = None,
    tool_calls: list[ToolCallRecord] | None = None,
    provider: str | None = None,
    pending_action: dict[str, Any] | bool | None = False,
) -> MessageRead:
    """Store one message; the first user message names an untitled conversation.

    ``pending_action``: a dict sets the write awaiting confirmation, ``None`` clears it, ``False`` leaves it.
    """
    with ctx.db.session() as session:
        conversation = _load(session, ctx, conversation_id)
        message = ChatMessage(
            conversation_id=conversation.id,
            account_id=ctx.account_id,
            role=role,
            content=content,
            attachments=attachments or [],
            provider=provider,
            tool_calls=[t.model_dump(mode="json") for t in tool_calls or []],
        )
        session.add(message)
        if role == "user" and conversation.title == UNTITLED and conversation.message_count == 0:
            conversation.title = derive_title(content)
        conversation.message_count += 1
        conversation.updated_at = ctx.now()
        if pending_action is not False:
            conversation.pending_action = pending_action if isinstance(pending_action, dict) else None
        index_conversation(session, ctx, conversation)
        return MessageRead.model_validate(message)


def pending_action(ctx: AccountContext, conversation_id: str) -> dict[str, Any] | None:
    with ctx.db.session() as session:
        return _load(session, ctx, conversation_id).pending_action
