"""Server fixtures: the ASGI app over the shared test database, an httpx client, signed-up users."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import httpx
import pytest
from starlette.applications import Starlette

from finkit.core.accounts.service import set_tier
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit

PASSWORD = "Sup3r-secret!"


@pytest.fixture
def app(database: Database, settings: Settings) -> Starlette:
    return create_app(Finkit(settings, database=database))


@pytest.fixture
async def client(app: Starlette) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver") as c:
        yield c


@dataclass
class User:
    email: str
    token: str
    id: str
    account_id: str

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}


SignUp = Callable[..., Awaitable[User]]


@pytest.fixture
def sign_up(client: httpx.AsyncClient, database: Database) -> SignUp:
    """Register a fresh user through the API (optionally on ``tier``) and return its token."""

    async def make(tier: str = "free", http: httpx.AsyncClient | None = None) -> User:
        email = f"api-{uuid.uuid4().hex[:10]}@example.com"
        response = await (http or client).post(
            "/api/auth/register",
            json={"email": email, "password": PASSWORD, "firstName": "Ada", "lastName": "Lovelace"},
        )
        assert response.status_code == 201, response.text
        body = response.json()
        if tier != "free":
            set_tier(database, email, tier)
        me = await (http or client).get("/api/auth/me", headers={"Authorization": f"Bearer {body['token']}"})
        return User(email, body["token"], body["user"]["id"], me.json()["user"]["accountId"])

    return make


@pytest.fixture
async def user(sign_up: SignUp) -> User:
    return await sign_up()


@pytest.fixture
async def other_user(sign_up: SignUp) -> User:
    return await sign_up()


def reset_rate_limits(app: Starlette) -> None:
    """Walks over every route send more requests than a minute's free-tier allowance: start afresh."""
    app.state.finkit.limiter.storage.reset()


def assert_error(response: httpx.Response, status: int, code: str | None = None) -> dict[str, Any]:
    assert response.status_code == status, response.text
    body: dict[str, Any] = response.json()
    assert body["success"] is False
    assert isinstance(body["error"], str) and body["error"]
    assert isinstance(body["code"], str)
    if code:
        assert body["code"] == code, body
    assert "Traceback" not in response.text
    return body
