"""``finkit receipts``: add a receipt file, list, show, see suggested matches and commit the link."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.cli.render import money
from finkit.core.receipts.schemas import ReceiptRead
from finkit.core.receipts.service import (
    add_receipt,
    commit_receipt,
    correct_receipt,
    get_receipt,
    list_receipts,
    reprocess_receipt,
    suggest_receipt_matches,
)
from finkit.core.transactions.short_ids import resolve_transaction_id

app = typer.Typer(help="Receipts: store, read (PDF text or OCR), match and commit.", no_args_is_help=True)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]


def _summary(receipt: ReceiptRead) -> None:
    table = Table(show_header=False, box=None)
    rows = {
        "id": receipt.id,
        "file": f"{receipt.file.original_name} ({receipt.file.content_type}, {receipt.file.size} bytes)",
        "status": receipt.status,
        "merchant": receipt.merchant,
        "date": receipt.receipt_date,
        "total": receipt.total,
        "GST": receipt.gst_amount,
        "ABN": f"{receipt.abn} ({'valid' if receipt.abn_valid else 'INVALID'})" if receipt.abn else None,
        "tax invoice": "yes" if receipt.is_tax_invoice else "no",
        "transaction": receipt.transaction_id,
        "expense": receipt.expense_id,
        "read by": receipt.extraction_method,
        "problem": receipt.extraction_error,
    }
    for key, value in rows.items():
        if value is not None:
            table.add_row(f"[bold]{key}[/bold]", str(value))
    console.print(table)
    for item in receipt.line_items:
        console.print(
            f"  · {item['description']}  {item['quantity']} × {item['unitPrice']} = {item['amount']}"
        )


@app.command("add")
@handle_errors
def add(
    file: Annotated[
        Path, typer.Argument(help="Receipt file: JPEG, PNG, HEIC, PDF or text.", exists=True, dir_okay=False)
    ],
    link: Annotated[str | None, typer.Option("--link", help="Commit it to this transaction id now.")] = None,
    notes: Annotated[str | None, typer.Option()] = None,
    json_output: JsonOpt = False,
) -> None:
    """Store a receipt, read its text and parse merchant, date, total, GST and ABN.

    Example: finkit receipts add ~/Downloads/officeworks.pdf --link 9b1c...
    """
    ctx = get_state().context()
    with file.open("rb") as fh:  # read one byte past the limit at most; core refuses what is too big
        data = fh.read(ctx.settings.upload_max_bytes + 1)
    transaction_id = resolve_transaction_id(ctx, link) if link else None
    receipt = add_receipt(ctx, data=data, file_name=file.name, transaction_id=transaction_id, notes=notes)
    if json_output:
        print_json({"receipt": receipt.to_json_dict()})
        return
    _summary(receipt)
    if receipt.status == "extracted":
        matches = suggest_receipt_matches(ctx, receipt.id, limit=3)
        for m in matches.transactions:
            console.print(
                f"Possible transaction {m.transaction_id}: {m.description} ",
                money(m.amount),
                f" (score {m.score})",
            )
        for e in matches.expenses:
            console.print(f"Possible expense {e.expense_id}: {e.description} {e.amount} (score {e.score})")


@app.command("list")
@handle_errors
def list_cmd(
    page: Annotated[int, typer.Option(help="Page number.")] = 1,
    limit: Annotated[int, typer.Option(help="Rows per page (max 200).")] = 50,
    status: Annotated[str | None, typer.Option(help="pending, extracted or processed.")] = None,
    q: Annotated[str | None, typer.Option("--q", help="Text in the merchant or the receipt text.")] = None,
    cursor: Annotated[
        str | None,
        typer.Option(help="Continue after a page: the next cursor it printed (instead of --page)."),
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """List receipts, newest first.

    Example: finkit receipts list --status extracted
    """
    result = list_receipts(
        get_state().context(),
        {"page": page, "limit": limit, "status": status, "q": q, "cursor": cursor},
    )
    if json_output:
        print_json(result.to_json_dict())
        return
    table = Table("Date", "Merchant", "Total", "GST", "Status", "File", "Id")
    for r in result.receipts:
        table.add_row(
            r.receipt_date.isoformat() if r.receipt_date else "",
            r.merchant or "",
            money(r.total),
            money(r.gst_amount),
            r.status,
            r.file.original_name,
            r.id[:8],
        )
    console.print(table)
    p = result.pagination
    where = f"Page {p.page} of {max(p.pages, 1)}" if cursor is None else "Continued"
    console.print(f"{where} · {p.total} receipt(s)", style="dim")
    if result.next_cursor:
        console.print(f"Next page: --cursor {result.next_cursor}", style="dim", soft_wrap=True)


@app.command("show")
@handle_errors
def show(
    receipt_id: str,
    text: Annotated[bool, typer.Option("--text", help="Also print the extracted text.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """Show a receipt, its parsed fields and the transactions or expenses it may belong to.

    Example: finkit receipts show 5e0d... --text
    """
    ctx = get_state().context()
    receipt = get_receipt(ctx, receipt_id)
    matches = suggest_receipt_matches(ctx, receipt_id) if receipt.status != "processed" else None
    if json_output:
        print_json(
            {"receipt": receipt.to_json_dict(), "matches": matches.to_json_dict() if matches else None}
        )
        return
    _summary(receipt)
    if text and receipt.extracted_text:
        console.print(receipt.extracted_text, highlight=False, markup=False)
    if matches:
        for m in matches.transactions:
            console.print(
                f"Possible transaction {m.transaction_id}: {m.description} ",
                money(m.amount),
                f" (score {m.score}: {'; '.join(m.reasons)})",
            )
        for e in matches.expenses:
            console.print(f"Possible expense {e.expense_id}: {e.description} {e.amount} (score {e.score})")


@app.command("commit")
@handle_errors
def commit(
    receipt_id: str,
    transaction: Annotated[str | None, typer.Option("--transaction", help="Transaction id.")] = None,
    expense: Annotated[str | None, typer.Option("--expense", help="Expense id.")] = None,
    create_expense: Annotated[
        bool, typer.Option("--create-expense", help="Create an expense from it.")
    ] = False,
    json_output: JsonOpt = False,
) -> None:
    """Link a receipt to a transaction and/or an expense, mark it processed (publishes receipt.processed).

    Example: finkit receipts commit 5e0d... --transaction 9b1c... --create-expense
    """
    ctx = get_state().context()
    receipt = commit_receipt(
        ctx,
        receipt_id,
        transaction_id=resolve_transaction_id(ctx, transaction) if transaction else None,
        expense_id=expense,
        create_expense=create_expense,
    )
    if json_output:
        print_json({"receipt": receipt.to_json_dict()})
    else:
        console.print(
            f"Receipt {receipt.id} processed: transaction {receipt.transaction_id or '-'}, "
            f"expense {receipt.expense_id or '-'}"
        )


@app.command("correct")
@handle_errors
def correct(
    receipt_id: str,
    merchant: Annotated[str | None, typer.Option(help="The merchant's name.")] = None,
    date: Annotated[str | None, typer.Option(help="The receipt's date, YYYY-MM-DD.")] = None,
    total: Annotated[str | None, typer.Option(help="The total paid.")] = None,
    gst: Annotated[str | None, typer.Option(help="The GST included.")] = None,
    abn: Annotated[str | None, typer.Option(help="The ABN (checked with the ATO check-digit test).")] = None,
    json_output: JsonOpt = False,
) -> None:
    """Correct what was read from a receipt; options left out keep their value.

    Example: finkit receipts correct 5e0d... --merchant "Bean There Cafe" --abn "51 824 753 556"
    """
    given = {"merchant": merchant, "receiptDate": date, "total": total, "gstAmount": gst, "abn": abn}
    receipt = correct_receipt(
        get_state().context(), receipt_id, data={k: v for k, v in given.items() if v is not None}
    )
    if json_output:
        print_json({"receipt": receipt.to_json_dict()})
    else:
        _summary(receipt)


@app.command("reprocess")
@handle_errors
def reprocess(receipt_id: str, json_output: JsonOpt = False) -> None:
    """Read a receipt's file again (e.g. after installing tesseract).

    Example: finkit receipts reprocess 5e0d...
    """
    receipt = reprocess_receipt(get_state().context(), receipt_id)
    if json_output:
        print_json({"receipt": receipt.to_json_dict()})
    else:
        _summary(receipt)
