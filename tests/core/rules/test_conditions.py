"""Every field and operator, through both history engines and the Python predicate: all three agree."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import select

from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.errors import ValidationError
from finkit.core.rules.predicate import RowView, compile_predicate
from finkit.core.rules.service import create_rule, get_rule
from finkit.core.transactions.models import Transaction
from finkit.core.usecases.rules import preview_rules
from tests.conftest import shared_account

from .conftest import lock, uncategorised_copy

U, W, S, R, E, B = (
    "UBER *TRIP SYDNEY",
    "WOOLWORTHS 1234 PARRAMATTA",
    "Salary ACME",
    "RENT PAYMENT",
    "Uber Eats order",
    "BUNNINGS 7788",
)


def leaf(field: str, operator: str, value: Any, **extra: Any) -> dict[str, Any]:
    return {"field": field, "operator": operator, "value": value, **extra}


CASES: list[tuple[str, dict[str, Any], set[str]]] = [
    ("equals ci", leaf("description", "equals", "salary acme"), {S}),
    ("equals cs", leaf("description", "equals", "salary acme", caseSensitive=True), set()),
    ("notEquals", leaf("merchant", "notEquals", "uber"), {W, S, R, E, B}),
    ("contains", leaf("description", "contains", "uber"), {U, E}),
    ("contains cs", leaf("description", "contains", "Uber", caseSensitive=True), {E}),
    ("notContains", leaf("description", "notContains", "uber"), {W, S, R, B}),
    ("notContains null merchant", leaf("merchant", "notContains", "uber"), {W, S, R, B}),
    ("startsWith", leaf("description", "startsWith", "ub"), {U, E}),
    ("startsWith cs", leaf("description", "startsWith", "UB", caseSensitive=True), {U}),
    ("endsWith", leaf("description", "endsWith", "ORDER"), {E}),
    ("endsWith cs", leaf("description", "endsWith", "ORDER", caseSensitive=True), set()),
    ("matches", leaf("description", "matches", r"\d{4}"), {W, B}),
    ("matches word boundary", leaf("description", "matches", r"\buber\b"), {U, E}),
    ("matches cs", leaf("description", "matches", "^uber", caseSensitive=True), set()),
    ("oneOf", leaf("merchant", "oneOf", ["UBER", "uber eats"]), {U, E}),
    ("notOneOf", leaf("merchant", "notOneOf", ["uber"]), {W, S, R, E, B}),
    ("notes contains", leaf("notes", "contains", "CLIENT"), {U}),
    ("type", leaf("type", "equals", "credit"), {S}),
    ("source", leaf("source", "oneOf", ["manual"]), {U, W, S, R, E, B}),
    ("currency", leaf("currency", "equals", "nzd"), {B}),
    ("amount gt", leaf("amount", "gt", 0), {S}),
    ("amount gte", leaf("amount", "gte", "-31.20"), {U, S, E}),
    ("amount lt", leaf("amount", "lt", -100), {R, B}),
    ("amount lte", leaf("amount", "lte", "-80.10"), {W, R, B}),
    ("amount equals", leaf("amount", "equals", -2400), {R}),
    ("amount notEquals", leaf("amount", "notEquals", -2400), {U, W, S, E, B}),
    ("amount between", leaf("amount", "between", [-100, -20]), {U, W, E}),
    ("amount oneOf", leaf("amount", "oneOf", [-23.5, 2500]), {U, S}),
    ("amount notOneOf", leaf("amount", "notOneOf", [-23.5, 2500]), {W, R, E, B}),
    ("absAmount", leaf("absAmount", "gte", 2400), {S, R}),
    ("approximately", leaf("amount", "approximately", -2350, tolerance=5), {R}),
    ("approximately abs", leaf("absAmount", "approximately", 30, tolerance=5), {E}),
    ("date equals", leaf("date", "equals", "2026-03-07"), {W}),
    ("date notEquals", leaf("date", "notEquals", "2026-03-07"), {U, S, R, E, B}),
    ("date gt", leaf("date", "gt", "2026-04-01"), {E, B}),
    ("date gte", leaf("date", "gte", "2026-04-01"), {R, E, B}),
    ("date lt", leaf("date", "lt", "2026-03-07"), {U}),
    ("date lte", leaf("date", "lte", "2026-03-07"), {U, W}),
    ("date between", leaf("date", "between", ["2026-03-07", "2026-04-01"]), {W, S, R}),
    ("dayOfMonth", leaf("dayOfMonth", "equals", 1), {R}),
    ("dayOfMonth between", leaf("dayOfMonth", "between", [7, 15]), {W, S, E}),
    ("dayOfMonth oneOf", leaf("dayOfMonth", "oneOf", [2, 20]), {U, B}),
    ("dayOfMonth gt", leaf("dayOfMonth", "gt", 14), {E, B}),
    ("weekday", leaf("weekday", "oneOf", ["sat", "sun"]), {W, S}),
    ("weekday equals", leaf("weekday", "equals", "Wednesday"), {R, E, B}),
    ("weekday notOneOf", leaf("weekday", "notOneOf", ["mon", "sat", "sun"]), {R, E, B}),
    ("tags contains", leaf("tags", "contains", "work"), {U}),
    ("tags notContains", leaf("tags", "notContains", "work"), {W, S, R, E, B}),
    ("tags oneOf", leaf("tags", "oneOf", ["home", "nope"]), {R}),
    ("tags notOneOf", leaf("tags", "notOneOf", ["home", "work"]), {W, S, E, B}),
    ("category none", leaf("category", "equals", None), {U, S, R, E, B}),
    ("category name", leaf("category", "equals", "groceries"), {W}),
    ("category notEquals", leaf("category", "notEquals", "Groceries"), {U, S, R, E, B}),
    ("category oneOf", leaf("category", "oneOf", ["Groceries", "Fuel"]), {W}),
    ("category notOneOf", leaf("category", "notOneOf", ["Groceries"]), {U, S, R, E, B}),
    (
        "nested any/all/not",
        {
            "any": [
                {
                    "all": [
                        leaf("description", "contains", "uber"),
                        {"not": leaf("merchant", "equals", "uber eats")},
                    ]
                },
                leaf("currency", "equals", "NZD"),
            ]
        },
        {U, B},
    ),
    ("empty all matches everything", {"all": []}, {U, W, S, R, E, B}),
    ("empty any matches nothing", {"any": []}, set()),
]


@pytest.fixture(scope="module")
def seeded_once(database: Database, tmp_path_factory: pytest.TempPathFactory) -> AccountContext:
    """``seeded``'s six rows with the Woolworths row locked to Groceries (category conditions need one
    categorised row), written once for the module: each ``test_operator`` case only adds a rule of its
    own name and previews that rule alone (a preview writes nothing), so the rows every case reads are
    the same as with an account of its own, at ~0.1 s of CPU less per case (58 cases)."""
    ctx = shared_account(database, tmp_path_factory)
    groceries = find_category_by_name(ctx, "Groceries").id
    lock(ctx, uncategorised_copy(ctx)[W], groceries)
    return ctx


def _matched(ctx: AccountContext, rule_name: str, engine: str) -> set[str]:
    result = preview_rules(ctx, options={"rule": rule_name}, engine=engine, sample=50)
    return {s.description or "" for s in result.rules[0].sample}


@pytest.mark.parametrize(("name", "tree", "expected"), CASES, ids=[c[0] for c in CASES])
def test_operator(seeded_once: AccountContext, name: str, tree: dict[str, Any], expected: set[str]) -> None:
    ctx = seeded_once
    assert len({case[0] for case in CASES}) == len(
        CASES
    )  # each case's rule is its own (the previews name it)
    conditions = tree if ("all" in tree or "any" in tree or "not" in tree) else {"all": [tree]}
    create_rule(
        ctx,
        data={
            "name": name,
            "triggers": [],
            "conditions": conditions,
            "actions": [{"type": "addTag", "tag": "hit"}],
        },
    )
    assert _matched(ctx, name, "per-rule-sql") == expected
    assert _matched(ctx, name, "single-pass") == expected
    predicate = compile_predicate(get_rule(ctx, name).conditions)
    with ctx.db.session() as session:
        rows = session.scalars(select(Transaction).where(Transaction.account_id == ctx.account_id)).all()
        assert {tx.description for tx in rows if predicate(RowView(tx))} == expected


@pytest.mark.parametrize(
    ("conditions", "path"),
    [
        ({"all": [{"field": "colour", "operator": "equals", "value": "x"}]}, "conditions.all[0].field"),
        (
            {"all": [{}, {"field": "amount", "operator": "contains", "value": 1}]},
            "conditions.all[1].operator",
        ),
        (
            {"any": [{"all": [{"field": "amount", "operator": "gt", "value": "abc"}]}]},
            "conditions.any[0].all[0].value",
        ),
        ({"all": [{"field": "description", "operator": "matches", "value": "("}]}, "conditions.all[0].value"),
        ({"all": [{"field": "amount", "operator": "between", "value": [5, 1]}]}, "conditions.all[0].value"),
        (
            {"all": [{"field": "amount", "operator": "approximately", "value": 5}]},
            "conditions.all[0].tolerance",
        ),
        ({"all": [{"field": "weekday", "operator": "equals", "value": "funday"}]}, "conditions.all[0].value"),
        ({"all": [{"field": "category", "operator": "equals", "value": "Nope"}]}, "conditions.all[0].value"),
        (
            {"all": [{"field": "amount", "operator": "gt", "value": 1, "caseSensitive": True}]},
            "conditions.all[0].caseSensitive",
        ),
        (
            {"all": [{"field": "notes", "operator": "contains", "value": "x", "extra": 1}]},
            "conditions.all[0].extra",
        ),
        ({"all": {"field": "notes"}}, "conditions.all"),
        ({"all": [], "any": []}, "conditions"),
    ],
)
def test_invalid_conditions_name_the_path(ctx: AccountContext, conditions: dict[str, Any], path: str) -> None:
    with pytest.raises(ValidationError) as info:
        create_rule(
            ctx, data={"name": "bad", "conditions": conditions, "actions": [{"type": "flagForReview"}]}
        )
    assert path in [p.field for p in info.value.fields]


@pytest.mark.parametrize(
    ("actions", "path"),
    [
        ([], "actions"),
        ([{"type": "explode"}], "actions[0].type"),
        ([{"type": "flagForReview"}, {"type": "setCategory"}], "actions[1].category"),
        ([{"type": "setCategory", "category": "Nope"}], "actions[0].category"),
        ([{"type": "setGst", "rate": 120}], "actions[0].rate"),
        ([{"type": "setTaxDeductible", "value": "yes"}], "actions[0].value"),
        ([{"type": "setMerchant"}], "actions[0].value"),
        ([{"type": "addTag", "tag": "x", "colour": 1}], "actions[0].colour"),
        ([{"type": "delete"}, {"type": "flagForReview"}], "actions"),
        ([{"type": "linkBill", "bill": "b1"}], "actions[0].bill"),  # no such bill
        ([{"type": "addCategoryAssignment", "category": "Fuel"}], "actions[0].type"),
    ],
)
def test_invalid_actions_name_the_path(ctx: AccountContext, actions: list[dict[str, Any]], path: str) -> None:
    with pytest.raises(ValidationError) as info:
        create_rule(ctx, data={"name": "bad", "conditions": {"all": []}, "actions": actions})
    assert path in [p.field for p in info.value.fields]
