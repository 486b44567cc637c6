"""The AI assistant: chat messages (JSON or server-sent events), conversations, uploads and files.

See docs/assistant.md for the event format, confirmation of writes and the quota.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from typing import Any, Literal

import anyio
from pydantic import Field
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException
from starlette.responses import Response, StreamingResponse

from finkit.assistant.chat import PreparedChat, prepare_chat, run_chat, sse_event
from finkit.core.conversations.schemas import (
    ConversationCreate,
    ConversationDetail,
    ConversationRead,
    ConversationUpdate,
    MessageRead,
    ToolCallRecord,
)
from finkit.core.conversations.service import (
    create_conversation,
    delete_conversation,
    get_conversation,
    list_conversations,
    rename_conversation,
)
from finkit.core.errors import (
    FieldProblem,
    FinkitError,
    UnsupportedMediaTypeError,
    ValidationError,
)
from finkit.core.files.assets import asset_url, open_asset
from finkit.core.files.schemas import StoredFileRead
from finkit.core.files.service import store_files
from finkit.core.files.sniff import SUPPORTED
from finkit.core.schemas import DEFAULT_PAGE_SIZE, InputSchema, Pagination, Schema
from finkit.server.envelopes import DeletedEnvelope, Envelope
from finkit.server.routing import Call, RouteGroup

log = logging.getLogger("finkit.server.chat")
routes = RouteGroup(tag="chat")
SSE = "text/event-stream"
SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
MAX_UPLOAD_FILES = 10
#: Shown inline by a browser (an image preview in the chat); everything else, PDFs included, downloads.
#: Every answer also carries the sandbox CSP of the other download routes (issue 24: a PDF was served
#: inline without it, so a browser ran it as a document of this origin).
INLINE_TYPES = frozenset({"image/jpeg", "image/png", "image/heic"})
DOWNLOAD_CSP = "default-src 'none'; sandbox"


# --- models ------------------------------------------------------------------------------------------------


class ChatMessageBody(InputSchema):
    conversation_id: str | None = Field(
        default=None, min_length=1, max_length=64, description="Omit to start a new conversation."
    )
    message: str = Field(min_length=1, max_length=10_000, description="What the user says.")
    asset_url: str | None = Field(default=None, max_length=300, description="An assetUrl from upload.")
    asset_urls: list[str] | None = Field(
        default=None, max_length=10, description="Several assetUrls from upload."
    )
    stream: bool = Field(
        default=False, description="Answer as server-sent events (or send Accept: text/event-stream)."
    )


class PendingAction(Schema):
    """A write the assistant proposed; the user's next message "yes" runs it, "no" cancels it."""

    tool: str
    arguments: dict[str, Any]
    summary: str


class ChatError(Schema):
    error: str
    code: str


class ChatReply(Schema):
    conversation_id: str
    message: MessageRead = Field(description="The stored assistant message.")
    tool_calls: list[ToolCallRecord] = Field(description="Tools that ran for this reply, in order.")
    pending_action: PendingAction | None
    errors: list[ChatError] = Field(default_factory=list, description="Provider failures, if any.")


class ChatReplyEnvelope(Envelope):
    data: ChatReply


class ConversationEnvelope(Envelope):
    data: ConversationRead


class ConversationList(Schema):
    conversations: list[ConversationRead]
    pagination: Pagination
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )


class ConversationListEnvelope(Envelope):
    data: ConversationList


class ConversationDetailEnvelope(Envelope):
    data: ConversationDetail


class ConversationPatch(InputSchema):
    title: str | None = Field(default=None, min_length=1, max_length=200, description="The new title.")


class ConversationQuery(InputSchema):
    page: int = Field(default=1, ge=1, le=10_000_000)
    limit: int = Field(default=DEFAULT_PAGE_SIZE, ge=1, le=200)
    cursor: str | None = Field(
        default=None,
        description="Continue after the last page: the nextCursor it returned (instead of page).",
    )


class UploadedFile(Schema):
    asset_url: str
    file_id: str
    file_name: str
    content_type: str
    kind: str
    size: int


class UploadData(UploadedFile):
    files: list[UploadedFile] = Field(description="Every file of the request (the first is repeated above).")


class UploadEnvelope(Envelope):
    data: UploadData


class StreamTestInfo(Envelope):
    """Not sent: the route answers with server-sent events (``text/event-stream``)."""

    events: list[Literal["start", "token", "done"]] = []


# --- chat --------------------------------------------------------------------------------------------------


def _wants_stream(call: Call, body: ChatMessageBody) -> bool:
    return body.stream or SSE in call.request.headers.get("accept", "").lower()


