"""``GET/POST /oauth/consent``: the signed-in person sees who asks for what, and allows or denies.

The requested scopes are checkboxes, all ticked: the person may untick some, and the grant (and every
token under it) gets only the ticked ones; none ticked is refused. For ``/mcp`` the person may also
choose the tool sets the app's ``tools/list`` shows. Not signed in: redirect to the dashboard's
``/login?next=…``. The form carries the cookie session's CSRF
token; the answer goes back to the client's redirect URI with a code (``core.oauth.service.create_code``)
or ``error=access_denied`` (RFC 6749 §4.1.2.1).
"""

from __future__ import annotations

import hashlib
from urllib.parse import quote, urlsplit

from limits import parse
from mcp.server.auth.provider import construct_redirect_uri
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from finkit.core.auth.tokens import SESSION_COOKIE, Authenticated, authenticate_cookie, csrf_matches
from finkit.core.errors import AuthenticationError, PermissionDeniedError, ValidationError
from finkit.core.oauth import service
from finkit.core.oauth.consent import read_request
from finkit.core.oauth.scopes import describe, resource_path
from finkit.server.auth import check_same_origin
from finkit.server.oauth.pages import render
from finkit.server.oauth.provider import CONSENT_PATH
from finkit.server.oauth.urls import base_url, issuer_identifier
from finkit.server.routing import request_info
from finkit.server.state import app_state
from finkit.server.web.pages import SECURITY_HEADERS
from finkit.tools.toolsets import parse_toolsets, toolset_names

#: A consent request lives 10 minutes (``core.oauth.consent.LIFETIME``); its answer is remembered longer.
CONSENT_ONCE = parse("1/15minutes")
NO_STORE = {"Cache-Control": "no-store", "X-Frame-Options": "DENY"}


def _page_headers(redirect_uri: str) -> dict[str, str]:
    """The dashboard's headers (CSP with no inline script, nosniff, no framing), with ``form-action``
    also allowing the client's redirect URI: browsers apply it to the redirect after the form posts."""
    parts = urlsplit(redirect_uri)
    target = f"{parts.scheme}://{parts.netloc}" if parts.netloc else f"{parts.scheme}:"
    if any(char in target for char in ";,'\"") or any(ord(char) < 0x21 for char in target):
        target = ""  # never let a registered URI write into the header
    policy = SECURITY_HEADERS["Content-Security-Policy"].replace(
        "form-action 'self'", f"form-action 'self' {target}"
    )
    return {**NO_STORE, **SECURITY_HEADERS, "Content-Security-Policy": policy}


def _signed_in(request: Request) -> Authenticated | None:
    state = app_state(request)
    cookie = request.cookies.get(SESSION_COOKIE)
    if not cookie:
        return None
    try:
        return authenticate_cookie(state.db, state.settings, cookie, request=request_info(request))
    except AuthenticationError:
        return None


def _issuer(request: Request) -> str:
    """This server's issuer, for ``iss`` in the authorization response (RFC 9207)."""
    settings = app_state(request).settings
    return issuer_identifier(
        base_url(settings.public_url, request.url.scheme, request.headers.get("host", ""))
    )


def _to_login(request: Request) -> Response:
    here = f"{request.url.path}?{request.url.query}"
    return RedirectResponse(f"/login?next={quote(here, safe='')}", status_code=303)


async def consent_page(request: Request) -> Response:
    state = app_state(request)
    pending = read_request(state.settings, request.query_params.get("request", ""))
    signed_in = await run_in_threadpool(_signed_in, request)
    if signed_in is None:
        return _to_login(request)
    client = await run_in_threadpool(lambda: service.get_client(state.db, client_id=pending.client_id))
    if client is None:
        raise ValidationError.for_field("request", "the app asking is no longer registered")
    path = resource_path(pending.resource)
    html = render(
        "oauth/consent.html",
        client_name=client.client_name or pending.client_id,
        # a metadata-document client chose its own name; the host serving its document is who it is
        client_host=urlsplit(pending.client_id).netloc if "://" in pending.client_id else None,
        redirect_host=urlsplit(pending.redirect_uri).netloc or pending.redirect_uri,
        resource_name="the MCP tools" if path == "/mcp" else "the REST API",
        scope_choices=list(zip(pending.scopes, describe(pending.scopes), strict=True)),
        for_mcp=path == "/mcp",
        toolset_names=toolset_names(),
        email=signed_in.ctx.email,
        action=CONSENT_PATH,
        request_value=request.query_params.get("request", ""),
        csrf_token=signed_in.csrf_token or "",
    )
    return HTMLResponse(html, headers=_page_headers(pending.redirect_uri))


async def consent_answer(request: Request) -> Response:
    state = app_state(request)
    form = await request.form()
    pending = read_request(state.settings, str(form.get("request") or ""))
    signed_in = await run_in_threadpool(_signed_in, request)
    if signed_in is None:
        raise AuthenticationError("Sign in first: your session has ended")
    check_same_origin(request.headers, state.settings.allowed_origins)
    if not csrf_matches(signed_in.csrf_token, str(form.get("csrf_token") or "")):
        raise PermissionDeniedError("The consent form's CSRF token does not match your session")
    # one answer per request: a replayed "Allow" would mint another code and connected-app row
    request_value = str(form.get("request") or "")
    once = state.limiter.hit(
        CONSENT_ONCE, "oauth-consent", hashlib.sha256(request_value.encode()).hexdigest()
    )
    if not once.allowed:
        raise ValidationError.for_field(
            "request", "this sign-in request was already answered; start again from your app"
        )
    if form.get("decision") != "allow":
        target = construct_redirect_uri(
            pending.redirect_uri,
            error="access_denied",
            error_description="The person declined",
            state=pending.state,
            iss=_issuer(request),
        )
        return RedirectResponse(target, status_code=303, headers=NO_STORE)
    approved = [str(value) for value in form.getlist("scope")]
    toolsets = parse_toolsets(str(form.get("toolsets") or "")) or None
    code = await run_in_threadpool(
        lambda: service.create_code(
            signed_in.ctx,
            client_id=pending.client_id,
            scopes=pending.scopes,
            resource=pending.resource,
            redirect_uri=pending.redirect_uri,
            redirect_uri_explicit=pending.redirect_uri_explicit,
            code_challenge=pending.code_challenge,
            approved_scopes=approved,
            toolsets=toolsets,
        )
    )
    target = construct_redirect_uri(
        pending.redirect_uri, code=code, state=pending.state, iss=_issuer(request)
    )
    return RedirectResponse(target, status_code=303, headers=NO_STORE)


def consent_routes() -> list[Route]:
    return [
        Route(CONSENT_PATH, consent_page, methods=["GET"], include_in_schema=False),
        Route(CONSENT_PATH, consent_answer, methods=["POST"], include_in_schema=False),
    ]
