"""Rule patterns RE2 accepts but PostgreSQL's regex refuses never make ``rules run``/``preview`` a 500."""

from __future__ import annotations

import httpx
import pytest

from tests.server.conftest import User


@pytest.mark.parametrize("pattern", [r"(?P<n>x)", r"\pL", r"\z", r"(?U)a+", r"\Q.*\E", r"\x{41}", r"(?s:.)"])
async def test_rules_preview_and_run_with_any_re2_pattern(
    client: httpx.AsyncClient, user: User, pattern: str
) -> None:
    for description in ("x A", "plain"):
        made = await client.post(
            "/api/bank/transactions",
            headers=user.headers,
            json={"date": "2026-06-01", "description": description, "amount": -20},
        )
        assert made.status_code == 201, made.text
    rule = {
        "name": "pattern",
        "conditions": {"all": [{"field": "description", "operator": "matches", "value": pattern}]},
        "actions": [{"type": "addTag", "tag": "hit"}],
    }
    created = await client.post("/api/rules", headers=user.headers, json=rule)
    assert created.status_code == 201, created.text
    preview = await client.post("/api/rules/preview", headers=user.headers, json={})
    assert preview.status_code == 200, preview.text
    run = await client.post("/api/rules/run", headers=user.headers, json={})
    assert run.status_code == 200, run.text
    assert run.json()["run"]["changed"] == preview.json()["run"]["changed"]
