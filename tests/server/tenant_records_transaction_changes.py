"""Account B's logged transaction changes (a deletion to undo), and a valid split body for the walks."""

from __future__ import annotations

import httpx

from tests.server.conftest import User
from tests.server.tenant_records import SNAPSHOT_PATHS, WALK_BODIES, b_record

SNAPSHOT_PATHS.append("/api/bank/transactions/changes")
WALK_BODIES["PUT /api/bank/transactions/{id}/splits"] = {"parts": [{"amount": "0.50"}, {"amount": "0.50"}]}


@b_record("/api/bank/transactions/changes/")
async def _change(client: httpx.AsyncClient, b: User) -> str:
    created = await client.post(
        "/api/bank/transactions",
        headers=b.headers,
        json={"date": "2026-06-01", "description": "B's deleted", "amount": -1},
    )
    deleted = await client.delete(
        f"/api/bank/transactions/{created.json()['transaction']['id']}", headers=b.headers
    )
    return str(deleted.json()["changeId"])
