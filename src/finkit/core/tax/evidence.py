"""Which deductions need a document, and which the ATO needs no written evidence for.

- A bank fee (an account fee, a foreign transaction fee) is evidenced by the bank statement that
  charges it: the statement is the record (ATO "Records you need to keep": bank statements are records
  of the business's transactions; the fee has no other document).
- Small expenses of an employee: an individual work-related expense of $10 or less needs no written
  evidence when all such small expenses total $200 or less (ITAA 1997 s900-35; ATO "Records you need to
  keep" for work-related expenses). A record of them (a diary, the statement) is still kept.
- A GST credit on a purchase over $82.50 (GST included) needs a tax invoice; work-related claims over
  $300 in total need written evidence for each (ITAA 1997 s900-15); car claims a logbook or a record of
  kilometres; gifts the recipient's receipt; personal super contributions the fund's acknowledgement of
  the notice of intent (ITAA 1997 s290-170).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import date
from decimal import Decimal
from typing import Protocol

from finkit.core.schemas import Num, Schema
from finkit.core.tax.deductions.knowledge import WORK_LABELS, WRITTEN_EVIDENCE_THRESHOLD

TAX_INVOICE_THRESHOLD = Decimal("82.50")
SMALL_EXPENSE_LIMIT = Decimal("10")
SMALL_EXPENSES_TOTAL_LIMIT = Decimal("200")
#: A bank's own fee, by its category or its description.
_BANK_FEE = re.compile(
    r"bank fee|bank charge|account fee|monthly fee|(foreign|international) transaction fee|\bfx fee"
    r"|overseas transaction fee|currency conversion fee",
    re.IGNORECASE,
)


class DocumentItem(Schema):
    transaction_id: str
    date: date
    description: str
    amount: Num
    documents: list[str]


class Line(Protocol):
    """A deduction row as the tax summary keeps it."""

    @property
    def transaction_id(self) -> str: ...
    @property
    def date(self) -> date: ...
    @property
    def description(self) -> str: ...
    @property
    def category(self) -> str | None: ...
    @property
    def amount(self) -> Decimal: ...
    @property
    def gst_credit(self) -> Decimal: ...


class Total(Protocol):
    """A return label's total and its rows."""

    @property
    def label(self) -> str: ...
    @property
    def amount(self) -> Decimal: ...
    @property
    def transactions(self) -> Sequence[Line]: ...


def is_bank_fee(line: Line) -> bool:
    return bool(_BANK_FEE.search(line.category or "") or _BANK_FEE.search(line.description))


def _small(lines: Iterable[tuple[str, Line]], business: bool) -> set[str]:
    """The ids the small-expenses rule frees from written evidence (employees' work expenses only)."""
    if business:
        return set()
    small = [
        line for label, line in lines if label in WORK_LABELS and abs(line.amount) <= SMALL_EXPENSE_LIMIT
    ]
    if sum((abs(line.amount) for line in small), Decimal(0)) > SMALL_EXPENSES_TOTAL_LIMIT:
        return set()
    return {line.transaction_id for line in small}


def documents_needed(
    totals: Sequence[Total], *, gst_registered: bool, business: bool
) -> tuple[list[DocumentItem], int]:
    """Each deduction row that needs a document and which, in order; and how many need none."""
    flat = [(total.label, line) for total in totals for line in total.transactions]
    work_total = sum((t.amount for t in totals if t.label in WORK_LABELS), Decimal(0))
    exempt_small = _small(flat, business)
    documents: list[DocumentItem] = []
    exempt = 0
    for label, line in flat:
        if is_bank_fee(line) or line.transaction_id in exempt_small:
            exempt += 1
            continue
        needed = ["receipt"]
        if label in WORK_LABELS and work_total > WRITTEN_EVIDENCE_THRESHOLD:
            needed = ["written evidence (work-related claims total more than $300)"]
        if label in {"D1", "P8-motor-vehicle"}:
            needed.append("logbook or record of work kilometres")
        if label == "D2":
            needed.append("travel diary if away 6 or more nights in a row")
        if gst_registered and line.gst_credit and abs(line.amount) > TAX_INVOICE_THRESHOLD:
            needed.append("tax invoice (GST credit on a purchase over $82.50)")
        if label == "D9":
            needed = ["receipt from the deductible gift recipient"]
        if label == "D12":
            needed = ["the fund's acknowledgement of your notice of intent to claim"]
        if label == "17":
            needed = ["the FMD provider's statement of the deposit or repayment"]
        documents.append(
            DocumentItem(
                transaction_id=line.transaction_id,
                date=line.date,
                description=line.description,
                amount=line.amount,
                documents=needed,
            )
        )
    return documents, exempt
