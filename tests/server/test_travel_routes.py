"""Vehicles, odometer readings, trips (and CSV import), logbook periods, travel records and the vehicle
claim report over HTTP."""

from __future__ import annotations

from typing import Any

import httpx

from tests.server.conftest import User, assert_error


async def _vehicle(client: httpx.AsyncClient, user: User, **fields: Any) -> dict[str, Any]:
    response = await client.post(
        "/api/vehicles", headers=user.headers, json={"name": "Ute", "registration": "ABC123", **fields}
    )
    assert response.status_code == 201, response.text
    return dict(response.json()["vehicle"])


async def _trip(client: httpx.AsyncClient, user: User, vehicle_id: str, **fields: Any) -> dict[str, Any]:
    body = {
        "vehicleId": vehicle_id,
        "date": "2024-07-10",
        "distanceKm": 100,
        "purpose": "Site visit",
        **fields,
    }
    response = await client.post("/api/trips", headers=user.headers, json=body)
    assert response.status_code == 201, response.text
    return dict(response.json()["trip"])


async def test_vehicle_crud_and_odometer(client: httpx.AsyncClient, user: User) -> None:
    ute = await _vehicle(client, user, make="Toyota")
    assert ute["latestOdometer"] is None and ute["odometerReadings"] == []
    url = f"/api/vehicles/{ute['id']}"

    for day, km in [("2025-06-30", 57000), ("2024-07-01", 45000)]:
        reading = await client.post(
            f"{url}/odometer", headers=user.headers, json={"date": day, "reading": km}
        )
        assert reading.status_code == 201, reading.text
    vehicle = reading.json()["vehicle"]
    assert [r["reading"] for r in vehicle["odometerReadings"]] == [45000, 57000]  # by date
    assert vehicle["latestOdometer"] == 57000
    bad = await client.post(f"{url}/odometer", headers=user.headers, json={"reading": -1})
    assert {f["field"] for f in assert_error(bad, 400)["fields"]} == {"date", "reading"}

    patched = await client.patch(url, headers=user.headers, json={"name": "Work ute", "year": 2021})
    assert patched.json()["vehicle"]["name"] == "Work ute" and patched.json()["vehicle"]["year"] == 2021
    assert_error(await client.patch(url, headers=user.headers, json={"name": None}), 400)
    assert (await client.get(url, headers=user.headers)).json()["vehicle"]["name"] == "Work ute"
    listed = (await client.get("/api/vehicles", headers=user.headers)).json()["vehicles"]
    assert [v["id"] for v in listed] == [ute["id"]]

    await _trip(client, user, ute["id"])
    deleted = await client.delete(url, headers=user.headers)
    assert deleted.json() == {"success": True, "id": ute["id"], "deleted": True}
    assert_error(await client.get(url, headers=user.headers), 404, "NOT_FOUND")
    assert (await client.get("/api/trips", headers=user.headers)).json()["trips"] == []


