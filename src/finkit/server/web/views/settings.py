"""Settings: plan and quota, profile and password, API keys (create → shown once, list, revoke),
connected apps (OAuth clients: list, revoke), webhooks, bank feeds (connect, sync, disconnect),
integration tokens (create → shown once, list, revoke), the audit log."""

from __future__ import annotations

from typing import get_args

from pydantic import Field
from starlette.responses import Response

from finkit.core.accounts.passwords import change_password
from finkit.core.accounts.service import get_user, update_display_name
from finkit.core.audit.service import list_activity
from finkit.core.auth.api_keys import create_api_key, list_api_keys, revoke_api_key
from finkit.core.auth.schemas import (
    DEFAULT_KEY_DAYS,
    DEFAULT_SCOPES,
    MAX_KEY_DAYS,
    MIN_KEY_DAYS,
    SCOPES,
    ApiKeyCreated,
)
from finkit.core.errors import ValidationError
from finkit.core.feeds.schemas import FeedSyncResult
from finkit.core.integration.schemas import IntegrationTokenCreated
from finkit.core.integration.schemas import Scope as IntegrationScope
from finkit.core.integration.tokens import (
    create_integration_token,
    list_integration_tokens,
    revoke_integration_token,
)
from finkit.core.oauth.apps import list_connected_apps, revoke_connected_app
from finkit.core.schemas import InputSchema
from finkit.core.subscription.service import get_subscription
from finkit.core.usecases.feeds import connect_feed, disconnect_feed, list_feeds, sync_feed
from finkit.core.webhooks.service import list_webhook_endpoints
from finkit.server.web.activity import entry_words
from finkit.server.web.pages import Page, PageRoutes, flash_redirect, redirect, take_flash
from finkit.tools.toolsets import parse_toolsets, toolset_names

routes = PageRoutes()
INTEGRATION_SCOPES: tuple[str, ...] = get_args(IntegrationScope)


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
    return flash_redirect(page, "/settings/api-keys/created", created.model_dump(mode="json"))


@routes.get("/settings/api-keys/created")
def created_key(page: Page) -> Response:
    """The new key, once: the post redirected here with it sealed in a one-time cookie; a reload (the
    cookie forgotten) is back to the list."""
    value, forget = take_flash(page, "/settings/api-keys/created")
    if value is None:
        return forget(redirect("/settings/api-keys"))
    created = ApiKeyCreated.model_validate(value)
    return forget(page.render("api_key_created.html", created=created))


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
    return page.render("audit.html", entries=[entry_words(e) for e in entries], pagination=pagination)


def _profile(page: Page, status: int = 200, **extra: object) -> Response:
    return page.render("profile.html", status=status, user=get_user(page.ctx), **extra)


@routes.get("/settings/profile")
def profile_page(page: Page) -> Response:
    return _profile(page)


@routes.post("/settings/profile")
def save_profile(page: Page) -> Response:
    update_display_name(
        page.ctx,
        data={"firstName": page.form.get("first_name", ""), "lastName": page.form.get("last_name", "")},
    )
    return redirect("/settings/profile?saved=name")


@routes.post("/settings/password")
def password(page: Page) -> Response:
    """The current password is required; the person's other sign-ins end, this one stays. A refusal
    shows the form again with the field named beside its input (the passwords are never echoed)."""
    new = page.form.get("new_password", "")
    if new != page.form.get("confirm_password", ""):
        errors = {"confirmPassword": "does not match the new password"}
        return _profile(page, status=400, password_errors=errors)
    try:
        result = change_password(
            page.ctx,
            data={"currentPassword": page.form.get("current_password", ""), "newPassword": new},
            throttle=page.state.limiter,
        )
    except ValidationError as exc:
        errors = {p.field: p.message for p in exc.fields}
        return _profile(page, status=400, password_errors=errors)
    return redirect(f"/settings/profile?saved=password&ended={result.sessions_revoked}")


@routes.get("/settings/bank-feeds")
def feeds_page(page: Page) -> Response:
    return page.render("bank_feeds.html", feeds=list_feeds(page.ctx).connections)


@routes.post("/settings/bank-feeds")
def connect(page: Page) -> Response:
    """Claims the SimpleFIN setup token; the access credential is stored encrypted, never shown."""
    data: dict[str, object] = {"token": page.form.get("token", "").strip()}
    if page.form.get("name", "").strip():
        data["name"] = page.form["name"].strip()
    connect_feed(page.ctx, data=data)
    return redirect("/settings/bank-feeds")


@routes.post("/settings/bank-feeds/{id}/sync")
def sync(page: Page) -> Response:
    result = sync_feed(page.ctx, page.param("id"))
    return flash_redirect(page, "/settings/bank-feeds/synced", result.model_dump(mode="json"))


@routes.get("/settings/bank-feeds/synced")
def synced(page: Page) -> Response:
    """What the sync did (post/redirect/get: a reload does not sync again; without the note, the list)."""
    value, forget = take_flash(page, "/settings/bank-feeds/synced")
    if value is None:
        return forget(redirect("/settings/bank-feeds"))
    return forget(page.render("bank_feed_synced.html", result=FeedSyncResult.model_validate(value)))


@routes.post("/settings/bank-feeds/{id}/disconnect")
def disconnect(page: Page) -> Response:
    disconnect_feed(page.ctx, page.param("id"))
    return redirect("/settings/bank-feeds")


@routes.get("/settings/integration-tokens")
def integration_tokens_page(page: Page) -> Response:
    return page.render(
        "integration_tokens.html", tokens=list_integration_tokens(page.ctx), scopes=INTEGRATION_SCOPES
    )


@routes.post("/settings/integration-tokens")
def create_integration(page: Page) -> Response:
    """The secret is on this response only (stored as its hash); reloading does not show it again."""
    data: dict[str, object] = {"name": page.form.get("name", "").strip()}
    scopes = [s for s in page.form.get("scopes", "").split(",") if s]
    if scopes:
        data["scopes"] = scopes
    if page.form.get("expires_in_days", "").strip():
        data["expiresInDays"] = page.form["expires_in_days"].strip()
    created = create_integration_token(page.ctx, data=data)
    return flash_redirect(page, "/settings/integration-tokens/created", created.model_dump(mode="json"))


@routes.get("/settings/integration-tokens/created")
def created_integration(page: Page) -> Response:
    """The new token, once (as the API key above)."""
    value, forget = take_flash(page, "/settings/integration-tokens/created")
    if value is None:
        return forget(redirect("/settings/integration-tokens"))
    created = IntegrationTokenCreated.model_validate(value)
    return forget(page.render("integration_token_created.html", created=created))


@routes.post("/settings/integration-tokens/{id}/revoke")
def revoke_integration(page: Page) -> Response:
    revoke_integration_token(page.ctx, page.param("id"))
    return redirect("/settings/integration-tokens")
