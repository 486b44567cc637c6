from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import Field

from finkit.core.schemas import InputSchema, Pagination, Schema


class ToolCallRecord(Schema):
    tool: str
    arguments: dict[str, Any]
    result_summary: str
    duration_ms: int
    is_error: bool = False


class MessageRead(Schema):
    id: str
    role: str
    content: str
    attachments: list[str]
    tool_calls: list[ToolCallRecord]
    provider: str | None
    created_at: datetime


class ConversationRead(Schema):
    """The spec's Conversation: id, title, messageCount, createdAt, updatedAt."""

    id: str
    title: str
    message_count: int
    created_at: datetime
    updated_at: datetime


class ConversationDetail(ConversationRead):
    messages: list[MessageRead]
    pending_action: dict[str, Any] | None = None


class ConversationCreate(InputSchema):
    title: str | None = Field(default=None, max_length=200)


class ConversationUpdate(InputSchema):
    title: str = Field(min_length=1, max_length=200)


class ConversationPage(Schema):
    conversations: list[ConversationRead]
    pagination: Pagination
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )
