"""Vehicles, odometer readings, logbook trips (one by one or from a CSV logbook) and logbook periods."""

from __future__ import annotations

import csv
import io
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

import pydantic
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.context import AccountContext
from finkit.core.errors import FieldProblem, NotFoundError, ValidationError
from finkit.core.files.service import check_upload
from finkit.core.files.sniff import CSV, TEXT
from finkit.core.money import parse_amount
from finkit.core.schemas import parse, problems_from_pydantic
from finkit.core.search.documents import remove_document
from finkit.core.tax.periods import financial_year, financial_year_of
from finkit.core.travel.models import LogbookPeriod, OdometerReading, Trip, Vehicle
from finkit.core.travel.schemas import (
    LogbookPeriodCreate,
    LogbookPeriodRead,
    OdometerReadingCreate,
    OdometerReadingRead,
    TripCreate,
    TripImportResult,
    TripRead,
    VehicleCreate,
    VehicleRead,
    VehicleUpdate,
)
from finkit.core.travel.search_docs import TRIP, VEHICLE, index_trips, index_vehicle

MIN_LOGBOOK_DAYS = 12 * 7
LOGBOOK_VALID_YEARS = 5


#: Car-expense and logbook rules are the ATO's, so their years are Australian income years.
CAR_RULES_COUNTRY = "AU"


def load_vehicle(
    session: Session, ctx: AccountContext, vehicle_id: str, *, field: str | None = None
) -> Vehicle:
    vehicle = session.scalar(
        select(Vehicle).where(Vehicle.id == vehicle_id, Vehicle.account_id == ctx.account_id)
    )
    if vehicle is None:
        if field:
            raise ValidationError.for_field(field, f"vehicle {vehicle_id} not found")
        raise NotFoundError("vehicle", vehicle_id)
    return vehicle


def _vehicle_read(session: Session, vehicle: Vehicle) -> VehicleRead:
    readings = session.scalars(
        select(OdometerReading)
        .where(OdometerReading.account_id == vehicle.account_id, OdometerReading.vehicle_id == vehicle.id)
        .order_by(OdometerReading.date, OdometerReading.reading)
    ).all()
    data = {c: getattr(vehicle, c) for c in VehicleRead.model_fields if hasattr(vehicle, c)}
    data["odometer_readings"] = [OdometerReadingRead.model_validate(r) for r in readings]
    data["latest_odometer"] = readings[-1].reading if readings else None
    return VehicleRead.model_validate(data)


def create_vehicle(ctx: AccountContext, *, data: VehicleCreate | dict[str, Any]) -> VehicleRead:
    data = parse(VehicleCreate, data)
    with ctx.db.session() as session:
        vehicle = Vehicle(account_id=ctx.account_id, **data.model_dump(exclude={"odometer"}, by_alias=False))
        vehicle.name = vehicle.name.strip()
        session.add(vehicle)
        session.flush()
        if data.odometer is not None:
            session.add(
                OdometerReading(
                    account_id=ctx.account_id,
                    vehicle_id=vehicle.id,
                    date=ctx.now().date(),
                    reading=data.odometer,
                    note="initial reading",
                )
            )
        record_activity(session, ctx, "vehicle.create", target_type="vehicle", target_id=vehicle.id)
        index_vehicle(session, ctx, vehicle)
        session.flush()
        return _vehicle_read(session, vehicle)


def get_vehicle(ctx: AccountContext, vehicle_id: str) -> VehicleRead:
    with ctx.db.session() as session:
        return _vehicle_read(session, load_vehicle(session, ctx, vehicle_id))


def find_vehicle(ctx: AccountContext, name_or_id: str) -> VehicleRead:
    """A vehicle by id, name or registration (case-insensitive), for the CLI and CSV imports."""
    with ctx.db.session() as session:
        return _vehicle_read(session, _find_vehicle(session, ctx, name_or_id))


