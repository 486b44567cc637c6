"""The tax profile through the library: defaults, partial updates, validation, per-account scope."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.profile.service import get_profile, load_profile
from finkit.core.tax.periods import financial_year, financial_year_of
from finkit.core.usecases.profile import update_profile

# A real, published ABN (the ATO's own example in its check-digit guidance): 51 824 753 556.
VALID_ABN = "51 824 753 556"


def test_default_profile_is_an_unregistered_au_sole_trader(ctx: AccountContext) -> None:
    profile = get_profile(ctx)
    assert profile.stored is False
    assert profile.country == "AU"
    assert profile.entity_type == "sole_trader"
    assert profile.gst_registered is False
    assert profile.gst_basis == "cash"
    assert profile.bas_period == "quarterly"
    assert profile.financial_year_start == "07-01"
    assert profile.vehicle_method is None


@pytest.mark.parametrize(("country", "start"), [("NZ", "04-01"), ("GB", "04-06"), ("US", "01-01")])
def test_default_fy_start_follows_the_country(
    make_ctx: Callable[..., AccountContext], country: str, start: str
) -> None:
    other = make_ctx(country=country)
    assert get_profile(other).financial_year_start == start


def test_update_changes_only_the_fields_given_and_is_stored(ctx: AccountContext) -> None:
    saved = update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "occupation": " electrician ",
            "gstRegistered": True,
            "gstRegisteredFrom": "2025-07-01",
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "abn": VALID_ABN,
        },
    )
    assert saved.stored is True
    assert saved.occupation == "electrician"
    assert saved.abn == "51824753556"
    assert saved.gst_registered_on(date(2025, 7, 1)) is True
    assert saved.gst_registered_on(date(2025, 6, 30)) is False
    again = update_profile(ctx, data={"basPeriod": "monthly"})
    assert again.bas_period == "monthly"
    assert again.occupation == "electrician"
    assert again.gst_registered is True
    with ctx.db.session() as session:
        assert load_profile(session, ctx).bas_period == "monthly"


def test_clearing_gst_registration_clears_its_date_and_null_clears_optional_fields(
    ctx: AccountContext,
) -> None:
    update_profile(ctx, data={"gstRegistered": True, "gstRegisteredFrom": "2024-01-01", "occupation": "x"})
    cleared = update_profile(ctx, data={"gstRegistered": False, "occupation": None})
    assert cleared.gst_registered is False
    assert cleared.gst_registered_from is None
    assert cleared.occupation is None


def test_custom_financial_year_start_is_used_and_can_return_to_the_default(ctx: AccountContext) -> None:
    profile = update_profile(ctx, data={"financialYearStart": "4-1"})
    assert profile.financial_year_start == "04-01"
    assert profile.financial_year_start_is_default is False
    period = financial_year(2026, profile.country, start=profile.fy_start)
    assert (period.start, period.end) == (date(2025, 4, 1), date(2026, 3, 31))
    assert financial_year_of(date(2026, 3, 31), "AU", start=profile.fy_start) == 2026
    assert financial_year_of(date(2026, 4, 1), "AU", start=profile.fy_start) == 2027
    back = update_profile(ctx, data={"financialYearStart": None})
    assert back.financial_year_start == "07-01"
    assert back.financial_year_start_is_default is True


def test_changing_country_moves_a_default_fy_start(ctx: AccountContext) -> None:
    assert update_profile(ctx, data={"country": "nz"}).financial_year_start == "04-01"


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"abn": "51 824 753 557"}, "abn"),
        ({"abn": "1234"}, "abn"),
        ({"entityType": "trust"}, "entityType"),
        ({"gstBasis": "accruals"}, "gstBasis"),
        ({"basPeriod": "yearly"}, "basPeriod"),
        ({"financialYearStart": "02-29"}, "financialYearStart"),
        ({"gstRegisteredFrom": "2025-07-01"}, "gstRegisteredFrom"),
        ({"defaultBusinessUsePercentage": 120}, "defaultBusinessUsePercentage"),
        ({"country": None}, "country"),
        ({"colour": "blue"}, "colour"),
    ],
)
def test_bad_input_is_refused_naming_the_field_and_nothing_is_stored(
    ctx: AccountContext, data: dict[str, object], field: str
) -> None:
    with pytest.raises(ValidationError) as raised:
        update_profile(ctx, data=data)
    assert field in {problem.field for problem in raised.value.fields}
    assert get_profile(ctx).stored is False


def test_profiles_are_per_account(ctx: AccountContext, other_ctx: AccountContext) -> None:
    update_profile(ctx, data={"entityType": "individual", "vehicleBusinessUsePercentage": "62.5"})
    assert get_profile(ctx).vehicle_business_use_percentage == Decimal("62.5")
    assert get_profile(other_ctx).stored is False
    assert get_profile(other_ctx).entity_type == "sole_trader"


def test_a_profile_change_reaches_stored_transactions(ctx: AccountContext) -> None:
    from finkit.core.usecases.transactions import get_transaction
    from tests.core.tax.conftest import add

    sale = add(ctx, "2025-08-01", "FAST TRANSFER FROM J SMITH ELECTRICAL WORK", "1100.00", "Sales Income")
    fuel = add(ctx, "2025-08-02", "BP CONNECT 7043", "-110.00", "Fuel")
    update_profile(ctx, data={"gstRegistered": False})  # an unregistered business charges no GST
    assert not get_transaction(ctx, sale).gst_amount
    update_profile(ctx, data={"gstRegistered": True, "vehicleBusinessUsePercentage": 60})
    assert get_transaction(ctx, sale).gst_amount == Decimal("100.00")
    assert get_transaction(ctx, fuel).business_use_percentage == Decimal(60)
