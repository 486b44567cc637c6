"""Natural-language queries, read deterministically with a fixed clock (today: Saturday 2026-11-21)."""

from __future__ import annotations

from datetime import date

import pytest

from finkit.core.search.parse import parse_search
from finkit.core.search.query import CategoryRef

TODAY = date(2026, 11, 21)
CATEGORIES = [
    CategoryRef("cat-fuel", "Fuel"),
    CategoryRef("cat-groc", "Groceries"),
    CategoryRef("cat-sal", "Salary & Wages"),
    CategoryRef("cat-pt", "Public Transport & Rideshare"),
]
KINDS = ["transaction", "expense", "bill", "receipt", "vehicle", "trip", "rule", "conversation"]

TABLE = [
    ("fuel last month over $50", "category:Fuel amount:>50 date:2026-10"),
    ("Netflix this year", "Netflix date:2026"),
    ("uber trips in March", "uber date:2026-03 kind:trip"),
    ("biggest expenses in June", "date:2026-06 type:debit sort:amount"),
    ("woolworths under $20 last week", "woolworths amount:<20 date:2026-11-09..2026-11-15"),
    ("coffee this week", "coffee date:2026-11-16..2026-11-22"),
    ("groceries at Aldi in December", "merchant:Aldi category:Groceries date:2025-12"),
    ("salary and wages last financial year", 'category:"Salary & Wages" date:2025-07-01..2026-06-30'),
    ("between $10 and $20 yesterday", "amount:10..20 date:2026-11-20"),
    ("refunds since march 2025", "date:>=2025-03-01 type:credit"),
    ("spent before june", "date:<=2026-05-31 type:debit"),
    ("parking last 30 days", "parking date:2026-10-23..2026-11-21"),
    (
        "tax deductible purchases this quarter",
        "date:2026-10..2026-12-31 type:debit deductible:yes".replace("2026-10..", "2026-10-01.."),
    ),
    ("dinner without receipt", "dinner -has:receipt"),
    ("receipts with receipt", "has:receipt kind:receipt"),
    ("show me my largest transactions in 2025", "date:2025 kind:transaction sort:amount"),
    ("$42.50", "amount:42.5"),
    ("bunnings at least 100 dollars", "bunnings amount:>=100"),
    ("may", "may"),  # "may" alone is a word, not a month
    ("in may", "date:2026-05"),
    ("category:fuel last month", "category:Fuel date:2026-10"),  # operators and words mix
    ("type:credit spending", "type:credit"),  # an explicit operator wins over a word
    ("2026-06", "date:2026-06"),
    ("public transport & rideshare", 'category:"Public Transport & Rideshare"'),
    ("7-eleven", "7-eleven"),
    # periods come from the one period reader (finkit.core.periods)
    ("fuel last quarter", "category:Fuel date:2026-07..2026-09-30".replace("2026-07..", "2026-07-01..")),
    ("fuel Q3 FY2026", "category:Fuel date:2026-01-01..2026-03-31"),
    ("bunnings last FY", "bunnings date:2025-07-01..2026-06-30"),
    ("uber the past 90 days", "uber date:2026-08-24..2026-11-21"),
    ("groceries year to date", "category:Groceries date:2026-01-01..2026-11-21"),
]


@pytest.mark.parametrize(("text", "canonical"), TABLE, ids=[t[0] for t in TABLE])
def test_natural_language_table(text: str, canonical: str) -> None:
    parsed = parse_search(
        text, mode="auto", today=TODAY, categories=CATEGORIES, known_kinds=KINDS, has_names=["receipt"]
    )
    assert parsed.canonical == canonical


def test_interpretations_say_what_each_phrase_meant() -> None:
    parsed = parse_search("fuel last month over $50", today=TODAY, categories=CATEGORIES, known_kinds=KINDS)
    assert [(i.text, i.meaning) for i in parsed.interpretations] == [
        ("fuel", "category:Fuel"),
        ("last month", "date:2026-10"),
        ("over $50", "amount:>50"),
    ]


def test_strict_mode_keeps_words_as_words() -> None:
    parsed = parse_search(
        "fuel last month", mode="strict", today=TODAY, categories=CATEGORIES, known_kinds=KINDS
    )
    assert parsed.query.terms == ["fuel", "last", "month"]
    assert parsed.interpretations == []


def test_same_text_and_clock_give_the_same_query() -> None:
    first = parse_search("uber trips in March", today=TODAY, categories=CATEGORIES, known_kinds=KINDS)
    again = parse_search("uber trips in March", today=TODAY, categories=CATEGORIES, known_kinds=KINDS)
    assert first == again
    later = parse_search(
        "uber trips in March", today=date(2027, 2, 1), categories=CATEGORIES, known_kinds=KINDS
    )
    assert later.canonical == "uber date:2026-03 kind:trip"  # March 2027 has not begun: last March
