"""A payee's possessive name typed without its apostrophe ("dominos" for Domino's, issue 27).

People type "dominos", "mcdonalds", "bunnings": the name without the apostrophe is that payee, and is no typo
of another word (the typo reader had put "dominos" right into "domino", then asked about it). It is not that
payee when another payee's name holds the word it would be the plural of: "mcdonalds" is McDonald's or
E Mcdonald (a customer), and stays asked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping


def _words(name: str) -> list[str]:
    return [w for w in re.split(r"[^a-z0-9']+", name.lower().replace("&", " and ")) if w]


def _owners(names: Iterable[str]) -> dict[str, set[str]]:
    """Word -> the names (of ``names``) that hold it."""
    owners: dict[str, set[str]] = {}
    for n in set(names):
        for w in _words(n):
            owners.setdefault(w, set()).add(n)
    return owners


def _forms(name: str, phrases: Iterable[str], owners: Mapping[str, set[str]]) -> list[str]:
    out = []
    for phrase in phrases:
        if "'" in phrase:
            bare = phrase.replace("'", "")
            # held by another name: a word's owners other than ``name`` itself
            if not any(owners.get(w.removesuffix("s"), set()) - {name} for w in bare.split()):
                out.append(bare)
    return out


def bare_forms(name: str, phrases: Iterable[str], names: Iterable[str]) -> list[str]:
    """The ``phrases`` of payee ``name`` that hold an apostrophe, written without it, each unless another
    of ``names`` holds the word it is the plural of."""
    phrases = list(phrases)
    if not any("'" in p for p in phrases):
        return []  # most names have no apostrophe: no need to read every other name's words
    return _forms(name, phrases, _owners(names))


def bare_words(names: Iterable[str]) -> frozenset[str]:
    """The words of ``names`` written without their apostrophes ("dominos"), for the typo reader to know as
    the person's own, each unless another name holds the word it is the plural of. The names' words are
    read once for all of them (each name read every other name's words again: with ~70 payees and
    categories, ~5,000 splits for each question the local engine read)."""
    names = list(names)
    owners = _owners(names)
    return frozenset(
        w
        for name in names
        for form in _forms(name, [name.lower()], owners)
        for w in re.findall(r"[a-z]{4,}", form)
    )
