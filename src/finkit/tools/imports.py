"""Import a bank file (CSV, OFX/QFX, QIF) given as text."""

from __future__ import annotations

from pydantic import Field

from finkit.core.context import AccountContext
from finkit.core.imports.schemas import ImportFormat, ImportReport
from finkit.core.usecases.imports import import_file
from finkit.tools.registry import ToolInput, tool


class ImportInput(ToolInput):
    content: str = Field(
        min_length=1,
        description="The whole file as text (CSV, OFX/QFX or QIF), exactly as exported by the bank.",
    )
    file_name: str = Field(
        default="import.csv",
        max_length=300,
        description="The file's name; its extension helps detect the format (statement.ofx, export.qif).",
    )
    format: ImportFormat = Field(
        default="auto", description="auto (detect from the content), csv, ofx or qif."
    )
    mapping: dict[str, str] | None = Field(
        default=None,
        description="CSV only: which column holds what, 1-based numbers or header names, e.g. "
        '{"date": "1", "amount": "Amount", "description": "3+4"}. Keys: date, amount (signed), debit, '
        "credit, type (DR/CR), description, merchant, balance; options header (yes|no), delimiter, "
        "decimal, skip. Omit to detect the layout.",
    )
    date_format: str | None = Field(
        default=None,
        max_length=40,
        description="Date format when the file cannot tell day-first from month-first: DD/MM/YYYY, "
        "MM/DD/YYYY or a strptime pattern such as %d.%m.%Y.",
    )
    profile: str | None = Field(
        default=None, max_length=100, description="A saved import profile's name to reuse its mapping."
    )
    dry_run: bool = Field(
        default=False, description="True: change nothing; report what would be added, with sample rows."
    )
    skip_invalid: bool = Field(
        default=False,
        description="True: import the good rows and report the bad ones. False (default): one bad row "
        "refuses the whole file, naming every bad row.",
    )
    bank_account_id: str | None = Field(
        default=None,
        max_length=100,
        description="Bank account id or name; needed with more than one.",
    )


@tool(
    "transactions_import",
    title="Import a bank file",
    read_only=False,
    input_model=ImportInput,
    output_model=ImportReport,
    description="Import transactions from a bank export given as text in content (CSV, OFX/QFX or QIF; the "
    "format and CSV layout are detected). All rows or none unless skipInvalid is true; rows already "
    "imported are skipped as duplicates, so importing the same file twice adds nothing. Run with dryRun "
    "true first to check the detected layout and sample rows. Amounts in the file become signed "
    "transactions: negative is money out, positive money in. Returns counts added, duplicates, invalid "
    "(with row numbers) and ignored (zero-amount rows).",
)
def import_transactions(ctx: AccountContext, args: ImportInput) -> ImportReport:
    return import_file(
        ctx,
        data=args.content.encode("utf-8"),
        file_name=args.file_name,
        format=args.format,
        mapping=args.mapping,
        profile=args.profile,
        date_format=args.date_format,
        dry_run=args.dry_run,
        skip_invalid=args.skip_invalid,
        bank_account=args.bank_account_id,
    )
