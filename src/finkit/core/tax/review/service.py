"""List, accept and dismiss the deduction verdicts waiting for the user.

``queue_for_review`` is called by the deduction analysis when saving; accepting writes the verdict onto
the transaction as the user's own edit, through the same write path as any edit (private categories
included: the user decides, not finkit).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Protocol

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.db.locks import account_write_lock
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.events.bus import publish
from finkit.core.tax.deductions.schemas import DeductionAnalysis
from finkit.core.tax.review.models import TaxReviewItem
from finkit.core.tax.review.schemas import ReviewDecision, ReviewItem
from finkit.core.transactions.models import Transaction
from finkit.core.transactions.schemas import TransactionRead, TransactionUpdate


class EditTransaction(Protocol):
    """A person's edit of one transaction inside the caller's unit of work, settled by the write pipeline
    (``finkit.core.usecases.transactions.edit_transaction``). The use case lends it to the tax area, which
    never imports the layer above it (the pipeline's one door, issue 22)."""

    def __call__(
        self,
        session: Session,
        ctx: AccountContext,
        transaction_id: str,
        data: TransactionUpdate,
        *,
        origin: str,
    ) -> TransactionRead: ...


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


def accept_review(ctx: AccountContext, item_id: str, *, edit: EditTransaction) -> ReviewDecision:
    """Write the verdict onto its transaction as the user's own edit and take it off the list.

    Accepting is a user edit like any other (``edit_transaction``: the write pipeline, ``taxUserSet``,
    the activity row), so the accepted values read as the user's and survive re-derivation. A
    ``tax.review.accepted`` event goes to the outbox in the same commit (never for bank-feed rows).
    """
    with ctx.db.session() as session:
        account_write_lock(session, ctx.account_id)  # issue 24: serialised with rule runs and undo
        item, tx = _load(session, ctx, item_id)
        changes: dict[str, object] = {"is_tax_deductible": item.is_tax_deductible}
        if item.is_tax_deductible and item.business_use_percentage is not None:
            changes["business_use_percentage"] = item.business_use_percentage
        # Not deductible: the business-use share follows (derivation gives none), nothing to pin.
        written = edit(session, ctx, tx.id, TransactionUpdate.model_validate(changes), origin="tax.review")
        payload = {
            "reviewItemId": item.id,
            "transactionId": tx.id,
            "isTaxDeductible": written.is_tax_deductible,
            "businessUsePercentage": _text(written.business_use_percentage),
            "reason": item.reason,
        }
        record_activity(
            session, ctx, "tax.review.accept", target_type="transaction", target_id=tx.id, details=payload
        )
        publish(session, ctx, "tax.review.accepted", payload, origin_source=tx.source)
        session.delete(item)
        return ReviewDecision(
            id=item.id,
            transaction_id=tx.id,
            accepted=True,
            is_tax_deductible=written.is_tax_deductible,
            business_use_percentage=written.business_use_percentage,
        )


def _text(value: Decimal | None) -> str | None:
    """Decimals travel as strings in event payloads: exact in every language."""
    return None if value is None else str(value)


def dismiss_review(ctx: AccountContext, item_id: str) -> ReviewDecision:
    """Take the verdict off the list and leave the transaction as it is."""
    with ctx.db.session() as session:
        account_write_lock(session, ctx.account_id)  # issue 24: serialised with rule runs and undo
        item, tx = _load(session, ctx, item_id)
        record_activity(
            session,
            ctx,
            "tax.review.dismiss",
            target_type="transaction",
            target_id=tx.id,
            details={"reviewItemId": item.id, "reason": item.reason},
        )
        session.delete(item)
        return ReviewDecision(
            id=item.id,
            transaction_id=tx.id,
            accepted=False,
            is_tax_deductible=tx.is_tax_deductible,
            business_use_percentage=tx.business_use_percentage,
        )


def drop_review_items(session: Session, ctx: AccountContext, transaction_ids: list[str]) -> None:
    """Take these rows' verdicts off the list: the review queue settled them (``finkit review``, where
    these verdicts are asked as part of the one queue)."""
    for at in range(0, len(transaction_ids), 500):
        session.execute(
            delete(TaxReviewItem).where(
                TaxReviewItem.account_id == ctx.account_id,
                TaxReviewItem.transaction_id.in_(transaction_ids[at : at + 500]),
            )
        )