async def test_trip_crud_filters_and_pagination(client: httpx.AsyncClient, user: User) -> None:
    ute = await _vehicle(client, user)
    first = await _trip(
        client, user, ute["id"], date="2024-07-01", startOdometer=45000, endOdometer=45120, distanceKm=None
    )
    assert first["distanceKm"] == 120
    await _trip(client, user, ute["id"], date="2024-07-02", kind="private", purpose=None, distanceKm=30)
    await _trip(client, user, ute["id"], date="2024-07-03", distanceKm=60)

    page = (await client.get("/api/trips?limit=2", headers=user.headers)).json()
    assert page["pagination"] == {"page": 1, "limit": 2, "total": 3, "pages": 2}
    assert [t["date"] for t in page["trips"]] == ["2024-07-01", "2024-07-02"]  # logbook order
    business = await client.get(
        "/api/trips",
        headers=user.headers,
        params={"vehicleId": ute["id"], "kind": "business", "fromDate": "2024-07-02"},
    )
    assert [t["distanceKm"] for t in business.json()["trips"]] == [60]
    assert_error(await client.get("/api/trips?vehicleId=nope", headers=user.headers), 404, "NOT_FOUND")
    assert_error(
        await client.get("/api/trips?fromDate=2024-07-05&toDate=2024-07-01", headers=user.headers), 400
    )

    url = f"/api/trips/{first['id']}"
    assert (await client.get(url, headers=user.headers)).json()["trip"] == first
    moved = await client.patch(url, headers=user.headers, json={"endOdometer": 45200, "purpose": "Depot"})
    assert moved.status_code == 200, moved.text
    assert moved.json()["trip"]["distanceKm"] == 200 and moved.json()["trip"]["purpose"] == "Depot"
    backwards = await client.patch(url, headers=user.headers, json={"endOdometer": 44000})
    assert assert_error(backwards, 400)["fields"][0]["field"] == "endOdometer"
    no_purpose = await client.patch(url, headers=user.headers, json={"purpose": ""})
    assert assert_error(no_purpose, 400)["fields"][0]["field"] == "purpose"
    by_km = await client.patch(url, headers=user.headers, json={"distanceKm": 90})
    assert by_km.json()["trip"]["distanceKm"] == 90 and by_km.json()["trip"]["startOdometer"] is None
    assert (await client.get(url, headers=user.headers)).json()["trip"]["distanceKm"] == 90

    assert (await client.delete(url, headers=user.headers)).json()["deleted"] is True
    assert_error(await client.get(url, headers=user.headers), 404, "NOT_FOUND")


async def test_trip_csv_import_is_atomic_and_names_rows(client: httpx.AsyncClient, user: User) -> None:
    ute = await _vehicle(client, user)
    good = (
        "Date,Start odometer,End odometer,From,To,Purpose,Type\n"
        "2024-07-01,45000,45120,Home,Penrith,Client install,business\n"
        "2024-07-02,45120,45150,Penrith,Home,,P\n"
    )
    imported = await client.post(
        "/api/trips/import",
        headers=user.headers,
        files={"file": ("logbook.csv", good.encode(), "text/csv")},
        data={"vehicleId": ute["id"]},
    )
    assert imported.status_code == 201, imported.text
    assert imported.json()["added"] == 2
    assert [t["kind"] for t in imported.json()["trips"]] == ["business", "private"]

    bad = (
        "date,vehicle,km,purpose\n"
        "2024-08-01,Ute,50,Site\n"
        "not a date,Ute,50,Site\n"
        "2024-08-03,Falcon,50,Site\n"
        "2024-08-04,ABC 123,,Site\n"
    )
    refused = await client.post(
        "/api/trips/import", headers=user.headers, files={"file": ("bad.csv", bad.encode(), "text/csv")}
    )
    problems = assert_error(refused, 400, "VALIDATION_ERROR")["fields"]
    assert {(p["row"], p["field"]) for p in problems} == {(2, "date"), (3, "vehicle"), (4, "distanceKm")}
    assert (await client.get("/api/trips", headers=user.headers)).json()["pagination"]["total"] == 2

    binary = await client.post(
        "/api/trips/import",
        headers=user.headers,
        files={"file": ("trips.csv", b"\x89PNG\r\n\x1a\n" + b"\0" * 64)},
    )
    assert_error(binary, 415, "UNSUPPORTED_MEDIA_TYPE")
    not_utf8 = await client.post(
        "/api/trips/import", headers=user.headers, files={"file": ("trips.csv", b"date\n\xff\xfe2024\n")}
    )
    assert not_utf8.status_code in (400, 415), not_utf8.text
    foreign = await client.post(
        "/api/trips/import",
        headers=user.headers,
        files={"file": ("t.csv", b"date,km,purpose\n2024-08-01,5,x\n")},
        data={"vehicleId": "not-mine"},
    )
    assert assert_error(foreign, 400)["fields"][0]["field"] == "vehicleId"


