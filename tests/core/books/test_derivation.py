"""Tax treatment is derived, not copied (issue 12): every path that changes a transaction's category
(edit, categorise --apply, rules run, a category's own flags) re-derives deductibility and GST, from
the category, GST knowledge and the user's own values. Figures are worked by hand in the comments."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from finkit.core.context import AccountContext
from finkit.core.rules.service import create_rule
from finkit.core.transactions.schemas import TransactionRead
from finkit.core.usecases.categories import find_category_by_name, update_category
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.rules import run_rules
from finkit.core.usecases.transactions import (
    create_transaction,
    get_transaction,
    list_transactions,
    update_transaction,
)


def add(
    ctx: AccountContext, description: str, amount: str, category: str | None = None, **extra: Any
) -> TransactionRead:
    data: dict[str, Any] = {"date": "2025-10-15", "description": description, "amount": amount, **extra}
    if category:
        data["categoryId"] = find_category_by_name(ctx, category).id
    return create_transaction(ctx, data=data)


def by_description(ctx: AccountContext) -> dict[str, TransactionRead]:
    return {t.description: t for t in list_transactions(ctx, {"limit": 200}).transactions}


def test_editing_the_category_derives_deductibility_and_gst(ctx: AccountContext) -> None:
    tx = add(ctx, "REECE PLUMBING CENTRE 5512 PENRITH NS AUS Card xx4821", "-330.00")
    assert not tx.is_tax_deductible and tx.gst_amount is None  # uncategorised: nothing to claim
    tools = find_category_by_name(ctx, "Tools & Equipment").id
    edited = update_transaction(ctx, tx.id, data={"categoryId": tools})
    assert edited.is_tax_deductible  # was left false before: the flag was copied only at create
    assert edited.gst_treatment == "taxable" and edited.gst_amount == Decimal("-30.00")  # 330 / 11
    assert edited.tax_treatment_source["isTaxDeductible"] == "derived"


def test_categorise_apply_and_rules_run_derive_too(ctx: AccountContext) -> None:
    import_file(
        ctx,
        data=(
            b"Date,Amount,Description\n"
            b"15/10/2025,-1287.44,JOBLOGIC PTY LTD SYDNEY NS AUS Card xx4821\n"
            b"16/10/2025,-412.50,SPARKY SUPPLIES 0031 Card xx4821\n"
        ),
        file_name="cba.csv",
    )
    create_rule(
        ctx,
        data={
            "name": "wholesaler",
            "triggers": ["create"],
            "conditions": {"all": [{"field": "description", "operator": "contains", "value": "SPARKY"}]},
            "actions": [{"type": "setCategory", "category": "Tools & Equipment"}],
        },
    )
    run_rules(ctx)
    create_rule(
        ctx,
        data={
            "name": "software",
            "triggers": ["create"],
            "conditions": {"all": [{"field": "description", "operator": "contains", "value": "JOBLOGIC"}]},
            "actions": [{"type": "setCategory", "category": "Software & Subscriptions"}],
        },
    )
    categorise_transactions(ctx, options={"apply": True})  # the rule's suggestion, applied
    rows = by_description(ctx)
    joblogic = rows["JOBLOGIC PTY LTD SYDNEY NS AUS Card xx4821"]
    sparky = rows["SPARKY SUPPLIES 0031 Card xx4821"]
    assert joblogic.category is not None and joblogic.category.name == "Software & Subscriptions"
    assert joblogic.is_tax_deductible and joblogic.gst_amount == Decimal("-117.04")  # 1287.44 / 11
    assert sparky.is_tax_deductible and sparky.gst_amount == Decimal("-37.50")  # 412.50 / 11


def test_a_category_flag_edit_reaches_its_transactions(ctx: AccountContext) -> None:
    tx = add(ctx, "NRMA CAR INSURANCE 8812", "-880.00", "Insurance")
    assert not tx.is_tax_deductible  # Insurance is a private category by default
    insurance = find_category_by_name(ctx, "Insurance")
    update_category(ctx, insurance.id, data={"isTaxDeductible": True, "taxCategory": "business_expense"})
    after = get_transaction(ctx, tx.id)
    assert (
        after.is_tax_deductible and after.gst_treatment == "taxable" and after.gst_amount == Decimal("-80.00")
    )
    stationery = add(ctx, "CITY STATIONERY SUPPLIES 114", "-55.00", "Office Supplies")
    assert stationery.gst_amount == Decimal("-5.00")
    update_category(ctx, find_category_by_name(ctx, "Office Supplies").id, data={"gstTreatment": "gst_free"})
    assert get_transaction(ctx, stationery.id).gst_amount == Decimal("0")


def test_gst_treatment_of_rego_water_bank_fees_and_insurance(ctx: AccountContext) -> None:
    rego = add(ctx, "SERVICE NSW REGO RENEWAL 0412 PARRAMATTA", "-904.00", "Vehicle Expenses")
    water = add(ctx, "SYDNEY WATER CORP BPAY 123456", "-301.25", "Utilities")
    fee = add(ctx, "MONTHLY ACCOUNT FEE", "-10.00", "Bank Fees")
    bizcover = add(ctx, "BIZCOVER PTY LTD PUBLIC LIABILITY", "-1120.00", "Business Insurance")
    licence = add(ctx, "NSW FAIR TRADING LICENCE RENEWAL", "-245.00", "Licences & Government Fees")
    assert (rego.gst_treatment, rego.gst_amount, rego.is_tax_deductible) == ("out_of_scope", None, True)
    assert (water.gst_treatment, water.gst_amount) == ("gst_free", Decimal("0"))
    assert (fee.gst_treatment, fee.gst_amount, fee.is_tax_deductible) == ("input_taxed", Decimal("0"), True)
    assert (bizcover.gst_treatment, bizcover.gst_amount) == ("taxable", Decimal("-101.82"))  # 1120 / 11
    assert (licence.gst_treatment, licence.gst_amount) == ("out_of_scope", None)


def test_private_categories_are_never_deductible(ctx: AccountContext) -> None:
    meal = add(ctx, "UBER *EATS SYDNEY", "-42.80", "Meals & Dining")
    power = add(ctx, "AGL SALES PTY LTD 4471", "-388.00", "Utilities")
    assert not meal.is_tax_deductible and not power.is_tax_deductible


def test_user_set_values_win_and_are_shown_as_the_users(ctx: AccountContext) -> None:
    tx = add(ctx, "CALTEX WOOLWORTHS 2231", "-80.00", "Fuel", isTaxDeductible=False, gstAmount="7.00")
    assert not tx.is_tax_deductible and tx.gst_amount == Decimal("-7.00")
    assert tx.tax_treatment_source == {
        "isTaxDeductible": "user",
        "businessUsePercentage": "derived",
        "gstTreatment": "derived",
        "gstAmount": "user",
    }
    moved = update_transaction(
        ctx, tx.id, data={"categoryId": find_category_by_name(ctx, "Vehicle Expenses").id}
    )
    assert not moved.is_tax_deductible and moved.gst_amount == Decimal("-7.00")  # the user's values stay
    update_category(ctx, find_category_by_name(ctx, "Vehicle Expenses").id, data={"defaultGstRate": 10})
    assert get_transaction(ctx, tx.id).gst_amount == Decimal("-7.00")
    back = update_transaction(ctx, tx.id, data={"isTaxDeductible": None, "gstAmount": None})
    assert back.is_tax_deductible and back.gst_amount == Decimal("-7.27")  # 80 / 11, derived again
    assert back.tax_treatment_source["isTaxDeductible"] == "derived"


def test_a_users_rule_that_sets_deductibility_is_kept(ctx: AccountContext) -> None:
    tx = add(ctx, "OFFICEWORKS 0421 PENRITH", "-59.00", "Office Supplies")
    create_rule(
        ctx,
        data={
            "name": "officeworks is private",
            "triggers": ["create"],
            "conditions": {"all": [{"field": "description", "operator": "contains", "value": "OFFICEWORKS"}]},
            "actions": [{"type": "setTaxDeductible", "value": False}],
        },
    )
    run_rules(ctx)
    after = get_transaction(ctx, tx.id)
    assert not after.is_tax_deductible and after.tax_treatment_source["isTaxDeductible"] == "user"
