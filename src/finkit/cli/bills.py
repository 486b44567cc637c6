"""``finkit bills``: detect recurring payments, manage bills, match payments, see what is due."""

from __future__ import annotations

from decimal import Decimal
from typing import Annotated, Any

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.cli.period_option import PeriodOpt, cli_dates
from finkit.cli.render import amount, money, yes_no
from finkit.core.bills.matching import match_bills
from finkit.core.bills.schemas import BillRead
from finkit.core.bills.service import (
    create_bill,
    delete_bill,
    detect_recurring,
    get_bill,
    list_bill_payments,
    list_bills,
    update_bill,
)
from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError

app = typer.Typer(
    help="Bills and recurring payments: detect, list, add, edit, delete, match.", no_args_is_help=True
)
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]


def _category_id(ctx: AccountContext, value: str | None) -> str | None:
    if not value:
        return None
    try:
        return find_category_by_name(ctx, value).id
    except NotFoundError:
        return value


def _body(**values: Any) -> dict[str, Any]:
    return {k: v for k, v in values.items() if v is not None}


def _amount(b: BillRead) -> str:
    if b.min_amount is not None or b.max_amount is not None:
        low, high = b.min_amount or Decimal(0), b.max_amount or Decimal(0)
        return f"{amount(low, b.currency)}–{amount(high, b.currency)}"
    return amount(b.expected_amount, b.currency) if b.expected_amount is not None else ""


def _table(bills: list[BillRead]) -> None:
    table = Table("Name", "Amount", "Frequency", "Next due", "Days", "Status", "Autopay", "Id")
    for b in bills:
        style = {"overdue": "red", "due_soon": "yellow"}.get(b.status, "")
        table.add_row(
            b.name,
            ("+" if b.type == "credit" else "") + _amount(b),
            b.frequency,
            b.next_due_date.isoformat(),
            str(b.days_until_due),
            f"[{style}]{b.status}[/]" if style else b.status,
            yes_no(b.autopay),
            b.id,
        )
    console.print(table)


