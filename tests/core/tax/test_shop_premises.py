"""A sole trader with a shop (issue 26, the barber's year): the shop's rent filed as residential rent lost
its GST credit every month without a word; a toll account the person holds half business was claimed
whole on the BAS; and the home office's fixed rate swallowed the shop's own power, phone and consumables.
Every row here is invented; on main each test fails."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.tax.bas import bas_report
from finkit.core.tax.home_office.service import set_home_office
from finkit.core.tax.summary import tax_summary
from finkit.core.usecases.categories import create_category
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import add_supplier, set_business_use, update_profile
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.transactions import get_transaction
from tests.core.tax.conftest import add


def _business(ctx: AccountContext, **more: object) -> None:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            **more,
        },
    )


def test_rent_of_premises_held_wholly_business_is_a_taxable_lease_and_asked(ctx: AccountContext) -> None:
    _business(ctx)
    set_business_use(ctx, merchant="Harbour Property Trust", percent=Decimal(100))
    shop = add(ctx, "2025-08-01", "Harbour Property Trust Shop 2 rent AUG", "-1650.00", "Rent & Mortgage")
    home = add(ctx, "2025-08-03", "Rent 9 Gull St", "-1200.00", "Rent & Mortgage")
    assert get_transaction(ctx, shop).gst_treatment == "taxable"
    assert get_transaction(ctx, home).gst_treatment == "input_taxed"  # a home's rent: residential
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G11"] == Decimal("1650.00") and bas.fields["1B"] == Decimal("150.00")
    rent = next(d for d in tax_summary(ctx, fy=2026).deductions if d.label == "P8-rent")
    assert rent.amount == Decimal("1500.00")  # the lease ex GST, its GST a credit
    # asked once (the landlord may not be registered); the answer stands and is no longer asked
    item = next(i for i in review_queue(ctx).items if shop in i.transaction_ids)
    assert "landlord" in item.question + item.reason and home not in item.transaction_ids
    decide_item(ctx, item.id, data={"category": "Rent & Mortgage", "gstTreatment": "gst_free"})
    assert get_transaction(ctx, shop).gst_treatment == "gst_free"
    assert all(shop not in i.transaction_ids for i in review_queue(ctx).items)


def test_a_mortgage_held_wholly_business_stays_input_taxed(ctx: AccountContext) -> None:
    """A loan repayment is no supply: only rent or lease words make premises' rent taxable."""
    _business(ctx)
    set_business_use(ctx, merchant="Harbour Bank", percent=Decimal(100))
    loan = add(ctx, "2025-08-01", "Harbour Bank home loan repayment", "-900.00", "Rent & Mortgage")
    assert get_transaction(ctx, loan).gst_treatment == "input_taxed"


def test_a_toll_account_held_half_business_claims_half_its_gst(ctx: AccountContext) -> None:
    """The car is 25 % business by logbook; the toll account's trips half business ("Linkt: 50 %"): the
    toll is not a car cost, so its share is the one stated for the toll account, on the BAS too."""
    _business(ctx, vehicleBusinessUsePercentage=25)
    set_business_use(ctx, merchant="Linkt", percent=Decimal(50))
    toll = add(ctx, "2025-08-04", "LINKT BRISBANE TOPUP", "-44.00", "Parking & Tolls")
    assert get_transaction(ctx, toll).business_use_percentage == 50
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["1B"] == Decimal("2.00")  # 4.00 of GST x 50 %