async def test_logbook_periods(client: httpx.AsyncClient, user: User) -> None:
    ute = await _vehicle(client, user)
    await _trip(client, user, ute["id"], date="2024-07-10", distanceKm=600)
    await _trip(client, user, ute["id"], date="2024-07-11", distanceKm=400, kind="private", purpose=None)
    created = await client.post(
        "/api/logbook-periods",
        headers=user.headers,
        json={"vehicleId": ute["id"], "startDate": "2024-07-01", "endDate": "2024-09-22"},
    )
    assert created.status_code == 201, created.text
    period = created.json()["logbookPeriod"]
    assert period["businessUsePercentage"] == 60 and period["weeks"] == 12
    assert period["firstIncomeYear"] == 2025 and period["validUntilIncomeYear"] == 2029

    short = await client.post(
        "/api/logbook-periods",
        headers=user.headers,
        json={"vehicleId": ute["id"], "startDate": "2024-07-01", "endDate": "2024-08-01"},
    )
    assert assert_error(short, 400)["fields"][0]["field"] == "endDate"
    listed = (await client.get(f"/api/logbook-periods?vehicleId={ute['id']}", headers=user.headers)).json()
    assert [p["id"] for p in listed["logbookPeriods"]] == [period["id"]]
    url = f"/api/logbook-periods/{period['id']}"
    assert (await client.get(url, headers=user.headers)).json()["logbookPeriod"] == period
    assert (await client.delete(url, headers=user.headers)).json()["deleted"] is True
    assert_error(await client.get(url, headers=user.headers), 404, "NOT_FOUND")
    assert (await client.get("/api/trips", headers=user.headers)).json()["pagination"]["total"] == 2


async def test_travel_records(client: httpx.AsyncClient, user: User, other_user: User) -> None:
    expense = (
        await client.post(
            "/api/expenses",
            headers=user.headers,
            json={"date": "2026-03-03", "amount": 180, "description": "Hotel"},
        )
    ).json()["expense"]
    created = await client.post(
        "/api/travel",
        headers=user.headers,
        json={
            "startDate": "2026-03-02",
            "endDate": "2026-03-08",
            "destination": "Perth",
            "purpose": "Mine site commissioning",
        },
    )
    assert created.status_code == 201, created.text
    record = created.json()["travelRecord"]
    assert record["nights"] == 6 and record["travelDiaryRequired"] is True and record["expenseIds"] == []
    url = f"/api/travel/{record['id']}"

    linked = await client.post(f"{url}/expenses", headers=user.headers, json={"expenseId": expense["id"]})
    assert linked.json()["travelRecord"]["expenseIds"] == [expense["id"]]
    assert linked.json()["travelRecord"]["expensesTotal"] == 180
    theirs = (
        await client.post(
            "/api/expenses",
            headers=other_user.headers,
            json={"date": "2026-03-03", "amount": 9, "description": "theirs"},
        )
    ).json()["expense"]["id"]
    refused = await client.post(f"{url}/expenses", headers=user.headers, json={"expenseId": theirs})
    assert assert_error(refused, 400)["fields"][0]["field"] == "expenseIds"

    assert [
        r["id"]
        for r in (await client.get("/api/travel?fy=2026", headers=user.headers)).json()["travelRecords"]
    ] == [record["id"]]
    assert (await client.get("/api/travel?fy=2025", headers=user.headers)).json()["travelRecords"] == []
    unlinked = await client.delete(f"{url}/expenses/{expense['id']}", headers=user.headers)
    assert unlinked.json()["travelRecord"]["expenseIds"] == []
    assert (await client.get(url, headers=user.headers)).json()["travelRecord"]["expensesTotal"] == 0
    assert (await client.delete(url, headers=user.headers)).json()["deleted"] is True
    assert_error(await client.get(url, headers=user.headers), 404, "NOT_FOUND")
    assert (await client.get(f"/api/expenses/{expense['id']}", headers=user.headers)).status_code == 200


