"""``finkit tx``: add, list, show, edit, categorise and delete transactions."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.cli.lazy import LazyCommand, LazyGroup
from finkit.cli.render import money, yes_no
from finkit.core.context import AccountContext
from finkit.core.money import money_text
from finkit.core.transactions.reads import get_transaction, list_transactions
from finkit.core.transactions.schemas import TransactionRead
from finkit.core.transactions.short_ids import SHORT_ID_LENGTH, resolve_transaction_id, short_id

# The write commands (add, edit, delete) import ``finkit.core.transactions.service`` when they run:
# it brings the whole write pipeline, which ``tx list`` and ``tx show`` must not pay for (issue 14;
# tests/cli/test_start_up_imports.py).


class _TxGroup(LazyGroup):
    """``finkit tx``, whose category-assignment commands (Smart Categories) live with the category sets
    and load only when chosen: listing transactions should not import the category-set services."""

    lazy_commands = {
        "assign": LazyCommand(
            "finkit.cli.category_sets:tx_assign",
            "Add a category to a transaction (Elite+). The primary one becomes the transaction's category.",
        ),
        "assignments": LazyCommand(
            "finkit.cli.category_sets:tx_assignments",
            "List a transaction's categories, primary first (Elite+).",
        ),
        "unassign": LazyCommand(
            "finkit.cli.category_sets:tx_unassign",
            "Remove a category from a transaction; removing the primary leaves it uncategorised (Elite+).",
        ),
    }


app = typer.Typer(help="Add, list, show, edit and delete transactions.", no_args_is_help=True, cls=_TxGroup)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]
CategoryOpt = Annotated[str | None, typer.Option("--category", "-c", help="Category name or id.")]


def _category_id(ctx: AccountContext, value: str | None) -> str | None:
    """Accept a category by name (what people type) or by id (what scripts pass)."""
    if not value:
        return None
    from finkit.core.categories.service import find_category_by_name

    try:
        return find_category_by_name(ctx, value).id
    except Exception:
        return value


def _body(**values: Any) -> dict[str, Any]:
    return {k: v for k, v in values.items() if v is not None}


def _show(tx: TransactionRead) -> None:
    table = Table(show_header=False, box=None)
    for key, value in tx.to_json_dict().items():
        if key == "category":
            value = value["name"] if value else ""
        if key in {"amount", "gstAmount"} and value is not None:
            value = money_text(getattr(tx, "amount" if key == "amount" else "gst_amount"), tx.currency)
        table.add_row(f"[bold]{key}[/bold]", "" if value is None else str(value))
    console.print(table)


@app.command("add", context_settings={"ignore_unknown_options": True})
@handle_errors
def add(
    amount: Annotated[str, typer.Argument(help="Signed amount: -45.50 is money out, 2000 money in.")],
    description: Annotated[str, typer.Argument(help="What it was.")],
    on: Annotated[str | None, typer.Option("--date", help="ISO date or date-time; default today.")] = None,
    type_: Annotated[
        str | None, typer.Option("--type", help="debit or credit (with a positive amount).")
    ] = None,
    category: CategoryOpt = None,
    merchant: Annotated[str | None, typer.Option()] = None,
    gst_rate: Annotated[str | None, typer.Option(help="GST rate in percent, e.g. 10.")] = None,
    gst_amount: Annotated[str | None, typer.Option()] = None,
    gst_excluded: Annotated[
        bool, typer.Option("--gst-excluded", help="The amount does not include GST.")
    ] = False,
    deductible: Annotated[bool | None, typer.Option("--deductible/--not-deductible")] = None,
    business_use: Annotated[str | None, typer.Option(help="Business-use percentage.")] = None,
    notes: Annotated[str | None, typer.Option()] = None,
    tag: Annotated[list[str] | None, typer.Option("--tag", help="Repeat for several tags.")] = None,
    json_output: JsonOpt = False,
) -> None:
    """Add a transaction.

    Example: finkit tx add -45.50 "BP Parramatta" --category Fuel --date 2026-06-01
    """
    from finkit.core.transactions.service import create_transaction

    ctx = get_state().context()
    tx = create_transaction(
        ctx,
        data=_body(
            date=on or date.today().isoformat(),
            description=description,
            amount=amount,
            type=type_,
            category_id=_category_id(ctx, category),
            merchant=merchant,
            gst_rate=gst_rate,
            gst_amount=gst_amount,
            gst_included=not gst_excluded,
            is_tax_deductible=deductible,
            business_use_percentage=business_use,
            notes=notes,
            tags=tag or None,
        ),
    )
    if json_output:
        print_json({"transaction": tx.to_json_dict()})
    else:
        console.print(f"Added {tx.id}: {tx.description} ", money(tx.amount, tx.currency))


@app.command("list")
@handle_errors
def list_cmd(
    page: Annotated[int, typer.Option(help="Page number.")] = 1,
    limit: Annotated[int, typer.Option(help="Rows per page (max 200).")] = 50,
    category: CategoryOpt = None,
    from_date: Annotated[str | None, typer.Option("--from", help="From date (inclusive).")] = None,
    to_date: Annotated[str | None, typer.Option("--to", help="To date (inclusive).")] = None,
    period: Annotated[
        str | None,
        typer.Option("--period", help='Instead of --from/--to: "last quarter", "FY2026", "since July"…'),
    ] = None,
    type_: Annotated[str | None, typer.Option("--type", help="debit or credit.")] = None,
    q: Annotated[str | None, typer.Option("--q", help="Text in description or merchant.")] = None,
    merchant: Annotated[str | None, typer.Option()] = None,
    min_amount: Annotated[str | None, typer.Option(help="Minimum absolute amount.")] = None,
    max_amount: Annotated[str | None, typer.Option(help="Maximum absolute amount.")] = None,
    cursor: Annotated[
        str | None,
        typer.Option(help="Continue after a page: the next cursor it printed (instead of --page)."),
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """List transactions, newest first, with the same filters as the REST API.

    Example: finkit tx list --period "last quarter" --type debit --json
    """
    ctx = get_state().context()
    cat = (
        "none" if category and category.lower() in {"none", "uncategorised"} else _category_id(ctx, category)
    )
    result = list_transactions(
        ctx,
        _body(
            page=page,
            limit=limit,
            category=cat,
            from_date=from_date,
            to_date=to_date,
            period=period,
            type=type_,
            q=q,
            merchant=merchant,
            min_amount=min_amount,
            max_amount=max_amount,
            cursor=cursor,
        ),
    )
    if json_output:
        print_json(result.to_json_dict())
        return
    table = Table("Date", "Description", "Merchant", "Category", "Amount", "GST", "Deductible")
    table.add_column("Id", no_wrap=True, min_width=SHORT_ID_LENGTH)  # never cut: `tx show` takes it
    for tx in result.transactions:
        table.add_row(
            tx.date.date().isoformat(),
            tx.description,
            tx.merchant or "",
            tx.category.name if tx.category else "",
            money(tx.amount),
            money(tx.gst_amount),
            yes_no(tx.is_tax_deductible),
            short_id(tx.id),
        )
    console.print(table)
    p = result.pagination
    where = f"Page {p.page} of {max(p.pages, 1)}" if cursor is None else "Continued"
    console.print(f"{where} · {p.total} transaction(s)", style="dim")
    if result.next_cursor:
        console.print(f"Next page: --cursor {result.next_cursor}", style="dim", soft_wrap=True)


@app.command("show")
@handle_errors
def show(transaction_id: str, json_output: JsonOpt = False) -> None:
    """Show one transaction, by its id or the short id `tx list` shows (the id's last characters)."""
    ctx = get_state().context()
    tx = get_transaction(ctx, resolve_transaction_id(ctx, transaction_id))
    if json_output:
        print_json({"transaction": tx.to_json_dict()})
    else:
        _show(tx)


@app.command("edit")
@handle_errors
def edit(
    transaction_id: str,
    amount: Annotated[str | None, typer.Option()] = None,
    description: Annotated[str | None, typer.Option()] = None,
    on: Annotated[str | None, typer.Option("--date")] = None,
    category: CategoryOpt = None,
    merchant: Annotated[str | None, typer.Option()] = None,
    gst_rate: Annotated[str | None, typer.Option()] = None,
    gst_amount: Annotated[str | None, typer.Option()] = None,
    deductible: Annotated[bool | None, typer.Option("--deductible/--not-deductible")] = None,
    business_use: Annotated[str | None, typer.Option()] = None,
    notes: Annotated[str | None, typer.Option()] = None,
    json_output: JsonOpt = False,
) -> None:
    """Change some fields of a transaction. A category set here is locked against automation."""
    from finkit.core.transactions.service import update_transaction

    ctx = get_state().context()
    tx = update_transaction(
        ctx,
        resolve_transaction_id(ctx, transaction_id),
        data=_body(
            amount=amount,
            description=description,
            date=on,
            category_id=_category_id(ctx, category),
            merchant=merchant,
            gst_rate=gst_rate,
            gst_amount=gst_amount,
            is_tax_deductible=deductible,
            business_use_percentage=business_use,
            notes=notes,
        ),
    )
    if json_output:
        print_json({"transaction": tx.to_json_dict()})
    else:
        _show(tx)


@app.command("categorise")
@handle_errors
def categorise(
    transaction_ids: Annotated[list[str], typer.Argument(help="Ids or short ids (as `tx list` shows them).")],
    category: Annotated[str, typer.Option("--category", "-c", help="Category name or id.")],
    json_output: JsonOpt = False,
) -> None:
    """Give several transactions one category, all or none (an unknown id changes nothing).

    Example: `finkit tx categorise 1a2b3c4d 5e6f7a8b --category Fuel`"""
    from finkit.core.transactions.bulk import bulk_categorise

    ctx = get_state().context()
    ids = [resolve_transaction_id(ctx, text) for text in transaction_ids]
    result = bulk_categorise(ctx, data={"transaction_ids": ids, "category_id": _category_id(ctx, category)})
    if json_output:
        print_json({"result": result.to_json_dict()})
    else:
        console.print(
            f"{result.updated} transaction(s) now in {result.category.name} "
            f"({result.changed} changed; tax fields derived again on {result.tax_rederived})"
        )


@app.command("delete")
@handle_errors
def delete(
    transaction_id: str,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """Delete a transaction (asks first unless --yes)."""
    from finkit.core.transactions.service import delete_transaction

    ctx = get_state().context()
    transaction_id = resolve_transaction_id(ctx, transaction_id)
    if not yes:
        tx = get_transaction(ctx, transaction_id)
        shown = money_text(tx.amount, tx.currency)
        typer.confirm(f"Delete {tx.description} ({shown} {tx.currency}) on {tx.date.date()}?", abort=True)
    result = delete_transaction(ctx, transaction_id)
    if json_output:
        print_json(result.to_json_dict())
    else:
        console.print(f"Deleted {result.id}")
