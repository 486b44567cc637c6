"""Assistant conversation tools: the stored chats with the finkit assistant."""

from __future__ import annotations

from pydantic import Field

from finkit.core.context import AccountContext
from finkit.core.conversations import service as conversations
from finkit.core.conversations.schemas import (
    ConversationCreate,
    ConversationDetail,
    ConversationPage,
    ConversationRead,
    ConversationUpdate,
)
from finkit.core.schemas import Schema
from finkit.tools.registry import ConfirmInput, ToolInput, tool


class ConversationDeleteResult(Schema):
    id: str
    deleted: bool = True


class ListInput(ToolInput):
    page: int = Field(default=1, ge=1)
    limit: int = Field(default=50, ge=1, le=200)
    cursor: str | None = Field(
        default=None,
        description="Continue after the last page: the nextCursor it returned (instead of page).",
    )


class ConversationId(ToolInput):
    conversation_id: str = Field(description="The conversation's id.")


class RenameInput(ConversationUpdate):
    conversation_id: str = Field(description="The conversation's id.")


class DeleteInput(ConfirmInput):
    conversation_id: str = Field(description="The conversation's id.")


@tool(
    "conversations_list",
    title="List assistant conversations",
    read_only=True,
    input_model=ListInput,
    output_model=ConversationPage,
    description="The account holder's conversations with the finkit assistant, most recently active first, "
    "with title and message count. Pass the result's nextCursor as cursor (instead of page) for the next "
    "page.",
)
def list_conversations(ctx: AccountContext, args: ListInput) -> ConversationPage:
    return conversations.list_conversations(ctx, page=args.page, limit=args.limit, cursor=args.cursor)


@tool(
    "conversations_get",
    title="Get a conversation",
    read_only=True,
    input_model=ConversationId,
    output_model=ConversationDetail,
    description="One assistant conversation with its full message history and the tool calls behind each "
    "reply.",
)
def get_conversation(ctx: AccountContext, args: ConversationId) -> ConversationDetail:
    return conversations.get_conversation(ctx, args.conversation_id)


@tool(
    "conversations_create",
    title="Start a conversation",
    read_only=False,
    input_model=ConversationCreate,
    output_model=ConversationRead,
    description="Start a new, empty assistant conversation, optionally with a title (otherwise the first "
    "message names it).",
)
def create_conversation(ctx: AccountContext, args: ConversationCreate) -> ConversationRead:
    return conversations.create_conversation(ctx, data=args)


@tool(
    "conversations_rename",
    title="Rename a conversation",
    read_only=False,
    idempotent=True,
    input_model=RenameInput,
    output_model=ConversationRead,
    description="Give an assistant conversation a new title (1–200 characters).",
)
def rename(ctx: AccountContext, args: RenameInput) -> ConversationRead:
    return conversations.rename_conversation(
        ctx, args.conversation_id, data=ConversationUpdate(title=args.title)
    )


def _preview_delete(ctx: AccountContext, args: DeleteInput) -> str:
    found = conversations.get_conversation(ctx, args.conversation_id)
    return f"Delete conversation '{found.title}' and its {found.message_count} messages"


@tool(
    "conversations_delete",
    title="Delete a conversation",
    read_only=False,
    destructive=True,
    input_model=DeleteInput,
    output_model=ConversationDeleteResult,
    preview=_preview_delete,
    description="Delete an assistant conversation and all its messages. Without confirm: true it only says "
    "what it would do.",
)
def delete(ctx: AccountContext, args: DeleteInput) -> ConversationDeleteResult:
    conversations.delete_conversation(ctx, args.conversation_id)
    return ConversationDeleteResult(id=args.conversation_id)
