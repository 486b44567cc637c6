"""The ``finkit`` command: one Typer sub-app per area, each a thin recipe over core services."""

from __future__ import annotations

from typing import Annotated

import typer

from finkit.cli import (
    analytics,
    apps,
    bills,
    categories,
    categorise,
    category_sets,
    expenses,
    feeds,
    imports,
    keys,
    mcp,
    receipts,
    report,
    rules,
    search,
    serve,
    tax,
    transactions,
    travel,
    users,
    webhooks,
)
from finkit.cli.app import console, get_state, handle_errors, print_json

app = typer.Typer(
    name="finkit",
    help="Bookkeeping for sole traders, freelancers and households: transactions, categories, tax and more.",
    no_args_is_help=True,
    rich_markup_mode="rich",
    pretty_exceptions_enable=False,
)


@app.callback()
def _global(
    database: Annotated[
        str | None,
        typer.Option(
            "--database",
            envvar="FINKIT_DATABASE_URL",
            help="SQLAlchemy database URL (default: SQLite in the data dir).",
        ),
    ] = None,
    user: Annotated[
        str | None, typer.Option("--user", help="Act as this user (email); default: the local user.")
    ] = None,
) -> None:
    state = get_state()
    state.database_url = database
    state.user_email = user
    for cached in ("settings", "db"):
        state.__dict__.pop(cached, None)


@app.command()
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


app.add_typer(users.app, name="users")
app.add_typer(transactions.app, name="tx")
app.add_typer(categories.app, name="categories")
app.command("mcp")(mcp.mcp_cmd)
app.add_typer(tax.app, name="tax")
app.add_typer(report.app, name="report")
app.add_typer(category_sets.app, name="sets")
app.add_typer(bills.app, name="bills")
app.add_typer(webhooks.app, name="webhooks")
app.add_typer(feeds.app, name="feeds")
app.add_typer(expenses.app, name="expenses")
app.add_typer(receipts.app, name="receipts")
app.add_typer(travel.vehicles_app, name="vehicles")
app.add_typer(travel.trips_app, name="trips")
app.add_typer(travel.travel_app, name="travel")
app.command("import")(imports.import_cmd)
app.command("search")(search.search_cmd)
_ = analytics  # registers its commands on the report app
app.add_typer(keys.app, name="keys")
app.add_typer(apps.app, name="apps")
app.command("serve")(serve.serve)
app.add_typer(rules.app, name="rules")
app.add_typer(categorise.app, name="categorise")


def main() -> None:
    app()
