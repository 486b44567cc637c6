"""``finkit search QUERY``: one ranked search over transactions and every other indexed kind."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.markup import escape
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.cli.period_option import cli_period
from finkit.cli.render import money
from finkit.core.periods import period_operator
from finkit.core.search.service import search
from finkit.core.transactions.short_ids import short_id


def _highlight(snippet: str) -> str:
    parts = escape(snippet).split("**")
    return "".join(f"[bold yellow]{p}[/]" if i % 2 else p for i, p in enumerate(parts))


@handle_errors
def search_cmd(
    query: Annotated[list[str], typer.Argument(help="Words, field operators or a plain-English question.")],
    kind: Annotated[
        list[str] | None, typer.Option("--kind", "-k", help="Only this kind (repeatable).")
    ] = None,
    limit: Annotated[int, typer.Option(help="Most hits to show (max 200).")] = 20,
    strict: Annotated[
        bool, typer.Option("--strict", help="Plain words stay words (no natural language).")
    ] = False,
    period: Annotated[
        str | None, typer.Option("--period", help='Only this period: "last quarter", "FY2026", "since July"…')
    ] = None,
    json_output: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Search everything: transactions, expenses, bills, receipts, vehicles, trips, rules, conversations.

    Operators: merchant:woolworths amount:>100 category:groceries date:2026-06 type:debit has:receipt
    deductible:yes kind:expense sort:amount, "quoted phrases", -excluded. Or ask: "fuel last month over $50".

    Example: finkit search fuel last month over '$50'
    """
    words = " ".join(query)
    if period:  # the reading printed first (stderr under --json), then the same days as a date: operator
        cli_period(period, json_output=json_output)
        words += period_operator(get_state().context(), period, field="--period")
    result = search(
        get_state().context(),
        query=words,
        kinds=kind or None,
        limit=limit,
        mode="strict" if strict else "auto",
    )
    if json_output:
        print_json(result.to_json_dict())
        return
    console.print(
        f"Searched: [bold]{escape(result.parsed.canonical) or '(everything)'}[/bold]", highlight=False
    )
    for note in result.parsed.interpretations:
        console.print(f"  {escape(note.text)!s} → {escape(note.meaning)}", style="dim", highlight=False)
    for warning in result.warnings:
        console.print(f"[yellow]Note:[/yellow] {escape(warning)}")
    if not result.hits:
        console.print("No matches.")
        return
    table = Table("Kind", "Date", "Title", "Match", "Amount", "Score", "Id")
    for hit in result.hits:
        table.add_row(
            hit.kind,
            hit.date.date().isoformat() if hit.date else "",
            escape(hit.title),
            _highlight(hit.snippet),
            money(hit.amount),
            f"{hit.score:.2f}" if hit.score else "",
            short_id(hit.id) if hit.kind == "transaction" else hit.id[:8],
        )
    console.print(table)