def _find_vehicle(session: Session, ctx: AccountContext, name_or_id: str) -> Vehicle:
    key = name_or_id.strip().casefold()
    for vehicle in session.scalars(select(Vehicle).where(Vehicle.account_id == ctx.account_id)):
        if vehicle.id == name_or_id or vehicle.name.casefold() == key:
            return vehicle
        if vehicle.registration and vehicle.registration.replace(" ", "").casefold() == key.replace(" ", ""):
            return vehicle
    raise NotFoundError("vehicle", name_or_id)


def list_vehicles(ctx: AccountContext) -> list[VehicleRead]:
    with ctx.db.session() as session:
        rows = session.scalars(
            select(Vehicle).where(Vehicle.account_id == ctx.account_id).order_by(Vehicle.name, Vehicle.id)
        ).all()
        return [_vehicle_read(session, v) for v in rows]


def update_vehicle(
    ctx: AccountContext, vehicle_id: str, *, data: VehicleUpdate | dict[str, Any]
) -> VehicleRead:
    data = parse(VehicleUpdate, data)
    changes = data.model_dump(exclude_unset=True, by_alias=False)
    if "name" in changes and changes["name"] is None:
        raise ValidationError.for_field("name", "may not be null")
    with ctx.db.session() as session:
        vehicle = load_vehicle(session, ctx, vehicle_id)
        for key, value in changes.items():
            setattr(vehicle, key, value)
        vehicle.updated_at = ctx.now()
        record_activity(session, ctx, "vehicle.update", target_type="vehicle", target_id=vehicle.id)
        index_vehicle(session, ctx, vehicle, with_trips="name" in changes)
        session.flush()
        return _vehicle_read(session, vehicle)


def delete_vehicle(ctx: AccountContext, vehicle_id: str) -> dict[str, Any]:
    """Delete a vehicle with its readings, trips and logbook periods."""
    with ctx.db.session() as session:
        vehicle = load_vehicle(session, ctx, vehicle_id)
        for model in (Trip, OdometerReading, LogbookPeriod):
            for row in session.scalars(
                select(model).where(model.account_id == ctx.account_id, model.vehicle_id == vehicle.id)
            ):
                if isinstance(row, Trip):
                    remove_document(session, ctx, kind=TRIP, ref_id=row.id)
                session.delete(row)
        session.delete(vehicle)
        remove_document(session, ctx, kind=VEHICLE, ref_id=vehicle_id)
        record_activity(session, ctx, "vehicle.delete", target_type="vehicle", target_id=vehicle_id)
        return {"id": vehicle_id, "deleted": True}


def add_odometer_reading(
    ctx: AccountContext, vehicle_id: str, *, data: OdometerReadingCreate | dict[str, Any]
) -> VehicleRead:
    data = parse(OdometerReadingCreate, data)
    with ctx.db.session() as session:
        vehicle = load_vehicle(session, ctx, vehicle_id)
        reading = OdometerReading(
            account_id=ctx.account_id, vehicle_id=vehicle.id, **data.model_dump(by_alias=False)
        )
        session.add(reading)
        session.flush()
        record_activity(session, ctx, "odometer.create", target_type="vehicle", target_id=vehicle.id)
        return _vehicle_read(session, vehicle)


# ---- trips -------------------------------------------------------------------------------------------


def _trip_distance(data: TripCreate, row: int | None = None) -> Decimal:
    start, end, distance = data.start_odometer, data.end_odometer, data.distance_km
    if start is not None and end is not None:
        if end <= start:
            raise ValidationError.for_field("endOdometer", "must be greater than startOdometer", row=row)
        if distance is not None and distance != end - start:
            raise ValidationError.for_field(
                "distanceKm", f"is {distance} but the odometer readings give {end - start}", row=row
            )
        return end - start
    if (start is None) != (end is None):
        missing = "endOdometer" if end is None else "startOdometer"
        if distance is None:
            raise ValidationError.for_field(missing, "is needed with the other odometer reading", row=row)
    if distance is None:
        raise ValidationError.for_field("distanceKm", "give distanceKm or both odometer readings", row=row)
    return distance


