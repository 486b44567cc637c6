from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal

import pytest

from finkit.core.audit.service import list_activity
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.rules.service import create_rule
from finkit.core.tax.deductions.engine import TransactionFacts
from finkit.core.tax.deductions.schemas import DeductionAnalysis, Finding, UserProfile
from finkit.core.usecases.tax import analyse_for_api, analyse_transactions
from finkit.core.usecases.transactions import get_transaction
from tests.core.tax.conftest import add


def by_description(result: object) -> dict[str, DeductionAnalysis]:
    return {a.description: a for a in result.analyses}  # type: ignore[attr-defined]


def test_nurse_employee(ctx: AccountContext) -> None:
    ids = [
        add(ctx, "2025-02-03", "Scrubs Direct - 3 sets of scrubs", "-149.85"),
        add(ctx, "2025-02-10", "AHPRA registration renewal", "-195.00"),
        add(ctx, "2025-02-11", "Woolworths Metro", "-84.20", "Groceries"),
        add(ctx, "2025-03-01", "Salary ACME Health", "3200.00", "Salary & Wages"),
        add(ctx, "2025-03-02", "Red Cross donation", "-50.00", "Donations"),
        add(ctx, "2025-03-05", "H&R Block tax return fee", "-120.00"),
        add(ctx, "2025-03-06", "Uniqlo", "-79.90", "Clothing"),
    ]
    result = analyse_transactions(ctx, transaction_ids=ids, user_profile={"occupation": "Registered nurse"})
    got = by_description(result)
    scrubs = got["Scrubs Direct - 3 sets of scrubs"]
    assert (scrubs.is_tax_deductible, scrubs.return_label, scrubs.deductible_amount) == (
        True,
        "D3",
        Decimal("149.85"),
    )
    assert scrubs.rule_id == "nurse_clothing" and "nurse" in scrubs.reasoning
    assert got["AHPRA registration renewal"].return_label == "D5"
    groceries = got["Woolworths Metro"]
    assert groceries.is_tax_deductible is False and groceries.gst_considerations.treatment == "gst_free"
    assert any("private" in w for w in groceries.warnings)
    assert (
        got["Salary ACME Health"].tax_category == "income" and not got["Salary ACME Health"].is_tax_deductible
    )
    donation = got["Red Cross donation"]
    assert donation.return_label == "D9" and donation.gst_considerations.treatment == "no_gst"
    assert "DGR receipt" in donation.documentation_required
    assert donation.confidence > Decimal("0.8")  # the words and the category agree
    assert got["H&R Block tax return fee"].return_label == "D10"
    assert got["Uniqlo"].is_tax_deductible is False
    # work-related claims pass $300 → written evidence on every work-related item
    assert result.summary.written_evidence_required
    assert any("written evidence" in d for d in scrubs.documentation_required)
    assert not any("written evidence" in d for d in donation.documentation_required)
    assert scrubs.gst_considerations.gst_credit_claimable is False  # employees claim no GST credits
    assert result.summary.by_label["D3"] == Decimal("149.85")
    for a in result.analyses:
        assert 0 <= a.confidence <= 1 and a.reasoning


def test_electrician_employee_tools_car_and_home_office(ctx: AccountContext) -> None:
    ids = [
        add(ctx, "2025-04-01", "Total Tools Penrith - Fluke multimeter", "-459.00"),
        add(ctx, "2025-04-02", "Bunnings - cable ties", "-24.50"),
        add(ctx, "2025-04-03", "RSEA steel cap boots", "-189.95"),
        add(ctx, "2025-04-04", "BP Parramatta", "-80.00", "Fuel"),
        add(ctx, "2025-04-05", "Telstra mobile", "-65.00", "Phone & Internet"),
        add(ctx, "2025-04-06", "Cancer Council sunscreen", "-19.95"),
    ]
    profile = {"occupation": "Electrician", "vehicleMethod": "cents_per_km", "homeOfficeHours": 100}
    got = by_description(analyse_transactions(ctx, transaction_ids=ids, user_profile=profile))
    multimeter = got["Total Tools Penrith - Fluke multimeter"]
    assert multimeter.return_label == "D5" and multimeter.rule_id == "tradie_tools"
    assert any("decline in value" in w for w in multimeter.warnings)  # over $300: depreciate
    assert got["Bunnings - cable ties"].deductible_amount == Decimal("24.50")
    assert got["RSEA steel cap boots"].return_label == "D3"
    fuel = got["BP Parramatta"]
    assert fuel.is_tax_deductible is False and "cents per kilometre" in fuel.reasoning  # covered by the rate
    assert fuel.return_label == "D1"
    phone = got["Telstra mobile"]
    assert phone.is_tax_deductible is False and "fixed rate" in phone.reasoning
    assert got["Cancer Council sunscreen"].rule_id == "sun_protection"