def test_the_fixed_rate_covers_the_home_not_the_shop(ctx: AccountContext) -> None:
    """The fixed rate covers working-from-home running costs: not a shop's consumables (never "computer
    consumables"), nor the power and phone bills of the premises, which the person states once (a supplier
    of ``premises``), claimed at the share stated for them. The home's bills stay covered."""
    _business(ctx)
    create_category(
        ctx, data={"name": "Shop Consumables", "taxCategory": "business_expense", "isTaxDeductible": True}
    )
    add_supplier(ctx, name="Harbour Property Trust", supplies="rent")
    add_supplier(ctx, name="Origin", supplies="premises")
    set_business_use(ctx, merchant="AGL", percent=Decimal(20))
    set_home_office(ctx, 2026, data={"hours": 100})
    add(ctx, "2025-08-01", "Harbour Property Trust Shop 2 rent AUG", "-1650.00", "Rent & Mortgage")
    add(ctx, "2025-08-05", "SALLY BEAUTY BURLEIGH", "-110.00", "Shop Consumables")
    add(ctx, "2025-08-06", "BPAY ORIGIN ENERGY SHOP2", "-220.00", "Utilities")
    home = add(ctx, "2025-08-07", "BPAY AGL ENERGY HOME", "-330.00", "Utilities")
    summary = tax_summary(ctx, fy=2026)
    other = next(d for d in summary.deductions if d.label == "P8-other")
    assert other.amount == Decimal("110.00") + Decimal("200.00") + Decimal("70.00")  # the shop's power
    assert summary.home_office is not None and summary.home_office.covered_transactions == [home]


def test_a_workshop_lease_leaves_the_home_bills_to_the_fixed_rate(ctx: AccountContext) -> None:
    """A candle maker rents a workshop (a stated landlord: a taxable lease) and claims the fixed rate
    for her hours at the kitchen desk. Her home phone, internet and power, held part business, are what
    the rate covers (PCG 2023/1): renting premises says nothing of which bills are the premises'. Before,
    any lease made every shared bill a separate deduction beside the rate, without a word."""
    _business(ctx)
    add_supplier(ctx, name="Makers Shed", supplies="rent")
    set_business_use(ctx, merchant="Optus", percent=Decimal(60))
    set_business_use(ctx, merchant="Superloop", percent=Decimal(30))
    set_home_office(ctx, 2026, data={"hours": 240})
    add(ctx, "2025-08-01", "DIRECT DEBIT MAKERS SHED 0441", "-440.00", "Rent & Mortgage")
    phone = add(ctx, "2025-08-02", "DIRECT DEBIT OPTUS MOBILE 7781", "-55.00", "Phone & Internet")
    net = add(ctx, "2025-08-03", "DIRECT DEBIT SUPERLOOP 2231", "-88.00", "Phone & Internet")
    summary = tax_summary(ctx, fy=2026)
    assert summary.home_office is not None
    assert sorted(summary.home_office.covered_transactions) == sorted([phone, net])
    other = next(d for d in summary.deductions if d.label == "P8-other")
    assert other.amount == Decimal("168.00")  # the rate alone: 240 h x 70c
    rent = next(d for d in summary.deductions if d.label == "P8-rent")
    assert rent.amount == Decimal("400.00")
    # the GST credits of the business shares stay on the BAS: 5.00 x 60 % + 8.00 x 30 % + 40.00
    assert bas_report(ctx, fy=2026, q=1).fields["1B"] == Decimal("45.40")


def test_supplies_used_away_from_home_are_not_covered_by_the_fixed_rate(ctx: AccountContext) -> None:
    """A psychologist who hires a consulting room and claims the fixed rate for her hours at home: the
    rate covers the stationery of working from home (PCG 2023/1), not the room's. The bank row cannot say
    which, so the person's answer does (``usedAwayFromHome``): that purchase is claimed beside the rate.
    Before, every Office Supplies row was covered and no answer could say otherwise."""
    _business(ctx)
    set_home_office(ctx, 2026, data={"hours": 100})
    room = add(ctx, "2025-08-07", "OFFICEWORKS 0412 CASUARINA NT", "-64.90")
    categorise_transactions(ctx, options={"apply": True})
    item = next(i for i in review_queue(ctx).items if room in i.transaction_ids)
    decide_item(ctx, item.id, data={"category": "Office Supplies", "usedAwayFromHome": True})
    home = add(ctx, "2025-08-08", "OFFICEWORKS 0412 CASUARINA NT", "-22.00", "Office Supplies")
    summary = tax_summary(ctx, fy=2026)
    other = next(d for d in summary.deductions if d.label == "P8-other")
    assert other.amount == Decimal("59.00") + Decimal("70.00")  # the room's paper ex GST; the rate
    assert summary.home_office is not None and summary.home_office.covered_transactions == [home]
    assert bas_report(ctx, fy=2026, q=1).fields["1B"] == Decimal("7.90")  # both credits, as before
