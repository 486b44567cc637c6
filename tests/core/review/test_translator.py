"""Never silently wrong, the classes round twelve's translator's year found (issue 26): interest the
person said is private (0 % business) still counted at G1 and G4 as a business's input-taxed sale, and a
vehicle licence whose notice holds GST only in its compulsory third-party insurance claimed at 1/11 of the
whole. Every row here is invented; on main each test fails."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.review.queue import review_queue
from finkit.core.tax.reports import bas_report, tax_summary
from finkit.core.usecases.categories import create_category
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.transactions import create_transaction, get_transaction


def _business(ctx: AccountContext) -> None:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
        },
    )


def _add(ctx: AccountContext, description: str, amount: str, on: str = "2025-08-14") -> str:
    return create_transaction(ctx, data={"date": on, "description": description, "amount": amount}).id


def _item(ctx: AccountContext, tx_id: str) -> tuple[str, str]:
    return next((i.id, i.reason) for i in review_queue(ctx).items if tx_id in i.transaction_ids)


def test_interest_answered_private_by_its_share_leaves_the_bas_and_stays_on_item_10(
    ctx: AccountContext,
) -> None:
    """The interest question answered "private savings" as a person says it: still interest (the return's
    item 10), at 0 % business. Private money is no supply made in carrying on the enterprise (GST Act
    s9-5(b), s40-5): neither G1 nor G4 holds it, whatever GST treatment the row carries."""
    _business(ctx)
    interest = _add(ctx, "INTEREST PAID", "9.89", on="2025-07-28")
    categorise_transactions(ctx, options={"apply": True})
    item, reason = _item(ctx, interest)
    assert "private savings" in reason
    decide_item(
        ctx,
        item,
        data={"category": "Interest Income", "businessUsePercentage": "0", "gstTreatment": "input_taxed"},
    )
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G1"] == Decimal("0")
    assert [row.reason for row in bas.excluded] == ["not_a_sale"]
    assert get_transaction(ctx, interest).category.name == "Interest Income"
    assert tax_summary(ctx, fy=2026).business_income == Decimal("0")
    assert sum(line.amount for line in tax_summary(ctx, fy=2026).income) == Decimal("9.89")
    # remembered: next month's interest is neither asked nor on the BAS
    later = _add(ctx, "INTEREST PAID", "1.67", on="2025-08-28")
    categorise_transactions(ctx, options={"apply": True})
    assert later not in {i for it in review_queue(ctx).items for i in it.transaction_ids}
    assert bas_report(ctx, fy=2026, q=1).fields["G1"] == Decimal("0")


def test_interest_on_business_money_stays_at_g1(ctx: AccountContext) -> None:
    _business(ctx)
    interest = _add(ctx, "INTEREST PAID", "9.89", on="2025-07-28")
    categorise_transactions(ctx, options={"apply": True})
    item, _ = _item(ctx, interest)
    decide_item(ctx, item, data={"category": "Interest Income", "businessUsePercentage": "100"})
    assert bas_report(ctx, fy=2026, q=1).fields["G1"] == Decimal("9.89")


def test_a_vehicle_licence_not_yet_categorised_is_asked_what_gst_its_notice_shows(
    ctx: AccountContext,
) -> None:
    """A state's registration and licence fees carry no GST (GST Act Division 81); the compulsory
    third-party insurance billed with them does: 1/11 of the whole overstates the credit, so the first
    question about the row asks the notice's GST too, and one answer settles both."""
    _business(ctx)
    update_profile(ctx, data={"vehicleBusinessUsePercentage": "25"})
    create_category(ctx, data={"name": "Car Costs", "taxCategory": "car", "isTaxDeductible": True})
    licence = _add(ctx, "BPAY TO DEPT OF TRANSPORT WA REF 5520193311", "-872.15")
    categorise_transactions(ctx, options={"apply": True})
    item, reason = _item(ctx, licence)
    assert "what GST does the invoice show?" in reason and "registration" in reason
    decide_item(ctx, item, data={"category": "Car Costs", "gstTreatment": "taxable", "gstAmount": "38.45"})
    assert bas_report(ctx, fy=2026, q=1).fields["1B"] == Decimal("9.61")  # 25 % of 38.45
    assert licence not in {i for it in review_queue(ctx).items for i in it.transaction_ids}


