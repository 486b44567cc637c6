"""``finkit categories``: list, add, edit and delete categories."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.cli.render import yes_no
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError
from finkit.core.usecases.categories import (
    create_category,
    delete_category,
    find_category_by_name,
    list_categories,
    update_category,
)

app = typer.Typer(help="List, add, edit and delete categories.", no_args_is_help=True)
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]


def _resolve(ctx: AccountContext, name_or_id: str) -> str:
    try:
        return find_category_by_name(ctx, name_or_id).id
    except NotFoundError:
        return name_or_id


def _body(**values: Any) -> dict[str, Any]:
    return {k: v for k, v in values.items() if v is not None}


@app.command("list")
@handle_errors
def list_cmd(json_output: JsonOpt = False) -> None:
    """List the account's categories."""
    categories = list_categories(get_state().context())
    if json_output:
        print_json({"categories": [c.to_json_dict() for c in categories]})
        return
    table = Table("Name", "Icon", "Colour", "Deductible", "Tax category", "GST %", "Id")
    for c in categories:
        table.add_row(
            c.name,
            c.icon,
            f"[{c.color}]{c.color}[/]",
            yes_no(c.is_tax_deductible),
            c.tax_category,
            "" if c.default_gst_rate is None else f"{c.default_gst_rate:g}",
            c.id,
        )
    console.print(table)


@app.command("add")
@handle_errors
def add(
    name: str,
    icon: Annotated[str | None, typer.Option()] = None,
    color: Annotated[str | None, typer.Option()] = None,
    deductible: Annotated[bool | None, typer.Option("--deductible/--not-deductible")] = None,
    tax_category: Annotated[
        str | None,
        typer.Option(
            help="e.g. business_expense, car, travel, personal, super (D12), fmd (farm management deposits, item 17)."
        ),
    ] = None,
    gst_rate: Annotated[str | None, typer.Option(help="Default GST rate, percent.")] = None,
    json_output: JsonOpt = False,
) -> None:
    """Add a category. Example: finkit categories add "Co-working" --deductible --tax-category business_expense --gst-rate 10"""
    category = create_category(
        get_state().context(),
        data=_body(
            name=name,
            icon=icon,
            color=color,
            is_tax_deductible=deductible,
            tax_category=tax_category,
            default_gst_rate=gst_rate,
        ),
    )
    if json_output:
        print_json({"category": category.to_json_dict()})
    else:
        console.print(f"Added category {category.name} ({category.id})")


@app.command("edit")
@handle_errors
def edit(
    category: Annotated[str, typer.Argument(help="Name or id.")],
    name: Annotated[str | None, typer.Option()] = None,
    icon: Annotated[str | None, typer.Option()] = None,
    color: Annotated[str | None, typer.Option()] = None,
    deductible: Annotated[bool | None, typer.Option("--deductible/--not-deductible")] = None,
    tax_category: Annotated[str | None, typer.Option()] = None,
    gst_rate: Annotated[str | None, typer.Option()] = None,
    json_output: JsonOpt = False,
) -> None:
    """Change a category."""
    ctx = get_state().context()
    updated = update_category(
        ctx,
        _resolve(ctx, category),
        data=_body(
            name=name,
            icon=icon,
            color=color,
            is_tax_deductible=deductible,
            tax_category=tax_category,
            default_gst_rate=gst_rate,
        ),
    )
    if json_output:
        print_json({"category": updated.to_json_dict()})
    else:
        console.print(f"Updated {updated.name}")


@app.command("delete")
@handle_errors
def delete(
    category: Annotated[str, typer.Argument(help="Name or id.")],
    reassign_to: Annotated[str | None, typer.Option(help="Move its transactions to this category.")] = None,
    uncategorise: Annotated[bool, typer.Option(help="Leave its transactions uncategorised.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """Delete a category. If transactions use it, choose --reassign-to or --uncategorise."""
    ctx = get_state().context()
    result = delete_category(
        ctx,
        _resolve(ctx, category),
        reassign_to=_resolve(ctx, reassign_to) if reassign_to else None,
        uncategorise=uncategorise,
    )
    if json_output:
        print_json(result.to_json_dict())
    else:
        console.print(
            f"Deleted; {result.transactions_affected} transaction(s) "
            + ("moved" if result.reassigned_to else "left uncategorised")
        )
