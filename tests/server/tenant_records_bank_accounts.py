"""Account B's records for the id walks: bank accounts."""

from __future__ import annotations

import httpx

from tests.server.conftest import User
from tests.server.tenant_records import SNAPSHOT_PATHS, WALK_BODIES, b_record

SNAPSHOT_PATHS.append("/api/bank/accounts")
WALK_BODIES.update(
    {
        "PATCH /api/bank/accounts/{id}": {"name": "A was here"},
        "POST /api/bank/accounts/{id}/reconcile": {"statementBalance": 0, "date": "2025-07-01"},
    }
)


@b_record("/api/bank/accounts/")
async def _bank_account(client: httpx.AsyncClient, b: User) -> str:
    response = await client.post("/api/bank/accounts", headers=b.headers, json={"name": "B's savings"})
    assert response.status_code == 201, response.text
    bank_id = str(response.json()["account"]["id"])
    # Closed, so B keeps one open account and B's other factories' writes need not name one.
    closed = await client.post(f"/api/bank/accounts/{bank_id}/close", headers=b.headers)
    assert closed.status_code == 200, closed.text
    return bank_id
