"""The ``finkit`` command: one Typer sub-app per area, each a thin recipe over core services."""

from __future__ import annotations

from typing import Annotated

import typer

from finkit.cli import categories, categorise, rules, transactions, users
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
app.add_typer(rules.app, name="rules")
app.add_typer(categorise.app, name="categorise")


def main() -> None:
    app()
