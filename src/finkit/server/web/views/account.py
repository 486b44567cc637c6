"""Deleting your account: the page offers the export first, then asks for the password."""

from __future__ import annotations

from starlette.responses import Response

from finkit.core.accounts.deletion import delete_account
from finkit.core.auth.tokens import SESSION_COOKIE
from finkit.core.errors import AuthenticationError, ValidationError
from finkit.core.subscription.service import get_subscription
from finkit.server.auth import CSRF_COOKIE
from finkit.server.web.pages import Page, PageRoutes, redirect

routes = PageRoutes()


def _form(page: Page, status: int = 200, error: str | None = None) -> Response:
    return page.render(
        "account_delete.html", status=status, error=error, subscription=get_subscription(page.ctx)
    )


@routes.get("/settings/delete-account")
def delete_page(page: Page) -> Response:
    return _form(page)


@routes.post("/settings/delete-account")
def delete_submit(page: Page) -> Response:
    """A wrong or missing password shows the form again (nothing deleted); on success both cookies are
    cleared and the sign-in page says the account is gone."""
    try:
        delete_account(page.ctx, password=page.form.get("password", ""))
    except (AuthenticationError, ValidationError):
        return _form(page, status=400, error="The password is not right: nothing was deleted.")
    response = redirect("/login?deleted=1")
    response.delete_cookie(SESSION_COOKIE)
    response.delete_cookie(CSRF_COOKIE)
    return response
