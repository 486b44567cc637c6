"""Rule tools: create, preview, confirmed run, undo; bulk changes wait for confirmation."""

from __future__ import annotations

import jsonschema

from finkit.core.usecases.transactions import create_transaction, get_transaction
from finkit.tools.registry import get_tool
from tests.tools.tooling import error, ok

UBER = {"all": [{"field": "description", "operator": "contains", "value": "uber"}]}


def test_rules_create_preview_run_undo(ctx) -> None:
    tx = create_transaction(ctx, data={"date": "2026-06-01", "description": "UBER *TRIP", "amount": -20})
    rule = ok(
        ctx,
        "rules_create",
        {
            "name": "Uber",
            "conditions": UBER,
            "actions": [{"type": "setCategory", "category": "Public Transport & Rideshare"}],
        },
    )
    assert [r["name"] for r in ok(ctx, "rules_list")["rules"]] == ["Uber"]
    assert ok(ctx, "rules_get", {"ruleId": rule["id"]})["name"] == "Uber"
    assert ok(ctx, "rules_preview")["changed"] == 1

    unconfirmed = ok(ctx, "rules_run")
    assert unconfirmed["confirmationRequired"] is True and "1 stored transaction" in unconfirmed["wouldDo"]
    assert get_transaction(ctx, tx.id).category_id is None

    run = ok(ctx, "rules_run", {"confirm": True})
    assert run["changed"] == 1 and get_transaction(ctx, tx.id).category is not None
    assert ok(ctx, "rules_undo", {"runId": run["id"]})["confirmationRequired"] is True
    assert ok(ctx, "rules_undo", {"runId": run["id"], "confirm": True})["restored"] == 1
    # refused before any offer: an undone run, an unknown run
    assert error(ctx, "rules_undo", {"runId": run["id"]})["code"] == "CONFLICT"
    assert error(ctx, "rules_undo", {"runId": "no-such-run"})["code"] == "NOT_FOUND"
    assert get_transaction(ctx, tx.id).category_id is None
    assert ok(ctx, "rules_delete", {"ruleId": rule["id"], "confirm": True})["deleted"] is True


def test_rules_bad_input_and_other_accounts(ctx, other_ctx) -> None:
    bad = error(
        ctx,
        "rules_create",
        {
            "name": "x",
            "conditions": {"all": [{"field": "nope", "operator": "equals", "value": 1}]},
            "actions": [{"type": "addTag", "tag": "t"}],
        },
    )
    assert bad["code"] == "VALIDATION_ERROR" and "conditions" in bad["error"]
    theirs = ok(
        other_ctx,
        "rules_create",
        {"name": "Theirs", "conditions": UBER, "actions": [{"type": "addTag", "tag": "t"}]},
    )
    assert error(ctx, "rules_get", {"ruleId": theirs["id"]})["code"] == "NOT_FOUND"


def test_what_the_listed_rule_schema_accepts_core_accepts(ctx) -> None:
    """The JSON Schema of rules_create (built from core's tables) and core's own validation agree on a
    rule that uses groups, negation, lists and several action types."""
    arguments = {
        "name": "Weekend rides",
        "conditions": {
            "all": [
                {"field": "merchant", "operator": "contains", "value": "uber"},
                {"not": {"field": "amount", "operator": "between", "value": [-5, 0]}},
                {"any": [{"field": "weekday", "operator": "oneOf", "value": ["sat", "sun"]}]},
                {"field": "amount", "operator": "approximately", "value": -20, "tolerance": 10},
            ]
        },
        "actions": [
            {"type": "setCategory", "category": "Public Transport & Rideshare"},
            {"type": "setTaxDeductible", "value": True, "businessUsePercentage": 50},
            {"type": "addTag", "tag": "rides"},
        ],
    }
    spec = get_tool("rules_create")
    assert spec is not None
    jsonschema.validate(arguments, spec.input_schema())
    assert ok(ctx, "rules_create", arguments)["name"] == "Weekend rides"
