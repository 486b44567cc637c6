"""Input-taxed and out-of-scope answers are remembered (issue 26): the review's rule sets the treatment on
the merchant's future rows (``setGstTreatment``), on import and on a run over history alike."""

from __future__ import annotations

import pytest

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.rules.engine import ENGINES
from finkit.core.rules.service import create_rule, list_rules
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.rules import run_rules
from finkit.core.usecases.transactions import get_transaction
from tests.core.review.conftest import add


@pytest.mark.parametrize("treatment", ["input_taxed", "out_of_scope"])
def test_a_treatment_no_rate_can_say_is_remembered(ctx: AccountContext, treatment: str) -> None:
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True})
    add(ctx, "2025-07-05", "WESTPAC MERCHANT FACILITY", "-22.00")
    item = review_queue(ctx).items[0]
    outcome = decide_item(ctx, item.id, data={"category": "Bank Fees", "gstTreatment": treatment})
    assert f"GST {treatment}" in outcome.rule.remembers
    rule = next(r for r in list_rules(ctx) if r.id == outcome.rule.id)
    assert {"type": "setGstTreatment", "value": treatment} in rule.actions
    later = get_transaction(ctx, add(ctx, "2025-08-05", "WESTPAC MERCHANT FACILITY", "-22.00"))
    assert later.gst_treatment == treatment and later.gst_amount in (None, 0)
    assert (
        "gstTreatment" in later.tax_treatment_source and later.tax_treatment_source["gstTreatment"] == "user"
    )


@pytest.mark.parametrize("python", [False, True], ids=["sql", "python"])
@pytest.mark.parametrize("engine", ENGINES)
def test_a_run_over_history_sets_the_treatment_as_the_persons(
    ctx: AccountContext, engine: str, python: bool
) -> None:
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True})
    tx = add(ctx, "2025-07-05", "ACME HIRE SERVICES", "-120.00")
    # setMerchant normalise makes a rule run in Python over history (apply_to_row), else in SQL.
    merchant = [{"type": "setMerchant", "normalise": True}] if python else []
    create_rule(
        ctx,
        data={
            "name": "Acme hire",
            "conditions": {"field": "description", "operator": "contains", "value": "acme"},
            "actions": [*merchant, {"type": "setGstTreatment", "value": "input_taxed"}],
        },
    )
    run_rules(ctx, engine=engine)
    stored = get_transaction(ctx, tx)
    assert stored.gst_treatment == "input_taxed" and stored.tax_treatment_source["gstTreatment"] == "user"
