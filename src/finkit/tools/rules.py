"""Automation-rule tools: CRUD, preview, run over history, undo a run."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pydantic import BaseModel, Field

from finkit.core.context import AccountContext
from finkit.core.periods import period_dates
from finkit.core.rules.json_schema import add_rule_shape
from finkit.core.rules.schemas import RuleCreate, RuleDeleteResult, RuleRead, RuleUpdate, RunRead, UndoResult
from finkit.core.rules.service import create_rule, delete_rule, get_rule, list_rules, update_rule
from finkit.core.usecases.rules import check_undoable, preview_rules, run_rules, undo_run
from finkit.tools.registry import ConfirmInput, ToolInput, tool


class NoInput(ToolInput):
    pass


class RuleList(BaseModel):
    rules: list[RuleRead]


class RuleId(ToolInput):
    rule_id: str = Field(description="The rule's id or name.")


class RuleUpdateInput(RuleUpdate):
    rule_id: str = Field(description="The rule's id.")


class RuleDeleteInput(ConfirmInput):
    rule_id: str = Field(description="The rule's id.")


class RunInput(ToolInput):
    rule: str | None = Field(default=None, description="One rule (id or name); default every enabled rule.")
    from_date: dt.date | None = Field(default=None, description="Only transactions from this day.")
    to_date: dt.date | None = Field(default=None, description="… to this day (inclusive).")
    period: str | None = Field(default=None, description="e.g. 'last quarter'")


class RunConfirmInput(RunInput, ConfirmInput):
    pass


class UndoInput(ConfirmInput):
    run_id: str = Field(description="The id of a rule run (from rules_run).")


@tool(
    "rules_list",
    title="List rules",
    read_only=True,
    input_model=NoInput,
    output_model=RuleList,
    description="The account's automation rules in evaluation order (priority, then id), with their "
    "conditions, actions, triggers and whether they are enabled.",
)
def list_(ctx: AccountContext, args: NoInput) -> RuleList:
    return RuleList(rules=list_rules(ctx))


@tool(
    "rules_get",
    title="Get a rule",
    read_only=True,
    input_model=RuleId,
    output_model=RuleRead,
    description="One automation rule by id or name, with its conditions and actions.",
)
def get(ctx: AccountContext, args: RuleId) -> RuleRead:
    return get_rule(ctx, args.rule_id)


@tool(
    "rules_create",
    title="Create a rule",
    read_only=False,
    input_model=RuleCreate,
    schema_extra=add_rule_shape,
    output_model=RuleRead,
    description="Create an automation rule that runs on new, imported and updated transactions, e.g. "
    'conditions {"all": [{"field": "merchant", "operator": "contains", "value": "uber"}]}, actions '
    '[{"type": "setCategory", "category": "Transport"}]. Check it with rules_preview. See docs/rules.md.',
)
def create(ctx: AccountContext, args: RuleCreate) -> RuleRead:
    return create_rule(ctx, data=args)


@tool(
    "rules_update",
    title="Change a rule",
    read_only=False,
    idempotent=True,
    input_model=RuleUpdateInput,
    schema_extra=add_rule_shape,
    output_model=RuleRead,
    description="Change some fields of a rule (only those given; enable/disable with enabled).",
)
def update(ctx: AccountContext, args: RuleUpdateInput) -> RuleRead:
    changes = args.model_dump(exclude_unset=True, exclude={"rule_id"})
    return update_rule(ctx, args.rule_id, data=RuleUpdate(**changes))


def _preview_delete(ctx: AccountContext, args: RuleDeleteInput) -> str:
    return f"Delete rule '{get_rule(ctx, args.rule_id).name}' (transactions it changed keep their values)"


@tool(
    "rules_delete",
    title="Delete a rule",
    read_only=False,
    destructive=True,
    input_model=RuleDeleteInput,
    output_model=RuleDeleteResult,
    preview=_preview_delete,
    description="Delete an automation rule. Without confirm: true it only says what it would delete.",
)
def delete(ctx: AccountContext, args: RuleDeleteInput) -> RuleDeleteResult:
    return delete_rule(ctx, args.rule_id)


def _run_options(ctx: AccountContext, args: RunInput, *, exclude: set[str] | None = None) -> dict[str, Any]:
    """The run's options with ``period`` words read into fromDate/toDate."""
    start, end = period_dates(ctx, period=args.period, from_date=args.from_date, to_date=args.to_date)
    options = args.model_dump(exclude={"period", *(exclude or set())})
    return {**options, "from_date": start, "to_date": end}


@tool(
    "rules_preview",
    title="Preview rules over history",
    read_only=True,
    input_model=RunInput,
    output_model=RunRead,
    description="Dry run: how many stored transactions each rule would change, with a sample of before and "
    "after values. Changes nothing; use it before rules_run.",
)
def preview(ctx: AccountContext, args: RunInput) -> RunRead:
    return preview_rules(ctx, options=_run_options(ctx, args))


def _preview_run(ctx: AccountContext, args: RunConfirmInput) -> str:
    result = preview_rules(ctx, options=_run_options(ctx, args, exclude={"confirm"}))
    return f"Apply rules to {result.changed} stored transaction(s) (undo later with rules_undo)"


@tool(
    "rules_run",
    title="Run rules over history",
    read_only=False,
    destructive=True,
    input_model=RunConfirmInput,
    output_model=RunRead,
    preview=_preview_run,
    description="Apply the enabled rules (or one rule) to stored transactions in a date range, as one run "
    "that rules_undo can reverse. A bulk change: without confirm: true it only says how many "
    "transactions would change.",
)
def run(ctx: AccountContext, args: RunConfirmInput) -> RunRead:
    return run_rules(ctx, options=_run_options(ctx, args))


def _preview_undo(ctx: AccountContext, args: UndoInput) -> str:
    check_undoable(ctx, args.run_id)
    return f"Undo rule run {args.run_id}, restoring every value it changed"


@tool(
    "rules_undo",
    title="Undo a rule run",
    read_only=False,
    destructive=True,
    input_model=UndoInput,
    output_model=UndoResult,
    preview=_preview_undo,
    description="Reverse a rule run exactly (restores before-values; refuses, naming them, when the "
    "transactions changed since). Without confirm: true it only says what it would do.",
)
def undo(ctx: AccountContext, args: UndoInput) -> Any:
    return undo_run(ctx, args.run_id)
