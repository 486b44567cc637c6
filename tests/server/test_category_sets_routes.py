"""Smart Categories over HTTP: category sets, members, and several categories per transaction (Elite+)."""

from __future__ import annotations

import httpx
import pytest

from tests.server.conftest import SignUp, User, assert_error

SET_FIELDS = {
    "id",
    "name",
    "description",
    "color",
    "icon",
    "userId",
    "isDefault",
    "isActive",
    "categoryCount",
    "categories",
    "createdAt",
    "updatedAt",
}
ASSIGNMENT_FIELDS = {
    "id",
    "transactionId",
    "categoryId",
    "categorySetId",
    "userId",
    "isPrimary",
    "confidence",
    "assignedBy",
    "assignedAt",
    "notes",
    "category",
}


@pytest.fixture
async def elite(sign_up: SignUp) -> User:
    return await sign_up("elite")


async def _categories(client: httpx.AsyncClient, user: User) -> dict[str, str]:
    listed = (await client.get("/api/categories", headers=user.headers)).json()["categories"]
    return {c["name"]: c["id"] for c in listed}


async def _transaction(client: httpx.AsyncClient, user: User, **fields: object) -> str:
    body = {"date": "2026-06-01", "description": "Officeworks", "amount": -42, **fields}
    response = await client.post("/api/bank/transactions", headers=user.headers, json=body)
    assert response.status_code == 201, response.text
    return str(response.json()["transaction"]["id"])


async def test_below_elite_is_tier_required_everywhere(client: httpx.AsyncClient, sign_up: SignUp) -> None:
    for tier in ("free", "professional"):
        user = await sign_up(tier)
        tx = await _transaction(client, user)
        some_id = "00000000-0000-0000-0000-000000000000"
        calls = [
            client.get("/api/category-sets/active", headers=user.headers),
            client.get("/api/category-sets", headers=user.headers),
            client.post("/api/category-sets", headers=user.headers, json={"name": "Work"}),
            client.get(f"/api/category-sets/{some_id}", headers=user.headers),
            client.post(f"/api/category-sets/{some_id}/activate", headers=user.headers),
            client.post(
                f"/api/transaction-categories/{tx}", headers=user.headers, json={"categoryId": some_id}
            ),
            client.get(f"/api/transaction-categories/{tx}", headers=user.headers),
            client.delete(f"/api/transaction-categories/{tx}/{some_id}", headers=user.headers),
        ]
        for call in calls:
            body = assert_error(await call, 403, "TIER_REQUIRED")
            assert body["requiredTier"] == "elite"


async def test_active_set_is_the_default_set_at_first(client: httpx.AsyncClient, elite: User) -> None:
    response = await client.get("/api/category-sets/active", headers=elite.headers)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["success"] is True
    active = body["set"]
    assert set(active) == SET_FIELDS
    assert active["isDefault"] and active["isActive"]
    assert active["categoryCount"] == len(active["categories"]) == len(await _categories(client, elite))


