"""The query language: a table of good queries (with the structure and canonical form they give) and a
table of malformed ones (each error names the bad token)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from finkit.core.errors import ValidationError
from finkit.core.search.parse import parse_search
from finkit.core.search.query import CategoryRef, tokenize
from finkit.core.search.schemas import AmountRange, DateRange

TODAY = date(2026, 11, 21)
CATEGORIES = [
    CategoryRef("cat-g", "Groceries"),
    CategoryRef("cat-f", "Fuel"),
    CategoryRef("cat-m", "Meals & Dining"),
]
KINDS = ["transaction", "expense", "bill", "receipt", "vehicle", "trip", "rule", "conversation"]
HAS = ["category", "gst", "notes", "receipt"]


def parse(text: str, mode: str = "strict"):  # type: ignore[no-untyped-def]
    return parse_search(text, mode=mode, today=TODAY, categories=CATEGORIES, known_kinds=KINDS, has_names=HAS)  # type: ignore[arg-type]


GOOD = [
    # (query, expected fields of SearchQuery, canonical)
    (
        "merchant:woolworths amount:>100 category:groceries date:2026-06 type:debit has:receipt deductible:yes",
        {
            "merchant": ["woolworths"],
            "category_ids": ["cat-g"],
            "amount": AmountRange(min=Decimal(100), min_inclusive=False),
            "dates": DateRange(from_date=date(2026, 6, 1), to_date=date(2026, 6, 30)),
            "type": "debit",
            "has": ["receipt"],
            "deductible": True,
        },
        "merchant:woolworths category:Groceries amount:>100 date:2026-06 type:debit has:receipt deductible:yes",
    ),
    ("coffee beans", {"terms": ["coffee", "beans"]}, "coffee beans"),
    ('"flat white" -decaf', {"phrases": ["flat white"], "exclude": ["decaf"]}, '"flat white" -decaf'),
    ('-"soy latte"', {"exclude": ["soy latte"]}, '-"soy latte"'),
    ('merchant:"Uber Eats"', {"merchant": ["Uber Eats"]}, 'merchant:"Uber Eats"'),
    ("amount:50", {"amount": AmountRange(min=Decimal(50), max=Decimal(50))}, "amount:50"),
    (
        "amount:$1,200.50",
        {"amount": AmountRange(min=Decimal("1200.50"), max=Decimal("1200.50"))},
        "amount:1200.5",
    ),
    ("amount:<=20", {"amount": AmountRange(max=Decimal(20))}, "amount:<=20"),
    ("amount:10..20", {"amount": AmountRange(min=Decimal(10), max=Decimal(20))}, "amount:10..20"),
    (
        "amount:>10 amount:<20",
        {"amount": AmountRange(min=Decimal(10), max=Decimal(20), min_inclusive=False, max_inclusive=False)},
        "amount:>10 amount:<20",
    ),
    ("date:2026", {"dates": DateRange(from_date=date(2026, 1, 1), to_date=date(2026, 12, 31))}, "date:2026"),
    (
        "date:2026-06-15",
        {"dates": DateRange(from_date=date(2026, 6, 15), to_date=date(2026, 6, 15))},
        "date:2026-06-15",
    ),
    (
        "date:2026-06..2026-08",
        {"dates": DateRange(from_date=date(2026, 6, 1), to_date=date(2026, 8, 31))},
        "date:2026-06-01..2026-08-31",
    ),
    ("date:>2026-06", {"dates": DateRange(from_date=date(2026, 7, 1))}, "date:>=2026-07-01"),
    ("date:<2026-06", {"dates": DateRange(to_date=date(2026, 5, 31))}, "date:<=2026-05-31"),
    ("cat:fuel", {"category_ids": ["cat-f"], "categories": ["Fuel"]}, "category:Fuel"),
    ('category:"meals & dining"', {"categories": ["Meals & Dining"]}, 'category:"Meals & Dining"'),
    ("category:meal", {"categories": ["Meals & Dining"]}, 'category:"Meals & Dining"'),  # prefix match
    ("-has:receipt", {"has_not": ["receipt"]}, "-has:receipt"),
    ("has:receipts", {"has": ["receipt"]}, "has:receipt"),
    ("deductible:no", {"deductible": False}, "deductible:no"),
    ("type:credit", {"type": "credit"}, "type:credit"),
    ("kind:expenses,receipt", {"kinds": ["expense", "receipt"]}, "kind:expense,receipt"),
    ("source:csv sort:largest", {"source": "csv", "sort": "amount"}, "source:csv sort:amount"),
    ("TYPE:Debit", {"type": "debit"}, "type:debit"),
    ("netflix, 10:30", {"terms": ["netflix", "10:30"]}, "netflix 10:30"),
    ("", {}, ""),
]


@pytest.mark.parametrize(("text", "expected", "canonical"), GOOD, ids=[g[0] or "empty" for g in GOOD])
def test_good_queries(text: str, expected: dict[str, object], canonical: str) -> None:
    parsed = parse(text)
    for field, value in expected.items():
        assert getattr(parsed.query, field) == value, field
    assert parsed.canonical == canonical
    # The canonical form parses back to the same query.
    assert parse(parsed.canonical).query == parsed.query


BAD = [
    ("foo:bar", "unknown field 'foo'", "foo:bar"),
    ("amount:>abc", "'abc' is not an amount", "amount:>abc"),
    ("amount:-5", "is not an amount", "amount:-5"),
    ("amount:..", "needs at least one end", "amount:.."),
    ("date:2026-13", "is not a date", "date:2026-13"),
    ("date:yesterdayish", "is not a date", "date:yesterdayish"),
    ('"unterminated phrase', "unterminated quote", '"unterminated phrase'),
    ('merchant:"open', "unterminated quote", 'merchant:"open'),
    ("category:nope", "no category named 'nope'", "category:nope"),
    ("type:sideways", "type must be debit or credit", "type:sideways"),
    ("has:unicorn", "has: takes one of", "has:unicorn"),
    ("deductible:maybe", "deductible must be yes or no", "deductible:maybe"),
    ("kind:boats", "unknown kind 'boats'", "kind:boats"),
    ("source:fax", "source must be one of", "source:fax"),
    ("sort:random", "sort must be one of", "sort:random"),
    ("-amount:5", "only words, phrases and has: can be negated", "-amount:5"),
    ("merchant:", "needs a value", "merchant:"),
    ("type:debit type:credit", "type:debit was already given", "type:credit"),
]


@pytest.mark.parametrize(("text", "message", "token"), BAD, ids=[b[0] for b in BAD])
def test_malformed_queries_name_the_token(text: str, message: str, token: str) -> None:
    with pytest.raises(ValidationError) as err:
        parse(text)
    problem = err.value.fields[0]
    assert problem.field == "query"
    assert message in problem.message
    assert repr(token) in problem.message or token in problem.message


def test_every_bad_token_is_reported_at_once() -> None:
    with pytest.raises(ValidationError) as err:
        parse("foo:bar amount:x ok words type:up")
    assert len(err.value.fields) == 3


def test_inverted_ranges_are_refused() -> None:
    for text in ("amount:50..10", "date:2026-06..2026-05"):
        with pytest.raises(ValidationError):
            parse(text)


def test_overlong_query_is_refused() -> None:
    with pytest.raises(ValidationError):
        parse("a " * 400)


def test_tokenizer_keeps_raw_tokens() -> None:
    tokens = tokenize('-"a b" merchant:"X Y" -has:receipt word')
    assert [(t.kind, t.value, t.negated, t.field) for t in tokens] == [
        ("phrase", "a b", True, None),
        ("op", "X Y", False, "merchant"),
        ("op", "receipt", True, "has"),
        ("word", "word", False, None),
    ]


def test_sort_with_a_minus_reverses_the_order() -> None:
    from datetime import date

    from finkit.core.search.parse import parse_search

    def sort_of(text: str) -> str | None:
        return parse_search(text, today=date(2026, 6, 1)).query.sort

    assert [sort_of(t) for t in ("sort:date", "sort:-date", "sort:amount", "sort:-amount")] == [
        "date",
        "oldest",
        "amount",
        "smallest",
    ]
