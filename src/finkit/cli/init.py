"""``finkit init``: create or upgrade the database and the local single-person user."""

from __future__ import annotations

from typing import Annotated

import typer

from finkit.cli.app import console, get_state, handle_errors, print_json


@handle_errors
def init(
    json_output: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Create (or upgrade) the database and the local single-person user.

    Example: finkit init
    """
    state = get_state()
    ctx = state.context()
    info = {
        "database": state.settings.resolved_database_url(),
        "user": ctx.email,
        "accountId": ctx.account_id,
    }
    if json_output:
        print_json(info)
    else:
        console.print(
            f"Database ready at [bold]{info['database']}[/bold]; acting as [bold]{ctx.email}[/bold]."
        )
