"""Vehicle, trip, logbook and travel tools, and the car claim comparison (cents per km vs logbook)."""

from __future__ import annotations

import datetime as dt

from pydantic import Field

from finkit.core.context import AccountContext
from finkit.core.periods import period_dates
from finkit.core.schemas import Schema
from finkit.core.travel import claims, records
from finkit.core.travel import service as travel
from finkit.core.travel.schemas import (
    LogbookPeriodCreate,
    LogbookPeriodRead,
    OdometerReadingCreate,
    TravelRecordCreate,
    TravelRecordRead,
    TripCreate,
    TripImportResult,
    TripKind,
    TripRead,
    VehicleClaim,
    VehicleCreate,
    VehicleRead,
    VehicleUpdate,
)
from finkit.tools.registry import ToolInput, tool

YEAR = "Income years are named by the year they end in: 2025 = 1 July 2024 – 30 June 2025 (Australia)."


class VehicleList(Schema):
    vehicles: list[VehicleRead]


class TripList(Schema):
    trips: list[TripRead]


class LogbookList(Schema):
    periods: list[LogbookPeriodRead]


class TravelRecordList(Schema):
    records: list[TravelRecordRead]


class NoInput(ToolInput):
    pass


class VehicleId(ToolInput):
    vehicle_id: str = Field(description="The vehicle's id.")


class VehicleUpdateInput(VehicleUpdate):
    vehicle_id: str = Field(description="The vehicle's id.")


class OdometerInput(OdometerReadingCreate):
    vehicle_id: str = Field(description="The vehicle's id.")


class ClaimInput(ToolInput):
    vehicle_id: str = Field(description="The vehicle's id.")
    year: int = Field(ge=2000, le=2100, description=f"The income year. {YEAR}")


class TripsListInput(ToolInput):
    vehicle_id: str | None = Field(default=None, description="Only this vehicle's trips.")
    from_date: dt.date | None = Field(default=None, description="First day (inclusive).")
    to_date: dt.date | None = Field(default=None, description="Last day (inclusive).")
    period: str | None = Field(default=None, description="e.g. 'last quarter'")
    kind: TripKind | None = Field(default=None, description="business or private.")


class TripImportInput(ToolInput):
    content: str = Field(
        min_length=1,
        description="The CSV text with a header row. Columns: date, vehicle (name, registration or id; or "
        "give vehicleId), start_odometer/end_odometer or distance (km), from, to, purpose, type "
        "(business/private).",
    )
    vehicle_id: str | None = Field(
        default=None, description="The vehicle of every row without a vehicle column."
    )


class LogbookListInput(ToolInput):
    vehicle_id: str | None = Field(default=None, description="Only this vehicle's logbook periods.")


class TravelListInput(ToolInput):
    year: int | None = Field(default=None, ge=2000, le=2100, description=f"Only this income year. {YEAR}")


class TravelRecordId(ToolInput):
    record_id: str = Field(description="The travel record's id.")


class TravelLinkInput(ToolInput):
    record_id: str = Field(description="The travel record's id.")
    expense_id: str = Field(description="The expense incurred on the trip (flights, accommodation, meals).")


@tool(
    "vehicles_list",
    title="List vehicles",
    read_only=True,
    input_model=NoInput,
    output_model=VehicleList,
    description="The account's vehicles with make, model, registration, engine size (litres) and odometer "
    "readings (km). Use it to find a vehicleId for trips, logbooks and claims.",
)
def list_vehicles(ctx: AccountContext, args: NoInput) -> VehicleList:
    return VehicleList(vehicles=travel.list_vehicles(ctx))


@tool(
    "vehicles_get",
    title="Get a vehicle",
    read_only=True,
    input_model=VehicleId,
    output_model=VehicleRead,
    description="One vehicle by id with every odometer reading (km) and the latest one.",
)
def get_vehicle(ctx: AccountContext, args: VehicleId) -> VehicleRead:
    return travel.get_vehicle(ctx, args.vehicle_id)


@tool(
    "vehicles_create",
    title="Add a vehicle",
    read_only=False,
    input_model=VehicleCreate,
    output_model=VehicleRead,
    description="Add a vehicle used for work. Required: name. Optional make, model, year, registration, "
    "fuelType, engineSize (litres), odometer (a first reading in km, dated today), notes.",
)
def create_vehicle(ctx: AccountContext, args: VehicleCreate) -> VehicleRead:
    return travel.create_vehicle(ctx, data=args)


@tool(
    "vehicles_update",
    title="Change a vehicle",
    read_only=False,
    idempotent=True,
    input_model=VehicleUpdateInput,
    output_model=VehicleRead,
    description="Change some fields of a vehicle (only those given): name, make, model, year, registration, "
    "fuelType, engineSize (litres), notes.",
)
def update_vehicle(ctx: AccountContext, args: VehicleUpdateInput) -> VehicleRead:
    changes = args.model_dump(exclude_unset=True, exclude={"vehicle_id"})
    return travel.update_vehicle(ctx, args.vehicle_id, data=VehicleUpdate(**changes))


