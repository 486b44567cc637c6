"""PNG charts of analytics results, drawn with matplotlib (the optional extra ``finkit[charts]``).

Uses matplotlib's object API with the Agg canvas directly: no global backend switch, no display needed,
safe in servers and threads.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from finkit.core.analytics.schemas import Breakdown, CashFlow, Trends
from finkit.core.errors import UnavailableError, ValidationError
from finkit.core.money import format_money


def _figure() -> Any:
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ImportError:  # pragma: no cover - exercised only without the extra
        raise UnavailableError(
            "PNG charts need matplotlib: install the charts extra (pip install 'finkit[charts]')"
        ) from None
    figure = Figure(figsize=(10, 6), dpi=110, layout="constrained")
    FigureCanvasAgg(figure)
    return figure


def _money_axis(axis: Any, currency: str, which: str = "x") -> None:
    from matplotlib.ticker import FuncFormatter

    formatter = FuncFormatter(lambda value, _pos: f"{value:,.0f}")
    (axis.xaxis if which == "x" else axis.yaxis).set_major_formatter(formatter)
    (axis.set_xlabel if which == "x" else axis.set_ylabel)(currency)


def _breakdown(figure: Any, result: Breakdown) -> None:
    axis = figure.add_subplot()
    rows = result.rows[:15]
    if result.by == "month":
        axis.bar(
            [r.label for r in rows],
            [float(r.amount) for r in rows],
            color="#c62828" if result.flow == "spending" else "#2e7d32",
        )
        _money_axis(axis, result.currency, "y")
        axis.tick_params(axis="x", rotation=45)
    else:
        labels = [r.label for r in reversed(rows)]
        values = [float(r.amount) for r in reversed(rows)]
        bars = axis.barh(labels, values, color="#c62828" if result.flow == "spending" else "#2e7d32")
        shown = [format_money(r.amount, result.currency, symbol=False) for r in reversed(rows)]
        axis.bar_label(bars, labels=shown, padding=3, fontsize=8)
        _money_axis(axis, result.currency)
    axis.set_title(
        f"{result.flow.capitalize()} by {result.by}, {result.from_date} to {result.to_date} "
        f"(total {format_money(result.total, result.currency, symbol=False, code=True)})"
    )


def _cash_flow(figure: Any, result: CashFlow) -> None:
    axis = figure.add_subplot()
    months = [m.month for m in result.months]
    positions = range(len(months))
    axis.bar(
        [p - 0.2 for p in positions],
        [float(m.money_in) for m in result.months],
        width=0.4,
        label="Money in",
        color="#2e7d32",
    )
    axis.bar(
        [p + 0.2 for p in positions],
        [float(m.money_out) for m in result.months],
        width=0.4,
        label="Money out",
        color="#c62828",
    )
    axis.plot(
        list(positions), [float(m.net) for m in result.months], marker="o", color="#1565c0", label="Net"
    )
    axis.axhline(0, color="#888888", linewidth=0.8)
    axis.set_xticks(list(positions), months, rotation=45)
    _money_axis(axis, result.currency, "y")
    axis.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0))
    axis.set_title(
        f"Cash flow, {months[0]} to {months[-1]} (net {format_money(result.net, result.currency, symbol=False, code=True)})"
    )


def _trends(figure: Any, result: Trends) -> None:
    axis = figure.add_subplot()
    rows = result.rows[:10]
    positions = range(len(rows))
    width = 0.27
    axis.bar(
        [p - width for p in positions],
        [float(r.this_month) for r in rows],
        width,
        label=result.month,
        color="#c62828",
    )
    axis.bar(
        list(positions),
        [float(r.average_last_three) for r in rows],
        width,
        label="Average of the 3 months before",
        color="#ef9a9a",
    )
    axis.bar(
        [p + width for p in positions],
        [float(r.same_month_last_year) for r in rows],
        width,
        label="Same month last year",
        color="#90a4ae",
    )
    axis.set_xticks(list(positions), [r.label for r in rows], rotation=30, ha="right")
    _money_axis(axis, result.currency, "y")
    axis.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0))
    axis.set_title(f"{result.flow.capitalize()} trends for {result.month}")


def write_png(result: Breakdown | CashFlow | Trends, path: str | Path) -> Path:
    """Draw ``result`` as a PNG chart at ``path`` (created or overwritten); returns the path."""
    target = Path(path)
    if target.suffix.lower() != ".png":
        raise ValidationError.for_field("png", "must be a file name ending in .png")
    figure = _figure()
    if isinstance(result, Breakdown):
        _breakdown(figure, result)
    elif isinstance(result, CashFlow):
        _cash_flow(figure, result)
    else:
        _trends(figure, result)
    target.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(target, format="png")
    return target
