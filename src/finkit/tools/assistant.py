"""Tools the assistant needs for attachments: read an uploaded receipt or invoice (read-only)."""

from __future__ import annotations

from pydantic import Field, model_validator

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.files.assets import file_for_asset_url
from finkit.core.receipts.analyse import ReceiptAnalysis, analyse_stored_file
from finkit.tools.registry import ToolInput, tool


class AnalyseUploadInput(ToolInput):
    asset_url: str | None = Field(
        default=None,
        description="The assetUrl returned by POST /api/chat/upload (/api/chat/files/<userId>/<fileName>).",
    )
    file_id: str | None = Field(default=None, description="Or the stored file's id.")

    @model_validator(mode="after")
    def _one_reference(self) -> AnalyseUploadInput:
        if not self.asset_url and not self.file_id:
            raise ValueError("give assetUrl or fileId")
        return self


@tool(
    "receipts_analyse_upload",
    title="Analyse an uploaded receipt",
    read_only=True,
    input_model=AnalyseUploadInput,
    output_model=ReceiptAnalysis,
    description="Read an uploaded receipt or invoice (PDF text layer, OCR of a photo or scan, or plain text) "
    "and parse merchant, date, total, GST, ABN (checked), tax-invoice flag and line items. "
    "Fields that cannot be found are null, never guessed; readable false with extractionError when "
    "the text cannot be read. Changes nothing (it does not save a receipt).",
)
def analyse_upload(ctx: AccountContext, args: AnalyseUploadInput) -> ReceiptAnalysis:
    if args.asset_url:
        file_id = file_for_asset_url(ctx, args.asset_url).id
    elif args.file_id:
        file_id = args.file_id
    else:  # the validator makes this unreachable; keeps the type checker honest
        raise ValidationError.for_field("assetUrl", "give assetUrl or fileId")
    return analyse_stored_file(ctx, file_id)
