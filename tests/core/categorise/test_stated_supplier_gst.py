"""Issue 26, "GST treatment per supply, with the profile": what a regular supplier's tax invoice shows is
stated once with the supplier (``gstTreatment``: taxable, gst_free, input_taxed, out_of_scope, or mixed),
and a row naming the supplier takes it: the GST-credit question (an overseas or digital supplier) and the
invoice-GST question are not asked for it, a mixed supplier's invoices are asked their own GST, and the
review's reason says the stated GST when it lists such a row. Invented rows: a Ballarat signwriter, not
any test year's."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.review.queue import review_queue
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import add_supplier, get_profile, update_profile
from finkit.core.usecases.transactions import list_transactions

ADOBE = "VISA PURCHASE ADOBE CREATIVE CLOUD SYDNEY AU CARD 4410"
WORKSPACE = "VISA PURCHASE GOOGLE WORKSPACE GSC SYDNEY AU CARD 4410"
MIXED = "INTERNET TRANSFER TO WENDOUREE FOODSERVICE INV 7710"
BIG = "VISA PURCHASE SEBASTOPOL SIGN SUPPLIES BALLARAT"
STATEMENT = f"""Date,Amount,Description
04/08/2025,-87.99,{ADOBE}
05/08/2025,-14.40,{WORKSPACE}
06/08/2025,-412.50,{MIXED}
07/08/2025,-2860.00,{BIG}
""".encode()
SUPPLIERS = [
    {"name": "Adobe", "gstTreatment": "taxable"},  # no ABN on the account: Adobe charges GST, a tax invoice
    {"name": "Google Workspace", "gstTreatment": "none"},  # ABN quoted: billed without GST
    {"name": "Wendouree Foodservice", "supplies": "stock", "gstTreatment": "mixed"},
    {"name": "Sebastopol Sign Supplies", "supplies": "stock", "gstTreatment": "taxable"},
]


def _books(ctx: AccountContext, **stated: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    update_profile(
        ctx, data={"entityType": "sole_trader", "gstRegistered": True, "occupation": "signwriter", **stated}
    )
    import_file(ctx, data=STATEMENT, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    rows = {t.description: t for t in list_transactions(ctx, filters={"limit": 100}).transactions}
    items = {i: item for item in review_queue(ctx).items for i in item.transaction_ids}
    return rows, items


def test_a_stated_gst_decides_the_row_and_its_credit_is_not_asked(ctx: AccountContext) -> None:
    rows, asked = _books(ctx, suppliers=SUPPLIERS)
    adobe, workspace = rows[ADOBE], rows[WORKSPACE]
    assert adobe.gst_treatment == "taxable" and abs(adobe.gst_amount) == Decimal("8.00")
    assert adobe.id not in asked  # the overseas-GST question: answered once, with the supplier
    assert workspace.gst_treatment == "out_of_scope" and not workspace.gst_amount
    assert workspace.id not in asked


def test_without_the_statement_the_credit_is_asked_or_taken_at_one_eleventh(ctx: AccountContext) -> None:
    rows, asked = _books(ctx)
    assert rows[ADOBE].id in asked  # the invoice decides: asked
    assert rows[WORKSPACE].gst_treatment == "taxable"  # Google Australia's usual invoice: 1/11


def test_a_mixed_supplier_is_asked_each_invoices_gst_with_why(ctx: AccountContext) -> None:
    rows, asked = _books(ctx, suppliers=SUPPLIERS)
    mixed = rows[MIXED]
    assert mixed.category.name == "Materials & Stock" and mixed.gst_treatment == "taxable"
    item = asked[mixed.id]
    assert "what GST does the invoice show?" in item.reason and "Wendouree Foodservice" in item.reason
    assert "each invoice shows its own GST, as you stated" in item.reason


def test_the_reason_says_the_stated_gst_when_the_review_lists_the_row(ctx: AccountContext) -> None:
    rows, asked = _books(ctx, suppliers=SUPPLIERS)
    big = asked[rows[BIG].id]  # at the asset threshold: asked what it is, its GST decided
    assert "Sebastopol Sign Supplies; its invoices show GST at 1/11, as you stated" in big.reason
    assert rows[BIG].gst_treatment == "taxable"


def test_a_supplier_is_stated_with_its_gst_alone_and_needs_one_of_the_two(ctx: AccountContext) -> None:
    profile = add_supplier(ctx, name="Google Workspace", gst="none")
    assert [(s.name, s.supplies, s.gst_treatment) for s in profile.suppliers] == [
        ("Google Workspace", None, "out_of_scope")
    ]
    assert get_profile(ctx).suppliers[0].gst_treatment == "out_of_scope"
    with pytest.raises(ValidationError):
        add_supplier(ctx, name="Nothing Said")
    with pytest.raises(ValidationError):
        add_supplier(ctx, name="Adobe", gst="sometimes")


def test_a_mixed_suppliers_purchase_not_yet_filed_is_asked_its_category_and_gst_at_once(
    ctx: AccountContext,
) -> None:
    """Round 17: a supplier stated for its GST alone (``mixed``: each invoice shows its own GST) whose
    purchase finkit could not file is asked its category and each invoice's GST in one question, so one
    answer settles it (on main the category came first, then the GST as a second question)."""
    from finkit.core.usecases.review import decide_item

    alone = [{"name": "Wendouree Foodservice", "gstTreatment": "mixed"}]
    rows, asked = _books(ctx, suppliers=alone)
    mixed = rows[MIXED]
    assert mixed.category is None
    item = asked[mixed.id]
    assert "if it is a business cost, what GST does the invoice show? Wendouree Foodservice" in item.reason
    decide_item(
        ctx,
        item.id,
        data={
            "category": "Materials & Stock",
            "gstTreatment": "taxable",
            "gstAmounts": {mixed.id: "21.30"},
            "transactionIds": item.transaction_ids,
        },
    )
    after = {i for item in review_queue(ctx).items for i in item.transaction_ids}
    assert mixed.id not in after  # main: asked again, what GST the invoice shows
    done = {t.id: t for t in list_transactions(ctx, filters={"limit": 100}).transactions}[mixed.id]
    assert abs(done.gst_amount or 0) == Decimal("21.30") and done.is_tax_deductible
