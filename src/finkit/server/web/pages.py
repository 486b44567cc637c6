"""How a dashboard page runs: who is asking (the ``svc_sess`` cookie), CSRF on forms, rate limits,
core errors as an HTML page, and the security headers every page carries.

A view is a plain function ``view(page) -> Response`` (sync views run in the thread pool, like the REST
handlers; ``async def`` views are awaited for streaming). ``@page_route`` wraps it::

    @routes.get("/transactions")
    def transactions(page: Page) -> Response:
        listing = list_transactions(page.ctx, page.query(TransactionFilters))
        return page.render("transactions.html", listing=listing)

Views never look at SQL or money: they parse the request, call one core service and render.
"""

from __future__ import annotations

import inspect
import json
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeVar, cast
from urllib.parse import quote, urlsplit

from pydantic import BaseModel
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData, Headers, UploadFile
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Match, Route
from starlette.templating import Jinja2Templates
from starlette.types import Scope

from finkit.core.auth.throttle import per_minute
from finkit.core.auth.tokens import SESSION_COOKIE, Authenticated, authenticate_cookie, csrf_matches
from finkit.core.context import AccountContext, RequestInfo
from finkit.core.crypto import SecretBox
from finkit.core.errors import AuthenticationError, FinkitError, PermissionDeniedError, ValidationError
from finkit.core.schemas import parse
from finkit.core.subscription.plans import PLANS, plan_for
from finkit.error_mapping import mapping_for
from finkit.server.auth import RATE_LIMIT_STATE, SAFE_METHODS, check_same_origin
from finkit.server.routing import request_info
from finkit.server.state import AppState, app_state
from finkit.server.web.form_errors import in_dashboard_words
from finkit.server.web.format import FILTERS

HERE = Path(__file__).parent
TEMPLATES = Jinja2Templates(directory=HERE / "templates")
TEMPLATES.env.filters.update(FILTERS)
CSRF_FIELD = "csrf_token"
#: No inline script anywhere: scripts come from /static only (the charts are SVG drawn on the server).
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'"
)
SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "Cache-Control": "no-store",
}
#: The main navigation, in order: (label, path). The names are part of the interface (tests, docs).
NAVIGATION = (
    ("Overview", "/"),
    ("Transactions", "/transactions"),
    ("Import", "/import"),
    ("Rules", "/rules"),
    ("Bills", "/bills"),
    ("Tax", "/tax"),
    ("Assistant", "/assistant"),
    ("Settings", "/settings"),
)
#: Pages reached from within a main area (the eight names above stay fixed): area path -> (label, path).
#: base.html shows the current area's list as a secondary navigation, and highlights the area above.
SECTIONS: dict[str, tuple[tuple[str, str], ...]] = {
    "/transactions": (
        ("Transactions", "/transactions"),
        ("Accounts", "/accounts"),
        ("Categories", "/categories"),
        ("Category sets", "/category-sets"),
    ),
    "/tax": (
        ("Tax", "/tax"),
        ("Expenses", "/expenses"),
        ("Receipts", "/receipts"),
        ("Vehicles", "/vehicles"),
        ("Trips", "/trips"),
    ),
    "/settings": (
        ("Plan and quota", "/settings"),
        ("Profile and password", "/settings/profile"),
        ("API keys", "/settings/api-keys"),
        ("Connected apps", "/settings/connected-apps"),
        ("Webhooks", "/settings/webhooks"),
        ("Bank feeds", "/settings/bank-feeds"),
        ("Integration tokens", "/settings/integration-tokens"),
        ("Activity log", "/settings/audit"),
    ),
}
Model = TypeVar("Model", bound=BaseModel)


def _under(path: str, prefix: str) -> bool:
    return path == prefix or path.startswith(prefix.rstrip("/") + "/")


def section_of(path: str) -> str:
    """The main area a path belongs to (``/categories/x`` -> ``/transactions``); "" for none."""
    for area, pages in SECTIONS.items():
        if any(_under(path, p) for _, p in pages):
            return area
    for _, href in NAVIGATION:
        if href != "/" and _under(path, href):
            return href
    return "/" if path == "/" else ""


def safe_next(target: str | None, default: str = "/") -> str:
    """Only a local path may follow sign-in (``/x``, never ``//host`` or ``https://host``)."""
    if not target or not target.startswith("/") or target.startswith(("//", "/\\")):
        return default
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or any(c in target for c in "\r\n\\"):
        return default
    return target


def with_security_headers(response: Response) -> Response:
    for name, value in SECURITY_HEADERS.items():
        response.headers.setdefault(name, value)
    return response


