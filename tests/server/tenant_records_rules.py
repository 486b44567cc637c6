"""Account B's records for the id walks: a rule and a rule run."""

from __future__ import annotations

import httpx

from tests.server.conftest import User
from tests.server.tenant_records import SNAPSHOT_PATHS, b_record

SNAPSHOT_PATHS.append("/api/rules")
RULE = {
    "name": "B's rule",
    "conditions": {"all": [{"field": "description", "operator": "contains", "value": "uber"}]},
    "actions": [{"type": "addTag", "tag": "b"}],
}


@b_record("/api/rules/")
async def _rule(client: httpx.AsyncClient, b: User) -> str:
    response = await client.post("/api/rules", headers=b.headers, json=RULE)
    assert response.status_code == 201, response.text
    return str(response.json()["rule"]["id"])


@b_record("/api/rule-runs/")
async def _run(client: httpx.AsyncClient, b: User) -> str:
    await client.post("/api/rules", headers=b.headers, json={**RULE, "name": "B's other rule"})
    response = await client.post("/api/rules/run", headers=b.headers, json={})
    assert response.status_code == 200, response.text
    return str(response.json()["run"]["id"])
