"""Account B's expenses, receipts, files, vehicles, trips, logbook periods and travel records."""

from __future__ import annotations

import httpx

from tests.server.conftest import User
from tests.server.tenant_records import SNAPSHOT_PATHS, WALK_BODIES, b_record

SNAPSHOT_PATHS.extend(
    [
        "/api/expenses",
        "/api/receipts",
        "/api/files",
        "/api/vehicles",
        "/api/trips",
        "/api/logbook-periods",
        "/api/travel",
    ]
)
RECEIPT_TEXT = b"BEAN THERE CAFE\nDate: 14/06/2026\nTotal $14.50\n"


@b_record("/api/expenses/")
async def _expense(client: httpx.AsyncClient, b: User) -> str:
    response = await client.post(
        "/api/expenses",
        headers=b.headers,
        json={"date": "2026-06-14", "amount": 14.5, "description": "B's coffee", "reimbursable": True},
    )
    return str(response.json()["expense"]["id"])


async def _receipt(client: httpx.AsyncClient, b: User) -> dict[str, str]:
    response = await client.post(
        "/api/receipts", headers=b.headers, files={"file": ("b.txt", RECEIPT_TEXT, "text/plain")}
    )
    assert response.status_code == 201, response.text
    receipt = response.json()["receipt"]
    return {"id": receipt["id"], "fileId": receipt["fileId"]}


WALK_BODIES["PATCH /api/receipts/{id}"] = {"merchant": "A was here"}


@b_record("/api/receipts/")
async def _receipt_id(client: httpx.AsyncClient, b: User) -> str:
    return (await _receipt(client, b))["id"]


@b_record("/api/files/")
async def _file_id(client: httpx.AsyncClient, b: User) -> str:
    return (await _receipt(client, b))["fileId"]


async def _vehicle(client: httpx.AsyncClient, b: User) -> str:
    response = await client.post(
        "/api/vehicles", headers=b.headers, json={"name": "B's ute", "odometer": 1000}
    )
    return str(response.json()["vehicle"]["id"])


@b_record("/api/vehicles/")
async def _vehicle_id(client: httpx.AsyncClient, b: User) -> str:
    return await _vehicle(client, b)


@b_record("/api/trips/")
async def _trip(client: httpx.AsyncClient, b: User) -> str:
    response = await client.post(
        "/api/trips",
        headers=b.headers,
        json={
            "vehicleId": await _vehicle(client, b),
            "date": "2025-01-10",
            "distanceKm": 20,
            "purpose": "Site",
        },
    )
    return str(response.json()["trip"]["id"])


@b_record("/api/logbook-periods/")
async def _period(client: httpx.AsyncClient, b: User) -> str:
    response = await client.post(
        "/api/logbook-periods",
        headers=b.headers,
        json={"vehicleId": await _vehicle(client, b), "startDate": "2024-07-01", "endDate": "2024-09-22"},
    )
    return str(response.json()["logbookPeriod"]["id"])


@b_record("/api/travel/")
async def _travel(client: httpx.AsyncClient, b: User) -> str:
    response = await client.post(
        "/api/travel",
        headers=b.headers,
        json={
            "startDate": "2026-03-02",
            "endDate": "2026-03-04",
            "destination": "Perth",
            "purpose": "B's site visit",
            "expenseIds": [await _expense(client, b)],
        },
    )
    return str(response.json()["travelRecord"]["id"])
