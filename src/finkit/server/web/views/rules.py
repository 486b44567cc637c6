"""Rules: list (in words), add and edit (the CLI's condition language), enable/disable, delete, preview
(date, description, amount and the change in words), run, the past runs and their undo.

A run answers with a redirect to the logged run's own page (post/redirect/get): reloading it never
runs the rule again, and the run stays listed under "Past runs" to undo later.
"""

from __future__ import annotations

from typing import Any

from starlette.responses import Response

from finkit.core.categories.service import list_categories
from finkit.core.errors import ValidationError
from finkit.core.rules.runs import get_rule_run, list_rule_runs
from finkit.core.rules.service import (
    create_rule,
    delete_rule,
    get_rule,
    list_rules,
    set_rule_enabled,
    update_rule,
)
from finkit.core.rules.syntax import parse_when
from finkit.core.rules.words import preview_in_words, rules_in_words
from finkit.core.usecases.rules import preview_rules, run_rules, undo_run
from finkit.server.web.form_errors import field_errors
from finkit.server.web.pages import Page, PageRoutes, redirect

routes = PageRoutes()
#: The actions the form can show and write; a rule with others keeps them untouched when edited.
FORM_ACTIONS = ("setCategory", "setMerchant", "setTaxDeductible", "addTag")
FORM_FIELDS = ("name", "when", "set_category", "set_merchant", "deductible", "add_tag", "actions")


def _actions(page: Page) -> list[dict[str, Any]]:
    """The form's action choices in the rule schema's words (the same shapes as ``finkit rules add``)."""
    actions: list[dict[str, Any]] = []
    if page.form.get("set_category"):
        actions.append({"type": "setCategory", "category": page.form["set_category"]})
    if page.form.get("set_merchant", "").strip():
        actions.append({"type": "setMerchant", "value": page.form["set_merchant"].strip()})
    if page.form.get("deductible") == "on":
        actions.append({"type": "setTaxDeductible", "value": True})
    if page.form.get("add_tag", "").strip():
        actions.append({"type": "addTag", "tag": page.form["add_tag"].strip()})
    return actions


