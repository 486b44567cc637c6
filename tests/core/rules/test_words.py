"""Rules in words: the conditions written back in the ``--when`` language read back to the same stored
tree (so the dashboard's edit box round-trips), and the words a person reads."""

from __future__ import annotations

import pytest

from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.rules.service import create_rule
from finkit.core.rules.syntax import parse_when
from finkit.core.rules.words import rules_in_words

WHENS = [
    'description contains "uber"',
    'description contains "uber" and amount < -10',
    '(merchant is "Coles" or merchant is "Woolworths") and not tags has "personal"',
    "weekday in [sat, sun] and day between 1 and 7",
    "amount approx -2400 within 5%",
    "category is none",
    'category is "Groceries"',
    'description matches "^SQ \\\\*" case-sensitive',
    "date >= 2026-07-01",
]


@pytest.mark.parametrize("when", WHENS)
def test_the_edit_box_reads_back_to_the_same_rule(ctx: AccountContext, when: str) -> None:
    groceries = find_category_by_name(ctx, "Groceries").id
    action = [{"type": "setCategory", "category": groceries}]
    first = create_rule(ctx, data={"name": "first", "conditions": parse_when(when), "actions": action})
    shown = rules_in_words(ctx, [first])[0]
    again = create_rule(
        ctx, data={"name": "again", "conditions": parse_when(shown.when_syntax), "actions": action}
    )
    assert again.conditions == first.conditions, shown.when_syntax
    assert shown.then == "Groceries"
    assert "{" not in shown.when and groceries not in shown.when


def test_the_words_a_person_reads(ctx: AccountContext) -> None:
    transport = find_category_by_name(ctx, "Public Transport & Rideshare").id
    rule = create_rule(
        ctx,
        data={
            "name": "Rides",
            "conditions": parse_when('description contains "uber" and amount < -10'),
            "actions": [{"type": "setCategory", "category": transport}, {"type": "addTag", "tag": "work"}],
        },
    )
    shown = rules_in_words(ctx, [rule])[0]
    assert shown.when == "Description contains UBER and Amount is under -10"
    assert shown.then == "Public Transport & Rideshare, tag work"
