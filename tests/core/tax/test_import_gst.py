"""Imported stock (issue 26, round 22: the retailer's year). A customs broker's invoice passes on the GST
paid at the border on the goods' whole value (customs value, freight, duty), with the freight, duty and
government charge (no GST) and its own charges (GST): its GST is far more than 1/11 of its price. finkit
claimed 1/11 of the price without a question, and once the invoice's GST was given the BAS left the row
out as "more than 1/11": 1B short by every quarter's import GST. Every row here is invented; on main the
test fails."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.tax.bas import bas_report
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.transactions import get_transaction
from tests.core.tax.conftest import add


def test_a_customs_brokers_invoice_is_asked_its_gst_and_the_import_gst_is_claimed_at_1b(
    ctx: AccountContext,
) -> None:
    update_profile(
        ctx,
        data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "gstBasis": "cash"},
    )
    broker = add(ctx, "2025-09-24", "TRANSFER TO PORTSIDE CUSTOMS AND FREIG 534443", "-2630.86")
    categorise_transactions(ctx, options={"apply": True})
    item = next(i for i in review_queue(ctx).items if broker in i.transaction_ids)
    assert "what GST does the invoice show" in item.question + item.reason
    # import GST 852.96 on a customs value of 7,349.56 + the broker's fee's GST 45.50
    decide_item(
        ctx,
        item.id,
        data={"category": "Materials & Stock", "gstTreatment": "taxable", "gstAmount": "898.46"},
    )
    assert get_transaction(ctx, broker).gst_amount == Decimal("-898.46")
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["1B"] == Decimal("898.46")
    assert bas.fields["G11"] == Decimal("9883.06")  # the importation's taxed value, GST x 11