@tool(
    "vehicles_add_odometer",
    title="Record an odometer reading",
    read_only=False,
    input_model=OdometerInput,
    output_model=VehicleRead,
    description="Record a vehicle's odometer reading in km on a date (readings give the total km of a year "
    "for the logbook method; record one at the start and end of each income year).",
)
def add_odometer(ctx: AccountContext, args: OdometerInput) -> VehicleRead:
    data = OdometerReadingCreate(**args.model_dump(exclude={"vehicle_id"}))
    return travel.add_odometer_reading(ctx, args.vehicle_id, data=data)


@tool(
    "vehicles_claim_compare",
    title="Compare car claim methods",
    read_only=True,
    input_model=ClaimInput,
    output_model=VehicleClaim,
    description=f"Work out a vehicle's car expense deduction for an income year both ways: cents per km "
    f"(business km, capped at 5,000, × the year's rate) and logbook (business-use % × the car's running "
    f"costs), with what each needs, what is missing and which gives more. Amounts in the account's "
    f"currency. {YEAR}",
)
def claim(ctx: AccountContext, args: ClaimInput) -> VehicleClaim:
    return claims.vehicle_claim(ctx, args.vehicle_id, year=args.year)


@tool(
    "trips_list",
    title="List trips",
    read_only=True,
    input_model=TripsListInput,
    output_model=TripList,
    description="Recorded car trips (distanceKm in km, kind business or private), optionally for one "
    "vehicle, a date range or a kind.",
)
def list_trips(ctx: AccountContext, args: TripsListInput) -> TripList:
    start, end = period_dates(ctx, period=args.period, from_date=args.from_date, to_date=args.to_date)
    return TripList(
        trips=travel.list_trips(ctx, vehicle_id=args.vehicle_id, from_date=start, to_date=end, kind=args.kind)
    )


@tool(
    "trips_create",
    title="Record a trip",
    read_only=False,
    input_model=TripCreate,
    output_model=TripRead,
    description="Record a car trip: vehicleId, date, and distanceKm or startOdometer/endOdometer (km), with "
    "startPlace, endPlace, purpose and kind (business, the default, or private).",
)
def create_trip(ctx: AccountContext, args: TripCreate) -> TripRead:
    return travel.create_trip(ctx, data=args)


@tool(
    "trips_import",
    title="Import trips from CSV",
    read_only=False,
    input_model=TripImportInput,
    output_model=TripImportResult,
    description="Import a CSV logbook given as text: all rows or none; every bad row is reported (row 1 is "
    "the first data row). Distances are km.",
)
def import_trips(ctx: AccountContext, args: TripImportInput) -> TripImportResult:
    return travel.import_trips_csv(ctx, data=args.content, vehicle_id=args.vehicle_id)


@tool(
    "logbook_list",
    title="List logbook periods",
    read_only=True,
    input_model=LogbookListInput,
    output_model=LogbookList,
    description="Logbook periods with weeks, business and total km, business-use percentage and the income "
    "years the logbook is valid for (the year it was kept and the four after).",
)
def list_logbooks(ctx: AccountContext, args: LogbookListInput) -> LogbookList:
    return LogbookList(periods=travel.list_logbook_periods(ctx, vehicle_id=args.vehicle_id))


@tool(
    "logbook_create",
    title="Record a logbook period",
    read_only=False,
    input_model=LogbookPeriodCreate,
    output_model=LogbookPeriodRead,
    description="Record a logbook period for a vehicle (startDate to endDate, at least 12 continuous weeks). "
    "Its business-use percentage comes from the trips recorded in the period (business km ÷ total km).",
)
def create_logbook(ctx: AccountContext, args: LogbookPeriodCreate) -> LogbookPeriodRead:
    return travel.create_logbook_period(ctx, data=args)


@tool(
    "travel_list",
    title="List work travel",
    read_only=True,
    input_model=TravelListInput,
    output_model=TravelRecordList,
    description=f"Trips away for work (destination, purpose, nights, linked expenses and their total, and "
    f"whether a travel diary is required: 6 or more nights in a row). {YEAR}",
)
def list_travel(ctx: AccountContext, args: TravelListInput) -> TravelRecordList:
    return TravelRecordList(records=records.list_travel_records(ctx, year=args.year))


@tool(
    "travel_get",
    title="Get a travel record",
    read_only=True,
    input_model=TravelRecordId,
    output_model=TravelRecordRead,
    description="One trip away for work by id with its nights, expenses and whether a travel diary is needed.",
)
def get_travel(ctx: AccountContext, args: TravelRecordId) -> TravelRecordRead:
    return records.get_travel_record(ctx, args.record_id)


@tool(
    "travel_create",
    title="Record work travel",
    read_only=False,
    input_model=TravelRecordCreate,
    output_model=TravelRecordRead,
    description="Record a trip away for work: startDate, endDate, destination, purpose, overnight (default "
    "true) and optionally expenseIds of expenses incurred on it.",
)
def create_travel(ctx: AccountContext, args: TravelRecordCreate) -> TravelRecordRead:
    return records.create_travel_record(ctx, data=args)


@tool(
    "travel_link_expense",
    title="Link an expense to work travel",
    read_only=False,
    idempotent=True,
    input_model=TravelLinkInput,
    output_model=TravelRecordRead,
    description="Attach an expense (flights, accommodation, meals) to a trip away for work.",
)
def link_expense(ctx: AccountContext, args: TravelLinkInput) -> TravelRecordRead:
    return records.link_travel_expense(ctx, args.record_id, expense_id=args.expense_id)
