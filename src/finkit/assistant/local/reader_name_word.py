"""A payee read from one word of its name, when that word may mean more than that payee (issue 27, round 19).

Two ways a name word read as one payee answers a narrower question than the one asked:

- the word is said on other payers' deposits too ("how much did the whitfields pay": J A Whitfield paid three
  times, and H Tanaka's payment says "WHITFIELD" in its reference): that payer only, or with the payments
  that say the name, is asked;
- the word is not the name's first (its own) word but a later one saying what kind of business it is, said
  with a category that holds other payees too ("hotel commissions paid": Pacific Esplanade Hotel is one of
  three hotels and hostels paid commissions): that payee's rows, or the whole category, is asked.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import Query, Thing, Vocabulary, _name_words

#: Words of a company's name that say its form, not who it is.
_FORM_WORDS = frozenset({"pty", "ltd", "limited", "co", "inc", "the", "and", "of", "trust", "group", "au"})


def _said(low: str) -> set[str]:
    """The question's words, each also without a plural "s" or an "'s" ("the whitfields", "hotel's")."""
    words = set()
    for w in re.findall(r"[a-z0-9][a-z0-9']*", low):
        w = w.removesuffix("'s").removesuffix("'")
        words.add(w)
        if w.endswith("s") and len(w) > 3:
            words.add(w[:-1])
    return words


def _one_payee(t: Thing) -> str | None:
    return t.merchant if t.merchant and not t.merchants and not t.text else None


def name_word_elsewhere(q: Query, vocab: Vocabulary, low: str) -> list[str]:
    """What to ask about a payer or payee read from a word of its name that may mean more (see above)."""
    asks: list[str] = []
    said = _said(low)
    for t in q.things:
        if q.flow != "income" and not t.money_in and not t.text:
            for named in t.merchants or ((t.merchant,) if t.merchant else ()):
                asks += _said_on_other_payments(named, said, vocab)
        payee = _one_payee(t)
        if payee is None:
            continue
        names = _name_words(payee)
        own = [w for w in names if w in said and w not in _FORM_WORDS and len(w) >= 3]
        if not own:
            continue
        if q.flow == "income" or t.money_in:
            asks += _said_on_other_deposits(payee, own, vocab)
        # the name's own word: its first word of two letters or more, neither an initial ("J Whitfield") nor a
        # number ("7-Eleven"): said, the payee is named by it
        first = next((w for w in names if len(w) > 1 and w.isalpha() and w not in _FORM_WORDS), None)
        if t.category_ids and first is not None and first not in said:
            asks += _a_kind_word(payee, own, t, vocab)
    return asks


def _said_on_other_payments(payee: str, said: set[str], vocab: Vocabulary) -> list[str]:
    """A payee named by two or more words of its name ("uber eats") whose every word another payee's payments
    say too (Uber's "UBER *EATS" rows): the named payee's rows alone may answer a narrower question, so which
    is asked (only the named payee, or with those)."""
    if vocab.payment_word_payees is None:
        return []
    own = [w for w in _name_words(payee) if w not in _FORM_WORDS and len(w) >= 3 and w.isalpha()]
    if len(own) < 2 or not all(w in said for w in own):
        return []
    others = set(vocab.payees_saying(own)) - {payee}
    others = {p for p in others if not set(own) <= set(_name_words(p))}
    if not others:
        return []
    named = " ".join(own)
    return [
        f"“{named}” is {payee}, and some of {' and '.join(sorted(others)[:3])}'s payments say “{named}” too: "
        f"{payee}'s payments only, or with those"
    ]


def _said_on_other_deposits(payee: str, own: list[str], vocab: Vocabulary) -> list[str]:
    if vocab.deposit_word_payers is None:
        return []
    # (only other payers of earnings: a shop's refund saying its town, "UNIQLO BRISBANE", is no payer)
    held = vocab.merchant_categories or {}
    # (the name said with another of its words, "booking.com": only deposits saying every one of them)
    every = vocab.payers_saying(own)
    for word in own:
        # (a payer whose own name holds the word too is two payers of one name: asked elsewhere)
        others = sorted(
            p
            for p in every
            if p != payee
            and word not in _name_words(p)
            and any(vocab.kind_of(i) == "income" for i in held.get(p, frozenset()))
        )
        if others:
            return [
                f"“{word}” is {payee}, and {' and '.join(others[:3])}'s payment(s) to you say “{word}” too: "
                f"{payee}'s payments only, or with those"
            ]
    return []


def _a_kind_word(payee: str, own: list[str], t: Thing, vocab: Vocabulary) -> list[str]:
    held = vocab.merchant_categories
    if held is None:
        return []
    ids = set(t.category_ids)
    others = sorted(n for n, cats in held.items() if n != payee and cats & ids)
    if not others:
        return []
    said = [c.name for c in vocab.categories if c.id in ids]
    return [
        f"“{' '.join(own)}” could be {payee} alone, or all of {' and '.join(said)} (with "
        f"{', '.join(others[:4])}{' …' if len(others) > 4 else ''})"
    ]
