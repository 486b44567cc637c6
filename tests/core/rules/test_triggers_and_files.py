"""Triggers (create, update, import), TOML round trip, hook actions and tenant isolation."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import insert, select

from finkit.core.categories.service import find_category_by_name, list_categories
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, FieldProblem, NotFoundError, ValidationError
from finkit.core.imports.rows import ImportRow
from finkit.core.pipeline import prepare_import_chunk
from finkit.core.rules import handlers
from finkit.core.rules.models import RuleExecution
from finkit.core.rules.service import (
    create_rule,
    delete_rule,
    get_rule,
    list_rules,
    set_rule_enabled,
    update_rule,
)
from finkit.core.rules.tomlfile import export_rules, import_rules
from finkit.core.rules.triggers import apply_rules_to_import
from finkit.core.transactions.models import Transaction
from finkit.core.transactions.schemas import TransactionRead
from finkit.core.usecases.rules import preview_rules, run_rules, undo_run
from finkit.core.usecases.transactions import create_transaction, get_transaction, update_transaction

UBER = {"all": [{"field": "description", "operator": "contains", "value": "uber"}]}
SET_RIDE = [
    {"type": "setCategory", "category": "Public Transport & Rideshare"},
    {"type": "addTag", "tag": "ride"},
]


def test_create_trigger_categorises_and_logs(ctx: AccountContext) -> None:
    create_rule(ctx, data={"name": "uber", "conditions": UBER, "actions": SET_RIDE, "triggers": ["create"]})
    tx = create_transaction(ctx, data={"date": "2026-01-05", "description": "UBER TRIP", "amount": "-12.00"})
    assert tx.category and tx.category.name == "Public Transport & Rideshare"
    assert tx.tags == ["ride"] and tx.gst_amount == Decimal("-1.09")
    with ctx.db.session() as session:
        log = session.scalars(select(RuleExecution).where(RuleExecution.transaction_id == tx.id)).all()
        assert len(log) == 1 and log[0].before["category_id"] is None
        run_id = log[0].run_id
    undo_run(ctx, run_id)
    assert get_transaction(ctx, tx.id).category_id is None


def test_user_category_on_create_is_locked(ctx: AccountContext) -> None:
    create_rule(ctx, data={"name": "uber", "conditions": UBER, "actions": SET_RIDE, "triggers": ["create"]})
    fuel = find_category_by_name(ctx, "Fuel").id
    tx = create_transaction(
        ctx, data={"date": "2026-01-05", "description": "UBER TRIP", "amount": "-12", "categoryId": fuel}
    )
    assert tx.category_id == fuel and tx.tags == ["ride"]  # other actions still apply


def test_update_trigger_only_when_asked(ctx: AccountContext) -> None:
    tx = create_transaction(ctx, data={"date": "2026-01-05", "description": "coffee", "amount": "-4"})
    create_rule(ctx, data={"name": "uber", "conditions": UBER, "actions": SET_RIDE, "triggers": ["update"]})
    other = create_transaction(ctx, data={"date": "2026-01-05", "description": "uber", "amount": "-4"})
    assert other.category_id is None  # not a create trigger
    updated = update_transaction(ctx, tx.id, data={"description": "Uber home"})
    assert updated.category and updated.category.name == "Public Transport & Rideshare"


def test_disabled_rules_do_not_fire(ctx: AccountContext) -> None:
    created = create_rule(
        ctx, data={"name": "uber", "conditions": UBER, "actions": SET_RIDE, "triggers": ["create"]}
    )
    set_rule_enabled(ctx, created.id, enabled=False)
    tx = create_transaction(ctx, data={"date": "2026-01-05", "description": "UBER", "amount": "-12"})
    assert tx.category_id is None


def _rows() -> list[ImportRow]:
    when = datetime(2026, 2, 1, tzinfo=UTC)
    return [
        ImportRow(
            date=when,
            description="UBER *TRIP",
            amount=Decimal("-20"),
            currency="AUD",
            source="csv",
            fingerprint="f1",
        ),
        ImportRow(
            date=when,
            description="COLES 123",
            amount=Decimal("-50"),
            currency="AUD",
            source="csv",
            fingerprint="f2",
            gst_amount=Decimal("-1.00"),
        ),
        ImportRow(
            date=when,
            description="UBER *TRIP",
            amount=Decimal("-20"),
            currency="AUD",
            source="bank_feed",
            fingerprint="f3",
        ),
    ]


def test_import_enricher_applies_rules_and_undo_finds_rows_by_fingerprint(ctx: AccountContext) -> None:
    create_rule(
        ctx,
        data={
            "name": "uber",
            "conditions": UBER,
            "actions": SET_RIDE,
            "triggers": ["import"],
            "stopProcessing": True,
        },
    )
    create_rule(
        ctx,
        data={
            "name": "coles",
            "triggers": ["import"],
            "priority": 200,
            "conditions": {"all": [{"field": "source", "operator": "equals", "value": "csv"}]},
            "actions": [{"type": "setCategory", "category": "Groceries"}, {"type": "flagForReview"}],
        },
    )
    rows = _rows()
    with ctx.db.session() as session:
        prepare_import_chunk(session, ctx, rows)  # rules, then the categoriser, the fallback, tax
        assert (
            rows[0].category_assigned_by == "rule" and rows[0].tags == ["ride"] and not rows[0].needs_review
        )
        assert rows[1].needs_review and rows[1].gst_amount == Decimal("-1.00")  # the file's GST is kept
        assert rows[2].tags == ["ride"]
        # the import pipeline inserts the rows afterwards, in the same transaction
        session.execute(
            insert(Transaction.__table__),
            [
                {
                    "account_id": ctx.account_id,
                    "date": r.date,
                    "description": r.description,
                    "amount": r.amount,
                    "currency": r.currency,
                    "type": "debit",
                    "category_id": r.category_id,
                    "tags": r.tags,
                    "source": r.source,
                    "fingerprint": r.fingerprint,
                    "is_tax_deductible": False,
                    "gst_included": True,
                    "category_locked": False,
                    "needs_review": r.needs_review,
                    "category_assigned_by": r.category_assigned_by,
                    "category_confidence": r.category_confidence,
                    "gst_amount": r.gst_amount,
                    "gst_rate": r.gst_rate,
                    "notes": r.notes,
                    "merchant": r.merchant,
                }
                for r in rows
            ],
        )
        run_id = session.scalars(
            select(RuleExecution.run_id).where(RuleExecution.account_id == ctx.account_id)
        ).first()
    assert run_id is not None
    undo_run(ctx, run_id)
    with ctx.db.session() as session:
        restored = session.scalars(select(Transaction).where(Transaction.account_id == ctx.account_id)).all()
        assert all(t.category_id is None and t.tags == [] and not t.needs_review for t in restored)


def test_import_enricher_called_directly_with_chunks(ctx: AccountContext) -> None:
    create_rule(ctx, data={"name": "uber", "conditions": UBER, "actions": SET_RIDE, "triggers": ["import"]})
    create_rule(
        ctx,
        data={
            "name": "not on import",
            "conditions": UBER,
            "triggers": ["create"],
            "actions": [{"type": "flagForReview"}],
        },
    )
    with ctx.db.session() as session:
        first, second = _rows()[:2], _rows()[2:]
        apply_rules_to_import(session, ctx, first)
        apply_rules_to_import(session, ctx, second)
        assert first[0].category_id and second[0].category_id and not first[0].needs_review
        logged = session.scalars(
            select(RuleExecution).where(RuleExecution.account_id == ctx.account_id)
        ).all()
        assert {e.fingerprint for e in logged} == {"f1", "f3"} and len({e.run_id for e in logged}) == 1


def test_toml_round_trip(ctx: AccountContext, other_ctx: AccountContext) -> None:
    create_rule(
        ctx,
        data={
            "name": 'Quotes "and" unicode café',
            "priority": 7,
            "stopProcessing": True,
            "triggers": ["create", "import"],
            "conditions": {
                "any": [
                    {
                        "all": [
                            {
                                "field": "description",
                                "operator": "matches",
                                "value": r"^SQ \*\d+",
                                "caseSensitive": True,
                            },
                            {"field": "amount", "operator": "between", "value": ["-10.5", 20]},
                        ]
                    },
                    {"not": {"field": "category", "operator": "equals", "value": None}},
                    {"field": "absAmount", "operator": "approximately", "value": 99.95, "tolerance": 2.5},
                    {"field": "weekday", "operator": "oneOf", "value": ["sat", "sun"]},
                    {"field": "category", "operator": "oneOf", "value": ["Fuel", "Groceries"]},
                ]
            },
            "actions": [
                {"type": "setCategory", "category": "Fuel"},
                {"type": "setGst", "rate": 12.5, "included": False},
                {"type": "appendNote", "text": "line\nbreak"},
                {"type": "setMerchant", "normalise": True},
            ],
        },
    )
    create_rule(
        ctx,
        data={"name": "second", "enabled": False, "conditions": UBER, "actions": SET_RIDE, "triggers": []},
    )
    text = export_rules(ctx)
    imported = import_rules(other_ctx, text=text)
    assert [r.name for r in imported] == [r.name for r in list_rules(ctx)]

    def by_name(account: AccountContext) -> list[str]:
        text = str(
            [
                (r.priority, r.enabled, r.stop_processing, r.triggers, r.conditions, r.actions)
                for r in list_rules(account)
            ]
        )
        for category in list_categories(account):
            text = text.replace(category.id, category.name)
        return [text]

    assert by_name(ctx) == by_name(other_ctx)
    assert export_rules(other_ctx) == text
    with pytest.raises(ConflictError):
        import_rules(other_ctx, text=text)
    assert len(import_rules(other_ctx, text=text, replace=True)) == 2


def test_toml_import_is_atomic_and_names_rows(ctx: AccountContext) -> None:
    text = """
