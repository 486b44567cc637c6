"""Receipts (upload, list, get with proposals, commit, reprocess, delete, download) and stored files."""

from __future__ import annotations

from typing import Literal

from pydantic import Field
from starlette.responses import Response

from finkit.core.files.schemas import StoredFileRead
from finkit.core.files.service import delete_file, get_file, list_files, open_file
from finkit.core.files.sniff import SUPPORTED
from finkit.core.receipts.schemas import ReceiptCorrection, ReceiptFilters, ReceiptMatches, ReceiptRead
from finkit.core.receipts.service import (
    RECEIPT_TYPES,
    add_receipt,
    commit_receipt,
    correct_receipt,
    delete_receipt,
    get_receipt,
    list_receipts,
    reprocess_receipt,
    suggest_receipt_matches,
)
from finkit.core.schemas import InputSchema, Pagination
from finkit.server.envelopes import DeletedEnvelope, Envelope
from finkit.server.routing import MULTIPART, Call, RouteGroup

routes = RouteGroup(tag="receipts")
files = RouteGroup(tag="files")

RECEIPT_MEDIA = tuple(t.content_type for t in RECEIPT_TYPES)
FILE_MEDIA = tuple(t.content_type for t in SUPPORTED)


class ReceiptUpload(InputSchema):
    file: bytes = Field(description="JPEG, PNG, HEIC, PDF or plain text; the type is read from the bytes.")
    transaction_id: str | None = Field(default=None, description="Commit to this transaction straight away.")
    notes: str | None = Field(default=None, max_length=5000)


class ReceiptEnvelope(Envelope):
    receipt: ReceiptRead


class ReceiptWithMatches(Envelope):
    receipt: ReceiptRead
    matches: ReceiptMatches = Field(description="Transactions and expenses it may belong to, best first.")


class ReceiptList(Envelope):
    receipts: list[ReceiptRead]
    pagination: Pagination
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )


class CommitBody(InputSchema):
    """Give ``transactionId`` and/or ``expenseId``, or ``createExpense`` (optionally with a transaction)."""

    transaction_id: str | None = None
    expense_id: str | None = None
    create_expense: bool = False


class FileQuery(InputSchema):
    purpose: Literal["attachment", "receipt", "assistant"] | None = None


class FileEnvelope(Envelope):
    file: StoredFileRead


class FileList(Envelope):
    files: list[StoredFileRead]


def file_response(record: StoredFileRead, data: bytes) -> Response:
    """The bytes with their sniffed type, as a download; never rendered by the browser as something else.
    ``originalName`` is already sanitised to a conservative ASCII set, so it is safe in the header."""
    return Response(
        data,
        media_type=record.content_type,
        headers={
            "Content-Disposition": f'attachment; filename="{record.original_name}"',
            "X-Content-Type-Options": "nosniff",
            "Content-Security-Policy": "default-src 'none'; sandbox",
            "Cache-Control": "private, no-store",
        },
    )


@routes.post(
    "/api/receipts",
    body=ReceiptUpload,
    body_media=MULTIPART,
    response=ReceiptWithMatches,
    status=201,
    summary="Upload a receipt",
)
def upload(call: Call) -> ReceiptWithMatches:
    """Multipart: ``file`` (required), ``transactionId``, ``notes``. The text is read (PDF text layer,
    OCR for images) and parsed; the answer carries the receipt and what it may match. A type other than
    JPEG, PNG, HEIC, PDF or text is 415; a body over ``uploadMaxBytes`` is 413."""
    body: ReceiptUpload = call.body
    receipt = add_receipt(
        call.ctx,
        data=body.file,
        file_name=call.file_names.get("file", "receipt"),
        transaction_id=body.transaction_id or None,
        notes=body.notes,
    )
    return ReceiptWithMatches(receipt=receipt, matches=suggest_receipt_matches(call.ctx, receipt.id))


@routes.get(
    "/api/receipts", query=ReceiptFilters, response=ReceiptList, summary="List receipts, newest first"
)
def list_(call: Call) -> ReceiptList:
    """Filters: status (pending, extracted, processed), q (merchant or extracted text), fromDate/toDate
    (the receipt's own date). ``limit`` 1–200 (default 50); ``cursor`` (the previous page's
    ``nextCursor``) instead of ``page`` at any depth."""
    page = list_receipts(call.ctx, call.query)
    return ReceiptList(receipts=page.receipts, pagination=page.pagination, next_cursor=page.next_cursor)


