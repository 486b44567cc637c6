"""``finkit apps``: the OAuth clients (hosted MCP clients, apps) you have authorised; revoke one."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.core.oauth.apps import list_connected_apps, revoke_connected_app

app = typer.Typer(help="Connected apps: OAuth clients you have allowed to use finkit.", no_args_is_help=True)
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]


@app.command("list")
@handle_errors
def list_cmd(json_output: JsonOpt = False) -> None:
    """List authorised apps with their scopes and last use.

    Example: finkit apps list --json
    """
    apps = list_connected_apps(get_state().context())
    if json_output:
        print_json([a.to_json_dict() for a in apps])
        return
    table = Table("Id", "App", "Scopes", "Resource", "Authorised", "Last used")
    for a in apps:
        table.add_row(
            a.id,
            a.client_name or a.client_id,
            " ".join(a.scopes),
            a.resource,
            f"{a.created_at:%Y-%m-%d}",
            f"{a.last_used_at:%Y-%m-%d %H:%M}" if a.last_used_at else "never",
        )
    console.print(table)


@app.command("revoke")
@handle_errors
def revoke(app_id: str, json_output: JsonOpt = False) -> None:
    """Revoke an app: its access and refresh tokens stop working at once.

    Example: finkit apps revoke 3f1c...
    """
    revoked = revoke_connected_app(get_state().context(), app_id=app_id)
    if json_output:
        print_json(revoked.to_json_dict())
        return
    console.print(f"Revoked {revoked.client_name or revoked.client_id} ({revoked.id})")
