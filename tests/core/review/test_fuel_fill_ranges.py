"""Each vehicle's usual fuel fill, stated once (round 19, docs/review.md "Round 19, fewer rows asked"): while
two vehicles are kept, a fuel row whose amount falls in exactly one stated range, filed at that range's share,
is not asked which vehicle it is for; a fill only a private car's range (0 %) holds is private, unasked; a
fill in no range or in two stays asked at the profile's vehicle share."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.review.queue import review_queue
from finkit.core.tax.reports import bas_report
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
    fill of 131.40, filed at the van's 95 %, is the van's as stated and not asked; a top-up of 45.00 in no
    range is still asked, at the van's share until answered."""
    _van_and_family_car(ctx)
    van, top_up = _fill(ctx, "-131.40"), _fill(ctx, "-45.00")
    categorise_transactions(ctx, options={"apply": True})
    assert {van, top_up} <= set(_asked(ctx))  # nothing stated: each asked which vehicle

    update_profile(ctx, data={"vehicleFillRanges": [VAN, CAR]})

    asked = _asked(ctx)
    assert van not in asked and "more than one vehicle" in asked[top_up]
    for row in (get_transaction(ctx, van), get_transaction(ctx, top_up)):
        assert row.category is not None and row.category.name == "Fuel"
        assert row.business_use_percentage == Decimal(95) and row.is_tax_deductible is True


def test_a_fill_only_the_private_cars_range_holds_is_private_unasked(ctx: AccountContext) -> None:
    """The family car's fill of 69.39 (only its range, 52-92 at 0 %, holds it) is private as the person
    said: no deduction, no GST credit on the BAS, no question. Forgetting the ranges files it at the van's
    share again and asks."""
    _van_and_family_car(ctx)
    car = _fill(ctx, "-69.39", on="2025-08-14")
    categorise_transactions(ctx, options={"apply": True})
    assert bas_report(ctx, fy=2026, q=1).fields["1B"] > 0  # the van's 95 % of its GST, until said

    update_profile(ctx, data={"vehicleFillRanges": [VAN, CAR]})

    assert car not in _asked(ctx)
    assert get_transaction(ctx, car).is_tax_deductible is False
    assert bas_report(ctx, fy=2026, q=1).fields["1B"] == Decimal(0)
    update_profile(ctx, data={"vehicleFillRanges": None})
    assert "more than one vehicle" in _asked(ctx)[car]
    assert get_transaction(ctx, car).business_use_percentage == Decimal(95)


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
        {"vehicle": "van", "from": 104, "to": 168, "servos": [], "businessUsePercentage": 95},
        {"vehicle": "Family car", "from": 52, "to": 92, "servos": [], "businessUsePercentage": 0},
    ]
    remove_fill_range(ctx, vehicle="FAMILY CAR")
    assert [f.vehicle for f in get_profile(ctx).vehicle_fill_ranges] == ["van"]
    with pytest.raises(NotFoundError):
        remove_fill_range(ctx, vehicle="Family car")
    with pytest.raises(ValidationError) as refused:
        update_profile(ctx, data={"vehicleFillRanges": [{**VAN, "from": 170}]})
    assert [p.field.split(".")[0].split("[")[0] for p in refused.value.fields] == ["vehicleFillRanges"]


def test_fills_stated_for_two_vehicles_ask_a_fill_in_no_range_though_one_vehicle_is_recorded(
    ctx: AccountContext,
) -> None:
    """The retailer records no vehicle (one van at 85 % is her profile's share) but states each fuel's fill:
    the van's diesel 92-138 at 85 %, her partner's Corolla unleaded 52-74 at 0 %. A fill of 74.72, in
    neither range, was filed at the van's 85 % without a question (round 22): the ranges say two vehicles
    are kept, so it is asked which vehicle; the van's fill in its range is not."""
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "vehicleBusinessUsePercentage": "85",
            "vehicleFillRanges": [
                {"vehicle": "van", "from": 92, "to": 138, "businessUsePercentage": 85},
                {"vehicle": "Corolla", "from": 52, "to": 74, "businessUsePercentage": 0},
            ],
        },
    )
    van, odd = _fill(ctx, "-118.20"), _fill(ctx, "-74.72")
    categorise_transactions(ctx, options={"apply": True})
    asked = _asked(ctx)
    assert van not in asked
    assert "more than one vehicle" in asked[odd]


def _fill_at(ctx: AccountContext, servo: str, amount: str) -> str:
    description = f"VISA DEBIT PURCHASE CARD 4471 {servo} AU"
    return create_transaction(
        ctx, data={"date": "2025-08-14", "description": description, "amount": amount}
    ).id


