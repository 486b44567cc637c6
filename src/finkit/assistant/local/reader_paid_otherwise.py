"""A payer who never paid the person earnings (issue 27, round 19).

"How much did the hotel pay me", "peppers pay in the dec quarter": the employer's wages, booked under a
category that is not business income, are what the person asks for. Read as earnings (money in under an
income category, the books' rule for a payer) they were "nothing", an answer to another question. When
none of a payer's rows is in an income category, the money in from them is what was asked.
"""

from __future__ import annotations

from collections.abc import Mapping


def never_earned(
    names: tuple[str, ...],
    merchant_categories: Mapping[str, frozenset[str]] | None,
    kinds: Mapping[str, str | None],
    merchants: list[tuple[str, bool]],
) -> bool:
    """Every payer of ``names`` pays the person (money in) and none of their rows is in an income category."""
    if not names or merchant_categories is None:
        return False
    money_in = dict(merchants)
    held = [merchant_categories.get(n, frozenset()) for n in names]
    return (
        all(held)
        and all(money_in.get(n, False) for n in names)
        and all(kinds.get(i) != "income" for h in held for i in h)
    )
