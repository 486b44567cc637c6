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


def test_a_processor_stated_as_other_costs_pays_out_sales_not_credit_notes(ctx: AccountContext) -> None:
    """The barber's card terminal (Tyro: its fees are other business costs) also pays out his card sales:
    a payout is his sales, never "money back from Tyro Payments ... a credit note"."""
    _business(ctx)
    add_supplier(ctx, name="Tyro Payments", supplies="other", gst="taxable")
    payout = add(ctx, "2025-07-03", "TYRO PAYMENTS LTD STL250702 MID 5517204", "279.13")
    categorise_transactions(ctx, options={"apply": True})
    row = get_transaction(ctx, payout)
    assert _category(row) == "Sales Income"
    asked = [i for i in review_queue(ctx).items if payout in i.transaction_ids]
    assert not any("credit note" in i.reason for i in asked)


def test_other_costs_never_take_a_category_the_fixed_rate_covers(ctx: AccountContext) -> None:
    """The DJ's Officeworks equipment and consumables, stated as other business costs: finkit's Office
    Supplies is one the home-office fixed rate covers (kept off P8 under a fixed-rate claim), so they file
    as Other Business Expenses, as the person said."""
    _business(ctx)
    add_supplier(ctx, name="Officeworks", supplies="other", gst="taxable")
    tx = add(ctx, "2026-01-05", "VISA DEBIT PURCHASE CARD 5520 OFFICEWORKS 0621", "-240.40")
    categorise_transactions(ctx, options={"apply": True})
    assert _category(get_transaction(ctx, tx)) == "Other Business Expenses"
    assert not [i for i in review_queue(ctx).items if tx in i.transaction_ids]