def test_a_fill_at_a_servo_only_one_vehicle_is_filled_at_is_that_vehicles(ctx: AccountContext) -> None:
    """Round 27, the charter operator's year: the ute is filled at Puma Portsmith, the family car at Costco.
    A fill at Costco is the private car's (private, not asked); at Puma, the van's at its share (not asked,
    the bank printing the brand's company word between: PUMA ENERGY PORTSMITH); at a servo neither names,
    or one both name, still asked which vehicle. On main a vehicle's servos could not be stated."""
    _van_and_family_car(ctx)
    costco, puma, shell, both = (
        _fill_at(ctx, "COSTCO FUEL CAIRNS", "-61.20"),
        _fill_at(ctx, "PUMA ENERGY PORTSMITH", "-118.40"),
        _fill_at(ctx, "SHELL EARLVILLE", "-97.10"),
        _fill_at(ctx, "AMPOL BUNGALOW", "-88.00"),
    )
    add_fill_range(ctx, vehicle="Van", servos=["Puma Portsmith", "Ampol Bungalow"], business_use="95")
    add_fill_range(ctx, vehicle="Family car", servos=["Costco Fuel", "Ampol Bungalow"], business_use="0")
    categorise_transactions(ctx, options={"apply": True})
    asked = _asked(ctx)
    assert costco not in asked and puma not in asked
    assert shell in asked and both in asked
    assert get_transaction(ctx, costco).is_tax_deductible is False
    assert get_transaction(ctx, puma).business_use_percentage == Decimal("95")


def test_a_fill_needs_a_range_servos_or_both(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError, match="its servos, or both"):
        add_fill_range(ctx, vehicle="Van", business_use="95")
    with pytest.raises(ValidationError, match="both from and to"):
        add_fill_range(ctx, vehicle="Van", fill_from="104", business_use="95")
    profile = add_fill_range(
        ctx, vehicle="Van", fill_from="104", fill_to="168", servos=["Puma"], business_use="95"
    )
    assert [(f.fill_from, f.servos) for f in profile.vehicle_fill_ranges] == [(Decimal("104"), ["Puma"])]


def test_a_coffee_at_a_vehicles_servo_is_still_asked_fill_or_shop(ctx: AccountContext) -> None:
    """Round 27, a vehicle's usual servos: the servo names where the ute is filled, not what was bought
    there. A 5.64 coffee at the ute's stated servo, filed as fuel at the ute's share, is still asked "a
    fill, or the servo's shop?" (``servo_shop_purchases``); only an amount range says a small row is a
    fill. The ute's fill there is filed unasked. On main a servo-only fill placed any amount, so the
    coffee was the ute's at 95 %, unasked."""
    _van_and_family_car(ctx)
    coffee, fill = (
        _fill_at(ctx, "PUMA ENERGY PORTSMITH", "-5.64"),
        _fill_at(ctx, "PUMA ENERGY PORTSMITH", "-118.40"),
    )
    add_fill_range(ctx, vehicle="Van", servos=["Puma Portsmith"], business_use="95")
    add_fill_range(ctx, vehicle="Family car", servos=["Costco Fuel"], business_use="0")
    categorise_transactions(ctx, options={"apply": True})
    asked = _asked(ctx)
    assert fill not in asked
    assert asked.get(coffee) is not None and "servo" in asked[coffee]


def test_a_servos_stated_twice_are_one_and_an_empty_one_is_refused_naming_the_field(
    ctx: AccountContext,
) -> None:
    """Round 27: a vehicle's servos, any case, are stated once each; an empty servo's name, or a vehicle
    with neither a range nor servos, is refused naming ``vehicleFillRanges``."""
    profile = add_fill_range(
        ctx, vehicle="Ute", servos=["Puma Portsmith", "Ampol", " puma portsmith "], business_use="62"
    )
    assert [f.servos for f in profile.vehicle_fill_ranges] == [["Puma Portsmith", "Ampol"]]
    for bad in ({"servos": ["  "]}, {"servos": [""]}, {}):
        with pytest.raises(ValidationError) as refused:
            update_profile(
                ctx, data={"vehicleFillRanges": [{"vehicle": "Car", "businessUsePercentage": 0, **bad}]}
            )
        assert [p.field.split(".")[0].split("[")[0] for p in refused.value.fields] == ["vehicleFillRanges"]
    assert [f.vehicle for f in get_profile(ctx).vehicle_fill_ranges] == ["Ute"]
