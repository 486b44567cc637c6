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
    help="Bank accounts: add, list, show, edit, close and reconcile the accounts your money is in, with balances.",
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
    table = Table(
        "Name", "Type", "Institution", "Last 4", "Balance", "As at", "Rows", "Reconciled to", "Status"
    )
    for bank in result.accounts:
        table.add_row(
            bank.name,
            bank.type,
            bank.institution or "",
            bank.last4 or "",
            money(bank.balance, bank.currency),
            bank.balance_date.isoformat() if bank.balance_date else "",
            str(bank.transaction_count),
            bank.reconciled_to.isoformat() if bank.reconciled_to else "",
            "closed" if bank.closed else "open",
        )
    console.print(table)
    for bank in result.accounts:
        for found in bank.open_breaks:
            console.print(
                f"[yellow]{bank.name}: the balance broke at import on {found.date} "
                f"(line {found.line} of {found.file_name}): {money(found.difference, bank.currency)}[/yellow]"
            )


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


@app.command("reconcile")
@handle_errors
def reconcile(
    name: Annotated[str, typer.Argument(help="Name or id.")],
    statement_balance: Annotated[
        str, typer.Option("--statement-balance", help="The balance the bank shows (owed: negative).")
    ],
    on: Annotated[str, typer.Option("--date", help="The day that balance is at the end of.")],
    json_output: JsonOpt = False,
) -> None:
    """Compare the books with a balance read off your bank (a statement or the app) at the end of a day.

    A difference of 0 remembers the point (reconciledTo) and marks the rows up to it reconciled;
    otherwise the rows and breaks that may explain the difference are listed.

    Example: finkit accounts reconcile business --statement-balance 2675.23 --date 2025-09-29
    """
    from finkit.core.usecases.bank_accounts import reconcile_bank_account

    result = reconcile_bank_account(
        get_state().context(), name, data={"statementBalance": statement_balance, "date": on}
    )
    if json_output:
        print_json(result.to_json_dict())
        return
    currency = get_bank_account(get_state().context(), result.bank_account_id).currency
    console.print(
        f"{result.bank_account_name} at {result.date}: bank {money(result.statement_balance, currency)}, "
        f"books {money(result.books_balance, currency)}, difference {money(result.difference, currency)}"
    )
    if result.reconciled:
        console.print(
            f"[green]Reconciled[/green] to {result.reconciled_to}: {result.rows_reconciled} row(s) marked."
        )
        return
    console.print(
        f"[yellow]Not reconciled[/yellow] (last reconciled: {result.reconciled_to or 'never'}); "
        f"{result.unreconciled_count} row(s) not yet reconciled. What may explain it:"
    )
    table = Table("Why", "Date", "Amount", "Row")
    for c in result.candidates:
        row = c.transaction_id or (f"line {c.line} of {c.file_name}" if c.line else "")
        table.add_row(c.reason, c.date.isoformat(), money(c.amount, currency), f"{row} {c.description or ''}")
    console.print(table)


@handle_errors
def report_balances(
    period: Annotated[
        str | None,
        typer.Option(
            "--period", help='"FY2026", "Jul–Sep 2025", "last 6 months" (default: the last 12 months).'
        ),
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """Month-end balances per bank account and their total (net worth); money owed is negative.

    Example: finkit report balances --period "FY2026" --json
    """
    from finkit.core.bank_accounts.balances import balances_report

    report = balances_report(get_state().context(), period=period)
    if json_output:
        print_json(report.to_json_dict())
        return
    names = [a.name + (" (closed)" if a.closed else "") for a in report.accounts]
    table = Table("Month end", *names, "Total", title=f"Balances, {report.period} ({report.currency})")
    for month in report.months:
        by_id = {b.bank_account_id: b.balance for b in month.balances}
        table.add_row(
            month.date.isoformat(),
            *(money(by_id[a.id], a.currency) if a.id in by_id else "" for a in report.accounts),
            money(month.total, report.currency),
        )
    console.print(table)
