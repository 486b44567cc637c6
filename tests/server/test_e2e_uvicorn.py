"""End to end: a real uvicorn process on a free port, called over TCP with httpx."""

from __future__ import annotations

import os
from collections.abc import Iterator

import httpx
import pytest

from tests.loopback import finkit_serve

pytestmark = pytest.mark.slow


@pytest.fixture
def server(database_url: str) -> Iterator[str]:
    env = {
        **os.environ,
        "FINKIT_DATABASE_URL": database_url,
        # no delivery worker over the shared test database (other tests' events, receivers long gone)
        "FINKIT_WEBHOOKS_WORKER": "false",
    }
    with finkit_serve("--demo", env=env) as served:
        yield served.base


def test_demo_server_answers_the_printed_recipe(server: str) -> None:
    with httpx.Client(base_url=server) as http:
        assert http.get("/readyz").json()["status"] == "ready"
        login = http.post(
            "/api/auth/login", json={"email": "demo@finkit.local", "password": "demo-Passw0rd!"}
        )
        assert login.status_code == 200
        headers = {"Authorization": f"Bearer {login.json()['token']}"}
        listing = http.get("/api/bank/transactions", params={"limit": 5}, headers=headers)
        assert listing.status_code == 200 and listing.json()["pagination"]["total"] > 200
        assert listing.headers["X-RateLimit-Limit"] == "600" and listing.headers["X-Request-ID"]
        created = http.post(
            "/api/bank/transactions",
            headers=headers,
            json={"date": "2026-11-20", "description": "Coffee", "amount": -4.5},
        )
        assert created.status_code == 201
        assert http.get("/openapi.json").json()["openapi"] == "3.1.0"