def test_sole_trader_graphic_designer_gst_registered(ctx: AccountContext) -> None:
    profile = {"occupation": "Graphic designer", "employmentType": "sole_trader", "gstRegistered": True}
    ids = [
        add(ctx, "2025-08-01", "ADOBE CREATIVE CLOUD", "-87.99", "Software & Subscriptions"),
        add(ctx, "2025-08-02", "Apple Store MacBook Pro 14", "-3299.00", businessUsePercentage=80),
        add(ctx, "2025-08-03", "Cafe Sydney client lunch", "-120.00", "Meals & Dining"),
        add(ctx, "2025-08-04", "Bank monthly fee", "-10.00", "Bank Fees"),
        add(ctx, "2025-08-05", "Invoice 1042 Acme Pty Ltd", "2200.00", "Sales Income"),
        add(ctx, "2025-08-06", "Officeworks printer paper", "-22.00", "Office Supplies"),
    ]
    result = analyse_transactions(ctx, transaction_ids=ids, user_profile=profile)
    got = by_description(result)
    adobe = got["ADOBE CREATIVE CLOUD"]
    assert adobe.is_tax_deductible and adobe.return_label == "business_other"
    gst = adobe.gst_considerations
    # Adobe bills from Ireland and charges no GST to a business that quotes its ABN: no credit (issue 26)
    assert (gst.treatment, gst.gst_amount, gst.claimable_gst_amount, gst.tax_invoice_required) == (
        "no_gst",
        Decimal("0"),
        Decimal("0"),
        False,
    )
    assert adobe.deductible_amount == Decimal("87.99")  # no GST credit on the BAS: all of it is the cost
    mac = got["Apple Store MacBook Pro 14"]
    assert mac.deductible_percentage == 80 and mac.return_label == "business_depreciation"
    assert mac.gst_considerations.claimable_gst_amount == Decimal("239.93")  # 299.91 × 80 %
    assert any("instant asset write-off" in w for w in mac.warnings)
    assert any("mixed use" in w for w in mac.warnings)
    assert got["Cafe Sydney client lunch"].is_tax_deductible is False
    fee = got["Bank monthly fee"]
    assert fee.is_tax_deductible and fee.gst_considerations.treatment == "input_taxed"
    assert not fee.gst_considerations.gst_credit_claimable
    paper = got["Officeworks printer paper"]
    assert paper.gst_considerations.claimable_gst_amount == Decimal("2.00")
    assert not paper.gst_considerations.tax_invoice_required  # under $82.50
    assert got["Invoice 1042 Acme Pty Ltd"].tax_category == "income"
    assert not result.summary.written_evidence_required  # the $300 rule is for employees' work expenses


def test_analysis_changes_nothing_and_save_writes_audited(ctx: AccountContext) -> None:
    tx_id = add(ctx, "2025-08-01", "Scrubs Direct scrubs", "-99.00")
    create_rule(
        ctx,
        data={
            "name": "Tag what was edited",
            "conditions": {"field": "description", "operator": "contains", "value": "scrubs"},
            "actions": [{"type": "addTag", "tag": "checked"}],
            "triggers": ["update"],
        },
    )
    before = get_transaction(ctx, tx_id)
    analyse_transactions(ctx, transaction_ids=[tx_id], user_profile={"occupation": "nurse"})
    assert get_transaction(ctx, tx_id) == before
    result = analyse_transactions(
        ctx, transaction_ids=[tx_id], user_profile={"occupation": "nurse"}, save=True
    )
    assert result.saved == 1
    after = get_transaction(ctx, tx_id)
    assert after.is_tax_deductible and after.business_use_percentage == 100
    assert (after.gst_rate, after.gst_amount) == (
        None,
        None,
    )  # uncategorised: its GST is not known (issue 26)
    entries = [e for e in list_activity(ctx)[0] if e.target_id == tx_id and e.action == "transaction.update"]
    assert entries and entries[0].details["source"] == "tax.analyse"
    # a user edit through the write pipeline: the values are the user's, and update rules ran on it
    assert after.tax_treatment_source["isTaxDeductible"] == "user"
    assert "checked" in (after.tags or [])


def test_history_and_range(ctx: AccountContext) -> None:
    for day in ("2025-01-05", "2025-02-05", "2025-03-05"):
        add(ctx, day, "Joe's Electrical Wholesale", "-40.00", merchant="Joes Wholesale", isTaxDeductible=True)
    new = add(ctx, "2025-04-05", "Joe's Electrical Wholesale", "-55.00", merchant="Joes Wholesale")
    result = analyse_transactions(ctx, from_date="2025-04-01", to_date="2025-04-30")
    assert [a.transaction_id for a in result.analyses] == [new]
    verdict = result.analyses[0]
    assert verdict.is_tax_deductible and "3 of 3 earlier" in verdict.reasoning
    with pytest.raises(ValidationError) as err:
        analyse_transactions(ctx, from_date="2025-05-01", to_date="2025-04-01")
    assert err.value.fields[0].field == "toDate"


