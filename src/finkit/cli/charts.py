"""Charts drawn in the terminal with block characters: bars for tables, sparklines for series."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

_EIGHTHS = " ▏▎▍▌▋▊▉█"
_SPARKS = "▁▂▃▄▅▆▇█"


def bar(value: Decimal, largest: Decimal, width: int = 30) -> str:
    """A horizontal bar ``width`` cells long at ``largest``, with eighth-cell resolution."""
    if largest <= 0 or value <= 0:
        return ""
    eighths = int(value / largest * width * 8)
    return "█" * (eighths // 8) + (_EIGHTHS[eighths % 8] if eighths % 8 else "")


def sparkline(values: Sequence[Decimal]) -> str:
    """One character per value, from ▁ (lowest) to █ (highest)."""
    if not values:
        return ""
    low, high = min(values), max(values)
    if high == low:
        return _SPARKS[0] * len(values)
    return "".join(_SPARKS[int((v - low) / (high - low) * (len(_SPARKS) - 1))] for v in values)
