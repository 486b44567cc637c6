"""Round 17 (issue 26, fewer rows asked): a food business's stated supplier of GST-free stock (a flour
mill, a dairy) sells it food, ingredients, never equipment: its invoices at the asset threshold are filed
as stock without "a depreciating asset?" (trading stock is no depreciating asset, ITAA 1997 s40-30(1)(b);
equipment carries GST). A taxable stock supplier's, and a GST-free supplier's of a business that sells no
food, are still asked. Invented rows: a Ballarat bakery, not any test year's."""

from __future__ import annotations

from typing import Any

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import list_transactions

MILL = "INTERNET TRANSFER TO WIMMERA FLOUR MILLS INV 5531"
DAIRY = "DIRECT DEBIT LAL LAL DAIRY CO 883120"
PACKAGING = "INTERNET TRANSFER TO MOUNT CLEAR PACKAGING INV 771"
STATEMENT = f"""Date,Amount,Description
04/08/2025,-1480.00,{MILL}
05/08/2025,-1125.40,{DAIRY}
06/08/2025,-1310.00,{PACKAGING}
""".encode()
SUPPLIERS = [
    {"name": "Wimmera Flour Mills", "supplies": "stock", "gstTreatment": "gst_free"},
    {"name": "Lal Lal Dairy Co", "supplies": "stock", "gstTreatment": "gst_free"},
    {"name": "Mount Clear Packaging", "supplies": "stock", "gstTreatment": "taxable"},
]


def _books(ctx: AccountContext, occupation: str) -> tuple[dict[str, Any], set[str]]:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "occupation": occupation,
            "suppliers": SUPPLIERS,
        },
    )
    import_file(ctx, data=STATEMENT, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    rows = {t.description: t for t in list_transactions(ctx, filters={"limit": 100}).transactions}
    return rows, {i for item in review_queue(ctx).items for i in item.transaction_ids}


def test_a_food_business_s_gst_free_stock_supplier_is_not_asked_whether_it_sold_an_asset(
    ctx: AccountContext,
) -> None:
    rows, asked = _books(ctx, "Baker (sourdough, pastries) with a shopfront")
    for text in (MILL, DAIRY):
        tx = rows[text]
        assert tx.category is not None and tx.category.name == "Materials & Stock", text
        assert tx.id not in asked, text
        assert tx.gst_treatment == "gst_free", text
    assert rows[PACKAGING].id in asked  # taxable stock: the supplier may have sold equipment too


def test_a_business_that_sells_no_food_is_still_asked(ctx: AccountContext) -> None:
    rows, asked = _books(ctx, "joiner")
    assert {rows[MILL].id, rows[DAIRY].id, rows[PACKAGING].id} <= asked


CUT = "INTERNET TRANSFER TO GRAMPIANS STONEGROUND INV 5588"  # the bank's payee field cut "Mills" off
NOT_IT = "VISA PURCHASE GRAMPIANS STONEGROUND CAFE HALLS GAP"  # another business, the same first words


def test_a_stated_name_whose_last_word_the_bank_cut_off_is_still_the_supplier(ctx: AccountContext) -> None:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "occupation": "Baker (sourdough, pastries) with a shopfront",
            "suppliers": [
                *SUPPLIERS,
                {"name": "Grampians Stoneground Mills", "supplies": "stock", "gstTreatment": "gst_free"},
            ],
        },
    )
    statement = f"Date,Amount,Description\n07/08/2025,-1530.00,{CUT}\n08/08/2025,-18.50,{NOT_IT}\n".encode()
    import_file(ctx, data=statement, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    rows = {t.description: t for t in list_transactions(ctx, filters={"limit": 100}).transactions}
    asked = {i for item in review_queue(ctx).items for i in item.transaction_ids}
    cut = rows[CUT]
    assert cut.category is not None and cut.category.name == "Materials & Stock"
    assert cut.gst_treatment == "gst_free" and cut.id not in asked
    other = rows[NOT_IT]
    assert other.category is None or other.category.name != "Materials & Stock"