def _new_trip(
    session: Session, ctx: AccountContext, data: TripCreate, vehicle: Vehicle, row: int | None
) -> Trip:
    distance = _trip_distance(data, row)
    if data.kind == "business" and not (data.purpose or "").strip():
        raise ValidationError.for_field(
            "purpose", "a business trip needs its purpose (ATO logbook rule)", row=row
        )
    trip = Trip(
        account_id=ctx.account_id,
        vehicle_id=vehicle.id,
        distance_km=distance,
        **data.model_dump(exclude={"vehicle_id", "distance_km"}, by_alias=False),
    )
    session.add(trip)
    return trip


def create_trip(ctx: AccountContext, *, data: TripCreate | dict[str, Any]) -> TripRead:
    data = parse(TripCreate, data)
    with ctx.db.session() as session:
        vehicle = load_vehicle(session, ctx, data.vehicle_id, field="vehicleId")
        trip = _new_trip(session, ctx, data, vehicle, None)
        session.flush()
        record_activity(session, ctx, "trip.create", target_type="trip", target_id=trip.id)
        index_trips(session, ctx, [trip], vehicle.name)
        return TripRead.model_validate(trip)


def list_trips(
    ctx: AccountContext,
    *,
    vehicle_id: str | None = None,
    from_date: date | None = None,
    to_date: date | None = None,
    kind: str | None = None,
) -> list[TripRead]:
    query = select(Trip).where(Trip.account_id == ctx.account_id)
    if vehicle_id:
        query = query.where(Trip.vehicle_id == vehicle_id)
    if from_date:
        query = query.where(Trip.date >= from_date)
    if to_date:
        query = query.where(Trip.date <= to_date)
    if kind:
        query = query.where(Trip.kind == kind)
    with ctx.db.session() as session:
        if vehicle_id:
            load_vehicle(session, ctx, vehicle_id)
        rows = session.scalars(query.order_by(Trip.date, Trip.created_at, Trip.id)).all()
        return [TripRead.model_validate(t) for t in rows]


def delete_trip(ctx: AccountContext, trip_id: str) -> dict[str, Any]:
    with ctx.db.session() as session:
        trip = session.scalar(select(Trip).where(Trip.id == trip_id, Trip.account_id == ctx.account_id))
        if trip is None:
            raise NotFoundError("trip", trip_id)
        session.delete(trip)
        remove_document(session, ctx, kind=TRIP, ref_id=trip_id)
        record_activity(session, ctx, "trip.delete", target_type="trip", target_id=trip_id)
        return {"id": trip_id, "deleted": True}


#: CSV header aliases (lower-cased, spaces and dashes as underscores) → TripCreate field.
_CSV_COLUMNS = {
    "date": "date",
    "vehicle": "vehicle",
    "car": "vehicle",
    "start_odometer": "startOdometer",
    "odometer_start": "startOdometer",
    "start": "startOdometer",
    "end_odometer": "endOdometer",
    "odometer_end": "endOdometer",
    "end": "endOdometer",
    "distance": "distanceKm",
    "distance_km": "distanceKm",
    "km": "distanceKm",
    "kms": "distanceKm",
    "from": "startPlace",
    "start_place": "startPlace",
    "to": "endPlace",
    "end_place": "endPlace",
    "purpose": "purpose",
    "type": "kind",
    "kind": "kind",
    "business_private": "kind",
    "notes": "notes",
}


