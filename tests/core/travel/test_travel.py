from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.expenses.service import create_expense
from finkit.core.travel.records import (
    create_travel_record,
    delete_travel_record,
    get_travel_record,
    link_travel_expense,
    list_travel_records,
    unlink_travel_expense,
)
from finkit.core.travel.service import (
    add_odometer_reading,
    create_logbook_period,
    create_trip,
    create_vehicle,
    delete_trip,
    delete_vehicle,
    find_vehicle,
    get_vehicle,
    import_trips_csv,
    list_logbook_periods,
    list_trips,
    list_vehicles,
    update_vehicle,
)


def _vehicle(ctx: AccountContext, name: str = "Ute") -> str:
    return create_vehicle(
        ctx,
        data={
            "name": name,
            "make": "Toyota",
            "model": "Hilux",
            "year": 2021,
            "registration": "ABC 123",
            "fuelType": "diesel",
            "engineSize": "2.8",
            "odometer": 45000,
        },
    ).id


def test_vehicle_crud_and_odometer(ctx: AccountContext) -> None:
    vehicle_id = _vehicle(ctx)
    vehicle = get_vehicle(ctx, vehicle_id)
    assert (vehicle.make, vehicle.engine_size, vehicle.latest_odometer) == (
        "Toyota",
        Decimal("2.8"),
        Decimal(45000),
    )
    after = add_odometer_reading(ctx, vehicle_id, data={"date": "2030-01-01", "reading": 52000})
    assert after.latest_odometer == Decimal(52000)
    assert len(after.odometer_readings) == 2
    assert update_vehicle(ctx, vehicle_id, data={"registration": "XYZ 999"}).registration == "XYZ 999"
    assert find_vehicle(ctx, "xyz999").id == vehicle_id
    assert find_vehicle(ctx, "ute").id == vehicle_id
    assert [v.id for v in list_vehicles(ctx)] == [vehicle_id]
    with pytest.raises(ValidationError):
        create_vehicle(ctx, data={"name": "", "year": 1800})


def test_trips_from_odometer_or_distance(ctx: AccountContext) -> None:
    vehicle_id = _vehicle(ctx)
    trip = create_trip(
        ctx,
        data={
            "vehicleId": vehicle_id,
            "date": "2026-06-01",
            "startOdometer": 45000,
            "endOdometer": 45120.5,
            "startPlace": "Home",
            "endPlace": "Client site, Penrith",
            "purpose": "Install job for client A",
        },
    )
    assert trip.distance_km == Decimal("120.5")
    assert trip.kind == "business"
    private = create_trip(
        ctx, data={"vehicleId": vehicle_id, "date": "2026-06-02", "distanceKm": 30, "kind": "private"}
    )
    assert private.distance_km == Decimal(30)
    for data, field in (
        ({"startOdometer": 100, "endOdometer": 90, "purpose": "x"}, "endOdometer"),
        ({"startOdometer": 100, "endOdometer": 150, "distanceKm": 40, "purpose": "x"}, "distanceKm"),
        ({"purpose": "x"}, "distanceKm"),
        ({"distanceKm": 10}, "purpose"),  # business trips need a purpose
        ({"distanceKm": 10, "kind": "holiday"}, "kind"),
    ):
        with pytest.raises(ValidationError) as info:
            create_trip(ctx, data={"vehicleId": vehicle_id, "date": "2026-06-03", **data})
        assert info.value.fields[0].field == field
    assert [t.id for t in list_trips(ctx, vehicle_id=vehicle_id, kind="business")] == [trip.id]
    delete_trip(ctx, private.id)
    assert len(list_trips(ctx)) == 1


