"""What a question source names: a ``Flag`` per row, over a ``Window`` of dates, and the rows finkit
guessed (``FINKITS_GUESS``), the only ones a source questions. Shared by ``sources`` and the modules whose
sources it lists (``bank_rows``), so none of them imports another's list."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal

from sqlalchemy import ColumnElement, and_, or_
from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.transactions.models import Transaction

#: A guess below this confidence is asked about (a rule or the person's own choice is certain).
CONFIDENT = Decimal("0.9")

#: The flag reason of a row whose GST amount the invoice must give (a decision answers it with the
#: amount); asked by ``sources`` and ``food``.
GST_AMOUNT_REASON = "gst_amount"
#: The words that ask it: a surface that answers with boxes (the dashboard's GST and GST-free part) finds
#: the question by them.
GST_AMOUNT_QUESTION = "what GST does the invoice show?"


@dataclass(frozen=True)
class Window:
    """The dates a listing covers (``None``: open), and the period words they came from."""

    start: date | None = None
    end: date | None = None
    period: str | None = None

    def clauses(self) -> list[ColumnElement[bool]]:
        found: list[ColumnElement[bool]] = []
        if self.start is not None:
            found.append(Transaction.date >= datetime.combine(self.start, time(0), tzinfo=UTC))
        if self.end is not None:
            found.append(
                Transaction.date < datetime.combine(self.end + timedelta(days=1), time(0), tzinfo=UTC)
            )
        return found


@dataclass(frozen=True)
class Flag:
    """One row a source wants asked about: why (``reason`` code and words) and, if it has one, a
    suggested answer."""

    transaction_id: str
    reason: str
    note: str
    business_use_percentage: Decimal | None = None
    #: The row this one follows (a bank's fee: the purchase it was charged on). While that row is asked,
    #: this one is part of its question (``queue.groups_in``) and settled by its answer.
    follows: str | None = None


QuestionSource = Callable[[Session, AccountContext, Window], Iterable[Flag]]

#: A category finkit chose, never the person's own nor a locked one: only such a row is asked about.
FINKITS_GUESS = and_(
    Transaction.category_locked.is_(False),
    or_(Transaction.category_assigned_by.is_(None), Transaction.category_assigned_by != "user"),
)
#: Finkit's guess, not a remembered answer: no rule of the person's (a decided item) has filed the row, so
#: asking it again is no repeat question.
NOT_REMEMBERED = or_(Transaction.category_assigned_by.is_(None), Transaction.category_assigned_by != "rule")
#: Money out whose category finkit guessed and marked for review (the supplier and asset questions).
GUESSED_PURCHASE = and_(Transaction.amount < 0, Transaction.needs_review.is_(True), FINKITS_GUESS)
