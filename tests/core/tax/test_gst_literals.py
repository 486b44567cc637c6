"""The GST knowledge base's literal pre-filter gives the answer of searching every rule in turn.

``known_treatment`` skips a rule when an ASCII text lacks all of the rule's necessary literals
(``core/tax/literals.py``). These tests hold the filter to the plain search: on bank descriptions, on
texts built around every literal the rules name (found, cut short, split, in other cases), and on
non-ASCII texts, where the filter must not apply.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from finkit.core.tax import gst
from finkit.core.tax.literals import necessary_literals

COUNTRIES = ("AU", "NZ", "GB")
LONG_S, KELVIN = "\u017f", "\u212a"  # re folds them to s and k under IGNORECASE; str.lower does not
DESCRIPTIONS = Path(__file__).parents[3] / "bench" / "data" / "merchant_descriptions.csv"


def plain_search(country: str, text: str) -> gst.GstRule | None:
    return next((rule for rule in gst._country_rules(country) if rule.pattern.search(text)), None)


def filtered(country: str, text: str) -> gst.GstRule | None:
    gst._known_cache.clear()  # the answer itself, not one cached for another text of the same shape
    return gst.known_treatment(country, text)


def _texts() -> list[str]:
    texts = [row[0] for row in csv.reader(DESCRIPTIONS.open(encoding="utf-8")) if row]
    for country in COUNTRIES:
        for _rule, literals in gst._filtered_rules(country):
            for literal in sorted(literals or ()):
                texts += [
                    f"EFTPOS {literal.upper()} 0412 SYDNEY",
                    f"x{literal}x",
                    f"{literal[:-1]} {literal[-1]}",  # one letter short of the literal, then apart
                    literal.title(),
                    f"{literal[:1]}{LONG_S}{literal[1:]}",
                    literal.replace("s", LONG_S).replace("k", KELVIN) + " PTY",
                ]
    return texts


@pytest.mark.parametrize("country", COUNTRIES)
def test_the_first_matching_rule_is_the_plain_search_s(country: str) -> None:
    texts = _texts()
    assert len(texts) > 1000
    answers = [filtered(country, text) for text in texts]
    assert answers == [plain_search(country, text) for text in texts]
    assert sum(a is not None for a in answers) > 100  # the texts do reach the rules


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(COUNTRIES), st.text(alphabet="abcdefghijklmnorstuvwy ATOSK\u017f\u212a-0", max_size=30)
)
def test_any_text(country: str, text: str) -> None:
    assert filtered(country, text) == plain_search(country, text)


@pytest.mark.parametrize(
    ("pattern", "literals"),
    [
        ("\\bservice nsw\\b|\\brego\\b", {"service nsw", "rego"}),
        ("licen[cs]e (renewal|fee)", {"licen"}),  # the longer of the two necessary parts
        ("colou?r", {"colo"}),  # a quantified letter is not necessary
        ("ab(cde|fgh)", {"cde", "fgh"}),
        ("x(cde|)", {"x"}),  # an alternative with no literal: the group says nothing
        ("[ab]+", None),
        ("(?i)foo", None),  # inline flags are not analysed
        ("café", {"caf"}),  # a non-ASCII literal is not used
        ("BUPA", {"bupa"}),
    ],
)
def test_necessary_literals(pattern: str, literals: set[str] | None) -> None:
    found = necessary_literals(pattern)
    assert found == (None if literals is None else frozenset(literals))
    if found is not None:  # and they are necessary: a match always contains one
        for text in ("service nsw", "licence fee", "color", "abfgh", "x", "café", "bupa", "colour"):
            if re.search(pattern, text, re.IGNORECASE):
                assert any(s in text.lower() for s in found)
