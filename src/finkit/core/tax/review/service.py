"""List, accept and dismiss the deduction verdicts waiting for the user.

``queue_for_review`` is called by the deduction analysis when saving; accepting writes the verdict onto
the transaction as the user's own choice (private categories included: the user decides, not finkit).
"""

from __future__ import annotations

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.tax.deductions.schemas import DeductionAnalysis
from finkit.core.tax.review.models import TaxReviewItem
from finkit.core.tax.review.schemas import ReviewDecision, ReviewItem
from finkit.core.transactions.models import Transaction


def queue_for_review(
    session: Session, ctx: AccountContext, analysis: DeductionAnalysis, *, reason: str
) -> None:
    """Put (or replace) the verdict on ``analysis``'s transaction in the review list."""
    tx_id = analysis.transaction_id or ""
    session.execute(
        delete(TaxReviewItem).where(
            TaxReviewItem.account_id == ctx.account_id, TaxReviewItem.transaction_id == tx_id
        )
    )
    session.add(
        TaxReviewItem(
            account_id=ctx.account_id,
            transaction_id=tx_id,
            is_tax_deductible=bool(analysis.is_tax_deductible),
            business_use_percentage=analysis.deductible_percentage if analysis.is_tax_deductible else None,
            return_label=analysis.return_label,
            confidence=analysis.confidence,
            reason=reason,
            reasoning=analysis.reasoning[:2000],
            created_at=ctx.now(),
        )
    )


def _read(item: TaxReviewItem, tx: Transaction, cat: Category | None) -> ReviewItem:
    return ReviewItem(
        id=item.id,
        transaction_id=tx.id,
        date=tx.date.date(),
        description=tx.description,
        amount=tx.amount,
        category=cat.name if cat else None,
        is_tax_deductible=item.is_tax_deductible,
        business_use_percentage=item.business_use_percentage,
        return_label=item.return_label,
        confidence=item.confidence,
        reason=item.reason,
        reasoning=item.reasoning,
        created_at=item.created_at,
    )


def list_review(ctx: AccountContext) -> list[ReviewItem]:
    """The verdicts waiting for the user, oldest transaction first."""
    with ctx.db.session() as session:
        rows = session.execute(
            select(TaxReviewItem, Transaction, Category)
            .join(Transaction, Transaction.id == TaxReviewItem.transaction_id)
            .outerjoin(Category, Category.id == Transaction.category_id)
            .where(TaxReviewItem.account_id == ctx.account_id)
            .order_by(Transaction.date, Transaction.id)
        ).all()
        return [_read(item, tx, cat) for item, tx, cat in rows]


def _load(session: Session, ctx: AccountContext, item_id: str) -> tuple[TaxReviewItem, Transaction]:
    """The item with this id, or the one item whose id starts with it (the list shows 8 characters)."""
    text = item_id.strip().lower()
    match = (
        TaxReviewItem.id == text if len(text) >= 36 else TaxReviewItem.id.startswith(text, autoescape=True)
    )
    rows = session.execute(
        select(TaxReviewItem, Transaction)
        .join(Transaction, Transaction.id == TaxReviewItem.transaction_id)
        .where(TaxReviewItem.account_id == ctx.account_id, match)
        .limit(2)
    ).all()
    if not rows or not text:
        raise NotFoundError("review item", item_id)
    if len(rows) > 1:
        raise ValidationError.for_field(
            "id", f"{item_id!r} matches more than one review item: give more of it"
        )
    return rows[0][0], rows[0][1]


def accept_review(ctx: AccountContext, item_id: str) -> ReviewDecision:
    """Write the verdict onto its transaction and take it off the list."""
    with ctx.db.session() as session:
        item, tx = _load(session, ctx, item_id)
        tx.is_tax_deductible = item.is_tax_deductible
        tx.business_use_percentage = item.business_use_percentage if item.is_tax_deductible else None
        # The user decided: their values win over derivation from now on (shown as the user's).
        tx.tax_user_set = sorted(
            set(tx.tax_user_set or ()) | {"is_tax_deductible", "business_use_percentage"}
        )
        tx.updated_at = ctx.now()
        record_activity(
            session,
            ctx,
            "transaction.update",
            target_type="transaction",
            target_id=tx.id,
            details={"fields": ["isTaxDeductible", "businessUsePercentage"], "source": "tax.review"},
        )
        session.delete(item)
        return ReviewDecision(
            id=item.id,
            transaction_id=tx.id,
            accepted=True,
            is_tax_deductible=tx.is_tax_deductible,
            business_use_percentage=tx.business_use_percentage,
        )


def dismiss_review(ctx: AccountContext, item_id: str) -> ReviewDecision:
    """Take the verdict off the list and leave the transaction as it is."""
    with ctx.db.session() as session:
        item, tx = _load(session, ctx, item_id)
        session.delete(item)
        return ReviewDecision(
            id=item.id,
            transaction_id=tx.id,
            accepted=False,
            is_tax_deductible=tx.is_tax_deductible,
            business_use_percentage=tx.business_use_percentage,
        )
