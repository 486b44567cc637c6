"""Receipt and file tools: upload a file, read it as a receipt, match and link it."""

from __future__ import annotations

import base64
import binascii
from typing import Literal

from pydantic import Field, model_validator

from finkit.core.context import AccountContext
from finkit.core.files import service as files
from finkit.core.files.schemas import StoredFileRead
from finkit.core.receipts import service as receipts
from finkit.core.receipts.schemas import (
    ReceiptDeleteResult,
    ReceiptFilters,
    ReceiptMatches,
    ReceiptPage,
    ReceiptRead,
)
from finkit.core.schemas import Schema
from finkit.tools.registry import ConfirmInput, ToolInput, tool

RECEIPT_FIELDS = (
    "Parsed fields: merchant, receiptDate, total and gstAmount (positive, in the receipt's currency), ABN "
    "and whether it is valid, isTaxInvoice, lineItems; status is pending, extracted or processed (linked)."
)


class FileList(Schema):
    files: list[StoredFileRead]


class FilesListInput(ToolInput):
    purpose: Literal["attachment", "receipt", "assistant"] | None = Field(
        default=None, description="Only files stored for this purpose."
    )


class FileId(ToolInput):
    file_id: str = Field(description="The file's id (or its sha256).")


class UploadInput(ToolInput):
    file_name: str = Field(min_length=1, max_length=300, description="A name for the file, e.g. receipt.pdf.")
    content_base64: str | None = Field(
        default=None, description="The file's bytes, base64-encoded (images, PDF)."
    )
    text: str | None = Field(default=None, description="Or the file's content as plain text.")
    purpose: Literal["attachment", "receipt", "assistant"] = Field(
        default="attachment", description="What the file is for."
    )

    @model_validator(mode="after")
    def _one_content(self) -> UploadInput:
        if (self.content_base64 is None) == (self.text is None):
            raise ValueError("give exactly one of contentBase64 and text")
        if self.content_base64 is not None:
            try:
                base64.b64decode(self.content_base64, validate=True)
            except (binascii.Error, ValueError):
                raise ValueError("contentBase64 is not valid base64") from None
        return self

    def data(self) -> bytes:
        if self.content_base64 is not None:
            return base64.b64decode(self.content_base64, validate=True)
        return (self.text or "").encode("utf-8")


class ReceiptId(ToolInput):
    receipt_id: str = Field(description="The receipt's id.")


class ProcessInput(ToolInput):
    file_id: str = Field(description="An uploaded file's id (files_upload or files_list).")
    transaction_id: str | None = Field(
        default=None, description="Link the receipt to this transaction straight away."
    )
    notes: str | None = Field(default=None, max_length=5000, description="A note kept with the receipt.")


class MatchesInput(ToolInput):
    receipt_id: str = Field(description="The receipt's id.")
    limit: int = Field(default=5, ge=1, le=50, description="At most this many of each kind.")


class CommitInput(ToolInput):
    receipt_id: str = Field(description="The receipt's id.")
    transaction_id: str | None = Field(default=None, description="The transaction the receipt is for.")
    expense_id: str | None = Field(default=None, description="An existing expense the receipt is for.")
    create_expense: bool = Field(
        default=False, description="True: create a new expense from the receipt's fields and link it."
    )


class ReceiptDeleteInput(ConfirmInput):
    receipt_id: str = Field(description="The receipt's id.")


@tool(
    "files_list",
    title="List stored files",
    read_only=True,
    input_model=FilesListInput,
    output_model=FileList,
    description="The account's stored files (uploads, receipts, assistant attachments), newest first, with "
    "id, name, content type, size in bytes and purpose.",
)
def list_files(ctx: AccountContext, args: FilesListInput) -> FileList:
    return FileList(files=files.list_files(ctx, purpose=args.purpose))


@tool(
    "files_get",
    title="Get a stored file's record",
    read_only=True,
    input_model=FileId,
    output_model=StoredFileRead,
    description="The record of one stored file by id or sha256: name, content type, kind, size in bytes.",
)
def get_file(ctx: AccountContext, args: FileId) -> StoredFileRead:
    return files.get_file(ctx, args.file_id)