@dataclass
class Page:
    """What a view gets: the request, the signed-in account (if any) and the submitted form."""

    request: Request
    state: AppState
    info: RequestInfo
    signed_in: Authenticated | None = None
    form: dict[str, str] = field(default_factory=dict)
    files: dict[str, tuple[str, bytes]] = field(default_factory=dict)

    @property
    def ctx(self) -> AccountContext:
        if self.signed_in is None:  # a public page asked for an account: a bug
            raise RuntimeError("this page has no signed-in account")
        return self.signed_in.ctx

    def param(self, name: str) -> str:
        return str(self.request.path_params[name])

    def query(self, model: type[Model], *, only: tuple[str, ...] | None = None) -> Model:
        """The query string as ``model`` (empty fields dropped: a blank filter box means no filter;
        ``only``: just these names, so the page's own parameters do not reach the model)."""
        raw = {
            k: v
            for k, v in self.request.query_params.items()
            if v.strip() != "" and (only is None or k in only)
        }
        return parse(model, raw)

    def wants_json(self) -> bool:
        return "application/json" in self.request.headers.get("accept", "")

    def render(self, template: str, status: int = 200, **context: Any) -> Response:
        context.update(self.base_context())
        return TEMPLATES.TemplateResponse(self.request, template, context, status_code=status)

    def base_context(self) -> dict[str, Any]:
        return {
            "navigation": NAVIGATION,
            "current_path": self.request.url.path,
            "current_section": section_of(self.request.url.path),
            "sections": SECTIONS,
            "signed_in": self.signed_in,
            "csrf_token": self.signed_in.csrf_token if self.signed_in else "",
            "account": self.signed_in.ctx if self.signed_in else None,
        }


def redirect(url: str) -> Response:
    """After a form: 303 so the browser follows with GET (reloading never repeats the write)."""
    return RedirectResponse(url, status_code=303)


#: A one-time note from a form to the page it redirects to, for what may be shown once only (a new API
#: key): sealed with the server's key, bound to the account, scoped to the target path, read once.
FLASH_COOKIE = "svc_flash"
FLASH_SECONDS = 300


def flash_redirect(page: Page, url: str, value: dict[str, Any]) -> Response:
    """Redirect (post/redirect/get) carrying ``value`` to the page at ``url`` once."""
    box = SecretBox(page.state.settings, "web-flash")
    sealed = box.seal(json.dumps({"account": page.ctx.account_id, "at": time.time(), "value": value}))
    response = redirect(url)
    response.set_cookie(
        FLASH_COOKIE,
        sealed,
        max_age=FLASH_SECONDS,
        path=urlsplit(url).path,
        httponly=True,
        samesite="strict",
        secure=page.request.url.scheme == "https",
    )
    return response


def take_flash(
    page: Page, response_path: str
) -> tuple[dict[str, Any] | None, Callable[[Response], Response]]:
    """The note sent by ``flash_redirect`` (None when absent, stale, or another account's) and a function
    that makes the page's response forget it, so a reload shows it no more."""
    raw = page.request.cookies.get(FLASH_COOKIE)
    value: dict[str, Any] | None = None
    if raw:
        try:
            note = json.loads(SecretBox(page.state.settings, "web-flash").open(raw))
        except (ValidationError, ValueError):
            note = {}
        fresh = time.time() - float(note.get("at", 0)) < FLASH_SECONDS
        if note.get("account") == page.ctx.account_id and fresh:
            value = note.get("value")

    def forget(response: Response) -> Response:
        if raw:
            response.delete_cookie(FLASH_COOKIE, path=response_path)
        return response

    return value, forget


def error_page(request: Request, status: int, message: str, code: str, page: Page | None = None) -> Response:
    """The REST error's words (``error`` and ``code``) as an HTML page with the same status."""
    context: dict[str, Any] = {"status": status, "message": in_dashboard_words(message), "code": code}
    if page is not None:
        context.update(page.base_context())
    else:
        context.update({"navigation": NAVIGATION, "current_path": request.url.path, "signed_in": None})
    response = TEMPLATES.TemplateResponse(request, "error.html", context, status_code=status)
    return with_security_headers(response)


#: Page views a signed-in person may make a minute: far more than anyone clicking through pages (a
#: 45-page walk once hit the API's 60 a minute), few enough to stop a scraper. Counted apart from writes.
PAGE_VIEWS_PER_MINUTE = 600


def _limit(state: AppState, info: RequestInfo, signed_in: Authenticated | None, request: Request) -> None:
    """Page views (GET) and writes (forms, inline saves) are counted apart: reading pages never uses up
    the allowance for saving. Writes count against the plan's per-minute allowance, as REST writes do
    (in their own bucket, so the REST API's clients are not slowed by a person's clicks either)."""
    reading = request.method in SAFE_METHODS
    if signed_in is not None:
        allowance = PAGE_VIEWS_PER_MINUTE if reading else plan_for(signed_in.ctx.tier).requests_per_minute
        status = state.limiter.hit(
            per_minute(allowance), "web-read" if reading else "web-write", signed_in.ctx.account_id
        )
    else:
        item = per_minute(PLANS["free"].requests_per_minute)
        status = state.limiter.hit(item, "anon", info.client_address or "unknown")
    request.scope.setdefault("state", {})[RATE_LIMIT_STATE] = status
    status.raise_if_exceeded()


def _check_origin(request: Request, state: AppState) -> None:
    check_same_origin(request.headers, state.settings.allowed_origins)


