"""API keys over HTTP: shown once, stored hashed, scopes, expiry, list, revoke; and verify_api_key."""

from __future__ import annotations

import hashlib
import re
from datetime import datetime, timedelta

import httpx
import pytest
from sqlalchemy import select

from finkit.core.auth.api_keys import verify_api_key
from finkit.core.auth.models import ApiKey
from finkit.core.db.engine import Database
from finkit.core.errors import AuthenticationError
from tests.server.conftest import User, assert_error


async def test_create_key_shape_defaults_and_hash_only_storage(
    client: httpx.AsyncClient, user: User, database: Database
) -> None:
    response = await client.post("/api/api-keys", headers=user.headers, json={"name": "Inspector"})
    assert response.status_code == 201
    body = response.json()
    assert set(body) == {
        "success",
        "id",
        "key",
        "name",
        "scopes",
        "toolsets",
        "expiresAt",
        "createdAt",
        "warning",
    }
    assert body["toolsets"] is None  # not chosen: the server's setting decides
    assert re.fullmatch(r"mcp_[0-9a-f]{64}", body["key"])
    assert body["scopes"] == ["mcp:full"] and "save" in body["warning"].lower()
    created, expires = datetime.fromisoformat(body["createdAt"]), datetime.fromisoformat(body["expiresAt"])
    assert expires - created == timedelta(days=90)
    with database.session() as session:
        row = session.scalar(select(ApiKey).where(ApiKey.id == body["id"]))
        assert row is not None
        stored = {str(v) for v in vars(row).values()}
    assert body["key"] not in stored
    assert row.key_hash == hashlib.sha256(body["key"].encode()).hexdigest()
    listed = (await client.get("/api/api-keys", headers=user.headers)).json()["apiKeys"]
    assert body["key"] not in str(listed)
    assert listed[0]["prefix"] == body["key"][:12] and listed[0]["revoked"] is False


async def test_scopes_and_expiry_are_validated(client: httpx.AsyncClient, user: User) -> None:
    bad_scope = await client.post(
        "/api/api-keys", headers=user.headers, json={"name": "k", "scopes": ["mcp:admin"]}
    )
    assert assert_error(bad_scope, 400, "VALIDATION_ERROR")["fields"][0]["field"] == "scopes"
    for days in (0, 366):
        response = await client.post(
            "/api/api-keys", headers=user.headers, json={"name": "k", "expiresInDays": days}
        )
        assert assert_error(response, 400)["fields"][0]["field"] == "expiresInDays"
    ok = await client.post(
        "/api/api-keys",
        headers=user.headers,
        json={"name": "reader", "scopes": ["mcp:read", "mcp:tools:list"], "expiresInDays": 7},
    )
    assert ok.status_code == 201 and ok.json()["scopes"] == ["mcp:read", "mcp:tools:list"]


async def test_revoke_and_verify(client: httpx.AsyncClient, user: User, database: Database) -> None:
    created = (await client.post("/api/api-keys", headers=user.headers, json={"name": "k"})).json()
    verified = verify_api_key(database, created["key"])
    assert verified.account_id == user.account_id and verified.key.scopes == ["mcp:full"]
    assert verified.key.last_used_at is not None
    revoked = await client.delete(f"/api/api-keys/{created['id']}", headers=user.headers)
    assert revoked.json()["apiKey"]["revoked"] is True
    with pytest.raises(AuthenticationError) as info:
        verify_api_key(database, created["key"])
    assert info.value.reason == "INVALID_API_KEY"
    for bad in (None, "", "mcp_xyz", "mcp_" + "0" * 64, created["key"].upper()):
        with pytest.raises(AuthenticationError):
            verify_api_key(database, bad)


async def test_a_key_can_carry_its_own_tool_sets(client: httpx.AsyncClient, user: User) -> None:
    ok = await client.post(
        "/api/api-keys", headers=user.headers, json={"name": "tax", "toolsets": ["Tax", "rules", "tax"]}
    )
    assert ok.status_code == 201 and ok.json()["toolsets"] == ["tax", "rules"]
    listed = (await client.get("/api/api-keys", headers=user.headers)).json()["apiKeys"]
    assert listed[0]["toolsets"] == ["tax", "rules"]
    unknown = await client.post(
        "/api/api-keys", headers=user.headers, json={"name": "x", "toolsets": ["tax", "nope"]}
    )
    error = assert_error(unknown, 400, "VALIDATION_ERROR")
    assert error["fields"][0]["field"] == "toolsets" and "nope" in error["fields"][0]["message"]
