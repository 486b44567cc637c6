"""``finkit expenses``: add, list, show, edit, delete, the approval workflow and bank matching."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.cli.render import money, yes_no
from finkit.cli.transactions import _body, _category_id
from finkit.core.expenses.matching import (
    link_expense_to_transaction,
    suggest_transaction_matches,
    unlink_expense_transaction,
)
from finkit.core.expenses.schemas import ExpenseRead
from finkit.core.expenses.service import (
    approve_expense,
    create_expense,
    delete_expense,
    get_expense,
    list_expenses,
    reimburse_expense,
    return_expense_to_draft,
    submit_expense,
    update_expense,
)
from finkit.core.money import parse_amount
from finkit.core.transactions.short_ids import resolve_transaction_id

app = typer.Typer(
    help="Expenses: record, approve, reimburse, and match to bank transactions.", no_args_is_help=True
)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]
CategoryOpt = Annotated[str | None, typer.Option("--category", "-c", help="Category name or id.")]


def _show(expense: ExpenseRead) -> None:
    table = Table(show_header=False, box=None)
    for key, value in expense.to_json_dict().items():
        if key == "category":
            value = value["name"] if value else ""
        table.add_row(f"[bold]{key}[/bold]", "" if value is None else str(value))
    console.print(table)


def _emit(expense: ExpenseRead, json_output: bool, verb: str = "") -> None:
    if json_output:
        print_json({"expense": expense.to_json_dict()})
    elif verb:
        console.print(
            f"{verb} {expense.id}: {expense.description} ",
            money(-expense.amount, expense.currency),
            f" [{expense.status}]",
        )
    else:
        _show(expense)


@app.command("add", context_settings={"ignore_unknown_options": True})
@handle_errors
def add(
    amount: Annotated[str, typer.Argument(help="What was spent (a positive number).")],
    description: Annotated[str, typer.Argument(help="What it was for.")],
    on: Annotated[str | None, typer.Option("--date", help="ISO date; default today.")] = None,
    merchant: Annotated[str | None, typer.Option()] = None,
    category: CategoryOpt = None,
    currency: Annotated[str | None, typer.Option(help="Default: the account's currency.")] = None,
    gst_rate: Annotated[str | None, typer.Option(help="GST rate in percent, e.g. 10.")] = None,
    gst_amount: Annotated[str | None, typer.Option()] = None,
    gst_excluded: Annotated[bool, typer.Option("--gst-excluded", help="The amount excludes GST.")] = False,
    deductible: Annotated[bool | None, typer.Option("--deductible/--not-deductible")] = None,
    business_use: Annotated[str | None, typer.Option(help="Business-use percentage.")] = None,
    payment_method: Annotated[
        str | None,
        typer.Option(help="cash, card, personal_card, company_card, bank_transfer, direct_debit, other."),
    ] = None,
    reimbursable: Annotated[bool, typer.Option("--reimbursable", help="Someone owes this back.")] = False,
    transaction: Annotated[
        str | None, typer.Option("--transaction", help="Bank transaction that paid it.")
    ] = None,
    vehicle: Annotated[str | None, typer.Option(help="Vehicle id this cost belongs to.")] = None,
    notes: Annotated[str | None, typer.Option()] = None,
    json_output: JsonOpt = False,
) -> None:
    """Record an expense (as a draft); publishes ``expense.created``.

    Example: finkit expenses add 110 "Printer ink" --merchant Officeworks --category "Office Supplies" --reimbursable
    """
    ctx = get_state().context()
    expense = create_expense(
        ctx,
        data=_body(
            date=on or date.today().isoformat(),
            amount=amount,
            description=description,
            merchant=merchant,
            category_id=_category_id(ctx, category),
            currency=currency,
            gst_rate=gst_rate,
            gst_amount=gst_amount,
            gst_included=not gst_excluded,
            is_tax_deductible=deductible,
            business_use_percentage=business_use,
            payment_method=payment_method,
            reimbursable=reimbursable,
            transaction_id=resolve_transaction_id(ctx, transaction) if transaction else None,
            vehicle_id=vehicle,
            notes=notes,
        ),
    )
    _emit(expense, json_output, "Added")


@app.command("list")
@handle_errors
def list_cmd(
    page: Annotated[int, typer.Option(help="Page number.")] = 1,
    limit: Annotated[int, typer.Option(help="Rows per page (max 200).")] = 50,
    from_date: Annotated[str | None, typer.Option("--from", help="From date (inclusive).")] = None,
    to_date: Annotated[str | None, typer.Option("--to", help="To date (inclusive).")] = None,
    period: Annotated[
        str | None,
        typer.Option("--period", help='Instead of --from/--to: "last quarter", "FY2026", "since July"…'),
    ] = None,
    category: CategoryOpt = None,
    status: Annotated[str | None, typer.Option(help="draft, submitted, approved or reimbursed.")] = None,
    q: Annotated[str | None, typer.Option("--q", help="Text in merchant, description or notes.")] = None,
    merchant: Annotated[str | None, typer.Option()] = None,
    reimbursable: Annotated[bool | None, typer.Option("--reimbursable/--not-reimbursable")] = None,
    linked: Annotated[
        bool | None, typer.Option("--linked/--unlinked", help="Has a bank transaction.")
    ] = None,
    cursor: Annotated[
        str | None,
        typer.Option(help="Continue after a page: the next cursor it printed (instead of --page)."),
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """List expenses, newest first.

    Example: finkit expenses list --status submitted --from 2026-06-01 --json
    """
    ctx = get_state().context()
    cat = (
        "none" if category and category.lower() in {"none", "uncategorised"} else _category_id(ctx, category)
    )
    result = list_expenses(
        ctx,
        _body(
            page=page,
            limit=limit,
            from_date=from_date,
            to_date=to_date,
            period=period,
            category=cat,
            status=status,
            q=q,
            merchant=merchant,
            reimbursable=reimbursable,
            linked=linked,
            cursor=cursor,
        ),
    )
    if json_output:
        print_json(result.to_json_dict())
        return
    table = Table("Date", "Description", "Merchant", "Category", "Amount", "Status", "Reimb.", "Linked", "Id")
    for e in result.expenses:
        table.add_row(
            e.date.date().isoformat(),
            e.description,
            e.merchant or "",
            e.category.name if e.category else "",
            money(e.amount),
            e.status,
            yes_no(e.reimbursable),
            yes_no(e.transaction_id is not None),
            e.id[:8],
        )
    console.print(table)
    p = result.pagination
    where = f"Page {p.page} of {max(p.pages, 1)}" if cursor is None else "Continued"
    console.print(f"{where} · {p.total} expense(s)", style="dim")
    if result.next_cursor:
        console.print(f"Next page: --cursor {result.next_cursor}", style="dim", soft_wrap=True)


@app.command("show")
@handle_errors
def show(expense_id: str, json_output: JsonOpt = False) -> None:
    """Show one expense.

    Example: finkit expenses show 3f2a...
    """
    _emit(get_expense(get_state().context(), expense_id), json_output)


@app.command("edit")
@handle_errors
def edit(
    expense_id: str,
    amount: Annotated[str | None, typer.Option()] = None,
    description: Annotated[str | None, typer.Option()] = None,
    on: Annotated[str | None, typer.Option("--date")] = None,
    merchant: Annotated[str | None, typer.Option()] = None,
    category: CategoryOpt = None,
    gst_rate: Annotated[str | None, typer.Option()] = None,
    gst_amount: Annotated[str | None, typer.Option()] = None,
    deductible: Annotated[bool | None, typer.Option("--deductible/--not-deductible")] = None,
    business_use: Annotated[str | None, typer.Option()] = None,
    payment_method: Annotated[str | None, typer.Option()] = None,
    reimbursable: Annotated[bool | None, typer.Option("--reimbursable/--not-reimbursable")] = None,
    notes: Annotated[str | None, typer.Option()] = None,
    json_output: JsonOpt = False,
) -> None:
    """Change some fields of an expense (money fields are locked once approved).

    Example: finkit expenses edit 3f2a... --business-use 80
    """
    ctx = get_state().context()
    expense = update_expense(
        ctx,
        expense_id,
        data=_body(
            amount=amount,
            description=description,
            date=on,
            merchant=merchant,
            category_id=_category_id(ctx, category),
            gst_rate=gst_rate,
            gst_amount=gst_amount,
            is_tax_deductible=deductible,
            business_use_percentage=business_use,
            payment_method=payment_method,
            reimbursable=reimbursable,
            notes=notes,
        ),
    )
    _emit(expense, json_output)


@app.command("delete")
@handle_errors
def delete(
    expense_id: str,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """Delete a draft or submitted expense (asks first unless --yes).

    Example: finkit expenses delete 3f2a... --yes
    """
    ctx = get_state().context()
    if not yes:
        e = get_expense(ctx, expense_id)
        typer.confirm(f"Delete {e.description} ({e.amount} {e.currency}) on {e.date.date()}?", abort=True)
    result = delete_expense(ctx, expense_id)
    if json_output:
        print_json(result.to_json_dict())
    else:
        console.print(f"Deleted {result.id}")


def _status_command(name: str, verb: str, func: Any, doc: str) -> None:
    @app.command(name, help=doc)
    @handle_errors
    def command(expense_id: str, json_output: JsonOpt = False) -> None:
        _emit(func(get_state().context(), expense_id), json_output, verb)


_status_command(
    "submit",
    "Submitted",
    submit_expense,
    "Submit a draft expense.\n\nExample: finkit expenses submit 3f2a...",
)
_status_command(
    "approve",
    "Approved",
    approve_expense,
    "Approve a submitted expense.\n\nExample: finkit expenses approve 3f2a...",
)
_status_command(
    "reimburse",
    "Reimbursed",
    reimburse_expense,
    "Mark an approved, reimbursable expense as reimbursed.\n\nExample: finkit expenses reimburse 3f2a...",
)
_status_command(
    "return",
    "Returned to draft",
    return_expense_to_draft,
    "Send a submitted expense back to draft.\n\nExample: finkit expenses return 3f2a...",
)


@app.command("match")
@handle_errors
def match(
    expense_id: str,
    link: Annotated[str | None, typer.Option("--link", help="Link this transaction id.")] = None,
    best: Annotated[bool, typer.Option("--link-best", help="Link the best-scoring suggestion.")] = False,
    unlink: Annotated[bool, typer.Option("--unlink", help="Remove the link.")] = False,
    tolerance: Annotated[str, typer.Option(help="Amount tolerance.")] = "0.50",
    days: Annotated[int, typer.Option(help="Date window in days.")] = 3,
    json_output: JsonOpt = False,
) -> None:
    """Suggest the bank transaction that paid an expense, or link one, so the money counts once.

    Example: finkit expenses match 3f2a... --link-best
    """

    ctx = get_state().context()
    if unlink:
        _emit(unlink_expense_transaction(ctx, expense_id), json_output, "Unlinked")
        return
    suggestions = (
        []
        if link
        else suggest_transaction_matches(
            ctx, expense_id, tolerance=parse_amount(tolerance, field="--tolerance"), window_days=days
        )
    )
    target = resolve_transaction_id(ctx, link) if link else None
    target = target or (suggestions[0].transaction_id if best and suggestions else None)
    if target:
        _emit(
            link_expense_to_transaction(ctx, expense_id, transaction_id=target),
            json_output,
            f"Linked {target} to",
        )
        return
    if json_output:
        print_json({"suggestions": [s.to_json_dict() for s in suggestions]})
        return
    if not suggestions:
        console.print("No matching bank transaction found.")
        return
    table = Table("Score", "Date", "Description", "Amount", "Why", "Transaction")
    for s in suggestions:
        table.add_row(
            str(s.score),
            s.date.date().isoformat(),
            s.description,
            money(s.amount),
            "; ".join(s.reasons),
            s.transaction_id,
        )
    console.print(table)
