"""Vehicles and trips: vehicles (list, add), trips (list by period), logbook import (CSV, all rows or
none, through core's importer), and the cents-per-km vs logbook comparison for an income year."""

from __future__ import annotations

from pydantic import Field
from starlette.responses import Response

from finkit.core.errors import ValidationError
from finkit.core.schemas import InputSchema
from finkit.core.tax.periods import financial_year_of
from finkit.core.travel.claims import vehicle_claim
from finkit.core.travel.schemas import TripFilters
from finkit.core.travel.service import (
    CAR_RULES_COUNTRY,
    create_vehicle,
    get_vehicle,
    import_trips_csv,
    list_logbook_periods,
    list_vehicles,
)
from finkit.core.travel.trips import list_trips_page
from finkit.server.web.pages import Page, PageRoutes, redirect

routes = PageRoutes()
TRIP_FILTERS = ("page", "period", "fromDate", "toDate", "vehicleId", "kind")
VEHICLE_FIELDS = {
    "name": "name",
    "make": "make",
    "model": "model",
    "year": "year",
    "registration": "registration",
}


class ClaimQuery(InputSchema):
    fy: int | None = Field(default=None, description="Income year, named by its end (2026 = 2025-26).")


def _this_income_year(page: Page) -> int:
    return financial_year_of(page.ctx.now().date(), CAR_RULES_COUNTRY)


@routes.get("/vehicles")
def vehicles_page(page: Page) -> Response:
    return page.render("vehicles.html", vehicles=list_vehicles(page.ctx), fy=_this_income_year(page))


@routes.post("/vehicles")
def add_vehicle(page: Page) -> Response:
    data: dict[str, object] = {
        core: page.form[name].strip()
        for name, core in VEHICLE_FIELDS.items()
        if page.form.get(name, "").strip()
    }
    if page.form.get("odometer", "").strip():
        data["odometer"] = page.form["odometer"].strip()
    data.setdefault("name", "")
    vehicle = create_vehicle(page.ctx, data=data)
    return redirect(f"/vehicles/{vehicle.id}")


@routes.get("/vehicles/{id}")
def vehicle_page(page: Page) -> Response:
    """Both claim methods side by side for one income year, which is larger, and what each still needs."""
    vehicle_id = page.param("id")
    vehicle = get_vehicle(page.ctx, vehicle_id)
    fy = page.query(ClaimQuery).fy or _this_income_year(page)
    return page.render(
        "vehicle.html",
        vehicle=vehicle,
        claim=vehicle_claim(page.ctx, vehicle_id, year=fy),
        logbooks=list_logbook_periods(page.ctx, vehicle_id=vehicle_id),
        fy=fy,
    )


@routes.get("/trips")
def trips_page(page: Page) -> Response:
    filters = page.query(TripFilters, only=TRIP_FILTERS)
    vehicles = list_vehicles(page.ctx)
    return page.render(
        "trips.html",
        listing=list_trips_page(page.ctx, filters),
        filters=filters,
        vehicles=vehicles,
        names={v.id: v.name for v in vehicles},
    )


@routes.post("/trips/import")
def import_logbook(page: Page) -> Response:
    """A logbook CSV: every row is added, or none (each bad row named by its number)."""
    if "file" not in page.files:
        raise ValidationError.for_field("file", "choose a logbook CSV file to upload")
    _, data = page.files["file"]
    result = import_trips_csv(page.ctx, data=data, vehicle_id=page.form.get("vehicle_id") or None)
    return redirect(f"/trips?imported={result.added}")
