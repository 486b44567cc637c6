"""How much of a report's period still waits for review: BAS, the tax summary and the overview say
their figures are provisional while any row of the period is in the queue."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from sqlalchemy import select

from finkit.core.context import AccountContext
from finkit.core.money import format_money
from finkit.core.review.flags import Window
from finkit.core.review.queue import flagged_rows
from finkit.core.review.schemas import PendingReview
from finkit.core.transactions.models import Transaction

_CHUNK = 5000


def pending_review(ctx: AccountContext, start: date | None, end: date | None) -> PendingReview:
    """Rows dated ``start``..``end`` (inclusive; ``None`` is open) that the review queue holds, and
    their money without sign."""
    with ctx.db.session() as session:
        ids = sorted(flagged_rows(session, ctx, Window(start=start, end=end)))
        amount = Decimal(0)
        for at in range(0, len(ids), _CHUNK):
            amounts = session.scalars(
                select(Transaction.amount).where(
                    Transaction.account_id == ctx.account_id, Transaction.id.in_(ids[at : at + _CHUNK])
                )
            )
            amount += sum((abs(a) for a in amounts), Decimal(0))
    return PendingReview(rows=len(ids), amount=amount)


def provisional_note(pending: PendingReview, currency: str, period_label: str) -> list[str]:
    """The line a report adds while its period has rows waiting (none when nothing waits)."""
    if not pending.provisional:
        return []
    rows = "1 row" if pending.rows == 1 else f"{pending.rows} rows"
    verb = "waits" if pending.rows == 1 else "wait"
    return [
        f"Provisional: {rows} ({format_money(pending.amount, currency)}) in this period still {verb} for "
        f"review; these figures change when they are answered (finkit review --period {period_label})."
    ]
