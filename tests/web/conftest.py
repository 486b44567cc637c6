"""Dashboard fixtures: the app over the shared test database, a browser-like httpx client, sign-in."""

from __future__ import annotations

import re
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass

import httpx
import pytest
from starlette.applications import Starlette

from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit

PASSWORD = "Sup3r-secret!"
HTML = {"Accept": "text/html"}
CSRF_INPUT = re.compile(r'name="csrf_token" value="([^"]+)"')


@pytest.fixture
def app(database: Database, settings: Settings) -> Starlette:
    return create_app(Finkit(settings, database=database))


@dataclass
class Browser:
    """An httpx client that keeps cookies like a browser, with the signed-in person's CSRF token."""

    http: httpx.AsyncClient
    email: str
    csrf: str = ""

    async def form(self, path: str, data: dict[str, str], **kw: object) -> httpx.Response:
        return await self.http.post(path, data={"csrf_token": self.csrf, **data}, headers=HTML, **kw)  # type: ignore[arg-type]

    async def page(self, path: str) -> httpx.Response:
        return await self.http.get(path, headers=HTML)


SignIn = Callable[[], Awaitable[Browser]]


@pytest.fixture
async def browsers(app: Starlette) -> AsyncIterator[list[httpx.AsyncClient]]:
    clients: list[httpx.AsyncClient] = []
    yield clients
    for client in clients:
        await client.aclose()


@pytest.fixture
def register(app: Starlette, browsers: list[httpx.AsyncClient]) -> SignIn:
    """Register a new person through the form and return their signed-in browser."""

    async def make() -> Browser:
        http = httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver")
        browsers.append(http)
        email = f"web-{uuid.uuid4().hex[:10]}@example.com"
        response = await http.post(
            "/register", data={"email": email, "password": PASSWORD, "first_name": "Ada"}, headers=HTML
        )
        assert response.status_code == 303, response.text
        browser = Browser(http, email)
        overview = await browser.page("/")
        assert overview.status_code == 200, overview.text
        match = CSRF_INPUT.search(overview.text)
        assert match
        browser.csrf = match.group(1)
        return browser

    return make
