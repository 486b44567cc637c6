"""A stated supplier "the business's, except some invoices" (issue 26, the Perth hairdresser): her stock
wholesalers' orders are the business's, but three of the year's held products for the family (20 % of
those invoices private). The bank row does not say which order, so finkit asks each purchase of such a
supplier its business share: every such supplier's purchases filed alike are one question, answered 100
for most and the share of the few (``onlyTransactionIds``). On main the supplier could not be stated so
(``someInvoicesPrivate`` unknown), and its orders were filed 100 % business unasked."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.transactions import create_transaction, get_transaction


def _add(ctx: AccountContext, description: str, amount: str, on: str) -> str:
    return create_transaction(ctx, data={"date": on, "description": description, "amount": amount}).id


def test_each_order_of_a_supplier_with_partly_private_invoices_is_asked_in_one_question(
    ctx: AccountContext,
) -> None:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "gstBasis": "cash",
            "occupation": "Hairdresser",
            "suppliers": [
                {"name": "De Lorenzo", "supplies": "stock", "someInvoicesPrivate": True},
                {"name": "Salon Supplies WA", "supplies": "stock", "someInvoicesPrivate": True},
            ],
        },
    )
    orders = [
        _add(ctx, "INTERNET TRANSFER DE LORENZO WA INV 33073", "-521.98", "2025-07-15"),
        _add(ctx, "INTERNET TRANSFER DE LORENZO WA INV 56354", "-370.57", "2025-08-06"),
        _add(ctx, "POS PURCHASE SALON SUPPLIES WA OSBOR AUS Card xx0827 06/07", "-690.45", "2025-07-07"),
        _add(ctx, "POS PURCHASE SALON SUPPLIES WA OSBOR AUS Card xx0827 24/08", "-156.16", "2025-08-25"),
    ]
    categorise_transactions(ctx, options={"apply": True})
    asked = [i for i in review_queue(ctx).items if set(orders) & set(i.transaction_ids)]
    assert len(asked) == 1 and set(asked[0].transaction_ids) == set(orders)  # on main: not asked
    item = asked[0]
    assert "business share" in item.reason
    category = item.suggestion.category
    assert category is not None
    decide_item(
        ctx,
        item.id,
        data={"category": category, "businessUsePercentage": "80", "onlyTransactionIds": [orders[1]]},
    )
    decide_item(ctx, item.id, data={"category": category, "businessUsePercentage": "100"})
    shares = [get_transaction(ctx, i).business_use_percentage for i in orders]
    assert shares == [Decimal(100), Decimal(80), Decimal(100), Decimal(100)]
    # the supplier's next order may hold private things too: asked again
    later = _add(ctx, "INTERNET TRANSFER DE LORENZO WA INV 77120", "-402.10", "2025-09-15")
    categorise_transactions(ctx, options={"apply": True})
    assert any(later in i.transaction_ids for i in review_queue(ctx).items)
