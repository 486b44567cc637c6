"""Recurring-pattern detection as pure functions over a history of occurrences.

Pipeline: group by (normalised merchant, currency, direction) → split each group into amount clusters
(within ``amount_tolerance`` %, 7.5 as Actual uses) → fit every cadence to each cluster's dates and keep
the best → score a confidence. A group that forms no fixed-amount pattern may still be a variable bill
(electricity, a salary with overtime) when *all* its dates are strictly regular.

False positives are kept down three ways: a cadence must explain at least 75 % of the intervals (85 %
for variable amounts), weekly variable-amount series are never reported (that is a shopping habit, not a
bill), and a cluster that is a small share of a busy merchant's transactions loses confidence.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from itertools import pairwise
from statistics import median

from finkit.core.bills.schedule import (
    CADENCES,
    FREQUENCIES,
    Frequency,
    add_months,
    days_in_month,
    nearest_occurrence,
    step,
)

DEFAULT_AMOUNT_TOLERANCE = Decimal("7.5")  # percent
DEFAULT_MIN_CONFIDENCE = 0.6
_MIN_FIXED_REGULARITY = 0.75
_MIN_VARIABLE_REGULARITY = 0.85
_MAX_VARIABLE_SPREAD = Decimal("0.8")  # (max - min) / mean of a variable-amount pattern


@dataclass(frozen=True)
class Occurrence:
    """One transaction as detection sees it. ``amount`` is signed (negative = money out)."""

    id: str
    day: date
    amount: Decimal
    key: str
    name: str
    currency: str
    category_id: str | None = None


@dataclass
class Pattern:
    key: str
    name: str
    type: str  # debit (a bill) | credit (income)
    currency: str
    frequency: Frequency
    month_end: bool
    anchor_day: int
    confidence: float
    fixed_amount: bool
    average_amount: Decimal
    min_amount: Decimal
    max_amount: Decimal
    first_seen: date
    last_seen: date
    next_expected: date
    active: bool
    transaction_ids: list[str] = field(default_factory=list)
    category_id: str | None = None

    @property
    def occurrences(self) -> int:
        return len(self.transaction_ids)


@dataclass(frozen=True)
class _Fit:
    frequency: Frequency
    regularity: float
    mean_deviation: float
    month_end: bool
    anchor_day: int


def detect_patterns(
    history: Iterable[Occurrence],
    *,
    as_of: date,
    amount_tolerance: Decimal = DEFAULT_AMOUNT_TOLERANCE,
    min_confidence: float = DEFAULT_MIN_CONFIDENCE,
    include_inactive: bool = False,
) -> list[Pattern]:
    """Every recurring pattern in ``history``, most confident first."""
    groups: dict[tuple[str, str, bool], list[Occurrence]] = defaultdict(list)
    for occ in history:
        if occ.key and occ.amount != 0:
            groups[(occ.key, occ.currency, occ.amount < 0)].append(occ)
    found: list[Pattern] = []
    for group in groups.values():
        group.sort(key=lambda o: (o.day, o.id))
        found.extend(_patterns_of_group(group, as_of, amount_tolerance))
    kept = [p for p in found if p.confidence >= min_confidence and (include_inactive or p.active)]
    return sorted(kept, key=lambda p: (-p.confidence, p.key, p.average_amount))


def _patterns_of_group(group: list[Occurrence], as_of: date, tolerance: Decimal) -> list[Pattern]:
    clusters = cluster_amounts(group, tolerance)
    if len(clusters) > 1 and len(group) >= 3:
        # A variable bill (electricity, a salary with overtime): every date on schedule, amounts vary.
        amounts = [abs(o.amount) for o in group]
        mean = sum(amounts, Decimal(0)) / len(amounts)
        if (max(amounts) - min(amounts)) / mean <= _MAX_VARIABLE_SPREAD:
            fit = best_fit([o.day for o in group], minimum=_MIN_VARIABLE_REGULARITY, exclude=("weekly",))
            if fit is not None:
                return [_pattern(group, group, fit, as_of, fixed=False)]
    patterns = []
    for cluster in clusters:
        fit = best_fit([o.day for o in cluster], minimum=_MIN_FIXED_REGULARITY)
        if fit is not None:
            patterns.append(_pattern(cluster, group, fit, as_of, fixed=True))
    return patterns


def cluster_amounts(items: Sequence[Occurrence], tolerance: Decimal) -> list[list[Occurrence]]:
    """Split by amount: an item joins the cluster whose median it is within ``tolerance`` % of."""
    clusters: list[list[Occurrence]] = []
    for occ in sorted(items, key=lambda o: (abs(o.amount), o.day)):
        if clusters:
            centre = median(abs(o.amount) for o in clusters[-1])
            if abs(abs(occ.amount) - centre) <= centre * tolerance / 100:
                clusters[-1].append(occ)
                continue
        clusters.append([occ])
    for cluster in clusters:
        cluster.sort(key=lambda o: (o.day, o.id))
    return clusters


def _min_occurrences(frequency: Frequency) -> int:
    return {"weekly": 4, "yearly": 2}.get(frequency, 3)


def _month_anchor(days: Sequence[date]) -> tuple[bool, int]:
    """(month_end, anchor_day): month-end when most dates are a month's last day (or within two days
    of it, as "last business day" payments are) and the day of month varies (Jan 31, Feb 28, Apr 30)."""
    exact = sum(1 for d in days if d.day == days_in_month(d.year, d.month))
    near = sum(1 for d in days if days_in_month(d.year, d.month) - d.day <= 2)
    if exact >= 0.6 * len(days) and near >= 0.8 * len(days) and len({d.day for d in days}) > 1:
        return True, 31
    return False, Counter(d.day for d in days).most_common(1)[0][0]


def best_fit(days: Sequence[date], *, minimum: float, exclude: tuple[Frequency, ...] = ()) -> _Fit | None:
    """The cadence that explains the most intervals (then with the smallest deviation), if any reaches
    ``minimum``. One missed occurrence (an interval of two steps) counts as half an explained interval."""
    if len(days) < 2:
        return None
    month_end, anchor_day = _month_anchor(days)
    best: _Fit | None = None
    for frequency in FREQUENCIES:
        if frequency in exclude or len(days) < _min_occurrences(frequency):
            continue
        cadence = CADENCES[frequency]
        if cadence.months:
            explained, deviations = _calendar_fit(days, frequency, anchor_day, month_end)
        else:
            explained, deviations = _interval_fit(days, frequency)
        regularity = explained / (len(days) - 1)
        if regularity < minimum or not deviations:
            continue
        deviation = sum(deviations) / len(deviations)
        fit = _Fit(frequency, regularity, deviation, month_end, anchor_day)
        if best is None or (fit.regularity, -fit.mean_deviation) > (best.regularity, -best.mean_deviation):
            best = fit
    return best


def _interval_fit(days: Sequence[date], frequency: Frequency) -> tuple[float, list[int]]:
    """Week-based cadences: each interval should be one step (or two: a missed one)."""
    cadence = CADENCES[frequency]
    explained, deviations = 0.0, []
    for previous, current in pairwise(days):
        gap = (current - previous).days
        one, two = abs(gap - cadence.days), abs(gap - 2 * cadence.days)
        if one <= cadence.tolerance:
            explained += 1
            deviations.append(one)
        elif two <= cadence.tolerance:
            explained += 0.5
            deviations.append(two)
    return explained, deviations


def _calendar_fit(
    days: Sequence[date], frequency: Frequency, anchor_day: int, month_end: bool
) -> tuple[float, list[int]]:
    """Month-based cadences: each date is put on the nearest slot of a calendar grid (anchor day or
    month end), so a payment moved a day or two past a weekend (even into the next month) still fits;
    consecutive dates should sit on consecutive slots (two apart: a missed one)."""
    cadence = CADENCES[frequency]
    first = days[0]
    origin = add_months(first, 0, anchor_day=anchor_day, month_end=month_end)
    explained, deviations = 0.0, []
    previous_slot: int | None = None
    for day in days:
        slot_day = nearest_occurrence(origin, frequency, day, anchor_day=anchor_day, month_end=month_end)
        slot = ((slot_day.year - origin.year) * 12 + slot_day.month - origin.month) // cadence.months
        deviation = abs((day - slot_day).days)
        if previous_slot is not None and deviation <= cadence.tolerance:
            if slot - previous_slot == 1:
                explained += 1
                deviations.append(deviation)
            elif slot - previous_slot == 2:
                explained += 0.5
                deviations.append(deviation)
        previous_slot = slot
    return explained, deviations


def _confidence(fit: _Fit, count: int, purity: float, fixed: bool) -> float:
    if fit.frequency == "yearly":
        count_factor = min(1.0, 0.5 + 0.2 * (count - 1))
    else:
        count_factor = min(1.0, 0.4 + 0.2 * (count - 1))
    purity_factor = 1.0 if purity >= 0.5 else 0.5 + purity
    amount_factor = 1.0 if fixed else 0.85
    tolerance = CADENCES[fit.frequency].tolerance
    closeness = 1.0 - 0.2 * fit.mean_deviation / (tolerance + 1)  # exact dates beat ones at the edge
    return round(fit.regularity * count_factor * purity_factor * amount_factor * closeness, 2)


def _pattern(
    items: list[Occurrence], group: list[Occurrence], fit: _Fit, as_of: date, *, fixed: bool
) -> Pattern:
    first, last = items[0].day, items[-1].day
    in_span = sum(1 for o in group if first <= o.day <= last)
    amounts = [abs(o.amount) for o in items]
    anchor, month_end = fit.anchor_day, fit.month_end
    tolerance = CADENCES[fit.frequency].tolerance
    active = as_of <= step(last, fit.frequency, 2, anchor_day=anchor, month_end=month_end) + _days(tolerance)
    next_expected = step(last, fit.frequency, 1, anchor_day=anchor, month_end=month_end)
    while active and next_expected < as_of - _days(tolerance):
        next_expected = step(next_expected, fit.frequency, 1, anchor_day=anchor, month_end=month_end)
    categories = Counter(o.category_id for o in items if o.category_id)
    average = sum(amounts, Decimal(0)) / len(amounts)
    return Pattern(
        key=items[0].key,
        name=Counter(o.name for o in items).most_common(1)[0][0],
        type="debit" if items[0].amount < 0 else "credit",
        currency=items[0].currency,
        frequency=fit.frequency,
        month_end=fit.month_end and CADENCES[fit.frequency].months > 0,
        anchor_day=fit.anchor_day,
        confidence=_confidence(fit, len(items), len(items) / in_span, fixed),
        fixed_amount=fixed,
        average_amount=average,
        min_amount=min(amounts),
        max_amount=max(amounts),
        first_seen=first,
        last_seen=last,
        next_expected=next_expected,
        active=active,
        transaction_ids=[o.id for o in items],
        category_id=categories.most_common(1)[0][0] if categories else None,
    )


def _days(n: int) -> timedelta:
    return timedelta(days=n)