async def _sse_body(prepared: PreparedChat) -> AsyncIterator[str]:
    try:
        async for event in run_chat(prepared):
            yield sse_event(event.type, event.data)
    except FinkitError as exc:  # e.g. the conversation was deleted while the reply was being written
        yield sse_event("error", {"error": exc.message, "code": exc.code})
    except Exception:
        log.exception("chat stream failed (conversation %s)", prepared.conversation_id)
        yield sse_event("error", {"error": "Internal error while answering", "code": "INTERNAL_ERROR"})


@routes.post(
    "/api/chat/message",
    body=ChatMessageBody,
    response=ChatReplyEnvelope,
    summary="Send a message to the assistant",
    errors=(404, 503),
    produces=(SSE,),
)
async def message(call: Call) -> Response | ChatReplyEnvelope:
    """The reply and the tools behind it. With ``Accept: text/event-stream`` or ``stream: true`` the reply
    streams as server-sent events ``token``, ``tool_call_start``, ``tool_call_end``, ``error`` and a final
    ``done`` whose data is this route's JSON ``data``. Counts one AI request against the monthly quota
    (429 ``QUOTA_EXCEEDED`` with ``resetsAt`` when none is left). Without ``conversationId`` a new
    conversation is created (its id is in the answer)."""
    body: ChatMessageBody = call.body
    urls = ([body.asset_url] if body.asset_url else []) + (body.asset_urls or [])
    ctx = call.ctx
    prepared = await anyio.to_thread.run_sync(
        lambda: prepare_chat(ctx, message=body.message, conversation_id=body.conversation_id, asset_urls=urls)
    )
    if _wants_stream(call, body):
        return StreamingResponse(_sse_body(prepared), media_type=SSE, headers=SSE_HEADERS)
    done: dict[str, Any] | None = None
    errors: list[dict[str, Any]] = []
    async for event in run_chat(prepared):
        if event.type == "error":
            errors.append(event.data)
        elif event.type == "done":
            done = event.data
    if done is None:  # the engine always ends with done; anything else is a bug
        raise RuntimeError("the assistant ended without a reply")
    return ChatReplyEnvelope.model_validate({"success": True, "data": done})


@routes.get(
    "/api/chat/stream-test",
    response=StreamTestInfo,
    summary="Check that server-sent events reach the client",
    produces=(SSE,),
)
async def stream_test(call: Call) -> Response:
    """Five events (``start``, three ``token``, ``done``), then the stream closes. Counts no AI request."""

    async def events() -> AsyncIterator[str]:
        yield sse_event("start", {"message": "stream test"})
        for i, word in enumerate(("Streaming ", "works ", "here.")):
            await anyio.sleep(0)
            yield sse_event("token", {"text": word, "index": i})
        yield sse_event("done", {"ok": True, "events": 5})

    return StreamingResponse(events(), media_type=SSE, headers=SSE_HEADERS)


# --- conversations -----------------------------------------------------------------------------------------


@routes.get(
    "/api/chat/conversations",
    query=ConversationQuery,
    response=ConversationListEnvelope,
    summary="List conversations, most recently active first",
)
def list_(call: Call) -> ConversationListEnvelope:
    """``limit`` 1–200 (default 50); ``cursor`` (the previous page's ``nextCursor``) instead of ``page``."""
    query: ConversationQuery = call.query
    page = list_conversations(call.ctx, page=query.page, limit=query.limit, cursor=query.cursor)
    return ConversationListEnvelope(
        data=ConversationList(
            conversations=page.conversations, pagination=page.pagination, next_cursor=page.next_cursor
        )
    )


@routes.post(
    "/api/chat/conversations",
    body=ConversationCreate,
    response=ConversationEnvelope,
    status=201,
    summary="Start a conversation",
)
def create(call: Call) -> ConversationEnvelope:
    """``title`` is optional: an untitled conversation is named after its first message."""
    return ConversationEnvelope(data=create_conversation(call.ctx, data=call.body))


@routes.get(
    "/api/chat/conversations/{id}",
    response=ConversationDetailEnvelope,
    summary="A conversation with its full message history and tool calls",
)
def get(call: Call) -> ConversationDetailEnvelope:
    return ConversationDetailEnvelope(data=get_conversation(call.ctx, call.path["id"]))


