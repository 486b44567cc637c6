"""``finkit tx add/edit/categorise/delete/split/unsplit/history/undo``: the write commands of ``finkit tx``, loaded when chosen.

Apart from ``finkit.cli.transactions`` (``list``, ``show``) so that listing transactions neither builds
these commands' ~35 options nor imports the write service and its pipeline (issue 14,
docs/decisions/0019-speed.md). ``_TxGroup.lazy_commands`` names them with their help lines.
"""

from __future__ import annotations

from datetime import date
from typing import Annotated

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.cli.render import money
from finkit.cli.transactions import CategoryOpt, JsonOpt, _body, _category_id, _show
from finkit.core.money import money_text
from finkit.core.transactions.reads import get_transaction
from finkit.core.transactions.schemas import TransactionRead
from finkit.core.transactions.short_ids import resolve_transaction_id

#: An invoice's part with no GST (``tx add`` and ``tx edit`` alike).
GstFreePartOpt = Annotated[
    str | None,
    typer.Option(
        "--gst-free-part",
        help="The part of the price with no GST in it, as the invoice shows it (stamp duty: 110.88); "
        "none removes it.",
    ),
]


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
    gst_free_part: GstFreePartOpt = None,
    gst_excluded: Annotated[
        bool, typer.Option("--gst-excluded", help="The amount does not include GST.")
    ] = False,
    deductible: Annotated[bool | None, typer.Option("--deductible/--not-deductible")] = None,
    business_use: Annotated[str | None, typer.Option(help="Business-use percentage.")] = None,
    notes: Annotated[str | None, typer.Option()] = None,
    tag: Annotated[list[str] | None, typer.Option("--tag", help="Repeat for several tags.")] = None,
    account: Annotated[
        str | None, typer.Option("--account", "-a", help="Bank account (required with more than one).")
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """Add a transaction.

    Example: finkit tx add -45.50 "BP Parramatta" --category Fuel --date 2026-06-01
    """
    from finkit.core.usecases.transactions import create_transaction

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
            gst_free_part=gst_free_part,
            gst_included=not gst_excluded,
            is_tax_deductible=deductible,
            business_use_percentage=business_use,
            notes=notes,
            tags=tag or None,
            bank_account_id=account,
        ),
    )
    if json_output:
        print_json({"transaction": tx.to_json_dict()})
    else:
        console.print(f"Added {tx.id}: {tx.description} ", money(tx.amount, tx.currency))


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
    gst_free_part: GstFreePartOpt = None,
    deductible: Annotated[bool | None, typer.Option("--deductible/--not-deductible")] = None,
    business_use: Annotated[str | None, typer.Option()] = None,
    gst_treatment: Annotated[
        str | None,
        typer.Option(
            "--gst-treatment",
            help="taxable, gst_free, input_taxed, out_of_scope or export (G2); yours until you pass none.",
        ),
    ] = None,
    tag: Annotated[list[str] | None, typer.Option("--tag", help="Add a tag. Repeatable.")] = None,
    untag: Annotated[list[str] | None, typer.Option("--untag", help="Remove a tag. Repeatable.")] = None,
    notes: Annotated[str | None, typer.Option()] = None,
    account: Annotated[
        str | None, typer.Option("--account", help="Move it to this bank account (name or id).")
    ] = None,
    confirm_reconciled: Annotated[
        bool, typer.Option("--confirm-reconciled", help="Change a reconciled row's amount, date or account.")
    ] = False,
    json_output: JsonOpt = False,
) -> None:
    """Change some fields of a transaction. A category set here is locked against automation; a GST
    treatment, GST amount, business share or deductibility set here is yours and wins over derivation.

    Example: finkit tx edit 1a2b3c4d --gst-amount 112 (an insurance invoice whose stamp duty has no GST);
    finkit tx edit 1a2b3c4d --gst-free-part 110.88 (that invoice's stamp duty: G14 takes it to the cent);
    finkit tx edit 1a2b3c4d --gst-treatment export
    """
    from finkit.core.usecases.transactions import update_transaction

    ctx = get_state().context()
    transaction_id = resolve_transaction_id(ctx, transaction_id)
    tags = None
    if tag or untag:
        current = get_transaction(ctx, transaction_id).tags
        removed = {t.strip().casefold() for t in untag or []}
        tags = [t for t in [*current, *(tag or [])] if t.strip().casefold() not in removed]
    treatment: str | None = gst_treatment
    clear_treatment = treatment is not None and treatment.strip().casefold() == "none"
    clear_part = gst_free_part is not None and gst_free_part.strip().casefold() == "none"
    tx = update_transaction(
        ctx,
        transaction_id,
        data=_body(
            gst_treatment=None if clear_treatment else treatment,
            tags=tags,
            amount=amount,
            description=description,
            date=on,
            category_id=_category_id(ctx, category),
            merchant=merchant,
            gst_rate=gst_rate,
            gst_amount=gst_amount,
            gst_free_part=None if clear_part else gst_free_part,
            is_tax_deductible=deductible,
            business_use_percentage=business_use,
            notes=notes,
            bank_account_id=account,
            confirm_reconciled=confirm_reconciled or None,
        )
        | ({"gst_treatment": None} if clear_treatment else {})
        | ({"gst_free_part": None} if clear_part else {}),
    )
    if json_output:
        print_json({"transaction": tx.to_json_dict()})
    else:
        _show(tx)


