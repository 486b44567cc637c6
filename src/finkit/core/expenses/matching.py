"""Find the bank transaction an expense (or a receipt) corresponds to, and link the pair.

Score (0-100), each part explained in ``reasons``:
- amount (up to 50): 50 for the same amount, falling linearly to 25 at the tolerance edge;
- date (up to 30): 30 on the same day, minus 7.5 per day apart (the window is ``window_days``);
- merchant (up to 20): 20 × the similarity of the expense's merchant to the transaction's merchant or
  description (1.0 when one contains the other, else difflib's ratio on normalised words).

How reports treat a linked pair: the bank transaction is the record of the money and is the one that
is counted; the expense adds its receipt, business-use share and approval status. Unlinked expenses
(cash, a personal card not in the feed) count on their own. ``counted_expenses`` below is that rule.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal
from difflib import SequenceMatcher

from sqlalchemy import Select, func, select, update
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.context import AccountContext
from finkit.core.db.types import Money
from finkit.core.expenses.models import Expense
from finkit.core.expenses.schemas import ExpenseRead, MatchSuggestion
from finkit.core.expenses.service import (
    check_transaction_free,
    load_expense,
    require_transaction,
    to_read,
)
from finkit.core.merchants.keys import merchant_key
from finkit.core.money import parse_amount
from finkit.core.receipts.models import Receipt
from finkit.core.transactions.models import Transaction

DEFAULT_TOLERANCE = Decimal("0.50")
DEFAULT_WINDOW_DAYS = 3


def merchant_similarity(a: str | None, b: str | None) -> float:
    """How alike two merchants are (0..1), compared as the merchant normaliser names them."""
    left, right = merchant_key(a).lower(), merchant_key(b).lower()
    if not left or not right:
        return 0.0
    if left in right or right in left:
        return 1.0
    return SequenceMatcher(None, left, right).ratio()


def _show(amount: Decimal) -> Decimal:
    """Stored amounts carry three places; show two when the third is zero."""
    cents = amount.quantize(Decimal("0.01"))
    return cents if cents == amount else amount


def score_candidate(
    *,
    amount: Decimal,
    when: datetime,
    merchant: str | None,
    candidate_amount: Decimal,
    candidate_date: datetime,
    candidate_text: list[str | None],
    tolerance: Decimal,
) -> tuple[Decimal, list[str]]:
    """Score one candidate against an amount, date and merchant (see the module docstring)."""
    reasons: list[str] = []
    diff = abs(abs(candidate_amount) - abs(amount))
    if diff == 0:
        amount_score = Decimal(50)
        reasons.append(f"same amount ({_show(abs(amount))})")
    else:
        amount_score = Decimal(50) - Decimal(25) * diff / tolerance if tolerance else Decimal(0)
        reasons.append(f"amount differs by {_show(diff)} (tolerance {tolerance})")
    days = abs((candidate_date.date() - when.date()).days)
    date_score = max(Decimal(0), Decimal(30) - Decimal("7.5") * days)
    reasons.append("same day" if days == 0 else f"{days} day(s) apart")
    similarity = max((merchant_similarity(merchant, text) for text in candidate_text), default=0.0)
    merchant_score = Decimal(20) * parse_amount(round(similarity, 2), field="similarity")
    if merchant:
        reasons.append(f"merchant similarity {round(similarity * 100)}%")
    total = (amount_score + date_score + merchant_score).quantize(Decimal("0.1"))
    return total, reasons


def candidate_transactions(
    ctx: AccountContext,
    *,
    amount: Decimal,
    currency: str,
    when: datetime,
    tolerance: Decimal,
    window_days: int,
) -> Select[Transaction]:
    """Debits of the account in ``currency`` within ``tolerance`` of ``amount`` and ``window_days`` of
    ``when`` that no expense has claimed yet."""
    magnitude = func.abs(Transaction.amount, type_=Money())
    claimed = select(Expense.transaction_id).where(
        Expense.account_id == ctx.account_id, Expense.transaction_id.is_not(None)
    )
    return select(Transaction).where(
        Transaction.account_id == ctx.account_id,
        Transaction.amount < 0,
        Transaction.currency == currency,
        magnitude >= abs(amount) - tolerance,
        magnitude <= abs(amount) + tolerance,
        Transaction.date >= when - timedelta(days=window_days + 1),
        Transaction.date <= when + timedelta(days=window_days + 1),
        Transaction.id.not_in(claimed),
    )


def rank_transactions(
    session: Session,
    ctx: AccountContext,
    *,
    amount: Decimal,
    currency: str,
    when: datetime,
    merchant: str | None,
    tolerance: Decimal = DEFAULT_TOLERANCE,
    window_days: int = DEFAULT_WINDOW_DAYS,
    limit: int = 5,
) -> list[MatchSuggestion]:
    """Candidates scored and sorted, best first (shared by expenses and receipts)."""
    rows = session.scalars(
        candidate_transactions(
            ctx, amount=amount, currency=currency, when=when, tolerance=tolerance, window_days=window_days
        )
    ).all()
    suggestions = []
    for tx in rows:
        if abs((tx.date.date() - when.date()).days) > window_days:
            continue
        score, reasons = score_candidate(
            amount=amount,
            when=when,
            merchant=merchant,
            candidate_amount=tx.amount,
            candidate_date=tx.date,
            candidate_text=[tx.merchant, tx.description],
            tolerance=tolerance,
        )
        suggestions.append(
            MatchSuggestion(
                transaction_id=tx.id,
                date=tx.date,
                amount=tx.amount,
                description=tx.description,
                merchant=tx.merchant,
                score=score,
                reasons=reasons,
            )
        )
    suggestions.sort(key=lambda s: (-s.score, s.date, s.transaction_id))
    return suggestions[:limit]


def suggest_transaction_matches(
    ctx: AccountContext,
    expense_id: str,
    *,
    tolerance: Decimal = DEFAULT_TOLERANCE,
    window_days: int = DEFAULT_WINDOW_DAYS,
    limit: int = 5,
) -> list[MatchSuggestion]:
    """Bank transactions that may be this expense's payment, best first, each with its reasons."""
    with ctx.db.session() as session:
        expense = load_expense(session, ctx, expense_id)
        return rank_transactions(
            session,
            ctx,
            amount=expense.amount,
            currency=expense.currency,
            when=expense.date,
            merchant=expense.merchant,
            tolerance=tolerance,
            window_days=window_days,
            limit=limit,
        )


