"""Direction is part of meaning: which category kinds a debit or a credit may be put into by automation.

The knowledge base, the model, the import fallback and suggestions never put money out (a debit) into an
income category or money in (a credit) into an expense category. Users and their rules may (a refund is a
credit in an expense category the user chose, and reduces that expense).
"""

from __future__ import annotations

import re
from decimal import Decimal

#: A payment in from a person or business, worded as pay for work: "FAST TRANSFER FROM J SMITH ELECTRICAL
#: WORK", "OSKO PAYMENT ... INV 1042", "DIRECT CREDIT ... JOB 77". Suggested as income, not Transfers.
_INCOMING_PAYMENT = re.compile(r"\b(transfer|osko|payid|direct credit|deposit|payment|pymt)\b", re.IGNORECASE)
_FOR_WORK = re.compile(
    r"\b(work|works|invoice|inv|job|jobs|quote|labour|services?|electrical|plumbing|repairs?|install(ation)?)\b"
    r"|\binv\s*#?\d+|\binv\d+",
    re.IGNORECASE,
)
CLIENT_PAYMENT_CATEGORIES = ("sales income", "business income")


def fits_direction(kind: str | None, amount: Decimal) -> bool:
    """Whether automation may put a row of this signed ``amount`` into a category of ``kind``."""
    if kind == "income":
        return amount > 0
    if kind == "expense":
        return amount < 0
    return True  # transfers go both ways; an unknown kind is not refused


def is_client_payment(description: str, merchant: str | None, amount: Decimal) -> bool:
    """Money in, by transfer, whose words say it pays for work (an invoice, a job)."""
    if amount <= 0:
        return False
    text = f"{merchant or ''} {description}"
    return bool(_INCOMING_PAYMENT.search(text) and _FOR_WORK.search(text))