async def test_set_crud_activate_and_members(client: httpx.AsyncClient, elite: User) -> None:
    names = await _categories(client, elite)
    fuel, phone = names["Fuel"], names["Phone & Internet"]
    created = await client.post(
        "/api/category-sets",
        headers=elite.headers,
        json={"name": "Work", "description": "Claimable", "categoryIds": [fuel]},
    )
    assert created.status_code == 201, created.text
    work = created.json()["set"]
    assert set(work) == SET_FIELDS
    assert (work["name"], work["categoryCount"], work["isActive"]) == ("Work", 1, False)

    listed = (await client.get("/api/category-sets", headers=elite.headers)).json()["sets"]
    assert [s["name"] for s in listed] == ["All categories", "Work"]
    got = (await client.get(f"/api/category-sets/{work['id']}", headers=elite.headers)).json()["set"]
    assert got["id"] == work["id"]

    renamed = await client.patch(
        f"/api/category-sets/{work['id']}", headers=elite.headers, json={"name": "Business"}
    )
    assert renamed.json()["set"]["name"] == "Business"

    added = await client.post(
        f"/api/category-sets/{work['id']}/categories",
        headers=elite.headers,
        json={"categoryIds": [phone, fuel]},
    )
    assert added.status_code == 200, added.text
    assert added.json()["set"]["categoryCount"] == 2
    removed = await client.post(
        f"/api/category-sets/{work['id']}/categories/remove",
        headers=elite.headers,
        json={"categoryIds": [fuel]},
    )
    assert [c["id"] for c in removed.json()["set"]["categories"]] == [phone]

    activated = await client.post(f"/api/category-sets/{work['id']}/activate", headers=elite.headers)
    assert activated.json()["set"]["isActive"] is True
    assert (await client.get("/api/category-sets/active", headers=elite.headers)).json()["set"]["id"] == work[
        "id"
    ]

    deleted = await client.delete(f"/api/category-sets/{work['id']}", headers=elite.headers)
    assert deleted.status_code == 200, deleted.text
    result = deleted.json()
    assert result["success"] and result["deleted"] and result["id"] == work["id"]
    default = (await client.get("/api/category-sets/active", headers=elite.headers)).json()["set"]
    assert default["isDefault"] and result["activeSetId"] == default["id"]
    assert_error(
        await client.get(f"/api/category-sets/{work['id']}", headers=elite.headers), 404, "NOT_FOUND"
    )


async def test_set_validation_and_conflicts(client: httpx.AsyncClient, elite: User, sign_up: SignUp) -> None:
    other = await sign_up("elite")
    theirs = next(iter((await _categories(client, other)).values()))
    mine = next(iter((await _categories(client, elite)).values()))
    foreign = assert_error(
        await client.post(
            "/api/category-sets", headers=elite.headers, json={"name": "X", "categoryIds": [mine, theirs]}
        ),
        400,
        "VALIDATION_ERROR",
    )
    assert [f["field"] for f in foreign["fields"]] == ["categoryIds.1"]
    missing = assert_error(await client.post("/api/category-sets", headers=elite.headers, json={}), 400)
    assert missing["fields"][0]["field"] == "name"
    assert (
        await client.post("/api/category-sets", headers=elite.headers, json={"name": "Dup"})
    ).status_code == 201
    assert_error(
        await client.post("/api/category-sets", headers=elite.headers, json={"name": "dup"}), 409, "CONFLICT"
    )
    default = (await client.get("/api/category-sets/active", headers=elite.headers)).json()["set"]
    assert_error(
        await client.delete(f"/api/category-sets/{default['id']}", headers=elite.headers), 409, "CONFLICT"
    )
    assert_error(
        await client.post(
            f"/api/category-sets/{default['id']}/categories",
            headers=elite.headers,
            json={"categoryIds": [mine]},
        ),
        409,
    )
    assert (await client.get("/api/category-sets", headers=other.headers)).json()["sets"][0]["isDefault"]


