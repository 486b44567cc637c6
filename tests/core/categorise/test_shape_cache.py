"""Per-shape caches (issue 14): texts that differ only in their digits share one cached computation,
yet every text still gets exactly its own answer, digits included."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from finkit.core.categories.defaults import obvious_category_name
from finkit.core.categorise.normalise import _clean, clean_description
from finkit.core.imports.categorise import ObviousNames


@pytest.mark.parametrize(
    ("text", "cleaned"),
    [
        # Same shape, different digits: the card mask survives cleaning, with each text's own digits.
        (
            "VISA PURCHASE NETFLIX.COM 123-4567890 29/12 AUD CARD 4564xx7944",
            "netflix com aud card 4564xx7944",
        ),
        (
            "VISA PURCHASE NETFLIX.COM 987-6543210 01/02 AUD CARD 1234xx5678",
            "netflix com aud card 1234xx5678",
        ),
        ("7-ELEVEN 1234 SYDNEY", "7 eleven sydney"),
        ("7-ELEVEN 9876 SYDNEY", "7 eleven sydney"),
        ("SPOTIFY P0A1B2C3 SYDNEY", "spotify p0a1b2c3 sydney"),
        ("SPOTIFY P9Z8Y7X6 SYDNEY", "spotify p9z8y7x6 sydney"),
        ("EFTPOS PURCHASE JB HI-FI 8032 GEELONG 01/01 CARD xx7799", "jb hi fi geelong"),
        # More than ten surviving digits in one shape (the survivors are told apart over two passes).
        (
            "ROOM 12 HOTEL 34 56 78 90 11 22 33 44 55 66 77 88",
            "room 12 hotel 34 56 78 90 11 22 33 44 55 66 77 88",
        ),
        (
            "ROOM 99 HOTEL 88 77 66 55 44 33 22 11 00 10 20 30",
            "room 99 hotel 88 77 66 55 44 33 22 11 00 10 20 30",
        ),
    ],
)
def test_clean_description_keeps_each_texts_own_digits(text: str, cleaned: str) -> None:
    assert clean_description(text) == cleaned
    assert clean_description(text) == cleaned  # and again, from the cache


@pytest.mark.parametrize(
    "text",
    [
        "7-ELEVEN 1234 SYDNEY",  # a keyword that names a digit
        "0-ELEVEN 1234 SYDNEY",  # same shape, no match
        "13CABS 0412 MELBOURNE",
        "93CABS 0412 MELBOURNE",
        "WOOLWORTHS 1234 SYDNEY 12/03",
        "WOOLWORTHS 9876 SYDNEY 01/01",
        "BP 7-ELEVEN 0001",  # two categories' keywords: the first in the list wins
        "NOTHING HERE 42",
    ],
)
def test_fallback_matches_obvious_category_name(text: str) -> None:
    names = ObviousNames()
    assert names.name(text) == obvious_category_name(text)
    assert names.name(text) == obvious_category_name(text)  # and again, from the cache


_WORDS = [
    "SHOP",
    "12",
    "A1B2",
    "7-ELEVEN",
    "3RD",
    "13CABS",
    "XX1234",
    "REF 55",
    "2026-03-01",
    "4WD",
    "CAFE",
    "0412345678",
    "#9",
    "12:30",
    "VISA",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=14), st.randoms(use_true_random=False))
def test_the_cached_shape_gives_what_cleaning_the_text_itself_gives(words: list[str], rng: Random) -> None:
    """Texts of one shape with more than ten digits, some or none surviving: a shape whose first pass
    keeps no digit is not cleaned again, and the answer is still the text's own cleaning."""
    text = " ".join(words)
    other = "".join(str(rng.randrange(10)) if c.isdigit() else c for c in text)  # same shape
    for each in (text, other):
        assert clean_description(each) == _clean(each)
