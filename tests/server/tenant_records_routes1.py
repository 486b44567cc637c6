"""Account B's records for the id walks: category sets (Smart Categories) and bills."""

from __future__ import annotations

import uuid

import httpx

from tests.server.conftest import User
from tests.server.tenant_records import SNAPSHOT_PATHS, WALK_BODIES, b_record

SNAPSHOT_PATHS.extend(["/api/category-sets", "/api/bills"])
_UNKNOWN = str(uuid.uuid4())
WALK_BODIES.update(
    {
        "PATCH /api/bills/{id}": {"name": "A was here"},
        "POST /api/category-sets/{id}/categories": {"categoryIds": [_UNKNOWN]},
        "POST /api/category-sets/{id}/categories/remove": {"categoryIds": [_UNKNOWN]},
        "POST /api/bills/{id}/link": {"transactionId": _UNKNOWN},
    }
)


@b_record("/api/category-sets/")
async def _category_set(client: httpx.AsyncClient, b: User) -> str:
    category = (await client.get("/api/categories", headers=b.headers)).json()["categories"][0]["id"]
    response = await client.post(
        "/api/category-sets", headers=b.headers, json={"name": "B's set", "categoryIds": [category]}
    )
    assert response.status_code == 201, response.text
    return str(response.json()["set"]["id"])


@b_record("/api/bills/")
async def _bill(client: httpx.AsyncClient, b: User) -> str:
    response = await client.post(
        "/api/bills",
        headers=b.headers,
        json={"name": "B's rent", "expectedAmount": 100, "frequency": "monthly", "nextDueDate": "2026-12-01"},
    )
    assert response.status_code == 201, response.text
    return str(response.json()["bill"]["id"])
