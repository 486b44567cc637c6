"""``finkit feeds``: connect bank feeds (SimpleFIN), list, sync and disconnect them."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.core.feeds.schemas import FeedSyncResult
from finkit.core.usecases.feeds import connect_feed, disconnect_feed, list_feeds, sync_all_feeds, sync_feed

app = typer.Typer(help="Bank feeds: connect SimpleFIN, sync, disconnect.", no_args_is_help=True)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]


@app.command("connect")
@handle_errors
def connect(
    token: Annotated[str, typer.Argument(help="The SimpleFIN setup token from your bridge.")],
    name: Annotated[str | None, typer.Option(help="A name for the connection.")] = None,
    json_output: JsonOpt = False,
) -> None:
    """Claim a SimpleFIN setup token and store the connection (credentials are kept encrypted).

    Example: finkit feeds connect aHR0cHM6Ly9icmlkZ2Uuc2ltcGxlZmluLm9yZy9jbGFpbS8uLi4=
    """
    connection = connect_feed(get_state().context(), data={"token": token, "name": name})
    if json_output:
        print_json({"connection": connection.to_json_dict()})
    else:
        console.print(
            f"Connected {connection.name} ({connection.id}). Run: finkit feeds sync {connection.id}"
        )


@app.command("list")
@handle_errors
def list_cmd(json_output: JsonOpt = False) -> None:
    """List bank-feed connections with their last sync and status.

    Example: finkit feeds list
    """
    result = list_feeds(get_state().context())
    if json_output:
        print_json(result.to_json_dict())
        return
    table = Table("Id", "Name", "Status", "Last sync", "Last error")
    for c in result.connections:
        last = c.last_sync_at.isoformat(timespec="seconds") if c.last_sync_at else "never"
        table.add_row(c.id, c.name, c.status, last, c.last_error or "")
    console.print(table)


def _print_result(result: FeedSyncResult) -> None:
    console.print(
        f"{result.connection_id}: {result.inserted} new, {result.linked} linked to existing rows, "
        f"{result.updated} updated, {result.pending} pending"
    )
    for error in result.errors:
        console.print(f"  {error}", style="yellow")


@app.command("sync")
@handle_errors
def sync(
    connection_id: Annotated[str | None, typer.Argument(help="One connection; default all.")] = None,
    json_output: JsonOpt = False,
) -> None:
    """Fetch new transactions since the last sync (with a few days' overlap).

    Example: finkit feeds sync
    """
    ctx = get_state().context()
    results = [sync_feed(ctx, connection_id)] if connection_id else sync_all_feeds(ctx)
    if json_output:
        print_json({"results": [r.to_json_dict() for r in results]})
        return
    for result in results:
        _print_result(result)


@app.command("disconnect")
@handle_errors
def disconnect(connection_id: str, json_output: JsonOpt = False) -> None:
    """Forget a connection and its credentials; its transactions stay.

    Example: finkit feeds disconnect 7b1c...
    """
    result = disconnect_feed(get_state().context(), connection_id)
    print_json(result.to_json_dict()) if json_output else console.print(f"Disconnected {result.id}")