@routes.patch(
    "/api/chat/conversations/{id}",
    body=ConversationPatch,
    response=ConversationEnvelope,
    summary="Rename a conversation",
)
def rename(call: Call) -> ConversationEnvelope:
    """``{"title": "..."}``; an empty body changes nothing and answers the conversation as it is."""
    conversation_id = call.path["id"]
    if call.body.title is None:
        detail = get_conversation(call.ctx, conversation_id)
        return ConversationEnvelope(data=ConversationRead.model_validate(detail.model_dump()))
    data = ConversationUpdate(title=call.body.title)
    return ConversationEnvelope(data=rename_conversation(call.ctx, conversation_id, data=data))


@routes.delete(
    "/api/chat/conversations/{id}", response=DeletedEnvelope, summary="Delete a conversation and its messages"
)
def delete(call: Call) -> DeletedEnvelope:
    delete_conversation(call.ctx, call.path["id"])
    return DeletedEnvelope(id=call.path["id"])


# --- uploads and files -------------------------------------------------------------------------------------


def _uploaded(call: Call, stored: StoredFileRead) -> UploadedFile:
    return UploadedFile(
        asset_url=asset_url(call.ctx, stored),
        file_id=stored.id,
        file_name=stored.original_name,
        content_type=stored.content_type,
        kind=stored.kind,
        size=stored.size,
    )


@routes.post(
    "/api/chat/upload",
    response=UploadEnvelope,
    status=201,
    summary="Upload a receipt, invoice or spreadsheet for the assistant",
    form=True,
)
async def upload(call: Call) -> UploadEnvelope:
    """``multipart/form-data`` with one or more ``file`` parts: JPEG, PNG, HEIC, PDF, plain text, CSV or
    XLSX, decided by the bytes (not the name or the declared type), up to ``FINKIT_UPLOAD_MAX_BYTES``
    (413). Send the returned ``assetUrl`` with a chat message to let the assistant read the file."""
    media_type = call.request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media_type != "multipart/form-data":
        raise UnsupportedMediaTypeError(
            f"Content-Type must be multipart/form-data, not {media_type or 'missing'}"
        )
    parts: list[tuple[str, bytes]] = []
    try:
        async with call.request.form(max_files=MAX_UPLOAD_FILES, max_fields=20) as form:
            unknown = [key for key in form if key not in ("file", "files")]
            if unknown:
                raise ValidationError(fields=[FieldProblem(k, "is not a known field") for k in unknown])
            for value in form.getlist("file") + form.getlist("files"):
                if not isinstance(value, UploadFile):
                    raise ValidationError.for_field("file", "must be a file part (with a filename)")
                parts.append((value.filename or "upload", await value.read()))
    except HTTPException as exc:  # starlette's malformed-multipart and too-many-parts errors
        raise ValidationError.for_field("body", f"is not a valid multipart form: {exc.detail}") from None
    if not parts:
        raise ValidationError.for_field("file", "is required (a multipart file part named file)")
    ctx = call.ctx

    def store_all() -> list[StoredFileRead]:
        return store_files(ctx, parts, purpose="assistant")  # all or none

    stored = [_uploaded(call, s) for s in await anyio.to_thread.run_sync(store_all)]
    return UploadEnvelope(data=UploadData(**stored[0].model_dump(), files=stored))


@routes.get(
    "/api/chat/files/{userId}/{fileName}",
    response=Envelope,
    summary="Download an uploaded file (its owner only)",
    errors=(404,),
    produces=tuple(sorted({t.content_type for t in SUPPORTED})),
)
def file(call: Call) -> Response:
    """The bytes with their sniffed ``Content-Type``, ``Content-Disposition`` (inline for images,
    attachment otherwise, PDFs included), ``X-Content-Type-Options: nosniff`` and the sandbox
    ``Content-Security-Policy`` of every download route. Another user's file, or a
    ``userId`` that is not the caller's, is 404; names that are not ``<fileId><extension>`` (traversal,
    encoded slashes, odd characters) are 400."""
    raw_path = call.request.scope.get("raw_path", b"").decode("latin-1")
    if "%" in raw_path or "\\" in raw_path or ".." in raw_path:
        raise ValidationError.for_field("fileName", "must be a plain asset name (no encoded or dot segments)")
    stored, data = open_asset(call.ctx, call.path["userId"], call.path["fileName"])
    disposition = "inline" if stored.content_type in INLINE_TYPES else "attachment"
    download_name = stored.original_name.replace('"', "_")
    return Response(
        content=data,
        media_type=stored.content_type,
        headers={
            "Content-Disposition": f'{disposition}; filename="{download_name}"',
            "X-Content-Type-Options": "nosniff",
            "Content-Security-Policy": DOWNLOAD_CSP,
            "Cache-Control": "private, no-store",
        },
    )
