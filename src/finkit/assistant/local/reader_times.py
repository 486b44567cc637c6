"""How many times each one was paid, bounding a list of names (issue 27): "which takeaway places did I go to
more than 5 times", "which clients paid me 10 or more times", "who paid me more than once". The bound is on
each payee's (or payer's) number of payments in the period, as the tool counts them; said with any other
measure it is not read (and so asked about).
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_words import NUMBER_WORD_PATTERN, NUMBER_WORDS

_N = rf"\d{{1,3}}|{NUMBER_WORD_PATTERN}"
_NUMBER_WORDS = {**NUMBER_WORDS, "once": 1, "twice": 2}
TIMES = re.compile(
    rf"\b(?:(?P<strict>more\s+than|over)|(?P<least>at\s+least))\s+(?:(?P<n>{_N})\s+times|(?P<word>once|twice))\b"
    rf"|\b(?P<n2>{_N})\s*(?:or\s+more\s+times|\+\s*times|\s+times\s+or\s+more)\b"
)


def read_times(low: str) -> tuple[str, int | None, str | None]:
    """(the text with the bound's words blanked, the least number of payments, the words as said), or the
    text unchanged and None."""
    m = TIMES.search(low)
    if m is None:
        return low, None, None
    said = m.group("n") or m.group("word") or m.group("n2")
    n = int(said) if said.isdigit() else _NUMBER_WORDS[said]
    least = n + 1 if m.group("strict") else n
    if not 1 <= least <= 1000:
        return low, None, None
    blanked = low[: m.start()] + " " * (m.end() - m.start()) + low[m.end() :]
    return blanked, least, m.group(0).strip()
