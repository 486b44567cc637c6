"""Account A can never see or change account B's records: every route with an id, B's ids, all 404."""

from __future__ import annotations

import httpx
from starlette.applications import Starlette

from finkit.server.registry import all_endpoints
from tests.server.conftest import SignUp, User, assert_error, reset_rate_limits
from tests.server.tenant_records import SNAPSHOT_PATHS, WALK_BODIES, load_all


async def _b_ids(client: httpx.AsyncClient, b: User) -> dict[str, str]:
    return {prefix: await factory(client, b) for prefix, factory in load_all().items()}


async def _snapshot(client: httpx.AsyncClient, b: User) -> list[object]:
    return [(await client.get(path, headers=b.headers)).json() for path in SNAPSHOT_PATHS]


async def test_every_id_route_refuses_another_accounts_ids(
    client: httpx.AsyncClient, sign_up: SignUp, app: Starlette
) -> None:
    # Both on the top tier, so that tier-gated routes answer for ownership, not for the tier.
    user, other_user = await sign_up("enterprise"), await sign_up("enterprise")
    ids = await _b_ids(client, other_user)
    before = await _snapshot(client, other_user)
    walked = 0
    for endpoint in all_endpoints():
        if "{id}" not in endpoint.path:
            continue
        reset_rate_limits(app)
        prefix = endpoint.path.split("{id}")[0]
        assert prefix in ids, (
            f"add a @b_record factory for {endpoint.path} (tests/server/tenant_records_<area>.py)"
        )
        body = {"description": "A was here", "name": "A was here"} if endpoint.method == "PATCH" else None
        if body and "categories" in prefix:
            body = {"name": "A was here"}
        elif body:
            body = {"description": "A was here"}
        body = WALK_BODIES.get(f"{endpoint.method} {endpoint.path}", body)
        response = await client.request(
            endpoint.method, endpoint.path.replace("{id}", ids[prefix]), headers=user.headers, json=body
        )
        assert_error(response, 404, "NOT_FOUND")
        walked += 1
    assert walked >= 7
    assert await _snapshot(client, other_user) == before


async def test_foreign_category_reference_is_a_validation_error(
    client: httpx.AsyncClient, sign_up: SignUp
) -> None:
    user, other_user = await sign_up("enterprise"), await sign_up("enterprise")
    ids = await _b_ids(client, other_user)
    response = await client.post(
        "/api/bank/transactions",
        headers=user.headers,
        json={"date": "2026-06-01", "description": "x", "amount": -1, "categoryId": ids["/api/categories/"]},
    )
    assert assert_error(response, 400)["fields"][0]["field"] == "categoryId"
    mine = (await client.get("/api/categories", headers=user.headers)).json()["categories"][0]["id"]
    moved = await client.delete(
        f"/api/categories/{mine}?reassignTo={ids['/api/categories/']}", headers=user.headers
    )
    assert_error(moved, 400)
    listed = (await client.get("/api/bank/transactions", headers=user.headers)).json()
    assert listed["pagination"]["total"] == 0
