"""Money sent back to a client who paid twice (issue 26, round 19: the furniture maker's year). A
householder paid a restorer's invoice twice and got the second payment back; the second payment looked
like the first and was filed as a sale, the refund was asked on its own: G1 and 1A overstated by the
duplicate without a question. A refund naming the payer, the same amount, within a fortnight in the same
BAS period is now filed as a refund of that sale (the BAS and income come out the same whether the money
was paid twice or a sale was cancelled). Every row here is invented; on main each test fails."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.tax.bas import bas_report
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import get_transaction
from tests.core.tax.conftest import add


def _business(ctx: AccountContext) -> None:
    update_profile(
        ctx,
        data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "gstBasis": "cash"},
    )


def _asked(ctx: AccountContext) -> set[str]:
    return {tx for item in review_queue(ctx).items for tx in item.transaction_ids}


def _clients(ctx: AccountContext) -> list[str]:
    return [
        add(ctx, "2026-01-20", "OSKO PAYMENT RECEIVED J HOLLOWAY chair reglue", "385.00"),
        add(ctx, "2026-02-18", "OSKO PAYMENT RECEIVED J HOLLOWAY bal tbl", "1200.00"),
        add(ctx, "2026-03-10", "OSKO PAYMENT RECEIVED M PEARCE chair reglue", "385.00"),
        add(ctx, "2026-03-11", "OSKO PAYMENT RECEIVED M PEARCE chair reglue", "385.00"),
    ]


def test_a_payment_sent_back_to_a_client_who_paid_twice_is_filed_against_the_sale(
    ctx: AccountContext,
) -> None:
    _business(ctx)
    sales = _clients(ctx)
    refund = add(ctx, "2026-03-13", "OSKO PAYMENT SENT M PEARCE refund dbl pymt", "-385.00")
    categorise_transactions(ctx, options={"apply": True})
    asked = _asked(ctx)
    assert refund not in asked
    stored = get_transaction(ctx, refund)
    assert stored.category is not None and stored.category.name == "Sales Income"
    assert stored.gst_treatment == "taxable"
    assert not set(sales[2:]) & asked
    # one chair reglued, paid twice, the second sent back: G1 holds one 385.00 for M Pearce
    fields = bas_report(ctx, quarter_label="2026Q1").fields
    assert Decimal(fields["G1"]) == Decimal("385.00") + Decimal("1200.00") + Decimal("385.00")
    assert Decimal(fields["1A"]) == Decimal("35.00") + Decimal("109.09") + Decimal("35.00")


def test_a_refund_in_the_next_bas_period_or_of_nothing_settled_stays_asked(ctx: AccountContext) -> None:
    _business(ctx)
    _clients(ctx)
    next_quarter = add(ctx, "2026-04-02", "OSKO PAYMENT SENT M PEARCE refund dbl pymt", "-385.00")
    nobody_paid = add(ctx, "2026-03-20", "OSKO PAYMENT SENT K WATTS refund dbl pymt", "-385.00")
    other_amount = add(ctx, "2026-03-14", "OSKO PAYMENT SENT M PEARCE refund", "-85.00")
    # paid twice, the second with a word people use paying someone back: asked, so its refund is too
    add(ctx, "2026-02-02", "OSKO PAYMENT RECEIVED R OKANE chair reglue", "385.00")
    add(ctx, "2026-02-03", "OSKO PAYMENT RECEIVED R OKANE half", "385.00")
    half_asked = add(ctx, "2026-02-05", "OSKO PAYMENT SENT R OKANE refund dbl pymt", "-385.00")
    # a retreat deposit paid twice, its reference naming a place overseas: the sale's GST is asked (GST-free
    # if supplied there), so the refund's is too
    add(ctx, "2026-01-05", "OSKO PAYMENT RECEIVED K LEE Bali retreat deposit", "800.00")
    add(ctx, "2026-02-02", "OSKO PAYMENT RECEIVED P ARNOLD Bali retreat deposit", "800.00")
    add(ctx, "2026-02-03", "OSKO PAYMENT RECEIVED P ARNOLD Bali retreat deposit", "800.00")
    overseas = add(ctx, "2026-02-05", "OSKO PAYMENT SENT P ARNOLD refund dup deposit", "-800.00")
    categorise_transactions(ctx, options={"apply": True})
    asked = _asked(ctx)
    assert {next_quarter, nobody_paid, other_amount, half_asked, overseas} <= asked
