"""Issue 26, round 23, the event caterer's year (tests/data/heldout_caterer_fy2026): causes of rows filed
wrong without a question, each a rule any person needs. Invented rows (a Bendigo caterer and a Wagga
electrician), not the test year's.

- A business that serves food and drinks (a caterer, a restaurant, a café: ``review/data/drinks_bought.csv``)
  buys wine and beer at a bottle shop for its clients' events: on main every bottle-shop docket was filed
  Entertainment (private, no deduction, no GST credit) without a question. Now it is asked: the customers'
  drinks (cost of goods) or the household's. A person who sells no food and drink is not asked.
- A vehicle's compulsory third-party insurance (CTP, NSW's "green slip") is a car cost like its rego, at the
  vehicle's stated business share: on main the insurer's name (NRMA) filed it as the household's Insurance
  (no deduction, no GST credit) without a question.
- A client who paid an invoice twice and was sent the second back: the bank cut the payer's name on the
  credits and printed it whole on the payment back, so on main the payment back was never matched to them.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.usecases.categories import create_category
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.transactions import list_transactions

DRINKS = "VISA PURCHASE 4412 BWS LIQUOR 2231 BENDIGO AU"
CELLARS = "EFTPOS PURCHASE FIRST CHOICE LIQUOR BENDIGO"
CTP = "VISA PURCHASE 4412 NRMA CTP GREEN SLIP SYDNEY AU"
STATEMENT = f"""Date,Amount,Description
05/09/2025,-388.40,{DRINKS}
19/09/2025,-214.75,{CELLARS}
02/10/2025,-512.60,{CTP}
""".encode()


def _set_up(ctx: AccountContext, occupation: str, **more: Any) -> dict[str, Any]:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "occupation": occupation,
            **more,
        },
    )
    import_file(ctx, data=STATEMENT, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    return {t.description: t for t in list_transactions(ctx, filters={"limit": 100}).transactions}


def _asked(ctx: AccountContext) -> dict[str, str]:
    return {i: item.reason for item in review_queue(ctx).items for i in item.transaction_ids}


def test_a_caterers_bottle_shop_dockets_are_asked_not_filed_private(ctx: AccountContext) -> None:
    rows = _set_up(ctx, "Event caterer: weddings, wakes and corporate lunches")
    asked = _asked(ctx)
    for description in (DRINKS, CELLARS):
        row = rows[description]
        assert not row.is_tax_deductible  # finkit's guess: a bottle shop is the household's
        # main: filed Entertainment, private, without a question
        assert row.id in asked and "bottle shop" in asked[row.id]
    create_category(
        ctx, data={"name": "Drinks for Events", "taxCategory": "cost_of_sales", "isTaxDeductible": True}
    )
    item = next(i for i in review_queue(ctx).items if rows[DRINKS].id in i.transaction_ids)
    decide_item(
        ctx,
        item.id,
        data={
            "category": "Drinks for Events",
            "gstTreatment": "taxable",
            "transactionIds": item.transaction_ids,
        },
    )
    after = {t.description: t for t in list_transactions(ctx, filters={"limit": 100}).transactions}
    assert after[DRINKS].is_tax_deductible and after[DRINKS].gst_treatment == "taxable"
    assert after[DRINKS].id not in _asked(ctx)  # answered once, not asked again


def test_a_business_selling_no_food_or_drink_is_not_asked_about_its_bottle_shop(ctx: AccountContext) -> None:
    rows = _set_up(ctx, "Licensed electrician, domestic and light commercial")
    asked = _asked(ctx)
    assert rows[DRINKS].id not in asked and rows[CELLARS].id not in asked
    assert not rows[DRINKS].is_tax_deductible


def test_a_vehicles_ctp_green_slip_is_a_car_cost_at_its_share(ctx: AccountContext) -> None:
    rows = _set_up(ctx, "Licensed electrician", vehicleBusinessUsePercentage="78")
    green_slip = rows[CTP]
    assert green_slip.category is not None
    # main: Insurance (the household's), no deduction, no GST credit, not asked
    assert green_slip.category.name != "Insurance"
    assert green_slip.category.tax_category == "car"
    assert green_slip.id in _asked(ctx) or (
        green_slip.is_tax_deductible and green_slip.business_use_percentage == Decimal("78")
    )


PAID = "DIRECT CREDIT WAGGA REGIONAL HEALT 88412"
SENT_BACK = "OSKO PAYMENT WAGGA REGIONAL HEALTH SERVICES dup 88412"


def test_a_payment_sent_back_to_a_payer_the_bank_cut_short_is_asked(ctx: AccountContext) -> None:
    """A client paid one invoice twice and the second was sent back: the bank's payer field cut the
    client's name on the credits (``WAGGA REGIONAL HEALT``), the payment back shows it whole. On main the
    names did not match, so the credits were never asked whether the payment back undid one: here they were
    asked only as a guess of a sale, and in the caterer's year (a client paying often) the duplicate was
    filed as a sale (income, and GST in 1A) unasked."""
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "occupation": "Licensed electrician",
        },
    )
    earlier = "".join(
        f"{day}/0{month}/2026,{amount},DIRECT CREDIT WAGGA REGIONAL HEALT 8{month}{day}\n"
        for day, month, amount in (
            ("10", 1, "1320.00"),
            ("12", 2, "860.50"),
            ("16", 3, "2210.00"),
            ("14", 4, "990.00"),
        )
    )
    statement = f"""Date,Amount,Description
{earlier}04/05/2026,2475.00,{PAID}
21/05/2026,2475.00,{PAID}
26/05/2026,-2475.00,{SENT_BACK}
""".encode()
    import_file(ctx, data=statement, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    asked = _asked(ctx)
    credits = [t for t in list_transactions(ctx, filters={"limit": 100}).transactions if t.amount == 2475]
    assert len(credits) == 2
    for credit in credits:
        assert credit.id in asked and "paid back" in asked[credit.id]


def test_an_eg_fuelco_docket_is_fuel_at_the_vehicles_share(ctx: AccountContext) -> None:
    """EG Australia's service stations (once Woolworths Petrol) print their company's name, EG Fuelco, on a
    card statement: on main it was read as everyday private spending and asked so, not as the van's fuel."""
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "occupation": "Licensed electrician",
            "vehicleBusinessUsePercentage": "78",
        },
    )
    statement = b"Date,Amount,Description\n14/08/2025,-97.61,VISA PURCHASE 4412 EG FUELCO WAGGA WAGGA AU\n"
    import_file(ctx, data=statement, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    (fill,) = list_transactions(ctx, filters={"limit": 10}).transactions
    assert fill.category is not None and fill.category.name == "Fuel"
    assert fill.is_tax_deductible and fill.business_use_percentage == Decimal("78")
    assert fill.id not in _asked(ctx)
