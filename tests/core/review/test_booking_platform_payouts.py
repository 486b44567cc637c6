"""A booking platform paying out net of its fees (issue 26, the barber's year: Fresha): a processor's
payout, whose sale is the gross, so the review asks the fee it keeps. On main it was filed as the net sale
without a question. The row is invented."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.usecases.profile import update_profile
from tests.core.review.conftest import add, guess


def test_a_fresha_payout_is_asked_its_fee(ctx: AccountContext) -> None:
    update_profile(
        ctx,
        data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "gstBasis": "cash"},
    )
    payout = add(ctx, "2025-08-12", "FRESHA.COM LTD PAYOUT FR2328217", "782.91")
    guess(ctx, payout, "Sales Income", "0.95")
    item = next(i for i in review_queue(ctx).items if payout in i.transaction_ids)
    assert "pays out net of its fee" in item.reason
