"""The apostrophe forms ("dominos" for Domino's) read the names' words once for all names, not once per name:
the same forms and words as reading every other name again for each one (the definition, below)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from finkit.assistant.local.reader_apostrophe import _words, bare_forms, bare_words


def _defined_forms(name: str, phrases: Iterable[str], names: Iterable[str]) -> list[str]:
    others = {w for n in names if n != name for w in _words(n)}
    return [
        p.replace("'", "")
        for p in phrases
        if "'" in p and not {w.removesuffix("s") for w in p.replace("'", "").split()} & others
    ]


NAMES = [
    "Domino's",
    "McDonald's",
    "E Mcdonald",
    "Bunnings",
    "Bunning's Warehouse",
    "Jo's Cafe & Bar",
    "Cafe",
    "Domino's",  # twice: the same name is no other name
    "Hungry Jack's",
    "Jack Smith",
    "Pete's Tyres",
    "Tyre Power",
    "Officeworks",
]


def test_the_forms_and_words_are_the_defined_ones() -> None:
    for name in NAMES:
        phrases = [name.lower(), name.lower().replace(" ", "")]
        assert bare_forms(name, phrases, NAMES) == _defined_forms(name, phrases, NAMES), name
    defined = frozenset(
        w
        for name in NAMES
        for form in _defined_forms(name, [name.lower()], NAMES)
        for w in re.findall(r"[a-z]{4,}", form)
    )
    assert bare_words(NAMES) == defined
    # Jack Smith holds "jack": "hungryjacks" is not written bare; E Mcdonald holds "mcdonald"
    assert "dominos" in defined and "mcdonalds" not in defined and "hungry" not in defined