#: Fields a form may send unless its route says more (``PageRoutes.post(..., max_fields=)``).
MAX_FORM_FIELDS = 200


async def _read_form(
    request: Request, max_fields: int = MAX_FORM_FIELDS
) -> tuple[dict[str, str], dict[str, tuple[str, bytes]]]:
    try:
        form: FormData = await request.form(max_files=4, max_fields=max_fields)
    except HTTPException as exc:
        raise ValidationError.for_field("form", f"could not be read: {exc.detail}") from None
    values: dict[str, str] = {}
    files: dict[str, tuple[str, bytes]] = {}
    for key, value in form.multi_items():
        if isinstance(value, UploadFile):
            data = await value.read()
            if data or value.filename:
                files[key] = (value.filename or "upload", data)
        elif key in values:  # repeated fields (bulk checkboxes) are joined; views split them
            values[key] = f"{values[key]},{value}"
        else:
            values[key] = value
    await form.close()
    return values, files


View = Callable[[Page], Response | Awaitable[Response]]


def _login_redirect(request: Request) -> Response:
    target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
    if request.method not in SAFE_METHODS:
        target = request.headers.get("referer", "")
        target = urlsplit(target).path if target else "/"
    return redirect(f"/login?next={quote(safe_next(target), safe='/')}")


def page_endpoint(
    view: View, *, public: bool, max_fields: int = MAX_FORM_FIELDS
) -> Callable[[Request], Awaitable[Response]]:
    async def endpoint(request: Request) -> Response:
        state = app_state(request)
        info = replace(request_info(request), actor="user")
        page = Page(request=request, state=state, info=info)
        try:
            cookie = request.cookies.get(SESSION_COOKIE)
            if cookie:
                try:
                    page.signed_in = await run_in_threadpool(
                        authenticate_cookie, state.db, state.settings, cookie, request=info
                    )
                except AuthenticationError:
                    if not public:
                        return with_security_headers(_login_redirect(request))
            elif not public:
                return with_security_headers(_login_redirect(request))
            _limit(state, info, page.signed_in, request)
            if request.method not in SAFE_METHODS:
                _check_origin(request, state)
                page.form, page.files = await _read_form(request, max_fields)
                if page.signed_in is not None and not csrf_matches(
                    page.signed_in.csrf_token, page.form.get(CSRF_FIELD)
                ):
                    raise PermissionDeniedError(
                        "This form has expired or did not come from finkit (CSRF token missing or wrong); "
                        "reload the page and try again"
                    )
            if inspect.iscoroutinefunction(view):
                response: Response = await view(page)
            else:
                response = await run_in_threadpool(cast(Callable[[Page], Response], view), page)
        except FinkitError as exc:
            status = mapping_for(exc).http_status
            response = error_page(request, status, exc.message, exc.code, page)
            if status == 429 and getattr(exc, "retry_after", None) is not None:
                response.headers["Retry-After"] = str(exc.retry_after)  # type: ignore[attr-defined]
        return with_security_headers(response)

    return endpoint


FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")


class FormOnlyRoute(Route):
    """A page route that steps aside for anything but a browser's GET or form POST.

    ``/register`` is both the dashboard's sign-up page and OAuth dynamic client registration (RFC 7591,
    a JSON POST, served by the MCP SDK's routes): the page takes GET and form posts, the rest falls
    through to the OAuth route declared after it."""

    def matches(self, scope: Scope) -> tuple[Match, Scope]:
        match, child = super().matches(scope)
        if match is Match.NONE or scope["type"] != "http":
            return match, child
        method = scope.get("method", "GET")
        content_type = Headers(scope=scope).get("content-type", "").lower()
        if method in ("GET", "HEAD") or (method == "POST" and content_type.startswith(FORM_TYPES)):
            return match, child
        return Match.NONE, {}


class PageRoutes:
    """The dashboard's routes, declared beside their views (``routes.get(path)``/``routes.post(path)``)."""

    def __init__(self) -> None:
        self.routes: list[Route] = []

    def _add(
        self, path: str, methods: list[str], public: bool, form_only: bool, max_fields: int = MAX_FORM_FIELDS
    ) -> Callable[[View], View]:
        def register(view: View) -> View:
            kind = FormOnlyRoute if form_only else Route
            endpoint = page_endpoint(view, public=public, max_fields=max_fields)
            self.routes.append(kind(path, endpoint, methods=methods, include_in_schema=False))
            return view

        return register

    def get(self, path: str, *, public: bool = False, form_only: bool = False) -> Callable[[View], View]:
        return self._add(path, ["GET"], public, form_only)

    def post(
        self, path: str, *, public: bool = False, form_only: bool = False, max_fields: int = MAX_FORM_FIELDS
    ) -> Callable[[View], View]:
        """``max_fields``: more than the usual for a form with a box per row (a fee for each payout)."""
        return self._add(path, ["POST"], public, form_only, max_fields)

    def __iter__(self) -> Iterator[Route]:
        return iter(self.routes)
