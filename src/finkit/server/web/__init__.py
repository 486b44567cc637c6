"""The web dashboard: server-rendered pages over the same core services as the REST API.

``web_routes()`` is what ``server/app.py`` mounts at ``/`` (REST stays under ``/api``, MCP under
``/mcp``). Layout: ``pages.py`` (how a page runs: session, CSRF, errors, headers), ``views/<area>.py``
(one thin view per page), ``templates/`` (one template per page over ``base.html``), ``static/``
(finkit's own CSS and small scripts), ``charts.py`` (SVG geometry). See docs/dashboard.md.
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.routing import BaseRoute, Mount
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from finkit.server.web.pages import HERE, error_page
from finkit.server.web.views import (
    account,
    assistant,
    auth,
    bank_accounts,
    bills,
    categories,
    expenses,
    imports,
    overview,
    receipts,
    review,
    rules,
    settings,
    tax,
    tax_profile,
    transactions,
    travel,
)

#: Paths that belong to the machine interfaces: their errors stay JSON.
API_PREFIXES = ("/api/", "/mcp", "/oauth/token", "/.well-known/", "/openapi.json", "/healthz", "/readyz")
VIEW_MODULES = (
    auth,
    overview,
    transactions,
    imports,
    bank_accounts,
    rules,
    bills,
    tax,
    tax_profile,
    review,
    assistant,
    receipts,
    settings,
    account,
    categories,
    expenses,
    travel,
)


class _NoSniffStatic:
    """The dashboard's static files with ``X-Content-Type-Options: nosniff`` (a file is never run as
    another type than the one it is served as)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def send_nosniff(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [*message.get("headers", []), (b"x-content-type-options", b"nosniff")]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_nosniff)


def web_routes() -> list[BaseRoute]:
    static = _NoSniffStatic(StaticFiles(directory=HERE / "static"))
    routes: list[BaseRoute] = [Mount("/static", app=static, name="static")]
    for module in VIEW_MODULES:
        routes.extend(module.routes)
    return routes


def wants_html(request: Request) -> bool:
    """A browser asking for a dashboard path (not the API) gets an HTML error page."""
    path = request.url.path
    return "text/html" in request.headers.get("accept", "") and not path.startswith(API_PREFIXES)


__all__ = ["error_page", "wants_html", "web_routes"]
