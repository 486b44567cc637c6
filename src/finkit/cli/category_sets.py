"""``finkit sets`` (Smart Categories, Elite+): category sets; plus ``finkit tx assign`` / ``assignments`` /
``unassign``, which ``finkit.cli.transactions`` lists and loads from here when one is chosen."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.core.categories.service import find_category_by_name
from finkit.core.category_sets.schemas import CategorySetRead
from finkit.core.category_sets.service import (
    activate_category_set,
    add_categories_to_set,
    create_category_set,
    delete_category_set,
    get_category_set,
    list_category_sets,
    remove_categories_from_set,
    update_category_set,
)
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError
from finkit.core.usecases.category_sets import assign_category, list_assignments, remove_assignment

app = typer.Typer(help="Category sets (Smart Categories, Elite+ tier).", no_args_is_help=True)
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]


def _category(ctx: AccountContext, value: str) -> str:
    try:
        return find_category_by_name(ctx, value).id
    except NotFoundError:
        return value


def _set(ctx: AccountContext, value: str) -> str:
    """A set by name (case-insensitive) or id."""
    for s in list_category_sets(ctx):
        if s.name.casefold() == value.strip().casefold():
            return s.id
    return value


def _body(**values: Any) -> dict[str, Any]:
    return {k: v for k, v in values.items() if v is not None}


def _show(s: CategorySetRead) -> None:
    flags = ", ".join(f for f, on in (("active", s.is_active), ("default", s.is_default)) if on)
    console.print(f"[bold]{s.name}[/bold] ({s.id}) {flags}\n{s.description}")
    console.print(", ".join(c.name for c in s.categories) or "(no categories)")


def _print_set(s: CategorySetRead, json_output: bool) -> None:
    if json_output:
        print_json({"set": s.to_json_dict()})
    else:
        _show(s)


@app.command("list")
@handle_errors
def list_cmd(json_output: JsonOpt = False) -> None:
    """List category sets. Example: finkit sets list"""
    sets = list_category_sets(get_state().context())
    if json_output:
        print_json({"sets": [s.to_json_dict() for s in sets]})
        return
    table = Table("Name", "Categories", "Active", "Default", "Id")
    for s in sets:
        table.add_row(
            s.name, str(s.category_count), "yes" if s.is_active else "", "yes" if s.is_default else "", s.id
        )
    console.print(table)


@app.command("show")
@handle_errors
def show(
    category_set: Annotated[str, typer.Argument(help="Name or id.")], json_output: JsonOpt = False
) -> None:
    """Show a set and its categories. Example: finkit sets show Work"""
    ctx = get_state().context()
    _print_set(get_category_set(ctx, _set(ctx, category_set)), json_output)


@app.command("add")
@handle_errors
def add(
    name: str,
    category: Annotated[
        list[str] | None, typer.Option("--category", "-c", help="Repeat for several.")
    ] = None,
    description: Annotated[str | None, typer.Option()] = None,
    color: Annotated[str | None, typer.Option()] = None,
    icon: Annotated[str | None, typer.Option()] = None,
    activate: Annotated[bool, typer.Option("--activate", help="Make it the active set.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """Create a set. Example: finkit sets add Work -c Fuel -c "Phone & Internet" --activate"""
    ctx = get_state().context()
    made = create_category_set(
        ctx,
        data=_body(
            name=name,
            description=description,
            color=color,
            icon=icon,
            category_ids=[_category(ctx, c) for c in category or []],
            is_active=activate,
        ),
    )
    _print_set(made, json_output)


@app.command("edit")
@handle_errors
def edit(
    category_set: Annotated[str, typer.Argument(help="Name or id.")],
    name: Annotated[str | None, typer.Option()] = None,
    description: Annotated[str | None, typer.Option()] = None,
    color: Annotated[str | None, typer.Option()] = None,
    icon: Annotated[str | None, typer.Option()] = None,
    json_output: JsonOpt = False,
) -> None:
    """Rename or restyle a set. Example: finkit sets edit Work --name Business"""
    ctx = get_state().context()
    changed = update_category_set(
        ctx, _set(ctx, category_set), data=_body(name=name, description=description, color=color, icon=icon)
    )
    _print_set(changed, json_output)


@app.command("delete")
@handle_errors
def delete(
    category_set: Annotated[str, typer.Argument(help="Name or id.")],
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """Delete a set (its categories stay). Example: finkit sets delete Work --yes"""
    ctx = get_state().context()
    set_id = _set(ctx, category_set)
    if not yes:
        typer.confirm(f"Delete category set {get_category_set(ctx, set_id).name}?", abort=True)
    result = delete_category_set(ctx, set_id)
    if json_output:
        print_json(result.to_json_dict())
    else:
        console.print(f"Deleted {result.id}")


@app.command("activate")
@handle_errors
def activate(
    category_set: Annotated[str, typer.Argument(help="Name or id.")], json_output: JsonOpt = False
) -> None:
    """Make a set the active one. Example: finkit sets activate Work"""
    ctx = get_state().context()
    _print_set(activate_category_set(ctx, _set(ctx, category_set)), json_output)


@app.command("add-category")
@handle_errors
def add_category(
    category_set: Annotated[str, typer.Argument(help="Set name or id.")],
    categories: Annotated[list[str], typer.Argument(help="Category names or ids.")],
    json_output: JsonOpt = False,
) -> None:
    """Add categories to a set. Example: finkit sets add-category Work Fuel "Parking & Tolls" """
    ctx = get_state().context()
    ids = [_category(ctx, c) for c in categories]
    _print_set(add_categories_to_set(ctx, _set(ctx, category_set), data={"categoryIds": ids}), json_output)


@app.command("remove-category")
@handle_errors
def remove_category(
    category_set: Annotated[str, typer.Argument(help="Set name or id.")],
    categories: Annotated[list[str], typer.Argument(help="Category names or ids.")],
    json_output: JsonOpt = False,
) -> None:
    """Remove categories from a set. Example: finkit sets remove-category Work Fuel"""
    ctx = get_state().context()
    ids = [_category(ctx, c) for c in categories]
    _print_set(
        remove_categories_from_set(ctx, _set(ctx, category_set), data={"categoryIds": ids}), json_output
    )


@handle_errors
def tx_assign(
    transaction_id: str,
    category: Annotated[str, typer.Argument(help="Category name or id.")],
    set_: Annotated[
        str | None, typer.Option("--set", help="Category set name or id (default: the active set).")
    ] = None,
    primary: Annotated[
        bool | None, typer.Option("--primary/--secondary", help="Default: primary if none yet.")
    ] = None,
    confidence: Annotated[str | None, typer.Option(help="0 to 1.")] = None,
    notes: Annotated[str | None, typer.Option()] = None,
    json_output: JsonOpt = False,
) -> None:
    """Add a category to a transaction (Elite+). The primary one becomes the transaction's category.

    Example: finkit tx assign 1b2c... "Office Supplies" --primary --notes "printer ink"
    """
    ctx = get_state().context()
    made = assign_category(
        ctx,
        transaction_id,
        data=_body(
            category_id=_category(ctx, category),
            category_set_id=_set(ctx, set_) if set_ else None,
            is_primary=primary,
            confidence=confidence,
            notes=notes,
        ),
    )
    if json_output:
        print_json({"success": True, "category": made.to_json_dict()})
    else:
        console.print(
            f"Assigned {made.category.name}{' (primary)' if made.is_primary else ''} to {transaction_id}"
        )


@handle_errors
def tx_assignments(transaction_id: str, json_output: JsonOpt = False) -> None:
    """List a transaction's categories, primary first (Elite+).

    Example: finkit tx assignments 1b2c...
    """
    rows = list_assignments(get_state().context(), transaction_id)
    if json_output:
        print_json({"categories": [r.to_json_dict() for r in rows]})
        return
    table = Table("Category", "Primary", "Confidence", "By", "At", "Notes")
    for r in rows:
        table.add_row(
            r.category.name,
            "yes" if r.is_primary else "",
            "" if r.confidence is None else f"{r.confidence:.2f}",
            r.assigned_by,
            r.assigned_at.isoformat(timespec="seconds"),
            r.notes or "",
        )
    console.print(table)


@handle_errors
def tx_unassign(
    transaction_id: str,
    category: Annotated[str, typer.Argument(help="Category name or id.")],
    json_output: JsonOpt = False,
) -> None:
    """Remove a category from a transaction; removing the primary leaves it uncategorised (Elite+)."""
    ctx = get_state().context()
    result = remove_assignment(ctx, transaction_id, _category(ctx, category))
    if json_output:
        print_json(result.to_json_dict())
    else:
        console.print(f"Removed {category} from {transaction_id}")
