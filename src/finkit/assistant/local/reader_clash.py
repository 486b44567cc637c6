"""A word with two readings in the person's own data (issue 27): a category's word that is also a word of
a payee's name whose payments are booked elsewhere.

"tools" is the category Tools & Equipment, but Sydney Tools and B Hartigan Tools are paid under Depreciating
Assets; "transport" is Public Transport & Rideshare, but the Department of Transport (the rego) is under
Vehicle Expenses. Either reading gives a figure, and the two figures differ: the question is asked back,
naming both, never answered for one. A word that names a payee whose payments are all in that category (a
merchant and its own category: "Costco Fuel" and Fuel) has one meaning, and is read.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import CategoryInfo, Thing, Vocabulary, _name_words


def _forms(word: str) -> set[str]:
    """The word, singular and plural ("tool", "tools"), as a payee's name may spell it."""
    stem = word[:-1] if word.endswith("s") and len(word) > 3 else word
    return {word, stem, stem + "s", stem + "es"}


def payees_elsewhere(
    word: str, categories: list[CategoryInfo], vocab: Vocabulary, *, by_words: bool = False
) -> list[str]:
    """The payees whose name holds ``word`` (or its singular or plural) and who are paid in a category other
    than ``categories``; empty when no payee is so named, when every one of them is in those categories, or
    when the payees' categories are not known. ``by_words``: every bank description of the payee saying the
    word names it too (only for a category read from part of its name, below)."""
    held = vocab.merchant_categories
    if held is None or len(word) < 4:
        return []
    forms = _forms(word.lower())
    ids = {c.id for c in categories}
    # a payee every one of whose bank descriptions says the word is named by it as much as by its name
    # ("RACQ": INTERNET BPAY RACQ INSURANCE, under Vehicle Expenses, is insurance)
    said = (vocab.merchant_words or {}) if by_words else {}
    return [
        name
        for name, _ in vocab.merchants
        if forms & (set(_name_words(name)) | said.get(name, frozenset()))
        and held.get(name)
        and not held[name] <= ids
    ]


def named_already(word: str, things: list[Thing], vocab: Vocabulary | None = None) -> bool:
    """Whether a payee already read from the question holds ``word`` in its name ("how much did the
    Department of Education pay me": the word is of the payee said in full, not a second reading), or in
    every one of its bank descriptions ("racq insurance": RACQ's rows all say INSURANCE)."""
    forms = _forms(word.lower())
    said = (vocab.merchant_words if vocab is not None else None) or {}
    return any(
        forms & (set(_name_words(name)) | said.get(name, frozenset()))
        for t in things
        if t.merchant
        for name in (t.merchants or (t.merchant,))
    )


def clash(
    word: str,
    categories: list[CategoryInfo],
    vocab: Vocabulary,
    things: list[Thing],
    *,
    by_words: bool = False,
) -> str | None:
    """The question back when ``word``, read as ``categories``, also names payees booked elsewhere; none
    when a payee already read from the question is the one the word names."""
    if named_already(word, things, vocab):
        return None
    others = payees_elsewhere(word, categories, vocab, by_words=by_words)
    if not others:
        return None
    held = vocab.merchant_categories or {}
    names = {c.id: c.name for c in vocab.categories}
    where = sorted({names[i] for n in others for i in held.get(n, ()) if i in names})
    shown = ", ".join(others[:5]) + (" …" if len(others) > 5 else "")
    category = " or ".join(c.name for c in categories)
    return (
        f"“{word}” could be your category {category}, or {shown} (paid under {', '.join(where)}), "
        "or all of them"
    )


def payees_sharing(word: str, vocab: Vocabulary) -> list[str]:
    """The payees whose names hold ``word`` when there are two or more and they are different things (paid
    under different categories: Service NSW's rego and Revenue NSW's fine); empty otherwise (one payee, or
    one business in several places, or the payees' categories not known)."""
    held = vocab.merchant_categories
    if held is None:
        return []
    named = [name for name, _ in vocab.merchants if word.lower() in _name_words(name) and held.get(name)]
    if len(named) < 2 or len({held[n] for n in named}) < 2:
        return []
    return named


