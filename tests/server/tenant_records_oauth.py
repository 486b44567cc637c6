"""B-record factory for connected apps (an OAuth grant made through the library) for the tenant walk."""

from __future__ import annotations

import httpx

from finkit.core.accounts.service import context_for_user_id
from finkit.core.oauth import service
from finkit.core.oauth.apps import list_connected_apps
from tests.server.conftest import User
from tests.server.tenant_records import SNAPSHOT_PATHS, b_record
from tests.server.tenant_records_integration import app_state

SNAPSHOT_PATHS.append("/api/connected-apps")


@b_record("/api/connected-apps/")
async def connected_app(client: httpx.AsyncClient, user: User) -> str:
    state = app_state(client)
    ctx = context_for_user_id(state.db, state.settings, user.id)
    client_id = f"walk-{user.id[:12]}"
    service.register_client(ctx.db, client_id=client_id, info={"client_name": "B's assistant"})
    service.create_code(
        ctx,
        client_id=client_id,
        scopes=["mcp:read"],
        resource="http://testserver/mcp",
        redirect_uri="http://127.0.0.1:7999/callback",
        redirect_uri_explicit=True,
        code_challenge="c" * 43,
    )
    return list_connected_apps(ctx)[0].id
