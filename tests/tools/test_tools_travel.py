"""Vehicle, trip, logbook, travel and car-claim tools."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.travel.service import list_trips, list_vehicles
from tests.tools.tooling import error, field_names, ok

TRIPS_CSV = """date,start_odometer,end_odometer,from,to,purpose,type
2025-08-04,10000,10040,Home,Client A,Site visit,business
2025-08-05,10040,10060,Home,Shops,Groceries,private
"""


def test_vehicles_trips_logbook_claim(ctx: AccountContext, other_ctx: AccountContext) -> None:
    car = ok(
        ctx,
        "vehicles_create",
        {"name": "Corolla", "registration": "ABC123", "engineSize": 1.8, "odometer": 10000},
    )
    assert car["latestOdometer"] == 10000
    assert [v["name"] for v in ok(ctx, "vehicles_list")["vehicles"]] == ["Corolla"]
    car_id = car["id"]
    with_reading = ok(
        ctx, "vehicles_add_odometer", {"vehicleId": car_id, "date": "2025-07-01", "reading": 9900}
    )
    assert len(with_reading["odometerReadings"]) == 2
    assert ok(ctx, "vehicles_update", {"vehicleId": car_id, "make": "Toyota"})["make"] == "Toyota"
    assert ok(ctx, "vehicles_get", {"vehicleId": car_id})["make"] == "Toyota"

    trip = ok(
        ctx,
        "trips_create",
        {"vehicleId": car_id, "date": "2025-07-10", "distanceKm": 120, "purpose": "Client B"},
    )
    assert trip["distanceKm"] == 120 and trip["kind"] == "business"
    imported = ok(ctx, "trips_import", {"content": TRIPS_CSV, "vehicleId": car_id})
    assert imported["added"] == 2
    business = ok(ctx, "trips_list", {"vehicleId": car_id, "kind": "business"})
    assert sorted(t["distanceKm"] for t in business["trips"]) == [40, 120]

    period = ok(
        ctx, "logbook_create", {"vehicleId": car_id, "startDate": "2025-07-07", "endDate": "2025-09-29"}
    )
    assert period["businessKm"] == 160 and period["totalKm"] == 180 and period["firstIncomeYear"] == 2026
    assert [p["id"] for p in ok(ctx, "logbook_list")["periods"]] == [period["id"]]

    claim = ok(ctx, "vehicles_claim_compare", {"vehicleId": car_id, "year": 2026})
    assert claim["businessKm"] == 160 and {m["method"] for m in claim["methods"]} == {
        "cents_per_km",
        "logbook",
    }

    assert error(other_ctx, "vehicles_get", {"vehicleId": car_id})["code"] == "NOT_FOUND"
    assert (
        error(other_ctx, "vehicles_claim_compare", {"vehicleId": car_id, "year": 2026})["code"] == "NOT_FOUND"
    )
    assert list_vehicles(other_ctx) == []


def test_travel_records(ctx: AccountContext) -> None:
    expense = ok(ctx, "expenses_create", {"date": "2026-03-02", "amount": 450, "description": "Hotel Perth"})
    record = ok(
        ctx,
        "travel_create",
        {"startDate": "2026-03-01", "endDate": "2026-03-08", "destination": "Perth", "purpose": "Conference"},
    )
    assert record["nights"] == 7 and record["travelDiaryRequired"] is True
    linked = ok(ctx, "travel_link_expense", {"recordId": record["id"], "expenseId": expense["id"]})
    assert linked["expenseIds"] == [expense["id"]] and linked["expensesTotal"] == 450
    assert [r["id"] for r in ok(ctx, "travel_list", {"year": 2026})["records"]] == [record["id"]]
    assert ok(ctx, "travel_list", {"year": 2025})["records"] == []
    assert ok(ctx, "travel_get", {"recordId": record["id"]})["destination"] == "Perth"


def test_invalid_arguments_change_nothing(ctx: AccountContext) -> None:
    car = ok(ctx, "vehicles_create", {"name": "Ute"})
    assert "name" in field_names(error(ctx, "vehicles_create", {"make": "Ford"}))
    assert "kind" in field_names(
        error(
            ctx,
            "trips_create",
            {"vehicleId": car["id"], "date": "2025-07-10", "distanceKm": 5, "kind": "commute"},
        )
    )
    bad_csv = TRIPS_CSV + "not-a-date,1,2,a,b,c,business\n"
    refused = error(ctx, "trips_import", {"content": bad_csv, "vehicleId": car["id"]})
    assert refused["code"] == "VALIDATION_ERROR" and any(f.get("row") == 3 for f in refused["fields"])
    assert list_trips(ctx) == []
