"""A food business's supplier that nothing filed yet (a roaster paid by transfer) is asked what it is and
what GST each invoice shows in one question (issue 26: at most 25 decisions): on main the category was
asked first and the invoice's GST only after the answer, a second decision for the same rows, and an
invoice of GST-free beans beside taxable ones was one more. One answer now gives each invoice's GST by row,
an invoice showing its whole price GST-free (``gstFreeParts``: the whole) filed GST-free. Invented rows."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.tax.reports import bas_report
from finkit.core.usecases.categories import create_category
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.transactions import get_transaction, list_transactions

STATEMENT = b"""Date,Amount,Description
04/08/2025,-858.00,TRANSFER TO GULLY ROASTERY REF INV 101
18/08/2025,-429.00,TRANSFER TO GULLY ROASTERY REF INV 102
25/08/2025,-300.00,TRANSFER TO GULLY ROASTERY REF INV 103
"""


def test_a_food_suppliers_rows_are_asked_their_category_and_each_invoices_gst_at_once(
    ctx: AccountContext,
) -> None:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "occupation": "Coffee van: espresso coffee and hot food at markets",
        },
    )
    import_file(ctx, data=STATEMENT, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    create_category(
        ctx, data={"name": "Cost of Goods", "taxCategory": "cost_of_sales", "isTaxDeductible": True}
    )
    rows = {t.description[-7:]: t.id for t in list_transactions(ctx, filters={"limit": 10}).transactions}
    item = next(i for i in review_queue(ctx).items if rows["INV 101"] in i.transaction_ids)
    assert sorted(item.transaction_ids) == sorted(rows.values())
    assert "what GST does the invoice show" in item.reason  # main: asked only after the category
    assert "gstAmount" in item.answer_needs
    # INV 101 and 102 show GST on their taxable lines; INV 103 is beans alone, GST-free
    decide_item(
        ctx,
        item.id,
        data={
            "category": "Cost of Goods",
            "gstTreatment": "taxable",
            "gstAmounts": {rows["INV 101"]: "52.00", rows["INV 102"]: "39.00", rows["INV 103"]: "0"},
            "gstFreeParts": {rows["INV 103"]: "300.00"},
            "transactionIds": item.transaction_ids,
        },
    )
    assert review_queue(ctx).items == []  # one decision: nothing asked again
    beans = get_transaction(ctx, rows["INV 103"])
    assert beans.gst_treatment == "gst_free"
    assert get_transaction(ctx, rows["INV 101"]).gst_treatment == "taxable"
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["1B"] == Decimal("91.00")


SUPPLIERS_BY_NAME = b"""Date,Amount,Description
04/08/2025,-755.61,OSKO PAYMENT TO HUON VALLEY ROAST REF GS101
18/08/2025,-819.19,OSKO PAYMENT TO HUON VALLEY ROAST REF GS102
06/08/2025,-290.86,OSKO PAYMENT TO KUNANYI BAKEHOUSE REF 6354
20/08/2025,-211.55,OSKO PAYMENT TO KUNANYI BAKEHOUSE REF 2173
"""


def test_a_roast_and_a_bakehouse_are_asked_each_invoices_gst_with_their_category(ctx: AccountContext) -> None:
    """A coffee roaster trading as "... Roast" and a bakery as "... Bakehouse" (round 18: the coffee van's
    Derwent Valley Roast and Lenah Bakehouse, whose words the food suppliers' list missed) sell GST-free food
    (beans, bread) beside taxable lines (cups, pastries) on one invoice: asked both at once, as a roastery
    is, so one answer settles them (on main: the category first, each invoice's GST a second decision)."""
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "occupation": "Coffee van: espresso coffee and hot food at markets",
        },
    )
    import_file(ctx, data=SUPPLIERS_BY_NAME, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    items = review_queue(ctx).items
    for supplier in ("Huon Valley", "Kunanyi"):
        item = next(i for i in items if i.merchant.startswith(supplier))
        assert len(item.transaction_ids) == 2
        assert "if it is food the business buys, what GST does the invoice show" in item.reason
        assert "gstAmount" in item.answer_needs
