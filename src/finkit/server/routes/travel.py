"""Vehicles and odometer readings, trips (and CSV logbook import), logbook periods, travel records and
the car-expense claim comparison (``GET /api/reports/vehicle``)."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from finkit.core.schemas import InputSchema, Pagination
from finkit.core.travel.claims import vehicle_claims
from finkit.core.travel.records import (
    create_travel_record,
    delete_travel_record,
    get_travel_record,
    link_travel_expense,
    list_travel_records,
    unlink_travel_expense,
)
from finkit.core.travel.schemas import (
    LogbookPeriodCreate,
    LogbookPeriodRead,
    OdometerReadingCreate,
    TravelRecordCreate,
    TravelRecordRead,
    TripCreate,
    TripFilters,
    TripRead,
    TripUpdate,
    VehicleClaim,
    VehicleCreate,
    VehicleRead,
    VehicleUpdate,
)
from finkit.core.travel.service import (
    add_odometer_reading,
    create_logbook_period,
    create_trip,
    create_vehicle,
    delete_logbook_period,
    delete_trip,
    delete_vehicle,
    get_logbook_period,
    get_vehicle,
    import_trips_csv,
    list_logbook_periods,
    list_vehicles,
    update_vehicle,
)
from finkit.core.travel.trips import get_trip, list_trips_page, update_trip
from finkit.server.envelopes import DeletedEnvelope, Envelope
from finkit.server.routing import MULTIPART, Call, RouteGroup

routes = RouteGroup(tag="travel")


class VehicleEnvelope(Envelope):
    vehicle: VehicleRead


class VehicleList(Envelope):
    vehicles: list[VehicleRead]


class TripEnvelope(Envelope):
    trip: TripRead


class TripList(Envelope):
    trips: list[TripRead]
    pagination: Pagination
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )


class TripUpload(InputSchema):
    file: bytes = Field(description="A CSV logbook (UTF-8): date, vehicle, start/end odometer or km, ...")
    vehicle_id: str | None = Field(default=None, description="The vehicle of rows without a vehicle column.")


class TripImportEnvelope(Envelope):
    added: int
    trips: list[TripRead]


class LogbookEnvelope(Envelope):
    logbook_period: LogbookPeriodRead


class LogbookList(Envelope):
    logbook_periods: list[LogbookPeriodRead]


class LogbookQuery(InputSchema):
    vehicle_id: str | None = None


class TravelEnvelope(Envelope):
    travel_record: TravelRecordRead


class TravelList(Envelope):
    travel_records: list[TravelRecordRead]


class TravelQuery(InputSchema):
    fy: int | None = Field(
        default=None, ge=2000, le=2100, description="Income year by its end: 2025 = 1 Jul 2024–30 Jun 2025."
    )


class TravelExpenseBody(InputSchema):
    expense_id: str


class VehicleReportQuery(InputSchema):
    fy: int = Field(ge=2000, le=2100, description="Income year by its end: 2025 = 1 Jul 2024–30 Jun 2025.")
    vehicle_id: str | None = Field(default=None, description="One vehicle; default: each vehicle.")


class VehicleReport(Envelope):
    income_year: int
    claims: list[VehicleClaim]


def _deleted(result: dict[str, Any]) -> DeletedEnvelope:
    return DeletedEnvelope(id=str(result["id"]))


def _own_vehicle(call: Call) -> None:
    get_vehicle(call.ctx, call.path["id"])


def _own_trip(call: Call) -> None:
    get_trip(call.ctx, call.path["id"])


def _own_travel_record(call: Call) -> None:
    get_travel_record(call.ctx, call.path["id"])


# ---- vehicles ----------------------------------------------------------------------------------------


@routes.post(
    "/api/vehicles", body=VehicleCreate, response=VehicleEnvelope, status=201, summary="Add a vehicle"
)
def create_vehicle_(call: Call) -> VehicleEnvelope:
    """``odometer`` (optional) records a first reading dated today."""
    return VehicleEnvelope(vehicle=create_vehicle(call.ctx, data=call.body))


@routes.get("/api/vehicles", response=VehicleList, summary="List vehicles")
def list_vehicles_(call: Call) -> VehicleList:
    return VehicleList(vehicles=list_vehicles(call.ctx))


@routes.get(
    "/api/vehicles/{id}", response=VehicleEnvelope, summary="Get a vehicle with its odometer readings"
)
def get_vehicle_(call: Call) -> VehicleEnvelope:
    return VehicleEnvelope(vehicle=get_vehicle(call.ctx, call.path["id"]))


@routes.patch(
    "/api/vehicles/{id}",
    body=VehicleUpdate,
    response=VehicleEnvelope,
    summary="Change a vehicle",
    owner_check=_own_vehicle,
)
def update_vehicle_(call: Call) -> VehicleEnvelope:
    return VehicleEnvelope(vehicle=update_vehicle(call.ctx, call.path["id"], data=call.body))


@routes.delete("/api/vehicles/{id}", response=DeletedEnvelope, summary="Delete a vehicle")
def delete_vehicle_(call: Call) -> DeletedEnvelope:
    """Its odometer readings, trips and logbook periods go with it."""
    return _deleted(delete_vehicle(call.ctx, call.path["id"]))


@routes.post(
    "/api/vehicles/{id}/odometer",
    body=OdometerReadingCreate,
    response=VehicleEnvelope,
    status=201,
    summary="Record an odometer reading",
    owner_check=_own_vehicle,
)
def add_reading(call: Call) -> VehicleEnvelope:
    """Readings at the start and end of an income year are what the logbook method asks for."""
    return VehicleEnvelope(vehicle=add_odometer_reading(call.ctx, call.path["id"], data=call.body))


# ---- trips -------------------------------------------------------------------------------------------


@routes.post("/api/trips", body=TripCreate, response=TripEnvelope, status=201, summary="Add a logbook trip")
def create_trip_(call: Call) -> TripEnvelope:
    """``distanceKm``, or ``startOdometer`` and ``endOdometer``; a business trip needs its ``purpose``."""
    return TripEnvelope(trip=create_trip(call.ctx, data=call.body))


@routes.get(
    "/api/trips", query=TripFilters, response=TripList, errors=(404,), summary="List trips, oldest first"
)
def list_trips_(call: Call) -> TripList:
    """Filters: vehicleId (404 when it is not one of yours), fromDate/toDate (inclusive), kind.
    ``limit`` 1–200 (default 50); ``cursor`` (the previous page's ``nextCursor``) instead of ``page``."""
    page = list_trips_page(call.ctx, call.query)
    return TripList(trips=page.trips, pagination=page.pagination, next_cursor=page.next_cursor)


@routes.post(
    "/api/trips/import",
    body=TripUpload,
    body_media=MULTIPART,
    response=TripImportEnvelope,
    status=201,
    summary="Import a CSV logbook (all rows or none)",
)
def import_trips(call: Call) -> TripImportEnvelope:
    """Multipart: ``file`` (CSV), ``vehicleId``. Every bad row is named in ``fields`` (``row`` 1 = the
    first data row) and nothing is written."""
    body: TripUpload = call.body
    result = import_trips_csv(call.ctx, data=body.file, vehicle_id=body.vehicle_id or None)
    return TripImportEnvelope(added=result.added, trips=result.trips)


@routes.get("/api/trips/{id}", response=TripEnvelope, summary="Get a trip")
def get_trip_(call: Call) -> TripEnvelope:
    return TripEnvelope(trip=get_trip(call.ctx, call.path["id"]))


@routes.patch(
    "/api/trips/{id}",
    body=TripUpdate,
    response=TripEnvelope,
    summary="Change a trip",
    owner_check=_own_trip,
)
def update_trip_(call: Call) -> TripEnvelope:
    """The changed trip is checked as a new one: odometer readings and distance must agree."""
    return TripEnvelope(trip=update_trip(call.ctx, call.path["id"], data=call.body))


@routes.delete("/api/trips/{id}", response=DeletedEnvelope, summary="Delete a trip")
def delete_trip_(call: Call) -> DeletedEnvelope:
    return _deleted(delete_trip(call.ctx, call.path["id"]))


# ---- logbook periods ---------------------------------------------------------------------------------


@routes.post(
    "/api/logbook-periods",
    body=LogbookPeriodCreate,
    response=LogbookEnvelope,
    status=201,
    summary="Record a logbook period",
)
def create_period(call: Call) -> LogbookEnvelope:
    """At least 12 continuous weeks; its business-use share comes from the vehicle's trips in it."""
    return LogbookEnvelope(logbook_period=create_logbook_period(call.ctx, data=call.body))


@routes.get(
    "/api/logbook-periods",
    query=LogbookQuery,
    response=LogbookList,
    errors=(404,),
    summary="List logbook periods",
)
def list_periods(call: Call) -> LogbookList:
    query: LogbookQuery = call.query
    return LogbookList(logbook_periods=list_logbook_periods(call.ctx, vehicle_id=query.vehicle_id))


@routes.get("/api/logbook-periods/{id}", response=LogbookEnvelope, summary="Get a logbook period")
def get_period(call: Call) -> LogbookEnvelope:
    return LogbookEnvelope(logbook_period=get_logbook_period(call.ctx, call.path["id"]))


@routes.delete("/api/logbook-periods/{id}", response=DeletedEnvelope, summary="Delete a logbook period")
def delete_period(call: Call) -> DeletedEnvelope:
    """Its trips stay."""
    return _deleted(delete_logbook_period(call.ctx, call.path["id"]))


# ---- travel records ----------------------------------------------------------------------------------


@routes.post(
    "/api/travel", body=TravelRecordCreate, response=TravelEnvelope, status=201, summary="Record a trip away"
)
def create_travel(call: Call) -> TravelEnvelope:
    """``travelDiaryRequired`` is true from six nights away in a row (the ATO's rule)."""
    return TravelEnvelope(travel_record=create_travel_record(call.ctx, data=call.body))


@routes.get("/api/travel", query=TravelQuery, response=TravelList, summary="List trips away")
def list_travel(call: Call) -> TravelList:
    query: TravelQuery = call.query
    return TravelList(travel_records=list_travel_records(call.ctx, year=query.fy))


@routes.get("/api/travel/{id}", response=TravelEnvelope, summary="Get a trip away")
def get_travel(call: Call) -> TravelEnvelope:
    return TravelEnvelope(travel_record=get_travel_record(call.ctx, call.path["id"]))


@routes.delete("/api/travel/{id}", response=DeletedEnvelope, summary="Delete a trip away")
def delete_travel(call: Call) -> DeletedEnvelope:
    """Its expenses stay."""
    return _deleted(delete_travel_record(call.ctx, call.path["id"]))


@routes.post(
    "/api/travel/{id}/expenses",
    body=TravelExpenseBody,
    response=TravelEnvelope,
    summary="Add an expense to a trip away",
    owner_check=_own_travel_record,
)
def link_travel(call: Call) -> TravelEnvelope:
    body: TravelExpenseBody = call.body
    return TravelEnvelope(
        travel_record=link_travel_expense(call.ctx, call.path["id"], expense_id=body.expense_id)
    )


@routes.delete(
    "/api/travel/{id}/expenses/{expenseId}",
    response=TravelEnvelope,
    summary="Take an expense off a trip away",
)
def unlink_travel(call: Call) -> TravelEnvelope:
    return TravelEnvelope(
        travel_record=unlink_travel_expense(call.ctx, call.path["id"], expense_id=call.path["expenseId"])
    )


# ---- report ------------------------------------------------------------------------------------------


@routes.get(
    "/api/reports/vehicle",
    query=VehicleReportQuery,
    response=VehicleReport,
    errors=(404,),
    summary="Car-expense claim: cents per km against logbook, per vehicle",
)
def vehicle_report(call: Call) -> VehicleReport:
    """For each vehicle (or ``vehicleId``): business km, car costs by kind, both claim methods with
    their deduction, the records each needs and what is missing, and the better method."""
    query: VehicleReportQuery = call.query
    return VehicleReport(
        income_year=query.fy, claims=vehicle_claims(call.ctx, year=query.fy, vehicle_id=query.vehicle_id)
    )
