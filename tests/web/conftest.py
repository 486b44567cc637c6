"""Dashboard fixtures: the app over the shared test database, a browser-like httpx client, sign-in;
and for the real-browser files (``test_browser*.py``) one ``finkit serve`` and one Chromium per test
process (``server``, ``browser``)."""

from __future__ import annotations

import os
import re
import shutil
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from starlette.applications import Starlette

from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit
from tests.conftest import copy_sqlite, migrated_sqlite_template
from tests.loopback import ServeProcess, finkit_serve

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


#: The browser the real-browser tests drive: Debian's ``chromium-headless-shell`` when installed, else Debian's
#: ``chromium`` (run headless). The shell is built from the same Chromium source as ``chromium`` (the same
#: Blink and V8, the same version in Debian) and is what Playwright itself runs for headless tests; it leaves
#: out the full browser's window and compositing machinery, which cost the browser files about 40 % more
#: CPU for the same pages (docs/decisions/0019-speed.md, "Round 28, test speed").
CHROMIUM = shutil.which("chromium-headless-shell") or shutil.which("chromium")
NO_CHROMIUM = "Chromium is not installed (apt-get install chromium-headless-shell; .ci/run does)"

#: Chromium's flags in every real-browser test: no sandbox (containers), no GPU, nothing fetched in the
#: background (component updates, sync), no first-run pages.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@pytest.fixture(scope="session")
def _shared_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``finkit serve`` over a copy of the run's migrated database, for every real-browser file in this
    test process whose subject is not the server's start (``test_browser.py``'s ``--demo`` is). One
    start per process, not per file: a start is ~3.5 s of CPU and as much waiting. Each test signs up
    its own person (its own email), so the files see only their own rows, as with a server each."""
    home = tmp_path_factory.mktemp("browser-server")
    copy_sqlite(migrated_sqlite_template(tmp_path_factory), home / "finkit.db")
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("FINKIT_")},
        "FINKIT_DATABASE_URL": f"sqlite:///{home / 'finkit.db'}",
        "FINKIT_DATA_DIR": str(home / "data"),
        "FINKIT_SECRET_KEY": "browser-test-secret-0123456789abcdef0123456789",
        "FINKIT_WEBHOOKS_WORKER": "false",
    }
    served: ServeProcess
    with finkit_serve(env=env) as served:
        yield served.base


@pytest.fixture(scope="module")
def server(_shared_server: str) -> str:
    return _shared_server


class _SharedChromium:
    """One Chromium (and one Playwright driver) for a run of consecutive real-browser tests in a test
    process: a launch is ~1.3 s and the driver's start about as much again, paid per file before.

    Not a session fixture: between its calls Playwright's sync API leaves its event loop marked as
    running in this thread, so an ``async`` test after it fails ("Runner.run() cannot be called from a
    running event loop"). It is stopped when the next test does not take ``browser``
    (``pytest_runtest_teardown`` below); the root conftest sorts the browser files next to each other."""

    def __init__(self) -> None:
        self._playwright: Any = None
        self._browser: Any = None

    def get(self) -> Any:
        if self._browser is not None and not self._browser.is_connected():  # it crashed: a new one
            self.stop()
        if self._browser is None:
            chromium = CHROMIUM
            if chromium is None:
                pytest.skip(NO_CHROMIUM)
            sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
            self._playwright = sync_api.sync_playwright()
            playwright = self._playwright.__enter__()
            try:
                self._browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
            except BaseException:
                self.stop()
                raise
        return self._browser

    def stop(self) -> None:
        browser, playwright = self._browser, self._playwright
        self._browser = self._playwright = None
        try:
            if browser is not None and browser.is_connected():
                browser.close()
        finally:
            if playwright is not None:
                playwright.__exit__(None, None, None)


_CHROMIUM = _SharedChromium()


@pytest.fixture
def browser() -> Iterator[object]:
    """The shared Chromium; the contexts (cookies, pages) a test opens are closed after it, so no test
    sees another's pages or sign-in."""
    launched = _CHROMIUM.get()
    yield launched
    if launched.is_connected():
        for context in list(launched.contexts):
            context.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """After the test's own teardown: stop the shared Chromium unless the next test takes it too."""
    yield
    if nextitem is None or "browser" not in getattr(nextitem, "fixturenames", ()):
        _CHROMIUM.stop()


#: Where the browser tests' screenshots go (ignored by git) when ``FINKIT_TEST_SCREENSHOTS=1`` asks for them.
SCREENSHOTS = Path(__file__).parent / "screenshots"


def screenshot(page: Any, name: str, *, full_page: bool = True) -> None:
    """Save ``page`` as ``screenshots/<name>.png`` for a person to look at, when ``FINKIT_TEST_SCREENSHOTS=1``.

    No test reads a screenshot, and capturing every page was ~15 % of the browser files' CPU (round 28), so a
    plain run takes none. Without one, this waits for the page's load event instead, so the console-error
    checks that follow a screenshot still come after everything the page loads (the dashboard has no lazy
    images and no script that reacts to the viewport, the two things a full-page capture could set off)."""
    if os.environ.get("FINKIT_TEST_SCREENSHOTS", "") in ("", "0"):
        page.wait_for_load_state("load")
        return
    SCREENSHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=full_page)


class AxeOnEveryPage:
    """axe-core (the copy axe-playwright-python ships) in a browser context: its 570 kB script is added
    once as the context's init script, so each page the context opens already has it, instead of
    ``Axe().run(page)`` sending and evaluating it again for every page (~0.1 s a page). ``violations``
    runs the same ``axe.run`` call with the same options as ``Axe().run``."""

    def __init__(self, context: Any) -> None:
        axe = pytest.importorskip(
            "axe_playwright_python.sync_playwright", reason="axe-playwright-python is not installed"
        )
        context.add_init_script(script=axe.Axe().axe_script)

    @staticmethod
    def violations(page: Any) -> list[dict[str, Any]]:
        result: dict[str, Any] = page.evaluate('axe.run({"resultTypes": ["violations"]})')
        return list(result["violations"])
