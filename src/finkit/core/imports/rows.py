"""The row every importer produces and every enricher (rules, categoriser) may change before insert.

Kept deliberately small and mutable (``slots``): a million of them must fit the import's memory budget,
and enrichers work on them in chunks inside the import's database transaction.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
from typing import Literal


@dataclass(slots=True)
class ImportRow:
    date: datetime  # aware, UTC
    description: str
    amount: Decimal  # signed: negative = money out
    currency: str
    source: str  # csv | ofx | qif | bank_feed | api
    merchant: str | None = None
    category_id: str | None = None
    category_assigned_by: str | None = None  # import | rule | ai (never "user" on import)
    category_confidence: Decimal | None = None  # 0..1, set by rules (1) and the categoriser
    needs_review: bool = False  # set by the rules action flagForReview
    notes: str | None = None
    tags: list[str] = field(default_factory=list)
    is_tax_deductible: bool | None = None
    business_use_percentage: Decimal | None = None
    gst_rate: Decimal | None = None  # percent
    gst_amount: Decimal | None = None
    gst_included: bool = True
    gst_treatment: str | None = None  # derived by the pipeline (finkit.core.tax.treatment)
    tax_user_set: list[str] = field(default_factory=list)  # tax fields the file or a user's rule set
    external_id: str | None = None  # OFX FITID, bank-feed id
    fingerprint: str | None = None  # dedupe key, unique per account
    balance: Decimal | None = None  # the statement's balance after this row (a balance column)
    # The balance cell as printed (CSV): read only for the rows the balance chain keeps
    # (``imports.balance_proof.chain_rows``), so a re-import never parses a million balances it does not need.
    balance_text: str | None = None
    line: int | None = None  # 1-based line/record number in the source file, for error reports


@dataclass(frozen=True)
class StatedBalance:
    """A balance a statement states once rather than per row: OFX's ledger (or available) balance after
    its rows (``closing``), or a QIF register's opening balance before them (``opening``)."""

    position: Literal["opening", "closing"]
    kind: str  # LEDGERBAL, AVAILBAL, "Opening Balance"
    amount: Decimal
    day: date
    line: int | None

    def describe(self) -> dict[str, object]:
        """As the import report's ``layout`` shows it."""
        return {
            "kind": self.kind,
            "amount": f"{self.amount:f}",
            "date": self.day.isoformat(),
            "line": self.line,
        }