def import_trips_csv(
    ctx: AccountContext, *, data: bytes | str, vehicle_id: str | None = None
) -> TripImportResult:
    """Import a CSV logbook, all rows or none. Columns (case-insensitive, aliases in ``_CSV_COLUMNS``):
    date, vehicle (name, registration or id; or pass ``vehicle_id``), start/end odometer or distance,
    from, to, purpose, type (business/private). Every bad row is reported (row 1 = first data row)."""
    if isinstance(data, bytes):
        check_upload(ctx, data, allowed=(CSV, TEXT))  # size, and text by content (415 otherwise)
        data = data.decode("utf-8-sig")
    reader = csv.DictReader(io.StringIO(data))
    try:
        fieldnames = reader.fieldnames
        rows = list(reader)
    except csv.Error as exc:
        raise ValidationError.for_field("file", f"is not a readable CSV: {exc}") from None
    if not fieldnames:
        raise ValidationError.for_field("file", "the CSV has no header row")
    header = {
        name: _CSV_COLUMNS.get(name.strip().lower().replace(" ", "_").replace("-", "_"))
        for name in fieldnames
    }
    problems: list[FieldProblem] = []
    unknown = [name for name, mapped in header.items() if mapped is None]
    if unknown:
        problems.append(FieldProblem("header", f"unknown column(s): {', '.join(unknown)}"))
    if "date" not in header.values():
        problems.append(FieldProblem("header", "a date column is required"))
    if problems:
        raise ValidationError(fields=problems)
    with ctx.db.session() as session:
        default_vehicle = load_vehicle(session, ctx, vehicle_id, field="vehicleId") if vehicle_id else None
        trips: list[Trip] = []
        for number, raw in enumerate(rows, start=1):
            values = {header[k]: (v or "").strip() for k, v in raw.items() if k is not None and header.get(k)}
            values = {k: v for k, v in values.items() if v != ""}
            if "kind" in values:
                values["kind"] = values["kind"].lower()
                values["kind"] = {"b": "business", "p": "private", "work": "business"}.get(
                    values["kind"], values["kind"]
                )
            vehicle_ref = values.pop("vehicle", None)
            try:
                vehicle = _find_vehicle(session, ctx, vehicle_ref) if vehicle_ref else default_vehicle
            except NotFoundError:
                problems.append(FieldProblem("vehicle", f"vehicle {vehicle_ref!r} not found", number))
                continue
            if vehicle is None:
                problems.append(FieldProblem("vehicle", "no vehicle column and no --vehicle given", number))
                continue
            try:
                trip_data = TripCreate.model_validate({**values, "vehicleId": vehicle.id})
            except pydantic.ValidationError as exc:
                problems.extend(problems_from_pydantic(exc, row=number))
                continue
            try:
                trips.append(_new_trip(session, ctx, trip_data, vehicle, number))
            except ValidationError as exc:
                problems.extend(exc.fields)
        if problems:
            raise ValidationError(fields=problems)
        if not trips:
            raise ValidationError.for_field("file", "the CSV has no rows")
        session.flush()
        by_vehicle: dict[str, list[Trip]] = {}
        for trip in trips:
            by_vehicle.setdefault(trip.vehicle_id, []).append(trip)
        owned = select(Vehicle).where(Vehicle.account_id == ctx.account_id, Vehicle.id.in_(by_vehicle))
        for vehicle in session.scalars(owned):
            index_trips(session, ctx, by_vehicle[vehicle.id], vehicle.name)
        record_activity(session, ctx, "trip.import", target_type="trip", details={"added": len(trips)})
        return TripImportResult(added=len(trips), trips=[TripRead.model_validate(t) for t in trips])


# ---- logbook periods ---------------------------------------------------------------------------------


def _km(
    session: Session, ctx: AccountContext, vehicle_id: str, start: date, end: date, kind: str | None
) -> Decimal:
    query = select(func.coalesce(func.sum(Trip.distance_km), 0)).where(
        Trip.account_id == ctx.account_id, Trip.vehicle_id == vehicle_id, Trip.date >= start, Trip.date <= end
    )
    if kind:
        query = query.where(Trip.kind == kind)
    # sum() and coalesce() keep the column's Rate type, so the scaled integer sum comes back as km.
    value = session.scalar(query)
    return parse_amount(value or 0).quantize(Decimal("0.01"))


def trip_km(
    session: Session, ctx: AccountContext, vehicle_id: str, start: date, end: date
) -> tuple[Decimal, Decimal]:
    """(business km, total km) of a vehicle's trips between two dates inclusive."""
    return _km(session, ctx, vehicle_id, start, end, "business"), _km(
        session, ctx, vehicle_id, start, end, None
    )