async def test_assign_list_and_remove_categories(client: httpx.AsyncClient, elite: User) -> None:
    names = await _categories(client, elite)
    tx = await _transaction(client, elite)
    primary = await client.post(
        f"/api/transaction-categories/{tx}",
        headers=elite.headers,
        json={"categoryId": names["Office Supplies"], "isPrimary": True, "confidence": 0.9, "notes": "ink"},
    )
    assert primary.status_code == 200, primary.text
    body = primary.json()
    assert body["success"] is True
    assignment = body["category"]
    assert set(assignment) == ASSIGNMENT_FIELDS
    assert (assignment["transactionId"], assignment["isPrimary"], assignment["assignedBy"]) == (
        tx,
        True,
        "user",
    )
    assert assignment["confidence"] == 0.9 and assignment["notes"] == "ink"
    assert assignment["userId"] == elite.id
    assert assignment["category"]["name"] == "Office Supplies"
    active = (await client.get("/api/category-sets/active", headers=elite.headers)).json()["set"]
    assert assignment["categorySetId"] == active["id"]

    second = await client.post(
        f"/api/transaction-categories/{tx}", headers=elite.headers, json={"categoryId": names["Fuel"]}
    )
    assert second.json()["category"]["isPrimary"] is False
    listed = (await client.get(f"/api/transaction-categories/{tx}", headers=elite.headers)).json()
    assert listed["success"] and [a["category"]["name"] for a in listed["categories"]] == [
        "Office Supplies",
        "Fuel",
    ]
    transaction = (await client.get(f"/api/bank/transactions/{tx}", headers=elite.headers)).json()[
        "transaction"
    ]
    assert transaction["categoryId"] == names["Office Supplies"]

    removed = await client.delete(
        f"/api/transaction-categories/{tx}/{names['Office Supplies']}", headers=elite.headers
    )
    assert removed.status_code == 200, removed.text
    result = removed.json()
    assert result["success"] and result["wasPrimary"] and result["transactionCategoryId"] is None
    remaining = (await client.get(f"/api/transaction-categories/{tx}", headers=elite.headers)).json()[
        "categories"
    ]
    assert [a["category"]["name"] for a in remaining] == ["Fuel"]
    assert_error(
        await client.delete(
            f"/api/transaction-categories/{tx}/{names['Office Supplies']}", headers=elite.headers
        ),
        404,
        "NOT_FOUND",
    )


async def test_assignment_validation_names_fields(client: httpx.AsyncClient, elite: User) -> None:
    names = await _categories(client, elite)
    tx = await _transaction(client, elite)
    cases = [
        ({}, "categoryId"),
        ({"categoryId": names["Fuel"], "confidence": 1.5}, "confidence"),
        ({"categoryId": names["Fuel"], "isPrimary": "sometimes"}, "isPrimary"),
        ({"categoryId": "not-a-category"}, "categoryId"),
    ]
    for payload, field in cases:
        body = assert_error(
            await client.post(f"/api/transaction-categories/{tx}", headers=elite.headers, json=payload), 400
        )
        assert body["fields"][0]["field"] == field, (payload, body)


async def test_assignments_of_another_accounts_transaction_are_not_found(
    client: httpx.AsyncClient, elite: User, sign_up: SignUp
) -> None:
    other = await sign_up("elite")
    theirs = await _transaction(client, other)
    their_category = (await _categories(client, other))["Fuel"]
    await client.post(
        f"/api/transaction-categories/{theirs}", headers=other.headers, json={"categoryId": their_category}
    )
    before = (await client.get(f"/api/transaction-categories/{theirs}", headers=other.headers)).json()
    mine = (await _categories(client, elite))["Fuel"]
    assert_error(
        await client.post(
            f"/api/transaction-categories/{theirs}", headers=elite.headers, json={"categoryId": mine}
        ),
        404,
        "NOT_FOUND",
    )
    assert_error(
        await client.get(f"/api/transaction-categories/{theirs}", headers=elite.headers), 404, "NOT_FOUND"
    )
    assert_error(
        await client.delete(f"/api/transaction-categories/{theirs}/{their_category}", headers=elite.headers),
        404,
        "NOT_FOUND",
    )
    # Their category on my transaction: a validation error naming the field, nothing assigned.
    tx = await _transaction(client, elite)
    foreign = assert_error(
        await client.post(
            f"/api/transaction-categories/{tx}", headers=elite.headers, json={"categoryId": their_category}
        ),
        400,
    )
    assert foreign["fields"][0]["field"] == "categoryId"
    assert (await client.get(f"/api/transaction-categories/{tx}", headers=elite.headers)).json()[
        "categories"
    ] == []
    assert (await client.get(f"/api/transaction-categories/{theirs}", headers=other.headers)).json() == before