async def test_vehicle_report_compares_claim_methods(
    client: httpx.AsyncClient, user: User, other_user: User
) -> None:
    ute = await _vehicle(client, user, odometer=45000)
    await _trip(client, user, ute["id"], date="2024-07-10", distanceKm=1800)
    await _trip(client, user, ute["id"], date="2024-07-20", distanceKm=1200, kind="private", purpose=None)
    await _trip(client, user, ute["id"], date="2025-02-10", distanceKm=4200)
    await client.post(
        "/api/logbook-periods",
        headers=user.headers,
        json={"vehicleId": ute["id"], "startDate": "2024-07-01", "endDate": "2024-09-22"},
    )
    await client.post(
        "/api/expenses",
        headers=user.headers,
        json={
            "date": "2024-11-01",
            "amount": 9500,
            "description": "Car running costs",
            "vehicleId": ute["id"],
        },
    )
    response = await client.get("/api/reports/vehicle?fy=2025", headers=user.headers)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["success"] is True and body["incomeYear"] == 2025
    [claim] = body["claims"]
    assert claim["vehicleId"] == ute["id"] and claim["businessKm"] == 6000 and claim["totalKm"] == 7200
    assert claim["periodStart"] == "2024-07-01" and claim["periodEnd"] == "2025-06-30"
    methods = {m["method"]: m for m in claim["methods"]}
    assert methods["cents_per_km"]["deduction"] == 4400  # 5,000 km cap x $0.88
    assert methods["logbook"]["deduction"] == 5700  # 60 % x $9,500
    assert claim["bestMethod"] == "logbook"

    one = await client.get(f"/api/reports/vehicle?fy=2025&vehicleId={ute['id']}", headers=user.headers)
    assert one.json()["claims"] == body["claims"]
    assert_error(await client.get("/api/reports/vehicle", headers=user.headers), 400, "VALIDATION_ERROR")
    assert_error(await client.get("/api/reports/vehicle?fy=1066", headers=user.headers), 400)
    theirs = await _vehicle(client, other_user)
    assert_error(
        await client.get(f"/api/reports/vehicle?fy=2025&vehicleId={theirs['id']}", headers=user.headers), 404
    )
    assert (await client.get("/api/reports/vehicle?fy=2025", headers=other_user.headers)).json()["claims"][0][
        "vehicleId"
    ] == theirs["id"]


async def test_another_accounts_vehicle_is_never_touched(
    client: httpx.AsyncClient, user: User, other_user: User
) -> None:
    theirs = await _vehicle(client, other_user, odometer=100)
    trip = await _trip(client, other_user, theirs["id"])
    for method, path, body in [
        ("PATCH", f"/api/vehicles/{theirs['id']}", {"name": "mine now"}),
        ("POST", f"/api/vehicles/{theirs['id']}/odometer", {"date": "2025-01-01", "reading": 1}),
        ("PATCH", f"/api/trips/{trip['id']}", {"distanceKm": 1}),
        ("DELETE", f"/api/trips/{trip['id']}", None),
    ]:
        assert_error(await client.request(method, path, headers=user.headers, json=body), 404, "NOT_FOUND")
    create = await client.post(
        "/api/trips",
        headers=user.headers,
        json={"vehicleId": theirs["id"], "date": "2025-01-01", "distanceKm": 5, "purpose": "x"},
    )
    assert assert_error(create, 400)["fields"][0]["field"] == "vehicleId"
    after = (await client.get(f"/api/vehicles/{theirs['id']}", headers=other_user.headers)).json()["vehicle"]
    assert after["name"] == "Ute" and len(after["odometerReadings"]) == 1
    assert (await client.get(f"/api/trips/{trip['id']}", headers=other_user.headers)).json()["trip"] == trip


def test_every_route_of_these_areas_is_documented() -> None:
    from pathlib import Path

    from finkit.server.registry import all_endpoints

    doc = (Path(__file__).parents[2] / "docs" / "rest-api.md").read_text()
    ours = [e for e in all_endpoints() if e.tag in {"expenses", "receipts", "files", "travel"}]
    assert len(ours) >= 40
    missing = [f"{e.method} {e.path}" for e in ours if f"| {e.method} | `{e.path}`" not in doc]
    assert missing == []
