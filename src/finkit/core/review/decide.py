"""Settle one review item: every row of its group as the person's own edit, and the answer remembered.

The group is computed again at decision time from its id (``queue.find_group``). When the caller sends
the row ids it was shown and the group now holds others (a row imported, edited or decided since), the
decision is refused naming those rows: the person answers for what they saw, never for more. Without
ids (the CLI's ``review decide``), the group as it stands is settled.
"""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, ValidationError
from finkit.core.review.queue import EXPORT_TAG, find_group, suggestion_of, window_of
from finkit.core.review.remember import remember
from finkit.core.review.schemas import ReviewAccept, ReviewDecide, ReviewOutcome
from finkit.core.tax.review.service import drop_review_items
from finkit.core.transactions.schemas import TransactionUpdate
from finkit.core.transactions.service import edit_transaction

_SHOWN = 10


def _category(session: Session, ctx: AccountContext, ref: str) -> Category:
    """A category of the account by id or name (case-insensitive), else a clear error on ``category``."""
    found = session.scalar(
        select(Category).where(
            Category.account_id == ctx.account_id,
            (Category.id == ref) | (Category.name_key == ref.strip().casefold()),
        )
    )
    if found is None:
        raise ValidationError.for_field("category", f"category {ref!r} not found")
    return found


def _named(ids: list[str]) -> str:
    return ", ".join(ids[:_SHOWN]) + (f" and {len(ids) - _SHOWN} more" if len(ids) > _SHOWN else "")


def _check_rows(seen: list[str] | None, now: list[str]) -> None:
    """Refuse, naming them, when the group holds other rows than the ones the person was shown."""
    if seen is None:
        return
    seen_set, now_set = set(seen), set(now)
    added = [i for i in now if i not in seen_set]
    gone = [i for i in seen if i not in now_set]
    parts = ([f"now also holds {_named(added)}"] if added else []) + (
        [f"no longer holds {_named(gone)}"] if gone else []
    )
    if parts:
        raise ConflictError(f"the item changed since it was listed: it {'; it '.join(parts)}. List it again.")


def settle_item(
    session: Session, ctx: AccountContext, item_ref: str, decision: ReviewDecide
) -> tuple[ReviewOutcome, list[ChangeSet]]:
    """Give every row of the item ``decision``'s category (and business share, GST treatment and, for an
    item of one row, the invoice's GST amount when given) as the person's own, take the rows off the queue and remember the answer as a rule. Returns
    the outcome and the edits' changes for the use case to settle. The caller holds the write lock."""
    item, group = find_group(session, ctx, item_ref, window_of(ctx, decision.period))
    _check_rows(decision.transaction_ids, [tx.id for tx, _ in group.rows])
    category = _category(session, ctx, decision.category)
    treatment = decision.gst_treatment
    update: dict[str, object] = {"category_id": category.id}
    if decision.business_use_percentage is not None:
        update["business_use_percentage"] = decision.business_use_percentage
    if treatment == "export":
        # A sale with no GST in it (rate 0 on the row, the treatment derived from it) tagged ``export``:
        # the form the BAS reads for G2, and the one the review's rule gives the merchant's future rows.
        update |= {"gst_rate": Decimal(0), "gst_treatment": None}
    elif treatment is not None:
        update["gst_treatment"] = treatment
    if decision.gst_amount is not None:
        if len(group.rows) != 1:
            raise ValidationError.for_field(
                "gstAmount",
                f"a GST amount is one invoice's: this item holds {len(group.rows)} rows (edit each with "
                "tx edit --gst-amount)",
            )
        update["gst_amount"] = decision.gst_amount
    changes: list[ChangeSet] = []
    for tx, _ in group.rows:
        row_update = dict(update)
        if treatment == "export" and EXPORT_TAG not in (tx.tags or []):
            row_update["tags"] = [*(tx.tags or []), EXPORT_TAG]
        change = edit_transaction(
            session,
            ctx,
            tx.id,
            TransactionUpdate.model_validate(row_update),
            surface="review",
            origin="review",
        )
        tx.needs_review = False  # answered: the person's own category is certain
        tx.category_confidence = Decimal(1)
        changes.append(change)
    ids = [tx.id for tx, _ in group.rows]
    drop_review_items(session, ctx, ids)
    rule = remember(
        session,
        ctx,
        group,
        category=category,
        business_use=decision.business_use_percentage,
        treatment=treatment,
    )
    record_activity(
        session,
        ctx,
        "review.decide",
        target_type="review_item",
        target_id=item,
        details={"category": category.name, "rows": len(ids), "ruleId": rule.id},
    )
    outcome = ReviewOutcome(
        id=item,
        category=category.name,
        business_use_percentage=decision.business_use_percentage,
        gst_treatment=treatment,
        transaction_ids=ids,
        count=len(ids),
        rule=rule,
    )
    return outcome, changes


def suggested_decision(
    session: Session, ctx: AccountContext, item_ref: str, accept: ReviewAccept
) -> ReviewDecide:
    """The decision finkit suggests for the item, or a clear error when it has none. Accepting confirms
    everything shown: the business share and GST treatment suggested become the person's own too."""
    _, group = find_group(session, ctx, item_ref, window_of(ctx, accept.period))
    suggestion = suggestion_of(group)
    if suggestion.category is None:
        raise ValidationError.for_field(
            "category", "finkit has no suggestion for this item: decide it with a category"
        )
    return ReviewDecide(
        category=suggestion.category,
        business_use_percentage=suggestion.business_use_percentage,
        gst_treatment=suggestion.gst_treatment,
        transaction_ids=accept.transaction_ids,
        period=accept.period,
    )
