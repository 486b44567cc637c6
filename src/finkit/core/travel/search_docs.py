"""Vehicles, trips and travel records in unified search (kinds ``vehicle``, ``trip``, ``travel``),
written in each record's own transaction. A trip's title names its vehicle, so renaming a vehicle
re-indexes its trips; deleting a vehicle removes its trips' entries with it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.search.documents import (
    day_start,
    index_document,
    index_documents,
    join_text,
    register_document_builder,
)
from finkit.core.travel.models import TravelRecord, Trip, Vehicle

VEHICLE, TRIP, TRAVEL = "vehicle", "trip", "travel"


def vehicle_document(vehicle: Vehicle) -> dict[str, Any]:
    return {
        "kind": VEHICLE,
        "refId": vehicle.id,
        "title": vehicle.name or "Vehicle",
        "body": join_text(
            vehicle.make, vehicle.model, vehicle.year, vehicle.registration, vehicle.fuel_type, vehicle.notes
        ),
    }


def trip_document(trip: Trip, vehicle_name: str) -> dict[str, Any]:
    route = " → ".join(p for p in (trip.start_place, trip.end_place) if p)
    return {
        "kind": TRIP,
        "refId": trip.id,
        "title": f"{vehicle_name}: {route}" if route else f"{vehicle_name}: {trip.kind} trip",
        "body": join_text(trip.purpose, trip.start_place, trip.end_place, trip.kind, trip.notes),
        "date": day_start(trip.date),
    }


def travel_document(record: TravelRecord) -> dict[str, Any]:
    return {
        "kind": TRAVEL,
        "refId": record.id,
        "title": f"Travel: {record.destination}",
        "body": join_text(
            record.purpose,
            f"{record.start_date.isoformat()} to {record.end_date.isoformat()}",
            "overnight" if record.overnight else "day trip",
            record.notes,
        ),
        "date": day_start(record.start_date),
    }


def index_vehicle(
    session: Session, ctx: AccountContext, vehicle: Vehicle, *, with_trips: bool = False
) -> None:
    """Create or refresh the vehicle's entry (and, after a rename, its trips' entries)."""
    index_document(session, ctx, vehicle_document(vehicle))
    if with_trips:
        session.flush()
        trips = session.scalars(
            select(Trip).where(Trip.account_id == ctx.account_id, Trip.vehicle_id == vehicle.id)
        ).all()
        index_trips(session, ctx, trips, vehicle.name)


def index_trips(session: Session, ctx: AccountContext, trips: Sequence[Trip], vehicle_name: str) -> None:
    """Create or refresh the trips' entries (one set-based write; trips of one vehicle)."""
    session.flush()
    if trips:
        index_documents(session, ctx, [trip_document(t, vehicle_name) for t in trips])


def index_travel_record(session: Session, ctx: AccountContext, record: TravelRecord) -> None:
    index_document(session, ctx, travel_document(record))


def _vehicles(session: Session, ctx: AccountContext) -> Iterable[dict[str, Any]]:
    rows = session.scalars(select(Vehicle).where(Vehicle.account_id == ctx.account_id))
    return [vehicle_document(v) for v in rows]


def _trips(session: Session, ctx: AccountContext) -> Iterable[dict[str, Any]]:
    rows = session.execute(
        select(Trip, Vehicle.name)
        .join(Vehicle, Vehicle.id == Trip.vehicle_id)
        .where(Trip.account_id == ctx.account_id)
    ).all()
    return [trip_document(trip, name) for trip, name in rows]


def _travel(session: Session, ctx: AccountContext) -> Iterable[dict[str, Any]]:
    rows = session.scalars(select(TravelRecord).where(TravelRecord.account_id == ctx.account_id))
    return [travel_document(r) for r in rows]


register_document_builder(VEHICLE, _vehicles)
register_document_builder(TRIP, _trips)
register_document_builder(TRAVEL, _travel)
