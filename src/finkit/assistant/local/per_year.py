"""The cost a year of a recurring payment, and two of them set against each other.

"How much does Netflix cost me a year" is the usual amount times the payments a year (from
``bills_detect_recurring``), not what happened to be paid in the last twelve months; "adobe or xero, which
costs me more a year" compares two such figures. A payee with no regular payment found gives no figure.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from finkit.assistant.local.common import dec
from finkit.assistant.local.intents import Request, Results, money
from finkit.assistant.local.reader_model import Query, Thing

#: Payments a year at each frequency the recurring detector reports.
PER_YEAR = {"weekly": 52, "fortnightly": 26, "monthly": 12, "quarterly": 4, "yearly": 1}
_CENT = Decimal("0.01")
_TOOL = "bills_detect_recurring"


def recurring_of(thing: Thing | None, results: Results) -> list[dict[str, Any]]:
    """The recurring patterns of the payee ``thing`` names (by its name or the detector's key)."""
    name = (thing.merchant or thing.label).lower() if thing else ""
    return [
        p
        for p in results.get(_TOOL, {}).get("patterns", [])
        if name and (p["merchant"].lower() == name or p["merchantKey"] == name)
    ]


def _yearly(thing: Thing, results: Results) -> tuple[Decimal, Decimal, dict[str, Any]] | None:
    patterns = recurring_of(thing, results)
    if not patterns:
        return None
    p = max(patterns, key=lambda p: p["lastSeen"])
    times = PER_YEAR.get(p["frequency"])
    if times is None:
        return None
    typical = dec(p["averageAmount"]).quantize(_CENT, rounding=ROUND_HALF_UP)
    return typical * times, typical, p


def compare_per_year(r: Request, q: Query, results: Results) -> str:
    """Two payees' costs a year, the larger said; no figure when either has no regular payment."""
    cur = r.currency
    things = q.things[:2]
    found = [(t, _yearly(t, results)) for t in things]
    missing = [t.label for t, y in found if y is None]
    if missing:
        return (
            f"I found no regular payment to {' or '.join(missing)} to work out a yearly cost from, so I "
            "can't set the two against each other a year. Do you want what was paid to each over a period "
            f"instead (e.g. “{things[0].label} or {things[1].label} in FY26”)? (from {_TOOL})"
        )
    lines = []
    figures = []
    for t, y in found:
        assert y is not None
        yearly, typical, p = y
        status = "still running" if p["active"] else f"stopped (last paid {p['lastSeen']})"
        times = PER_YEAR[p["frequency"]]
        lines.append(
            f"- {t.label}: {money(yearly, cur)} a year ({times} × {money(typical, cur)} {p['frequency']}; {status})"
        )
        figures.append((t.label, yearly))
    (a, x), (b, y2) = figures
    verdict = (
        "the same a year"
        if x == y2
        else f"more a year for {a if x > y2 else b} than {b if x > y2 else a}, by {money(abs(x - y2), cur)}"
    )
    return f"At the usual amounts: {verdict} (from {_TOOL}):\n" + "\n".join(lines)
