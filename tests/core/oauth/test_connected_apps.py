"""Connected apps in core: an authorised client is listed with its scopes and last use; revoking it ends
its access and refresh tokens at once; another account can neither see nor revoke it."""

from __future__ import annotations

import pytest

from finkit.core.auth.tokens import Audience, verify_bearer
from finkit.core.context import AccountContext
from finkit.core.errors import AuthenticationError, NotFoundError
from finkit.core.oauth import service
from finkit.core.oauth.apps import list_connected_apps, revoke_connected_app

MCP = "http://127.0.0.1:8000/mcp"
AT_MCP = Audience("/mcp", "127.0.0.1:8000")


def authorise(ctx: AccountContext) -> service.IssuedTokens:
    service.register_client(
        ctx.db, client_id=f"client-{ctx.account_id[:8]}", info={"client_name": "Desk Assistant"}
    )
    code = service.create_code(
        ctx,
        client_id=f"client-{ctx.account_id[:8]}",
        scopes=["mcp:read"],
        resource=MCP,
        redirect_uri="http://127.0.0.1:7999/callback",
        redirect_uri_explicit=True,
        code_challenge="c" * 43,
    )
    issued = service.exchange_code(ctx.db, ctx.settings, code=code)
    assert issued is not None
    return issued


def test_listed_used_and_revoked(ctx: AccountContext, other_ctx: AccountContext) -> None:
    issued = authorise(ctx)
    [app] = list_connected_apps(ctx)
    assert (app.client_name, app.scopes, app.resource, app.last_used_at) == (
        "Desk Assistant",
        ["mcp:read"],
        MCP,
        None,
    )
    used_ctx, scopes = verify_bearer(ctx.db, ctx.settings, issued.access_token, audience=AT_MCP)
    assert used_ctx.account_id == ctx.account_id and scopes == frozenset({"mcp:read"})
    assert list_connected_apps(ctx)[0].last_used_at is not None
    with pytest.raises(AuthenticationError, match="aud"):
        verify_bearer(ctx.db, ctx.settings, issued.access_token, audience=Audience("/api", "127.0.0.1:8000"))

    assert list_connected_apps(other_ctx) == []
    with pytest.raises(NotFoundError):
        revoke_connected_app(other_ctx, app_id=app.id)

    assert revoke_connected_app(ctx, app_id=app.id).revoked
    assert list_connected_apps(ctx) == []
    with pytest.raises(AuthenticationError, match="revoked"):
        verify_bearer(ctx.db, ctx.settings, issued.access_token, audience=AT_MCP)
    assert service.load_refresh_token(ctx.db, token=issued.refresh_token) is None
