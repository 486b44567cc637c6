"""Earnings said as the person's line of work (issue 27, round 19): "business income", "driving income",
"how much came in from driving" (a rideshare driver), "baking income" (a baker).

The word qualifying the income is "business" or a word of the person's own occupation as the tax profile
states it ("driving" for "Rideshare driver": the same stem). It says the earnings, which is what income
already reads as (money in under an income category), so the word is read, not asked, when every income
category the person uses is a business's own. A person also paid a salary, or bank interest, under an
income category would have "business income" mean a part of their income the books do not mark: asked, as
before.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import Vocabulary, _name_words
from finkit.assistant.local.reader_norm import blank

#: Income categories that are not a business's earnings, by their name's words.
_NOT_BUSINESS = {
    "salary",
    "salaries",
    "wage",
    "wages",
    "interest",
    "dividend",
    "dividends",
    "pension",
    "payg",
}
_INCOME_NOUN = r"(?:income|earnings|takings|revenue|money)"


def _line_of_work(word: str, occupation: str) -> bool:
    """``word`` ("driving", "baking") is the work of the occupation's own words ("driver", "baker")."""
    if word == "business":
        return True
    if not word.endswith("ing") or not occupation:
        return False
    stem = word[:-3]
    stems = {stem, stem + "e"} if len(stem) >= 3 else set()
    head = re.split(r"[(,:;.]", occupation.lower(), maxsplit=1)[0]  # "Rideshare driver (Uber, DiDi) ..."
    return any(w.startswith(s) and len(w) > len(s) for w in re.findall(r"[a-z]+", head) for s in stems)


def business_only(vocab: Vocabulary) -> bool:
    """Every income category in use is a business's own (no salary, interest or pension among them)."""
    used = [
        c for c in vocab.categories if c.kind == "income" and (vocab.in_use is None or c.id in vocab.in_use)
    ]
    return bool(used) and not any(set(_name_words(c.name)) & _NOT_BUSINESS for c in used)


def read_line_of_work(rest: str, low: str, vocab: Vocabulary, occupation: str) -> str:
    """``rest`` (``low`` with the words read so far blanked) with the words saying the person's line of work
    of their income blanked, when that is all of their income ("total driving income", "came in from
    driving", "business earnings")."""
    if not business_only(vocab):
        return rest
    patterns = (
        rf"\b(?:my\s+)?(?P<w>[a-z]+)\s+{_INCOME_NOUN}\b",
        r"\b(?:from|for|by)\s+(?:my\s+|the\s+)?(?P<w>[a-z]+)\b",
    )
    for pattern in patterns:
        for m in list(re.finditer(pattern, low)):
            if rest[m.start("w") : m.end("w")] == m.group("w") and _line_of_work(m.group("w"), occupation):
                rest = blank(rest, m.start("w"), m.end("w"))
    return rest
