"""One name, several payees: the one the question's own words point at (issue 27, round 19).

A business can be paid, or pay the person, under one name in more than one way: "Uber" for a rider's
cleaning fee and a ride taken, "Uber (rides + Uber Eats)" for the weekly payouts. "uber" alone names them
all and is asked. A word of the question that the statement says of one of them only reads it: a word
every one of its bank descriptions holds ("payout", or "pay out" said in two words, of rows all saying
UBER PAYOUT) or one that only its deposits say ("cleaning" fee), none of the others' rows saying it.
Words of the names themselves point at none.
"""

from __future__ import annotations

import itertools
import re

from finkit.assistant.local.reader_model import Vocabulary, _name_words


def _said_words(question: str) -> set[str]:
    """The question's words, each also without a plural "s", and two words said together as one ("pay
    out": payout)."""
    words = re.findall(r"[a-z][a-z']+", question.lower())
    said = set(words) | {w[:-1] for w in words if w.endswith("s") and len(w) > 4}
    said |= {a + b for a, b in itertools.pairwise(words)}
    return said


def one_said_by_rows(names: list[str], question: str, vocab: Vocabulary) -> str | None:
    """The one payee of ``names`` whose rows say a word of the question that no other one's rows say;
    None when no word or more than one payee is pointed at."""
    every, deposits = vocab.merchant_words, vocab.deposit_word_payers
    if every is None or len(names) < 2:
        return None
    own = {w for n in names for w in _name_words(n)}
    said = {w for w in _said_words(question) if len(w) >= 4 and w not in own}
    pointed: set[str] = set()
    for word in said:
        by_all = [n for n in names if word in every.get(n, frozenset())]
        by_deposits = [n for n in names if deposits and n in deposits.get(word, frozenset())]
        holders = set(by_all) | set(by_deposits)
        # said of every row of one, or of some deposits of one, and of no row of the others
        others_say = any(word in every.get(n, frozenset()) for n in names if n not in holders)
        if len(holders) == 1 and not others_say:
            pointed |= holders
    return next(iter(pointed)) if len(pointed) == 1 else None
