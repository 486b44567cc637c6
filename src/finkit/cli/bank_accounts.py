"""``finkit accounts``: the bank accounts a person's money is in, with their balances.

"Account" is the word people use; in code and on the wire it is a *bank* account, so it never clashes
with the account holder.
"""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.cli.render import money
from finkit.core.bank_accounts.schemas import BankAccountRead
from finkit.core.bank_accounts.service import (
    close_bank_account,
    create_bank_account,
    get_bank_account,
    list_bank_accounts,
    update_bank_account,
)

app = typer.Typer(
    help="Bank accounts: add, list, show, edit and close the accounts your money is in, with balances.",
    no_args_is_help=True,
)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]
TypeHelp = "everyday, savings, credit_card, loan, cash, offset, investment or other."


def _body(**values: Any) -> dict[str, Any]:
    return {k: v for k, v in values.items() if v is not None}


def _show(bank: BankAccountRead, json_output: bool) -> None:
    if json_output:
        print_json({"account": bank.to_json_dict()})
        return
    table = Table(show_header=False, box=None)
    for key, value in bank.to_json_dict().items():
        table.add_row(f"[bold]{key}[/bold]", "" if value is None else str(value))
    console.print(table)


@app.command("add")
@handle_errors
def add(
    name: Annotated[str, typer.Argument(help="A short name: business, personal, card…")],
    type_: Annotated[str, typer.Option("--type", "-t", help=TypeHelp)] = "everyday",
    institution: Annotated[str | None, typer.Option(help="The bank.")] = None,
    last4: Annotated[str | None, typer.Option("--last4", help="Last four digits of the number.")] = None,
    currency: Annotated[str | None, typer.Option(help="Default: your base currency.")] = None,
    opening_balance: Annotated[
        str | None, typer.Option("--opening-balance", help="Balance before the first row (owed: negative).")
    ] = None,
    opening_date: Annotated[str | None, typer.Option("--opening-date", help="Date of that balance.")] = None,
    json_output: JsonOpt = False,
) -> None:
    """Add a bank account. Without an opening balance, the first statement with a balance column sets it.

    Example: finkit accounts add card --type credit_card --last4 7702 --opening-balance -1264.30 --opening-date 2025-06-30
    """
    bank = create_bank_account(
        get_state().context(),
        data=_body(
            name=name,
            type=type_,
            institution=institution,
            last4=last4,
            currency=currency,
            opening_balance=opening_balance,
            opening_date=opening_date,
        ),
    )
    if json_output:
        print_json({"account": bank.to_json_dict()})
    else:
        console.print(
            f"Added account {bank.name} ({bank.type}): balance {money(bank.balance, bank.currency)}"
        )


@app.command("list")
@handle_errors
def list_cmd(
    closed: Annotated[bool, typer.Option("--closed/--open-only", help="Include closed accounts.")] = True,
    json_output: JsonOpt = False,
) -> None:
    """List bank accounts with their balances (opening balance plus every row).

    Example: finkit accounts list --json
    """
    result = list_bank_accounts(get_state().context(), include_closed=closed)
    if json_output:
        print_json(result.to_json_dict())
        return
    table = Table("Name", "Type", "Institution", "Last 4", "Balance", "As at", "Rows", "Status")
    for bank in result.accounts:
        table.add_row(
            bank.name,
            bank.type,
            bank.institution or "",
            bank.last4 or "",
            money(bank.balance, bank.currency),
            bank.balance_date.isoformat() if bank.balance_date else "",
            str(bank.transaction_count),
            "closed" if bank.closed else "open",
        )
    console.print(table)


@app.command("show")
@handle_errors
def show(name: Annotated[str, typer.Argument(help="Name or id.")], json_output: JsonOpt = False) -> None:
    """Show one bank account and its balance.

    Example: finkit accounts show business
    """
    _show(get_bank_account(get_state().context(), name), json_output)


@app.command("edit")
@handle_errors
def edit(
    name: Annotated[str, typer.Argument(help="Name or id.")],
    new_name: Annotated[str | None, typer.Option("--name", help="Rename.")] = None,
    type_: Annotated[str | None, typer.Option("--type", "-t", help=TypeHelp)] = None,
    institution: Annotated[str | None, typer.Option()] = None,
    last4: Annotated[str | None, typer.Option("--last4")] = None,
    currency: Annotated[str | None, typer.Option()] = None,
    opening_balance: Annotated[str | None, typer.Option("--opening-balance")] = None,
    opening_date: Annotated[str | None, typer.Option("--opening-date")] = None,
    json_output: JsonOpt = False,
) -> None:
    """Change a bank account's details; the balance follows a new opening balance.

    Example: finkit accounts edit business --institution "Commonwealth Bank"
    """
    bank = update_bank_account(
        get_state().context(),
        name,
        data=_body(
            name=new_name,
            type=type_,
            institution=institution,
            last4=last4,
            currency=currency,
            opening_balance=opening_balance,
            opening_date=opening_date,
        ),
    )
    _show(bank, json_output)


@app.command("close")
@handle_errors
def close(name: Annotated[str, typer.Argument(help="Name or id.")], json_output: JsonOpt = False) -> None:
    """Close a bank account: its rows and balance stay; it takes no new rows.

    Example: finkit accounts close "old card"
    """
    bank = close_bank_account(get_state().context(), name)
    if json_output:
        print_json({"account": bank.to_json_dict()})
    else:
        console.print(f"Closed {bank.name}: final balance {money(bank.balance, bank.currency)}")
