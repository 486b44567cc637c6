"""A payee and a category said together ("hbf and the gym together"): the rows of both, summed, never the
payee's rows within the category (which "bunnings materials", said as one, is)."""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import Query, Thing, Vocabulary

#: What joins two things into one total: "and", "plus", "+", "&", a comma.
_JOIN = re.compile(r"\s*(?:,|\+|&|\band\b|\bplus\b|\bn\b)\s*(?:(?:the|my)\s+)?")


def union_of(found: list[Thing], low: str, vocab: Vocabulary) -> list[Thing] | None:
    """One payee and one category joined by "and" in ``low``: the payees of both as one thing, when every
    payee of the category has all its rows there (so the payees' rows are the category's); else None (the
    reading is left as it was)."""
    payees = [t for t in found if t.merchant and not t.category_ids and not t.text]
    categories = [t for t in found if t.category_ids and not t.merchant and not t.text]
    held = vocab.merchant_categories
    if len(found) != 2 or len(payees) != 1 or len(categories) != 1 or held is None:
        return None
    payee, category = payees[0], categories[0]
    first, second = sorted((payee, category), key=lambda t: low.find(t.words))
    at, to = low.find(first.words), low.find(second.words)
    if at < 0 or to < 0 or not _JOIN.fullmatch(low[at + len(first.words) : to]):
        return None
    ids = set(category.category_ids)
    members = sorted(n for n, kinds in held.items() if kinds & ids)
    if not members or any(not held[n] <= ids for n in members):
        return None
    names = list(dict.fromkeys([*(payee.merchants or (payee.merchant or "",)), *members]))
    return [
        Thing(
            f"{payee.label} and {category.label} ({', '.join(members)})",
            f"{first.words} and {second.words}",
            merchant=names[0],
            merchants=tuple(names),
            money_in=payee.money_in,
        )
    ]


#: Words of the bank descriptions said as the way money came or went ("came thru wise", "paid via paypal").
_THROUGH = re.compile(r"\b(?:thru|through|via)\s+(?:the\s+|my\s+)?$")


def through_of(found: list[Thing], low: str) -> list[Thing] | None:
    """Payees and words of the bank descriptions said as the way their money came ("sakura and kotoba, how much
    came thru wise"): those payees' rows that mention the words, one thing (never a second thing summed or
    asked about); else None."""
    texts = [t for t in found if t.text and not t.merchant and not t.category_ids]
    payees = [t for t in found if t.merchant and not t.category_ids and not t.text]
    if len(texts) != 1 or not payees or len(payees) + 1 != len(found):
        return None
    said = texts[0]
    at = low.find(said.words)
    if at < 0 or not _THROUGH.search(low[:at]):
        return None
    names = list(dict.fromkeys(n for t in payees for n in (t.merchants or (t.merchant or "",))))
    return [
        Thing(
            f"{' and '.join(names)}, through “{said.text}”",
            " and ".join([*(t.words for t in payees), said.words]),
            merchant=names[0],
            merchants=tuple(names),
            text=said.text,
            money_in=all(t.money_in for t in payees),
        )
    ]


#: "paid me more than 8k": a bound said of what the clients paid, not of each payment.
_PAID_ME_MORE = re.compile(r"\bpaid\s+(?:me|us)\s+(?:more\s+than|over|above|at\s+least)\b")
_IN_TOTAL = re.compile(r"\b(?:in\s+total|all\s+up|altogether|total(?:led)?)\b")


def each_ones_total(low: str, q: Query) -> bool:
    """Whether "which clients paid me more than 8k" bounds each client's total: said of what they paid me
    (not "payments over") over a period or in total, as every question author read it; else which is asked."""
    return (
        q.amount is not None
        and q.amount.min_amount is not None
        and _PAID_ME_MORE.search(low) is not None
        and (bool(q.periods) or _IN_TOTAL.search(low) is not None)
    )