def full_name_clash(c: CategoryInfo, vocab: Vocabulary, things: list[Thing]) -> str | None:
    """The question back when a category named in full by its one word ("insurance": the category Insurance)
    is also a word of payees paid under another category (RACQ Insurance, under Vehicle Expenses): all the
    insurance paid, or the category's, are two figures. A category of two or more words ("Business
    Insurance") said in full is that category."""
    words = _name_words(c.name)
    if len(words) != 1:
        return None
    return said_word_clash(words[0], c, vocab, things)


def said_word_clash(
    word: str, c: CategoryInfo, vocab: Vocabulary, things: list[Thing], *, by_words: bool = False
) -> str | None:
    """The question back when ``word``, the one word said for the category ``c``, also names payees paid for
    the same kind of thing under another category. ``by_words`` when ``c`` was read from part of its name
    ("insurance", read as Business Insurance, the one insurance category in use): a payee every one of whose
    bank descriptions says the word is then such a payee too (RACQ's ute insurance, under Vehicle
    Expenses). A category's own one-word name ("transfer": Transfers) keeps to payees' names: "transfer" is
    also a verb every home-loan payment's description says."""
    # a payee on the other side of the money ("Cash customers", paying Sales Income, beside the category
    # Cash) is not another reading of a cost
    kinds = {o.id: o.kind for o in vocab.categories}
    held = vocab.merchant_categories or {}
    others = payees_elsewhere(word, [c], vocab, by_words=by_words)
    if not any(kinds.get(i) == c.kind for n in others for i in held.get(n, ())):
        return None
    return clash(word, [c], vocab, things, by_words=by_words)


def part_of_category(word: str, category: CategoryInfo, vocab: Vocabulary, text: str = "") -> str | None:
    """The question back when ``word`` names only part of what ``category`` holds: a payee in it whose name
    holds the word ("linen": Northern Linen Service, in Guest Amenities & Linen beside the amenities'
    suppliers), or one of the two things its name joins whose other thing a payee in it is named by
    ("rates": Council Rates & Water, holding TasWater too). Either figure, the payee's or the whole
    category's, answers a different question than the other: asked, naming both. None otherwise."""
    held = vocab.merchant_categories
    if held is None or len(word) < 4:
        return None
    inside = sorted(n for n, cats in held.items() if category.id in cats)
    if len(inside) < 2:
        return None
    forms = _forms(word.lower())
    named = [n for n in inside if forms & set(_name_words(n))]
    said = set(re.findall(r"[a-z][a-z']{3,}", text.lower()))
    if len(named) == 1 and not (set(_name_words(named[0])) - forms) & said:
        # (another word of the payee's name said too, "garden grub": the payee is named, read as such)
        others = [n for n in inside if n != named[0]]
        shown = ", ".join(others[:4]) + (" …" if len(others) > 4 else "")
        return f"“{word}” could be {named[0]} alone, or all of {category.name} (with {shown})"
    parts = [p for p in re.split(r"\s+(?:&|and)\s+", category.name.lower()) if p]
    if named or len(parts) != 2:
        return None
    own = [p for p in parts if forms & set(_name_words(p))]
    if len(own) != 1:
        return None
    other = [w for w in _name_words(next(p for p in parts if p != own[0])) if len(w) >= 4]
    theirs = [n for n in inside if any(w in n.lower() for w in other)]
    if not theirs or len(theirs) == len(inside):
        return None
    return (
        f"“{word}” is part of {category.name}, which holds {', '.join(theirs[:3])} too: "
        f"only {', '.join(n for n in inside if n not in theirs)[:120]}, or the whole category"
    )
