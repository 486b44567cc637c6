"""A payee's possessive name typed without its apostrophe ("dominos" for Domino's, issue 27).

People type "dominos", "mcdonalds", "bunnings": the name without the apostrophe is that payee, and is no typo
of another word (the typo reader had put "dominos" right into "domino", then asked about it). It is not that
payee when another payee's name holds the word it would be the plural of: "mcdonalds" is McDonald's or
E Mcdonald (a customer), and stays asked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable


def _words(name: str) -> list[str]:
    return [w for w in re.split(r"[^a-z0-9']+", name.lower().replace("&", " and ")) if w]


def bare_forms(name: str, phrases: Iterable[str], names: Iterable[str]) -> list[str]:
    """The ``phrases`` of payee ``name`` that hold an apostrophe, written without it, each unless another
    of ``names`` holds the word it is the plural of."""
    others = {w for n in names if n != name for w in _words(n)}
    out = []
    for phrase in phrases:
        if "'" in phrase:
            bare = phrase.replace("'", "")
            if not {w.removesuffix("s") for w in bare.split()} & others:
                out.append(bare)
    return out


def bare_words(names: Iterable[str]) -> frozenset[str]:
    """The words of ``names`` written without their apostrophes ("dominos"), for the typo reader to know as
    the person's own, each unless another name holds the word it is the plural of."""
    names = list(names)
    return frozenset(
        w
        for name in names
        for form in bare_forms(name, [name.lower()], names)
        for w in re.findall(r"[a-z]{4,}", form)
    )
