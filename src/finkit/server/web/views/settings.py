"""Settings: plan and quota, API keys (create → shown once, list, revoke), connected apps (OAuth clients:
list, revoke), webhooks, the audit log."""

from __future__ import annotations

from pydantic import Field
from starlette.responses import Response

from finkit.core.audit.service import list_activity
from finkit.core.auth.api_keys import create_api_key, list_api_keys, revoke_api_key
from finkit.core.auth.schemas import DEFAULT_KEY_DAYS, DEFAULT_SCOPES, MAX_KEY_DAYS, MIN_KEY_DAYS, SCOPES
from finkit.core.oauth.apps import list_connected_apps, revoke_connected_app
from finkit.core.schemas import InputSchema
from finkit.core.subscription.service import get_subscription
from finkit.core.webhooks.service import list_webhook_endpoints
from finkit.server.web.pages import Page, PageRoutes, redirect
from finkit.tools.toolsets import parse_toolsets, toolset_names

routes = PageRoutes()


class AuditQuery(InputSchema):
    page: int = Field(default=1, ge=1)


@routes.get("/settings")
def settings_page(page: Page) -> Response:
    return page.render("settings.html", subscription=get_subscription(page.ctx))


@routes.get("/settings/api-keys")
def api_keys_page(page: Page) -> Response:
    return page.render(
        "api_keys.html",
        keys=list_api_keys(page.ctx),
        scopes=SCOPES,
        default_scopes=DEFAULT_SCOPES,
        default_days=DEFAULT_KEY_DAYS,
        min_days=MIN_KEY_DAYS,
        max_days=MAX_KEY_DAYS,
        toolset_names=toolset_names(),
    )


@routes.post("/settings/api-keys")
def create_key(page: Page) -> Response:
    """The key is on this response only (never stored readable); reloading does not show it again."""
    scopes = [s for s in page.form.get("scopes", "").split(",") if s]
    data: dict[str, object] = {
        "name": page.form.get("name", "").strip(),
        "scopes": scopes or list(DEFAULT_SCOPES),
    }
    if page.form.get("expires_in_days", "").strip():
        data["expires_in_days"] = page.form["expires_in_days"].strip()
    if page.form.get("toolsets", "").strip():
        data["toolsets"] = parse_toolsets(page.form["toolsets"])
    created = create_api_key(page.ctx, data=data)
    return page.render("api_key_created.html", created=created)


@routes.post("/settings/api-keys/{id}/revoke")
def revoke_key(page: Page) -> Response:
    revoke_api_key(page.ctx, page.param("id"))
    return redirect("/settings/api-keys")


@routes.get("/settings/connected-apps")
def connected_apps_page(page: Page) -> Response:
    return page.render("connected_apps.html", apps=list_connected_apps(page.ctx))


@routes.post("/settings/connected-apps/{id}/revoke")
def revoke_connected(page: Page) -> Response:
    revoke_connected_app(page.ctx, app_id=page.param("id"))
    return redirect("/settings/connected-apps")


@routes.get("/settings/webhooks")
def webhooks_page(page: Page) -> Response:
    """Professional and above; others see the plan they need (core's TierRequiredError, as a 403 page)."""
    return page.render("webhooks.html", webhooks=list_webhook_endpoints(page.ctx))


@routes.get("/settings/audit")
def audit_page(page: Page) -> Response:
    query = page.query(AuditQuery)
    entries, pagination = list_activity(page.ctx, page=query.page, limit=50)
    return page.render("audit.html", entries=entries, pagination=pagination)
