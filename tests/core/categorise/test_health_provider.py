"""Issue 26, a health provider's year (docs/review.md, "Round 11: the psychologist"): a person whose stated
occupation supplies GST-free health services (GST Act s38-10) makes GST-free and taxable sales through the
same channels, so finkit files a sale GST-free only where the payer says what it is (an NDIS plan manager)
and asks the rest once per payer; a Medicare benefit is asked (bulk-billing income or a rebate), never filed
as no income without a word. Without such an occupation nothing changes. Invented rows: a Hobart
physiotherapist, not any test year's."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from finkit.core.categorise.money_in import supplies_health_services
from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.tax.bas import bas_report
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import list_transactions

TYRO = "DIRECT CREDIT TYRO PAYMENTS TYRO SETTLE MID 40211"
PLAN_MANAGER = "DIRECT CREDIT MY PLAN MANAGER PTY LTD INV 3307"
MEDICARE = "DIRECT CREDIT MEDICARE BENEFITS 771203"
COMPANY = "DIRECT CREDIT HYDRO TASMANIA PTY LTD 5520"
STATEMENT = f"""Date,Amount,Description
04/08/2025,880.00,{TYRO}
05/08/2025,1100.00,{PLAN_MANAGER}
08/08/2025,304.35,{MEDICARE}
11/08/2025,2200.00,{COMPANY}
""".encode()


def _set_up(ctx: AccountContext, occupation: str | None) -> dict[str, Any]:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            **({"occupation": occupation} if occupation else {}),
        },
    )
    import_file(ctx, data=STATEMENT, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    return {t.description: t for t in list_transactions(ctx, filters={"limit": 100}).transactions}


def _name(tx: Any) -> str | None:
    return tx.category.name if tx.category else None


def _asked(ctx: AccountContext) -> set[str]:
    return {i for item in review_queue(ctx).items for i in item.transaction_ids}


def test_the_occupation_says_who_supplies_health_services() -> None:
    assert supplies_health_services("Registered psychologist in private practice")
    assert supplies_health_services("physiotherapist (sports clinic)")
    assert supplies_health_services("Dentist")
    for other in (None, "", "photographer and videographer", "piano teacher and tuner", "counsellor"):
        assert not supplies_health_services(other), other


def test_a_health_providers_sales_are_asked_unless_the_payer_says_what_it_is(ctx: AccountContext) -> None:
    rows = _set_up(ctx, "Physiotherapist in private practice, also runs paid workshops for employers")
    asked = _asked(ctx)
    plan = rows[PLAN_MANAGER]  # NDIS (s38-38): GST-free, filed without a question
    assert _name(plan) == "Sales Income" and plan.gst_treatment == "gst_free" and plan.id not in asked
    tyro = rows[TYRO]  # card takings: GST-free consultations mostly, but asked (on main: taxable, certain)
    assert _name(tyro) == "Sales Income" and tyro.id in asked and tyro.gst_treatment == "gst_free"
    company = rows[COMPANY]  # a workshop (taxable) or treatment (GST-free): asked, taxable suggested
    assert _name(company) == "Sales Income" and company.id in asked and company.gst_treatment == "taxable"
    medicare = rows[MEDICARE]  # bulk-billing income, or her own rebate: asked (on main: no income, certain)
    assert _name(medicare) == "Sales Income" and medicare.id in asked and medicare.gst_treatment == "gst_free"
    items = [item for item in review_queue(ctx).items if item.direction == "in"]
    assert all("GST-free" in item.reason for item in items)  # the question says it is about GST
    assert next(i for i in items if tyro.id in i.transaction_ids).suggestion.gst_treatment == "gst_free"
    # Until answered, the BAS counts no GST in the GST-free ones: 1A is the company's 200.00 alone.
    assert bas_report(ctx, quarter_label="2025Q3").fields["1A"] == Decimal("200.00")


def test_without_a_health_occupation_nothing_changes_but_the_plan_manager_is_asked(
    ctx: AccountContext,
) -> None:
    rows = _set_up(ctx, "landscape gardener")
    asked = _asked(ctx)
    tyro, company, medicare = rows[TYRO], rows[COMPANY], rows[MEDICARE]
    assert _name(tyro) == "Sales Income" and tyro.gst_treatment == "taxable"
    # a sale, certain: asked only what fee the card processor kept from it (review/payouts.py)
    reasons = {i: item.reason for item in review_queue(ctx).items for i in item.transaction_ids}
    assert tyro.id not in asked or (
        "net of its fee" in reasons[tyro.id] and "below certainty" not in reasons[tyro.id]
    )
    assert _name(company) == "Sales Income" and company.id not in asked
    assert _name(medicare) == "Health & Medical" and medicare.id not in asked  # a rebate: no income
    plan = rows[PLAN_MANAGER]  # GST-free only when s38-38's conditions hold: asked, GST-free suggested
    assert _name(plan) == "Sales Income" and plan.id in asked and plan.gst_treatment == "gst_free"


def test_a_business_flight_or_hotel_is_asked_not_filed_as_business(ctx: AccountContext) -> None:
    """A sole trader's Qantas fare or hotel may be a family trip (the psychologist's year): business or
    private, only the person knows. On main both were Travel/Accommodation at certainty, deductible."""
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "basPeriod": "quarterly"})
    statement = b"""Date,Amount,Description
02/09/2025,-512.00,VISA PURCHASE QANTAS AIRWAYS MASCOT NSW
03/09/2025,-189.00,VISA PURCHASE NOVOTEL BRISBANE QLD
"""
    import_file(ctx, data=statement, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    rows = {t.description: t for t in list_transactions(ctx, filters={"limit": 10}).transactions}
    asked = _asked(ctx)
    flight, hotel = (
        rows["VISA PURCHASE QANTAS AIRWAYS MASCOT NSW"],
        rows["VISA PURCHASE NOVOTEL BRISBANE QLD"],
    )
    assert _name(flight) == "Travel" and flight.id in asked
    assert _name(hotel) == "Accommodation" and hotel.id in asked