def test_csv_logbook_import_is_atomic_and_names_rows(ctx: AccountContext) -> None:
    _vehicle(ctx)
    good = (
        "Date,Vehicle,Start odometer,End odometer,From,To,Purpose,Type\n"
        "2026-06-01,ABC 123,45000,45040,Home,Office,Client meeting,business\n"
        "2026-06-02,Ute,45040,45060,Home,Shops,,private\n"
        "2026-06-03,Ute,,,Home,Site,Quote,B\n"
    )
    with pytest.raises(ValidationError) as info:
        import_trips_csv(ctx, data=good)  # row 3 has neither a distance nor odometer readings
    assert [(p.row, p.field) for p in info.value.fields] == [(3, "distanceKm")]
    assert list_trips(ctx) == []  # rows 1 and 2 were valid but nothing was written
    result = import_trips_csv(ctx, data=good.replace("Ute,,,Home,Site", "Ute,45060,45075,Home,Site"))
    assert result.added == 3
    assert [t.distance_km for t in result.trips] == [Decimal(40), Decimal(20), Decimal(15)]
    assert [t.kind for t in result.trips] == ["business", "private", "business"]
    with pytest.raises(ValidationError) as info:
        import_trips_csv(ctx, data="When,Km\n2026-06-01,5\n")
    assert info.value.fields[0].field == "header"


def test_csv_row_errors_are_all_reported(ctx: AccountContext) -> None:
    _vehicle(ctx)
    text = (
        "date,vehicle,distance,purpose,type\n"
        "2026-06-01,Ute,10,Client,business\n"
        "2026-13-01,Ute,10,Client,business\n"
        "2026-06-03,Hatch,10,Client,business\n"
        "2026-06-04,Ute,10,,business\n"
    )
    with pytest.raises(ValidationError) as info:
        import_trips_csv(ctx, data=text)
    assert [(p.row, p.field) for p in info.value.fields] == [(2, "date"), (3, "vehicle"), (4, "purpose")]
    assert list_trips(ctx) == []


def test_logbook_period_rules(ctx: AccountContext) -> None:
    vehicle_id = _vehicle(ctx)
    with pytest.raises(ValidationError, match="12 continuous weeks"):
        create_logbook_period(
            ctx, data={"vehicleId": vehicle_id, "startDate": "2024-07-01", "endDate": "2024-09-21"}
        )
    create_trip(
        ctx, data={"vehicleId": vehicle_id, "date": "2024-07-10", "distanceKm": 300, "purpose": "Site"}
    )
    create_trip(
        ctx, data={"vehicleId": vehicle_id, "date": "2024-08-10", "distanceKm": 100, "kind": "private"}
    )
    create_trip(
        ctx, data={"vehicleId": vehicle_id, "date": "2024-12-10", "distanceKm": 500, "purpose": "Site"}
    )
    period = create_logbook_period(
        ctx, data={"vehicleId": vehicle_id, "startDate": "2024-07-01", "endDate": "2024-09-22"}
    )  # exactly 84 days
    assert period.weeks == Decimal("12.0")
    assert (period.business_km, period.total_km) == (Decimal(300), Decimal(400))
    assert period.business_use_percentage == Decimal("75.00")
    assert (period.first_income_year, period.valid_until_income_year) == (2025, 2029)
    assert [p.id for p in list_logbook_periods(ctx, vehicle_id=vehicle_id)] == [period.id]


def test_income_year_naming() -> None:
    from datetime import date

    from finkit.core.tax.periods import financial_year_of

    assert financial_year_of(date(2024, 7, 1), "AU") == 2025
    assert financial_year_of(date(2025, 6, 30), "AU") == 2025
    assert financial_year_of(date(2025, 7, 1), "AU") == 2026


