"""Factories that create one of account B's records per id-taking route prefix, for the tenant walk.

Each area adds a module ``tests/server/tenant_records_<area>.py`` with functions decorated
``@b_record("/api/<prefix>/")`` returning the new record's id; the walk imports them all.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Awaitable, Callable
from pathlib import Path

import httpx

from tests.server.conftest import User

Factory = Callable[[httpx.AsyncClient, User], Awaitable[str]]
FACTORIES: dict[str, Factory] = {}
#: GET paths whose listing must be unchanged after the walk (account B's view of its own data).
SNAPSHOT_PATHS: list[str] = ["/api/bank/transactions", "/api/categories", "/api/api-keys"]
#: The body the id walks send to ``"METHOD /path/{id}..."`` when the route needs one to get past body
#: validation (default: PATCH gets a name/description, other methods none).
WALK_BODIES: dict[str, dict[str, object]] = {}


def b_record(prefix: str) -> Callable[[Factory], Factory]:
    def register(factory: Factory) -> Factory:
        FACTORIES[prefix] = factory
        return factory

    return register


def load_all() -> dict[str, Factory]:
    for module in pkgutil.iter_modules([str(Path(__file__).parent)]):
        if module.name.startswith("tenant_records_"):
            importlib.import_module(f"tests.server.{module.name}")
    return FACTORIES


@b_record("/api/bank/transactions/")
async def _transaction(client: httpx.AsyncClient, b: User) -> str:
    response = await client.post(
        "/api/bank/transactions",
        headers=b.headers,
        json={"date": "2026-06-01", "description": "B's", "amount": -1},
    )
    return str(response.json()["transaction"]["id"])


@b_record("/api/categories/")
async def _category(client: httpx.AsyncClient, b: User) -> str:
    response = await client.post("/api/categories", headers=b.headers, json={"name": "B only"})
    return str(response.json()["category"]["id"])


@b_record("/api/api-keys/")
async def _api_key(client: httpx.AsyncClient, b: User) -> str:
    response = await client.post("/api/api-keys", headers=b.headers, json={"name": "B key"})
    return str(response.json()["id"])
