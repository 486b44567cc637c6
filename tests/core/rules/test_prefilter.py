"""The single-pass engine's literal prefilter for ``matches`` conditions: the literals read from a
pattern are necessary for an RE2 match (checked against RE2 itself), and a run with regex rules
changes exactly what the per-rule SQL engine changes, including text whose case folding is unusual."""

from __future__ import annotations

import random
from typing import Any

import pytest

from finkit.core.patterns import compile_user_pattern
from finkit.core.rules.index import pattern_literals
from finkit.core.rules.service import create_rule
from finkit.core.usecases.rules import run_rules
from finkit.core.usecases.transactions import create_transaction

from .test_engine import state


@pytest.mark.parametrize(
    ("pattern", "case_sensitive", "expected"),
    [
        (r"\b(uber|didi|ola)\b", False, ["didi", "ola", "uber"]),
        ("colou?r", False, ["colo"]),
        (r"foo\.bar", True, ["foo.bar"]),
        ("shell|bp", True, ["bp", "shell"]),
        ("shell|bp", False, ["bp", "hell"]),  # "s" also matches U+017F when case is ignored
        ("(?i)Uber", True, ["uber"]),
        ("[abc]x", False, None),  # classes are outside the grammar read
        ("(?P<n>uber)", False, None),
        ("a|", False, None),  # an empty branch matches anything
        ("(?:ab|cd)+e", False, ["e"]),
    ],
)
def test_pattern_literals(pattern: str, case_sensitive: bool, expected: list[str] | None) -> None:
    assert pattern_literals(pattern, case_sensitive=case_sensitive) == expected


def test_pattern_literals_are_necessary_for_an_re2_match() -> None:
    rng = random.Random(14)
    alphabet = "abeklosuSKUBEſK .()|?*+\\01"
    texts = "abkseloUSK ſK.1"
    checked = 0
    for _ in range(1500):
        pattern = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 6)))
        for sensitive in (False, True):
            try:
                compiled = compile_user_pattern(pattern, field="p", case_sensitive=sensitive)
            except Exception:
                continue
            literals = pattern_literals(pattern, case_sensitive=sensitive)
            if not literals:
                continue
            for _ in range(60):
                text = "".join(rng.choice(texts) for _ in range(rng.randint(0, 8)))
                if compiled.search(text) is not None:
                    checked += 1
                    assert any(lit in text.lower() for lit in literals), (pattern, sensitive, text)
    assert checked > 1000


ROWS = ["UBER TRIP", "ola cabs", "ſHELL station", "SHELL 123", "KFC", "Kelvin KFC", "bp connect", "other"]
RULES = [(r"\b(uber|ola)\b", "ride"), ("shell|bp", "fuel"), ("kfc", "food"), ("(?i)^KELVIN", "k")]


def test_regex_rules_in_a_single_pass_match_re2(make_ctx: Any) -> None:
    """What RE2 matches is tagged, whatever the prefilter skips (PostgreSQL's own ``~*`` does not
    fold U+017F, so the per-rule SQL engine is not the reference here)."""
    ctx = make_ctx()
    for n, text in enumerate(ROWS):
        create_transaction(ctx, data={"date": f"2026-03-{n + 1:02d}", "description": text, "amount": "-5"})
    for priority, (pattern, tag) in enumerate(RULES):
        create_rule(
            ctx,
            data={
                "name": tag,
                "priority": priority,
                "triggers": [],
                "conditions": {"all": [{"field": "description", "operator": "matches", "value": pattern}]},
                "actions": [{"type": "addTag", "tag": tag}],
            },
        )
    run_rules(ctx, engine="single-pass")
    tags = {k: sorted(v["tags"] or []) for k, v in state(ctx).items()}
    expected = {
        text: sorted(
            tag
            for pattern, tag in RULES
            if compile_user_pattern(pattern, field="p", case_sensitive=False).search(text) is not None
        )
        for text in ROWS
    }
    assert tags == expected
    assert tags["ſHELL station"] == ["fuel"]
    assert tags["Kelvin KFC"] == ["food", "k"]


def test_straddling_literals_found_by_prefix_search_equal_every_pair_tried() -> None:
    """The index's prefix search (fast with 1,000 rules, issue 24) finds exactly the pairs the plain
    definition does: ``b`` not inside ``a`` and starting with a proper suffix of ``a``."""
    import random

    from finkit.core.rules.index import _straddlers

    rng = random.Random(24)
    literals = sorted({"".join(rng.choice("abc ") for _ in range(rng.randint(1, 6))) for _ in range(300)})

    def straddles(a: str, b: str) -> bool:
        return b not in a and any(b.startswith(a[k:]) for k in range(1, len(a)))

    found = _straddlers(literals)
    for a in literals:
        assert set(found[a]) == {b for b in literals if straddles(a, b)}, a
