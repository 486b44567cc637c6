from __future__ import annotations

from datetime import date as Date
from datetime import datetime
from typing import ClassVar, Literal

from pydantic import Field

from finkit.core.schemas import DEFAULT_PAGE_SIZE, InputSchema, Num, PageNumber, PageSize, Pagination, Schema

TripKind = Literal["business", "private"]
#: Kilometres (odometer readings, distances) are stored in millionths in a 64-bit integer (``Rate``):
#: below 10**12 km they fit; a larger reading overflowed the column and answered 500.
MAX_KM = 10**12


class VehicleCreate(InputSchema):
    name: str = Field(min_length=1, max_length=100)
    make: str | None = Field(default=None, max_length=60)
    model: str | None = Field(default=None, max_length=60)
    year: int | None = Field(default=None, ge=1900, le=2100)
    registration: str | None = Field(default=None, max_length=20)
    fuel_type: str | None = Field(default=None, max_length=20)
    engine_size: Num | None = Field(default=None, gt=0, le=20)  # litres
    odometer: Num | None = Field(default=None, ge=0, lt=MAX_KM)  # a first reading, taken today
    notes: str | None = Field(default=None, max_length=5000)


class VehicleUpdate(InputSchema):
    #: May be omitted, never null (/openapi.json says so; the service refuses null).
    not_null: ClassVar[frozenset[str]] = frozenset({"name"})
    name: str | None = Field(default=None, min_length=1, max_length=100)
    make: str | None = Field(default=None, max_length=60)
    model: str | None = Field(default=None, max_length=60)
    year: int | None = Field(default=None, ge=1900, le=2100)
    registration: str | None = Field(default=None, max_length=20)
    fuel_type: str | None = Field(default=None, max_length=20)
    engine_size: Num | None = Field(default=None, gt=0, le=20)
    notes: str | None = Field(default=None, max_length=5000)


class OdometerReadingCreate(InputSchema):
    date: Date
    reading: Num = Field(ge=0, lt=MAX_KM)
    note: str | None = Field(default=None, max_length=200)


class OdometerReadingRead(Schema):
    id: str
    date: Date
    reading: Num
    note: str | None


class VehicleRead(Schema):
    id: str
    name: str
    make: str | None
    model: str | None
    year: int | None
    registration: str | None
    fuel_type: str | None
    engine_size: Num | None
    notes: str | None
    odometer_readings: list[OdometerReadingRead]
    latest_odometer: Num | None
    created_at: datetime
    updated_at: datetime


class TripCreate(InputSchema):
    """Give ``distanceKm``, or ``startOdometer`` and ``endOdometer`` (or all three, consistent)."""

    vehicle_id: str
    date: Date
    start_odometer: Num | None = Field(default=None, ge=0, lt=MAX_KM)
    end_odometer: Num | None = Field(default=None, ge=0, lt=MAX_KM)
    distance_km: Num | None = Field(default=None, gt=0, lt=MAX_KM)
    start_place: str | None = Field(default=None, max_length=200)
    end_place: str | None = Field(default=None, max_length=200)
    purpose: str | None = Field(default=None, max_length=500)
    kind: TripKind = "business"
    notes: str | None = Field(default=None, max_length=5000)


class TripRead(Schema):
    id: str
    vehicle_id: str
    date: Date
    start_odometer: Num | None
    end_odometer: Num | None
    distance_km: Num
    start_place: str | None
    end_place: str | None
    purpose: str | None
    kind: TripKind
    notes: str | None


class TripUpdate(InputSchema):
    """Partial update; the distance is worked out again from the trip's resulting fields."""

    #: May be omitted, never null (/openapi.json says so; the service refuses null).
    not_null: ClassVar[frozenset[str]] = frozenset({"vehicle_id", "date", "kind"})
    vehicle_id: str | None = None
    date: Date | None = None
    start_odometer: Num | None = Field(default=None, ge=0, lt=MAX_KM)
    end_odometer: Num | None = Field(default=None, ge=0, lt=MAX_KM)
    distance_km: Num | None = Field(default=None, gt=0, lt=MAX_KM)
    start_place: str | None = Field(default=None, max_length=200)
    end_place: str | None = Field(default=None, max_length=200)
    purpose: str | None = Field(default=None, max_length=500)
    kind: TripKind | None = None
    notes: str | None = Field(default=None, max_length=5000)


class TripFilters(InputSchema):
    page: PageNumber = 1
    limit: PageSize = DEFAULT_PAGE_SIZE
    vehicle_id: str | None = None
    from_date: Date | None = None
    to_date: Date | None = None  # inclusive
    period: str | None = Field(
        default=None,
        max_length=100,
        description='Words such as "last quarter", "Q3 FY2026" or "since July", instead of fromDate/toDate.',
    )
    kind: TripKind | None = None
    cursor: str | None = Field(
        default=None,
        description="Continue after the last page: the nextCursor it returned (instead of page).",
    )


class TripPage(Schema):
    trips: list[TripRead]
    pagination: Pagination
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )


class TripImportResult(Schema):
    added: int
    trips: list[TripRead]


class LogbookPeriodCreate(InputSchema):
    vehicle_id: str
    start_date: Date
    end_date: Date
    notes: str | None = Field(default=None, max_length=5000)


class LogbookPeriodRead(Schema):
    id: str
    vehicle_id: str
    start_date: Date
    end_date: Date
    weeks: Num
    business_km: Num
    total_km: Num
    business_use_percentage: Num | None
    first_income_year: int  # the ATO income year (ending 30 June) the logbook was kept in
    valid_until_income_year: int  # + 4: a logbook holds for five income years
    notes: str | None


class TravelRecordCreate(InputSchema):
    start_date: Date
    end_date: Date
    destination: str = Field(min_length=1, max_length=200)
    purpose: str = Field(min_length=1, max_length=500)
    overnight: bool = True
    notes: str | None = Field(default=None, max_length=5000)
    expense_ids: list[str] = Field(default_factory=list)


class TravelRecordRead(Schema):
    id: str
    start_date: Date
    end_date: Date
    destination: str
    purpose: str
    overnight: bool
    nights: int
    travel_diary_required: bool
    expense_ids: list[str]
    expenses_total: Num
    notes: str | None


class CarCostItem(Schema):
    source: Literal["transaction", "expense"]
    id: str
    date: datetime
    description: str
    kind: str  # fuel | registration | insurance | servicing | interest | depreciation | parking_tolls | other
    amount: Num


class ClaimMethod(Schema):
    method: Literal["cents_per_km", "logbook"]
    available: bool
    deduction: Num
    explanation: str
    records_needed: list[str]
    missing: list[str]


class VehicleClaim(Schema):
    vehicle_id: str
    vehicle_name: str
    income_year: int
    period_start: Date
    period_end: Date
    business_km: Num
    total_km: Num
    cents_per_km_rate: Num | None
    business_use_percentage: Num | None
    car_expenses_total: Num
    car_expenses_by_kind: dict[str, Num]
    parking_and_tolls: Num
    unattributed_costs: Num
    cost_items: list[CarCostItem]
    methods: list[ClaimMethod]
    best_method: str | None
    summary: str
