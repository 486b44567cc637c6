"""``finkit rules``: automation rules: add, list, show, edit, delete, enable, disable, preview, run,
undo, export and import."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.cli.period_option import PeriodOpt, cli_dates
from finkit.core.errors import ValidationError
from finkit.core.rules.schemas import RuleRead, RunRead
from finkit.core.rules.service import (
    create_rule,
    delete_rule,
    get_rule,
    list_rules,
    set_rule_enabled,
    update_rule,
)
from finkit.core.rules.syntax import parse_when
from finkit.core.rules.tomlfile import export_rules, import_rules
from finkit.core.usecases.rules import preview_rules, run_rules, undo_run

app = typer.Typer(
    help="Automation rules: conditions, actions, priorities; preview, run and undo.", no_args_is_help=True
)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]
WhenOpt = Annotated[
    str | None,
    typer.Option("--when", help="Conditions, e.g. 'description contains \"uber\" and amount < -10'."),
]
FromOpt = Annotated[str | None, typer.Option("--from", help="Only transactions on or after this date.")]
ToOpt = Annotated[str | None, typer.Option("--to", help="Only transactions on or before this date.")]


def _actions(
    *,
    set_category: str | None,
    set_merchant: str | None,
    normalise_merchant: bool,
    set_description: str | None,
    deductible: bool | None,
    business_use: str | None,
    gst_rate: str | None,
    gst_included: bool | None,
    add_tag: list[str] | None,
    append_note: str | None,
    prepend_note: str | None,
    flag_review: bool,
    delete: bool,
    link_bill: str | None,
    add_category: str | None,
) -> list[dict[str, Any]]:
    actions: list[dict[str, Any]] = []
    if set_category:
        actions.append({"type": "setCategory", "category": set_category})
    if add_category:
        actions.append({"type": "addCategoryAssignment", "category": add_category})
    if normalise_merchant:
        actions.append({"type": "setMerchant", "normalise": True})
    elif set_merchant:
        actions.append({"type": "setMerchant", "value": set_merchant})
    if set_description:
        actions.append({"type": "setDescription", "value": set_description})
    if deductible is not None or business_use is not None:
        action: dict[str, Any] = {
            "type": "setTaxDeductible",
            "value": deductible if deductible is not None else True,
        }
        if business_use is not None:
            action["businessUsePercentage"] = business_use
        actions.append(action)
    if gst_rate is not None or gst_included is not None:
        gst: dict[str, Any] = {"type": "setGst"}
        if gst_rate is not None:
            gst["rate"] = None if gst_rate.lower() in {"none", "default"} else gst_rate
        if gst_included is not None:
            gst["included"] = gst_included
        actions.append(gst)
    actions += [{"type": "addTag", "tag": tag} for tag in add_tag or []]
    if append_note:
        actions.append({"type": "appendNote", "text": append_note})
    if prepend_note:
        actions.append({"type": "prependNote", "text": prepend_note})
    if link_bill:
        actions.append({"type": "linkBill", "bill": link_bill})
    if flag_review:
        actions.append({"type": "flagForReview"})
    if delete:
        actions.append({"type": "delete"})
    return actions


def _rule_from_file(path: Path) -> dict[str, Any]:
    """A file with one rule: either a bare rule table, or a rules file holding exactly one [[rules]]."""
    try:
        document = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ValidationError.for_field("file", f"cannot read {path}: {exc}") from None
    rules = document.get("rules")
    if isinstance(rules, list):
        if len(rules) != 1:
            raise ValidationError.for_field("file", "holds several rules: use `finkit rules import`")
        return dict(rules[0])
    document.pop("version", None)
    return document


def _show(rule: RuleRead) -> None:
    table = Table(show_header=False, box=None)
    for key, value in rule.to_json_dict().items():
        table.add_row(f"[bold]{key}[/bold]", "" if value is None else str(value))
    console.print(table)


def _show_run(result: RunRead, *, samples: bool) -> None:
    title = "Preview (nothing written)" if result.dry_run else f"Run {result.id}"
    table = Table("Rule", "Changes", title=title)
    for outcome in result.rules:
        table.add_row(outcome.name, str(outcome.changed))
    console.print(table)
    if samples:
        for outcome in result.rules:
            for sample in outcome.sample:
                console.print(
                    f"[bold]{outcome.name}[/bold] · {sample.description}: "
                    f"{'deleted' if sample.deleted else ''}{sample.before} → {sample.after}",
                    highlight=False,
                )
    console.print(f"{result.changed} change(s) in total", style="dim")


# Action flags shared by add and edit.
SetCategoryOpt = Annotated[str | None, typer.Option("--set-category", help="Category name or id.")]
SetMerchantOpt = Annotated[str | None, typer.Option("--set-merchant", help="A clean merchant name.")]
NormaliseOpt = Annotated[
    bool, typer.Option("--normalise-merchant", help="Derive the merchant name from the description.")
]
SetDescriptionOpt = Annotated[str | None, typer.Option("--set-description")]
DeductibleOpt = Annotated[bool | None, typer.Option("--deductible/--not-deductible")]
BusinessUseOpt = Annotated[str | None, typer.Option("--business-use", help="Business-use percentage.")]
GstRateOpt = Annotated[str | None, typer.Option("--gst-rate", help="GST rate in percent, or 'default'.")]
GstIncludedOpt = Annotated[bool | None, typer.Option("--gst-included/--gst-excluded")]
AddTagOpt = Annotated[list[str] | None, typer.Option("--add-tag", help="Repeat for several tags.")]
AppendNoteOpt = Annotated[str | None, typer.Option("--append-note")]
PrependNoteOpt = Annotated[str | None, typer.Option("--prepend-note")]
FlagOpt = Annotated[bool, typer.Option("--flag-review", help="Flag matching transactions for review.")]
DeleteOpt = Annotated[bool, typer.Option("--delete", help="Delete matching transactions (runs need --yes).")]
LinkBillOpt = Annotated[str | None, typer.Option("--link-bill", help="Bill id (needs the bills area).")]
AddCategoryOpt = Annotated[
    str | None, typer.Option("--add-category", help="Add a category assignment (needs category sets).")
]
PriorityOpt = Annotated[int | None, typer.Option("--priority", help="Lower runs first (default 100).")]
StopOpt = Annotated[
    bool | None, typer.Option("--stop/--no-stop", help="Stop processing later rules on a match.")
]
TriggerOpt = Annotated[
    list[str] | None,
    typer.Option("--trigger", help="create, update or import; repeat. Default create+import."),
]


@app.command("add")
@handle_errors
def add(
    name: Annotated[str | None, typer.Option("--name", help="Rule name (default: the --when text).")] = None,
    file: Annotated[Path | None, typer.Option("--file", help="A TOML file with one rule.")] = None,
    when: WhenOpt = None,
    priority: PriorityOpt = None,
    stop: StopOpt = None,
    trigger: TriggerOpt = None,
    disabled: Annotated[bool, typer.Option("--disabled", help="Create it disabled.")] = False,
    set_category: SetCategoryOpt = None,
    set_merchant: SetMerchantOpt = None,
    normalise_merchant: NormaliseOpt = False,
    set_description: SetDescriptionOpt = None,
    deductible: DeductibleOpt = None,
    business_use: BusinessUseOpt = None,
    gst_rate: GstRateOpt = None,
    gst_included: GstIncludedOpt = None,
    add_tag: AddTagOpt = None,
    append_note: AppendNoteOpt = None,
    prepend_note: PrependNoteOpt = None,
    flag_review: FlagOpt = False,
    delete: DeleteOpt = False,
    link_bill: LinkBillOpt = None,
    add_category: AddCategoryOpt = None,
    json_output: JsonOpt = False,
) -> None:
    """Add a rule, from flags or from a TOML file.

    Example: finkit rules add --when 'description contains "uber"' --set-category "Public Transport & Rideshare"
    """
    ctx = get_state().context()
    if file is not None:
        body = _rule_from_file(file)
    else:
        if when is None:
            raise ValidationError.for_field("when", "give --when (or --file)")
        body = {
            "name": name or when[:200],
            "conditions": parse_when(when),
            "actions": _actions(
                set_category=set_category,
                set_merchant=set_merchant,
                normalise_merchant=normalise_merchant,
                set_description=set_description,
                deductible=deductible,
                business_use=business_use,
                gst_rate=gst_rate,
                gst_included=gst_included,
                add_tag=add_tag,
                append_note=append_note,
                prepend_note=prepend_note,
                flag_review=flag_review,
                delete=delete,
                link_bill=link_bill,
                add_category=add_category,
            ),
        }
    if name:
        body["name"] = name
    if priority is not None:
        body["priority"] = priority
    if stop is not None:
        body["stopProcessing"] = stop
    if trigger:
        body["triggers"] = trigger
    if disabled:
        body["enabled"] = False
    rule = create_rule(ctx, data=body)
    if json_output:
        print_json({"rule": rule.to_json_dict()})
    else:
        console.print(f"Added rule {rule.id}: {rule.name}")


@app.command("list")
@handle_errors
def list_cmd(json_output: JsonOpt = False) -> None:
    """List rules in evaluation order (priority, then id).

    Example: finkit rules list
    """
    rules = list_rules(get_state().context())
    if json_output:
        print_json({"rules": [r.to_json_dict() for r in rules]})
        return
    table = Table("Priority", "Name", "Enabled", "Stop", "Triggers", "Actions", "Id")
    for rule in rules:
        table.add_row(
            str(rule.priority),
            rule.name,
            "yes" if rule.enabled else "no",
            "yes" if rule.stop_processing else "",
            ",".join(rule.triggers),
            ", ".join(a["type"] for a in rule.actions),
            rule.id[:8],
        )
    console.print(table)


@app.command("show")
@handle_errors
def show(rule: Annotated[str, typer.Argument(help="Rule id or name.")], json_output: JsonOpt = False) -> None:
    """Show one rule.

    Example: finkit rules show "Uber rides"
    """
    found = get_rule(get_state().context(), rule)
    if json_output:
        print_json({"rule": found.to_json_dict()})
    else:
        _show(found)


@app.command("edit")
@handle_errors
def edit(
    rule: Annotated[str, typer.Argument(help="Rule id or name.")],
    name: Annotated[str | None, typer.Option("--name")] = None,
    file: Annotated[Path | None, typer.Option("--file", help="A TOML file with the new rule.")] = None,
    when: WhenOpt = None,
    priority: PriorityOpt = None,
    stop: StopOpt = None,
    trigger: TriggerOpt = None,
    set_category: SetCategoryOpt = None,
    set_merchant: SetMerchantOpt = None,
    normalise_merchant: NormaliseOpt = False,
    set_description: SetDescriptionOpt = None,
    deductible: DeductibleOpt = None,
    business_use: BusinessUseOpt = None,
    gst_rate: GstRateOpt = None,
    gst_included: GstIncludedOpt = None,
    add_tag: AddTagOpt = None,
    append_note: AppendNoteOpt = None,
    prepend_note: PrependNoteOpt = None,
    flag_review: FlagOpt = False,
    delete: DeleteOpt = False,
    link_bill: LinkBillOpt = None,
    add_category: AddCategoryOpt = None,
    json_output: JsonOpt = False,
) -> None:
    """Change a rule. --when replaces the conditions; any action flag replaces the actions.

    Example: finkit rules edit "Uber rides" --priority 10 --stop
    """
    ctx = get_state().context()
    body: dict[str, Any] = _rule_from_file(file) if file is not None else {}
    if when is not None:
        body["conditions"] = parse_when(when)
    actions = _actions(
        set_category=set_category,
        set_merchant=set_merchant,
        normalise_merchant=normalise_merchant,
        set_description=set_description,
        deductible=deductible,
        business_use=business_use,
        gst_rate=gst_rate,
        gst_included=gst_included,
        add_tag=add_tag,
        append_note=append_note,
        prepend_note=prepend_note,
        flag_review=flag_review,
        delete=delete,
        link_bill=link_bill,
        add_category=add_category,
    )
    if actions:
        body["actions"] = actions
    for key, value in (
        ("name", name),
        ("priority", priority),
        ("stopProcessing", stop),
        ("triggers", trigger),
    ):
        if value is not None:
            body[key] = value
    updated = update_rule(ctx, get_rule(ctx, rule).id, data=body)
    if json_output:
        print_json({"rule": updated.to_json_dict()})
    else:
        _show(updated)


@app.command("delete")
@handle_errors
def delete_cmd(
    rule: Annotated[str, typer.Argument(help="Rule id or name.")],
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """Delete a rule (its past runs stay undoable).

    Example: finkit rules delete "Uber rides" --yes
    """
    ctx = get_state().context()
    found = get_rule(ctx, rule)
    if not yes:
        typer.confirm(f"Delete rule {found.name!r}?", abort=True)
    result = delete_rule(ctx, found.id)
    if json_output:
        print_json(result.to_json_dict())
    else:
        console.print(f"Deleted rule {found.name}")


def _toggle(rule: str, enabled: bool, json_output: bool) -> None:
    ctx = get_state().context()
    updated = set_rule_enabled(ctx, get_rule(ctx, rule).id, enabled=enabled)
    if json_output:
        print_json({"rule": updated.to_json_dict()})
    else:
        console.print(f"{'Enabled' if enabled else 'Disabled'} rule {updated.name}")


@app.command("enable")
@handle_errors
def enable(
    rule: Annotated[str, typer.Argument(help="Rule id or name.")], json_output: JsonOpt = False
) -> None:
    """Enable a rule. Example: finkit rules enable "Uber rides" """
    _toggle(rule, True, json_output)


@app.command("disable")
@handle_errors
def disable(
    rule: Annotated[str, typer.Argument(help="Rule id or name.")], json_output: JsonOpt = False
) -> None:
    """Disable a rule. Example: finkit rules disable "Uber rides" """
    _toggle(rule, False, json_output)


@app.command("preview")
@handle_errors
def preview(
    rule: Annotated[
        str | None, typer.Argument(help="One rule (id or name); default all enabled rules.")
    ] = None,
    from_date: FromOpt = None,
    to_date: ToOpt = None,
    period: PeriodOpt = None,
    sample: Annotated[int, typer.Option("--sample", help="Before/after examples per rule.")] = 5,
    json_output: JsonOpt = False,
) -> None:
    """Dry run over history: how many transactions each rule would change, with before/after samples.

    Example: finkit rules preview --period "this financial year"
    """
    start, end = cli_dates(period, from_date, to_date, json_output=json_output)
    result = preview_rules(
        get_state().context(),
        options={"rule": rule, "fromDate": start, "toDate": end},
        sample=sample,
    )
    if json_output:
        print_json(result.to_json_dict())
    else:
        _show_run(result, samples=True)


@app.command("run")
@handle_errors
def run(
    rule: Annotated[
        str | None, typer.Argument(help="One rule (id or name); default all enabled rules.")
    ] = None,
    from_date: FromOpt = None,
    to_date: ToOpt = None,
    period: PeriodOpt = None,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Confirm rules that delete transactions.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """Apply rules to stored transactions; the run can be undone with `finkit rules undo RUN_ID`.

    Example: finkit rules run --from 2026-01-01 --to 2026-06-30 (or --period "last quarter")
    """
    start, end = cli_dates(period, from_date, to_date, json_output=json_output)
    result = run_rules(
        get_state().context(),
        options={"rule": rule, "fromDate": start, "toDate": end, "confirm": yes},
    )
    if json_output:
        print_json(result.to_json_dict())
    else:
        _show_run(result, samples=False)
        console.print(f"Undo with: finkit rules undo {result.id}", style="dim")


@app.command("undo")
@handle_errors
def undo(
    run_id: Annotated[str, typer.Argument(help="The run id printed by `finkit rules run`.")],
    json_output: JsonOpt = False,
) -> None:
    """Undo a rule run exactly; refuses (naming them) if touched transactions changed since.

    Example: finkit rules undo 5f0c...
    """
    result = undo_run(get_state().context(), run_id)
    if json_output:
        print_json(result.to_json_dict())
    else:
        console.print(
            f"Undid run {result.run_id}: {result.restored} restored, {result.reinserted} re-inserted"
        )


@app.command("export")
@handle_errors
def export(
    file: Annotated[Path, typer.Argument(help="TOML file to write ('-' for stdout).")],
    json_output: JsonOpt = False,
) -> None:
    """Export every rule to a TOML rules file (categories by name).

    Example: finkit rules export rules.toml
    """
    text = export_rules(get_state().context())
    if str(file) == "-":
        typer.echo(text, nl=False)
        return
    file.write_text(text, encoding="utf-8")
    if json_output:
        print_json({"file": str(file), "bytes": len(text.encode())})
    else:
        console.print(f"Wrote {file}")


@app.command("import")
@handle_errors
def import_cmd(
    file: Annotated[Path, typer.Argument(help="TOML rules file.")],
    replace: Annotated[bool, typer.Option("--replace", help="Overwrite rules with the same name.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """Import a TOML rules file, all or nothing.

    Example: finkit rules import rules.toml --replace
    """
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as exc:
        raise ValidationError.for_field("file", f"cannot read {file}: {exc}") from None
    rules = import_rules(get_state().context(), text=text, replace=replace)
    if json_output:
        print_json({"rules": [r.to_json_dict() for r in rules]})
    else:
        console.print(f"Imported {len(rules)} rule(s)")