def test_tenant_isolation(ctx: AccountContext, other_ctx: AccountContext) -> None:
    theirs = add(other_ctx, "2025-08-01", "Scrubs Direct scrubs", "-99.00")
    with pytest.raises(NotFoundError):
        analyse_transactions(ctx, transaction_ids=[theirs], save=True)
    assert get_transaction(other_ctx, theirs).is_tax_deductible is False
    assert analyse_transactions(ctx, from_date="2025-01-01", to_date="2025-12-31").analyses == []


def test_unsupported_country_is_general_guidance_only(ctx: AccountContext) -> None:
    result = analyse_transactions(
        ctx,
        transactions=[{"description": "Staples printer paper", "amount": 20}],
        user_profile={"country": "DE"},
    )
    assert result.general_guidance_only and result.country == "DE"
    verdict = result.analyses[0]
    assert verdict.is_tax_deductible is None and verdict.confidence == 0
    assert "General guidance only" in verdict.reasoning


def test_enrichers_add_findings_without_changing_the_verdict(ctx: AccountContext) -> None:
    def second_opinion(
        facts: TransactionFacts, analysis: DeductionAnalysis, profile: UserProfile
    ) -> Iterable[Finding]:
        analysis.is_tax_deductible = True  # a copy: must not leak into the result
        return [Finding(source="llm", kind="warning", message="ask about the dinner's purpose")]

    def broken(
        facts: TransactionFacts, analysis: DeductionAnalysis, profile: UserProfile
    ) -> Iterable[Finding]:
        raise RuntimeError("provider down")

    result = analyse_transactions(
        ctx,
        transactions=[{"description": "Restaurant dinner", "amount": -80}],
        enrichers=[second_opinion, broken],
    )
    verdict = result.analyses[0]
    assert verdict.is_tax_deductible is False
    assert "ask about the dinner's purpose" in verdict.warnings
    assert [f.source for f in verdict.findings] == ["llm", "broken"]


def test_api_shape_and_validation(ctx: AccountContext) -> None:
    stored = add(ctx, "2025-08-01", "Telstra mobile", "-65.00", "Phone & Internet")
    data = analyse_for_api(
        ctx,
        transactions=[
            {"id": stored},
            {
                "description": "Hi-vis shirts",
                "amount": 45.5,
                "merchant": "Workwear Hub",
                "category": "Work Clothing & Uniforms",
            },
        ],
        user_profile={
            "occupation": "electrician",
            "employmentType": "employee",
            "defaultBusinessUsePercentage": 60,
        },
    )
    first, second = data["analyses"]
    assert first["transactionId"] == stored and first["deductiblePercentage"] == 60
    assert second["returnLabel"] == "D3" and second["amount"] == -45.5
    for key in (
        "isTaxDeductible",
        "deductiblePercentage",
        "deductibleAmount",
        "taxCategory",
        "confidence",
        "reasoning",
        "documentationRequired",
        "gstConsiderations",
        "warnings",
    ):
        assert key in first
    with pytest.raises(ValidationError) as err:
        analyse_for_api(ctx, transactions=[], user_profile={})
    assert err.value.fields[0].field == "transactions"
    with pytest.raises(ValidationError) as err:
        analyse_for_api(
            ctx, transactions=[{"description": "x", "amount": "NaN"}], user_profile={"employmentType": "boss"}
        )
    fields = {p.field for p in err.value.fields}
    assert "userProfile.employmentType" in fields


@pytest.mark.parametrize(
    "description",
    [
        "ANZ INTERNET BANKING FUNDS TFER TRANSFER 482211 TO 063000123456",  # the rent
        "ANZ INTERNET BANKING BPAY TAX OFFICE PAYMENTS {551234}",
        "ANZ INTERNET BANKING FUNDS TFER TRANSFER 102938 TO SAVINGS",
    ],
)
def test_the_banks_channel_words_propose_nothing(ctx: AccountContext, description: str) -> None:
    """Issue 26: ANZ's "INTERNET BANKING" prefix matched the phone-and-internet rule, so rent, transfers
    and ATO payments were proposed as deductions with GST credits. Tax analysis reads the merchant, the
    category and the description's own words, never the bank's plumbing."""
    profile = {"occupation": "Graphic designer", "employmentType": "sole_trader", "gstRegistered": True}
    result = analyse_transactions(
        ctx, transactions=[{"description": description, "amount": -1200}], user_profile=profile
    )
    verdict = result.analyses[0]
    assert not verdict.is_tax_deductible, verdict.reasoning
    assert verdict.gst_considerations.claimable_gst_amount == 0
    assert "Phone and internet" not in verdict.reasoning
