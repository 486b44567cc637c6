"""What an import reports, and saved import profiles."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import Field

from finkit.core.bank_accounts.schemas import BalanceCheck
from finkit.core.imports.mapping import KEYS as MAPPING_KEYS
from finkit.core.schemas import InputSchema, Num, RequestSchemaOnly, Schema

ImportFormat = Literal["auto", "csv", "ofx", "qif"]


class ImportProblem(Schema):
    """One refused row: its 1-based line (record) in the file, the field, and why."""

    row: int | None
    field: str
    message: str


class ImportSampleRow(Schema):
    line: int | None
    date: datetime
    description: str
    amount: Num
    currency: str
    merchant: str | None
    category_id: str | None
    category_name: str | None


class ImportReport(Schema):
    batch_id: str | None  # None for a dry run
    bank_account_id: str | None = None
    bank_account_name: str | None = None
    #: The statement's balance column checked (``checked`` false when the file has none).
    balance_check: BalanceCheck = Field(default_factory=lambda: BalanceCheck(checked=False, ok=True))
    file_name: str
    format: str
    dry_run: bool
    layout: dict[str, Any]
    added: int
    duplicates: int
    invalid: int
    ignored: int  # zero-amount rows (opening balances, placeholders): not transactions
    errors: list[ImportProblem]  # the first MAX_REPORTED_ERRORS; ``invalid`` counts all
    sample: list[ImportSampleRow]  # dry run: the first rows that would be added


_CONTROLS = "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F"
#: A mapping as ``parse_mapping`` reads it, for /openapi.json: known keys, each naming a column (not blank).
MAPPING_SCHEMA: dict[str, Any] = {
    "propertyNames": {"enum": list(MAPPING_KEYS)},
    "additionalProperties": {
        "type": "string",
        "pattern": f"^[^{_CONTROLS}]*[^\\s{_CONTROLS}][^{_CONTROLS}]*$",
    },
}


class ImportProfileCreate(InputSchema):
    name: str = Field(min_length=1, max_length=100)
    mapping: Annotated[dict[str, str], RequestSchemaOnly.of(**MAPPING_SCHEMA)] = Field(default_factory=dict)
    date_format: str | None = Field(default=None, max_length=40)
    format: ImportFormat = "csv"
    bank_account_id: str | None = Field(
        default=None,
        max_length=100,
        description="The bank account (id or name) an import with this profile goes into when the import "
        "names none.",
    )


class ImportProfileRead(Schema):
    id: str
    name: str
    mapping: dict[str, str]
    date_format: str | None
    format: str
    bank_account_id: str | None = None
    created_at: datetime
    updated_at: datetime
