"""``finkit apps list|revoke``: the OAuth clients a person has allowed, and taking one back."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from finkit.core.accounts.service import context_for_email
from finkit.core.db.engine import Database
from finkit.core.oauth import service
from finkit.core.settings import Settings


def test_apps_list_and_revoke(cli: Callable[..., Any], database: Database, settings: Settings) -> None:
    ctx = context_for_email(database, settings, cli.email)  # type: ignore[attr-defined]
    client_id = f"cli-{ctx.account_id[:8]}"
    service.register_client(database, client_id=client_id, info={"client_name": "Desk Assistant"})
    service.create_code(
        ctx,
        client_id=client_id,
        scopes=["mcp:read", "mcp:full"],
        resource="https://finance.example.com/mcp",
        redirect_uri="http://127.0.0.1:7999/callback",
        redirect_uri_explicit=True,
        code_challenge="c" * 43,
    )
    table = cli("apps", "list")
    assert table.exit_code == 0, table.output
    assert "Desk" in table.stdout and "never" in table.stdout  # rich wraps columns in a narrow terminal
    [app] = cli("apps", "list", "--json").json()
    assert app["scopes"] == ["mcp:read", "mcp:full"] and app["revoked"] is False
    assert cli("apps", "revoke", app["id"], "--json").json()["revoked"] is True
    assert cli("apps", "list", "--json").json() == []
    missing = cli("apps", "revoke", "no-such-app")
    assert missing.exit_code == 5 and "not found" in missing.stderr