def link_expense_to_transaction(ctx: AccountContext, expense_id: str, *, transaction_id: str) -> ExpenseRead:
    """Record that ``transaction_id`` paid for the expense, so reports count the money once."""
    with ctx.db.session() as session:
        expense = load_expense(session, ctx, expense_id)
        tx = require_transaction(session, ctx, transaction_id)
        check_transaction_free(session, ctx, tx, expense.id, field="transactionId")
        expense.transaction_id = tx.id
        expense.updated_at = ctx.now()
        record_activity(
            session,
            ctx,
            "expense.link",
            target_type="expense",
            target_id=expense.id,
            details={"transactionId": tx.id},
        )
        session.flush()
        return to_read(session, expense)


def unlink_expense_transaction(ctx: AccountContext, expense_id: str) -> ExpenseRead:
    with ctx.db.session() as session:
        expense = load_expense(session, ctx, expense_id)
        expense.transaction_id = None
        expense.updated_at = ctx.now()
        record_activity(session, ctx, "expense.unlink", target_type="expense", target_id=expense.id)
        session.flush()
        return to_read(session, expense)


def counted_expenses(ctx: AccountContext) -> Select[Expense]:
    """Expenses that reports count on their own: those not linked to a bank transaction (a linked
    expense's money is already counted through its transaction)."""
    return select(Expense).where(Expense.account_id == ctx.account_id, Expense.transaction_id.is_(None))


def unlink_deleted_transaction(session: Session, ctx: AccountContext, transaction_id: str) -> None:
    """The foreign keys would null these too; doing it here also puts receipts back to ``extracted``."""
    session.execute(
        update(Expense)
        .where(Expense.account_id == ctx.account_id, Expense.transaction_id == transaction_id)
        .values(transaction_id=None, updated_at=ctx.now())
    )
    session.execute(
        update(Receipt)
        .where(
            Receipt.account_id == ctx.account_id,
            Receipt.transaction_id == transaction_id,
            Receipt.expense_id.is_(None),
        )
        .values(transaction_id=None, status="extracted", processed_at=None, updated_at=ctx.now())
    )
    session.execute(
        update(Receipt)
        .where(Receipt.account_id == ctx.account_id, Receipt.transaction_id == transaction_id)
        .values(transaction_id=None, updated_at=ctx.now())
    )
