"""Each vehicle's usual fuel fill, stated once (round 19, docs/review.md "Round 19, fewer rows asked"): while
two vehicles are kept, a fuel row whose amount falls in exactly one stated range, filed at that range's share,
is not asked which vehicle it is for; a fill in no range, in two, or in a range of another share stays asked,
and nothing is filed differently."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.review.queue import review_queue
from finkit.core.travel.service import create_vehicle
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import add_fill_range, get_profile, remove_fill_range, update_profile
from finkit.core.usecases.transactions import create_transaction, get_transaction

VAN = {"vehicle": "Van", "from": 104, "to": 168, "businessUsePercentage": 95}
CAR = {"vehicle": "Family car", "from": 52, "to": 92, "businessUsePercentage": 0}


def _van_and_family_car(ctx: AccountContext) -> None:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "vehicleBusinessUsePercentage": "95",
            "vehicleMethod": "logbook",
        },
    )
    create_vehicle(ctx, data={"name": "Van"})
    create_vehicle(ctx, data={"name": "Family car"})


def _fill(ctx: AccountContext, amount: str, on: str = "2025-08-14") -> str:
    description = f"VISA PURCHASE AMPOL WENDOUREE 3355 Card xx4471 {amount}"
    return create_transaction(ctx, data={"date": on, "description": description, "amount": amount}).id


def _asked(ctx: AccountContext) -> dict[str, str]:
    return {i: item.reason for item in review_queue(ctx).items for i in item.transaction_ids}


def test_a_fill_in_one_vehicles_range_at_its_share_is_not_asked_which_vehicle(ctx: AccountContext) -> None:
    """The mechanic's van takes diesel (fills 104-168), the family car unleaded (fills 52-92): the van's
    fill of 131.40, filed at the van's 95 %, is the van's as stated; the car's 69.39 (filed at 95 %, its
    range's share 0) and a top-up of 45.00 in no range are still asked, and nothing is filed differently."""
    _van_and_family_car(ctx)
    van, car, top_up = _fill(ctx, "-131.40"), _fill(ctx, "-69.39"), _fill(ctx, "-45.00")
    categorise_transactions(ctx, options={"apply": True})
    assert {van, car, top_up} <= set(_asked(ctx))  # nothing stated: each asked which vehicle

    update_profile(ctx, data={"vehicleFillRanges": [VAN, CAR]})

    asked = _asked(ctx)
    assert van not in asked
    assert "more than one vehicle" in asked[car] and "more than one vehicle" in asked[top_up]
    kept = get_transaction(ctx, van)
    assert kept.category is not None and kept.category.name == "Fuel"
    assert kept.business_use_percentage == Decimal(95) and kept.is_tax_deductible is True


def test_a_fill_in_two_ranges_stays_asked(ctx: AccountContext) -> None:
    """The air-con installer's ute fills 96-152 and the Carnival 58-98: a fill of 97.54 may be either."""
    _van_and_family_car(ctx)
    update_profile(
        ctx,
        data={
            "vehicleFillRanges": [
                {"vehicle": "Ute", "from": 96, "to": 152, "businessUsePercentage": 95},
                {"vehicle": "Carnival", "from": 58, "to": 98, "businessUsePercentage": 0},
            ]
        },
    )
    both, ute = _fill(ctx, "-97.54"), _fill(ctx, "-120.00")
    categorise_transactions(ctx, options={"apply": True})
    asked = _asked(ctx)
    assert both in asked and ute not in asked


def test_a_car_cost_that_is_no_fuel_stays_asked_whatever_its_amount(ctx: AccountContext) -> None:
    """The range is of fuel fills: a registration or a service of 131.40 says nothing of the vehicle."""
    _van_and_family_car(ctx)
    update_profile(ctx, data={"vehicleFillRanges": [VAN, CAR]})
    rego = create_transaction(
        ctx, data={"date": "2025-08-14", "description": "BPAY VICROADS REGO", "amount": "-131.40"}
    ).id
    categorise_transactions(ctx, options={"apply": True})
    assert rego in _asked(ctx)


def test_ranges_are_stated_one_per_vehicle_and_forgotten_by_name(ctx: AccountContext) -> None:
    """``add_fill_range`` replaces the vehicle's range (any case); ``remove_fill_range`` forgets it, and a
    range whose largest fill is below its smallest is refused naming the field."""
    add_fill_range(ctx, vehicle="Van", fill_from="100", fill_to="160", business_use="95")
    add_fill_range(ctx, vehicle="van", fill_from="104", fill_to="168", business_use="95")
    add_fill_range(ctx, vehicle="Family car", fill_from="52", fill_to="92", business_use="0")
    stated = get_profile(ctx).model_dump(by_alias=True, mode="json")["vehicleFillRanges"]
    assert stated == [
        {"vehicle": "van", "from": 104, "to": 168, "businessUsePercentage": 95},
        {"vehicle": "Family car", "from": 52, "to": 92, "businessUsePercentage": 0},
    ]
    remove_fill_range(ctx, vehicle="FAMILY CAR")
    assert [f.vehicle for f in get_profile(ctx).vehicle_fill_ranges] == ["van"]
    with pytest.raises(NotFoundError):
        remove_fill_range(ctx, vehicle="Family car")
    with pytest.raises(ValidationError) as refused:
        update_profile(ctx, data={"vehicleFillRanges": [{**VAN, "from": 170}]})
    assert [p.field.split(".")[0].split("[")[0] for p in refused.value.fields] == ["vehicleFillRanges"]