version = 1
[[rules]]
name = "ok"
conditions = { all = [] }
[[rules.actions]]
type = "flagForReview"

[[rules]]
name = "bad"
conditions = { all = [ { field = "amount", operator = "gt", value = "x" } ] }
[[rules.actions]]
type = "setCategory"
category = "No such"
"""
    with pytest.raises(ValidationError) as info:
        import_rules(ctx, text=text)
    fields = {p.field for p in info.value.fields}
    assert {"rules[1].conditions.all[0].value", "rules[1].actions[0].category"} <= fields
    assert list_rules(ctx) == []
    with pytest.raises(ValidationError):
        import_rules(ctx, text="not = [toml")


class _RecordingHandler:
    def __init__(self) -> None:
        self.applied: list[tuple[str, list[str]]] = []
        self.undone: list[str] = []

    def validate(
        self, session: Any, ctx: AccountContext, action: dict[str, Any], path: str
    ) -> tuple[dict[str, Any], list[FieldProblem]]:
        if action.get("bill") != "bill-1":
            return action, [FieldProblem(f"{path}.bill", "bill not found")]
        return action, []

    def apply(
        self, session: Any, ctx: AccountContext, action: dict[str, Any], ids: list[str], run_id: str
    ) -> None:
        self.applied.append((run_id, sorted(ids)))

    def undo(
        self, session: Any, ctx: AccountContext, action: dict[str, Any], ids: list[str], run_id: str
    ) -> None:
        self.undone.append(run_id)


def test_hook_actions_use_registered_handlers(
    ctx: AccountContext, seeded: dict[str, TransactionRead]
) -> None:
    handler = _RecordingHandler()
    real = handlers.handler_for("linkBill")  # the bills area's, restored afterwards
    handlers.register_action_handler("linkBill", handler)
    try:
        with pytest.raises(ValidationError) as info:
            create_rule(
                ctx, data={"name": "x", "conditions": UBER, "actions": [{"type": "linkBill", "bill": "zz"}]}
            )
        assert info.value.fields[0].field == "actions[0].bill"
        create_rule(
            ctx,
            data={
                "name": "bill",
                "conditions": UBER,
                "actions": [{"type": "linkBill", "bill": "bill-1"}],
                "triggers": [],
            },
        )
        run = run_rules(ctx)
        assert handler.applied == [
            (run.id, sorted([seeded["UBER *TRIP SYDNEY"].id, seeded["Uber Eats order"].id]))
        ]
        undo_run(ctx, run.id or "")
        assert handler.undone == [run.id]
    finally:
        if real is not None:
            handlers.register_action_handler("linkBill", real)
        else:
            handlers.unregister_action_handler("linkBill")


def test_tenant_isolation(ctx: AccountContext, other_ctx: AccountContext) -> None:
    mine = create_transaction(ctx, data={"date": "2026-01-05", "description": "uber", "amount": "-5"})
    theirs_rule = create_rule(
        other_ctx, data={"name": "uber", "conditions": UBER, "actions": SET_RIDE, "triggers": []}
    )
    run_rules(other_ctx)
    assert get_transaction(ctx, mine.id).category_id is None  # B's rule never touches A's rows
    for call in (
        lambda: get_rule(ctx, theirs_rule.id),
        lambda: get_rule(ctx, "uber"),
        lambda: update_rule(ctx, theirs_rule.id, data={"priority": 1}),
        lambda: delete_rule(ctx, theirs_rule.id),
        lambda: set_rule_enabled(ctx, theirs_rule.id, enabled=False),
        lambda: run_rules(ctx, options={"rule": theirs_rule.id}),
        lambda: preview_rules(ctx, options={"rule": theirs_rule.id}),
    ):
        with pytest.raises(NotFoundError):
            call()
    their_run = run_rules(other_ctx)
    with pytest.raises(NotFoundError):
        undo_run(ctx, their_run.id or "")
    assert get_rule(other_ctx, theirs_rule.id).priority == 100 and list_rules(ctx) == []
    # a category id of another account is not accepted in a rule
    with pytest.raises(ValidationError):
        create_rule(
            ctx,
            data={
                "name": "x",
                "conditions": UBER,
                "actions": [{"type": "setCategory", "category": find_category_by_name(other_ctx, "Fuel").id}],
            },
        )


def test_rule_names_are_unique_per_account(ctx: AccountContext, other_ctx: AccountContext) -> None:
    create_rule(ctx, data={"name": "Uber", "conditions": UBER, "actions": SET_RIDE})
    with pytest.raises(ConflictError):
        create_rule(ctx, data={"name": "uber", "conditions": UBER, "actions": SET_RIDE})
    create_rule(other_ctx, data={"name": "uber", "conditions": UBER, "actions": SET_RIDE})
