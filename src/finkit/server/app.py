"""``create_app(finkit)``: the Starlette application (REST API, MCP endpoints, health, OpenAPI and the
web dashboard at ``/``)."""

from __future__ import annotations

import contextlib
import functools
import json
from collections.abc import AsyncIterator

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from finkit.core.auth.throttle import RateLimiter
from finkit.core.settings import load_settings
from finkit.core.webhooks.worker import start_background_worker
from finkit.server.errors import HTTP_CODES, json_error
from finkit.server.mcp_endpoints import mcp_routes
from finkit.server.middleware import FinkitMiddleware
from finkit.server.oauth.routes import oauth_routes
from finkit.server.openapi import build_openapi
from finkit.server.registry import all_endpoints
from finkit.server.routing import starlette_routes
from finkit.server.state import AppState
from finkit.server.web import error_page, wants_html, web_routes
from finkit.session import Finkit


@functools.cache
def _openapi_document() -> bytes:
    """``/openapi.json``, built once per process and only when first asked for: the routes are fixed at
    import, and building it from the models costs 0.3-1 s of CPU, which a server that is never asked
    for it (each ``finkit serve`` the tests start, each worker process) need not pay at start-up."""
    return json.dumps(build_openapi(all_endpoints())).encode()


async def _http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    message = {404: f"No route {request.url.path}", 405: f"{request.method} is not allowed here"}
    text = message.get(exc.status_code, str(exc.detail))
    code = HTTP_CODES.get(exc.status_code, "ERROR")
    if wants_html(request):  # a browser on a dashboard path: the same words as a page
        return error_page(request, exc.status_code, text, code)
    response = json_error(exc.status_code, text, code)
    if exc.headers:
        response.headers.update(exc.headers)
    return response


def create_app(finkit: Finkit | None = None, *, limiter: RateLimiter | None = None) -> Starlette:
    """The app over ``finkit`` (the library's one core object: settings and database; by default one
    from the environment). Pass a ``Finkit`` built on a shared ``Database`` and a ``limiter`` to share
    them (tests, several apps)."""
    finkit = finkit or Finkit(load_settings())
    settings, db = finkit.settings, finkit.db
    endpoints = all_endpoints()

    async def openapi_json(_request: Request) -> Response:
        return Response(await run_in_threadpool(_openapi_document), media_type="application/json")

    limiter = limiter or RateLimiter.from_settings(settings)
    mcp, mcp_manager = mcp_routes(db, settings, limiter)
    routes: list[BaseRoute] = [*starlette_routes(endpoints)]
    routes.append(Route("/openapi.json", openapi_json, methods=["GET"], include_in_schema=False))
    routes.extend(mcp)
    routes.extend(web_routes())  # the dashboard at / (before OAuth: /register is shared, see FormOnlyRoute)
    routes.extend(oauth_routes(db, settings))

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        """The MCP transport's task group, and the webhook delivery worker beside the server
        (``FINKIT_WEBHOOKS_WORKER=false`` turns the worker off)."""
        worker = start_background_worker(settings, db=db) if settings.webhooks_worker else None
        app.state.webhook_worker = worker
        try:
            async with mcp_manager.run():
                yield
        finally:
            if worker is not None:
                await run_in_threadpool(worker.stop)

    app = Starlette(
        routes=routes,
        lifespan=lifespan,
        middleware=[
            Middleware(
                FinkitMiddleware,
                allowed_hosts=settings.allowed_hosts,
                max_body_bytes=settings.max_body_bytes,
                upload_max_bytes=settings.upload_max_bytes,
            )
        ],
        exception_handlers={HTTPException: _http_error},
    )
    settings.resolved_secret_key()  # generate and store it now, not on the first sign-in
    app.state.finkit = AppState(settings=settings, db=db, limiter=limiter)
    return app


def create_app_from_env() -> Starlette:
    """Factory for ``uvicorn --factory finkit.server.app:create_app_from_env`` (several workers)."""
    return create_app(Finkit(load_settings()))
