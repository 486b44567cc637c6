"""``tax analyse --save`` writes only confident, non-private verdicts; the rest waits in the review list
(issue 12: household power, water and Uber Eats meals were saved as deductions)."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from finkit.core.audit.service import list_activity
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError
from finkit.core.events.models import OutboxEvent
from finkit.core.tax.review.service import dismiss_review, list_review, queue_for_review
from finkit.core.transactions.tax_fields import rederive_tax
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.tax import accept_review, analyse_transactions
from finkit.core.usecases.transactions import get_transaction, update_transaction
from tests.core.tax.conftest import add
from tests.outbox import Outbox


def _household(ctx: AccountContext) -> dict[str, str]:
    update_profile(ctx, data={"occupation": "electrician", "gstRegistered": True})
    rows = {
        "power": add(ctx, "2025-08-05", "AGL SALES PTY LTD BPAY", "-330.00", "Utilities"),
        "water": add(ctx, "2025-08-06", "SYDNEY WATER CORP BPAY", "-180.00", "Utilities"),
        "meal": add(ctx, "2025-08-07", "UBER *EATS HELP.UBER.COM", "-42.00", "Meals & Dining"),
        "multimeter": add(ctx, "2025-08-08", "Fluke multimeter Sydney Tools", "-450.00", "Tools & Equipment"),
    }
    analyse_transactions(ctx, transaction_ids=list(rows.values()), save=True)
    return rows


def test_private_categories_are_never_saved_and_go_to_review(
    ctx: AccountContext, other_ctx: AccountContext
) -> None:
    rows = _household(ctx)
    for name in ("power", "water", "meal"):
        assert get_transaction(ctx, rows[name]).is_tax_deductible is False, name
    assert get_transaction(ctx, rows["multimeter"]).is_tax_deductible is True
    queued = {item.transaction_id: item for item in list_review(ctx)}
    assert set(queued) == {rows["power"], rows["water"], rows["meal"]}
    assert {item.reason for item in queued.values()} == {"private_category"}
    assert list_review(other_ctx) == []


def test_accept_one_row_dismiss_another(ctx: AccountContext, other_ctx: AccountContext) -> None:
    rows = _household(ctx)
    items = {item.transaction_id: item for item in list_review(ctx)}
    power = items[rows["power"]]
    with pytest.raises(NotFoundError):
        accept_review(other_ctx, power.id)
    decision = accept_review(ctx, power.id[:8])  # the short id the CLI shows
    assert decision.accepted is True and decision.is_tax_deductible is True
    stored = get_transaction(ctx, rows["power"])
    assert stored.is_tax_deductible is True
    assert stored.business_use_percentage == power.business_use_percentage
    meal = items[rows["meal"]]
    assert dismiss_review(ctx, meal.id).accepted is False
    assert get_transaction(ctx, rows["meal"]).is_tax_deductible is False
    assert {item.transaction_id for item in list_review(ctx)} == {rows["water"]}
    with pytest.raises(NotFoundError):
        accept_review(ctx, power.id)  # already decided


def test_accepting_is_a_user_edit_that_survives_rederivation(ctx: AccountContext) -> None:
    """Issue 15 leftover: accepting goes through the write path of an edit, so the verdict is the user's
    (``taxTreatmentSource`` user), re-derivation keeps it, and the accept leaves an activity row and one
    outbox event in the same commit."""
    rows = _household(ctx)
    power = next(item for item in list_review(ctx) if item.transaction_id == rows["power"])
    seen = Outbox(ctx.db, "tax.review.accepted")
    accept_review(ctx, power.id)
    stored = get_transaction(ctx, rows["power"])
    assert stored.is_tax_deductible is True
    assert stored.tax_treatment_source["isTaxDeductible"] == "user"
    assert stored.tax_treatment_source["gstAmount"] == "derived"  # only the verdict is pinned
    # A profile change re-derives every row: Utilities is a private category, the user's verdict stays.
    update_profile(ctx, data={"occupation": "plumber"})
    with ctx.db.session() as session:
        rederive_tax(session, ctx, transaction_ids=[rows["power"]])
    again = get_transaction(ctx, rows["power"])
    assert again.is_tax_deductible is True
    assert again.business_use_percentage == power.business_use_percentage
    mine = [event.payload["transactionId"] for event in seen if event.account_id == ctx.account_id]
    assert mine == [rows["power"]]
    with ctx.db.session() as session:
        outbox = session.scalars(
            select(OutboxEvent).where(
                OutboxEvent.account_id == ctx.account_id, OutboxEvent.type == "tax.review.accepted"
            )
        ).all()
    assert [(event.payload["reviewItemId"], event.payload["isTaxDeductible"]) for event in outbox] == [
        (power.id, True)
    ]
    entries, _ = list_activity(ctx, limit=20)
    accepted = [e for e in entries if e.action == "tax.review.accept"]
    assert [e.target_id for e in accepted] == [rows["power"]]
    edits = [e for e in entries if e.action == "transaction.update" and e.target_id == rows["power"]]
    assert edits and edits[0].details is not None and edits[0].details["source"] == "tax.review"


def test_accepting_not_deductible_leaves_the_share_to_derivation(ctx: AccountContext) -> None:
    """A 'not deductible' verdict pins deductibility only; an edit to the category later cannot make it
    deductible again, and dismissing writes nothing but an activity row."""
    update_profile(ctx, data={"occupation": "electrician", "gstRegistered": True})
    tools = add(ctx, "2025-08-08", "Fluke multimeter Sydney Tools", "-450.00", "Tools & Equipment")
    (analysis,) = analyse_transactions(ctx, transaction_ids=[tools]).analyses
    assert analysis.is_tax_deductible is True  # the rules say yes; the person will say no
    with ctx.db.session() as session:
        verdict = analysis.model_copy(
            update={"is_tax_deductible": False, "deductible_percentage": 0, "return_label": None}
        )
        queue_for_review(session, ctx, verdict, reason="model_suggestion")
    (item,) = list_review(ctx)
    decision = accept_review(ctx, item.id)
    assert decision.is_tax_deductible is False and decision.business_use_percentage is None
    stored = get_transaction(ctx, tools)
    assert stored.is_tax_deductible is False
    assert stored.tax_treatment_source["isTaxDeductible"] == "user"
    assert stored.tax_treatment_source["businessUsePercentage"] == "derived"
    update_transaction(ctx, tools, data={"notes": "home workshop"})
    assert get_transaction(ctx, tools).is_tax_deductible is False


def test_a_business_label_longer_than_twenty_characters_is_queued(ctx: AccountContext) -> None:
    """``business_motor_vehicle`` (22 characters) did not fit the column: PostgreSQL refused to queue it,
    so ``tax analyse --save`` failed for a sole trader (migration 0026 widens it)."""
    fuel = add(ctx, "2025-08-09", "BP NORTHMEAD 1234", "-88.00", "Fuel")
    (analysis,) = analyse_transactions(ctx, transaction_ids=[fuel]).analyses
    with ctx.db.session() as session:
        verdict = analysis.model_copy(update={"return_label": "business_motor_vehicle"})
        queue_for_review(session, ctx, verdict, reason="model_suggestion")
    (item,) = list_review(ctx)
    assert item.return_label == "business_motor_vehicle"
