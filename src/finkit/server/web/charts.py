"""SVG charts drawn on the server: plain geometry for the templates (no script, no inline style).

Amounts become pixel sizes here only; the figures shown beside the bars are the core's Decimals.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

WIDTH = 480
BAR_HEIGHT = 22
BAR_GAP = 10
LABEL_WIDTH = 170
VALUE_WIDTH = 90


@dataclass(frozen=True)
class HBar:
    label: str
    value: Decimal
    y: int
    width: int
    href: str | None = None


@dataclass(frozen=True)
class HBarChart:
    """Horizontal bars (spending by category)."""

    bars: list[HBar]
    width: int
    height: int
    label_width: int
    bar_height: int


def hbar_chart(rows: Sequence[tuple[str, Decimal, str | None]]) -> HBarChart:
    room = WIDTH - LABEL_WIDTH - VALUE_WIDTH
    top = max((abs(value) for _, value, _ in rows), default=Decimal(0))
    bars = []
    for i, (label, value, href) in enumerate(rows):
        width = int(room * abs(value) / top) if top else 0
        bars.append(HBar(label, value, i * (BAR_HEIGHT + BAR_GAP), max(width, 1), href))
    height = max(len(bars) * (BAR_HEIGHT + BAR_GAP), BAR_HEIGHT)
    return HBarChart(bars, WIDTH, height, LABEL_WIDTH, BAR_HEIGHT)


@dataclass(frozen=True)
class MonthColumn:
    label: str
    money_in: Decimal
    money_out: Decimal
    net: Decimal
    x: int
    in_y: int
    in_height: int
    out_y: int
    out_height: int


@dataclass(frozen=True)
class CashFlowChart:
    """Paired columns per month: money in (up) and money out (down) around a zero line."""

    columns: list[MonthColumn]
    width: int
    height: int
    zero_y: int
    column_width: int


def cash_flow_chart(
    months: Sequence[tuple[str, Decimal, Decimal, Decimal]], height: int = 240
) -> CashFlowChart:
    """``months``: (label, money in, money out (positive), net) oldest first."""
    half = (height - 40) // 2
    zero_y = 10 + half
    top = max((max(i, o) for _, i, o, _ in months), default=Decimal(0))
    slot = WIDTH // max(len(months), 1)
    column_width = max(slot // 2 - 4, 4)
    columns = []
    for n, (label, money_in, money_out, net) in enumerate(months):
        in_height = int(half * money_in / top) if top else 0
        out_height = int(half * money_out / top) if top else 0
        columns.append(
            MonthColumn(
                label=label,
                money_in=money_in,
                money_out=money_out,
                net=net,
                x=n * slot + 2,
                in_y=zero_y - in_height,
                in_height=in_height,
                out_y=zero_y,
                out_height=out_height,
            )
        )
    return CashFlowChart(columns, WIDTH, height, zero_y, column_width)


@dataclass(frozen=True)
class Sparkline:
    """A small line over a series (a category's months), for a trend at a glance."""

    points: str
    width: int
    height: int


def sparkline(values: Sequence[Decimal], width: int = 120, height: int = 24) -> Sparkline:
    """``values`` oldest first; the line spans the box, the largest value at the top."""
    top = max((abs(v) for v in values), default=Decimal(0))
    step = width / max(len(values) - 1, 1)
    points = []
    for n, value in enumerate(values):
        y = height - 2 - (int((height - 4) * abs(value) / top) if top else 0)
        points.append(f"{round(n * step, 1)},{y}")
    return Sparkline(" ".join(points), width, height)


@dataclass(frozen=True)
class BalancePoint:
    label: str
    value: Decimal
    x: float
    y: float


@dataclass(frozen=True)
class BalanceChart:
    """Net worth at each month end: a line over points, with the zero line when it is in range."""

    points: list[BalancePoint]
    line: str
    width: int
    height: int
    zero_y: float | None


#: The net-worth chart spans its whole card on a desktop (the other charts share a row, ``WIDTH`` each):
#: drawn on a box twice as wide, its text stays the size of theirs. A phone gets the ``WIDTH`` drawing
#: (``.chart.wide``/``.chart.narrow`` in the CSS), which stays tall enough to read there.
WIDE = 2 * WIDTH


def balance_chart(rows: Sequence[tuple[str, Decimal]], width: int = WIDTH, height: int = 180) -> BalanceChart:
    """``rows`` (month label, total) oldest first; the span of the values fills the box (with the zero
    line drawn when a total is negative), so a change of a few percent is still visible."""
    values = [v for _, v in rows] or [Decimal(0)]
    low, high = min(values), max(values)
    if low == high:
        low, high = low - 1, high + 1
    top, bottom, side = 10, height - 24, 24  # the side margin leaves room for the first and last tick
    step = (width - 2 * side) / max(len(rows) - 1, 1)

    def y_of(value: Decimal) -> float:
        return round(bottom - float((value - low) / (high - low)) * (bottom - top), 1)

    points = [
        BalancePoint(label, value, round(side + n * step, 1), y_of(value))
        for n, (label, value) in enumerate(rows)
    ]
    zero = y_of(Decimal(0)) if low < 0 < high else None
    return BalanceChart(points, " ".join(f"{p.x},{p.y}" for p in points), width, height, zero)
