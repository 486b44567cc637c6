"""``finkit merchants``: list the account's merchants and rename one for all its rows."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.cli.render import money
from finkit.core.merchants import list_merchants, list_renames
from finkit.core.usecases.merchants import rename_merchant

app = typer.Typer(help="Merchants: who your transactions are with, and renaming them.", no_args_is_help=True)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]


@app.command("list")
@handle_errors
def list_cmd(
    search: Annotated[str | None, typer.Option("--search", "-s", help="Only names containing this.")] = None,
    limit: Annotated[int, typer.Option(help="At most this many (1-1000).")] = 200,
    json_output: JsonOpt = False,
) -> None:
    """Merchants with their number of transactions and signed total, most used first.
    Example: finkit merchants list --search bunn"""
    found = list_merchants(get_state().context(), query=search, limit=limit)
    if json_output:
        print_json(found.to_json_dict())
        return
    table = Table("Merchant", "Transactions", "Total")
    for merchant in found.merchants:
        table.add_row(
            merchant.name, str(merchant.transaction_count), money(merchant.total, merchant.currency)
        )
    console.print(table)
    if found.total_merchants > len(found.merchants):
        console.print(f"{len(found.merchants)} of {found.total_merchants} merchants; use --limit for more.")


@app.command("rename")
@handle_errors
def rename_cmd(
    from_name: Annotated[str, typer.Argument(help="The merchant as listed (any case).")],
    to_name: Annotated[str, typer.Argument(help="What to call it from now on.")],
    json_output: JsonOpt = False,
) -> None:
    """Rename a merchant on every transaction, now and in future imports.
    Example: finkit merchants rename "J Smith" "Smith Electrical (client)\""""
    result = rename_merchant(get_state().context(), from_name=from_name, to_name=to_name)
    if json_output:
        print_json({"rename": result.to_json_dict()})
        return
    console.print(
        f"Renamed {result.from_name} to {result.to_name} on {result.updated} transaction(s); "
        "future rows follow."
    )


@app.command("renames")
@handle_errors
def renames_cmd(json_output: JsonOpt = False) -> None:
    """The renames this account has made. Example: finkit merchants renames"""
    renames = list_renames(get_state().context())
    if json_output:
        print_json({"renames": [r.to_json_dict() for r in renames]})
        return
    table = Table("From", "To")
    for rename in renames:
        table.add_row(rename.from_name, rename.to_name)
    console.print(table)