@app.command("detect")
@handle_errors
def detect(
    create: Annotated[
        bool, typer.Option("--create", help="Create a bill for each pattern no bill covers.")
    ] = False,
    min_confidence: Annotated[
        float, typer.Option(help="Report patterns at least this confident (0-1).")
    ] = 0.6,
    include_inactive: Annotated[bool, typer.Option(help="Also show patterns that have stopped.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """Find recurring payments and income in your history.

    Example: finkit bills detect --create
    """
    result = detect_recurring(
        get_state().context(), min_confidence=min_confidence, include_inactive=include_inactive, create=create
    )
    if json_output:
        print_json(result.to_json_dict())
        return
    table = Table(
        "Merchant",
        "Frequency",
        "Average",
        "Range",
        "Seen",
        "Last seen",
        "Next expected",
        "Confidence",
        "Bill",
    )
    for p in result.patterns:
        table.add_row(
            p.merchant,
            p.frequency + (" (month end)" if p.month_end else ""),
            money(p.average_amount if p.is_income else -p.average_amount),
            f"{amount(p.min_amount, p.currency)}–{amount(p.max_amount, p.currency)}",
            str(p.occurrences),
            p.last_seen.isoformat(),
            p.next_expected_date.isoformat(),
            f"{p.confidence:.0%}",
            (p.bill_id or "")[:8],
        )
    console.print(table)
    console.print(
        f"Active means still running on {result.as_of.isoformat()} (today, or your latest transaction).",
        style="dim",
    )
    if create:
        console.print(f"Created {len(result.created)} bill(s).")


@app.command("list")
@handle_errors
def list_cmd(
    upcoming: Annotated[int | None, typer.Option("--upcoming", help="Only bills due within N days.")] = None,
    overdue: Annotated[
        bool, typer.Option("--overdue", help="Only overdue bills (with --upcoming: either).")
    ] = False,
    all_: Annotated[bool, typer.Option("--all", help="Include inactive bills.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """List bills by next due date.

    Example: finkit bills list --upcoming 30 --overdue
    """
    bills = list_bills(get_state().context(), upcoming_days=upcoming, overdue=overdue, include_inactive=all_)
    if json_output:
        print_json({"bills": [b.to_json_dict() for b in bills]})
    else:
        _table(bills)


@app.command("show")
@handle_errors
def show(bill_id: str, json_output: JsonOpt = False) -> None:
    """Show a bill and its payments. Example: finkit bills show 1b2c..."""
    ctx = get_state().context()
    found = get_bill(ctx, bill_id)
    payments = list_bill_payments(ctx, bill_id)
    if json_output:
        print_json({"bill": found.to_json_dict(), "payments": [p.to_json_dict() for p in payments]})
        return
    _table([found])
    table = Table("Due", "Paid", "Amount", "Matched by", "Transaction")
    for p in payments:
        table.add_row(
            p.due_date.isoformat(), p.paid_date.isoformat(), money(p.amount), p.matched_by, p.transaction_id
        )
    console.print(table)


def _fields(ctx: AccountContext, **values: Any) -> dict[str, Any]:
    if values.get("category_id"):
        values["category_id"] = _category_id(ctx, values["category_id"])
    return _body(**values)


@app.command("add")
@handle_errors
def add(
    name: str,
    frequency: Annotated[
        str, typer.Option(help="weekly, fortnightly, four_weekly, monthly, quarterly, yearly.")
    ],
    due: Annotated[str, typer.Option("--due", help="Next due date (ISO).")],
    amount: Annotated[str | None, typer.Option(help="Expected amount (positive).")] = None,
    min_amount: Annotated[str | None, typer.Option(help="Lowest expected amount.")] = None,
    max_amount: Annotated[str | None, typer.Option(help="Highest expected amount.")] = None,
    merchant: Annotated[
        str | None, typer.Option(help="Payee as it appears on statements; default NAME.")
    ] = None,
    income: Annotated[bool, typer.Option("--income", help="Expected money in (e.g. salary).")] = False,
    month_end: Annotated[bool, typer.Option("--month-end", help="Due on the last day of the month.")] = False,
    category: Annotated[str | None, typer.Option(help="Category name or id.")] = None,
    autopay: Annotated[bool, typer.Option("--autopay", help="Paid automatically.")] = False,
    reminder_days: Annotated[int | None, typer.Option(help="Days before due to count as due soon.")] = None,
    currency: Annotated[str | None, typer.Option()] = None,
    notes: Annotated[str | None, typer.Option()] = None,
    json_output: JsonOpt = False,
) -> None:
    """Add a bill.

    Example: finkit bills add Netflix --amount 22.99 --frequency monthly --due 2026-12-05 --merchant NETFLIX.COM
    """
    ctx = get_state().context()
    made = create_bill(
        ctx,
        data=_fields(
            ctx,
            name=name,
            merchant=merchant,
            type="credit" if income else "debit",
            expected_amount=amount,
            min_amount=min_amount,
            max_amount=max_amount,
            currency=currency,
            frequency=frequency,
            next_due_date=due,
            month_end=month_end,
            category_id=category,
            autopay=autopay,
            reminder_days=reminder_days,
            notes=notes,
        ),
    )
    if json_output:
        print_json({"bill": made.to_json_dict()})
    else:
        console.print(f"Added bill {made.name} ({made.id}), next due {made.next_due_date}")


@app.command("edit")
@handle_errors
def edit(
    bill_id: str,
    name: Annotated[str | None, typer.Option()] = None,
    amount: Annotated[str | None, typer.Option()] = None,
    min_amount: Annotated[str | None, typer.Option()] = None,
    max_amount: Annotated[str | None, typer.Option()] = None,
    merchant: Annotated[str | None, typer.Option()] = None,
    frequency: Annotated[str | None, typer.Option()] = None,
    due: Annotated[str | None, typer.Option("--due")] = None,
    category: Annotated[str | None, typer.Option()] = None,
    autopay: Annotated[bool | None, typer.Option("--autopay/--no-autopay")] = None,
    active: Annotated[bool | None, typer.Option("--active/--inactive")] = None,
    reminder_days: Annotated[int | None, typer.Option()] = None,
    notes: Annotated[str | None, typer.Option()] = None,
    json_output: JsonOpt = False,
) -> None:
    """Change a bill. Example: finkit bills edit 1b2c... --amount 24.99 --reminder-days 5"""
    ctx = get_state().context()
    changed = update_bill(
        ctx,
        bill_id,
        data=_fields(
            ctx,
            name=name,
            expected_amount=amount,
            min_amount=min_amount,
            max_amount=max_amount,
            merchant=merchant,
            frequency=frequency,
            next_due_date=due,
            category_id=category,
            autopay=autopay,
            is_active=active,
            reminder_days=reminder_days,
            notes=notes,
        ),
    )
    if json_output:
        print_json({"bill": changed.to_json_dict()})
    else:
        _table([changed])


@app.command("delete")
@handle_errors
def delete(
    bill_id: str,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """Delete a bill (its transactions stay). Example: finkit bills delete 1b2c... --yes"""
    ctx = get_state().context()
    if not yes:
        typer.confirm(f"Delete bill {get_bill(ctx, bill_id).name}?", abort=True)
    result = delete_bill(ctx, bill_id)
    if json_output:
        print_json(result.to_json_dict())
    else:
        console.print(f"Deleted {result.id}")


@app.command("match")
@handle_errors
def match(
    bill_id: Annotated[str | None, typer.Option("--bill", help="Only this bill.")] = None,
    from_date: Annotated[str | None, typer.Option("--from", help="Only transactions from this date.")] = None,
    to_date: Annotated[str | None, typer.Option("--to", help="Only transactions up to this date.")] = None,
    period: PeriodOpt = None,
    json_output: JsonOpt = False,
) -> None:
    """Match past transactions to bills (new transactions are matched as they are added).

    Example: finkit bills match --from 2026-01-01 (or --period "this financial year")
    """
    start, end = cli_dates(period, from_date, to_date, json_output=json_output)
    result = match_bills(get_state().context(), bill_id=bill_id, from_date=start, to_date=end)
    if json_output:
        print_json(result.to_json_dict())
    else:
        console.print(f"Matched {result.matched} payment(s).")
