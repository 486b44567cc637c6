"""Whether a row names a client or supplier the person stated once (docs/review.md "Stated once at
set-up"), read by the one merchant and description reader (``categorise.normalise.clean_description``:
the bank's channel words gone) and from the row's merchant.

A stated name matches when its words (without ``Pty``, ``Ltd``, ``Inc`` and the like, and a trust's trailing
``Trust``) stand in the row as
whole consecutive words, tolerant of case, of ``&`` for ``and``, of a bank cutting or abbreviating a later
word (``MORETON FREIGHT SY`` is Moreton Freight Systems, ``GOLDFIELDS TYRE WHSL`` Goldfields Tyre
Wholesale), of an initial for a person's given name (``J MCALLISTER``) and of a person's name in either
order (``NGUYEN KOBE``), and of a business name of three words or more whose last word the bank cut off
before its reference (``WHEATBELT STONEGROUND INV 96077``) or after its first letter (``JACARANDA GROVE
AGED C REMIT``, ``_cut_short``). Never part of a longer word (a stated ``Tran`` is not ``TRANSPORT``), and a
one-word name only as that whole word.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache

#: Words of a business's legal form or filler, not of its name.
_FORM_WORDS = frozenset(
    {"pty", "ltd", "limited", "inc", "incorporated", "llc", "corp", "corporation", "plc", "gmbh", "the", "pl"}
)
_NON_WORD = re.compile(r"[^0-9a-z]+")


def words(text: str) -> tuple[str, ...]:
    """Lower-case words of ``text``, ``&`` read as ``and``."""
    return tuple(w for w in _NON_WORD.split(text.casefold().replace("&", " and ")) if w)


#: A trust's name ends in its kind ("Lakeview Industrial Unit Trust", "Nguyen Family Trust"): a legal form
#: when two or more words name it, as a bank cuts it off first ("LAKEVIEW INDUSTRIAL UNIT RENT U7 J").
_TRUST_WORDS = ("trust",)


@lru_cache(maxsize=4096)
def name_words(name: str) -> tuple[str, ...]:
    """The words of a stated name that say who it is (its legal form dropped; a trailing "Trust" too after
    two or more words: "National Trust" keeps it, being no more than a word with it)."""
    said = tuple(w for w in words(name.replace("p/l", " ")) if w not in _FORM_WORDS)
    if len(said) >= 3 and said[-1] in _TRUST_WORDS:
        return said[:-1]
    return said


def _abbreviates(short: str, word: str) -> bool:
    """``short`` is ``word`` cut (``sy``: systems) or abbreviated by its letters in order from its first
    (``whsl``: wholesale)."""
    if len(short) < 2 or len(short) >= len(word) or short[0] != word[0]:
        return False
    if word.startswith(short):
        return True
    rest = iter(word[1:])
    return len(short) >= 3 and all(letter in rest for letter in short[1:])


#: The fewest letters of a given name's familiar short form read as the name (``Dan`` for Daniel).
FAMILIAR_LETTERS = 3


def _word_fits(said: str, seen: str, *, first: bool, person: bool) -> bool:
    if said == seen:
        return True
    if first:  # the first word whole; a person's given name may be an initial either way
        initial = (len(said) == 1 or len(seen) == 1) and said[0] == seen[0]
        # or the familiar short form of the name the bank prints in full: "Dan Pereira" stated, ``OSKO
        # DEPOSIT FROM DANIEL PEREIRA`` (round 27, the arborist's partner): Sam, Tom, Chris, Matt likewise
        familiar = len(said) >= FAMILIAR_LETTERS and seen.startswith(said)
        return person and (initial or familiar)
    return _abbreviates(seen, said)


def _run_at(said: Sequence[str], seen: Sequence[str], at: int, *, person: bool) -> bool:
    if at + len(said) > len(seen):
        return False
    return all(_word_fits(w, seen[at + i], first=i == 0, person=person) for i, w in enumerate(said))


def row_texts(merchant: str | None, description: str) -> tuple[str, ...]:
    """What a row says of who it is with, as every reader of stated names reads it: its merchant, its
    description without the bank's channel words, and its description. (The description reader is
    imported here, when a row is read: a report's start-up does not load categorisation.)"""
    from finkit.core.categorise.normalise import clean_description

    return (merchant or "", clean_description(description), description)


def _without_middle_initials(seen: tuple[str, ...]) -> tuple[str, ...]:
    """``seen`` without a one-letter word standing between two longer ones (a middle initial)."""
    return tuple(
        w
        for i, w in enumerate(seen)
        if not (len(w) == 1 and 0 < i < len(seen) - 1 and len(seen[i - 1]) > 1 and len(seen[i + 1]) > 1)
    )


def words_in_order(name: str, text: str) -> bool:
    """Whether ``text`` holds every word of ``name`` in order, other words between them allowed (a
    servo's brand and suburb stated, ``Puma Portsmith``, the bank printing ``PUMA ENERGY PORTSMITH``).
    Looser than ``names_row``: for readings that only ask more (a supplier some of whose invoices are
    private), or that the person tied to one vehicle themselves (its servos), never to file a row unasked."""
    said = words(name)
    if not said:
        return False
    seen = iter(words(text))
    return all(any(word == other for other in seen) for word in said)


def names_row(name: str, texts: Iterable[str]) -> bool:
    """Whether any of ``texts`` (a row's merchant, its cleaned description, its description) names the
    stated ``name``."""
    said = name_words(name)
    if not said:
        return False
    person = len(said) in (2, 3) and not any(w.isdigit() for w in said)
    orders = [said, tuple(reversed(said))] if person else [said]
    for text in texts:
        seen = words(text)
        if person:  # a middle initial the bank prints ("LIAM J OKAFOR" for a stated "Liam Okafor")
            seen = _without_middle_initials(seen)
        for order in orders:
            full = [w for w in order if len(w) > 1]
            if not full:
                continue
            if any(_run_at(order, seen, at, person=person) for at in range(len(seen))):
                return True
        if _cut_short(said, words(text)):
            return True
    return False


#: The fewest letters (spaces counted) a payee field shows when the bank cut a name's last word off
#: (``TRANSFER TO WHEATBELT STONEGROUND INV 96077`` for Wheatbelt Stoneground Mills): a short run
#: ("swan valley") is too common a start of other names to stand for the whole.
CUT_FIELD = 16
#: A word that starts the bank's reference after a payee field: an invoice or reference word, a number.
_REFERENCE = re.compile(r"(?:inv|invoice|ref|reference|\d+)")


def _cut_short(said: Sequence[str], seen: Sequence[str]) -> bool:
    """Whether ``seen`` shows a business name of three words or more with its last word cut off by the
    bank: the other words whole, in order, at least ``CUT_FIELD`` letters long, then the reference (never
    another word, "Swan Valley Winery" is not Swan Valley Dairy; nor the end of a text: a merchant's name
    cut to two words says no cut field)."""
    if len(said) < 3:
        return False
    head = said[:-1]
    if len(" ".join(head)) < CUT_FIELD:
        return False
    for at in range(len(seen) - len(head) + 1):
        if tuple(seen[at : at + len(head)]) == tuple(head):
            after = at + len(head)
            if after < len(seen) and (_REFERENCE.fullmatch(seen[after]) or said[-1].startswith(seen[after])):
                # the reference, or the last word cut to its first letters, even one ("JACARANDA GROVE
                # AGED C REMIT": the bank's 22-character payer field ends inside "Care", round 22)
                return True
    return False
