"""``finkit categorise``: suggest (and optionally apply) categories for uncategorised transactions."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.table import Table

from finkit.cli.app import console, err_console, get_state, handle_errors, print_json
from finkit.cli.period_option import PeriodOpt, cli_dates
from finkit.core.categorise.schemas import DEFAULT_MIN_CONFIDENCE
from finkit.core.categorise.suggestions import (
    ModelSuggestion,
    list_model_suggestions,
    reject_model_suggestion,
    suggest_with_model,
)
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.usecases.categorise import accept_model_suggestion, categorise_transactions

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
    suggest: Annotated[
        bool,
        typer.Option(
            "--suggest",
            help="Also ask the configured model (FINKIT_AI_PROVIDER=openai) about the rows left for you; "
            "its answers are stored as suggestions to --accept or --reject.",
        ),
    ] = False,
    pending: Annotated[
        bool, typer.Option("--pending", help="List the model's suggestions waiting for you (asks nothing).")
    ] = False,
    accept: Annotated[
        list[str] | None, typer.Option("--accept", help="Accept this model suggestion (id or its start).")
    ] = None,
    reject: Annotated[
        list[str] | None, typer.Option("--reject", help="Reject this model suggestion (not suggested again).")
    ] = None,
    json_output: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Suggest categories for uncategorised transactions; your own (locked) choices are never changed.

    With --suggest a configured model is asked about the rows the local logic is unsure of; its answers
    are only suggestions, kept until you accept (or reject) them.
    Example: finkit categorise --period "since July" --apply --min-confidence 0.8
    Example: finkit categorise --suggest, then finkit categorise --accept 3f2a9c1e
    """
    ctx = get_state().context()
    if accept or reject:
        _decide(ctx, accept or [], reject or [], json_output)
        return
    if pending:
        items = list_model_suggestions(ctx)
        if json_output:
            print_json({"suggestions": [i.to_json_dict() for i in items]})
        else:
            _suggestions_table(items)
            console.print(
                f"{len(items)} waiting: finkit categorise --accept ID (or --reject ID)", style="dim"
            )
        return
    start, end = cli_dates(period, from_date, to_date, json_output=json_output)
    options = {"fromDate": start, "toDate": end, "apply": apply, "minConfidence": min_confidence}
    if suggest:
        _suggest(ctx, options, json_output)
        return
    result = categorise_transactions(ctx, options=options)
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


def _decide(ctx: AccountContext, accept: list[str], reject: list[str], json_output: bool) -> None:
    decisions = [accept_model_suggestion(ctx, item) for item in accept]
    decisions += [reject_model_suggestion(ctx, item) for item in reject]
    if json_output:
        print_json([d.to_json_dict() for d in decisions])
        return
    for d in decisions:
        verb = "Accepted" if d.accepted else "Rejected"
        console.print(f"{verb} {d.id[:8]}: {d.category_name}", highlight=False)


def _suggest(ctx: AccountContext, options: dict[str, Any], json_output: bool) -> None:
    from finkit.assistant.enrichers import model_category_enricher  # only when asked: it loads httpx

    enricher = model_category_enricher(ctx)
    if enricher is None:
        raise ValidationError.for_field(
            "--suggest",
            "needs a configured model: FINKIT_AI_PROVIDER=openai, FINKIT_AI_BASE_URL, FINKIT_AI_MODEL",
        )
    run = suggest_with_model(ctx, enricher=enricher, options=options)
    if json_output:
        print_json(run.to_json_dict())
    else:
        _suggestions_table(run.suggestions)
        console.print(
            f"Asked {run.model} about {run.asked} row(s) the local logic was unsure of: {run.suggested} "
            f"suggestion(s) kept, {run.ignored} answer(s) ignored. Accept with: finkit categorise --accept ID",
            style="dim",
        )
    if run.model_failed:
        err_console.print(
            f"[yellow]The AI model failed ({run.model_failed}); only the local suggestions stand.[/yellow]",
            highlight=False,
        )


def _suggestions_table(items: list[ModelSuggestion]) -> None:
    table = Table("Id", "Date", "Description", "Suggested category", "Confidence", "Why")
    for s in items:
        table.add_row(
            s.id[:8],
            s.date.isoformat(),
            s.description,
            s.category_name,
            f"{s.confidence:.2f}" if s.confidence is not None else "",
            s.reasoning[:60],
        )
    console.print(table)
