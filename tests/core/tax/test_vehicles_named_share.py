"""A van and a family car recorded by name, no trips, the van's share stated in the profile (issue 26,
round 22: the retailer's year). Recording the vehicles made finkit look for trips and a logbook, find none,
and claim no car costs at all without a word (P8 motor vehicle 3,242.84 of 6,450.39: only the rows whose
share was answered one by one). The profile's stated share stands until trips measure a method. Every row
here is invented; on main the test fails."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.tax.summary import tax_summary
from finkit.core.travel.service import create_vehicle
from finkit.core.usecases.profile import update_profile
from tests.core.tax.conftest import add


def test_vehicles_recorded_without_trips_keep_the_profiles_stated_share(ctx: AccountContext) -> None:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "vehicleBusinessUsePercentage": "85",
        },
    )
    create_vehicle(ctx, data={"name": "Van"})
    create_vehicle(ctx, data={"name": "Corolla"})
    add(
        ctx,
        "2025-08-14",
        "VISA DEBIT PURCHASE 13/08 HUNTER TOYOTA SERVICE CARDIFF",
        "-440.00",
        "Vehicle Expenses",
    )
    car = next(d for d in tax_summary(ctx, fy=2026).deductions if d.label == "P8-motor-vehicle")
    assert car.amount == Decimal("340.00")  # 400.00 ex GST x 85 %
