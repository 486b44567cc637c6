"""Words of the bank descriptions read as a text filter only when nothing else could be meant (issue 27).

A word left in a question that the statement's rows say is searched for in the bank descriptions ("wise",
"foreign transaction fees"). That search is a guess whenever the word names something else the books hold
apart, with another figure; then the question is asked back saying both readings, never one given:

- **one payee's name holds the word, but not every one of its rows says it** ("how much did the council cost
  me": Townsville City Council's rubbish-tip rows say "TCC STUART WASTE", only its rates say "council"):
  the payee's payments, or only the rows that say the word;
- **a vehicle said** ("what did I spend on the ute", the dealer's name holding "ute"): the vehicle's running
  costs are spread over several categories (fuel, rego, insurance, repairs), never the rows that say "ute";
- **the word is the bank's own wording on several payees' rows, money in and money out** ("direct": DIRECT
  CREDIT on the booking platform's payouts, DIRECT DEBIT on the phone and the internet): the search would find
  the bank's kind of payment, not what the person calls "direct" (their clients' transfers), so it is asked;
- **the word is also part of a longer word of the statement** ("house" inside "WAREHOUSE"): the search finds
  text, not words, so it would count the chemist's rows as "the house".
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import Query, Vocabulary, _name_words

#: One vehicle said: its costs are several categories' rows, never a word of the bank descriptions.
_VEHICLE = re.compile(r"(?:car|van|ute|truck|vehicle|wagon|motorbike|bike|trailer)")

#: Endings that make the same word longer ("fee" in "fees", "tyre" in "tyres"): not another word.
_SAME_WORD = ("s", "es", "'s", "ed", "ing", "d")


def _other_words_holding(word: str, vocab: Vocabulary) -> list[str]:
    return sorted(
        w for w in vocab.words if word in w and w != word and not any(w == word + e for e in _SAME_WORD)
    )


def text_guess(phrase: str, vocab: Vocabulary, alone: bool = True) -> str | None:
    """The question back when searching the bank descriptions for ``phrase`` would be a guess. ``alone``: no
    payee or category is named beside it (with one, "facebook ads" or "stall fees ... both markets", the
    search only narrows that payee's or category's rows: neither a longer word holding it nor a payee whose
    name holds it is a second reading)."""
    said = phrase.strip().lower()
    words = _name_words(said)
    if not words:
        return None
    if len(words) == 1 and _VEHICLE.fullmatch(words[0]):
        return (
            f"“{said}” could be the running costs of your {said} (fuel, rego, insurance, repairs: several "
            f"categories) or only the payments whose bank descriptions say “{said}”"
        )
    if len(words) == 1 and (wording := _bank_wording(words[0], vocab)):
        return (
            f"“{said}” is how your bank describes payments of several payees, money in and money out "
            f"({', '.join(wording[:4])}), not one payee or kind of payment: which payments do you mean"
        )
    holders = [n for n, _ in vocab.merchants if set(words) <= set(_name_words(n))]
    if alone and len(holders) == 1 and vocab.merchant_words is not None:
        every = vocab.merchant_words.get(holders[0], frozenset())
        if not set(words) <= every:
            return (
                f"“{said}” could be {holders[0]} (all its payments) or only the payments whose bank "
                f"descriptions say “{said}”"
            )
    if alone and len(words) == 1 and (longer := _other_words_holding(words[0], vocab)):
        shown = ", ".join(f"“{w}”" for w in longer[:3])
        return (
            f"“{said}” is also part of {shown} in your bank descriptions, so a search for it would count "
            "those payments too"
        )
    return None


def _bank_wording(word: str, vocab: Vocabulary) -> list[str]:
    """The payees every row of which says ``word`` though none's name holds it, when they are both payees only
    paying the person (each row saying "credit") and payees paid (each saying "debit"): half of the bank's
    phrase for a kind of payment, on both sides ("direct": DIRECT CREDIT, DIRECT DEBIT). Empty when the word
    is not that."""
    if vocab.merchant_words is None:
        return []
    saying = [
        (name, income)
        for name, income in vocab.merchants
        if word in vocab.merchant_words.get(name, frozenset()) and word not in _name_words(name)
    ]
    if len(saying) < 3 or not any(i for _, i in saying) or all(i for _, i in saying):
        return []
    # the bank's phrase, half of which was said: "direct credit" on every row paying the person, "direct
    # debit" on every row paid ("osko payment", the same words both ways, is a way of paying that is searched)
    every = vocab.merchant_words
    if not all(("credit" if i else "debit") in every.get(n, frozenset()) for n, i in saying):
        return []
    return sorted(name for name, _ in saying)


def category_narrowed(q: Query, vocab: Vocabulary, low: str) -> list[str]:
    """ "hall hire": a word said as the kind of a category's own word (Venue Hire) read as the category's rows
    that say it. When some of the category's payees' rows say the word and others' never do (the community
    centre's rows say HALL, the council's for the same hall hire do not), the word may name the kind of cost,
    all of the category, or only those rows: asked, saying both."""
    held, every = vocab.merchant_categories, vocab.merchant_words
    if held is None or every is None:
        return []
    asks: list[str] = []
    for t in q.things:
        if not (t.category_ids and t.text) or t.merchant or t.merchants:
            continue
        said = _name_words(t.text)
        if not said:
            continue
        kind = [w for w in t.words.split() if w not in said]
        compound = next(
            (w for w in kind if re.search(rf"(?<![\w']){re.escape(t.text)}\s+{re.escape(w)}(?![\w'])", low)),
            None,
        )
        if compound is None:
            continue
        ids = set(t.category_ids)
        payees = [n for n, cats in held.items() if cats & ids]
        saying = sorted(n for n in payees if set(said) <= every.get(n, frozenset()))
        others = sorted(n for n in payees if n not in saying)
        if saying and others:
            label = t.label.split(" mentioning ")[0]
            asks.append(
                f"“{t.text} {compound}” could be only the {label} payments whose bank descriptions say "
                f"“{t.text}” ({', '.join(saying[:3])}), or all of {label} (with {', '.join(others[:3])})"
            )
    return asks
