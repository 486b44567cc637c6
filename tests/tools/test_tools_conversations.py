"""Assistant conversation tools."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.conversations.service import append_message, get_conversation, list_conversations
from tests.tools.tooling import error, field_names, ok, unconfirmed


def test_create_list_get_rename_delete(ctx: AccountContext, other_ctx: AccountContext) -> None:
    created = ok(ctx, "conversations_create", {"title": "June review"})
    assert created["title"] == "June review" and created["messageCount"] == 0
    append_message(ctx, created["id"], role="user", content="How much on fuel?")
    listed = ok(ctx, "conversations_list")
    assert [c["id"] for c in listed["conversations"]] == [created["id"]]
    detail = ok(ctx, "conversations_get", {"conversationId": created["id"]})
    assert [m["content"] for m in detail["messages"]] == ["How much on fuel?"]
    assert (
        ok(ctx, "conversations_rename", {"conversationId": created["id"], "title": "Fuel"})["title"] == "Fuel"
    )

    assert error(other_ctx, "conversations_get", {"conversationId": created["id"]})["code"] == "NOT_FOUND"
    refused = error(other_ctx, "conversations_delete", {"conversationId": created["id"], "confirm": True})
    assert refused["code"] == "NOT_FOUND"

    would = unconfirmed(ctx, "conversations_delete", {"conversationId": created["id"]})
    assert "Fuel" in would and "1 messages" in would
    assert get_conversation(ctx, created["id"]).title == "Fuel"
    assert (
        ok(ctx, "conversations_delete", {"conversationId": created["id"], "confirm": True})["deleted"] is True
    )
    assert list_conversations(ctx).pagination.total == 0


def test_invalid_arguments_name_the_field(ctx: AccountContext) -> None:
    created = ok(ctx, "conversations_create", {})
    assert "title" in field_names(
        error(ctx, "conversations_rename", {"conversationId": created["id"], "title": ""})
    )
    assert "title" in field_names(error(ctx, "conversations_create", {"title": "x" * 201}))
    assert list_conversations(ctx).pagination.total == 1
