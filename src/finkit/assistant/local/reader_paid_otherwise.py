"""A payer who never paid the person earnings (issue 27, round 19).

"How much did the hotel pay me", "peppers pay in the dec quarter": the employer's wages, booked under a
category that is not business income, are what the person asks for. Read as earnings (money in under an
income category, the books' rule for a payer) they were "nothing", an answer to another question. When
none of a payer's rows is in an income category, the money in from them is what was asked.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from finkit.assistant.local.reader_model import CategoryInfo

#: Money back, not pay: a tax refund or a rebate paid in stays "not earnings" ("how much did the ato pay
#: me" is nothing earned; "pay me back" asks for it).
_MONEY_BACK = re.compile(r"\b(?:refunds?|rebates?|tax(?:es)?|ato|medicare)\b", re.I)


def never_earned(
    names: tuple[str, ...],
    merchant_categories: Mapping[str, frozenset[str]] | None,
    categories: Sequence[CategoryInfo],
    merchants: list[tuple[str, bool]],
) -> bool:
    """Every payer of ``names`` pays the person (money in), none of their rows is in an income category, and
    none is money back (a refund, a rebate, the tax office's)."""
    if not names or merchant_categories is None:
        return False
    money_in = dict(merchants)
    by_id = {c.id: c for c in categories}
    held = [merchant_categories.get(n, frozenset()) for n in names]
    held_categories = [by_id[i] for h in held for i in h if i in by_id]
    return (
        all(held)
        and all(money_in.get(n, False) for n in names)
        and all(c.kind != "income" and not _MONEY_BACK.search(c.name) for c in held_categories)
    )
