"""get/update/page of trips, logbook get/delete, claims for every vehicle, CSV import guards."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, UnsupportedMediaTypeError, ValidationError
from finkit.core.travel.claims import vehicle_claims
from finkit.core.travel.records import list_travel_records
from finkit.core.travel.service import (
    create_logbook_period,
    create_trip,
    create_vehicle,
    delete_logbook_period,
    get_logbook_period,
    import_trips_csv,
)
from finkit.core.travel.trips import get_trip, list_trips_page, update_trip


def _trip(ctx: AccountContext, vehicle_id: str, day: str, **fields: object) -> str:
    data = {"vehicleId": vehicle_id, "date": day, "distanceKm": 10, "purpose": "Site", **fields}
    return create_trip(ctx, data=data).id


def test_update_trip_rechecks_distance(ctx: AccountContext) -> None:
    ute = create_vehicle(ctx, data={"name": "Ute"})
    trip_id = _trip(ctx, ute.id, "2024-07-01", distanceKm=None, startOdometer=100, endOdometer=150)
    assert update_trip(ctx, trip_id, data={"endOdometer": 180}).distance_km == Decimal(80)
    with pytest.raises(ValidationError) as bad:
        update_trip(ctx, trip_id, data={"startOdometer": 200})
    assert bad.value.fields[0].field == "endOdometer"
    by_km = update_trip(ctx, trip_id, data={"distanceKm": 25})
    assert by_km.distance_km == Decimal(25) and by_km.start_odometer is None
    with pytest.raises(ValidationError):
        update_trip(ctx, trip_id, data={"kind": None})
    private = update_trip(ctx, trip_id, data={"kind": "private", "purpose": None})
    assert private.kind == "private" and get_trip(ctx, trip_id) == private


def test_trip_of_another_account(ctx: AccountContext, other_ctx: AccountContext) -> None:
    theirs = create_vehicle(other_ctx, data={"name": "Theirs"})
    trip_id = _trip(other_ctx, theirs.id, "2024-07-01")
    with pytest.raises(NotFoundError):
        get_trip(ctx, trip_id)
    with pytest.raises(NotFoundError):
        update_trip(ctx, trip_id, data={"distanceKm": 1})
    mine = create_vehicle(ctx, data={"name": "Mine"})
    my_trip = _trip(ctx, mine.id, "2024-07-01")
    with pytest.raises(ValidationError) as moved:
        update_trip(ctx, my_trip, data={"vehicleId": theirs.id})
    assert moved.value.fields[0].field == "vehicleId"
    assert get_trip(other_ctx, trip_id).distance_km == Decimal(10)
    with pytest.raises(NotFoundError):
        list_trips_page(ctx, {"vehicleId": theirs.id})


def test_trips_page(ctx: AccountContext) -> None:
    ute = create_vehicle(ctx, data={"name": "Ute"})
    for day in ("2024-07-03", "2024-07-01", "2024-07-02"):
        _trip(ctx, ute.id, day)
    page = list_trips_page(ctx, {"limit": 2, "page": 2})
    assert [t.date.isoformat() for t in page.trips] == ["2024-07-03"]
    assert (page.pagination.total, page.pagination.pages) == (3, 2)
    with pytest.raises(ValidationError):
        list_trips_page(ctx, {"limit": 0})


def test_logbook_get_delete(ctx: AccountContext, other_ctx: AccountContext) -> None:
    ute = create_vehicle(ctx, data={"name": "Ute"})
    period = create_logbook_period(
        ctx, data={"vehicleId": ute.id, "startDate": "2024-07-01", "endDate": "2024-09-22"}
    )
    assert get_logbook_period(ctx, period.id) == period
    with pytest.raises(NotFoundError):
        delete_logbook_period(other_ctx, period.id)
    delete_logbook_period(ctx, period.id)
    with pytest.raises(NotFoundError):
        get_logbook_period(ctx, period.id)


def test_claims_for_each_vehicle(ctx: AccountContext) -> None:
    create_vehicle(ctx, data={"name": "Van"})
    create_vehicle(ctx, data={"name": "Car"})
    assert [c.vehicle_name for c in vehicle_claims(ctx, year=2025)] == ["Car", "Van"]
    with pytest.raises(ValidationError):
        vehicle_claims(ctx, year=25)
    with pytest.raises(ValidationError):
        list_travel_records(ctx, year=-3)


def test_csv_import_refuses_binary_and_unreadable(ctx: AccountContext) -> None:
    ute = create_vehicle(ctx, data={"name": "Ute"})
    with pytest.raises(UnsupportedMediaTypeError):
        import_trips_csv(ctx, data=b"\x89PNG\r\n\x1a\n" + b"\0" * 32, vehicle_id=ute.id)
    with pytest.raises((ValidationError, UnsupportedMediaTypeError)):
        import_trips_csv(ctx, data=b"date\n\xff\xfe\n", vehicle_id=ute.id)
    assert list_trips_page(ctx).pagination.total == 0
