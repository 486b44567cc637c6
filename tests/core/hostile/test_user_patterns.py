"""Issue 13, point 1: a user's pattern can never stall the process (RE2, linear time, bounded sizes)."""

from __future__ import annotations

import time

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.patterns import MAX_PATTERN_LENGTH, compile_user_pattern, pattern_problem
from finkit.core.rules.service import create_rule
from finkit.core.usecases.rules import preview_rules
from finkit.core.usecases.transactions import create_transaction

WORST = "(a+)+$"
EVIL_TEXT = "a" * 40 + "!"


def _rule(pattern: str, *, name: str = "evil", case_sensitive: bool = False) -> dict[str, object]:
    leaf: dict[str, object] = {"field": "description", "operator": "matches", "value": pattern}
    if case_sensitive:
        leaf["caseSensitive"] = True
    return {
        "name": name,
        "triggers": ["create"],
        "conditions": {"all": [leaf]},
        "actions": [{"type": "addTag", "tag": "hit"}],
    }


def test_catastrophic_pattern_on_a_written_row_is_instant(ctx: AccountContext) -> None:
    create_rule(ctx, data=_rule(WORST))
    started = time.monotonic()
    row = create_transaction(ctx, data={"date": "2026-03-02", "description": EVIL_TEXT, "amount": "-1"})
    assert time.monotonic() - started < 2
    assert "hit" not in (row.tags or [])
    hit = create_transaction(ctx, data={"date": "2026-03-02", "description": "a" * 40, "amount": "-1"})
    assert "hit" in (hit.tags or [])


@pytest.mark.parametrize("engine", ["per-rule-sql", "single-pass"])
def test_catastrophic_pattern_over_history_is_instant(ctx: AccountContext, engine: str) -> None:
    for i in range(30):
        create_transaction(
            ctx, data={"date": "2026-03-02", "description": EVIL_TEXT + str(i), "amount": "-1"}
        )
    create_transaction(
        ctx, data={"date": "2026-03-03", "description": "WOOLWORTHS 1234 aaaa", "amount": "-9"}
    )
    create_rule(ctx, data={**_rule("(a+)+$", name="hist"), "triggers": []})
    started = time.monotonic()
    result = preview_rules(ctx, options={"rule": "hist"}, engine=engine, sample=50)
    assert time.monotonic() - started < 5
    assert {s.description for s in result.rules[0].sample} == {"WOOLWORTHS 1234 aaaa"}


@pytest.mark.parametrize(
    ("pattern", "why"),
    [
        (r"(a)\1", "backreferences"),
        (r"(?<=x)y", "look-around"),
        (r"foo(?!bar)", "look-around"),
        ("x" * (MAX_PATTERN_LENGTH + 1), "too long"),
    ],
)
def test_patterns_re2_cannot_run_are_refused_naming_the_field(
    ctx: AccountContext, pattern: str, why: str
) -> None:
    with pytest.raises(ValidationError) as caught:
        create_rule(ctx, data=_rule(pattern))
    fields = {p.field: p.message for p in caught.value.fields}
    assert why in fields["conditions.all[0].value"]


def test_case_rules_keep_working_under_re2(ctx: AccountContext) -> None:
    create_rule(ctx, data=_rule(r"^uber\b", name="ci"))
    create_rule(ctx, data=_rule(r"^uber\b", name="cs", case_sensitive=True))
    row = create_transaction(
        ctx, data={"date": "2026-03-02", "description": "UBER *TRIP 4431", "amount": "-5"}
    )
    assert row.tags == ["hit"]  # the case-insensitive rule; the case-sensitive one did not match


def test_helper_bounds_input_and_reports_problems() -> None:
    assert pattern_problem(WORST) is None
    assert pattern_problem("(") is not None
    compiled = compile_user_pattern("b$", field="x")
    assert compiled.search("a" * 20_000 + "b") is None  # only the first 10,000 characters are searched
    assert compiled.search("ab") is not None
