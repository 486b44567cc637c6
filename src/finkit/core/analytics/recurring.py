"""Recurring vs one-off spending: which debits belong to a repeating series.

The built-in detector is deliberately simple and explainable: debits to the same merchant (merchant key)
in at least ``MIN_MONTHS`` different months, whose amounts stay within ``TOLERANCE`` of the series'
median, form a recurring series; everything else is one-off. It is pluggable: the bills area (which has
its own recurring-pattern detection) replaces it with ``register_recurring_detector``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from statistics import median

from finkit.core.money import parse_amount

MIN_MONTHS = 3
TOLERANCE = Decimal("0.20")


@dataclass(frozen=True)
class Debit:
    id: str
    date: datetime
    amount: Decimal  # positive
    key: str  # merchant key
    label: str


@dataclass(frozen=True)
class Series:
    key: str
    label: str
    transaction_ids: list[str]


#: ``detector(debits)`` → the recurring series among them. Must be deterministic.
RecurringDetector = Callable[[Sequence[Debit]], list[Series]]


def same_merchant_similar_amount(debits: Sequence[Debit]) -> list[Series]:
    """The built-in heuristic (see the module docstring)."""
    by_key: dict[str, list[Debit]] = defaultdict(list)
    for debit in debits:
        by_key[debit.key].append(debit)
    found = []
    for key in sorted(by_key):
        group = by_key[key]
        if len({(d.date.year, d.date.month) for d in group}) < MIN_MONTHS:
            continue
        typical = parse_amount(median(d.amount for d in group))
        close = [d for d in group if abs(d.amount - typical) <= typical * TOLERANCE]
        if len({(d.date.year, d.date.month) for d in close}) >= MIN_MONTHS:
            found.append(Series(key, group[0].label, sorted(d.id for d in close)))
    return found


_DETECTOR: list[tuple[str, RecurringDetector]] = [
    ("same-merchant-similar-amount", same_merchant_similar_amount)
]


def register_recurring_detector(name: str, detector: RecurringDetector) -> RecurringDetector:
    """Replace the recurring-spending detector (the last registration wins)."""
    _DETECTOR[0] = (name, detector)
    return detector


def recurring_detector() -> tuple[str, RecurringDetector]:
    return _DETECTOR[0]