def test_travel_records_and_the_diary_rule(ctx: AccountContext) -> None:
    flight = create_expense(ctx, data={"date": "2026-03-02", "amount": 420, "description": "Flight to Perth"})
    hotel = create_expense(ctx, data={"date": "2026-03-08", "amount": 1200, "description": "Hotel"})
    long_trip = create_travel_record(
        ctx,
        data={
            "startDate": "2026-03-02",
            "endDate": "2026-03-08",
            "destination": "Perth",
            "purpose": "Mine site commissioning",
            "expenseIds": [flight.id],
        },
    )
    assert (long_trip.nights, long_trip.travel_diary_required) == (6, True)
    linked = link_travel_expense(ctx, long_trip.id, expense_id=hotel.id)
    assert linked.expenses_total == Decimal(1620)
    assert unlink_travel_expense(ctx, long_trip.id, expense_id=flight.id).expense_ids == [hotel.id]
    short = create_travel_record(
        ctx,
        data={"startDate": "2026-04-01", "endDate": "2026-04-06", "destination": "Dubbo", "purpose": "Audit"},
    )
    assert (short.nights, short.travel_diary_required) == (5, False)
    day = create_travel_record(
        ctx,
        data={
            "startDate": "2026-05-01",
            "endDate": "2026-05-01",
            "destination": "Newcastle",
            "purpose": "Training",
            "overnight": False,
        },
    )
    assert day.nights == 0
    assert [r.destination for r in list_travel_records(ctx, year=2026)] == ["Perth", "Dubbo", "Newcastle"]
    with pytest.raises(ValidationError):
        create_travel_record(
            ctx, data={"startDate": "2026-05-02", "endDate": "2026-05-01", "destination": "x", "purpose": "y"}
        )
    delete_travel_record(ctx, day.id)
    assert len(list_travel_records(ctx)) == 2


def test_travel_and_vehicles_are_tenant_isolated(ctx: AccountContext, other_ctx: AccountContext) -> None:
    theirs = _vehicle(other_ctx)
    their_trip = create_trip(
        other_ctx, data={"vehicleId": theirs, "date": "2026-06-01", "distanceKm": 5, "purpose": "x"}
    )
    their_record = create_travel_record(
        other_ctx,
        data={"startDate": "2026-03-02", "endDate": "2026-03-03", "destination": "x", "purpose": "y"},
    )
    their_expense = create_expense(other_ctx, data={"date": "2026-03-02", "amount": 5, "description": "x"})
    for call in (
        lambda: get_vehicle(ctx, theirs),
        lambda: update_vehicle(ctx, theirs, data={"name": "mine"}),
        lambda: delete_vehicle(ctx, theirs),
        lambda: add_odometer_reading(ctx, theirs, data={"date": "2026-01-01", "reading": 1}),
        lambda: find_vehicle(ctx, theirs),
        lambda: list_trips(ctx, vehicle_id=theirs),
        lambda: delete_trip(ctx, their_trip.id),
        lambda: list_logbook_periods(ctx, vehicle_id=theirs),
        lambda: get_travel_record(ctx, their_record.id),
        lambda: link_travel_expense(ctx, their_record.id, expense_id=their_expense.id),
        lambda: delete_travel_record(ctx, their_record.id),
    ):
        with pytest.raises(NotFoundError):
            call()
    with pytest.raises(ValidationError) as info:
        create_trip(ctx, data={"vehicleId": theirs, "date": "2026-06-01", "distanceKm": 5, "purpose": "x"})
    assert info.value.fields[0].field == "vehicleId"
    with pytest.raises(ValidationError) as info:
        create_logbook_period(
            ctx, data={"vehicleId": theirs, "startDate": "2026-01-01", "endDate": "2026-06-01"}
        )
    assert info.value.fields[0].field == "vehicleId"
    with pytest.raises(ValidationError) as info:
        create_expense(ctx, data={"date": "2026-03-02", "amount": 5, "description": "x", "vehicleId": theirs})
    assert info.value.fields[0].field == "vehicleId"
    mine = create_travel_record(
        ctx, data={"startDate": "2026-03-02", "endDate": "2026-03-03", "destination": "x", "purpose": "y"}
    )
    with pytest.raises(ValidationError) as info:
        link_travel_expense(ctx, mine.id, expense_id=their_expense.id)
    assert info.value.fields[0].field == "expenseIds"
    assert list_vehicles(ctx) == [] and list_trips(ctx) == []
    assert get_vehicle(other_ctx, theirs).name == "Ute"
    assert len(list_trips(other_ctx)) == 1