def test_a_rego_renewal_categorised_taxable_is_asked_for_its_gst(ctx: AccountContext) -> None:
    _business(ctx)
    create_category(ctx, data={"name": "Car Costs", "taxCategory": "car", "isTaxDeductible": True})
    rego = _add(ctx, "VICROADS REGO RENEWAL ABC123", "-905.40")
    categorise_transactions(ctx, options={"apply": True})
    item, _ = _item(ctx, rego)
    # an answer without the notice's GST (nor the car's share, which nobody gave) is refused naming both
    with pytest.raises(ValidationError) as refused:
        decide_item(ctx, item, data={"category": "Car Costs", "gstTreatment": "taxable"})
    assert {p.field for p in refused.value.fields} == {"gstAmount", "businessUsePercentage"}
    _, reason = _item(ctx, rego)
    assert "what GST does the invoice show?" in reason


def test_a_government_department_paying_a_business_is_a_sale_without_a_question(ctx: AccountContext) -> None:
    """A department pays a sole trader for work (court interpreting, a workshop): consideration for a
    supply like anyone's (GST Act s9-15, s177-1). Its pensions and benefits stay asked."""
    _business(ctx)
    paid = _add(ctx, "DIRECT CREDIT DEPT OF EDUCATION VIC PAY7723104", "880.00")
    pension = _add(ctx, "DIRECT CREDIT DEPT VETERANS AFFAIRS PENSION 55120", "412.30")
    categorise_transactions(ctx, options={"apply": True})
    sale = get_transaction(ctx, paid)
    assert sale.category is not None and sale.category.name == "Sales Income"
    assert sale.gst_treatment == "taxable"
    asked = {i for it in review_queue(ctx).items for i in it.transaction_ids}
    assert paid not in asked
    assert pension in asked


def test_a_warehouse_chains_fuel_station_is_fuel_not_a_general_retailer_question(ctx: AccountContext) -> None:
    """Costco Fuel sells fuel only: a car cost at the car's share, never the warehouse's "materials, tools
    or private?" question (the warehouse itself still is one)."""
    _business(ctx)
    update_profile(ctx, data={"vehicleBusinessUsePercentage": "25"})
    fuel = _add(ctx, "COSTCO FUEL MARSDEN PARK AU", "-81.20")
    warehouse = _add(ctx, "COSTCO WHOLESALE MARSDEN PARK AU", "-412.00")
    categorise_transactions(ctx, options={"apply": True})
    reasons = {i: it.reason for it in review_queue(ctx).items for i in it.transaction_ids}
    assert fuel not in reasons
    assert get_transaction(ctx, fuel).business_use_percentage == Decimal("25")
    assert warehouse not in reasons or "general retailer" in reasons[warehouse]


def test_a_sale_to_a_council_or_regulator_stays_a_taxable_sale_on_the_bas(ctx: AccountContext) -> None:
    """The government-fee knowledge (council rates, Fair Trading licences: out of scope, Division 81) is
    about what those bodies charge the person; a council paying the person for a job is the person's own
    taxable supply (s9-5). Before, such a sale was filed out of scope, certain, and left G1 unasked."""
    _business(ctx)
    job = _add(ctx, "DIRECT CREDIT BRISBANE CITY COUNCIL REMIT 55123", "4400.00", on="2025-08-20")
    rates = _add(ctx, "BPAY BRISBANE CITY COUNCIL RATES 55124", "-610.00", on="2025-08-21")
    categorise_transactions(ctx, options={"apply": True})
    sale = get_transaction(ctx, job)
    assert sale.category is not None and sale.category.name == "Sales Income"
    assert sale.gst_treatment == "taxable"
    assert get_transaction(ctx, rates).gst_treatment == "out_of_scope"
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G1"] == Decimal("4400.00") and bas.fields["1A"] == Decimal("400.00")