@routes.get(
    "/api/receipts/{id}", response=ReceiptWithMatches, summary="Get a receipt: extracted fields and proposals"
)
def get(call: Call) -> ReceiptWithMatches:
    receipt = get_receipt(call.ctx, call.path["id"])
    return ReceiptWithMatches(receipt=receipt, matches=suggest_receipt_matches(call.ctx, receipt.id))


@routes.patch(
    "/api/receipts/{id}",
    body=ReceiptCorrection,
    response=ReceiptEnvelope,
    summary="Correct what was read from a receipt (merchant, date, total, GST, ABN, tax invoice)",
)
def correct(call: Call) -> ReceiptEnvelope:
    """Fields left out keep their value, ``null`` clears one. Each bad field is named (400) and nothing is
    saved: an ABN that fails the ATO check-digit test, a negative amount, GST above the total."""
    return ReceiptEnvelope(receipt=correct_receipt(call.ctx, call.path["id"], data=call.body))


@routes.post(
    "/api/receipts/{id}/commit",
    body=CommitBody,
    response=ReceiptEnvelope,
    summary="Link a receipt to a transaction or expense, or create an expense from it",
)
def commit(call: Call) -> ReceiptEnvelope:
    """Marks it ``processed`` and publishes ``receipt.processed``. Already processed: 409. Nothing to link
    to, or ``createExpense`` without a parsed total/date: 400."""
    body: CommitBody = call.body
    return ReceiptEnvelope(
        receipt=commit_receipt(
            call.ctx,
            call.path["id"],
            transaction_id=body.transaction_id,
            expense_id=body.expense_id,
            create_expense=body.create_expense,
        )
    )


@routes.post("/api/receipts/{id}/reprocess", response=ReceiptEnvelope, summary="Read a receipt's file again")
def reprocess(call: Call) -> ReceiptEnvelope:
    """E.g. after installing tesseract; links are kept."""
    return ReceiptEnvelope(receipt=reprocess_receipt(call.ctx, call.path["id"]))


@routes.get(
    "/api/receipts/{id}/file", content_types=RECEIPT_MEDIA, summary="Download a receipt's stored file"
)
def download(call: Call) -> Response:
    """The file as uploaded, with its sniffed ``Content-Type``, ``Content-Disposition: attachment`` and
    ``X-Content-Type-Options: nosniff``."""
    receipt = get_receipt(call.ctx, call.path["id"])
    return file_response(*open_file(call.ctx, receipt.file_id))


@routes.delete("/api/receipts/{id}", response=DeletedEnvelope, summary="Delete a receipt")
def delete(call: Call) -> DeletedEnvelope:
    """The stored file stays (another record may share its content)."""
    return DeletedEnvelope(id=delete_receipt(call.ctx, call.path["id"]).id)


@files.get("/api/files", query=FileQuery, response=FileList, summary="List stored files, newest first")
def list_files_(call: Call) -> FileList:
    query: FileQuery = call.query
    return FileList(files=list_files(call.ctx, purpose=query.purpose))


@files.get("/api/files/{id}", response=FileEnvelope, summary="A stored file's record")
def get_file_(call: Call) -> FileEnvelope:
    """``id`` is the file's id or its SHA-256."""
    return FileEnvelope(file=get_file(call.ctx, call.path["id"]))


@files.delete(
    "/api/files/{id}", response=DeletedEnvelope, summary="Delete a stored file, freeing its storage"
)
def delete_file_(call: Call) -> DeletedEnvelope:
    """A file a receipt still uses is 409 (delete the receipt first)."""
    return DeletedEnvelope(id=delete_file(call.ctx, call.path["id"]).id)


@files.get("/api/files/{id}/content", content_types=FILE_MEDIA, summary="Download a stored file")
def file_content(call: Call) -> Response:
    """Same headers as a receipt download; the content is re-hashed before it is served."""
    return file_response(*open_file(call.ctx, call.path["id"]))
