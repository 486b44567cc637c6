"""How a person names what their books name otherwise (issue 27, round fourteen), each as a rule over any
person's names:

- a payee by the name in its brackets: "Health Support Services (WA Health)" is "WA Health". Only a bracket of
  two words or more with no comma is a name: one word is most often a place or a country ("(Osaka)", "(US)")
  and a comma lists what the payee is ("Yuko Mori (proofreader, Japan)");
- a payee by the initials joined by "&" in its name: "North Fremantle PS P&C" is "the p&c";
- a payee of four words or more by their initials: "City of Greater Bendigo" is "cogb";
- a financial year by two digits of each year ("25-26", "25/26");
- several payees by a word their names share, when they are all of one kind ("hospital parking");
- a word of a payee's name in another form ("proofreading" for a proofreader), and the plural of a word two
  names share, which the typo reader keeps ("the hospitals").
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import _name_words

_BRACKET = re.compile(r"\(([^(),]+)\)")


#: Initials joined by "&" in a name ("P&C", "B & L"): a short name people say on its own ("the p&c").
_AMPERSAND_INITIALS = re.compile(r"(?<![a-z0-9'])([a-z]{1,2})\s*&\s*([a-z]{1,2})(?![a-z0-9'])")


#: The fewest initials read as a payee's name ("cogb" for City of Greater Bendigo): three letters are too often
#: a word of their own ("pet", "art") or another body's ("ato" is the tax office's, read elsewhere).
INITIALS_AT_LEAST = 4


def _initials(name: str) -> str | None:
    """The initials of a name of four words or more outside its brackets, its small words counted ("City of
    Greater Bendigo": "cogb", round 27, the arborist's set), as people shorten a council, a department or an
    association; None for a shorter name or one with a number in it."""
    words = _name_words(_BRACKET.sub(" ", name))
    if len(words) < INITIALS_AT_LEAST or any(not w.isalpha() for w in words):
        return None
    return "".join(w[0] for w in words)


def payee_aliases(name: str) -> set[str]:
    """The phrases (lower case, words joined by one space) a payee is called by besides its whole name: the
    words in its brackets when they are a name, and its name without them; initials joined by "&" ("Lakeside
    PS P&C": "p and c", as the question reads "p&c")."""
    out = {f"{m.group(1)} and {m.group(2)}" for m in _AMPERSAND_INITIALS.finditer(name.lower())}
    initials = _initials(name)
    if initials is not None:
        out.add(initials)
    for m in _BRACKET.finditer(name):
        inside = _name_words(m.group(1))
        if len(inside) >= 2:
            out.add(" ".join(inside))
            outside = _name_words(name[: m.start()] + " " + name[m.end() :])
            if len(outside) >= 2:
                out.add(" ".join(outside))
    return out


#: "25-26", "25/26": a financial year said by the last two digits of the years it spans, one year apart
#: (never a day range "25-26 march", a date "25/12", an amount "$25-26" or a part of a longer number).
_YEAR_PAIR = re.compile(r"(?<![\w$.,/-])(\d\d)\s?[-/–]\s?(\d\d)(?![\w$./%-]|,\d)")
_MONTHS = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
_DAYS_BEFORE = re.compile(rf"\b(?:{_MONTHS}|on|\$)\s*$")
_DAYS_AFTER = re.compile(rf"\s*(?:{_MONTHS}|of\b|k\b|dollars?\b|bucks\b|%|th\b|st\b)")


def year_pairs(low: str) -> str:
    """``low`` with "25-26" written "fy26" where it can only be a financial year."""

    def fy(m: re.Match[str]) -> str:
        first, second = int(m.group(1)), int(m.group(2))
        if (
            second != (first + 1) % 100
            or not 10 <= first <= 60
            or _DAYS_BEFORE.search(low[: m.start()])
            or _DAYS_AFTER.match(low, m.end())
        ):
            return m.group(0)
        return f"fy{m.group(2)}".ljust(len(m.group(0)))

    return _YEAR_PAIR.sub(fy, low)


#: One place or payee pointed at ("the airport", "that agency"): which one is asked, never all of them.
_POINTED = re.compile(r"\b(?:the|that|this|a|an|one)\s+$")


def said_of_all(word: str, before: str, names: list[str], held: dict[str, frozenset[str]] | None) -> bool:
    """Whether a word several payees' names hold ("hospital": three hospital car parks) says all of them: the
    payees are all of one kind (every row of each in the same one category, the parking) and the word is not
    pointing at one ("the hospital", "the airport"), unless said in the plural ("the hospitals")."""
    if held is None or len(names) < 2:
        return False
    kinds = {held.get(n, frozenset()) for n in names}
    if len(kinds) != 1 or len(next(iter(kinds))) != 1:
        return False
    return word.endswith("s") or _POINTED.search(before) is None


def shared_plurals(names: list[str]) -> frozenset[str]:
    """The plurals of words two or more of the person's names hold ("hospitals": three hospital car parks),
    which the typo reader keeps as said: the plural says all of them ("parking at the hospitals"), the
    singular may point at one. Never a name's own word ("mcdonalds" is McDonald's, put right as before)."""
    held: dict[str, int] = {}
    for name in names:
        for word in set(re.findall(r"[a-z]{4,}", name.lower())):
            held[word] = held.get(word, 0) + 1
    own = {w for name in names for w in re.findall(r"[a-z]+", name.lower().replace("'", ""))}
    return frozenset(f"{w}s" for w, n in held.items() if n >= 2 and not w.endswith("s")) - own


_ENDINGS = ("ings", "ing", "ers", "er", "ed", "es", "s")


def _stem(word: str) -> str:
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 5:
            return word[: -len(ending)]
    return word


def same_stem(word: str, own: set[str]) -> bool:
    """Whether ``word`` is another form of a word of a payee's own name said with it ("yuko for proofreading":
    Yuko Mori (proofreader, Japan); "the hospitals" of a hospital car park): the same stem of five letters or
    more, not a word that merely starts alike."""
    stem = _stem(word)
    return (len(stem) >= 5 and any(_stem(w) == stem for w in own)) or word.removesuffix("s") in own
