"""``finkit keys``: create, list and revoke API keys for /mcp/inspector."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.core.auth.api_keys import create_api_key, list_api_keys, revoke_api_key
from finkit.core.auth.schemas import DEFAULT_KEY_DAYS

app = typer.Typer(help="API keys for /mcp/inspector (shown once, stored hashed).", no_args_is_help=True)
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]


@app.command("create")
@handle_errors
def create(
    name: Annotated[str, typer.Argument(help="A name to recognise the key by.")],
    scope: Annotated[
        list[str] | None, typer.Option("--scope", help="Repeat for several; default mcp:full.")
    ] = None,
    expires_in_days: Annotated[int, typer.Option(help="1 to 365.")] = DEFAULT_KEY_DAYS,
    toolsets: Annotated[
        str | None,
        typer.Option("--toolsets", help="MCP tool sets tools/list shows this key, e.g. tax,rules."),
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """Create a key and print it once.

    Example: finkit keys create inspector --scope mcp:read --expires-in-days 30 --toolsets tax,rules
    """
    body: dict[str, object] = {"name": name, "expiresInDays": expires_in_days}
    if scope:
        body["scopes"] = scope
    if toolsets is not None:
        from finkit.tools.toolsets import parse_toolsets  # the tool registry: only when asked

        body["toolsets"] = parse_toolsets(toolsets)
    created = create_api_key(get_state().context(), data=body)
    if json_output:
        print_json(created.to_json_dict())
        return
    console.print(f"Key [bold]{created.key}[/bold]", soft_wrap=True)
    sets = f", tool sets {', '.join(created.toolsets)}" if created.toolsets else ""
    console.print(
        f"id {created.id}, scopes {', '.join(created.scopes)}{sets}, expires {created.expires_at:%Y-%m-%d}"
    )
    console.print(created.warning, style="yellow")


@app.command("list")
@handle_errors
def list_cmd(json_output: JsonOpt = False) -> None:
    """List keys (prefixes only; the keys themselves cannot be shown again).

    Example: finkit keys list --json
    """
    keys = list_api_keys(get_state().context())
    if json_output:
        print_json([k.to_json_dict() for k in keys])
        return
    table = Table("Id", "Name", "Prefix", "Scopes", "Created", "Expires", "Last used", "Revoked")
    for k in keys:
        table.add_row(
            k.id,
            k.name,
            k.prefix,
            ", ".join(k.scopes),
            f"{k.created_at:%Y-%m-%d}",
            f"{k.expires_at:%Y-%m-%d}",
            f"{k.last_used_at:%Y-%m-%d %H:%M}" if k.last_used_at else "",
            "yes" if k.revoked else "no",
        )
    console.print(table)


@app.command("revoke")
@handle_errors
def revoke(key_id: str, json_output: JsonOpt = False) -> None:
    """Revoke a key: it stops working at once.

    Example: finkit keys revoke 3f1c...
    """
    key = revoke_api_key(get_state().context(), key_id)
    if json_output:
        print_json(key.to_json_dict())
    else:
        console.print(f"Revoked {key.name} ({key.prefix}…)")
