"""Money sent back to a client who paid the business: a refund of that payment, filed as its sale was.

A householder pays a restorer's invoice twice by mistake (``OSKO PAYMENT RECEIVED M PEARCE chair reglue``
on the 10th and again on the 11th) and gets the second one back (``OSKO PAYMENT SENT M PEARCE refund dbl
pymt`` on the 13th). The second payment looks like the first, so it is filed as the client's sale; the
money sent back names the same person, the same amount, and says it is a refund. Whether the payment was
made twice (no sale at all: the overpayment is not consideration for a supply, GST Act s9-15) or a sale
was cancelled (a decreasing adjustment in the period of the refund, GST Act s19-10 and s29-20(2); the
income reduced), G1, 1A and the business income *of the BAS period* come out the same when the refund is
filed as a refund of the sale: the sale's category, GST and share, a negative amount. So it is filed so
without a question, as money back from a shop is filed against its purchases (``refunds.py``).

It is filed only when the payment it returns is settled (finkit's own certain guess or the person's
answer: the refund follows it), in the same BAS period (a refund in the next quarter would move G1
between two BASs), within a fortnight, and when its words say it is a refund (``refund``, ``dbl``,
``duplicate``, ``overpaid``). Anything else stays a question.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categorise.guess import Guess
from finkit.core.categorise.money_in import CERTAIN
from finkit.core.categorise.regular_clients import payment_of
from finkit.core.context import AccountContext
from finkit.core.transactions.models import Transaction

#: The words of money sent back: ``refund dbl pymt``, ``refund dup deposit``, ``Refund double payment``,
#: ``overpaid inv 2291``.
_SENT_BACK = re.compile(
    r"\brefund(?:ed|ing)?\b|\bdbl\b|\bdouble\b|\bdup(?:licate)?\b|\bover ?paid\b|\bover ?payment\b", re.I
)
#: The bank's words for a transfer's direction, left before the payer's name (``OSKO PAYMENT SENT M
#: PEARCE``, ``Osko Payment To LOU CASTELLO``, ``OSKO PAYMENT RECEIVED M PEARCE``).
_DIRECTION = re.compile(r"\b(?:sent|received|to|from|debit|credit|dr|cr)\b", re.I)
#: How long after the payment its refund is read as one.
WITHIN = timedelta(days=14)


def _payer(description: str) -> str | None:
    read = payment_of(_DIRECTION.sub(" ", _SENT_BACK.sub(" ", description)), Decimal(0))
    return read.payer if read is not None else None


def _day(when: date | datetime) -> date:
    return when.date() if isinstance(when, datetime) else when


def _period(day: date, bas_period: str) -> tuple[int, int]:
    return (day.year, day.month if bas_period == "monthly" else (day.month - 1) // 3)


def sent_back_to_payer(row: Any) -> str | None:
    """The payer a money-out row says it refunds (its words say so and name a person), else None."""
    if row.amount >= 0 or not _SENT_BACK.search(row.description or ""):
        return None
    return _payer(row.description)


def client_refund_guess(
    session: Session,
    ctx: AccountContext,
    row: Any,
    rows: Sequence[Any],
    guesses: Sequence[Guess],
    *,
    income_ids: frozenset[str],
    default_gst: Mapping[str, str | None],
    bas_period: str,
) -> Guess | None:
    """The sale's category for money sent back to a payer whose payment of the same amount, settled as a
    sale (``income_ids``) with the category's own GST (``default_gst``), came in within ``WITHIN`` before it
    in the same BAS period: the batch's (``rows`` with their ``guesses``) or the account's stored rows.
    None (asked): no such payment, or one of them not settled so."""
    payer = sent_back_to_payer(row)
    if payer is None or not income_ids:
        return None
    amount = -row.amount
    day = _day(row.date)

    def fits(when: date | datetime, description: str) -> bool:
        on = _day(when)
        return (
            day - WITHIN <= on <= day
            and _period(on, bas_period) == _period(day, bas_period)
            and _payer(description) == payer
        )

    # every payment of that amount from the payer in the window must be settled as a plain sale (the
    # category's own GST): one still asked may be answered "paid twice", and the refund would then take a
    # sale back that was never filed; a GST-free or export sale's refund is not the category's default
    found: set[str | None] = {
        (
            g.category_id
            if g.category_id in income_ids
            and g.confidence is not None
            and g.confidence >= CERTAIN
            and not (g.ask or g.export or g.gst_free or g.tags)
            else None
        )
        for r, g in zip(rows, guesses, strict=True)
        if r.amount == amount and fits(r.date, r.description or "")
    }
    batch = {str(i) for r in rows if (i := getattr(r, "id", None)) is not None}
    stored = session.execute(
        select(
            Transaction.id,
            Transaction.date,
            Transaction.description,
            Transaction.category_id,
            Transaction.category_confidence,
            Transaction.category_assigned_by,
            Transaction.needs_review,
            Transaction.gst_treatment,
        ).where(
            Transaction.account_id == ctx.account_id,
            Transaction.amount == amount,
            Transaction.date >= row.date - WITHIN - timedelta(days=1),
            Transaction.date <= row.date + timedelta(days=1),
        )
    ).all()
    found |= {
        (
            s.category_id
            if s.category_id in income_ids
            and not s.needs_review
            and (s.category_assigned_by == "user" or (s.category_confidence or 0) >= CERTAIN)
            and s.gst_treatment == default_gst.get(s.category_id)
            else None
        )
        for s in stored
        if str(s.id) not in batch and fits(s.date, s.description or "")
    }
    category_id = found.pop() if len(found) == 1 else None
    if category_id is None:
        return None
    return Guess(
        category_id,
        CERTAIN,
        "knowledge_base",
        why=(
            f"money sent back to {payer.title()}, who paid {amount} days before: a refund of that payment, "
            "filed as its sale (a payment made twice or a sale cancelled: the BAS and income come out the same)"
        ),
    )
