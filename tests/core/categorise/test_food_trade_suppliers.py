"""Issue 26, the coffee van's year (tests/data/heldout_coffeevan_fy2026): two causes of rows filed wrong
without a question for a food business, each a rule any such person needs. Invented rows (a Geraldton
café), not the test year's.

- A food business's suppliers carry the words of its own trade: a coffee machine technician named "Cafe
  ...", an espresso machine's mechanic. On main the keyword "cafe" or "espresso" filed them Meals & Dining
  (private) at certainty, as an everyday meal: the repair's deduction and its GST credit were lost without
  a question. For a person whose stated occupation sells food, such a guess is asked
  (``categorise/data/everyday_private.csv``'s ``trade`` column); for anyone else it is still filed.
- A foodservice distributor's invoice (Bidfood, PFD) mixes GST-free food with taxable cups and snacks: on
  main, filed as the business's stock, 1/11 of the whole was claimed without a question. It is asked what
  GST the invoice shows (``review/data/food_inputs.csv``).
"""

from __future__ import annotations

from typing import Any

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import list_transactions

TECHNICIAN = "CAFE TECHNIK WA GERALDTON AU CARD 4410"
MECHANIC = "OSKO PAYMENT TO ESPRESSO DOCTORS GROUP HEAD REBUILD"
DISTRIBUTOR = "DIRECT DEBIT PFD FOOD SERVICES GERALDTON 77120"
STATEMENT = f"""Date,Amount,Description
05/08/2025,-385.00,{TECHNICIAN}
12/08/2025,-1240.00,{MECHANIC}
15/08/2025,-612.35,{DISTRIBUTOR}
""".encode()


def _set_up(ctx: AccountContext, occupation: str) -> dict[str, Any]:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "occupation": occupation,
            "suppliers": [{"name": "PFD Food Services", "supplies": "stock"}],
        },
    )
    import_file(ctx, data=STATEMENT, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    return {t.description: t for t in list_transactions(ctx, filters={"limit": 100}).transactions}


def _asked(ctx: AccountContext) -> dict[str, str]:
    return {i: item.reason for item in review_queue(ctx).items for i in item.transaction_ids}


def test_a_food_business_is_asked_about_a_supplier_named_with_its_trades_words(ctx: AccountContext) -> None:
    rows = _set_up(ctx, occupation="Café owner: espresso coffee, toasties and cakes")
    asked = _asked(ctx)
    for description in (TECHNICIAN, MECHANIC):
        row = rows[description]
        assert row.id in asked, description  # main: Meals & Dining, private, at certainty, not asked


def test_anyone_else_still_has_a_cafe_filed_as_an_everyday_meal(ctx: AccountContext) -> None:
    rows = _set_up(ctx, occupation="Licensed plumber and drainer")
    technician = rows[TECHNICIAN]
    assert technician.category is not None and technician.category.name == "Meals & Dining"
    assert technician.id not in _asked(ctx)


def test_a_foodservice_distributors_invoice_is_asked_the_gst_it_shows(ctx: AccountContext) -> None:
    rows = _set_up(ctx, occupation="Café owner: espresso coffee, toasties and cakes")
    invoice = rows[DISTRIBUTOR]
    assert invoice.is_tax_deductible and invoice.gst_treatment == "taxable"
    asked = _asked(ctx)
    assert invoice.id in asked and "what GST does the invoice show" in asked[invoice.id]  # main: 1/11, silent