def period_read(session: Session, ctx: AccountContext, period: LogbookPeriod) -> LogbookPeriodRead:
    business, total = trip_km(session, ctx, period.vehicle_id, period.start_date, period.end_date)
    share = (business * 100 / total).quantize(Decimal("0.01")) if total else None
    first_year = financial_year_of(period.start_date, CAR_RULES_COUNTRY)
    days = (period.end_date - period.start_date).days + 1
    return LogbookPeriodRead(
        id=period.id,
        vehicle_id=period.vehicle_id,
        start_date=period.start_date,
        end_date=period.end_date,
        weeks=(parse_amount(days) / 7).quantize(Decimal("0.1")),
        business_km=business,
        total_km=total,
        business_use_percentage=share,
        first_income_year=first_year,
        valid_until_income_year=first_year + LOGBOOK_VALID_YEARS - 1,
        notes=period.notes,
    )


def create_logbook_period(
    ctx: AccountContext, *, data: LogbookPeriodCreate | dict[str, Any]
) -> LogbookPeriodRead:
    """Record a logbook period: at least 12 continuous weeks. Its business-use share comes from the
    vehicle's trips in the period (business km ÷ total km)."""
    data = parse(LogbookPeriodCreate, data)
    if data.end_date < data.start_date:
        raise ValidationError.for_field("endDate", "is before startDate")
    if data.end_date - data.start_date < timedelta(days=MIN_LOGBOOK_DAYS - 1):
        days = (data.end_date - data.start_date).days + 1
        raise ValidationError.for_field(
            "endDate",
            f"a logbook period must cover at least 12 continuous weeks (84 days); this is {days} days",
        )
    with ctx.db.session() as session:
        vehicle = load_vehicle(session, ctx, data.vehicle_id, field="vehicleId")
        period = LogbookPeriod(
            account_id=ctx.account_id,
            vehicle_id=vehicle.id,
            start_date=data.start_date,
            end_date=data.end_date,
            notes=data.notes,
        )
        session.add(period)
        session.flush()
        record_activity(session, ctx, "logbook.create", target_type="logbook_period", target_id=period.id)
        return period_read(session, ctx, period)


def load_logbook_period(session: Session, ctx: AccountContext, period_id: str) -> LogbookPeriod:
    period = session.scalar(
        select(LogbookPeriod).where(LogbookPeriod.id == period_id, LogbookPeriod.account_id == ctx.account_id)
    )
    if period is None:
        raise NotFoundError("logbook period", period_id)
    return period


def get_logbook_period(ctx: AccountContext, period_id: str) -> LogbookPeriodRead:
    with ctx.db.session() as session:
        return period_read(session, ctx, load_logbook_period(session, ctx, period_id))


def delete_logbook_period(ctx: AccountContext, period_id: str) -> dict[str, Any]:
    """Delete a logbook period (its trips stay)."""
    with ctx.db.session() as session:
        session.delete(load_logbook_period(session, ctx, period_id))
        record_activity(session, ctx, "logbook.delete", target_type="logbook_period", target_id=period_id)
        return {"id": period_id, "deleted": True}


def list_logbook_periods(ctx: AccountContext, *, vehicle_id: str | None = None) -> list[LogbookPeriodRead]:
    with ctx.db.session() as session:
        query = select(LogbookPeriod).where(LogbookPeriod.account_id == ctx.account_id)
        if vehicle_id:
            load_vehicle(session, ctx, vehicle_id)
            query = query.where(LogbookPeriod.vehicle_id == vehicle_id)
        rows = session.scalars(query.order_by(LogbookPeriod.start_date)).all()
        return [period_read(session, ctx, p) for p in rows]


def valid_period_for_year(
    session: Session, ctx: AccountContext, vehicle_id: str, year: int
) -> LogbookPeriod | None:
    """The most recent logbook period kept in ``year`` or in one of the four years before it."""
    _, year_end = financial_year(year, CAR_RULES_COUNTRY).bounds
    earliest, _ = financial_year(year - LOGBOOK_VALID_YEARS + 1, CAR_RULES_COUNTRY).bounds
    return session.scalar(
        select(LogbookPeriod)
        .where(
            LogbookPeriod.account_id == ctx.account_id,
            LogbookPeriod.vehicle_id == vehicle_id,
            LogbookPeriod.start_date >= earliest,
            LogbookPeriod.start_date <= year_end,
        )
        .order_by(LogbookPeriod.start_date.desc())
        .limit(1)
    )
