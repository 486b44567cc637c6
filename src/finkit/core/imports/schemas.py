"""What an import reports, and saved import profiles."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import Field

from finkit.core.schemas import InputSchema, Num, Schema

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


class ImportProfileCreate(InputSchema):
    name: str = Field(min_length=1, max_length=100)
    mapping: dict[str, str] = Field(default_factory=dict)
    date_format: str | None = Field(default=None, max_length=40)
    format: ImportFormat = "csv"


class ImportProfileRead(Schema):
    id: str
    name: str
    mapping: dict[str, str]
    date_format: str | None
    format: str
    created_at: datetime
    updated_at: datetime
