"""A regular charge: about one amount about a month apart, at least ``REGULAR_TIMES`` times (a subscription, a
bill by monthly direct debit). Read by the everyday question (never everyday spending), a trip's question and a
stated private trip's (a bill that falls due during a trip is no cost of the trip)."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import pairwise

from finkit.core.dates import day_start
from finkit.core.transactions.models import Transaction

#: A regular charge of one amount at about a month apart is a subscription, never everyday spending.
REGULAR_TIMES = 3


def is_regular(rows: Iterable[Transaction]) -> bool:
    """Whether the rows hold a charge of about one amount (within a tenth: a foreign price converted)
    ``REGULAR_TIMES`` or more at about a month apart: a subscription."""
    charges = sorted((day_start(tx.date).date(), -tx.amount) for tx in rows)
    for n, (_, amount) in enumerate(charges):
        alike = [day for day, other in charges[n:] if abs(other - amount) <= amount / 10]
        gaps = [(b - a).days for a, b in pairwise(alike)]
        if sum(25 <= g <= 35 for g in gaps) >= REGULAR_TIMES - 1:
            return True
    return False
