"""Sign in, register and sign out: the ``svc_sess`` cookie session and its CSRF token (core/auth)."""

from __future__ import annotations

from starlette.responses import Response

from finkit.core.accounts.schemas import PASSWORD_MIN_LENGTH
from finkit.core.auth.service import SignIn, login, logout, register
from finkit.core.auth.tokens import SESSION_COOKIE
from finkit.core.errors import AuthenticationError, ConflictError, ValidationError
from finkit.server.auth import CSRF_COOKIE
from finkit.server.web.pages import Page, PageRoutes, redirect, safe_next

routes = PageRoutes()


def _start_session(page: Page, signed_in: SignIn, target: str) -> Response:
    """Set the same two cookies as ``POST /api/auth/login?cookie=1``; both expire with the session."""
    session = signed_in.session
    response = redirect(target)
    secure = page.request.url.scheme == "https"
    max_age = page.state.settings.token_lifetime_minutes * 60
    assert session.cookie_secret and session.csrf_token  # asked for with cookie=True
    response.set_cookie(
        SESSION_COOKIE, session.cookie_secret, max_age=max_age, httponly=True, samesite="lax", secure=secure
    )
    response.set_cookie(
        CSRF_COOKIE, session.csrf_token, max_age=max_age, httponly=False, samesite="lax", secure=secure
    )
    return response


def _next(page: Page) -> str:
    return safe_next(page.form.get("next") or page.request.query_params.get("next"))


@routes.get("/login", public=True)
def login_form(page: Page) -> Response:
    if page.signed_in is not None:
        return redirect(_next(page))
    return page.render("login.html", next_path=_next(page), email="", error=None)


@routes.post("/login", public=True)
def login_submit(page: Page) -> Response:
    """Wrong email or password re-shows the form (401) with the REST API's words."""
    email = page.form.get("email", "").strip()
    data = {"email": email, "password": page.form.get("password", ""), "cookie": True}
    state = page.state
    try:
        signed_in = login(state.db, state.settings, data=data, throttle=state.limiter, request=page.info)
    except (AuthenticationError, ValidationError) as exc:
        return page.render("login.html", status=401, next_path=_next(page), email=email, error=exc.message)
    return _start_session(page, signed_in, _next(page))


@routes.get("/signup", public=True)
def register_form(page: Page) -> Response:
    return page.render(
        "register.html", next_path=_next(page), form={}, error=None, min_length=PASSWORD_MIN_LENGTH
    )


@routes.post("/signup", public=True)
def register_submit(page: Page) -> Response:
    form = {k: page.form.get(k, "").strip() for k in ("email", "first_name", "last_name")}
    password = page.form.get("password", "")
    state = page.state
    try:
        register(state.db, state.settings, data={**form, "password": password}, request=page.info)
    except (ValidationError, ConflictError) as exc:
        fields = exc.fields if isinstance(exc, ValidationError) else []
        problems = [f"{p.field}: {p.message}" for p in fields]
        return page.render(
            "register.html",
            status=400,
            next_path=_next(page),
            form=form,
            error="Please fix these and try again.",
            problems=problems or [exc.message],
            min_length=PASSWORD_MIN_LENGTH,
        )
    data = {"email": form["email"], "password": password, "cookie": True}
    signed_in = login(state.db, state.settings, data=data, throttle=state.limiter, request=page.info)
    return _start_session(page, signed_in, _next(page))


@routes.post("/logout")
def logout_submit(page: Page) -> Response:
    """Revokes the session in the database (a copied cookie stops working too) and clears both cookies."""
    logout(page.ctx)
    response = redirect("/login")
    response.delete_cookie(SESSION_COOKIE)
    response.delete_cookie(CSRF_COOKIE)
    return response
