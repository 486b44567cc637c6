"""Automation rules: CRUD, enable/disable, preview, run over history, undo a run, TOML export/import."""

from __future__ import annotations

from pydantic import Field
from starlette.responses import Response

from finkit.core.rules.schemas import RuleCreate, RuleRead, RuleUpdate, RunOptions, RunRead, UndoResult
from finkit.core.rules.service import (
    create_rule,
    delete_rule,
    get_rule,
    list_rules,
    set_rule_enabled,
    update_rule,
)
from finkit.core.rules.tomlfile import export_rules, import_rules
from finkit.core.schemas import InputSchema
from finkit.core.usecases.rules import preview_rules, run_rules
from finkit.server.envelopes import DeletedEnvelope, Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="rules")


class RuleEnvelope(Envelope):
    rule: RuleRead


class RuleList(Envelope):
    rules: list[RuleRead]


class RunEnvelope(Envelope):
    run: RunRead


class UndoEnvelope(Envelope):
    data: UndoResult


class RulesImport(InputSchema):
    toml: str = Field(min_length=1, description="A rules file as exported by GET /api/rules/export.")
    replace: bool = Field(default=False, description="Delete the account's other rules first.")


@routes.get("/api/rules", response=RuleList, summary="List rules in evaluation order")
def list_(call: Call) -> RuleList:
    return RuleList(rules=list_rules(call.ctx))


@routes.post("/api/rules", body=RuleCreate, response=RuleEnvelope, status=201, summary="Create a rule")
def create(call: Call) -> RuleEnvelope:
    """``conditions``: an ``all``/``any`` tree of ``{field, operator, value}``; ``actions``: an ordered list.
    See docs/rules.md for every field, operator and action."""
    return RuleEnvelope(rule=create_rule(call.ctx, data=call.body))


@routes.get(
    "/api/rules/export",
    response=Envelope,
    produces=("application/toml",),
    summary="Export every rule as a TOML rules file",
)
def export(call: Call) -> Response:
    return Response(
        export_rules(call.ctx),
        media_type="application/toml; charset=utf-8",
        headers={"Content-Disposition": 'attachment; filename="finkit-rules.toml"'},
    )


@routes.post(
    "/api/rules/import",
    body=RulesImport,
    response=RuleList,
    status=201,
    summary="Import rules from a TOML rules file (all or nothing)",
)
def import_(call: Call) -> RuleList:
    body: RulesImport = call.body
    return RuleList(rules=import_rules(call.ctx, text=body.toml, replace=body.replace))


@routes.post(
    "/api/rules/preview",
    body=RunOptions,
    response=RunEnvelope,
    errors=(404,),  # an unknown rule named in ``rule``
    summary="Dry run over history: what each rule would change, with samples",
)
def preview(call: Call) -> RunEnvelope:
    return RunEnvelope(run=preview_rules(call.ctx, options=call.body))


@routes.post(
    "/api/rules/run",
    body=RunOptions,
    response=RunEnvelope,
    errors=(404,),
    summary="Apply rules to stored transactions (rules that delete need confirm: true)",
)
def run(call: Call) -> RunEnvelope:
    return RunEnvelope(run=run_rules(call.ctx, options=call.body))


@routes.post("/api/rule-runs/{id}/undo", response=UndoEnvelope, summary="Undo a rule run exactly")
def undo(call: Call) -> UndoEnvelope:
    from finkit.core.usecases.rules import undo_run

    return UndoEnvelope(data=undo_run(call.ctx, call.path["id"]))


@routes.get("/api/rules/{id}", response=RuleEnvelope, summary="Get a rule")
def get(call: Call) -> RuleEnvelope:
    return RuleEnvelope(rule=get_rule(call.ctx, call.path["id"]))


@routes.patch("/api/rules/{id}", body=RuleUpdate, response=RuleEnvelope, summary="Change a rule")
def update(call: Call) -> RuleEnvelope:
    return RuleEnvelope(rule=update_rule(call.ctx, call.path["id"], data=call.body))


@routes.post("/api/rules/{id}/enable", response=RuleEnvelope, summary="Enable a rule")
def enable(call: Call) -> RuleEnvelope:
    return RuleEnvelope(rule=set_rule_enabled(call.ctx, call.path["id"], enabled=True))


@routes.post("/api/rules/{id}/disable", response=RuleEnvelope, summary="Disable a rule")
def disable(call: Call) -> RuleEnvelope:
    return RuleEnvelope(rule=set_rule_enabled(call.ctx, call.path["id"], enabled=False))


@routes.delete("/api/rules/{id}", response=DeletedEnvelope, summary="Delete a rule")
def delete(call: Call) -> DeletedEnvelope:
    return DeletedEnvelope(id=delete_rule(call.ctx, call.path["id"]).id)
