"""One trip at a time: get, change (the distance is checked again) and list a page of trips."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.keyset import keyset_page
from finkit.core.periods.account import apply_period
from finkit.core.schemas import check_page, pagination, parse
from finkit.core.travel.models import Trip
from finkit.core.travel.schemas import TripCreate, TripFilters, TripPage, TripRead, TripUpdate
from finkit.core.travel.service import _trip_distance, load_vehicle

_NOT_NULLABLE = {"vehicle_id", "date", "kind"}


def load_trip(session: Session, ctx: AccountContext, trip_id: str) -> Trip:
    trip = session.scalar(select(Trip).where(Trip.id == trip_id, Trip.account_id == ctx.account_id))
    if trip is None:
        raise NotFoundError("trip", trip_id)
    return trip


def get_trip(ctx: AccountContext, trip_id: str) -> TripRead:
    with ctx.db.session() as session:
        return TripRead.model_validate(load_trip(session, ctx, trip_id))


def update_trip(ctx: AccountContext, trip_id: str, *, data: TripUpdate | dict[str, Any]) -> TripRead:
    """Partial update. The merged trip is checked as a new one would be: odometer readings and the
    distance must agree, and a business trip needs its purpose. Setting ``distanceKm`` alone on a trip
    with odometer readings clears the readings (the new distance is the record)."""
    data = parse(TripUpdate, data)
    changes = data.model_dump(exclude_unset=True, by_alias=False)
    for key in sorted(_NOT_NULLABLE & {k for k, v in changes.items() if v is None}):
        raise ValidationError.for_field(key, "may not be null")
    with ctx.db.session() as session:
        trip = load_trip(session, ctx, trip_id)
        merged = TripRead.model_validate(trip).model_dump(by_alias=False, exclude={"id"})
        if "distance_km" in changes and not {"start_odometer", "end_odometer"} & set(changes):
            merged["start_odometer"] = merged["end_odometer"] = None
        elif {"start_odometer", "end_odometer"} & set(changes) and "distance_km" not in changes:
            merged["distance_km"] = None
        merged.update(changes)
        candidate = TripCreate.model_validate(merged)
        distance = _trip_distance(candidate)
        if candidate.kind == "business" and not (candidate.purpose or "").strip():
            raise ValidationError.for_field("purpose", "a business trip needs its purpose (ATO logbook rule)")
        vehicle = load_vehicle(session, ctx, candidate.vehicle_id, field="vehicleId")
        for key, value in candidate.model_dump(by_alias=False, exclude={"distance_km"}).items():
            setattr(trip, key, value)
        trip.vehicle_id = vehicle.id
        trip.distance_km = distance
        trip.updated_at = ctx.now()
        record_activity(
            session,
            ctx,
            "trip.update",
            target_type="trip",
            target_id=trip.id,
            details={"fields": sorted(data.model_fields_set)},
        )
        session.flush()
        return TripRead.model_validate(trip)


CURSOR_KIND = "trips"


def list_trips_page(ctx: AccountContext, filters: TripFilters | dict[str, Any] | None = None) -> TripPage:
    """A page of trips, oldest first (a logbook reads in date order), by ``page`` or by ``cursor`` (the
    previous page's ``next_cursor``; see core/keyset.py). An unknown ``vehicleId`` is NotFoundError."""
    filters = apply_period(ctx, parse(TripFilters, filters or {}))
    check_page(filters.page, filters.limit)
    if filters.from_date and filters.to_date and filters.to_date < filters.from_date:
        raise ValidationError.for_field("toDate", "is before fromDate")
    query = select(Trip).where(Trip.account_id == ctx.account_id)
    if filters.vehicle_id:
        query = query.where(Trip.vehicle_id == filters.vehicle_id)
    if filters.from_date:
        query = query.where(Trip.date >= filters.from_date)
    if filters.to_date:
        query = query.where(Trip.date <= filters.to_date)
    if filters.kind:
        query = query.where(Trip.kind == filters.kind)
    with ctx.db.session() as session:
        if filters.vehicle_id:
            load_vehicle(session, ctx, filters.vehicle_id)
        found = keyset_page(
            session,
            ctx,
            query,
            kind=CURSOR_KIND,
            order=(Trip.date, Trip.created_at, Trip.id),
            types=(date, datetime, str),
            page=filters.page,
            limit=filters.limit,
            cursor=filters.cursor,
            descending=False,
        )
        return TripPage(
            trips=[TripRead.model_validate(t) for t in found.rows],
            pagination=pagination(filters.page, filters.limit, found.total),
            next_cursor=found.next_cursor,
        )
