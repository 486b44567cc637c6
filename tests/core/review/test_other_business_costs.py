"""A supplier stated as "other business costs" (round 28, docs/review.md "Round 28, stated suppliers and
employees"): a person says "SwanClean is a business supplier, tax invoices with GST" of a cleaner, a uniform
shop, a parking operator or a trade association, whose supply fits none of stock, tools, service, rent,
premises or software. Stated ``supplies: other``, its rows are settled from what was said (business, P8 all
other expenses, the stated share or 100, the stated GST) and not asked; the category is finkit's own when it
is a business one filed there (Work Clothing & Uniforms, Parking & Tolls), else Other Business Expenses.
On main ``other`` was refused, and a supplier stated for its GST alone kept its rows asked."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.transactions.schemas import TransactionRead
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import add_supplier, update_profile
from finkit.core.usecases.transactions import get_transaction
from tests.core.review.conftest import add


def _category(row: TransactionRead) -> str | None:
    return row.category.name if row.category else None


def _business(ctx: AccountContext) -> None:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "occupation": "Baker and cafe owner",
        },
    )


def test_a_supplier_of_other_business_costs_is_filed_unasked(ctx: AccountContext) -> None:
    _business(ctx)
    add_supplier(ctx, name="SwanClean Supplies", supplies="other", gst="taxable")
    add_supplier(ctx, name="Workwear Hub", supplies="other", gst="taxable")
    add_supplier(ctx, name="Fremantle Traders Association", supplies="other", gst="out_of_scope")
    add_supplier(ctx, name="Secure Parking", supplies="other", gst="taxable", business_use="50")
    cleaner = [
        add(ctx, "2025-07-14", "VISA PURCHASE SWANCLEAN SUPPLIES WELSHPOOL", "-186.45"),
        add(ctx, "2025-09-15", "VISA PURCHASE SWANCLEAN SUPPLIES WELSHPOOL", "-201.30"),
    ]
    uniforms = add(ctx, "2025-08-02", "EFTPOS WORKWEAR HUB MYAREE", "-129.90")
    levy = add(ctx, "2025-08-20", "BPAY FREMANTLE TRADERS ASSOCIATION", "-220.00")
    parking = add(ctx, "2025-10-03", "SECURE PARKING PERTH CBD", "-24.00")
    categorise_transactions(ctx, options={"apply": True})
    asked = {i for item in review_queue(ctx).items for i in item.transaction_ids}
    assert not asked & {*cleaner, uniforms, levy, parking}  # on main: ``other`` refused; GST alone: asked

    row = get_transaction(ctx, cleaner[0])
    assert _category(row) == "Other Business Expenses"  # finkit knows no business category for it
    assert (row.is_tax_deductible, row.business_use_percentage, row.gst_treatment) == (
        True,
        Decimal(100),
        "taxable",
    )
    assert row.gst_amount == Decimal("-16.95")
    assert _category(get_transaction(ctx, uniforms)) == "Work Clothing & Uniforms"  # finkit's, P8 other
    fee = get_transaction(ctx, levy)
    assert (fee.is_tax_deductible, fee.gst_treatment) == (True, "out_of_scope")
    car_park = get_transaction(ctx, parking)
    assert _category(car_park) == "Parking & Tolls"
    assert car_park.business_use_percentage == Decimal(50)  # the share stated


def test_a_household_shop_stated_as_other_costs_is_still_asked(ctx: AccountContext) -> None:
    """A shop the household buys from too (Kmart: Clothing to the knowledge base) stated as other business
    costs: each purchase is asked whether it was for the business, Other Business Expenses suggested."""
    _business(ctx)
    add_supplier(ctx, name="Kmart", supplies="other", gst="taxable")
    tx = add(ctx, "2025-07-19", "EFTPOS KMART INNALOO", "-64.00")
    categorise_transactions(ctx, options={"apply": True})
    [item] = [i for i in review_queue(ctx).items if tx in i.transaction_ids]
    assert item.suggestion.category == "Other Business Expenses"
