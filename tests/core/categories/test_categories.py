from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.categories.defaults import DEFAULT_CATEGORIES, TAX_CATEGORIES, obvious_category_name
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, NotFoundError, ValidationError
from finkit.core.usecases.categories import (
    create_category,
    delete_category,
    find_category_by_name,
    get_category,
    list_categories,
    update_category,
)
from finkit.core.usecases.transactions import create_transaction, get_transaction


def test_new_account_has_default_categories(ctx: AccountContext) -> None:
    names = {c.name for c in list_categories(ctx)}
    assert len(names) >= 25
    assert {"Groceries", "Fuel", "Donations", "Bank Fees", "Transfers"} <= names
    fuel = find_category_by_name(ctx, "fuel")
    assert (fuel.is_tax_deductible, fuel.tax_category, fuel.default_gst_rate) == (True, "car", Decimal(10))
    assert find_category_by_name(ctx, "Groceries").default_gst_rate == 0  # basic food is GST-free
    assert all(c.tax_category in TAX_CATEGORIES for c in DEFAULT_CATEGORIES)


def test_names_are_unique_case_insensitively(ctx: AccountContext) -> None:
    create_category(ctx, data={"name": "Co-working"})
    with pytest.raises(ConflictError):
        create_category(ctx, data={"name": "co-WORKING"})
    other = create_category(ctx, data={"name": "Storage"})
    with pytest.raises(ConflictError):
        update_category(ctx, other.id, data={"name": "Co-Working"})


def test_invalid_fields_are_named(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError) as info:
        create_category(ctx, data={"name": "X", "taxCategory": "yacht", "defaultGstRate": -1})
    assert {p.field for p in info.value.fields} == {"taxCategory", "defaultGstRate"}


def test_update(ctx: AccountContext) -> None:
    cat = create_category(ctx, data={"name": "Gym"})
    updated = update_category(ctx, cat.id, data={"isTaxDeductible": True, "defaultGstRate": 10})
    assert updated.is_tax_deductible and updated.default_gst_rate == 10


def test_delete_in_use_requires_a_choice(ctx: AccountContext) -> None:
    gym = create_category(ctx, data={"name": "Gym"})
    tx = create_transaction(
        ctx, data={"date": "2026-01-01", "description": "x", "amount": -1, "categoryId": gym.id}
    )
    with pytest.raises(ConflictError):
        delete_category(ctx, gym.id)
    assert get_transaction(ctx, tx.id).category_id == gym.id
    health = find_category_by_name(ctx, "Health & Medical")
    result = delete_category(ctx, gym.id, reassign_to=health.id)
    assert result.transactions_affected == 1
    assert get_transaction(ctx, tx.id).category_id == health.id
    with pytest.raises(NotFoundError):
        get_category(ctx, gym.id)


def test_delete_uncategorise(ctx: AccountContext) -> None:
    gym = create_category(ctx, data={"name": "Gym"})
    tx = create_transaction(
        ctx, data={"date": "2026-01-01", "description": "x", "amount": -1, "categoryId": gym.id}
    )
    delete_category(ctx, gym.id, uncategorise=True)
    assert get_transaction(ctx, tx.id).category_id is None


def test_obvious_category_names() -> None:
    assert obvious_category_name("WOOLWORTHS 1234 SYDNEY") == "Groceries"
    assert obvious_category_name("UBER *TRIP HELP.UBER.COM") == "Public Transport & Rideshare"
    assert obvious_category_name("UBER EATS SYDNEY") == "Meals & Dining"
    assert obvious_category_name("Payment to J Smith") is None


def test_a_payment_to_asic_is_a_government_fee() -> None:
    """ASIC charges only registry fees (a business name, a company's annual review): the statement's
    "BPAY ASIC BUSINESS NAME" was left uncategorised and asked on main."""
    assert obvious_category_name("ASIC BUSINESS NAME 2392657323") == "Licences & Government Fees"
    assert obvious_category_name("BASIC PLAN") != "Licences & Government Fees"
