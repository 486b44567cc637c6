"""Per-account, per-tier request allowances with X-RateLimit-* headers; Redis shares one count."""

from __future__ import annotations

import uuid

import httpx
import pytest
from starlette.applications import Starlette

from finkit.core.auth.throttle import RateLimiter
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit
from tests.conftest import WORKER
from tests.server.conftest import SignUp, User, assert_error

# the backend can matter end to end: run on PostgreSQL too (tests/conftest.py)
pytestmark = pytest.mark.all_backends


async def test_headers_on_every_api_response(client: httpx.AsyncClient, user: User) -> None:
    first = await client.get("/api/auth/me", headers=user.headers)
    second = await client.get("/api/bank/transactions/nope", headers=user.headers)  # an error response too
    assert first.headers["X-RateLimit-Limit"] == "60"
    assert int(second.headers["X-RateLimit-Remaining"]) == int(first.headers["X-RateLimit-Remaining"]) - 1
    assert int(first.headers["X-RateLimit-Reset"]) > 1_700_000_000
    unauthenticated = await client.get("/api/auth/me")
    assert unauthenticated.headers["X-RateLimit-Limit"] == "60"


async def test_tier_sets_the_allowance(client: httpx.AsyncClient, sign_up: SignUp) -> None:
    elite = await sign_up("elite")
    assert (await client.get("/api/auth/me", headers=elite.headers)).headers["X-RateLimit-Limit"] == "600"


async def _exhaust(clients: list[httpx.AsyncClient], user: User, allowance: int) -> httpx.Response:
    for n in range(allowance):
        response = await clients[n % len(clients)].get("/api/auth/me", headers=user.headers)
        assert response.status_code == 200, n
    return await clients[0].get("/api/auth/me", headers=user.headers)


async def test_429_with_retry_after_in_memory(client: httpx.AsyncClient, user: User) -> None:
    response = await _exhaust([client], user, 60 - 1)  # sign-up already used one request of the minute
    body = assert_error(response, 429, "RATE_LIMITED")
    assert int(response.headers["Retry-After"]) >= 1 and response.headers["X-RateLimit-Remaining"] == "0"
    assert body["retryAfter"] >= 1


async def test_redis_count_is_shared_by_two_apps(
    database: Database, settings: Settings, redis_url: str, sign_up: SignUp
) -> None:
    prefix = f"finkit-test-server-{WORKER}-{uuid.uuid4().hex[:8]}"
    shared = settings.model_copy(update={"redis_url": redis_url})
    apps: list[Starlette] = [
        create_app(Finkit(shared, database=database), limiter=RateLimiter(redis_url, key_prefix=prefix))
        for _ in range(2)
    ]
    assert apps[0].state.finkit.limiter.is_shared
    clients = [
        httpx.AsyncClient(transport=httpx.ASGITransport(app=a), base_url="http://testserver") for a in apps
    ]
    try:
        user = await sign_up(http=clients[0])  # register + me: 2 anonymous/account hits
        first = await clients[1].get("/api/auth/me", headers=user.headers)
        remaining = int(first.headers["X-RateLimit-Remaining"])
        response = await _exhaust(clients, user, remaining)
        assert_error(response, 429, "RATE_LIMITED")
        assert_error(await clients[1].get("/api/auth/me", headers=user.headers), 429)
    finally:
        for c in clients:
            await c.aclose()
    import redis

    conn = redis.Redis.from_url(redis_url)
    keys = list(conn.scan_iter(f"{prefix}*"))
    assert keys
    conn.delete(*keys)


def test_from_settings_picks_redis(settings: Settings, redis_url: str) -> None:
    assert not RateLimiter.from_settings(settings).is_shared
    assert RateLimiter.from_settings(settings.model_copy(update={"redis_url": redis_url})).is_shared
