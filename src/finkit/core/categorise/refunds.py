"""A business's refund gives back what was spent at that merchant (``money_in``: a credit read as a
refund, ``PURCHASE_CATEGORY``): it is filed in the category of the merchant's purchases, when every
settled purchase there agrees on one, and otherwise asked.
"""

from __future__ import annotations

from collections.abc import Sequence
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
