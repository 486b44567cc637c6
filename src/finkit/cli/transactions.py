"""``finkit tx``: add, list, show, edit, categorise and delete transactions."""

from __future__ import annotations

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

# The write commands (add, edit, categorise, delete) live in ``finkit.cli.tx_write`` and load when
# chosen: typer reads every parameter of every command of a group it builds, and they import the write
# service and its pipeline when they run; ``tx list`` and ``tx show`` pay for neither (issue 14;
# tests/cli/test_start_up_imports.py).


class _TxGroup(LazyGroup):
    """``finkit tx``: ``list`` and ``show`` here; the write commands (``finkit.cli.tx_write``) and the
    category-assignment commands (Smart Categories, with the category sets) load only when chosen, so
    listing transactions builds and imports neither."""

    lazy_commands = {
        "add": LazyCommand(
            "finkit.cli.tx_write:add",
            "Add a transaction.",
            context_settings={"ignore_unknown_options": True},  # negative amounts: -45.50
        ),
        "edit": LazyCommand(
            "finkit.cli.tx_write:edit",
            "Change some fields of a transaction. A category set here is locked against automation; a GST "
            "treatment, GST amount, business share or deductibility set here is yours and wins over derivation.",
        ),
        "categorise": LazyCommand(
            "finkit.cli.tx_write:categorise",
            "Give several transactions one category, all or none (an unknown id changes nothing).",
        ),
        "delete": LazyCommand(
            "finkit.cli.tx_write:delete",
            "Delete a transaction (asks first unless --yes; a reconciled row needs --confirm-reconciled).",
        ),
        "pair": LazyCommand(
            "finkit.cli.tx_transfers:pair",
            "Pair two transactions as one transfer between your own accounts.",
        ),
        "unpair": LazyCommand(
            "finkit.cli.tx_transfers:unpair", "Unpair a transaction from the other side of its transfer."
        ),
        "split": LazyCommand(
            "finkit.cli.tx_write:split",
            "Split a transaction into parts, each with its own category and business use.",
        ),
        "unsplit": LazyCommand(
            "finkit.cli.tx_write:unsplit", "Undo a split: the transaction is one row again."
        ),
        "history": LazyCommand(
            "finkit.cli.tx_write:history",
            "The recent deletions, bulk categorises and edits, newest first, with the id to undo each.",
        ),
        "undo": LazyCommand(
            "finkit.cli.tx_write:undo", "Undo a deletion, bulk categorise or edit (its id from `tx history`)."
        ),
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


_MONEY_KEYS = {"amount": "amount", "gstAmount": "gst_amount", "gstFreePart": "gst_free_part"}


def _show(tx: TransactionRead) -> None:
    table = Table(show_header=False, box=None)
    for key, value in tx.to_json_dict().items():
        if key == "category":
            value = value["name"] if value else ""
        if key in _MONEY_KEYS and value is not None:
            value = money_text(getattr(tx, _MONEY_KEYS[key]), tx.currency)
        table.add_row(f"[bold]{key}[/bold]", "" if value is None else str(value))
    console.print(table)


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
    account: Annotated[str | None, typer.Option("--account", "-a", help="Only this bank account.")] = None,
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
            bank_account_id=account,
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
