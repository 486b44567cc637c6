"""Runs over history: order, stopProcessing, locks, actions, preview == run, undo, delete, engines agree."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import select

from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, NotFoundError, PermissionDeniedError
from finkit.core.rules.service import create_rule, get_rule, set_rule_enabled
from finkit.core.transactions.models import Transaction
from finkit.core.transactions.schemas import TransactionRead
from finkit.core.usecases.categories import delete_category, find_category_by_name
from finkit.core.usecases.rules import preview_rules, run_rules, undo_run
from finkit.core.usecases.transactions import get_transaction, list_transactions, update_transaction

from .conftest import lock

ENGINES = ["per-rule-sql", "single-pass"]


def rule(ctx: AccountContext, name: str, when: dict[str, Any], *actions: dict[str, Any], **extra: Any) -> str:
    data = {"name": name, "triggers": [], "conditions": {"all": [when]}, "actions": list(actions), **extra}
    return create_rule(ctx, data=data).id


def contains(text: str, field: str = "description") -> dict[str, Any]:
    return {"field": field, "operator": "contains", "value": text}


def state(ctx: AccountContext) -> dict[str, dict[str, Any]]:
    """Every column of every transaction of the account, by description (to compare exactly)."""
    with ctx.db.session() as session:
        rows = session.scalars(select(Transaction).where(Transaction.account_id == ctx.account_id)).all()
        return {
            tx.description: {
                c.name: getattr(tx, c.name) for c in Transaction.__table__.columns if c.name != "updated_at"
            }
            for tx in rows
        }


@pytest.mark.parametrize("engine", ENGINES)
def test_priority_then_stop_processing(
    ctx: AccountContext, seeded: dict[str, TransactionRead], engine: str
) -> None:
    rule(ctx, "late", contains("uber"), {"type": "setCategory", "category": "Meals & Dining"}, priority=50)
    rule(
        ctx,
        "early",
        contains("uber"),
        {"type": "setCategory", "category": "Public Transport & Rideshare"},
        priority=10,
        stopProcessing=True,
    )
    rule(ctx, "tagger", contains("uber"), {"type": "addTag", "tag": "seen"}, priority=60)
    rule(ctx, "other", contains("woolworths"), {"type": "setCategory", "category": "Groceries"}, priority=70)
    run_rules(ctx, engine=engine)
    trip = get_transaction(ctx, seeded["UBER *TRIP SYDNEY"].id)
    assert trip.category and trip.category.name == "Public Transport & Rideshare"
    assert "seen" not in trip.tags  # stopped after "early"
    shop = get_transaction(ctx, seeded["WOOLWORTHS 1234 PARRAMATTA"].id)
    assert shop.category and shop.category.name == "Groceries"


@pytest.mark.parametrize("engine", ENGINES)
def test_same_priority_runs_in_id_order_and_later_rules_see_changes(
    ctx: AccountContext, seeded: dict[str, TransactionRead], engine: str
) -> None:
    ids = sorted(
        [
            rule(ctx, "a", contains("uber"), {"type": "setMerchant", "value": "Uber A"}, priority=5),
            rule(ctx, "b", contains("uber"), {"type": "setMerchant", "value": "Uber B"}, priority=5),
        ]
    )
    rule(
        ctx,
        "c",
        {"field": "merchant", "operator": "startsWith", "value": "uber "},
        {"type": "addTag", "tag": "m"},
        priority=6,
    )
    rule(
        ctx, "pad", contains("zzz"), {"type": "flagForReview"}, priority=7
    )  # >3 rules: auto picks single-pass
    run_rules(ctx, engine=engine)
    trip = get_transaction(ctx, seeded["UBER *TRIP SYDNEY"].id)
    assert trip.merchant == f"Uber {'B' if ids[-1] == get_rule(ctx, 'b').id else 'A'}"
    assert "m" in trip.tags


@pytest.mark.parametrize("engine", ENGINES)
def test_locked_category_is_never_overwritten(
    ctx: AccountContext, seeded: dict[str, TransactionRead], engine: str
) -> None:
    fuel = find_category_by_name(ctx, "Fuel").id
    lock(ctx, seeded["UBER *TRIP SYDNEY"], fuel)
    rule(ctx, "r", contains("uber"), {"type": "setCategory", "category": "Meals & Dining"})
    result = run_rules(ctx, engine=engine)
    assert get_transaction(ctx, seeded["UBER *TRIP SYDNEY"].id).category_id == fuel
    eats = get_transaction(ctx, seeded["Uber Eats order"].id)
    assert eats.category and eats.category.name == "Meals & Dining"
    assert result.changed == 1
    with ctx.db.session() as session:
        tx = session.get(Transaction, seeded["Uber Eats order"].id)
        assert tx is not None and tx.category_assigned_by == "rule" and tx.category_confidence == 1


@pytest.mark.parametrize("engine", ENGINES)
def test_every_column_action(ctx: AccountContext, seeded: dict[str, TransactionRead], engine: str) -> None:
    rule(
        ctx,
        "all actions",
        contains("bunnings"),
        {"type": "setCategory", "category": "Tools & Equipment"},
        {"type": "setMerchant", "value": "Bunnings Warehouse"},
        {"type": "setDescription", "value": "Bunnings tools"},
        {"type": "setTaxDeductible", "value": True, "businessUsePercentage": 80},
        {"type": "addTag", "tag": "tools"},
        {"type": "appendNote", "text": "for work"},
        {"type": "prependNote", "text": "receipt kept"},
        {"type": "flagForReview"},
    )
    rule(ctx, "gst", contains("rent"), {"type": "setGst", "rate": 10, "included": False})
    rule(ctx, "norm", contains("woolworths"), {"type": "setMerchant", "normalise": True})
    run_rules(ctx, engine=engine)
    tx = get_transaction(ctx, seeded["BUNNINGS 7788"].id)
    assert (tx.description, tx.merchant, tx.is_tax_deductible) == (
        "Bunnings tools",
        "Bunnings Warehouse",
        True,
    )
    assert tx.business_use_percentage == 80 and tx.tags == ["tools"]
    assert tx.notes == "receipt kept\nfor work"
    assert tx.gst_amount == Decimal("-38.18")  # NZD 420 incl. 10 % (category default): 420/11
    rent = get_transaction(ctx, seeded["RENT PAYMENT"].id)
    assert (rent.gst_rate, rent.gst_included, rent.gst_amount) == (10, False, Decimal("-240.00"))
    assert get_transaction(ctx, seeded["WOOLWORTHS 1234 PARRAMATTA"].id).merchant == "Woolworths"
    with ctx.db.session() as session:
        row = session.get(Transaction, seeded["BUNNINGS 7788"].id)
        assert row is not None and row.needs_review
    again = run_rules(ctx, engine=engine)
    assert again.changed == 0  # rules are idempotent: notes and tags are not added twice


@pytest.mark.parametrize("engine", ENGINES)
def test_preview_equals_run(ctx: AccountContext, seeded: dict[str, TransactionRead], engine: str) -> None:
    rule(
        ctx,
        "one",
        contains("uber"),
        {"type": "setCategory", "category": "Public Transport & Rideshare"},
        {"type": "addTag", "tag": "ride"},
        stopProcessing=True,
    )
    rule(
        ctx,
        "two",
        {"field": "amount", "operator": "lt", "value": -50},
        {"type": "flagForReview"},
        {"type": "appendNote", "text": "big"},
        priority=200,
    )
    rule(
        ctx,
        "three",
        {"field": "category", "operator": "equals", "value": None},
        {"type": "addTag", "tag": "todo"},
        priority=300,
    )
    rule(ctx, "four", contains("salary"), {"type": "setCategory", "category": "Salary & Wages"}, priority=1)
    before = state(ctx)
    preview = preview_rules(ctx, engine=engine, sample=100)
    assert state(ctx) == before  # nothing written
    result = run_rules(ctx, engine=engine)
    assert [(o.name, o.changed) for o in preview.rules] == [(o.name, o.changed) for o in result.rules]
    after = state(ctx)
    derived = {"gst_amount", "is_tax_deductible", "business_use_percentage"}  # re-derived after the rules
    for outcome in preview.rules:
        for sample in outcome.sample:
            for key, value in (sample.after or {}).items():
                column = "".join("_" + c.lower() if c.isupper() else c for c in key)
                if column in derived:
                    continue
                actual = after[sample.description or ""][column]
                assert actual == value or (isinstance(actual, Decimal) and actual == Decimal(str(value)))


@pytest.mark.parametrize("engine", ENGINES)
def test_undo_restores_exactly(ctx: AccountContext, seeded: dict[str, TransactionRead], engine: str) -> None:
    rule(
        ctx,
        "cat",
        contains("uber"),
        {"type": "setCategory", "category": "Public Transport & Rideshare"},
        {"type": "setMerchant", "normalise": True},
        {"type": "addTag", "tag": "ride"},
    )
    rule(
        ctx,
        "gst",
        {"field": "amount", "operator": "lt", "value": 0},
        {"type": "setGst", "rate": 15},
        {"type": "appendNote", "text": "gst set"},
        {"type": "setTaxDeductible", "value": True, "businessUsePercentage": 50},
        priority=200,
    )
    rule(
        ctx,
        "flag",
        {"field": "currency", "operator": "equals", "value": "NZD"},
        {"type": "flagForReview"},
        priority=300,
    )
    rule(ctx, "desc", contains("rent"), {"type": "setDescription", "value": "Rent"}, priority=400)
    before = state(ctx)
    run = run_rules(ctx, engine=engine)
    assert state(ctx) != before
    result = undo_run(ctx, run.id or "")
    assert result.restored == 5
    assert state(ctx) == before
    with pytest.raises(ConflictError):
        undo_run(ctx, run.id or "")


def test_undo_refuses_when_rows_changed_since(
    ctx: AccountContext, seeded: dict[str, TransactionRead]
) -> None:
    rule(ctx, "cat", contains("uber"), {"type": "setMerchant", "value": "Uber!"})
    run = run_rules(ctx)
    edited = update_transaction(ctx, seeded["Uber Eats order"].id, data={"merchant": "Mine"})
    with pytest.raises(ConflictError) as info:
        undo_run(ctx, run.id or "")
    assert edited.id in info.value.message
    assert get_transaction(ctx, seeded["UBER *TRIP SYDNEY"].id).merchant == "Uber!"  # nothing restored


def test_delete_needs_confirmation_and_undo_reinserts(
    ctx: AccountContext, seeded: dict[str, TransactionRead]
) -> None:
    rule(ctx, "drop rent", contains("rent"), {"type": "delete"})
    before = state(ctx)
    with pytest.raises(PermissionDeniedError):
        run_rules(ctx)
    assert state(ctx) == before
    preview = preview_rules(ctx)
    assert preview.rules[0].changed == 1 and preview.rules[0].sample[0].deleted
    assert state(ctx) == before
    run = run_rules(ctx, options={"confirm": True})
    with pytest.raises(NotFoundError):
        get_transaction(ctx, seeded["RENT PAYMENT"].id)
    undo_run(ctx, run.id or "")
    assert state(ctx) == before


def test_delete_never_runs_from_triggers(ctx: AccountContext) -> None:
    from finkit.core.usecases.transactions import create_transaction

    rule(ctx, "drop", contains("spam"), {"type": "delete"}, triggers=["create"])
    tx = create_transaction(ctx, data={"date": "2026-01-01", "description": "spam", "amount": "-1"})
    assert get_transaction(ctx, tx.id).id == tx.id


def test_date_range_limits_the_run(ctx: AccountContext, seeded: dict[str, TransactionRead]) -> None:
    rule(ctx, "tag", {"field": "amount", "operator": "lt", "value": 0}, {"type": "addTag", "tag": "x"})
    result = run_rules(ctx, options={"fromDate": "2026-04-01", "toDate": "2026-04-30"})
    assert result.changed == 2
    tagged = {t.description for t in list_transactions(ctx, {"limit": 50}).transactions if "x" in t.tags}
    assert tagged == {"RENT PAYMENT", "Uber Eats order"}


def test_engines_agree(make_ctx: Any) -> None:
    from .conftest import uncategorised_copy

    results = []
    for engine in ENGINES:
        ctx = make_ctx()
        uncategorised_copy(ctx)
        rule(
            ctx,
            "cat",
            contains("uber"),
            {"type": "setCategory", "category": "Meals & Dining"},
            {"type": "setMerchant", "normalise": True},
        )
        rule(
            ctx,
            "late",
            {"field": "merchant", "operator": "contains", "value": "uber"},
            {"type": "appendNote", "text": "n"},
            {"type": "setGst", "rate": 0},
            priority=300,
            stopProcessing=True,
        )
        rule(
            ctx,
            "never",
            {"field": "amount", "operator": "lt", "value": 0},
            {"type": "addTag", "tag": "neg"},
            priority=400,
        )
        run_rules(ctx, engine=engine)
        snapshot = state(ctx)
        for values in snapshot.values():
            for key in ("id", "account_id", "bank_account_id", "category_id", "created_at"):
                values.pop(key)
        results.append(snapshot)
    assert results[0] == results[1]


def test_deleted_category_disables_or_repoints_rules(ctx: AccountContext) -> None:
    fuel = find_category_by_name(ctx, "Fuel").id
    groceries = find_category_by_name(ctx, "Groceries").id
    rule(ctx, "a", contains("bp"), {"type": "setCategory", "category": fuel})
    rule(ctx, "b", {"field": "category", "operator": "equals", "value": groceries}, {"type": "flagForReview"})
    delete_category(ctx, fuel, reassign_to=find_category_by_name(ctx, "Vehicle Expenses").id)
    assert get_rule(ctx, "a").actions[0]["category"] == find_category_by_name(ctx, "Vehicle Expenses").id
    delete_category(ctx, groceries, uncategorise=True)
    assert get_rule(ctx, "b").enabled is False
    with pytest.raises(Exception) as info:
        set_rule_enabled(ctx, "b", enabled=True)
    assert "not found" in str(info.value)
