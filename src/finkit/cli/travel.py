"""``finkit vehicles``, ``finkit trips``, ``finkit travel`` and ``finkit report vehicle``."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.cli.period_option import PeriodOpt, cli_dates
from finkit.core.travel.claims import vehicle_claim
from finkit.core.travel.records import create_travel_record, list_travel_records
from finkit.core.travel.schemas import VehicleRead
from finkit.core.travel.service import (
    add_odometer_reading,
    create_logbook_period,
    create_trip,
    create_vehicle,
    find_vehicle,
    import_trips_csv,
    list_logbook_periods,
    list_trips,
    list_vehicles,
)

vehicles_app = typer.Typer(help="Vehicles and odometer readings.", no_args_is_help=True)
trips_app = typer.Typer(help="Logbook trips and logbook periods.", no_args_is_help=True)
travel_app = typer.Typer(help="Work trips away from home (travel records).", no_args_is_help=True)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]
VehicleOpt = Annotated[str, typer.Option("--vehicle", "-v", help="Vehicle name, registration or id.")]


def _body(**values: Any) -> dict[str, Any]:
    return {k: v for k, v in values.items() if v is not None}


def _vehicle_id(value: str) -> str:
    return find_vehicle(get_state().context(), value).id


def _show_vehicle(vehicle: VehicleRead) -> None:
    table = Table(show_header=False, box=None)
    for key, value in vehicle.to_json_dict().items():
        if key == "odometerReadings":
            value = ", ".join(f"{r['date']}: {r['reading']} km" for r in value)
        table.add_row(f"[bold]{key}[/bold]", "" if value is None else str(value))
    console.print(table)


@vehicles_app.command("add")
@handle_errors
def vehicles_add(
    name: Annotated[str, typer.Argument(help="A name you will recognise, e.g. Ute.")],
    make: Annotated[str | None, typer.Option()] = None,
    model: Annotated[str | None, typer.Option()] = None,
    year: Annotated[int | None, typer.Option()] = None,
    registration: Annotated[str | None, typer.Option("--rego", "--registration")] = None,
    fuel_type: Annotated[str | None, typer.Option(help="petrol, diesel, electric, hybrid...")] = None,
    engine_size: Annotated[str | None, typer.Option(help="Litres, e.g. 2.8.")] = None,
    odometer: Annotated[str | None, typer.Option(help="Today's odometer reading (km).")] = None,
    json_output: JsonOpt = False,
) -> None:
    """Add a vehicle.

    Example: finkit vehicles add Ute --make Toyota --model Hilux --year 2021 --rego ABC123 --odometer 45000
    """
    vehicle = create_vehicle(
        get_state().context(),
        data=_body(
            name=name,
            make=make,
            model=model,
            year=year,
            registration=registration,
            fuel_type=fuel_type,
            engine_size=engine_size,
            odometer=odometer,
        ),
    )
    if json_output:
        print_json({"vehicle": vehicle.to_json_dict()})
    else:
        console.print(f"Added vehicle {vehicle.id}: {vehicle.name}")


@vehicles_app.command("list")
@handle_errors
def vehicles_list(json_output: JsonOpt = False) -> None:
    """List vehicles.

    Example: finkit vehicles list --json
    """
    vehicles = list_vehicles(get_state().context())
    if json_output:
        print_json({"vehicles": [v.to_json_dict() for v in vehicles]})
        return
    table = Table("Name", "Make", "Model", "Year", "Rego", "Fuel", "Odometer", "Id")
    for v in vehicles:
        table.add_row(
            v.name,
            v.make or "",
            v.model or "",
            str(v.year or ""),
            v.registration or "",
            v.fuel_type or "",
            str(v.latest_odometer or ""),
            v.id[:8],
        )
    console.print(table)


@vehicles_app.command("show")
@handle_errors
def vehicles_show(
    vehicle: Annotated[str, typer.Argument(help="Name, registration or id.")], json_output: JsonOpt = False
) -> None:
    """Show a vehicle with its odometer readings.

    Example: finkit vehicles show Ute
    """
    found = find_vehicle(get_state().context(), vehicle)
    if json_output:
        print_json({"vehicle": found.to_json_dict()})
    else:
        _show_vehicle(found)


@vehicles_app.command("odometer")
@handle_errors
def vehicles_odometer(
    vehicle: Annotated[str, typer.Argument(help="Name, registration or id.")],
    reading: Annotated[str, typer.Argument(help="Kilometres on the odometer.")],
    on: Annotated[str | None, typer.Option("--date", help="ISO date; default today.")] = None,
    json_output: JsonOpt = False,
) -> None:
    """Record an odometer reading (the logbook method needs one at the start and end of each year).

    Example: finkit vehicles odometer Ute 57000 --date 2025-06-30
    """
    ctx = get_state().context()
    result = add_odometer_reading(
        ctx, find_vehicle(ctx, vehicle).id, data={"date": on or date.today().isoformat(), "reading": reading}
    )
    if json_output:
        print_json({"vehicle": result.to_json_dict()})
    else:
        console.print(f"Recorded {reading} km for {result.name}")


@trips_app.command("add")
@handle_errors
def trips_add(
    vehicle: VehicleOpt,
    on: Annotated[str | None, typer.Option("--date", help="ISO date; default today.")] = None,
    start: Annotated[str | None, typer.Option("--start", help="Odometer at the start.")] = None,
    end: Annotated[str | None, typer.Option("--end", help="Odometer at the end.")] = None,
    distance: Annotated[str | None, typer.Option("--km", help="Distance, if no odometer readings.")] = None,
    from_place: Annotated[str | None, typer.Option("--from")] = None,
    to_place: Annotated[str | None, typer.Option("--to")] = None,
    purpose: Annotated[str | None, typer.Option(help="Why (required for business trips).")] = None,
    private: Annotated[bool, typer.Option("--private", help="A private trip (default: business).")] = False,
    json_output: JsonOpt = False,
) -> None:
    """Add a logbook trip.

    Example: finkit trips add --vehicle Ute --start 45000 --end 45120 --from Home --to Penrith --purpose "Client install"
    """
    trip = create_trip(
        get_state().context(),
        data=_body(
            vehicle_id=_vehicle_id(vehicle),
            date=on or date.today().isoformat(),
            start_odometer=start,
            end_odometer=end,
            distance_km=distance,
            start_place=from_place,
            end_place=to_place,
            purpose=purpose,
            kind="private" if private else "business",
        ),
    )
    if json_output:
        print_json({"trip": trip.to_json_dict()})
    else:
        console.print(f"Added {trip.kind} trip {trip.id}: {trip.distance_km} km on {trip.date}")


@trips_app.command("list")
@handle_errors
def trips_list(
    vehicle: Annotated[str | None, typer.Option("--vehicle", "-v", help="Vehicle name, rego or id.")] = None,
    from_date: Annotated[str | None, typer.Option("--from")] = None,
    to_date: Annotated[str | None, typer.Option("--to")] = None,
    period: PeriodOpt = None,
    json_output: JsonOpt = False,
) -> None:
    """List logbook trips, oldest first.

    Example: finkit trips list --vehicle Ute --period "last FY"
    """
    ctx = get_state().context()
    start, end = cli_dates(period, from_date, to_date, json_output=json_output)
    trips = list_trips(
        ctx, vehicle_id=_vehicle_id(vehicle) if vehicle else None, from_date=start, to_date=end
    )
    if json_output:
        print_json({"trips": [t.to_json_dict() for t in trips]})
        return
    table = Table("Date", "Kind", "Km", "From", "To", "Purpose", "Id")
    for t in trips:
        table.add_row(
            str(t.date),
            t.kind,
            str(t.distance_km),
            t.start_place or "",
            t.end_place or "",
            t.purpose or "",
            t.id[:8],
        )
    console.print(table)


@trips_app.command("import")
@handle_errors
def trips_import(
    file: Annotated[Path, typer.Argument(help="CSV logbook.", exists=True, dir_okay=False)],
    vehicle: Annotated[
        str | None, typer.Option("--vehicle", "-v", help="Vehicle when the CSV has none.")
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """Import a CSV logbook: all rows or none; every bad row is reported.

    Columns: date, vehicle, start odometer, end odometer, distance, from, to, purpose, type.
    Example: finkit trips import logbook.csv --vehicle Ute
    """
    result = import_trips_csv(
        get_state().context(), data=file.read_bytes(), vehicle_id=_vehicle_id(vehicle) if vehicle else None
    )
    if json_output:
        print_json(result.to_json_dict())
    else:
        console.print(f"Imported {result.added} trip(s)")


@trips_app.command("logbook")
@handle_errors
def trips_logbook(
    vehicle: VehicleOpt,
    start: Annotated[str | None, typer.Option("--start", help="First day of the logbook period.")] = None,
    end: Annotated[str | None, typer.Option("--end", help="Last day (12 continuous weeks at least).")] = None,
    json_output: JsonOpt = False,
) -> None:
    """Record a logbook period (with --start/--end) or list a vehicle's periods and business-use %.

    Example: finkit trips logbook --vehicle Ute --start 2024-07-01 --end 2024-09-22
    """
    ctx = get_state().context()
    vehicle_id = _vehicle_id(vehicle)
    if start or end:
        period = create_logbook_period(ctx, data=_body(vehicle_id=vehicle_id, start_date=start, end_date=end))
        periods = [period]
    else:
        periods = list_logbook_periods(ctx, vehicle_id=vehicle_id)
    if json_output:
        print_json({"logbookPeriods": [p.to_json_dict() for p in periods]})
        return
    table = Table("From", "To", "Weeks", "Business km", "Total km", "Business %", "Valid for years")
    for p in periods:
        table.add_row(
            str(p.start_date),
            str(p.end_date),
            str(p.weeks),
            str(p.business_km),
            str(p.total_km),
            str(p.business_use_percentage or ""),
            f"{p.first_income_year}-{p.valid_until_income_year}",
        )
    console.print(table)


@travel_app.command("add")
@handle_errors
def travel_add(
    destination: Annotated[str, typer.Argument()],
    purpose: Annotated[str, typer.Argument()],
    start: Annotated[str, typer.Option("--start", help="First day (ISO date).")],
    end: Annotated[str, typer.Option("--end", help="Last day (ISO date).")],
    day_trip: Annotated[bool, typer.Option("--day-trip", help="No overnight stay.")] = False,
    expense: Annotated[
        list[str] | None, typer.Option("--expense", help="Linked expense id (repeat).")
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """Record a work trip away; says when a travel diary is needed (6+ nights).

    Example: finkit travel add Perth "Mine site commissioning" --start 2026-03-02 --end 2026-03-08 --expense 3f2a...
    """
    record = create_travel_record(
        get_state().context(),
        data={
            "destination": destination,
            "purpose": purpose,
            "startDate": start,
            "endDate": end,
            "overnight": not day_trip,
            "expenseIds": expense or [],
        },
    )
    if json_output:
        print_json({"travel": record.to_json_dict()})
        return
    console.print(f"Added trip away {record.id}: {record.destination}, {record.nights} night(s)")
    if record.travel_diary_required:
        console.print("A travel diary is required: 6 or more nights away in a row.", style="yellow")


@travel_app.command("list")
@handle_errors
def travel_list(
    fy: Annotated[int | None, typer.Option("--fy", help="Income year, e.g. 2025 for 2024-25.")] = None,
    json_output: JsonOpt = False,
) -> None:
    """List work trips away.

    Example: finkit travel list --fy 2026
    """
    records = list_travel_records(get_state().context(), year=fy)
    if json_output:
        print_json({"travel": [r.to_json_dict() for r in records]})
        return
    table = Table("From", "To", "Destination", "Purpose", "Nights", "Diary", "Expenses", "Id")
    for r in records:
        table.add_row(
            str(r.start_date),
            str(r.end_date),
            r.destination,
            r.purpose,
            str(r.nights),
            "required" if r.travel_diary_required else "",
            str(r.expenses_total),
            r.id[:8],
        )
    console.print(table)


@handle_errors
def report_vehicle(
    fy: Annotated[
        int, typer.Option("--fy", help="Income year, named by its end: 2025 = 1 Jul 2024-30 Jun 2025.")
    ],
    vehicle: Annotated[str | None, typer.Option("--vehicle", "-v", help="Default: every vehicle.")] = None,
    json_output: JsonOpt = False,
) -> None:
    """Compare cents per km with the logbook method for each vehicle, and the records each needs.

    Example: finkit report vehicle --fy 2025
    """
    ctx = get_state().context()
    ids = [find_vehicle(ctx, vehicle).id] if vehicle else [v.id for v in list_vehicles(ctx)]
    claims = [vehicle_claim(ctx, vehicle_id, year=fy) for vehicle_id in ids]
    if json_output:
        print_json({"vehicles": [c.to_json_dict() for c in claims]})
        return
    if not claims:
        console.print("No vehicles yet: add one with `finkit vehicles add`.")
    for claim in claims:
        console.rule(
            f"{claim.vehicle_name}: income year {claim.income_year - 1}-{str(claim.income_year)[2:]}"
        )
        console.print(
            f"Business km {claim.business_km} of {claim.total_km} · business use {claim.business_use_percentage or '-'}% "
            f"· car expenses ${claim.car_expenses_total}"
        )
        table = Table("Method", "Deduction", "How", "Still missing")
        for m in claim.methods:
            table.add_row(
                m.method.replace("_", " ") + ("" if m.available else " (not available)"),
                f"${m.deduction}",
                m.explanation,
                "\n".join(m.missing),
            )
        console.print(table)
        console.print(claim.summary, style="bold")
        for m in claim.methods:
            console.print(
                f"Records for {m.method.replace('_', ' ')}: " + "; ".join(m.records_needed), style="dim"
            )
