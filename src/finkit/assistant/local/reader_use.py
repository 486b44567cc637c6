"""A payee some of whose payments are for work and some private (issue 27).

A sole trader pays Synergy for the shop's power and the home's, or buys at Bunnings at the trade counter and
on weekend trips. The books say which by each row's business-use share: some at a work share, some at 0.
"How much did I spend at Bunnings", "synergy for the shop" then have two fair totals, the work ones or all of
them, that the books hold apart but the question does not: which is asked, naming both, never one given.
A payee whose payments are all at one share is read as before.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from finkit.assistant.local.reader_model import Query


def work_or_all(q: Query, shares: Mapping[str, frozenset[Decimal]] | None) -> str | None:
    """The question back when a payee named (money out) has payments both for work and private."""
    if shares is None or q.flow == "income" or q.measure not in ("sum", "count", "average"):
        return None
    for t in q.things:
        if t.money_in or t.category_ids or t.text or not t.merchant or t.merchants:
            continue
        found = shares.get(t.merchant, frozenset())
        if Decimal(0) in found and any(s > 0 for s in found):
            return (
                f"your payments to {t.label} are some for work and some private in your books: the work ones, or "
                "all of them"
            )
    return None
