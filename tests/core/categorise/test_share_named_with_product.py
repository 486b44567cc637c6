"""A business share given under the merchant's name and what is bought there ("Superloop NBN 25 %",
"Vodafone mobile 50 %") holds for rows whose merchant is the name alone ("DIRECT DEBIT SUPERLOOP LIMITED"):
filed at that share without a question (the yoga teacher's year asked 12 internet bills she had given a
share for). Two shares under one merchant ("Telstra mobile" and "Telstra NBN") leave the row asked.
Invented rows."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import set_business_use, update_profile
from finkit.core.usecases.transactions import create_transaction, get_transaction


def _business(ctx: AccountContext) -> None:
    update_profile(
        ctx, data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "gstBasis": "cash"}
    )


def _bill(ctx: AccountContext, text: str) -> str:
    return create_transaction(ctx, data={"date": "2025-08-18", "description": text, "amount": "-89.00"}).id


def test_a_share_named_with_the_product_holds_for_the_merchants_rows(ctx: AccountContext) -> None:
    _business(ctx)
    set_business_use(ctx, merchant="Superloop NBN", percent=Decimal(25))
    row = _bill(ctx, "Direct Debit SUPERLOOP LIMITED 29930514")
    categorise_transactions(ctx, options={"apply": True})
    tx = get_transaction(ctx, row)
    assert tx.category is not None and tx.category.name == "Phone & Internet"
    assert tx.business_use_percentage == Decimal(25)
    assert row not in {i for item in review_queue(ctx).items for i in item.transaction_ids}


def test_two_shares_under_one_merchant_leave_its_rows_asked(ctx: AccountContext) -> None:
    _business(ctx)
    set_business_use(ctx, merchant="Superloop NBN", percent=Decimal(25))
    set_business_use(ctx, merchant="Superloop mobile", percent=Decimal(60))
    row = _bill(ctx, "Direct Debit SUPERLOOP LIMITED 29930514")
    categorise_transactions(ctx, options={"apply": True})
    assert get_transaction(ctx, row).business_use_percentage is None
    assert row in {i for item in review_queue(ctx).items for i in item.transaction_ids}
