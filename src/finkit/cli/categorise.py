"""``finkit categorise``: suggest (and optionally apply) categories for uncategorised transactions."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.cli.period_option import PeriodOpt, cli_dates
from finkit.core.categorise.schemas import DEFAULT_MIN_CONFIDENCE
from finkit.core.categorise.service import categorise_transactions

app = typer.Typer(
    help="Suggest categories from rules, known merchants and your own history; --apply to set them.",
    invoke_without_command=True,
)


@app.callback()
@handle_errors
def categorise(
    from_date: Annotated[str | None, typer.Option("--from", help="From date (inclusive).")] = None,
    to_date: Annotated[str | None, typer.Option("--to", help="To date (inclusive).")] = None,
    period: PeriodOpt = None,
    apply: Annotated[
        bool, typer.Option("--apply", help="Set the suggestions at or above the threshold.")
    ] = False,
    min_confidence: Annotated[
        str,
        typer.Option(
            "--min-confidence", help="Threshold between 0 and 1; lower suggestions are left to you."
        ),
    ] = str(DEFAULT_MIN_CONFIDENCE),
    json_output: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Suggest categories for uncategorised transactions; your own (locked) choices are never changed.

    Example: finkit categorise --period "since July" --apply --min-confidence 0.8
    """
    start, end = cli_dates(period, from_date, to_date, json_output=json_output)
    result = categorise_transactions(
        get_state().context(),
        options={"fromDate": start, "toDate": end, "apply": apply, "minConfidence": min_confidence},
    )
    if json_output:
        print_json(result.to_json_dict())
        return
    table = Table("Description", "Suggested category", "Confidence", "From", "Applied")
    for s in result.suggestions:
        table.add_row(
            s.description,
            s.category_name or "",
            f"{s.confidence:.2f}" if s.confidence is not None else "",
            s.source or "",
            "yes" if s.applied else "",
        )
    console.print(table)
    verb = "applied" if apply else "would apply (use --apply)"
    console.print(
        f"{result.considered} uncategorised · {result.suggested} at or above {result.min_confidence} "
        f"({result.applied if apply else result.suggested} {verb}) · {result.left_for_user} left for you",
        style="dim",
    )
    if result.explanation:
        console.print(result.explanation)