@handle_errors
def categorise(
    transaction_ids: Annotated[list[str], typer.Argument(help="Ids or short ids (as `tx list` shows them).")],
    category: Annotated[str, typer.Option("--category", "-c", help="Category name or id.")],
    json_output: JsonOpt = False,
) -> None:
    """Give several transactions one category, all or none (an unknown id changes nothing).

    Example: `finkit tx categorise 1a2b3c4d 5e6f7a8b --category Fuel`"""
    from finkit.core.usecases.transactions import bulk_categorise

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


@handle_errors
def delete(
    transaction_id: str,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")] = False,
    confirm_reconciled: Annotated[
        bool, typer.Option("--confirm-reconciled", help="Delete a row reconciled with the bank.")
    ] = False,
    json_output: JsonOpt = False,
) -> None:
    """Delete a transaction (asks first unless --yes; a reconciled row needs --confirm-reconciled)."""
    from finkit.core.usecases.transactions import delete_transaction

    ctx = get_state().context()
    transaction_id = resolve_transaction_id(ctx, transaction_id)
    if not yes:
        tx = get_transaction(ctx, transaction_id)
        shown = money_text(tx.amount, tx.currency)
        typer.confirm(f"Delete {tx.description} ({shown} {tx.currency}) on {tx.date.date()}?", abort=True)
    result = delete_transaction(ctx, transaction_id, confirm_reconciled=confirm_reconciled)
    if json_output:
        print_json(result.to_json_dict())
    else:
        console.print(f"Deleted {result.id} (undo with: finkit tx undo {result.change_id})")


@handle_errors
def split(
    transaction_id: str,
    part: Annotated[
        list[str],
        typer.Option(
            "--part",
            "-p",
            help='One part, "AMOUNT:CATEGORY[:BUSINESS%]" (repeat; the amounts add up to the transaction).',
        ),
    ],
    json_output: JsonOpt = False,
) -> None:
    """Split a transaction into parts, each with its own category and business use.

    The BAS, the tax summary and spending by category read the parts. A new split replaces the old.
    Example: finkit tx split 1a2b3c4d --part "66:Tools & Equipment" --part "44:Groceries"
    """
    from finkit.core.transactions.splits import part_from_text
    from finkit.core.usecases.transactions import split_transaction

    ctx = get_state().context()
    parts = [part_from_text(text, number) for number, text in enumerate(part, start=1)]
    for given in parts:
        if "categoryId" in given:
            given["categoryId"] = _category_id(ctx, given["categoryId"]) or given["categoryId"]
    tx = split_transaction(ctx, resolve_transaction_id(ctx, transaction_id), data={"parts": parts})
    if json_output:
        print_json({"transaction": tx.to_json_dict()})
    else:
        _show_parts(tx)


def _show_parts(tx: TransactionRead) -> None:
    table = Table("Part", "Amount", "Category", "Business %", "GST treatment", "GST")
    for part in tx.splits:
        table.add_row(
            str(part.position + 1),
            money_text(part.amount, tx.currency),
            part.category_name or "",
            "" if part.business_use_percentage is None else str(part.business_use_percentage),
            part.gst_treatment or "",
            money_text(part.gst_amount, tx.currency),
        )
    console.print(f"{tx.description} ({money_text(tx.amount, tx.currency)} {tx.currency})")
    console.print(table)


@handle_errors
def unsplit(transaction_id: str, json_output: JsonOpt = False) -> None:
    """Undo a split: the transaction is one row again.

    It keeps the category and tax fields it had as a whole."""
    from finkit.core.usecases.transactions import unsplit_transaction

    ctx = get_state().context()
    tx = unsplit_transaction(ctx, resolve_transaction_id(ctx, transaction_id))
    if json_output:
        print_json({"transaction": tx.to_json_dict()})
    else:
        console.print(f"{tx.description} is one row again")


@handle_errors
def history(json_output: JsonOpt = False) -> None:
    """The recent deletions, bulk categorises and edits, newest first, with the id to undo each."""
    from finkit.core.transactions.changelog import list_changes

    found = list_changes(get_state().context())
    if json_output:
        print_json(found.to_json_dict())
        return
    table = Table("When (UTC)", "What", "Rows", "Undone")
    table.add_column("Change (for tx undo)", no_wrap=True, min_width=36)  # whole, to be copied
    for change in found.changes:
        table.add_row(
            change.created_at.strftime("%Y-%m-%d %H:%M"),
            change.summary,
            str(len(change.transaction_ids)),
            "yes" if change.undone_at else "",
            change.id,
        )
    console.print(table)


@handle_errors
def undo(change_id: str, json_output: JsonOpt = False) -> None:
    """Undo a deletion, bulk categorise or edit (its id from `tx history`).

    Refused, naming the rows, when a later change touched them."""
    from finkit.core.usecases.transactions import undo_change

    result = undo_change(get_state().context(), change_id)
    if json_output:
        print_json({"result": result.to_json_dict()})
    else:
        console.print(f"Undone: {result.restored} transaction(s) back as they were")