@tool(
    "files_upload",
    title="Upload a file",
    read_only=False,
    idempotent=True,
    input_model=UploadInput,
    output_model=StoredFileRead,
    description="Store a file for the account: give contentBase64 (images, PDF) or text. The type is "
    "decided by the bytes (JPEG, PNG, HEIC, PDF, CSV, plain text); too large or unsupported files are "
    "refused. Storing the same bytes again returns the same file. Then use receipts_process with its id.",
)
def upload(ctx: AccountContext, args: UploadInput) -> StoredFileRead:
    return files.store_file(ctx, data=args.data(), file_name=args.file_name, purpose=args.purpose)


@tool(
    "receipts_list",
    title="List receipts",
    read_only=True,
    input_model=ReceiptFilters,
    output_model=ReceiptPage,
    description=f"List receipts, newest first, one page at a time (limit ≤ 200). Filters: status (pending, "
    f"extracted, processed), q (text in the merchant or the extracted text), fromDate/toDate on the "
    f"receipt's own date. Pass the result's nextCursor as cursor (instead of page) for the next page. "
    f"{RECEIPT_FIELDS}",
)
def list_receipts(ctx: AccountContext, args: ReceiptFilters) -> ReceiptPage:
    return receipts.list_receipts(ctx, args)


@tool(
    "receipts_get",
    title="Get a receipt",
    read_only=True,
    input_model=ReceiptId,
    output_model=ReceiptRead,
    description=f"One receipt by id with its extracted text and parsed fields. {RECEIPT_FIELDS}",
)
def get_receipt(ctx: AccountContext, args: ReceiptId) -> ReceiptRead:
    return receipts.get_receipt(ctx, args.receipt_id)


@tool(
    "receipts_process",
    title="Read an uploaded file as a receipt",
    read_only=False,
    input_model=ProcessInput,
    output_model=ReceiptRead,
    description=f"Turn an uploaded file (fileId from files_upload or files_list) into a receipt: its text is "
    f"extracted (OCR for images when available) and parsed. With transactionId it is linked at once; "
    f"otherwise use receipts_suggest_matches and receipts_commit. {RECEIPT_FIELDS}",
)
def process(ctx: AccountContext, args: ProcessInput) -> ReceiptRead:
    return receipts.add_receipt_from_file(
        ctx, file_id=args.file_id, transaction_id=args.transaction_id, notes=args.notes
    )


@tool(
    "receipts_suggest_matches",
    title="Suggest what a receipt belongs to",
    read_only=True,
    input_model=MatchesInput,
    output_model=ReceiptMatches,
    description="Bank transactions and expenses this receipt may belong to, best first, scored 0–100 with "
    "reasons (amount, date, merchant). Changes nothing; link with receipts_commit.",
)
def suggest(ctx: AccountContext, args: MatchesInput) -> ReceiptMatches:
    return receipts.suggest_receipt_matches(ctx, args.receipt_id, limit=args.limit)


@tool(
    "receipts_commit",
    title="Link a receipt",
    read_only=False,
    input_model=CommitInput,
    output_model=ReceiptRead,
    description="Link a receipt to a transaction and/or an expense (or createExpense: true to make a new "
    "expense from its fields) and mark it processed.",
)
def commit(ctx: AccountContext, args: CommitInput) -> ReceiptRead:
    return receipts.commit_receipt(
        ctx,
        args.receipt_id,
        transaction_id=args.transaction_id,
        expense_id=args.expense_id,
        create_expense=args.create_expense,
    )


def _preview_delete(ctx: AccountContext, args: ReceiptDeleteInput) -> str:
    found = receipts.get_receipt(ctx, args.receipt_id)
    return (
        f"Delete the receipt record of '{found.file.original_name}' ({found.merchant or 'unknown merchant'})"
    )


@tool(
    "receipts_delete",
    title="Delete a receipt",
    read_only=False,
    destructive=True,
    input_model=ReceiptDeleteInput,
    output_model=ReceiptDeleteResult,
    preview=_preview_delete,
    description="Delete a receipt record (the stored file stays). Without confirm: true it only says what it "
    "would do.",
)
def delete(ctx: AccountContext, args: ReceiptDeleteInput) -> ReceiptDeleteResult:
    return receipts.delete_receipt(ctx, args.receipt_id)
