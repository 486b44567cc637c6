"""Money in or money out, when the question does not say (issue 27, the candle maker's second set).

A question with no flow word ("how much was shopify last fy", "how much was the workshop", "wholesale all
up - humble nest, paper wren and kowhai") is read on the side of what it names. That is only one reading
when what it names is on one side: a payee that both pays the person (Sales) and is paid by them (its
plan, under Software), a cost read from a word the earnings' own bank descriptions hold too ("workshop":
Workshop Rent, and the students paying "REF workshop"), payers and payees summed together, or a word of the
bank descriptions that is also a word of a payee's name whose rows do not all say it ("markets": the
Handmade Markets rows, and Old Bus Depot Markets, whose rows say "MKT"). Each of these is asked back, naming
both readings: a figure for one side would answer a question the person may not have asked.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import CategoryInfo, Query, Thing, Vocabulary

#: "how much was shopify", "what did it cost": said as a price, the wording of a cost, of a payee that is
#: mostly a payer ("avg shopify per week", "more from shopify" stay its money in)
_PRICE = re.compile(r"\bhow\s+much\s+(?:was|is|were|are|has|have)\b|\bcosts?\b|\bcharged?\b")


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower().replace("&", " and "))


def _stem(word: str) -> str:
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


def _payees(t: Thing) -> tuple[str, ...]:
    return t.merchants or ((t.merchant,) if t.merchant else ())


def _kinds(name: str, vocab: Vocabulary) -> set[str]:
    ids = (vocab.merchant_categories or {}).get(name, frozenset())
    return {k for i in ids if (k := vocab.kind_of(i)) is not None}


def _names(vocab: Vocabulary, ids: tuple[str, ...]) -> str:
    return " or ".join(c.name for c in vocab.categories if c.id in ids)


def two_sides(q: Query, vocab: Vocabulary, low: str) -> list[str]:
    """What the question names that is money in and money out alike, as said back (empty: one side)."""
    # a word of a payee's name read as words of the bank descriptions: whichever side is said
    named = [said for t in q.things for said in _text_of_a_payee(t, vocab, q)]
    if q.flow_said or q.paid_back or q.clients_from or not q.things:
        return named
    said: list[str] = []
    earning: list[str] = []
    paying: list[str] = []
    for t in q.things:
        for name in _payees(t):
            kinds = _kinds(name, vocab)
            if "income" in kinds and "expense" in kinds and _PRICE.search(low):
                ids = tuple((vocab.merchant_categories or {}).get(name, ()))
                income = tuple(i for i in ids if vocab.kind_of(i) == "income")
                cost = tuple(i for i in ids if vocab.kind_of(i) == "expense")
                said.append(
                    f"{name} both paid you ({_names(vocab, income)}) and was paid by you "
                    f"({_names(vocab, cost)}): money in or money out"
                )
            elif kinds == {"income"}:
                earning.append(name)
            elif kinds and "income" not in kinds:
                paying.append(name)
        said += _cost_word_of_earnings(t, vocab, low)
    if earning and paying:
        said.append(
            f"{', '.join(paying)} you paid, and {', '.join(earning)} paid you: which of them, money in or out"
        )
    return said + named


def _cost_word_of_earnings(t: Thing, vocab: Vocabulary, low: str) -> list[str]:
    """ "the workshop": Workshop Rent read from one word of its name, which the earnings' descriptions say."""
    if not vocab.earning_words or t.text or t.label.lower() in low:
        return []
    held = vocab.merchant_categories or {}
    ids = tuple(dict.fromkeys([*t.category_ids, *(i for n in _payees(t) for i in held.get(n, ()))]))
    if not ids or any(vocab.kind_of(i) != "expense" for i in ids):
        return []
    names = {_stem(w) for c in vocab.categories if c.id in ids for w in _words(c.name)}
    earned = {_stem(w) for w in vocab.earning_words}
    shared = [w for w in _words(t.words) if _stem(w) in names and _stem(w) in earned]
    return [
        f"“{w}” could be {t.label} (money you paid) or the money in whose bank descriptions say “{_stem(w)}”"
        for w in shared[:1]
    ]


def _text_of_a_payee(t: Thing, vocab: Vocabulary, q: Query) -> list[str]:
    """ "markets": rows whose descriptions say it, but also a payee's name (Old Bus Depot Markets). With the
    side said, only a payee not on that side is asked about ("which shops paid me wholesale": Australian
    Wholesale Oils is paid, never a payer); one on it is found by the words anyway ("cash deposit")."""
    if not t.text or _payees(t) or t.category_ids or t.words != t.text or q.clients_said:
        # (words other than the text: "cash did i bank", the bank's words for cash paid in; "wholesale
        # customers": the clients' rows are asked about by the answer, naming the clients)
        return []
    said = {_stem(w) for w in _words(t.text)}
    named = [
        name
        for name, _ in vocab.merchants
        if len(_words(bare := re.sub(r"\([^)]*\)", " ", name))) > 1  # (a note in brackets is no name)
        and said <= {_stem(w) for w in _words(bare)}
        and not _on_side(name, vocab, q)
    ]
    if not named:
        return []
    return [
        f"“{t.text}” is in the name of {', '.join(named[:3])}, and in the bank's words of other rows: "
        "that payee's payments, or the rows that say it"
    ]


def _on_side(name: str, vocab: Vocabulary, q: Query) -> bool:
    """Whether payee ``name`` is on the side the question said (never, when it said none)."""
    if not q.flow_said:
        return False
    kinds = _kinds(name, vocab)
    if not kinds:
        return True
    return ("income" in kinds) if q.flow == "income" else bool(kinds - {"income"})


def said_again(category: str, text: str) -> bool:
    """ "stall fees all up, both markets": a word of the category's own name said again beside it does not
    narrow it to the rows whose bank descriptions say the word (Old Bus Depot Markets' rows say MKT)."""
    words = {_stem(w) for w in _words(text)}
    return bool(words) and words <= {_stem(w) for w in _words(category)}


def payees_categories(
    things: list[Thing], found: list[CategoryInfo], vocab: Vocabulary
) -> list[CategoryInfo]:
    """ "superloop nbn": a word of two categories (Internet, Phone) said with a payee named is the one of
    them the payee's rows are in, when it is exactly one (else empty: the word stays asked)."""
    held = vocab.merchant_categories or {}
    ids = {i for t in things for n in _payees(t) for i in held.get(n, ())}
    inside = [c for c in found if c.id in ids]
    return inside if len(inside) == 1 else []
