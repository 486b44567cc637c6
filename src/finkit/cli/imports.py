"""``finkit import``: bank files (CSV, OFX/QFX, QIF) into transactions, with detection and dedupe."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from finkit.cli.app import console, err_console, get_state, handle_errors, print_json, progress_bar
from finkit.cli.render import money
from finkit.core.imports.schemas import ImportReport
from finkit.core.usecases.imports import import_file

SHOWN_ERRORS = 20


def _render(report: ImportReport) -> None:
    title = "Dry run: nothing was written" if report.dry_run else f"Imported {report.file_name}"
    table = Table(title=title, show_header=False, box=None)
    table.add_row("[bold]Format[/bold]", report.format)
    if report.bank_account_name:
        table.add_row("[bold]Account[/bold]", report.bank_account_name)
    columns = report.layout.get("columns")
    if isinstance(columns, dict):
        found = ", ".join(
            f"{role}={', '.join(c) if isinstance(c, list) else c}" for role, c in columns.items() if c
        )
        table.add_row("[bold]Columns[/bold]", found)
        table.add_row("[bold]Date format[/bold]", str(report.layout.get("dateFormat")))
    table.add_row("[bold]Added[/bold]" if not report.dry_run else "[bold]Would add[/bold]", str(report.added))
    table.add_row("[bold]Duplicates[/bold]", str(report.duplicates))
    table.add_row("[bold]Invalid (skipped)[/bold]", str(report.invalid))
    if report.batch_id:
        table.add_row("[bold]Batch[/bold]", report.batch_id)
    check = report.balance_check
    if check.checked:
        table.add_row("[bold]Balance check[/bold]", "ok" if check.ok else f"{len(check.breaks)} break(s)")
    console.print(table)
    if check.breaks:
        breaks = Table("Line", "Date", "Expected", "Statement", "Difference", title="Balance breaks")
        for b in check.breaks:
            breaks.add_row(
                str(b.line or ""),
                b.date.isoformat(),
                money(b.expected_balance),
                money(b.statement_balance),
                money(b.difference),
            )
        console.print(breaks)
    if report.sample:
        sample = Table("Line", "Date", "Description", "Amount", "Category", title="First rows")
        for row in report.sample:
            sample.add_row(
                str(row.line or ""),
                row.date.date().isoformat(),
                row.description,
                money(row.amount),
                row.category_name or "",
            )
        console.print(sample)
    if report.errors:
        _render_problems([(p.row, p.field, p.message) for p in report.errors], report.invalid)


def _render_problems(problems: list[tuple[int | None, str, str]], total: int) -> None:
    table = Table("Line", "Field", "Problem", title="Invalid rows", title_style="red")
    for row, field, message in problems[:SHOWN_ERRORS]:
        table.add_row(str(row or ""), field, message)
    err_console.print(table)
    if total > SHOWN_ERRORS:
        err_console.print(f"… and {total - SHOWN_ERRORS} more invalid row(s)", style="red")


@handle_errors
def import_cmd(
    file: Annotated[Path, typer.Argument(help="The bank file: CSV, OFX/QFX or QIF.")],
    format: Annotated[str, typer.Option("--format", help="auto, csv, ofx or qif.")] = "auto",
    map_: Annotated[
        str | None,
        typer.Option("--map", help="Columns: date=1,amount=2,description=3 (1-based or header names)."),
    ] = None,
    profile: Annotated[
        str | None,
        typer.Option(
            "--profile", help="Use a saved import profile (its layout, and its account unless --account)."
        ),
    ] = None,
    save_profile: Annotated[
        str | None,
        typer.Option("--save-profile", help="Save this file's layout and account as a named profile."),
    ] = None,
    date_format: Annotated[
        str | None, typer.Option("--date-format", help="e.g. DD/MM/YYYY, MM/DD/YYYY or %d.%m.%Y.")
    ] = None,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Check and report; write nothing.")] = False,
    skip_invalid: Annotated[
        bool, typer.Option("--skip-invalid", help="Import the good rows and report the bad ones.")
    ] = False,
    account: Annotated[
        str | None,
        typer.Option(
            "--account", "-a", help="The bank account the file is from (required with more than one)."
        ),
    ] = None,
    json_output: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Import a bank export. The layout, encoding and date order are detected; re-importing adds nothing.

    Example: finkit import ~/Downloads/CSVData.csv --account business --dry-run
    """
    import gc

    from finkit.core.errors import ValidationError

    ctx = get_state().context()
    # The cyclic collector is off for the length of the import: its full collections walked the ~75,000
    # objects start-up left (SQLAlchemy, pydantic, typer, the mappers) and every chunk's rows again,
    # ~10 % of a 100,000-row import's CPU. The import makes few reference cycles (rows, tuples and
    # strings have none; memory is freed by reference counting as before), and the collector is put
    # back afterwards, so a process that runs more than one command loses nothing.
    collecting = gc.isenabled()
    gc.disable()
    size = file.stat().st_size if file.is_file() else None
    try:
        with progress_bar(f"Importing {file.name}", None if json_output else size) as advance:
            report = import_file(
                ctx,
                path=file,
                format=format,
                mapping=map_,
                profile=profile,
                save_profile=save_profile,
                date_format=date_format,
                dry_run=dry_run,
                skip_invalid=skip_invalid,
                progress=advance,
                bank_account=account,
            )
    except ValidationError as exc:
        if exc.fields and any(p.row is not None for p in exc.fields) and not json_output:
            _render_problems([(p.row, p.field, p.message) for p in exc.fields], len(exc.fields))
        raise
    finally:
        if collecting:
            gc.enable()
    if json_output:
        print_json(report.to_json_dict())
    else:
        _render(report)