def _form_values(actions: list[dict[str, Any]]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for action in actions:
        kind = action.get("type")
        if kind == "setCategory":
            values["set_category"] = action.get("category")
        elif kind == "setMerchant":
            values["set_merchant"] = action.get("value") or ""
        elif kind == "setTaxDeductible":
            values["deductible"] = bool(action.get("value"))
        elif kind == "addTag":
            values["add_tag"] = action.get("tag")
    return values


def _rule_body(page: Page) -> dict[str, Any]:
    when = page.form.get("when", "").strip()
    if not when:
        raise ValidationError.for_field("when", 'say which transactions, e.g. description contains "uber"')
    actions = _actions(page)
    if not actions:
        raise ValidationError.for_field("actions", "choose at least one thing the rule does")
    return {
        "name": page.form.get("name", "").strip() or when[:200],
        "conditions": parse_when(when),
        "actions": actions,
    }


def _typed(page: Page) -> dict[str, Any]:
    return {k: page.form.get(k, "") for k in FORM_FIELDS} | {
        "deductible": page.form.get("deductible") == "on"
    }


def _list(
    page: Page, *, errors: dict[str, str] | None = None, values: dict[str, Any] | None = None
) -> Response:
    return page.render(
        "rules.html",
        status=400 if errors else 200,
        rules=rules_in_words(page.ctx, list_rules(page.ctx)),
        categories=list_categories(page.ctx),
        runs=list_rule_runs(page.ctx),
        errors=errors or {},
        values=values or {},
    )


@routes.get("/rules")
def rules_page(page: Page) -> Response:
    return _list(page)


@routes.post("/rules")
def add_rule(page: Page) -> Response:
    try:
        rule = create_rule(page.ctx, data=_rule_body(page))
    except ValidationError as error:
        return _list(page, errors=field_errors(error, known=dict.fromkeys(FORM_FIELDS)), values=_typed(page))
    return redirect(f"/rules/{rule.id}")


def _rule(
    page: Page,
    *,
    preview: bool = False,
    errors: dict[str, str] | None = None,
    values: dict[str, Any] | None = None,
) -> Response:
    rule = get_rule(page.ctx, page.param("id"))
    shown = rules_in_words(page.ctx, [rule])[0]
    editable = all(a.get("type") in FORM_ACTIONS for a in rule.actions)
    result = preview_rules(page.ctx, options={"rule": rule.id}, sample=10) if preview else None
    return page.render(
        "rule.html",
        status=400 if errors else 200,
        shown=shown,
        rule=rule,
        editable=editable,
        values=values or ({"name": rule.name, "when": shown.when_syntax} | _form_values(rule.actions)),
        errors=errors or {},
        categories=list_categories(page.ctx),
        preview=result,
        preview_rows=preview_in_words(page.ctx, result) if result else [],
        notice=page.request.query_params.get("done", ""),
    )


@routes.get("/rules/{id}")
def rule_page(page: Page) -> Response:
    return _rule(page)


@routes.get("/rules/{id}/preview")
def rule_preview(page: Page) -> Response:
    """What running the rule would change: each transaction's date, description, amount and the change
    in words; nothing is written."""
    return _rule(page, preview=True)


@routes.post("/rules/{id}")
def edit_rule(page: Page) -> Response:
    """Name and conditions; the actions too when the form can show them all (else they are kept)."""
    rule = get_rule(page.ctx, page.param("id"))
    editable = all(a.get("type") in FORM_ACTIONS for a in rule.actions)
    try:
        body = _rule_body(page) if editable else None
        if body is None:
            when = page.form.get("when", "").strip()
            if not when:
                raise ValidationError.for_field(
                    "when", 'say which transactions, e.g. description contains "uber"'
                )
            body = {"name": page.form.get("name", "").strip() or rule.name, "conditions": parse_when(when)}
        update_rule(page.ctx, rule.id, data=body)
    except ValidationError as error:
        return _rule(page, errors=field_errors(error, known=dict.fromkeys(FORM_FIELDS)), values=_typed(page))
    return redirect(f"/rules/{rule.id}?done=saved")


@routes.post("/rules/{id}/enable")
def enable_rule(page: Page) -> Response:
    set_rule_enabled(page.ctx, page.param("id"), enabled=True)
    return redirect(f"/rules/{page.param('id')}?done=enabled")


@routes.post("/rules/{id}/disable")
def disable_rule(page: Page) -> Response:
    set_rule_enabled(page.ctx, page.param("id"), enabled=False)
    return redirect(f"/rules/{page.param('id')}?done=disabled")


@routes.get("/rules/{id}/delete")
def confirm_delete(page: Page) -> Response:
    rule = get_rule(page.ctx, page.param("id"))
    return page.render("rule_delete.html", shown=rules_in_words(page.ctx, [rule])[0])


@routes.post("/rules/{id}/delete")
def remove_rule(page: Page) -> Response:
    """The rule goes; what it changed stays (its past runs can still be undone)."""
    delete_rule(page.ctx, page.param("id"))
    return redirect("/rules?deleted=1")


@routes.post("/rules/{id}/run")
def rule_run(page: Page) -> Response:
    """Run, then show the logged run at its own address: reloading that page never runs the rule again."""
    run = run_rules(page.ctx, options={"rule": page.param("id"), "confirm": page.form.get("confirm") == "on"})
    if run.id is None:
        return redirect(f"/rules/{page.param('id')}?done=nothing")
    return redirect(f"/rule-runs/{run.id}")


@routes.get("/rule-runs/{id}")
def rule_run_page(page: Page) -> Response:
    restored = page.request.query_params.get("restored")
    run = get_rule_run(page.ctx, page.param("id"))
    return page.render("rule_run.html", run=run, restored=restored if run.undone_at else None)


@routes.post("/rule-runs/{id}/undo")
def rule_undo(page: Page) -> Response:
    result = undo_run(page.ctx, page.param("id"))
    return redirect(f"/rule-runs/{result.run_id}?restored={result.restored}")
