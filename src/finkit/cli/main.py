"""The ``finkit`` command: one Typer sub-app per area, each a thin recipe over core services.

Commands load when chosen (``finkit.cli.lazy``): ``COMMANDS`` maps each name to the module that holds
it and its one-line help, which ``finkit --help`` prints without importing any of them. To add a
command, add one line here (a test checks the help text against the command's own).
"""

from __future__ import annotations

from typing import Annotated

import typer

from finkit import __version__
from finkit.cli.lazy import LazyCommand, LazyGroup

#: name -> where the command lives and its help line, in the order ``finkit --help`` lists them.
COMMANDS: dict[str, LazyCommand] = {
    "init": LazyCommand(
        "finkit.cli.init:init", "Create (or upgrade) the database and the local single-person user."
    ),
    "mcp": LazyCommand(
        "finkit.cli.mcp:mcp_cmd",
        "Serve finkit's MCP tools over stdio (for Claude Desktop, Cursor, VS Code and other MCP clients).",
    ),
    "import": LazyCommand(
        "finkit.cli.imports:import_cmd",
        "Import a bank export. The layout, encoding and date order are detected; re-importing adds nothing.",
    ),
    "search": LazyCommand(
        "finkit.cli.search:search_cmd",
        "Search everything: transactions, expenses, bills, receipts, vehicles, trips, rules, conversations.",
    ),
    "serve": LazyCommand(
        "finkit.cli.serve:serve",
        "Serve the web dashboard at / and the REST API (and /healthz, /readyz, /openapi.json).",
    ),
    "users": LazyCommand(
        "finkit.cli.users:app", "Manage users, their subscription tiers, exports and deletion."
    ),
    "accounts": LazyCommand(
        "finkit.cli.bank_accounts:app",
        "Bank accounts: add, list, show, edit, close and reconcile the accounts your money is in, with balances.",
    ),
    "tx": LazyCommand(
        "finkit.cli.transactions:app",
        "Add, list, show, edit and delete transactions.",
    ),
    "categories": LazyCommand("finkit.cli.categories:app", "List, add, edit and delete categories."),
    "tax": LazyCommand("finkit.cli.tax:app", "GST/VAT rates, tax calculation and tax-deduction analysis."),
    "report": LazyCommand(
        "finkit.cli.report:app",
        "Reports: tax, BAS, vehicle, spending, cash flow.",
    ),
    "sets": LazyCommand("finkit.cli.category_sets:app", "Category sets (Smart Categories, Elite+ tier)."),
    "bills": LazyCommand(
        "finkit.cli.bills:app", "Bills and recurring payments: detect, list, add, edit, delete, match."
    ),
    "webhooks": LazyCommand(
        "finkit.cli.webhooks:app", "Webhook endpoints, deliveries and the delivery worker."
    ),
    "feeds": LazyCommand("finkit.cli.feeds:app", "Bank feeds: connect SimpleFIN, sync, disconnect."),
    "expenses": LazyCommand(
        "finkit.cli.expenses:app", "Expenses: record, approve, reimburse, and match to bank transactions."
    ),
    "receipts": LazyCommand(
        "finkit.cli.receipts:app", "Receipts: store, read (PDF text or OCR), match and commit."
    ),
    "vehicles": LazyCommand("finkit.cli.travel:vehicles_app", "Vehicles and odometer readings."),
    "trips": LazyCommand("finkit.cli.travel:trips_app", "Logbook trips and logbook periods."),
    "travel": LazyCommand("finkit.cli.travel:travel_app", "Work trips away from home (travel records)."),
    "keys": LazyCommand("finkit.cli.keys:app", "API keys for /mcp/inspector (shown once, stored hashed)."),
    "rules": LazyCommand(
        "finkit.cli.rules:app", "Automation rules: conditions, actions, priorities; preview, run and undo."
    ),
    "merchants": LazyCommand(
        "finkit.cli.merchants:app", "Merchants: who your transactions are with, and renaming them."
    ),
    "profile": LazyCommand(
        "finkit.cli.profile:app",
        "Your tax profile: entity type, GST registration, BAS period, financial year.",
    ),
    "categorise": LazyCommand(
        "finkit.cli.categorise:app",
        "Suggest categories from rules, known merchants and your own history; --apply to set them.",
    ),
    "review": LazyCommand(
        "finkit.cli.review:app",
        "Review what needs you: groups of alike rows, each with finkit's suggestion; decide or accept.",
    ),
    "apps": LazyCommand(
        "finkit.cli.apps:app", "Connected apps: OAuth clients you have allowed to use finkit."
    ),
    "ask": LazyCommand(
        "finkit.cli.chat:ask_cmd",
        "Ask the assistant one question; a proposed change is shown with the way to confirm it.",
    ),
    "chat": LazyCommand(
        "finkit.cli.chat:chat_cmd",
        "Talk with the assistant; proposed changes are asked about before anything is written.",
    ),
}


class _FinkitGroup(LazyGroup):
    lazy_commands = COMMANDS


app = typer.Typer(
    name="finkit",
    help="Bookkeeping for sole traders, freelancers and households: transactions, categories, tax and more.",
    no_args_is_help=True,
    # Plain help: rich-rendered help costs ~0.2 s of imports (rich.markdown, markdown-it) on every
    # --help, more than the rest of ``finkit --help`` together (docs/decisions/0019-speed.md).
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
    cls=_FinkitGroup,
)


def _print_version(value: bool) -> None:
    if value:
        typer.echo(f"finkit {__version__}")
        raise typer.Exit()


@app.callback()
def _global(
    ctx: typer.Context,
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
    version: Annotated[
        bool,
        typer.Option(
            "--version", callback=_print_version, is_eager=True, help="Print finkit's version and exit."
        ),
    ] = False,
) -> None:
    from finkit.cli.app import get_state

    state = get_state()
    state.start(database, user)
    ctx.call_on_close(state.close)


def main() -> None:
    app()
