"""A car claimed by cents per km: the rate is the income-tax deduction, but the GST credit on its running
costs follows the car's creditable purpose (GSTR 2006/4: any fair and reasonable method, such as business
km / total km), so a share the person stated is claimed on the BAS; none stated, none claimed."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.tax.bas import bas_report
from finkit.core.tax.summary import tax_summary
from finkit.core.travel.service import create_trip, create_vehicle
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import get_transaction, update_transaction
from tests.core.tax.conftest import add


def _cents_per_km(ctx: AccountContext, **more: object) -> None:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "vehicleMethod": "cents_per_km",
            **more,
        },
    )
    car = create_vehicle(ctx, data={"name": "Mazda"})
    create_trip(ctx, data={"vehicleId": car.id, "date": "2025-07-01", "distanceKm": 1000, "purpose": "jobs"})


def test_a_stated_car_share_gets_its_gst_credit_but_no_deduction(ctx: AccountContext) -> None:
    _cents_per_km(ctx, vehicleBusinessUsePercentage=25)
    fuel = add(ctx, "2025-08-04", "AMPOL MOUNT LAWLEY", "-110.00", "Fuel")
    assert get_transaction(ctx, fuel).business_use_percentage == 25
    assert bas_report(ctx, fy=2026, q=1).fields["1B"] == Decimal("2.50")  # 10.00 of GST x 25 %
    summary = tax_summary(ctx, fy=2026)
    car = next(d for d in summary.deductions if d.label == "P8-motor-vehicle")
    assert car.amount == Decimal("880.00")  # 1,000 km x 88c: the rate only, nothing for the fuel itself
    assert car.gst_claimable == Decimal("2.50") and summary.gst_claimable == Decimal("2.50")


def test_no_share_stated_no_credit_claimed(ctx: AccountContext) -> None:
    _cents_per_km(ctx)
    fuel = add(ctx, "2025-08-04", "AMPOL MOUNT LAWLEY", "-110.00", "Fuel")
    assert get_transaction(ctx, fuel).is_tax_deductible is False
    assert bas_report(ctx, fy=2026, q=1).fields.get("1B", Decimal(0)) == Decimal(0)
    car = next(d for d in tax_summary(ctx, fy=2026).deductions if d.label == "P8-motor-vehicle")
    assert car.amount == Decimal("880.00") and car.gst_claimable == 0


def test_a_share_the_person_gave_a_car_cost_is_claimed_with_no_method_set(ctx: AccountContext) -> None:
    """No car method in the profile, but the person answered the review for the van's fuel: 80 % business.
    The BAS claimed 80 % of its GST while the tax summary claimed none of the cost (found on the groomer's
    held-out year, whose summary lines showed P8 motor vehicle 0.00 against 1,405.74)."""
    update_profile(
        ctx, data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "gstBasis": "cash"}
    )
    fuel = add(ctx, "2025-08-04", "CALTEX WANGARA", "-110.00", "Fuel")
    update_transaction(ctx, fuel, data={"businessUsePercentage": 80})
    assert bas_report(ctx, fy=2026, q=1).fields["1B"] == Decimal("8.00")
    summary = tax_summary(ctx, fy=2026)
    car = next(d for d in summary.deductions if d.label == "P8-motor-vehicle")
    # 80 % of 110.00, less its 8.00 credit
    assert car.amount == Decimal("80.00") and car.gst_claimable == Decimal("8.00")
    assert any("business share you gave" in note for note in summary.notes)
