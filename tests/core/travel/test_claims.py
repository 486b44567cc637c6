"""Car claim methods with worked numbers (income year 2025 = 1 July 2024 to 30 June 2025)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError
from finkit.core.expenses.matching import link_expense_to_transaction
from finkit.core.expenses.service import create_expense
from finkit.core.travel.claims import CENTS_PER_KM, cost_kind, vehicle_claim
from finkit.core.travel.service import (
    add_odometer_reading,
    create_logbook_period,
    create_trip,
    create_vehicle,
)
from finkit.core.usecases.transactions import create_transaction


def _trip(ctx: AccountContext, vehicle_id: str, day: str, km: int, kind: str = "business") -> None:
    create_trip(
        ctx,
        data={"vehicleId": vehicle_id, "date": day, "distanceKm": km, "kind": kind, "purpose": "Site visit"},
    )


def _tx(ctx: AccountContext, day: str, amount: str, description: str, category: str, **extra: object) -> str:
    category_id = find_category_by_name(ctx, category).id
    return create_transaction(
        ctx,
        data={"date": day, "amount": amount, "description": description, "categoryId": category_id, **extra},
    ).id


@pytest.fixture
def ute(ctx: AccountContext) -> str:
    """A logbook year: 60 % business use in the logbook period, 6,000 business km in the year and
    $9,500 of car expenses (plus $50 parking)."""
    vehicle_id = create_vehicle(ctx, data={"name": "Ute", "registration": "ABC123"}).id
    add_odometer_reading(ctx, vehicle_id, data={"date": "2024-07-01", "reading": 45000})
    add_odometer_reading(ctx, vehicle_id, data={"date": "2025-06-30", "reading": 57000})
    for day in ("2024-07-08", "2024-08-08", "2024-09-08"):
        _trip(ctx, vehicle_id, day, 600)  # 1,800 business km in the logbook period
    _trip(ctx, vehicle_id, "2024-08-20", 1200, "private")
    for month in ("10", "11", "12"):
        _trip(ctx, vehicle_id, f"2024-{month}-15", 600)
    for month in ("01", "02", "03", "04"):
        _trip(ctx, vehicle_id, f"2025-{month}-15", 600)  # 4,200 more business km
    create_logbook_period(
        ctx, data={"vehicleId": vehicle_id, "startDate": "2024-07-01", "endDate": "2024-09-22"}
    )
    fuel = [_tx(ctx, f"2024-{m}-03", "-1500", "Shell Coles Express", "Fuel") for m in ("08", "11")]
    fuel.append(_tx(ctx, "2025-02-03", "-1500", "BP Parramatta", "Fuel"))
    _tx(ctx, "2024-09-01", "-900", "Service NSW rego renewal", "Vehicle Expenses")
    _tx(ctx, "2024-10-01", "-1400", "NRMA comprehensive car insurance", "Vehicle Expenses")
    _tx(ctx, "2025-01-20", "-1100", "Ultra Tune 60,000 km", "Vehicle Expenses")
    _tx(ctx, "2025-06-01", "-600", "Car loan interest", "Vehicle Expenses")
    _tx(ctx, "2024-12-01", "-50", "Wilson Parking Sydney", "Parking & Tolls")
    _tx(ctx, "2025-07-01", "-80", "BP after year end", "Fuel")  # next income year
    _tx(ctx, "2025-03-01", "25", "Fuel refund", "Fuel")  # money in is not a cost
    vehicle_expenses = find_category_by_name(ctx, "Vehicle Expenses").id
    create_expense(
        ctx,
        data={
            "date": "2025-06-30",
            "amount": 1000,
            "description": "Depreciation 2024-25",
            "categoryId": vehicle_expenses,
        },
    )
    # The same fuel money as an expense linked to its bank transaction: counted once.
    paid = create_expense(
        ctx,
        data={
            "date": "2025-02-03",
            "amount": 1500,
            "description": "Fuel",
            "categoryId": find_category_by_name(ctx, "Fuel").id,
        },
    )
    link_expense_to_transaction(ctx, paid.id, transaction_id=fuel[2])
    return vehicle_id


def test_logbook_beats_cents_per_km_with_worked_numbers(ctx: AccountContext, ute: str) -> None:
    claim = vehicle_claim(ctx, ute, year=2025)
    assert (claim.business_km, claim.total_km) == (Decimal(6000), Decimal(7200))
    assert claim.business_use_percentage == Decimal("60.00")  # 1,800 ÷ 3,000 km in the logbook period
    assert claim.car_expenses_by_kind == {
        "fuel": Decimal(4500),
        "registration": Decimal(900),
        "insurance": Decimal(1400),
        "servicing": Decimal(1100),
        "interest": Decimal(600),
        "depreciation": Decimal(1000),
    }
    assert claim.car_expenses_total == Decimal(9500)
    assert claim.parking_and_tolls == Decimal(50)
    cents, logbook = claim.methods
    # 6,000 business km capped at 5,000 × $0.88
    assert (cents.method, cents.deduction, cents.available) == ("cents_per_km", Decimal("4400.00"), True)
    assert "5000 business km (capped at 5,000 km) × $0.88" in cents.explanation
    # 60 % × $9,500
    assert (logbook.method, logbook.deduction, logbook.available) == ("logbook", Decimal("5700.00"), True)
    assert logbook.missing == []
    assert claim.best_method == "logbook"
    assert claim.summary.startswith("Logbook gives the larger deduction: $5700.00 against $4400.00")
    assert "Parking and tolls ($50.00)" in claim.summary
    assert any("12 continuous weeks" in r for r in logbook.records_needed)
    assert any("business kilometres" in r for r in cents.records_needed)


def test_cents_per_km_when_no_logbook_is_valid(ctx: AccountContext, ute: str) -> None:
    # A 2024-25 logbook covers 2025 to 2029; the year before it has none.
    claim = vehicle_claim(ctx, ute, year=2024)
    assert claim.best_method is None
    assert claim.methods[1].missing[0].startswith("a logbook")
    later = vehicle_claim(ctx, ute, year=2029)
    assert later.methods[1].available  # still valid five years on
    assert vehicle_claim(ctx, ute, year=2030).methods[1].available is False


def test_rates_by_year_and_unknown_years(ctx: AccountContext) -> None:
    assert {
        2023: Decimal("0.78"),
        2024: Decimal("0.85"),
        2025: Decimal("0.88"),
        2026: Decimal("0.88"),
    } == CENTS_PER_KM
    vehicle_id = create_vehicle(ctx, data={"name": "Hatch"}).id
    _trip(ctx, vehicle_id, "2022-10-01", 1000)
    _trip(ctx, vehicle_id, "2023-10-01", 1000)
    assert vehicle_claim(ctx, vehicle_id, year=2023).methods[0].deduction == Decimal("780.00")
    assert vehicle_claim(ctx, vehicle_id, year=2024).methods[0].deduction == Decimal("850.00")
    old = vehicle_claim(ctx, vehicle_id, year=2022)
    assert old.methods[0].available is False and old.cents_per_km_rate is None
    only = vehicle_claim(ctx, vehicle_id, year=2024)
    assert only.best_method == "cents_per_km"
    assert only.summary == "Only cents per km can be used: $850.00."


def test_costs_are_attributed_per_vehicle_when_there_are_several(ctx: AccountContext) -> None:
    ute = create_vehicle(ctx, data={"name": "Ute", "registration": "ABC123"}).id
    hatch = create_vehicle(ctx, data={"name": "Hatch"}).id
    _tx(ctx, "2024-08-01", "-100", "BP", "Fuel", tags=["vehicle:ABC123"])
    _tx(ctx, "2024-08-02", "-70", "Shell", "Fuel", tags=["vehicle:hatch"])
    _tx(ctx, "2024-08-03", "-30", "Caltex", "Fuel")
    create_expense(
        ctx, data={"date": "2024-08-04", "amount": 40, "description": "Car wash", "vehicleId": hatch}
    )
    ute_claim = vehicle_claim(ctx, ute, year=2025)
    hatch_claim = vehicle_claim(ctx, hatch, year=2025)
    assert ute_claim.car_expenses_total == Decimal(100)
    assert hatch_claim.car_expenses_total == Decimal(110)
    assert ute_claim.unattributed_costs == hatch_claim.unattributed_costs == Decimal(30)


def test_cost_kinds() -> None:
    assert cost_kind("Fuel", None, "AMPOL FOODARY") == "fuel"
    assert cost_kind("Vehicle Expenses", None, "Linkt toll") == "parking_tolls"
    assert cost_kind(None, None, "Tyre rotation") == "servicing"
    assert cost_kind(None, "Budget Direct", None) == "insurance"
    assert cost_kind(None, None, "car wash") == "other"


def test_claims_are_tenant_isolated(ctx: AccountContext, other_ctx: AccountContext) -> None:
    theirs = create_vehicle(other_ctx, data={"name": "Theirs"}).id
    with pytest.raises(NotFoundError):
        vehicle_claim(ctx, theirs, year=2025)
    mine = create_vehicle(ctx, data={"name": "Mine"}).id
    _tx(other_ctx, "2024-08-01", "-100", "BP", "Fuel")  # their fuel is never my car cost
    assert vehicle_claim(ctx, mine, year=2025).car_expenses_total == 0
