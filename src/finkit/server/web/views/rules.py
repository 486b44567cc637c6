"""Rules: list, add (the CLI's condition language), preview, run, and undo a run."""

from __future__ import annotations

from typing import Any

from starlette.responses import Response

from finkit.core.categories.service import list_categories
from finkit.core.errors import ValidationError
from finkit.core.rules.service import create_rule, get_rule, list_rules
from finkit.core.rules.syntax import parse_when
from finkit.core.usecases.rules import preview_rules, run_rules, undo_run
from finkit.server.web.pages import Page, PageRoutes, redirect

routes = PageRoutes()


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


@routes.get("/rules")
def rules_page(page: Page) -> Response:
    return page.render(
        "rules.html", rules=list_rules(page.ctx), categories=list_categories(page.ctx), form={}
    )


@routes.post("/rules")
def add_rule(page: Page) -> Response:
    when = page.form.get("when", "").strip()
    if not when:
        raise ValidationError.for_field("when", 'is required, e.g. description contains "uber"')
    rule = create_rule(
        page.ctx,
        data={
            "name": page.form.get("name", "").strip() or when[:200],
            "conditions": parse_when(when),
            "actions": _actions(page),
        },
    )
    return redirect(f"/rules/{rule.id}")


@routes.get("/rules/{id}")
def rule_page(page: Page) -> Response:
    return page.render("rule.html", rule=get_rule(page.ctx, page.param("id")), preview=None)


@routes.get("/rules/{id}/preview")
def rule_preview(page: Page) -> Response:
    """What running the rule would change, with before/after samples; nothing is written."""
    rule_id = page.param("id")
    preview = preview_rules(page.ctx, options={"rule": rule_id}, sample=10)
    return page.render("rule.html", rule=get_rule(page.ctx, rule_id), preview=preview)


@routes.post("/rules/{id}/run")
def rule_run(page: Page) -> Response:
    run = run_rules(page.ctx, options={"rule": page.param("id"), "confirm": page.form.get("confirm") == "on"})
    return page.render("rule_run.html", run=run, undone=None)


@routes.post("/rule-runs/{id}/undo")
def rule_undo(page: Page) -> Response:
    return page.render("rule_run.html", run=None, undone=undo_run(page.ctx, page.param("id")))
