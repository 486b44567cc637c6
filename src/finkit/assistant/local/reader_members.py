"""A category said with the payees it holds ("software subs - adobe dropbox xero artlist").

A person naming a category and then its payees one by one is saying what the category holds, not asking
for two things: when the payees named are every payee the category's spending is with, and none of them is
paid under another category, the category's figure and the sum of the payees' are the same, so the one
thing read is the category. Any other mix (a payee the category does not hold, or a payee of it left out)
stays several things, asked about as before: the two readings would give different figures.
"""

from __future__ import annotations

from finkit.assistant.local.reader_model import Thing, Vocabulary


def category_with_its_payees(things: list[Thing], vocab: Vocabulary) -> list[Thing]:
    """``things`` with one category and the payees it holds, all of them and only those, read as the
    category alone; otherwise unchanged."""
    categories = [t for t in things if t.category_ids and not t.merchant and not t.text]
    payees = [t for t in things if (t.merchant or t.merchants) and not t.category_ids and not t.text]
    if (
        len(categories) != 1
        or len(payees) < 2
        or len(categories) + len(payees) != len(things)
        or vocab.merchant_categories is None
        or any(t.money_in for t in payees)
    ):
        return things
    category = categories[0]
    ids = set(category.category_ids)
    named = {n for t in payees for n in (t.merchants or (t.merchant,)) if n}
    held = {
        name
        for name, income in vocab.merchants
        if not income and ids & vocab.merchant_categories.get(name, frozenset())
    }
    only_there = all(vocab.merchant_categories.get(n, frozenset()) <= ids for n in named)
    if named == held and only_there:
        return [category]
    return things
