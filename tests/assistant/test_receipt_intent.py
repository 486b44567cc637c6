"""The local engine's "analyse this receipt": the attachment reaches receipts_analyse_upload."""

from __future__ import annotations

import asyncio
from datetime import date

from finkit.assistant.chat import prepare_chat, run_chat
from finkit.assistant.local.intents import INTENTS, Request, match
from finkit.assistant.providers.local import split_attachments
from finkit.core.context import AccountContext
from finkit.core.conversations.service import get_conversation
from finkit.core.files.assets import asset_url
from finkit.core.files.service import store_file
from finkit.core.subscription.service import ai_requests_used
from finkit.tools.dispatch import call_tool
from finkit.tools.registry import all_tools, get_tool
from tests.sample_files import text_pdf


def _chat(ctx: AccountContext, message: str, urls: list[str] | None = None) -> dict[str, object]:
    async def run() -> dict[str, object]:
        prepared = prepare_chat(ctx, message=message, asset_urls=urls)
        events = [e async for e in run_chat(prepared)]
        assert events[-1].type == "done"
        return events[-1].data

    return asyncio.run(run())


def test_split_attachments() -> None:
    assert split_attachments("hi\n[attachments: /a/1.pdf, /a/2.png]") == ("hi", ["/a/1.pdf", "/a/2.png"])
    assert split_attachments("no attachments [here]") == ("no attachments [here]", [])


def test_receipt_intent_matches_receipt_wording_only() -> None:
    names = {t.name for t in all_tools()}

    def intent_of(text: str) -> str | None:
        found = match(Request(text, date(2026, 11, 21), "AUD", {}, ["/api/chat/files/u/f.pdf"]), names)
        return found.name if found else None

    for text in (
        "analyse this receipt",
        "Can you read the attached invoice?",
        "scan this photo",
        "what's on this receipt",
    ):
        assert intent_of(text) == "analyse_receipt", text
    for text in ("show my recent transactions", "what's the GST on $110", "what categories do I have?"):
        assert intent_of(text) != "analyse_receipt", text
    assert INTENTS[0].name == "analyse_receipt"


def test_chat_analyses_an_attached_receipt_and_counts_one_request(ctx: AccountContext) -> None:
    stored = store_file(ctx, data=text_pdf(), file_name="cafe.pdf", purpose="assistant")
    url = asset_url(ctx, stored)
    done = _chat(ctx, "please analyse this receipt", [url])
    message = done["message"]
    assert isinstance(message, dict)
    assert "$14.50 AUD" in message["content"] and "receipts_analyse_upload" in message["content"]
    detail = get_conversation(ctx, str(done["conversationId"]))
    assert detail.messages[0].attachments == [url]
    assert ai_requests_used(ctx) == 1


def test_the_tool_is_read_only_and_refuses_other_accounts(
    ctx: AccountContext, other_ctx: AccountContext
) -> None:
    spec = get_tool("receipts_analyse_upload")
    assert spec is not None and spec.read_only and not spec.destructive
    stored = store_file(ctx, data=text_pdf(), file_name="cafe.pdf")
    mine = asyncio.run(call_tool(ctx, spec, {"fileId": stored.id}))
    assert not mine.is_error and mine.structured["total"] == 14.5
    theirs = asyncio.run(call_tool(other_ctx, spec, {"assetUrl": asset_url(ctx, stored)}))
    assert theirs.is_error and theirs.structured["code"] == "VALIDATION_ERROR"
    by_id = asyncio.run(call_tool(other_ctx, spec, {"fileId": stored.id}))
    assert by_id.is_error and by_id.structured["code"] == "NOT_FOUND"
    neither = asyncio.run(call_tool(ctx, spec, {}))
    assert neither.is_error and "assetUrl or fileId" in neither.text
