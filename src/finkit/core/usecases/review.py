"""Review decisions: every row of an item settled as the person's own edit and the answer remembered as
a rule, in one unit of work under the account's write lock (all rows or none)."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.db.locks import account_write_lock
from finkit.core.pipeline import settle
from finkit.core.review.decide import follow_purchases, settle_item, suggested_decision
from finkit.core.review.queue import require_item
from finkit.core.review.schemas import ReviewAccept, ReviewDecide, ReviewOutcome
from finkit.core.schemas import parse

__all__ = ["accept_item", "decide_item"]


def decide_item(ctx: AccountContext, item_id: str, *, data: ReviewDecide | dict[str, Any]) -> ReviewOutcome:
    """Answer one review item (``finkit review decide``): its rows take the category, business share and
    GST treatment given, and the merchant's future rows follow a rule named for the item."""
    with ctx.db.session() as session:
        account_write_lock(session, ctx.account_id)
        # An unknown item is not found, whatever the rest of the answer says; the rows it was listed
        # with find it when it has since stopped being merged (``queue.find_shown_group``).
        require_item(session, ctx, item_id, _shown(data))
        return _settled(session, ctx, item_id, parse(ReviewDecide, data))


def _shown(data: ReviewDecide | dict[str, Any]) -> list[str] | None:
    """The row ids the answer says the person was shown, read before the answer is validated."""
    ids = data.transaction_ids if isinstance(data, ReviewDecide) else data.get("transactionIds")
    return [i for i in ids if isinstance(i, str)] if isinstance(ids, list) else None


def accept_item(
    ctx: AccountContext, item_id: str, *, data: ReviewAccept | dict[str, Any] | None = None
) -> ReviewOutcome:
    """Answer one review item with finkit's own suggestion (``finkit review accept``)."""
    with ctx.db.session() as session:
        account_write_lock(session, ctx.account_id)
        require_item(session, ctx, item_id)
        decision = suggested_decision(session, ctx, item_id, parse(ReviewAccept, data or {}))
        return _settled(session, ctx, item_id, decision)


def _settled(session: Session, ctx: AccountContext, item_id: str, decision: ReviewDecide) -> ReviewOutcome:
    """The item's rows settled by the decision, then the bank's fees charged on them from the purchases
    as settled (their tax derived from the answer first)."""
    outcome, changes, fees = settle_item(session, ctx, item_id, decision)
    for change in changes:
        settle(session, ctx, change)
    for change in follow_purchases(session, ctx, fees):
        settle(session, ctx, change)
    return outcome
