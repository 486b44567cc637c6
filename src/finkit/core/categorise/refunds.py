"""A business's refund gives back what was spent at that merchant (``money_in``: a credit read as a
refund, ``PURCHASE_CATEGORY``): it is filed in the category of the merchant's purchases, when every
settled purchase there agrees on one, and otherwise asked.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import timedelta
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from finkit.core.categorise.guess import Guess
from finkit.core.categorise.money_in import CERTAIN
from finkit.core.context import AccountContext
from finkit.core.transactions.models import Transaction


def refund_guess(
    session: Session, ctx: AccountContext, row: Any, rows: Sequence[Any], guesses: Sequence[Guess]
) -> Guess:
    """The category of the merchant's purchases, when every purchase there that is settled (certain, or
    the person's own) has one and the same: the batch's (``rows`` with their ``guesses``) and the
    account's stored ones; otherwise no guess (asked)."""
    merchant = (row.merchant or "").strip().casefold()
    if not merchant:
        return Guess(None, None, None)
    found: set[str] = {
        g.category_id
        for r, g in zip(rows, guesses, strict=True)
        if r.amount < 0
        and (r.merchant or "").strip().casefold() == merchant
        and g.category_id is not None
        and g.confidence is not None
        and g.confidence >= CERTAIN
        and not g.ask
    }
    stored = session.execute(
        select(Transaction.category_id, Transaction.category_confidence, Transaction.category_assigned_by)
        .where(
            Transaction.account_id == ctx.account_id,
            Transaction.amount < 0,
            Transaction.category_id.is_not(None),
            Transaction.needs_review.is_(False),
            func.lower(Transaction.merchant) == merchant,
        )
        .limit(500)
    ).all()
    found |= {
        category_id
        for category_id, confidence, by in stored
        if category_id and (by == "user" or (confidence is not None and confidence >= CERTAIN))
    }
    if len(found) != 1:
        return Guess(None, None, None)
    return Guess(
        next(iter(found)),
        CERTAIN,
        "knowledge_base",
        why=f"a refund of a purchase from {row.merchant}: the category of what was bought there",
    )


#: A bank's words for a debit it took back (``DIRECT DEBIT REVERSAL AUSSIE BROADBAND``) or a payment that
#: came back (``OSKO PAYMENT RETURNED JAYDEN MOORE``: sent to a closed account, round 28; ``PAYMENT REJECTED``),
#: and for the debit taken twice (``DIRECT DEBIT AUSSIE BROADBAND DUPLICATE``). "Returned" alone is not one:
#: a shop's refund of goods returned is a refund of a purchase (``refund_guess``).
_BOUNCED = r"returned|rejected|dishonou?red|bounced|failed"
_REVERSAL = re.compile(
    rf"\b(?:reversal|reversed)\b|\b(?:payment|transfer|funds|osko|payid)\s+(?:{_BOUNCED})\b"
    rf"|\b(?:{_BOUNCED})\s+(?:payment|transfer|funds)\b",
    re.IGNORECASE,
)
_DUPLICATE = re.compile(r"\bduplicate\b", re.IGNORECASE)
#: How long after the debit its reversal comes.
REVERSED_WITHIN = timedelta(days=14)
REVERSED_WHY = (
    "a payment the bank took back or returned ({what}): money out and back, no purchase (no deduction, no "
    "GST credit)"
)


def says_reversed(description: str | None) -> bool:
    """Whether a credit's words say the bank took back or returned one of the person's own payments
    (``_REVERSAL``): money coming back, not a payer paying."""
    return bool(_REVERSAL.search(description or ""))


def _payee(merchant: str | None) -> str:
    return " ".join(_REVERSAL.sub(" ", merchant or "").split()).casefold()


def _same_payee(one: str, other: str) -> bool:
    """Two payee names for one payee: the same words, or one's words the start of the other's (a payment's
    reference read into the name of its return: ``Kai Nguyen`` and ``Kai Nguyen Rent Share``)."""
    short, long = sorted((one, other), key=len)
    return bool(short) and (long == short or long.startswith(f"{short} "))


def file_reversed_debits(
    rows: Sequence[Any], out: list[Guess], refunds: Sequence[int], *, transfer_id: str | None
) -> None:
    """Each credit of ``refunds`` (rows read as money given back) whose words say the bank reversed a
    debit (``DIRECT DEBIT REVERSAL <payee>``), with the batch's debit of that amount to that payee in the
    ``REVERSED_WITHIN`` days before (the one the bank calls a duplicate, else the latest): both filed as
    transfers, in ``out``. A debit taken twice and reversed is no purchase (ITAA 1997 s8-1: nothing was
    incurred; GST Act s11-5: nothing acquired), so neither row is a cost nor a credit; filing only the
    reversal as no purchase left the duplicate debit claimed (round 21, the cleaner's year: the
    internet's 89.00 taken twice and reversed, a deduction and a GST credit silently claimed)."""
    if transfer_id is None:
        return
    taken: set[int] = set()
    for n in refunds:
        row = rows[n]
        if row.amount <= 0 or not says_reversed(row.description):
            continue
        payee = _payee(row.merchant)
        candidates = [
            m
            for m, debit in enumerate(rows)
            if m not in taken
            and debit.amount == -row.amount
            and _same_payee(_payee(debit.merchant), payee)
            and timedelta(0) <= row.date - debit.date <= REVERSED_WITHIN
        ]
        if not candidates:
            continue
        duplicates = [m for m in candidates if _DUPLICATE.search(rows[m].description or "")]
        m = (duplicates or sorted(candidates, key=lambda k: rows[k].date))[-1]
        taken.add(m)
        why = REVERSED_WHY.format(what=f"{rows[m].description} reversed on {row.date:%d %b %Y}")
        out[n] = Guess(transfer_id, CERTAIN, "knowledge_base", why=why)
        out[m] = Guess(transfer_id, CERTAIN, "knowledge_base", why=why)
